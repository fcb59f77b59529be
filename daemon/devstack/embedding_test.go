package devstack

import (
	"context"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"

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
	for _, id := range ids {
		waitCompleted(t, s, id)
	}
	bad := s.Chain.Workers[0].Address
	var badIDs, honestIDs []*big.Int
	served := results(t, s)
	for _, id := range ids {
		switch ws := served[id.String()]; {
		case len(ws) == 0:
			t.Fatalf("request %s has no ResultSubmitted", id)
		case ws[0] == bad:
			badIDs = append(badIDs, id)
		default:
			honestIDs = append(honestIDs, id)
		}
	}
	t.Logf("dishonest worker served %v, honest workers %v", badIDs, honestIDs)
	if len(honestIDs) == 0 {
		t.Fatal("the honest workers served none of the 6 requests")
	}
	deadline := time.Now().Add(3 * time.Minute)
	for _, id := range honestIDs {
		for !attested(t, s, id) {
			if time.Now().After(deadline) {
				t.Fatalf("honest embedding %s not attested within 3 minutes; %s", id, s.Summary().Line())
			}
			time.Sleep(250 * time.Millisecond)
		}
	}
	var honest []common.Address
	for _, w := range s.Chain.Workers[1:] {
		honest = append(honest, w.Address)
	}
	if len(badIDs) > 0 {
		slashed := waitSlash(t, s, bad, 3*time.Minute)
		if !containsID(badIDs, slashed) {
			t.Fatalf("slashed for request %s, which it did not serve (its: %v)", slashed, badIDs)
		}
	} else {
		t.Log("the dishonest worker was given none of the requests: only the honest side is checked")
	}
	it, err := s.Chain.Verifier.FilterDisputeOpened(&bind.FilterOpts{Start: s.Chain.DeployBlock, Context: context.Background()}, nil, honest, nil)
	if err != nil {
		t.Fatal(err)
	}
	for it.Next() {
		t.Errorf("a dispute over honest worker %s's embedding %s (score %d)", it.Event.Worker, it.Event.Id, it.Event.Score)
	}
	it.Close()
	for _, w := range honest {
		if n := slashCount(t, s, w); n != 0 {
			t.Errorf("honest worker %s slashed %d times", w, n)
		}
	}
}
