package infer

import (
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// noisySample is the verifier's view of an honest run of the distribution top: the claimed
// token's log-probability moved by the engine's noise, the transcript's own report
// moved by another.
func noisySample(t *rapid.T, temp float64, n int) Sample {
	runs := verifierRun(t, n)
	var s Sample
	tr := transcriptOf(nil, temp)
	for _, top := range runs {
		k := 0
		if temp > 0 {
			k = rapid.IntRange(0, min(2, len(top)-1)).Draw(t, "sampled rank")
		}
		id := top[k].ID
		pos := positionOf(id, top, 5)
		reported := pos.Logprob - rapid.Float64Range(0, 0.01).Draw(t, "noise")
		tr.Output = append(tr.Output, Token{ID: id, Logprob: reported})
		s.Positions = append(s.Positions, pos)
	}
	tr.Sampling.MaxTokens = int64(n + 1)
	s.Transcript = tr
	return s
}

// Every honest sample a calibration saw passes at the thresholds it suggests, which
// are valid; the same samples with their alternatives listed in another order give
// the same calibration.
func TestCalibrateSuggestsWhatEveryHonestSamplePasses(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var samples []Sample
		for range rapid.IntRange(1, 8).Draw(t, "results") {
			temp := rapid.SampledFrom([]float64{0, 0.7, 1.3}).Draw(t, "temperature")
			samples = append(samples, noisySample(t, temp, rapid.IntRange(1, 40).Draw(t, "tokens")))
		}
		c, err := Calibrate(samples)
		if err != nil {
			t.Fatal(err)
		}
		if err := c.Suggested.Validate(); err != nil {
			t.Fatalf("suggested %+v: %v", c.Suggested, err)
		}
		if c.Failing != 0 {
			t.Fatalf("%d honest samples fail at the suggested %+v", c.Failing, c.Suggested)
		}
		for i, s := range samples {
			v, _, err := Score(s.Transcript, s.Positions, c.Suggested)
			if err != nil || !v.Pass {
				t.Fatalf("sample %d: %v %v at %+v", i, v, err, c.Suggested)
			}
		}
		for _, s := range samples {
			for _, p := range s.Positions {
				slices.Reverse(p.Top)
			}
		}
		again, err := Calibrate(samples)
		if err != nil || again.Suggested != c.Suggested || again.Honest != c.Honest {
			t.Fatalf("the order of the alternatives changed the calibration: %+v vs %+v (%v)", again, c, err)
		}
	})
}

// The margin rule on a hand-made distribution: two greedy results (one a near tie at
// rank 2), one sampled.
func TestCalibrateMarginRule(t *testing.T) {
	top := func(lps ...float64) []TopLogprob {
		var out []TopLogprob
		for i, lp := range lps {
			out = append(out, TopLogprob{ID: int64(i), Logprob: lp})
		}
		return out
	}
	greedy := func(ids []int64, reported []float64, tops [][]TopLogprob) Sample {
		zero := 0.0
		s := Sample{Transcript: Transcript{Sampling: TranscriptSampling{Sampling: Sampling{Temperature: &zero}, MaxTokens: 100}}}
		for i, id := range ids {
			s.Transcript.Output = append(s.Transcript.Output, Token{ID: id, Logprob: reported[i]})
			s.Positions = append(s.Positions, positionOf(id, tops[i], 5))
		}
		return s
	}
	var ids []int64
	var reported []float64
	var tops [][]TopLogprob
	for range 40 {
		ids, reported, tops = append(ids, 0), append(reported, -0.5), append(tops, top(-0.5, -1))
	}
	a := greedy(ids, reported, tops)
	// A near tie: the claimed token is the verifier's second by 0.002; reported 0.003 off.
	b := greedy([]int64{1}, []float64{-0.693}, [][]TopLogprob{top(-0.694, -0.696)})
	temp := 0.5
	sampled := Sample{Transcript: Transcript{Sampling: TranscriptSampling{Sampling: Sampling{Temperature: &temp}, MaxTokens: 100}}}
	for i := range 100 {
		// Claimed the verifier's second at gap 0.01 … 1 nat: tempered gap 2·gap.
		gap := float64(i+1) / 100
		tp := top(-0.1, -0.1-gap)
		sampled.Transcript.Output = append(sampled.Transcript.Output, Token{ID: 1, Logprob: -0.1 - gap})
		sampled.Positions = append(sampled.Positions, positionOf(1, tp, 5))
	}
	c, err := Calibrate([]Sample{a, b, sampled})
	if err != nil {
		t.Fatal(err)
	}
	// diff: 0.003 (b) → 0.006; rank 2 → 3; gap max(0.002, 0.003) → 0.006; tempered
	// p99 of 100 values, 1.98, above which 1 of the 100 sampled tokens lies: rate 1 %;
	// the median result has 40 tokens, of which more than 6 are outliers with
	// probability below 1e-6 at that rate: 6/40 = 150 000 ppm; min_tokens 16.
	want := Thresholds{MaxRank: 3, MaxGap: 0.006, MaxTemperedGap: 1.98, MaxLogprobDiff: 0.006, MaxOutliersPPM: 150_000, MinTokens: 16}
	got := c.Suggested
	if got.MaxRank != want.MaxRank || math.Abs(got.MaxGap-want.MaxGap) > 1e-9 || math.Abs(got.MaxTemperedGap-want.MaxTemperedGap) > 1e-6 ||
		math.Abs(got.MaxLogprobDiff-want.MaxLogprobDiff) > 1e-9 || got.MaxOutliersPPM != want.MaxOutliersPPM || got.MinTokens != want.MinTokens {
		t.Fatalf("suggested %+v, want %+v", got, want)
	}
	// The mean: tempered gaps 0.02 … 2 have μ 1.01 and σ 0.02 × √((100² − 1) / 12)
	// = 0.57732; μ + 4.753 σ / √16 = 1.69600, above 1.25 × the one sampled result's
	// mean 1.01.
	if math.Abs(got.MaxMeanTemperedGap-1.69600) > 1e-4 || c.Honest.MeanTemperedGap.N != 1 || math.Abs(c.Honest.MeanTemperedGap.Max-1.01) > 1e-9 {
		t.Fatalf("max_mean_tempered_gap %v from %+v", got.MaxMeanTemperedGap, c.Honest.MeanTemperedGap)
	}
	if c.Results != 3 || c.GreedyResults != 2 || c.Tokens != 141 || c.Honest.Rank.Max != 2 || c.Honest.TemperedGap.N != 100 ||
		c.Failing != 0 || len(c.Uncalibrated) != 0 {
		t.Fatalf("calibration %+v", c)
	}
	// A liar whose every gap is twice the honest one's (a hotter sampler) has 51 of 100
	// tokens beyond 1.98: far above the allowance.
	hot := sampled
	hot.Transcript.Output = slices.Clone(sampled.Transcript.Output)
	hot.Positions = nil
	for i := range hot.Transcript.Output {
		gap := 2 * float64(i+1) / 100
		hot.Transcript.Output[i].Logprob = -0.1 - gap
		hot.Positions = append(hot.Positions, positionOf(1, top(-0.1, -0.1-gap), 5))
	}
	if v, _, err := Score(hot.Transcript, hot.Positions, c.Suggested); err != nil || v.Pass {
		t.Fatalf("a sampler twice as hot passes: %v %v", v, err)
	}
	// Its mean, 2.02, fails by itself too, with the outlier allowance waived.
	perMean := c.Suggested
	perMean.MaxOutliersPPM = ScoreScale
	if v, _, err := Score(hot.Transcript, hot.Positions, perMean); err != nil || v.Pass || !strings.Contains(v.Reason, "mean tempered gap") {
		t.Fatalf("a sampler twice as hot, by its mean: %v %v", v, err)
	}
}

// binomialBound against sums done by hand.
func TestBinomialBound(t *testing.T) {
	for _, tc := range []struct {
		n       int
		p, tail float64
		want    int
	}{
		{40, 0.01, 1e-6, 6},  // P(X ≥ 7) ≈ 1.3e-7, P(X ≥ 6) ≈ 2.6e-6
		{32, 0.05, 1e-6, 10}, // P(X ≥ 11) ≈ 2.1e-7, P(X ≥ 10) ≈ 2.0e-6
		{2, 0.01, 1e-6, 2},   // P(X = 2) = 1e-4: nothing short of all
		{10, 0, 1e-6, 0},
	} {
		if got := binomialBound(tc.n, tc.p, tc.tail); got != tc.want {
			t.Errorf("binomialBound(%d, %v, %v) = %d, want %d", tc.n, tc.p, tc.tail, got, tc.want)
		}
	}
}

func TestCalibrateRefusesWhatItCannotUse(t *testing.T) {
	if _, err := Calibrate(nil); !errors.Is(err, ErrNoSamples) {
		t.Fatalf("no samples: %v", err)
	}
	zero := 0.0
	tr := Transcript{Sampling: TranscriptSampling{Sampling: Sampling{Temperature: &zero}}, Output: []Token{{ID: 1}}}
	if _, err := Calibrate([]Sample{{Transcript: tr}}); err == nil {
		t.Fatal("a sample without its positions calibrated")
	}
	if _, err := Calibrate([]Sample{{Transcript: tr, Positions: []Position{{Logprob: math.NaN(), Rank: 1}}}}); err == nil {
		t.Fatal("a NaN log-probability calibrated")
	}
	// Greedy only: the tempered gap is the default's and the mean is not checked, and
	// said so.
	c, err := Calibrate([]Sample{{Transcript: tr, Positions: []Position{{Logprob: -0.1, Rank: 1}}}})
	if err != nil || c.Suggested.MaxTemperedGap != DefaultThresholds.MaxTemperedGap || c.Suggested.MaxMeanTemperedGap != 0 ||
		!slices.Equal(c.Uncalibrated, []string{"max_tempered_gap", "max_mean_tempered_gap"}) {
		t.Fatalf("greedy only: %+v %v", c, err)
	}
}
