package feemarket

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
)

func BenchmarkNextBaseFee(b *testing.B) {
	parent := big.NewInt(37_123_456_789)
	for b.Loop() {
		NextBaseFee(parent, 29_000_000, 30_000_000)
	}
}

func BenchmarkMedianTip(b *testing.B) {
	for _, n := range []int{20, 100, 1024} {
		fh := &ethereum.FeeHistory{}
		for i := range n {
			fh.Reward = append(fh.Reward, []*big.Int{big.NewInt(int64(i*7919) % 3_000_000_000)})
			fh.GasUsedRatio = append(fh.GasUsedRatio, 0.5)
		}
		b.Run(fmt.Sprintf("blocks=%d", n), func(b *testing.B) {
			for b.Loop() {
				MedianTip(fh)
			}
		})
	}
}
