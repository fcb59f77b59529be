package agent

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/wire"
)

// batcher holds the results of batched assignments, one open batch per model, and
// settles each batch with one submitResults transaction when it is full (batch.max_size),
// when its first result has waited batch.max_wait, or batch.margin before the earliest
// voucher expiry or deadline among its results, whichever comes first.
//
// Crash safety is the single path's: the batch transaction is journaled with the ids it
// carries before it is broadcast, so after a restart a redelivered assignment of any of
// them follows that transaction (store.get finds it) and is never sent again; results
// still held when the worker stops were never sent and their messages go back to
// JetStream for the next run.
type batcher struct {
	w  *Worker
	mu sync.Mutex
	// batches are the open batches by model; a batch leaves the map when it is sent.
	batches map[string]*openBatch
	// items held or being settled, by request id: a redelivery joins the item it finds.
	items   map[string]*batchItem
	metrics *settleMetrics
}

type openBatch struct {
	model string
	items []*batchItem
	due   time.Time
	timer *time.Timer
	held  int // results put back because they did not pay (settleDue): a new one makes it due
}

type batchItem struct {
	id     *big.Int
	output []byte
	v      voucher
	// callback is the request's callback gas as the chain stores it (0: none).
	callback uint32
	due      time.Time // the latest time this result may be sent
	done     chan struct{}
	err      error // the outcome, once done is closed
}

func newBatcher(w *Worker, m *settleMetrics) *batcher {
	return &batcher{w: w, batches: map[string]*openBatch{}, items: map[string]*batchItem{}, metrics: m}
}

// open reports the results held per model (for the heartbeat); models with none are
// left out.
func (b *batcher) open() map[string]int64 {
	b.mu.Lock()
	defer b.mu.Unlock()
	var out map[string]int64
	for m, ob := range b.batches {
		if n := len(ob.items); n > 0 && slices.Contains(b.w.cfg.Models, m) {
			if out == nil {
				out = map[string]int64{}
			}
			out[m] = int64(n)
		}
	}
	return out
}

// submit adds the result of a to its model's open batch and waits until the batch is
// settled; it returns what the single path would for this request (nil: fulfilled by us).
func (b *batcher) submit(ctx context.Context, a wire.Assignment, id *big.Int, out []byte) error {
	it, joined := b.add(ctx, a, id, out)
	select {
	case <-it.done:
		if joined && it.err == nil {
			return fmt.Errorf("%w: by a concurrent submission", ErrAlreadySubmitted) // counted once
		}
		return it.err
	case <-ctx.Done():
		return ctx.Err()
	}
}

// add holds the result; joined says it was already held (a redelivery), and the item
// returned is the one held.
func (b *batcher) add(ctx context.Context, a wire.Assignment, id *big.Int, out []byte) (_ *batchItem, joined bool) {
	cfg := b.w.cfg.Batch
	key := id.String()
	b.mu.Lock()
	defer b.mu.Unlock()
	if it, ok := b.items[key]; ok {
		return it, true // a redelivery of a result already held or being sent
	}
	due := time.Unix(int64(a.Voucher.Expiry), 0)
	if dl := time.UnixMilli(a.Request.DeadlineMS); a.Request.DeadlineMS > 0 && dl.Before(due) {
		due = dl
	}
	it := &batchItem{id: id, output: out, v: voucherOf(a),
		due: due.Add(-cfg.Margin), done: make(chan struct{})}
	b.items[key] = it
	model := a.Request.ModelID
	ob := b.batches[model]
	now := b.w.d.Clock()
	if ob == nil {
		ob = &openBatch{model: model, due: now.Add(cfg.MaxWait)}
		b.batches[model] = ob
	}
	ob.items = append(ob.items, it)
	if it.due.Before(ob.due) {
		ob.due = it.due
	}
	if len(ob.items) >= cfg.MaxSize || ob.held > 0 || !ob.due.After(now) {
		b.sendLocked(ctx, ob)
		return it, false
	}
	b.armLocked(ctx, ob, now)
	return it, false
}

// armLocked sends ob when it is due. Called with b.mu held.
func (b *batcher) armLocked(ctx context.Context, ob *openBatch, now time.Time) {
	if ob.timer != nil {
		ob.timer.Stop()
	}
	ob.timer = time.AfterFunc(ob.due.Sub(now), func() {
		b.mu.Lock()
		defer b.mu.Unlock()
		if b.batches[ob.model] == ob {
			b.sendLocked(ctx, ob)
		}
	})
}

// sendLocked closes ob and settles it in the background. Called with b.mu held.
func (b *batcher) sendLocked(ctx context.Context, ob *openBatch) {
	if ob.timer != nil {
		ob.timer.Stop()
	}
	delete(b.batches, ob.model)
	items := ob.items
	// Like the consumer's callback: no new goroutine once Run waits for them.
	b.w.mu.Lock()
	stopping := b.w.stopping
	if !stopping {
		b.w.wg.Add(1)
	}
	b.w.mu.Unlock()
	if stopping || ctx.Err() != nil {
		if !stopping {
			b.w.wg.Done()
		}
		b.settleLocked(items, context.Canceled) // nothing sent: the messages go back
		return
	}
	go func() {
		defer b.w.wg.Done()
		decided := b.settleDue(ctx, ob.model, items)
		b.mu.Lock()
		defer b.mu.Unlock()
		b.settleLocked(decided, nil)
	}()
}

// settleLocked publishes the outcome of every item (err, when not nil, for all of them).
func (b *batcher) settleLocked(items []*batchItem, err error) {
	for _, it := range items {
		if err != nil {
			it.err = err
		}
		delete(b.items, it.id.String())
		close(it.done)
	}
}

// submitBatch settles items with one submitResults transaction and sets each item's
// err: nil when fulfilled by us, else as the single path would say (ErrSkipped,
// ErrReverted, ErrDropped, ErrNotMined, ErrAlreadySubmitted or a send error). Requests
// no longer ours are dropped before the send; one result left goes by submitResult.
func (m *txm) submitBatch(ctx context.Context, items []*batchItem) {
	var send []*batchItem
	for _, it := range items {
		if _, sent := m.state.get(it.id.String()); sent {
			// Sent before (a restart in between): follow that transaction instead.
			_, it.err = m.submit(ctx, it.id, it.output, it.v)
			continue
		}
		if it.callback, it.err = m.check(ctx, it.id, it.v.expiry); it.err == nil {
			send = append(send, it)
		}
	}
	switch len(send) {
	case 0:
		return
	case 1:
		it := send[0]
		_, it.err = m.submit(ctx, it.id, it.output, it.v)
		return
	}
	fail := func(err error) {
		for _, it := range send {
			it.err = err
		}
	}
	limit, err := m.inlineLimit(ctx)
	if err != nil {
		fail(err)
		return
	}
	// An item whose output cannot be stored off chain fails alone; the rest go.
	var args []bindings.InferenceRouterResultItem
	var inline []int
	var ids []string
	kept := send[:0]
	for _, it := range send {
		item, n, err := m.resultItem(ctx, limit, it)
		if err != nil {
			it.err = err
			continue
		}
		kept = append(kept, it)
		args, inline, ids = append(args, item), append(inline, n), append(ids, it.id.String())
	}
	if send = kept; len(send) == 0 {
		return
	}
	data, err := m.abi.Pack("submitResults", args)
	if err != nil {
		fail(fmt.Errorf("encode submitResults: %w", err))
		return
	}
	// tx.gas_limit is per result; a batch gets it once per result it carries, and each
	// item's callback gas on top (a callback is never shared).
	gas := m.cfg.GasLimit * uint64(len(send))
	if gas != 0 {
		for i, it := range send {
			gas += callbackTxGas(it.callback, inline[i])
		}
	} else {
		est, err := m.chain.EstimateGas(ctx, ethereum.CallMsg{From: m.from, To: &m.router, Data: data})
		if err != nil {
			if r, ok := contracts.DecodeRevert(err); ok {
				fail(fmt.Errorf("submitResults would revert: %w", r))
				return
			}
			fail(fmt.Errorf("estimate gas: %w", err))
			return
		}
		gas = est + est/5
	}
	key := "batch:" + ids[0]
	f, _ := m.join(key) // a new key: always the leader
	rec, err := m.send(ctx, key, data, gas, ids)
	if err == nil {
		f.rcpt, f.err = m.follow(ctx, rec)
	} else {
		f.err = err
	}
	m.leave(key, f)
	m.log.Info("batch settled", zap.Int("results", len(send)), zap.Error(f.err))
	for _, it := range send {
		it.err = itemOutcome(f.rcpt, f.err, it.id.String(), m.from)
	}
}

// followBatched follows the batch transaction rec that carries request id (sent
// earlier, found in the state file) and says what became of id in it.
func (m *txm) followBatched(ctx context.Context, rec record, id *big.Int) (*types.Receipt, error) {
	if rec.Outcome != "" {
		return nil, fmt.Errorf("%w: in batch %s, %s in %s", ErrAlreadySubmitted, rec.RequestID, rec.Outcome, rec.MinedTx)
	}
	r, err := m.resume(ctx, rec)
	return r, itemOutcome(r, err, id.String(), m.from)
}

// itemOutcome reads what a batch transaction did with request id: nil when it paid us,
// ErrSkipped when the router skipped it; err (the transaction's outcome) when not nil.
func itemOutcome(r *types.Receipt, err error, id string, worker common.Address) error {
	if err != nil {
		return err
	}
	if r == nil {
		return fmt.Errorf("%w: batch receipt missing", ErrNotMined)
	}
	f, ferr := bindings.NewInferenceRouterFilterer(common.Address{}, nil)
	if ferr != nil {
		return fmt.Errorf("router events: %w", ferr)
	}
	for _, l := range r.Logs {
		if ev, perr := f.ParseResultSubmitted(*l); perr == nil && ev.Id.String() == id && ev.Worker == worker {
			return nil
		}
		if ev, perr := f.ParseResultSkipped(*l); perr == nil && ev.Id.String() == id {
			return fmt.Errorf("%w: request %s skipped in batch %s (reason %d)", ErrSkipped, id, r.TxHash, ev.Reason)
		}
	}
	return errors.New("request " + id + " is not in its batch's receipt")
}
