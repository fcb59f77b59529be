package rounds

import "slices"

// pendingIDs returns every pending id, sorted: the last call's list without the ids
// gone since, merged with the ids added since (sorted alone), instead of sorting all
// of them every round (a queue of 20 000 cost a sort of 20 000 strings a
// round). An id removed and added again between two calls is in both lists once.
// The returned slice is the round's (not changed afterwards). Called with mu held.
func (e *Engine) pendingIDs() []string {
	if e.sorted == nil && e.added == nil { // the first call, or after noteAdded gave up
		for id := range e.pending {
			e.added = append(e.added, id)
		}
	}
	slices.Sort(e.added)
	e.added = slices.Compact(e.added)
	out := make([]string, 0, len(e.pending))
	i, j := 0, 0
	for i < len(e.sorted) || j < len(e.added) {
		var id string
		if j == len(e.added) || (i < len(e.sorted) && e.sorted[i] <= e.added[j]) {
			id, i = e.sorted[i], i+1
		} else {
			id, j = e.added[j], j+1
		}
		if _, ok := e.pending[id]; !ok || (len(out) > 0 && out[len(out)-1] == id) {
			continue
		}
		out = append(out, id)
	}
	e.sorted, e.added = out, e.added[:0]
	return out
}

// noteAdded remembers id for the next pendingIDs. Without rounds (a standby replica
// adds requests it does not plan) the list would only grow: past twice the pending
// set it is dropped, and the next pendingIDs sorts every pending id once.
func (e *Engine) noteAdded(id string) {
	if len(e.added) > 2*len(e.pending)+1024 {
		e.sorted, e.added = nil, nil
		return
	}
	e.added = append(e.added, id)
}
