package scheduler

import (
	"cmp"
	"math"
	"math/big"
	"math/bits"
	"slices"
	"sort"
)

// modelIndex holds the live workers serving one model.
type modelIndex struct {
	name    string
	price   pricer
	in      []entrant // the workers joining the class this round, as index reads them
	nIn     int       // how many join it: in's length once index has read them all
	members []int32   // worker indices, by (estimated latency, id)
	est     []float64 // estimated latency of members[i], non-decreasing
	cold    []bool    // members[i] must load the model first (nil: all warm)
	delay   []float64 // delay cost of members[i] (when failures are priced)
	// ord is the members by miss rate, the order of the model's trees when failures
	// are priced (bound.go); nil when not.
	ord *missOrder
	all *maxTree
	// batching is set when a batchable request's gas share depends on the worker;
	// buckets then group the members by the batch share they offer (see
	// planner.shareOf), each its own tree.
	batching   bool
	buckets    map[int]*maxTree
	bucketLive map[int]int // members that can take a job, per bucket
	bucketKeys []int       // sorted keys of buckets with a tree
	pending    int         // unexpired requests for the model this round (planner.modelOf)
	// anyBatchable: one of them is batchable.
	anyBatchable bool
	processingMS int64   // retry_after's P for the model (decide)
	queued       int     // skipped so far, in priority order: the next queue position
	drain        float64 // assignments per second for Retry-After

	// Classes (tasks.go, tokens.go). A model's workers are split by the tasks they serve
	// it for and their planned rates, each class an index of its own. The model's first
	// index (the one scored.model names, and the holder of its queue state above) is the
	// class of the default tasks without rates; classes lists the others in key order
	// (nil: none, every worker is in the first).
	group   *modelIndex // the model's first index (itself for the first)
	classes []*modelIndex
	byKey   map[classKey]*modelIndex
	key     classKey
	timed   bool // key.speed.timed(): the class counts work
	// off is the work of the request being searched at the class's rates (0 for a class
	// without rates), which every member's estimate adds (at); offCost is its delay
	// cost, which every member's route cost adds to its gas (costAt: the same for the
	// whole class, so the order by estimate is the order by cost, and the branch and
	// bound's bounds and leaves take it with the gas).
	off, offCost float64
	// rated: some class of the model counts work (decide then estimates the queue with
	// the model's rates); speed is those rates, computed on first use.
	rated, speedKnown bool
	speed             Speed
	// prior is routing.speed_prior's entry for the model (priorKnown: it has one).
	prior      Speed
	priorKnown bool
}

// entrant is a worker joining a class's index, with what its record says of the
// class's model: read in index while the record is at hand, in snapshot order, so that
// build reads no worker's maps.
type entrant struct {
	w       int32
	cold    bool    // it must load the model first
	regular bool    // off probation
	est     float64 // planner.estimate
	loadMB  int64   // the weights it must book to load the model (cold only)
	leaf    int64   // its leaf in the class's trees (planner.leafAt)
	open    int32   // results in its open batch for the model (outside seed mode)
	share   int32   // the batch share it offers (planner.shareOf)
}

// classEntrant is an entrant and the class it joins, as index reads them.
type classEntrant struct {
	c *modelIndex
	e entrant
}

// classKey is what the members of one class share.
type classKey struct {
	mask  taskMask
	speed planSpeed
}

// firstKey is the key of a model's first index.
var firstKey = classKey{mask: maskDefault}

// at is member i's estimated latency for the request being searched.
func (m *modelIndex) at(i int) float64 {
	if m.off == 0 {
		return m.est[i]
	}
	return m.est[i] + m.off
}

// costAt prices member i's route for the request being searched at batch share sh:
//
//	total = delay(est_i) + (gas + delay(work))
//
// which for a class without rates (work 0) is seed 003's delay + gas, bit for bit.
func (m *modelIndex) costAt(i, sh int) (gas, total float64) {
	gas, total = m.price.cost(m.est[i], sh)
	if m.offCost != 0 {
		total = m.withWork(i, gas)
	}
	return gas, total
}

// withWork is member i's total with the request's work: costAt when offCost is not 0.
//
//go:noinline
func (m *modelIndex) withWork(i int, gas float64) float64 {
	return m.price.delayCost(m.est[i]) + float64(gas+m.offCost)
}

// class is the model's first index for i = −1, else its class i.
func (m *modelIndex) class(i int) *modelIndex {
	if i < 0 {
		return m
	}
	return m.classes[i]
}

// each calls f for the model's first index and every other class of it.
func (m *modelIndex) each(f func(c *modelIndex)) {
	f(m)
	for _, c := range m.classes {
		f(c)
	}
}

// placement is where a worker sits in one model's index.
type placement struct {
	model *modelIndex
	pos   int
	open  int // results in the worker's open batch for the model (outside seed mode)
	key   int // the bucket the worker is in, when the model is batching
	// loadMB is the memory the worker must still book to load the model (cold, not
	// booked this round; residency.go).
	loadMB int64
	// live: the worker is counted in bucketLive[key] (batching models).
	live bool
}

// bucket is the tree of the members offering share, made in l the first time.
func (m *modelIndex) bucket(share int, l *lent) *maxTree {
	t, ok := m.buckets[share]
	if !ok {
		t = l.tree(len(m.members), m.ord)
		m.buckets[share] = t
		i := sort.SearchInts(m.bucketKeys, share)
		m.bucketKeys = slices.Insert(m.bucketKeys, i, share)
	}
	return t
}

// deadlineLimit is the number of members whose estimated latency fits in remainingMS.
func (m *modelIndex) deadlineLimit(remainingMS float64) int {
	if m.off != 0 {
		return sort.Search(len(m.est), func(i int) bool { return m.est[i]+m.off > remainingMS })
	}
	return sort.Search(len(m.est), func(i int) bool { return m.est[i] > remainingMS })
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

// index builds, for every model with a pending request (score made them), the live
// workers serving it.
func (p *planner) index() {
	// Every worker's entry of these is written below before anything reads it.
	n, l := len(p.s.Workers), p.lent
	l.active, l.mem, l.slots = sized(l.active, n), sized(l.mem, n), sized(l.slots, n)
	l.probation, l.place = sized(l.probation, n), sized(l.place, n)
	p.active, p.mem, p.slots, p.probation, p.place = l.active, l.mem, l.slots, l.probation, l.place
	if p.withMiss {
		l.miss = sized(l.miss, n)
		p.miss = l.miss
	}
	slots := p.cfg.Matching.SlotsPerWorkerPerRound
	if slots == 0 {
		slots = math.MaxInt
	}
	maxAge := p.cfg.Matching.MaxHeartbeatAge.Milliseconds()
	l.placed = zeroed(l.placed, n)
	placed := l.placed // models of each worker with an index
	// The entrants are read into one list first, then copied into their classes'
	// lists, cut from one array each as long as its class: a class's list grown by
	// append would leave its earlier arrays behind every round.
	served := 0
	for w := range p.s.Workers {
		served += len(p.s.Workers[w].Models)
	}
	read := sized(l.read, served)[:0]
	for w := range p.s.Workers {
		wk := &p.s.Workers[w]
		p.active[w] = wk.ActiveJobs
		p.mem[w] = wk.FreeMemoryMB
		p.slots[w] = slots
		p.probation[w] = wk.CompletedJobs < p.cfg.Probation.Jobs
		if p.withMiss {
			p.miss[w] = withVerifyRisk(1-wk.CompletionRate, stakedRisk(wk.VerifyRisk, weiFloat(&wk.StakeWei), p.stakeHalf))
		}
		if maxAge > 0 && p.s.NowMS-wk.LastHeartbeatMS > maxAge {
			continue // stale: counts as gone (fail closed)
		}
		leaf := p.leaf(w)
		for i, model := range wk.Models {
			if slices.Contains(wk.Models[:i], model) {
				continue
			}
			if m := p.models[model]; m != nil {
				c := p.classOf(m, wk, model)
				e := entrant{w: int32(w), regular: !p.probation[w]}
				e.est, e.cold = p.estimate(c, int32(w))
				if e.cold {
					e.loadMB = p.loadMB(c, int32(w))
				}
				if !p.seed {
					e.open = int32(wk.OpenBatch[model])
				}
				e.leaf, e.share = withLoad(leaf, e.loadMB), int32(p.shareAt(w, int(e.open)))
				read = append(read, classEntrant{c, e})
				c.nIn++
				placed[w]++
			}
		}
	}
	l.read = read
	l.ins = sized(l.ins, len(read))
	ins := l.ins
	for _, r := range read {
		c := r.c
		if c.in == nil {
			c.in, ins = ins[:0:c.nIn], ins[c.nIn:]
		}
		c.in = append(c.in, r.e)
	}
	// Every worker's placements in one allocation, each slice with room for its own.
	total := 0
	for _, k := range placed {
		total += int(k)
	}
	l.backing = sized(l.backing, total)
	backing := l.backing
	for w, k := range placed {
		p.place[w], backing = backing[:0:k], backing[k:]
	}
	if total > 1 {
		p.rank = p.tieRanks(placed)
	}

	for _, m := range p.models {
		if m.classes != nil {
			slices.SortFunc(m.classes, func(a, b *modelIndex) int { return a.key.cmp(b.key) })
		}
		m.each(func(c *modelIndex) {
			c.pending, c.anyBatchable = m.pending, m.anyBatchable
			p.build(c)
		})
	}
}

// classOf is the class of model m that worker w belongs to. Called once per worker and
// model, in index.
func (p *planner) classOf(m *modelIndex, w *Worker, model string) *modelIndex {
	if w.Tasks == nil && w.Speed == nil && !p.priors {
		return m
	}
	key := classKey{mask: w.tasksOf(model)}
	if !p.seed {
		if sp, ok := w.Speed[model]; ok || m.priorKnown {
			key.speed = sp.filled(m.prior).planned()
		}
	}
	if key == firstKey {
		return m
	}
	c := m.byKey[key]
	if c == nil {
		if m.byKey == nil {
			m.byKey = make(map[classKey]*modelIndex)
		}
		c = &modelIndex{name: m.name, price: m.price, group: m, key: key, timed: key.speed.timed()}
		m.byKey[key] = c
		m.classes = append(m.classes, c)
		m.rated = m.rated || key.speed.timed()
	}
	return c
}

// cmp orders class keys: by tasks, then by rates.
func (k classKey) cmp(o classKey) int {
	if c := cmp.Compare(k.mask, o.mask); c != 0 {
		return c
	}
	a, b := k.speed, o.speed
	for _, d := range [...]int{cmpFloat(a.decode, b.decode), cmpFloat(a.prefill, b.prefill), cmpFloat(a.steps, b.steps), cmpFloat(a.audio, b.audio)} {
		if d != 0 {
			return d
		}
	}
	return 0
}

// build lays out one class's index: its members by estimate, its trees.
func (p *planner) build(m *modelIndex) {
	n := len(m.in)
	// By (estimate, warm first, then the order ties are broken in: tieBefore): members
	// alike in cost then sit in the order planner.better picks among them, which lets
	// the branch and bound pass over a run of them once it has priced the first that
	// fits (bound.go). Among equal costs the pick is planner.better's whatever the order,
	// so this order changes no decision. Two stable radix sorts give it: by (warmth, tie
	// rank), then by estimate.
	by := make([]int32, n) // entrant indices, in the members' order
	anyCold := false
	for i := range m.in {
		by[i] = int32(i)
		anyCold = anyCold || m.in[i].cold
	}
	if n > 1 {
		keys := make([]uint64, n)
		for i, e := range m.in {
			keys[i] = uint64(p.rank[e.w])
			if e.cold {
				keys[i] |= 1 << 32
			}
		}
		radixSort(keys, by)
		for i, j := range by {
			keys[i] = orderBits(m.in[j].est)
		}
		radixSort(keys, by)
	}
	m.members, m.est = make([]int32, n), make([]float64, n)
	if anyCold {
		m.cold = make([]bool, n)
	}
	for i, j := range by {
		e := &m.in[j]
		m.members[i], m.est[i] = e.w, e.est
		if anyCold {
			m.cold[i] = e.cold
		}
	}
	if p.withMiss {
		m.delay = make([]float64, n)
		m.ord = p.missOrder(m)
	}
	m.all = p.lent.tree(n, m.ord)
	m.batching = m.anyBatchable && m.pending >= p.cfg.Matching.BatchingMinQueue && p.batchesAt()
	if m.batching {
		m.buckets = make(map[int]*maxTree)
		m.bucketLive = make(map[int]int)
	}
	at := make([]int32, n) // the position of each entrant
	for pos, j := range by {
		e := &m.in[j]
		at[j] = int32(pos)
		if m.delay != nil {
			m.delay[pos] = m.price.delayCost(m.est[pos])
		}
		m.all.put(pos, e.leaf, e.regular)
		if m.batching && e.leaf >= 0 {
			// A bucket holds a part of the members: each is lifted into it, where
			// building the whole tree would visit every node.
			m.bucket(int(e.share), p.lent).set(pos, e.leaf, e.regular)
			m.bucketLive[int(e.share)]++
		}
	}
	// The placements, written in snapshot order (a worker after the one before it in
	// memory) rather than in the members' order.
	for j := range m.in {
		e := &m.in[j]
		pl := placement{model: m, pos: int(at[j]), open: int(e.open), loadMB: e.loadMB}
		if m.batching {
			pl.key, pl.live = int(e.share), e.leaf >= 0
		}
		p.place[e.w] = append(p.place[e.w], pl)
	}
	m.all.build()
	m.in = nil
}

// tieRanks ranks the workers with some placement (placed[w] > 0) in the order a tie in
// cost is broken in: rank[a] < rank[b] exactly when tieBefore(a, b). Other workers
// have no rank.
func (p *planner) tieRanks(placed []int32) []int32 {
	ws := p.s.Workers
	order := make([]int32, 0, len(ws))
	inOrder := true
	for w, k := range placed {
		if k == 0 {
			continue
		}
		if len(order) > 0 && ws[order[len(order)-1]].ID >= ws[w].ID {
			inOrder = false
		}
		order = append(order, int32(w))
	}
	if !inOrder {
		slices.SortFunc(order, func(a, b int32) int { return cmp.Compare(ws[a].ID, ws[b].ID) })
	}
	if !p.seed { // then the larger stake first, stably: equal stakes stay in id order
		p.byStake(order)
	}
	rank := make([]int32, len(ws))
	for r, w := range order {
		rank[w] = int32(r)
	}
	return rank
}

// byStake sorts order (worker indices) by stake, largest first, stably: a radix sort
// of the stakes' 64-bit words, least significant first.
func (p *planner) byStake(order []int32) {
	ws := p.s.Workers
	most := 0 // bits of the largest stake
	for _, w := range order {
		st := &ws[w].StakeWei
		if st.Sign() < 0 || st.BitLen() > 256 { // not a valid snapshot's: compare them
			slices.SortStableFunc(order, func(a, b int32) int { return ws[b].StakeWei.Cmp(&ws[a].StakeWei.Int) })
			return
		}
		most = max(most, st.BitLen())
	}
	keys := make([]uint64, len(order))
	if most <= 64 {
		for i, w := range order {
			keys[i] = ^ws[w].StakeWei.Uint64()
		}
		radixSort(keys, order)
		return
	}
	for k := range (most + 63) / 64 {
		for i, w := range order {
			keys[i] = ^word(&ws[w].StakeWei.Int, k)
		}
		radixSort(keys, order)
	}
}

// word is the k-th 64-bit word of x ≥ 0, the least significant first.
func word(x *big.Int, k int) uint64 {
	ws := x.Bits()
	if bits.UintSize == 64 {
		if k < len(ws) {
			return uint64(ws[k])
		}
		return 0
	}
	var v uint64
	for i := 2*k + 1; i >= 2*k; i-- {
		v <<= 32
		if i < len(ws) {
			v |= uint64(ws[i])
		}
	}
	return v
}

// missOrder orders class m's members (by latency position) by miss rate, then
// position, and marks its runs: leaves alike in miss rate, estimate and warmth.
func (p *planner) missOrder(m *modelIndex) *missOrder {
	members := m.members
	n := len(members)
	keys, pos := make([]uint64, n), make([]int32, n)
	for i, w := range members {
		keys[i], pos[i] = orderBits(p.miss[w]), int32(i)
	}
	radixSort(keys, pos) // stable: equal miss rates stay in position order
	o := &missOrder{rank: make([]int32, n), pos: pos, miss: make([]float64, n), run: make([]int32, n)}
	for r, i := range pos {
		o.miss[r], o.rank[i] = p.miss[members[i]], int32(r)
		o.run[r] = int32(r)
		if r > 0 && math.Float64bits(o.miss[r]) == math.Float64bits(o.miss[r-1]) {
			if j := pos[r-1]; math.Float64bits(m.est[i]) == math.Float64bits(m.est[j]) && m.isCold(int(i)) == m.isCold(int(j)) {
				o.run[r] = o.run[r-1]
			}
		}
	}
	return o
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
			if pl.model.group != m || p.leafAt(int(w), pl) < 0 {
				continue // hidden already (a cold model's weights do not fit)
			}
			v, regular := int64(-1), false
			if !on {
				v, regular = p.leafAt(int(w), pl), !p.probation[w]
			}
			c := pl.model // the worker's class of m
			c.all.set(pl.pos, v, regular)
			if c.batching {
				c.buckets[pl.key].set(pl.pos, v, regular)
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
