package infer

import (
	"math"
	"strconv"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// drawVector is a vector that is not all zeros, of float32 components of every scale a
// server writes.
func drawVector(t *rapid.T, dims int) []float32 {
	v := make([]float32, dims)
	for i := range v {
		v[i] = float32(rapid.Float64Range(-1, 1).Draw(t, "x") * math.Pow(10, float64(rapid.IntRange(-20, 20).Draw(t, "exp"))))
	}
	v[rapid.IntRange(0, dims-1).Draw(t, "nonzero")] = float32(rapid.Float64Range(0.5, 2).Draw(t, "big"))
	return v
}

// format writes v as a JSON array, each number by fmt (strconv's format byte and
// precision), with spaces or not.
func format(v []float32, fmt byte, prec int, spaced bool) []byte {
	out := []byte{'['}
	for i, x := range v {
		if i > 0 {
			out = append(out, ',')
			if spaced {
				out = append(out, ' ')
			}
		}
		out = strconv.AppendFloat(out, float64(x), fmt, prec, 32)
	}
	return append(out, ']')
}

// A vector always passes against itself, at any bound up to 1; scaled by a positive
// constant it passes any bound below 1 − 1e-6; and neither the verdict nor the cosine
// depends on how the numbers are written.
func TestEmbeddingVerdictProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		dims := rapid.IntRange(1, 300).Draw(t, "dims")
		v := drawVector(t, dims)
		bound := EmbeddingBound{MinCosine: rapid.Float64Range(1e-9, 1).Draw(t, "min_cosine")}
		if rapid.Bool().Draw(t, "exactly one") {
			bound.MinCosine = 1
		}
		self := format(v, 'g', -1, false)
		got, err := JudgeEmbedding(self, self, bound)
		if err != nil || !got.Pass || got.Cosine != 1 || got.Score != 0 {
			t.Fatalf("a vector against itself: %+v %v", got, err)
		}
		// Other spellings of the same float32s: every digit ('e', 17 digits), spaces.
		for _, w := range [][]byte{format(v, 'e', 17, true), format(v, 'f', -1, true), []byte(" \n" + string(self) + "\n")} {
			again, err := JudgeEmbedding(w, self, bound)
			if err != nil || again != got {
				t.Fatalf("written as %.80s: %+v %v, want %+v", w, again, err, got)
			}
		}
		c := float32(math.Pow(10, rapid.Float64Range(-3, 3).Draw(t, "log10 scale")))
		scaled := make([]float32, dims)
		for i, x := range v {
			scaled[i] = x * c
		}
		loose := EmbeddingBound{MinCosine: min(bound.MinCosine, 1-1e-6)}
		if got, err := JudgeEmbedding(format(scaled, 'g', -1, false), self, loose); err != nil || !got.Pass {
			t.Fatalf("scaled by %v: %+v %v", c, got, err)
		}
		// The sign flipped is as far as a vector can be.
		neg := make([]float32, dims)
		for i, x := range v {
			neg[i] = -x
		}
		if got, err := JudgeEmbedding(format(neg, 'g', -1, false), self, EmbeddingBound{MinCosine: 1e-9}); err != nil || got.Pass || got.Score != ScoreScale {
			t.Fatalf("negated: %+v %v", got, err)
		}
	})
}

// A claimed output that is no vector, has another length or is all zeros fails with its
// reason; the verifier's own unusable vector is an error, never a verdict.
func TestEmbeddingVerdictFailures(t *testing.T) {
	own := []byte("[0.6, 0.8, 0]")
	b := EmbeddingBound{MinCosine: 0.99}
	for _, c := range []struct{ claimed, reason string }{
		{`[0.6, 0.8]`, "the claimed vector has 2 numbers, the verifier's model gives 3"},
		{`[0.6, 0.8, 0, 0.1]`, "has 4 numbers"},
		{`[0, 0, 0]`, "all zeros"},
		{`{"embedding": [0.6, 0.8, 0]}`, "not a JSON array"},
		{`[0.6, "0.8", 0]`, "not a JSON array"},
		{`[]`, "0 numbers"},
		{`[1e39, 0, 0]`, "beyond float32's range"},
		{`[0.6, 0.8, 0]]`, "not a JSON array"},
		{`[0, 0.8, 0.6]`, "below min_cosine 0.99"},
		{`hello`, "not a JSON array"},
	} {
		v, err := JudgeEmbedding([]byte(c.claimed), own, b)
		if err != nil || v.Pass || !strings.Contains(v.Reason, c.reason) || v.Score == 0 {
			t.Errorf("claimed %s: %+v %v, want a failing verdict naming %q", c.claimed, v, err, c.reason)
		}
	}
	for _, bad := range []string{`[0, 0, 0]`, `nope`, `[]`} {
		if _, err := JudgeEmbedding(own, []byte(bad), b); err == nil {
			t.Errorf("own vector %s: no error", bad)
		}
	}
	// A near copy passes and its score is its distance in ppm.
	v, err := JudgeEmbedding([]byte("[0.6, 0.8, 0.001]"), own, b)
	if err != nil || !v.Pass || v.Score != 1 || v.Cosine >= 1 {
		t.Errorf("near copy: %+v %v", v, err)
	}
}

// The suggested bound passes every honest pair, keeps CosineMarginRule's margin over
// the largest honest distance and its floor, and does not depend on the pairs' order.
func TestCalibrateCosine(t *testing.T) {
	a := []float32{0.6, 0.8, 0}
	near := []float32{0.6, 0.8, 0.0001} // distance ≈ 5e-9
	far := []float32{0.6, 0.8, 0.01}    // distance ≈ 5e-5
	c, err := CalibrateCosine([][2][]float32{{a, a}, {a, near}})
	if err != nil {
		t.Fatal(err)
	}
	if c.Pairs != 2 || c.Dims != 3 || c.Identical != 1 || c.Failing != 0 || c.Suggested.MinCosine != 1-1e-5 || c.Margin != CosineMarginRule {
		t.Errorf("calibration within the floor: %+v", c)
	}
	c2, err := CalibrateCosine([][2][]float32{{a, far}, {a, a}, {near, a}})
	if err != nil {
		t.Fatal(err)
	}
	cos, _ := Cosine(a, far)
	if c2.Failing != 0 || c2.MinCosine != cos || c2.Suggested.MinCosine > 1-10*(1-cos) || c2.Suggested.MinCosine < 1-10*(1-cos)-1e-9 {
		t.Errorf("calibration with a far pair: %+v (cos %v)", c2, cos)
	}
	c3, _ := CalibrateCosine([][2][]float32{{near, a}, {a, far}, {a, a}})
	if c3 != c2 {
		t.Errorf("another order: %+v, want %+v", c3, c2)
	}
	if err := c2.Suggested.Validate(); err != nil {
		t.Errorf("suggested: %v", err)
	}
	if _, err := CalibrateCosine(nil); err == nil {
		t.Error("no pairs: no error")
	}
	if _, err := CalibrateCosine([][2][]float32{{a, a}, {a[:2], a[:2]}}); err == nil {
		t.Error("pairs of two lengths: no error")
	}
}
