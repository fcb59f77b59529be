package indexer

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/statuskv"
	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/internal/testutil/testkit"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/events"
)

// env is a simulated chain with the contracts, an embedded NATS server, and what an
// indexer needs to run against them.
type env struct {
	chain *contractstest.Chain
	nats  *natstest.Server
	js    jetstream.JetStream
	cfg   Config
	bus   bus.Config // the layout start ensures, as the daemon does before the indexer runs
}

func newEnv(t testing.TB, opts ...contractstest.Option) *env {
	t.Helper()
	chain := contractstest.NewChain(t, opts...)
	srv := natstest.Start(t)
	cfg := DefaultConfig()
	cfg.Confirmations = 0
	cfg.PollInterval = 20 * time.Millisecond
	cfg.Router = chain.RouterAddress
	cfg.StartBlock = chain.DeployBlock
	bcfg := bus.DefaultConfig()
	bcfg.URL = srv.URL()
	return &env{chain: chain, nats: srv, js: srv.JetStream(t), cfg: cfg, bus: bcfg}
}

// endpoint wraps the simulated client so that tests can break it, make it lag, or
// limit its log ranges. The wrapper has no Close, so the pool never closes the chain's
// own client.
type endpoint struct {
	ethrpc.Client
	dead     atomic.Bool
	http     bool         // no subscriptions, as over http://
	subs     atomic.Int64 // subscriptions opened
	maxRange uint64       // eth_getLogs ranges above it are refused; 0 = no limit
	lagAt    atomic.Int64 // when > 0, the endpoint claims to be at this height
	getLogs  atomic.Int64 // eth_getLogs calls answered
	heads    atomic.Int64 // eth_blockNumber calls answered
	mu       sync.Mutex
	ranges   [][2]uint64 // answered ranges
}

var errDead = errors.New("dial tcp 127.0.0.1:8545: connect: connection refused")

func (e *endpoint) BlockNumber(ctx context.Context) (uint64, error) {
	if e.dead.Load() {
		return 0, errDead
	}
	e.heads.Add(1)
	n, err := e.Client.BlockNumber(ctx)
	if lag := e.lagAt.Load(); lag > 0 && err == nil {
		n = min(n, uint64(lag))
	}
	return n, err
}

func (e *endpoint) ChainID(ctx context.Context) (*big.Int, error) {
	if e.dead.Load() {
		return nil, errDead
	}
	return e.Client.ChainID(ctx)
}

func (e *endpoint) HeaderByNumber(ctx context.Context, n *big.Int) (*types.Header, error) {
	if e.dead.Load() {
		return nil, errDead
	}
	if lag := e.lagAt.Load(); lag > 0 {
		if n == nil || n.Sign() < 0 {
			n = big.NewInt(lag)
		}
		if n.Int64() > lag {
			return nil, ethereum.NotFound
		}
	}
	return e.Client.HeaderByNumber(ctx, n)
}

func (e *endpoint) SubscribeNewHead(ctx context.Context, ch chan<- *types.Header) (ethereum.Subscription, error) {
	if e.dead.Load() {
		return nil, errDead
	}
	if e.http {
		return nil, rpc.ErrNotificationsUnsupported
	}
	e.subs.Add(1)
	return e.Client.SubscribeNewHead(ctx, ch)
}

func (e *endpoint) FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	if e.dead.Load() {
		return nil, errDead
	}
	if q.FromBlock != nil && q.ToBlock != nil {
		from, to := q.FromBlock.Uint64(), q.ToBlock.Uint64()
		if e.maxRange > 0 && to-from+1 > e.maxRange {
			return nil, fmt.Errorf("exceed maximum block range: %d", e.maxRange)
		}
		if lag := e.lagAt.Load(); lag > 0 && to > uint64(lag) {
			return nil, errors.New("invalid block range params")
		}
		e.mu.Lock()
		e.ranges = append(e.ranges, [2]uint64{from, to})
		e.mu.Unlock()
	}
	e.getLogs.Add(1)
	return e.Client.FilterLogs(ctx, q)
}

// pool builds an ethrpc pool over the endpoints, in order.
func (e *env) pool(t testing.TB, reg prometheus.Registerer, eps ...*endpoint) *ethrpc.Pool {
	t.Helper()
	byURL := map[string]*endpoint{}
	cfg := ethrpc.DefaultConfig()
	cfg.RPCURLs = nil
	for i, ep := range eps {
		u := fmt.Sprintf("ws://endpoint-%d:8546", i)
		byURL[u] = ep
		cfg.RPCURLs = append(cfg.RPCURLs, u)
	}
	cfg.RequestTimeout = 10 * time.Second
	cfg.Contracts.Router = e.chain.RouterAddress.Hex()
	p, err := ethrpc.New(cfg, func(_ context.Context, url string) (ethrpc.Client, error) {
		ep := byURL[url]
		if ep.dead.Load() {
			return nil, errDead
		}
		return ep, nil
	}, zap.NewNop(), reg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Close)
	return p
}

func (e *env) endpoint() *endpoint { return &endpoint{Client: e.chain.Client} }

// running is an indexer started in the background.
type running struct {
	ix     *Indexer
	reg    *prometheus.Registry
	cancel context.CancelFunc
	done   chan error
}

func (e *env) start(t testing.TB, cfg Config, eps ...*endpoint) *running {
	t.Helper()
	if len(eps) == 0 {
		eps = []*endpoint{e.endpoint()}
	}
	reg := prometheus.NewRegistry()
	ix, err := New(cfg, e.pool(t, reg, eps...), e.ports(t), zap.NewNop(), reg)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	r := &running{ix: ix, reg: reg, cancel: cancel, done: make(chan error, 1)}
	go func() { r.done <- ix.Run(ctx) }()
	t.Cleanup(r.stop)
	return r
}

func (r *running) stop() {
	if r.cancel == nil {
		return
	}
	r.cancel()
	<-r.done
	r.cancel = nil
}

// processed is the indexer's checkpoint block, as its metric reports it.
func (r *running) processed() uint64 {
	return uint64(r.counter("infersched_indexer_last_processed_block"))
}

// waitProcessed waits until the indexer has processed block n.
func (r *running) waitProcessed(t testing.TB, n uint64) {
	t.Helper()
	testkit.WaitUntil(t, fmt.Sprintf("checkpoint at block %d", n), func() bool { return r.processed() >= n })
}

// counter sums the counters or gauges called name whose labels include labels (pairs).
func (r *running) counter(name string, labels ...string) float64 {
	mfs, _ := r.reg.Gather()
	var sum float64
	for _, mf := range mfs {
		if mf.GetName() != name {
			continue
		}
	metric:
		for _, m := range mf.GetMetric() {
			for i := 0; i+1 < len(labels); i += 2 {
				found := false
				for _, lp := range m.GetLabel() {
					if lp.GetName() == labels[i] && lp.GetValue() == labels[i+1] {
						found = true
					}
				}
				if !found {
					continue metric
				}
			}
			sum += m.GetCounter().GetValue() + m.GetGauge().GetValue()
		}
	}
	return sum
}

// msg is one stored message of the REQUESTS stream.
type msg struct {
	subject string
	msgID   string
	data    []byte
}

// messages returns every message of the REQUESTS stream, in order.
func (e *env) messages(t testing.TB) []msg {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	s, err := e.js.Stream(ctx, wire.StreamRequests)
	if err != nil {
		t.Fatal(err)
	}
	info, err := s.Info(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var out []msg
	for seq := info.State.FirstSeq; seq <= info.State.LastSeq && info.State.Msgs > 0; seq++ {
		m, err := s.GetMsg(ctx, seq)
		if errors.Is(err, jetstream.ErrMsgNotFound) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, msg{subject: m.Subject, msgID: m.Header.Get(jetstream.MsgIDHeader), data: m.Data})
	}
	return out
}

// bySubject keeps the messages on subject (or on any request subject for "requests").
func bySubject(ms []msg, subject string) []msg {
	var out []msg
	for _, m := range ms {
		if m.subject == subject || subject == "requests" && len(m.subject) > len(wire.SubjectRequestPrefix) &&
			m.subject[:len(wire.SubjectRequestPrefix)] == wire.SubjectRequestPrefix {
			out = append(out, m)
		}
	}
	return out
}

// requestIDs decodes the request events among ms and returns their ids.
func requestIDs(t testing.TB, ms []msg) []string {
	t.Helper()
	var ids []string
	for _, m := range bySubject(ms, "requests") {
		e, err := events.DecodeRequestEvent(m.data)
		if err != nil {
			t.Fatalf("stored request does not decode: %v", err)
		}
		ids = append(ids, e.ID)
	}
	return ids
}

func msgIDFor(chainID uint64, tx common.Hash, logIndex uint) string {
	return fmt.Sprintf("%d:%s:%d", chainID, tx.Hex(), logIndex)
}

// ports ensures the layout and opens the indexer's ports on it.
func (e *env) ports(t testing.TB) Ports {
	t.Helper()
	ctx := context.Background()
	if err := bus.Ensure(ctx, e.js, e.bus); err != nil {
		t.Fatal(err)
	}
	cp, err := e.js.KeyValue(ctx, wire.BucketCheckpoint)
	if err != nil {
		t.Fatal(err)
	}
	s, err := statuskv.OpenSightings(ctx, e.js, wire.BucketSightings)
	if err != nil {
		t.Fatal(err)
	}
	return Ports{Events: bus.NewPublisher(e.js, 0), Checkpoints: cp, Sightings: s}
}
