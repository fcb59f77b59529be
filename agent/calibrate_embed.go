package agent

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/infersched/infersched/wire/infer"
)

// Calibration of a cosine verifier's bound (`infersched verify calibrate --task
// embedding`): N inputs embedded through the worker's own client on the backend, the
// same inputs again on the verifier's server (or the same server), then
// infer.CalibrateCosine on the pairs.

// CalibrateEmbedding embeds o.N prompts (cycled through o.Prompts) on o.BackendURL and
// on o.VerifierURL and returns what infer.CalibrateCosine makes of the pairs, with the
// pairs. A server whose vectors cannot be compared (no vector, another length between
// the two servers) is an error.
func CalibrateEmbedding(ctx context.Context, o CalibrateOptions) (infer.CosineCalibration, [][2][]float32, error) {
	if err := o.Validate(); err != nil {
		return infer.CosineCalibration{}, nil, err
	}
	o = o.withDefaults()
	server, err := calibrationClient(o, o.BackendURL)
	if err != nil {
		return infer.CosineCalibration{}, nil, err
	}
	verifier, err := calibrationClient(o, o.VerifierURL)
	if err != nil {
		return infer.CosineCalibration{}, nil, err
	}
	pairs := make([][2][]float32, 0, o.N)
	for i := range o.N {
		prompt := o.Prompts[i%len(o.Prompts)]
		doc, err := infer.Parse([]byte(`{"infer":1,"task":"embedding","input":` + strconv.Quote(prompt) + `}`))
		if err != nil {
			return infer.CosineCalibration{}, nil, fmt.Errorf("%w: prompt %q: %w", ErrInvalidCalibration, clip(prompt, 40), err)
		}
		job := Job{RequestID: "calibration-" + strconv.Itoa(i), Model: o.Model, Doc: doc}
		var pair [2][]float32
		for k, c := range []*openAI{server, verifier} {
			res, err := c.Infer(ctx, job)
			if err != nil {
				return infer.CosineCalibration{}, nil, fmt.Errorf("input %d: %w", i, err)
			}
			if pair[k], err = infer.ParseEmbedding(res.Output); err != nil {
				return infer.CosineCalibration{}, nil, fmt.Errorf("%w: input %d: %w", ErrBackend, i, err)
			}
		}
		pairs = append(pairs, pair)
		if o.Progress != nil {
			o.Progress(i + 1)
		}
	}
	c, err := infer.CalibrateCosine(pairs)
	if err != nil {
		return infer.CosineCalibration{}, nil, fmt.Errorf("%w: %w", ErrBackend, err)
	}
	return c, pairs, nil
}

// NewEmbeddingCalibrationReport is the report of a cosine calibration c, made against
// o's servers: the bound under verification.embedding_models.
func NewEmbeddingCalibrationReport(o CalibrateOptions, c infer.CosineCalibration) CalibrationReport[infer.CosineCalibration, infer.EmbeddingBound] {
	o = o.withDefaults()
	var b strings.Builder
	fmt.Fprintf(&b, "# infersched verify calibrate --task embedding: %d inputs of %s (%d numbers each) embedded at %s and at %s; %d pairs equal to the bit.\n",
		c.Pairs, o.Model, c.Dims, o.BackendURL, o.VerifierURL, c.Identical)
	d := c.Distance
	fmt.Fprintf(&b, "#   distance 1 − cos: n %d, p50 %.6g, p90 %.6g, p99 %.6g, p99.9 %.6g, max %.6g; least cosine %.12g\n",
		d.N, d.P50, d.P90, d.P99, d.P999, d.Max, c.MinCosine)
	fmt.Fprintf(&b, "# Failing at this bound: %d.\n# Margin: %s.\n", c.Failing, c.Margin)
	return newCalibrationReport(o, c, "embedding_models", c.Suggested, b.String())
}
