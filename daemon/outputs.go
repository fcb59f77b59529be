package daemon

import (
	"context"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/bus/outputs"
	"github.com/infersched/infersched/bus/statuskv"
	"github.com/infersched/infersched/httpapi"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/status"
)

// statusHolder is the output store's Holder (bus/outputs): a worker holds a request's
// assignment while the request's status record says it is assigned to that worker.
// The record is the round's own (written before the assignment is published), so a
// worker that was never assigned the request, or whose attempt was reassigned, is
// refused.
type statusHolder struct{ kv *statuskv.KV }

func (h statusHolder) Holds(ctx context.Context, requestID string, worker common.Address) error {
	rec, _, err := h.kv.Get(ctx, requestID)
	if err != nil {
		return fmt.Errorf("status of request %s: %w", requestID, err)
	}
	if rec.State != status.StateAssigned || rec.Worker != wire.WorkerID(worker) {
		return fmt.Errorf("request %s is %s to %q", requestID, rec.State, rec.Worker)
	}
	return nil
}

// apiOutputs is the output store as the API reads it: a missing object is
// httpapi.ErrObjectMissing.
type apiOutputs struct{ *outputs.Store }

func (a apiOutputs) Get(ctx context.Context, h common.Hash) ([]byte, error) {
	b, err := a.Store.Get(ctx, h)
	if errors.Is(err, outputs.ErrNotFound) {
		return nil, fmt.Errorf("%w: %w", httpapi.ErrObjectMissing, err)
	}
	return b, err
}

func (a apiOutputs) Transcript(ctx context.Context, id string, worker common.Address) (wire.TranscriptClaim, []byte, error) {
	c, b, err := a.Store.Transcript(ctx, id, worker)
	if errors.Is(err, outputs.ErrNotFound) {
		return c, nil, fmt.Errorf("%w: %w", httpapi.ErrObjectMissing, err)
	}
	return c, b, err
}
