package scheduler

// EstimateMS is the estimated latency Plan gives request r on worker w under cfg (what
// Assignment.EstimatedLatencyMS says when Plan assigns r to w): its dispatch, its load
// when the model is cold, and the request's work at the worker's planned rates, or its
// P50 for the model (else avg_latency_ms × the model's complexity) when it has no rate
// (residency.go, tokens.go). For tools that route by rules of their own and answer
// requesters from the same estimates (the simulator's baselines).
func EstimateMS(cfg *Config, w *Worker, r *Request) float64 {
	var sp planSpeed
	if !cfg.Routing.SeedMode {
		sp = w.Speed[r.ModelID].filled(cfg.Routing.SpeedPrior[r.ModelID]).planned()
	}
	est := 0.0
	if !sp.timed() {
		if v, ok := w.ModelLatencyMS[r.ModelID]; ok {
			est = v
		} else {
			est = w.AvgLatencyMS * cfg.Routing.complexity(r.ModelID)
		}
	}
	if w.DispatchMS > 0 {
		est += w.DispatchMS
	}
	if !w.Warm(r.ModelID) {
		est += float64(w.ModelLoadMS[r.ModelID])
	}
	if sp.timed() {
		if work := workMS(r, sp, float64(cfg.RetryAfter.ProcessingFor(r.ModelID))); work != 0 {
			est += work
		}
	}
	return est
}
