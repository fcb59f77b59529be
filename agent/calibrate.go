package agent

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"net/http"
	"strconv"
	"strings"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/infersched/infersched/wire/infer"
)

// Calibration of a scoring verifier's thresholds (`infersched verify calibrate`): N
// honest generations through the worker's own client (a chat or completion document
// with logprobs, the transcript the worker would store), each re-scored by the
// verifier's teacher-forced pass on the same server, then infer.Calibrate.

// CalibrateOptions say what to calibrate against.
type CalibrateOptions struct {
	// BackendURL is the OpenAI-compatible server's root (vLLM's API: /tokenize and
	// prompt_logprobs are needed to re-score).
	BackendURL string
	// VerifierURL is the server that re-scores them, as a verifier's would (empty: the
	// same server). Calibrating across two machines, thread counts or batch sizes
	// measures the nondeterminism honest workers and their verifiers really have.
	VerifierURL string
	// Model is the model as the server names it.
	Model string
	// N is the number of honest results.
	N int
	// Prompts are cycled through (default DefaultCalibrationPrompts).
	Prompts []string
	// Temperatures are cycled through, so that greedy and sampled tokens are both seen
	// (default 0 and 0.7).
	Temperatures []float64
	// Task is chat (default), completion, or embedding (CalibrateEmbedding: Temperatures,
	// MaxTokens and Seed do not apply).
	Task infer.Task
	// MaxTokens bounds each generation (default 32).
	MaxTokens uint32
	// Seed is the first result's sampling seed; result i uses Seed + i.
	Seed int64
	// Timeout bounds one call to the server (default 2 min).
	Timeout time.Duration
	// HTTP is the client (nil: a client of its own).
	HTTP *http.Client
	// Progress, when set, is called after each result with the count done.
	Progress func(done int)
}

// Bounds of a calibration's options.
const (
	MaxCalibrationResults = 100_000
	MaxCalibrationPrompts = 10_000
	maxPromptFileBytes    = 4 << 20
)

// ErrInvalidCalibration wraps every bad calibration option.
var ErrInvalidCalibration = errors.New("invalid calibration")

// DefaultCalibrationPrompts are varied prompts: questions, instructions, stories,
// code, lists, short and long.
func DefaultCalibrationPrompts() []string {
	return []string{
		"Name a colour.",
		"What is the capital of France? Answer in one word.",
		"Write a haiku about the sea.",
		"Once upon a time, in a village by a cold river,",
		"Explain in two sentences why the sky is blue.",
		"List five fruits, one per line.",
		"def fibonacci(n):",
		"Translate to French: the cat sleeps on the warm stone.",
		"Summarise the plot of a detective story in which the gardener is innocent and the clock is wrong.",
		"1, 2, 3, 5, 8, 13,",
		"Dear customer, we are writing to let you know that your order",
		"Give three reasons to learn a second language, each with an example from daily life, and end with a question.",
		"SELECT name, total FROM orders WHERE",
		"The recipe for bread needs flour, water, salt and",
		"Q: Is a whale a fish? A:",
		"Describe the smell of rain on dry earth to someone who has never smelled it, in the voice of an old sailor telling a story at night.",
	}
}

// Validate checks the options, all problems at once.
func (o CalibrateOptions) Validate() error {
	var errs []error
	bad := func(ok bool, format string, args ...any) {
		if !ok {
			errs = append(errs, fmt.Errorf("%w: "+format, append([]any{ErrInvalidCalibration}, args...)...))
		}
	}
	bad(strings.HasPrefix(o.BackendURL, "http://") || strings.HasPrefix(o.BackendURL, "https://"), "backend-url: must be an http(s) URL, got %q", o.BackendURL)
	bad(o.VerifierURL == "" || strings.HasPrefix(o.VerifierURL, "http://") || strings.HasPrefix(o.VerifierURL, "https://"), "verifier-url: must be an http(s) URL, got %q", o.VerifierURL)
	bad(strings.TrimSpace(o.Model) != "", "model: must not be empty")
	bad(o.N >= 1 && o.N <= MaxCalibrationResults, "n: must be in [1, %d], got %d", MaxCalibrationResults, o.N)
	bad(len(o.Prompts) <= MaxCalibrationPrompts, "prompts: at most %d, got %d", MaxCalibrationPrompts, len(o.Prompts))
	for i, p := range o.Prompts {
		bad(strings.TrimSpace(p) != "", "prompts[%d]: must not be empty", i)
	}
	for i, t := range o.Temperatures {
		bad(!math.IsNaN(t) && t >= 0 && t <= 2, "temperature[%d]: must be in [0, 2], got %v", i, t)
	}
	bad(o.Task == "" || o.Task == infer.TaskChat || o.Task == infer.TaskCompletion || o.Task == infer.TaskEmbedding,
		"task: must be chat, completion or embedding, got %q", o.Task)
	bad(o.MaxTokens <= infer.MaxOutputTokens, "max-tokens: must be at most %d, got %d", infer.MaxOutputTokens, o.MaxTokens)
	bad(o.Seed >= 0 && o.Seed <= infer.MaxSeed-MaxCalibrationResults, "seed: must be in [0, %d], got %d", int64(infer.MaxSeed-MaxCalibrationResults), o.Seed)
	bad(o.Timeout >= 0, "timeout: must not be negative, got %s", o.Timeout)
	return errors.Join(errs...)
}

func (o CalibrateOptions) withDefaults() CalibrateOptions {
	if len(o.Prompts) == 0 {
		o.Prompts = DefaultCalibrationPrompts()
	}
	if len(o.Temperatures) == 0 {
		o.Temperatures = []float64{0, 0.7}
	}
	if o.Task == "" {
		o.Task = infer.TaskChat
	}
	if o.MaxTokens == 0 {
		o.MaxTokens = 32
	}
	if o.VerifierURL == "" {
		o.VerifierURL = o.BackendURL
	}
	if o.Timeout == 0 {
		o.Timeout = 2 * time.Minute
	}
	return o
}

// Calibrate runs o.N honest generations against the server, re-scores each and
// returns what infer.Calibrate makes of them, with the samples. A server that names no
// token ids, or cannot re-score (no /tokenize, no prompt_logprobs), is an error: its
// results cannot be verified by scores at all.
func Calibrate(ctx context.Context, o CalibrateOptions) (infer.Calibration, []infer.Sample, error) {
	if err := o.Validate(); err != nil {
		return infer.Calibration{}, nil, err
	}
	if o.Task == infer.TaskEmbedding {
		return infer.Calibration{}, nil, fmt.Errorf("%w: task: embeddings are calibrated by CalibrateEmbedding, not scored", ErrInvalidCalibration)
	}
	o = o.withDefaults()
	server, err := calibrationClient(o, o.BackendURL)
	if err != nil {
		return infer.Calibration{}, nil, err
	}
	verifier, err := calibrationClient(o, o.VerifierURL)
	if err != nil {
		return infer.Calibration{}, nil, err
	}
	samples := make([]infer.Sample, 0, o.N)
	for i := range o.N {
		doc, err := calibrationDocument(o, i)
		if err != nil {
			return infer.Calibration{}, nil, err
		}
		res, err := server.Infer(ctx, Job{RequestID: "calibration-" + strconv.Itoa(i), Model: o.Model, Doc: doc, MaxTokens: o.MaxTokens})
		if err != nil {
			return infer.Calibration{}, nil, fmt.Errorf("result %d: %w", i, err)
		}
		if res.Transcript == nil {
			return infer.Calibration{}, nil, fmt.Errorf("%w: result %d: the server's answer names no token ids, so its results have no transcript to score", ErrBackend, i)
		}
		tr := *res.Transcript
		positions, stops, err := verifier.Rescore(ctx, o.Model, tr)
		if err != nil {
			return infer.Calibration{}, nil, fmt.Errorf("result %d: re-scoring: %w", i, err)
		}
		samples = append(samples, infer.Sample{Transcript: tr, Positions: positions, Stops: stops})
		if o.Progress != nil {
			o.Progress(i + 1)
		}
	}
	c, err := infer.Calibrate(samples)
	return c, samples, err
}

// calibrationClient is the worker's client of the server at url.
func calibrationClient(o CalibrateOptions, url string) (*openAI, error) {
	cfg := DefaultConfig().Backend
	cfg.BaseURL, cfg.Timeout, cfg.Endpoint = url, o.Timeout, "chat"
	b, err := NewOpenAI(cfg, o.HTTP)
	if err != nil {
		return nil, err
	}
	return b.(*openAI), nil
}

// calibrationDocument is result i's request document: prompt i mod the prompts, at
// temperature i mod the temperatures, seed Seed + i.
func calibrationDocument(o CalibrateOptions, i int) (infer.Document, error) {
	prompt := o.Prompts[(i/len(o.Temperatures))%len(o.Prompts)]
	doc := map[string]any{"infer": infer.Version, "task": o.Task, "temperature": o.Temperatures[i%len(o.Temperatures)], "seed": o.Seed + int64(i)}
	if o.Task == infer.TaskChat {
		doc["messages"] = []infer.Message{{Role: infer.RoleUser, Content: prompt}}
	} else {
		doc["prompt"] = prompt
	}
	b, err := json.Marshal(doc)
	if err != nil {
		return infer.Document{}, err
	}
	d, err := infer.Parse(b)
	if err != nil {
		return infer.Document{}, fmt.Errorf("%w: prompt %q: %w", ErrInvalidCalibration, clip(prompt, 40), err)
	}
	return d, nil
}

// ReadPrompts reads a prompts file: one prompt a line, blank lines skipped, at most
// MaxCalibrationPrompts prompts and 4 MiB.
func ReadPrompts(r io.Reader) ([]string, error) {
	sc := bufio.NewScanner(io.LimitReader(r, maxPromptFileBytes+1))
	sc.Buffer(make([]byte, 64<<10), maxPromptFileBytes+1)
	var out []string
	read := 0
	for line := 1; sc.Scan(); line++ {
		read += len(sc.Bytes()) + 1
		if read > maxPromptFileBytes {
			return nil, fmt.Errorf("%w: prompts: the file is larger than %d bytes", ErrInvalidCalibration, maxPromptFileBytes)
		}
		p := strings.TrimSpace(sc.Text())
		if p == "" {
			continue
		}
		if len(out) == MaxCalibrationPrompts {
			return nil, fmt.Errorf("%w: prompts: more than %d", ErrInvalidCalibration, MaxCalibrationPrompts)
		}
		out = append(out, p)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%w: prompts: %w", ErrInvalidCalibration, err)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%w: prompts: the file holds no prompt", ErrInvalidCalibration)
	}
	return out, nil
}

// CalibrationReport is what `infersched verify calibrate` prints: where it calibrated,
// the honest distribution C, and the bound B as the `verification` section takes it,
// under the section's key for the method (scored_models, embedding_models).
type CalibrationReport[C, B any] struct {
	Model        string                  `json:"model" yaml:"-"`
	BackendURL   string                  `json:"backend_url" yaml:"-"`
	VerifierURL  string                  `json:"verifier_url" yaml:"-"`
	Calibration  C                       `json:"calibration" yaml:"-"`
	Verification map[string]map[string]B `json:"verification" yaml:"verification"`
	// summary is the distribution in words, the YAML's leading comments.
	summary string
}

func newCalibrationReport[C, B any](o CalibrateOptions, c C, key string, bound B, summary string) CalibrationReport[C, B] {
	return CalibrationReport[C, B]{Model: o.Model, BackendURL: o.BackendURL, VerifierURL: o.VerifierURL, Calibration: c,
		Verification: map[string]map[string]B{key: {o.Model: bound}}, summary: summary}
}

// NewCalibrationReport is the report of a scores calibration c, made against o's
// servers: the thresholds under verification.scored_models.
func NewCalibrationReport(o CalibrateOptions, c infer.Calibration) CalibrationReport[infer.Calibration, infer.Thresholds] {
	o = o.withDefaults()
	var b strings.Builder
	fmt.Fprintf(&b, "# infersched verify calibrate: %d honest results of %s (%d greedy, %d tokens), generated at %s and re-scored at %s.\n",
		c.Results, o.Model, c.GreedyResults, c.Tokens, o.BackendURL, o.VerifierURL)
	pct := func(name string, p infer.Percentiles) {
		fmt.Fprintf(&b, "#   %-17s n %d, p50 %.6g, p90 %.6g, p99 %.6g, p99.9 %.6g, max %.6g\n", name, p.N, p.P50, p.P90, p.P99, p.P999, p.Max)
	}
	pct("rank", c.Honest.Rank)
	pct("gap", c.Honest.Gap)
	pct("tempered_gap", c.Honest.TemperedGap)
	pct("mean_tempered_gap", c.Honest.MeanTemperedGap)
	pct("logprob_diff", c.Honest.LogprobDiff)
	pct("score_ppm", c.Honest.ScorePPM)
	fmt.Fprintf(&b, "# Failing at these thresholds: %d (by their end: %d). Uncalibrated (defaults): %v.\n# Margin: %s.\n",
		c.Failing, c.EndFailing, c.Uncalibrated, c.Margin)
	return newCalibrationReport(o, c, "scored_models", c.Suggested, b.String())
}

// JSON is the report as indented JSON.
func (r CalibrationReport[C, B]) JSON() ([]byte, error) {
	b, err := json.MarshalIndent(r, "", "  ")
	return append(b, '\n'), err
}

// YAML is the report as a configuration fragment: the distribution in comments, then
// the `verification` block to merge into the daemon's file.
func (r CalibrationReport[C, B]) YAML() ([]byte, error) {
	var out bytes.Buffer
	enc := yaml.NewEncoder(&out)
	enc.SetIndent(2)
	if err := enc.Encode(r); err != nil {
		return nil, err
	}
	if err := enc.Close(); err != nil {
		return nil, err
	}
	return append([]byte(r.summary), out.Bytes()...), nil
}
