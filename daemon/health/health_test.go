package health

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/internal/testutil/redistest"
	"github.com/infersched/infersched/scheduler"
)

// failures runs c and returns check → reason of every failing check.
func failures(t *testing.T, c *Checker) map[string]string {
	t.Helper()
	err := c.Ready(context.Background())
	if err == nil {
		return nil
	}
	var nr *NotReadyError
	if !errors.As(err, &nr) {
		t.Fatalf("Ready returned %T %v, want *NotReadyError", err, err)
	}
	out := map[string]string{}
	for _, f := range nr.Failures {
		out[f.Check] = f.Reason
	}
	return out
}

func TestRedisStoppedThenRestarted(t *testing.T) {
	srv := redistest.Start(t)
	rdb := srv.Client(t)
	c := New(2*time.Second, Redis(rdb, srv.Addr()))
	if f := failures(t, c); f != nil {
		t.Fatalf("ready Redis reported %v", f)
	}
	srv.Stop()
	f := failures(t, c)
	if !strings.Contains(f["redis"], srv.Addr()+" unreachable") || !strings.Contains(f["redis"], "is redis-server running") {
		t.Fatalf("stopped Redis: %v", f)
	}
	srv.Restart(t)
	if f := failures(t, c); f != nil {
		t.Fatalf("restarted Redis still reported %v", f)
	}
}

func TestNATSShutDown(t *testing.T) {
	srv := natstest.Start(t)
	nc, err := nats.Connect(srv.URL(), nats.MaxReconnects(-1), nats.ReconnectWait(10*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	c := New(2*time.Second, NATS(nc))
	if f := failures(t, c); f != nil {
		t.Fatalf("ready NATS reported %v", f)
	}
	srv.Shutdown()
	f := failures(t, c)
	if f["nats"] == "" {
		t.Fatalf("NATS down but ready")
	}
	if !strings.Contains(f["nats"], "is nats-server running") {
		t.Fatalf("reason %q has no hint", f["nats"])
	}
}

// The pool is real; only the endpoints are faked (faultClient).
func TestEveryChainEndpointDown(t *testing.T) {
	cfg := ethrpc.DefaultConfig()
	cfg.RPCURLs = []string{"http://a.invalid:8545", "http://b.invalid:8545"}
	var bDown atomic.Bool
	dial := func(_ context.Context, url string) (ethrpc.Client, error) {
		if url == cfg.RPCURLs[1] {
			return faultClient{down: &bDown}, nil
		}
		return nil, errors.New("dial tcp: connection refused")
	}
	pool, err := ethrpc.New(cfg, dial, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	probe := func(ctx context.Context) error {
		return pool.Do(ctx, func(ctx context.Context, c ethrpc.Client) error { _, err := c.BlockNumber(ctx); return err })
	}
	c := New(2*time.Second, Chain(probe))
	if f := failures(t, c); f != nil {
		t.Fatalf("one endpoint up, yet %v", f)
	}
	bDown.Store(true)
	f := failures(t, c)
	if !strings.Contains(f["chain"], "no chain endpoint answers") || !strings.Contains(f["chain"], "a.invalid") {
		t.Fatalf("all endpoints down: %v", f)
	}
}

func TestGasQuoteStale(t *testing.T) {
	now := time.Unix(1_700_000_000, 0)
	clock := func() time.Time { return now }
	var q scheduler.GasQuote
	quote := func(context.Context) (scheduler.GasQuote, error) { return q, nil }
	c := New(time.Second, GasQuote(quote, time.Minute, clock))

	q = scheduler.GasQuote{PriceWei: big.NewInt(1), Stale: true}
	if f := failures(t, c); !strings.Contains(f["gas_quote"], "no gas quote yet") {
		t.Fatalf("no quote: %v", f)
	}
	q = scheduler.GasQuote{PriceWei: big.NewInt(1), ObservedAt: now.Add(-90 * time.Second), Stale: true}
	if f := failures(t, c); !strings.Contains(f["gas_quote"], "1m30s old, past gasoracle.max_age (1m0s)") {
		t.Fatalf("stale quote: %v", f)
	}
	q = scheduler.GasQuote{PriceWei: big.NewInt(1), ObservedAt: now.Add(-time.Second)}
	if f := failures(t, c); f != nil {
		t.Fatalf("fresh quote: %v", f)
	}
}

func TestEveryFailingCheckIsReportedAndATimeoutIsNamed(t *testing.T) {
	block := func(ctx context.Context) error { <-ctx.Done(); return ctx.Err() }
	pending := make(chan struct{})
	c := New(50*time.Millisecond,
		Check{Name: "slow", Probe: block},
		Closed("pending_set", pending, "rebuilding"),
		Check{Name: "fine", Probe: func(context.Context) error { return nil }})
	f := failures(t, c)
	if len(f) != 2 || !strings.HasPrefix(f["slow"], "no answer within 50ms") || f["pending_set"] != "rebuilding" {
		t.Fatalf("got %v", f)
	}
	close(pending)
	if f := failures(t, c); len(f) != 1 {
		t.Fatalf("got %v", f)
	}
}
