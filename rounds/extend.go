package rounds

import (
	"context"
	"fmt"
	"math/big"

	"go.uber.org/zap"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire/status"
)

// Extension is an acknowledged attempt's voucher made long: the same attempt, window
// opening and commitment, with the expiry voucher_ttl from the window's start. The
// worker submits its result with it.
type Extension struct {
	NotBefore, Expiry uint64 // unix s, inclusive
	Voucher           Voucher
}

// Acknowledge is Ack that also extends the attempt's voucher, which lasted only its ack
// timeout (voucherWindow): ext is nil when the voucher is already as long as it gets or
// the extension could not be signed and stored (the worker keeps the short one). ok is
// Ack's answer.
func (e *Engine) Acknowledge(ctx context.Context, requestID, worker string, attempt int) (ext *Extension, ok bool) {
	return e.acknowledge(ctx, requestID, worker, attempt, false)
}

// AcknowledgeHeard is Acknowledge with AckHeard: an ack heard while following, handled
// after a takeover.
func (e *Engine) AcknowledgeHeard(ctx context.Context, requestID, worker string, attempt int) (ext *Extension, ok bool) {
	return e.acknowledge(ctx, requestID, worker, attempt, true)
}

func (e *Engine) acknowledge(ctx context.Context, requestID, worker string, attempt int, heard bool) (ext *Extension, ok bool) {
	if !e.ack(ctx, requestID, worker, attempt, heard) {
		return nil, false
	}
	// Between rounds: a round's status write, drawn before the extension, must not
	// land after it and put the short expiry back in the status bucket. A round that
	// plays on (its status writes slow while a NATS node's streams elect new leaders)
	// is waited for at most ackExtendWait: the worker's ack is answered within its
	// reply timeout, and it runs the job with the short voucher, instead of taking the
	// silence for a refusal and dropping the job.
	var err error
	if !e.betweenWithin(ackExtendWait, func() { ext, err = e.extend(ctx, requestID, worker, attempt) }) {
		e.log.Debug("voucher not extended: a round is still playing; the worker keeps the short one", zap.String("request", requestID),
			zap.String("worker", worker))
		return nil, true
	}
	if err != nil {
		e.log.Warn("voucher not extended; the worker keeps the short one", zap.String("request", requestID),
			zap.String("worker", worker), zap.Error(err))
		return nil, true
	}
	return ext, true
}

// extend raises the expiry of the acknowledged attempt in memory (so that no later
// attempt's window can overlap it, whatever happens next), signs the long voucher and
// stores the status record that carries its expiry (what a restart or a takeover
// restores) before the worker may see it.
func (e *Engine) extend(ctx context.Context, requestID, worker string, attempt int) (*Extension, error) {
	cfg := e.Config()
	e.mu.Lock()
	en := e.pending[requestID]
	if en == nil || !en.Assigned() || en.Worker() != worker || en.Attempt() != attempt || !en.Acked() {
		e.mu.Unlock()
		return nil, nil
	}
	full := en.extendedExpiry(&cfg)
	if !en.Extend(full) {
		e.mu.Unlock()
		return nil, nil
	}
	terms := VoucherTerms{Request: en.req, Prompt: en.payload, Worker: worker, Attempt: attempt,
		NotBefore: en.VoucherNotBefore(), Expiry: full}
	rec := e.status(en, e.now().UnixMilli())
	e.mu.Unlock()
	id, ok := new(big.Int).SetString(requestID, 10)
	if !ok {
		return nil, fmt.Errorf("request id %q is not a decimal integer", requestID)
	}
	terms.RequestID = id
	v, err := e.sign(terms)
	if err != nil {
		return nil, fmt.Errorf("sign: %w", err)
	}
	if err := e.storeStatuses(ctx, []status.Record{rec}); err != nil {
		return nil, fmt.Errorf("store the extended expiry: %w", err)
	}
	e.m.extensions.Inc()
	return &Extension{NotBefore: terms.NotBefore, Expiry: full, Voucher: v}, nil
}

// extendedExpiry is what the current attempt's voucher is extended to once its worker
// acknowledged it: voucher_ttl from the start of its window.
func (en *entry) extendedExpiry(cfg *scheduler.Config) uint64 {
	start := max(uint64(max(en.AssignedAtMS(), 0))/1000, en.VoucherNotBefore())
	return fullExpiry(start, en.VoucherNotBefore(), en.req.DeadlineMS, cfg)
}
