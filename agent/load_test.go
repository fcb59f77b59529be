package agent

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/infersched/infersched/internal/testutil/testkit"
)

// gate is a backend that holds every job until open is closed.
type gate struct{ open chan struct{} }

func (g gate) Infer(ctx context.Context, j Job) (Result, error) {
	select {
	case <-g.open:
		return Result{Output: append([]byte("done: "), j.Text()...)}, nil
	case <-ctx.Done():
		return Result{}, ctx.Err()
	}
}

func TestHeartbeatsCarryRealLoadAndCapacityIsBounded(t *testing.T) {
	e := newEnv(t)
	g := gate{open: make(chan struct{})}
	cfg := testConfig(t) // max_jobs 2, memory 20000
	ids := [3]string{}
	for i := range ids {
		ids[i] = e.request("p", 3000).String()
	}
	r := e.start(0, cfg, g)
	testkit.WaitUntil(t, "an idle heartbeat", func() bool {
		hbs := e.heartbeatList()
		return len(hbs) > 0 && hbs[len(hbs)-1].ActiveJobs == 0 && hbs[len(hbs)-1].FreeMemoryMB == 20000
	})
	for i := range 2 {
		id, _ := parseID(ids[i])
		e.assign(id, 0, "p", 3000, time.Hour)
	}
	testkit.WaitUntil(t, "a heartbeat with two jobs", func() bool {
		hbs := e.heartbeatList()
		h := hbs[len(hbs)-1]
		return h.ActiveJobs == 2 && h.FreeMemoryMB == 14000 && h.MaxJobs == 2
	})
	// A third job finds no free slot: given back at once.
	id3, _ := parseID(ids[2])
	e.assign(id3, 0, "p", 3000, time.Hour)
	testkit.WaitUntil(t, "the refusal at capacity", func() bool { return r.w.Stats().Nacked == 1 })
	var nack bool
	for _, a := range e.ackList() {
		nack = nack || (a.Failed && a.RequestID == ids[2] && strings.Contains(a.Reason, "capacity"))
	}
	if !nack {
		t.Fatalf("no capacity nack in %+v", e.ackList())
	}
	close(g.open)
	testkit.WaitUntil(t, "both results", func() bool { return r.w.Stats().Completed == 2 })
	testkit.WaitUntil(t, "an idle heartbeat with a latency", func() bool {
		hbs := e.heartbeatList()
		h := hbs[len(hbs)-1]
		return h.ActiveJobs == 0 && h.FreeMemoryMB == 20000 && h.AvgLatencyMS > 0
	})
	r.stop()
	// A restarted worker keeps seq increasing.
	e.start(0, cfg, NewEcho())
	n := len(e.heartbeatList())
	testkit.WaitUntil(t, "heartbeats of the restarted worker", func() bool { return len(e.heartbeatList()) > n+1 })
	hbs := e.heartbeatList()
	for i := 1; i < len(hbs); i++ {
		if hbs[i].Seq <= hbs[i-1].Seq {
			t.Fatalf("seq went from %d to %d", hbs[i-1].Seq, hbs[i].Seq)
		}
	}
}
