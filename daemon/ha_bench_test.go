package daemon

import (
	"context"
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/redis/go-redis/v9"
	"go.uber.org/zap"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/decisions"
	"github.com/infersched/infersched/bus/dispatch"
	"github.com/infersched/infersched/bus/lease"
	"github.com/infersched/infersched/bus/statuskv"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/internal/testutil/redistest"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/workers"
)

// fixedShard leads one shard of n, for the benchmark.
type fixedShard struct{ shard, n int }

func (f fixedShard) Schedules(model string) bool { return lease.ShardOf(model, f.n) == f.shard }
func (fixedShard) Leading() bool                 { return true }
func (fixedShard) Epoch() uint64                 { return 0 }
func (f fixedShard) Leads() []int                { return []int{f.shard} }
func (f fixedShard) ShardOf(model string) int    { return lease.ShardOf(model, f.n) }

// BenchmarkShardedRounds: 6 000 pending requests of 20 models and 600 workers on a real
// redis-server and embedded JetStream; with s shards, s engines (as s replicas would)
// each lead one shard and play their rounds at the same time, each with its own
// decision-log writer appending to its shard's own chain (on one shared chain, a race
// for the tail appended a round again as the next one). One op is one round of every
// engine; rounds/s counts them all. Steady state: the workers are full after the first
// round.
//
// With INFERSCHED_BENCH_SHARD_PROCS=1 it also runs procs/shards=s: each engine in a
// process of its own (shardproc_bench_test.go), NATS and Redis out of those processes.
func BenchmarkShardedRounds(b *testing.B) {
	if os.Getenv(shardProcsEnv) != "" {
		for _, shards := range []int{1, 2, 3} {
			b.Run(fmt.Sprint("procs/shards=", shards), func(b *testing.B) { benchShardProcs(b, shards, 6000, 600) })
		}
	}
	for _, shards := range []int{1, 2, 3} {
		b.Run(fmt.Sprint("shards=", shards), func(b *testing.B) {
			engines := shardedEngines(b, shards, 6000, 600)
			play := func() {
				var wg sync.WaitGroup
				for _, e := range engines {
					wg.Go(func() {
						if _, err := e.Round(context.Background()); err != nil {
							b.Error(err)
						}
					})
				}
				wg.Wait()
			}
			play()
			b.ReportAllocs()
			start := time.Now()
			for b.Loop() {
				play()
			}
			b.ReportMetric(float64(b.N*shards)/time.Since(start).Seconds(), "rounds/s")
		})
	}
}

func shardedEngines(b *testing.B, shards, nReq, nWork int) []*rounds.Engine {
	b.Helper()
	js, kv, reg := shardedWorld(b, natstest.Start(b), redistest.Start(b), nWork)
	var out []*rounds.Engine
	for s := range shards {
		out = append(out, shardEngine(b, js, kv, reg, s, shards, nReq))
	}
	return out
}

// benchModels are the benchmark's 20 models.
func shardBenchModels() []string {
	models := make([]string, 20)
	for i := range models {
		models[i] = fmt.Sprintf("model-%02d", i)
	}
	return models
}

// shardedWorld is what the replicas share: the streams, the status bucket and the
// registry with nWork workers, each serving two of the 20 models.
func shardedWorld(b testing.TB, srv *natstest.Server, rs *redistest.Server, nWork int) (jetstream.JetStream, *statuskv.KV, *workers.Registry) {
	b.Helper()
	js := srv.JetStream(b)
	cfg := bus.DefaultConfig()
	if err := bus.Ensure(context.Background(), js, cfg); err != nil {
		b.Fatal(err)
	}
	kv, err := statuskv.OpenKV(context.Background(), js, wire.BucketStatus)
	if err != nil {
		b.Fatal(err)
	}
	reg := shardRegistry(b, rs.Client(b))
	models := shardBenchModels()
	for i := range nWork {
		k, _ := crypto.GenerateKey()
		id := strings.ToLower(crypto.PubkeyToAddress(k.PublicKey).Hex())
		sh, err := wire.Sign(k, wire.Heartbeat{Worker: id, Models: []string{models[i%20], models[(i+7)%20]},
			FreeMemoryMB: 80000, MaxJobs: 4, AvgLatencyMS: int64(100 + i%2000), TimestampMS: time.Now().UnixMilli(), Seq: 1})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := reg.AcceptSigned(context.Background(), sh); err != nil {
			b.Fatal(err)
		}
	}
	return js, kv, reg
}

// shardRegistry is the benchmark's registry on rdb.
func shardRegistry(b testing.TB, rdb redis.UniversalClient) *workers.Registry {
	b.Helper()
	wcfg := workers.DefaultConfig()
	wcfg.MinStakeWei = scheduler.NewWei(0)
	wcfg.HeartbeatInterval = time.Minute
	reg, err := workers.New(wcfg, rdb, nil, zap.NewNop())
	if err != nil {
		b.Fatal(err)
	}
	return reg
}

// shardEngine is one replica's engine leading shard of shards, following the same nReq
// requests as every other replica, with its own decision-log store.
func shardEngine(b testing.TB, js jetstream.JetStream, kv *statuskv.KV, reg *workers.Registry, shard, shards, nReq int) *rounds.Engine {
	b.Helper()
	sched := scheduler.DefaultConfig()
	sched.Probation.Jobs = 0
	sched.FlowControl.Node.Requests.PerSecond = 0
	sched.FlowControl.Group.Requests.PerSecond = 0
	sched.FlowControl.Requester.PerSecond = 0
	models := shardBenchModels()
	now := time.Now().UnixMilli()
	recs, err := decisions.Open(context.Background(), js)
	if err != nil {
		b.Fatal(err)
	}
	// The workers kept current from the registry's changes, as the daemon's engine reads
	// them (build.go): reading all 600 whole every round was half of a shard's round,
	// the same whatever its share of the requests, so shards added little.
	eng, err := rounds.New(sched, rounds.Deps{Workers: workers.NewDeltaView(reg, 0), Gas: benchGas{}, Capacity: reg,
		Sink: dispatch.NewSink(js, kv, recs), Sign: benchSigner(), Leadership: fixedShard{shard, shards}, Tail: recs.LastRoundOf})
	if err != nil {
		b.Fatal(err)
	}
	for i := range nReq { // every replica follows every request
		eng.Add(scheduler.Request{ID: fmt.Sprint(1 + i), User: fmt.Sprintf("0x%040x", i%500), ModelID: models[i%20], MaxTokens: 64,
			PriorityFeeWei: scheduler.NewWei(int64(1+i%1000) * 1e13), SubmittedAtMS: now - int64(i%60000), DeadlineMS: now + 600_000,
			RequiredMemoryMB: 1000}, []byte("prompt"), nil)
	}
	return eng
}
