package pending

import (
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
