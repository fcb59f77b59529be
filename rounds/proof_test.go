package rounds_test

import (
	"strings"
	"testing"
	"time"

	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
)

// recordOf is the decision record of rec, as bus/decisions writes it, with the requests
// inline, chained as the first record of a log.
func recordOf(t *testing.T, rec rounds.RoundRecord) *decisionlog.Record {
	t.Helper()
	r, err := decisionlog.NewRecord(rec.Round, rec.Snapshot.NowMS, rec.Snapshot, rec.Config, rec.Decision, true)
	if err != nil {
		t.Fatal(err)
	}
	if err := decisionlog.Append(r, nil); err != nil {
		t.Fatal(err)
	}
	return r
}

// Every worker a round records carries the proof of the heartbeat the registry admitted
// it on, and the record verifies; the attack, a record that assigns to a worker the
// registry never proved (added to the inputs, the assignment moved to it, re-hashed so
// the chain holds), fails audit verify's policy.proof.
func TestRecordedWorkersCarryProofs(t *testing.T) {
	h := daemontest.NewEngine(t, daemontest.Options{})
	honest, _ := h.Worker("llama-7b", 500, 2)
	h.Worker("llama-7b", 900, 2)
	h.Request("1", "llama-7b", "0xu", 1e16, 10*time.Minute)
	h.Round()
	if len(h.Sink.Rounds) != 1 || len(h.Sink.Rounds[0].Decision.Assigned) != 1 {
		t.Fatalf("want one round that assigns request 1: %+v", h.Sink.Rounds)
	}
	rec := recordOf(t, h.Sink.Rounds[0])
	if len(rec.Inputs.Workers) != 2 {
		t.Fatalf("the record holds %d workers, want 2", len(rec.Inputs.Workers))
	}
	for i := range rec.Inputs.Workers {
		if err := decisionlog.ProveWorker(&rec.Inputs.Workers[i]); err != nil {
			t.Errorf("worker %s of the record: %v", rec.Inputs.Workers[i].ID, err)
		}
	}
	if fs := decisionlog.NewVerifier(nil).Check(rec); len(fs) > 0 {
		t.Fatalf("the honest record fails: %v", fs)
	}

	forged := *rec
	fake := rec.Inputs.Workers[0]
	fake.ID, fake.HeartbeatHash, fake.HeartbeatSig = "0x00000000000000000000000000000000000fa4e1", "", ""
	forged.Inputs.Workers = append([]scheduler.Worker{fake}, rec.Inputs.Workers...)
	forged.Decision.Assigned = append(forged.Decision.Assigned[:0:0], rec.Decision.Assigned...)
	if forged.Decision.Assigned[0].WorkerID != honest {
		t.Fatalf("request 1 went to %s, want the faster %s", forged.Decision.Assigned[0].WorkerID, honest)
	}
	forged.Decision.Assigned[0].WorkerID = fake.ID
	if err := decisionlog.Append(&forged, nil); err != nil {
		t.Fatal(err)
	}
	fs := decisionlog.CheckPolicy(&forged)
	if len(fs) != 1 || fs[0].Check != decisionlog.CheckProof || !strings.Contains(fs[0].Detail, fake.ID) {
		t.Fatalf("the assignment to an unproven worker: %v, want one %s failure", fs, decisionlog.CheckProof)
	}
}
