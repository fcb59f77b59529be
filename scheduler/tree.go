package scheduler

import "math"

// maxTree is a segment tree over a model's workers. A leaf holds the worker's free
// memory when it can take a job now, else -1, twice: once counting every worker and
// once counting only workers off probation, so that "is there a worker with at least
// need MB free" is a look at a node, which is what keeps a round far below O(N·M).
//
// Values are stored plus one, so that a fresh (zeroed) tree means "nobody can take a
// job" without a fill loop.
//
// When failures are not priced the leaves are in the model's (estimated latency, id)
// order and first answers "the first worker at or after lo, before hi, with at least
// need MB free" in O(log n): cost does not decrease along that order, so the first fit
// is the cheapest. When they are priced (ord set) the leaves are in the order of the
// workers' miss rates (missOrder: miss rate, then latency position) and every node
// also keeps the least latency position among the leaves below it that can take a job,
// again twice: with the node's first miss rate that is the branch and bound's bound
// (bound.go). Callers name a leaf by its latency position either way.
type maxTree struct {
	size int     // leaves, a power of two
	all  []int32 // max over the subtree, every worker
	reg  []int32 // max over the subtree, workers off probation
	// ord maps latency positions to leaves; nil: leaf i is latency position i.
	ord *missOrder
	// posAll[n] (posReg[n]) is the least latency position of a leaf under n whose all
	// (reg) value is not 0, noPos if none (only with ord).
	posAll, posReg []int32
}

// missOrder is a model's members in (miss rate, latency position) order: rank[i] is the
// leaf of latency position i, pos[r] the latency position of leaf r, miss[r] its miss
// rate (non-decreasing).
type missOrder struct {
	rank, pos []int32
	miss      []float64
}

// noPos is posAll's and posReg's "no leaf below can take a job".
const noPos = math.MaxInt32

// newMaxTree is a tree of n leaves, in ord's order when ord is not nil.
func newMaxTree(n int, ord *missOrder) *maxTree {
	size := 1
	for size < n {
		size <<= 1
	}
	buf := make([]int32, 4*size)
	t := &maxTree{size: size, all: buf[: 2*size : 2*size], reg: buf[2*size:]}
	if ord != nil {
		pb := make([]int32, 4*size)
		for i := range pb {
			pb[i] = noPos
		}
		t.ord, t.posAll, t.posReg = ord, pb[:2*size:2*size], pb[2*size:]
	}
	return t
}

// set puts latency position i to v (−1: cannot take a job) and updates the ancestors.
func (t *maxTree) set(i int, v int64, regular bool) {
	n := t.put(i, v, regular)
	if t.ord != nil {
		t.lift(n)
		return
	}
	for n > 1 {
		n >>= 1
		a, g := max(t.all[2*n], t.all[2*n+1]), max(t.reg[2*n], t.reg[2*n+1])
		if a == t.all[n] && g == t.reg[n] {
			return // nothing above changes either
		}
		t.all[n], t.reg[n] = a, g
	}
}

// lift recomputes the ancestors of node n: maxima and least positions.
func (t *maxTree) lift(n int) {
	for n > 1 {
		n >>= 1
		l, r := 2*n, 2*n+1
		a, g := max(t.all[l], t.all[r]), max(t.reg[l], t.reg[r])
		pa, pg := min(t.posAll[l], t.posAll[r]), min(t.posReg[l], t.posReg[r])
		if a == t.all[n] && g == t.reg[n] && pa == t.posAll[n] && pg == t.posReg[n] {
			return // nothing above changes either
		}
		t.all[n], t.reg[n], t.posAll[n], t.posReg[n] = a, g, pa, pg
	}
}

// put sets latency position i without updating the ancestors (call build once all are
// put) and returns its leaf's node.
func (t *maxTree) put(i int, v int64, regular bool) int {
	leaf := i
	if t.ord != nil {
		leaf = int(t.ord.rank[i])
	}
	n := leaf + t.size
	t.all[n] = stored(v)
	t.reg[n] = 0
	if regular {
		t.reg[n] = t.all[n]
	}
	if t.ord != nil {
		t.posAll[n], t.posReg[n] = noPos, noPos
		if t.all[n] != 0 {
			t.posAll[n] = int32(i)
		}
		if t.reg[n] != 0 {
			t.posReg[n] = int32(i)
		}
	}
	return n
}

// maxLeafMB is the largest memory a leaf holds; validated snapshots never exceed it.
const maxLeafMB = math.MaxInt32 - 1

// stored is v as a leaf holds it: plus one, 0 for "cannot take a job".
func stored(v int64) int32 {
	if v < 0 {
		return 0
	}
	return int32(min(v, maxLeafMB) + 1)
}

// build computes every inner node from the leaves, in O(n).
func (t *maxTree) build() {
	for n := t.size - 1; n >= 1; n-- {
		t.all[n] = max(t.all[2*n], t.all[2*n+1])
		t.reg[n] = max(t.reg[2*n], t.reg[2*n+1])
	}
	if t.ord != nil {
		for n := t.size - 1; n >= 1; n-- {
			t.posAll[n] = min(t.posAll[2*n], t.posAll[2*n+1])
			t.posReg[n] = min(t.posReg[2*n], t.posReg[2*n+1])
		}
	}
}

// fits says whether some leaf has need MB free (off probation when regularOnly).
func (t *maxTree) fits(need int64, regularOnly bool) bool {
	vals := t.all
	if regularOnly {
		vals = t.reg
	}
	return need <= maxLeafMB && vals[1] >= int32(need)+1
}

// first returns the smallest leaf index in [lo, hi) whose value is ≥ need, or −1.
func (t *maxTree) first(lo, hi int, need int64, regularOnly bool) int {
	vals := t.all
	if regularOnly {
		vals = t.reg
	}
	if need > maxLeafMB {
		return -1 // more than any leaf can hold
	}
	want := int32(need) + 1 // stored values are memory + 1
	if lo >= hi || vals[1] < want {
		return -1
	}
	return t.descend(vals, 1, 0, t.size, lo, hi, want)
}

func (t *maxTree) descend(vals []int32, n, nl, nr, lo, hi int, need int32) int {
	if nr <= lo || hi <= nl || vals[n] < need {
		return -1
	}
	if nr-nl == 1 {
		return nl
	}
	mid := (nl + nr) / 2
	if i := t.descend(vals, 2*n, nl, mid, lo, hi, need); i >= 0 {
		return i
	}
	return t.descend(vals, 2*n+1, mid, nr, lo, hi, need)
}
