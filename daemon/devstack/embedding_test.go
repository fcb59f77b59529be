package devstack

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/internal/testutil/enginekit"
	"github.com/infersched/infersched/scheduler/verification"
)

// TestEmbeddingsAreVerifiedByCosine: `infersched dev --backend-url URL --dishonest 1` on
// the real engine with the served model in verification.embedding_models: the quote
// says verifiable. Every
// embedding result of a worker on probation is sampled; a verifier re-embeds the input
// and compares its vector with the one the worker submitted (inline, read from its
// ResultSubmitted event): the honest workers' embeddings are attested, none disputed,
// no honest worker slashed; the dishonest worker, whose output is no vector, is
// disputed and slashed.
func TestEmbeddingsAreVerifiedByCosine(t *testing.T) {
	t.Parallel()
	const model = "llama-7b"
	eng := enginekit.Start(t, enginekit.Options{})
	o := testOptions(t)
	o.Workers, o.Dishonest = 3, 1
	o.maxJobs = 1 // one job at a time each, so that the requests spread over all three
	o.BackendURL, o.Calibrate = eng.URL, 0
	base := o.Config
	o.Config = func(c *config.Config) {
		base(c)
		c.Verification.ScoredModels = nil
		c.Verification.EmbeddingModels = map[string]verification.EmbeddingBound{model: {MinCosine: 0.9999}}
	}
	s := startStack(t, o)
	if _, ok := s.Config.Verification.Embedding(model); !ok {
		t.Fatalf("the model is not verified by cosine: %+v", s.Config.Verification)
	}
	requireVerifiable(t, s, model)
	var ids []*big.Int
	for i := range 6 {
		doc := fmt.Sprintf(`{"infer":1,"task":"embedding","input":"The number %d is written in digits and in words."}`, i)
		ids = append(ids, requestModel(t, s, model, []byte(doc), 16))
	}
	requireLiarCaught(t, s, ids, "embedding")
}
