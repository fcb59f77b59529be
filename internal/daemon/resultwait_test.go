package daemon

import (
	"context"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"
	"go.uber.org/zap"

	"github.com/infersched/infersched/indexer"
	"github.com/infersched/infersched/internal/status"
	"github.com/infersched/infersched/internal/statuskv"
	"github.com/infersched/infersched/internal/testutil/natstest"
)

// The engine's result wait comes from the head the indexer wrote (confirmations ×
// observed block time); before the first head it is the configured figure, and when the
// head cannot be read the last one known: never 0 while results wait for confirmations.
func TestResultWaitFollowsTheIndexersHead(t *testing.T) {
	ctx := context.Background()
	js := natstest.Start(t).JetStream(t)
	kv, err := js.CreateKeyValue(ctx, jetstream.KeyValueConfig{Bucket: "sightings"})
	if err != nil {
		t.Fatal(err)
	}
	sg := statuskv.NewSightings(kv)
	now := time.UnixMilli(1_764_500_000_000)
	clock := func() time.Time { return now }
	ix := indexer.DefaultConfig() // 12 confirmations

	w := newResultWait(sg, ix, 12_000, clock, zap.NewNop())
	if got := w.Wait(ctx); got != 144*time.Second {
		t.Fatalf("before any head: %s, want 12 × 12 s", got)
	}
	fin := ix
	fin.UseFinalized = true
	if got := newResultWait(sg, fin, 12_000, clock, zap.NewNop()).Wait(ctx); got != 64*12*time.Second {
		t.Fatalf("finalized, before any head: %s, want 64 × 12 s", got)
	}

	if err := sg.PutHead(ctx, status.Head{Number: 100, BlockMS: 2_000, Confirmations: 12}); err != nil {
		t.Fatal(err)
	}
	if got := w.Wait(ctx); got != 144*time.Second {
		t.Fatalf("read again within %s: %s, want the figure read last", resultWaitRefresh, got)
	}
	now = now.Add(resultWaitRefresh)
	if got := w.Wait(ctx); got != 24*time.Second {
		t.Fatalf("with the head: %s, want 12 × the observed 2 s", got)
	}
	// A head without an observed block time counts the configured one.
	if err := sg.PutHead(ctx, status.Head{Number: 101, Confirmations: 3}); err != nil {
		t.Fatal(err)
	}
	now = now.Add(resultWaitRefresh)
	if got := w.Wait(ctx); got != 36*time.Second {
		t.Fatalf("head without block time: %s, want 3 × 12 s", got)
	}
	if err := js.DeleteKeyValue(ctx, "sightings"); err != nil {
		t.Fatal(err)
	}
	now = now.Add(resultWaitRefresh)
	if got := w.Wait(ctx); got != 36*time.Second {
		t.Fatalf("head unreadable: %s, want the last figure known", got)
	}
}
