package gasoracle

import (
	"context"
	"math/big"
	"testing"

	"go.uber.org/zap"

	"github.com/infersched/infersched/internal/ethrpc"
)

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
