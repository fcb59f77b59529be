package agent

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

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

// EmbeddingCalibrationReport is what `infersched verify calibrate --task embedding`
// prints: where it calibrated, the honest distances, and the bound as the
// `verification` section takes it (Verification.EmbeddingModels[Model]).
type EmbeddingCalibrationReport struct {
	Model        string                  `json:"model" yaml:"-"`
	BackendURL   string                  `json:"backend_url" yaml:"-"`
	VerifierURL  string                  `json:"verifier_url" yaml:"-"`
	Calibration  infer.CosineCalibration `json:"calibration" yaml:"-"`
	Verification struct {
		EmbeddingModels map[string]infer.EmbeddingBound `json:"embedding_models" yaml:"embedding_models"`
	} `json:"verification" yaml:"verification"`
}

// NewEmbeddingCalibrationReport is the report of c, made against o's servers.
func NewEmbeddingCalibrationReport(o CalibrateOptions, c infer.CosineCalibration) EmbeddingCalibrationReport {
	o = o.withDefaults()
	r := EmbeddingCalibrationReport{Model: o.Model, BackendURL: o.BackendURL, VerifierURL: o.VerifierURL, Calibration: c}
	r.Verification.EmbeddingModels = map[string]infer.EmbeddingBound{o.Model: c.Suggested}
	return r
}

// JSON is the report as indented JSON.
func (r EmbeddingCalibrationReport) JSON() ([]byte, error) {
	b, err := json.MarshalIndent(r, "", "  ")
	return append(b, '\n'), err
}

// YAML is the report as a configuration fragment: the distances in comments, then the
// `verification.embedding_models` block to merge into the daemon's file.
func (r EmbeddingCalibrationReport) YAML() ([]byte, error) {
	c := r.Calibration
	var b strings.Builder
	fmt.Fprintf(&b, "# infersched verify calibrate --task embedding: %d inputs of %s (%d numbers each) embedded at %s and at %s; %d pairs equal to the bit.\n",
		c.Pairs, r.Model, c.Dims, r.BackendURL, r.VerifierURL, c.Identical)
	d := c.Distance
	fmt.Fprintf(&b, "#   distance 1 − cos: n %d, p50 %.6g, p90 %.6g, p99 %.6g, p99.9 %.6g, max %.6g; least cosine %.12g\n",
		d.N, d.P50, d.P90, d.P99, d.P999, d.Max, c.MinCosine)
	fmt.Fprintf(&b, "# Failing at this bound: %d.\n# Margin: %s.\n", c.Failing, c.Margin)
	var out bytes.Buffer
	enc := yaml.NewEncoder(&out)
	enc.SetIndent(2)
	if err := enc.Encode(r); err != nil {
		return nil, err
	}
	if err := enc.Close(); err != nil {
		return nil, err
	}
	return append([]byte(b.String()), out.Bytes()...), nil
}
