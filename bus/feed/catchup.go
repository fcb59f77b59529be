package feed

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/status"
)

// CatchUp returns once every status record stored before it was called has been
// applied to the engine (FollowStatuses), or ctx ends: a replica calls it when it takes a
// shard over, before its first round, so that it plans on what the last holder stored.
// What the watch has not delivered within a moment is read from the bucket's stream
// directly (the watch lags when the NATS node serving it dies); applying a record twice
// changes nothing.
func (f *Feed) CatchUp(ctx context.Context) error {
	if !f.follow {
		return nil
	}
	last, err := f.statuses.LastRevision(ctx)
	if err != nil {
		return err
	}
	for wait := time.Now().Add(100 * time.Millisecond); f.observed.Load() < last && time.Now().Before(wait); {
		select {
		case <-ctx.Done():
			return fmt.Errorf("status records not caught up (at %d of %d): %w", f.observed.Load(), last, ctx.Err())
		case <-time.After(5 * time.Millisecond):
		}
	}
	if from := f.observed.Load() + 1; from <= last {
		err := f.statuses.Between(ctx, from, last, func(u status.Update) {
			if u.Record.RequestID != "" {
				f.mu.Lock()
				f.eng.Observe(u.Record)
				f.mu.Unlock()
			}
		})
		if err != nil {
			return fmt.Errorf("status records not caught up (at %d of %d): %w", f.observed.Load(), last, err)
		}
		for o := f.observed.Load(); o < last && !f.observed.CompareAndSwap(o, last); o = f.observed.Load() {
		}
	}
	return f.caughtUp(ctx)
}

// caughtUp returns once this replica's consumers have handed the engine every message
// the stream held when it was called (requests only up to the pending set's bound, and
// none while requests are held back for what waits), or
// ctx ends: a replica whose feed is behind the stream (just started, or slowed) would
// plan without requests the last holder planned.
func (f *Feed) caughtUp(ctx context.Context) error {
	cons := f.cons.Load()
	if cons == nil {
		return errors.New("requests feed not running yet")
	}
	reqs, events := cons[0], cons[1]
	for {
		ri, err := reqs.Info(ctx)
		if err != nil {
			return fmt.Errorf("requests consumer: %w", err)
		}
		ei, err := events.Info(ctx)
		if err != nil {
			return fmt.Errorf("events consumer: %w", err)
		}
		full := f.maxPending > 0 && ri.NumAckPending >= f.maxPending
		// Requests held back for what waits (apply) stay where they are: the rounds
		// have enough to plan, and the next round lets them in.
		held := f.maxWaiting > 0 && f.eng.Waiting() >= f.maxWaiting
		// Delivered.Consumer counts deliveries (a filtered consumer's stream sequence
		// moves past other subjects' messages too).
		reqsDone := held || ((ri.NumPending == 0 || full) && f.handledReq.Load() >= ri.Delivered.Consumer)
		if reqsDone && ei.NumPending == 0 && f.handledEv.Load() >= ei.Delivered.Consumer {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("requests feed behind the stream (%d requests and %d events not delivered): %w",
				ri.NumPending, ei.NumPending, ctx.Err())
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// Rebuild restores the pending set from the stream and the status bucket. Run calls it
// first; it is exported for tests and tools.
func (f *Feed) Rebuild(ctx context.Context) (restored int, err error) {
	reqs, events, err := f.consumers(ctx)
	if err != nil {
		return 0, err
	}
	rinfo, err := reqs.Info(ctx)
	if err != nil {
		return 0, fmt.Errorf("consumer info: %w", err)
	}
	einfo, err := events.Info(ctx)
	if err != nil {
		return 0, fmt.Errorf("consumer info: %w", err)
	}
	stream, err := f.js.Stream(ctx, wire.StreamRequests)
	if err != nil {
		return 0, fmt.Errorf("requests stream: %w", err)
	}
	sinfo, err := stream.Info(ctx)
	if err != nil {
		return 0, fmt.Errorf("requests stream info: %w", err)
	}
	// Requests past the last delivered one were never handed to the engine: the
	// consumer delivers them as room is made.
	reqFrom, reqTo := rinfo.AckFloor.Stream+1, rinfo.Delivered.Stream
	evFrom := einfo.AckFloor.Stream + 1
	from, last := evFrom, sinfo.State.LastSeq
	if reqFrom <= reqTo {
		from = min(from, reqFrom)
	}
	if last < from {
		return 0, nil
	}
	oc, err := stream.OrderedConsumer(ctx, jetstream.OrderedConsumerConfig{
		FilterSubjects: feedSubjects, DeliverPolicy: jetstream.DeliverByStartSequencePolicy, OptStartSeq: from,
	})
	if err != nil {
		return 0, fmt.Errorf("ordered consumer: %w", err)
	}
	next := from
	for {
		batch, err := oc.Fetch(int(min(256, last-next+1)), jetstream.FetchMaxWait(time.Second))
		if err != nil {
			return restored, fmt.Errorf("rebuild fetch: %w", err)
		}
		n := 0
		var seq uint64
		var msgs []jetstream.Msg
		for msg := range batch.Messages() {
			n++
			md, err := msg.Metadata()
			if err != nil {
				return restored, err
			}
			seq = md.Sequence.Stream
			if seq > last {
				break
			}
			next = seq + 1
			if req := isRequest(msg.Subject()); req && (seq < reqFrom || seq > reqTo) || !req && seq < evFrom {
				continue
			}
			msgs = append(msgs, msg)
		}
		f.mu.Lock() // no status record of another replica interleaves (FollowStatuses)
		k, err := f.applyBatch(ctx, msgs, false)
		f.mu.Unlock()
		restored += k
		if err != nil {
			return restored, err
		}
		if err := batch.Error(); err != nil && !errors.Is(err, jetstream.ErrNoMessages) && !errors.Is(err, context.DeadlineExceeded) {
			return restored, fmt.Errorf("rebuild fetch: %w", err)
		}
		if seq >= last || n == 0 {
			return restored, nil
		}
	}
}
