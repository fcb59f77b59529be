package scheduler

import (
	"math"
	"math/big"
	"strings"
	"testing"
)

// l2Plan plans one request on an OP-stack-shaped chain: L2 gas at 0.01 gwei, the L1
// data fee as given.
func l2Plan(t *testing.T, cfg Config, l1 *L1Fee, reqs []Request, workers []Worker) Decision {
	t.Helper()
	s := &Snapshot{NowMS: 100_000, GasPriceGwei: 0.01, Requests: reqs, Workers: workers, L1Fee: l1}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	if err := cfg.Validate(); err != nil {
		t.Fatal(err)
	}
	return Plan(s, cfg)
}

func l1fee(perByte, fixed int64) *L1Fee {
	return &L1Fee{WeiPerByte: NewWei(perByte), FixedWei: NewWei(fixed)}
}

func near(a, b float64) bool { return math.Abs(a-b) <= 1e-12*math.Max(math.Abs(a), math.Abs(b)) }

const l2GasETH = 150_000 * 0.01 * 1.5 * 1e-9 // result gas × 0.01 gwei × safety factor

// TestLongAnswerFlipsToFeeBelowCostAsL1FeeRises: a 4096-token answer (16 768 bytes of
// calldata) with a 0.001 ETH fee is assigned while the L1 data fee is low, and skipped
// with fee_below_cost, and the fee that covers L2 gas plus its L1 data fee, once the L1
// fee per byte reaches a busy L1's 1e11 wei, though its fee still covers the L2 gas
// many times over.
func TestLongAnswerFlipsToFeeBelowCostAsL1FeeRises(t *testing.T) {
	cfg := DefaultConfig()
	r := req("long", "m", 1e15, 0)
	r.MaxTokens = 4096
	w := worker("0x1", 100, 0, 4, "m")
	bytes := 4096*4.0 + DefaultResultItemBytes
	const fixed = 2e13
	var flipped bool
	for _, perByte := range []int64{1e6, 1e8, 1e9, 1e10, 3e10, 1e11} {
		d := l2Plan(t, cfg, l1fee(perByte, fixed), []Request{r}, []Worker{w})
		cost := l2GasETH + fixed*1e-18 + float64(perByte)*1e-18*bytes
		if cost <= 1e15*1e-18 {
			if flipped || len(d.Assigned) != 1 {
				t.Fatalf("per byte %d: cost %g ETH is covered, got %+v", perByte, cost, d)
			}
			if got := d.Assigned[0].GasCostETH; !near(got, cost) {
				t.Errorf("per byte %d: gas_cost_eth %g, want %g", perByte, got, cost)
			}
			continue
		}
		flipped = true
		if len(d.Skipped) != 1 || d.Skipped[0].Reason != ReasonFeeBelowCost {
			t.Fatalf("per byte %d: cost %g ETH > fee, got %+v", perByte, cost, d)
		}
		needed, ok := new(big.Float).SetString(d.Skipped[0].FeeNeededWei)
		if !ok {
			t.Fatalf("fee_needed_wei %q", d.Skipped[0].FeeNeededWei)
		}
		if f, _ := needed.Float64(); !near(f*1e-18, cost) {
			t.Errorf("per byte %d: fee_needed_wei %s, want %g ETH", perByte, d.Skipped[0].FeeNeededWei, cost)
		}
		// And that fee is enough.
		paid := r
		paid.PriorityFeeWei = NewWei(0)
		paid.PriorityFeeWei.SetString(d.Skipped[0].FeeNeededWei, 10)
		if d := l2Plan(t, cfg, l1fee(perByte, fixed), []Request{paid}, []Worker{w}); len(d.Assigned) != 1 {
			t.Errorf("per byte %d: fee_needed_wei %s is not enough: %+v", perByte, d.Skipped[0].FeeNeededWei, d.Skipped)
		}
	}
	if !flipped {
		t.Fatal("never flipped to fee_below_cost")
	}
	// On L1 (no l1_fee) the same request is assigned at the L2 gas cost alone.
	d := l2Plan(t, cfg, nil, []Request{r}, []Worker{w})
	if len(d.Assigned) != 1 || !near(d.Assigned[0].GasCostETH, l2GasETH) {
		t.Fatalf("without l1_fee: %+v", d)
	}
}

// TestShortAnswerAssignedWithL1Part: a 16-token answer is assigned, and its gas cost is
// L2 gas + the transaction's fixed L1 part + its own bytes' L1 fee.
func TestShortAnswerAssignedWithL1Part(t *testing.T) {
	r := req("short", "m", 1e15, 0)
	r.MaxTokens = 16
	d := l2Plan(t, DefaultConfig(), l1fee(1e11, 2e13), []Request{r}, []Worker{worker("0x1", 100, 0, 4, "m")})
	if len(d.Assigned) != 1 {
		t.Fatalf("%+v", d)
	}
	want := l2GasETH + 2e13*1e-18 + 1e11*1e-18*(16*4+DefaultResultItemBytes)
	if a := d.Assigned[0]; !near(a.GasCostETH, want) || a.TotalCostETH < a.GasCostETH {
		t.Fatalf("gas_cost_eth %g (total %g), want %g", a.GasCostETH, a.TotalCostETH, want)
	}
}

// TestBatchingNeverDividesPerBytePart: joining an open batch of 3 (share 4) divides the
// L2 gas and the fixed L1 part by 4, and leaves the item's per-byte L1 fee whole.
func TestBatchingNeverDividesPerBytePart(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Matching.BatchingMinQueue = 0
	r := req("b", "m", 1e16, 0)
	r.MaxTokens = 1024
	r.Batchable = true
	w := worker("0x1", 100, 0, 8, "m")
	w.BatchMax, w.OpenBatch = 8, map[string]int{"m": 3}
	const perByte, fixed = 1e10, 4e13
	d := l2Plan(t, cfg, l1fee(perByte, fixed), []Request{r}, []Worker{w})
	if len(d.Assigned) != 1 || d.Assigned[0].BatchShare != 4 {
		t.Fatalf("%+v", d)
	}
	item := perByte * 1e-18 * (1024*4 + DefaultResultItemBytes)
	want := (l2GasETH+fixed*1e-18)/4 + item
	if got := d.Assigned[0].GasCostETH; !near(got, want) {
		t.Fatalf("gas_cost_eth %g, want %g (the per-byte part %g whole)", got, want, item)
	}
	// Alone (no open batch) the share is 1.
	w.OpenBatch = nil
	d = l2Plan(t, cfg, l1fee(perByte, fixed), []Request{r}, []Worker{w})
	if got := d.Assigned[0].GasCostETH; !near(got, l2GasETH+fixed*1e-18+item) {
		t.Fatalf("alone: gas_cost_eth %g", got)
	}
}

// TestSnapshotL1Fee: the pinned JSON decodes, and a bad part names itself.
func TestSnapshotL1Fee(t *testing.T) {
	s, err := DecodeSnapshot(strings.NewReader(`{"now_ms":1,"gas_price_gwei":0.01,"requests":[],"workers":[],
		"l1_fee":{"wei_per_byte":"100000000000","fixed_wei":"20000000000000"}}`))
	if err != nil {
		t.Fatal(err)
	}
	if s.L1Fee == nil || s.L1Fee.WeiPerByte.Int64() != 1e11 || s.L1Fee.FixedWei.Int64() != 2e13 {
		t.Fatalf("l1_fee %+v", s.L1Fee)
	}
	for _, tc := range []struct{ in, want string }{
		{`{"wei_per_byte":"-1","fixed_wei":"0"}`, `l1_fee.wei_per_byte: wei amount "-1" is not a non-negative decimal integer`},
		{`{"wei_per_byte":"1","fixed_wei":1}`, `l1_fee.fixed_wei: want a decimal string of wei, got 1`},
		{`{"wei_per_byte":"1","fixed":"1"}`, `l1_fee.fixed: unknown field`},
	} {
		_, err := DecodeSnapshot(strings.NewReader(`{"now_ms":1,"gas_price_gwei":0,"requests":[],"workers":[],"l1_fee":` + tc.in + `}`))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want %q", tc.in, err, tc.want)
		}
	}
}

func TestRoutingItemBytesValidated(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Routing.OutputBytesPerToken = -1
	cfg.Routing.ResultItemBytes = 2 << 20
	err := cfg.Validate()
	for _, want := range []string{"routing.output_bytes_per_token: must be a finite number ≥ 0, got -1", "routing.result_item_bytes: must be at most 1048576"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("got %v, want %q", err, want)
		}
	}
}
