package scheduler

import (
	"bytes"
	"encoding/json"
	"math"
	"math/big"
	"strings"
	"testing"
	"time"

	"pgregory.net/rapid"
)

// Values an operator (or a stolen admin token) could send that used to be accepted and
// then turned scores into +Inf or NaN (such as fee_weight = 1e308 with a 1 ETH fee).
func TestValidateRefusesScoreBreakingValues(t *testing.T) {
	for _, tc := range []struct {
		key string
		set func(*Config)
	}{
		{"priority.fee_weight", func(c *Config) { c.Priority.FeeWeight = 1e308 }},
		{"priority.fee_weight", func(c *Config) { c.Priority.FeeWeight = math.MaxFloat64 }},
		{"priority.wait_weight", func(c *Config) { c.Priority.WaitWeight = 1e300 }},
		{"priority.deadline_weight", func(c *Config) { c.Priority.DeadlineWeight = 1e200 }},
		{"priority.deadline_horizon", func(c *Config) { c.Priority.DeadlineHorizon = Duration(math.MaxInt64) }},
		{"routing.result_gas", func(c *Config) { c.Routing.ResultGas = 1e308 }},
		{"routing.delay_gas_per_second", func(c *Config) { c.Routing.DelayGasPerSecond = 1e308 }},
		{"routing.gas_price_safety_factor", func(c *Config) { c.Routing.GasPriceSafetyFactor = 1e308 }},
		{"routing.default_complexity", func(c *Config) { c.Routing.DefaultComplexity = 1e308 }},
		{"routing.model_complexity.m", func(c *Config) { c.Routing.ModelComplexity = map[string]float64{"m": 1e308} }},
		{"routing.failure_weight", func(c *Config) { c.Routing.FailureWeight = 1e308 }},
		{"matching.deadline_stretch", func(c *Config) { c.Matching.DeadlineStretch = -0.1 }},
		{"matching.deadline_stretch", func(c *Config) { c.Matching.DeadlineStretch = MaxDeadlineStretch + 0.01 }},
		{"matching.deadline_stretch", func(c *Config) { c.Matching.DeadlineStretch = math.NaN() }},
		{"matching.deadline_stretch", func(c *Config) { c.Matching.DeadlineStretch = math.Inf(1) }},
	} {
		c := DefaultConfig()
		c.Routing.SeedMode = false
		tc.set(&c)
		err := c.Validate()
		if err == nil || !strings.Contains(err.Error(), tc.key) {
			t.Errorf("%s: Validate() = %v, want an error naming it", tc.key, err)
		}
	}
	c := DefaultConfig()
	c.Priority.FeeWeight, c.Routing.ResultGas = MaxWeight, MaxResultGas
	c.Matching.DeadlineStretch = MaxDeadlineStretch
	if err := c.Validate(); err != nil {
		t.Errorf("the bounds themselves are refused: %v", err)
	}
}

func TestDecodeSnapshotRefusesHugeGasPrice(t *testing.T) {
	for _, gas := range []string{"1e308", "1.7976931348623157e308", "1e13"} {
		_, err := DecodeSnapshot(strings.NewReader(`{"now_ms": 1, "gas_price_gwei": ` + gas + `, "requests": [], "workers": []}`))
		if err == nil || !strings.Contains(err.Error(), "gas_price_gwei") {
			t.Errorf("gas_price_gwei %s: %v, want an error naming it", gas, err)
		}
	}
}

// For any configuration that validates and any snapshot that decodes, every number of
// the plan is finite (so the decision record always encodes): the draws push every
// weight, fee, gas price, latency and time to the extremes, and inputs that do not pass
// validation are skipped.
func TestPlanIsFiniteForAnyValidInput(t *testing.T) {
	maxWei := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
	rapid.Check(t, func(t *rapid.T) {
		cfg := genConfig(t)
		// Mostly values within the bounds, up to the bounds themselves; now and then one
		// beyond them (then the config must not validate, and the draw is skipped).
		pick := func(name string, lo, max float64) float64 {
			return rapid.SampledFrom([]float64{lo, lo, 1e-300 + lo, 1 + lo, 3 + lo, max, max, max, max, 1e308}).Draw(t, name)
		}
		cfg.Priority.FeeWeight, cfg.Priority.WaitWeight, cfg.Priority.DeadlineWeight =
			pick("fw", 0, MaxWeight), pick("ww", 0, MaxWeight), pick("dw", 0, MaxWeight)
		cfg.Priority.FeeUnitWei = WeiFromBig(big.NewInt(rapid.SampledFrom([]int64{1, 1e9, 1e18}).Draw(t, "unit")))
		cfg.Priority.DeadlineHorizon = Duration(rapid.SampledFrom([]time.Duration{time.Millisecond, time.Minute, MaxDeadlineHorizon.D()}).Draw(t, "horizon"))
		cfg.Routing.ResultGas, cfg.Routing.DelayGasPerSecond = pick("rg", 0, MaxResultGas), pick("dgps", 0, MaxDelayGasPerSecond)
		cfg.Routing.GasPriceSafetyFactor, cfg.Routing.DefaultComplexity = pick("sf", 1, MaxGasPriceSafetyFactor), pick("cx", 1e-300, MaxComplexity)
		if !cfg.Routing.SeedMode {
			cfg.Routing.FailureWeight = pick("fail", 0, MaxFailureWeight)
		}
		if cfg.Validate() != nil {
			t.Skip("config does not validate")
		}

		s := genSnapshot(t, 40, 10)
		s.GasPriceGwei = rapid.SampledFrom([]float64{0, 1e-9, 30, MaxGasPriceGwei, MaxGasPriceGwei, 1e300}).Draw(t, "gas")
		for i := range s.Requests {
			switch rapid.IntRange(0, 3).Draw(t, "feekind") {
			case 0:
				s.Requests[i].PriorityFeeWei = WeiFromBig(maxWei)
			case 1:
				s.Requests[i].PriorityFeeWei = WeiFromBig(new(big.Int).Exp(big.NewInt(10), big.NewInt(30), nil))
			}
			if rapid.Bool().Draw(t, "old") {
				s.Requests[i].SubmittedAtMS = 0
			}
			if rapid.Bool().Draw(t, "far") {
				s.Requests[i].DeadlineMS = 1 << 53
			}
		}
		for i := range s.Workers {
			s.Workers[i].AvgLatencyMS = rapid.SampledFrom([]float64{0, 1, 1 << 53, 1 << 53}).Draw(t, "lat")
		}
		var buf bytes.Buffer
		if err := json.NewEncoder(&buf).Encode(s); err != nil {
			t.Fatal(err)
		}
		decoded, err := DecodeSnapshot(&buf)
		if err != nil {
			t.Skip("snapshot does not decode")
		}

		d := Plan(decoded, cfg)
		for _, a := range d.Assigned {
			for name, v := range map[string]float64{"score": a.Score, "estimated_latency_ms": a.EstimatedLatencyMS,
				"gas_cost_eth": a.GasCostETH, "total_cost_eth": a.TotalCostETH} {
				if math.IsNaN(v) || math.IsInf(v, 0) {
					t.Fatalf("assignment %s: %s = %v (config %+v, gas %v)", a.RequestID, name, v, cfg, decoded.GasPriceGwei)
				}
			}
		}
		if _, err := json.Marshal(d); err != nil {
			t.Fatalf("the plan does not encode: %v", err)
		}
	})
}
