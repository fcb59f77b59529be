package feed

import (
	"context"
	"fmt"
	"sync/atomic"
	"time"

	"github.com/nats-io/nats.go/jetstream"
	"go.uber.org/zap"

	"github.com/infersched/infersched/wire"
)

// A delivery that never reaches this process (sent into a pull request lost with a
// NATS node, or on a connection that closed) is sent again by JetStream only after
// the consumer's ack wait: 30 minutes for requests, whose messages are acknowledged
// only when the request is final. The feed notices such deliveries and rewinds the
// consumer to its ack floor instead: every message not acknowledged is delivered
// again, a pending request's delivery takes its acknowledgement over (Engine.OnFinal)
// and a settled one is acknowledged, as at start (open).
//
// A delivery the feed gives back to be delivered again later (it could not be applied
// now: a status read timed out, the chain could not be read or does not agree yet)
// depends on its negative acknowledgement reaching the consumer's leader; one sent as
// that leader died is lost, and the message waits the ack wait too. A delivery given
// back and not delivered again nakGrace after its delay is counted lost.
//
// JetStream numbers a consumer's deliveries 1, 2, 3… (redeliveries included) and
// starts again at 1 when the consumer is rewound. A number skipped is a delivery
// lost; deliveries the consumer counts that do not arrive while the feed waits for
// them are lost too (the last ones before a pause, after which no number is skipped).
const (
	// lostCheckEvery is how often the feed compares what a consumer counts delivered
	// with what arrived; deliveries missing at two checks in a row are lost.
	lostCheckEvery = 5 * time.Second
	// rewindEvery is the least time between two rewinds of one consumer.
	rewindEvery = 10 * time.Second
	// rewindTimeout bounds a rewind's request, made from the goroutine that applies.
	rewindTimeout = 5 * time.Second
	// nakGrace is how long after its delay a delivery given back may take to come
	// again before it is counted lost; maxAwaited bounds the deliveries followed so.
	nakGrace   = 10 * time.Second
	maxAwaited = 100_000
)

// givenBack is a delivery given back: its stream sequence, whether it is a request,
// and when it is due again.
type givenBack struct {
	seq     uint64
	request bool
	due     time.Time
}

// giveBack asks for msg to be delivered again after delay and follows it (lost.go).
// Called with mu, by the goroutine that applies.
func (f *Feed) giveBack(msg jetstream.Msg, delay time.Duration) {
	_ = msg.NakWithDelay(delay)
	md, err := msg.Metadata()
	if err != nil {
		return
	}
	f.givenBack = append(f.givenBack, givenBack{seq: md.Sequence.Stream,
		request: isRequest(msg.Subject()), due: time.Now().Add(delay + nakGrace)})
}

// takeGivenBack hands the deliveries given back to the consumers' followers.
func (f *Feed) takeGivenBack(reqs, events *deliveries) {
	f.mu.Lock()
	gb := f.givenBack
	f.givenBack = nil
	f.mu.Unlock()
	for _, g := range gb {
		d := events
		if g.request {
			d = reqs
		}
		if d.awaited == nil {
			d.awaited = make(map[uint64]time.Time)
		}
		if len(d.awaited) < maxAwaited {
			d.awaited[g.seq] = g.due
		}
	}
}

// deliveries is one durable consumer as this process receives it: its pull
// subscription, the channel it hands deliveries to, and what arrived. Only the
// goroutine that applies uses it.
type deliveries struct {
	name    string // requests or events, for the log and the metric
	cons    jetstream.Consumer
	durable string
	handled *atomic.Uint64 // CatchUp's count of what was handed to the engine
	to      chan jetstream.Msg
	cc      jetstream.ConsumeContext
	stop    context.CancelFunc
	// last is the number of the last delivery seen, or what the consumer had counted
	// when the feed opened or rewound it; lost counts the deliveries known lost since.
	last, lost uint64
	// counted is what the consumer counted delivered at the last check that found
	// deliveries missing, at seen = last (0: the last check found none missing).
	counted, seen uint64
	rewound       time.Time
	// awaited are the deliveries given back, by stream sequence, and when each is due
	// again at the latest.
	awaited map[uint64]time.Time
}

// consume starts the consumer's pull subscription, handing its deliveries to d.to.
func (d *deliveries) consume(ctx context.Context) error {
	cctx, cancel := context.WithCancel(ctx)
	cc, err := d.cons.Consume(func(msg jetstream.Msg) {
		select {
		case d.to <- msg:
		case <-cctx.Done():
		}
	}, jetstream.PullMaxMessages(maxBatch),
		jetstream.PullExpiry(consumeExpiry), jetstream.PullHeartbeat(consumeHeartbeat))
	if err != nil {
		cancel()
		return fmt.Errorf("consume %s: %w", d.name, err)
	}
	d.cc, d.stop = cc, cancel
	return nil
}

// drain ends the pull subscription, letting what it holds be handed over until ctx
// ends.
func (d *deliveries) drain() {
	d.cc.Drain()
	<-d.cc.Closed()
	d.stop()
}

// see takes the number n of a delivery that arrived, of stream sequence seq.
func (d *deliveries) see(n, seq uint64) {
	if n > d.last+1 {
		d.lost += n - d.last - 1
	}
	d.last = n
	delete(d.awaited, seq)
}

// overdue counts lost the deliveries given back and not delivered again in time.
func (d *deliveries) overdue(now time.Time) {
	for seq, due := range d.awaited {
		if now.After(due) {
			d.lost++
			delete(d.awaited, seq)
		}
	}
}

// check counts lost the deliveries given back and overdue, when flowing (the feed
// takes this consumer's deliveries: none is held back), and compares what the consumer
// counts delivered with what arrived, when idle (flowing, and nothing of this
// consumer's waits to be applied), so that every delivery made has arrived or is on
// its way.
func (d *deliveries) check(ctx context.Context, flowing, idle bool) {
	if flowing {
		d.overdue(time.Now())
	}
	if !idle {
		d.counted = 0
		return
	}
	ctx, cancel := context.WithTimeout(ctx, rewindTimeout)
	defer cancel()
	info, err := d.cons.Info(ctx)
	if err != nil {
		return // NATS is unreachable: nothing arrives, and nothing can be rewound
	}
	n := info.Delivered.Consumer
	switch {
	case n <= d.last:
		d.counted = 0
	case d.counted == n && d.seen == d.last:
		d.lost += n - d.last // missing at two checks with nothing arriving between
		d.last, d.counted = n, 0
	default:
		d.counted, d.seen = n, d.last
	}
}

// rewindIfLost rewinds each consumer that lost deliveries, at most once every
// rewindEvery: its pull subscription is stopped and what it handed over applied, so
// that every later delivery is numbered from the rewind; then the consumer is
// rewound to its ack floor and consumed afresh. A rewind that fails is tried again.
func (f *Feed) rewindIfLost(ctx context.Context, reqs, events *deliveries) {
	for _, d := range []*deliveries{reqs, events} {
		if d.lost == 0 || time.Since(d.rewound) < rewindEvery || ctx.Err() != nil {
			continue
		}
		d.rewound = time.Now()
		d.stop()
		d.cc.Stop()
		<-d.cc.Closed()
		for len(d.to) > 0 {
			batch := make([]jetstream.Msg, 0, len(d.to))
			for len(d.to) > 0 && len(batch) < maxBatch {
				batch = append(batch, <-d.to)
			}
			f.applyLive(ctx, batch, reqs, events)
		}
		rctx, cancel := context.WithTimeout(ctx, rewindTimeout)
		res, err := f.js.ResetConsumer(rctx, wire.StreamRequests, d.durable)
		cancel()
		if err != nil {
			f.log.Warn("deliveries lost; consumer not rewound, trying again", zap.String("consumer", d.name),
				zap.Uint64("lost", d.lost), zap.Error(err))
		} else {
			f.lostDeliveries.WithLabelValues(d.name).Add(float64(d.lost))
			f.log.Warn("deliveries lost; consumer rewound to its ack floor, what is not acknowledged comes again",
				zap.String("consumer", d.name), zap.Uint64("lost", d.lost), zap.Uint64("from_stream_seq", res.ResetSeq))
			d.lost, d.counted, d.awaited = 0, 0, nil
			if res.ConsumerInfo != nil {
				d.last = res.ConsumerInfo.Delivered.Consumer
				d.handled.Store(d.last)
			}
		}
		for err := d.consume(ctx); err != nil && ctx.Err() == nil; err = d.consume(ctx) {
			f.log.Warn("consumer not consumed again after a rewind; trying again", zap.String("consumer", d.name), zap.Error(err))
			select {
			case <-ctx.Done():
			case <-time.After(time.Second):
			}
		}
	}
}
