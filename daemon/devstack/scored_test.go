package devstack

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"strings"
	"testing"

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
	t.Parallel()
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
	requireLiarCaught(t, s, ids, "result")
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
