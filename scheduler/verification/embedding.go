package verification

import (
	"fmt"
	"maps"
	"slices"

	"github.com/infersched/infersched/internal/validate"
)

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
