package decisionlog

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/infersched/infersched/scheduler"
)

// oldConfig is the default configuration with the keys a record written before them
// lacks set to zero, as such a record's config decodes.
func oldConfig() scheduler.Config {
	cfg := scheduler.DefaultConfig()
	cfg.Priority.MaxWait = 0
	cfg.Priority.UrgentWithin = 0
	cfg.Routing.StakeHalfWei = scheduler.NewWei(0)
	cfg.Routing.TimeValue = 0
	cfg.Matching.DeadlineStretch = 0
	cfg.Matching.InclusionBlocks = 0
	cfg.Matching.RunMargin = 0
	return cfg
}

// A round a config without one of the newer keys planned (its record does not carry
// it) replays bit for bit: an absent key is today's behaviour, where the defaults that
// carry the key plan otherwise on the same inputs.
func TestRecordWithoutNewerKeysReplaysAsPlanned(t *testing.T) {
	const now = 1_700_000_000_000
	worker := func(id string, latencyMS float64) scheduler.Worker {
		return scheduler.Worker{ID: id, Models: []string{"m"}, FreeMemoryMB: 1000, MaxJobs: 1, AvgLatencyMS: latencyMS,
			StakeWei: scheduler.NewWei(1e18), CompletionRate: 1, CompletedJobs: 100, LastHeartbeatMS: now}
	}
	request := func(id, user string, fee, waitedMS, deadlineInMS int64) scheduler.Request {
		return scheduler.Request{ID: id, User: user, ModelID: "m", PriorityFeeWei: scheduler.NewWei(fee),
			SubmittedAtMS: now - waitedMS, DeadlineMS: now + deadlineInMS}
	}
	for _, c := range []struct {
		name string
		s    *scheduler.Snapshot
		// old is the record's config (oldConfig, changed); today the defaults, changed
		// alike where the case needs it.
		change func(*scheduler.Config)
		old    func(*scheduler.Config)
		// by: what the one assignment is told by ("request" or "worker"); wantOld,
		// wantToday: its id under the record's config and under the defaults.
		by                 string
		wantOld, wantToday string
		without            []string
	}{
		{
			name: "max_wait: a low fee that has waited 40 s and a high fee just in, one slot",
			s: &scheduler.Snapshot{NowMS: now, GasPriceGwei: 1, Requests: []scheduler.Request{
				request("1", "0xa", 1e15, 40_000, 600_000), request("2", "0xb", 1e17, 1000, 600_000)},
				Workers: []scheduler.Worker{worker("0x01", 100)}},
			by: "request", wantOld: "2", wantToday: "1",
			without: []string{`"max_wait"`, `"urgent_within"`, `"stake_half_wei"`, `"time_value"`, `"batching_min_gas_gwei"`},
		},
		{
			name: "time_value: a batchable 0.1 ETH request, a fast worker and a slow worker's open batch",
			s: func() *scheduler.Snapshot {
				r := request("1", "0xa", 1e17, 1000, 120_000)
				r.Batchable = true
				fast, slow := worker("0x01", 90), worker("0x02", 60_000)
				fast.MaxJobs, fast.BatchMax = 4, 8
				slow.MaxJobs, slow.BatchMax, slow.OpenBatch, slow.ActiveJobs = 4, 8, map[string]int{"m": 3}, 3
				return &scheduler.Snapshot{NowMS: now, GasPriceGwei: 0.5, Requests: []scheduler.Request{r}, Workers: []scheduler.Worker{fast, slow}}
			}(),
			change: func(c *scheduler.Config) { c.Matching.BatchingMinQueue = 1 },
			by:     "worker", wantOld: "0x02", wantToday: "0x01",
			without: []string{`"max_wait"`, `"urgent_within"`, `"stake_half_wei"`, `"time_value"`, `"batching_min_gas_gwei"`},
		},
		{
			name: "urgent_within: a request past max_wait and one about to miss its deadline, one slot",
			s: &scheduler.Snapshot{NowMS: now, GasPriceGwei: 1, Requests: []scheduler.Request{
				request("1", "0xa", 1e15, 40_000, 200_000), request("2", "0xb", 1e15, 2_000, 15_000)},
				Workers: []scheduler.Worker{worker("0x01", 100)}},
			old: func(c *scheduler.Config) { c.Priority.MaxWait = scheduler.DefaultConfig().Priority.MaxWait },
			by:  "request", wantOld: "1", wantToday: "2",
			without: []string{`"urgent_within"`},
		},
		{
			name: "deadline_stretch: the one worker's estimate 10 % past the deadline",
			s: &scheduler.Snapshot{NowMS: now, GasPriceGwei: 1, Requests: []scheduler.Request{
				request("1", "0xa", 1e16, 1000, 10_000)},
				Workers: []scheduler.Worker{worker("0x01", 11_000)}},
			change: func(c *scheduler.Config) { c.Matching.InclusionBlocks = 0 },
			by:     "worker", wantOld: "0 assignments", wantToday: "0x01",
			without: []string{`"deadline_stretch"`},
		},
		{
			name: "inclusion_blocks: the one worker's estimate fits the deadline, its result's block does not",
			s: &scheduler.Snapshot{NowMS: now, GasPriceGwei: 1, Requests: []scheduler.Request{
				request("1", "0xa", 1e16, 1000, 10_000)},
				Workers: []scheduler.Worker{worker("0x01", 9_000)}},
			by: "worker", wantOld: "0x01", wantToday: "0 assignments",
			without: []string{`"inclusion_blocks"`},
		},
		{
			name: "run_margin: a busy fast worker that fits slowed by its running jobs, not with a tenth more",
			s: func() *scheduler.Snapshot {
				r := request("1", "0xa", 1e17, 1000, 3_150)
				r.MaxTokens = 256
				busy, idle := worker("0x01", 100), worker("0x02", 100)
				busy.MaxJobs, busy.ActiveJobs, busy.Speed = 4, 3, map[string]scheduler.Speed{"m": {DecodeTPS: 100}}
				idle.MaxJobs, idle.Speed = 4, map[string]scheduler.Speed{"m": {DecodeTPS: 90}}
				return &scheduler.Snapshot{NowMS: now, GasPriceGwei: 1, Requests: []scheduler.Request{r}, Workers: []scheduler.Worker{busy, idle}}
			}(),
			change: func(c *scheduler.Config) { c.Matching.InclusionBlocks = 0 },
			by:     "worker", wantOld: "0x01", wantToday: "0x02",
			without: []string{`"run_margin"`},
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			if err := c.s.Validate(); err != nil {
				t.Fatal(err)
			}
			old, today := oldConfig(), scheduler.DefaultConfig()
			for _, f := range []func(*scheduler.Config){c.change, c.old} {
				if f != nil {
					f(&old)
				}
			}
			if c.change != nil {
				c.change(&today)
			}
			pick := func(d scheduler.Decision) string {
				if len(d.Assigned) != 1 {
					return fmt.Sprintf("%d assignments", len(d.Assigned))
				}
				if c.by == "worker" {
					return d.Assigned[0].WorkerID
				}
				return d.Assigned[0].RequestID
			}
			d := scheduler.Plan(c.s, old)
			if got := pick(d); got != c.wantOld {
				t.Fatalf("the record's config assigns %s %s, want %s", c.by, got, c.wantOld)
			}
			if got := pick(scheduler.Plan(c.s, today)); got != c.wantToday {
				t.Fatalf("the defaults assign %s %s, want %s", c.by, got, c.wantToday)
			}
			replaysWithout(t, c.s, old, d, c.without...)
		})
	}
}

// replaysWithout writes round s planned by cfg as d, checks that the record carries
// none of keys, and replays it.
func replaysWithout(t *testing.T, s *scheduler.Snapshot, old scheduler.Config, d scheduler.Decision, keys ...string) {
	t.Helper()
	b := storedRound(t, s.NowMS, s, old, d)
	for _, k := range keys {
		if bytes.Contains(b, []byte(k)) {
			t.Fatalf("the record carries %s, which its config did not set: %s", k, b)
		}
	}
	back, err := Decode(b, len(b)+1)
	if err != nil {
		t.Fatal(err)
	}
	if fs := Replay(back, nil); len(fs) != 0 {
		t.Fatalf("replay of the record: %v", fs)
	}
}
