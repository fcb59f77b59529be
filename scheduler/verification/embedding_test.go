package verification

import (
	"encoding/json"
	"math"
	"strings"
	"testing"
)

// A model with a cosine bound is verified by cosine similarity: it is sampled like a
// comparable one (so the quote calls it verifiable), its bound is what its jobs carry,
// and the config refuses a bound out of (0, 1] or a model in another list.
func TestEmbeddingModels(t *testing.T) {
	c := DefaultConfig()
	c.EmbeddingModels = map[string]EmbeddingBound{"embed-small": {MinCosine: 0.999}}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	if !c.Comparable("embed-small") || !c.Verifies() || c.Comparable("other") {
		t.Fatal("an embedding model is not drawn, or another is")
	}
	if b, ok := c.Embedding("embed-small"); !ok || b.MinCosine != 0.999 {
		t.Fatalf("bound %+v %v", b, ok)
	}
	if _, ok := c.Embedding("other"); ok {
		t.Fatal("a model without a bound has one")
	}
	th := Thresholds{MaxRank: 2, MaxGap: 0.05, MaxTemperedGap: 9, MaxOutliersPPM: 40_000, MinTokens: 16}
	c.ComparableModels = []string{"twice-a"}
	c.ScoredModels = map[string]Thresholds{"twice-b": th}
	for _, m := range []string{"twice-a", "twice-b"} {
		c.EmbeddingModels[m] = EmbeddingBound{MinCosine: 0.9}
	}
	for _, v := range []float64{0, -0.5, 1.0000001, math.NaN(), math.Inf(1)} {
		c.EmbeddingModels["bad"] = EmbeddingBound{MinCosine: v}
		err := c.Validate()
		for _, want := range []string{"embedding_models.bad: min_cosine: must be in (0, 1]", "embedding_models.twice-a: is in comparable_models, scored_models or class_models too",
			"embedding_models.twice-b: is in comparable_models, scored_models or class_models too"} {
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("min_cosine %v: config error %v lacks %q", v, err, want)
			}
		}
	}
	c.EmbeddingModels["bad"] = EmbeddingBound{MinCosine: 1}
	delete(c.EmbeddingModels, "twice-a")
	delete(c.EmbeddingModels, "twice-b")
	if err := c.Validate(); err != nil {
		t.Errorf("min_cosine 1: %v", err)
	}
}

// A config without embedding models encodes as it did without the member, so decision
// records that carry it hash as they always did.
func TestEmbeddingModelsAbsentEncodeAsBefore(t *testing.T) {
	b, err := json.Marshal(DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(b), "embedding") {
		t.Fatalf("the default config encodes %s", b)
	}
}
