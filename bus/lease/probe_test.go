package lease

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"go.uber.org/zap/zaptest"

	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/internal/testutil/testkit"
)

// probeConfig has a lease far longer than any wait of the tests below: a shard taken
// over was taken because its holder was found gone, not because its lease lapsed.
func probeConfig() Config {
	return Config{Shards: 1, TTL: 10 * time.Minute, RenewInterval: 100 * time.Millisecond, RenewDeadline: 9 * time.Minute,
		RetryInterval: 50 * time.Millisecond, ProbeInterval: 50 * time.Millisecond, Bucket: "leases-probe"}
}

// countingLiveness counts the probes that found a replica present.
type countingLiveness struct {
	Liveness
	answered atomic.Int64
}

func (c *countingLiveness) Gone(ctx context.Context, id string) (bool, error) {
	gone, err := c.Liveness.Gone(ctx, id)
	if !gone && err == nil {
		c.answered.Add(1)
	}
	return gone, err
}

// electorOn opens an elector with a connection of its own (what a process has), so
// that closing it is what a SIGKILL does to the holder as NATS sees it.
func electorOn(t *testing.T, srv *natstest.Server, id string) (*Elector, *nats.Conn, *countingLiveness) {
	t.Helper()
	nc := srv.Conn(t)
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	live := &countingLiveness{Liveness: NATSLiveness(nc)}
	e, err := Open(context.Background(), js, probeConfig(), id, Options{Storage: jetstream.MemoryStorage, Liveness: live, Log: zaptest.NewLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	return e, nc, live
}

// A holder whose connection closes (killed) loses its shard to a follower long before
// its lease's TTL, and its late assignment publish is fenced; a holder that answers
// keeps its shard however many probes it answers.
func TestHolderGoneIsTakenOverBeforeTheTTL(t *testing.T) {
	srv := natstest.Start(t)
	ensureAssignments(t, srv.JetStream(t), 1)
	a, ncA, _ := electorOn(t, srv, "a")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		if err := a.Run(ctx); err != nil {
			t.Log("run a:", err)
		}
	}()
	testkit.WaitUntil(t, "a leads", func() bool { return a.Holds(0) })
	subj, seq, err := a.Fence("m")
	if err != nil {
		t.Fatal(err)
	}
	b, _, liveB := electorOn(t, srv, "b")
	go func() { _ = b.Run(ctx) }()

	// Alive: b's probes are answered, and a keeps the shard.
	testkit.WaitUntil(t, "b's probes of a answered 20 times", func() bool { return liveB.answered.Load() >= 20 })
	if !a.Holds(0) || b.Holds(0) {
		t.Fatalf("a probed while alive lost its shard: a %v b %v", a.Holds(0), b.Holds(0))
	}

	// Killed: its connection closes without a word; b takes the shard.
	ncA.Close()
	testkit.WaitUntil(t, "b takes the shard of the gone holder", func() bool { return b.Holds(0) })
	if _, err := srv.JetStream(t).Publish(context.Background(), subj, []byte("late"),
		jetstream.WithExpectLastSequencePerSubject(seq)); err == nil {
		t.Fatal("the gone holder's fence still admitted an assignment after the takeover")
	}
}

// Without probes (probe_interval 0) nothing deletes a live lease: the TTL alone.
func TestProbesOffLeaveTheLeaseToItsTTL(t *testing.T) {
	cfg := probeConfig()
	cfg.ProbeInterval = 0
	if newDeathWatch(NATSLiveness(nil), cfg.ProbeInterval) != nil {
		t.Fatal("probe_interval 0 still probes")
	}
	cfg.ProbeInterval = cfg.TTL
	if err := cfg.Validate(); err == nil {
		t.Fatal("a probe interval of the TTL validated")
	}
}

// A holder whose connection dropped stops acting at once (its followers may already
// have found it gone and taken its shard), and acts again only after a renewal in the
// new session: not until its renew deadline, and not on a reconnect alone.
func TestHolderStopsWhenItsConnectionDrops(t *testing.T) {
	cfg := probeConfig()
	clock := time.Now
	lock := &MemLock{TTL: cfg.TTL, Clock: clock}
	var up atomic.Bool
	var session atomic.Uint64
	up.Store(true)
	e, err := New(context.Background(), lock, cfg, "a", Options{Session: func() (bool, uint64) { return up.Load(), session.Load() }})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	e.tick(ctx)
	if !e.Holds(0) {
		t.Fatal("the free shard not taken")
	}
	up.Store(false)
	if e.Holds(0) || e.Check(e.Epoch()) == nil {
		t.Fatal("a holder whose connection is down still acts")
	}
	up.Store(true)
	session.Add(1) // reconnected: a new session
	if e.Holds(0) {
		t.Fatal("a reconnected holder acts before renewing")
	}
	e.tick(ctx) // renews at once, not after renew_interval
	if !e.Holds(0) {
		t.Fatal("the renewal in the new session did not restore the lease")
	}
	// Taken meanwhile by another (the followers found it gone): the renewal fails.
	session.Add(1)
	if err := lock.Delete(ctx, Key(0), 0); err != nil {
		t.Fatal(err)
	}
	if _, err := lock.Create(ctx, Key(0), []byte(`{"replica":"b"}`)); err != nil {
		t.Fatal(err)
	}
	e.tick(ctx)
	if e.Holds(0) {
		t.Fatal("a holder whose lease was taken while it was away still acts")
	}
}

// fakeLiveness answers every probe but those of the replicas killed.
type fakeLiveness struct {
	mu     sync.Mutex
	killed map[string]bool
}

func (f *fakeLiveness) Serve(context.Context, string) error { return nil }

func (f *fakeLiveness) Gone(_ context.Context, id string) (bool, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.killed[id], nil
}

func (f *fakeLiveness) kill(id string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.killed[id] = true
}

// With three shards on three replicas, a replica killed outright must not count in the
// survivors' fair share until its presence key's TTL: neither would want a second shard,
// and the dead replica's shard would wait the TTL however soon the probes found it gone.
// Its presence ends with its lease: the survivors take every shard while the clock stands
// still (no TTL can have passed).
func TestGoneReplicasPresenceEndsWithItsLease(t *testing.T) {
	cfg := probeConfig()
	cfg.Shards = 3
	clock := &fakeClock{t: time.Unix(1_700_000_000, 0)}
	lock := &MemLock{TTL: cfg.TTL, Clock: clock.Now}
	live := &fakeLiveness{killed: map[string]bool{}}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var es []*Elector
	for _, id := range []string{"a", "b", "c"} {
		e, err := New(ctx, lock, cfg, id, Options{Clock: clock.Now, Liveness: live})
		if err != nil {
			t.Fatal(err)
		}
		if err := e.watchPeers(ctx); err != nil {
			t.Fatal(err)
		}
		es = append(es, e)
	}
	for _, e := range es { // every presence seen by every watch
		if err := e.present(ctx, time.Second); err != nil {
			t.Fatal(err)
		}
	}
	for range 3 {
		for _, e := range es {
			e.tick(ctx)
		}
	}
	for _, e := range es {
		if n := len(e.Leads()); n != 1 {
			t.Fatalf("replica %s leads %v of 3 shards on 3 replicas, want one", e.ID(), e.Leads())
		}
	}

	dead, survivors := es[2], es[:2]
	live.kill(dead.ID())
	for range probeConfirm {
		for _, e := range survivors {
			held := e.holders(ctx)
			e.probe(ctx, dead.ID(), held[dead.ID()])
		}
	}
	for range 2 {
		for _, e := range survivors {
			e.tick(ctx)
		}
	}
	got := 0
	for _, e := range survivors {
		got += len(e.Leads())
		if share := e.wantShare(); share != 2 {
			t.Errorf("replica %s: fair share %d with two replicas alive, want 2", e.ID(), share)
		}
	}
	if got != 3 {
		t.Fatalf("the survivors lead %d of 3 shards after the dead replica was found gone (its presence still counted?)", got)
	}

	// The same id started again writes its presence anew: it counts again.
	if err := dead.present(ctx, time.Second); err != nil {
		t.Fatal(err)
	}
	if share := survivors[0].wantShare(); share != 1 {
		t.Fatalf("a replica present again counts no more: fair share %d, want 1", share)
	}
}
