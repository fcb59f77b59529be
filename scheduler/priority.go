package scheduler

import (
	"math"
)

// scorer is seed 003's calculatePriority with the constants from config, prepared once
// per round.
type scorer struct {
	feeW, waitW, deadlineW float64
	feeUnit                float64 // wei
	horizonMS              float64
}

func newScorer(c *PriorityConfig) scorer {
	return scorer{
		feeW:      c.FeeWeight,
		waitW:     c.WaitWeight,
		deadlineW: c.DeadlineWeight,
		feeUnit:   weiFloat(&c.FeeUnitWei),
		horizonMS: float64(c.DeadlineHorizon.Milliseconds()),
	}
}

// score returns the request's priority and false when it has expired (no time left).
//
// The float operations are those of the seed, in its order, so that a replay on any
// machine gets the same bits; the explicit float64 conversions forbid the compiler to
// fuse a multiply and an add. One departure from the seed: a request submitted after
// now (a block timestamp slightly ahead of the local clock) counts as age 0 instead of
// a negative age, whose log the seed leaves undefined.
func (s *scorer) score(r *Request, feeWei float64, nowMS int64) (float64, bool) {
	remaining := float64(r.DeadlineMS - nowMS)
	if remaining <= 0 {
		return -1, false
	}
	age := float64(max(nowMS-r.SubmittedAtMS, 0))
	feeScore := feeWei / s.feeUnit
	waitScore := math.Log2(1 + age/1000)
	deadlineFactor := 1.0
	if remaining < s.horizonMS {
		deadlineFactor = math.Exp((s.horizonMS - remaining) / s.horizonMS)
	}
	return float64(float64(feeScore*s.feeW)+float64(waitScore*s.waitW)) + float64(deadlineFactor*s.deadlineW), true
}
