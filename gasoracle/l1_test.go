package gasoracle

import (
	"context"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/infersched/infersched/contracts/l2"
	"github.com/infersched/infersched/contracts/simchain"
	"github.com/infersched/infersched/internal/testutil/testkit"
	"github.com/infersched/infersched/scheduler"
)

// l2Chain is a simulated chain booted with the L2 fee contracts of opts.
func l2Chain(t *testing.T, opts ...simchain.Option) *simchain.Chain {
	t.Helper()
	b, err := simchain.New(t.Context(), append([]simchain.Option{simchain.WithoutContracts(), simchain.WithWorkers(0), simchain.WithUsers(1)}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.Close)
	return b
}

// contractCall calls the chain's own contract a (an l2 artifact) at to.
func contractCall(t *testing.T, b *simchain.Chain, a *l2.Artifact, to common.Address, method string, args ...any) *big.Int {
	t.Helper()
	in, err := a.ABI.Pack(method, args...)
	if err != nil {
		t.Fatal(err)
	}
	out, err := b.Client.CallContract(t.Context(), ethereum.CallMsg{To: &to, Data: in}, nil)
	if err != nil {
		t.Fatalf("%s: %v", method, err)
	}
	vs, err := a.ABI.Unpack(method, out)
	if err != nil {
		t.Fatalf("%s: %v", method, err)
	}
	return vs[0].(*big.Int)
}

func load(t *testing.T, name string) *l2.Artifact {
	t.Helper()
	a, err := l2.Load(name)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// text is n bytes of an LLM-like answer: words drawn from a small vocabulary, which
// compresses as text does.
func text(n int, seed uint64) []byte {
	words := strings.Fields("the of and to in a is that for it as was with be by on not he this are or his from at which but have an they you were her she there been one all we their has would when if so no will can more what about up out them then into some could time than other its only do like")
	r := rand.New(rand.NewPCG(seed, 24))
	var b strings.Builder
	for b.Len() < n {
		b.WriteString(words[r.IntN(len(words))])
		b.WriteByte(' ')
	}
	return []byte(b.String()[:n])
}

func model(f *scheduler.L1Fee, n int) *big.Int {
	v := new(big.Int).Mul(&f.WeiPerByte.Int, big.NewInt(int64(n)))
	return v.Add(v, &f.FixedWei.Int)
}

// busyL1 is an OP chain at a busy L1: base fee 600 gwei, blob base fee 100 gwei,
// Base's scalars: about 1e11 wei a calldata byte.
func busyL1() l2.OPValues {
	v := l2.DefaultOPValues()
	v.L1BaseFee = new(big.Int).Mul(big.NewInt(600), oneGwei)
	v.BlobBaseFee = new(big.Int).Mul(big.NewInt(100), oneGwei)
	return v
}

func l2Oracle(t *testing.T, b *simchain.Chain, mode L2Mode, mod func(*Config)) *Oracle {
	t.Helper()
	cfg := DefaultConfig()
	cfg.L1Fee.TxFixedBytes = 0 // the model of the transaction's own size only
	cfg.L1Fee.CapWeiPerByte.SetInt64(1e15)
	cfg.L1Fee.CapFixedWei.Mul(big.NewInt(1e18), big.NewInt(1))
	if mod != nil {
		mod(&cfg)
	}
	return newOracle(t, cfg, pool(t, &endpoint{FaultyRPC: testkit.NewFaultyRPC(b.Client)}), nil, WithL2(mode))
}

// TestOPFeeMatchesGasPriceOracle (golden, Fjord): the oracle's linear model, read from
// the chain's GasPriceOracle, is never below the contract's own getL1FeeUpperBound and
// above it by at most one byte's fee (the bound's FastLZ term rounds down between the
// two sizes the line goes through), and never below getL1Fee of a text answer of that
// size, from a short answer to 64 KiB, at a quiet and at a busy L1. (Text compresses:
// getL1Fee of it is about half the bound from 4 KiB up; see docs/operations.md.)
func TestOPFeeMatchesGasPriceOracle(t *testing.T) {
	gpo := load(t, l2.GasPriceOracle)
	for name, v := range map[string]l2.OPValues{"quiet": l2.DefaultOPValues(), "busy": busyL1()} {
		b := l2Chain(t, simchain.WithOPStack(v))
		o := l2Oracle(t, b, L2OP, nil)
		q := refresh(t, o)
		if q.L1Fee == nil {
			t.Fatalf("%s: no l1 fee on an OP chain", name)
		}
		for _, n := range []int{200, 952, 1000, 4096, 16 * 1024, 17272, 64 * 1024} {
			ub := contractCall(t, b, gpo, l2.GasPriceOracleAddress, "getL1FeeUpperBound", big.NewInt(int64(n)))
			got := model(q.L1Fee, n)
			slack := new(big.Int).Sub(got, ub)
			if limit := new(big.Int).Add(&q.L1Fee.WeiPerByte.Int, big.NewInt(int64(n)+2)); slack.Sign() < 0 || slack.Cmp(limit) > 0 {
				t.Errorf("%s, %d bytes: model %s, getL1FeeUpperBound %s (off by %s)", name, n, got, ub, slack)
			}
			fee := contractCall(t, b, gpo, l2.GasPriceOracleAddress, "getL1Fee", text(n, uint64(n)))
			if got.Cmp(fee) < 0 {
				t.Errorf("%s, %d bytes of text: model %s below getL1Fee %s", name, n, got, fee)
			}
			ratio, _ := new(big.Rat).SetFrac(got, fee).Float64()
			t.Logf("%s, %6d bytes: model %s wei, getL1Fee(text) %s wei (×%.2f), upper bound %s", name, n, got, fee, ratio, ub)
		}
	}
	// At a busy L1 a byte costs about 1e11 wei.
	b := l2Chain(t, simchain.WithOPStack(busyL1()))
	q := refresh(t, l2Oracle(t, b, L2OP, nil))
	if pb := q.L1Fee.WeiPerByte.Int64(); pb < 5e10 || pb > 2e11 {
		t.Errorf("busy L1: %d wei a byte", pb)
	}
}

// TestOPFeeEcotone: before Fjord the model is getL1Fee of incompressible data, exactly
// linear, and never below getL1Fee of any data of that size.
func TestOPFeeEcotone(t *testing.T) {
	v := busyL1()
	v.Fjord = false
	b := l2Chain(t, simchain.WithOPStack(v))
	gpo := load(t, l2.GasPriceOracle)
	q := refresh(t, l2Oracle(t, b, L2OP, nil))
	for _, n := range []int{100, 1000, 10_000, 40_000} {
		allOnes := contractCall(t, b, gpo, l2.GasPriceOracleAddress, "getL1Fee", []byte(strings.Repeat("\xff", n)))
		got := model(q.L1Fee, n)
		slack := new(big.Int).Sub(got, allOnes)
		if slack.Sign() < 0 || slack.Cmp(big.NewInt(int64(n)+2)) > 0 {
			t.Errorf("%d bytes: model %s, getL1Fee(0xff…) %s", n, got, allOnes)
		}
		if fee := contractCall(t, b, gpo, l2.GasPriceOracleAddress, "getL1Fee", text(n, 1)); got.Cmp(fee) < 0 {
			t.Errorf("%d bytes of text: model %s below getL1Fee %s", n, got, fee)
		}
	}
}

// TestArbitrumFeeMatchesStandIn: per byte and per transaction from getPricesInWei, and
// the model equals NodeInterface.gasEstimateL1Component × base fee (rounded up to gas).
func TestArbitrumFeeMatchesStandIn(t *testing.T) {
	v := l2.DefaultArbValues()
	v.L1PricePerUnit = big.NewInt(2_500_000_000)
	b := l2Chain(t, simchain.WithArbitrum(v))
	q := refresh(t, l2Oracle(t, b, L2Arbitrum, nil))
	perByte := new(big.Int).Mul(v.L1PricePerUnit, big.NewInt(16))
	if q.L1Fee.WeiPerByte.Cmp(perByte) != 0 || q.L1Fee.FixedWei.Cmp(new(big.Int).Mul(perByte, big.NewInt(140))) != 0 {
		t.Fatalf("l1 fee %+v, want %s a byte and 140 of them fixed", q.L1Fee, perByte)
	}
	ni := load(t, l2.NodeInterfaceStandIn)
	head, err := b.Client.HeaderByNumber(t.Context(), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{0, 1000, 16 * 1024} {
		in, _ := ni.ABI.Pack("gasEstimateL1Component", common.Address{}, false, make([]byte, n))
		to := l2.NodeInterfaceAddress
		out, err := b.Client.CallContract(t.Context(), ethereum.CallMsg{From: b.Users[0].Address, To: &to, Data: in, GasPrice: head.BaseFee}, nil)
		if err != nil {
			t.Fatal(err)
		}
		vs, err := ni.ABI.Unpack("gasEstimateL1Component", out)
		if err != nil {
			t.Fatal(err)
		}
		gas, baseFee := new(big.Int).SetUint64(vs[0].(uint64)), vs[1].(*big.Int)
		if baseFee.Sign() == 0 {
			t.Skip("zero base fee in eth_call")
		}
		est := new(big.Int).Mul(gas, baseFee)
		got := model(q.L1Fee, n)
		if got.Cmp(est) > 0 || new(big.Int).Sub(est, got).Cmp(baseFee) >= 0 {
			t.Errorf("%d bytes: model %s, NodeInterface %s gas × %s = %s", n, got, gas, baseFee, est)
		}
	}
}

// TestL2AutoDetects: auto finds the OP stack, Arbitrum, or neither (an L1 chain, priced
// as before: no l1 fee).
func TestL2AutoDetects(t *testing.T) {
	for name, tc := range map[string]struct {
		opt  simchain.Option
		want L2Mode
	}{
		"op":       {simchain.WithOPStack(l2.DefaultOPValues()), L2OP},
		"arbitrum": {simchain.WithArbitrum(l2.DefaultArbValues()), L2Arbitrum},
		"l1":       {simchain.WithUsers(1), L2None},
	} {
		b := l2Chain(t, tc.opt)
		o := l2Oracle(t, b, L2Auto, nil)
		q := refresh(t, o)
		if got := *o.detected.Load(); got != tc.want {
			t.Errorf("%s: detected %s", name, got)
		}
		if (q.L1Fee != nil) != (tc.want != L2None) {
			t.Errorf("%s: l1 fee %+v", name, q.L1Fee)
		}
	}
}

// TestL1FeeFloorCapStale: the L1 parts are clamped like the gas price, priced at their
// caps when stale or before the first poll, and exported as metrics.
func TestL1FeeFloorCapStale(t *testing.T) {
	b := l2Chain(t, simchain.WithOPStack(busyL1()))
	now := time.Unix(1_700_000_000, 0)
	cfg := DefaultConfig()
	cfg.L1Fee.CapWeiPerByte.SetInt64(1e10) // below the busy L1's ~1e11
	cfg.L1Fee.FloorFixedWei.SetInt64(5e15)
	reg := prometheus.NewRegistry()
	o := newOracle(t, cfg, pool(t, &endpoint{FaultyRPC: testkit.NewFaultyRPC(b.Client)}), reg,
		WithL2(L2OP), WithClock(func() time.Time { return now }))
	if q, _ := o.GasPrice(t.Context()); !q.Stale || q.L1Fee == nil || q.L1Fee.WeiPerByte.Int64() != 1e10 {
		t.Fatalf("before the first poll: %+v", q)
	}
	q := refresh(t, o)
	if q.L1Fee.WeiPerByte.Int64() != 1e10 || q.L1Fee.FixedWei.Int64() != 5e15 {
		t.Fatalf("clamped l1 fee %+v", q.L1Fee)
	}
	if got := l1Gauge(t, reg, "infersched_gas_l1_fee_wei_per_byte"); got != 1e10 {
		t.Errorf("per-byte metric %v", got)
	}
	if got := l1Gauge(t, reg, "infersched_gas_l1_fee_fixed_wei"); got != 5e15 {
		t.Errorf("fixed metric %v", got)
	}
	now = now.Add(2 * time.Minute)
	q, _ = o.GasPrice(t.Context())
	if !q.Stale || q.L1Fee.WeiPerByte.Int64() != 1e10 || q.L1Fee.FixedWei.Cmp(&cfg.L1Fee.CapFixedWei.Int) != 0 {
		t.Fatalf("stale: %+v", q.L1Fee)
	}
}

func l1Gauge(t *testing.T, reg *prometheus.Registry, name string) float64 {
	t.Helper()
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, mf := range mfs {
		if mf.GetName() == name {
			return mf.GetMetric()[0].GetGauge().GetValue()
		}
	}
	t.Fatalf("no metric %s", name)
	return 0
}

// TestOPModeOnL1ChainFails: chain.l2 op on a chain without the predeploy fails the
// poll (the quote ages to stale, priced at the caps) rather than pricing as L1.
func TestOPModeOnL1ChainFails(t *testing.T) {
	b := l2Chain(t)
	o := l2Oracle(t, b, L2OP, nil)
	if _, err := o.Refresh(t.Context()); err == nil || !strings.Contains(err.Error(), "GasPriceOracle.isFjord") {
		t.Fatalf("refresh: %v", err)
	}
	if q, _ := o.GasPrice(context.Background()); !q.Stale || q.L1Fee == nil {
		t.Fatalf("quote %+v", q)
	}
}

func TestL1Config(t *testing.T) {
	if _, err := ParseL2Mode("optimism"); err == nil || err.Error() != `chain.l2: must be one of auto, op, arbitrum, none, got "optimism"` {
		t.Errorf("ParseL2Mode: %v", err)
	}
	if _, err := New(DefaultConfig(), pool(t, &endpoint{FaultyRPC: testkit.NewFaultyRPC(l2Chain(t).Client)}), nil, nil, WithL2("zk")); err == nil {
		t.Error("bad mode accepted")
	}
	cfg := DefaultConfig()
	cfg.L1Fee.CapWeiPerByte.SetInt64(0)
	cfg.L1Fee.FloorFixedWei.SetInt64(2e16)
	cfg.L1Fee.TxFixedBytes = -1
	err := cfg.Validate()
	for _, want := range []string{
		"l1_fee.cap_wei_per_byte: must be positive, got 0",
		"l1_fee.floor_fixed_wei: must not be above cap_fixed_wei (10000000000000000), got 20000000000000000",
		"l1_fee.tx_fixed_bytes: must be between 0 and 1048576, got -1",
	} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("got %v, want %q", err, want)
		}
	}
}

// TestCallABIsMatchTheContracts: the selectors the oracle calls are the compiled
// contracts' (GasPriceOracle) and the published interface's (ArbGasInfo).
func TestCallABIsMatchTheContracts(t *testing.T) {
	for _, tc := range []struct {
		ours     string
		artifact string
	}{{gpoABI, l2.GasPriceOracle}, {arbGasInfoABI, l2.ArbGasInfoInterface}} {
		a := load(t, tc.artifact)
		for name, m := range mustABI(tc.ours).Methods {
			theirs, ok := a.ABI.Methods[name]
			if !ok || theirs.Sig != m.Sig || len(theirs.Outputs) != len(m.Outputs) {
				t.Errorf("%s.%s: ours %s, theirs %v", tc.artifact, name, m.Sig, theirs.Sig)
			}
		}
	}
}
