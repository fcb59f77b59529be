package scheduler

import (
	"testing"

	"pgregory.net/rapid"
)

func TestVerifyRiskForIsBoundedAndFalls(t *testing.T) {
	prev := VerifyRiskFor(true, 0)
	if prev != MaxVerifyRisk || VerifyRiskFor(true, 500) != MaxVerifyRisk || VerifyRiskFor(false, 0) != MaxVerifyRisk {
		t.Fatal("probation or no agreeing check is not the most risk")
	}
	for v := 1; v <= 10_000; v++ {
		r := VerifyRiskFor(false, v)
		if !(r > 0 && r < prev) {
			t.Fatalf("verified %d: risk %v, want in (0, %v)", v, r, prev)
		}
		prev = r
	}
	if withVerifyRisk(0.25, 0) != 0.25 || withVerifyRisk(1, MaxVerifyRisk) != 1 {
		t.Fatal("risk 0 must leave the miss rate as it is; a miss rate of 1 stays 1")
	}
}

func TestVerifyRiskValidated(t *testing.T) {
	for _, r := range []float64{-0.01, MaxVerifyRisk * 2} {
		s := &Snapshot{NowMS: 1, Workers: []Worker{{ID: "0xa", Models: []string{"m"}, VerifyRisk: r}}}
		if err := s.Validate(); err == nil {
			t.Errorf("verify_risk %v accepted", r)
		}
	}
}

func genRisk(t *rapid.T) float64 {
	return rapid.SampledFrom([]float64{0, 0, VerifyRiskFor(false, 200), VerifyRiskFor(false, 3), MaxVerifyRisk}).Draw(t, "risk")
}

// TestVerifyRiskNeverChangesFeasibility: one request, any workers and config: with
// verify risks drawn per worker, the request is assigned exactly when it is without
// them, and skipped for the same reason; the route it gets never costs less.
func TestVerifyRiskNeverChangesFeasibility(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg := genConfig(t)
		s := genSnapshot(t, 1, 8)
		r := *s
		r.Workers = append([]Worker(nil), s.Workers...)
		for i := range r.Workers {
			r.Workers[i].VerifyRisk = genRisk(t)
		}
		d0, d1 := Plan(s, cfg), Plan(&r, cfg)
		if len(d0.Assigned) != len(d1.Assigned) || len(d0.Skipped) != len(d1.Skipped) {
			t.Fatalf("feasibility changed: %+v / %+v", d0, d1)
		}
		for i := range d0.Skipped {
			if d0.Skipped[i].Reason != d1.Skipped[i].Reason {
				t.Fatalf("skip reason changed: %v → %v", d0.Skipped[i].Reason, d1.Skipped[i].Reason)
			}
		}
		if len(d0.Assigned) == 1 && d1.Assigned[0].TotalCostETH < d0.Assigned[0].TotalCostETH {
			t.Fatalf("a risk lowered the route's cost: %v < %v", d1.Assigned[0].TotalCostETH, d0.Assigned[0].TotalCostETH)
		}
	})
}

// TestVerifyRiskIsMonotone: raising one worker's risk never wins it a request it lost,
// and never lowers the cost of the route the request gets.
func TestVerifyRiskIsMonotone(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg := genConfig(t)
		s := genSnapshot(t, 1, 8)
		if len(s.Workers) == 0 {
			t.Skip("no worker")
		}
		for i := range s.Workers {
			s.Workers[i].VerifyRisk = genRisk(t)
		}
		x := rapid.IntRange(0, len(s.Workers)-1).Draw(t, "raised")
		hi := *s
		hi.Workers = append([]Worker(nil), s.Workers...)
		hi.Workers[x].VerifyRisk = min(MaxVerifyRisk, s.Workers[x].VerifyRisk+rapid.Float64Range(0, MaxVerifyRisk).Draw(t, "more"))
		d0, d1 := Plan(s, cfg), Plan(&hi, cfg)
		if len(d0.Assigned) != len(d1.Assigned) {
			t.Fatalf("feasibility changed")
		}
		if len(d0.Assigned) == 0 {
			return
		}
		id := s.Workers[x].ID
		if d0.Assigned[0].WorkerID != id && d1.Assigned[0].WorkerID == id {
			t.Fatalf("raising %s's risk won it the request", id)
		}
		if d1.Assigned[0].TotalCostETH < d0.Assigned[0].TotalCostETH {
			t.Fatalf("raising a risk lowered the route's cost")
		}
	})
}

// TestCleanRecordWinsTheTie: two workers alike in everything; 0xa wins the tie by its
// id without verification standing, and loses it to 0xb once 0xa is on probation and
// 0xb has a clean record of agreeing checks.
func TestCleanRecordWinsTheTie(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Probation.Jobs = 0
	w := Worker{Models: []string{"m"}, FreeMemoryMB: 80000, MaxJobs: 2, AvgLatencyMS: 300, StakeWei: NewWei(1e18),
		CompletionRate: 1, CompletedJobs: 50, LastHeartbeatMS: 1_000_000}
	a, b := w, w
	a.ID, b.ID = "0xa", "0xb"
	s := &Snapshot{NowMS: 1_000_000, GasPriceGwei: 20, Workers: []Worker{a, b}, Requests: []Request{{ID: "1", User: "0xu", ModelID: "m",
		MaxTokens: 64, PriorityFeeWei: NewWei(1e16), SubmittedAtMS: 1_000_000, DeadlineMS: 1_060_000, RequiredMemoryMB: 1000}}}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	if d := Plan(s, cfg); len(d.Assigned) != 1 || d.Assigned[0].WorkerID != "0xa" {
		t.Fatalf("without standing: %+v, want 0xa (the tie by id)", d.Assigned)
	}
	s.Workers[0].VerifyRisk = VerifyRiskFor(true, 0)
	s.Workers[1].VerifyRisk = VerifyRiskFor(false, 100)
	d := Plan(s, cfg)
	if len(d.Assigned) != 1 || d.Assigned[0].WorkerID != "0xb" {
		t.Fatalf("with standing: %+v, want 0xb (the clean record)", d.Assigned)
	}
}

func TestStakedRiskHalvesAtHalf(t *testing.T) {
	const r, h = 0.04, 1e19
	for _, c := range []struct {
		risk, stake, half, want float64
	}{{r, h, h, r / 2}, {r, 0, h, r}, {r, 9 * h, h, r / 10}, {r, 5e18, 0, r}, {0, 5e18, h, 0}} {
		if got := stakedRisk(c.risk, c.stake, c.half); got != c.want {
			t.Errorf("stakedRisk(%v, %v, %v) = %v, want %v", c.risk, c.stake, c.half, got, c.want)
		}
	}
}

// TestStakeIsMonotone: with stake_half_wei set, raising one worker's stake never loses
// it a request it won and never raises the cost of the route the request gets; with
// stake_half_wei 0 the stake changes no cost at all.
func TestStakeIsMonotone(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg := genConfig(t)
		cfg.Routing.SeedMode, cfg.Routing.FailureWeight = false, 1
		cfg.Routing.StakeHalfWei = NewWei(1e18)
		s := genSnapshot(t, 1, 8)
		if len(s.Workers) == 0 {
			t.Skip("no worker")
		}
		for i := range s.Workers {
			s.Workers[i].VerifyRisk = genRisk(t)
		}
		x := rapid.IntRange(0, len(s.Workers)-1).Draw(t, "raised")
		hi := *s
		hi.Workers = append([]Worker(nil), s.Workers...)
		hi.Workers[x].StakeWei = NewWei(9e18)
		d0, d1 := Plan(s, cfg), Plan(&hi, cfg)
		if len(d0.Assigned) != len(d1.Assigned) {
			t.Fatalf("feasibility changed: %+v / %+v", d0, d1)
		}
		if len(d0.Assigned) == 0 {
			return
		}
		if d0.Assigned[0].WorkerID == s.Workers[x].ID && d1.Assigned[0].WorkerID != s.Workers[x].ID {
			t.Fatalf("a larger stake lost the request to %s", d1.Assigned[0].WorkerID)
		}
		if d1.Assigned[0].TotalCostETH > d0.Assigned[0].TotalCostETH {
			t.Fatalf("a larger stake raised the route's cost: %v > %v", d1.Assigned[0].TotalCostETH, d0.Assigned[0].TotalCostETH)
		}
		off := cfg
		off.Routing.StakeHalfWei = NewWei(0)
		a, b := Plan(s, off), Plan(&hi, off)
		if len(a.Assigned) == 1 && a.Assigned[0].TotalCostETH != b.Assigned[0].TotalCostETH {
			t.Fatalf("without stake_half_wei the stake changed a cost: %v / %v", a.Assigned[0].TotalCostETH, b.Assigned[0].TotalCostETH)
		}
	})
}
