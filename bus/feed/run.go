package feed

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync/atomic"
	"time"

	"github.com/nats-io/nats.go/jetstream"
	"go.uber.org/zap"

	"github.com/infersched/infersched/wire"
)

// consumers creates or updates the two durable consumers. A new events consumer (the
// first start of a release with two) starts after the requests consumer's ack floor,
// where the one consumer of earlier releases left off.
func (f *Feed) consumers(ctx context.Context) (reqs, events jetstream.Consumer, err error) {
	maxPending := f.maxPending
	if maxPending <= 0 {
		maxPending = -1
	}
	reqs, err = f.js.CreateOrUpdateConsumer(ctx, wire.StreamRequests, jetstream.ConsumerConfig{
		Durable:           f.durable,
		InactiveThreshold: f.inactive,
		AckPolicy:         jetstream.AckExplicitPolicy,
		AckWait:           f.ackWait,
		MaxDeliver:        -1,
		MaxAckPending:     maxPending,
		FilterSubjects:    []string{wire.SubjectRequestsAll},
	})
	if err != nil {
		return nil, nil, fmt.Errorf("requests consumer: %w", err)
	}
	events, err = f.js.Consumer(ctx, wire.StreamRequests, f.eventsDurable)
	if err == nil {
		events, err = f.followAllEvents(ctx, events)
		return reqs, events, err
	}
	if !errors.Is(err, jetstream.ErrConsumerNotFound) {
		return nil, nil, fmt.Errorf("events consumer: %w", err)
	}
	info, err := reqs.Info(ctx)
	if err != nil {
		return nil, nil, fmt.Errorf("consumer info: %w", err)
	}
	events, err = f.js.CreateOrUpdateConsumer(ctx, wire.StreamRequests, jetstream.ConsumerConfig{
		Durable:           f.eventsDurable,
		InactiveThreshold: f.inactive,
		AckPolicy:         jetstream.AckExplicitPolicy,
		AckWait:           time.Minute,
		MaxDeliver:        -1,
		MaxAckPending:     -1,
		FilterSubjects:    eventSubjects,
		DeliverPolicy:     jetstream.DeliverByStartSequencePolicy,
		OptStartSeq:       info.AckFloor.Stream + 1,
	})
	if err != nil {
		return nil, nil, fmt.Errorf("events consumer: %w", err)
	}
	return reqs, events, nil
}

// followAllEvents widens an existing events consumer that does not filter every
// event subject (one created before a subject was added) to all of them, keeping
// where it stands.
func (f *Feed) followAllEvents(ctx context.Context, events jetstream.Consumer) (jetstream.Consumer, error) {
	cfg := events.CachedInfo().Config
	if slices.Equal(cfg.FilterSubjects, eventSubjects) {
		return events, nil
	}
	cfg.FilterSubject, cfg.FilterSubjects = "", eventSubjects
	updated, err := f.js.UpdateConsumer(ctx, wire.StreamRequests, cfg)
	if err != nil {
		return nil, fmt.Errorf("events consumer: widen its subjects to %v: %w", eventSubjects, err)
	}
	return updated, nil
}

// Run rebuilds the pending set, then applies events as they come until ctx ends. Its
// four jobs, in order: follow other replicas' status records (a warm standby), rebuild,
// open the consumers, apply their deliveries in batches.
func (f *Feed) Run(ctx context.Context) error {
	if f.follow {
		if err := f.followStatuses(ctx); err != nil {
			return err
		}
	}
	if !f.rebuildRetrying(ctx) {
		return nil
	}
	reqs, events, err := f.open(ctx)
	if err != nil {
		return err
	}
	return f.apply(ctx, reqs, events)
}

// followStatuses applies the status records other replicas store to the engine, from
// a goroutine of its own until ctx ends. Entries stored before the watch began are
// read by the rebuild instead.
func (f *Feed) followStatuses(ctx context.Context) error {
	updates, err := f.statuses.WatchUpdates(ctx)
	if err != nil {
		return err
	}
	last, err := f.statuses.LastRevision(ctx)
	if err != nil {
		return err
	}
	f.observed.Store(last)
	go func() {
		for u := range updates {
			f.mu.Lock()
			if u.Record.RequestID != "" {
				f.eng.Observe(u.Record)
			}
			f.mu.Unlock()
			if u.Revision > f.observed.Load() {
				f.observed.Store(u.Revision)
			}
		}
	}()
	return nil
}

// rebuildRetrying rebuilds the pending set; one that meets a passing NATS error (a
// stream leader moving in a cluster) starts again: what it already applied is applied
// again harmlessly. It reports false when ctx ended first.
func (f *Feed) rebuildRetrying(ctx context.Context) bool {
	n, err := f.Rebuild(ctx)
	for wait := 200 * time.Millisecond; err != nil; wait = min(2*wait, 5*time.Second) {
		if ctx.Err() != nil {
			return false
		}
		f.log.Warn("pending set not rebuilt; trying again", zap.Duration("in", wait), zap.Error(err))
		select {
		case <-ctx.Done():
			return false
		case <-time.After(wait):
		}
		n, err = f.Rebuild(ctx)
	}
	f.log.Info("pending set rebuilt", zap.Int("restored", n), zap.Int("pending", f.eng.Pending()))
	return true
}

// open creates the consumers and rewinds the requests consumer to its ack floor: the
// requests restored by the rebuild have no acknowledgement handle, and delivering them
// again at once hands each its ack (or acks a final one), so that they do not hold
// their MaxAckPending slots until AckWait.
func (f *Feed) open(ctx context.Context) (reqs, events jetstream.Consumer, err error) {
	reqs, events, err = f.consumers(ctx)
	if err != nil {
		return nil, nil, err
	}
	if _, err := f.js.ResetConsumer(ctx, wire.StreamRequests, f.durable); err != nil {
		f.log.Warn("requests consumer not rewound; restored requests are acknowledged after ack_wait", zap.Error(err))
	}
	// What the consumers delivered before (to an earlier process, or the rewound part)
	// counts as handled: CatchUp waits for what they deliver from now on.
	for _, c := range []struct {
		cons    jetstream.Consumer
		handled *atomic.Uint64
	}{{reqs, &f.handledReq}, {events, &f.handledEv}} {
		if info, err := c.cons.Info(ctx); err == nil {
			c.handled.Store(info.Delivered.Consumer)
		}
	}
	f.cons.Store(&[2]jetstream.Consumer{reqs, events})
	return reqs, events, nil
}

// apply hands the messages of both consumers to the engine one batch at a time from
// this goroutine (each consumer's in stream order) until ctx ends: a batch is whatever
// has arrived while the previous one was applied (at most maxBatch), so that the chain
// is read once per batch, not once per event, and an idle feed adds no delay.
//
// Requests are held back (past saturation the load is shed to the stream,
// not planned over): while the engine has maxWaiting requests waiting for a slot, no
// request is taken; the consumer's callback then blocks, its client buffer fills and it
// pulls no more, so the surplus stays in the stream, unacknowledged and in order. A
// round that assigns some (Engine.Paced) lets them in again. Results, refunds and
// retractions, on the other consumer, are never held back.
func (f *Feed) apply(ctx context.Context, reqs, events jetstream.Consumer) error {
	seenEv := &deliveries{name: "events", cons: events, durable: f.eventsDurable, handled: &f.handledEv,
		last: f.handledEv.Load(), to: make(chan jetstream.Msg, maxBatch)}
	seenReq := &deliveries{name: "requests", cons: reqs, durable: f.durable, handled: &f.handledReq,
		last: f.handledReq.Load(), to: make(chan jetstream.Msg, maxBatch)}
	for _, d := range []*deliveries{seenEv, seenReq} {
		if err := d.consume(ctx); err != nil {
			return err
		}
		defer d.drain()
	}
	reqMsgs, evMsgs := seenReq.to, seenEv.to
	close(f.ready)
	check := time.NewTicker(lostCheckEvery)
	defer check.Stop()
	for {
		room := f.room()
		in := reqMsgs
		if room == 0 {
			in = nil // held back until a round counts fewer waiting
		}
		var batch []jetstream.Msg
		select {
		case <-ctx.Done():
			return nil
		case <-f.eng.Paced():
			continue
		case <-check.C:
			seenReq.check(ctx, room > 0, room > 0 && len(reqMsgs) == 0)
			seenEv.check(ctx, true, len(evMsgs) == 0)
			f.rewindIfLost(ctx, seenReq, seenEv)
			continue
		case m := <-evMsgs:
			batch = append(batch, m)
		case m := <-in:
			batch, room = append(batch, m), room-1
		}
		batch = gather(batch, evMsgs, reqMsgs, room)
		f.applyLive(ctx, batch, seenReq, seenEv)
		f.rewindIfLost(ctx, seenReq, seenEv)
	}
}

// applyLive applies a batch of deliveries and records them handled.
func (f *Feed) applyLive(ctx context.Context, batch []jetstream.Msg, reqs, events *deliveries) {
	f.mu.Lock()
	_, err := f.applyBatch(ctx, batch, true)
	f.mu.Unlock()
	if err != nil && ctx.Err() == nil {
		f.log.Warn("events not applied; they will be redelivered", zap.Int("events", len(batch)), zap.Error(err))
	}
	f.handled(batch, reqs, events)
	f.takeGivenBack(reqs, events)
}

// room is how many more requests the engine may take now: maxBatch, or fewer when
// maxWaiting bounds the requests waiting for a slot.
func (f *Feed) room() int {
	if f.maxWaiting <= 0 {
		return maxBatch
	}
	return min(maxBatch, max(f.maxWaiting-f.eng.Waiting(), 0))
}

// gather adds to batch what has already arrived, up to maxBatch in all and at most
// room requests.
func gather(batch []jetstream.Msg, events, reqs <-chan jetstream.Msg, room int) []jetstream.Msg {
	for len(batch) < maxBatch {
		in := reqs
		if room <= 0 {
			in = nil
		}
		select {
		case m := <-events:
			batch = append(batch, m)
		case m := <-in:
			batch, room = append(batch, m), room-1
		default:
			return batch
		}
	}
	return batch
}

// handled records the deliveries handed to the engine (applied, refused or given back),
// for CatchUp, and tells each consumer's deliveries what arrived.
func (f *Feed) handled(batch []jetstream.Msg, reqs, events *deliveries) {
	for _, msg := range batch {
		md, err := msg.Metadata()
		if err != nil {
			continue
		}
		d := events
		if isRequest(msg.Subject()) {
			d = reqs
		}
		seq := md.Sequence.Consumer
		d.see(seq, md.Sequence.Stream)
		if seq > d.handled.Load() {
			d.handled.Store(seq)
		}
	}
}

// consumeExpiry and consumeHeartbeat are the pull requests of the feed's consumers: a
// pull request lost with a NATS node (the consumer's leader moved while it waited) is
// noticed when two heartbeats are missing, and pulled again. With nats.go's defaults
// (30 s requests, 15 s heartbeats: noticed after 30 s) a survivor's events consumer
// delivered nothing for 16 s after a NATS node came back, and its takeover gave the
// lease back eight times ("requests feed behind the stream … 374 events not
// delivered") before it could lead: the failover test's 16.5 s takeover.
const (
	consumeExpiry    = 5 * time.Second
	consumeHeartbeat = time.Second
)

// maxBatch bounds the events applied (and checked against the chain) together.
const maxBatch = 256
