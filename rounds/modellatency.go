package rounds

import (
	"context"

	"go.uber.org/zap"
)

// ModelLatencies takes one measured latency of a worker on one model: the registry keeps
// a window of them and the median is the worker's P50 for the model in the next
// snapshots. Optional: the engine feeds its Capacity when that implements it
// (the Redis registry does), so that test capacities need not.
type ModelLatencies interface {
	RecordModelLatency(ctx context.Context, worker, model string, latencyMS float64) error
}

// recordModelLatency feeds a measured inclusion latency (never an estimate: a P50 of
// estimates would only repeat the prior) to the per-model window.
func (e *Engine) recordModelLatency(ctx context.Context, worker, model string, latencyMS float64) {
	ml, ok := e.cap.(ModelLatencies)
	if !ok {
		return
	}
	if err := ml.RecordModelLatency(ctx, worker, model, latencyMS); err != nil {
		e.log.Warn("record model latency", zap.String("worker", worker), zap.String("model", model), zap.Error(err))
	}
}

// DispatchTimes takes one dispatch round trip of a worker (its assignment published, its
// signed ack received): the registry averages them and the planner adds the average to
// the worker's estimates. Optional, as ModelLatencies.
type DispatchTimes interface {
	RecordDispatch(ctx context.Context, worker string, roundTripMS float64) error
}

// recordDispatch feeds a round trip measured from the assignment (its round's time) to
// the ack. One past ack_timeout is not a round trip (an ack of an assignment restored
// after a restart or a takeover) and is dropped.
func (e *Engine) recordDispatch(ctx context.Context, worker string, roundTripMS int64) {
	dt, ok := e.cap.(DispatchTimes)
	if !ok {
		return
	}
	cfg := e.Config()
	if roundTripMS < 0 || roundTripMS > cfg.AckTimeout.Milliseconds() {
		return
	}
	if err := dt.RecordDispatch(ctx, worker, float64(roundTripMS)); err != nil {
		e.log.Warn("record dispatch round trip", zap.String("worker", worker), zap.Error(err))
	}
}
