package feed

import (
	"context"
	"errors"
	"strings"
	"sync"

	"github.com/nats-io/nats.go/jetstream"
	"go.uber.org/zap"

	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/wire/events"
	"github.com/infersched/infersched/wire/status"
)

// Events apply in batches: what the consumers have delivered is
// checked against the chain with one read (feed.go's applyBatch) and then applied
// together, so that its round trips (status reads, the engine's Redis calls, final
// status writes) overlap instead of following one another. The guarantees are those of
// one event at a time:
//   - per request, events apply in stream order: a batch is split into runs in which no
//     request appears twice (the k-th event of a request in the batch goes to the k-th
//     run), the runs apply one after the other, and only the events of one run (each
//     about another request) apply at once;
//   - a message is acknowledged only once its effect is durable: a result, refund or
//     retraction after its final status write, a request when it is final;
//   - a failure, or a stop, in the middle of a batch loses nothing: an event whose
//     effect is not stored is not acknowledged and comes again, and applying an event
//     again is harmless (the engine no longer holds the request, and its stored status
//     is finished as the event says, or already is).

// applied is one decoded event on its way to the engine, and what applying it left:
// the final status write that must be durable before the message is acknowledged (nil:
// none), whether a request was added or restored, and the error that leaves it
// unacknowledged.
type applied struct {
	ev      *event
	live    jetstream.Msg // the message to acknowledge; nil while rebuilding
	verdict *Verdict

	write    func(context.Context) error
	restored bool
	err      error
}

// id is the request the event is about.
func (a *applied) id() string {
	switch a.ev.kind {
	case KindRequest:
		return a.ev.req.ID
	case KindResult:
		return a.ev.res.ID
	case KindRefund:
		return a.ev.ref.ID
	case KindFeeBump:
		return a.ev.bump.ID
	case KindWithdrawal:
		return a.ev.gone.ID
	case KindVerify:
		return a.ev.ver.ID
	}
	return a.ev.retr.ID
}

// ackMsg acknowledges a live message (nil: rebuilding, nothing to acknowledge); a failed
// ack only means it comes again.
func ackMsg(log *zap.Logger, msg jetstream.Msg) {
	if msg == nil {
		return
	}
	if err := msg.Ack(); err != nil {
		log.Warn("ack", zap.String("subject", msg.Subject()), zap.Error(err))
	}
}

// applyAll applies evs in stream order per request (see above) and acknowledges each
// event whose effect is stored. Each one's err says whether it was applied.
func (f *Feed) applyAll(ctx context.Context, evs []*applied) {
	for _, run := range runs(evs) {
		f.applyRun(ctx, run)
	}
}

// runs splits evs into runs in which no request appears twice: the k-th event of a
// request goes to the k-th run, so that each request's events keep their order.
func runs(evs []*applied) [][]*applied {
	if len(evs) <= 1 {
		return [][]*applied{evs}
	}
	var out [][]*applied
	seen := make(map[string]int, len(evs))
	for _, a := range evs {
		id := a.id()
		k := seen[id]
		seen[id] = k + 1
		if k == len(out) {
			out = append(out, make([]*applied, 0, len(evs)-len(out)))
		}
		out[k] = append(out[k], a)
	}
	return out
}

// applyRun applies events each about another request: the engine steps at once, then
// every final status write of the run at once (one WriteFinal, so that no round's
// status batch interleaves), then the acknowledgements.
func (f *Feed) applyRun(ctx context.Context, evs []*applied) {
	each(evs, func(a *applied) { f.stage(ctx, a) })
	var writes []*applied
	for _, a := range evs {
		if a.err == nil && a.write != nil {
			writes = append(writes, a)
		}
	}
	if len(writes) > 0 {
		if err := f.eng.WriteFinal(func() error {
			each(writes, func(a *applied) { a.err = a.write(ctx) })
			return nil
		}); err != nil {
			for _, a := range writes {
				a.err = errors.Join(a.err, err)
			}
		}
	}
	for _, a := range evs {
		if a.err == nil && a.ev.kind != KindRequest { // a request is acknowledged when final
			ackMsg(f.log, a.live)
		}
	}
}

// each runs fn for every event, all at once.
func each(evs []*applied, fn func(*applied)) {
	if len(evs) == 1 {
		fn(evs[0])
		return
	}
	var wg sync.WaitGroup
	for _, a := range evs {
		wg.Add(1)
		go func() { defer wg.Done(); fn(a) }()
	}
	wg.Wait()
}

// stage takes an event to the engine and reads what its status write needs.
func (f *Feed) stage(ctx context.Context, a *applied) {
	switch e := a.ev; e.kind {
	case KindRequest:
		// The callback lives as long as the request is pending: it holds the message,
		// not the decoded event.
		live := a.live
		a.restored, a.err = f.applyRequest(ctx, e.req, a.verdict, func() { ackMsg(f.log, live) })
	case KindResult:
		a.write, a.err = f.stageResult(ctx, e.res)
	case KindRefund:
		a.write, a.err = f.stageRefund(ctx, e.ref)
	case KindRetraction:
		a.write, a.err = f.stageRetraction(ctx, e.retr)
	case KindFeeBump:
		f.eng.BumpFee(e.bump.ID, &e.bump.Fee.Int)
	case KindWithdrawal:
		f.eng.Withdraw(e.gone.ID, int64(e.gone.EffectiveAt)*1000)
	case KindVerify:
		if a.live != nil { // while rebuilding: the events consumer delivers what is not acknowledged
			a.write, a.err = f.stageVerify(ctx, e.ver, a.verdict)
		}
	}
}

func (f *Feed) stageResult(ctx context.Context, ev events.ResultEvent) (func(context.Context) error, error) {
	worker := strings.ToLower(ev.Worker.Hex())
	if st, ok := f.eng.Complete(ctx, ev.ID, worker, rounds.Result{TxHash: ev.TxHash.Hex(), OutputHash: ev.OutputHash.Hex(), BlockTimeMS: ev.BlockTimeMS, BlockHash: ev.BlockHash.Hex()}); ok {
		return f.putCompleted(st), nil
	}
	return f.finishStored(ctx, ev.ID, func(r *status.Record) {
		r.State, r.Worker, r.ResultTxHash, r.OutputHash = status.StateCompleted, worker, ev.TxHash.Hex(), ev.OutputHash.Hex()
	})
}

func (f *Feed) stageRefund(ctx context.Context, ev events.RefundEvent) (func(context.Context) error, error) {
	tx := strings.ToLower(ev.TxHash.Hex())
	if st, ok := f.eng.Refund(ctx, ev.ID); ok {
		st.RefundTxHash = tx
		return f.put(st), nil
	}
	return f.finishStored(ctx, ev.ID, func(r *status.Record) { r.State, r.RefundTxHash = status.StateRefunded, tx })
}

func (f *Feed) stageRetraction(ctx context.Context, ev events.Retraction) (func(context.Context) error, error) {
	if ev.Kind != events.KindRequest {
		f.log.Warn("retraction of a result or refund: the request's final state stays", zap.String("kind", ev.Kind), zap.String("request", ev.ID))
		return nil, nil
	}
	if st, ok := f.eng.Retract(ctx, ev.ID); ok {
		return f.put(st), nil
	}
	return nil, nil
}

// putCompleted is the write of the completed status the engine gave, by
// compare-and-swap: what the stored record says of the result's verification (sampled,
// a verdict and its logs, written by whichever replica came first: the shard's holder
// marks its draw's samples, every replica's feed applies the verdicts) is kept, and a
// result this replica's draw sampled says sampled. Every replica writes the completed
// status; one whose feed is behind must not erase what the others wrote.
func (f *Feed) putCompleted(st status.Record) func(context.Context) error {
	return func(ctx context.Context) error {
		for try := 1; ; try++ {
			rec := st
			if f.eng.Sampled(st.RequestID) {
				rec.Verification = status.VerificationSampled
			}
			stored, rev, err := f.statuses.Get(ctx, st.RequestID)
			switch {
			case errors.Is(err, status.ErrNotFound), errors.Is(err, status.ErrInvalid):
				_, err = f.statuses.Put(ctx, rec)
				return err
			case err != nil:
				return err
			}
			if stored.Verification != "" {
				rec.Verification = stored.Verification
			}
			rec.VerificationTxs = stored.VerificationTxs
			_, err = f.statuses.Update(ctx, rec, rev)
			if !errors.Is(err, status.ErrConflict) || try == maxFinishTries {
				return err
			}
		}
	}
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
//
// The write is a compare-and-swap at the revision read here. Another replica may store
// the request's record in between (the holder's voucher extension or assignment, its
// own final status): the write then reads the record again and redoes the change, up
// to maxFinishTries times, and stops once the record is final. Giving up at the first
// conflict left a completed request "assigned" for good when this replica was
// rebuilding (no message to redeliver) and the holder that wrote in between died
// (the failover test's 16 requests stuck in 2 of 22 runs).
func (f *Feed) finishStored(ctx context.Context, id string, set func(*status.Record)) (func(context.Context) error, error) {
	rec, rev, err := f.unfinished(ctx, id)
	if err != nil || rev == 0 {
		return nil, err
	}
	return func(ctx context.Context) error {
		for try := 1; ; try++ {
			set(&rec)
			rec.UpdatedAtMS = f.now().UnixMilli()
			_, err := f.statuses.Update(ctx, rec, rev)
			if !errors.Is(err, status.ErrConflict) || try == maxFinishTries {
				return err
			}
			if rec, rev, err = f.unfinished(ctx, id); err != nil || rev == 0 {
				return err
			}
		}
	}, nil
}

// maxFinishTries bounds finishStored's compare-and-swap: each conflict is another
// replica's write of the same request, of which there are a few per attempt.
const maxFinishTries = 8

// unfinished reads the stored record of request id, with its revision, or revision 0
// when there is nothing to finish: no record, a final one (a refundable one aside:
// expired or invalid_request, which a refund still ends), or one that does not decode
// (reported).
func (f *Feed) unfinished(ctx context.Context, id string) (status.Record, uint64, error) {
	rec, rev, err := f.statuses.Get(ctx, id)
	switch {
	case errors.Is(err, status.ErrInvalid):
		f.badStatus(id, err)
		return status.Record{}, 0, nil // nothing this process holds to finish
	case errors.Is(err, status.ErrNotFound):
		return status.Record{}, 0, nil
	case err != nil:
		return status.Record{}, 0, err
	case rec.State.Final() && !rec.State.Refundable():
		return status.Record{}, 0, nil
	}
	return rec, rev, nil
}
