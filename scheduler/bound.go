package scheduler

// The search with failures priced (issue 27, "failure pricing for free").
//
// A route on the worker at latency position i of a model's tree, at batch share sh,
// costs
//
//	total_i = (delay_i + gas) + fw × miss_i
//
// where gas is the same for every leaf of the tree (one share) and fw = fee ×
// failure_weight is the request's: for a request each worker is a line in fw, with
// intercept delay_i + gas and slope miss_i. The tree's leaves are in miss order
// (maxTree, missOrder), so a node's least slope is its first leaf's miss rate; each
// node keeps the least latency position among its leaves that can take a job
// (maxTree.posAll / posReg, updated by every set), and delay does not decrease with the
// position, so that is its least intercept. The bound of node n, first leaf nl, is
//
//	bound(n) = (delay[pos(n)] + gas) + fw × miss[nl]
//
// the float operations of a route's cost on inputs smaller than or equal to those of
// every leaf below n that can take a job, so it is never above any of their costs —
// exactly, in floating point, not up to rounding — and at a leaf it is the leaf's own
// cost (TestBoundIsALowerBound). A node is searched only if some leaf below has the
// memory (the maxima: exact), some leaf below can take a job before the deadline cut
// (pos(n) < hi), and its bound is not above the best route found; of two children the
// one with the lower bound goes first. Ties (equal totals) are all priced, so the pick
// is the cheapest by planner.better whatever the order, as before.
//
// On the default config a fee's failure term is 10–10⁵ times a route's delay cost, so
// the bound is the miss rate and the search one first-fit descent to the most reliable
// worker with the memory, then the few after it whose miss rate is within a delay's
// worth; with equal miss rates (every completion_rate 1) the miss order is the latency
// order and the search the first-fit descent of failure_weight 0. The bound is the
// corner of the lines' lower envelope (least intercept, least slope), exact at every
// leaf; the envelope itself, per node of a set that every charge changes, would cost
// more to keep than the corner costs in nodes (BenchmarkPlan's nodes/search).

// bnb is one search of a tree for one request at one batch share.
type bnb struct {
	p    *planner
	m    *modelIndex
	ord  *missOrder
	vals []int32 // memory maxima: t.all or t.reg
	pos  []int32 // least latency positions: t.posAll or t.posReg
	want int32   // need + 1, as the tree stores memory
	hi   int32   // latency positions at or after hi are past the deadline
	gas  float64
	fw   float64
	sh   int
	best candidate
	// nodes counts the nodes looked at (tests and benchmarks).
	nodes int
}

// bestIn is the cheapest member of tree t in latency positions [0, hi) with need MB
// free, at batch share sh, for a request whose failure weight is fw, or best if none is
// cheaper. On a tree in latency order (failures not priced) cost does not decrease
// along the index and the first fit is taken (cheapest); on one in miss order, the
// branch and bound above.
func (p *planner) bestIn(m *modelIndex, t *maxTree, hi int, need int64, regularOnly bool, sh int, fw float64, best candidate) candidate {
	if t.ord == nil {
		if c := p.cheapest(m, t, hi, need, regularOnly, sh); p.better(c, best) {
			return c
		}
		return best
	}
	if hi <= 0 || !t.fits(need, regularOnly) {
		return best
	}
	gas, _ := m.price.cost(0, sh)
	s := bnb{p: p, m: m, ord: t.ord, vals: t.all, pos: t.posAll, want: int32(need) + 1, hi: int32(hi), gas: gas, fw: fw, sh: sh, best: best}
	if regularOnly {
		s.vals, s.pos = t.reg, t.posReg
	}
	if s.bound(1, 0) {
		s.visit(1, 0, t.size)
	}
	p.nodes += s.nodes
	p.searches++
	return s.best
}

// lower is the bound of node n, whose first leaf is nl.
func (s *bnb) lower(n, nl int) float64 {
	return withFailure(s.m.delay[s.pos[n]]+s.gas, s.fw, s.ord.miss[nl])
}

// bound says whether node n, first leaf nl, may hold a route no dearer than the best.
func (s *bnb) bound(n, nl int) bool {
	s.nodes++
	if s.vals[n] < s.want || s.pos[n] >= s.hi {
		return false
	}
	return s.best.pos < 0 || s.lower(n, nl) <= s.best.total
}

// visit searches node n over leaves [nl, nr), which bound accepted.
func (s *bnb) visit(n, nl, nr int) {
	if nr-nl == 1 {
		s.price(int(s.pos[n]))
		return
	}
	mid := (nl + nr) / 2
	l, r := 2*n, 2*n+1
	okL, okR := s.bound(l, nl), s.bound(r, mid)
	switch {
	case okL && okR:
		if s.lower(r, mid) < s.lower(l, nl) {
			s.visit(r, mid, nr)
			if s.best.pos < 0 || s.lower(l, nl) <= s.best.total {
				s.visit(l, nl, mid)
			}
			return
		}
		s.visit(l, nl, mid)
		if s.best.pos < 0 || s.lower(r, mid) <= s.best.total {
			s.visit(r, mid, nr)
		}
	case okL:
		s.visit(l, nl, mid)
	case okR:
		s.visit(r, mid, nr)
	}
}

// price makes the member at latency position pos, which fits, the best if it is
// cheaper.
func (s *bnb) price(pos int) {
	w := s.m.members[pos]
	c := candidate{pos: pos, gas: s.gas, total: withFailure(s.m.delay[pos]+s.gas, s.fw, s.p.miss[w]), share: s.sh, workerIndex: w, cold: s.m.isCold(pos)}
	if s.p.better(c, s.best) {
		s.best = c
	}
}
