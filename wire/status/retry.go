package status

import (
	"math"

	"github.com/infersched/infersched/scheduler/retryafter"
)

// Estimate is the answer to a status poll at one moment.
type Estimate struct {
	// RetryAfterS is the Retry-After in seconds: within [min_seconds, max_seconds]
	// except where the request's deadline caps it lower (retryafter.CapToDeadline).
	// 0 when Final.
	RetryAfterS int64
	// ETAMS is the raw estimate left at the moment of the poll (before margin and
	// clamp), in milliseconds. 0 when Final.
	ETAMS int64
	// Final is set for the end states: the answer no longer changes.
	Final bool
}

// ETASeconds is ETAMS rounded up to whole seconds.
func (e Estimate) ETASeconds() int64 { return ceilDiv1000(e.ETAMS) }

// Compute is the answer to a poll of rec at nowMS (unix milliseconds), from the record,
// the chain head the indexer last wrote (zero when unknown), cfg and nowMS alone, so that
// any replica reading the same buckets with the same config gives the same answer:
//
//   - queued, throttled: the round's stored retry_after_s aged by the time since
//     updated_at_ms (rounded up to whole seconds), clamped to [min, max]; the stored
//     eta_ms aged the same way. A record with neither set (a writer that did not
//     estimate) gets cfg.Queued at its position with the default drain rate.
//   - pending_confirmation: cfg.PendingConfirmation with the record's remaining
//     confirmations (each at the head's measured block time, block_ms without a head)
//     and position and the default drain rate, less the time since updated_at_ms,
//     then finalized (margin, clamp).
//   - assigned: cfg.AssignedConfirming(estimated_latency_ms, W, now − assigned_at_ms):
//     estimated_latency_ms is the worker's expected time to the block that includes its
//     result (its measured inclusion latency; the model's nominal P when none was
//     measured, 0), and W = head.ResultWaitMS() the confirmations the indexer waits
//     for after that block before the result is visible (0 without a head). The margin
//     covers the estimated run and T, not the blocks counted on chain; only past both
//     is the request overdue and polled on the backoff table. With the head's block
//     time and timestamp known, the ETA (not the Retry-After) is counted on the chain's
//     block grid instead (retryafter.OnChainMS): the first block after the expected
//     send, then W; a result past its estimate is taken to be in the last block, or
//     the next.
//
// Before assignment the Retry-After is DESIGN's (queue wait + P + T, without W): it
// aims the next poll at the request assigned, when the worker's measured latency gives
// the rest; counting W there would put the margin on the whole life of the request (on
// the dev stack's 25 s lives: 2 polls but 7 s late instead of 3 polls 1 s late). The
// ETA answered is the time to the visible result in every state, so there it adds W:
// without it every estimate before assignment is short by the result's confirmations.
//
// Every non-final answer is then capped by the deadline (retryafter.CapToDeadline) when
// deadline_ms is set. A time before updated_at_ms or assigned_at_ms (clocks of two
// replicas a little apart) counts as no time elapsed. A record in an unknown state gets
// min_seconds.
func Compute(rec Record, head Head, cfg retryafter.Config, nowMS int64) Estimate {
	if rec.State.Final() {
		return Estimate{Final: true}
	}
	age := nonNegSub(nowMS, rec.UpdatedAtMS)
	var eta, retry int64
	switch rec.State {
	case StateQueued, StateThrottled, StatePriceUnavailable:
		if rec.RetryAfterS == 0 && rec.ETAMS == 0 {
			eta, _ = cfg.Queued(rec.Model, rec.QueuePosition, cfg.DefaultDrainRateTPS)
			eta = nonNegSub(eta, age)
			retry = cfg.Finalize(eta)
			break
		}
		eta = nonNegSub(rec.ETAMS, age)
		retry = clamp(ceilDiv1000(nonNegSub(satMul1000(rec.RetryAfterS), age)), cfg)
	case StatePendingConfirmation:
		c := cfg
		if head.BlockMS > 0 { // the chain's measured block time, as ComputeSighting counts it
			c.BlockMS = head.BlockMS
		}
		eta, _ = c.PendingConfirmation(rec.Model, rec.ConfirmationsRemaining, rec.QueuePosition, c.DefaultDrainRateTPS)
		eta = nonNegSub(eta, age)
		retry = cfg.Finalize(eta)
	case StateAssigned:
		est := rec.EstimatedLatencyMS
		if est <= 0 {
			est = cfg.ProcessingFor(rec.Model)
		}
		from := rec.RunsFromMS()
		if from > rec.AssignedAtMS && from > nowMS {
			opensIn := from - max(nowMS, rec.AssignedAtMS) // a clock behind the record's counts as its time
			// A reassigned request's voucher is not open yet: the wait for it is known
			// exactly, so it is counted like the blocks still to come, without the margin.
			eta, retry = cfg.AssignedConfirming(est, satAdd(head.ResultWaitMS(), opensIn), 0)
		} else {
			eta, retry = cfg.AssignedConfirming(est, head.ResultWaitMS(), nonNegSub(nowMS, from))
		}
		if onGrid(head, nowMS) {
			// The chain's blocks are known: the result is seen W after the block that
			// includes it, the first after its send (retryafter.OnChainMS).
			sendIn := satAdd(nonNegSub(from, nowMS), est) - nonNegSub(nowMS, from)
			eta = retryafter.OnChainMS(sendIn, nowMS-head.TimestampMS, head.BlockMS, head.ResultWaitMS())
		}
	default:
		retry = cfg.Finalize(0)
	}
	if rec.State != StateAssigned {
		eta = satAdd(eta, head.ResultWaitMS())
	}
	if rec.DeadlineMS > 0 {
		retry = retryafter.CapToDeadline(retry, nowMS, rec.DeadlineMS)
	}
	return Estimate{RetryAfterS: retry, ETAMS: eta}
}

// RetryAfter is Compute in seconds: the Retry-After, the raw ETA left rounded up to
// whole seconds, and whether the state is final (then both are 0).
func RetryAfter(rec Record, head Head, cfg retryafter.Config, nowMS int64) (retryS int64, etaS int64, final bool) {
	e := Compute(rec, head, cfg, nowMS)
	return e.RetryAfterS, e.ETASeconds(), e.Final
}

// nonNegSub is max(a − b, 0) without overflow.
func nonNegSub(a, b int64) int64 {
	if b >= a {
		return 0
	}
	if b < 0 && a > math.MaxInt64+b {
		return math.MaxInt64
	}
	return a - b
}

// satAdd is a + b for a, b ≥ 0, saturated.
func satAdd(a, b int64) int64 {
	if a > math.MaxInt64-b {
		return math.MaxInt64
	}
	return a + b
}

func satMul1000(s int64) int64 {
	if s > math.MaxInt64/1000 {
		return math.MaxInt64
	}
	return max(s, 0) * 1000
}

// ceilDiv1000 is ⌈ms / 1000⌉ for ms ≥ 0 (0 for negative ms).
func ceilDiv1000(ms int64) int64 {
	if ms <= 0 {
		return 0
	}
	return (ms-1)/1000 + 1
}

func clamp(s int64, cfg retryafter.Config) int64 {
	return min(max(s, cfg.MinSeconds), cfg.MaxSeconds)
}

// ComputeSighting is the answer to a poll of a request the indexer has seen but the
// scheduler has not been told of yet (state confirming), at nowMS: seed 000's
// pending-confirmation estimate with the confirmations still needed as of head and the
// block time observed on chain (head.BlockMS) instead of the configured one, at queue
// position 0 with the default drain rate, less the time since the head was observed;
// then margin, clamp and the deadline cap. It reads only its arguments, so every
// replica gives the same answer. It is ComputeSightingWith at the model's nominal
// processing time.
func ComputeSighting(sg Sighting, head Head, cfg retryafter.Config, nowMS int64) (Estimate, int) {
	return ComputeSightingWith(sg, head, cfg, 0, nowMS)
}

// ComputeSightingWith is ComputeSighting with the request's own processing time
// (processingMS, its work at the model's rates: scheduler.NominalMS; ≤ 0: the model's
// processing_ms) in the ETA. With the head's block time and timestamp known, the ETA
// is counted on the chain's block grid: the request is published at the block that
// completes its confirmations, run for processingMS, and its result seen W after the
// first block after that (retryafter.OnChainMS); the Retry-After is then that ETA with
// the margin, so the requester comes back when its result is due. Without the block
// grid the Retry-After is the pending-confirmation model's at the nominal processing
// time.
func ComputeSightingWith(sg Sighting, head Head, cfg retryafter.Config, processingMS, nowMS int64) (Estimate, int) {
	return ComputeSightingRun(sg, head, cfg, Run{ProcessingMS: processingMS}, nowMS)
}

// Run is what the live workers say of a confirming request's run, counted from the
// moment a worker starts it (scheduler.ModelRates).
type Run struct {
	// ProcessingMS is its expected processing time: its work and, for a batched
	// result, the expected wait for its batch (ModelRates.ProcessingMS). ≤ 0: the
	// model's processing_ms.
	ProcessingMS int64
	// SendFromMS and SendByMS bound when its result is sent (ModelRates.SendWindowMS):
	// a batched result goes with a batch that settles anywhere from the end of its
	// work to a whole batch wait later. Both 0, or SendByMS ≤ SendFromMS: it is sent
	// at ProcessingMS.
	SendFromMS, SendByMS int64
}

// ComputeSightingRun is ComputeSightingWith with the bounds of the result's send
// known. On the block grid, a send that may fall in more than one block gives the
// ETA between the first and the last of them, lo and hi: 2·lo·hi / (lo + hi), the
// time whose error relative to the result's actual time is the same, (hi − lo) /
// (hi + lo), whichever of those blocks includes it, and smaller for a block between
// them. The Retry-After is then hi with the margin: the requester comes back once the
// last of those blocks is through, and finds the result on that poll.
func ComputeSightingRun(sg Sighting, head Head, cfg retryafter.Config, run Run, nowMS int64) (Estimate, int) {
	processingMS := run.ProcessingMS
	remaining := head.Remaining(sg.BlockNumber)
	c := cfg
	if head.BlockMS > 0 {
		c.BlockMS = head.BlockMS
	}
	age := nonNegSub(nowMS, head.ObservedAtMS)
	eta, _ := c.PendingConfirmation(sg.Model, remaining, 0, c.DefaultDrainRateTPS)
	retry := c.Finalize(nonNegSub(eta, age))
	if processingMS > 0 {
		eta, _ = c.PendingConfirmationWith(processingMS, remaining, 0, c.DefaultDrainRateTPS)
	} else {
		processingMS = c.ProcessingFor(sg.Model)
	}
	eta = satAdd(nonNegSub(eta, age), head.ResultWaitMS())
	if onGrid(head, nowMS) && remaining <= 1<<20 && c.DefaultDrainRateTPS > 0 {
		published := head.TimestampMS + int64(remaining)*head.BlockMS - nowMS
		since, w := nowMS-head.TimestampMS, head.ResultWaitMS()
		eta = retryafter.OnChainMS(published+min(processingMS, 1<<50), since, head.BlockMS, w)
		due := eta // when the requester is told to come back, before the margin
		if run.SendByMS > run.SendFromMS && run.SendFromMS >= 0 {
			lo := retryafter.OnChainMS(published+min(run.SendFromMS, 1<<50), since, head.BlockMS, w)
			hi := retryafter.OnChainMS(published+min(run.SendByMS, 1<<50), since, head.BlockMS, w)
			if lo > 0 && hi > lo {
				eta, due = int64(math.Round(2*float64(lo)*float64(hi)/float64(lo+hi))), hi
			}
		}
		retry = c.Finalize(due)
	}
	if sg.DeadlineMS > 0 {
		retry = retryafter.CapToDeadline(retry, nowMS, sg.DeadlineMS)
	}
	return Estimate{RetryAfterS: retry, ETAMS: eta}, remaining
}

// onGrid reports whether head places the chain's blocks for an estimate at nowMS: a
// block time and timestamp, both within bounds that keep the arithmetic exact.
func onGrid(head Head, nowMS int64) bool {
	d := nowMS - head.TimestampMS
	return head.BlockMS > 0 && head.BlockMS <= 1<<32 && head.TimestampMS > 0 && d > -(1<<50) && d < 1<<50
}
