package feemarket

import (
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum"
)

// EIP-1559 constants (London): the gas target is half the gas limit, and the base fee
// moves by at most 1/8 per block.
const (
	ElasticityMultiplier     = 2
	BaseFeeChangeDenominator = 8
)

// NextBaseFee is the EIP-1559 base fee of the block after one with the given base fee,
// gas used and gas limit: unchanged at the target (gasLimit/2), up by
// parent·(used−target)/target/8 (at least 1 wei) above it, down by
// parent·(target−used)/target/8 below it, never below zero. A gas limit below 2 (no
// target) leaves it unchanged; a nil parentBaseFee (no EIP-1559) gives nil. It does not
// modify parentBaseFee.
func NextBaseFee(parentBaseFee *big.Int, gasUsed, gasLimit uint64) *big.Int {
	if parentBaseFee == nil {
		return nil
	}
	target := gasLimit / ElasticityMultiplier
	if target == 0 || gasUsed == target {
		return new(big.Int).Set(parentBaseFee)
	}
	delta := new(big.Int)
	if gasUsed > target {
		delta.SetUint64(gasUsed - target)
		delta.Mul(delta, parentBaseFee)
		delta.Quo(delta, new(big.Int).SetUint64(target))
		delta.Quo(delta, big.NewInt(BaseFeeChangeDenominator))
		if delta.Sign() <= 0 {
			delta.SetInt64(1)
		}
		return delta.Add(delta, parentBaseFee)
	}
	delta.SetUint64(target - gasUsed)
	delta.Mul(delta, parentBaseFee)
	delta.Quo(delta, new(big.Int).SetUint64(target))
	delta.Quo(delta, big.NewInt(BaseFeeChangeDenominator))
	next := delta.Sub(parentBaseFee, delta)
	if next.Sign() < 0 {
		next.SetInt64(0)
	}
	return next
}

// MedianTip is the median, over the blocks of a fee history, of each block's reward at
// the (single) requested percentile, skipping blocks without transactions (their reward
// is a meaningless 0) and malformed entries. For an even count it is the lower-rounded
// mean of the middle two. ok is false when no block qualifies.
func MedianTip(fh *ethereum.FeeHistory) (tip *big.Int, ok bool) {
	if fh == nil {
		return nil, false
	}
	var rs []*big.Int
	for i, r := range fh.Reward {
		if i < len(fh.GasUsedRatio) && fh.GasUsedRatio[i] == 0 {
			continue
		}
		if len(r) == 0 || r[0] == nil || r[0].Sign() < 0 {
			continue
		}
		rs = append(rs, r[0])
	}
	if len(rs) == 0 {
		return nil, false
	}
	slices.SortFunc(rs, func(a, b *big.Int) int { return a.Cmp(b) })
	n := len(rs)
	if n%2 == 1 {
		return new(big.Int).Set(rs[n/2]), true
	}
	m := new(big.Int).Add(rs[n/2-1], rs[n/2])
	return m.Rsh(m, 1), true
}
