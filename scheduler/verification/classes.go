package verification

import (
	"fmt"
	"slices"

	"github.com/infersched/infersched/internal/validate"
	"github.com/infersched/infersched/scheduler"
)

// Method is how a sampled result is verified.
type Method string

// The methods, as the quote names them.
const (
	// ByScores: the verifier re-scores the result's transcript (scored_models).
	ByScores Method = "scores"
	// ByHashes: the verifier re-runs the request and compares output hashes
	// (comparable_models: byte-identical on every worker).
	ByHashes Method = "hashes"
	// ByClassHashes: a verifier of the worker's determinism class re-runs the request and
	// compares output hashes (class_models).
	ByClassHashes Method = "class_hashes"
	// ByCosine: the verifier embeds the same input and compares the vectors' cosine
	// similarity with the model's bound (embedding_models).
	ByCosine Method = "cosine"
)

// Why a result is not verified (Verifiability.Reason).
const (
	// ReasonNotConfigured: the model is in none of the lists.
	ReasonNotConfigured = "the model has no scoring thresholds (verification.scored_models) nor cosine bound " +
		"(verification.embedding_models) and is not declared deterministic (verification.comparable_models, " +
		"verification.class_models): its results are not sampled"
	// ReasonNeedsClass: an image or a transcription of a model outside class_models.
	ReasonNeedsClass = "images and transcriptions are verified only by a seeded re-run on a worker of the same " +
		"determinism class, and the model is not in verification.class_models: its results are not sampled"
)

// ClassPeers is how many other staked workers of its class, serving the model, a
// worker needs to be routed a class model: a first verifier and a tie-break, neither
// the worker (the 2-of-3 rule).
const ClassPeers = 2

// Verifiability is how results of one model and task are verified, or why they are not.
type Verifiability struct {
	// Method is "" when the results are not sampled.
	Method Method
	// Reason says why not, when Method is "".
	Reason string
}

// Sampled reports whether such results are drawn at all.
func (v Verifiability) Sampled() bool { return v.Method != "" }

// ClassModel reports whether model is verified within a determinism class.
func (c Config) ClassModel(model string) bool { return slices.Contains(c.ClassModels, model) }

// validateClassModels: each class model named once, and in no other list (a model is
// verified one way).
func (c Config) validateClassModels(p *validate.Problems) {
	for i, m := range c.ClassModels {
		key := fmt.Sprintf("class_models[%d]", i)
		p.Check(m != "", key, "must not be empty")
		p.Check(!slices.Contains(c.ClassModels[:i], m), key, "lists %q twice", m)
		_, scored := c.ScoredModels[m]
		_, embedded := c.EmbeddingModels[m]
		p.Check(!scored && !embedded && !slices.Contains(c.ComparableModels, m), key,
			"%q is in comparable_models, scored_models or embedding_models too: a model is verified one way", m)
	}
}

// RouteClasses is ws with every class model taken from each worker that cannot be
// verified on it: one that advertises no class for the model, or whose class has fewer
// than ClassPeers other staked workers serving the model. Such a worker is not routed
// the model (nor picked to verify it), so no result of a class model is produced
// where no verifier of its class exists: a worker cannot dodge verification by
// advertising a class of its own. ws is not changed; the workers changed are copies
// (scheduler.Worker.WithoutModel).
func (c Config) RouteClasses(ws []scheduler.Worker) []scheduler.Worker {
	if len(c.ClassModels) == 0 {
		return ws
	}
	type member struct{ model, class string }
	staked := map[member]int{}
	for i := range ws {
		if ws[i].StakeWei.Sign() <= 0 {
			continue
		}
		for _, m := range c.ClassModels {
			if k := ws[i].ClassOf(m); k != "" && slices.Contains(ws[i].Models, m) {
				staked[member{m, k}]++
			}
		}
	}
	var out []scheduler.Worker
	for i := range ws {
		w := ws[i]
		for _, m := range c.ClassModels {
			if !slices.Contains(w.Models, m) {
				continue
			}
			k := w.ClassOf(m)
			peers := staked[member{m, k}]
			if w.StakeWei.Sign() > 0 {
				peers--
			}
			if k == "" || peers < ClassPeers {
				w = w.WithoutModel(m)
			}
		}
		if out == nil && !slices.Equal(w.Models, ws[i].Models) {
			out = append(make([]scheduler.Worker, 0, len(ws)), ws[:i]...)
		}
		if out != nil {
			out = append(out, w)
		}
	}
	if out == nil {
		return ws
	}
	return out
}
