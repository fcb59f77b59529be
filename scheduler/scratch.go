package scheduler

import (
	"slices"
	"sync"
)

// Scratch is memory one Plan lends the next: the arrays a plan keeps per worker and
// the segment trees of the workers' indexes (one tree per class and batch share, each
// as large as its class). At thousands of workers they are most of the bytes a round
// allocates; a round that plans in the arrays the last round used finds them in cache
// and leaves the garbage collector nothing to do for them. Plans that share a Scratch
// decide exactly as fresh ones do (TestScratchPlansAsFresh). A Scratch used by two
// plans at once lends to one of them; the other allocates as Plan does. The zero value
// is ready to use.
type Scratch struct {
	mu   sync.Mutex
	lent lent
}

// maxScratchTrees bounds how many trees a plan did not use a Scratch keeps; their
// bytes are bounded by the busiest plan's (lent.release).
const maxScratchTrees = 256

// PlanWith is Plan in the memory sc lends, which it leaves there for the next call.
// A nil sc is Plan.
func PlanWith(s *Snapshot, cfg Config, sc *Scratch) Decision {
	if sc == nil || !sc.mu.TryLock() {
		return plan(s, &cfg, nil)
	}
	defer sc.mu.Unlock()
	l := &sc.lent
	d := plan(s, &cfg, l)
	l.release()
	return d
}

// lent is the memory a plan works in: from a Scratch, or empty (every array new).
type lent struct {
	// free are trees no plan uses; made, those handed to the plan that runs. peak is
	// the most bytes of trees one plan was handed.
	free, made []*maxTree
	peak       int
	// index's arrays (planner's fields of the same names; read and ins its entrants).
	active, slots []int
	mem           []int64
	probation     []bool
	miss          []float64
	placed        []int32
	place         [][]placement
	backing       []placement
	read          []classEntrant
	ins           []entrant
}

// zeroed is n zero values in buf's array when it has room for them, else in a new one.
func zeroed[T any](buf []T, n int) []T {
	buf = sized(buf, n)
	clear(buf)
	return buf
}

// sized is n values in buf's array when it has room for them, else in a new one: what
// the last plan left in them, for an array the plan writes whole before it reads it.
func sized[T any](buf []T, n int) []T {
	return slices.Grow(buf[:0], n)[:n]
}

// tree is a cleared tree of n leaves in ord's order (nil: latency order): the smallest
// free one of that kind with room for it, or a new one.
func (l *lent) tree(n int, ord *missOrder) *maxTree {
	size := leavesFor(n)
	best := -1
	for i, t := range l.free {
		if room := t.room(ord != nil); room >= size && (best < 0 || room < l.free[best].room(ord != nil)) {
			best = i
		}
	}
	var t *maxTree
	if best < 0 {
		t = newMaxTree(n, ord)
	} else {
		t = l.free[best]
		last := len(l.free) - 1
		l.free[best], l.free[last] = l.free[last], nil
		l.free = l.free[:last]
		t.reset(size, ord)
	}
	l.made = append(l.made, t)
	return t
}

// release lets go of the plan that ran: the arrays that point into its indexes are
// cleared, and its trees freed. It keeps them, then of the trees the
// plan did not use as many as fit, with them, in the bytes the busiest plan was handed
// (and in maxScratchTrees): a round with few pending models leaves the trees of a
// busier one for the next, and a Scratch never holds more bytes of trees than its
// busiest plan used.
func (l *lent) release() {
	// What lies past their lengths was cleared by the release of the plan that used it.
	clear(l.read)
	clear(l.place)
	clear(l.backing)
	used := 0
	for _, t := range l.made {
		used += t.bytes()
	}
	l.peak = max(l.peak, used)
	kept, total := l.made, used
	for _, t := range l.free {
		if b := t.bytes(); total+b <= l.peak && len(kept) < maxScratchTrees {
			kept, total = append(kept, t), total+b
		}
	}
	clear(l.free)
	for _, t := range kept {
		t.ord = nil // the plan's miss order: reset gives the next plan's
	}
	l.free, l.made = kept, nil
}
