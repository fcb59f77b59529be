package daemon

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/nats-io/nats.go/jetstream"
	"go.uber.org/zap"

	"github.com/infersched/infersched/bus/decisions"
	"github.com/infersched/infersched/bus/dispatch"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/internal/testutil/redistest"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/workers"
)

// idleLog is an engine over a real registry (redis-server) writing to the real sink and
// decision log (embedded JetStream), with nWork workers serving llama-7b.
type idleLog struct {
	js   jetstream.JetStream
	eng  *rounds.Engine
	reqs map[string]scheduler.Request
	cfg  scheduler.Config
	ws   []scheduler.Worker
}

func newIdleLog(tb testing.TB, nWork int) *idleLog {
	tb.Helper()
	ctx := context.Background()
	js := natstest.Start(tb).JetStream(tb)
	kv, recs := roundStores(tb, js)
	wcfg := workers.DefaultConfig()
	wcfg.MinStakeWei = scheduler.NewWei(0)
	wcfg.HeartbeatInterval = time.Minute
	reg, err := workers.New(wcfg, redistest.Start(tb).Client(tb), nil, zap.NewNop())
	if err != nil {
		tb.Fatal(err)
	}
	for range nWork {
		k, _ := crypto.GenerateKey()
		id := strings.ToLower(crypto.PubkeyToAddress(k.PublicKey).Hex())
		sh, err := wire.Sign(k, wire.Heartbeat{Worker: id, Models: []string{"llama-7b"}, FreeMemoryMB: 80000, MaxJobs: 1,
			AvgLatencyMS: 500, TimestampMS: time.Now().UnixMilli(), Seq: 1})
		if err != nil {
			tb.Fatal(err)
		}
		if _, err := reg.AcceptSigned(ctx, sh); err != nil {
			tb.Fatal(err)
		}
	}
	cfg := scheduler.DefaultConfig()
	cfg.Probation.Jobs = 0
	eng, err := rounds.New(cfg, rounds.Deps{Workers: reg, Gas: benchGas{}, Capacity: reg,
		Sink: dispatch.NewSink(js, kv, recs), Sign: benchSigner(), LastRound: recs.LastRound()})
	if err != nil {
		tb.Fatal(err)
	}
	ws, err := reg.Workers(ctx)
	if err != nil {
		tb.Fatal(err)
	}
	return &idleLog{js: js, eng: eng, reqs: map[string]scheduler.Request{}, cfg: cfg, ws: ws}
}

func (l *idleLog) request(id string) {
	now := time.Now().UnixMilli()
	r := scheduler.Request{ID: id, User: "0x00000000000000000000000000000000000000c1", ModelID: "llama-7b", MaxTokens: 64,
		PriorityFeeWei: scheduler.NewWei(1e16), SubmittedAtMS: now, DeadlineMS: now + 600_000, RequiredMemoryMB: 1000}
	l.reqs[id] = r
	l.eng.Add(r, []byte("prompt"), nil)
}

func (l *idleLog) round(tb testing.TB) rounds.Report {
	tb.Helper()
	rep, err := l.eng.Round(context.Background())
	if err != nil {
		tb.Fatal(err)
	}
	return rep
}

func (l *idleLog) streamBytes(tb testing.TB) (msgs, bytes uint64) {
	tb.Helper()
	s, err := l.js.Stream(context.Background(), wire.StreamDecisions)
	if err != nil {
		tb.Fatal(err)
	}
	info, err := s.Info(context.Background())
	if err != nil {
		tb.Fatal(err)
	}
	return info.State.Msgs, info.State.Bytes
}

// Idle rounds write nothing to the decision log; the next busy round chains to the last
// record written, with the next round number, and the log verifies (hash chain, replay
// of every record).
func TestIdleRoundsLeaveTheLogVerifiable(t *testing.T) {
	l := newIdleLog(t, 1)
	l.request("1")
	if rep := l.round(t); rep.Round != 1 || rep.Dispatched != 1 {
		t.Fatalf("first round %+v", rep)
	}
	msgs, size := l.streamBytes(t)
	for range 50 {
		if rep := l.round(t); !rep.Idle {
			t.Fatalf("round with the only request in flight: %+v", rep)
		}
	}
	if m, b := l.streamBytes(t); m != msgs || b != size {
		t.Fatalf("50 idle rounds grew the log from %d records (%d B) to %d (%d B)", msgs, size, m, b)
	}
	l.request("2")
	if rep := l.round(t); rep.Round != 2 || rep.Planned != 1 {
		t.Fatalf("busy round after idle ones %+v", rep)
	}

	var log bytes.Buffer
	if err := decisions.Each(context.Background(), l.js, func(b []byte) error {
		log.Write(b)
		log.WriteByte('\n')
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	resolve := func(id string) (scheduler.Request, error) {
		r, ok := l.reqs[id]
		if !ok {
			return scheduler.Request{}, fmt.Errorf("request %s unknown", id)
		}
		return r, nil
	}
	var fails []decisionlog.Failure
	sum, err := decisionlog.VerifyLog(context.Background(), &log, decisionlog.VerifyOptions{Resolve: resolve},
		func(f decisionlog.Failure) { fails = append(fails, f) })
	if err != nil || len(fails) > 0 || sum.Records != 2 || sum.FirstRound != 1 || sum.LastRound != 2 {
		t.Fatalf("verify: %+v %v %v", sum, err, fails)
	}
}

// BenchmarkIdleDecisionLog measures the decision log an idle daemon writes: bytes per
// idle round in the stream, and, for comparison, the size of a full record of each idle
// round (the same snapshot, config and empty decision, encoded as the store does), both
// as bytes per day at the default round interval.
func BenchmarkIdleDecisionLog(b *testing.B) {
	for _, nWork := range []int{3, 100} {
		b.Run(fmt.Sprintf("workers=%d", nWork), func(b *testing.B) {
			l := newIdleLog(b, nWork)
			before := idleRecordBytes(b, l)
			_, size := l.streamBytes(b)
			n := 0
			for b.Loop() {
				l.round(b)
				n++
			}
			_, after := l.streamBytes(b)
			perDay := float64(24*time.Hour) / float64(l.cfg.RoundInterval.D())
			b.ReportMetric(float64(before), "record-B-before")
			b.ReportMetric(float64(before)*perDay/1e6, "MB/day-before")
			b.ReportMetric(float64(after-size)/float64(n)*perDay/1e6, "MB/day-after")
		})
	}
}

// idleRecordBytes is what an idle round would store as a full record: its snapshot
// (every live worker, no request), the config and the empty decision.
func idleRecordBytes(tb testing.TB, l *idleLog) int {
	tb.Helper()
	snap := &scheduler.Snapshot{NowMS: time.Now().UnixMilli(), GasPriceGwei: 25, Workers: l.ws, DrainRateTPS: map[string]float64{}}
	rec, err := decisionlog.NewRecord(1, snap.NowMS, snap, l.cfg, scheduler.Plan(snap, l.cfg), false)
	if err != nil {
		tb.Fatal(err)
	}
	if err := decisionlog.Append(rec, nil); err != nil {
		tb.Fatal(err)
	}
	b, err := decisionlog.Encode(rec)
	if err != nil {
		tb.Fatal(err)
	}
	return len(b)
}
