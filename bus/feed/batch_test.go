package feed

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/events"
	"github.com/infersched/infersched/wire/status"
)

// gated is the engine with its final status writes held at a gate (the fault): each
// WriteFinal waits until the gate opens, then writes, or fails without writing (as if
// the status bucket were unavailable, or the process died before its writes were
// stored) when fail says so for that call (numbered from 1).
type gated struct {
	Engine
	gate    chan struct{}
	blocked chan struct{} // closed when the first WriteFinal waits
	once    sync.Once
	calls   atomic.Int64
	failed  atomic.Int64
	fail    func(call int64) bool
}

func newGated(eng Engine, fail func(call int64) bool) *gated {
	return &gated{Engine: eng, gate: make(chan struct{}), blocked: make(chan struct{}), fail: fail}
}

func (g *gated) WriteFinal(write func() error) error {
	call := g.calls.Add(1)
	g.once.Do(func() { close(g.blocked) })
	<-g.gate
	if g.fail(call) {
		g.failed.Add(1)
		return errors.New("status not stored (injected)")
	}
	return g.Engine.WriteFinal(write)
}

func never(int64) bool { return false }

// startWith runs a feed for eng (a wrapper of the harness's engine) until stopFeed.
func (e *streamEnv) startWith(eng Engine) {
	e.T.Helper()
	e.feed = New(e.js, eng, e.statuses, Options{Clock: e.Clock.Now, Registerer: e.metrics})
	ctx, cancel := context.WithCancel(context.Background())
	e.stop, e.stopped = cancel, make(chan error, 1)
	go func() { e.stopped <- e.feed.Run(ctx) }()
	e.T.Cleanup(e.stopFeed)
	<-e.feed.Ready()
}

func (e *streamEnv) publishRefund(id int) {
	e.T.Helper()
	ev := events.RefundEvent{EventMeta: meta(200_000 + id), ID: fmt.Sprint(id), Requester: common.HexToAddress("0x0101"), AmountWei: scheduler.NewWei(0)}
	m, err := bus.Encode(wire.SubjectRefunds, ev.MsgID(), ev)
	if err != nil {
		e.T.Fatal(err)
	}
	if _, err := e.pub.Publish(context.Background(), m); err != nil {
		e.T.Fatal(err)
	}
}

// eventsDelivered waits until the events consumer has handed n messages to the feed
// without their being acknowledged.
func (e *streamEnv) eventsDelivered(n int) {
	e.T.Helper()
	cons, err := e.js.Consumer(context.Background(), wire.StreamRequests, EventsConsumerName)
	if err != nil {
		e.T.Fatal(err)
	}
	e.waitFor(fmt.Sprintf("%d events delivered and not acknowledged", n), func() bool {
		info, err := cons.Info(context.Background())
		return err == nil && info.NumAckPending == n
	})
}

// Events of one request apply in stream order even when they arrive together and are
// applied in one batch: for each request, a refund and a result are published back to
// back while the feed is held, in either order, and the request ends as the first of
// the two says (the second finds it final and changes nothing).
func TestBatchAppliesEachRequestsEventsInStreamOrder(t *testing.T) {
	const n = 60
	e := newStreamEnv(t)
	g := newGated(e.Eng, never)
	e.startWith(g)
	for id := 1; id <= n; id++ {
		e.publishRequest(id, "unserved") // no worker: they stay queued
	}
	e.waitFor("all pending", func() bool { return e.Eng.Pending() == n })
	worker := "0x00000000000000000000000000000000000000a1"
	e.publishRefund(1) // held at the gate; the rest queue behind it
	<-g.blocked
	for id := 2; id <= n; id++ {
		if id%2 == 0 {
			e.publishRefund(id)
			e.publishResult(id, worker)
		} else {
			e.publishResult(id, worker)
			e.publishRefund(id)
		}
	}
	e.eventsDelivered(1 + 2*(n-1))
	close(g.gate)
	e.waitFor("every request final", func() bool {
		for id := 1; id <= n; id++ {
			if rec, _, err := e.statuses.Get(context.Background(), fmt.Sprint(id)); err != nil || !rec.State.Final() {
				return false
			}
		}
		return true
	})
	for id := 1; id <= n; id++ {
		want := status.StateRefunded
		if id%2 == 1 && id > 1 {
			want = status.StateCompleted
		}
		if got := e.stored(id).State; got != want {
			t.Errorf("request %d: %s, want %s (its first event)", id, got, want)
		}
	}
	if e.Eng.Pending() != 0 {
		t.Fatalf("%d still pending", e.Eng.Pending())
	}
	e.eventsDelivered(0)
	t.Logf("%d events applied with %d final status batches", 1+2*(n-1), g.calls.Load())
}

// completedJobs is the worker's count of successful outcomes in the registry.
func (e *streamEnv) completedJobs(worker string) int64 {
	e.T.Helper()
	ws, err := e.Reg.Workers(context.Background())
	if err != nil {
		e.T.Fatal(err)
	}
	for _, w := range ws {
		if w.ID == worker {
			return w.CompletedJobs
		}
	}
	e.T.Fatalf("worker %s not live", worker)
	return 0
}

// assignAll queues n requests and assigns them all to one worker of n slots.
func (e *streamEnv) assignAll(n int) string {
	e.T.Helper()
	w, _ := e.Worker("llama-7b", 300, int64(n))
	for id := 1; id <= n; id++ {
		e.publishRequest(id, "llama-7b")
	}
	e.waitFor("all pending", func() bool { return e.Eng.Pending() == n })
	if rep := e.Round(); rep.Dispatched != n {
		e.T.Fatalf("round: %+v", rep)
	}
	return w
}

// A crash in the middle of a batch loses nothing and counts nothing twice: the engine
// has applied a batch of results (capacity released, outcomes recorded, the requests'
// messages acknowledged) but their final statuses were never stored when the process
// dies; none of those results was acknowledged, and after the restart every request
// ends completed, with each outcome counted once and no slot held.
func TestCrashMidBatchLosesNothing(t *testing.T) {
	const n = 40
	e := newStreamEnv(t)
	g := newGated(e.Eng, func(call int64) bool { return call > 1 }) // the first batch is stored, then the crash
	e.startWith(g)
	w := e.assignAll(n)
	for id := 1; id <= n; id++ {
		e.publishResult(id, w)
	}
	<-g.blocked // the first result's batch waits; the others queue behind it
	e.eventsDelivered(n)
	close(g.gate)
	e.waitFor("every result applied to the engine", func() bool { return e.Eng.Pending() == 0 })
	e.waitFor("the crashed batches returned", func() bool { return g.failed.Load() > 0 && g.failed.Load() == g.calls.Load()-1 })
	e.stopFeed()
	written := 0
	for id := 1; id <= n; id++ {
		switch rec := e.stored(id); rec.State {
		case status.StateCompleted:
			written++
		case status.StateAssigned:
		default:
			t.Fatalf("request %d stored as %s before the restart", id, rec.State)
		}
	}
	if written == n {
		t.Fatal("no result was left unwritten by the crash")
	}
	t.Logf("%d of %d results stored before the crash, in %d batches", written, n, g.calls.Load())

	e.Eng = roundstestEngine(t, e)
	e.metrics = prometheus.NewRegistry()
	e.start()
	e.waitFor("every request completed", func() bool {
		for id := 1; id <= n; id++ {
			if rec, _, err := e.statuses.Get(context.Background(), fmt.Sprint(id)); err != nil || rec.State != status.StateCompleted {
				return false
			}
		}
		return true
	})
	if e.Eng.Pending() != 0 {
		t.Fatalf("%d pending after the restart", e.Eng.Pending())
	}
	if got := e.completedJobs(w); got != n {
		t.Fatalf("worker's completed jobs %d, want %d (each outcome once)", got, n)
	}
	ws, err := e.Reg.Workers(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if ws[0].ActiveJobs != 0 {
		t.Fatalf("worker holds %d jobs after every result", ws[0].ActiveJobs)
	}
}

// A batch whose final status writes fail is not acknowledged and comes again; applying
// it again is harmless: every request ends completed, each outcome counted once, and
// every message acknowledged in the end.
func TestFailedBatchIsRedeliveredAndAppliedOnce(t *testing.T) {
	const n = 40
	e := newStreamEnv(t)
	g := newGated(e.Eng, func(call int64) bool { return call == 1 })
	close(g.gate)
	e.startWith(g)
	w := e.assignAll(n)
	for id := 1; id <= n; id++ {
		e.publishResult(id, w)
	}
	e.waitFor("every request completed", func() bool {
		for id := 1; id <= n; id++ {
			if rec, _, err := e.statuses.Get(context.Background(), fmt.Sprint(id)); err != nil || rec.State != status.StateCompleted {
				return false
			}
		}
		return true
	})
	e.eventsDelivered(0)
	if got := e.completedJobs(w); got != n {
		t.Fatalf("worker's completed jobs %d, want %d (each outcome once)", got, n)
	}
	if g.failed.Load() != 1 {
		t.Fatal("the injected failure never happened")
	}
}
