package rounds_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/wire/status"
)

// A replica takes a shard over from a holder killed in the middle of round 7, after its
// record and before its statuses; the new holder's statuses show four requests queued at
// attempt 1. The log and the assignments stream say: 1 was planned and sent (live: taken
// as assigned, not planned again); 2 was planned and never sent (listed as released by
// the next record, then planned again under attempt 1); 3 was sent in round 5 and
// reclaimed in round 7 (its attempt 1 is spent: planned again as attempt 2); 4 is not in
// the tail (untouched). 5 and 6 reach this replica's feed only after the takeover: 5
// was planned and never sent (released by the next record), 6 was sent (live).
func TestTakeOverReconcilesWithTheLog(t *testing.T) {
	h := newHarness(t, nil)
	w, _ := h.Worker("llama-7b", 300, 8)
	for _, id := range []string{"1", "2", "3", "4"} {
		h.Request(id, "llama-7b", "0xu", 1e16, 5*time.Minute)
	}
	now := h.Clock.Now().UnixMilli()
	tail := []rounds.LoggedRound{
		{Round: 5, NowMS: now - 2000, Assigned: []rounds.LoggedAssignment{{RequestID: "3", Worker: w}}},
		{Round: 7, NowMS: now - 100, Released: []string{"3"},
			Assigned: []rounds.LoggedAssignment{{RequestID: "1", Worker: w}, {RequestID: "2", Worker: w},
				{RequestID: "5", Worker: w}, {RequestID: "6", Worker: w}}},
	}
	published := []rounds.Published{
		{RequestID: "3", Worker: w, Attempt: 1, Round: 5, AtMS: now - 1900, EstimatedLatencyMS: 300},
		{RequestID: "1", Worker: w, Attempt: 1, Round: 7, AtMS: now - 50, EstimatedLatencyMS: 300},
		{RequestID: "6", Worker: w, Attempt: 1, Round: 7, AtMS: now - 50, EstimatedLatencyMS: 300},
	}
	all := func(string) bool { return true }
	if err := h.Eng.TakeOver(context.Background(), all, tail, published); err != nil {
		t.Fatal(err)
	}
	if st := h.Sink.Status("1"); st.State != status.StateAssigned || st.Worker != w || st.Attempt != 1 || st.Round != 7 {
		t.Fatalf("request 1 after the takeover: %+v, want assigned to %s (attempt 1, round 7)", st, w)
	}
	for _, id := range []string{"5", "6"} {
		h.Request(id, "llama-7b", "0xu", 1e16, 5*time.Minute)
	}
	h.Round()
	rec := h.Sink.Rounds[len(h.Sink.Rounds)-1]
	if !slices.Equal(rec.Released, []string{"2", "5"}) {
		t.Fatalf("first record after the takeover releases %v, want [2 5]", rec.Released)
	}
	if st := h.Sink.Status("6"); st.State != status.StateAssigned || st.Attempt != 1 {
		t.Fatalf("request 6, added after the takeover: %+v, want assigned (attempt 1)", st)
	}
	attempts := map[string]int{}
	for _, a := range h.Sink.Assigned {
		attempts[a.RequestID] = a.Attempt
	}
	want := map[string]int{"2": 1, "3": 2, "4": 1, "5": 1}
	if len(attempts) != len(want) {
		t.Fatalf("assigned %v, want %v (1 and 6 are live)", attempts, want)
	}
	for id, n := range want {
		if attempts[id] != n {
			t.Fatalf("request %s assigned as attempt %d, want %d (all: %v)", id, attempts[id], n, attempts)
		}
	}
}
