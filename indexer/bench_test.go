package indexer

import (
	"context"
	"fmt"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/contracts/simchain"
	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/wire"
)

// fillChain mines n requestInference transactions, perBlock to a block, signing them
// locally (no gas estimation) from every user account in turn.
func fillChain(tb testing.TB, c *contractstest.Chain, n, perBlock int) {
	tb.Helper()
	ctx := context.Background()
	parsed, err := bindings.InferenceRouterMetaData.GetAbi()
	if err != nil {
		tb.Fatal(err)
	}
	deadline := c.Now(tb) + 86400
	signer := types.LatestSignerForChainID(c.ChainID)
	nonces := make([]uint64, len(c.Users))
	for i, u := range c.Users {
		if nonces[i], err = c.Client.PendingNonceAt(ctx, u.Address); err != nil {
			tb.Fatal(err)
		}
	}
	models := []string{"llama3-8b", "llama3-70b", "mistral-7b", "qwen2.5-32b"}
	pending := 0
	for i := range n {
		data, err := parsed.Pack("requestInference", models[i%len(models)], []byte("benchmark prompt"), uint32(256),
			deadline, uint32(150_000), uint32(8192), i%2 == 0)
		if err != nil {
			tb.Fatal(err)
		}
		u := i % len(c.Users)
		tx, err := types.SignNewTx(c.Users[u].Key, signer, &types.DynamicFeeTx{
			ChainID: c.ChainID, Nonce: nonces[u], GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(100e9),
			Gas: 300_000, To: &c.RouterAddress, Value: big.NewInt(int64(i + 1)), Data: data,
		})
		if err != nil {
			tb.Fatal(err)
		}
		nonces[u]++
		if err := c.Client.SendTransaction(ctx, tx); err != nil {
			tb.Fatalf("send %d: %v", i, err)
		}
		if pending++; pending == perBlock {
			c.Commit()
			pending = 0
		}
	}
	c.Commit()
}

// cachingEndpoint answers a repeated eth_getLogs from memory with the simulated
// node's own earlier answer, to measure the indexer without the simulated node's cost.
type cachingEndpoint struct {
	ethrpc.Client
	mu    sync.Mutex
	cache map[string][]types.Log
}

func (c *cachingEndpoint) FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	key := fmt.Sprint(q.FromBlock, q.ToBlock, q.BlockHash)
	c.mu.Lock()
	logs, ok := c.cache[key]
	c.mu.Unlock()
	if ok {
		return logs, nil
	}
	logs, err := c.Client.FilterLogs(ctx, q)
	if err == nil {
		c.mu.Lock()
		c.cache[key] = logs
		c.mu.Unlock()
	}
	return logs, err
}

// BenchmarkBackfill measures a backfill from the deployment block to the head: events
// per second from eth_getLogs, through decoding and validation, into JetStream (file
// storage, every message acknowledged), checkpoints included. rpc=simulated asks the
// simulated node every time; rpc=cached answers eth_getLogs from the node's earlier
// answer (warmed before timing), which leaves the indexer's own cost.
func BenchmarkBackfill(b *testing.B) {
	for _, n := range []int{5_000, 50_000} {
		b.Run(fmt.Sprintf("events=%d", n), func(b *testing.B) {
			e := newEnv(b,
				simchain.WithUsers(20),
				simchain.WithBalance(new(big.Int).Mul(big.NewInt(1_000_000), simchain.Ether)),
				simchain.WithBlockGasLimit(1_000_000_000))
			start := time.Now()
			fillChain(b, e.chain, n, 2000)
			for range 100 { // so that the events are deeper than the reorg window: a backfill
				e.chain.Commit()
			}
			head := e.chain.Head(b).Number.Uint64()
			b.Logf("mined %d events in %d blocks in %v", n, head-e.chain.DeployBlock, time.Since(start).Round(time.Millisecond))
			cfg := e.cfg
			// 5 blocks of 2000 events: 10 000 logs per eth_getLogs, the cap of the
			// usual providers, so that reading and publishing overlap.
			cfg.BatchBlocks = 5
			cached := &cachingEndpoint{Client: e.chain.Client, cache: map[string][]types.Log{}}
			for _, mode := range []string{"simulated", "cached"} {
				b.Run("rpc="+mode, func(b *testing.B) {
					run := func() time.Duration {
						ctx := context.Background()
						// A fresh stream and checkpoint, so that nothing is a duplicate.
						_ = e.js.DeleteStream(ctx, wire.StreamRequests)
						_ = e.js.DeleteKeyValue(ctx, wire.BucketCheckpoint)
						ep := e.endpoint()
						if mode == "cached" {
							ep.Client = cached
						}
						t0 := time.Now()
						r := e.start(b, cfg, ep)
						r.waitProcessed(b, head)
						d := time.Since(t0)
						if got := r.counter("infersched_indexer_events_published_total"); got != float64(n) {
							b.Fatalf("published %v events, want %d", got, n)
						}
						r.stop()
						return d
					}
					if mode == "cached" {
						run() // warm the cache
					}
					var elapsed time.Duration
					b.ResetTimer()
					for range b.N {
						elapsed += run()
					}
					b.ReportMetric(float64(n)*float64(b.N)/elapsed.Seconds(), "events/s")
				})
			}
		})
	}
}
