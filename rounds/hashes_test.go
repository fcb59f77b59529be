package rounds_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/decisionlog"
)

// A round hands the decision log each planned request's content hash, the one computed
// when the request was added (not again every round), and it is the request's own: a
// record built with them is the record built without, round after round.
func TestRoundCarriesTheRequestsContentHashes(t *testing.T) {
	h := daemontest.NewEngine(t, daemontest.Options{})
	h.Worker("llama-7b", 500, 1)
	for i := 1; i <= 5; i++ {
		h.Request(fmt.Sprint(i), "llama-7b", "0xu", int64(i)*1e16, 10*time.Minute)
	}
	h.Round()
	h.Request("6", "llama-7b", "0xu", 1e15, 10*time.Minute)
	h.Round()
	if len(h.Sink.Rounds) != 2 {
		t.Fatalf("%d rounds recorded, want 2", len(h.Sink.Rounds))
	}
	for _, rec := range h.Sink.Rounds {
		s := rec.Snapshot
		if len(rec.RequestHashes) != len(s.Requests) || len(s.Requests) < 4 {
			t.Fatalf("round %d: %d hashes for %d requests", rec.Round, len(rec.RequestHashes), len(s.Requests))
		}
		for i := range s.Requests {
			if want := decisionlog.ContentHash(&s.Requests[i]); rec.RequestHashes[i] != want {
				t.Fatalf("round %d: request %s: hash %s, its content hashes to %s", rec.Round, s.Requests[i].ID, rec.RequestHashes[i], want)
			}
		}
		a, err := decisionlog.NewRecordHashed(rec.Round, s.NowMS, s, rec.Config, rec.Decision, false, rec.RequestHashes)
		b, err2 := decisionlog.NewRecord(rec.Round, s.NowMS, s, rec.Config, rec.Decision, false)
		if err != nil || err2 != nil {
			t.Fatal(err, err2)
		}
		ha, _ := decisionlog.ComputeHash(a)
		hb, _ := decisionlog.ComputeHash(b)
		if ha != hb {
			t.Fatalf("round %d: the record with the engine's hashes differs from the one without", rec.Round)
		}
	}
}
