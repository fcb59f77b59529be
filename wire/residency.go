package wire

import (
	"slices"
	"strconv"

	"github.com/infersched/infersched/internal/canonjson"
	"github.com/infersched/infersched/internal/validate"
)

// MaxModelLoadMS bounds a model's load_ms: one day.
const MaxModelLoadMS = 24 * 60 * 60 * 1000

// ModelResidency is one model's state on a worker (seed 003's model load time
// and GPU memory).
type ModelResidency struct {
	// Warm: the model is loaded and serves without a load.
	Warm bool `json:"warm"`
	// LoadMS is how long loading the model takes: measured at its last load, or the
	// worker's configured figure before the first.
	LoadMS int64 `json:"load_ms"`
	// MemoryMB is the memory its weights hold: now (warm), or once loaded (cold). A warm
	// model's memory is not part of free_memory_mb.
	MemoryMB int64 `json:"memory_mb"`
}

// wireResidency detects missing members of a residency entry.
type wireResidency struct {
	Warm     *bool  `json:"warm"`
	LoadMS   *int64 `json:"load_ms"`
	MemoryMB *int64 `json:"memory_mb"`
}

// decodeResidency copies the decoded entries, naming each missing member.
func decodeResidency(in map[string]wireResidency, p *validate.Problems) map[string]ModelResidency {
	if in == nil {
		return nil
	}
	out := make(map[string]ModelResidency, len(in))
	for _, m := range sortedKeys(in) {
		w, at := in[m], "heartbeat.residency["+strconv.Quote(clip(m))+"]"
		var r ModelResidency
		switch {
		case w.Warm == nil:
			p.Addf(at+".warm", "is missing")
		case w.LoadMS == nil:
			p.Addf(at+".load_ms", "is missing")
		case w.MemoryMB == nil:
			p.Addf(at+".memory_mb", "is missing")
		default:
			r = ModelResidency{Warm: *w.Warm, LoadMS: *w.LoadMS, MemoryMB: *w.MemoryMB}
		}
		out[m] = r
	}
	return out
}

// checkResidency: absent, or one entry per model served, each in range.
func (h Heartbeat) checkResidency(p *validate.Problems) {
	if h.Residency == nil {
		return
	}
	if len(h.Residency) > len(h.Models) {
		p.Addf("heartbeat.residency", "has %d models, more than the %d served", len(h.Residency), len(h.Models))
		return
	}
	for _, m := range sortedKeys(h.Residency) {
		at := "heartbeat.residency[" + strconv.Quote(clip(m)) + "]"
		if _, served := slices.BinarySearch(h.Models, m); !served {
			p.Addf(at, "is not a model the worker serves")
			continue
		}
		r := h.Residency[m]
		p.Check(r.LoadMS >= 0 && r.LoadMS <= MaxModelLoadMS, at+".load_ms", "must be in [0, %d], got %d", MaxModelLoadMS, r.LoadMS)
		p.Check(r.MemoryMB >= 0 && r.MemoryMB <= MaxFreeMemoryMB, at+".memory_mb", "must be in [0, %d], got %d", MaxFreeMemoryMB, r.MemoryMB)
	}
	for i, m := range h.Models {
		if _, ok := h.Residency[m]; !ok {
			// Residency is all or nothing: a model left out would be neither warm nor
			// cold with a known load.
			p.Addf("heartbeat.residency", "has no entry for models[%d] %q: list every model served, or none", i, clip(m))
			break
		}
	}
}

// appendResidency writes the canonical residency member (see doc.go).
func appendResidency(b []byte, rs map[string]ModelResidency) []byte {
	if len(rs) == 0 {
		return b
	}
	b = append(b, `,"residency":`...)
	return canonjson.AppendObject(b, rs, func(b []byte, r ModelResidency) []byte {
		b = append(b, `{"warm":`...)
		if r.Warm {
			b = append(b, "true"...)
		} else {
			b = append(b, "false"...)
		}
		b = append(b, `,"load_ms":`...)
		b = strconv.AppendInt(b, r.LoadMS, 10)
		b = append(b, `,"memory_mb":`...)
		b = strconv.AppendInt(b, r.MemoryMB, 10)
		return append(b, '}')
	})
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
