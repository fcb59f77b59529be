package audit

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/core/types"
	"go.uber.org/zap"

	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/internal/txsend"
)

// reconcile publishes the anchors of shard's chain the contract holds past the last
// published one (mined, then the process stopped before it published), each after
// checking its root against the records. A root that differs is left unpublished and
// logged: its records stay unanchored in the log, which audit verify reports.
func (a *Anchorer) reconcile(ctx context.Context, shard int, chainLast uint64) error {
	prev, _, err := a.lastPublished(ctx, shard)
	if err != nil {
		return err
	}
	if chainLast <= prev.ToRound {
		return nil
	}
	r, err := newAnchorReader(a.rpc.Client(), a.address, shard)
	if err != nil {
		return err
	}
	n, err := r.count(ctx)
	if err != nil {
		return err
	}
	type onChain struct {
		index int64
		onChainSpan
	}
	var missing []onChain
	for i := n - 1; i >= 0; i-- {
		got, err := r.at(ctx, i)
		if err != nil {
			return err
		}
		if got.to <= prev.ToRound {
			break
		}
		missing = append(missing, onChain{index: i, onChainSpan: got})
	}
	for k := len(missing) - 1; k >= 0; k-- {
		m := missing[k]
		root, err := a.spanRoot(ctx, shard, m.from, m.to)
		if err != nil {
			return fmt.Errorf("anchor %d..%d of shard %d on chain: %w", m.from, m.to, shard, err)
		}
		if root != m.root {
			a.log.Error("anchor on chain does not match the log; the owner must rewind it (rewindAnchors, rewindAnchorsOf)", zap.Int("shard", shard),
				zap.Uint64("from", m.from), zap.Uint64("to", m.to), zap.String("chain_root", fmt.Sprintf("0x%x", m.root)), zap.String("log_root", fmt.Sprintf("0x%x", root)))
			return nil
		}
		an := decisionlog.Anchor{FromRound: m.from, ToRound: m.to, Root: fmt.Sprintf("0x%x", m.root)}
		if an.TxHash = a.anchorTx(ctx, shard, m.index, m.from, m.to); an.TxHash == "" {
			return fmt.Errorf("anchor %d..%d of shard %d on chain: its event was not found", m.from, m.to, shard)
		}
		if err := a.publish(ctx, shard, an); err != nil {
			return err
		}
		a.log.Info("anchor found on chain recorded beside the log", zap.Int("shard", shard), zap.Uint64("from", m.from), zap.Uint64("to", m.to), zap.String("tx", an.TxHash))
	}
	return nil
}

// Send anchors one span of shard 0's chain: builds the transaction and hands it to the
// transaction sender (nonce, fees, resubmission with higher fees while it is not
// mined), and publishes the anchor once it is mined. Sent again for the same span
// (after a failure), it follows the transaction already sent rather than sending
// another.
func (a *Anchorer) Send(ctx context.Context, from, to uint64, root [32]byte) (decisionlog.Anchor, error) {
	return a.SendShard(ctx, 0, from, to, root)
}

// SendShard is Send of a span of shard's chain (DecisionAnchor.anchorShard above 0).
func (a *Anchorer) SendShard(ctx context.Context, shard int, from, to uint64, root [32]byte) (decisionlog.Anchor, error) {
	if shard < 0 || shard >= len(a.chains) {
		return decisionlog.Anchor{}, fmt.Errorf("shard %d: the anchorer follows shards 0..%d", shard, len(a.chains)-1)
	}
	return a.send(ctx, a.chains[shard], from, to, root)
}

func (a *Anchorer) send(ctx context.Context, c *chainAnchor, from, to uint64, root [32]byte) (decisionlog.Anchor, error) {
	if a.sender == nil {
		return decisionlog.Anchor{}, errors.New("anchorer has no chain or key")
	}
	data, err := anchorCall(c.shard, from, to, root)
	if err != nil {
		return decisionlog.Anchor{}, err
	}
	noJournal := func(txsend.Tx) error { return nil } // the span itself is derived again after a restart
	if c.inflight != nil && (c.inflight.from != from || c.inflight.to != to) {
		c.inflight = nil // a span that another anchorer got first
		a.sender.ForgetNonce()
	}
	var tx txsend.Tx
	if c.inflight != nil {
		tx = c.inflight.tx
		a.sender.Rebroadcast(ctx, tx) // the node may have lost it (restarted)
	} else {
		var gas uint64
		err = a.rpc.Do(ctx, func(ctx context.Context, cl ethrpc.Client) error {
			var err error
			gas, err = cl.EstimateGas(ctx, ethereum.CallMsg{From: a.sender.From(), To: &a.address, Data: data})
			return ethrpc.Permanent(err) // a revert (wrong key, rounds out of order) is the same everywhere
		})
		if err != nil {
			return decisionlog.Anchor{}, fmt.Errorf("prepare anchor %d..%d: %w", from, to, txsend.Why(err))
		}
		tx, err = a.sender.Send(ctx, a.address, data, gas+gas/5, noJournal)
		if err != nil {
			return decisionlog.Anchor{}, fmt.Errorf("anchor %d..%d: %w", from, to, err)
		}
		c.inflight = &inflight{from: from, to: to, tx: tx}
	}
	tx, rcpt, err := a.sender.Follow(ctx, tx, noJournal)
	c.inflight.tx = tx
	if err != nil {
		if errors.Is(err, txsend.ErrDropped) {
			c.inflight = nil
			a.sender.ForgetNonce()
		}
		return decisionlog.Anchor{}, fmt.Errorf("anchor %d..%d: %w", from, to, err)
	}
	c.inflight = nil
	if rcpt.Status != types.ReceiptStatusSuccessful {
		var why error
		_ = a.rpc.Do(ctx, func(ctx context.Context, cl ethrpc.Client) error {
			why = txsend.Reverted(ctx, cl, a.sender.From(), a.address, data, rcpt)
			return nil
		})
		if why == nil { // no node answered the replay
			why = fmt.Errorf("%w: %s", txsend.ErrReverted, rcpt.TxHash.Hex())
		}
		return decisionlog.Anchor{}, fmt.Errorf("anchor %d..%d: %w", from, to, why)
	}
	an := decisionlog.Anchor{TxHash: rcpt.TxHash.Hex(), FromRound: from, ToRound: to, Root: fmt.Sprintf("0x%x", root)}
	if err := a.publish(ctx, c.shard, an); err != nil {
		return an, fmt.Errorf("anchor %d..%d mined in %s but not recorded (recorded from the chain next time): %w", from, to, an.TxHash, err)
	}
	return an, nil
}

// markMax raises v to round; a lower round is ignored.
func markMax(v *atomic.Uint64, round uint64) {
	for {
		cur := v.Load()
		if round <= cur || v.CompareAndSwap(cur, round) {
			return
		}
	}
}
