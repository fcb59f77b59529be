package daemon

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/acks"
	"github.com/infersched/infersched/bus/dispatch"
	"github.com/infersched/infersched/bus/feed"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/internal/testutil/redistest"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/events"
	"github.com/infersched/infersched/workers"
)

// capacityStack is the daemon without the chain, for BenchmarkDaemonCapacity: the
// REQUESTS feed, the round loop, the acks listener, the registry taking heartbeats over
// NATS, the real sink and decision log, on an embedded JetStream and a real
// redis-server. The chain's part is played by publishing events straight into JetStream
// as the indexer would; the workers' part by sim, which acknowledges every assignment
// at once (signed, over NATS) and completes it through a ResultSubmitted event.
type capacityStack struct {
	js     jetstream.JetStream
	nc     *nats.Conn
	eng    *rounds.Engine
	reg    *prometheus.Registry
	models []string
	keys   map[string]*ecdsa.PrivateKey // worker id → key
	ids    []string

	mu       sync.Mutex
	sent     map[string]time.Time // request id → when its event was published
	lat      []time.Duration      // event → first assignment
	assigned atomic.Int64
	last     atomic.Int64 // unix ns of the last assignment seen
}

const capacityWorkers, capacitySlots = 1000, 4

func newCapacityStack(b *testing.B, ctx context.Context, sched scheduler.Config) *capacityStack {
	b.Helper()
	ns := natstest.Start(b)
	js, nc := ns.JetStream(b), ns.Conn(b)
	kv, recs := roundStores(b, js)
	s := &capacityStack{js: js, nc: nc, keys: map[string]*ecdsa.PrivateKey{}, sent: map[string]time.Time{}, reg: prometheus.NewRegistry()}
	for i := range 20 {
		s.models = append(s.models, fmt.Sprintf("model-%02d", i))
	}
	wcfg := workers.DefaultConfig()
	wcfg.MinStakeWei = scheduler.NewWei(0)
	wcfg.HeartbeatInterval = 5 * time.Second
	reg, err := workers.New(wcfg, redistest.Start(b).Client(b), nil, zap.NewNop(),
		workers.WithOnAccept(func(hb wire.Heartbeat) { s.eng.Heartbeat(hb.Worker, int(hb.MaxJobs-hb.ActiveJobs)) }))
	if err != nil {
		b.Fatal(err)
	}
	// The daemon's snapshot kept from the registry's changes; CAPACITY_READ=full reads
	// every worker every round instead.
	var view scheduler.WorkerSource = workers.NewDeltaView(reg, 0)
	if os.Getenv("CAPACITY_READ") == "full" {
		view = reg
	}
	if s.eng, err = rounds.New(sched, rounds.Deps{Workers: view, Gas: benchGas{}, Capacity: reg,
		Sink: dispatch.NewSink(js, kv, recs), Sign: benchSigner(), LastRound: recs.LastRound(), Registerer: s.reg}); err != nil {
		b.Fatal(err)
	}
	for range capacityWorkers {
		k, _ := crypto.GenerateKey()
		id := strings.ToLower(crypto.PubkeyToAddress(k.PublicKey).Hex())
		s.keys[id] = k
		s.ids = append(s.ids, id)
	}
	if err := reg.SubscribeNATS(ctx, nc); err != nil {
		b.Fatal(err)
	}
	// The pending set is bounded as the daemon bounds it (nats.max_pending_requests,
	// default 20 000); CAPACITY_MAX_PENDING sets another bound. The rest wait in the
	// stream: past saturation the load is shed there, not planned over.
	maxPending := bus.DefaultConfig().MaxPendingRequests
	if v, err := strconv.Atoi(os.Getenv("CAPACITY_MAX_PENDING")); err == nil && v > 0 {
		maxPending = v
	}
	// New requests are held back in the stream while nats.max_waiting_requests (2 000)
	// wait for a slot; CAPACITY_MAX_WAITING sets another bound, 0 none.
	maxWaiting := bus.DefaultConfig().MaxWaitingRequests
	if v, err := strconv.Atoi(os.Getenv("CAPACITY_MAX_WAITING")); err == nil && v >= 0 {
		maxWaiting = v
	}
	feed := feed.New(js, s.eng, kv, feed.Options{MaxPending: maxPending, MaxWaiting: maxWaiting})
	go func() { _ = feed.Run(ctx) }()
	go func() { _ = acks.Listen(ctx, nc, s.eng, nil) }()
	<-feed.Ready()
	// Every worker heartbeats once now, then every interval, spread over it.
	for i := range s.ids {
		s.heartbeat(b, i, 1)
	}
	go s.heartbeats(ctx, wcfg.HeartbeatInterval)
	s.simulateWorkers(b, ctx)
	go func() { _ = s.eng.Run(ctx) }()
	return s
}

func (s *capacityStack) heartbeat(tb testing.TB, i int, seq int64) {
	id := s.ids[i]
	sh, err := wire.Sign(s.keys[id], wire.Heartbeat{Worker: id, Models: []string{s.models[i%20], s.models[(i+7)%20]},
		FreeMemoryMB: 80000, MaxJobs: capacitySlots, AvgLatencyMS: int64(100 + i%900), TimestampMS: time.Now().UnixMilli(), Seq: seq})
	if err != nil {
		tb.Fatal(err)
	}
	body, _ := json.Marshal(sh)
	if _, err := s.nc.Request(wire.HeartbeatSubject(common.HexToAddress(id)), body, 5*time.Second); err != nil {
		tb.Fatal(err)
	}
}

func (s *capacityStack) heartbeats(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every / capacityWorkers)
	defer t.Stop()
	seq := int64(1)
	for i := 0; ; i++ {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		if i%capacityWorkers == 0 {
			seq++
		}
		id := s.ids[i%capacityWorkers]
		sh, err := wire.Sign(s.keys[id], wire.Heartbeat{Worker: id, Models: []string{s.models[i%20], s.models[(i+7)%20]},
			FreeMemoryMB: 80000, MaxJobs: capacitySlots, AvgLatencyMS: int64(100 + i%900), TimestampMS: time.Now().UnixMilli(), Seq: seq})
		if err != nil {
			return
		}
		body, _ := json.Marshal(sh)
		_ = s.nc.Publish(wire.HeartbeatSubject(common.HexToAddress(id)), body)
	}
}

// simulateWorkers takes every assignment from the ASSIGNMENTS stream, acknowledges it
// at once with the worker's signed ack, and publishes its ResultSubmitted event.
func (s *capacityStack) simulateWorkers(b *testing.B, ctx context.Context) {
	b.Helper()
	cons, err := s.js.OrderedConsumer(ctx, wire.StreamAssignments, jetstream.OrderedConsumerConfig{
		FilterSubjects: []string{wire.SubjectAssignAll}, DeliverPolicy: jetstream.DeliverNewPolicy})
	if err != nil {
		b.Fatal(err)
	}
	work := make(chan wire.Assignment, 65536)
	out := []byte("output")
	outHash := crypto.Keccak256Hash(out)
	for range 4 {
		go func() {
			for a := range work {
				ack, err := wire.SignAck(s.keys[a.Worker], a.RequestID, a.Attempt)
				if err != nil {
					continue
				}
				body, _ := json.Marshal(ack)
				_ = s.nc.Publish(wire.AckSubject(common.HexToAddress(a.Worker)), body)
				ev := events.ResultEvent{EventMeta: eventMeta("result:" + a.MsgID()), ID: a.RequestID,
					Worker: common.HexToAddress(a.Worker), OutputHash: outHash, Output: out}
				m, err := bus.Encode(wire.SubjectResults, ev.MsgID(), ev)
				if err == nil {
					_, _ = s.js.PublishMsgAsync(&nats.Msg{Subject: m.Subject, Data: m.Data, Header: nats.Header{jetstream.MsgIDHeader: []string{m.MsgID}}})
				}
			}
		}()
	}
	cc, err := cons.Consume(func(m jetstream.Msg) {
		now := time.Now()
		a, err := wire.DecodeAssignment(m.Data())
		if err != nil {
			return
		}
		if a.Attempt == 1 {
			s.mu.Lock()
			if at, ok := s.sent[a.RequestID]; ok {
				s.lat = append(s.lat, now.Sub(at))
			}
			s.mu.Unlock()
		}
		s.assigned.Add(1)
		s.last.Store(now.UnixNano())
		work <- a
	})
	if err != nil {
		b.Fatal(err)
	}
	go func() { <-ctx.Done(); cc.Stop(); close(work) }()
}

func eventMeta(tag string) events.EventMeta {
	return events.EventMeta{ChainID: 1337, Contract: common.HexToAddress("0xaa"), BlockNumber: 1,
		BlockHash: crypto.Keccak256Hash([]byte("block")), TxHash: crypto.Keccak256Hash([]byte(tag))}
}

// load publishes request events at rate per second for d, as the indexer would, and
// returns how many it published.
func (s *capacityStack) load(tb testing.TB, rate float64, d time.Duration) int {
	const tick = 10 * time.Millisecond
	t := time.NewTicker(tick)
	defer t.Stop()
	start := time.Now()
	n := 0
	requester := common.HexToAddress("0x00000000000000000000000000000000000000c1")
	for time.Since(start) < d {
		<-t.C
		due := int(rate * time.Since(start).Seconds())
		now := uint64(time.Now().Unix())
		for ; n < due; n++ {
			id := strconv.Itoa(n + 1)
			model := s.models[n%20]
			ev := events.RequestEvent{EventMeta: eventMeta("request:" + id), ID: id, Requester: requester, Model: model,
				Prompt: []byte("prompt"), MaxTokens: 64, PriorityFeeWei: scheduler.NewWei(1e16 + int64(n%1000)*1e13), // above the result gas: none waits as fee_below_cost
				SubmittedAt: now, Deadline: now + 600, GasLimit: 300000, RequiredMemoryMB: 1000}
			m, err := bus.Encode(wire.RequestSubject(model), ev.MsgID(), ev)
			if err != nil {
				tb.Fatal(err)
			}
			s.mu.Lock()
			s.sent[id] = time.Now()
			s.mu.Unlock()
			msg := &nats.Msg{Subject: m.Subject, Data: m.Data, Header: nats.Header{jetstream.MsgIDHeader: []string{m.MsgID}}}
			_, err = s.js.PublishMsgAsync(msg)
			for errors.Is(err, jetstream.ErrTooManyStalledMsgs) { // the machine is slower than the rate: wait, as an indexer would
				<-s.js.PublishAsyncComplete()
				_, err = s.js.PublishMsgAsync(msg)
			}
			if err != nil {
				tb.Fatal(err)
			}
		}
	}
	<-s.js.PublishAsyncComplete()
	return n
}

// BenchmarkDaemonCapacity: the daemon without the chain, 1 000 workers of 4 slots that
// heartbeat every 5 s, acknowledge at once and complete through the result event;
// request events published at each offered rate for CAPACITY_BENCH_SECONDS (default
// 10). It reports the assignments per second sustained (first event to last
// assignment) and event → first assignment p50/p99. It runs once per rate whatever b.N
// is; run with -benchtime=1x.
func BenchmarkDaemonCapacity(b *testing.B) {
	secs := 10
	if v, err := strconv.Atoi(os.Getenv("CAPACITY_BENCH_SECONDS")); err == nil && v > 0 {
		secs = v
	}
	rates := []float64{100, 250, 1000, 2500, 5000}
	if v := os.Getenv("CAPACITY_RATES"); v != "" { // e.g. 500,1000,2500,5000,10000
		rates = rates[:0]
		for _, f := range strings.Split(v, ",") {
			r, err := strconv.ParseFloat(strings.TrimSpace(f), 64)
			if err != nil || r <= 0 {
				b.Fatalf("CAPACITY_RATES: %q is not a positive rate", f)
			}
			rates = append(rates, r)
		}
	}
	for _, rate := range rates {
		b.Run(fmt.Sprintf("offered=%.0f", rate), func(b *testing.B) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			sched := scheduler.DefaultConfig()
			sched.Probation.Jobs = 0
			sched.FlowControl.Node.Requests.PerSecond = 0 // measure the daemon, not the buckets
			sched.FlowControl.Group.Requests.PerSecond = 0
			sched.FlowControl.Requester.PerSecond = 0
			s := newCapacityStack(b, ctx, sched)
			b.ResetTimer()
			cpu0, wait0 := cpuTime(b), runqWait()
			start := time.Now()
			n := s.load(b, rate, time.Duration(secs)*time.Second)
			// Wait for the tail: every request assigned, or nothing new for 15 s.
			for s.assigned.Load() < int64(n) && time.Since(time.Unix(0, s.last.Load())) < 15*time.Second {
				time.Sleep(50 * time.Millisecond)
			}
			b.StopTimer()
			cpu, wait := cpuTime(b)-cpu0, runqWait()-wait0
			end := time.Unix(0, s.last.Load())
			s.mu.Lock()
			lat := slices.Clone(s.lat)
			s.mu.Unlock()
			slices.Sort(lat)
			pct := func(p float64) float64 {
				if len(lat) == 0 {
					return 0
				}
				return float64(lat[min(len(lat)-1, int(p*float64(len(lat))))].Microseconds()) / 1000
			}
			b.ReportMetric(float64(n), "events")
			b.ReportMetric(float64(len(lat)), "assigned")
			b.ReportMetric(float64(len(lat))/end.Sub(start).Seconds(), "assignments/s")
			b.ReportMetric(pct(0.5), "p50-ms")
			b.ReportMetric(pct(0.99), "p99-ms")
			// CPU of this process (daemon, embedded NATS, load generator, simulated
			// workers; not redis-server) per assignment: what the run cost whatever else
			// ran on the machine.
			b.ReportMetric(float64(cpu.Microseconds())/float64(max(len(lat), 1)), "cpu-µs/assignment")
			// How much of the machine the process had: the cores it ran on and the cores'
			// worth of time its threads were ready and waited for one (other work on
			// the machine). Both low: the process itself idled (a stall, not the load).
			wall := time.Since(start).Seconds()
			b.ReportMetric(cpu.Seconds()/wall, "cores-used")
			b.ReportMetric(wait.Seconds()/wall, "cores-waited")
			for _, f := range must(s.reg.Gather()) {
				if n := f.GetName(); n == "infersched_round_duration_seconds" || n == "infersched_plan_duration_seconds" {
					h := f.GetMetric()[0].GetHistogram()
					b.Logf("%s: %d rounds, mean %.1f ms", n, h.GetSampleCount(), 1000*h.GetSampleSum()/float64(max(h.GetSampleCount(), 1)))
				}
			}
		})
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// runqWait is the time this process's threads have spent ready to run and waiting for
// a core (/proc/self/task/*/schedstat, second field); 0 where it cannot be read.
func runqWait() time.Duration {
	tasks, _ := os.ReadDir("/proc/self/task")
	var sum time.Duration
	for _, t := range tasks {
		b, err := os.ReadFile("/proc/self/task/" + t.Name() + "/schedstat")
		if err != nil {
			continue
		}
		if f := strings.Fields(string(b)); len(f) >= 2 {
			if ns, err := strconv.ParseInt(f[1], 10, 64); err == nil {
				sum += time.Duration(ns)
			}
		}
	}
	return sum
}

// cpuTime is the user + system CPU time this process has used.
func cpuTime(tb testing.TB) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		tb.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
