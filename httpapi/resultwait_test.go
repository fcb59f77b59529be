package httpapi

import (
	"context"
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/infersched/infersched/bus/statuskv"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/status"
)

// TestAssignedRetryAfterCountsResultConfirmations: an assigned request is told to come
// back when its result is expected to be visible (the worker's inclusion latency plus
// the confirmations in the head the indexer wrote), not a block after assignment; a
// queued one is answered as before.
func TestAssignedRetryAfterCountsResultConfirmations(t *testing.T) {
	ns := natstest.Start(t)
	kv := openKV(t, ns)
	ctx := context.Background()
	sg, err := statuskv.OpenSightings(ctx, ns.JetStream(t), wire.BucketSightings)
	if err != nil {
		t.Fatal(err)
	}
	put(t, kv, record("2", status.StateAssigned), record("1", status.StateQueued))
	retryAfter := func(f *fixture, id string) int64 {
		t.Helper()
		rec := f.do("GET", "/v1/requests/"+id, "")
		if rec.Code != http.StatusAccepted {
			t.Fatalf("%s: status %d, body %s", id, rec.Code, rec.Body)
		}
		v, err := strconv.ParseInt(rec.Header().Get("Retry-After"), 10, 64)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	f := newFixture(t, kv, func(o *Options) { o.Sightings = sg })
	f.clock.Set(time.UnixMilli(t0 + 1500))
	// No head yet: (4000 − 2500) + 250 = 1750 ms × 1.2 → 3 s, as without sightings.
	if got := retryAfter(f, "2"); got != 3 {
		t.Fatalf("assigned without a head: Retry-After %d, want 3", got)
	}
	if err := sg.PutHead(ctx, status.Head{Number: 40, BlockMS: 1000, Confirmations: 12, ObservedAtMS: t0}); err != nil {
		t.Fatal(err)
	}
	// run (4000 − 2500 + 250) × 1.2 = 2100 ms, then 12 blocks of 1 s: 14100 → 15 s.
	if got := retryAfter(f, "2"); got != 15 {
		t.Fatalf("assigned with 12 confirmations at 1 s: Retry-After %d, want 15", got)
	}
	// stored 5 s aged 1.5 s → 4 s, with or without the head.
	if got := retryAfter(f, "1"); got != 4 {
		t.Fatalf("queued: Retry-After %d, want 4", got)
	}
}
