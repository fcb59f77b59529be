package rounds

import (
	"context"
	"fmt"
	"math"
	"math/big"
	"slices"
	"time"

	"go.uber.org/zap"
	"golang.org/x/sync/errgroup"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/flowcontrol"
	"github.com/infersched/infersched/scheduler/retryafter"
	"github.com/infersched/infersched/wire/status"
)

// Report counts what a round did.
type Report struct {
	// Round is the round's number; 0 for an idle round, which takes none (issue 13).
	Round uint64
	// Idle: nothing to plan (no request queued or throttled) and nothing released, so
	// nothing was decided and no record was written.
	Idle       bool
	Planned    int // requests in the snapshot
	Dispatched int
	Throttled  int
	Reassigned int
	Expired    int
	Failed     int // reservations or dispatches that failed; the requests stay queued
	// Dispatching is the wall time spent reserving, signing and publishing: work per
	// assignment, which the round loop does not count against the next round's start.
	Dispatching time.Duration
}

// round is one round's working state, filled phase by phase.
type round struct {
	cfg     scheduler.Config
	epoch   uint64 // the leadership epoch the round began under
	now     time.Time
	nowMS   int64
	workers []scheduler.Worker
	quote   scheduler.GasQuote
	// waitMS is how long a result takes, from the block that includes it, to reach the
	// scheduler this round (Deps.ResultWait): an assignment lapses, and an assigned
	// request expires, only once a result in time would be visible. Recorded in the
	// snapshot (result_wait_ms).
	waitMS int64
	// gate, when set, is why the chain is unfit for new assignments this round.
	gate string
	rep  Report
	// ids are the pending requests when the round began, sorted once.
	ids []string
	// released: assignments taken back (their capacity to free, their worker's
	// outcome to record); releasedIDs: what the record lists as released.
	released    []release
	releasedIDs []string
	snap        *scheduler.Snapshot
	decision    scheduler.Decision
	outcomes    []dispatchOutcome // one per planned assignment
	statuses    []status.Record
	finished    []*entry // final this round; their stream messages are acknowledged
}

// Round plays one round now: reclaim lapsed → snapshot → plan → record → admit →
// dispatch → settle → statuses.
//
// The decision record is written ahead of dispatch: no assignment of a round goes out
// before the log holds the round. When the record cannot be written (the sink retries
// what can be retried, so this means an invalid record or the end of ctx), the round is
// abandoned: nothing is dispatched, its number is given back, and what it released is
// listed by the next round's record, so the engine's round number and the log's last
// record never diverge.
func (e *Engine) Round(ctx context.Context) (Report, error) {
	started := time.Now()
	defer func() { e.m.roundSeconds.Observe(time.Since(started).Seconds()) }()
	r, err := e.gather(ctx)
	if err != nil {
		return Report{}, err
	}
	e.mu.Lock()
	e.begin(r)
	e.reclaimLapsed(r)
	e.snapshot(r)
	e.number(r)
	e.mu.Unlock()
	e.releaseAll(ctx, r.released)
	kept := make(map[string]bool, len(r.released))
	for _, rel := range r.released { // a failure counted against its worker, once a round
		if !kept[rel.worker] {
			kept[rel.worker] = true
			e.keepBackoff(ctx, rel.worker)
		}
	}

	e.plan(r)
	if err := e.writeRecord(ctx, r); err != nil {
		e.abandon(r)
		return r.rep, err
	}
	send := e.admitPlanned(ctx, r)
	dispatching := time.Now()
	e.dispatch(ctx, r, send)
	r.rep.Dispatching = time.Since(dispatching)
	lapsed := e.settle(r)
	e.releaseAll(ctx, lapsed)
	for _, en := range r.finished {
		en.done()
	}
	return r.rep, e.writeStatuses(ctx, r)
}

// writeRecord hands the round's record to the decision log, before anything of the
// round is dispatched. The record holds the plan; what admission and dispatch then
// hold back is listed as released by the next round's record.
func (e *Engine) writeRecord(ctx context.Context, r *round) error {
	if r.rep.Idle { // nothing decided: no number, no record (issue 13)
		return nil
	}
	r.decision.Stats.PlanMS = 0
	slices.Sort(r.releasedIDs)
	rec := RoundRecord{Round: r.rep.Round, Epoch: r.epoch, Snapshot: r.snap, Config: r.cfg, Decision: r.decision, Released: r.releasedIDs}
	if err := e.sink.Round(ctx, rec); err != nil {
		return fmt.Errorf("round %d not played, its decision record was not written: %w", r.rep.Round, err)
	}
	// Another replica's record took the number (the log appends ours after it): the
	// round goes on under the number its record has, so that its statuses and
	// assignments name the record that holds it.
	if e.tail != nil {
		if n := e.tail(); n > r.rep.Round {
			e.mu.Lock()
			if e.round == r.rep.Round {
				e.round = n
			}
			r.rep.Round = n
			e.mu.Unlock()
		}
	}
	return nil
}

// abandon undoes the numbering of a round whose record was not written: the next
// round takes the same number, and its record lists as released what this one
// released (the reclaimed assignments stay reclaimed).
func (e *Engine) abandon(r *round) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.round == r.rep.Round {
		e.round--
	}
	e.releasedNext = append(slices.Clone(r.releasedIDs), e.releasedNext...)
	e.m.unrecorded.Inc()
	e.log.Error("round abandoned: its decision record was not written; nothing dispatched",
		zap.Uint64("round", r.rep.Round), zap.Int("planned", r.rep.Planned))
}

// gather reads the world a round plans against: live workers, the gas quote, the
// config and the time.
func (e *Engine) gather(ctx context.Context) (*round, error) {
	ws, err := e.workers.Workers(ctx)
	if err != nil {
		return nil, fmt.Errorf("workers: %w", err)
	}
	quote, err := e.gas.GasPrice(ctx)
	if err != nil {
		return nil, fmt.Errorf("gas price: %w", err)
	}
	now := e.now()
	r := &round{cfg: e.Config(), now: now, nowMS: now.UnixMilli(), workers: ws, quote: quote}
	if e.wait != nil {
		r.waitMS = min(max(e.wait(ctx).Milliseconds(), 0), scheduler.MaxResultWaitMS)
	}
	e.m.resultWait.Set(float64(r.waitMS) / 1000)
	r.gate = chainGate(quote, now, r.cfg.MaxHeadAge.D())
	e.observeGate(r)
	return r, nil
}

// Reasons a round holds back new assignments (the throttled dispatch's reason).
const (
	GateHeadStale = "chain_head_stale"
	GateNoAnswer  = "chain_no_answer"
)

// chainGate says why new assignments must wait, or "": the newest head the gas source
// has seen is older than maxAge (a stalled chain, or no endpoint answering), or the
// source never saw one and its quote is stale. A source that gives no head time (and is
// fresh) does not gate.
func chainGate(q scheduler.GasQuote, now time.Time, maxAge time.Duration) string {
	switch {
	case maxAge <= 0:
		return ""
	case q.HeadTime.IsZero():
		if q.Stale {
			return GateNoAnswer
		}
		return ""
	case now.Sub(q.HeadTime) <= maxAge:
		return ""
	case q.Stale:
		return GateNoAnswer
	default:
		return GateHeadStale
	}
}

// observeGate counts and logs the chain gate, once per change.
func (e *Engine) observeGate(r *round) {
	if r.gate == "" {
		e.m.chainHealthy.Set(1)
	} else {
		e.m.chainHealthy.Set(0)
		e.m.chainGated.Inc()
	}
	if prev := e.gate.Swap(&r.gate); prev == nil || *prev != r.gate {
		switch {
		case r.gate != "":
			e.log.Warn("chain unhealthy: no new assignments until it recovers", zap.String("reason", r.gate),
				zap.Time("head_time", r.quote.HeadTime), zap.Duration("max_head_age", r.cfg.MaxHeadAge.D()))
		case prev != nil:
			e.log.Info("chain healthy again: assignments resume")
		}
	}
}

// begin takes the pending ids, sorted once for the whole round. Called with mu held.
func (e *Engine) begin(r *round) {
	r.epoch = e.lead.Epoch()
	r.releasedIDs, e.releasedNext = e.releasedNext, nil
	r.ids = make([]string, 0, len(e.pending))
	for id := range e.pending {
		r.ids = append(r.ids, id)
	}
	slices.Sort(r.ids)
}

// reclaimLapsed queues again, with attempt + 1, every assignment not acknowledged by
// its ack deadline or without a result by its estimated finish plus the grace, and
// counts one failure against each worker whose assignments lapsed: the assignments of
// one worker that lapse together (a stall, a slow machine) are one failure, not one per
// assignment, which would pause the worker for worker_backoff.max at once. The estimate
// is inclusion latency (the result's block), and the scheduler sees a result only the
// round's result wait later (the confirmations): a result is missing only once that has
// passed too. Called with mu held; the releases themselves happen after, outside the
// lock.
func (e *Engine) reclaimLapsed(r *round) {
	var struck map[string]bool
	for _, id := range r.ids {
		en := e.pending[id]
		if en.state != status.StateAssigned || !e.lead.Schedules(en.req.ModelID) {
			continue
		}
		if late := (!en.acked && r.nowMS > en.ackByMS) || r.nowMS > en.finishByMS+r.waitMS; !late {
			continue
		}
		r.released = append(r.released, release{worker: en.worker, request: id, failed: true})
		r.releasedIDs = append(r.releasedIDs, id)
		e.exclude(en, en.worker, en.attempt)
		if !struck[en.worker] {
			if struck == nil {
				struck = make(map[string]bool)
			}
			struck[en.worker] = true
			e.suspend(en.worker, r.nowMS, r.cfg.WorkerBackoff)
		}
		en.state, en.worker, en.acked, en.unwritten = status.StateQueued, "", false, false
		en.attempt++
		r.rep.Reassigned++
	}
}

// snapshot builds the immutable input of Plan: the queued and throttled requests in id
// order, the workers not suspended, the gas price and the drain rates. A request whose
// previous voucher outlives its deadline is left out: no other worker could be paid for
// it, so it waits for that voucher's result or the refund. Called with mu held.
func (e *Engine) snapshot(r *round) {
	r.snap = &scheduler.Snapshot{NowMS: r.nowMS, GasPriceGwei: gwei(r.quote.PriceWei),
		Workers: e.available(r.workers, r.nowMS), DrainRateTPS: e.drainRates(r), ResultWaitMS: r.waitMS,
		L1Fee: r.quote.L1Fee}
	for _, id := range r.ids {
		en := e.pending[id]
		if en.voucherOutlivesDeadline() {
			continue
		}
		if (en.state == status.StateQueued || en.state == status.StateThrottled) && e.lead.Schedules(en.req.ModelID) {
			r.snap.Requests = append(r.snap.Requests, en.req)
			if len(en.failedBy) > 0 {
				r.snap.Excluded = append(r.snap.Excluded, exclusion(id, en.failedBy))
			}
		}
	}
	r.rep.Planned = len(r.snap.Requests)
	e.m.observeSnapshot(r.snap, len(r.workers), len(r.workers)-len(r.snap.Workers), r.quote.Stale)
}

// number gives the round the next number, unless it is idle: with no request to plan
// and nothing released it can decide nothing, so it takes no number and writes no
// record (issue 13). The log then holds every round that decided something, numbered
// without gaps, which is what anchoring spans and GET /v1/rounds/{n} count on. Called
// with mu held.
func (e *Engine) number(r *round) {
	if len(r.snap.Requests) == 0 && len(r.releasedIDs) == 0 {
		r.rep.Idle = true
		return
	}
	if e.tail != nil { // another replica's rounds count too
		e.round = max(e.round, e.tail())
	}
	e.round++
	r.rep.Round = e.round
}

// plan runs the pure core on the snapshot. It holds no lock: the snapshot is the
// round's own, and events that arrive meanwhile are checked again at admission.
func (e *Engine) plan(r *round) {
	started := time.Now()
	r.decision = scheduler.Plan(r.snap, r.cfg)
	e.m.planSeconds.Observe(time.Since(started).Seconds())
	r.outcomes = make([]dispatchOutcome, len(r.decision.Assigned))
}

// admitPlanned takes each planned assignment through the token buckets in priority
// order, so that tokens are spent only on what is dispatched. A refused request becomes
// throttled with the wait as its Retry-After. It returns the indexes to send.
func (e *Engine) admitPlanned(ctx context.Context, r *round) []int {
	e.mu.Lock()
	defer e.mu.Unlock()
	var send []int
	for i, a := range r.decision.Assigned {
		if r.gate != "" {
			r.outcomes[i] = e.holdBack(r, a)
			continue
		}
		if o, ok := e.admitOne(ctx, r, a); ok {
			send = append(send, i)
		} else {
			r.outcomes[i] = o
		}
	}
	return send
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
			e.releasedNext = append(e.releasedNext, o.RequestID)
			e.m.throttled.WithLabelValues(o.Reason).Inc()
		default:
			r.rep.Failed++
			e.releasedNext = append(e.releasedNext, o.RequestID)
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
		if en != nil && en.unwritten && en.state == status.StateAssigned {
			en.unwritten = false // taken as live from a takeover's note: followers learn it
			r.statuses = append(r.statuses, e.status(en, r.nowMS))
		}
		if en == nil || r.nowMS <= en.req.DeadlineMS+r.cfg.ResultGrace.Milliseconds()+r.waitMS || !e.lead.Schedules(en.req.ModelID) {
			continue
		}
		switch {
		case en.state == status.StateAssigned:
			lapsed = append(lapsed, release{worker: en.worker, request: id, failed: true})
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

// pace leaves what the round loop needs to wake on time (issue 14): how many requests
// wait, the models whose requests wait for a slot or a worker, which workers this round
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
	for _, id := range r.ids {
		en := e.pending[id]
		switch {
		case en == nil:
			gone++
		case en.state == status.StateQueued || en.state == status.StateThrottled:
			e.waiting++
		case en.state == status.StateAssigned:
			at := min(en.finishByMS, en.req.DeadlineMS+r.cfg.ResultGrace.Milliseconds()) + r.waitMS
			if !en.acked {
				at = min(at, en.ackByMS)
			}
			if at+1 < e.lapseAtMS || e.lapseAtMS == 0 {
				e.lapseAtMS = at + 1
			}
		}
	}
	// Requests added while the round ran are not in r.ids: they wait too.
	e.waiting += len(e.pending) - (len(r.ids) - gone)
	clear(e.live)
	for _, w := range r.workers {
		e.live[w.ID] = struct{}{}
	}
}

// settleSkipped writes the queue position and Retry-After of each request Plan left
// queued. Readers age the stored estimate from updated_at_ms, so an unchanged one is
// rewritten once half of it has passed, and a changed one at once. Called with mu held.
func (e *Engine) settleSkipped(r *round) {
	for _, s := range r.decision.Skipped {
		en := e.pending[s.RequestID]
		if en == nil || (en.state != status.StateQueued && en.state != status.StateThrottled) {
			continue
		}
		en.state = status.StateQueued
		en.position, en.retryS, en.round, en.feeNeeded = s.QueuePosition, s.RetryAfterS, r.rep.Round, s.FeeNeededWei
		en.etaMS, _ = r.cfg.RetryAfter.Queued(en.req.ModelID, s.QueuePosition, r.snap.DrainRate(&r.cfg, en.req.ModelID))
		key := writtenKey{state: en.state, position: en.position, retryS: int(en.retryS), attempt: en.attempt, feeNeeded: en.feeNeeded}
		age := r.nowMS - en.writtenAtMS
		if key == en.written && age < en.retryS*500 {
			continue
		}
		// Only its place or estimate moved: rewritten at most once per round_interval, as
		// when rounds ran on the interval only, however often rounds now run (issue 14).
		moved := key.state == en.written.state && key.attempt == en.written.attempt && key.feeNeeded == en.written.feeNeeded
		if moved && key != en.written && age < r.cfg.RoundInterval.Milliseconds() {
			continue
		}
		en.written, en.writtenAtMS = key, r.nowMS
		r.statuses = append(r.statuses, e.status(en, r.nowMS))
	}
}

// finish ends a pending request in a final state this round. Called with mu held.
func (e *Engine) finish(r *round, en *entry, final status.State) {
	delete(e.pending, en.req.ID)
	en.state = final
	r.statuses = append(r.statuses, e.status(en, r.nowMS))
	r.finished = append(r.finished, en)
	r.rep.Expired++
}

// writeStatuses writes the round's statuses, in order with final ones written by the
// feed, leaving out any request that became final meanwhile.
func (e *Engine) writeStatuses(ctx context.Context, r *round) error {
	e.statusMu.Lock()
	defer e.statusMu.Unlock()
	e.mu.Lock()
	live := r.statuses[:0]
	for _, st := range r.statuses {
		if st.State.Final() || e.pending[st.RequestID] != nil {
			live = append(live, st)
		}
	}
	e.mu.Unlock()
	if err := e.sink.Statuses(ctx, live); err != nil {
		return fmt.Errorf("statuses: %w", err)
	}
	return nil
}

// exclusion is the snapshot's entry for a request failed by the workers fs.
func exclusion(id string, fs []failure) scheduler.Exclusion {
	x := scheduler.Exclusion{RequestID: id, Workers: make([]string, len(fs))}
	for i, f := range fs {
		x.Workers[i] = f.worker
	}
	slices.Sort(x.Workers)
	return x
}

// suspend counts a failure against worker and, once its failures repeat, pauses it
// (scheduler.worker_backoff). Called with mu held.
func (e *Engine) suspend(worker string, nowMS int64, b scheduler.BackoffConfig) {
	sp := e.suspended[worker]
	sp.strikes++
	pause := b.Pause(sp.strikes)
	sp.untilMS = max(sp.untilMS, nowMS+pause.Milliseconds())
	e.suspended[worker] = sp
	if pause > 0 {
		e.m.backoffs.Inc()
		e.log.Info("worker backed off after repeated failures", zap.String("worker", worker),
			zap.Int("failures", sp.strikes), zap.Duration("for", pause))
	}
}

// available leaves suspended workers out. Called with mu held.
func (e *Engine) available(ws []scheduler.Worker, nowMS int64) []scheduler.Worker {
	if len(e.suspended) == 0 {
		return ws
	}
	out := ws[:0:0]
	for _, w := range ws {
		if sp, ok := e.suspended[w.ID]; ok && sp.untilMS > nowMS {
			continue
		}
		out = append(out, w)
	}
	return out
}

type release struct {
	worker, request string
	failed          bool
}

func (e *Engine) releaseAll(ctx context.Context, rs []release) {
	for _, r := range rs {
		e.releaseFailed(ctx, r)
	}
}

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

type dispatchOutcome struct {
	Dispatch
	model  string
	status *status.Record
}

// sharedRetry is the wait given to a request when the shared limits cannot be read.
const sharedRetry = time.Second

// dispatchParallel bounds the assignments being reserved and published at once.
const dispatchParallel = 256

// admitOne takes the planned assignment through the token buckets. When they refuse,
// the request becomes throttled and the outcome says so; ok means it may be sent.
// Called with mu held.
func (e *Engine) admitOne(ctx context.Context, r *round, a scheduler.Assignment) (dispatchOutcome, bool) {
	en := e.pending[a.RequestID]
	if en == nil || (en.state != status.StateQueued && en.state != status.StateThrottled) {
		return dispatchOutcome{Dispatch: Dispatch{RequestID: a.RequestID, Worker: a.WorkerID, State: status.StateFailed, Reason: "no longer pending"}}, false
	}
	out := dispatchOutcome{Dispatch: Dispatch{RequestID: a.RequestID, Worker: a.WorkerID, Attempt: en.attempt}, model: en.req.ModelID}
	dec := e.admit.Admit(r.now, en.req.ModelID, en.req.User, len(en.payload))
	if dec.OK && e.shared != nil {
		// After the local levels, so that only what passes them costs a Redis call. A
		// shared refusal leaves the local tokens spent: it errs on admitting less.
		var err error
		if dec, err = e.shared.Take(ctx, en.req.ModelID, en.req.User); err != nil {
			// Fail closed: a request over a limit must wait, and an unknown one might be.
			e.log.Warn("shared limits unavailable", zap.String("request", a.RequestID), zap.Error(err))
			dec = flowcontrol.Decision{Wait: sharedRetry, Limit: "shared.unavailable"}
		}
	}
	if dec.OK {
		return out, true
	}
	// DESIGN's throttled estimate: the token wait, then processing and confirmation.
	waitMS := int64(math.Ceil(float64(dec.Wait) / float64(time.Millisecond)))
	eta, retry := r.cfg.RetryAfter.Throttled(en.req.ModelID, waitMS)
	retry = retryafter.CapToDeadline(retry, r.nowMS, en.req.DeadlineMS)
	out.State, out.Reason = status.StateThrottled, dec.Limit
	en.state, en.position, en.retryS, en.etaMS, en.round = status.StateThrottled, 0, retry, eta, r.rep.Round
	st := e.status(en, r.nowMS)
	out.status = &st
	return out, false
}

// holdBack keeps a planned assignment queued while the chain is unhealthy: throttled,
// with the round's gate as the reason and a Retry-After of a round plus processing and
// confirmation. Called with mu held.
func (e *Engine) holdBack(r *round, a scheduler.Assignment) dispatchOutcome {
	en := e.pending[a.RequestID]
	if en == nil || (en.state != status.StateQueued && en.state != status.StateThrottled) {
		return dispatchOutcome{Dispatch: Dispatch{RequestID: a.RequestID, Worker: a.WorkerID, State: status.StateFailed, Reason: "no longer pending"}}
	}
	out := dispatchOutcome{Dispatch: Dispatch{RequestID: a.RequestID, Worker: a.WorkerID, Attempt: en.attempt,
		State: status.StateThrottled, Reason: r.gate}, model: en.req.ModelID}
	eta, retry := r.cfg.RetryAfter.Throttled(en.req.ModelID, r.cfg.RoundInterval.Milliseconds())
	retry = retryafter.CapToDeadline(retry, r.nowMS, en.req.DeadlineMS)
	en.state, en.position, en.retryS, en.etaMS, en.round = status.StateThrottled, 0, retry, eta, r.rep.Round
	st := e.status(en, r.nowMS)
	out.status = &st
	return out
}

// runsFromMS is when the current attempt's worker may be paid from: the assignment, or
// its voucher's opening when later (status.Record.RunsFromMS).
func (en *entry) runsFromMS() int64 { return status.RunsFrom(en.assignedAtMS, en.voucherNotBefore) }

// voucherOutlivesDeadline: the request's last voucher is valid up to its deadline, so
// no other attempt could be paid; it waits for that voucher's result or expires.
func (en *entry) voucherOutlivesDeadline() bool {
	return en.voucherExpiry > 0 && en.voucherExpiry >= uint64(max(en.req.DeadlineMS, 0))/1000
}

// window is one attempt's voucher window and when the engine gives up on its result.
type window struct {
	notBefore, expiry uint64 // unix seconds, inclusive
	finishByMS        int64
	ok                bool
}

// voucherWindow places the voucher of a new attempt, issued at now, after the previous
// attempt's expiry (prevExpiry, unix s; 0 for none): two vouchers of one request are
// never valid at the same block time, whatever the clocks say, so a worker whose
// assignment was taken back can never race its successor (issue 11 item 5).
//
// The voucher lasts voucher_ttl from the start of its window, never past the request's
// deadline. It does not depend on the estimate: a worker slower than estimated, or one
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
	expiry := max(min(start+uint64(cfg.VoucherTTL.D()/time.Second), deadline), notBefore)
	startMS := max(now.UnixMilli(), int64(min(notBefore, math.MaxInt64/1000))*1000)
	finishByMS := startMS + int64(math.Ceil(estimateMS)) + cfg.ResultGrace.Milliseconds()
	return window{notBefore: notBefore, expiry: expiry, finishByMS: finishByMS, ok: notBefore <= deadline}
}

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
	req, payload, attempt, prevExpiry := en.req, en.payload, en.attempt, en.voucherExpiry
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
	if err := e.cap.Reserve(ctx, a.WorkerID, a.RequestID, req.RequiredMemoryMB, ttl); err != nil {
		out.State, out.Reason = status.StateFailed, "reserve: "+err.Error()
		return out
	}
	id, ok := new(big.Int).SetString(a.RequestID, 10)
	var v Voucher
	var err error
	if !ok {
		err = fmt.Errorf("request id %q is not a decimal integer", a.RequestID)
	} else {
		v, err = e.sign(VoucherTerms{RequestID: id, Request: req, Prompt: payload, Worker: a.WorkerID, Attempt: attempt,
			NotBefore: w.notBefore, Expiry: w.expiry})
	}
	if err != nil {
		return e.unsend(ctx, out, a, "dispatch: "+err.Error())
	}
	// The request is assigned before its assignment can be seen: a worker that acks
	// the moment it is delivered must find it so. A failed publish rolls it back.
	e.mu.Lock()
	if e.pending[a.RequestID] != en || en.attempt != attempt || (en.state != status.StateQueued && en.state != status.StateThrottled) ||
		en.voucherExpiry != prevExpiry {
		e.mu.Unlock()
		return e.unsend(ctx, out, a, "no longer pending")
	}
	if !e.lead.Schedules(req.ModelID) { // the lease lapsed mid-round: stop before publishing
		e.mu.Unlock()
		return e.unsend(ctx, out, a, "lease lost")
	}
	// Kept even if the publish fails: the voucher may have gone out.
	en.voucherExpiry, en.voucherNotBefore = w.expiry, w.notBefore
	before := en.placement()
	en.place(placement{state: status.StateAssigned, worker: a.WorkerID,
		assignedAtMS: nowMS, ackByMS: nowMS + cfg.AckTimeout.Milliseconds(), finishByMS: finishBy,
		estimateMS: a.EstimatedLatencyMS, retryS: a.RetryAfterS, round: r.rep.Round, etaMS: int64(math.Ceil(a.EstimatedLatencyMS))})
	st := e.status(en, nowMS)
	e.mu.Unlock()
	err = e.sink.Assign(ctx, Assignment{
		RequestID: a.RequestID, Attempt: attempt, Round: r.rep.Round, Worker: a.WorkerID,
		Request: req, Prompt: payload, EstimatedLatencyMS: a.EstimatedLatencyMS, RetryAfterS: a.RetryAfterS,
		VoucherNotBefore: w.notBefore, VoucherExpiry: w.expiry, VoucherInputHash: v.InputHash, VoucherSignature: v.Signature,
		Batched: a.Batched, BatchShare: a.BatchShare,
	})
	if err != nil {
		e.mu.Lock()
		if e.pending[a.RequestID] == en && en.attempt == attempt && en.state == status.StateAssigned {
			en.place(before)
		}
		e.mu.Unlock()
		return e.unsend(ctx, out, a, "dispatch: "+err.Error())
	}
	out.State = status.StateAssigned
	out.status = &st
	return out
}

// unsend releases the capacity reserved for an assignment that did not go out.
func (e *Engine) unsend(ctx context.Context, out dispatchOutcome, a scheduler.Assignment, reason string) dispatchOutcome {
	if err := e.cap.Release(ctx, a.WorkerID, a.RequestID); err != nil {
		e.log.Warn("release after failed dispatch", zap.String("request", a.RequestID), zap.Error(err))
	}
	out.State, out.Reason = status.StateFailed, reason
	return out
}

// placement is where an entry stands between queued and assigned: what dispatching it
// changes, and what a failed publish puts back.
type placement struct {
	state                             status.State
	worker                            string
	acked                             bool
	assignedAtMS, ackByMS, finishByMS int64
	estimateMS                        float64
	position                          int
	retryS                            int64
	round                             uint64
	etaMS                             int64
}

func (en *entry) placement() placement {
	return placement{state: en.state, worker: en.worker, acked: en.acked, assignedAtMS: en.assignedAtMS, ackByMS: en.ackByMS,
		finishByMS: en.finishByMS, estimateMS: en.estimateMS, position: en.position, retryS: en.retryS, round: en.round, etaMS: en.etaMS}
}

func (en *entry) place(p placement) {
	en.state, en.worker, en.acked = p.state, p.worker, p.acked
	en.assignedAtMS, en.ackByMS, en.finishByMS = p.assignedAtMS, p.ackByMS, p.finishByMS
	en.estimateMS, en.position, en.retryS, en.round, en.etaMS = p.estimateMS, p.position, p.retryS, p.round, p.etaMS
}

// drainRates is each model's drain rate for the snapshot (seed 000's D, a throughput):
// a model without measured completions has no entry, so the plan uses the configured
// default; a measured one reads its EWMA, but never less than what its assignments in
// flight will complete per second (Σ 1 / estimated latency), so it does not read 0
// while work moves. Called with mu held.
func (e *Engine) drainRates(r *round) map[string]float64 {
	out := make(map[string]float64, len(e.drain))
	if len(e.drain) == 0 {
		return out
	}
	inflight := map[string]float64{}
	for _, id := range r.ids {
		if en := e.pending[id]; en.state == status.StateAssigned {
			inflight[en.req.ModelID] += 1000 / max(en.estimateMS, 1)
		}
	}
	for m, v := range e.drain {
		out[m] = max(v, inflight[m])
	}
	return out
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
	secs := r.now.Sub(e.lastRound).Seconds()
	if secs <= 0 {
		return
	}
	active := map[string]bool{}
	for _, en := range e.pending {
		active[en.req.ModelID] = true
	}
	alpha := r.cfg.DrainAlpha
	for m := range active {
		rate := float64(completed[m]) / secs
		if old, ok := e.drain[m]; ok {
			e.drain[m] = alpha*rate + (1-alpha)*old
		} else if completed[m] > 0 {
			e.drain[m] = alpha*rate + (1-alpha)*r.cfg.RetryAfter.DefaultDrainRateTPS
		}
	}
	for m := range e.drain {
		if !active[m] {
			delete(e.drain, m)
		}
	}
}

// status is the request's status record now. Called with mu held.
func (e *Engine) status(en *entry, nowMS int64) status.Record {
	fee := ""
	if en.state == status.StateQueued {
		fee = en.feeNeeded
	}
	return status.Record{
		FeeNeededWei: fee,
		RequestID:    en.req.ID, Model: en.req.ModelID, User: en.req.User, State: en.state,
		QueuePosition: en.position, Worker: en.worker, Attempt: en.attempt, Round: en.round,
		ETAMS: en.etaMS, RetryAfterS: en.retryS,
		SubmittedAtMS: en.req.SubmittedAtMS, DeadlineMS: en.req.DeadlineMS,
		AssignedAtMS: en.assignedAtMS, EstimatedLatencyMS: int64(math.Ceil(en.estimateMS)), UpdatedAtMS: nowMS,
		FailedBy:      failures(en.failedBy),
		VoucherExpiry: en.voucherExpiry, VoucherNotBefore: en.voucherNotBefore,
	}
}

// failures is the status record's failed_by: kept there, beside the attempt, so that
// a restart restores the request's exclusions (Restore).
func failures(fs []failure) []status.Failure {
	if len(fs) == 0 {
		return nil
	}
	out := make([]status.Failure, len(fs))
	for i, f := range fs {
		out[i] = status.Failure{Worker: f.worker, Attempt: f.attempt}
	}
	return out
}

// gwei converts a gas price in wei to gwei for the snapshot.
func gwei(wei *big.Int) float64 {
	if wei == nil {
		return 0
	}
	f, _ := new(big.Float).Quo(new(big.Float).SetInt(wei), big.NewFloat(1e9)).Float64()
	return f
}
