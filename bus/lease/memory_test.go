package lease

import (
	"context"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"pgregory.net/rapid"
)

// fakeClock is a clock the test moves.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *fakeClock) Add(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// callbacks records OnStarted and OnStopped, in order.
type callbacks struct {
	mu     sync.Mutex
	events []string
}

func (c *callbacks) opts(o Options, name string) Options {
	o.OnStarted = func(s int) { c.mu.Lock(); c.events = append(c.events, name+" started "+Key(s)); c.mu.Unlock() }
	o.OnStopped = func(s int) { c.mu.Lock(); c.events = append(c.events, name+" stopped "+Key(s)); c.mu.Unlock() }
	return o
}

func (c *callbacks) take() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := c.events
	c.events = nil
	return out
}

func memElector(t *testing.T, lock *MemLock, clock *fakeClock, cfg Config, id string, cb *callbacks) *Elector {
	t.Helper()
	e, err := New(context.Background(), lock, cfg, id, cb.opts(Options{Clock: clock.Now}, id))
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// The election without a server: a holder that stops renewing stops acting at its
// renew deadline, before its lease expires in the store, and only then does another
// replica take over; each start and stop reaches the callbacks once.
func TestElectionInMemory(t *testing.T) {
	cfg := testConfig(2)
	clock := &fakeClock{t: time.Unix(1_700_000_000, 0)}
	lock := &MemLock{TTL: cfg.TTL, Clock: clock.Now}
	cb := &callbacks{}
	a := memElector(t, lock, clock, cfg, "a", cb)
	b := memElector(t, lock, clock, cfg, "b", cb)
	ctx := context.Background()

	a.tick(ctx)
	b.tick(ctx)
	if got := a.Leads(); !slices.Equal(got, []int{0, 1}) {
		t.Fatalf("a leads %v, want both shards", got)
	}
	if got := cb.take(); !slices.Equal(got, []string{"a started shard.0", "a started shard.1"}) {
		t.Fatalf("callbacks %q", got)
	}
	// a stops renewing (a stalled process). Step through time: never two holders.
	for step := 0; step < 40; step++ {
		clock.Add(25 * time.Millisecond)
		b.tick(ctx)
		for s := range 2 {
			if a.Holds(s) && b.Holds(s) {
				t.Fatalf("at +%d ms both replicas act for shard %d", (step+1)*25, s)
			}
		}
		if !a.Holds(0) && lock.Holder(0) == "a" && clock.Now().Sub(a.shards[0].renewedAt) < cfg.RenewDeadline {
			t.Fatal("a stopped acting before its renew deadline")
		}
	}
	if got := b.Leads(); !slices.Equal(got, []int{0, 1}) {
		t.Fatalf("after a's lease expired b leads %v, want both", got)
	}
	a.tick(ctx) // a notices
	if got := cb.take(); !slices.Equal(got, []string{"b started shard.0", "b started shard.1", "a stopped shard.0", "a stopped shard.1"}) {
		t.Fatalf("callbacks %q", got)
	}
	// a store that is down: b keeps acting until its renew deadline, then stops.
	lock.SetFailing(true)
	for range 30 {
		clock.Add(25 * time.Millisecond)
		b.tick(ctx)
	}
	if b.Leading() {
		t.Fatal("b still acts with the store down past its renew deadline")
	}
	if got := cb.take(); !slices.Equal(got, []string{"b stopped shard.0", "b stopped shard.1"}) {
		t.Fatalf("callbacks %q", got)
	}
}

// Property: whatever the interleaving of ticks, stalls and store outages, no shard is
// ever acted on by two replicas at once, and every started is followed by at most one
// stopped before the next started (the callbacks pair up).
func TestElectionNeverTwoHoldersProperty(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		cfg := testConfig(3)
		clock := &fakeClock{t: time.Unix(1_700_000_000, 0)}
		lock := &MemLock{TTL: cfg.TTL, Clock: clock.Now}
		cb := &callbacks{}
		ids := []string{"a", "b", "c"}
		es := make([]*Elector, len(ids))
		for i, id := range ids {
			e, err := New(context.Background(), lock, cfg, id, cb.opts(Options{Clock: clock.Now}, id))
			if err != nil {
				rt.Fatal(err)
			}
			es[i] = e
		}
		ctx := context.Background()
		for range rapid.IntRange(1, 200).Draw(rt, "steps") {
			switch rapid.IntRange(0, 9).Draw(rt, "op") {
			case 0:
				lock.SetFailing(rapid.Bool().Draw(rt, "failing"))
			case 1, 2, 3:
				clock.Add(time.Duration(rapid.IntRange(1, 300).Draw(rt, "ms")) * time.Millisecond)
			default:
				es[rapid.IntRange(0, len(es)-1).Draw(rt, "who")].tick(ctx)
			}
			for s := range cfg.Shards {
				n := 0
				for _, e := range es {
					if e.Holds(s) {
						n++
					}
				}
				if n > 1 {
					rt.Fatalf("shard %d acted on by %d replicas", s, n)
				}
			}
		}
		state := map[string]bool{}
		for _, ev := range cb.take() {
			var who, what, key string
			for i, f := range strings.SplitN(ev, " ", 3) {
				switch i {
				case 0:
					who = f
				case 1:
					what = f
				case 2:
					key = f
				}
			}
			k := who + " " + key
			if (what == "started") == state[k] {
				rt.Fatalf("%s %s twice in a row", k, what)
			}
			state[k] = what == "started"
		}
	})
}

// wantShare is e's fair share now.
func (e *Elector) wantShare() int {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.fairShare(e.now())
}

// A NATS outage longer than the renew deadline (a lease stream's election after its
// leader's node was killed) takes every shard from every holder; when the store is back
// each holder takes its own shards back, whichever replica ticks first, instead of the
// replicas shuffling them (each move a takeover's catch-up, and more lease takeovers than
// InferschedLeaseFlapping tolerates).
func TestHoldersTakeTheirOwnShardsBackAfterAnOutage(t *testing.T) {
	cfg := testConfig(3)
	clock := &fakeClock{t: time.Unix(1_700_000_000, 0)}
	lock := &MemLock{TTL: cfg.TTL, Clock: clock.Now}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	cb := &callbacks{}
	var es []*Elector
	for _, id := range []string{"a", "b", "c"} {
		e := memElector(t, lock, clock, cfg, id, cb)
		if err := e.watchPeers(ctx); err != nil {
			t.Fatal(err)
		}
		es = append(es, e)
	}
	for _, e := range es {
		if err := e.present(ctx, time.Second); err != nil {
			t.Fatal(err)
		}
	}
	for range 3 {
		for _, e := range es {
			e.tick(ctx)
		}
	}
	before := map[string][]int{}
	for _, e := range es {
		before[e.ID()] = e.Leads()
		if len(e.Leads()) != 1 {
			t.Fatalf("replica %s leads %v, want one shard", e.ID(), e.Leads())
		}
	}
	lock.SetFailing(true)
	clock.Add(cfg.TTL) // past every renew deadline and every key's TTL
	for _, e := range es {
		e.tick(ctx)
		if len(e.Leads()) != 0 {
			t.Fatalf("replica %s still leads %v with the store down past its deadline", e.ID(), e.Leads())
		}
	}
	clock.Add(7 * time.Second) // a stream election of nats-server (4 to 9 s) passes
	for _, e := range es {
		e.tick(ctx)
	}
	lock.SetFailing(false)
	for _, e := range es { // presence back before anyone takes (the renewals' writes)
		if err := e.present(ctx, time.Second); err != nil {
			t.Fatal(err)
		}
	}
	for i := len(es) - 1; i >= 0; i-- { // the last holder of shard 2 ticks first
		es[i].tick(ctx)
	}
	for _, e := range es {
		if got := e.Leads(); !slices.Equal(got, before[e.ID()]) {
			t.Errorf("replica %s leads %v after the outage, it led %v before", e.ID(), got, before[e.ID()])
		}
	}
}
