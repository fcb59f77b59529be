package scheduler

import (
	"cmp"
	"slices"
)

// Anti-starvation (priority.max_wait). Seed 003's wait term, wait_weight × log2(1 +
// age_s), grows too slowly to lift a low fee over a stream of high ones: against 0.1 ETH
// requests a 0.001 ETH one needs 0.3 × log2(1 + age) ≥ 0.6 × (10 − 0.1), about 11 days,
// far past any deadline. So the score orders a request only until it has waited
// max_wait since its block: from then on it goes before every request that has waited
// less, whatever their fees, and the requests past max_wait go oldest first (by
// submission, then id, the queue's tie order).
//
// Urgent requests (priority.urgent_within): a request with less than urgent_within left
// to its deadline goes before the requests past max_wait, the urgent ones in the
// score's order. Without it, in a burst on a model whose workers are full, requests
// with minutes of slack that had waited max_wait took every slot that freed, and
// requests with seconds left behind them missed their deadlines. A request past
// max_wait loses nothing by it but time it has: once less than urgent_within is left to
// its own deadline it is urgent too.
//
// Urgent by slack (priority.urgent_by_slack): a request is urgent too when its time
// left beyond its work (at its model's rates) is less than urgent_within. A 40 s
// completion with 50 s left has 10 s to spare, not 50: waiting until the time left
// alone falls under urgent_within would leave it none.
//
// The bound: a request whose fee covers its route's gas (the fee floor; below it, it
// waits for gas to fall, as it would anyway) is assigned at the first round after it
// has waited max_wait in which a worker that serves its model has a free slot for it
// once the requests that waited longer, and the urgent ones, are served: with
// capacity, max_wait plus one round, whatever the fee gap. Past max_wait only older or
// urgent requests can go before it, never a higher fee with time to spare that came
// later; under overload its wait beyond max_wait is the time to serve those.
//
// max_wait 0 (absent, every record written before the key existed) and seed mode keep
// the score's order alone; urgent_within 0 (absent) puts the requests past max_wait
// before every other.

// agedFirst reorders order (the queue's indices, highest score first): the requests
// with less than urgentMS left to their deadline first, in score order, then those of
// age at least capMS, in canonical order, then the others in score order. It counts the
// urgent ones in p.urgent.
func (p *planner) agedFirst(order []int32, capMS, urgentMS int64) []int32 {
	now := p.s.NowMS
	var urgent, aged, young []int32
	for _, k := range order {
		r := &p.s.Requests[p.queue[k].req]
		switch {
		case r.DeadlineMS-now < urgentMS:
			urgent = append(urgent, k)
		case now-r.SubmittedAtMS >= capMS:
			aged = append(aged, k)
		default:
			young = append(young, k)
		}
	}
	p.urgent = len(urgent)
	if len(aged) == 0 && (len(urgent) == 0 || len(young) == 0) {
		return order
	}
	slices.SortFunc(aged, func(a, b int32) int { return p.canonical(p.queue[a].req, p.queue[b].req) })
	return append(append(urgent, aged...), young...)
}

// urgentBySlack (priority.urgent_by_slack) makes urgent every request whose time left
// to its deadline beyond its work at its model's rates (the queue's estimate, P) is
// less than urgent_within: the urgent requests first, in the score's order, then the
// others as agedFirst left them; p.urgent counts them. It runs once the index is laid
// out, which the work's rates are read from.
func (p *planner) urgentBySlack() {
	urgentMS := p.cfg.Priority.UrgentWithin.Milliseconds()
	if !p.cfg.Priority.UrgentBySlack || p.seed || p.cfg.Priority.MaxWait <= 0 || urgentMS <= 0 {
		return
	}
	now := p.s.NowMS
	bySlack := func(q *scored) bool {
		r := &p.s.Requests[q.req]
		left := r.DeadlineMS - now
		return left >= urgentMS && left-p.nominal(q.model, r) < urgentMS
	}
	first := slices.IndexFunc(p.queue, func(q scored) bool { return bySlack(&q) })
	if first < 0 {
		return // the common round: the order stays, nothing is allocated
	}
	// Before first no request is urgent by slack; from it on each is read once.
	urgent := make([]scored, 0, len(p.queue))
	var rest []scored
	for i := range p.queue {
		q := &p.queue[i]
		if p.s.Requests[q.req].DeadlineMS-now < urgentMS || i == first || (i > first && bySlack(q)) {
			urgent = append(urgent, *q)
		} else {
			rest = append(rest, *q)
		}
	}
	slices.SortFunc(urgent, func(a, b scored) int { return cmp.Compare(a.rank, b.rank) })
	p.queue, p.urgent = append(urgent, rest...), len(urgent)
}
