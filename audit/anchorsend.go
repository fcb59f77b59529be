package audit

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sync/atomic"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/core/types"
	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/internal/txsend"
)

// reconcile publishes the anchors the chain holds past the last published one (mined,
// then the process stopped before it published), each after checking its root against
// the records. A root that differs is left unpublished and logged: its records stay
// unanchored in the log, which audit verify reports.
func (a *Anchorer) reconcile(ctx context.Context, chainLast uint64) error {
	prev, _, err := a.lastPublished(ctx)
	if err != nil {
		return err
	}
	if chainLast <= prev.ToRound {
		return nil
	}
	c, err := bindings.NewDecisionAnchorCaller(a.address, a.rpc.Client())
	if err != nil {
		return err
	}
	opts := &bind.CallOpts{Context: ctx}
	n, err := c.AnchorCount(opts)
	if err != nil {
		return fmt.Errorf("DecisionAnchor.anchorCount: %w", err)
	}
	type onChain struct {
		index    int64
		from, to uint64
		root     [32]byte
	}
	var missing []onChain
	for i := n.Int64() - 1; i >= 0; i-- {
		got, err := c.AnchorAt(opts, big.NewInt(i))
		if err != nil {
			return fmt.Errorf("DecisionAnchor.anchorAt(%d): %w", i, err)
		}
		if got.ToRound <= prev.ToRound {
			break
		}
		missing = append(missing, onChain{index: i, from: got.FromRound, to: got.ToRound, root: got.Root})
	}
	f, err := bindings.NewDecisionAnchorFilterer(a.address, a.rpc.Client())
	if err != nil {
		return err
	}
	for k := len(missing) - 1; k >= 0; k-- {
		m := missing[k]
		root, err := a.spanRoot(ctx, m.from, m.to)
		if err != nil {
			return fmt.Errorf("anchor %d..%d on chain: %w", m.from, m.to, err)
		}
		if root != m.root {
			a.log.Error("anchor on chain does not match the log; the owner must rewind it (rewindAnchors)",
				zap.Uint64("from", m.from), zap.Uint64("to", m.to), zap.String("chain_root", fmt.Sprintf("0x%x", m.root)), zap.String("log_root", fmt.Sprintf("0x%x", root)))
			return nil
		}
		an := decisionlog.Anchor{FromRound: m.from, ToRound: m.to, Root: fmt.Sprintf("0x%x", m.root)}
		if it, err := f.FilterAnchorRecorded(&bind.FilterOpts{Context: ctx}, []*big.Int{big.NewInt(m.index)}); err == nil {
			for it.Next() {
				if it.Event.FromRound == m.from && it.Event.ToRound == m.to && !it.Event.Raw.Removed {
					an.TxHash = it.Event.Raw.TxHash.Hex()
				}
			}
			it.Close()
		}
		if an.TxHash == "" {
			return fmt.Errorf("anchor %d..%d on chain: its AnchorRecorded event was not found", m.from, m.to)
		}
		if err := a.publish(ctx, an); err != nil {
			return err
		}
		a.log.Info("anchor found on chain recorded beside the log", zap.Uint64("from", m.from), zap.Uint64("to", m.to), zap.String("tx", an.TxHash))
	}
	return nil
}

// Send anchors one span: builds the transaction and hands it to the transaction sender
// (nonce, fees, resubmission with higher fees while it is not mined), and publishes the
// anchor once it is mined. Sent again for the same span (after a failure), it follows
// the transaction already sent rather than sending another.
func (a *Anchorer) Send(ctx context.Context, from, to uint64, root [32]byte) (decisionlog.Anchor, error) {
	if a.sender == nil {
		return decisionlog.Anchor{}, errors.New("anchorer has no chain or key")
	}
	abi, err := bindings.DecisionAnchorMetaData.GetAbi() // parsed once by the bindings
	if err != nil {
		return decisionlog.Anchor{}, err
	}
	data, err := abi.Pack("anchor", from, to, root)
	if err != nil {
		return decisionlog.Anchor{}, err
	}
	noJournal := func(txsend.Tx) error { return nil } // the span itself is derived again after a restart
	if a.inflight != nil && (a.inflight.from != from || a.inflight.to != to) {
		a.inflight = nil // a span that another anchorer got first
		a.sender.ForgetNonce()
	}
	var tx txsend.Tx
	if a.inflight != nil {
		tx = a.inflight.tx
		a.sender.Rebroadcast(ctx, tx) // the node may have lost it (restarted)
	} else {
		var gas uint64
		err = a.rpc.Do(ctx, func(ctx context.Context, c ethrpc.Client) error {
			var err error
			gas, err = c.EstimateGas(ctx, ethereum.CallMsg{From: a.sender.From(), To: &a.address, Data: data})
			return ethrpc.Permanent(err) // a revert (wrong key, rounds out of order) is the same everywhere
		})
		if err != nil {
			return decisionlog.Anchor{}, fmt.Errorf("prepare anchor %d..%d: %w", from, to, txsend.Why(err))
		}
		tx, err = a.sender.Send(ctx, a.address, data, gas+gas/5, noJournal)
		if err != nil {
			return decisionlog.Anchor{}, fmt.Errorf("anchor %d..%d: %w", from, to, err)
		}
		a.inflight = &inflight{from: from, to: to, tx: tx}
	}
	tx, rcpt, err := a.sender.Follow(ctx, tx, noJournal)
	a.inflight.tx = tx
	if err != nil {
		if errors.Is(err, txsend.ErrDropped) {
			a.inflight = nil
			a.sender.ForgetNonce()
		}
		return decisionlog.Anchor{}, fmt.Errorf("anchor %d..%d: %w", from, to, err)
	}
	a.inflight = nil
	if rcpt.Status != types.ReceiptStatusSuccessful {
		var why error
		_ = a.rpc.Do(ctx, func(ctx context.Context, c ethrpc.Client) error {
			why = txsend.Reverted(ctx, c, a.sender.From(), a.address, data, rcpt)
			return nil
		})
		if why == nil { // no node answered the replay
			why = fmt.Errorf("%w: %s", txsend.ErrReverted, rcpt.TxHash.Hex())
		}
		return decisionlog.Anchor{}, fmt.Errorf("anchor %d..%d: %w", from, to, why)
	}
	an := decisionlog.Anchor{TxHash: rcpt.TxHash.Hex(), FromRound: from, ToRound: to, Root: fmt.Sprintf("0x%x", root)}
	if err := a.publish(ctx, an); err != nil {
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
