package audit

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"

	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/internal/txsend"
)

// DecisionAnchor's calls for one shard's chain. Shard 0's are those the contract always
// had (anchor, lastAnchoredRound, anchorCount, anchorAt, AnchorRecorded), so that shard
// 0 is anchored by a contract deployed before anchorShard existed; every other shard
// uses the calls that take the shard (anchorShard, lastAnchoredRoundOf, anchorCountOf,
// anchorAtOf, ShardAnchorRecorded). This file is the one place that chooses between them.

// lastAnchored is shard's last anchored round on chain (0 when nothing is anchored).
func (a *Anchorer) lastAnchored(ctx context.Context, shard int) (uint64, error) {
	r, err := newAnchorReader(a.rpc.Client(), a.address, shard)
	if err != nil {
		return 0, err
	}
	return r.lastAnchored(ctx)
}

// lastAnchored is the chain's last anchored round (0 when nothing is anchored).
func (r anchorReader) lastAnchored(ctx context.Context) (uint64, error) {
	c, shard := r.c, r.shard
	opts := &bind.CallOpts{Context: ctx}
	if shard == 0 {
		got, err := c.LastAnchoredRound(opts)
		if err != nil {
			return 0, fmt.Errorf("DecisionAnchor.lastAnchoredRound: %w", txsend.Why(err))
		}
		return got.ToRound, nil
	}
	got, err := c.LastAnchoredRoundOf(opts, uint32(shard))
	if err != nil {
		return 0, fmt.Errorf("DecisionAnchor.lastAnchoredRoundOf(%d): %w", shard, txsend.Why(err))
	}
	return got.ToRound, nil
}

// onChainSpan is one anchor as DecisionAnchor holds it.
type onChainSpan struct {
	from, to uint64
	root     [32]byte
}

// anchorReader reads one shard's anchors on chain.
type anchorReader struct {
	c     *bindings.DecisionAnchorCaller
	shard int
}

func newAnchorReader(b bind.ContractCaller, address [20]byte, shard int) (anchorReader, error) {
	c, err := bindings.NewDecisionAnchorCaller(address, b)
	return anchorReader{c: c, shard: shard}, err
}

func (r anchorReader) count(ctx context.Context) (int64, error) {
	opts := &bind.CallOpts{Context: ctx}
	var n *big.Int
	var err error
	if r.shard == 0 {
		n, err = r.c.AnchorCount(opts)
	} else {
		n, err = r.c.AnchorCountOf(opts, uint32(r.shard))
	}
	if err != nil {
		return 0, fmt.Errorf("DecisionAnchor.anchorCount of shard %d: %w", r.shard, txsend.Why(err))
	}
	return n.Int64(), nil
}

func (r anchorReader) at(ctx context.Context, i int64) (onChainSpan, error) {
	opts := &bind.CallOpts{Context: ctx}
	var got struct {
		FromRound, ToRound, AnchoredAt uint64
		Root                           [32]byte
	}
	var err error
	if r.shard == 0 {
		got, err = r.c.AnchorAt(opts, big.NewInt(i))
	} else {
		got, err = r.c.AnchorAtOf(opts, uint32(r.shard), big.NewInt(i))
	}
	if err != nil {
		return onChainSpan{}, fmt.Errorf("DecisionAnchor.anchorAt(%d) of shard %d: %w", i, r.shard, txsend.Why(err))
	}
	return onChainSpan{from: got.FromRound, to: got.ToRound, root: got.Root}, nil
}

// anchorTx finds the transaction that recorded shard's anchor index (from..to): its
// AnchorRecorded (shard 0) or ShardAnchorRecorded event. "" when none is found.
func (a *Anchorer) anchorTx(ctx context.Context, shard int, index int64, from, to uint64) string {
	f, err := bindings.NewDecisionAnchorFilterer(a.address, a.rpc.Client())
	if err != nil {
		return ""
	}
	opts := &bind.FilterOpts{Context: ctx}
	tx := ""
	if shard == 0 {
		it, err := f.FilterAnchorRecorded(opts, []*big.Int{big.NewInt(index)})
		if err != nil {
			return ""
		}
		defer it.Close()
		for it.Next() {
			if it.Event.FromRound == from && it.Event.ToRound == to && !it.Event.Raw.Removed {
				tx = it.Event.Raw.TxHash.Hex()
			}
		}
		return tx
	}
	it, err := f.FilterShardAnchorRecorded(opts, []uint32{uint32(shard)}, []*big.Int{big.NewInt(index)})
	if err != nil {
		return ""
	}
	defer it.Close()
	for it.Next() {
		if it.Event.FromRound == from && it.Event.ToRound == to && !it.Event.Raw.Removed {
			tx = it.Event.Raw.TxHash.Hex()
		}
	}
	return tx
}

// anchorCall is the transaction data anchoring from..to of shard's chain: anchor(...)
// for shard 0, anchorShard(...) above.
func anchorCall(shard int, from, to uint64, root [32]byte) ([]byte, error) {
	abi, err := bindings.DecisionAnchorMetaData.GetAbi() // parsed once by the bindings
	if err != nil {
		return nil, err
	}
	if shard == 0 {
		return abi.Pack("anchor", from, to, root)
	}
	return abi.Pack("anchorShard", uint32(shard), from, to, root)
}
