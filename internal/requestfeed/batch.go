package requestfeed

import (
	"context"
	"errors"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats.go/jetstream"
	"go.uber.org/zap"
	"golang.org/x/sync/errgroup"

	"github.com/infersched/infersched/internal/bus"
	"github.com/infersched/infersched/internal/rounds"
	"github.com/infersched/infersched/internal/status"
)

// Events apply in batches (issue 14's capacity): what the consumers have delivered is
// applied together, so that its round trips (status reads, the engine's Redis calls,
// final status writes) overlap instead of following one another. The guarantees are
// those of one event at a time:
//   - per request, events apply in stream order: a batch is split into runs in which no
//     request appears twice (the k-th event of a request in the batch goes to the k-th
//     run), the runs apply one after the other, and only the events of one run (each
//     about another request) apply at once;
//   - a message is acknowledged only once its effect is durable: a result, refund or
//     retraction after its final status write, a request when it is final (as before);
//   - a failure, or a stop, in the middle of a batch loses nothing: an event whose
//     effect is not stored is not acknowledged and comes again, and applying an event
//     again is harmless (the engine no longer holds the request, and its stored status
//     is finished as the event says, or already is).
const (
	// maxBatch bounds the events taken together from the consumers.
	maxBatch = 1024
	// applyParallel bounds the events of a run in flight at once.
	applyParallel = maxBatch
	// retryDelay is when an event that could not be applied comes again.
	retryDelay = time.Second
)

// event is one message of the REQUESTS stream, decoded, on its way to the engine.
type event struct {
	msg  jetstream.Msg
	live bool // the message is acknowledged (false while rebuilding)
	kind string
	id   string

	req bus.RequestEvent
	res bus.ResultEvent
	ref bus.RefundEvent
	ret bus.Retraction

	// What applying it left: the final status write that must be durable before the
	// message is acknowledged (nil: none), whether a request was added or restored,
	// and the error that leaves it unacknowledged.
	write    func(context.Context) error
	restored bool
	err      error
}

// decode reads msg. A message that does not decode is poison (terminated, never
// applied) and one on a subject the feed does not apply is acknowledged; both give nil.
func (f *Feed) decode(msg jetstream.Msg, live bool) *event {
	ev := &event{msg: msg, live: live, kind: kindOf(msg.Subject())}
	var err error
	switch ev.kind {
	case "request":
		if ev.req, err = bus.DecodeRequestEvent(msg.Data()); err == nil {
			ev.id = ev.req.ID
		}
	case "result":
		if ev.res, err = bus.DecodeResultEvent(msg.Data()); err == nil {
			ev.id = ev.res.ID
		}
	case "refund":
		if ev.ref, err = bus.DecodeRefundEvent(msg.Data()); err == nil {
			ev.id = ev.ref.ID
		}
	case "retraction":
		if ev.ret, err = bus.DecodeRetraction(msg.Data()); err == nil {
			ev.id = ev.ret.ID
		}
	default:
		ev.ack(f.log)
		return nil
	}
	if err != nil {
		f.poison(msg, ev.liveMsg(), err)
		return nil
	}
	return ev
}

func (ev *event) liveMsg() jetstream.Msg {
	if ev.live {
		return ev.msg
	}
	return nil
}

// ack acknowledges a live message; a failed ack only means it comes again.
func (ev *event) ack(log *zap.Logger) { ackMsg(log, ev.msg, ev.live) }

func ackMsg(log *zap.Logger, msg jetstream.Msg, live bool) {
	if !live {
		return
	}
	if err := msg.Ack(); err != nil {
		log.Warn("ack", zap.String("subject", msg.Subject()), zap.Error(err))
	}
}

// applyBatch applies evs in stream order per request (see above) and acknowledges each
// event whose effect is stored. Each event's err says whether it was applied.
func (f *Feed) applyBatch(ctx context.Context, evs []*event) {
	for _, run := range runs(evs) {
		f.applyRun(ctx, run)
	}
}

// runs splits evs into runs in which no request appears twice: the k-th event of a
// request goes to the k-th run, so that each request's events keep their order.
func runs(evs []*event) [][]*event {
	if len(evs) == 1 {
		return [][]*event{evs}
	}
	var out [][]*event
	seen := make(map[string]int, len(evs))
	for _, ev := range evs {
		k := seen[ev.id]
		seen[ev.id] = k + 1
		if k == len(out) {
			out = append(out, make([]*event, 0, len(evs)-len(out)))
		}
		out[k] = append(out[k], ev)
	}
	return out
}

// applyRun applies events each about another request: the engine steps at once, then
// every final status write of the run at once (one WriteFinal, so that no round's
// status batch interleaves), then the acknowledgements.
func (f *Feed) applyRun(ctx context.Context, evs []*event) {
	each(evs, func(ev *event) { f.stage(ctx, ev) })
	var writes []*event
	for _, ev := range evs {
		if ev.err == nil && ev.write != nil {
			writes = append(writes, ev)
		}
	}
	if len(writes) > 0 {
		if err := f.eng.WriteFinal(func() error {
			each(writes, func(ev *event) { ev.err = ev.write(ctx) })
			return nil
		}); err != nil {
			for _, ev := range writes {
				ev.err = errors.Join(ev.err, err)
			}
		}
	}
	for _, ev := range evs {
		if ev.err == nil && ev.kind != "request" { // a request is acknowledged when final
			ev.ack(f.log)
		}
	}
}

// each runs fn for every event, several at once.
func each(evs []*event, fn func(*event)) {
	if len(evs) == 1 {
		fn(evs[0])
		return
	}
	var g errgroup.Group
	g.SetLimit(applyParallel)
	for _, ev := range evs {
		g.Go(func() error { fn(ev); return nil })
	}
	_ = g.Wait()
}

// stage takes ev to the engine and reads what its status write needs.
func (f *Feed) stage(ctx context.Context, ev *event) {
	switch ev.kind {
	case "request":
		// The callback lives as long as the request is pending: it holds the message,
		// not the decoded event.
		msg, live := ev.msg, ev.live
		ev.restored, ev.err = f.applyRequest(ctx, ev.req, func() { ackMsg(f.log, msg, live) })
	case "result":
		ev.write, ev.err = f.stageResult(ctx, ev.res)
	case "refund":
		ev.write, ev.err = f.stageRefund(ctx, ev.ref)
	case "retraction":
		ev.write, ev.err = f.stageRetraction(ctx, ev.ret)
	}
}

func (f *Feed) stageResult(ctx context.Context, ev bus.ResultEvent) (func(context.Context) error, error) {
	worker := strings.ToLower(ev.Worker.Hex())
	if st, ok := f.eng.Complete(ctx, ev.ID, worker, rounds.Result{TxHash: ev.TxHash.Hex(), OutputHash: ev.OutputHash.Hex(), BlockTimeMS: ev.BlockTimeMS}); ok {
		return f.put(st), nil
	}
	return f.finishStored(ctx, ev.ID, func(r *status.Record) {
		r.State, r.Worker, r.ResultTxHash, r.OutputHash = status.StateCompleted, worker, ev.TxHash.Hex(), ev.OutputHash.Hex()
	})
}

func (f *Feed) stageRefund(ctx context.Context, ev bus.RefundEvent) (func(context.Context) error, error) {
	if st, ok := f.eng.Refund(ctx, ev.ID); ok {
		return f.put(st), nil
	}
	return f.finishStored(ctx, ev.ID, func(r *status.Record) { r.State = status.StateRefunded })
}

func (f *Feed) stageRetraction(ctx context.Context, ev bus.Retraction) (func(context.Context) error, error) {
	if ev.Kind != bus.KindRequest {
		f.log.Warn("retraction of a result or refund: the request's final state stays", zap.String("kind", ev.Kind), zap.String("request", ev.ID))
		return nil, nil
	}
	if st, ok := f.eng.Retract(ctx, ev.ID); ok {
		return f.put(st), nil
	}
	return nil, nil
}

// put is the write of a final status the engine gave.
func (f *Feed) put(st status.Record) func(context.Context) error {
	return func(ctx context.Context) error {
		_, err := f.statuses.Put(ctx, st)
		return err
	}
}

// finishStored reads the stored record of a request this process does not hold
// (already expired here, or pending on another replica's side of a restart) and, if it
// is not final yet, returns the write that moves it to the final state set gives.
func (f *Feed) finishStored(ctx context.Context, id string, set func(*status.Record)) (func(context.Context) error, error) {
	rec, rev, err := f.statuses.Get(ctx, id)
	if errors.Is(err, status.ErrInvalid) {
		f.badStatus(id, err)
		return nil, nil // nothing this process holds to finish
	}
	if errors.Is(err, status.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	if rec.State.Final() && rec.State != status.StateExpired {
		return nil, nil
	}
	set(&rec)
	rec.UpdatedAtMS = f.now().UnixMilli()
	return func(ctx context.Context) error {
		_, err := f.statuses.Update(ctx, rec, rev)
		return err
	}, nil
}

// applier applies what the consumers deliver, a batch at a time, until ctx ends; the
// events of a batch that fail are redelivered a second later.
type applier struct {
	in   chan *event
	done sync.WaitGroup
}

func (f *Feed) startApplier(ctx context.Context) *applier {
	a := &applier{in: make(chan *event, maxBatch)}
	a.done.Add(1)
	go func() {
		defer a.done.Done()
		batch := make([]*event, 0, maxBatch)
		for {
			select {
			case <-ctx.Done():
				return
			case ev := <-a.in:
				batch = append(batch[:0], ev)
			}
		more:
			for len(batch) < maxBatch {
				select {
				case ev := <-a.in:
					batch = append(batch, ev)
				default:
					break more
				}
			}
			f.applyBatch(ctx, batch)
			for _, ev := range batch {
				if ev.err != nil && ctx.Err() == nil {
					f.log.Warn("event not applied; it will be redelivered", zap.String("subject", ev.msg.Subject()), zap.Error(ev.err))
					_ = ev.msg.NakWithDelay(retryDelay)
				}
			}
			clear(batch)
		}
	}()
	return a
}

// handle is a consumer's message handler: it decodes the message and queues it for the
// applier, in the consumer's order.
func (a *applier) handle(ctx context.Context, f *Feed) jetstream.MessageHandler {
	return func(msg jetstream.Msg) {
		ev := f.decode(msg, true)
		if ev == nil {
			return
		}
		select {
		case a.in <- ev:
		case <-ctx.Done(): // not acknowledged: redelivered to the next run
		}
	}
}

// wait returns once the applier has stopped (after ctx ended).
func (a *applier) wait() { a.done.Wait() }
