package retryafter

import (
	"fmt"
	"math"
	"sort"

	"github.com/infersched/infersched/internal/validate"
)

// DefaultModel is the processing_ms key that applies to every model without its own.
const DefaultModel = "default"

// Config is the scheduler.retry_after section. Every field can change at run time: a
// new Config is validated as a whole and then replaces the old one (the type is a plain
// value; callers swap it, they do not mutate one in use).
type Config struct {
	// MinSeconds and MaxSeconds clamp every Retry-After (seconds). 1 ≤ min < max.
	MinSeconds int64 `yaml:"min_seconds" json:"min_seconds"`
	// MaxSeconds is the longest Retry-After given, in seconds.
	MaxSeconds int64 `yaml:"max_seconds" json:"max_seconds"`
	// SafetyMargin M multiplies every estimate by (1 + M) before rounding; in [0, 1].
	// It is taken to 9 decimal places, so that 0.2 is exactly ×1.2.
	SafetyMargin float64 `yaml:"safety_margin" json:"safety_margin"`
	// BlockMS is the chain's block interval, used for requests still waiting for
	// confirmations.
	BlockMS int64 `yaml:"block_ms" json:"block_ms"`
	// TxConfirmationMS (T) is how long a worker's result transaction takes to confirm.
	TxConfirmationMS int64 `yaml:"tx_confirmation_ms" json:"tx_confirmation_ms"`
	// ProcessingMS (P) is the nominal processing time per model; the key "default"
	// applies to the others and must be present.
	ProcessingMS map[string]int64 `yaml:"processing_ms" json:"processing_ms"`
	// DefaultDrainRateTPS (D) is the assignments per second assumed for a model with no
	// measured drain rate. 0 means "unknown": such requests get max_seconds.
	DefaultDrainRateTPS float64 `yaml:"default_drain_rate_tps" json:"default_drain_rate_tps"`
	// BackoffSteps (key backoff) is the table for assigned requests past their expected
	// finish: thresholds (seconds overdue) strictly increasing, from any value ≥ 0.
	// (Named so because Backoff is the method that reads it.)
	BackoffSteps []Step `yaml:"backoff" json:"backoff"`
}

// DefaultConfig returns seed 000's values, with a 12 s block (Ethereum mainnet slot) and
// 10 assignments/s as the default drain rate.
func DefaultConfig() Config {
	return Config{
		MinSeconds:          1,
		MaxSeconds:          300,
		SafetyMargin:        0.2,
		BlockMS:             12000,
		TxConfirmationMS:    250,
		ProcessingMS:        map[string]int64{DefaultModel: 2000},
		DefaultDrainRateTPS: 10,
		BackoffSteps: []Step{
			{ElapsedS: 0, RetryS: 4},
			{ElapsedS: 60, RetryS: 10},
			{ElapsedS: 120, RetryS: 30},
			{ElapsedS: 300, RetryS: 60},
			{ElapsedS: 900, RetryS: 300},
		},
	}
}

// Validate reports every problem of c at once (seed 000 §3.5 plus the nominal times),
// each with its key relative to the retry_after section.
func (c Config) Validate() error {
	var p validate.Problems
	p.Check(c.MinSeconds >= 1, "min_seconds", "must be at least 1, got %d", c.MinSeconds)
	p.Check(c.MinSeconds < c.MaxSeconds, "max_seconds", "must be above min_seconds (%d), got %d", c.MinSeconds, c.MaxSeconds)
	p.Check(c.SafetyMargin >= 0 && c.SafetyMargin <= 1, "safety_margin", "must be within [0, 1], got %v", c.SafetyMargin)
	p.Check(c.BlockMS > 0, "block_ms", "must be positive, got %d", c.BlockMS)
	p.Check(c.TxConfirmationMS > 0, "tx_confirmation_ms", "must be positive, got %d", c.TxConfirmationMS)
	if _, ok := c.ProcessingMS[DefaultModel]; !ok {
		p.Addf("processing_ms", "must have the key %q", DefaultModel)
	}
	models := make([]string, 0, len(c.ProcessingMS))
	for m := range c.ProcessingMS {
		models = append(models, m)
	}
	sort.Strings(models)
	for _, m := range models {
		p.Check(m != "", "processing_ms", "model names must not be empty")
		p.Check(c.ProcessingMS[m] > 0, validate.Join("processing_ms", m), "must be positive, got %d", c.ProcessingMS[m])
	}
	d := c.DefaultDrainRateTPS
	p.Check(d >= 0 && !math.IsInf(d, 1), "default_drain_rate_tps", "must be a finite number ≥ 0, got %v", d)
	p.Check(len(c.BackoffSteps) > 0, "backoff", "must have at least one [elapsed_s, retry_s] step")
	for i, s := range c.BackoffSteps {
		key := fmt.Sprintf("backoff[%d]", i)
		p.Check(s.ElapsedS >= 0, key, "elapsed_s must not be negative, got %d", s.ElapsedS)
		p.Check(s.RetryS > 0, key, "retry_s must be positive, got %d", s.RetryS)
		if i == 0 {
			continue
		}
		prev := c.BackoffSteps[i-1].ElapsedS
		switch {
		case s.ElapsedS == prev:
			p.Addf(key, "duplicate threshold %d s", s.ElapsedS)
		case s.ElapsedS < prev:
			p.Addf(key, "thresholds must be strictly increasing: %d s after %d s", s.ElapsedS, prev)
		}
	}
	return p.Err()
}

// ProcessingFor returns P for model: its own nominal time, else the default's.
func (c Config) ProcessingFor(model string) int64 {
	if v, ok := c.ProcessingMS[model]; ok {
		return v
	}
	return c.ProcessingMS[DefaultModel]
}
