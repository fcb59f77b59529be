package scheduler

// EstimateMS is the estimated latency Plan gives request r on worker w under cfg (what
// Assignment.EstimatedLatencyMS says when Plan assigns r to w): its dispatch, its load
// when the model is cold, and the request's work at the worker's planned rates, or its
// P50 for the model (else avg_latency_ms × the model's complexity) when it has no rate
// (residency.go, tokens.go). For tools that route by rules of their own and answer
// requesters from the same estimates (the simulator's baselines). A batched assignment
// adds BatchHoldMS.
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

// BatchHoldMS is what a batched assignment of r to w adds to EstimateMS: the worker's
// batch_max_wait_ms when the estimate is its run at its rates, 0 when it is a measured
// latency to the result's block (which has the hold in it) or in seed mode.
func BatchHoldMS(cfg *Config, w *Worker, r *Request) float64 {
	if cfg.Routing.SeedMode || !w.Speed[r.ModelID].filled(cfg.Routing.SpeedPrior[r.ModelID]).planned().timed() {
		return 0
	}
	return float64(w.BatchMaxWaitMS)
}
