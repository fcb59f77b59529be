package workers

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/scheduler"
)

func (e *env) snapshotCapacity(id string) (jobs int, freeMB int64) {
	e.t.Helper()
	w, ok := e.find(id)
	if !ok {
		e.t.Fatalf("worker %s not in snapshot", id)
	}
	return w.ActiveJobs, w.FreeMemoryMB
}

func TestReserveCountsSlotsAndMemory(t *testing.T) {
	ctx := context.Background()
	e := newEnv(t)
	k := e.worker()
	id := idOf(k)
	e.accept(k, e.hb(k, 1)) // 1 of 4 jobs active, 16000 MB free

	steps := []struct {
		req  string
		mem  int64
		want error
	}{
		{"r1", 10000, nil},
		{"r2", 7000, ErrNoCapacity}, // 6000 MB left
		{"r2", 6000, nil},
		{"r3", 0, nil},
		{"r4", 0, ErrNoCapacity}, // 4 of 4 slots
		{"r1", 10000, nil},       // idempotent
	}
	for _, s := range steps {
		if err := e.reg.Reserve(ctx, id, s.req, s.mem, 0); !isErr(err, s.want) || (s.want == nil && err != nil) {
			t.Fatalf("Reserve(%s, %d MB) = %v, want %v", s.req, s.mem, err, s.want)
		}
	}
	if jobs, free := e.snapshotCapacity(id); jobs != 4 || free != 0 {
		t.Fatalf("snapshot = %d jobs, %d MB free; want 4, 0", jobs, free)
	}
	for range 2 { // releasing twice is fine
		if err := e.reg.Release(ctx, id, "r1"); err != nil {
			t.Fatal(err)
		}
	}
	if err := e.reg.Reserve(ctx, id, "r4", 10000, 0); err != nil {
		t.Fatalf("after release: %v", err)
	}
	// Unconfirmed reservations expire.
	e.clock.Advance(e.cfg.ReservationTTL)
	if jobs, free := e.snapshotCapacity(id); jobs != 1 || free != 16000 {
		t.Fatalf("after expiry: %d jobs, %d MB free; want 1, 16000", jobs, free)
	}
	if err := e.reg.Reserve(ctx, id, "r5", 16000, time.Minute); err != nil {
		t.Fatalf("after expiry: %v", err)
	}
}

func TestConfirmCountsUntilNextHeartbeat(t *testing.T) {
	ctx := context.Background()
	e := newEnv(t)
	k := e.worker()
	id := idOf(k)
	hb := e.hb(k, 1)
	hb.ActiveJobs, hb.FreeMemoryMB = 0, 8000
	e.accept(k, hb)

	if err := e.reg.Reserve(ctx, id, "r1", 3000, 0); err != nil {
		t.Fatal(err)
	}
	e.clock.Advance(time.Second)
	if err := e.reg.Confirm(ctx, id, "r1", time.Minute); err != nil {
		t.Fatal(err)
	}
	if err := e.reg.Confirm(ctx, id, "r1", time.Minute); err != nil {
		t.Fatalf("second confirm: %v", err)
	}
	// Past the reservation TTL, the confirmed reservation still counts: the worker has
	// not reported the job yet.
	e.clock.Advance(e.cfg.ReservationTTL)
	if jobs, free := e.snapshotCapacity(id); jobs != 1 || free != 5000 {
		t.Fatalf("confirmed: %d jobs, %d MB free; want 1, 5000", jobs, free)
	}
	// The next heartbeat reports the job itself; the reservation stops counting.
	hb = e.hb(k, 2)
	hb.ActiveJobs, hb.FreeMemoryMB = 1, 5000
	e.accept(k, hb)
	if jobs, free := e.snapshotCapacity(id); jobs != 1 || free != 5000 {
		t.Fatalf("after heartbeat: %d jobs, %d MB free; want 1, 5000 (no double count)", jobs, free)
	}

	if err := e.reg.Confirm(ctx, id, "nope", 0); !isErr(err, ErrUnknownReservation) {
		t.Errorf("confirm unknown: %v, want ErrUnknownReservation", err)
	}
	if err := e.reg.Reserve(ctx, id, "r2", 0, time.Second); err != nil {
		t.Fatal(err)
	}
	e.clock.Advance(time.Second)
	if err := e.reg.Confirm(ctx, id, "r2", 0); !isErr(err, ErrUnknownReservation) {
		t.Errorf("confirm expired: %v, want ErrUnknownReservation", err)
	}
}

func TestReserveUnknownWorkerAndBadInput(t *testing.T) {
	ctx := context.Background()
	e := newEnv(t)
	k, _ := crypto.GenerateKey()
	if err := e.reg.Reserve(ctx, idOf(k), "r1", 0, 0); !isErr(err, ErrUnknownWorker) {
		t.Errorf("never seen: %v, want ErrUnknownWorker", err)
	}
	if err := e.reg.Reserve(ctx, "0xABC", "r1", 0, 0); !isErr(err, ErrUnknownWorker) {
		t.Errorf("bad id: %v, want ErrUnknownWorker", err)
	}
	w := e.worker()
	e.accept(w, e.hb(w, 1))
	for _, c := range []struct {
		req string
		mem int64
	}{{"", 0}, {strings.Repeat("1", 129), 0}, {"a\nb", 0}, {"r", -1}} {
		if err := e.reg.Reserve(ctx, idOf(w), c.req, c.mem, 0); err == nil {
			t.Errorf("Reserve(%q, %d): no error", c.req, c.mem)
		}
	}
}

// Two reservers race for a worker's last slot, many times over: exactly one wins.
func TestReserveRaceForLastSlot(t *testing.T) {
	ctx := context.Background()
	e := newEnv(t)
	k := e.worker()
	id := idOf(k)
	hb := e.hb(k, 1)
	hb.ActiveJobs, hb.MaxJobs = 3, 4
	e.accept(k, hb)
	for i := range 300 {
		reqs := [2]string{fmt.Sprintf("a%d", i), fmt.Sprintf("b%d", i)}
		errs := make([]error, 2)
		var wg sync.WaitGroup
		start := make(chan struct{})
		for j := range 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				errs[j] = e.reg.Reserve(ctx, id, reqs[j], 100, 0)
			}()
		}
		close(start)
		wg.Wait()
		won := -1
		for j, err := range errs {
			switch {
			case err == nil && won >= 0:
				t.Fatalf("try %d: both reservers got the last slot", i)
			case err == nil:
				won = j
			case !isErr(err, ErrNoCapacity):
				t.Fatalf("try %d: %v", i, err)
			}
		}
		if won < 0 {
			t.Fatalf("try %d: neither reserver got the free slot", i)
		}
		if err := e.reg.Release(ctx, id, reqs[won]); err != nil {
			t.Fatal(err)
		}
	}
}

// The reserved set only lists workers with reservations; snapshots clean it lazily.
func TestReservedSetIsCleaned(t *testing.T) {
	ctx := context.Background()
	e := newEnv(t)
	k := e.worker()
	id := idOf(k)
	e.accept(k, e.hb(k, 1))
	member := func() bool {
		ok, err := e.rdb.SIsMember(ctx, e.reg.keys.reserved(), id).Result()
		if err != nil {
			t.Fatal(err)
		}
		return ok
	}
	if err := e.reg.Reserve(ctx, id, "r1", 100, 0); err != nil {
		t.Fatal(err)
	}
	if jobs, _ := e.snapshotCapacity(id); jobs != 2 || !member() {
		t.Fatalf("with a reservation: %d jobs, in reserved set %v; want 2, true", jobs, member())
	}
	if err := e.reg.Release(ctx, id, "r1"); err != nil {
		t.Fatal(err)
	}
	if jobs, _ := e.snapshotCapacity(id); jobs != 1 || member() {
		t.Fatalf("after release: %d jobs, in reserved set %v; want 1, false", jobs, member())
	}
}

// TestSnapshotNeverAboveCapacity is the honest run's failure (devstack's
// TestHonestRunVerifies): a heartbeat received after the worker started a job but
// before its ack confirmed the reservation counts the job in active_jobs, and the
// reservation, confirmed after that heartbeat, counted it again: active_jobs 5 of
// max_jobs 4 in the snapshot, which `audit verify` refuses. The snapshot is clamped to
// what the worker can hold (Reserve never books past it, the worker never runs past
// it), so the double count shows as "full" until the next heartbeat, never as an
// impossible worker.
func TestSnapshotNeverAboveCapacity(t *testing.T) {
	ctx := context.Background()
	e := newEnv(t)
	k := e.worker()
	id := idOf(k)
	hb := e.hb(k, 1)
	hb.ActiveJobs, hb.FreeMemoryMB = 3, 1000
	e.accept(k, hb)
	if err := e.reg.Reserve(ctx, id, "r1", 1000, 0); err != nil {
		t.Fatal(err)
	}
	// The worker starts r1 and heartbeats before its ack is applied.
	e.clock.Advance(time.Millisecond)
	hb = e.hb(k, 2)
	hb.ActiveJobs, hb.FreeMemoryMB = 4, 0
	e.accept(k, hb)
	e.clock.Advance(time.Millisecond)
	if err := e.reg.Confirm(ctx, id, "r1", 0); err != nil {
		t.Fatal(err)
	}
	w, ok := e.find(id)
	if !ok {
		t.Fatal("worker not in snapshot")
	}
	if w.ActiveJobs > w.MaxJobs || w.FreeMemoryMB < 0 {
		t.Fatalf("snapshot: %d of %d jobs, %d MB free", w.ActiveJobs, w.MaxJobs, w.FreeMemoryMB)
	}
	if err := (&scheduler.Snapshot{NowMS: e.clock.Now().UnixMilli(), Workers: []scheduler.Worker{w}}).Validate(); err != nil {
		t.Fatalf("snapshot does not validate: %v", err)
	}
	// The next heartbeat ends the double count.
	e.clock.Advance(time.Millisecond)
	hb = e.hb(k, 3)
	hb.ActiveJobs, hb.FreeMemoryMB = 3, 1000
	e.accept(k, hb)
	if jobs, free := e.snapshotCapacity(id); jobs != 3 || free != 1000 {
		t.Fatalf("after the next heartbeat: %d jobs, %d MB free; want 3, 1000", jobs, free)
	}
}
