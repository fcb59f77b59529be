package devstack

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/internal/testutil/enginekit"
	"github.com/infersched/infersched/internal/testutil/testkit"
	"github.com/infersched/infersched/wire/infer"
)

// TestBackendModelsAreVerifiedByScores: `infersched dev --backend-url URL --dishonest 1`
// on the real engine (node-llama-cpp behind vLLM's API) with verification on. At start
// the stack calibrates the server's model on honest results and verifies it by scores
// (the banner says so, the quote says verifiable, the thresholds are no tighter than
// the defaults); every result of a worker on probation is sampled. The honest workers'
// nondeterministic results are re-scored and attested, none disputed, no honest worker
// slashed; the dishonest worker, whose transcripts claim tokens the model did not
// choose, is disputed on a failing verdict and slashed.
func TestBackendModelsAreVerifiedByScores(t *testing.T) {
	const model, calibrate = "llama-7b", 6
	eng := enginekit.Start(t, enginekit.Options{})
	o := testOptions(t)
	o.Workers, o.Dishonest = 3, 1
	o.maxJobs = 1 // one job at a time each, so that the requests spread over all three
	o.BackendURL, o.Calibrate = eng.URL, calibrate
	base := o.Config
	o.Config = func(c *config.Config) {
		scored := c.Verification.ScoredModels
		base(c)
		c.Verification.ScoredModels = scored
	}
	s := startStack(t, o)
	th, ok := s.Config.Verification.Scoring(model)
	if !ok || len(s.scoring) != 1 || s.scoring[0].calibrated != calibrate || s.scoring[0].err != nil {
		t.Fatalf("the backend's model is not verified by calibrated scores: %+v", s.scoring)
	}
	if d := infer.DefaultThresholds; th.MaxRank < d.MaxRank || th.MaxGap < d.MaxGap || th.MaxTemperedGap < d.MaxTemperedGap ||
		th.MaxLogprobDiff < d.MaxLogprobDiff || th.MaxOutliersPPM < d.MaxOutliersPPM || th.MinTokens > d.MinTokens {
		t.Fatalf("thresholds %+v are tighter than the defaults %+v", th, d)
	}
	var banner bytes.Buffer
	s.Banner(&banner)
	if want := fmt.Sprintf("verification: %s by scores, thresholds calibrated on %d honest results", model, calibrate); !strings.Contains(banner.String(), want) {
		t.Fatalf("the banner does not say %q:\n%s", want, banner.String())
	}
	requireVerifiable(t, s, model)

	var ids []*big.Int
	for i := range 6 {
		doc := fmt.Sprintf(`{"infer":1,"task":"chat","messages":[{"role":"user","content":"Tell me about the number %d."}],"temperature":%v,"seed":%d}`,
			i, []float64{0, 0.7}[i%2], i)
		ids = append(ids, requestModel(t, s, model, []byte(doc), 24))
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
				t.Fatalf("honest result %s not attested within 3 minutes; %s", id, s.Summary().Line())
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
		t.Errorf("a dispute over honest worker %s's result %s (score %d)", it.Event.Worker, it.Event.Id, it.Event.Score)
	}
	it.Close()
	for _, w := range honest {
		if n := slashCount(t, s, w); n != 0 {
			t.Errorf("honest worker %s slashed %d times", w, n)
		}
	}
}

// requireVerifiable fails the test unless the quote of model says verifiable; the model
// is unserved (404) until the workers' first heartbeats are in.
func requireVerifiable(t *testing.T, s *Stack, model string) {
	t.Helper()
	var q struct{ Verifiable bool }
	var code int
	testkit.WaitUntil(t, "a quote of "+model, func() bool {
		resp, err := http.Get(s.HTTPURL + "/v1/quote?model=" + model + "&max_tokens=24")
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		if code = resp.StatusCode; code == http.StatusNotFound {
			return false
		}
		if err := json.NewDecoder(resp.Body).Decode(&q); err != nil {
			t.Fatalf("quote of %s: %d, %v", model, code, err)
		}
		return true
	})
	if code != http.StatusOK || !q.Verifiable {
		t.Fatalf("quote of %s: %d, verifiable %v", model, code, q.Verifiable)
	}
}

func containsID(ids []*big.Int, id *big.Int) bool {
	for _, x := range ids {
		if x.Cmp(id) == 0 {
			return true
		}
	}
	return false
}
