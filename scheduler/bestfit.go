package scheduler

import "slices"

// Best fit (matching.best_fit_slack). The cheapest route of a request with a deadline
// is about its fastest worker with a free slot: the delay term makes the faster classes
// cheaper. So in a burst the requests with time to spare, which come first by fee,
// take the fastest workers, and the requests that come after them with only seconds to
// spare find the workers left too slow for their deadlines. With best_fit_slack S > 0
// a request whose time left is at least S times its work on some class of workers
// (those with rates) takes, of those classes slower than its cheapest route's, the
// slowest on which a member with a free slot is estimated within the time left ÷ S:
// the cheapest such member, the classes of the same work compared by cost. Its cheapest
// route is found first, so a best fit only ever moves a request to a slower worker
// (never from an open batch on a slow one to a fast one), and the search for it runs
// only for a route on a class with rates. A worker that has not measured its rates
// yet is in no best fit: its estimate, its latency, says nothing of the request's
// tokens, so it cannot say which worker is the slowest that fits. A request that has
// not that much time to spare on a slower class, or whose best fit costs more gas
// than its fee pays (the fee floor), keeps its cheapest route. The workers that failed
// the request are not in its best fit (its cheapest route's search tries them last, as
// before).
//
// The estimate within the time left ÷ S is its margin: at S = 1.5 a run may take half
// as long again as its estimate, a worker's running jobs and a run's own noise
// included, and still be in time. What it costs is the time of the requests that have it to spare: their results
// come later, from slower workers. Ignored in seed mode and without
// deadline_feasibility; 0 (absent, every record written before the key existed): the
// cheapest route.

// bestFit is q's best fit among the classes of order whose work is more than above
// (its cheapest route's), with its L1 fee counted, or a candidate with pos −1 when it
// has none.
func (p *planner) bestFit(q *scored, order []classBound, remaining, above float64) (candidate, *modelIndex) {
	slack := p.cfg.Matching.BestFitSlack
	none := candidate{pos: -1}
	if slack <= 0 || p.seed || !p.cfg.Matching.DeadlineFeasibility {
		return none, nil
	}
	fits := p.fitScratch[:0]
	for _, cb := range order {
		if cb.c.timed && cb.c.off > above && cb.c.off*slack <= remaining {
			fits = append(fits, cb.c)
		}
	}
	p.fitScratch = fits
	if len(fits) == 0 {
		return none, nil
	}
	// The slowest work first; classes of the same work in key order, compared by cost.
	slices.SortFunc(fits, func(a, b *modelIndex) int {
		if c := cmpFloat(b.off, a.off); c != 0 {
			return c
		}
		return a.key.cmp(b.key)
	})
	m := q.model
	if ex := p.excluded[q.req]; len(ex) > 0 {
		p.mask(m, ex, true)
		defer p.mask(m, ex, false)
	}
	limit := remaining / slack
	best, in := none, (*modelIndex)(nil)
	for i, c := range fits {
		if best.pos >= 0 && c.off != fits[i-1].off {
			break // a slower work has a route
		}
		hi := len(c.members)
		if c.at(hi-1) > limit {
			hi = c.deadlineLimit(limit)
		}
		if hi == 0 {
			continue
		}
		if cand := p.route(q, c, hi); p.better(cand, best) {
			best, in = cand, c
		}
	}
	if best.pos < 0 {
		return none, nil
	}
	r := &p.s.Requests[q.req]
	if m.price.l1.on {
		best = m.price.withItemL1(best, r.MaxTokens)
	}
	if gas, _ := m.price.withCallback(best.gas, best.total, r.CallbackGasLimit); p.belowFloor(q, gas) {
		return none, nil
	}
	return best, in
}
