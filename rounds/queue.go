package rounds

import (
	"github.com/infersched/infersched/scheduler"
)

// Queue is model's waiting requests (queued or throttled: not assigned) as this engine
// holds them now, in no order, and the model's measured drain rate (0: none measured
// yet, or this replica does not lead the model's shard and has not measured it). Every
// replica's engine holds every pending request and follows the leaders' status writes,
// so the waiting set is the same on every replica up to the propagation of the last
// round's statuses. Safe for concurrent use; O(pending).
func (e *Engine) Queue(model string) (waiting []scheduler.Request, drainTPS float64) {
	e.mu.Lock()
	defer e.mu.Unlock()
	for _, en := range e.pending {
		if en.waitsFor(model) {
			waiting = append(waiting, en.waiting())
		}
	}
	return waiting, e.drain[model]
}

// WaitingFor is how many of model's requests Queue would return, without copying them.
// Safe for concurrent use; O(pending).
func (e *Engine) WaitingFor(model string) int {
	e.mu.Lock()
	defer e.mu.Unlock()
	n := 0
	for _, en := range e.pending {
		if en.waitsFor(model) {
			n++
		}
	}
	return n
}

// waitsFor: en is one of model's requests waiting for a slot (queued or throttled: not
// assigned), as Queue and WaitingFor count them. Called with mu held.
func (en *entry) waitsFor(model string) bool {
	return en.req.ModelID == model && en.Waiting()
}
