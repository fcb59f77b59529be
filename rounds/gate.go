package rounds

import (
	"time"

	"go.uber.org/zap"

	"github.com/infersched/infersched/scheduler"
)

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
