package scheduler

import (
	"strings"
	"testing"
)

func TestValidateClasses(t *testing.T) {
	for _, tc := range []struct {
		name string
		det  map[string]string
		want string
	}{
		{"model not served", map[string]string{"gpt-2": "cpu|llama.cpp|b1|f16|1|false"}, `determinism["gpt-2"]: the worker does not serve`},
		{"empty key", map[string]string{"llama-7b": ""}, `determinism["llama-7b"]: must be 1 to 389 bytes, got 0`},
		{"long key", map[string]string{"llama-7b": strings.Repeat("x", MaxClassKeyLen+1)}, `must be 1 to 389 bytes, got 390`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := tokenSnapshot(40, Request{MaxTokens: 1})
			s.Workers[0].Determinism = tc.det
			if err := s.Validate(); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want %q", err, tc.want)
			}
		})
	}
	s := tokenSnapshot(40, Request{MaxTokens: 1})
	s.Workers[0].Determinism = map[string]string{"llama-7b": "cpu|llama.cpp|b1|f16|1|false"}
	if err := s.Validate(); err != nil {
		t.Fatalf("a valid class: %v", err)
	}
	if got := s.Workers[0].ClassOf("llama-7b"); got != "cpu|llama.cpp|b1|f16|1|false" || s.Workers[0].ClassOf("gpt-2") != "" {
		t.Fatalf("ClassOf %q", got)
	}
}

// WithoutModel drops the model from every per-model member, leaves w untouched, and
// the copy validates.
func TestWithoutModel(t *testing.T) {
	s := tokenSnapshot(40, Request{MaxTokens: 1})
	w := &s.Workers[0]
	w.Models = []string{"gpt-2", "llama-7b"}
	w.WarmModels = []string{"llama-7b"}
	w.BatchMax = 4
	w.OpenBatch = map[string]int{"llama-7b": 1}
	w.ModelLoadMS = map[string]int64{"llama-7b": 10, "gpt-2": 5}
	w.ModelLatencyMS = map[string]float64{"llama-7b": 10}
	w.ModelMemoryMB = map[string]int64{"llama-7b": 10}
	w.Tasks = map[string][]string{"llama-7b": {TaskChat}}
	w.Speed = map[string]Speed{"llama-7b": {DecodeTPS: 5}}
	w.Determinism = map[string]string{"llama-7b": "k"}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	c := w.WithoutModel("llama-7b")
	if len(c.Models) != 1 || c.Models[0] != "gpt-2" || c.WarmModels == nil || len(c.WarmModels) != 0 || c.OpenBatch != nil ||
		len(c.ModelLoadMS) != 1 || c.ModelLatencyMS != nil || c.ModelMemoryMB != nil || c.Tasks != nil || c.Speed != nil || c.Determinism != nil {
		t.Fatalf("copy %+v", c)
	}
	if len(w.Models) != 2 || w.Determinism["llama-7b"] != "k" || w.OpenBatch["llama-7b"] != 1 {
		t.Fatalf("the original changed: %+v", *w)
	}
	s.Workers[0] = c
	if err := s.Validate(); err != nil {
		t.Fatalf("the copy does not validate: %v", err)
	}
}
