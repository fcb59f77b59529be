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
