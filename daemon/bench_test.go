package daemon

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/nats-io/nats.go/jetstream"
	"go.uber.org/zap"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/decisions"
	"github.com/infersched/infersched/bus/dispatch"
	"github.com/infersched/infersched/bus/statuskv"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/internal/testutil/redistest"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/workers"
)

type benchGas struct{}

func (benchGas) GasPrice(context.Context) (scheduler.GasQuote, error) {
	return scheduler.GasQuote{PriceWei: big.NewInt(25e9)}, nil
}

// roundStores ensures the bus layout on js and opens what the round engine's sink
// writes: the status bucket and the decision log.
func roundStores(tb testing.TB, js jetstream.JetStream) (*statuskv.KV, *decisions.Store) {
	tb.Helper()
	ctx := context.Background()
	cfg := bus.DefaultConfig()
	if err := bus.Ensure(ctx, js, cfg); err != nil {
		tb.Fatal(err)
	}
	kv, err := statuskv.OpenKV(ctx, js, wire.BucketStatus)
	if err != nil {
		tb.Fatal(err)
	}
	recs, err := decisions.Open(ctx, js)
	if err != nil {
		tb.Fatal(err)
	}
	return kv, recs
}

// benchSigner signs vouchers with a fresh key and the daemon's own signer: the real
// EIP-712 typed data and input-hash commitment, for a router at a fixed address.
func benchSigner() rounds.VoucherFunc {
	key, _ := crypto.GenerateKey()
	return func(v rounds.VoucherTerms) (rounds.Voucher, error) {
		return signVoucher(key, big.NewInt(1337), common.Address{1}, v)
	}
}

// benchRound sets up nReq pending requests and nWork heartbeating workers over a real
// redis-server and an embedded JetStream, with the real sink and decision log.
func benchRound(b *testing.B, nReq, nWork int) (*rounds.Engine, func()) {
	b.Helper()
	return benchRoundRead(b, nReq, nWork, false)
}

// benchRoundRead is benchRound with the workers read whole every round (full) or kept
// from the registry's changes (the daemon's DeltaView).
func benchRoundRead(b *testing.B, nReq, nWork int, full bool) (*rounds.Engine, func()) {
	b.Helper()
	ns := natstest.Start(b)
	js := ns.JetStream(b)
	kv, recs := roundStores(b, js)
	rs := redistest.Start(b)
	wcfg := workers.DefaultConfig()
	wcfg.MinStakeWei = scheduler.NewWei(0)
	wcfg.HeartbeatInterval = time.Minute
	reg, err := workers.New(wcfg, rs.Client(b), nil, zap.NewNop())
	if err != nil {
		b.Fatal(err)
	}
	models := make([]string, 20)
	for i := range models {
		models[i] = fmt.Sprintf("model-%02d", i)
	}
	keys := make([]*ecdsa.PrivateKey, nWork)
	for i := range keys {
		keys[i], _ = crypto.GenerateKey()
		id := strings.ToLower(crypto.PubkeyToAddress(keys[i].PublicKey).Hex())
		sh, err := wire.Sign(keys[i], wire.Heartbeat{Worker: id, Models: []string{models[i%20], models[(i+7)%20]},
			FreeMemoryMB: 80000, MaxJobs: 4, AvgLatencyMS: int64(100 + i%2000), TimestampMS: time.Now().UnixMilli(), Seq: 1})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := reg.AcceptSigned(context.Background(), sh); err != nil {
			b.Fatal(err)
		}
	}
	sched := scheduler.DefaultConfig()
	sched.Probation.Jobs = 0
	sched.FlowControl.Node.Requests.PerSecond = 0 // measure the round, not the buckets
	sched.FlowControl.Group.Requests.PerSecond = 0
	sched.FlowControl.Requester.PerSecond = 0
	var view scheduler.WorkerSource = workers.NewDeltaView(reg, 0)
	if full {
		view = reg
	}
	eng, err := rounds.New(sched, rounds.Deps{Workers: view, Gas: benchGas{}, Capacity: reg,
		Sink: dispatch.NewSink(js, kv, recs), Sign: benchSigner()})
	if err != nil {
		b.Fatal(err)
	}
	now := time.Now().UnixMilli()
	for i := range nReq {
		eng.Add(scheduler.Request{ID: fmt.Sprint(1 + i), User: fmt.Sprintf("0x%040x", i%500), ModelID: models[i%20], MaxTokens: 64,
			PriorityFeeWei: scheduler.NewWei(int64(1+i%1000) * 1e13), SubmittedAtMS: now - int64(i%60000), DeadlineMS: now + 600_000,
			RequiredMemoryMB: 1000}, []byte("prompt"), nil)
	}
	return eng, func() { _ = jetstream.ErrKeyNotFound }
}

// BenchmarkRound10kx1k: the first round (all 10 000 statuses written, every free slot of
// the 1 000 workers dispatched: reservation, voucher, publish) and then a steady round
// (workers full; only statuses that changed or aged are written; the decision record of
// 10 000 referenced requests is published either way).
func BenchmarkRound10kx1k(b *testing.B) {
	b.Run("first", func(b *testing.B) {
		for b.Loop() {
			b.StopTimer()
			eng, _ := benchRound(b, 10_000, 1_000)
			b.StartTimer()
			rep, err := eng.Round(context.Background())
			if err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(float64(rep.Dispatched), "dispatched")
		}
	})
	// steady: the workers kept from changes, as the daemon does; steady-full: read
	// whole every round, for comparison (the pair in one process).
	for _, v := range []struct {
		name string
		full bool
	}{{"steady", false}, {"steady-full", true}} {
		b.Run(v.name, func(b *testing.B) {
			eng, _ := benchRoundRead(b, 10_000, 1_000, v.full)
			if _, err := eng.Round(context.Background()); err != nil {
				b.Fatal(err)
			}
			cpu0 := cpuTime(b)
			for b.Loop() {
				if _, err := eng.Round(context.Background()); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64((cpuTime(b)-cpu0).Microseconds())/1000/float64(b.N), "cpu-ms/op")
		})
	}
}

// BenchmarkRound1kx100: the first round at 1 000 pending requests and 100 workers
// (bound: ≤ 100 ms), with the vouchers signed over each request's commitment.
func BenchmarkRound1kx100(b *testing.B) {
	for b.Loop() {
		b.StopTimer()
		eng, _ := benchRound(b, 1_000, 100)
		b.StartTimer()
		rep, err := eng.Round(context.Background())
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(rep.Dispatched), "dispatched")
	}
}
