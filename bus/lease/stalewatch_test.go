package lease

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"
	"go.uber.org/zap/zaptest"

	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/internal/testutil/testkit"
)

// silencedWatch is the fault of a KV watch served by a NATS node that died: once
// silenced, its watches of the lease keys deliver nothing more (a real one is silent
// until its consumer is recreated, seconds later).
type silencedWatch struct {
	Lock
	silent atomic.Bool
}

func (s *silencedWatch) Watch(ctx context.Context, prefix string, fn func(string, []byte, uint64, bool)) error {
	return s.Lock.Watch(ctx, prefix, func(key string, value []byte, rev uint64, put bool) {
		if !s.silent.Load() || !strings.HasPrefix(key, "shard.") {
			fn(key, value, rev, put)
		}
	})
}

// A follower whose view of the lease keys went stale (its watch silent, as when the
// NATS node serving it died) while the holder went on renewing still takes the shard of
// the holder once it is killed, long before the TTL. Before, the follower deleted the
// dead holder's lease at the revision its watch last delivered, the deletion failed (the
// holder had renewed since), and the shard waited for the TTL: the failover test's
// takeovers of 2.2 s (the test's TTL) with one NATS node down.
func TestStaleViewOfTheLeaseStillFindsTheDeadHolder(t *testing.T) {
	srv := natstest.Start(t)
	ensureAssignments(t, srv.JetStream(t), 1)
	cfg := probeConfig()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	a, ncA, _ := electorOn(t, srv, "a")
	go func() { _ = a.Run(ctx) }()
	testkit.WaitUntil(t, "a leads", func() bool { return a.Holds(0) })

	ncB := srv.Conn(t)
	js, err := jetstream.New(ncB)
	if err != nil {
		t.Fatal(err)
	}
	lock, err := NATSLock(ctx, js, cfg, Options{Storage: jetstream.MemoryStorage})
	if err != nil {
		t.Fatal(err)
	}
	stale := &silencedWatch{Lock: lock}
	live := &countingLiveness{Liveness: NATSLiveness(ncB)}
	b, err := New(ctx, stale, cfg, "b", Options{Liveness: live, Session: NATSSession(ncB), Log: zaptest.NewLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	go func() { _ = b.Run(ctx) }()
	testkit.WaitUntil(t, "b's probes of a answered", func() bool { return live.answered.Load() >= 3 })

	// b's watch goes silent; a renews past what b saw.
	stale.silent.Store(true)
	_, seen, err := lock.Get(ctx, Key(0))
	if err != nil {
		t.Fatal(err)
	}
	testkit.WaitUntil(t, "a renews twice more", func() bool {
		_, rev, err := lock.Get(ctx, Key(0))
		return err == nil && rev >= seen+2
	})

	ncA.Close() // killed
	testkit.WaitUntil(t, "b takes the shard of the dead holder (TTL: 10 min)", func() bool { return b.Holds(0) })
}

// hangingPresence is the fault of a presence write sent to a stream leader that just
// died: it hangs until its context ends. The lease keys still answer (their stream's
// leader is elsewhere).
type hangingPresence struct {
	Lock
	hung atomic.Bool
	n    atomic.Int64
}

func (h *hangingPresence) Put(ctx context.Context, key string, value []byte) error {
	if h.hung.Load() && strings.HasPrefix(key, "replica.") {
		<-ctx.Done()
		h.n.Add(1)
		return ctx.Err()
	}
	return h.Lock.Put(ctx, key, value)
}

// A holder whose presence writes hang keeps its lease: each write is bounded like one
// KV request of a renewal and comes after the renewals. Before, a presence write waited
// the whole renew deadline before the renewal, and the holder lost its shard when the
// NATS node leading the lease bucket died (the failover test's NATS node kill: "shard
// lease lost … renew deadline passed" right after "presence not renewed").
func TestHangingPresenceWriteDoesNotCostTheLease(t *testing.T) {
	cfg := Config{Shards: 1, TTL: 10 * time.Second, RenewInterval: 200 * time.Millisecond, RenewDeadline: 3 * time.Second,
		RetryInterval: 100 * time.Millisecond, Bucket: "leases-presence"}
	lock := &hangingPresence{Lock: &MemLock{TTL: cfg.TTL, Clock: time.Now}}
	var lost atomic.Int64
	e, err := New(context.Background(), lock, cfg, "a", Options{OnStopped: func(int) { lost.Add(1) }})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); _ = e.Run(ctx) }()
	defer func() { cancel(); <-done }()
	testkit.WaitUntil(t, "a leads", func() bool { return e.Holds(0) })
	lock.hung.Store(true)
	testkit.WaitUntil(t, "three presence writes time out", func() bool { return lock.n.Load() >= 3 })
	if lost.Load() != 0 || !e.Holds(0) {
		t.Fatalf("the holder lost its shard while its presence writes hung (stopped %d times)", lost.Load())
	}
}
