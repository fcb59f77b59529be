package scheduler

import (
	"math"
	"math/big"
	"testing"

	"pgregory.net/rapid"
)

// cbReq is req with a callback of gas.
func cbReq(id string, fee int64, gas uint32) Request {
	r := req(id, "m", fee, 0)
	r.CallbackGasLimit = gas
	return r
}

// TestCallbackGasPriced: a request's callback gas is added to its route's gas cost whole
// (100 000 gas × 10 gwei × 1.5 = 0.0015 ETH), on the same worker as without it.
func TestCallbackGasPriced(t *testing.T) {
	ws := []Worker{worker("0x1", 100, 0, 4, "m"), worker("0x2", 300, 0, 4, "m")}
	plain := planOne(t, DefaultConfig(), []Request{cbReq("a", 1e16, 0)}, ws)
	cb := planOne(t, DefaultConfig(), []Request{cbReq("a", 1e16, 100_000)}, ws)
	if len(plain.Assigned) != 1 || len(cb.Assigned) != 1 || plain.Assigned[0].WorkerID != cb.Assigned[0].WorkerID {
		t.Fatalf("plain %+v, with callback %+v", plain.Assigned, cb.Assigned)
	}
	for name, d := range map[string]float64{
		"gas_cost_eth":   cb.Assigned[0].GasCostETH - plain.Assigned[0].GasCostETH,
		"total_cost_eth": cb.Assigned[0].TotalCostETH - plain.Assigned[0].TotalCostETH,
	} {
		if math.Abs(d-0.0015) > 1e-15 {
			t.Errorf("%s grew by %v, want 0.0015", name, d)
		}
	}
}

// TestCallbackGasNotSharedByABatch: in a batch of 4 the result gas is shared, the
// callback gas is not.
func TestCallbackGasNotSharedByABatch(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Matching.BatchingMinQueue = 0
	w := worker("0x1", 100, 3, 8, "m")
	w.BatchMax, w.OpenBatch = 8, map[string]int{"m": 3}
	r := cbReq("a", 1e16, 100_000)
	r.Batchable = true
	d := planOne(t, cfg, []Request{r}, []Worker{w})
	if len(d.Assigned) != 1 || d.Assigned[0].BatchShare != 4 {
		t.Fatalf("assigned %+v", d.Assigned)
	}
	want := (150_000.0/4 + 100_000) * 10 * 1.5 * 1e-9
	if got := d.Assigned[0].GasCostETH; math.Abs(got-want) > 1e-15 {
		t.Fatalf("gas_cost_eth %v, want %v", got, want)
	}
}

// TestCallbackGasFeeFloor: a fee that covers the result gas but not the callback waits
// as fee_below_cost, and the fee_needed_wei it is told covers both: (150 000 + 100 000)
// gas × 10 gwei × 1.5.
func TestCallbackGasFeeFloor(t *testing.T) {
	ws := []Worker{worker("0x1", 100, 0, 4, "m")}
	d := planOne(t, DefaultConfig(), []Request{cbReq("a", 3e15, 100_000)}, ws)
	if len(d.Skipped) != 1 || d.Skipped[0].Reason != ReasonFeeBelowCost {
		t.Fatalf("skipped %+v", d.Skipped)
	}
	needed, ok := new(big.Int).SetString(d.Skipped[0].FeeNeededWei, 10)
	if !ok || needed.Cmp(big.NewInt(3_750_000_000_000_000)) < 0 || needed.Cmp(big.NewInt(3_750_000_000_000_002)) > 0 {
		t.Fatalf("fee_needed_wei = %s, want 3750000000000000 (+ float rounding)", d.Skipped[0].FeeNeededWei)
	}
	r := cbReq("a", 0, 100_000)
	r.PriorityFeeWei = WeiFromBig(needed)
	if d := planOne(t, DefaultConfig(), []Request{r}, ws); len(d.Assigned) != 1 {
		t.Fatalf("the fee needed is not enough: %+v", d.Skipped)
	}
}

// TestCallbackGasChangesNoRoute: without the fee floor, giving every request a callback
// changes no assignment and raises each one's gas cost by exactly its callback's cost.
func TestCallbackGasChangesNoRoute(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := genSnapshot(t, 30, 10)
		cfg := genConfig(t)
		cfg.Routing.FeeFloor = false
		base := Plan(s, cfg)
		with := *s
		with.Requests = append([]Request(nil), s.Requests...)
		gas := map[string]uint32{}
		for i := range with.Requests {
			g := rapid.Uint32Range(0, MaxCallbackGasLimit).Draw(t, "callback gas")
			with.Requests[i].CallbackGasLimit = g
			gas[with.Requests[i].ID] = g
		}
		if err := with.Validate(); err != nil {
			t.Fatal(err)
		}
		got := Plan(&with, cfg)
		if len(got.Assigned) != len(base.Assigned) {
			t.Fatalf("%d assigned with callbacks, %d without", len(got.Assigned), len(base.Assigned))
		}
		for i, a := range got.Assigned {
			b := base.Assigned[i]
			if a.RequestID != b.RequestID || a.WorkerID != b.WorkerID || a.BatchShare != b.BatchShare {
				t.Fatalf("assignment %d: %+v with callbacks, %+v without", i, a, b)
			}
			want := float64(gas[a.RequestID]) * s.GasPriceGwei * cfg.Routing.GasPriceSafetyFactor * 1e-9
			if d := a.GasCostETH - b.GasCostETH; math.Abs(d-want) > 1e-9*math.Max(1, want) {
				t.Fatalf("request %s: gas cost grew by %v, want %v", a.RequestID, d, want)
			}
		}
	})
}
