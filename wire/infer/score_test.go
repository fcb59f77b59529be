package infer

import (
	"errors"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/infersched/infersched/wire"
)

// verifierRun draws a verifier's distributions over a small vocabulary at n positions
// and returns, for each, the sorted alternatives (most likely first).
func verifierRun(t *rapid.T, n int) [][]TopLogprob {
	vocab := rapid.IntRange(2, 12).Draw(t, "vocab")
	out := make([][]TopLogprob, n)
	for i := range out {
		top := make([]TopLogprob, vocab)
		for id := range top {
			top[id] = TopLogprob{ID: int64(id), Logprob: -rapid.Float64Range(0, 30).Draw(t, "nlp")}
		}
		SortTop(top)
		out[i] = top
	}
	return out
}

// positionOf is the verifier's view of the claimed id in the distribution top.
func positionOf(id int64, top []TopLogprob, k int) Position {
	i := slices.IndexFunc(top, func(a TopLogprob) bool { return a.ID == id })
	return Position{Logprob: top[i].Logprob, Rank: int64(i + 1), Top: slices.Clone(top[:min(k, len(top))])}
}

func transcriptOf(ids []int64, temp float64) Transcript {
	tr := Transcript{Sampling: TranscriptSampling{Sampling: Sampling{Temperature: &temp}, MaxTokens: int64(len(ids) + 1)}}
	for _, id := range ids {
		tr.Output = append(tr.Output, Token{ID: id})
	}
	return tr
}

func drawThresholds(t *rapid.T) Thresholds {
	return Thresholds{
		MaxRank:        rapid.Int64Range(1, 5).Draw(t, "max_rank"),
		MaxGap:         rapid.Float64Range(0, 3).Draw(t, "max_gap"),
		MaxTemperedGap: rapid.Float64Range(0, 10).Draw(t, "max_tempered_gap"),
		MaxLogprobDiff: rapid.Float64Range(0, 1).Draw(t, "max_logprob_diff"),
		MaxOutliersPPM: rapid.Uint32Range(0, ScoreScale).Draw(t, "max_outliers_ppm"),
		MinTokens:      rapid.IntRange(0, 40).Draw(t, "min_tokens"),
		// 0 (not checked) in about half the draws.
		MaxMeanTemperedGap: max(rapid.Float64Range(-3, 3).Draw(t, "max_mean_tempered_gap"), 0),
	}
}

// A transcript equal to the verifier's own greedy run passes at any valid thresholds,
// with score 0, whatever order the verifier lists its alternatives in.
func TestScoreOwnGreedyRunPasses(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(0, 60).Draw(t, "n")
		run := verifierRun(t, n)
		ids := make([]int64, n)
		pos := make([]Position, n)
		tr := transcriptOf(nil, 0)
		for i, top := range run {
			ids[i] = top[0].ID
			tr.Output = append(tr.Output, Token{ID: top[0].ID, Logprob: top[0].Logprob})
			pos[i] = positionOf(ids[i], top, rapid.IntRange(1, 5).Draw(t, "k"))
			pos[i].Top = rapid.Permutation(pos[i].Top).Draw(t, "order")
		}
		v, scores, err := Score(tr, pos, drawThresholds(t))
		if err != nil || !v.Pass || v.Score != 0 || v.Outliers != 0 || len(scores) != n {
			t.Fatalf("the verifier's own greedy run: %v, %v", v, err)
		}
	})
}

// The verdict depends neither on the order of the verifier's alternatives nor on how its
// numbers were written (shortest, %e with 17 digits, %f), for any transcript.
func TestScoreIgnoresOrderAndFormatting(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(1, 40).Draw(t, "n")
		run := verifierRun(t, n)
		temp := rapid.SampledFrom([]float64{0, 0.5, 1, 1.5}).Draw(t, "temperature")
		tr := transcriptOf(nil, temp)
		if rapid.Bool().Draw(t, "top_p") {
			p := rapid.Float64Range(0.05, 1).Draw(t, "p")
			tr.Sampling.TopP = &p
		}
		if rapid.Bool().Draw(t, "top_k") {
			k := rapid.Int64Range(0, 6).Draw(t, "k")
			tr.Sampling.TopK = &k
		}
		pos := make([]Position, n)
		for i, top := range run {
			id := top[rapid.IntRange(0, len(top)-1).Draw(t, "claimed")].ID
			tr.Output = append(tr.Output, Token{ID: id})
			pos[i] = positionOf(id, top, len(top))
		}
		th := drawThresholds(t)
		want, _, err := Score(tr, pos, th)
		if err != nil {
			t.Fatal(err)
		}
		format := rapid.SampledFrom([]func(float64) string{
			func(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) },
			func(v float64) string { return strconv.FormatFloat(v, 'e', 16, 64) },
			func(v float64) string { return strconv.FormatFloat(v, 'f', 12, 64) },
		}).Draw(t, "format")
		reread := func(v float64) float64 {
			r, err := strconv.ParseFloat(format(v), 64)
			if err != nil {
				t.Fatal(err)
			}
			return r
		}
		other := make([]Position, n)
		for i, p := range pos {
			other[i] = Position{Logprob: reread(p.Logprob), Rank: p.Rank}
			for _, a := range rapid.Permutation(p.Top).Draw(t, "order") {
				other[i].Top = append(other[i].Top, TopLogprob{ID: a.ID, Logprob: reread(a.Logprob)})
			}
		}
		got, _, err := Score(tr, other, th)
		if err != nil || got != want {
			t.Fatalf("reordered and rewritten: %v (%v), first %v", got, err, want)
		}
	})
}

// Liars are told apart: tokens off the verifier's best (rank 2 and beyond, by more than
// the gap) at every position fail; so do tokens outside the document's top_k, and a
// short output with one outlier below MinTokens.
func TestScoreFailsLiars(t *testing.T) {
	top := []TopLogprob{{1, -0.1}, {2, -2.5}, {3, -3}, {4, -4}, {5, -9}}
	th := Thresholds{MaxRank: 2, MaxGap: 0.05, MaxTemperedGap: 8, MaxOutliersPPM: 20_000, MinTokens: 16}
	var ids []int64
	var pos []Position
	for range 40 {
		ids = append(ids, 3)
		pos = append(pos, positionOf(3, top, 5))
	}
	if v, _, err := Score(transcriptOf(ids, 0), pos, th); err != nil || v.Pass || v.Outliers != 40 || v.Score != ScoreScale {
		t.Fatalf("rank-3 tokens at temperature 0: %v %v", v, err)
	}
	tr := transcriptOf(ids, 1)
	k := int64(2)
	tr.Sampling.TopK = &k
	if v, scores, err := Score(tr, pos, th); err != nil || v.Pass || scores[0].Allowed {
		t.Fatalf("rank-3 tokens under top_k 2: %v %v", v, err)
	}
	p := 0.5
	tr.Sampling.TopK, tr.Sampling.TopP = nil, &p
	if v, scores, err := Score(tr, pos, th); err != nil || v.Pass || scores[0].Allowed {
		t.Fatalf("rank-3 tokens under top_p 0.5 (the best holds 0.90): %v %v", v, err)
	}
	// One outlier in 40 at 20 000 ppm is 25 000 ppm: fails; in 60 it passes (16 667).
	var greedyIDs []int64
	var greedy []Position
	for range 59 {
		greedyIDs = append(greedyIDs, 1)
		greedy = append(greedy, positionOf(1, top, 5))
	}
	greedyIDs, greedy = append(greedyIDs, 3), append(greedy, positionOf(3, top, 5))
	if v, _, _ := Score(transcriptOf(greedyIDs, 0), greedy, th); !v.Pass || v.Outliers != 1 || v.Score != 16_666 {
		t.Fatalf("1 outlier in 60: %v", v)
	}
	if v, _, _ := Score(transcriptOf(greedyIDs[20:], 0), greedy[20:], th); v.Pass {
		t.Fatalf("1 outlier in 40: %v", v)
	}
	// The same tokens, with log-probabilities other weights would report: caught by
	// max_logprob_diff at every position.
	th.MaxLogprobDiff = 0.02
	tr = transcriptOf(greedyIDs[:59], 0)
	for i := range tr.Output {
		tr.Output[i].Logprob = -0.1 + 0.05
	}
	if v, _, _ := Score(tr, greedy[:59], th); v.Pass || v.Outliers != 59 {
		t.Fatalf("logprobs 0.05 off the verifier's: %v", v)
	}
	for i := range tr.Output {
		tr.Output[i].Logprob = -0.1 + 0.005
	}
	if v, _, _ := Score(tr, greedy[:59], th); !v.Pass {
		t.Fatalf("logprobs 0.005 off the verifier's: %v", v)
	}
	if v, _, _ := Score(transcriptOf(greedyIDs[50:], 0), greedy[50:], Thresholds{MaxRank: 1, MaxOutliersPPM: ScoreScale, MinTokens: 16}); v.Pass {
		t.Fatalf("1 outlier in 10 tokens under min_tokens 16: %v", v)
	}
}

// A sampled result whose every token is within max_tempered_gap (no outlier at all)
// but whose mean tempered gap is hot fails by max_mean_tempered_gap, and passes where
// the mean is not checked (0) or the result is shorter than min_tokens. Without the
// criterion a hotter sampler than claimed passes (the hot liar docs/benchmarks.md
// measures).
func TestScoreFailsAHotMean(t *testing.T) {
	temp := 0.7
	th := Thresholds{MaxRank: 2, MaxGap: 0.05, MaxTemperedGap: 7.7, MaxOutliersPPM: 187_500, MinTokens: 16, MaxMeanTemperedGap: 3}
	// The claimed token 3.5 nats below the verifier's best: tempered gap 5 at 0.7.
	top := []TopLogprob{{1, -0.05}, {2, -3.55}, {3, -6}}
	var ids []int64
	var pos []Position
	for range 32 {
		ids = append(ids, 2)
		pos = append(pos, positionOf(2, top, 3))
	}
	tr := transcriptOf(ids, temp)
	for i := range tr.Output {
		tr.Output[i].Logprob = -3.55
	}
	v, _, err := Score(tr, pos, th)
	if err != nil || v.Pass || v.Outliers != 0 || !strings.Contains(v.Reason, "mean tempered gap of its 32 tokens is 5") {
		t.Fatalf("32 tokens at tempered gap 5 under a mean of 3: %v %v", v, err)
	}
	unchecked := th
	unchecked.MaxMeanTemperedGap = 0
	if v, _, err := Score(tr, pos, unchecked); err != nil || !v.Pass {
		t.Fatalf("the same without max_mean_tempered_gap: %v %v", v, err)
	}
	short := transcriptOf(ids[:15], temp)
	for i := range short.Output {
		short.Output[i].Logprob = -3.55
	}
	if v, _, err := Score(short, pos[:15], th); err != nil || !v.Pass {
		t.Fatalf("15 tokens, under min_tokens 16: %v %v", v, err)
	}
	// Half the tokens the verifier's best: mean 2.5, under 3.
	for i := range 16 {
		tr.Output[i] = Token{ID: 1, Logprob: -0.05}
		pos[i] = positionOf(1, top, 3)
	}
	if v, _, err := Score(tr, pos, th); err != nil || !v.Pass {
		t.Fatalf("mean tempered gap 2.5 under 3: %v %v", v, err)
	}
}

// The mean criterion depends on no order: the same tokens (each with the verifier's view
// of it) in any order get the same verdict; and a greedy transcript (no sampled tokens)
// gets the verdict it gets without the criterion, whatever its threshold.
func TestScoreMeanIsOrderFreeAndLeavesGreedyAlone(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(1, 40).Draw(t, "n")
		run := verifierRun(t, n)
		temp := rapid.SampledFrom([]float64{0, 0.5, 0.7, 1.5}).Draw(t, "temperature")
		tr := transcriptOf(nil, temp)
		pos := make([]Position, n)
		for i, top := range run {
			id := top[rapid.IntRange(0, len(top)-1).Draw(t, "claimed")].ID
			pos[i] = positionOf(id, top, len(top))
			tr.Output = append(tr.Output, Token{ID: id, Logprob: pos[i].Logprob})
		}
		th := drawThresholds(t)
		th.MaxMeanTemperedGap = rapid.Float64Range(0, 10).Draw(t, "max_mean_tempered_gap")
		want, _, err := Score(tr, pos, th)
		if err != nil {
			t.Fatal(err)
		}
		perm := rapid.Permutation(slices.Collect(func(yield func(int) bool) {
			for i := range n {
				if !yield(i) {
					return
				}
			}
		})).Draw(t, "order")
		other, otherPos := tr, make([]Position, n)
		other.Output = make([]Token, n)
		for i, j := range perm {
			other.Output[i], otherPos[i] = tr.Output[j], pos[j]
		}
		if got, _, err := Score(other, otherPos, th); err != nil || got != want {
			t.Fatalf("tokens reordered: %v (%v), first %v", got, err, want)
		}
		if temp == 0 {
			unchecked := th
			unchecked.MaxMeanTemperedGap = 0
			if got, _, err := Score(tr, pos, unchecked); err != nil || got != want {
				t.Fatalf("greedy with max_mean_tempered_gap %v: %v, without: %v (%v)", th.MaxMeanTemperedGap, want, got, err)
			}
		}
	})
}

// Bad input is an error naming what is wrong, never a panic.
func TestScoreRefusesBadInput(t *testing.T) {
	good := []Position{{Logprob: -0.1, Rank: 1}}
	for _, c := range []struct {
		name string
		pos  []Position
		th   Thresholds
		want string
	}{
		{"count", nil, DefaultThresholds, "0 scored positions for 1"},
		{"rank", []Position{{Logprob: -0.1, Rank: 0}}, DefaultThresholds, "rank"},
		{"nan", []Position{{Logprob: math.NaN(), Rank: 1}}, DefaultThresholds, "logprob"},
		{"top nan", []Position{{Logprob: -1, Rank: 1, Top: []TopLogprob{{1, math.Inf(1)}}}}, DefaultThresholds, "top[0]"},
		{"thresholds", good, Thresholds{MaxRank: 0, MaxGap: math.NaN(), MaxOutliersPPM: ScoreScale + 1}, "max_rank"},
	} {
		_, _, err := Score(transcriptOf([]int64{1}, 0), c.pos, c.th)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error naming %q", c.name, err, c.want)
		}
	}
	if err := (Thresholds{MaxRank: 0, MaxGap: -1, MaxTemperedGap: math.Inf(1), MaxOutliersPPM: ScoreScale + 1, MinTokens: -1, MaxMeanTemperedGap: math.NaN()}).Validate(); !errors.Is(err, wire.ErrInvalidThresholds) {
		t.Fatal(err)
	} else {
		for _, name := range []string{"max_rank", "max_gap", "max_tempered_gap", "max_outliers_ppm", "min_tokens", "max_mean_tempered_gap"} {
			if !strings.Contains(err.Error(), name) {
				t.Errorf("%v does not name %s", err, name)
			}
		}
	}
}
