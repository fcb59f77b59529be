package rounds

import (
	"context"
	"fmt"
	"math"
	"math/big"
	"sync"
	"time"

	"go.uber.org/zap"
	"golang.org/x/sync/errgroup"

	"github.com/infersched/infersched/rounds/pending"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/flowcontrol"
	"github.com/infersched/infersched/wire/status"
)

// What becomes of a round's plan once its record is written, in the order roundOf
// plays it: admission through the token buckets, sending under a voucher window (or
// giving the reserved capacity back), then settling the requests the plan left and
// the round's statuses.

// admitPlanned takes each planned assignment through the token buckets in priority
// order, so that tokens are spent only on what is dispatched. A refused request becomes
// throttled with the wait as its Retry-After. It returns the indexes to send.
func (e *Engine) admitPlanned(ctx context.Context, r *round) []int {
	e.mu.Lock()
	defer e.mu.Unlock()
	var send []int
	for i, a := range r.decision.Assigned {
		en := e.pending[a.RequestID]
		if en == nil || !en.Waiting() {
			r.outcomes[i] = dispatchOutcome{Dispatch: Dispatch{RequestID: a.RequestID, Worker: a.WorkerID, State: status.StateFailed, Reason: "no longer pending"}}
			continue
		}
		// While the chain is unhealthy every planned assignment waits a round, with the
		// round's gate as the reason; otherwise the token buckets decide.
		waitMS, reason := r.cfg.RoundInterval.Milliseconds(), r.gate
		if r.gate == "" {
			dec := e.admitOne(ctx, r, en)
			if dec.OK {
				send = append(send, i)
				continue
			}
			waitMS, reason = int64(math.Ceil(float64(dec.Wait)/float64(time.Millisecond))), dec.Limit
		}
		r.outcomes[i] = e.throttle(r, en, a, waitMS, reason)
	}
	return send
}

// admitOne takes a planned request through the token buckets. Called with mu held.
func (e *Engine) admitOne(ctx context.Context, r *round, en *entry) flowcontrol.Decision {
	dec := e.admit.Admit(r.now, en.req.ModelID, en.req.User, len(en.payload))
	if dec.OK && e.shared != nil {
		// After the local levels, so that only what passes them costs a Redis call. A
		// shared refusal leaves the local tokens spent: it errs on admitting less.
		var err error
		if dec, err = e.shared.Take(ctx, en.req.ModelID, en.req.User); err != nil {
			// Fail closed: a request over a limit must wait, and an unknown one might be.
			e.log.Warn("shared limits unavailable", zap.String("request", en.req.ID), zap.Error(err))
			dec = flowcontrol.Decision{Wait: sharedRetry, Limit: "shared.unavailable"}
		}
	}
	return dec
}

// throttle keeps a planned request queued for waitMS, for the reason given: throttled,
// with the throttled estimate (the wait, then processing and confirmation).
// Called with mu held.
func (e *Engine) throttle(r *round, en *entry, a scheduler.Assignment, waitMS int64, reason string) dispatchOutcome {
	out := dispatchOutcome{Dispatch: Dispatch{RequestID: a.RequestID, Worker: a.WorkerID, Attempt: en.Attempt(),
		State: status.StateThrottled, Reason: reason}, model: en.req.ModelID}
	eta, retry := scheduler.ThrottledEstimate(&r.cfg, en.req, a.ProcessingMS, waitMS, r.nowMS)
	en.Throttle(retry, eta, r.rep.Round)
	st := e.status(en, r.nowMS)
	out.status = &st
	return out
}

// dispatch reserves, signs and publishes the admitted assignments in parallel (Plan
// has already chosen; a failure only leaves its request queued), then tallies what
// became of every planned one.
func (e *Engine) dispatch(ctx context.Context, r *round, send []int) {
	var g errgroup.Group
	g.SetLimit(dispatchParallel)
	for _, i := range send {
		g.Go(func() error {
			r.outcomes[i] = e.send(ctx, r, r.decision.Assigned[i])
			return nil
		})
	}
	_ = g.Wait()
	e.mu.Lock()
	defer e.mu.Unlock()
	var failed map[string]int // reason → count, logged once per round
	for _, o := range r.outcomes {
		switch o.State {
		case status.StateAssigned:
			r.rep.Dispatched++
			e.m.assignments.Inc()
		case status.StateThrottled:
			r.rep.Throttled++
			e.releasedNext[r.shard] = append(e.releasedNext[r.shard], o.RequestID)
			e.m.throttled.WithLabelValues(o.Reason).Inc()
		default:
			r.rep.Failed++
			e.releasedNext[r.shard] = append(e.releasedNext[r.shard], o.RequestID)
			e.m.dispatchFail.Inc()
			if failed == nil {
				failed = make(map[string]int)
			}
			failed[o.Reason]++
		}
		if o.status != nil {
			r.statuses = append(r.statuses, *o.status)
		}
	}
	if len(failed) > 0 {
		e.log.Warn("planned assignments not dispatched; queued again", zap.Uint64("round", r.rep.Round), zap.Any("reasons", failed))
	}
}

type dispatchOutcome struct {
	Dispatch
	model  string
	status *status.Record
}

// sharedRetry is the wait given to a request when the shared limits cannot be read.
const sharedRetry = time.Second

// dispatchParallel bounds the assignments being reserved and published at once.
const dispatchParallel = 256

// send reserves the worker's capacity, signs the voucher and publishes one admitted
// assignment. Safe to call for several assignments at once.
func (e *Engine) send(ctx context.Context, r *round, a scheduler.Assignment) dispatchOutcome {
	cfg, nowMS := &r.cfg, r.nowMS
	e.mu.Lock()
	en := e.pending[a.RequestID]
	if en == nil {
		e.mu.Unlock()
		return dispatchOutcome{Dispatch: Dispatch{RequestID: a.RequestID, Worker: a.WorkerID, State: status.StateFailed, Reason: "no longer pending"}}
	}
	req, payload, attempt, prevExpiry := en.req, en.payload, en.Attempt(), en.VoucherExpiry()
	w := voucherWindow(r.now, prevExpiry, a.EstimatedLatencyMS, req.DeadlineMS, cfg)
	e.mu.Unlock()
	out := dispatchOutcome{Dispatch: Dispatch{RequestID: a.RequestID, Worker: a.WorkerID, Attempt: attempt}, model: req.ModelID}
	if !w.ok {
		out.State, out.Reason = status.StateFailed, "no voucher window before the deadline"
		return out
	}

	// finishBy is when the result's block is due (counted from the voucher window's
	// start); the reservation lasts that long (the worker's slot is free once its result
	// is in a block), and the lapse comes the round's result wait later (reclaimLapsed).
	finishBy := w.finishByMS
	ttl := time.Duration(max(finishBy-nowMS, cfg.AckTimeout.Milliseconds())) * time.Millisecond
	// A cold route also reserves the weights it loads (the plan booked them: LoadMB).
	if err := e.cap.Reserve(ctx, a.WorkerID, a.RequestID, req.RequiredMemoryMB+a.LoadMB, ttl); err != nil {
		out.State, out.Reason = status.StateFailed, "reserve: "+err.Error()
		return out
	}
	v, err := e.signVoucher(a, req, payload, attempt, w)
	if err != nil {
		return e.unsend(ctx, out, a, "dispatch: "+err.Error())
	}
	before, st, reason := e.claim(r, a, en, attempt, prevExpiry, w)
	if reason != "" {
		return e.unsend(ctx, out, a, reason)
	}
	err = e.sink.Assign(ctx, Assignment{
		RequestID: a.RequestID, Attempt: attempt, Round: r.rep.Round, Worker: a.WorkerID,
		Request: req, Prompt: payload, EstimatedLatencyMS: a.EstimatedLatencyMS, RetryAfterS: a.RetryAfterS,
		VoucherNotBefore: w.notBefore, VoucherExpiry: w.expiry, VoucherInputHash: v.InputHash, VoucherSignature: v.Signature,
		Batched: a.Batched, BatchShare: a.BatchShare,
	})
	if err != nil {
		e.mu.Lock()
		if e.pending[a.RequestID] == en {
			en.Rollback(before, attempt)
		}
		e.mu.Unlock()
		return e.unsend(ctx, out, a, "dispatch: "+err.Error())
	}
	out.State = status.StateAssigned
	out.status = &st
	return out
}

// signVoucher signs the voucher of one attempt in window w.
func (e *Engine) signVoucher(a scheduler.Assignment, req scheduler.Request, payload []byte, attempt int, w window) (Voucher, error) {
	id, ok := new(big.Int).SetString(a.RequestID, 10)
	if !ok {
		return Voucher{}, fmt.Errorf("request id %q is not a decimal integer", a.RequestID)
	}
	return e.sign(VoucherTerms{RequestID: id, Request: req, Prompt: payload, Worker: a.WorkerID, Attempt: attempt,
		NotBefore: w.notBefore, Expiry: w.expiry})
}

// claim marks en assigned to a's worker, unless the request changed or the lease
// lapsed since the window was drawn (then reason says why). The request is assigned
// before its assignment can be seen: a worker that acks the moment it is delivered
// must find it so; a failed publish rolls back to before.
func (e *Engine) claim(r *round, a scheduler.Assignment, en *entry, attempt int, prevExpiry uint64, w window) (before pending.Placement, st status.Record, reason string) {
	nowMS := r.nowMS
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.pending[a.RequestID] != en || en.Attempt() != attempt || !en.Waiting() ||
		en.VoucherExpiry() != prevExpiry {
		return before, status.Record{}, "no longer pending"
	}
	if !e.lead.Schedules(en.req.ModelID) { // the lease lapsed mid-round: stop before publishing
		return before, status.Record{}, "lease lost"
	}
	before = en.Assign(pending.Assignment{Worker: a.WorkerID, AtMS: nowMS, Round: r.rep.Round, EstimateMS: a.EstimatedLatencyMS,
		RetryS: a.RetryAfterS, ETAMS: a.ETAMS, VoucherNotBefore: w.notBefore, VoucherExpiry: w.expiry}, pending.TimingOf(&r.cfg))
	return before, e.status(en, nowMS), ""
}

// unsend releases the capacity reserved for an assignment that did not go out.
func (e *Engine) unsend(ctx context.Context, out dispatchOutcome, a scheduler.Assignment, reason string) dispatchOutcome {
	if err := e.cap.Release(ctx, a.WorkerID, a.RequestID); err != nil {
		e.log.Warn("release after failed dispatch", zap.String("request", a.RequestID), zap.Error(err))
	}
	out.State, out.Reason = status.StateFailed, reason
	return out
}

// release is an assignment taken back from worker (lapsed, refused, or planned and
// not sent): its reservation is released, and a failure recorded against the worker
// when failed.
type release struct {
	worker, request string
	failed          bool
}

// releaseAll releases rs, outside the engine's lock.
func (e *Engine) releaseAll(ctx context.Context, rs []release) {
	for _, r := range rs {
		e.releaseFailed(ctx, r)
	}
}

// releaseFailed releases r's reservation and records its failure, logging what the
// registry refused: the reservation lapses by its TTL anyway.
func (e *Engine) releaseFailed(ctx context.Context, r release) {
	if err := e.cap.Release(ctx, r.worker, r.request); err != nil {
		e.log.Warn("release", zap.String("request", r.request), zap.String("worker", r.worker), zap.Error(err))
	}
	if r.failed {
		if err := e.cap.RecordOutcome(ctx, r.worker, false, 0); err != nil {
			e.log.Warn("record outcome", zap.String("worker", r.worker), zap.Error(err))
		}
	}
}

// window is one attempt's voucher window and when the engine gives up on its result.
type window struct {
	notBefore, expiry uint64 // unix seconds, inclusive
	finishByMS        int64
	ok                bool
}

// ackWindowS is how long (whole seconds, rounded up, plus one for the chain clock's
// granularity) an attempt's first voucher lasts: its ack timeout. The worker's ack
// extends it to voucher_ttl (Engine.Acknowledge); an attempt refused or never
// acknowledged frees the request for the next worker's voucher that soon.
func ackWindowS(cfg *scheduler.Config) uint64 {
	return uint64((cfg.AckTimeout.D()+time.Second-1)/time.Second) + 1
}

// fullExpiry is the expiry of a window that opens at start (unix s): voucher_ttl
// later, never past the deadline nor before notBefore.
func fullExpiry(start, notBefore uint64, deadlineMS int64, cfg *scheduler.Config) uint64 {
	deadline := uint64(max(deadlineMS, 0)) / 1000
	return max(min(start+uint64(cfg.VoucherTTL.D()/time.Second), deadline), notBefore)
}

// voucherWindow places the voucher of a new attempt, issued at now, after the previous
// attempt's expiry (prevExpiry, unix s; 0 for none): two vouchers of one request are
// never valid at the same block time, whatever the clocks say, so a worker whose
// assignment was taken back can never race its successor.
//
// The voucher lasts the ack timeout (ackWindowS) from the start of its window, and once
// the worker acknowledges it a voucher for the same window lasting voucher_ttl, never
// past the request's deadline, replaces it (Engine.Acknowledge). It does not depend on
// the estimate: a worker slower than estimated, or one
// whose scheduler restarts while it runs, is still paid for an honest result within
// voucher_ttl, and a result can wait for a batch. The price is that a worker that
// vanishes holds the request until its voucher lapses: its successor may run the job at
// once but is paid only after that (docs/security.md). The engine takes the assignment
// back at the estimated finish plus result_grace, counted from the window's start.
// ok is false when the window cannot open before the request's deadline.
func voucherWindow(now time.Time, prevExpiry uint64, estimateMS float64, deadlineMS int64, cfg *scheduler.Config) window {
	var notBefore uint64 // the first attempt's voucher is valid at once, whatever the chain's clock
	if prevExpiry > 0 {
		notBefore = prevExpiry + 1
	}
	deadline := uint64(max(deadlineMS, 0)) / 1000 // the router takes results while block time <= deadline
	start := max(uint64(max(now.Unix(), 0)), notBefore)
	expiry := min(max(min(start+ackWindowS(cfg), deadline), notBefore), fullExpiry(start, notBefore, deadlineMS, cfg))
	finishByMS := pending.FinishByMS(now.UnixMilli(), notBefore, estimateMS, pending.TimingOf(cfg))
	return window{notBefore: notBefore, expiry: expiry, finishByMS: finishByMS, ok: notBefore <= deadline}
}

// settle brings every other request up to date: the skipped ones get their queue
// position and Retry-After, the expired ones end, an assignment past its deadline plus
// the grace ends as expired; then the drain rates and the gauges. It returns the
// assignments to release.
func (e *Engine) settle(r *round) []release {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.settleSkipped(r)
	for _, id := range r.decision.Expired {
		if en := e.pending[id]; en != nil {
			e.finish(r, en, status.StateExpired)
		}
	}
	// The contract lets the requester refund an assigned request past its deadline,
	// and no result can be paid once the voucher lapses; one included by the deadline
	// is seen the result wait later. A request left out of the plan because its last
	// voucher outlives its deadline expires the same way.
	var lapsed []release
	for _, id := range r.ids {
		en := e.pending[id]
		if en != nil && en.Invalid() != "" && !en.Assigned() && e.inRound(r, en) {
			e.endInRound(r, en, status.StateInvalidRequest)
			r.rep.Invalid++
			continue
		}
		if en != nil && en.Assigned() && en.TakeUnwritten() { // taken as live from a takeover's note: followers learn it
			r.statuses = append(r.statuses, e.status(en, r.nowMS))
		}
		if en == nil || r.nowMS <= en.endMS()+r.cfg.ResultGrace.Milliseconds()+r.waitMS || !e.inRound(r, en) {
			continue
		}
		switch {
		case en.WithdrawAtMS() > 0 && !en.Assigned():
			e.finish(r, en, status.StateExpired) // withdrawn: the keeper refunds it
		case en.Assigned():
			lapsed = append(lapsed, release{worker: en.Worker(), request: id, failed: true})
			e.finish(r, en, status.StateExpired)
		case en.voucherOutlivesDeadline():
			e.finish(r, en, status.StateExpired)
		}
	}
	e.updateDrain(r)
	e.pace(r)
	e.lastRound = r.now
	e.m.setPending(e.pending)
	e.m.reassignments.Add(float64(r.rep.Reassigned))
	e.m.expired.Add(float64(r.rep.Expired))
	e.m.observeStatuses(r.statuses)
	return lapsed
}

// settleSkipped writes the queue position and Retry-After of each request Plan left
// queued, when pending.Record.Skip says it is due. Called with mu held.
func (e *Engine) settleSkipped(r *round) {
	for _, s := range r.decision.Skipped {
		en := e.pending[s.RequestID]
		if en == nil || !en.Waiting() {
			continue
		}
		reason := ""
		if s.Reason == scheduler.ReasonNoWorkerForTask {
			reason = status.ReasonNoWorkerForTask
		}
		if !en.Skip(pending.Skipped{Position: s.QueuePosition, RetryS: s.RetryAfterS, ETAMS: s.ETAMS, Round: r.rep.Round,
			FeeNeeded: s.FeeNeededWei, FeeNeededToken: s.FeeNeeded, PriceUnavailable: s.Reason == scheduler.ReasonPriceUnavailable, Reason: reason,
			AtMS: r.nowMS, IntervalMS: r.cfg.RoundInterval.Milliseconds(), Fee: en.fee().String()}) {
			continue
		}
		r.statuses = append(r.statuses, e.status(en, r.nowMS))
	}
}

// finish ends a pending request in a final state this round, counted as expired.
// Called with mu held.
func (e *Engine) finish(r *round, en *entry, final status.State) {
	e.endInRound(r, en, final)
	r.rep.Expired++
}

// endInRound ends a pending request in a final state this round. Called with mu held.
func (e *Engine) endInRound(r *round, en *entry, final status.State) {
	delete(e.pending, en.req.ID)
	en.End(final)
	r.statuses = append(r.statuses, e.status(en, r.nowMS))
	r.finished = append(r.finished, en)
}

// updateDrain folds the completions per second since the last round into the EWMA of
// each model with work queued or in flight. A model's EWMA starts at the configured
// default with its first measured completion (before that the default applies as it
// is); a model with nothing queued or in flight is forgotten, and starts from the
// default again. Called with mu held.
func (e *Engine) updateDrain(r *round) {
	completed := e.completedSince
	e.completedSince = map[string]int{}
	if e.lastRound.IsZero() {
		return
	}
	active := map[string]bool{}
	for _, en := range e.pending {
		active[en.req.ModelID] = true
	}
	scheduler.FoldDrain(e.drain, completed, active, r.now.Sub(e.lastRound).Seconds(), r.cfg.DrainAlpha, r.cfg.RetryAfter.DefaultDrainRateTPS)
}

// pace leaves what the round loop needs to wake on time: how many requests
// wait in the shards this replica runs (the feed's bound), the models whose requests wait for a slot or a worker, which workers this round
// saw, and when the next assignment lapses (its ack deadline, or its result or request
// deadline plus the grace and the result wait). Called with mu held.
func (e *Engine) pace(r *round) {
	e.waiting, e.lapseAtMS = 0, 0
	clear(e.starved)
	for _, s := range r.decision.Skipped {
		if s.Reason == scheduler.ReasonNoCapacity || s.Reason == scheduler.ReasonNoWorker {
			if en := e.pending[s.RequestID]; en != nil {
				e.starved[en.req.ModelID] = true
			}
		}
	}
	gone := 0
	led := map[string]bool{} // model → this replica runs its shard's rounds
	for _, id := range r.ids {
		en := e.pending[id]
		switch {
		case en == nil:
			gone++
		case en.Waiting():
			// Only what this replica's rounds could place counts: requests of shards
			// another replica runs wait there, not here (nor hold the feed back).
			sched, ok := led[en.req.ModelID]
			if !ok {
				sched = e.lead.Schedules(en.req.ModelID)
				led[en.req.ModelID] = sched
			}
			if sched {
				e.waiting++
			}
		case en.Assigned():
			at := min(en.FinishByMS(), en.req.DeadlineMS+r.cfg.ResultGrace.Milliseconds()) + r.waitMS
			if !en.Acked() {
				at = min(at, en.AckByMS())
			}
			if at+1 < e.lapseAtMS || e.lapseAtMS == 0 {
				e.lapseAtMS = at + 1
			}
		}
	}
	// Requests added while the round ran are not in r.ids: they wait too.
	e.waiting += len(e.pending) - (len(r.ids) - gone)
	// The snapshot's workers come sorted by ID (WorkerSource). Were they not, a heartbeat
	// would only wake a round too many or leave one to round_interval: no check is paid
	// for every round.
	e.live = e.live[:0]
	for _, w := range r.workers {
		e.live = append(e.live, w.ID)
	}
	select {
	case e.paced <- struct{}{}:
	default:
	}
}

// observeStatuses records the Retry-After and raw ETA of the written statuses.
func (m *metrics) observeStatuses(st []status.Record) {
	for _, s := range st {
		if s.State.Final() {
			continue
		}
		m.retryAfter.Observe(float64(s.RetryAfterS))
		if s.State == status.StateQueued {
			m.rawETA.Observe(float64(s.ETAMS) / 1000)
		}
	}
}

// status is the request's status record now. Called with mu held.
func (e *Engine) status(en *entry, nowMS int64) status.Record {
	needed, neededToken := "", ""
	st := en.State()
	if st == status.StateQueued {
		needed, neededToken = en.FeeNeeded(), en.FeeNeededToken()
		if en.PriceUnavailable() {
			st = status.StatePriceUnavailable
		}
	}
	errMsg := ""
	if en.State() == status.StateInvalidRequest {
		errMsg = en.Invalid()
	}
	reason := ""
	if en.State() == status.StateQueued {
		reason = en.Reason()
	}
	return status.Record{
		FeeNeededWei: needed, FeeNeeded: neededToken, Fee: en.fee().String(), FeeToken: en.req.FeeToken,
		Error: errMsg, Reason: reason,
		RequestID: en.req.ID, Model: en.req.ModelID, User: en.req.User, State: st,
		QueuePosition: en.Position(), Worker: en.Worker(), Attempt: en.Attempt(), Round: en.Round(), Shard: e.lead.ShardOf(en.req.ModelID),
		ETAMS: en.ETAMS(), RetryAfterS: en.RetryS(),
		SubmittedAtMS: en.req.SubmittedAtMS, DeadlineMS: en.req.DeadlineMS,
		AssignedAtMS: en.AssignedAtMS(), EstimatedLatencyMS: int64(math.Ceil(en.EstimateMS())), UpdatedAtMS: nowMS,
		FailedBy:      en.Failures(),
		VoucherExpiry: en.VoucherExpiry(), VoucherNotBefore: en.VoucherNotBefore(),
	}
}

// writeStatuses writes the round's statuses (storeHeld), then marks the results its
// draw sampled, both in order with the final statuses the feed writes.
func (e *Engine) writeStatuses(ctx context.Context, r *round) error {
	e.statusMu.RLock()
	defer e.statusMu.RUnlock()
	if err := e.storeHeld(ctx, r.statuses); err != nil {
		return fmt.Errorf("statuses: %w", err)
	}
	e.markSampled(ctx, r)
	return nil
}

// storeStatuses stores recs (storeHeld) in order with the final statuses the feed
// writes.
func (e *Engine) storeStatuses(ctx context.Context, recs []status.Record) error {
	e.statusMu.RLock()
	defer e.statusMu.RUnlock()
	return e.storeHeld(ctx, recs)
}

// storeHeld is the engine's one road to the status store, called with statusMu read
// locked (the engine's writes may run at once: a round's batch, several acks). It
// leaves out every record that is not final and whose request the engine no longer
// holds: the request ended (or left) after the record was built. The feed stores a
// final status holding statusMu alone (WriteFinal), and only after the engine ended
// the request; so whatever order the writers ran in, the final status is the last one
// this replica stores for its request (TestFinalStatusIsTheLastWritten). recs is
// filtered in place.
func (e *Engine) storeHeld(ctx context.Context, recs []status.Record) error {
	e.mu.Lock()
	live := recs[:0]
	for _, st := range recs {
		if st.State.Final() || e.pending[st.RequestID] != nil {
			live = append(live, st)
		}
	}
	e.mu.Unlock()
	if len(live) == 0 {
		return nil
	}
	return e.sink.Statuses(ctx, live)
}

// markSampled marks the status records of the results the round's draw sampled (its
// record is written), all at once, when the sink can (SampledMarker). Called with
// statusMu: a completed write of the feed is before (the record is completed, and
// marked here) or after (it asks Sampled). A failure is logged: the chain's verdict,
// when it comes, is written over it anyway.
func (e *Engine) markSampled(ctx context.Context, r *round) {
	m, ok := e.sink.(SampledMarker)
	if !ok || r.vlog == nil {
		return
	}
	var wg sync.WaitGroup
	for _, s := range r.vlog.Samples {
		if !s.Sampled {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := m.MarkSampled(ctx, s.RequestID, r.nowMS); err != nil {
				e.log.Warn("status of a sampled result not marked sampled", zap.String("request", s.RequestID), zap.Error(err))
			}
		}()
	}
	wg.Wait()
}
