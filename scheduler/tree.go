package scheduler

import (
	"math"
	"unsafe"
)

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
	all  []int32 // max over the subtree, every worker (latency order only)
	reg  []int32 // max over the subtree, workers off probation (latency order only)
	// ord maps latency positions to leaves; nil: leaf i is latency position i.
	ord *missOrder
	// nd holds a miss-order tree's nodes, four values a node so that one cache line
	// serves an update's step: nd[n][all4], nd[n][reg4] as all and reg above, and
	// nd[n][posAll4] (nd[n][posReg4]), the least latency position of a leaf under n
	// whose all (reg) value is not 0 (noPos if none), stored as noPos − position so that
	// a fresh (zeroed) node means "none" and every value of a node is a maximum.
	nd []node4
	// buf is all's and reg's one array (latency order only).
	buf []int32
}

// node4 is a miss-order tree's node.
type node4 [4]int32

// least is the least latency position node x stores at offset at (posAll4 or
// posReg4), noPos if none.
func (x *node4) least(at int) int32 { return noPos - x[at] }

// The offsets of a node's values in maxTree.nd.
const (
	all4 = iota
	reg4
	posAll4
	posReg4
)

// missOrder is a model's members in (miss rate, latency position) order: rank[i] is the
// leaf of latency position i, pos[r] the latency position of leaf r, miss[r] its miss
// rate (non-decreasing). run[r] is the first leaf of leaf r's run: the leaves next to
// it with the very same miss rate, estimate and warmth, which every request prices
// alike (bound.go).
type missOrder struct {
	rank, pos, run []int32
	miss           []float64
}

// noPos is a least position's "no leaf below can take a job".
const noPos = math.MaxInt32

// newMaxTree is a tree of n leaves, in ord's order when ord is not nil.
func newMaxTree(n int, ord *missOrder) *maxTree {
	size := leavesFor(n)
	if ord != nil {
		return &maxTree{size: size, ord: ord, nd: make([]node4, 2*size)}
	}
	t := &maxTree{buf: make([]int32, 4*size)}
	t.shape(size, nil)
	return t
}

// leavesFor is the leaves of a tree over n positions: the least power of two ≥ n.
func leavesFor(n int) int {
	size := 1
	for size < n {
		size <<= 1
	}
	return size
}

// room is the most leaves t's arrays hold as a tree of its kind (missOrder: in a
// miss order's), 0 for the other kind.
func (t *maxTree) room(missOrder bool) int {
	if missOrder {
		return cap(t.nd) / 2
	}
	return cap(t.buf) / 4
}

// bytes is the size of t's arrays.
func (t *maxTree) bytes() int {
	return cap(t.nd)*int(unsafe.Sizeof(node4{})) + cap(t.buf)*int(unsafe.Sizeof(int32(0)))
}

// reset makes t a fresh tree of size leaves (a power of two within its room) in ord's
// order: every value zero, as newMaxTree's.
func (t *maxTree) reset(size int, ord *missOrder) {
	t.shape(size, ord)
	if ord != nil {
		clear(t.nd)
		return
	}
	clear(t.buf[:4*size])
}

// shape lays t's arrays out as a tree of size leaves in ord's order, values as they are.
func (t *maxTree) shape(size int, ord *missOrder) {
	t.size, t.ord = size, ord
	if ord != nil {
		t.nd = t.nd[:2*size]
		return
	}
	buf := t.buf[:4*size]
	t.all, t.reg = buf[:2*size:2*size], buf[2*size:]
}

// set puts latency position i to v (−1: cannot take a job) and updates the ancestors.
func (t *maxTree) set(i int, v int64, regular bool) {
	if t.ord != nil {
		t.lift(t.put(i, v, regular))
		return
	}
	n := t.put(i, v, regular)
	for n > 1 {
		n >>= 1
		a, g := max(t.all[2*n], t.all[2*n+1]), max(t.reg[2*n], t.reg[2*n+1])
		if a == t.all[n] && g == t.reg[n] {
			return // nothing above changes either
		}
		t.all[n], t.reg[n] = a, g
	}
}

// lift recomputes the ancestors of a miss-order tree's node n.
func (t *maxTree) lift(n int) {
	for n > 1 {
		n >>= 1
		if !t.pull(n) {
			return // nothing above changes either
		}
	}
}

// pull recomputes a miss-order tree's node n from its children and says whether it
// changed.
func (t *maxTree) pull(n int) bool {
	l, r := &t.nd[2*n], &t.nd[2*n+1]
	x := node4{max(l[all4], r[all4]), max(l[reg4], r[reg4]), max(l[posAll4], r[posAll4]), max(l[posReg4], r[posReg4])}
	if x == t.nd[n] {
		return false
	}
	t.nd[n] = x
	return true
}

// put sets latency position i without updating the ancestors (call build once all are
// put) and returns its leaf's node.
func (t *maxTree) put(i int, v int64, regular bool) int {
	a, g := stored(v), int32(0)
	if regular {
		g = a
	}
	if t.ord == nil {
		n := i + t.size
		t.all[n], t.reg[n] = a, g
		return n
	}
	n := int(t.ord.rank[i]) + t.size
	x := &t.nd[n]
	x[all4], x[reg4], x[posAll4], x[posReg4] = a, g, 0, 0
	if a != 0 {
		x[posAll4] = noPos - int32(i)
	}
	if g != 0 {
		x[posReg4] = noPos - int32(i)
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
		if t.ord != nil {
			t.pull(n)
			continue
		}
		t.all[n] = max(t.all[2*n], t.all[2*n+1])
		t.reg[n] = max(t.reg[2*n], t.reg[2*n+1])
	}
}

// fits says whether some leaf has need MB free (off probation when regularOnly).
func (t *maxTree) fits(need int64, regularOnly bool) bool {
	var root int32
	switch {
	case t.ord != nil && regularOnly:
		root = t.nd[1][reg4]
	case t.ord != nil:
		root = t.nd[1][all4]
	case regularOnly:
		root = t.reg[1]
	default:
		root = t.all[1]
	}
	return need <= maxLeafMB && root >= int32(need)+1
}

// first returns the smallest leaf index in [lo, hi) whose value is ≥ need, or −1; on a
// tree in latency order only.
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
