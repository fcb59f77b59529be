package ethrpc

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"
	"go.uber.org/zap"
	"go.uber.org/zap/zaptest/observer"

	"github.com/infersched/infersched/internal/testutil/testkit"
)

// Both real clients have everything the edges ask for.
var (
	_ Client = (*ethclient.Client)(nil)
	_ Client = simulated.Client(nil)
	// testkit spells out the same method set, so that its FaultyRPC breaks every call.
	_ Client         = (*testkit.FaultyRPC)(nil)
	_ testkit.Client = Client(nil)
)

var errInjected = errors.New("injected: connection refused")

// faults is a set of endpoints in front of one simulated chain, each of which a test
// can break: a broken endpoint refuses to dial and fails every call made on a client
// dialed before it broke.
type faults struct {
	sim   simulated.Client
	mu    sync.Mutex
	down  map[string]bool
	chain map[string]uint64 // chain id an endpoint claims, when not the simulated one
	dials map[string]int
	calls map[string]int
}

func newFaults(t *testing.T) *faults {
	t.Helper()
	b := simulated.NewBackend(nil)
	t.Cleanup(func() { b.Close() })
	return &faults{sim: b.Client(), down: map[string]bool{}, chain: map[string]uint64{},
		dials: map[string]int{}, calls: map[string]int{}}
}

func (f *faults) setDown(url string, down bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.down[url] = down
}

func (f *faults) count(m map[string]int, url string) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return m[url]
}

func (f *faults) dial(_ context.Context, url string) (Client, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.dials[url]++
	if f.down[url] {
		return nil, fmt.Errorf("dial %s: %w", url, errInjected)
	}
	return &faultyClient{Client: f.sim, url: url, f: f}, nil
}

// faultyClient fails the calls these tests make when its endpoint is down.
type faultyClient struct {
	Client
	url string
	f   *faults
}

func (c *faultyClient) check() error {
	c.f.mu.Lock()
	defer c.f.mu.Unlock()
	c.f.calls[c.url]++
	if c.f.down[c.url] {
		return errInjected
	}
	return nil
}

func (c *faultyClient) ChainID(ctx context.Context) (*big.Int, error) {
	if err := c.check(); err != nil {
		return nil, err
	}
	c.f.mu.Lock()
	id, ok := c.f.chain[c.url]
	c.f.mu.Unlock()
	if ok {
		return new(big.Int).SetUint64(id), nil
	}
	return c.Client.ChainID(ctx)
}

func (c *faultyClient) BlockNumber(ctx context.Context) (uint64, error) {
	if err := c.check(); err != nil {
		return 0, err
	}
	return c.Client.BlockNumber(ctx)
}

func newPool(t *testing.T, f *faults, reg prometheus.Registerer, urls ...string) (*Pool, *testkit.Clock) {
	t.Helper()
	cfg := DefaultConfig()
	cfg.RPCURLs = urls
	clk := testkit.NewClock(time.Unix(1_700_000_000, 0))
	p, err := New(cfg, f.dial, zap.NewNop(), reg, WithClock(clk.Now))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Close)
	return p, clk
}

func blockNumber(ctx context.Context, p *Pool) error {
	return p.Do(ctx, func(ctx context.Context, c Client) error {
		_, err := c.BlockNumber(ctx)
		return err
	})
}

func TestPoolDialsLazily(t *testing.T) {
	f := newFaults(t)
	p, _ := newPool(t, f, nil, "http://a:1", "http://b:1")
	if n := f.count(f.dials, "http://a:1"); n != 0 {
		t.Fatalf("dialed %d times before the first call", n)
	}
	if err := blockNumber(t.Context(), p); err != nil {
		t.Fatal(err)
	}
	if err := blockNumber(t.Context(), p); err != nil {
		t.Fatal(err)
	}
	if a, b := f.count(f.dials, "http://a:1"), f.count(f.dials, "http://b:1"); a != 1 || b != 0 {
		t.Fatalf("dials a=%d b=%d, want 1 and 0", a, b)
	}
	if id, err := p.ChainID(t.Context()); err != nil || id != 1337 {
		t.Fatalf("ChainID = %d, %v; want the simulated 1337", id, err)
	}
}

func TestPoolFailsOverAndBack(t *testing.T) {
	f := newFaults(t)
	reg := prometheus.NewRegistry()
	a, b := "http://a:1", "wss://b:2/key"
	p, clk := newPool(t, f, reg, a, b)
	ctx := t.Context()

	if err := blockNumber(ctx, p); err != nil || p.Current() != a {
		t.Fatalf("healthy: err %v, current %s", err, p.Current())
	}
	// a breaks under an open connection: the call moves to b, which becomes current.
	f.setDown(a, true)
	if err := blockNumber(ctx, p); err != nil {
		t.Fatalf("failover to b: %v", err)
	}
	if p.Current() != b {
		t.Fatalf("current %s, want %s", p.Current(), b)
	}
	if got := value(p.errs.WithLabelValues("http://a:1")); got != 1 {
		t.Fatalf("errors{a} = %v, want 1", got)
	}
	if got := value(p.failovers); got != 1 {
		t.Fatalf("failovers = %v, want 1", got)
	}
	// Calls stay on b without touching a.
	callsA := f.count(f.calls, a)
	for range 3 {
		if err := blockNumber(ctx, p); err != nil {
			t.Fatal(err)
		}
	}
	if f.count(f.calls, a) != callsA || f.count(f.dials, a) != 1 {
		t.Fatal("a was tried while b works")
	}
	// a comes back, b breaks: back to a, redialed since its client was dropped.
	f.setDown(a, false)
	f.setDown(b, true)
	clk.Advance(time.Minute)
	if err := blockNumber(ctx, p); err != nil {
		t.Fatalf("failover back to a: %v", err)
	}
	if p.Current() != a {
		t.Fatalf("current %s, want %s", p.Current(), a)
	}
	if n := f.count(f.dials, a); n != 2 {
		t.Fatalf("a dialed %d times, want a redial (2)", n)
	}
	if got := value(p.errs.WithLabelValues("wss://b:2")); got != 1 {
		t.Fatalf("errors{b} = %v, want 1 (label redacted)", got)
	}
	if got := value(p.failovers); got != 2 {
		t.Fatalf("failovers = %v, want 2", got)
	}
}

func TestPoolTriesBackedOffEndpointsLast(t *testing.T) {
	f := newFaults(t)
	a, b, c := "http://a:1", "http://b:1", "http://c:1"
	p, clk := newPool(t, f, nil, a, b, c)
	ctx := t.Context()

	f.setDown(a, true)
	if err := blockNumber(ctx, p); err != nil || p.Current() != b {
		t.Fatalf("err %v, current %s; want b", err, p.Current())
	}
	// a is backing off and comes back; b breaks. Going round from b, a is next but in
	// back-off, so c is tried first.
	f.setDown(a, false)
	f.setDown(b, true)
	dialsA := f.count(f.dials, a)
	if err := blockNumber(ctx, p); err != nil || p.Current() != c {
		t.Fatalf("err %v, current %s; want c", err, p.Current())
	}
	if f.count(f.dials, a) != dialsA {
		t.Fatal("a was tried during its back-off although c works")
	}
	// When everything else is broken, a backed-off endpoint is still tried.
	f.setDown(c, true)
	if err := blockNumber(ctx, p); err != nil || p.Current() != a {
		t.Fatalf("err %v, current %s; want a", err, p.Current())
	}
	// Back-offs end: one second later b and c are tried in plain rotation again.
	clk.Advance(time.Second)
	f.setDown(a, true)
	f.setDown(b, false)
	f.setDown(c, false)
	if err := blockNumber(ctx, p); err != nil || p.Current() != b {
		t.Fatalf("err %v, current %s; want b, next after a", err, p.Current())
	}
}

func TestPoolBackoffDoubles(t *testing.T) {
	f := newFaults(t)
	a, b := "http://a:1", "http://b:1"
	p, clk := newPool(t, f, nil, a, b)
	f.setDown(a, true)
	f.setDown(b, true)
	_ = blockNumber(t.Context(), p) // both fail once: 1s back-off
	clk.Advance(time.Second)
	f.setDown(b, false)
	if err := blockNumber(t.Context(), p); err != nil { // a fails again: 2s; b works
		t.Fatal(err)
	}
	clk.Advance(time.Second) // a single failure's back-off would be over now
	if got := p.order(0); got[0] != 1 {
		t.Fatalf("order from a = %v: a should still be backing off after two failures", got)
	}
	clk.Advance(time.Second)
	if got := p.order(0); got[0] != 0 {
		t.Fatalf("order from a = %v: a's back-off should be over", got)
	}
}

func TestPoolAllEndpointsFail(t *testing.T) {
	f := newFaults(t)
	a, b := "http://a:1", "http://b:1"
	p, _ := newPool(t, f, nil, a, b)
	f.setDown(a, true)
	f.setDown(b, true)
	var runs int
	err := p.Do(t.Context(), func(ctx context.Context, c Client) error {
		runs++
		return nil
	})
	if !errors.Is(err, ErrAllEndpointsFailed) || !errors.Is(err, errInjected) {
		t.Fatalf("err = %v, want ErrAllEndpointsFailed wrapping the cause", err)
	}
	if runs != 0 || f.count(f.dials, a) != 1 || f.count(f.dials, b) != 1 {
		t.Fatalf("runs %d, dials a=%d b=%d; want each endpoint dialed once", runs, f.count(f.dials, a), f.count(f.dials, b))
	}
	// Recovery: the next call succeeds once an endpoint is back.
	f.setDown(b, false)
	if err := blockNumber(t.Context(), p); err != nil || p.Current() != b {
		t.Fatalf("after recovery: err %v, current %s", err, p.Current())
	}
}

var errTooMany = errors.New("query returned more than 10000 results")

type revertError struct{}

func (revertError) Error() string  { return "execution reverted" }
func (revertError) ErrorCode() int { return 3 }

func TestPoolDoesNotFailOverOnLogicalErrors(t *testing.T) {
	for name, mk := range map[string]func() error{
		"permanent": func() error { return Permanent(fmt.Errorf("range 1-5000: %w", errTooMany)) },
		"revert":    func() error { return revertError{} },
	} {
		t.Run(name, func(t *testing.T) {
			f := newFaults(t)
			p, _ := newPool(t, f, nil, "http://a:1", "http://b:1")
			var runs int
			err := p.Do(t.Context(), func(ctx context.Context, c Client) error {
				runs++
				return mk()
			})
			if err == nil || runs != 1 || p.Current() != "http://a:1" || f.count(f.dials, "http://b:1") != 0 {
				t.Fatalf("err %v, runs %d, current %s: want one run and no failover", err, runs, p.Current())
			}
			if name == "permanent" && (!errors.Is(err, errTooMany) || !IsPermanent(err)) {
				t.Fatalf("err %v: want errTooMany visible through Permanent", err)
			}
		})
	}
	if Permanent(nil) != nil {
		t.Fatal("Permanent(nil) != nil")
	}
}

func TestPoolStopsWhenCallerGivesUp(t *testing.T) {
	f := newFaults(t)
	p, _ := newPool(t, f, nil, "http://a:1", "http://b:1")
	ctx, cancel := context.WithCancel(t.Context())
	var runs int
	err := p.Do(ctx, func(ctx context.Context, c Client) error {
		runs++
		cancel()
		return ctx.Err()
	})
	if !errors.Is(err, context.Canceled) || runs != 1 || p.Current() != "http://a:1" {
		t.Fatalf("err %v, runs %d, current %s: want Canceled, one run, no failover", err, runs, p.Current())
	}
	if err := blockNumber(ctx, p); !errors.Is(err, context.Canceled) {
		t.Fatalf("Do on an ended context: %v", err)
	}
}

func TestPoolRequestTimeoutFailsOver(t *testing.T) {
	f := newFaults(t)
	cfg := DefaultConfig()
	cfg.RPCURLs = []string{"http://slow:1", "http://fast:1"}
	cfg.RequestTimeout = 50 * time.Millisecond
	p, err := New(cfg, f.dial, zap.NewNop(), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	err = p.Do(t.Context(), func(ctx context.Context, c Client) error {
		if c.(*faultyClient).url == "http://slow:1" {
			<-ctx.Done() // a hung endpoint
			return ctx.Err()
		}
		_, err := c.BlockNumber(ctx)
		return err
	})
	if err != nil || p.Current() != "http://fast:1" {
		t.Fatalf("err %v, current %s: want the hung endpoint left behind", err, p.Current())
	}
}

func TestPoolChainID(t *testing.T) {
	f := newFaults(t)
	a, b := "http://a:1", "http://b:1"
	f.chain[b] = 5 // b serves another chain

	t.Run("learned", func(t *testing.T) {
		p, _ := newPool(t, f, nil, a, b)
		if err := p.Verify(t.Context()); !errors.Is(err, ErrChainIDMismatch) {
			t.Fatalf("Verify = %v, want ErrChainIDMismatch", err)
		}
		// A call never lands on b, even when a is down.
		f.setDown(a, true)
		defer f.setDown(a, false)
		if err := blockNumber(t.Context(), p); !errors.Is(err, ErrChainIDMismatch) {
			t.Fatalf("err = %v, want ErrChainIDMismatch", err)
		}
	})
	t.Run("configured", func(t *testing.T) {
		cfg := DefaultConfig()
		cfg.RPCURLs = []string{b, a}
		cfg.ChainID = 1337
		p, err := New(cfg, f.dial, zap.NewNop(), nil)
		if err != nil {
			t.Fatal(err)
		}
		defer p.Close()
		if err := blockNumber(t.Context(), p); err != nil || p.Current() != a {
			t.Fatalf("err %v, current %s: want b refused and a used", err, p.Current())
		}
	})
}

func TestPoolRejectsBadConfigAndCloses(t *testing.T) {
	if _, err := New(Config{}, nil, nil, nil); err == nil {
		t.Fatal("New accepted an empty config")
	}
	f := newFaults(t)
	p, _ := newPool(t, f, nil, "http://a:1")
	p.Close()
	if err := blockNumber(t.Context(), p); !errors.Is(err, ErrClosed) {
		t.Fatalf("after Close: %v", err)
	}
}

func TestPoolSharesMetricsAcrossPools(t *testing.T) {
	f := newFaults(t)
	reg := prometheus.NewRegistry()
	p1, _ := newPool(t, f, reg, "http://a:1", "http://b:1")
	p2, _ := newPool(t, f, reg, "http://a:1", "http://b:1")
	f.setDown("http://a:1", true)
	_ = blockNumber(t.Context(), p1)
	_ = blockNumber(t.Context(), p2)
	if got := value(p1.errs.WithLabelValues("http://a:1")); got != 2 {
		t.Fatalf("shared errors{a} = %v, want 2", got)
	}
}

// Many goroutines call while one endpoint flaps and the other stays up: no call fails,
// and the race detector sees no conflict.
func TestPoolConcurrentFlapping(t *testing.T) {
	f := newFaults(t)
	a, b := "http://a:1", "http://b:1"
	p, clk := newPool(t, f, nil, a, b)
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 30 {
				if err := blockNumber(t.Context(), p); err != nil {
					t.Errorf("goroutine %d: %v", g, err)
					return
				}
			}
		}()
	}
	for i := range 20 {
		f.setDown(a, i%2 == 0)
		clk.Advance(time.Minute)
		time.Sleep(time.Millisecond)
	}
	wg.Wait()
}

func value(m prometheus.Metric) float64 {
	var d dto.Metric
	if err := m.Write(&d); err != nil {
		panic(err)
	}
	return d.GetCounter().GetValue() + d.GetGauge().GetValue()
}

// A 10 s stop of the one node logged 52 to 104 "rpc endpoint failed" WARNs per process
// (every caller's every try). A run of failures is one WARN when it starts and one INFO
// when the endpoint answers again, with the count; the metric still counts every failed
// call.
func TestPoolSaysAnOutageOnce(t *testing.T) {
	f := newFaults(t)
	a := "http://a:1"
	core, logs := observer.New(zap.DebugLevel)
	cfg := DefaultConfig()
	cfg.RPCURLs = []string{a}
	clk := testkit.NewClock(time.Unix(1_700_000_000, 0))
	p, err := New(cfg, f.dial, zap.New(core), nil, WithClock(clk.Now))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Close)
	if err := blockNumber(t.Context(), p); err != nil {
		t.Fatal(err)
	}
	f.setDown(a, true)
	for range 50 {
		_ = blockNumber(t.Context(), p)
		clk.Advance(200 * time.Millisecond)
	}
	f.setDown(a, false)
	clk.Advance(time.Minute) // past the back-off
	if err := blockNumber(t.Context(), p); err != nil {
		t.Fatal(err)
	}
	warns := logs.FilterMessage("rpc endpoint failed").FilterLevelExact(zap.WarnLevel).Len()
	back := logs.FilterMessage("rpc endpoint answers again").All()
	if warns != 1 || len(back) != 1 || back[0].ContextMap()["failed_calls"] != int64(50) {
		t.Fatalf("%d WARNs for the outage, back: %v; want one WARN and one INFO counting the 50 failed calls", warns, back)
	}
	if n := value(p.errs.WithLabelValues(a)); n != 50 {
		t.Fatalf("infersched_rpc_errors_total %v, want every failed call (50)", n)
	}
}
