package decisionlog

import (
	"testing"

	"github.com/infersched/infersched/scheduler"
)

// A round whose Plan read failed workers (inputs.excluded) replays from the stored
// record; a record whose exclusions were dropped does not.
func TestReplayReadsExclusions(t *testing.T) {
	const now = 1_700_000_000_000
	s := &scheduler.Snapshot{
		NowMS: now, GasPriceGwei: 1,
		Requests: []scheduler.Request{{ID: "7", User: "0xu", ModelID: "m", PriorityFeeWei: scheduler.NewWei(1e16), SubmittedAtMS: now - 1000, DeadlineMS: now + 60000}},
		Workers: []scheduler.Worker{
			{ID: "0x01", Models: []string{"m"}, FreeMemoryMB: 1000, MaxJobs: 1, AvgLatencyMS: 100, CompletionRate: 1, CompletedJobs: 100, LastHeartbeatMS: now},
			{ID: "0x02", Models: []string{"m"}, FreeMemoryMB: 1000, MaxJobs: 1, AvgLatencyMS: 900, CompletionRate: 1, CompletedJobs: 100, LastHeartbeatMS: now},
		},
		Excluded: []scheduler.Exclusion{{RequestID: "7", Workers: []string{"0x01"}}},
	}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	cfg := scheduler.DefaultConfig()
	d := scheduler.Plan(s, cfg)
	if len(d.Assigned) != 1 || d.Assigned[0].WorkerID != "0x02" {
		t.Fatalf("plan %+v: want the request on the worker that did not fail it", d.Assigned)
	}
	b := storedRound(t, now, s, cfg, d)
	back := decodeStored(t, b)
	if fs := Replay(back, nil); len(fs) != 0 {
		t.Fatalf("replay of the stored record: %v", fs)
	}
	back.Inputs.Excluded = nil
	if fs := Replay(back, nil); len(fs) != 1 || fs[0].Check != CheckReplay {
		t.Fatalf("replay without the exclusions: %v, want a replay failure", fs)
	}
}
