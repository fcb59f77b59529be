package gasoracle

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"
	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts/simchain"
	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/internal/feemarket"
	"github.com/infersched/infersched/internal/testutil/testkit"
	"github.com/infersched/infersched/scheduler"
)

var _ scheduler.GasPriceSource = (*Oracle)(nil)

const blockGasLimit = 1_000_000 // target 500 000: 24 transfers

var oneGwei = big.NewInt(1_000_000_000)

// chain is the simulated chain with no contracts and funded senders that can fill blocks.
type chain struct {
	t      *testing.T
	b      *simchain.Chain
	keys   []*ecdsa.PrivateKey
	nonces []uint64
	signer types.Signer
}

func newChain(t *testing.T) *chain {
	t.Helper()
	b, err := simchain.New(t.Context(), simchain.WithoutContracts(), simchain.WithWorkers(0), simchain.WithUsers(3),
		simchain.WithBalance(new(big.Int).Lsh(big.NewInt(1), 100)), simchain.WithBlockGasLimit(blockGasLimit))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.Close)
	c := &chain{t: t, b: b, signer: types.LatestSignerForChainID(b.ChainID)}
	for _, u := range b.Users {
		c.keys = append(c.keys, u.Key)
		c.nonces = append(c.nonces, 0)
	}
	return c
}

// fill sends n plain transfers, each tipping exactly 1 gwei, to be mined by the next commit.
func (c *chain) fill(n int) {
	c.t.Helper()
	to := crypto.PubkeyToAddress(c.keys[0].PublicKey)
	for i := range n {
		k := i % len(c.keys)
		tx := types.MustSignNewTx(c.keys[k], c.signer, &types.DynamicFeeTx{
			ChainID:   big.NewInt(1337),
			Nonce:     c.nonces[k],
			GasTipCap: oneGwei,
			GasFeeCap: new(big.Int).Mul(oneGwei, big.NewInt(1000)),
			Gas:       21_000,
			To:        &to,
			Value:     big.NewInt(1),
		})
		if err := c.b.Client.SendTransaction(c.t.Context(), tx); err != nil {
			c.t.Fatalf("send tx %d: %v", i, err)
		}
		c.nonces[k]++
	}
}

func (c *chain) commit() *types.Header {
	c.t.Helper()
	// The pool promotes sent transactions asynchronously: wait until all are pending.
	for k, key := range c.keys {
		addr := crypto.PubkeyToAddress(key.PublicKey)
		testkit.WaitUntil(c.t, "sent transactions to be pending", func() bool {
			n, err := c.b.Client.PendingNonceAt(c.t.Context(), addr)
			return err == nil && n == c.nonces[k]
		})
	}
	c.b.Commit()
	h, err := c.b.Client.HeaderByNumber(c.t.Context(), nil)
	if err != nil {
		c.t.Fatal(err)
	}
	return h
}

var errInjected = errors.New("injected: 502 bad gateway")

// endpoint is the simulated chain seen through an RPC endpoint that a test can break
// (testkit.FaultyRPC), strip of EIP-1559 (a legacy chain: the simulated backend always
// has a base fee) or of eth_feeHistory.
type endpoint struct {
	*testkit.FaultyRPC
	legacy bool
	noFees bool // eth_feeHistory unknown to the node
}

func (e *endpoint) HeaderByNumber(ctx context.Context, n *big.Int) (*types.Header, error) {
	h, err := e.FaultyRPC.HeaderByNumber(ctx, n)
	if err != nil || !e.legacy {
		return h, err
	}
	h = types.CopyHeader(h)
	h.BaseFee = nil
	return h, nil
}

func (e *endpoint) FeeHistory(ctx context.Context, n uint64, last *big.Int, p []float64) (*ethereum.FeeHistory, error) {
	fh, err := e.FaultyRPC.FeeHistory(ctx, n, last, p)
	if err == nil && e.noFees {
		return nil, methodNotFound{}
	}
	return fh, err
}

type methodNotFound struct{}

func (methodNotFound) Error() string {
	return "the method eth_feeHistory does not exist/is not available"
}
func (methodNotFound) ErrorCode() int { return -32601 }

// pool puts the endpoints (in order) behind a real failover pool.
func pool(t *testing.T, eps ...*endpoint) *ethrpc.Pool {
	t.Helper()
	cfg := ethrpc.DefaultConfig()
	cfg.RPCURLs = nil
	byURL := map[string]*endpoint{}
	for i, e := range eps {
		u := "http://node" + string(rune('a'+i)) + ":8545"
		cfg.RPCURLs = append(cfg.RPCURLs, u)
		byURL[u] = e
	}
	p, err := ethrpc.New(cfg, func(_ context.Context, url string) (ethrpc.Client, error) {
		return byURL[url], nil
	}, zap.NewNop(), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Close)
	return p
}

func newOracle(t *testing.T, cfg Config, rpc RPC, reg prometheus.Registerer, opts ...Option) *Oracle {
	t.Helper()
	o, err := New(cfg, rpc, zap.NewNop(), reg, opts...)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

func refresh(t *testing.T, o *Oracle) scheduler.GasQuote {
	t.Helper()
	q, err := o.Refresh(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if q.Stale || q.Legacy {
		t.Fatalf("fresh EIP-1559 quote expected, got %+v", q)
	}
	return q
}

func eq(a, b *big.Int) bool { return a != nil && b != nil && a.Cmp(b) == 0 }

// The oracle predicts exactly the base fee the chain then charges, follows it up while
// blocks are full and down while they are empty, and reads the tip off recent blocks.
func TestOracleFollowsBaseFee(t *testing.T) {
	c := newChain(t)
	sim := &endpoint{FaultyRPC: testkit.NewFaultyRPC(c.b.Client)}
	reg := prometheus.NewRegistry()
	o := newOracle(t, DefaultConfig(), pool(t, sim), reg)

	h := c.commit()
	q := refresh(t, o)
	if want := feemarket.NextBaseFee(h.BaseFee, h.GasUsed, h.GasLimit); !eq(q.BaseFeeWei, want) {
		t.Fatalf("base fee %v, want %v", q.BaseFeeWei, want)
	}
	// No transactions yet: the tip is the node's suggestion.
	suggested, err := c.b.Client.SuggestGasTipCap(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if !eq(q.TipWei, suggested) {
		t.Fatalf("tip on an empty chain %v, want the node's suggestion %v", q.TipWei, suggested)
	}

	for round := range 4 {
		c.fill(45) // 945 000 gas of 1 000 000: well above target
		h := c.commit()
		if !eq(h.BaseFee, q.BaseFeeWei) {
			t.Fatalf("round %d: chain charged %v, oracle predicted %v", round, h.BaseFee, q.BaseFeeWei)
		}
		if h.GasUsed <= h.GasLimit/2 {
			t.Fatalf("round %d: block not above target (%d of %d)", round, h.GasUsed, h.GasLimit)
		}
		prev := q
		q = refresh(t, o)
		if q.BaseFeeWei.Cmp(prev.BaseFeeWei) <= 0 {
			t.Fatalf("round %d: base fee %v did not rise from %v after a full block", round, q.BaseFeeWei, prev.BaseFeeWei)
		}
		if !eq(q.TipWei, oneGwei) {
			t.Fatalf("round %d: tip %v, want the 1 gwei every transaction paid", round, q.TipWei)
		}
		if want := new(big.Int).Add(q.BaseFeeWei, q.TipWei); !eq(q.PriceWei, want) {
			t.Fatalf("round %d: price %v, want base+tip %v", round, q.PriceWei, want)
		}
	}
	for round := range 3 {
		h := c.commit()
		if !eq(h.BaseFee, q.BaseFeeWei) {
			t.Fatalf("empty round %d: chain charged %v, oracle predicted %v", round, h.BaseFee, q.BaseFeeWei)
		}
		prev := q
		q = refresh(t, o)
		if q.BaseFeeWei.Cmp(prev.BaseFeeWei) >= 0 {
			t.Fatalf("empty round %d: base fee %v did not fall from %v", round, q.BaseFeeWei, prev.BaseFeeWei)
		}
		if !eq(q.TipWei, oneGwei) {
			t.Fatalf("empty round %d: tip %v: empty blocks must not drag the median down", round, q.TipWei)
		}
	}
	if got := gauge(t, reg, "infersched_gas_base_fee_wei"); got != toFloat(q.BaseFeeWei) {
		t.Fatalf("base fee gauge %v, want %v", got, q.BaseFeeWei)
	}
	if got := gauge(t, reg, "infersched_gas_tip_wei"); got != 1e9 {
		t.Fatalf("tip gauge %v", got)
	}
	if got := gauge(t, reg, "infersched_gas_price_wei"); got != toFloat(q.PriceWei) {
		t.Fatalf("price gauge %v, want %v", got, q.PriceWei)
	}
}

// An RPC that errors: the last quote holds until max_age, then the quote is stale and
// priced at the cap; the oracle recovers when the endpoint does.
func TestOracleStaleAfterMaxAgeAndRecovers(t *testing.T) {
	c := newChain(t)
	c.commit()
	sim := &endpoint{FaultyRPC: testkit.NewFaultyRPC(c.b.Client)}
	clk := testkit.NewClock(time.Unix(1_800_000_000, 0))
	reg := prometheus.NewRegistry()
	cfg := DefaultConfig() // max_age 1m, cap 500 gwei
	o := newOracle(t, cfg, pool(t, sim), reg, WithClock(clk.Now))

	// Before any poll: stale, at the cap.
	q, err := o.GasPrice(t.Context())
	if err != nil || !q.Stale || !eq(q.PriceWei, &cfg.CapWei.Int) {
		t.Fatalf("before the first poll: %+v, %v; want stale at the cap", q, err)
	}

	fresh := refresh(t, o)
	sim.Fail(errInjected)
	clk.Advance(30 * time.Second)
	if _, err := o.Refresh(t.Context()); !errors.Is(err, ethrpc.ErrAllEndpointsFailed) || !errors.Is(err, errInjected) {
		t.Fatalf("poll on a broken endpoint: %v", err)
	}
	q, _ = o.GasPrice(t.Context())
	if q.Stale || !eq(q.PriceWei, fresh.PriceWei) || !q.ObservedAt.Equal(fresh.ObservedAt) {
		t.Fatalf("within max_age the last quote must hold: %+v", q)
	}

	clk.Advance(31 * time.Second)
	q, _ = o.GasPrice(t.Context())
	if !q.Stale || !eq(q.PriceWei, &cfg.CapWei.Int) {
		t.Fatalf("past max_age: %+v; want stale at the cap", q)
	}
	if !eq(q.BaseFeeWei, fresh.BaseFeeWei) || !q.ObservedAt.Equal(fresh.ObservedAt) {
		t.Fatalf("a stale quote still shows what was last seen: %+v", q)
	}
	// The head time is the last head seen, so the round engine's chain gate sees it age
	// while no endpoint answers.
	head, err := c.b.Client.HeaderByNumber(t.Context(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if fresh.HeadTime.IsZero() || fresh.HeadTime.Unix() != int64(head.Time) || !q.HeadTime.Equal(fresh.HeadTime) {
		t.Fatalf("head time %v (fresh %v), want the head's %d", q.HeadTime, fresh.HeadTime, head.Time)
	}
	if got := gauge(t, reg, "infersched_gas_staleness_seconds"); got != 61 {
		t.Fatalf("staleness gauge %v, want 61", got)
	}
	if got := gauge(t, reg, "infersched_gas_price_wei"); got != 500e9 {
		t.Fatalf("price gauge %v, want the cap", got)
	}

	sim.Heal()
	q = refresh(t, o)
	if !q.ObservedAt.Equal(clk.Now()) || !eq(q.PriceWei, fresh.PriceWei) {
		t.Fatalf("after recovery: %+v", q)
	}
	if got := gauge(t, reg, "infersched_gas_staleness_seconds"); got != 0 {
		t.Fatalf("staleness gauge %v after recovery", got)
	}
}

// A broken first endpoint does not make the quote stale: the pool fails over.
func TestOracleFailsOver(t *testing.T) {
	c := newChain(t)
	c.commit()
	broken := &endpoint{FaultyRPC: testkit.NewFaultyRPC(c.b.Client)}
	broken.Fail(errInjected)
	healthy := &endpoint{FaultyRPC: testkit.NewFaultyRPC(c.b.Client)}
	p := pool(t, broken, healthy)
	o := newOracle(t, DefaultConfig(), p, nil)
	refresh(t, o)
	if p.Current() != "http://nodeb:8545" {
		t.Fatalf("current endpoint %s", p.Current())
	}
}

// A chain without EIP-1559: eth_gasPrice, within floor and cap.
func TestOracleLegacyChain(t *testing.T) {
	c := newChain(t)
	c.fill(10)
	c.commit()
	legacy := &endpoint{FaultyRPC: testkit.NewFaultyRPC(c.b.Client), legacy: true}
	gasPrice, err := c.b.Client.SuggestGasPrice(t.Context())
	if err != nil {
		t.Fatal(err)
	}

	o := newOracle(t, DefaultConfig(), pool(t, legacy), nil)
	q, err := o.Refresh(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if !q.Legacy || q.Stale || q.BaseFeeWei != nil || q.TipWei != nil || !eq(q.PriceWei, gasPrice) {
		t.Fatalf("legacy quote %+v, want eth_gasPrice %v", q, gasPrice)
	}

	floor := DefaultConfig()
	floor.FloorWei.Add(gasPrice, big.NewInt(1))
	if q, _ := newOracle(t, floor, pool(t, legacy), nil).Refresh(t.Context()); !eq(q.PriceWei, &floor.FloorWei.Int) {
		t.Fatalf("price %v below the floor %v", q.PriceWei, floor.FloorWei.String())
	}
	capped := DefaultConfig()
	capped.CapWei.Sub(gasPrice, big.NewInt(1))
	if q, _ := newOracle(t, capped, pool(t, legacy), nil).Refresh(t.Context()); !eq(q.PriceWei, &capped.CapWei.Int) {
		t.Fatalf("price %v above the cap %v", q.PriceWei, capped.CapWei.String())
	}
}

// A node without eth_feeHistory still gives a quote: its tip suggestion.
func TestOracleWithoutFeeHistory(t *testing.T) {
	c := newChain(t)
	c.fill(10)
	h := c.commit()
	o := newOracle(t, DefaultConfig(), pool(t, &endpoint{FaultyRPC: testkit.NewFaultyRPC(c.b.Client), noFees: true}), nil)
	q := refresh(t, o)
	suggested, err := c.b.Client.SuggestGasTipCap(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if !eq(q.TipWei, suggested) || !eq(q.BaseFeeWei, feemarket.NextBaseFee(h.BaseFee, h.GasUsed, h.GasLimit)) {
		t.Fatalf("quote %+v, want tip %v", q, suggested)
	}
}

func TestOracleCapsEIP1559Price(t *testing.T) {
	c := newChain(t)
	c.commit()
	cfg := DefaultConfig()
	cfg.CapWei.SetInt64(1000)
	o := newOracle(t, cfg, pool(t, &endpoint{FaultyRPC: testkit.NewFaultyRPC(c.b.Client)}), nil)
	q := refresh(t, o)
	if !eq(q.PriceWei, big.NewInt(1000)) || q.BaseFeeWei.Cmp(big.NewInt(1000)) <= 0 {
		t.Fatalf("quote %+v: want the price capped, base fee shown as observed", q)
	}
}

func runOracle(t *testing.T, o *Oracle) {
	t.Helper()
	ctx, cancel := context.WithCancel(t.Context())
	done := make(chan error, 1)
	go func() { done <- o.Run(ctx) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("Run returned %v", err)
		}
	})
}

// counting counts the RPCs the oracle makes of an endpoint.
type counting struct {
	*endpoint
	header, feeHistory, tip, subscribe atomic.Int64
}

func (c *counting) HeaderByNumber(ctx context.Context, n *big.Int) (*types.Header, error) {
	c.header.Add(1)
	return c.endpoint.HeaderByNumber(ctx, n)
}

func (c *counting) FeeHistory(ctx context.Context, n uint64, last *big.Int, p []float64) (*ethereum.FeeHistory, error) {
	c.feeHistory.Add(1)
	return c.endpoint.FeeHistory(ctx, n, last, p)
}

func (c *counting) SuggestGasTipCap(ctx context.Context) (*big.Int, error) {
	c.tip.Add(1)
	return c.endpoint.SuggestGasTipCap(ctx)
}

func (c *counting) SubscribeNewHead(ctx context.Context, ch chan<- *types.Header) (ethereum.Subscription, error) {
	c.subscribe.Add(1)
	return c.endpoint.SubscribeNewHead(ctx, ch)
}

// Run polls on its own interval, not per head: over 20 blocks within one (hour-long)
// interval it makes only the start-up poll's RPCs, and subscribes to nothing.
func TestOracleRunPollsOnItsIntervalNotPerHead(t *testing.T) {
	c := newChain(t)
	cfg := DefaultConfig()
	cfg.PollInterval = time.Hour
	cfg.MaxAge = 2 * time.Hour
	ep := &counting{endpoint: &endpoint{FaultyRPC: testkit.NewFaultyRPC(c.b.Client)}}
	p, err := ethrpc.New(ethrpc.DefaultConfig(), func(context.Context, string) (ethrpc.Client, error) { return ep, nil }, zap.NewNop(), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Close)
	o := newOracle(t, cfg, p, nil)
	ctx, cancel := context.WithCancel(t.Context())
	done := make(chan error, 1)
	go func() { done <- o.Run(ctx) }()
	testkit.WaitUntil(t, "the first quote", func() bool {
		q, _ := o.GasPrice(t.Context())
		return !q.Stale
	})
	const blocks = 20
	for range blocks {
		c.fill(2)
		c.commit()
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	calls := ep.header.Load() + ep.feeHistory.Load() + ep.tip.Load() + ep.subscribe.Load()
	t.Logf("%d RPCs over %d blocks", calls, blocks)
	if ep.header.Load() != 1 || ep.feeHistory.Load() != 1 || ep.subscribe.Load() != 0 {
		t.Fatalf("over %d blocks: %d headers, %d fee histories, %d tip suggestions, %d subscriptions; want one poll (1, 1) and no subscription",
			blocks, ep.header.Load(), ep.feeHistory.Load(), ep.tip.Load(), ep.subscribe.Load())
	}
}

// Run polls on the interval and its quote follows the chain.
func TestOracleRunPollsOnInterval(t *testing.T) {
	c := newChain(t)
	cfg := DefaultConfig()
	cfg.PollInterval = 10 * time.Millisecond
	o := newOracle(t, cfg, pool(t, &endpoint{FaultyRPC: testkit.NewFaultyRPC(c.b.Client)}), nil)
	runOracle(t, o)
	testRunFollows(t, c, o)
}

func testRunFollows(t *testing.T, c *chain, o *Oracle) {
	t.Helper()
	testkit.WaitUntil(t, "the first quote", func() bool {
		q, _ := o.GasPrice(t.Context())
		return !q.Stale
	})
	for range 3 {
		c.fill(45)
		h := c.commit()
		want := feemarket.NextBaseFee(h.BaseFee, h.GasUsed, h.GasLimit)
		testkit.WaitUntil(t, "the quote to follow block "+h.Number.String(), func() bool {
			q, _ := o.GasPrice(t.Context())
			return eq(q.BaseFeeWei, want)
		})
	}
}

func TestNewRejects(t *testing.T) {
	bad := DefaultConfig()
	bad.Blocks = 0
	if _, err := New(bad, pool(t, &endpoint{}), nil, nil); err == nil {
		t.Fatal("New accepted a bad config")
	}
	if _, err := New(DefaultConfig(), nil, nil, nil); err == nil {
		t.Fatal("New accepted a nil RPC")
	}
}

func gauge(t *testing.T, reg *prometheus.Registry, name string) float64 {
	t.Helper()
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, mf := range mfs {
		if mf.GetName() == name {
			var m *dto.Metric = mf.GetMetric()[0]
			return m.GetGauge().GetValue()
		}
	}
	t.Fatalf("metric %s not registered", name)
	return 0
}
