package rounds

import (
	"context"
	"time"

	"go.uber.org/zap"

	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/rounds/pending"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire/infer"
	"github.com/infersched/infersched/wire/status"
)

// Add queues a confirmed request. done is called once when the request reaches a final
// state (the consumer acknowledges its stream message then). Adding an id already
// pending changes nothing and reports false.
func (e *Engine) Add(req scheduler.Request, prompt []byte, done func()) bool {
	e.mu.Lock()
	if e.settledFirst(req, prompt) {
		e.mu.Unlock()
		if done != nil {
			done()
		}
		return false
	}
	defer e.mu.Unlock()
	en := e.add(req, prompt, done)
	if en != nil {
		e.applyNote(en)
	}
	return en != nil
}

// settledFirst takes a request whose result this replica heard before it (Complete
// found no request): the result is on chain, so the request is not pending here, and
// the result is kept for its draw as Settled keeps it. It covers a request whose chain
// read and status read, made before the result landed, said pending. Called with mu,
// which Complete holds while it keeps a result heard first, so that no result slips
// between the two.
func (e *Engine) settledFirst(req scheduler.Request, prompt []byte) bool {
	if _, ok := e.pending[req.ID]; ok || !e.keepStray(req, prompt) {
		return false
	}
	e.log.Info("request settled by its result, heard before it", zap.String("request", req.ID))
	return true
}

// add is Add without a takeover's note; nil when req is already pending. Called with
// mu held.
func (e *Engine) add(req scheduler.Request, prompt []byte, done func()) *entry {
	if _, ok := e.pending[req.ID]; ok {
		return nil
	}
	if done == nil {
		done = func() {}
	}
	en := &entry{req: req, contentHash: decisionlog.ContentHash(&req), payload: prompt, Record: pending.New(), done: done}
	e.pending[req.ID] = en
	e.noteAdded(req.ID)
	if _, err := infer.Parse(prompt); err != nil {
		// Taken in, never planned: the next round ends it as invalid_request (settle).
		en.Invalidate(status.ClipError(err.Error()))
		e.log.Info("request is not a valid inference request document: it ends invalid_request",
			zap.String("request", req.ID), zap.Error(err))
		e.Wake()
		return en
	}
	e.waiting++
	if !e.starved[req.ModelID] {
		e.Wake()
	}
	return en
}

// Restore puts back a request that was pending when the process stopped, in the state
// its status record says. An assigned request keeps its worker, attempt and estimate
// (its reservation is still in the registry) and is assumed acknowledged (Ack), since
// acknowledgements are not stored: it is queued again only if no result is seen by its
// estimated finish plus the grace and the result wait (reclaimLapsed). A record in a
// final state is not restored.
func (e *Engine) Restore(req scheduler.Request, prompt []byte, rec status.Record, done func()) bool {
	if rec.State.Final() || rec.RequestID != req.ID {
		return false
	}
	e.mu.Lock()
	if e.settledFirst(req, prompt) {
		e.mu.Unlock()
		if done != nil {
			done()
		}
		return false
	}
	defer e.mu.Unlock()
	en := e.add(req, prompt, done)
	if en == nil {
		return false
	}
	defer e.applyNote(en) // after the record: the note is newer
	en.Adopt(pending.Evidence{Source: pending.Restored, Status: rec}, e.rules(en))
	return true
}

// OnFinal replaces the callback run when the request ends, for a redelivered stream
// message that must be acknowledged instead of the first one. It reports whether the
// request is pending.
func (e *Engine) OnFinal(requestID string, done func()) bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	en, ok := e.pending[requestID]
	if ok && done != nil {
		en.done = done
	}
	return ok
}

// Ack records the worker's acknowledgement of an assignment; one for another worker or
// an older attempt is ignored and reported false, and so is a second one of the same
// attempt (a redelivered assignment is not run twice). An assignment restored, observed
// from another replica or adopted at a takeover is only assumed acknowledged: Ack
// refuses a worker's ack of it ("not pending"), AckHeard takes the one this replica
// heard before it led (a SIGKILL of the leader left its last round's jobs
// unrun and their workers backed off).
func (e *Engine) Ack(ctx context.Context, requestID, worker string, attempt int) bool {
	return e.ack(ctx, requestID, worker, attempt, false)
}

// AckHeard is Ack of an acknowledgement this replica heard while another led the
// request's shard and handles now that it took the shard over (bus/acks): it is taken
// even if the assignment is assumed acknowledged, since the worker takes one answer per
// ack it sends. A fresh ack of an assumed assignment (Ack) is refused: it may
// come from a redelivery to a worker already running the job.
func (e *Engine) AckHeard(ctx context.Context, requestID, worker string, attempt int) bool {
	return e.ack(ctx, requestID, worker, attempt, true)
}

func (e *Engine) ack(ctx context.Context, requestID, worker string, attempt int, heard bool) bool {
	e.mu.Lock()
	en, ok := e.pending[requestID]
	if !ok || !en.Ack(worker, attempt, heard) {
		e.mu.Unlock()
		return false
	}
	ttl := time.Duration(en.FinishByMS()-en.AssignedAtMS()) * time.Millisecond
	roundTrip := e.now().UnixMilli() - en.AssignedAtMS()
	leads := e.lead.Schedules(en.req.ModelID)
	e.mu.Unlock()
	if err := e.cap.Confirm(ctx, worker, requestID, ttl); err != nil {
		e.log.Warn("confirm reservation", zap.String("request", requestID), zap.String("worker", worker), zap.Error(err))
	}
	if leads {
		e.recordDispatch(ctx, worker, roundTrip)
	}
	return true
}

// Fail takes back an assignment its worker refused (a signed nack): the capacity is
// released, the worker's outcome recorded as a failure, and the request queued again
// with attempt + 1 for the next round, which lists it as released. A refusal for another
// worker or an older attempt, or on a replica that does not run the request's shard, is
// ignored and reported false.
func (e *Engine) Fail(ctx context.Context, requestID, worker string, attempt int, reason string) bool {
	e.mu.Lock()
	en, ok := e.pending[requestID]
	if !ok || !e.lead.Schedules(en.req.ModelID) || !en.Refuse(worker, attempt) {
		e.mu.Unlock()
		return false
	}
	e.suspend(worker, e.now().UnixMilli(), e.Config().WorkerBackoff)
	e.releaseNext(en, requestID)
	e.waiting++
	e.mu.Unlock()
	e.log.Info("assignment refused by its worker", zap.String("request", requestID), zap.String("worker", worker), zap.String("reason", reason))
	e.releaseFailed(ctx, release{worker: worker, request: requestID, failed: true})
	e.keepBackoff(ctx, worker)
	e.Wake() // after the release, so that the round sees the slot free
	e.m.reassignments.Inc()
	return true
}

// Complete ends a request whose result was accepted on chain (ResultSubmitted): the
// worker's capacity is released and its outcome recorded.
func (e *Engine) Complete(ctx context.Context, requestID, worker string, res Result) (status.Record, bool) {
	e.mu.Lock()
	en, ok := e.pending[requestID]
	if !ok {
		if e.ver != nil { // with mu held: Add and Restore take a stray under mu (settledFirst)
			e.ver.noteUnpending(requestID, worker, res, e.now().UnixMilli())
		}
		e.mu.Unlock()
		return status.Record{}, false
	}
	nowMS := e.now().UnixMilli()
	delete(e.pending, requestID)
	held := en.Assigned()
	heldBy := en.Worker()
	started := en.RunsFromMS()
	en.Complete(worker)
	_, forgiven := e.suspended[worker]
	delete(e.suspended, worker)
	if held {
		e.completedSince[en.req.ModelID]++
	}
	st := e.status(en, nowMS)
	st.ResultTxHash, st.OutputHash = res.TxHash, res.OutputHash
	// The worker's latency is its execution time: assignment (or its voucher's opening, when
	// later) to the block including its result, never the confirmations the indexer waited
	// for nor the wait for a reassigned request's voucher to open. Without the block time the
	// status says so, and the worker's average is fed the estimate it was assigned with.
	sample := en.EstimateMS()
	if held && started > 0 {
		st.LatencyMS, st.LatencyKind = max(nowMS-started, 0), status.LatencyIndexed
		if res.BlockTimeMS > 0 {
			st.LatencyMS, st.LatencyKind = max(res.BlockTimeMS-started, 0), status.LatencyInclusion
			sample = float64(st.LatencyMS)
		}
	}
	freed := held && e.waiting > 0
	e.mu.Unlock()
	// Every replica keeps the result for its draw, which the shard's holder logs
	// (verifylog.go), and ends the request; only the holder books the worker's side.
	if e.ver != nil {
		e.ver.noteResult(&candidate{req: en.req, prompt: en.payload, worker: worker, res: res, shard: e.lead.ShardOf(en.req.ModelID),
			atMS: res.BlockTimeMS}, nowMS)
	}
	if !e.lead.Schedules(en.req.ModelID) {
		en.done()
		return st, true
	}
	if held {
		if err := e.cap.Release(ctx, heldBy, requestID); err != nil {
			e.log.Warn("release after result", zap.String("request", requestID), zap.Error(err))
		}
	}
	if freed { // after the release, so that the round sees the slot free
		e.Wake()
	}
	if err := e.cap.RecordOutcome(ctx, worker, true, sample); err != nil {
		e.log.Warn("record outcome", zap.String("worker", worker), zap.Error(err))
	}
	if st.LatencyKind == status.LatencyInclusion {
		e.recordModelLatency(ctx, worker, en.req.ModelID, sample)
	}
	if forgiven {
		e.keepBackoff(ctx, worker)
	}
	en.done()
	return st, true
}

// Refund ends a request refunded on chain; Retract one that a reorg removed.
func (e *Engine) Refund(ctx context.Context, requestID string) (status.Record, bool) {
	return e.end(ctx, requestID, status.StateRefunded)
}

// Retract forgets a request whose event a reorg removed; it ends as retracted.
func (e *Engine) Retract(ctx context.Context, requestID string) (status.Record, bool) {
	return e.end(ctx, requestID, status.StateRetracted)
}

func (e *Engine) end(ctx context.Context, requestID string, final status.State) (status.Record, bool) {
	e.mu.Lock()
	en, ok := e.pending[requestID]
	if !ok {
		e.mu.Unlock()
		return status.Record{}, false
	}
	delete(e.pending, requestID)
	held, worker := en.Assigned(), en.Worker()
	en.End(final)
	st := e.status(en, e.now().UnixMilli())
	freed := held && e.waiting > 0
	e.mu.Unlock()
	if held && e.lead.Schedules(en.req.ModelID) {
		if err := e.cap.Release(ctx, worker, requestID); err != nil {
			e.log.Warn("release", zap.String("request", requestID), zap.Error(err))
		}
	}
	if freed {
		e.Wake()
	}
	en.done()
	return st, true
}

// WriteFinal runs write, which stores the final status of a request the engine has
// already ended (Complete, Refund, Expire, ...), holding the engine's status lock alone:
// no write of the engine (a round's batch, an ack's extension) runs meanwhile, and
// those after it leave the request out (storeHeld), so the final state is the last one
// written.
func (e *Engine) WriteFinal(write func() error) error {
	e.statusMu.Lock()
	defer e.statusMu.Unlock()
	return write()
}
