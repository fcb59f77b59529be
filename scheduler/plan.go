package scheduler

import (
	"cmp"
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"slices"
	"strconv"

	"github.com/infersched/infersched/scheduler/retryafter"
)

// SkipReason says why a request stayed queued this round.
type SkipReason string

const (
	// ReasonNoWorker: no live worker serves the request's model.
	ReasonNoWorker SkipReason = "no_worker"
	// ReasonNoCapacity: workers serve the model, but none has a free slot and enough
	// memory (or probation keeps them off this request).
	ReasonNoCapacity SkipReason = "no_capacity"
	// ReasonDeadlineInfeasible: a worker has room, but none would finish in time.
	ReasonDeadlineInfeasible SkipReason = "deadline_infeasible"
	// ReasonFeeBelowCost: the fee does not cover the result gas of the cheapest route
	// at the safety-adjusted gas price (outside seed mode, with routing.fee_floor). The
	// request waits for gas to fall; Skip.FeeNeededWei says what would cover it now.
	ReasonFeeBelowCost SkipReason = "fee_below_cost"
)

// Decision is what one round decided. Assigned and Skipped are in priority order,
// highest first; Expired is in submission order.
type Decision struct {
	Assigned []Assignment `json:"assigned"`
	Skipped  []Skip       `json:"skipped"`
	Expired  []string     `json:"expired"`
	Stats    Stats        `json:"stats"`
}

// Assignment sends one request to one worker.
type Assignment struct {
	RequestID          string  `json:"request_id"`
	WorkerID           string  `json:"worker_id"`
	Score              float64 `json:"score"`
	EstimatedLatencyMS float64 `json:"estimated_latency_ms"`
	GasCostETH         float64 `json:"gas_cost_eth"`
	TotalCostETH       float64 `json:"total_cost_eth"`
	Batched            bool    `json:"batched"`
	// BatchShare is the number of results the worker's result transaction is expected
	// to carry when this one joins its open batch for the model (0: not batched).
	BatchShare  int   `json:"batch_share,omitempty"`
	RetryAfterS int64 `json:"retry_after_s"`
}

// Skip is a request left queued, with its place in its model's queue (0-based, priority
// order) and when to poll again.
type Skip struct {
	RequestID     string     `json:"request_id"`
	Reason        SkipReason `json:"reason"`
	QueuePosition int        `json:"queue_position"`
	RetryAfterS   int64      `json:"retry_after_s"`
	// FeeNeededWei (decimal wei), with reason fee_below_cost: the smallest fee that
	// would cover the result gas of the request's cheapest route at this round's price.
	FeeNeededWei string `json:"fee_needed_wei,omitempty"`
}

// Stats counts the round's inputs. PlanMS is filled in by the caller that timed Plan
// (Plan itself reads no clock).
type Stats struct {
	Requests int     `json:"requests"`
	Workers  int     `json:"workers"`
	PlanMS   float64 `json:"plan_ms"`
}

// EffectiveConfig is base with the snapshot's config overrides applied, validated.
func EffectiveConfig(base Config, s *Snapshot) (Config, error) {
	cfg := base
	// Maps are shared with base; copy the ones an override may write into.
	cfg.Routing.ModelComplexity = cloneMap(base.Routing.ModelComplexity)
	cfg.RetryAfter.ProcessingMS = cloneMap(base.RetryAfter.ProcessingMS)
	cfg.RetryAfter.BackoffSteps = slices.Clone(base.RetryAfter.BackoffSteps)
	cfg.FlowControl.GroupOverrides = cloneMap(base.FlowControl.GroupOverrides)
	if err := cfg.ApplyJSON(s.Config); err != nil {
		return Config{}, fmt.Errorf("%w: %w", ErrInvalidSnapshot, err)
	}
	if err := cfg.Validate(); err != nil {
		return Config{}, fmt.Errorf("%w: config: %w", ErrInvalidSnapshot, err)
	}
	return cfg, nil
}

// Plan decides one round: score every request, drop the expired, and in priority order
// give each the cheapest feasible worker. It is pure and deterministic: the same
// snapshot and config give the same Decision whatever the order of requests and
// workers. s must have passed Validate and cfg its Validate; Plan does not modify s.
func Plan(s *Snapshot, cfg Config) Decision {
	p := newPlanner(s, &cfg)
	p.score()
	p.index()
	p.indexExcluded()
	p.match()
	return p.decide()
}

// scored is a request as matching needs it, copied out of the snapshot so that the
// matching loop reads one small struct per request instead of the whole Request.
type scored struct {
	req       int32 // index into Snapshot.Requests
	batchable bool
	// feeAboveProbation: the fee is above probation.max_fee_wei, so workers on
	// probation may not take the request.
	feeAboveProbation bool
	score             float64
	deadlineMS        int64
	needMB            int64
	model             *modelIndex
	feeETH            float64 // the fee in ETH, for the fee floor
	failW             float64 // fee × failure_weight in ETH (0 in seed mode)
}

type planner struct {
	s   *Snapshot
	cfg *Config

	seed     bool // routing.seed_mode: seed 003's share, no failure term, no fee floor
	withMiss bool // failures are priced: indexes keep miss rates
	miss     []float64

	queue   []scored // unexpired, highest priority first
	expired []int32

	// Worker state as this round's assignments change it.
	active    []int
	mem       []int64
	slots     []int
	probation []bool
	place     [][]placement

	models map[string]*modelIndex
	// excluded: per request (Snapshot.Requests index), the workers that failed it.
	excluded map[int32][]int32

	assigned    []Assignment
	assignedReq []int32 // Snapshot.Requests index of assigned[i]
	skipped     []Skip
	skippedReq  []int32
	skippedIdx  []*modelIndex
}

func newPlanner(s *Snapshot, cfg *Config) *planner {
	seed := cfg.Routing.SeedMode
	return &planner{s: s, cfg: cfg, models: make(map[string]*modelIndex),
		seed: seed, withMiss: !seed && cfg.Routing.FailureWeight > 0}
}

// canonical orders requests by submission then id, the order ties fall back to.
func (p *planner) canonical(a, b int32) int {
	ra, rb := &p.s.Requests[a], &p.s.Requests[b]
	if c := cmp.Compare(ra.SubmittedAtMS, rb.SubmittedAtMS); c != 0 {
		return c
	}
	return cmp.Compare(ra.ID, rb.ID)
}

// score computes every request's priority, sets the expired apart and sorts the rest,
// highest first.
func (p *planner) score() {
	sc := newScorer(&p.cfg.Priority)
	pb := &p.cfg.Probation
	p.queue = make([]scored, 0, len(p.s.Requests))
	for i := range p.s.Requests {
		r := &p.s.Requests[i]
		v, ok := sc.score(r, weiFloat(&r.PriorityFeeWei), p.s.NowMS)
		if !ok {
			p.expired = append(p.expired, int32(i))
			continue
		}
		above := pb.Jobs > 0 && weiGreater(&r.PriorityFeeWei, &pb.MaxFeeWei)
		q := scored{req: int32(i), score: v, feeAboveProbation: above,
			batchable: r.Batchable, deadlineMS: r.DeadlineMS, needMB: r.RequiredMemoryMB}
		if !p.seed {
			q.feeETH = failureWeight(&r.PriorityFeeWei, 1)
			if p.withMiss {
				q.failW = failureWeight(&r.PriorityFeeWei, p.cfg.Routing.FailureWeight)
			}
		}
		p.queue = append(p.queue, q)
	}
	// Sort small keys, then lay the queue out in that order.
	type key struct {
		score float64
		i     int32 // index into p.queue
	}
	keys := make([]key, len(p.queue))
	for i := range p.queue {
		keys[i] = key{p.queue[i].score, int32(i)}
	}
	slices.SortFunc(keys, func(a, b key) int {
		if c := cmp.Compare(b.score, a.score); c != 0 {
			return c
		}
		return p.canonical(p.queue[a.i].req, p.queue[b.i].req)
	})
	sorted := make([]scored, len(p.queue))
	for i, k := range keys {
		sorted[i] = p.queue[k.i]
	}
	p.queue = sorted
	slices.SortFunc(p.expired, p.canonical)
}

// available says whether worker w can take one more job now.
func (p *planner) available(w int) bool {
	wk := &p.s.Workers[w]
	if p.active[w] >= wk.MaxJobs || p.slots[w] <= 0 {
		return false
	}
	return !p.probation[w] || p.active[w] < p.cfg.Probation.MaxConcurrent
}

func (p *planner) leaf(w int) int64 {
	if p.available(w) {
		return p.mem[w]
	}
	return -1
}

// index builds, for every model with a pending request, the live workers serving it.
func (p *planner) index() {
	batchable := make(map[*modelIndex]bool)
	for i := range p.queue {
		q := &p.queue[i]
		r := &p.s.Requests[q.req]
		m := p.models[r.ModelID]
		if m == nil {
			m = &modelIndex{name: r.ModelID, price: newPricer(&p.cfg.Routing, r.ModelID, p.s.GasPriceGwei)}
			p.models[r.ModelID] = m
		}
		q.model = m
		m.pending++
		batchable[m] = batchable[m] || r.Batchable
	}

	n := len(p.s.Workers)
	p.active = make([]int, n)
	p.mem = make([]int64, n)
	p.slots = make([]int, n)
	p.probation = make([]bool, n)
	p.place = make([][]placement, n)
	if p.withMiss {
		p.miss = make([]float64, n)
	}
	slots := p.cfg.Matching.SlotsPerWorkerPerRound
	if slots == 0 {
		slots = math.MaxInt
	}
	maxAge := p.cfg.Matching.MaxHeartbeatAge.Milliseconds()
	for w := range p.s.Workers {
		wk := &p.s.Workers[w]
		p.active[w] = wk.ActiveJobs
		p.mem[w] = wk.FreeMemoryMB
		p.slots[w] = slots
		p.probation[w] = wk.CompletedJobs < p.cfg.Probation.Jobs
		if p.withMiss {
			p.miss[w] = 1 - wk.CompletionRate
		}
		if maxAge > 0 && p.s.NowMS-wk.LastHeartbeatMS > maxAge {
			continue // stale: counts as gone (fail closed)
		}
		for i, model := range wk.Models {
			if slices.Contains(wk.Models[:i], model) {
				continue
			}
			if m := p.models[model]; m != nil {
				m.members = append(m.members, int32(w))
			}
		}
	}

	for _, m := range p.models {
		m.est = make([]float64, len(m.members))
		if p.withMiss {
			m.delay = make([]float64, len(m.members))
		}
		slices.SortFunc(m.members, func(a, b int32) int {
			ea, eb := m.price.estimate(p.s.Workers[a].AvgLatencyMS), m.price.estimate(p.s.Workers[b].AvgLatencyMS)
			if c := cmp.Compare(ea, eb); c != 0 {
				return c
			}
			return cmp.Compare(p.s.Workers[a].ID, p.s.Workers[b].ID)
		})
		m.withMiss = p.withMiss
		m.all = newMaxTree(len(m.members), m.withMiss)
		m.batching = batchable[m] && m.pending >= p.cfg.Matching.BatchingMinQueue
		if m.batching {
			m.buckets = make(map[int]*maxTree)
			m.bucketLive = make(map[int]int)
		}
		for pos, w := range m.members {
			m.est[pos] = m.price.estimate(p.s.Workers[w].AvgLatencyMS)
			if m.delay != nil {
				m.delay[pos] = m.price.delayCost(m.est[pos])
			}
			pl := placement{model: m, pos: pos}
			if !p.seed {
				pl.open = p.s.Workers[w].OpenBatch[m.name]
			}
			v := p.leaf(int(w))
			miss := p.missOf(int(w))
			m.all.put(pos, v, !p.probation[w], miss)
			if m.batching {
				pl.key = p.shareOf(int(w), &pl)
				if v >= 0 {
					m.bucket(pl.key).put(pos, v, !p.probation[w], miss)
					m.bucketLive[pl.key]++
				}
			}
			p.place[w] = append(p.place[w], pl)
		}
		m.all.build()
		for _, t := range m.buckets {
			t.build()
		}
	}
}

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
	best := candidate{pos: i, gas: gas, total: total, share: share, workerIndex: m.members[i]}
	for j := t.first(i+1, hi, need, regularOnly); j >= 0; j = t.first(j+1, hi, need, regularOnly) {
		g, c := m.price.cost(m.est[j], share)
		if c != total {
			break
		}
		if p.tieBefore(m.members[j], best.workerIndex) {
			best = candidate{pos: j, gas: g, total: c, share: share, workerIndex: m.members[j]}
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
		c := candidate{pos: nl, gas: gas, total: withFailure(total, b.fw, b.p.miss[w]), share: b.sh, workerIndex: w}
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
		best.gas, best.total = m.price.withCallback(best.gas, best.total, p.s.Requests[q.req].CallbackGasLimit)
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

// mask hides the workers ws from model m's indexes (on), or shows them again as their
// state now is (off). A worker that cannot take a job is hidden already.
func (p *planner) mask(m *modelIndex, ws []int32, on bool) {
	for _, w := range ws {
		if !p.available(int(w)) {
			continue
		}
		for i := range p.place[w] {
			pl := &p.place[w][i]
			if pl.model != m {
				continue
			}
			v, regular, miss := int64(-1), false, 0.0
			if !on {
				v, regular, miss = p.mem[w], !p.probation[w], p.missOf(int(w))
			}
			m.all.set(pl.pos, v, regular, miss)
			if m.batching {
				m.buckets[pl.key].set(pl.pos, v, regular, miss)
			}
		}
	}
}

// indexExcluded maps each request with failed workers (Snapshot.Excluded) to the
// indexes of those workers in the snapshot; workers not in the snapshot are ignored.
func (p *planner) indexExcluded() {
	if len(p.s.Excluded) == 0 {
		return
	}
	worker := make(map[string]int32, len(p.s.Workers))
	for w := range p.s.Workers {
		worker[p.s.Workers[w].ID] = int32(w)
	}
	request := make(map[string]int32, len(p.s.Excluded))
	for _, x := range p.s.Excluded {
		request[x.RequestID] = -1
	}
	for i := range p.s.Requests {
		if _, ok := request[p.s.Requests[i].ID]; ok {
			request[p.s.Requests[i].ID] = int32(i)
		}
	}
	p.excluded = make(map[int32][]int32, len(p.s.Excluded))
	for _, x := range p.s.Excluded {
		r := request[x.RequestID]
		if r < 0 {
			continue
		}
		for _, id := range x.Workers {
			if w, ok := worker[id]; ok {
				p.excluded[r] = append(p.excluded[r], w)
			}
		}
	}
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
	was := p.available(w)
	p.active[w]++
	p.mem[w] -= need
	p.slots[w]--
	v := p.leaf(w)
	miss := p.missOf(w)
	for i := range p.place[w] {
		pl := &p.place[w][i]
		m := pl.model
		if m == joined {
			pl.open++
		}
		m.all.set(pl.pos, v, !p.probation[w], miss)
		if !m.batching {
			continue
		}
		key := p.shareOf(w, pl)
		if was && (key != pl.key || v < 0) {
			m.buckets[pl.key].set(pl.pos, -1, false, 0)
			m.bucketLive[pl.key]--
		}
		if v >= 0 {
			m.bucket(key).set(pl.pos, v, !p.probation[w], miss)
			if !was || key != pl.key {
				m.bucketLive[key]++
			}
		}
		pl.key = key
	}
}

func (p *planner) skip(q scored, reason SkipReason) {
	p.skipped = append(p.skipped, Skip{RequestID: p.s.Requests[q.req].ID, Reason: reason})
	p.skippedReq = append(p.skippedReq, q.req)
	p.skippedIdx = append(p.skippedIdx, q.model)
}

// decide fills in queue positions and Retry-After, and assembles the Decision.
func (p *planner) decide() Decision {
	ra := &p.cfg.RetryAfter
	now := p.s.NowMS
	for i := range p.assigned {
		a := &p.assigned[i]
		r := &p.s.Requests[p.assignedReq[i]]
		_, retry := ra.Assigned(int64(math.Ceil(a.EstimatedLatencyMS)), 0)
		a.RetryAfterS = retryafter.CapToDeadline(retry, now, r.DeadlineMS)
	}
	for i := range p.skipped {
		sk := &p.skipped[i]
		r := &p.s.Requests[p.skippedReq[i]]
		m := p.skippedIdx[i]
		if m.queued == 0 {
			m.drain = p.drainRate(r.ModelID)
		}
		pos := m.queued
		m.queued++
		sk.QueuePosition = pos
		_, retry := ra.Queued(r.ModelID, pos, m.drain)
		sk.RetryAfterS = retryafter.CapToDeadline(retry, now, r.DeadlineMS)
	}
	d := Decision{
		Assigned: p.assigned,
		Skipped:  p.skipped,
		Expired:  make([]string, len(p.expired)),
		Stats:    Stats{Requests: len(p.s.Requests), Workers: len(p.s.Workers)},
	}
	for i, e := range p.expired {
		d.Expired[i] = p.s.Requests[e].ID
	}
	if d.Assigned == nil {
		d.Assigned = []Assignment{}
	}
	if d.Skipped == nil {
		d.Skipped = []Skip{}
	}
	return d
}

// drainRate is the model's assignments per second (Snapshot.DrainRate).
func (p *planner) drainRate(model string) float64 { return p.s.DrainRate(p.cfg, model) }

// Marshal writes the decision as canonical JSON (the `plan` output and the bytes an
// auditor compares).
func (d *Decision) Marshal() ([]byte, error) {
	return json.Marshal(d)
}

// weiGreater reports a > b.
func weiGreater(a, b *Wei) bool {
	if a.IsUint64() && b.IsUint64() {
		return a.Uint64() > b.Uint64()
	}
	return a.Cmp(&b.Int) > 0
}

func cloneMap[V any](m map[string]V) map[string]V {
	if m == nil {
		return nil
	}
	out := make(map[string]V, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}
