package rounds_test

import (
	"testing"
	"time"

	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
)

// Counts splits every model's pending requests by state, as the queue page shows them:
// one assigned and one held back by the requester's bucket on the served model, one
// waiting for a model no worker serves.
func TestCountsSplitsEachModelsPendingByState(t *testing.T) {
	h := newHarness(t, func(c *scheduler.Config) {
		c.FlowControl.Requester.PerSecond = 0.1
		c.FlowControl.Requester.Burst = 1
	})
	h.Worker("llama-7b", 300, 4)
	h.Request("1", "llama-7b", "0xsame", 2e16, 5*time.Minute)
	h.Request("2", "llama-7b", "0xsame", 1e16, 5*time.Minute)
	h.Request("3", "sdxl", "0xother", 1e16, 5*time.Minute)
	if rep := h.Round(); rep.Dispatched != 1 || rep.Throttled != 1 {
		t.Fatalf("report %+v", rep)
	}
	got := h.Eng.Counts()
	want := []rounds.ModelCounts{
		{Model: "llama-7b", Assigned: 1, Throttled: 1},
		{Model: "sdxl", Queued: 1},
	}
	if len(got) != len(want) {
		t.Fatalf("counts %+v, want %+v", got, want)
	}
	for i := range want {
		g := got[i]
		g.DrainTPS = 0
		if g != want[i] {
			t.Fatalf("counts %+v, want %+v", got, want)
		}
	}
}
