package scheduler

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// speedOrShare is a round where speed competes with a batch's gas share: one batchable
// 0.1 ETH request, a fast worker (0.09 s) with no open batch and a slow one (60 s) with
// three results open for the model, so that the slow one sends this result in a batch
// of four.
func speedOrShare(gasGwei float64, slackMS int64) *Snapshot {
	const now = 1_700_000_000_000
	return &Snapshot{NowMS: now, GasPriceGwei: gasGwei,
		Requests: []Request{{ID: "1", User: "0xa", ModelID: "m", PriorityFeeWei: NewWei(1e17),
			SubmittedAtMS: now - 1000, DeadlineMS: now + slackMS, Batchable: true}},
		Workers: []Worker{
			{ID: "0xfast", Models: []string{"m"}, FreeMemoryMB: 1000, MaxJobs: 4, AvgLatencyMS: 90, BatchMax: 8,
				StakeWei: NewWei(1e18), CompletionRate: 1, CompletedJobs: 100, LastHeartbeatMS: now},
			{ID: "0xslow", Models: []string{"m"}, FreeMemoryMB: 1000, MaxJobs: 4, AvgLatencyMS: 60_000, BatchMax: 8,
				OpenBatch: map[string]int{"m": 3}, ActiveJobs: 3,
				StakeWei: NewWei(1e18), CompletionRate: 1, CompletedJobs: 100, LastHeartbeatMS: now},
		}}
}

func assignedTo(t *testing.T, s *Snapshot, cfg Config) Assignment {
	t.Helper()
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	d := Plan(s, cfg)
	if len(d.Assigned) != 1 {
		t.Fatalf("assigned %+v, skipped %+v", d.Assigned, d.Skipped)
	}
	return d.Assigned[0]
}

// TestFeeThatPaysForSpeedBuysAFastWorker: without a value of time the 0.1 ETH request
// goes to the 60 s worker at 0.5 and at 500 gwei alike, to save three quarters of one
// result's gas; with the default time_value it goes to the 0.09 s worker whenever its
// fee per second of slack is worth more than the gas saved, and to the batch when the
// gas price makes the batch worth more than its wait.
func TestFeeThatPaysForSpeedBuysAFastWorker(t *testing.T) {
	// No fee floor: at 500 gwei one result's gas (0.11 ETH) is above the fee.
	cfg := byEstimate(DefaultConfig())
	cfg.Matching.BatchingMinQueue = 1
	cfg.Routing.FeeFloor = false
	old := cfg
	old.Routing.TimeValue = 0
	for _, c := range []struct {
		gwei       float64
		slackMS    int64
		old, today string
	}{
		{0.5, 120_000, "0xslow", "0xfast"},
		{500, 120_000, "0xslow", "0xslow"}, // 112 500 gas × 1.5 × 500 gwei = 0.084 ETH > 60 s × 0.1 ETH / 120 s = 0.05 ETH
		{500, 65_000, "0xslow", "0xfast"},  // 60 s of 65 s of slack: 0.092 ETH > 0.084 ETH
		{50, 600_000, "0xslow", "0xfast"},  // 60 s × 0.1 ETH / 600 s = 0.01 ETH > 0.0084 ETH of gas
	} {
		s := speedOrShare(c.gwei, c.slackMS)
		if a := assignedTo(t, s, old); a.WorkerID != c.old {
			t.Errorf("%v gwei, %d ms of slack, time_value 0: %s, want %s", c.gwei, c.slackMS, a.WorkerID, c.old)
		}
		a := assignedTo(t, s, cfg)
		if a.WorkerID != c.today {
			t.Errorf("%v gwei, %d ms of slack, time_value 1: %s, want %s", c.gwei, c.slackMS, a.WorkerID, c.today)
		}
		// The cost recorded is the route's with the value of time.
		est := 90.0
		sh := 1.0
		if a.WorkerID == "0xslow" {
			est, sh = 60_000, 4
		}
		v := 0.1 / (float64(c.slackMS) / 1000)
		want := est/1000*(c.gwei*10*1e-9+v) + 150_000/sh*c.gwei*1.5*1e-9
		if math.Abs(a.TotalCostETH-want) > 1e-9*want {
			t.Errorf("%v gwei: total cost %v, want %v", c.gwei, a.TotalCostETH, want)
		}
	}
}

// TestBatchingOnlyAboveItsGasPrice: with routing.batching_min_gas_gwei, below the
// threshold no batch share counts and no result is batched (the fast worker wins even
// with no value of time); at or above it the batch wins as without a threshold.
func TestBatchingOnlyAboveItsGasPrice(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Routing.TimeValue = 0
	cfg.Matching.BatchingMinQueue = 1
	cfg.Routing.FeeFloor = false
	cfg.Routing.BatchingMinGasGwei = 20
	if a := assignedTo(t, speedOrShare(19.9, 120_000), cfg); a.WorkerID != "0xfast" || a.Batched {
		t.Errorf("below the threshold: %+v, want the fast worker, not batched", a)
	}
	for _, g := range []float64{20, 500} {
		if a := assignedTo(t, speedOrShare(g, 120_000), cfg); a.WorkerID != "0xslow" || !a.Batched || a.BatchShare != 4 {
			t.Errorf("%v gwei: %+v, want the batch of four", g, a)
		}
	}
	// Seed mode ignores the threshold.
	seed := cfg
	seed.Routing.SeedMode, seed.Routing.FailureWeight, seed.Routing.FeeFloor = true, 0, false
	if a := assignedTo(t, speedOrShare(1, 120_000), seed); a.WorkerID != "0xslow" {
		t.Errorf("seed mode below the threshold: %+v, want the batch", a)
	}
}

func TestTimeValueValidated(t *testing.T) {
	for _, c := range []struct {
		set  func(*Config)
		name string
	}{
		{func(c *Config) { c.Routing.TimeValue = -1 }, "routing.time_value"},
		{func(c *Config) { c.Routing.TimeValue = math.NaN() }, "routing.time_value"},
		{func(c *Config) { c.Routing.TimeValue = MaxTimeValue * 2 }, "routing.time_value"},
		{func(c *Config) { c.Routing.BatchingMinGasGwei = -0.5 }, "routing.batching_min_gas_gwei"},
		{func(c *Config) { c.Routing.BatchingMinGasGwei = math.Inf(1) }, "routing.batching_min_gas_gwei"},
	} {
		cfg := DefaultConfig()
		c.set(&cfg)
		err := cfg.Validate()
		if err == nil || !strings.Contains(err.Error(), c.name) {
			t.Errorf("%s: error %v, want one naming it", c.name, err)
		}
	}
}

// TestTimeValueIsEachRequestsOwnInEveryFairSharePass: a request whose time has no value
// (no fee) is priced without one in fair share's second pass too, not at the value the
// pricers kept from the last request the first pass priced. The round is the one a
// rapid case of TestPlanMatchesReferenceWithResidency found (gas price 0, time_value 1,
// fair share): r000, with no fee, took the fast worker at r002's value of time, where
// at cost 0 the tie goes to the lower id.
func TestTimeValueIsEachRequestsOwnInEveryFairSharePass(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "fairshare_timevalue.json"))
	if err != nil {
		t.Fatal(err)
	}
	var in struct {
		Config   Config   `json:"config"`
		Snapshot Snapshot `json:"snapshot"`
	}
	if err := json.Unmarshal(b, &in); err != nil {
		t.Fatal(err)
	}
	if err := in.Snapshot.Validate(); err != nil {
		t.Fatal(err)
	}
	if !in.Config.Matching.FairShare || in.Config.Routing.TimeValue == 0 || in.Snapshot.GasPriceGwei != 0 {
		t.Fatal("the round is not the one found: fair share, a time value and gas price 0")
	}
	want, _ := referencePlan(&in.Snapshot, in.Config)
	var got [][2]string
	for _, a := range Plan(&in.Snapshot, in.Config).Assigned {
		got = append(got, [2]string{a.RequestID, a.WorkerID})
	}
	if !slices.Equal(got, want) {
		t.Errorf("plan %v\nreference %v", got, want)
	}
}
