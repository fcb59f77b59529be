package retryafter

import (
	"math"
	"math/bits"
)

// saturateMS bounds every intermediate millisecond value, so that sums of a few of them
// cannot overflow int64 and the margin product fits Finalize's 128-bit arithmetic. It
// is about 73 million years: anything near it is clamped to max_seconds anyway.
const saturateMS = math.MaxInt64 / 4

// marginScale is the fixed-point scale of the safety margin (9 decimal places).
const marginScale = 1_000_000_000

// Queued estimates a request that waits, unassigned, at 0-based position among its
// model's unassigned requests in priority order, with the model draining at drainTPS
// assignments per second (states queued and throttled):
//
//	eta = ceil(position / D × 1000) + P + T
//
// A drain rate that is not positive (or NaN) means nothing is moving: eta is
// max_seconds × 1000 and the answer max_seconds. A negative position counts as 0.
// It returns the raw eta (before margin and clamp) and the Retry-After in seconds.
func (c Config) Queued(model string, position int, drainTPS float64) (etaMS int64, retryS int64) {
	return c.QueuedWith(c.ProcessingFor(model), position, drainTPS)
}

// QueuedWith is Queued with the model's P already looked up (ProcessingFor): the plan
// estimates every skipped request of a model with one look-up.
func (c *Config) QueuedWith(processingMS int64, position int, drainTPS float64) (etaMS int64, retryS int64) {
	wait, ok := queueWaitMS(position, drainTPS)
	if !ok {
		return c.maxETA()
	}
	eta := AddMS(wait, processingMS, c.TxConfirmationMS)
	return eta, c.Finalize(eta)
}

// Throttled estimates a request held back by a token bucket for waitMS:
//
//	eta = wait + P + T
//
// with the margin and the clamp, as DESIGN's table gives the throttled state. A
// negative wait counts as 0.
func (c Config) Throttled(model string, waitMS int64) (etaMS int64, retryS int64) {
	return c.ThrottledWith(c.ProcessingFor(model), waitMS)
}

// ThrottledWith is Throttled with the request's P given (the plan's, counted in
// tokens where the model's rates are known).
func (c Config) ThrottledWith(processingMS, waitMS int64) (etaMS int64, retryS int64) {
	eta := AddMS(max(waitMS, 0), processingMS, c.TxConfirmationMS)
	return eta, c.Finalize(eta)
}

// PendingConfirmation estimates a request whose transaction still waits for
// remainingConfirmations blocks; it then queues at position:
//
//	eta = remaining × block_ms + ceil(position / D × 1000) + P + T
//
// A drain rate that is not positive gives max_seconds, as in Queued. Negative counts
// are taken as 0.
func (c Config) PendingConfirmation(model string, remainingConfirmations int, position int, drainTPS float64) (int64, int64) {
	return c.PendingConfirmationWith(c.ProcessingFor(model), remainingConfirmations, position, drainTPS)
}

// PendingConfirmationWith is PendingConfirmation with the request's P given (the
// quote's, counted in tokens where the model's rates are known).
func (c Config) PendingConfirmationWith(processingMS int64, remainingConfirmations int, position int, drainTPS float64) (int64, int64) {
	wait, ok := queueWaitMS(position, drainTPS)
	if !ok {
		return c.maxETA()
	}
	blocks := mulSat(int64(max(remainingConfirmations, 0)), c.BlockMS)
	eta := AddMS(blocks, wait, processingMS, c.TxConfirmationMS)
	return eta, c.Finalize(eta)
}

// Assigned estimates a request a worker has been running for elapsedMS of an expected
// estimatedLatencyMS.
//
// Before the expected finish (elapsed < estimated): eta = (estimated − elapsed) + T,
// with the margin. From the expected finish on (overdue, elapsed ≥ estimated) the
// finish cannot be estimated: the answer is the backoff table B(elapsed − estimated),
// without margin, clamped; the eta returned is that interval in milliseconds.
func (c Config) Assigned(estimatedLatencyMS, elapsedMS int64) (int64, int64) {
	est, el := max(estimatedLatencyMS, 0), max(elapsedMS, 0)
	if el < est {
		eta := AddMS(est-el, c.TxConfirmationMS)
		return eta, c.Finalize(eta)
	}
	r := c.Backoff(el - est)
	return mulSat(r, 1000), r
}

// AssignedConfirming estimates an assigned request whose result becomes visible only
// waitMS after the block that includes it (the indexer's confirmations × the observed
// block time), for a worker expected to reach that block estimatedLatencyMS after
// assignment, elapsedMS ago:
//
//	run   = max(estimated − elapsed, 0) + T                  (estimated: with the margin)
//	chain = wait − max(elapsed − estimated, 0)               (counted on chain: without)
//	eta   = run + chain,  Retry-After = clamp(⌈(run·(1 + M) + chain) / 1000⌉)
//
// The margin covers what is estimated (the worker's run to inclusion, T); the blocks
// still to come are counted at the observed block time, and a chain slower than
// observed only brings the next poll early. Past estimated + wait the request is
// overdue: the backoff table, as in Assigned. With waitMS = 0 it is Assigned.
func (c Config) AssignedConfirming(estimatedLatencyMS, waitMS, elapsedMS int64) (int64, int64) {
	est, wait, el := min(max(estimatedLatencyMS, 0), saturateMS), min(max(waitMS, 0), saturateMS), max(elapsedMS, 0)
	visible := est + wait // < 2^62
	if el >= visible {
		r := c.Backoff(el - visible)
		return mulSat(r, 1000), r
	}
	run := c.TxConfirmationMS
	chain := wait
	if el < est {
		run = AddMS(est-el, c.TxConfirmationMS)
	} else {
		chain = wait - (el - est)
	}
	eta := AddMS(run, chain)
	return eta, c.finalizeMS(AddMS(c.withMarginMS(run), chain))
}

// OnChainMS is how long from now until a result is visible whose worker sends it
// sendInMS from now (negative: that long ago), on a chain whose blocks fall every
// blockMS, the last one sinceBlockMS ago: the first block after the send includes it,
// and waitMS after that block the indexer publishes it. A result that should be
// visible by now and is not is late: it is counted in the last block when that one
// is not yet seen through, else in the next. Without a block time (blockMS ≤ 0) it is
// the send plus waitMS.
//
// It is the result's time on chain as the chain keeps it, where T (tx_confirmation_ms)
// is one figure for any moment of the block: a result sent just after a block waits
// nearly a whole one, one sent just before it hardly any, and one sent before the last
// block may be in it already.
func OnChainMS(sendInMS, sinceBlockMS, blockMS, waitMS int64) int64 {
	send := min(max(sendInMS, -saturateMS), saturateMS)
	wait := min(max(waitMS, 0), saturateMS)
	if blockMS <= 0 {
		return AddMS(send, wait)
	}
	since := sinceBlockMS % blockMS
	if since < 0 {
		since += blockMS
	}
	// Blocks fall at −since + k·blockMS from now; the first after the send:
	x := send + since
	k := x / blockMS
	if x < 0 && x%blockMS != 0 {
		k-- // floor
	}
	if at := (k+1)*blockMS - since; at+wait > 0 {
		return at + wait
	}
	if last := -since; last+wait > 0 {
		return last + wait
	}
	return blockMS - since + wait
}

// Backoff returns B(E) in seconds for an overdue time of elapsedMS: the retry_s of the
// last step whose threshold is ≤ E in whole seconds, clamped to [min, max]. With no
// such step (an empty table, or E below the first threshold) it is min_seconds. A
// negative elapsedMS counts as 0.
func (c Config) Backoff(elapsedMS int64) int64 {
	e := max(elapsedMS, 0) / 1000 // threshold·1000 ≤ E ⟺ threshold ≤ ⌊E/1000⌋
	r := c.MinSeconds
	for _, s := range c.BackoffSteps {
		if s.ElapsedS <= e {
			r = s.RetryS
		}
	}
	return c.clamp(r)
}

// Finalize turns a raw estimate into the Retry-After in seconds:
//
//	clamp(ceil_div(ceil(eta_ms × (1 + margin)), 1000), min_seconds, max_seconds)
//
// The product is exact: the margin is rounded to 9 decimal places and the rest is
// integer arithmetic, so 0.2 means exactly ×1.2 (2100 → 2520, 7250 → 8700). A negative
// eta counts as 0.
func (c Config) Finalize(etaMS int64) int64 {
	return c.finalizeMS(c.withMarginMS(etaMS))
}

// finalizeMS rounds milliseconds (margin included) up to seconds and clamps them.
func (c Config) finalizeMS(ms int64) int64 {
	secs := ms / 1000
	if ms%1000 != 0 {
		secs++
	}
	return c.clamp(secs)
}

// withMarginMS is ceil(eta_ms × (1 + margin)), exact for margins of up to 9 decimals.
func (c Config) withMarginMS(etaMS int64) int64 {
	eta := uint64(min(max(etaMS, 0), saturateMS))
	k := uint64(0)
	if m := c.SafetyMargin; m > 0 { // false for NaN
		k = uint64(math.Round(min(m, 1) * marginScale))
	}
	// eta × (scale + k) / scale, rounded up; the product is < 2^62 · 2^31 < scale · 2^64,
	// so the quotient fits, and it is < 2^63.
	hi, lo := bits.Mul64(eta, marginScale+k)
	var q, r uint64
	if hi == 0 {
		q, r = lo/marginScale, lo%marginScale // the same quotient, by a constant: no DIV
	} else {
		q, r = bits.Div64(hi, lo, marginScale)
	}
	if r != 0 {
		q++
	}
	return int64(q)
}

// CapToDeadline keeps a Retry-After from pointing more than a second past a deadline:
//
//	min(retryS, max(1, ⌊(deadline − now) / 1000⌋ + 1))
//
// The cap is the largest whole number of seconds s with now + s·1000 ≤ deadline + 1000,
// so the next poll lands in (deadline, deadline + 1 s] when the estimate reaches past
// it, which is when the request's state is final. A deadline already passed gives 1.
// The cap may go below min_seconds: the deadline wins.
func CapToDeadline(retryS int64, nowMS, deadlineMS int64) int64 {
	rem := subSat(deadlineMS, nowMS)
	limit := int64(1)
	if rem > 0 {
		limit = rem/1000 + 1
	}
	return min(retryS, limit)
}

// queueWaitMS is ceil(position / D × 1000), saturated; ok is false when D is not a
// positive number. The quotient is snapped to an integer it is within float error of,
// so that, for example, 3 / 0.3 × 1000 is 10000 and not 10001.
func queueWaitMS(position int, drainTPS float64) (int64, bool) {
	if !(drainTPS > 0) {
		return 0, false
	}
	if position <= 0 {
		return 0, true
	}
	w := float64(position) * 1000 / drainTPS
	if !(w < saturateMS) { // also catches +Inf from a subnormal D
		return saturateMS, true
	}
	if r := math.Round(w); math.Abs(w-r) <= 1e-12*max(1, r) {
		return int64(r), true
	}
	return int64(math.Ceil(w)), true
}

func (c Config) maxETA() (int64, int64) {
	return mulSat(c.MaxSeconds, 1000), c.MaxSeconds
}

// clamp bounds seconds to [min, max]; with an invalid config (min > max) max wins.
func (c Config) clamp(s int64) int64 {
	return min(max(s, c.MinSeconds), c.MaxSeconds)
}

// addSat adds non-negative millisecond values, saturating at saturateMS; negative
// terms count as 0.
func AddMS(xs ...int64) int64 {
	var s int64
	for _, x := range xs {
		s += min(max(x, 0), saturateMS)
		if s >= saturateMS {
			return saturateMS
		}
	}
	return s
}

// mulSat multiplies non-negative values, saturating at saturateMS.
func mulSat(a, b int64) int64 {
	if a <= 0 || b <= 0 {
		return 0
	}
	if a > saturateMS/b {
		return saturateMS
	}
	return min(a*b, saturateMS)
}

// subSat is a − b without wrapping around.
func subSat(a, b int64) int64 {
	d := a - b
	if (b < 0 && d < a) || (b > 0 && d > a) {
		if b < 0 {
			return math.MaxInt64
		}
		return math.MinInt64
	}
	return d
}
