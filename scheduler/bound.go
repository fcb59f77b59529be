package scheduler

// The search with failures priced ("failure pricing for free").
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
// (maxTree.nd, updated by every set), and delay does not decrease with the
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
// is the cheapest by planner.better whatever the order, as the full scan's.
//
// On the benchmark's rounds (default config) a fee's failure term is far above a
// route's delay cost, so the bound is the miss rate and the search one first-fit descent to the most reliable
// worker with the memory, then the few after it whose miss rate is within a delay's
// worth; with equal miss rates (every completion_rate 1) the miss order is the latency
// order and the search the first-fit descent of failure_weight 0. The bound is the
// corner of the lines' lower envelope (least intercept, least slope), exact at every
// leaf. The envelope itself (a hull per node, of a set that every charge changes) was
// not built: the corner looks at about 13 nodes a search at 100k × 10k on the default
// config (BenchmarkPlan's nodes/search); it is loose where neither term dominates
// (failure_weight 1e-4 there: about 100 nodes a search), where a hull would help.

// bnb is one search of a tree for one request at one batch share.
type bnb struct {
	p    *planner
	m    *modelIndex
	ord  *missOrder
	nd   []node4 // the tree's nodes
	val  int     // offset of the memory maxima in a node: all4 or reg4
	at   int     // offset of the least latency positions: posAll4 or posReg4
	want int32   // need + 1, as the tree stores memory
	hi   int32   // latency positions at or after hi are past the deadline
	gas  float64 // what every leaf adds to its delay: the result gas, and the work's delay (costAt)
	fw   float64
	// resultGas is the result gas alone, the candidate's gas.
	resultGas float64
	sh        int
	best      candidate
	// bestLeaf is best's leaf when this search found it, else −1.
	bestLeaf int
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
	s := bnb{p: p, m: m, ord: t.ord, nd: t.nd, val: all4, at: posAll4, want: int32(need) + 1, hi: int32(hi), gas: gas, fw: fw, sh: sh, best: best, bestLeaf: -1, resultGas: gas}
	if m.offCost != 0 {
		s.gas = float64(gas + m.offCost) // the request's work, the same on every leaf (costAt)
	}
	if regularOnly {
		s.val, s.at = reg4, posReg4
	}
	if lb, ok := s.bound(1, 0); ok {
		s.visit(1, 0, t.size, lb)
	}
	p.nodes += s.nodes
	p.searches++
	return s.best
}

// bound is the bound of node n, first leaf nl, and whether the node may hold a route
// no dearer than the best: some leaf below has the memory and is before the deadline
// cut, and the bound is not above the best total.
func (s *bnb) bound(n, nl int) (float64, bool) {
	s.nodes++
	x := &s.nd[n]
	pos := x.least(s.at)
	if x[s.val] < s.want || pos >= s.hi {
		return 0, false
	}
	d := s.m.delay[pos]
	if s.m.price.perS != 0 {
		d = s.m.price.delayCost(s.m.est[pos]) // the request's time has a value (timevalue.go)
	}
	lb := withFailure(d+s.gas, s.fw, s.ord.miss[nl])
	return lb, s.best.pos < 0 || lb <= s.best.total
}

// visit searches node n over leaves [nl, nr), which bound accepted with bound lb (at a
// leaf, the leaf's own cost).
func (s *bnb) visit(n, nl, nr int, lb float64) {
	if s.passed(nl, nr) {
		return
	}
	if nr-nl == 1 {
		s.price(nl, int(s.nd[n].least(s.at)), lb)
		return
	}
	mid := (nl + nr) / 2
	l, r := 2*n, 2*n+1
	lbL, okL := s.bound(l, nl)
	lbR, okR := s.bound(r, mid)
	if okL && okR && lbR < lbL {
		// The right child first; the left one only if it can still match the best.
		s.visit(r, mid, nr, lbR)
		if s.best.pos < 0 || lbL <= s.best.total {
			s.visit(l, nl, mid, lbL)
		}
		return
	}
	if okL {
		s.visit(l, nl, mid, lbL)
	}
	if okR && (s.best.pos < 0 || lbR <= s.best.total) {
		s.visit(r, mid, nr, lbR)
	}
}

// passed says whether leaves [nl, nr) all follow the best in its run: each costs what
// the best does, is as warm, and comes after it in the order planner.better breaks
// ties in (the members' order, index.go), so none can be better. Leaves past the
// members hold no worker.
func (s *bnb) passed(nl, nr int) bool {
	if s.bestLeaf < 0 || nl <= s.bestLeaf {
		return false
	}
	run := s.ord.run
	return run[min(nr, len(run))-1] == run[s.bestLeaf]
}

// price makes the member at leaf (latency position pos), which fits and costs total,
// the best if it is cheaper.
func (s *bnb) price(leaf, pos int, total float64) {
	w := s.m.members[pos]
	c := candidate{pos: pos, gas: s.resultGas, total: total, share: s.sh, workerIndex: w, cold: s.m.isCold(pos)}
	if s.p.better(c, s.best) {
		s.best, s.bestLeaf = c, leaf
	}
}
