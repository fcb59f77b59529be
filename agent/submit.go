package agent

import (
	"context"
	"errors"
	"math"
	"math/big"
	"time"

	"github.com/nats-io/nats.go/jetstream"
	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/wire"
)

// keep journals a finished result before its submission, so that a restart submits it
// instead of running the inference again.
func (w *Worker) keep(a wire.Assignment, out []byte, log *zap.Logger) {
	k := kept{Attempt: a.Attempt, Output: out, NotBefore: a.Voucher.NotBefore, Expiry: a.Voucher.Expiry, Sig: a.Voucher.Signature,
		AtMS: w.d.Clock().UnixMilli()}
	if err := w.state.keep(a.RequestID, k); err != nil {
		log.Error("finished result not kept in the state file", zap.Error(err))
	}
}

// settleKept forgets request id's kept result once it is sent or provably unwanted:
// anything but a stop before the transaction went out.
func (w *Worker) settleKept(ctx context.Context, id string, log *zap.Logger) {
	if _, sent := w.state.get(id); !sent && ctx.Err() != nil {
		return
	}
	if err := w.state.forget(id, w.d.Clock().UnixMilli()); err != nil {
		log.Warn("state file", zap.Error(err))
	}
}

// submitKept submits, in the background, every result finished before the restart and
// not yet sent, with the voucher of its assignment: a worker that was killed does not
// wait for JetStream to deliver the assignment again (a redelivery joins the same
// submission).
func (w *Worker) submitKept(ctx context.Context) {
	for reqID, k := range w.state.keptAll() {
		log := w.log.With(zap.String("request", reqID), zap.Int("attempt", k.Attempt))
		id, ok := new(big.Int).SetString(reqID, 10)
		if !ok {
			_ = w.state.forget(reqID, w.d.Clock().UnixMilli())
			continue
		}
		log.Info("submitting a result finished before the restart")
		a := wire.Assignment{RequestID: reqID, Attempt: k.Attempt, Worker: w.id,
			Voucher: wire.Voucher{NotBefore: k.NotBefore, Expiry: k.Expiry, Signature: k.Sig}}
		w.wg.Add(1)
		go func() {
			defer w.wg.Done()
			err := w.submitRetrying(ctx, a, id, k.Output, log)
			w.count(reqID, err)
			w.settleKept(ctx, reqID, log)
		}()
	}
}

// finish submits the result (or follows the one already sent) and settles the message.
func (w *Worker) finish(ctx context.Context, m jetstream.Msg, a wire.Assignment, id *big.Int, out []byte, log *zap.Logger) {
	err := w.submitRetrying(ctx, a, id, out, log)
	w.count(a.RequestID, err)
	w.settleKept(ctx, a.RequestID, log)
	switch {
	case err == nil, errors.Is(err, ErrSkipped), errors.Is(err, ErrAlreadySubmitted), errors.Is(err, ErrReverted), errors.Is(err, ErrDropped):
		_ = m.Ack()
	case errors.Is(err, ErrNotMined), ctx.Err() != nil:
		// The transaction may still be mined: have the message again later and follow it.
		w.giveBack(ctx, m)
	default:
		if _, sent := w.state.get(a.RequestID); sent {
			w.giveBack(ctx, m)
			return
		}
		// Nothing went out and it never will: the contract refused the result (a revert
		// decoded from the estimate) or the voucher expired. RPC failures never get here
		// (submitRetrying keeps trying them while the voucher is valid).
		w.nack(a, "submit failed: "+err.Error(), log)
		_ = m.Ack()
	}
}

// submitRetrying submits the result (or follows the one already sent), retrying with
// backoff while the failure is transient.
func (w *Worker) submitRetrying(ctx context.Context, a wire.Assignment, id *big.Int, out []byte, log *zap.Logger) error {
	submit := func() error {
		if w.batch != nil && a.Batched && out != nil {
			return w.batch.submit(ctx, a, id, out)
		}
		_, err := w.txm.submit(ctx, id, out, voucherOf(a))
		return err
	}
	w.awaitWindow(ctx, a)
	err := submit()
	// Never discard finished inference over an RPC hiccup: while nothing went out, the
	// failure is not a contract's verdict and the voucher is still valid, keep the output
	// and try again with backoff (the message is kept in progress meanwhile).
	return retryBackoff(ctx, err, func(err error, _ time.Duration) bool { return w.retryable(ctx, a, err) }, submit,
		func(err error, wait time.Duration) {
			w.retries.Add(1)
			log.Warn("result not submitted; keeping it and retrying", zap.Error(err), zap.Duration("in", wait))
		})
}

// retryBackoff tries again, after 200 ms doubling up to 10 s, while again(err, wait)
// holds for the last error and the wait before the next try; note is told of each
// retry before its wait. It returns the last error, also when ctx ends during a wait.
func retryBackoff(ctx context.Context, err error, again func(error, time.Duration) bool, try func() error, note func(error, time.Duration)) error {
	for wait := submitRetryFirst; err != nil && ctx.Err() == nil && again(err, wait); wait = min(2*wait, submitRetryMax) {
		note(err, wait)
		select {
		case <-ctx.Done():
			return err
		case <-time.After(wait):
		}
		err = try()
	}
	return err
}

// awaitWindow waits, by the worker's clock, until the voucher's window has opened: a
// reassigned request's voucher starts only after its previous attempt's expires.
func (w *Worker) awaitWindow(ctx context.Context, a wire.Assignment) {
	wait := time.Unix(int64(min(a.Voucher.NotBefore, math.MaxInt64)), 0).Sub(w.d.Clock())
	if wait <= 0 {
		return
	}
	select {
	case <-ctx.Done():
	case <-time.After(wait):
	}
}

// Backoff of retryBackoff: a finished result's submission, an assignment's chain check.
const (
	submitRetryFirst = 200 * time.Millisecond
	submitRetryMax   = 10 * time.Second
)

// retryable reports a submission that failed before anything was sent, for a reason
// other than the contract's (a revert decoded from the estimate is final), while the
// voucher is still valid by the worker's clock.
func (w *Worker) retryable(ctx context.Context, a wire.Assignment, err error) bool {
	if err == nil || ctx.Err() != nil {
		return false
	}
	for _, final := range []error{ErrSkipped, ErrAlreadySubmitted, ErrReverted, ErrDropped, ErrNotMined} {
		if errors.Is(err, final) {
			return false
		}
	}
	if r, reverts := contracts.DecodeRevert(err); reverts && r.Name != "VoucherNotYetValid" { // the chain's clock behind ours: try again
		return false
	}
	if _, sent := w.state.get(a.RequestID); sent {
		return false
	}
	return uint64(w.d.Clock().Unix()) < a.Voucher.Expiry
}

// keepAlive tells JetStream the message is being worked on until the returned stop.
func (w *Worker) keepAlive(m jetstream.Msg) func() {
	done := make(chan struct{})
	go func() {
		t := time.NewTicker(AckWait / 3)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				_ = m.InProgress()
			}
		}
	}()
	return func() { close(done) }
}
