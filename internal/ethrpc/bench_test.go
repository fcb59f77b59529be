package ethrpc

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"testing"

	"go.uber.org/zap"
)

type stubClient struct{ Client }

func (stubClient) ChainID(context.Context) (*big.Int, error) { return big.NewInt(1), nil }

// BenchmarkPoolDo measures the pool's own overhead per call: healthy (first endpoint
// answers) and after failovers (every endpoint but the last is down and backing off,
// so it is not retried while the last one answers).
func BenchmarkPoolDo(b *testing.B) {
	errDown := errors.New("down")
	for _, n := range []int{1, 3, 10} {
		cfg := DefaultConfig()
		cfg.RPCURLs = nil
		for i := range n {
			cfg.RPCURLs = append(cfg.RPCURLs, fmt.Sprintf("http://node%d:8545", i))
		}
		last := cfg.RPCURLs[n-1]
		dial := func(_ context.Context, url string) (Client, error) { return stubClient{}, nil }
		b.Run(fmt.Sprintf("endpoints=%d/healthy", n), func(b *testing.B) {
			p, err := New(cfg, dial, zap.NewNop(), nil)
			if err != nil {
				b.Fatal(err)
			}
			fn := func(context.Context, Client) error { return nil }
			b.ReportAllocs()
			for b.Loop() {
				if err := p.Do(context.Background(), fn); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(fmt.Sprintf("endpoints=%d/others-backing-off", n), func(b *testing.B) {
			p, err := New(cfg, func(ctx context.Context, url string) (Client, error) {
				if url != last {
					return nil, errDown
				}
				return stubClient{}, nil
			}, zap.NewNop(), nil)
			if err != nil {
				b.Fatal(err)
			}
			fn := func(context.Context, Client) error { return nil }
			b.ReportAllocs()
			for b.Loop() {
				p.cur.Store(0) // start from the first, failing endpoint every time
				if err := p.Do(context.Background(), fn); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
