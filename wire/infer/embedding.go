package infer

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/infersched/infersched/wire"
)

// Verifying an embedding. A verifier embeds the exact input the worker embedded with its
// own model and compares the two vectors by their cosine similarity: an honest engine's
// vectors differ only by its own nondeterminism (thread count, batch size), another
// model's, a quantized model's or a made-up vector by more. The bound comes from
// calibration (CalibrateCosine), never from a guess.
//
// A vector is the worker's output: a JSON array of numbers. Each number is read as the
// float32 it denotes, so that the verdict depends on neither how the numbers are written
// ("1", "1.0", "1e0") nor on digits beyond a float32's; the cosine sums the components
// in order, in float64.

// EmbeddingBound is the verdict's bound (wire.EmbeddingBound: the scheduler publishes it
// with the verification job).
type EmbeddingBound = wire.EmbeddingBound

// MaxEmbeddingDims bounds an embedding's vector.
const MaxEmbeddingDims = 1 << 16

// maxEmbeddingBytes bounds a vector's JSON: MaxEmbeddingDims numbers of at most 32
// bytes each, with room for spaces.
const maxEmbeddingBytes = 48 * MaxEmbeddingDims

// ErrInvalidEmbedding: bytes that are not an embedding vector.
var ErrInvalidEmbedding = errors.New("invalid embedding vector")

// ParseEmbedding reads an embedding output: a JSON array of 1 to MaxEmbeddingDims
// finite numbers within float32's range, each rounded to its float32.
func ParseEmbedding(b []byte) ([]float32, error) {
	if len(b) > maxEmbeddingBytes {
		return nil, fmt.Errorf("%w: %d bytes, at most %d", ErrInvalidEmbedding, len(b), maxEmbeddingBytes)
	}
	if t := bytes.TrimSpace(b); len(t) == 0 || t[0] != '[' {
		return nil, fmt.Errorf("%w: not a JSON array of numbers", ErrInvalidEmbedding)
	}
	var raw []float64
	if err := json.Unmarshal(b, &raw); err != nil {
		return nil, fmt.Errorf("%w: not a JSON array of numbers: %v", ErrInvalidEmbedding, err)
	}
	if len(raw) == 0 || len(raw) > MaxEmbeddingDims {
		return nil, fmt.Errorf("%w: %d numbers, want 1 to %d", ErrInvalidEmbedding, len(raw), MaxEmbeddingDims)
	}
	v := make([]float32, len(raw))
	for i, f := range raw {
		if math.Abs(f) > math.MaxFloat32 {
			return nil, fmt.Errorf("%w: component %d (%g) is beyond float32's range", ErrInvalidEmbedding, i, f)
		}
		v[i] = float32(f)
	}
	return v, nil
}

// Cosine is the cosine similarity of two vectors of one length, in [-1, 1]; ok is false
// when either is all zeros (no direction). A vector's cosine to itself is exactly 1.
func Cosine(a, b []float32) (cos float64, ok bool) {
	var ab, aa, bb float64
	for i := range a {
		x, y := float64(a[i]), float64(b[i])
		ab, aa, bb = ab+x*y, aa+x*x, bb+y*y
	}
	if aa == 0 || bb == 0 {
		return 0, false
	}
	// sqrt(aa·bb) rather than sqrt(aa)·sqrt(bb): for a == b it is aa exactly (float32
	// components keep the product far from float64's overflow and underflow).
	return max(-1, min(1, ab/math.Sqrt(aa*bb))), true
}

// EmbeddingVerdict is a verdict on a claimed embedding.
type EmbeddingVerdict struct {
	Pass bool
	// Cosine is the claimed vector's similarity to the verifier's (0 when they cannot
	// be compared).
	Cosine float64
	// Score is the cosine distance 1 − Cosine in parts per million, rounded up and at
	// most ScoreScale (ScoreScale when they cannot be compared).
	Score uint32
	// Reason says why a failing verdict fails.
	Reason string
}

// JudgeEmbedding compares the claimed output with the verifier's own against b. A
// claimed output that is no vector, is all zeros or has another length than the
// verifier's fails with its reason; an own output that is no usable vector is an error
// (the verifier's fault, no verdict).
func JudgeEmbedding(claimed, own []byte, b EmbeddingBound) (EmbeddingVerdict, error) {
	mine, err := ParseEmbedding(own)
	if err != nil {
		return EmbeddingVerdict{}, fmt.Errorf("the verifier's own embedding: %w", err)
	}
	if _, ok := Cosine(mine, mine); !ok {
		return EmbeddingVerdict{}, fmt.Errorf("the verifier's own embedding: %w: all zeros", ErrInvalidEmbedding)
	}
	fail := func(reason string) (EmbeddingVerdict, error) {
		return EmbeddingVerdict{Score: ScoreScale, Reason: reason}, nil
	}
	theirs, err := ParseEmbedding(claimed)
	switch {
	case err != nil:
		return fail("the claimed output: " + err.Error())
	case len(theirs) != len(mine):
		return fail(fmt.Sprintf("the claimed vector has %d numbers, the verifier's model gives %d", len(theirs), len(mine)))
	}
	cos, ok := Cosine(theirs, mine)
	if !ok {
		return fail("the claimed vector is all zeros")
	}
	v := EmbeddingVerdict{Cosine: cos, Pass: cos >= b.MinCosine, Score: cosineScore(cos)}
	if !v.Pass {
		v.Reason = fmt.Sprintf("cosine %.9g to the verifier's vector is below min_cosine %v", cos, b.MinCosine)
	}
	return v, nil
}

// cosineScore is 1 − cos in parts per million, rounded up, at most ScoreScale.
func cosineScore(cos float64) uint32 {
	return uint32(min(math.Ceil((1-cos)*ScoreScale), ScoreScale))
}

// CosineMarginRule is how CalibrateCosine turns the honest distances into a bound.
const CosineMarginRule = "min_cosine = 1 − max(10 × the largest honest cosine distance 1 − cos, 1e-5), " +
	"rounded down to 1e-9: an honest pair ten times further apart than any seen still passes, " +
	"and a calibration that saw only near-identical pairs is not tighter than 1e-5"

// Margin of CosineMarginRule: the factor over the largest honest distance, the least
// distance allowed, and the rounding of the bound.
const (
	cosineMargin      = 10
	minCosineDistance = 1e-5
	cosineRounding    = 1e9
)

// CosineCalibration is what CalibrateCosine found.
type CosineCalibration struct {
	// Pairs is the number of honest pairs (the same input embedded twice), Dims their
	// vectors' length.
	Pairs int `json:"pairs"`
	Dims  int `json:"dims"`
	// Identical counts the pairs whose vectors are equal to the bit.
	Identical int `json:"identical"`
	// Distance is the honest pairs' cosine distance 1 − cos; MinCosine the least honest
	// cosine.
	Distance  Percentiles `json:"distance"`
	MinCosine float64     `json:"min_cosine"`
	// Suggested is the bound for verification.embedding_models.<model>.
	Suggested EmbeddingBound `json:"suggested"`
	Margin    string         `json:"margin"`
	// Failing counts the honest pairs below Suggested (0 by the rule).
	Failing int `json:"failing"`
}

// CalibrateCosine suggests a bound from honest pairs of embeddings by CosineMarginRule:
// each pair is one input embedded by a worker's set-up and a verifier's. It is pure: the
// same pairs give the same answer in any order.
func CalibrateCosine(pairs [][2][]float32) (CosineCalibration, error) {
	if len(pairs) == 0 {
		return CosineCalibration{}, ErrNoSamples
	}
	c := CosineCalibration{Pairs: len(pairs), Dims: len(pairs[0][0]), MinCosine: 1, Margin: CosineMarginRule}
	dists := make([]float64, 0, len(pairs))
	for i, p := range pairs {
		if len(p[0]) != len(p[1]) || len(p[0]) != c.Dims {
			return CosineCalibration{}, fmt.Errorf("pair %d: vectors of %d and %d numbers, the first pair's have %d", i, len(p[0]), len(p[1]), c.Dims)
		}
		cos, ok := Cosine(p[0], p[1])
		if !ok {
			return CosineCalibration{}, fmt.Errorf("pair %d: %w: all zeros", i, ErrInvalidEmbedding)
		}
		if slices.Equal(p[0], p[1]) {
			c.Identical++
		}
		c.MinCosine = min(c.MinCosine, cos)
		dists = append(dists, 1-cos)
	}
	slices.Sort(dists)
	c.Distance = percentiles(dists, 1)
	d := max(cosineMargin*last(dists), minCosineDistance)
	c.Suggested.MinCosine = max(math.Floor((1-d)*cosineRounding)/cosineRounding, 1/cosineRounding)
	for _, p := range pairs {
		if cos, _ := Cosine(p[0], p[1]); cos < c.Suggested.MinCosine {
			c.Failing++
		}
	}
	return c, nil
}
