package decisionlog

import (
	"bytes"
	"testing"

	"github.com/infersched/infersched/scheduler"
)

// The L1 data fee Plan priced with on an L2 is kept by the record, so that a replay
// prices with the very same numbers: a long answer the fee floor skipped replays as
// skipped, and changing the recorded fee breaks both the replay and the hash.
func TestRecordKeepsTheL1Fee(t *testing.T) {
	const now = 1_700_000_000_000
	s := &scheduler.Snapshot{NowMS: now, GasPriceGwei: 0.01,
		L1Fee: &scheduler.L1Fee{WeiPerByte: scheduler.NewWei(1e11), FixedWei: scheduler.NewWei(2e13)},
		Requests: []scheduler.Request{
			{ID: "7", User: "0xu", ModelID: "m", MaxTokens: 4096, PriorityFeeWei: scheduler.NewWei(1e15), SubmittedAtMS: now - 1000, DeadlineMS: now + 60000},
			{ID: "8", User: "0xu", ModelID: "m", MaxTokens: 16, PriorityFeeWei: scheduler.NewWei(1e15), SubmittedAtMS: now - 1000, DeadlineMS: now + 60000},
		},
		Workers: []scheduler.Worker{{ID: "0x01", Models: []string{"m"}, FreeMemoryMB: 1000, MaxJobs: 2, AvgLatencyMS: 100, CompletionRate: 1, CompletedJobs: 100, LastHeartbeatMS: now}},
	}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	cfg := scheduler.DefaultConfig()
	d := scheduler.Plan(s, cfg)
	if len(d.Assigned) != 1 || d.Assigned[0].RequestID != "8" || len(d.Skipped) != 1 || d.Skipped[0].Reason != scheduler.ReasonFeeBelowCost {
		t.Fatalf("decision %+v", d)
	}
	b := storedRound(t, now, s, cfg, d)
	if !bytes.Contains(b, []byte(`,"l1_fee":{"wei_per_byte":"100000000000","fixed_wei":"20000000000000"}},"decision":`)) {
		t.Fatalf("stored record lacks the l1 fee: %s", b)
	}
	back := decodeStored(t, b)
	if fs := Replay(back, nil); len(fs) != 0 {
		t.Fatalf("replay: %v", fs)
	}
	snap, err := back.Snapshot()
	if err != nil || snap.L1Fee == nil || snap.L1Fee.WeiPerByte.Int64() != 1e11 {
		t.Fatalf("snapshot of the record: %+v %v", snap, err)
	}
	// Without the L1 fee the long answer would have been assigned: the replay says so.
	back.Inputs.L1Fee = nil
	if fs := Replay(back, nil); len(fs) == 0 {
		t.Fatal("a record replays without its l1 fee")
	}
	if fs := VerifyChain([]Record{*back}); len(fs) == 0 {
		t.Fatal("a removed l1 fee verifies")
	}
}
