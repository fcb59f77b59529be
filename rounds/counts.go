package rounds

import (
	"sort"

	"github.com/infersched/infersched/wire/status"
)

// ModelCounts is one model's pending requests by state, and its measured drain rate
// (completions per second; 0: none measured on this replica).
type ModelCounts struct {
	Model                       string
	Queued, Throttled, Assigned int
	DrainTPS                    float64
}

// Counts is every model's pending requests by state as this engine holds them now, in
// model order: what a page of the queue shows. Every replica's engine holds every
// pending request and follows the leaders' status writes, so the counts agree across
// replicas up to the propagation of the last round's statuses. Safe for concurrent use;
// O(pending).
func (e *Engine) Counts() []ModelCounts {
	e.mu.Lock()
	defer e.mu.Unlock()
	by := map[string]*ModelCounts{}
	for _, en := range e.pending {
		c := by[en.req.ModelID]
		if c == nil {
			c = &ModelCounts{Model: en.req.ModelID, DrainTPS: e.drain[en.req.ModelID]}
			by[en.req.ModelID] = c
		}
		switch en.State() {
		case status.StateQueued:
			c.Queued++
		case status.StateThrottled:
			c.Throttled++
		case status.StateAssigned:
			c.Assigned++
		}
	}
	out := make([]ModelCounts, 0, len(by))
	for _, c := range by {
		out = append(out, *c)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Model < out[j].Model })
	return out
}
