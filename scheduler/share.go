package scheduler

import "slices"

// Fair share (matching.fair_share). The cheapest route alone gives one worker every
// request of a round whenever its routes cost less, however little less and however
// busy it is: the worker with an open batch shares its result gas with one more, the
// one with the lower verification risk or the larger stake wins every tie, and an idle
// worker (a new one on probation, or merely faster) gets nothing. So matching runs in
// two passes:
//
//  1. every worker takes at most its fair share of the outstanding jobs,
//     share = ⌈(jobs active on the live workers + requests queued) / live workers⌉,
//     counting what it already runs: one at its share takes nothing more this pass;
//  2. the requests the first pass could not place (no capacity: every feasible worker
//     at its share, or full) are matched again without the share, so fairness never
//     leaves a request unassigned that a worker could take.
//
// In each pass the cheapest route still wins, and the seed's limits hold throughout (a
// worker on probation runs at most probation.max_concurrent jobs). A live worker is one
// that serves a model with a request in the snapshot and whose heartbeat is fresh.
// Requests set aside keep their priority order (queue positions, Retry-After).

// matchFair is match's two passes.
func (p *planner) matchFair() {
	base, live := p.capToShare()
	if live == 0 {
		for _, q := range p.queue {
			p.matchOne(q)
		}
		return
	}
	capped := slices.Clone(p.slots)
	var again []int32 // queue indexes the first pass left without a worker for capacity
	var rank []int32  // queue index of each request set aside, in p.skipped's order
	for i, q := range p.queue {
		n := len(p.skipped)
		p.matchOne(q)
		if len(p.skipped) == n {
			continue
		}
		if r := p.skipped[n].Reason; r == ReasonNoCapacity || r == ReasonDeadlineInfeasible {
			p.skipped, p.skippedDL, p.skippedIdx = p.skipped[:n], p.skippedDL[:n], p.skippedIdx[:n]
			again = append(again, int32(i))
			continue
		}
		rank = append(rank, int32(i))
	}
	for w := range p.slots {
		if base[w] != capped[w] {
			p.slots[w] = base[w] - (capped[w] - p.slots[w])
			p.reindex(w, nil)
		}
	}
	if len(again) == 0 {
		return
	}
	first := len(p.skipped)
	for _, i := range again {
		n := len(p.skipped)
		p.matchOne(p.queue[i])
		if len(p.skipped) > n {
			rank = append(rank, i)
		}
	}
	if first == 0 || first == len(p.skipped) {
		return // one pass set everything aside: already in priority order
	}
	// Set aside in priority order: the two passes' lists, each in order, merged.
	sk, dl, mi := make([]Skip, 0, len(rank)), make([]int64, 0, len(rank)), make([]*modelIndex, 0, len(rank))
	for a, b := 0, first; a < first || b < len(rank); {
		k := a
		if a == first || (b < len(rank) && rank[b] < rank[a]) {
			k, b = b, b+1
		} else {
			a++
		}
		sk, dl, mi = append(sk, p.skipped[k]), append(dl, p.skippedDL[k]), append(mi, p.skippedIdx[k])
	}
	p.skipped, p.skippedDL, p.skippedIdx = sk, dl, mi
}

// capToShare lowers each live worker's slots for the round to what its fair share
// leaves it, and returns the slots before and the number of live workers.
func (p *planner) capToShare() (base []int, live int) {
	jobs := len(p.queue)
	for w := range p.s.Workers {
		if len(p.place[w]) > 0 {
			live++
			jobs += p.active[w]
		}
	}
	base = slices.Clone(p.slots)
	if live == 0 {
		return base, 0
	}
	share := (jobs + live - 1) / live
	for w := range p.s.Workers {
		if len(p.place[w]) == 0 {
			continue
		}
		if left := max(share-p.active[w], 0); left < p.slots[w] {
			p.slots[w] = left
			p.reindex(w, nil)
		}
	}
	return base, live
}
