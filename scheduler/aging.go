package scheduler

import "slices"

// Anti-starvation (priority.max_wait). Seed 003's wait term, wait_weight × log2(1 +
// age_s), grows too slowly to lift a low fee over a stream of high ones: against 0.1 ETH
// requests a 0.001 ETH one needs 0.3 × log2(1 + age) ≥ 0.6 × (10 − 0.1), about 11 days,
// far past any deadline. So the score orders a request only until it has waited
// max_wait since its block: from then on it goes before every request that has waited
// less, whatever their fees, and the requests past max_wait go oldest first (by
// submission, then id, the queue's tie order).
//
// The bound: a request whose fee covers its route's gas (the fee floor; below it, it
// waits for gas to fall, as it would anyway) is assigned at the first round after it
// has waited max_wait in which a worker that serves its model has a free slot for it
// once the requests that waited longer are served: with capacity, max_wait plus one
// round, whatever the fee gap. Past max_wait only older requests can go before it, so
// under overload its wait beyond max_wait is the time to serve the requests that
// reached max_wait before it, never a higher fee that came later.
//
// max_wait 0 (absent, every record written before the key existed) and seed mode keep
// the score's order alone.

// agedFirst reorders order (the queue's indices, highest score first) so that the
// requests of age at least capMS come first, in canonical order, and the others follow
// in score order.
func (p *planner) agedFirst(order []int32, capMS int64) []int32 {
	now := p.s.NowMS
	var aged, young []int32
	for _, k := range order {
		if now-p.s.Requests[p.queue[k].req].SubmittedAtMS >= capMS {
			aged = append(aged, k)
		} else {
			young = append(young, k)
		}
	}
	if len(aged) == 0 {
		return order
	}
	slices.SortFunc(aged, func(a, b int32) int { return p.canonical(p.queue[a].req, p.queue[b].req) })
	return append(aged, young...)
}
