package scheduler

// FoldDrain folds the completions of the last secs seconds (completed, per model) into
// drain, each model's drain-rate EWMA (alpha the weight of the latest round), for the
// models in active (with work queued or in flight). A model's EWMA starts from
// defaultTPS with its first measured completion; a model without work leaves drain,
// and starts from the default again. Nothing changes when secs is not positive.
func FoldDrain(drain map[string]float64, completed map[string]int, active map[string]bool, secs, alpha, defaultTPS float64) {
	if secs <= 0 {
		return
	}
	for m := range active {
		rate := float64(completed[m]) / secs
		if old, ok := drain[m]; ok {
			drain[m] = alpha*rate + (1-alpha)*old
		} else if completed[m] > 0 {
			drain[m] = alpha*rate + (1-alpha)*defaultTPS
		}
	}
	for m := range drain {
		if !active[m] {
			delete(drain, m)
		}
	}
}
