package scheduler

import (
	"fmt"
	"slices"
)

// Residency (seed 003's "模型加载时间、显存占用"): which models a worker has
// loaded, how long loading the others takes, what their weights hold, and the worker's
// measured P50 per model.
//
//	base latency = model_latency_ms[m]             (measured P50)
//	             | avg_latency_ms × complexity(m)  (the prior: seed 003)
//	estimate     = base latency + dispatch_ms + model_load_ms[m] when m is cold
//
// A worker with rates for the model (tokens.go) has no base latency: its estimate is
// its dispatch, its load when cold, and the request's work at its rates.
//
// The estimate is what the index sorts by, what the deadline check compares with the
// time left, what the delay cost prices and what the ETA and Retry-After start from,
// so a cold route pays its load everywhere a warm one pays its latency. Equal costs
// prefer a warm worker. A cold route needs model_memory_mb[m] free on top of the
// request's required_memory_mb; the first cold route of a round to a worker books both
// (the load), later ones of the same model on that worker only the request's memory,
// and keep the load in their estimate (it is still ahead of them).
//
// Decision: the memory a model holds is the worker's per-model figure
// (model_memory_mb, from the heartbeat), not the request's required_memory_mb, which
// keeps its meaning: what one request needs on top of loaded weights (KV cache,
// activations). The plan never assumes a worker evicts a warm model to make room: the
// worker's free_memory_mb is what is free with what it holds.

// MaxModelLoadMS bounds a model's load time: one day.
const MaxModelLoadMS = 24 * 3600 * 1000

// Warm reports whether w has model loaded: every model it serves when it does not
// report residency (WarmModels nil).
func (w *Worker) Warm(model string) bool {
	return w.WarmModels == nil || slices.Contains(w.WarmModels, model)
}

// validateResidency checks the residency fields of worker w, named at.
func validateResidency(w *Worker, at fmt.Stringer) error {
	serves := func(field, m string) error {
		if !slices.Contains(w.Models, m) {
			return fmt.Errorf("%s.%s[%q]: the worker does not serve this model", at, field, m)
		}
		return nil
	}
	for k, m := range w.WarmModels {
		if !slices.Contains(w.Models, m) {
			return fmt.Errorf("%s.warm_models[%d]: %q is not among the worker's models", at, k, m)
		}
		if slices.Contains(w.WarmModels[:k], m) {
			return fmt.Errorf("%s.warm_models[%d]: %q is listed twice", at, k, m)
		}
	}
	for _, m := range sortedKeys(w.ModelLoadMS) {
		if err := serves("model_load_ms", m); err != nil {
			return err
		}
		if v := w.ModelLoadMS[m]; v < 0 || v > MaxModelLoadMS {
			return fmt.Errorf("%s.model_load_ms[%q]: must be in [0, %d], got %d", at, m, int64(MaxModelLoadMS), v)
		}
	}
	for _, m := range sortedKeys(w.ModelLatencyMS) {
		if err := serves("model_latency_ms", m); err != nil {
			return err
		}
		if v := w.ModelLatencyMS[m]; !finiteNonNeg(v) || v > maxTimeMS {
			return fmt.Errorf("%s.model_latency_ms[%q]: must be a finite number in [0, 2^53], got %v", at, m, v)
		}
	}
	for _, m := range sortedKeys(w.ModelMemoryMB) {
		if err := serves("model_memory_mb", m); err != nil {
			return err
		}
		if v := w.ModelMemoryMB[m]; v < 0 || v > maxMemoryMB {
			return fmt.Errorf("%s.model_memory_mb[%q]: must be in [0, 2^31-2], got %d", at, m, v)
		}
	}
	if !finiteNonNeg(w.DispatchMS) || w.DispatchMS > maxTimeMS {
		return fmt.Errorf("%s.dispatch_ms: must be a finite number in [0, 2^53], got %v", at, w.DispatchMS)
	}
	if err := validateVerifyRisk(w, at); err != nil {
		return err
	}
	if w.WarmModels != nil {
		for _, m := range w.Models {
			if _, ok := w.ModelLoadMS[m]; !ok && !w.Warm(m) {
				// A cold model without a load time would be planned as if loading were
				// free: the worker must say (its configured time before the first load).
				return fmt.Errorf("%s.model_load_ms: cold model %q has no load time", at, m)
			}
		}
	}
	return nil
}

// estimate is worker w's estimated latency for model m (see above), and whether it
// must load the model first.
func (p *planner) estimate(m *modelIndex, w int32) (est float64, cold bool) {
	wk := &p.s.Workers[w]
	if !m.timed {
		// A timed class's work is the request's, added per search (modelIndex.off);
		// the member's own part is its dispatch and load (tokens.go).
		if v, ok := wk.ModelLatencyMS[m.name]; ok {
			est = v
		} else {
			est = m.price.estimate(wk.AvgLatencyMS)
		}
	}
	if wk.DispatchMS > 0 {
		est += wk.DispatchMS // the seed's "regional latency", as the scheduler observes it
	}
	if !wk.Warm(m.name) {
		// Only a cold model adds anything: +0 would turn a −0 estimate into +0.
		est += float64(wk.ModelLoadMS[m.name])
		cold = true
	}
	return est, cold
}

// loadMB is the memory a route of worker w to cold model m must book for the load.
func (p *planner) loadMB(m *modelIndex, w int32) int64 {
	return p.s.Workers[w].ModelMemoryMB[m.name]
}

// leafAt is worker w's leaf in placement pl's model: its free memory less the weights
// it would still have to load for that model, or −1 when it cannot take the job.
func (p *planner) leafAt(w int, pl *placement) int64 {
	return withLoad(p.leaf(w), pl.loadMB)
}

// withLoad is leaf v less loadMB, the weights still to load, or −1 when they do not fit.
func withLoad(v, loadMB int64) int64 {
	if v < 0 || loadMB == 0 {
		return v
	}
	if v < loadMB {
		return -1
	}
	return v - loadMB
}

// bookLoad books the weights of model m on worker w when the worker is cold for it and
// has not booked them this round, and returns what it booked. Call it before charge,
// which moves the leaves.
func (p *planner) bookLoad(w int, m *modelIndex) int64 {
	for i := range p.place[w] {
		pl := &p.place[w][i]
		if pl.model == m && pl.loadMB > 0 {
			mb := pl.loadMB
			p.mem[w] -= mb
			pl.loadMB = 0
			return mb
		}
	}
	return 0
}

// isCold reports whether member pos of m must load the model first.
func (m *modelIndex) isCold(pos int) bool {
	return m.cold != nil && m.cold[pos]
}
