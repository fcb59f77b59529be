package lease

import (
	"context"
	"errors"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/internal/testutil/testkit"
	"github.com/infersched/infersched/wire"
)

// testConfig is short so that a lapse takes a fraction of a second; nothing below
// depends on how fast, only on the order of events.
func testConfig(shards int) Config {
	return Config{Shards: shards, TTL: 800 * time.Millisecond, RenewInterval: 100 * time.Millisecond,
		RenewDeadline: 500 * time.Millisecond, RetryInterval: 50 * time.Millisecond, Bucket: "leases-test"}
}

func ensureAssignments(t *testing.T, js jetstream.JetStream, replicas int) {
	t.Helper()
	if _, err := js.CreateOrUpdateStream(context.Background(), jetstream.StreamConfig{
		Name: wire.StreamAssignments, Subjects: []string{wire.SubjectAssignAll}, Replicas: replicas, Storage: jetstream.MemoryStorage,
	}); err != nil {
		t.Fatal(err)
	}
}

func open(t *testing.T, js jetstream.JetStream, cfg Config, id string, replicas int) *Elector {
	t.Helper()
	e, err := Open(context.Background(), js, cfg, id, Options{Replicas: replicas, Storage: jetstream.MemoryStorage})
	if err != nil {
		t.Fatal(err)
	}
	return e
}

func TestConfigValidate(t *testing.T) {
	ok := DefaultConfig()
	if err := ok.Validate(); err != nil {
		t.Fatalf("defaults: %v", err)
	}
	for _, tc := range []struct {
		name string
		mut  func(*Config)
		want string
	}{
		{"no shards", func(c *Config) { c.Shards = 0 }, "shards: must be between 1 and 256"},
		{"deadline at ttl", func(c *Config) { c.RenewDeadline = c.TTL }, "renew_deadline: must be below lease_ttl"},
		{"deadline below interval", func(c *Config) { c.RenewDeadline = c.RenewInterval }, "renew_deadline: must be above renew_interval"},
		{"tiny ttl", func(c *Config) { c.TTL = time.Millisecond }, "lease_ttl: must be at least 100ms"},
		{"retry", func(c *Config) { c.RetryInterval = 0 }, "retry_interval: must be positive"},
		{"replica", func(c *Config) { c.ReplicaID = "a b" }, "replica_id: must be 1 to 64"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := DefaultConfig()
			tc.mut(&c)
			err := c.Validate()
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Validate() = %v, want %q", err, tc.want)
			}
		})
	}
}

func TestShardOfSpreadsAndIsStable(t *testing.T) {
	if ShardOf("llama", 1) != 0 {
		t.Fatal("one shard")
	}
	seen := map[int]bool{}
	for _, m := range []string{"llama", "mistral", "qwen", "phi", "gemma", "echo", "gpt", "sd"} {
		s := ShardOf(m, 4)
		if s != ShardOf(m, 4) || s < 0 || s >= 4 {
			t.Fatalf("ShardOf(%q) = %d", m, s)
		}
		seen[s] = true
	}
	if len(seen) < 2 {
		t.Fatalf("8 models on one of 4 shards: %v", seen)
	}
}

// A holder that stops renewing stops acting before its lease expires on the server,
// and only then can another replica take it; the other's fence makes the first one's
// late assignment publish fail in JetStream.
func TestLapsedHolderIsFencedBeforeTakeover(t *testing.T) {
	for _, tc := range []struct {
		name     string
		js       func(t *testing.T) jetstream.JetStream
		replicas int
	}{
		{"single server", func(t *testing.T) jetstream.JetStream { return natstest.Start(t).JetStream(t) }, 1},
		{"three-node cluster R3", func(t *testing.T) jetstream.JetStream { return natstest.StartCluster(t, 3).JetStream(t) }, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			js := tc.js(t)
			ensureAssignments(t, js, tc.replicas)
			ctx := context.Background()
			a := open(t, js, testConfig(1), "a", tc.replicas)
			b := open(t, js, testConfig(1), "b", tc.replicas)
			a.tick(ctx)
			if !a.Holds(0) || !a.Schedules("any-model") {
				t.Fatal("a did not take the free lease")
			}
			epoch := a.Epoch()
			subj, seq, err := a.Fence("any-model")
			if err != nil || subj != wire.AssignFenceSubject(0) {
				t.Fatalf("Fence = %q %d %v", subj, seq, err)
			}
			b.tick(ctx)
			if b.Holds(0) {
				t.Fatal("b took a held lease")
			}
			// a is paused (no more ticks): b keeps trying until the lease lapses.
			testkit.WaitUntil(t, "b takes the lapsed lease", func() bool {
				b.tick(ctx)
				if b.Holds(0) && a.Holds(0) {
					t.Fatal("both replicas hold shard 0")
				}
				return b.Holds(0)
			})
			if a.Holds(0) || a.Leading() {
				t.Fatal("a still acts")
			}
			if err := a.Check(epoch); !errors.Is(err, ErrFenced) {
				t.Fatalf("a.Check = %v, want ErrFenced", err)
			}
			// a's late assignment, published against its own fence, fails.
			_, err = js.PublishMsg(ctx, &nats.Msg{Subject: wire.SubjectAssignPrefix + "0xabc", Data: []byte("late")},
				jetstream.WithExpectLastSequenceForSubject(seq, subj))
			var apiErr *jetstream.APIError
			if !errors.As(err, &apiErr) || apiErr.ErrorCode != jetstream.JSErrCodeStreamWrongLastSequence {
				t.Fatalf("late publish: %v, want wrong last sequence", err)
			}
			// b's own publish passes its fence.
			_, bseq, err := b.Fence("any-model")
			if err != nil || bseq <= seq {
				t.Fatalf("b fence %d (a's %d): %v", bseq, seq, err)
			}
			if _, err := js.PublishMsg(ctx, &nats.Msg{Subject: wire.SubjectAssignPrefix + "0xabc", Data: []byte("new")},
				jetstream.WithExpectLastSequenceForSubject(bseq, subj)); err != nil {
				t.Fatalf("holder's publish: %v", err)
			}
			// a wakes up: its renewal at the old revision fails, it stays out.
			a.tick(ctx)
			a.tick(ctx)
			if a.Holds(0) {
				t.Fatal("a took back a lease b holds")
			}
		})
	}
}

// Giving up on shutdown deletes the key, so the next replica takes it without waiting
// for the TTL.
func TestReleaseOnStop(t *testing.T) {
	js := natstest.Start(t).JetStream(t)
	ensureAssignments(t, js, 1)
	cfg := testConfig(1)
	cfg.TTL, cfg.RenewDeadline = time.Hour, 30*time.Minute
	a := open(t, js, cfg, "a", 1)
	b := open(t, js, cfg, "b", 1)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- a.Run(ctx) }()
	testkit.WaitUntil(t, "a leads", a.Leading)
	var changes [][]int
	a.OnChange(func(l []int) { changes = append(changes, l) })
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if a.Leading() {
		t.Fatal("a leads after stopping")
	}
	b.tick(context.Background())
	if !b.Holds(0) {
		t.Fatal("b did not take the released lease at once (TTL is an hour)")
	}
	if len(changes) == 0 || len(changes[len(changes)-1]) != 0 {
		t.Fatalf("OnChange saw %v, want a last empty set", changes)
	}
}

// Two replicas and four shards: every shard has exactly one holder, each replica runs
// only its own shards' models, and the shards of a stopped replica move to the other.
func TestShardsSplitAndMove(t *testing.T) {
	js := natstest.Start(t).JetStream(t)
	ensureAssignments(t, js, 1)
	cfg := testConfig(4)
	a := open(t, js, cfg, "a", 1)
	b := open(t, js, cfg, "b", 1)
	ctx := context.Background()
	a.tick(ctx) // a takes all four
	// a gives two back (as if it had stopped before): delete them at its revision.
	for _, i := range []int{1, 3} {
		a.mu.Lock()
		rev := a.shards[i].rev
		a.shards[i] = shard{}
		a.mu.Unlock()
		if err := a.lock.Delete(ctx, Key(i), rev); err != nil {
			t.Fatal(err)
		}
	}
	b.tick(ctx)
	if got, want := a.Leads(), []int{0, 2}; !equal(got, want) {
		t.Fatalf("a leads %v, want %v", got, want)
	}
	if got, want := b.Leads(), []int{1, 3}; !equal(got, want) {
		t.Fatalf("b leads %v, want %v", got, want)
	}
	for _, m := range []string{"llama", "mistral", "qwen", "phi", "gemma"} {
		if a.Schedules(m) == b.Schedules(m) {
			t.Fatalf("model %q: a %v, b %v: want exactly one", m, a.Schedules(m), b.Schedules(m))
		}
	}
	// b stops renewing: a takes its shards once they lapse.
	testkit.WaitUntil(t, "a holds every shard", func() bool {
		a.tick(ctx)
		return len(a.Leads()) == 4
	})
	if b.Leading() {
		t.Fatal("b still leads")
	}
}

func equal(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// Replicas share the shards: a replica that joins gets its fair share (the first gives
// a shard up between rounds), and a stopping one hands its shards back.
func TestReplicasBalanceShards(t *testing.T) {
	js := natstest.Start(t).JetStream(t)
	ensureAssignments(t, js, 1)
	cfg := testConfig(2)
	var quiesced atomic.Int32
	a, err := Open(context.Background(), js, cfg, "a", Options{Storage: jetstream.MemoryStorage,
		Quiesce: func(fn func()) { quiesced.Add(1); fn() }})
	if err != nil {
		t.Fatal(err)
	}
	ctxA, stopA := context.WithCancel(context.Background())
	defer stopA()
	go func() { _ = a.Run(ctxA) }()
	testkit.WaitUntil(t, "a leads both shards", func() bool { return len(a.Leads()) == 2 })

	b := open(t, js, cfg, "b", 1)
	ctxB, stopB := context.WithCancel(context.Background())
	doneB := make(chan struct{})
	go func() { _ = b.Run(ctxB); close(doneB) }()
	testkit.WaitUntil(t, "one shard each", func() bool {
		la, lb := a.Leads(), b.Leads()
		for _, s := range la {
			for _, o := range lb {
				if s == o {
					t.Fatalf("shard %d led by both", s)
				}
			}
		}
		return len(la) == 1 && len(lb) == 1
	})
	if quiesced.Load() == 0 {
		t.Fatal("a gave a shard up outside Quiesce")
	}
	stopB()
	<-doneB
	testkit.WaitUntil(t, "a leads both again", func() bool { return len(a.Leads()) == 2 })
}
