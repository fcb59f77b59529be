package workers

import (
	"context"
	"crypto/ecdsa"
	"math"
	"testing"
	"time"

	"go.uber.org/zap"

	"github.com/infersched/infersched/internal/testutil/testkit"
)

// A worker that stops heartbeating is gone after 3 × heartbeat_interval (Redis TTL, real
// time); its outcomes stay.
func TestWorkerExpiresAfterTTL(t *testing.T) {
	ctx := context.Background()
	e := newEnv(t, func(c *Config) { c.HeartbeatInterval = 50 * time.Millisecond })
	// Real time here: the TTL is Redis's.
	reg, err := New(e.cfg, e.rdb, e.stakes, zap.NewNop())
	if err != nil {
		t.Fatal(err)
	}
	e.reg = reg
	e.clock.Set(time.Now())
	gone, stay := e.worker(), e.worker()
	e.accept(gone, e.hb(gone, 1))
	e.accept(stay, e.hb(stay, 1))
	if err := reg.RecordOutcome(ctx, idOf(gone), true, 100); err != nil {
		t.Fatal(err)
	}
	if n := len(e.workers()); n != 2 {
		t.Fatalf("%d workers live, want 2", n)
	}
	seq := int64(1)
	testkit.WaitUntil(t, "the silent worker to expire", func() bool {
		// The other worker keeps heartbeating.
		seq++
		e.clock.Set(time.Now())
		e.accept(stay, e.hb(stay, seq))
		_, ok := e.find(idOf(gone))
		return !ok
	})
	if _, ok := e.find(idOf(stay)); !ok {
		t.Fatal("the heartbeating worker expired too")
	}
	// The snapshot removed it from the sets on the way.
	for _, key := range []string{e.reg.keys.all(), e.reg.keys.model("llama-7b"), e.reg.keys.model("gpt-2")} {
		if ok, _ := e.rdb.SIsMember(ctx, key, idOf(gone)).Result(); ok {
			t.Errorf("expired worker still in %s", key)
		}
		if ok, _ := e.rdb.SIsMember(ctx, key, idOf(stay)).Result(); !ok {
			t.Errorf("live worker missing from %s", key)
		}
	}
	// Back after a gap (with a higher seq): its outcomes survived.
	e.clock.Set(time.Now())
	e.accept(gone, e.hb(gone, 2))
	w, ok := e.find(idOf(gone))
	if !ok || w.CompletedJobs != 1 || w.AvgLatencyMS != 100 {
		t.Fatalf("worker back after a gap = %+v, %v; want its outcome kept", w, ok)
	}
}

func TestRecordOutcomeEWMA(t *testing.T) {
	ctx := context.Background()
	e := newEnv(t)
	k := e.worker()
	id := idOf(k)
	e.accept(k, e.hb(k, 1))
	outcomes := []struct {
		ok  bool
		lat float64
	}{{true, 1000}, {true, 2000}, {false, 50000}, {true, 500}}
	a := e.cfg.EWMAAlpha
	rate, lat := 1.0, 0.0
	for i, o := range outcomes {
		if err := e.reg.RecordOutcome(ctx, id, o.ok, o.lat); err != nil {
			t.Fatal(err)
		}
		okv := 0.0
		if o.ok {
			okv = 1
			if i == 0 {
				lat = o.lat
			} else {
				lat = a*o.lat + (1-a)*lat
			}
		}
		rate = a*okv + (1-a)*rate
	}
	w, _ := e.find(id)
	if w.CompletedJobs != 3 || math.Abs(w.AvgLatencyMS-lat) > 1e-9 || math.Abs(w.CompletionRate-rate) > 1e-12 {
		t.Fatalf("worker = %d completed, %v ms, rate %v; want 3, %v, %v", w.CompletedJobs, w.AvgLatencyMS, w.CompletionRate, lat, rate)
	}
	for _, bad := range []float64{-1, math.NaN(), math.Inf(1)} {
		if err := e.reg.RecordOutcome(ctx, id, true, bad); err == nil {
			t.Errorf("RecordOutcome(latency %v): no error", bad)
		}
	}
	if err := e.reg.RecordOutcome(ctx, "worker-1", true, 1); !isErr(err, ErrUnknownWorker) {
		t.Errorf("RecordOutcome(bad id) = %v, want ErrUnknownWorker", err)
	}
}

// Redis restarts empty mid-run: the registry's client reconnects by itself and the next
// heartbeats re-populate the registry.
func TestRedisRestart(t *testing.T) {
	ctx := context.Background()
	e := newEnv(t)
	ks := []*ecdsa.PrivateKey{e.worker(), e.worker(), e.worker()}
	for _, k := range ks {
		e.accept(k, e.hb(k, 1))
	}
	if n := len(e.workers()); n != 3 {
		t.Fatalf("%d workers before restart, want 3", n)
	}
	e.srv.Restart(t)
	seq := int64(1)
	testkit.WaitUntil(t, "heartbeats to be accepted again", func() bool {
		seq++
		e.clock.Advance(time.Millisecond)
		_, err := e.reg.Accept(ctx, body(t, mustSign(t, ks[0], e.hb(ks[0], seq))))
		if err != nil && IsRejection(err) {
			t.Fatalf("heartbeat after restart rejected: %v", err)
		}
		return err == nil
	})
	ws, err := e.reg.Workers(ctx)
	if err != nil || len(ws) != 1 || ws[0].ID != idOf(ks[0]) {
		t.Fatalf("after restart: %v, %v; want only the worker that heartbeated", ws, err)
	}
	for _, k := range ks[1:] {
		e.accept(k, e.hb(k, seq))
	}
	if n := len(e.workers()); n != 3 {
		t.Fatalf("%d workers after they heartbeated again, want 3", n)
	}
	if err := e.reg.Reserve(ctx, idOf(ks[1]), "r1", 1, 0); err != nil {
		t.Fatalf("Reserve after restart: %v", err) // the scripts are loaded again
	}
}
