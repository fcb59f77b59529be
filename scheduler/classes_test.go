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
