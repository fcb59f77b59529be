package feed

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/status"
)

// counted is the engine as the feed sees it, remembering the most requests it ever
// had waiting for a slot right after an Add.
type counted struct {
	Engine
	mu      sync.Mutex
	maxWait int
}

func (c *counted) Add(req scheduler.Request, prompt []byte, done func()) bool {
	ok := c.Engine.Add(req, prompt, done)
	c.mu.Lock()
	c.maxWait = max(c.maxWait, c.Waiting())
	c.mu.Unlock()
	return ok
}

// Past saturation the feed holds requests back in the stream: with one worker of 20 slots
// and 800 requests published at once (more than the consumer's client buffer and the
// feed's channel hold), the engine takes exactly MaxWaiting (25) while they wait, and the
// rest stay in the stream; each round that assigns some lets as many in again, results
// (never held back) free the slots, and every request is delivered, assigned once and
// completed: nothing is lost, and no more than the bound ever waited in the engine.
func TestRequestsHeldBackWhileTooManyWait(t *testing.T) {
	const slots, bound, total = 20, 25, 800
	e := newStreamEnv(t)
	eng := &counted{Engine: e.Eng}
	e.feed = New(e.js, eng, e.statuses, Options{Clock: e.Clock.Now, Registerer: e.metrics, MaxWaiting: bound})
	ctx, cancel := context.WithCancel(context.Background())
	e.stop, e.stopped = cancel, make(chan error, 1)
	go func() { e.stopped <- e.feed.Run(ctx) }()
	e.T.Cleanup(e.stopFeed)
	<-e.feed.Ready()
	w, k := e.Worker("llama-7b", 300, slots)
	for id := 1; id <= total; id++ {
		e.publishRequest(id, "llama-7b")
	}
	cons, err := e.js.Consumer(context.Background(), wire.StreamRequests, ConsumerName)
	if err != nil {
		t.Fatal(err)
	}
	// Held at the bound: the engine has 25 waiting, the stream keeps what the feed has
	// not fetched (the consumer's client buffer and the feed's channel hold up to 2 ×
	// 256 more, delivered and unacknowledged).
	e.waitFor("25 waiting, the rest held back", func() bool {
		info, err := cons.Info(context.Background())
		return err == nil && e.Eng.Pending() == bound && e.Eng.Waiting() == bound && info.NumPending > 0
	})
	completed := map[int]bool{}
	for rounds := 0; len(completed) < total; rounds++ {
		if rounds > 10*total/slots {
			t.Fatalf("after %d rounds %d of %d completed", rounds, len(completed), total)
		}
		before := len(completed)
		e.Clock.Advance(time.Second) // the flow control's buckets refill; the worker heartbeats
		e.Heartbeat(k, "llama-7b", 300, slots)
		rep := e.Round()
		if rep.Dispatched > slots {
			t.Fatalf("round %d dispatched %d with %d slots", rounds, rep.Dispatched, slots)
		}
		var assigned []int
		for id := 1; id <= total; id++ {
			if rec, ok := e.Eng.Status(fmt.Sprint(id)); ok && rec.State == status.StateAssigned && !completed[id] {
				assigned = append(assigned, id)
			}
		}
		for _, id := range assigned {
			e.publishResult(id, w)
			completed[id] = true
		}
		left := total - len(completed)
		// The results apply (slots free) and the round's count lets as many in again
		// as it assigned, up to the bound.
		e.waitFor(fmt.Sprintf("round %d: results applied, %d let in", rounds, min(bound, left)), func() bool {
			for _, id := range assigned {
				if _, ok := e.Eng.Status(fmt.Sprint(id)); ok {
					return false
				}
			}
			return e.Eng.Pending() == min(bound, left)
		})
		if len(completed) == before && left > 0 {
			t.Fatalf("round %d assigned nothing: %+v", rounds, rep)
		}
	}
	for id := 1; id <= total; id++ {
		if rec := e.stored(id); rec.State != status.StateCompleted {
			t.Fatalf("request %d stored as %s", id, rec.State)
		}
	}
	e.waitFor("every request acknowledged", func() bool {
		info, err := cons.Info(context.Background())
		return err == nil && info.NumPending == 0 && info.NumAckPending == 0
	})
	eng.mu.Lock()
	defer eng.mu.Unlock()
	if eng.maxWait > bound {
		t.Fatalf("%d requests waited in the engine, bound %d", eng.maxWait, bound)
	}
}
