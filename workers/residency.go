package workers

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
)

// encodeResidency is the live hash's residency field: the heartbeat's entries as JSON,
// "" when the worker does not report residency.
func encodeResidency(rs map[string]wire.ModelResidency) (string, error) {
	if len(rs) == 0 {
		return "", nil
	}
	b, err := json.Marshal(rs)
	if err != nil {
		return "", fmt.Errorf("encode residency: %w", err)
	}
	return string(b), nil
}

// decodeResidency fills w's residency from the live hash's field: the warm
// models (an empty list when none is), every model's load time, and the memory of the
// weights where it is known. "" leaves w as a worker that does not report residency:
// every model warm.
func decodeResidency(w *scheduler.Worker, field string) error {
	if field == "" {
		return nil
	}
	var rs map[string]wire.ModelResidency
	if err := json.Unmarshal([]byte(field), &rs); err != nil {
		return fmt.Errorf("field residency: %w", err)
	}
	w.WarmModels = []string{}
	for _, m := range w.Models {
		r, ok := rs[m]
		if !ok {
			// The heartbeat lists every model; a hash that does not is not trusted.
			return fmt.Errorf("field residency: no entry for model %q", m)
		}
		if r.LoadMS < 0 || r.LoadMS > scheduler.MaxModelLoadMS || r.MemoryMB < 0 || r.MemoryMB > wire.MaxFreeMemoryMB {
			return fmt.Errorf("field residency: model %q out of range", m)
		}
		if r.Warm {
			w.WarmModels = append(w.WarmModels, m)
		}
		if w.ModelLoadMS == nil {
			w.ModelLoadMS = make(map[string]int64, len(w.Models))
		}
		w.ModelLoadMS[m] = r.LoadMS
		if r.MemoryMB > 0 {
			if w.ModelMemoryMB == nil {
				w.ModelMemoryMB = make(map[string]int64, len(w.Models))
			}
			w.ModelMemoryMB[m] = r.MemoryMB
		}
	}
	slices.Sort(w.WarmModels)
	return nil
}
