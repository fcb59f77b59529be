package decisionlog

import (
	"bytes"
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
	return cfg
}

// A round a config without the newer keys planned (its record does not carry them)
// replays bit for bit: an absent key is today's behaviour, where the defaults that
// carry the keys plan otherwise on the same inputs.
func TestRecordWithoutNewerKeysReplaysAsPlanned(t *testing.T) {
	const now = 1_700_000_000_000
	s := &scheduler.Snapshot{
		NowMS: now, GasPriceGwei: 1,
		Requests: []scheduler.Request{
			// A low fee that has waited 40 s, and a high fee just in: one slot.
			{ID: "1", User: "0xa", ModelID: "m", PriorityFeeWei: scheduler.NewWei(1e15), SubmittedAtMS: now - 40_000, DeadlineMS: now + 600_000},
			{ID: "2", User: "0xb", ModelID: "m", PriorityFeeWei: scheduler.NewWei(1e17), SubmittedAtMS: now - 1000, DeadlineMS: now + 600_000},
		},
		Workers: []scheduler.Worker{{ID: "0x01", Models: []string{"m"}, FreeMemoryMB: 1000, MaxJobs: 1, AvgLatencyMS: 100,
			StakeWei: scheduler.NewWei(1e18), CompletionRate: 1, CompletedJobs: 100, LastHeartbeatMS: now}},
	}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	old := oldConfig()
	d := scheduler.Plan(s, old)
	if len(d.Assigned) != 1 || d.Assigned[0].RequestID != "2" {
		t.Fatalf("the old config assigns %+v, want the high fee", d.Assigned)
	}
	if nd := scheduler.Plan(s, scheduler.DefaultConfig()); len(nd.Assigned) != 1 || nd.Assigned[0].RequestID != "1" {
		t.Fatalf("the defaults assign %+v, want the request past max_wait", nd.Assigned)
	}
	replaysAsPlanned(t, s, old, d)
}

// replaysAsPlanned writes round s planned by cfg as d, checks that the record carries
// none of the newer keys, and replays it.
func replaysAsPlanned(t *testing.T, s *scheduler.Snapshot, old scheduler.Config, d scheduler.Decision) {
	t.Helper()
	replaysWithout(t, s, old, d, `"max_wait"`, `"urgent_within"`, `"stake_half_wei"`, `"time_value"`, `"batching_min_gas_gwei"`)
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

// A batchable 0.1 ETH request that a config without routing.time_value sends to a slow
// worker's batch, and the defaults to a fast worker, replays as it was planned.
func TestRecordWithoutTimeValueReplaysAsPlanned(t *testing.T) {
	const now = 1_700_000_000_000
	s := &scheduler.Snapshot{NowMS: now, GasPriceGwei: 0.5,
		Requests: []scheduler.Request{{ID: "1", User: "0xa", ModelID: "m", PriorityFeeWei: scheduler.NewWei(1e17),
			SubmittedAtMS: now - 1000, DeadlineMS: now + 120_000, Batchable: true}},
		Workers: []scheduler.Worker{
			{ID: "0x01", Models: []string{"m"}, FreeMemoryMB: 1000, MaxJobs: 4, AvgLatencyMS: 90, BatchMax: 8,
				StakeWei: scheduler.NewWei(1e18), CompletionRate: 1, CompletedJobs: 100, LastHeartbeatMS: now},
			{ID: "0x02", Models: []string{"m"}, FreeMemoryMB: 1000, MaxJobs: 4, AvgLatencyMS: 60_000, BatchMax: 8,
				OpenBatch: map[string]int{"m": 3}, ActiveJobs: 3,
				StakeWei: scheduler.NewWei(1e18), CompletionRate: 1, CompletedJobs: 100, LastHeartbeatMS: now},
		}}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	old := oldConfig()
	old.Matching.BatchingMinQueue = 1
	d := scheduler.Plan(s, old)
	if len(d.Assigned) != 1 || d.Assigned[0].WorkerID != "0x02" {
		t.Fatalf("the old config assigns %+v, want the slow worker's batch", d.Assigned)
	}
	today := scheduler.DefaultConfig()
	today.Matching.BatchingMinQueue = 1
	if nd := scheduler.Plan(s, today); len(nd.Assigned) != 1 || nd.Assigned[0].WorkerID != "0x01" {
		t.Fatalf("the defaults assign %+v, want the fast worker", nd.Assigned)
	}
	replaysAsPlanned(t, s, old, d)
}

// A round a config with max_wait but without priority.urgent_within planned (the slot
// to the request past max_wait, not to the one about to miss its deadline) replays as
// it was planned; the defaults give the slot to the urgent one.
func TestRecordWithoutUrgentWithinReplaysAsPlanned(t *testing.T) {
	const now = 1_700_000_000_000
	s := &scheduler.Snapshot{NowMS: now, GasPriceGwei: 1,
		Requests: []scheduler.Request{
			{ID: "1", User: "0xa", ModelID: "m", PriorityFeeWei: scheduler.NewWei(1e15), SubmittedAtMS: now - 40_000, DeadlineMS: now + 200_000},
			{ID: "2", User: "0xb", ModelID: "m", PriorityFeeWei: scheduler.NewWei(1e15), SubmittedAtMS: now - 2_000, DeadlineMS: now + 15_000},
		},
		Workers: []scheduler.Worker{{ID: "0x01", Models: []string{"m"}, FreeMemoryMB: 1000, MaxJobs: 1, AvgLatencyMS: 100,
			StakeWei: scheduler.NewWei(1e18), CompletionRate: 1, CompletedJobs: 100, LastHeartbeatMS: now}},
	}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	old := oldConfig()
	old.Priority.MaxWait = scheduler.DefaultConfig().Priority.MaxWait
	d := scheduler.Plan(s, old)
	if len(d.Assigned) != 1 || d.Assigned[0].RequestID != "1" {
		t.Fatalf("the old config assigns %+v, want the request past max_wait", d.Assigned)
	}
	if nd := scheduler.Plan(s, scheduler.DefaultConfig()); len(nd.Assigned) != 1 || nd.Assigned[0].RequestID != "2" {
		t.Fatalf("the defaults assign %+v, want the urgent request", nd.Assigned)
	}
	replaysWithout(t, s, old, d, `"urgent_within"`)
}
