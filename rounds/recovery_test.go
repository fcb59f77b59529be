package rounds_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
)

// A failed worker wins back its share, end to end on the engine and the real registry:
// a worker whose lapses left it at a completion rate of 0.41 loses every route to a
// slower reliable worker while both have free slots; once its failures have faded it
// wins the routes its speed earns again, and the record still replays. How long that
// takes follows from the prices: a route's expected loss fee × (1 − rate) must fall
// below the cost of the latency it saves. With the defaults (delay_gas_per_second 10, a
// fee of 0.01 ETH, a 600 ms edge at 20 gwei: 1.2e-7 ETH) that is a shortfall below
// 1.2e-5, about 16 half-lives: 8 minutes at workers.failure_half_life 30 s.
func TestAFailedWorkerWinsBackItsShare(t *testing.T) {
	h := newHarness(t, nil)
	fast, fk := h.Worker("llama-7b", 300, 4)
	slow, sk := h.Worker("llama-7b", 900, 4)
	for range 4 {
		if err := h.Reg.RecordOutcome(context.Background(), fast, false, 0); err != nil {
			t.Fatal(err)
		}
	}
	for i := 1; i <= 2; i++ {
		h.Request(fmt.Sprint(i), "llama-7b", "0xu", 1e16, 30*time.Minute)
	}
	h.Round()
	for _, a := range h.Sink.Assigned {
		if a.Worker != slow {
			t.Fatalf("request %s went to the worker at rate 0.41 (%s) while the reliable one had slots", a.RequestID, a.Worker)
		}
	}
	// The reliable worker finishes them in its usual 900 ms (a lapse would hand them to
	// the other worker).
	h.Clock.Advance(900 * time.Millisecond)
	for _, a := range h.Sink.Assigned {
		h.Eng.Ack(context.Background(), a.RequestID, a.Worker, a.Attempt)
		if _, ok := h.Eng.Complete(context.Background(), a.RequestID, a.Worker, rounds.Result{}); !ok {
			t.Fatalf("request %s not completed", a.RequestID)
		}
	}
	h.Clock.Advance(10 * time.Minute) // twenty half-lives of the default 30 s
	h.Heartbeat(fk, "llama-7b", 300, 4)
	h.Heartbeat(sk, "llama-7b", 900, 4)
	for i := 3; i <= 4; i++ {
		h.Request(fmt.Sprint(i), "llama-7b", "0xu", 1e16, 30*time.Minute)
	}
	h.Round()
	got := map[string]string{}
	for _, a := range h.Sink.Assigned {
		got[a.RequestID] = a.Worker
	}
	if got["3"] != fast || got["4"] != fast {
		t.Fatalf("after its failures faded: assigned %v, want 3 and 4 on the fast worker %s", got, fast)
	}
	rec := h.Sink.Rounds[len(h.Sink.Rounds)-1]
	for _, w := range rec.Snapshot.Workers {
		if w.ID == fast && w.CompletionRate < 0.99 {
			t.Fatalf("recorded rate of the recovered worker %v, want near 1", w.CompletionRate)
		}
	}
	want, _ := json.Marshal(rec.Decision)
	again, _ := json.Marshal(scheduler.Plan(rec.Snapshot, rec.Config))
	if string(want) != string(again) {
		t.Fatalf("the record does not replay:\n%s\n%s", want, again)
	}
}
