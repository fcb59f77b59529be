package workers

import (
	"math"
	"time"
)

// recovered is a completion rate measured elapsedMS ago, with its shortfall (1 − rate)
// halved every halfLife since: failures count less the longer ago they were, so that a
// worker that failed during an outage and then got no work (a low rate prices it out
// of every route) returns to a full share within a few half-lives, instead of never
// (0.41 after four lapses, then 0 of ~100 requests in 10 minutes). The next
// outcome folds into the recovered rate. halfLife 0 turns recovery off; a negative
// elapsedMS (clocks of two replicas apart) counts as no time.
func recovered(rate float64, elapsedMS int64, halfLife time.Duration) float64 {
	if halfLife <= 0 || elapsedMS <= 0 || rate >= 1 {
		return rate
	}
	short := (1 - rate) * math.Exp2(-float64(elapsedMS)/float64(halfLife.Milliseconds()))
	return 1 - short
}
