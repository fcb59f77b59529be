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
)

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

// see takes the number of a delivery that arrived.
func (d *deliveries) see(n uint64) {
	if n > d.last+1 {
		d.lost += n - d.last - 1
	}
	d.last = n
}

// check compares what the consumer counts delivered with what arrived; idle says
// nothing of this consumer's waits to be applied and nothing is held back, so that
// every delivery made has arrived or is on its way.
func (d *deliveries) check(ctx context.Context, idle bool) {
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
			d.lost, d.counted = 0, 0
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
