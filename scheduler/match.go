package scheduler

import (
	"math"
	"math/big"
	"strconv"
)

// shareOf is the batch share worker w offers a batchable request of pl's model.
func (p *planner) shareOf(w int, pl *placement) int {
	if p.seed {
		return share(true, p.active[w])
	}
	return realShare(pl.open, p.s.Workers[w].BatchMax)
}

func (p *planner) missOf(w int) float64 {
	if p.withMiss {
		return p.miss[w]
	}
	return 0
}

// candidate is the cheapest feasible route found so far for one request.
type candidate struct {
	pos         int
	gas, total  float64
	share       int
	workerIndex int32
	cold        bool // the worker must load the model first
}

func (p *planner) better(a candidate, b candidate) bool {
	if b.pos < 0 {
		return a.pos >= 0
	}
	if a.pos < 0 {
		return false
	}
	if a.total != b.total {
		return a.total < b.total
	}
	if a.cold != b.cold {
		return b.cold // ties prefer a warm worker (residency.go)
	}
	return p.tieBefore(a.workerIndex, b.workerIndex)
}

// tieBefore breaks a tie in cost between workers a and b: outside seed mode the larger
// stake first, then (always) the lower id.
func (p *planner) tieBefore(a, b int32) bool {
	wa, wb := &p.s.Workers[a], &p.s.Workers[b]
	if !p.seed {
		if weiGreater(&wa.StakeWei, &wb.StakeWei) {
			return true
		}
		if weiGreater(&wb.StakeWei, &wa.StakeWei) {
			return false
		}
	}
	return wa.ID < wb.ID
}

// cheapest finds the cheapest member of tree t in [0, hi) with need MB free, all at the
// same batch share. Cost does not decrease along the index, so the first fit is the
// cheapest; the ones after it with the very same cost are compared by worker id.
func (p *planner) cheapest(m *modelIndex, t *maxTree, hi int, need int64, regularOnly bool, share int) candidate {
	i := t.first(0, hi, need, regularOnly)
	if i < 0 {
		return candidate{pos: -1}
	}
	gas, total := m.price.cost(m.est[i], share)
	best := candidate{pos: i, gas: gas, total: total, share: share, workerIndex: m.members[i], cold: m.isCold(i)}
	for j := t.first(i+1, hi, need, regularOnly); j >= 0; j = t.first(j+1, hi, need, regularOnly) {
		g, c := m.price.cost(m.est[j], share)
		if c != total {
			break
		}
		if cj := (candidate{pos: j, gas: g, total: c, share: share, workerIndex: m.members[j], cold: m.isCold(j)}); p.better(cj, best) {
			best = cj
		}
	}
	return best
}

// bestIn is the cheapest member of tree t in [0, hi) with need MB free, at batch share
// sh, for a request whose failure weight is fw, or best if none is cheaper. With fw = 0
// cost does not decrease along the index and the first fit is taken (cheapest); else
// the search is branch and bound: a subtree costs at least its first member's latency
// and gas plus fw times its least miss rate, and is skipped when that is above best.
func (p *planner) bestIn(m *modelIndex, t *maxTree, hi int, need int64, regularOnly bool, sh int, fw float64, best candidate) candidate {
	if fw == 0 || t.miss == nil {
		if c := p.cheapest(m, t, hi, need, regularOnly, sh); p.better(c, best) {
			return c
		}
		return best
	}
	if need > maxLeafMB {
		return best
	}
	vals := t.all
	if regularOnly {
		vals = t.reg
	}
	gas, _ := m.price.cost(0, sh)
	b := bound{p: p, m: m, t: t, vals: vals, hi: hi, want: int32(need) + 1, sh: sh, gas: gas, fw: fw, level: missLevel(need), best: best}
	if hi > 0 && vals[1] >= b.want {
		b.descend(1, 0, t.size, b.lower(1, 0))
	}
	return b.best
}

// bound is one branch-and-bound search of bestIn.
type bound struct {
	p     *planner
	m     *modelIndex
	t     *maxTree
	vals  []int32
	hi    int
	want  int32
	sh    int
	gas   float64 // the result gas cost at share sh
	fw    float64
	level int // the memory level of the request's need (missLevel)
	best  candidate
}

// lower bounds the total cost of every route in subtree n, whose first leaf is nl: the
// same float operations as a route's cost, on the smallest latency and miss rate.
func (b *bound) lower(n, nl int) float64 {
	return withFailure(b.m.delay[nl]+b.gas, b.fw, b.t.miss[n*missLevels+b.level])
}

// descend searches subtree n (leaves [nl, nr), some of them fitting and before hi),
// whose lower bound is lb.
func (b *bound) descend(n, nl, nr int, lb float64) {
	if b.best.pos >= 0 && lb > b.best.total {
		return
	}
	if nr-nl == 1 {
		w := b.m.members[nl]
		gas, total := b.m.price.cost(b.m.est[nl], b.sh)
		c := candidate{pos: nl, gas: gas, total: withFailure(total, b.fw, b.p.miss[w]), share: b.sh, workerIndex: w, cold: b.m.isCold(nl)}
		if b.p.better(c, b.best) {
			b.best = c
		}
		return
	}
	mid := (nl + nr) / 2
	l, r := 2*n, 2*n+1
	okL := b.vals[l] >= b.want
	okR := mid < b.hi && b.vals[r] >= b.want
	var lbL, lbR float64
	if okL {
		lbL = b.lower(l, nl)
	}
	if okR {
		lbR = b.lower(r, mid)
	}
	// The child with the lower bound first: it most likely holds the best route, which
	// then prunes the other.
	if okR && (!okL || lbR < lbL) {
		b.descend(r, mid, nr, lbR)
		if okL {
			b.descend(l, nl, mid, lbL)
		}
		return
	}
	if okL {
		b.descend(l, nl, mid, lbL)
	}
	if okR {
		b.descend(r, mid, nr, lbR)
	}
}

// match walks the queue in priority order and gives each request its cheapest feasible
// worker (filter → price → pick), then charges the worker for it.
func (p *planner) match() {
	// At most one assignment per free slot: size the result for that, not the queue.
	slots := 0
	for w := range p.s.Workers {
		if len(p.place[w]) > 0 {
			slots += max(p.s.Workers[w].MaxJobs-p.active[w], 0)
		}
	}
	n := min(len(p.queue), slots)
	p.assigned = make([]Assignment, 0, n)
	p.assignedReq = make([]int32, 0, n)
	p.skipped = make([]Skip, 0, len(p.queue)-n)
	p.skippedReq = make([]int32, 0, len(p.queue)-n)
	p.skippedIdx = make([]*modelIndex, 0, len(p.queue)-n)
	deadlineCheck := p.cfg.Matching.DeadlineFeasibility
	for _, q := range p.queue {
		m := q.model
		if len(m.members) == 0 {
			p.skip(q, ReasonNoWorker)
			continue
		}
		hi := len(m.members)
		if remaining := float64(q.deadlineMS - p.s.NowMS); deadlineCheck && m.est[hi-1] > remaining {
			hi = m.deadlineLimit(remaining)
		}
		regularOnly := q.feeAboveProbation
		need := q.needMB

		var best candidate
		if ex := p.excluded[q.req]; len(ex) > 0 {
			// The workers that failed this request are tried only when no other can
			// take it.
			p.mask(m, ex, true)
			best = p.route(&q, hi)
			p.mask(m, ex, false)
			if best.pos < 0 {
				best = p.route(&q, hi)
			}
		} else {
			best = p.route(&q, hi)
		}

		if best.pos < 0 {
			reason := ReasonNoCapacity
			if hi < len(m.members) && m.all.first(0, len(m.members), need, regularOnly) >= 0 {
				reason = ReasonDeadlineInfeasible
			}
			p.skip(q, reason)
			continue
		}
		if !p.seed && p.cfg.Routing.FeeFloor && q.feeETH < best.gas {
			p.skip(q, ReasonFeeBelowCost)
			p.skipped[len(p.skipped)-1].FeeNeededWei = weiCeil(best.gas)
			continue
		}
		w := best.workerIndex
		a := Assignment{
			RequestID:          p.s.Requests[q.req].ID,
			WorkerID:           p.s.Workers[w].ID,
			Score:              q.score,
			EstimatedLatencyMS: m.est[best.pos],
			GasCostETH:         best.gas,
			TotalCostETH:       best.total,
			Batched:            best.share > 1,
		}
		if !p.seed {
			// The worker holds a batched result for its next submitResults, so the
			// first one opens a batch too.
			a.Batched = q.batchable && m.batching && p.s.Workers[w].BatchMax > 1
		}
		if a.Batched {
			a.BatchShare = best.share
		}
		a.Cold, a.LoadMB = best.cold, p.bookLoad(int(w), m)
		p.assigned = append(p.assigned, a)
		p.assignedReq = append(p.assignedReq, q.req)
		joined := m
		if !a.Batched {
			joined = nil
		}
		p.charge(int(w), need, joined)
	}
}

// route is the cheapest feasible route of request q among its model's members [0, hi),
// or one with pos −1.
func (p *planner) route(q *scored, hi int) candidate {
	m, need, regularOnly := q.model, q.needMB, q.feeAboveProbation
	best := candidate{pos: -1}
	first := m.all.first(0, hi, need, regularOnly)
	switch {
	case first < 0:
		// No member fits at all; every active-jobs group is a part of all.
	case m.batching && q.batchable:
		// Groups with more active jobs share the result gas more widely, so they are
		// tried first. No member of a group can cost less than the fastest fitting
		// member of all would at that group's share: a group whose bound is above the
		// best found so far is not searched.
		for k := len(m.bucketKeys) - 1; k >= 0; k-- {
			sh := m.bucketKeys[k]
			if m.bucketLive[sh] == 0 {
				continue
			}
			if _, bound := m.price.cost(m.est[first], sh); best.pos >= 0 && bound > best.total {
				continue
			}
			best = p.bestIn(m, m.buckets[sh], hi, need, regularOnly, sh, q.failW, best)
		}
	default:
		best = p.bestIn(m, m.all, hi, need, regularOnly, 1, q.failW, best)
	}
	return best
}

// weiCeil is the fee in wei, as a decimal string, that the fee floor compares as at
// least eth: eth × 1e18 rounded up, raised until it passes the floor's float comparison.
func weiCeil(eth float64) string {
	f := eth * 1e18
	for f*1e-18 < eth {
		f = math.Nextafter(f, math.Inf(1))
	}
	f = math.Ceil(f)
	if f < 1<<63 {
		return strconv.FormatInt(int64(f), 10)
	}
	i, _ := new(big.Float).SetFloat64(f).Int(nil)
	return i.String()
}

// charge books one more job on worker w and moves it in every index it is in. joined
// is the model whose open batch the job joins (outside seed mode), or nil.
func (p *planner) charge(w int, need int64, joined *modelIndex) {
	p.active[w]++
	p.mem[w] -= need
	p.slots[w]--
	miss := p.missOf(w)
	for i := range p.place[w] {
		pl := &p.place[w][i]
		m := pl.model
		if m == joined {
			pl.open++
		}
		v := p.leafAt(w, pl)
		m.all.set(pl.pos, v, !p.probation[w], miss)
		if !m.batching {
			continue
		}
		key := p.shareOf(w, pl)
		if pl.live && (key != pl.key || v < 0) {
			m.buckets[pl.key].set(pl.pos, -1, false, 0)
			m.bucketLive[pl.key]--
			pl.live = false
		}
		if v >= 0 {
			m.bucket(key).set(pl.pos, v, !p.probation[w], miss)
			if !pl.live {
				m.bucketLive[key]++
				pl.live = true
			}
		}
		pl.key = key
	}
}
