package verification

import (
	"errors"
	"fmt"
	"math"

	"github.com/infersched/infersched/internal/validate"
)

// Bounds of verification thresholds (wire/infer scores a transcript against them).
const (
	maxRank      = 1<<31 - 1
	maxGapNats   = 1e5
	scoreScale   = 1_000_000
	maxMinTokens = 1 << 18
)

// Thresholds decide a verdict. A token is an outlier when, at temperature 0, its rank
// exceeds MaxRank or its gap to the verifier's best exceeds MaxGap nats; at temperature
// T > 0, when it lies outside the document's top_k/top_p or its gap divided by T exceeds
// MaxTemperedGap; at any temperature, when the log-probability the transcript reports
// for it differs from the verifier's by more than MaxLogprobDiff nats (0: not checked),
// which tells apart a worker that ran other weights, or the same weights quantized,
// even where it picked the same tokens. A result passes when at most MaxOutliersPPM of its scored tokens (in
// parts per million) are outliers; fewer than MinTokens scored tokens pass only when no
// token is an outlier. A result sampled at T > 0 with at least MinTokens tokens (and at
// least one) fails too when the mean of its tokens' gaps divided by T exceeds
// MaxMeanTemperedGap (0: not checked): a hotter sampler than claimed stands a little
// further off at most of its tokens, which a per-token allowance sized for the honest
// tail lets through and the mean over the whole result does not.
type Thresholds struct {
	// MaxRank is the worst rank, among the verifier's candidates, a greedy token may
	// have.
	MaxRank int64 `json:"max_rank" yaml:"max_rank"`
	// MaxGap is the largest log-probability gap (nats) of a greedy token to the
	// verifier's best.
	MaxGap float64 `json:"max_gap" yaml:"max_gap"`
	// MaxTemperedGap is the largest gap divided by the temperature of a sampled token.
	MaxTemperedGap float64 `json:"max_tempered_gap" yaml:"max_tempered_gap"`
	// MaxLogprobDiff is the largest difference (nats) between the log-probability the
	// transcript reports and the verifier's; 0: not checked.
	MaxLogprobDiff float64 `json:"max_logprob_diff,omitempty" yaml:"max_logprob_diff"`
	// MaxOutliersPPM is the share of outlier tokens a result may have and pass, in parts
	// per million.
	MaxOutliersPPM uint32 `json:"max_outliers_ppm" yaml:"max_outliers_ppm"`
	// MinTokens is how many scored tokens a result needs for max_outliers_ppm to apply;
	// with fewer, no outlier passes.
	MinTokens int `json:"min_tokens" yaml:"min_tokens"`
	// MaxMeanTemperedGap is the largest mean, over a sampled result's tokens, of the gap
	// divided by the temperature; 0: not checked. Omitted from JSON when 0, so that
	// thresholds without it encode as they always did (verification jobs and
	// decision-log records hash them).
	MaxMeanTemperedGap float64 `json:"max_mean_tempered_gap,omitempty" yaml:"max_mean_tempered_gap"`
}

// ErrInvalidThresholds wraps every problem of thresholds.
var ErrInvalidThresholds = errors.New("invalid verification thresholds")

// Validate checks the thresholds are usable: all problems at once.
func (th Thresholds) Validate() error {
	var p validate.Problems
	p.Check(th.MaxRank >= 1 && th.MaxRank <= maxRank, "max_rank", "must be in [1, %d], got %d", int64(maxRank), th.MaxRank)
	p.Check(finiteIn(th.MaxGap, 0, maxGapNats), "max_gap", "must be in [0, %g] nats, got %v", float64(maxGapNats), th.MaxGap)
	p.Check(finiteIn(th.MaxTemperedGap, 0, maxGapNats), "max_tempered_gap", "must be in [0, %g], got %v", float64(maxGapNats), th.MaxTemperedGap)
	p.Check(finiteIn(th.MaxLogprobDiff, 0, maxGapNats), "max_logprob_diff", "must be in [0, %g] nats, got %v", float64(maxGapNats), th.MaxLogprobDiff)
	p.Check(th.MaxOutliersPPM <= scoreScale, "max_outliers_ppm", "must be at most %d, got %d", scoreScale, th.MaxOutliersPPM)
	p.Check(finiteIn(th.MaxMeanTemperedGap, 0, maxGapNats), "max_mean_tempered_gap", "must be in [0, %g], got %v", float64(maxGapNats), th.MaxMeanTemperedGap)
	p.Check(th.MinTokens >= 0 && th.MinTokens <= maxMinTokens, "min_tokens", "must be in [0, %d], got %d", maxMinTokens, th.MinTokens)
	if err := p.Err(); err != nil {
		return fmt.Errorf("%w: %w", ErrInvalidThresholds, err)
	}
	return nil
}

func finiteIn(v, lo, hi float64) bool { return !math.IsNaN(v) && v >= lo && v <= hi }
