package workers

import (
	"context"
	"testing"
	"time"

	"go.uber.org/zap"
	"pgregory.net/rapid"

	"github.com/infersched/infersched/wire"
)

// modelResv is the test's own account of one reservation.
type modelResv struct{ mem, exp, conf int64 }

// capModel is the capacity rule written out plainly, to compare the scripts against.
type capModel struct {
	maxJobs, active, free, recv int64
	resv                        map[string]modelResv
}

func (m *capModel) used(now int64) (jobs, mem int64) {
	jobs = m.active
	for id, r := range m.resv {
		if r.exp <= now {
			delete(m.resv, id)
			continue
		}
		if r.conf == 0 || r.conf > m.recv {
			jobs++
			mem += r.mem
		}
	}
	return jobs, mem
}

// Reservations never take a worker over its slots or its free memory, whatever the
// interleaving of reserve, confirm, release, heartbeats and time; and the registry agrees
// with the plain model on every answer and on the snapshot.
func TestReservationsNeverExceedCapacity(t *testing.T) {
	e := newEnv(t, func(c *Config) { c.HeartbeatBurst = 1000 })
	ctx := context.Background()
	k := e.worker()
	id := idOf(k)
	rapid.Check(t, func(rt *rapid.T) {
		if err := e.rdb.FlushDB(ctx).Err(); err != nil {
			rt.Fatal(err)
		}
		clock := newFakeClock()
		reg, err := New(e.cfg, e.rdb, e.stakes, zap.NewNop(), WithClock(clock.Now))
		if err != nil {
			rt.Fatal(err)
		}
		m := &capModel{resv: map[string]modelResv{}}
		seq := int64(0)
		heartbeat := func() {
			maxJobs := rapid.Int64Range(1, 5).Draw(rt, "max_jobs")
			hb := wire.Heartbeat{Worker: id, Models: []string{"m"}, MaxJobs: maxJobs,
				ActiveJobs:   rapid.Int64Range(0, maxJobs).Draw(rt, "active_jobs"),
				FreeMemoryMB: rapid.Int64Range(0, 10000).Draw(rt, "free_memory_mb"),
				TimestampMS:  clock.Now().UnixMilli()}
			seq++
			hb.Seq = seq
			if _, err := reg.AcceptSigned(ctx, mustSign(t, k, hb)); err != nil {
				rt.Fatalf("heartbeat: %v", err)
			}
			m.maxJobs, m.active, m.free, m.recv = hb.MaxJobs, hb.ActiveJobs, hb.FreeMemoryMB, clock.Now().UnixMilli()
		}
		heartbeat()
		req := rapid.SampledFrom([]string{"r0", "r1", "r2", "r3", "r4", "r5"})
		steps := rapid.IntRange(1, 40).Draw(rt, "steps")
		for range steps {
			now := clock.Now().UnixMilli()
			switch rapid.IntRange(0, 4).Draw(rt, "op") {
			case 0:
				r := req.Draw(rt, "req")
				mem := rapid.Int64Range(0, 5000).Draw(rt, "mem")
				ttl := time.Duration(rapid.Int64Range(1, 5000).Draw(rt, "ttl_ms")) * time.Millisecond
				err := reg.Reserve(ctx, id, r, mem, ttl)
				jobs, used := m.used(now)
				_, exists := m.resv[r]
				fits := exists || (jobs+1 <= m.maxJobs && used+mem <= m.free)
				switch {
				case fits && err != nil:
					rt.Fatalf("Reserve(%s, %d) = %v; the model says it fits (%d/%d jobs, %d+%d/%d MB)", r, mem, err, jobs, m.maxJobs, used, mem, m.free)
				case !fits && !isErr(err, ErrNoCapacity):
					rt.Fatalf("Reserve(%s, %d) = %v; the model says no capacity (%d/%d jobs, %d+%d/%d MB)", r, mem, err, jobs, m.maxJobs, used, mem, m.free)
				}
				if fits && !exists {
					m.resv[r] = modelResv{mem: mem, exp: now + ttl.Milliseconds()}
				}
				if err == nil && !exists {
					if jobs, used := m.used(now); jobs > m.maxJobs || used > m.free {
						rt.Fatalf("over capacity after Reserve: %d/%d jobs, %d/%d MB", jobs, m.maxJobs, used, m.free)
					}
				}
			case 1:
				r := req.Draw(rt, "req")
				ttl := time.Duration(rapid.Int64Range(1, 5000).Draw(rt, "ttl_ms")) * time.Millisecond
				err := reg.Confirm(ctx, id, r, ttl)
				m.used(now) // drop expired
				mr, ok := m.resv[r]
				if ok != (err == nil) {
					rt.Fatalf("Confirm(%s) = %v; model has it: %v", r, err, ok)
				}
				if ok {
					if mr.conf == 0 {
						mr.conf = now
					}
					mr.exp = now + ttl.Milliseconds()
					m.resv[r] = mr
				}
			case 2:
				r := req.Draw(rt, "req")
				if err := reg.Release(ctx, id, r); err != nil {
					rt.Fatal(err)
				}
				delete(m.resv, r)
			case 3:
				clock.Advance(time.Duration(rapid.Int64Range(0, 3000).Draw(rt, "advance_ms")) * time.Millisecond)
			case 4:
				clock.Advance(time.Millisecond)
				heartbeat()
			}
			checkSnapshot(rt, ctx, reg, m, clock.Now().UnixMilli())
		}
	})
}

func checkSnapshot(rt *rapid.T, ctx context.Context, reg *Registry, m *capModel, now int64) {
	ws, err := reg.Workers(ctx)
	if err != nil || len(ws) != 1 {
		rt.Fatalf("Workers = %d workers, %v", len(ws), err)
	}
	jobs, used := m.used(now)
	// The snapshot is clamped to the worker's capacity (a heartbeat can count a job
	// its reservation counts too; see decodeWorker).
	jobs, free := min(jobs, max(m.maxJobs, m.active)), max(m.free-used, 0)
	if int64(ws[0].ActiveJobs) != jobs || ws[0].FreeMemoryMB != free {
		rt.Fatalf("snapshot %d jobs, %d MB free; model %d, %d", ws[0].ActiveJobs, ws[0].FreeMemoryMB, jobs, free)
	}
}
