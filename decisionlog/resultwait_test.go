package decisionlog

import (
	"bytes"
	"testing"

	"github.com/infersched/infersched/scheduler"
)

// The round's result wait (confirmations × block time), which the engine's lapses
// count, is kept by the record and read back; Plan does not read it, so the record
// replays with it, and a record without it keeps its earlier canonical form.
func TestRecordKeepsTheResultWait(t *testing.T) {
	const now = 1_700_000_000_000
	s := &scheduler.Snapshot{NowMS: now, GasPriceGwei: 1, ResultWaitMS: 144_000,
		Requests: []scheduler.Request{{ID: "7", User: "0xu", ModelID: "m", PriorityFeeWei: scheduler.NewWei(1e16), SubmittedAtMS: now - 1000, DeadlineMS: now + 60000}},
		Workers:  []scheduler.Worker{{ID: "0x01", Models: []string{"m"}, FreeMemoryMB: 1000, MaxJobs: 1, AvgLatencyMS: 100, CompletionRate: 1, CompletedJobs: 100, LastHeartbeatMS: now}},
	}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	cfg := scheduler.DefaultConfig()
	b := storedRound(t, now, s, cfg, scheduler.Plan(s, cfg))
	if !bytes.Contains(b, []byte(`,"result_wait_ms":144000},"decision":`)) {
		t.Fatalf("stored record lacks the result wait: %s", b)
	}
	back, err := Decode(b, len(b)+1)
	if err != nil {
		t.Fatal(err)
	}
	if back.Inputs.ResultWaitMS != 144_000 {
		t.Fatalf("decoded result wait %d", back.Inputs.ResultWaitMS)
	}
	if fs := Replay(back, nil); len(fs) != 0 {
		t.Fatalf("replay: %v", fs)
	}
	snap, err := back.Snapshot()
	if err != nil || snap.ResultWaitMS != 144_000 {
		t.Fatalf("snapshot of the record: %+v %v", snap, err)
	}
	// Tampering with it breaks the hash.
	back.Inputs.ResultWaitMS = 1
	if fs := VerifyChain([]Record{*back}); len(fs) == 0 {
		t.Fatal("a changed result wait verifies")
	}
}
