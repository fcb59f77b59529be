package infer

import (
	"fmt"
	"math"
	"strconv"

	"github.com/infersched/infersched/wire"
)

// Scoring a transcript. A verifier cannot re-run a generation and expect the same bytes
// (batch size, kernels and hardware move the log-probabilities; a near-tie then forks
// the text), so it re-scores the claimed tokens instead: one teacher-forced pass of its
// own model over the prompt and the claimed output gives, at each generated position,
// where the claimed token stands in the verifier's distribution. An honest worker's
// tokens are the verifier's most likely ones (greedy) or lie inside the sampling the
// document allowed; a liar's (another model, another quantization, fabricated or
// shuffled tokens, a hotter temperature) stand further off at many positions. The
// verdict counts the positions beyond thresholds calibrated on honest runs.
//
// Everything the verdict compares is an integer: log-probability gaps in micro-nats and
// fractions in parts per million (ScoreScale), so that it depends on neither the float
// formatting of the numbers nor on the order of a map they came from.

// ScoreScale is a score's unit: parts per million (contracts.ScoreScale).
const ScoreScale = 1_000_000

// Position is the verifier's view of one claimed token: its log-probability and rank in
// the verifier's own distribution (rank 1: the verifier's most likely token) and the
// verifier's most likely alternatives (vLLM's prompt_logprobs at that position). Top
// may be in any order and may hold the claimed token.
type Position struct {
	Logprob float64
	Rank    int64
	Top     []TopLogprob
}

// Thresholds decide a verdict (wire.Thresholds: the scheduler publishes them in the
// verification job, so the verifier applies what the decision log shows).
type Thresholds = wire.Thresholds

// DefaultThresholds were tuned by hand on the test kit's tiny F32 model over thread
// counts and batch sizes. They failed 10 of 2 000 honest results of that engine where
// thresholds calibrated by Calibrate failed none (docs/benchmarks.md): a deployment
// calibrates its own (`infersched verify calibrate`).
var DefaultThresholds = Thresholds{MaxRank: 2, MaxGap: 0.05, MaxTemperedGap: 9, MaxLogprobDiff: 0.02, MaxOutliersPPM: 40_000, MinTokens: 16}

// TokenScore is one claimed token as the verifier saw it.
type TokenScore struct {
	// Rank in the verifier's distribution (1: its most likely).
	Rank int64
	// GapMicro is the verifier's best log-probability minus the claimed token's, in
	// micro-nats (≥ 0).
	GapMicro int64
	// Allowed: inside the document's top_k and top_p (always true at temperature 0).
	Allowed bool
	// DiffMicro is |the transcript's log-probability − the verifier's|, in micro-nats.
	DiffMicro int64
	// Outlier: beyond the thresholds.
	Outlier bool
}

// Verdict is the decision on one transcript. Score is the share of scored tokens that
// are outliers, in ScoreScale units (ResultVerifier's "share of tokens outside the
// verifier's tolerance"): 0 for a transcript the verifier agrees with everywhere.
type Verdict struct {
	Pass     bool
	Score    uint32
	Tokens   int
	Outliers int
	// Reason says why a failing verdict failed (empty when it passes).
	Reason string
}

// Score decides a transcript from the verifier's view of each of its output tokens
// (positions[i] for t.Output[i]). It is pure and total: an unusable input is an error,
// never a panic; a transcript whose tokens the verifier could not score (no prompt
// ids, a wrong count of positions) is an error for the caller to turn into a failing
// verdict.
func Score(t Transcript, positions []Position, th Thresholds) (Verdict, []TokenScore, error) {
	if err := th.Validate(); err != nil {
		return Verdict{}, nil, err
	}
	if len(positions) != len(t.Output) {
		return Verdict{}, nil, fmt.Errorf("%d scored positions for %d output tokens", len(positions), len(t.Output))
	}
	temp := 1.0
	if t.Sampling.Temperature != nil {
		temp = *t.Sampling.Temperature
	}
	greedy := temp == 0
	maxGap := micro(th.MaxGap)
	maxTempered := micro(th.MaxTemperedGap)
	maxDiff := micro(th.MaxLogprobDiff)
	scores := make([]TokenScore, len(positions))
	outliers := 0
	var gapSum int64 // micro-nats: an integer sum, the same in any order
	for i, pos := range positions {
		s, err := scoreToken(t.Output[i].ID, pos, t.Sampling.Sampling)
		if err != nil {
			return Verdict{}, nil, fmt.Errorf("position %d: %w", i, err)
		}
		if greedy {
			s.Outlier = s.Rank > th.MaxRank || s.GapMicro > maxGap
		} else {
			s.Outlier = !s.Allowed || float64(s.GapMicro)/temp > float64(maxTempered)
		}
		gapSum += s.GapMicro
		s.DiffMicro = micro(t.Output[i].Logprob) - micro(pos.Logprob)
		if s.DiffMicro < 0 {
			s.DiffMicro = -s.DiffMicro
		}
		if maxDiff > 0 && s.DiffMicro > maxDiff {
			s.Outlier = true
		}
		if s.Outlier {
			outliers++
		}
		scores[i] = s
	}
	v := Verdict{Tokens: len(scores), Outliers: outliers}
	if n := len(scores); n > 0 {
		v.Score = uint32(int64(outliers) * ScoreScale / int64(n))
	}
	switch {
	case len(scores) < th.MinTokens && outliers > 0:
		v.Reason = fmt.Sprintf("%d of %d tokens beyond the thresholds, and fewer than %d tokens allow none", outliers, len(scores), th.MinTokens)
	case int64(outliers)*ScoreScale > int64(th.MaxOutliersPPM)*int64(len(scores)):
		v.Reason = fmt.Sprintf("%d of %d tokens beyond the thresholds, more than %d ppm", outliers, len(scores), th.MaxOutliersPPM)
	case !greedy && judgesMean(len(scores), th) && meanTempered(gapSum, len(scores), temp) > float64(micro(th.MaxMeanTemperedGap)):
		v.Reason = fmt.Sprintf("the mean tempered gap of its %d tokens is %.6g, more than %g: sampled hotter than temperature %g",
			len(scores), meanTempered(gapSum, len(scores), temp)/1e6, th.MaxMeanTemperedGap, temp)
	default:
		v.Pass = true
	}
	return v, scores, nil
}

// judgesMean says whether a sampled result of n tokens is judged by its mean tempered
// gap: when the threshold is set and the result has at least MinTokens tokens (and one),
// since the mean of a few tokens is as wide as the honest tail of one.
func judgesMean(n int, th Thresholds) bool {
	return th.MaxMeanTemperedGap > 0 && n >= max(th.MinTokens, 1)
}

// meanTempered is the mean tempered gap, in micro-nats, of n tokens whose gaps sum to
// gapSum micro-nats at temperature temp (> 0).
func meanTempered(gapSum int64, n int, temp float64) float64 {
	return float64(gapSum) / float64(n) / temp
}

// EndReason says why the end of a transcript is a lie, or "" when it is not: an output
// that claims it reached max_tokens ("length") and is shorter was cut; a greedy output
// that claims the model stopped ("stop", with no stop strings that could end it
// instead) where the verifier's own greedy next token does not end the generation was
// cut too.
func EndReason(t Transcript, verifierStops bool) string {
	switch {
	case t.FinishReason == "length" && int64(len(t.Output)) < t.Sampling.MaxTokens:
		return fmt.Sprintf("the output claims to reach max_tokens %d with %d tokens", t.Sampling.MaxTokens, len(t.Output))
	case t.FinishReason == "stop" && t.Sampling.Greedy() && len(t.Sampling.Stop) == 0 && !verifierStops:
		return fmt.Sprintf("the output claims the model stopped after %d tokens; the verifier's model goes on", len(t.Output))
	}
	return ""
}

// scoreToken places the claimed token id in the verifier's view pos.
func scoreToken(id int64, pos Position, s Sampling) (TokenScore, error) {
	if !validLogprob(pos.Logprob) {
		return TokenScore{}, fmt.Errorf("logprob must be in [%g, %g], got %v", float64(MinLogprob), MaxLogprob, pos.Logprob)
	}
	if pos.Rank < 1 || pos.Rank > MaxTokenID {
		return TokenScore{}, fmt.Errorf("rank must be in [1, %d], got %d", int64(MaxTokenID), pos.Rank)
	}
	best := pos.Logprob
	for j, a := range pos.Top {
		if !validLogprob(a.Logprob) {
			return TokenScore{}, fmt.Errorf("top[%d]: logprob must be in [%g, %g], got %v", j, float64(MinLogprob), MaxLogprob, a.Logprob)
		}
		best = max(best, a.Logprob)
	}
	gap := micro(best) - micro(pos.Logprob)
	ts := TokenScore{Rank: pos.Rank, GapMicro: gap, Allowed: true}
	if s.TopK != nil && *s.TopK > 0 && pos.Rank > *s.TopK {
		ts.Allowed = false
	}
	if s.TopP != nil && *s.TopP < 1 {
		// The claimed token is inside top-p when the tokens strictly more likely than it
		// hold less than top_p of the mass.
		var above int64
		seen := map[int64]bool{}
		for _, a := range pos.Top {
			if a.ID != id && !seen[a.ID] && micro(a.Logprob) > micro(pos.Logprob) {
				seen[a.ID] = true
				above += int64(math.Round(math.Exp(a.Logprob) * ScoreScale))
			}
		}
		if above >= int64(math.Round(*s.TopP*ScoreScale)) {
			ts.Allowed = false
		}
	}
	return ts, nil
}

// micro is v in millionths, rounded: the unit every comparison uses.
func micro(v float64) int64 { return int64(math.Round(v * 1e6)) }

// String writes a verdict for logs.
func (v Verdict) String() string {
	s := "pass"
	if !v.Pass {
		s = "fail: " + v.Reason
	}
	return s + " (score " + strconv.FormatUint(uint64(v.Score), 10) + "/" + strconv.Itoa(ScoreScale) + ", " +
		strconv.Itoa(v.Outliers) + " of " + strconv.Itoa(v.Tokens) + " tokens beyond)"
}
