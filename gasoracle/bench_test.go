package gasoracle

import (
	"context"
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"go.uber.org/zap"

	"github.com/infersched/infersched/internal/ethrpc"
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

type noRPC struct{}

func (noRPC) Do(context.Context, func(context.Context, ethrpc.Client) error) error { return nil }

// GasPrice is what every scheduler round calls: a read of the last quote, no I/O.
func BenchmarkGasPrice(b *testing.B) {
	o, err := New(DefaultConfig(), noRPC{}, zap.NewNop(), nil)
	if err != nil {
		b.Fatal(err)
	}
	q := o.quote(observation{baseFee: big.NewInt(30e9), tip: big.NewInt(2e9)})
	o.last.Store(&q)
	b.ReportAllocs()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			if _, err := o.GasPrice(context.Background()); err != nil {
				b.Fatal(err)
			}
		}
	})
}
