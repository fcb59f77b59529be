package workers

import (
	"context"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus/testutil"

	"github.com/infersched/infersched/internal/testutil/redistest"
	"github.com/infersched/infersched/scheduler"
)

// Values a Redis writer leaves in the registry's keys must heal.
// `SET <prefix>ver notanumber` made every heartbeat fail for as long as it stayed, and
// `HSET <prefix>s:<id> dispatch_ms -1e308` hid the worker until someone deleted the
// hash. For every garbage value below, on a real redis-server: the worker's next
// heartbeat is accepted, the worker is in the snapshot (a full read and a DeltaView that
// read before the garbage), and the registry's own writes (outcome, dispatch, per-model
// latency, reservation) succeed.
func TestRedisGarbageHeals(t *testing.T) {
	srv := redistest.Start(t)
	type garbage struct {
		name  string
		write func(e *env, id string) error
		// ignored: a value of the live record's registry statistics, which the snapshot
		// reads as absent (and counts under this field) before any write repairs it.
		ignored string
	}
	ctx := context.Background()
	hset := func(key func(keyspace, string) string, field, value string) func(*env, string) error {
		return func(e *env, id string) error { return e.rdb.HSet(ctx, key(e.reg.keys, id), field, value).Err() }
	}
	str := func(key func(keyspace, string) string) func(*env, string) error {
		return func(e *env, id string) error { return e.rdb.Set(ctx, key(e.reg.keys, id), "garbage", 0).Err() }
	}
	stats := func(k keyspace, id string) string { return k.stats(id) }
	live := func(k keyspace, id string) string { return k.worker(id) }
	seq := func(k keyspace, id string) string { return k.seq(id) }
	resv := func(k keyspace, id string) string { return k.resv(id) }
	shared := func(name func(keyspace) string) func(keyspace, string) string {
		return func(k keyspace, _ string) string { return name(k) }
	}
	cases := []garbage{
		{"ver notanumber", func(e *env, _ string) error { return e.rdb.Set(ctx, e.reg.keys.version(), "notanumber", 0).Err() }, ""},
		{"ver a hash", func(e *env, _ string) error {
			if err := e.rdb.Del(ctx, e.reg.keys.version()).Err(); err != nil {
				return err
			}
			return e.rdb.HSet(ctx, e.reg.keys.version(), "x", "1").Err()
		}, ""},
		{"changed a string", str(shared(keyspace.changed)), ""},
		{"all a string", str(shared(keyspace.all)), ""},
		{"reserved a string", str(shared(keyspace.reserved)), ""},
		{"model set a string", func(e *env, _ string) error { return e.rdb.Set(ctx, e.reg.keys.model("gpt-2"), "garbage", 0).Err() }, ""},
		{"stats dispatch_ms -1e308", hset(stats, "dispatch_ms", "-1e308"), ""},
		{"stats dispatch_ms not a number", hset(stats, "dispatch_ms", "fast"), ""},
		{"stats model_p50 not json", hset(stats, "model_p50", "{nope"), ""},
		{"stats model_p50 negative", hset(stats, "model_p50", `{"gpt-2":"-5"}`), ""},
		{"stats model_lat not json", hset(stats, "model_lat", "{nope"), ""},
		{"stats model_lat not lists", hset(stats, "model_lat", `{"gpt-2":"x"}`), ""},
		{"stats models not json", hset(stats, "models", "{nope"), ""},
		{"stats completed not a number", hset(stats, "completed", "many"), ""},
		{"stats failed not a number", hset(stats, "failed", "many"), ""},
		{"stats ewma_latency_ms -1e308", hset(stats, "ewma_latency_ms", "-1e308"), ""},
		{"stats completion_rate 7", hset(stats, "completion_rate", "7"), ""},
		{"stats completion_rate not a number", hset(stats, "completion_rate", "high"), ""},
		{"stats outcome_ms not a number", hset(stats, "outcome_ms", "now"), ""},
		{"stats a string", str(stats), ""},
		{"seq not a number", hset(seq, "seq", "first"), ""},
		{"seq ts not a number", hset(seq, "ts", "now"), ""},
		{"seq a string without expiry", str(seq), ""},
		{"reservations a string", func(e *env, id string) error {
			if err := e.rdb.Set(ctx, e.reg.keys.resv(id), "garbage", 0).Err(); err != nil {
				return err
			}
			return e.rdb.SAdd(ctx, e.reg.keys.reserved(), id).Err()
		}, ""},
		{"reservation entry garbage", hset(resv, "99", "lots"), ""},
		{"live dispatch_ms -1e308", hset(live, "dispatch_ms", "-1e308"), "dispatch_ms"},
		{"live model_p50 not json", hset(live, "model_p50", "[1,"), "model_p50"},
		{"live completion_rate -3", hset(live, "completion_rate", "-3"), "completion_rate"},
		{"live ewma_latency_ms NaN", hset(live, "ewma_latency_ms", "NaN"), "ewma_latency_ms"},
		{"live completed negative", hset(live, "completed", "-9"), "completed"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if err := srv.Client(t).FlushAll(ctx).Err(); err != nil {
				t.Fatal(err)
			}
			e := newEnvOn(t, srv)
			view := NewDeltaView(e.reg, time.Hour)
			k := e.worker()
			id := idOf(k)
			e.accept(k, e.hb(k, 1))
			e.registryWrites(t, id)
			if _, err := view.Workers(ctx); err != nil {
				t.Fatal(err)
			}

			if err := c.write(e, id); err != nil {
				t.Fatal(err)
			}
			if c.ignored != "" {
				e.inBoth(t, view, id, "with the garbage in the record")
				if n := testutil.ToFloat64(e.reg.ignored.WithLabelValues(c.ignored)); n < 1 {
					t.Errorf("the ignored %s is not counted", c.ignored)
				}
			}

			e.clock.Advance(time.Second)
			if _, err := e.reg.Accept(ctx, body(t, mustSign(t, k, e.hb(k, 2)))); err != nil {
				t.Fatalf("the heartbeat after the garbage is refused: %v", err)
			}
			e.inBoth(t, view, id, "after the next heartbeat")
			e.registryWrites(t, id)
			e.inBoth(t, view, id, "after the registry's own writes")
			e.clock.Advance(time.Second)
			if _, err := e.reg.Accept(ctx, body(t, mustSign(t, k, e.hb(k, 3)))); err != nil {
				t.Fatalf("a second heartbeat is refused: %v", err)
			}
			e.inBoth(t, view, id, "after a second heartbeat")
		})
	}
	// The scripts' repairs are counted in the registry's healed hash.
	t.Run("repairs are counted", func(t *testing.T) {
		if err := srv.Client(t).FlushAll(ctx).Err(); err != nil {
			t.Fatal(err)
		}
		e := newEnvOn(t, srv)
		k := e.worker()
		e.accept(k, e.hb(k, 1))
		if err := e.rdb.Set(ctx, e.reg.keys.version(), "notanumber", 0).Err(); err != nil {
			t.Fatal(err)
		}
		if err := e.rdb.HSet(ctx, e.reg.keys.stats(idOf(k)), "dispatch_ms", "-1e308").Err(); err != nil {
			t.Fatal(err)
		}
		e.clock.Advance(time.Second)
		e.accept(k, e.hb(k, 2))
		got, err := e.rdb.HGetAll(ctx, e.reg.keys.healed()).Result()
		if err != nil || got["ver"] != "1" || got["dispatch_ms"] != "1" {
			t.Fatalf("healed counts %v (%v), want ver 1 and dispatch_ms 1", got, err)
		}
		if v, err := e.rdb.Get(ctx, e.reg.keys.version()).Int64(); err != nil || v < 1 {
			t.Fatalf("the version counter after the repair: %d, %v", v, err)
		}
	})
}

// registryWrites does what the round engine writes of a worker: an outcome, a dispatch
// round trip, a per-model latency, and a reservation confirmed and released.
func (e *env) registryWrites(t *testing.T, id string) {
	t.Helper()
	ctx := context.Background()
	if err := e.reg.RecordOutcome(ctx, id, true, 800); err != nil {
		t.Errorf("RecordOutcome: %v", err)
	}
	if err := e.reg.RecordDispatch(ctx, id, 40); err != nil {
		t.Errorf("RecordDispatch: %v", err)
	}
	if err := e.reg.RecordModelLatency(ctx, id, "gpt-2", 700); err != nil {
		t.Errorf("RecordModelLatency: %v", err)
	}
	if err := e.reg.Reserve(ctx, id, "7", 10, 0); err != nil {
		t.Errorf("Reserve: %v", err)
	}
	if err := e.reg.Confirm(ctx, id, "7", 0); err != nil {
		t.Errorf("Confirm: %v", err)
	}
	if err := e.reg.Release(ctx, id, "7"); err != nil {
		t.Errorf("Release: %v", err)
	}
}

// inBoth fails unless worker id is in a full read and in view.
func (e *env) inBoth(t *testing.T, view *DeltaView, id, when string) {
	t.Helper()
	ws, err := e.reg.Workers(context.Background())
	if err != nil {
		t.Fatalf("%s: Workers: %v", when, err)
	}
	if !hasWorker(ws, id) {
		t.Errorf("%s: the worker is not in a full read", when)
	}
	vs, err := view.Workers(context.Background())
	if err != nil {
		t.Fatalf("%s: DeltaView: %v", when, err)
	}
	if !hasWorker(vs, id) {
		t.Errorf("%s: the worker is not in the DeltaView", when)
	}
}

func hasWorker(ws []scheduler.Worker, id string) bool {
	for _, w := range ws {
		if w.ID == id {
			return true
		}
	}
	return false
}
