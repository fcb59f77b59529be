package rounds_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
)

// TestModelP50FromInclusionLatency: the inclusion latencies of a worker's results on a
// model become, from the fifth on (workers.model_latency_min_samples), its P50 for that
// model in the snapshot the next round plans and records: the median, not the mean the
// one slow job (a model load) would drag; the prior (avg × complexity 5) before.
func TestModelP50FromInclusionLatency(t *testing.T) {
	ctx := context.Background()
	h := newHarness(t, nil)
	w, _ := h.Worker("llama-70b", 100, 1)
	for i, lat := range []int64{300, 320, 310, 9000, 305} {
		id := fmt.Sprint(i + 1)
		h.Request(id, "llama-70b", "0xu", 1e16, 5*time.Minute)
		h.Round()
		at := h.Clock.Now().UnixMilli()
		h.Eng.Ack(ctx, id, w, 1)
		h.Clock.Advance(time.Second)
		if _, ok := h.Eng.Complete(ctx, id, w, rounds.Result{TxHash: fmt.Sprintf("0x%02x", i), BlockTimeMS: at + lat}); !ok {
			t.Fatalf("request %s not completed", id)
		}
	}
	h.Request("6", "llama-70b", "0xu", 1e16, 5*time.Minute)
	h.Round()
	rec := h.Sink.Rounds[len(h.Sink.Rounds)-1]
	var ws *scheduler.Worker
	for i := range rec.Snapshot.Workers {
		if rec.Snapshot.Workers[i].ID == w {
			ws = &rec.Snapshot.Workers[i]
		}
	}
	if ws == nil || ws.ModelLatencyMS["llama-70b"] != 310 {
		t.Fatalf("recorded worker %+v, want model_latency_ms llama-70b 310", ws)
	}
	if a := rec.Decision.Assigned; len(a) != 1 || a[0].EstimatedLatencyMS != 310 {
		t.Fatalf("assigned %+v, want the estimate 310 (the P50), not the EWMA × 5", a)
	}
	// The record replays from the recorded value.
	if d := scheduler.Plan(rec.Snapshot, rec.Config); d.Assigned[0].EstimatedLatencyMS != 310 {
		t.Fatalf("replay: %+v", d.Assigned)
	}
}

// TestDispatchRoundTripMeasured: the time from a round's assignment to the worker's ack
// becomes the worker's dispatch_ms in the next snapshot, and part of its estimate.
func TestDispatchRoundTripMeasured(t *testing.T) {
	ctx := context.Background()
	h := newHarness(t, nil)
	w, _ := h.Worker("llama-7b", 100, 2)
	h.Request("1", "llama-7b", "0xu", 1e16, 5*time.Minute)
	h.Round()
	h.Clock.Advance(250 * time.Millisecond)
	if !h.Eng.Ack(ctx, "1", w, 1) {
		t.Fatal("ack refused")
	}
	h.Request("2", "llama-7b", "0xu", 1e16, 5*time.Minute)
	h.Round()
	rec := h.Sink.Rounds[len(h.Sink.Rounds)-1]
	if len(rec.Snapshot.Workers) != 1 || rec.Snapshot.Workers[0].DispatchMS != 250 {
		t.Fatalf("recorded workers %+v, want dispatch_ms 250", rec.Snapshot.Workers)
	}
	if a := rec.Decision.Assigned; len(a) != 1 || a[0].EstimatedLatencyMS != 100+250 {
		t.Fatalf("assigned %+v, want the estimate 100 + 250", a)
	}
}
