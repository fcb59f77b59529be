package pending

import (
	"math"
	"slices"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire/status"
)

// Record is one request's scheduling state. Its zero value is not a request: start
// one with New. Not safe for concurrent use.
type Record struct {
	state   status.State
	attempt int
	worker  string
	// The current assignment: when it was made, when its ack and its result are due,
	// and the estimate it was made with.
	assignedAtMS, ackByMS, finishByMS int64
	estimateMS                        float64
	// acked: the worker acknowledged the current assignment. assumed: acked is an
	// assumption (an assignment made elsewhere, Adopt), not an acknowledgement this
	// replica took: the worker's first ack that reaches it is still taken, and a lapse
	// does not count against the worker (its ack may have met a replica that did not
	// lead and been dropped).
	acked, assumed bool
	// What the last round said: queue position, estimated arrival, Retry-After, round.
	position int
	etaMS    int64
	retryS   int64
	round    uint64
	// feeNeeded is the fee (wei) that would cover the result gas, when skipped as
	// fee_below_cost; feeNeededToken the same in the request's token; priceUnavailable:
	// the last round left it waiting because its token had no fresh price; reason is
	// status.ReasonNoWorkerForTask while skipped for it.
	feeNeeded, feeNeededToken string
	priceUnavailable          bool
	reason                    string
	// feeBump is the request's raised fee, in its currency (nil: not raised);
	// withdrawAtMS is when its withdrawal takes effect (0: not withdrawn).
	feeBump      *scheduler.Wei
	withdrawAtMS int64
	// failedBy: the workers that refused this request or let its assignment lapse, with
	// the attempt each failed, oldest first; the plan tries them last.
	failedBy []failure
	// voucherExpiry (unix s) is the expiry of the latest voucher issued: it only grows
	// (but when the vouchers are void on chain), and the next attempt's voucher starts
	// after it. voucherNotBefore (unix s) is when the current attempt's voucher opens
	// (0: at once); its run, lapse and Retry-After count from then.
	voucherExpiry, voucherNotBefore uint64
	// invalid is why the request's prompt is not a valid inference request document: it
	// is never planned, and ends as invalid_request with this message.
	invalid string
	// What the status bucket last got for this request and when (Rewrite); unwritten: a
	// takeover changed it after it was added, and the next round writes its status.
	written     written
	writtenAtMS int64
	unwritten   bool
}

type failure struct {
	worker  string
	attempt int
}

// New is a request just taken in: queued, attempt 1.
func New() Record { return Record{state: status.StateQueued, attempt: 1} }

// State is the request's state.
func (r *Record) State() status.State { return r.state }

// Waiting: queued or throttled, the states a round may plan.
func (r *Record) Waiting() bool {
	return r.state == status.StateQueued || r.state == status.StateThrottled
}

// Assigned: the request's current attempt is out with a worker.
func (r *Record) Assigned() bool { return r.state == status.StateAssigned }

// Attempt is the current attempt (1 for the first).
func (r *Record) Attempt() int { return r.attempt }

// Worker is the current assignment's worker ("" when none; the worker whose result
// completed it once completed).
func (r *Record) Worker() string { return r.worker }

// AssignedAtMS is when the current assignment was made (unix ms).
func (r *Record) AssignedAtMS() int64 { return r.assignedAtMS }

// AckByMS is when the current assignment's ack is due (unix ms).
func (r *Record) AckByMS() int64 { return r.ackByMS }

// FinishByMS is when the current assignment's result is due in a block (unix ms).
func (r *Record) FinishByMS() int64 { return r.finishByMS }

// EstimateMS is the latency the current assignment was made with.
func (r *Record) EstimateMS() float64 { return r.estimateMS }

// Acked: the current assignment is acknowledged (or assumed so: Assumed).
func (r *Record) Acked() bool { return r.acked }

// Assumed: Acked is an assumption about an assignment made elsewhere.
func (r *Record) Assumed() bool { return r.assumed }

// Position is the queue position the last round gave.
func (r *Record) Position() int { return r.position }

// ETAMS is the estimated arrival of the result the last round gave (unix ms).
func (r *Record) ETAMS() int64 { return r.etaMS }

// RetryS is the Retry-After (seconds) the last round gave.
func (r *Record) RetryS() int64 { return r.retryS }

// Round is the round that last placed the request.
func (r *Record) Round() uint64 { return r.round }

// FeeNeeded is the fee (wei) that would cover the result gas, when skipped as
// fee_below_cost.
func (r *Record) FeeNeeded() string { return r.feeNeeded }

// FeeNeededToken is FeeNeeded in the request's token.
func (r *Record) FeeNeededToken() string { return r.feeNeededToken }

// PriceUnavailable: the last round left it waiting because its token had no fresh
// price.
func (r *Record) PriceUnavailable() bool { return r.priceUnavailable }

// Reason is why the last round left it waiting, when the status names it
// (status.ReasonNoWorkerForTask), or "".
func (r *Record) Reason() string { return r.reason }

// FeeBump is the request's raised fee in its currency; nil: not raised.
func (r *Record) FeeBump() *scheduler.Wei { return r.feeBump }

// WithdrawAtMS is when the request's withdrawal takes effect (0: not withdrawn).
func (r *Record) WithdrawAtMS() int64 { return r.withdrawAtMS }

// VoucherExpiry is the expiry (unix s) of the latest voucher issued.
func (r *Record) VoucherExpiry() uint64 { return r.voucherExpiry }

// VoucherNotBefore is when the current attempt's voucher opens (unix s; 0: at once).
func (r *Record) VoucherNotBefore() uint64 { return r.voucherNotBefore }

// Invalid is why the request is not a valid inference request document ("": it is).
func (r *Record) Invalid() string { return r.invalid }

// RunsFromMS is when the current attempt's worker may be paid from: the assignment, or
// its voucher's opening when later (status.RunsFrom).
func (r *Record) RunsFromMS() int64 { return status.RunsFrom(r.assignedAtMS, r.voucherNotBefore) }

// Failures is the status record's failed_by (nil when none).
func (r *Record) Failures() []status.Failure {
	if len(r.failedBy) == 0 {
		return nil
	}
	out := make([]status.Failure, len(r.failedBy))
	for i, f := range r.failedBy {
		out[i] = status.Failure{Worker: f.worker, Attempt: f.attempt}
	}
	return out
}

// LastFailure is the worker that failed the request last and the attempt it failed.
func (r *Record) LastFailure() (worker string, attempt int, ok bool) {
	if len(r.failedBy) == 0 {
		return "", 0, false
	}
	f := r.failedBy[len(r.failedBy)-1]
	return f.worker, f.attempt, true
}

// Exclusion is the workers the plan tries last for request id (sorted), false when none.
func (r *Record) Exclusion(id string) (scheduler.Exclusion, bool) {
	if len(r.failedBy) == 0 {
		return scheduler.Exclusion{}, false
	}
	x := scheduler.Exclusion{RequestID: id, Workers: make([]string, len(r.failedBy))}
	for i, f := range r.failedBy {
		x.Workers[i] = f.worker
	}
	slices.Sort(x.Workers)
	return x, true
}

// Timing is what the config says of an assignment's deadlines.
type Timing struct {
	AckTimeoutMS  int64 // scheduler.ack_timeout
	ResultGraceMS int64 // scheduler.result_grace
}

// TimingOf is cfg's Timing.
func TimingOf(cfg *scheduler.Config) Timing {
	return Timing{AckTimeoutMS: cfg.AckTimeout.Milliseconds(), ResultGraceMS: cfg.ResultGrace.Milliseconds()}
}

// FinishByMS is when the result of an assignment made at assignedAtMS (unix ms), whose
// voucher opens at notBefore (unix s; 0: at once), is due in a block: its estimate plus
// result_grace, counted from the voucher window's start. The one deadline formula, for
// assignments made here (Assign) and elsewhere (Adopt).
func FinishByMS(assignedAtMS int64, notBefore uint64, estimateMS float64, t Timing) int64 {
	return status.RunsFrom(assignedAtMS, notBefore) + int64(math.Ceil(estimateMS)) + t.ResultGraceMS
}

// place sets the current assignment (or none) and what the round said of it.
func (r *Record) place(p Placement) {
	r.state, r.worker, r.acked, r.assumed = p.state, p.worker, p.acked, p.assumed
	r.assignedAtMS, r.ackByMS, r.finishByMS = p.assignedAtMS, p.ackByMS, p.finishByMS
	r.estimateMS, r.position, r.retryS, r.round, r.etaMS = p.estimateMS, p.position, p.retryS, p.round, p.etaMS
}

// Placement is a request's assignment and what the round said of it, kept to roll an
// assignment back (Assign, Rollback).
type Placement struct {
	state                             status.State
	worker                            string
	acked, assumed                    bool
	assignedAtMS, ackByMS, finishByMS int64
	estimateMS                        float64
	position                          int
	retryS                            int64
	round                             uint64
	etaMS                             int64
}

func (r *Record) placement() Placement {
	return Placement{state: r.state, worker: r.worker, acked: r.acked, assumed: r.assumed, assignedAtMS: r.assignedAtMS, ackByMS: r.ackByMS,
		finishByMS: r.finishByMS, estimateMS: r.estimateMS, position: r.position, retryS: r.retryS, round: r.round, etaMS: r.etaMS}
}

// Invalidate marks a request whose prompt is not a valid inference request document:
// it is never planned, and ends as invalid_request with msg.
func (r *Record) Invalidate(msg string) {
	r.state, r.invalid = status.StateInvalidRequest, msg
}

// Throttle leaves a planned request waiting for the flow-control tokens (or the chain
// gate): throttled, with the wait's Retry-After and arrival, in round.
func (r *Record) Throttle(retryS, etaMS int64, round uint64) {
	r.state, r.position, r.retryS, r.etaMS, r.round = status.StateThrottled, 0, retryS, etaMS, round
}

// Skipped is what a round says of a request it left queued.
type Skipped struct {
	Position         int
	RetryS, ETAMS    int64
	Round            uint64
	FeeNeeded        string // wei, when below cost
	FeeNeededToken   string // the same in the request's token
	PriceUnavailable bool
	Reason           string // status.ReasonNoWorkerForTask or ""
	// The round's time (unix ms) and round_interval (ms), and the request's fee now (in
	// its currency): what decides whether its status is written again (rewrite).
	AtMS, IntervalMS int64
	Fee              string
}

// Skip records that a round left the request queued, with its place and why; write
// says whether the round is to write its status now (and it is then noted written).
func (r *Record) Skip(s Skipped) (write bool) {
	r.state = status.StateQueued
	r.position, r.retryS, r.etaMS, r.round, r.feeNeeded = s.Position, s.RetryS, s.ETAMS, s.Round, s.FeeNeeded
	r.feeNeededToken, r.priceUnavailable, r.reason = s.FeeNeededToken, s.PriceUnavailable, s.Reason
	return r.rewrite(s.Fee, s.AtMS, s.IntervalMS)
}

// Assignment is one this replica makes.
type Assignment struct {
	Worker                          string
	AtMS                            int64 // when it is made
	Round                           uint64
	EstimateMS                      float64
	RetryS, ETAMS                   int64
	VoucherNotBefore, VoucherExpiry uint64 // its voucher window (unix s)
}

// Assign assigns the request's current attempt: its ack is due ack_timeout after the
// assignment, its result FinishByMS. The voucher window is kept even if the assignment
// is rolled back (the voucher may have gone out). before is what Rollback restores.
func (r *Record) Assign(a Assignment, t Timing) (before Placement) {
	r.voucherExpiry, r.voucherNotBefore = a.VoucherExpiry, a.VoucherNotBefore
	before = r.placement()
	r.place(Placement{state: status.StateAssigned, worker: a.Worker,
		assignedAtMS: a.AtMS, ackByMS: a.AtMS + t.AckTimeoutMS, finishByMS: FinishByMS(a.AtMS, a.VoucherNotBefore, a.EstimateMS, t),
		estimateMS: a.EstimateMS, retryS: a.RetryS, round: a.Round, etaMS: a.ETAMS})
	return before
}

// Rollback undoes Assign of attempt when its assignment did not go out, unless the
// request moved on since; it reports whether it did.
func (r *Record) Rollback(before Placement, attempt int) bool {
	if r.attempt != attempt || r.state != status.StateAssigned {
		return false
	}
	r.place(before)
	return true
}

// Ack takes worker's acknowledgement of attempt: false for another worker, another
// attempt, or a second ack. heard: an ack this replica heard while another led, which
// is taken even when the assignment is only assumed acknowledged.
func (r *Record) Ack(worker string, attempt int, heard bool) bool {
	if r.state != status.StateAssigned || r.worker != worker || r.attempt != attempt || (r.acked && !(heard && r.assumed)) {
		return false
	}
	r.acked, r.assumed = true, false
	return true
}

// Extend extends the current attempt's voucher to expiry (unix s); false when it
// would not grow.
func (r *Record) Extend(expiry uint64) bool {
	if expiry <= r.voucherExpiry {
		return false
	}
	r.voucherExpiry = expiry
	return true
}

// Late: the current assignment missed its ack (not acknowledged by AckByMS) or its
// result (not in a block by FinishByMS plus the result wait waitMS) at nowMS.
func (r *Record) Late(nowMS, waitMS int64) bool {
	return r.state == status.StateAssigned && ((!r.acked && nowMS > r.ackByMS) || nowMS > r.finishByMS+waitMS)
}

// Lapse takes back an assignment that is Late, Refuse one its worker refused, TakeBack
// one whose worker lost its standing: the worker is tried last for this request, and the
// request is queued again with attempt + 1. A lapsed request's status is written by the
// round that lapses it (TakeUnwritten reports false).
func (r *Record) Lapse() {
	r.reclaim()
	r.unwritten = false
}

// TakeBack is Lapse of an assignment taken back from its worker.
func (r *Record) TakeBack() { r.reclaim() }

// Refuse takes back the assignment worker refused (attempt): false, and nothing
// changes, when it is not the current one.
func (r *Record) Refuse(worker string, attempt int) bool {
	if r.state != status.StateAssigned || r.worker != worker || r.attempt != attempt {
		return false
	}
	r.reclaim()
	return true
}

func (r *Record) reclaim() {
	r.exclude(r.worker, r.attempt)
	r.state, r.worker, r.acked, r.assumed = status.StateQueued, "", false, false
	r.attempt++
}

// maxFailures bounds the workers a request remembers as failed (the plan's bound).
const maxFailures = scheduler.MaxExcludedPerRequest

// exclude records that worker failed attempt, so that the plan tries it last: once per
// worker, the oldest dropped past maxFailures.
func (r *Record) exclude(worker string, attempt int) {
	if slices.ContainsFunc(r.failedBy, func(f failure) bool { return f.worker == worker }) {
		return
	}
	if len(r.failedBy) == maxFailures {
		r.failedBy = r.failedBy[1:]
	}
	r.failedBy = append(r.failedBy, failure{worker: worker, attempt: attempt})
}

// VoidVouchers forgets the voucher window: the worker's vouchers are void on chain, so
// the next attempt's opens at once.
func (r *Record) VoidVouchers() { r.voucherExpiry, r.voucherNotBefore = 0, 0 }

// End ends the request in final.
func (r *Record) End(final status.State) { r.state = final }

// Complete ends the request with the accepted result of worker.
func (r *Record) Complete(worker string) { r.state, r.worker = status.StateCompleted, worker }

// BumpFee raises the request's fee to fee (its new total, in its currency).
func (r *Record) BumpFee(fee scheduler.Wei) { r.feeBump = &fee }

// Withdraw records the requester's withdrawal taking effect at atMS (unix ms); the
// earliest one counts.
func (r *Record) Withdraw(atMS int64) {
	if r.withdrawAtMS == 0 || atMS < r.withdrawAtMS {
		r.withdrawAtMS = atMS
	}
}

// written is what the status bucket last got for a request (the parts a round
// compares), so that a request whose place and estimate did not move is not rewritten
// every round.
type written struct {
	state            status.State
	position, retryS int
	attempt          int
	feeNeeded        string
	priceUnavailable bool
	fee              string
	reason           string
}

// fromStatus is what a status record says was written.
func fromStatus(rec *status.Record) written {
	return written{state: rec.State, position: rec.QueuePosition, retryS: int(rec.RetryAfterS), attempt: rec.Attempt}
}

// rewrite reports whether a round at nowMS is to write the status of a request it left
// queued (Skip), whose fee is fee, and if so notes it written. Readers age the stored
// estimate from its updated_at_ms, so an unchanged status is rewritten once half its
// Retry-After has passed, and a changed one at once; but when only its place or
// estimate moved, at most once per intervalMS (round_interval), and a small move (under
// a quarter of the place and of the Retry-After) waits, like no move, for half the
// Retry-After, so that a long queue whose places all shift a little each round is not
// rewritten whole every interval.
func (r *Record) rewrite(fee string, nowMS, intervalMS int64) bool {
	key := written{state: r.state, position: r.position, retryS: int(r.retryS), attempt: r.attempt, feeNeeded: r.feeNeeded,
		priceUnavailable: r.priceUnavailable, fee: fee, reason: r.reason}
	age := nowMS - r.writtenAtMS
	if key == r.written && age < r.retryS*500 {
		return false
	}
	w := r.written
	moved := key.state == w.state && key.attempt == w.attempt && key.feeNeeded == w.feeNeeded &&
		key.priceUnavailable == w.priceUnavailable && key.fee == w.fee && key.reason == w.reason
	if moved && key != w && (age < intervalMS || smallMove(w, key) && age < r.retryS*500) {
		return false
	}
	r.written, r.writtenAtMS = key, nowMS
	return true
}

// smallMove: from was to's place and Retry-After, and neither moved by a quarter or more.
func smallMove(from, to written) bool {
	small := func(a, b int) bool { return 4*abs(a-b) < max(a, b) }
	return small(from.position, to.position) && small(from.retryS, to.retryS)
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// ForgetWritten forgets what the status bucket got: a takeover changed the request, and
// the next comparison (Rewrite) is against nothing.
func (r *Record) ForgetWritten() { r.written, r.writtenAtMS = written{}, 0 }

// WriteNext is ForgetWritten of a request a takeover changed after it was added: the
// next round writes its status if it is assigned (TakeUnwritten).
func (r *Record) WriteNext() {
	r.ForgetWritten()
	r.unwritten = true
}

// TakeUnwritten reports whether the status is still to be written since WriteNext, and
// notes it written.
func (r *Record) TakeUnwritten() bool {
	u := r.unwritten
	r.unwritten = false
	return u
}
