package rounds

import (
	"context"
	"fmt"
	"math"
	"math/big"
	"time"

	"go.uber.org/zap"
	"golang.org/x/sync/errgroup"

	"github.com/infersched/infersched/rounds/pending"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/flowcontrol"
	"github.com/infersched/infersched/wire/status"
)

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

// voucherOutlivesDeadline: the request's last voucher is valid up to its deadline, so
// no other attempt could be paid; it waits for that voucher's result or expires.
func (en *entry) voucherOutlivesDeadline() bool {
	return en.VoucherExpiry() > 0 && en.VoucherExpiry() >= uint64(max(en.req.DeadlineMS, 0))/1000
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

// extendedExpiry is what the current attempt's voucher is extended to once its worker
// acknowledged it: voucher_ttl from the start of its window.
func (en *entry) extendedExpiry(cfg *scheduler.Config) uint64 {
	start := max(uint64(max(en.AssignedAtMS(), 0))/1000, en.VoucherNotBefore())
	return fullExpiry(start, en.VoucherNotBefore(), en.req.DeadlineMS, cfg)
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
