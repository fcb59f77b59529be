package feed

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/wire"
)

// steal pulls up to n deliveries of the feed's requests consumer from another
// connection and drops them, as a pull request lost with a NATS node does: the server
// counts them delivered, the feed never sees them. It publishes requests first, last
// and on until the thief holds some, and returns the ids it took.
func (e *streamEnv) steal(firstID, n int) (stolen []string, next int) {
	e.T.Helper()
	cons, err := e.js.Consumer(context.Background(), wire.StreamRequests, ConsumerName)
	if err != nil {
		e.T.Fatal(err)
	}
	got := make(chan []string, 1)
	go func() {
		var ids []string
		batch, err := cons.Fetch(n, jetstream.FetchMaxWait(5*time.Second))
		if err == nil {
			for m := range batch.Messages() {
				ids = append(ids, decodeEvent(m).req.ID)
			}
		}
		got <- ids
	}()
	time.Sleep(200 * time.Millisecond) // the thief's pull request waits beside the feed's
	id := firstID
	for ; ; id++ {
		e.publishRequest(id, "llama-7b")
		select {
		case ids := <-got:
			if len(ids) == 0 {
				e.T.Fatal("the thief got no delivery")
			}
			return ids, id + 1
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// A delivery of the requests consumer that never reaches the feed is sent again by
// JetStream only after the consumer's ack wait (30 minutes: a request's message is
// acknowledged only when the request is final). In a sharded failover run, the
// deliveries in flight when a NATS node died left 20 requests unplanned for the rest
// of the run. The feed notices the numbers it skipped and rewinds the consumer; the
// requests are pending within seconds.
func TestLostDeliveriesOfRequestsComeBackAtOnce(t *testing.T) {
	// One lost, and three: the thief's pull then also takes deliveries made again
	// after the first rewind, which a later check finds missing.
	for _, n := range []int{1, 3} {
		t.Run(fmt.Sprint(n), func(t *testing.T) { lostDeliveries(t, n) })
	}
}

func lostDeliveries(t *testing.T, n int) {
	e := newStreamEnv(t)
	e.start()
	e.publishRequest(1, "llama-7b")
	e.waitFor("request 1 pending", func() bool { return e.Eng.Pending() == 1 })

	stolen, next := e.steal(2, n)
	e.publishRequest(next, "llama-7b") // a later delivery shows the gap
	t.Logf("stolen deliveries: %v; %d requests published", stolen, next)
	e.waitWithin(time.Minute, fmt.Sprintf("all %d requests pending, the stolen ones %v included", next, stolen),
		func() bool { return e.Eng.Pending() == next })
	for _, id := range stolen {
		if !e.Eng.OnFinal(id, nil) {
			t.Fatalf("stolen request %s is not pending", id)
		}
	}
}

// The same when the lost deliveries are the last ones: nothing comes after them to
// show a gap, and the feed asks the consumer what it delivered.
func TestLostLastDeliveriesComeBackAtOnce(t *testing.T) {
	e := newStreamEnv(t)
	e.start()
	e.publishRequest(1, "llama-7b")
	e.waitFor("request 1 pending", func() bool { return e.Eng.Pending() == 1 })

	stolen, next := e.steal(2, 1)
	t.Logf("stolen deliveries: %v; %d requests published", stolen, next-1)
	e.waitWithin(time.Minute, fmt.Sprintf("all %d requests pending, the stolen ones %v included", next-1, stolen),
		func() bool { return e.Eng.Pending() == next-1 })
}

// waitWithin waits up to d for cond: far less than the consumer's ack wait, more
// than the feed's checks need on a loaded machine.
func (e *streamEnv) waitWithin(d time.Duration, what string, cond func() bool) {
	e.T.Helper()
	for deadline := time.Now().Add(d); !cond(); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			e.T.Fatalf("not within %v: %s", d, what)
		}
	}
}
