package rounds

import ()

// drainRates is each model's drain rate for the snapshot (seed 000's D, a throughput):
// a model without measured completions has no entry, so the plan uses the configured
// default; a measured one reads its EWMA, but never less than what its assignments in
// flight will complete per second (Σ 1 / estimated latency), so it does not read 0
// while work moves. Called with mu held.
func (e *Engine) drainRates(r *round) map[string]float64 {
	out := make(map[string]float64, len(e.drain))
	if len(e.drain) == 0 {
		return out
	}
	inflight := map[string]float64{}
	for _, id := range r.ids {
		if en := e.pending[id]; en.Assigned() {
			inflight[en.req.ModelID] += 1000 / max(en.EstimateMS(), 1)
		}
	}
	for m, v := range e.drain {
		out[m] = max(v, inflight[m])
	}
	return out
}

// updateDrain folds the completions per second since the last round into the EWMA of
// each model with work queued or in flight. A model's EWMA starts at the configured
// default with its first measured completion (before that the default applies as it
// is); a model with nothing queued or in flight is forgotten, and starts from the
// default again. Called with mu held.
func (e *Engine) updateDrain(r *round) {
	completed := e.completedSince
	e.completedSince = map[string]int{}
	if e.lastRound.IsZero() {
		return
	}
	secs := r.now.Sub(e.lastRound).Seconds()
	if secs <= 0 {
		return
	}
	active := map[string]bool{}
	for _, en := range e.pending {
		active[en.req.ModelID] = true
	}
	alpha := r.cfg.DrainAlpha
	for m := range active {
		rate := float64(completed[m]) / secs
		if old, ok := e.drain[m]; ok {
			e.drain[m] = alpha*rate + (1-alpha)*old
		} else if completed[m] > 0 {
			e.drain[m] = alpha*rate + (1-alpha)*r.cfg.RetryAfter.DefaultDrainRateTPS
		}
	}
	for m := range e.drain {
		if !active[m] {
			delete(e.drain, m)
		}
	}
}
