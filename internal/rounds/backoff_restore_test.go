package rounds_test

import (
	"context"
	"testing"
	"time"

	"github.com/infersched/infersched/internal/rounds/roundstest"
	"github.com/infersched/infersched/scheduler"
)

// A backoff read back at start never keeps a worker out longer than worker_backoff.max
// from now, whatever the store held (a damaged value, a clock that moved back).
func TestRestoredBackoffIsCutToTheMax(t *testing.T) {
	h := newHarness(t, nil)
	w, k := h.Worker("llama-7b", 300, 2)
	ctx := context.Background()
	forever := scheduler.WorkerBackoff{Worker: w, Strikes: 40, UntilMS: h.Clock.Now().Add(1000 * time.Hour).UnixMilli()}
	if err := h.Reg.PutBackoff(ctx, forever); err != nil {
		t.Fatal(err)
	}
	restarted := roundstest.New(t, roundstest.Options{Registry: h.Reg, Clock: h.Clock})
	restarted.Request("1", "llama-7b", "0xu", 1e16, 5*time.Hour)
	if rep := restarted.Round(); rep.Dispatched != 0 {
		t.Fatalf("the backed-off worker got work at once: %+v", rep)
	}
	h.Clock.Advance(h.Eng.Config().WorkerBackoff.Max.D() + time.Second)
	h.Heartbeat(k, "llama-7b", 300, 2)
	if rep := restarted.Round(); rep.Dispatched != 1 {
		t.Fatalf("worker still backed off past worker_backoff.max: %+v", rep)
	}
}
