package scheduler

import (
	"fmt"
	"slices"
)

// MaxClassKeyLen bounds a determinism class key (Worker.Determinism): six fields of at
// most 64 bytes and their separators.
const MaxClassKeyLen = 6*64 + 5

// ClassOf is w's determinism class for model, "" when it advertises none.
func (w *Worker) ClassOf(model string) string { return w.Determinism[model] }

// validateClasses checks a worker's determinism classes: models it serves, each with a
// key of 1 to MaxClassKeyLen bytes.
func validateClasses(w *Worker, at fmt.Stringer) error {
	for _, m := range sortedKeys(w.Determinism) {
		if !slices.Contains(w.Models, m) {
			return fmt.Errorf("%s.determinism[%q]: the worker does not serve this model", at, m)
		}
		if k := w.Determinism[m]; k == "" || len(k) > MaxClassKeyLen {
			return fmt.Errorf("%s.determinism[%q]: must be 1 to %d bytes, got %d", at, m, MaxClassKeyLen, len(k))
		}
	}
	return nil
}

// WithoutModel is a copy of w that does not serve model: every per-model member loses
// it, so the copy validates whenever w does. The copy shares no map or slice with w.
func (w Worker) WithoutModel(model string) Worker {
	keep := func(m string) bool { return m != model }
	w.Models = filterStrings(w.Models, keep)
	w.WarmModels = filterStrings(w.WarmModels, keep)
	w.OpenBatch = withoutKey(w.OpenBatch, model)
	w.ModelLoadMS = withoutKey(w.ModelLoadMS, model)
	w.ModelLatencyMS = withoutKey(w.ModelLatencyMS, model)
	w.ModelMemoryMB = withoutKey(w.ModelMemoryMB, model)
	w.Tasks = withoutKey(w.Tasks, model)
	w.Speed = withoutKey(w.Speed, model)
	w.Determinism = withoutKey(w.Determinism, model)
	return w
}

// filterStrings keeps nil and empty apart (WarmModels tells them apart).
func filterStrings(s []string, keep func(string) bool) []string {
	if s == nil {
		return nil
	}
	out := make([]string, 0, len(s))
	for _, v := range s {
		if keep(v) {
			out = append(out, v)
		}
	}
	return out
}

func withoutKey[V any](m map[string]V, key string) map[string]V {
	if m == nil {
		return nil
	}
	out := make(map[string]V, len(m))
	for k, v := range m {
		if k != key {
			out[k] = v
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}
