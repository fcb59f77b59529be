package daemon

import (
	"context"

	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
)

// engineQueue is the quote's view of a model's queue: the pending requests this
// replica's engine holds (every replica's engine holds them all).
type engineQueue struct{ e *rounds.Engine }

func (q engineQueue) Queue(_ context.Context, model string) ([]scheduler.Request, float64, error) {
	waiting, drain := q.e.Queue(model)
	return waiting, drain, nil
}

func (q engineQueue) Waiting(_ context.Context, model string) (int, error) {
	return q.e.WaitingFor(model), nil
}
