package feed

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/dispatch"
	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/events"
	"github.com/infersched/infersched/wire/status"
)

// watched is the engine as the feed sees it, remembering the largest pending set it
// ever held after an Add or a Restore.
type watched struct {
	Engine
	mu  sync.Mutex
	max int
}

func (w *watched) note() {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.max = max(w.max, w.Pending())
}

func (w *watched) Add(req scheduler.Request, prompt []byte, done func()) bool {
	defer w.note()
	return w.Engine.Add(req, prompt, done)
}

func (w *watched) Restore(req scheduler.Request, prompt []byte, rec status.Record, done func()) bool {
	defer w.note()
	return w.Engine.Restore(req, prompt, rec, done)
}

func (w *watched) Complete(ctx context.Context, id, worker string, res rounds.Result) (status.Record, bool) {
	return w.Engine.Complete(ctx, id, worker, res)
}

// The pending set is bounded by the requests consumer's MaxAckPending: of 1 000
// zero-fee requests for a model no worker serves, with a deadline an hour away, the
// engine holds 100 and the stream the rest; refunds (on the events consumer, never held
// back by the bound) and expiries make room, and every request is delivered in turn.
// A restart keeps the bound.
func TestPendingSetBoundedByMaxAckPending(t *testing.T) {
	const bound, total = 100, 1000
	e := newStreamEnv(t)
	eng := &watched{Engine: e.Eng}
	e.feed = nil
	startBounded := func() {
		e.feed = New(e.js, eng, e.statuses, Options{Clock: e.Clock.Now, Registerer: e.metrics, MaxPending: bound})
		ctx, cancel := context.WithCancel(context.Background())
		e.stop, e.stopped = cancel, make(chan error, 1)
		go func() { e.stopped <- e.feed.Run(ctx) }()
		e.T.Cleanup(e.stopFeed)
		<-e.feed.Ready()
	}
	startBounded()
	now := uint64(e.Clock.Now().Unix())
	for id := 1; id <= total; id++ {
		ev := events.RequestEvent{EventMeta: meta(id), ID: fmt.Sprint(id), Requester: common.HexToAddress("0x0101"),
			Model: "unserved", Prompt: []byte("hello"), MaxTokens: 16, PriorityFeeWei: scheduler.NewWei(0),
			SubmittedAt: now, Deadline: now + 3600 + uint64(id), GasLimit: 100000, RequiredMemoryMB: 1000}
		m, err := bus.Encode(wire.RequestSubject(ev.Model), ev.MsgID(), ev)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := e.pub.Publish(context.Background(), m); err != nil {
			t.Fatal(err)
		}
	}
	cons, err := e.js.Consumer(context.Background(), wire.StreamRequests, ConsumerName)
	if err != nil {
		t.Fatal(err)
	}
	// held waits until the engine holds the bound (or all that is left) and the
	// consumer keeps the rest in the stream.
	held := func(left int) {
		t.Helper()
		want := min(bound, left)
		// A wave applies 100 events and their status writes, and the consumer then
		// delivers the next 100: seconds on two loaded cores, so a minute's bound.
		what := fmt.Sprintf("%d pending, %d in the stream", want, left-want)
		for deadline := time.Now().Add(time.Minute); ; time.Sleep(10 * time.Millisecond) {
			info, err := cons.Info(context.Background())
			if err == nil && e.Eng.Pending() == want && info.NumAckPending == want && info.NumPending == uint64(left-want) {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("timed out waiting for %s: engine %d pending, consumer %+v (%v)", what, e.Eng.Pending(), info, err)
			}
		}
	}
	delivered := 0
	for wave := 0; delivered < total; wave++ {
		held(total - delivered)
		if wave == 3 { // a restart with a full pending set keeps the bound
			e.stopFeed()
			fresh := roundstestEngine(t, e)
			eng.Engine = fresh
			e.Eng = fresh
			startBounded()
			held(total - delivered)
		}
		ids := pendingIDs(e.Eng, delivered, total)
		if len(ids) != min(bound, total-delivered) {
			t.Fatalf("wave %d: pending ids %v", wave, ids)
		}
		if wave%2 == 0 { // refunds
			for _, id := range ids {
				ev := events.RefundEvent{EventMeta: meta(100_000 + id), ID: fmt.Sprint(id), Requester: common.HexToAddress("0x0101"), AmountWei: scheduler.NewWei(0)}
				m, err := bus.Encode(wire.SubjectRefunds, ev.MsgID(), ev)
				if err != nil {
					t.Fatal(err)
				}
				if _, err := e.pub.Publish(context.Background(), m); err != nil {
					t.Fatal(err)
				}
			}
		} else { // expiry: past the last deadline of the wave
			e.Clock.Advance(time.Duration(3600+ids[len(ids)-1])*time.Second - e.Clock.Now().Sub(time.Unix(int64(now), 0)))
			e.Round()
		}
		e.waitFor(fmt.Sprintf("wave %d (ids %d..%d) final", wave, ids[0], ids[len(ids)-1]), func() bool {
			if wave%2 == 1 {
				// A copy redelivered by the restart's rewind while the round that
				// expired its request had not yet written the status is queued
				// again; the next round expires it again.
				e.Round()
			}
			for _, id := range ids {
				if _, ok := e.Eng.Status(fmt.Sprint(id)); ok {
					return false
				}
			}
			return true
		})
		delivered += len(ids)
	}
	eng.mu.Lock() // the feed still runs
	defer eng.mu.Unlock()
	if eng.max > bound {
		t.Fatalf("the engine held %d pending requests, bound %d", eng.max, bound)
	}
}

// roundstestEngine is a fresh engine over the same registry and clock (a restart).
func roundstestEngine(t *testing.T, e *streamEnv) *rounds.Engine {
	return daemontest.NewEngine(t, daemontest.Options{Registry: e.Reg, Clock: e.Clock, Sink: dispatch.NewSink(e.js, e.statuses, nil)}).Eng
}

// pendingIDs are the ids in (from, to] the engine holds, in order.
func pendingIDs(eng interface {
	Status(string) (status.Record, bool)
}, from, to int) []int {
	var out []int
	for id := from + 1; id <= to; id++ {
		if _, ok := eng.Status(fmt.Sprint(id)); ok {
			out = append(out, id)
		}
	}
	return out
}
