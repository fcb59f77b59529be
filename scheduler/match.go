package scheduler

import (
	"math"
	"math/big"
	"slices"
	"strconv"
)

// shareOf is the batch share worker w offers a batchable request of pl's model.
func (p *planner) shareOf(w int, pl *placement) int { return p.shareAt(w, pl.open) }

// shareAt is shareOf for a worker with open results in its open batch for the model.
func (p *planner) shareAt(w, open int) int {
	if p.seed {
		return share(true, p.active[w])
	}
	return realShare(open, p.s.Workers[w].BatchMax)
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
	if m.offCost != 0 {
		total = m.withWork(i, gas)
	}
	best := candidate{pos: i, gas: gas, total: total, share: share, workerIndex: m.members[i], cold: m.isCold(i)}
	for j := t.first(i+1, hi, need, regularOnly); j >= 0; j = t.first(j+1, hi, need, regularOnly) {
		g, c := m.price.cost(m.est[j], share)
		if m.offCost != 0 {
			c = m.withWork(j, g)
		}
		if c != total {
			break
		}
		if cj := (candidate{pos: j, gas: g, total: c, share: share, workerIndex: m.members[j], cold: m.isCold(j)}); p.better(cj, best) {
			best = cj
		}
	}
	return best
}

// match walks the queue in priority order and gives each request its cheapest feasible
// worker (filter → price → pick), then charges the worker for it. With
// matching.fair_share it does so in two passes (share.go).
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
	p.assignedIdx = make([]*modelIndex, 0, n)
	p.skipped = make([]Skip, 0, len(p.queue)-n)
	p.skippedDL = make([]int64, 0, len(p.queue)-n)
	p.skippedReq = make([]int32, 0, len(p.queue)-n)
	p.skippedIdx = make([]*modelIndex, 0, len(p.queue)-n)
	if p.cfg.Matching.FairShare && !p.seed {
		p.matchFair()
		return
	}
	p.matchQueue(p.queue, p.deadlineStretch())
}

// timeLeft is the time a route of q has for its work: to q's deadline, less the wait
// for the result's block (matching.inclusion_blocks) outside seed mode.
func (p *planner) timeLeft(q *scored) float64 {
	left := float64(q.deadlineMS - p.s.NowMS)
	if b := p.cfg.Matching.InclusionBlocks; b > 0 && !p.seed {
		left -= b * float64(p.cfg.RetryAfter.BlockMS)
	}
	return left
}

// deadlineStretch is matching.deadline_stretch where it applies: with the deadline
// check, outside seed mode.
func (p *planner) deadlineStretch() float64 {
	if p.seed || !p.cfg.Matching.DeadlineFeasibility {
		return 0
	}
	return p.cfg.Matching.DeadlineStretch
}

// matchQueue gives each request of queue, in its order, its cheapest feasible worker and
// charges the worker, or sets the request aside with the reason. stretch is the
// deadline's stretch this pass takes a route within when none fits in time (0: none;
// deadlineStretch).
func (p *planner) matchQueue(queue []scored, stretch float64) {
	deadlineCheck := p.cfg.Matching.DeadlineFeasibility
	for _, q := range queue {
		m := q.model
		// The model's pricers keep the value of the last request searched on it, in
		// whichever pass: a request sets its own when it has one or they carry one.
		if q.timeV != 0 || m.price.perS != 0 {
			m.valueTime(q.timeV)
		}
		c, est := m, 0.0 // the class of the route, and its estimate
		var best candidate
		if m.classes != nil {
			var reason SkipReason
			if best, c, est, reason = p.routeClasses(&q, stretch); best.pos < 0 {
				p.skip(q, reason)
				continue
			}
		} else {
			// One class: every worker of the model serves the default tasks, none has
			// rates (kept inline: the common case, per request).
			if len(m.members) == 0 {
				p.skip(q, ReasonNoWorker)
				continue
			}
			if q.need&maskDefault == 0 {
				p.skip(q, ReasonNoWorkerForTask)
				continue
			}
			hi := len(m.members)
			remaining := p.timeLeft(&q)
			if deadlineCheck && m.est[hi-1] > remaining {
				hi = m.deadlineLimit(remaining)
			}
			regularOnly := q.feeAboveProbation
			best = p.routeExcluding(&q, m, hi)
			late := best.pos < 0 && hi < len(m.members) && m.all.fits(q.needMB, regularOnly)
			if late && stretch > 0 {
				if wide := m.deadlineLimit(remaining * (1 + stretch)); wide > hi {
					best = p.routeExcluding(&q, m, wide)
				}
			}
			if m.price.l1.on {
				best = m.price.withItemL1(best, p.s.Requests[q.req].MaxTokens)
			}
			if best.pos < 0 {
				reason := ReasonNoCapacity
				if late {
					reason = ReasonDeadlineInfeasible
				}
				p.skip(q, reason)
				continue
			}
			est = m.est[best.pos]
		}
		best.gas, best.total = m.price.withCallback(best.gas, best.total, p.s.Requests[q.req].CallbackGasLimit)
		if p.belowFloor(&q, best.gas) {
			p.skip(q, ReasonFeeBelowCost)
			sk := &p.skipped[len(p.skipped)-1]
			sk.FeeNeededWei = weiCeil(best.gas)
			if q.rate != nil {
				need, _ := new(big.Int).SetString(sk.FeeNeededWei, 10)
				sk.FeeNeeded = q.rate.ToTokens(need).String()
			}
			continue
		}
		w := best.workerIndex
		a := Assignment{
			RequestID:          q.id,
			WorkerID:           p.s.Workers[w].ID,
			Score:              q.score,
			EstimatedLatencyMS: est,
			GasCostETH:         best.gas,
			TotalCostETH:       best.total,
			Batched:            best.share > 1,
		}
		if !p.seed {
			// The worker holds a batched result for its next submitResults, so the
			// first one opens a batch too.
			a.Batched = q.batchable && c.batching && p.s.Workers[w].BatchMax > 1
		}
		if a.Batched {
			a.BatchShare = best.share
			if c.timed {
				// An estimate from the worker's rates is its run alone; the worker then
				// holds the result for its batch, so the result's block, which the ETA,
				// the voucher and the lapse count from, comes up to its batch wait later.
				// (A measured P50 is to the result's block already: it has the hold.)
				a.EstimatedLatencyMS += float64(p.s.Workers[w].BatchMaxWaitMS)
			}
		}
		a.Cold, a.LoadMB = best.cold, p.bookLoad(int(w), c)
		p.assigned = append(p.assigned, a)
		p.assignedReq = append(p.assignedReq, q.req)
		p.assignedIdx = append(p.assignedIdx, m)
		joined := c
		if !a.Batched {
			joined = nil
		}
		p.charge(int(w), q.needMB, joined)
	}
}

// belowFloor says q's fee does not pay gas, its route's result and callback gas, under
// routing.fee_floor (outside seed mode).
func (p *planner) belowFloor(q *scored, gas float64) bool {
	return !p.seed && p.cfg.Routing.FeeFloor && q.feeETH < gas
}

// routeExcluding is route for a model of one class, where the workers that failed q are
// tried only when no other can take it.
func (p *planner) routeExcluding(q *scored, m *modelIndex, hi int) candidate {
	ex := p.excluded[q.req]
	if len(ex) == 0 {
		return p.route(q, m, hi)
	}
	p.mask(m, ex, true)
	best := p.route(q, m, hi)
	p.mask(m, ex, false)
	if best.pos < 0 {
		best = p.route(q, m, hi)
	}
	return best
}

// routeClasses is match's search for a request whose model's workers fall in several
// classes (tasks.go, tokens.go): the cheapest route over every class that serves q's task, each searched
// with q's work at its rates, the class it is in and its estimate. Classes are searched
// in the order of the least cost any of their members could have, and one whose least
// cost is above the best route found is not searched. The workers that failed q are
// tried only when no worker of any class can take it. When no route fits in time, the
// cheapest within stretch (matchQueue's) is taken.
func (p *planner) routeClasses(q *scored, stretch float64) (best candidate, in *modelIndex, est float64, reason SkipReason) {
	m, r := q.model, &p.s.Requests[q.req]
	served, hasTask := false, false
	order := p.classOrder[:0]
	for i := -1; i < len(m.classes); i++ {
		c := m.class(i)
		if len(c.members) == 0 {
			continue
		}
		served = true
		if c.key.mask&q.need == 0 {
			continue
		}
		hasTask = true
		c.off, c.offCost = 0, 0
		if c.timed {
			c.off = workMS(r, c.key.speed, float64(p.nominalP(m)))
			c.offCost = c.price.delayCost(c.off)
		}
		sh := 1
		if c.batching && q.batchable && len(c.bucketKeys) > 0 {
			sh = c.bucketKeys[len(c.bucketKeys)-1]
		}
		_, lb := c.costAt(0, sh)
		order = append(order, classBound{c, lb})
	}
	p.classOrder = order
	if !hasTask {
		if !served {
			return candidate{pos: -1}, nil, 0, ReasonNoWorker
		}
		return candidate{pos: -1}, nil, 0, ReasonNoWorkerForTask
	}
	slices.SortFunc(order, func(a, b classBound) int {
		if c := cmpFloat(a.lb, b.lb); c != 0 {
			return c
		}
		return a.c.key.cmp(b.c.key)
	})
	remaining := p.timeLeft(q)
	best, in, est, late := p.searchExcluding(q, order, remaining, true)
	if best.pos >= 0 && in.timed {
		if fit, c := p.bestFit(q, order, remaining, in.off); fit.pos >= 0 {
			return fit, c, c.at(fit.pos), ""
		}
	}
	if best.pos < 0 && late && stretch > 0 {
		// No route fits in time: the cheapest within the stretch, as it is (a route
		// already past the deadline gives way to none for its running jobs).
		best, in, est, _ = p.searchExcluding(q, order, remaining*(1+stretch), false)
	}
	if best.pos < 0 {
		if late {
			return best, nil, 0, ReasonDeadlineInfeasible
		}
		return best, nil, 0, ReasonNoCapacity
	}
	if m.price.l1.on {
		best = m.price.withItemL1(best, r.MaxTokens)
	}
	return best, in, est, ""
}

// searchExcluding is searchClasses with the workers that failed q tried only when no
// other can take it, and, with giveWay, preferUnshared's choice. late is that of the
// search with every worker, which runs when the one without those found nothing.
func (p *planner) searchExcluding(q *scored, order []classBound, limit float64, giveWay bool) (best candidate, in *modelIndex, est float64, late bool) {
	m := q.model
	best.pos = -1
	if ex := p.excluded[q.req]; len(ex) > 0 {
		p.mask(m, ex, true)
		best, in, est, _ = p.search(q, order, limit, giveWay)
		p.mask(m, ex, false)
	}
	if best.pos < 0 {
		best, in, est, late = p.search(q, order, limit, giveWay)
	}
	return best, in, est, late
}

// search is searchClasses followed, with giveWay, by preferUnshared's choice.
func (p *planner) search(q *scored, order []classBound, limit float64, giveWay bool) (best candidate, in *modelIndex, est float64, late bool) {
	best, in, est, late = p.searchClasses(q, order, limit)
	if giveWay {
		best, in, est = p.preferUnshared(q, order, limit, best, in, est)
	}
	return best, in, est, late
}

// searchClasses searches the classes of order (by least cost) for q's cheapest route
// whose estimate is within limit (ms; the time left to q's deadline, or that
// stretched) when deadlines are checked; late: some searched class has a member with
// room beyond the limit.
func (p *planner) searchClasses(q *scored, order []classBound, limit float64) (best candidate, in *modelIndex, est float64, late bool) {
	best = candidate{pos: -1}
	for _, cb := range order {
		c := cb.c
		if best.pos >= 0 && cb.lb > best.total {
			break // every class after it costs at least as much
		}
		hi := len(c.members)
		if p.cfg.Matching.DeadlineFeasibility && c.at(hi-1) > limit {
			hi = c.deadlineLimit(limit)
		}
		cand := p.route(q, c, hi)
		if cand.pos < 0 {
			late = late || (hi < len(c.members) && c.all.fits(q.needMB, q.feeAboveProbation))
			continue
		}
		if p.better(cand, best) {
			best, in, est = cand, c, c.at(cand.pos)
		}
	}
	return best, in, est, late
}

// unsharedTries is how many routes after the cheapest preferUnshared looks at, at most.
const unsharedTries = 16

// preferUnshared is q's route once the workers' running jobs are counted
// (matching.running_job_slowdown) with the run's margin (matching.run_margin): best (of
// class in, estimated est) when its work, slowed by the slowdown for each job its
// worker is running and by the margin, still fits q's deadline;
// else the first of the next unsharedTries routes in cost order (each found set aside
// in turn, on top of the workers masked when the search began) that fits so slowed;
// else, of best and those, the one least slowed. The plan's estimate counts a worker's
// measured rates, a median over its jobs whatever each shared the GPU with, so a
// route that fits by less than its slowdown misses more often than one on a worker
// with the GPU to itself. A route that fits only unslowed is still taken: it may make
// the deadline, and a skipped request makes none. limit is q's time left (timeLeft):
// the bound of the search, and what a route must fit so slowed.
func (p *planner) preferUnshared(q *scored, order []classBound, limit float64, best candidate, in *modelIndex, est float64) (candidate, *modelIndex, float64) {
	slowdown, margin := p.cfg.Matching.RunningJobSlowdown, p.cfg.Matching.RunMargin
	if (slowdown == 0 && margin == 0) || !p.cfg.Matching.DeadlineFeasibility || best.pos < 0 {
		return best, in, est
	}
	slowed := func(c candidate, in *modelIndex, est float64) float64 {
		return est + in.off*(slowdown*float64(p.active[c.workerIndex])+margin)
	}
	least := slowed(best, in, est)
	if least <= limit {
		return best, in, est
	}
	tried := p.triedScratch[:0]
	next := best
	for range unsharedTries {
		tried = append(tried, next.workerIndex)
		p.mask(q.model, tried[len(tried)-1:], true)
		c, e := in, 0.0
		if next, c, e, _ = p.searchClasses(q, order, limit); next.pos < 0 {
			break
		}
		if sl := slowed(next, c, e); sl < least {
			best, in, est, least = next, c, e, sl
			if sl <= limit {
				break
			}
		}
	}
	p.mask(q.model, tried, false)
	p.triedScratch = tried
	return best, in, est
}

// classBound is a class and the least cost a route of the request being searched
// could have on it.
type classBound struct {
	c  *modelIndex
	lb float64
}

// route is the cheapest feasible route of request q among class m's members [0, hi),
// or one with pos −1.
func (p *planner) route(q *scored, m *modelIndex, hi int) candidate {
	need, regularOnly := q.needMB, q.feeAboveProbation
	best := candidate{pos: -1}
	if m.ord != nil {
		// Failures priced: every tree is searched by its branch and bound, whose first
		// bound (its root's) passes over a group that cannot beat the best found.
		if !m.all.fits(need, regularOnly) {
			return best
		}
		if !m.batching || !q.batchable {
			return p.bestIn(m, m.all, hi, need, regularOnly, 1, q.failW, best)
		}
		for k := len(m.bucketKeys) - 1; k >= 0; k-- {
			if sh := m.bucketKeys[k]; m.bucketLive[sh] > 0 {
				best = p.bestIn(m, m.buckets[sh], hi, need, regularOnly, sh, q.failW, best)
			}
		}
		return best
	}
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
			if _, bound := m.costAt(first, sh); best.pos >= 0 && bound > best.total {
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
	p.reindex(w, joined)
}

// reindex moves worker w in every index it is in, after its jobs, memory or slots
// changed; joined is as charge's.
func (p *planner) reindex(w int, joined *modelIndex) {
	for i := range p.place[w] {
		pl := &p.place[w][i]
		m := pl.model
		if m == joined {
			pl.open++
		}
		v := p.leafAt(w, pl)
		m.all.set(pl.pos, v, !p.probation[w])
		if !m.batching {
			continue
		}
		key := p.shareOf(w, pl)
		if pl.live && (key != pl.key || v < 0) {
			m.buckets[pl.key].set(pl.pos, -1, false)
			m.bucketLive[pl.key]--
			pl.live = false
		}
		if v >= 0 {
			m.bucket(key, p.lent).set(pl.pos, v, !p.probation[w])
			if !pl.live {
				m.bucketLive[key]++
				pl.live = true
			}
		}
		pl.key = key
	}
}
