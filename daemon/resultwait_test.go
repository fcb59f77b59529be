package daemon

import (
	"context"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"
	"go.uber.org/zap"

	"github.com/infersched/infersched/bus/statuskv"
	"github.com/infersched/infersched/indexer"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/wire/status"
)

// sightingsBucket is a "sightings" bucket on an embedded server, as the indexer writes it.
func sightingsBucket(t *testing.T) (jetstream.JetStream, *statuskv.Sightings) {
	t.Helper()
	js := natstest.Start(t).JetStream(t)
	kv, err := js.CreateKeyValue(context.Background(), jetstream.KeyValueConfig{Bucket: "sightings"})
	if err != nil {
		t.Fatal(err)
	}
	return js, statuskv.NewSightings(kv)
}

// The engine's result wait comes from the head the indexer wrote (confirmations ×
// observed block time); before the first head it is the configured figure, and when the
// head cannot be read the last one known: never 0 while results wait for confirmations.
func TestResultWaitFollowsTheIndexersHead(t *testing.T) {
	ctx := context.Background()
	js, sg := sightingsBucket(t)
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

// A stalled indexer or chain publishes no result, so assignments must not lapse for
// want of one: the wait runs from when the indexer first saw the head confirmations
// back, so it grows through a stall, and after it the first new block (which holds the
// results sent meanwhile) is waited for like any other.
func TestResultWaitFollowsTheChainThroughAStall(t *testing.T) {
	ctx := context.Background()
	js, sg := sightingsBucket(t)
	t0 := time.UnixMilli(1_764_500_000_000)
	now := t0
	clock := func() time.Time { return now }
	ix := indexer.DefaultConfig()
	ix.Confirmations = 2
	w := newResultWait(sg, ix, 12_000, clock, zap.NewNop())

	// at (seconds after t0) the indexer observes head n; the wait is then want.
	step := func(at int, n uint64, want time.Duration) {
		t.Helper()
		now = t0.Add(time.Duration(at) * time.Second)
		if err := sg.PutHead(ctx, status.Head{Number: n, BlockMS: 1_000, Confirmations: 2, ObservedAtMS: now.UnixMilli()}); err != nil {
			t.Fatal(err)
		}
		if got := w.Wait(ctx); got != want {
			t.Fatalf("%d s, head %d: wait %s, want %s", at, n, got, want)
		}
	}
	step(0, 100, 2*time.Second) // 98 not in view: confirmations × block
	step(1, 101, 2*time.Second)
	step(2, 102, 3*time.Second) // 100 seen at 0: 2 s + a block
	step(3, 103, 3*time.Second)
	// The chain stalls at 103 for 10 s; the indexer keeps observing 103.
	step(8, 103, 8*time.Second)
	step(13, 103, 13*time.Second)
	// Between reads the figure grows with the clock.
	now = now.Add(300 * time.Millisecond)
	if got := w.Wait(ctx); got != 13*time.Second+300*time.Millisecond {
		t.Fatalf("between reads: %s", got)
	}
	// The chain moves again: 104 holds what was sent during the stall, and is waited
	// for (seen at 14, published with 106) like any block.
	step(14, 104, 13*time.Second) // 102 seen at 2
	step(15, 105, 13*time.Second) // 103 first seen at 3
	step(16, 106, 3*time.Second)  // 104 seen at 14
	// A result due at 10 s was missing only from 16 s on: 16 − 3 s wait = 13 s > 10 s,
	// while at 15 s, 15 − 13 = 2 s < 10 s.

	// The bucket that comes back later is made now. Deleting an account's last stream
	// has nats-server remove the account's stream directory in the background, and a
	// stream created meanwhile fails to make its store there.
	kv, err := js.CreateKeyValue(ctx, jetstream.KeyValueConfig{Bucket: "sightings-again"})
	if err != nil {
		t.Fatal(err)
	}
	// Unreadable (the indexer gone): the wait keeps growing from the last head.
	if err := js.DeleteKeyValue(ctx, "sightings"); err != nil {
		t.Fatal(err)
	}
	now = t0.Add(26 * time.Second)
	if got := w.Wait(ctx); got != 13*time.Second {
		t.Fatalf("head unreadable: %s, want 26 − 14 + 1 s", got)
	}
	// A lower head (another replica's indexer a block behind, a shallow reorg) is
	// passed over; the next higher one counts.
	sg = statuskv.NewSightings(kv)
	w.sightings = sg
	step(27, 105, 14*time.Second) // still 106 seen at 16: 104 seen at 14
	step(28, 107, 14*time.Second) // 105 seen at 15
}
