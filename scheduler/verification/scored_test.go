package verification

import (
	"strings"
	"testing"
)

// A model with thresholds is verified by scores: it is sampled like a comparable one,
// its thresholds are what its jobs carry, and the config refuses bad thresholds or a
// model in both lists.
func TestScoredModels(t *testing.T) {
	c := DefaultConfig()
	th := Thresholds{MaxRank: 2, MaxGap: 0.05, MaxTemperedGap: 9, MaxLogprobDiff: 0.02, MaxOutliersPPM: 40_000, MinTokens: 16}
	c.ScoredModels = map[string]Thresholds{"llama-7b": th}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	if !c.Comparable("llama-7b") || !c.Verifies() || c.Comparable("other") {
		t.Fatal("a scored model is not drawn, or another is")
	}
	if got, ok := c.Scoring("llama-7b"); !ok || got != th {
		t.Fatalf("scoring %+v %v", got, ok)
	}
	if _, ok := c.Scoring("echo"); ok {
		t.Fatal("a model without thresholds is scored")
	}
	bad := th
	bad.MaxRank = 0
	c.ScoredModels["bad"] = bad
	c.ComparableModels = []string{"llama-7b"}
	err := c.Validate()
	for _, want := range []string{"scored_models.bad: ", "max_rank", "scored_models.llama-7b: is in comparable_models too"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("config error %v lacks %q", err, want)
		}
	}
}
