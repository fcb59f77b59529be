package verification

import (
	"fmt"
	"maps"
	"slices"

	"github.com/infersched/infersched/internal/validate"
)

// Config is the `verification` section.
type Config struct {
	// SampleRate is the fraction of a worker's results re-executed once it is off
	// probation (0 to 1).
	SampleRate float64 `yaml:"sample_rate" json:"sample_rate"`
	// ProbationSampleRate is the fraction sampled while the worker is on probation
	// (scheduler.probation.jobs), or after it lost a dispute and staked again.
	ProbationSampleRate float64 `yaml:"probation_sample_rate" json:"probation_sample_rate"`
	// ProbationResults: a worker with fewer completed jobs than this, or than
	// scheduler.probation.jobs when that is larger, is on probation for sampling (its
	// results are drawn at probation_sample_rate), whether or not the scheduler
	// restricts its routing.
	ProbationResults int64 `yaml:"probation_results" json:"probation_results"`
	// ComparableModels are the models whose honest outputs are byte-identical across
	// workers (greedy decoding or a fixed seed on a pinned model and backend); their
	// images and transcriptions are not sampled (class_models). A model in no list is
	// `verifiable: false`.
	ComparableModels []string `yaml:"comparable_models" json:"comparable_models,omitempty"`
	// ScoredModels are the generating models (chat, completion) whose results are
	// verified by scores, with the thresholds the verifier applies: it re-scores the
	// result's transcript with one teacher-forced pass of its own model and passes it
	// when few enough tokens are outliers. The thresholds go with every scoring job, and
	// the decision log carries them. A model in no list is `verifiable: false`.
	ScoredModels map[string]Thresholds `yaml:"scored_models" json:"scored_models,omitempty"`
	// ClassModels are the models verified by exact hashes within a determinism class:
	// a result is re-run only by a worker whose signed heartbeat advertises, for the
	// model, the class of the worker checked (GPU, engine and version, dtype,
	// tensor-parallel size, batch-invariant mode). Such a model is routed only to a
	// worker whose class has at least two other staked workers, so that no result of it
	// goes unverifiable (classes.go). Images and transcriptions are sampled only for
	// these models.
	ClassModels []string `yaml:"class_models" json:"class_models,omitempty"`
	// EmbeddingModels are the models whose embedding results are verified by cosine
	// similarity against a calibrated bound (EmbeddingBound); the bound goes with every
	// such job, and the decision log carries it. Their results of other tasks are judged
	// by exact hashes.
	EmbeddingModels map[string]EmbeddingBound `yaml:"embedding_models" json:"embedding_models,omitempty"`
	// CleanAfter is the number of agreeing verifications, with no dispute ever
	// opened against the worker, after which its rate is SampleRate × CleanFactor
	// (the reward of a clean history); 0 turns the reduction off.
	CleanAfter int `yaml:"clean_after" json:"clean_after"`
	// CleanFactor multiplies SampleRate for a worker with a clean history (0 to 1].
	CleanFactor float64 `yaml:"clean_factor" json:"clean_factor"`
	// MaxPerRound bounds the verification jobs one round assigns, so that a backlog
	// of samples never crowds a round (paid work is planned first in any case).
	MaxPerRound int `yaml:"max_per_round" json:"max_per_round"`
	// AttestGas is the gas of one attestation transaction, what a verification job is
	// priced at (× the round's gas price).
	AttestGas uint64 `yaml:"attest_gas" json:"attest_gas"`
}

// DefaultConfig is the default verification: 3 % off probation, every result on
// probation, no model comparable until the operator says so.
func DefaultConfig() Config {
	return Config{SampleRate: 0.03, ProbationSampleRate: 1.0, ProbationResults: 10, CleanAfter: 100, CleanFactor: 0.5, MaxPerRound: 64, AttestGas: 90_000}
}

// Validate reports every problem at once, by key.
func (c Config) Validate() error {
	var p validate.Problems
	rate := func(key string, v float64) {
		p.Check(v >= 0 && v <= 1, key, "must be a fraction between 0 and 1, got %v", v)
	}
	rate("sample_rate", c.SampleRate)
	rate("probation_sample_rate", c.ProbationSampleRate)
	p.Check(c.ProbationSampleRate >= c.SampleRate, "probation_sample_rate",
		"must be at least sample_rate (%v): a worker on probation is checked at least as often, got %v", c.SampleRate, c.ProbationSampleRate)
	p.Check(c.ProbationResults >= 0, "probation_results", "must not be negative, got %d", c.ProbationResults)
	p.Check(c.CleanAfter >= 0, "clean_after", "must not be negative, got %d", c.CleanAfter)
	p.Check(c.CleanFactor > 0 && c.CleanFactor <= 1, "clean_factor", "must be in (0, 1], got %v", c.CleanFactor)
	p.Check(c.MaxPerRound > 0, "max_per_round", "must be positive, got %d", c.MaxPerRound)
	seen := make(map[string]bool, len(c.ComparableModels))
	for i, m := range c.ComparableModels {
		key := fmt.Sprintf("comparable_models[%d]", i)
		p.Check(m != "", key, "must not be empty")
		p.Check(!seen[m], key, "lists %q twice", m)
		seen[m] = true
	}
	for _, m := range slices.Sorted(maps.Keys(c.ScoredModels)) {
		key := "scored_models." + m
		p.Check(m != "", key, "must not be empty")
		p.Check(!seen[m], key, "is in comparable_models too: a model is verified by hashes or by scores")
		if err := c.ScoredModels[m].Validate(); err != nil {
			p.Addf(key, "%v", err)
		}
	}
	c.validateClassModels(&p)
	c.validateEmbedding(&p, seen)
	return p.Err()
}

// Comparable reports whether any of model's results are sampled: verified by exact
// hashes (comparable_models), by scores (scored_models), by exact hashes within a
// determinism class (class_models) or by cosine similarity (embedding_models). Which
// task's are: Verifiability.
func (c Config) Comparable(model string) bool {
	_, scored := c.ScoredModels[model]
	_, embedded := c.EmbeddingModels[model]
	return scored || embedded || slices.Contains(c.ComparableModels, model) || c.ClassModel(model)
}

// Verifies reports whether any model is verified.
func (c Config) Verifies() bool {
	return len(c.ComparableModels)+len(c.ScoredModels)+len(c.ClassModels)+len(c.EmbeddingModels) > 0
}

// Scoring is model's thresholds when its results are verified by scores.
func (c Config) Scoring(model string) (Thresholds, bool) {
	th, ok := c.ScoredModels[model]
	return th, ok
}

// EmbeddingBound decides a verdict on an embedding: the verifier embeds the exact input
// the worker embedded with its own model and passes the result when the cosine
// similarity of the claimed vector and its own is at least MinCosine. The bound comes
// from calibration (`infersched verify calibrate --task embedding`): honest embeddings
// of the same model differ by the engine's own nondeterminism (threads, batch size),
// another model's or a quantized model's by more.
type EmbeddingBound struct {
	// MinCosine is the least cosine similarity a claimed vector may have to the
	// verifier's and pass, in (0, 1].
	MinCosine float64 `json:"min_cosine" yaml:"min_cosine"`
}

// Validate checks the bound is usable.
func (b EmbeddingBound) Validate() error {
	if !finiteIn(b.MinCosine, 0, 1) || b.MinCosine == 0 {
		return fmt.Errorf("min_cosine: must be in (0, 1], got %v", b.MinCosine)
	}
	return nil
}

// Embedding is model's bound when its embedding results are verified by cosine
// similarity (embedding_models).
func (c Config) Embedding(model string) (EmbeddingBound, bool) {
	b, ok := c.EmbeddingModels[model]
	return b, ok
}

// validateEmbedding checks embedding_models: each bound usable, each model in no other
// verification list (comparable: the names of comparable_models).
func (c Config) validateEmbedding(p *validate.Problems, comparable map[string]bool) {
	for _, m := range slices.Sorted(maps.Keys(c.EmbeddingModels)) {
		key := "embedding_models." + m
		p.Check(m != "", key, "must not be empty")
		_, scored := c.ScoredModels[m]
		p.Check(!comparable[m] && !scored && !c.ClassModel(m), key, "is in comparable_models, scored_models or class_models too: a model is verified one way")
		if err := c.EmbeddingModels[m].Validate(); err != nil {
			p.Addf(key, "%v", err)
		}
	}
}
