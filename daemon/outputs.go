package daemon

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/ethereum/go-ethereum/common"
	"go.uber.org/zap"

	"github.com/infersched/infersched/bus/outputs"
	"github.com/infersched/infersched/bus/statuskv"
	"github.com/infersched/infersched/httpapi"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
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

func (a apiOutputs) Object(ctx context.Context, h common.Hash) (httpapi.StoredObject, error) {
	b, err := a.Store.Object(ctx, h)
	if errors.Is(err, outputs.ErrNotFound) {
		return nil, fmt.Errorf("%w: %w", httpapi.ErrObjectMissing, err)
	}
	if err != nil {
		return nil, err
	}
	return b, nil
}

// apiInputs is the input store as the API uses it: the store's refusals as the API's
// errors.
type apiInputs struct{ *outputs.Inputs }

func (a apiInputs) Object(ctx context.Context, h common.Hash) (httpapi.StoredObject, error) {
	b, err := a.Inputs.Object(ctx, h)
	if errors.Is(err, outputs.ErrNotFound) {
		return nil, fmt.Errorf("%w: %w", httpapi.ErrObjectMissing, err)
	}
	if err != nil {
		return nil, err
	}
	return b, nil
}

func (a apiInputs) PutInput(ctx context.Context, body io.Reader, client string, quota int64, take func(int) error) (common.Hash, int64, error) {
	h, n, err := a.Inputs.Put(ctx, body, client, quota, take)
	for _, e := range []struct{ store, api error }{
		{outputs.ErrQuota, httpapi.ErrInputQuota}, {outputs.ErrFull, httpapi.ErrStoreFull}, {outputs.ErrTooLarge, httpapi.ErrInputTooLarge},
	} {
		if errors.Is(err, e.store) {
			return h, n, fmt.Errorf("%w: %w", e.api, err)
		}
	}
	return h, n, err
}

// claimingEngine is the round engine as the feed sees it: a request verified on chain
// whose prompt is a ref: to a stored input claims that input (outputs.Inputs.Claim), so
// that it is kept past the claim window and stops counting against its uploader's
// quota. Claims go through a queue to one goroutine (runClaims): the feed never waits
// on the store.
type claimingEngine struct {
	*rounds.Engine
	claims chan inputClaim
	log    *zap.Logger
}

type inputClaim struct {
	h  common.Hash
	id string
}

// maxQueuedClaims bounds the claims waiting; one more is dropped and logged (the input
// is then swept after the claim window unless another request claims it).
const maxQueuedClaims = 4096

func newClaimingEngine(e *rounds.Engine, log *zap.Logger) claimingEngine {
	return claimingEngine{Engine: e, claims: make(chan inputClaim, maxQueuedClaims), log: log}
}

func (e claimingEngine) Add(req scheduler.Request, prompt []byte, done func()) bool {
	ok := e.Engine.Add(req, prompt, done)
	e.claim(req.ID, prompt)
	return ok
}

func (e claimingEngine) Restore(req scheduler.Request, prompt []byte, rec status.Record, done func()) bool {
	ok := e.Engine.Restore(req, prompt, rec, done)
	e.claim(req.ID, prompt)
	return ok
}

func (e claimingEngine) claim(id string, prompt []byte) {
	h, ok := wire.ParseInputRef(prompt)
	if !ok {
		return
	}
	select {
	case e.claims <- inputClaim{h: h, id: id}:
	default:
		e.log.Warn("input claim dropped: the queue is full", zap.String("request_id", id), zap.String("input", wire.ObjectName(h)))
	}
}

// runClaims applies the queued claims to in until ctx ends.
func runClaims(ctx context.Context, in *outputs.Inputs, claims <-chan inputClaim, log *zap.Logger) error {
	for {
		select {
		case <-ctx.Done():
			return nil
		case c := <-claims:
			if err := in.Claim(ctx, c.h, c.id); err != nil && ctx.Err() == nil {
				log.Info("input not claimed", zap.String("request_id", c.id), zap.String("input", wire.ObjectName(c.h)), zap.Error(err))
			}
		}
	}
}

func (a apiOutputs) Transcript(ctx context.Context, id string, worker common.Address) (wire.TranscriptClaim, []byte, error) {
	c, b, err := a.Store.Transcript(ctx, id, worker)
	if errors.Is(err, outputs.ErrNotFound) {
		return c, nil, fmt.Errorf("%w: %w", httpapi.ErrObjectMissing, err)
	}
	return c, b, err
}
