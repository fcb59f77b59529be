package workers

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	"github.com/infersched/infersched/scheduler"
)

// TestDeltaViewMatchesFullRead: after every step of a random sequence of heartbeats,
// reservations, confirmations, releases, outcomes, dispatch round trips, per-model
// latencies, clock steps (reservations expiring, completion rates recovering, signed
// heartbeats ageing out) and one flush of Redis, the snapshot kept from the changes is
// the snapshot read whole; and it was kept mostly from changes, not full reads.
func TestDeltaViewMatchesFullRead(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	view := NewDeltaView(e.reg, time.Hour)
	rng := rand.New(rand.NewPCG(27, 1))
	keys := make([]*ecdsa.PrivateKey, 8)
	seq := make([]int64, len(keys))
	for i := range keys {
		keys[i] = e.worker()
	}
	heartbeat := func(i int) {
		seq[i]++
		hb := e.hb(keys[i], seq[i])
		hb.ActiveJobs = rng.Int64N(3)
		hb.FreeMemoryMB = 1000 * (1 + rng.Int64N(16))
		if rng.IntN(3) == 0 {
			hb.BatchMax, hb.BatchMaxWaitMS = 4, 1000*(1+rng.Int64N(3))
			hb.OpenBatch = map[string]int64{"gpt-2": 1 + rng.Int64N(4)}
		}
		e.accept(keys[i], hb)
	}
	for i := range keys[:5] {
		heartbeat(i)
	}
	const steps = 300
	for step := range steps {
		i := rng.IntN(len(keys))
		id := idOf(keys[i])
		req := fmt.Sprint(rng.IntN(6))
		var what string
		switch op := rng.IntN(10); op {
		case 0, 1:
			what = "heartbeat"
			heartbeat(i)
		case 2:
			what = "reserve"
			_ = e.reg.Reserve(ctx, id, req, rng.Int64N(2000), time.Duration(1+rng.IntN(20))*time.Second)
		case 3:
			what = "confirm"
			_ = e.reg.Confirm(ctx, id, req, time.Duration(1+rng.IntN(20))*time.Second)
		case 4:
			what = "release"
			_ = e.reg.Release(ctx, id, req)
		case 5:
			what = "outcome"
			_ = e.reg.RecordOutcome(ctx, id, rng.IntN(3) > 0, float64(100+rng.IntN(900)))
		case 6:
			what = "dispatch"
			_ = e.reg.RecordDispatch(ctx, id, float64(rng.IntN(50)))
		case 7:
			what = "model latency"
			_ = e.reg.RecordModelLatency(ctx, id, "gpt-2", float64(100+rng.IntN(900)))
		case 8:
			what = "clock"
			e.clock.Advance(time.Duration(rng.IntN(8000)) * time.Millisecond)
		case 9:
			what = "nothing"
		}
		if step == steps/2 { // Redis loses everything, the version counter with it
			what = "flush"
			if err := e.rdb.FlushAll(ctx).Err(); err != nil {
				t.Fatal(err)
			}
		}
		got, err := view.Workers(ctx)
		if err != nil {
			t.Fatalf("step %d (%s): DeltaView.Workers: %v", step, what, err)
		}
		want := e.workers()
		if !sameWorkers(got, want) {
			t.Fatalf("step %d (%s): kept from changes\n%+v\nread whole\n%+v", step, what, got, want)
		}
	}
	st := view.Stats()
	if st.Calls != steps || st.FullReads < 2 || st.FullReads > steps/5 {
		t.Fatalf("stats %+v: expected most calls served from changes", st)
	}
	t.Logf("%+v", st)
}

func sameWorkers(a, b []scheduler.Worker) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		if len(x.OpenBatch) == 0 && len(y.OpenBatch) == 0 {
			x.OpenBatch, y.OpenBatch = nil, nil
		}
		if !reflect.DeepEqual(x, y) {
			return false
		}
	}
	return true
}
