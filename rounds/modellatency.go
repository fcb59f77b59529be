package rounds

import (
	"context"

	"go.uber.org/zap"
)

// ModelLatencies takes one measured latency of a worker on one model: the registry keeps
// a window of them and the median is the worker's P50 for the model in the next
// snapshots (issue 28). Optional: the engine feeds its Capacity when that implements it
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
