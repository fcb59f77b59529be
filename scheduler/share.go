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
// A route estimated past a deadline, within matching.deadline_stretch, is taken only
// in the second pass: a worker at its share that fits in time comes first.
//
// With matching.urgent_before_share the urgent requests at the head of the queue
// (aging.go) are matched before both passes, with no worker capped and with the
// stretch, and the share is worked out for the rest: a request about to miss its
// deadline takes the fastest worker, even one that holds more than its share, since
// a slower one within its share may cost it the deadline. What they leave aside stays
// aside (they had every slot).
//
// In each pass the cheapest route still wins, and the seed's limits hold throughout (a
// worker on probation runs at most probation.max_concurrent jobs). A live worker is one
// that serves a model with a request in the snapshot and whose heartbeat is fresh.
// Requests set aside keep their priority order (queue positions, Retry-After).

// matchFair is match's two passes.
func (p *planner) matchFair() {
	head := 0 // the urgent requests matched before the share
	if p.cfg.Matching.UrgentBeforeShare {
		head = p.urgent
		p.matchQueue(p.queue[:head], p.deadlineStretch())
	}
	rest := p.queue[head:]
	base, live := p.capToShare(len(rest))
	if live == 0 {
		p.matchQueue(rest, p.deadlineStretch())
		return
	}
	capped := slices.Clone(p.slots)
	p.matchQueue(rest, 0)
	for w := range p.slots {
		if base[w] != capped[w] {
			p.slots[w] = base[w] - (capped[w] - p.slots[w])
			p.reindex(w, nil)
		}
	}
	// What the first pass set aside for capacity goes again; the rest stays, in order.
	// Skips are in queue order, so one walk pairs each with its queue index.
	var again []scored
	var againAt []int32 // queue index of each of again
	var rank []int32    // queue index of each request set aside, in p.skipped's order
	k, keep := 0, 0
	for i := 0; i < len(p.queue) && k < len(p.skipped); i++ {
		if p.skippedReq[k] != p.queue[i].req {
			continue
		}
		if r := p.skipped[k].Reason; i >= head && (r == ReasonNoCapacity || r == ReasonDeadlineInfeasible) {
			again, againAt = append(again, p.queue[i]), append(againAt, int32(i))
		} else {
			p.skipped[keep], p.skippedDL[keep], p.skippedReq[keep], p.skippedIdx[keep] = p.skipped[k], p.skippedDL[k], p.skippedReq[k], p.skippedIdx[k]
			rank = append(rank, int32(i))
			keep++
		}
		k++
	}
	p.skipped, p.skippedDL, p.skippedReq, p.skippedIdx = p.skipped[:keep], p.skippedDL[:keep], p.skippedReq[:keep], p.skippedIdx[:keep]
	if len(again) == 0 {
		return
	}
	first := keep
	p.matchQueue(again, p.deadlineStretch())
	k = first
	for j := 0; j < len(again) && k < len(p.skipped); j++ {
		if p.skippedReq[k] == again[j].req {
			rank = append(rank, againAt[j])
			k++
		}
	}
	if first == 0 || first == len(p.skipped) {
		return // one pass set everything aside: already in priority order
	}
	// Set aside in priority order: the two passes' lists, each in order, merged.
	n := len(rank)
	sk, dl, rq, mi := make([]Skip, 0, n), make([]int64, 0, n), make([]int32, 0, n), make([]*modelIndex, 0, n)
	for a, b := 0, first; a < first || b < n; {
		k := a
		if a == first || (b < n && rank[b] < rank[a]) {
			k, b = b, b+1
		} else {
			a++
		}
		sk, dl, rq, mi = append(sk, p.skipped[k]), append(dl, p.skippedDL[k]), append(rq, p.skippedReq[k]), append(mi, p.skippedIdx[k])
	}
	p.skipped, p.skippedDL, p.skippedReq, p.skippedIdx = sk, dl, rq, mi
}

// capToShare lowers each live worker's slots for the round to what its fair share of
// the active jobs and queued more leaves it, and returns the slots before and the
// number of live workers.
func (p *planner) capToShare(queued int) (base []int, live int) {
	jobs := queued
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
