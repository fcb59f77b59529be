package agent

import (
	"context"
	"slices"
	"time"

	"go.uber.org/zap"

	"github.com/infersched/infersched/wire"
)

// residency is what the worker remembers of its backend's models between heartbeats
// (guarded by Worker.mu): which were cold at the last reading, the VRAM each held when
// last seen loaded, and the load times measured.
type residency struct {
	cold     map[string]bool  // our model name → cold at the last reading
	seenMB   map[string]int64 // our model name → MiB its weights held when last loaded
	loadedMS map[string]int64 // our model name → measured load time
}

// report is the next heartbeat: the worker's own count (load), then the backend's
// metrics over it when configured.
func (w *Worker) report(ctx context.Context) wire.Heartbeat {
	hb := w.load()
	hb.BackendMetrics = wire.BackendMetricsNone
	if w.probe == nil {
		return hb
	}
	rep, err := w.probe.probe(ctx)
	w.applyBackendLoad(&hb, rep, err)
	return hb
}

// applyBackendLoad puts the backend's own figures into hb: busy slots are the larger of
// the worker's count and the backend's running + waiting requests (other clients of a
// shared server, and a queue, take slots too); free memory is at most what the KV cache
// (vLLM, llama.cpp) or the loaded models (Ollama) leave of memory_mb; Ollama's loaded
// models make the residency. A reading that failed reports no free slot.
func (w *Worker) applyBackendLoad(hb *wire.Heartbeat, rep LoadReport, err error) {
	if err != nil {
		hb.ActiveJobs = hb.MaxJobs
		hb.BackendMetrics = wire.BackendMetricsUnavailable
		w.log.Warn("backend metrics unavailable: reporting no free slot", zap.Error(err))
		return
	}
	if rep.Kind == MetricsOff {
		if rep.Reason != nil {
			w.log.Info("the backend offers no known metrics (vLLM, llama.cpp server, Ollama): the load reported is the worker's own count of jobs",
				zap.Error(rep.Reason))
		}
		return
	}
	hb.BackendMetrics = rep.Kind
	if rep.Running >= 0 {
		busy := rep.Running + max(rep.Waiting, 0)
		hb.ActiveJobs = min(max(hb.ActiveJobs, busy), hb.MaxJobs)
	}
	if rep.CacheUsage >= 0 {
		free := int64(float64(w.cfg.MemoryMB) * (1 - rep.CacheUsage))
		hb.FreeMemoryMB = min(hb.FreeMemoryMB, max(free, 0))
	}
	if rep.Loaded == nil {
		return
	}
	var held int64
	for _, b := range rep.Loaded {
		held += mib(b)
	}
	hb.FreeMemoryMB = min(hb.FreeMemoryMB, max(w.cfg.MemoryMB-held, 0))
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.res.cold == nil {
		w.res = residency{cold: map[string]bool{}, seenMB: map[string]int64{}, loadedMS: map[string]int64{}}
	}
	hb.Residency = make(map[string]wire.ModelResidency, len(hb.Models))
	for _, m := range hb.Models {
		b, warm := rep.Loaded[ollamaName(w.backendName(m))]
		mb := w.res.seenMB[m]
		if warm {
			mb = mib(b)
			w.res.seenMB[m] = mb
		}
		w.res.cold[m] = !warm
		hb.Residency[m] = wire.ModelResidency{Warm: warm, LoadMS: w.loadTimeLocked(m), MemoryMB: min(mb, wire.MaxFreeMemoryMB)}
	}
}

// backendName is model as the backend names it (backend.model_map).
func (w *Worker) backendName(model string) string {
	if b, ok := w.cfg.Backend.ModelMap[model]; ok {
		return b
	}
	return model
}

// loadTimeLocked is the load time reported for model: measured, else configured, else
// the default. w.mu must be held.
func (w *Worker) loadTimeLocked(model string) int64 {
	if v, ok := w.res.loadedMS[model]; ok {
		return v
	}
	if v, ok := w.cfg.Backend.LoadMS[model]; ok {
		return v
	}
	return w.cfg.Backend.DefaultLoadMS
}

// observeLoad measures a load: a job on a model that was cold at the last reading took
// d, of which the worker's usual latency is inference and the rest the load. Call it
// before observeLatency feeds d to the average.
func (w *Worker) observeLoad(model string, d time.Duration) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if !w.res.cold[model] {
		return
	}
	w.res.cold[model] = false // one measurement per load
	ms := int64(float64(d)/float64(time.Millisecond) - w.latencyMS)
	w.res.loadedMS[model] = min(max(ms, 0), wire.MaxModelLoadMS)
}

// mib is bytes in MiB, rounded up.
func mib(b int64) int64 { return (max(b, 0) + 1<<20 - 1) >> 20 }

func sortedModels[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
