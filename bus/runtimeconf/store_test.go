package runtimeconf

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/testutil"

	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/scheduler"
)

// replica is one scheduler replica's store with the engine stood in by a channel of
// the sections it was given.
type replica struct {
	s       *Store
	applied chan scheduler.Config
	reg     *prometheus.Registry
}

func newReplica(t *testing.T, ctx context.Context, kv jetstream.KeyValue, initial scheduler.Config) *replica {
	t.Helper()
	r := &replica{applied: make(chan scheduler.Config, 16), reg: prometheus.NewRegistry()}
	r.s = New(kv, initial, func(c scheduler.Config) error { r.applied <- c; return nil }, nil, r.reg)
	go func() { _ = r.s.Run(ctx) }()
	return r
}

// newBucket is the config bucket on an embedded nats-server of its own.
func newBucket(t *testing.T, ctx context.Context) jetstream.KeyValue {
	t.Helper()
	kv, err := natstest.Start(t).JetStream(t).CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{Bucket: "test-config", History: 10})
	if err != nil {
		t.Fatal(err)
	}
	return kv
}

func (r *replica) next(t *testing.T) scheduler.Config {
	t.Helper()
	select {
	case c := <-r.applied:
		return c
	case <-time.After(10 * time.Second):
		t.Fatal("no configuration applied within 10 s")
		return scheduler.Config{}
	}
}

func (r *replica) refused() float64 {
	return testutil.ToFloat64(r.s.m.WithLabelValues("refused"))
}

// TestChangeAppliesOnEveryReplica: two replicas watch one key on one embedded NATS; a
// change made through either applies on both; an invalid change is refused before it
// is written; a bad value put in the KV by hand is refused by both with a metric, the
// last good section staying in force; a later good change replaces it.
func TestChangeAppliesOnEveryReplica(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	kv := newBucket(t, ctx)
	base := scheduler.DefaultConfig()
	a := newReplica(t, ctx, kv, base)
	// a seeds the KV with its section once its watch has started.
	deadline := time.Now().Add(10 * time.Second)
	for {
		if _, err := kv.Get(ctx, Key); err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the KV was not seeded")
		}
		time.Sleep(10 * time.Millisecond)
	}
	b := newReplica(t, ctx, kv, base)
	if got := b.next(t); got.Priority.FeeWeight != base.Priority.FeeWeight {
		t.Fatalf("b read %+v from the seed", got.Priority)
	}

	// Through b: b applies at once, a through its watch.
	c1 := base
	c1.Priority.FeeWeight = 0.9
	if err := b.s.Set(c1); err != nil {
		t.Fatal(err)
	}
	if got := a.next(t); got.Priority.FeeWeight != 0.9 {
		t.Fatalf("a applied fee_weight %v", got.Priority.FeeWeight)
	}
	if got := b.next(t); got.Priority.FeeWeight != 0.9 {
		t.Fatalf("b applied fee_weight %v", got.Priority.FeeWeight)
	}

	// Invalid: refused before the KV.
	before, err := kv.Get(ctx, Key)
	if err != nil {
		t.Fatal(err)
	}
	bad := c1
	bad.Priority.FeeWeight = -1
	if err := a.s.Set(bad); err == nil {
		t.Fatal("an invalid section was accepted")
	}
	if after, _ := kv.Get(ctx, Key); after.Revision() != before.Revision() {
		t.Fatalf("the KV moved from revision %d to %d on a refused change", before.Revision(), after.Revision())
	}

	// Bad values put by hand: refused by both, counted, the last good one in force.
	for _, raw := range []string{`{"priority": {"fee_weight": -1}}`, `not json`, `{"no_such_key": 1}`} {
		if _, err := kv.PutString(ctx, Key, raw); err != nil {
			t.Fatal(err)
		}
	}
	for _, r := range []*replica{a, b} {
		deadline := time.Now().Add(10 * time.Second)
		for r.refused() < 3 {
			if time.Now().After(deadline) {
				t.Fatalf("refused %v of 3 bad values", r.refused())
			}
			time.Sleep(10 * time.Millisecond)
		}
		if got := r.s.Get(); got.Priority.FeeWeight != 0.9 {
			t.Fatalf("after bad values: fee_weight %v, want the last good 0.9", got.Priority.FeeWeight)
		}
	}

	// A good change through a replaces the bad value everywhere.
	c2 := c1
	c2.Priority.WaitWeight = 0.5
	if err := a.s.Set(c2); err != nil {
		t.Fatal(err)
	}
	if got := a.next(t); got.Priority.WaitWeight != 0.5 {
		t.Fatalf("a applied wait_weight %v", got.Priority.WaitWeight)
	}
	if got := b.next(t); got.Priority.WaitWeight != 0.5 || got.Priority.FeeWeight != 0.9 {
		t.Fatalf("b applied %+v", got.Priority)
	}
}

// TestConcurrentChangesConflict: a write based on a stale revision (another replica
// wrote since) fails with ErrConflict and changes nothing, instead of undoing the
// other change; reading again makes it go through.
func TestConcurrentChangesConflict(t *testing.T) {
	ctx := context.Background()
	kv := newBucket(t, ctx)
	base := scheduler.DefaultConfig()
	nop := func(scheduler.Config) error { return nil }
	a, b := New(kv, base, nop, nil, nil), New(kv, base, nop, nil, nil)
	c := base
	c.Priority.FeeWeight = 0.7
	if err := a.Set(c); err != nil {
		t.Fatal(err)
	}
	if err := b.Load(ctx); err != nil || b.Get().Priority.FeeWeight != 0.7 {
		t.Fatalf("b loaded %v, %v", b.Get().Priority.FeeWeight, err)
	}
	c.Priority.FeeWeight = 0.8
	if err := a.Set(c); err != nil {
		t.Fatal(err)
	}
	stale := b.Get()
	stale.Priority.WaitWeight = 0.5
	if err := b.Set(stale); !errors.Is(err, ErrConflict) {
		t.Fatalf("write on a stale revision: %v, want ErrConflict", err)
	}
	if e, _ := kv.Get(ctx, Key); !strings.Contains(string(e.Value()), `"fee_weight":0.8`) {
		t.Fatalf("the KV holds %s", e.Value())
	}
	if err := b.Load(ctx); err != nil {
		t.Fatal(err)
	}
	next := b.Get()
	next.Priority.WaitWeight = 0.5
	if err := b.Set(next); err != nil {
		t.Fatalf("after reading again: %v", err)
	}
}
