package scheduler

import (
	"cmp"
	"fmt"
	"maps"
	"math"
	"math/bits"
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// boundTree is a model index of n members drawn for the bound's tests: sorted delays,
// miss rates with ties, random memory and probation, put and built, then updated.
type boundTree struct {
	p       *planner
	m       *modelIndex
	t       *maxTree
	v       []int64 // by latency position
	reg     []bool
	gasCost float64
}

func drawBoundTree(t *rapid.T) *boundTree {
	n := rapid.IntRange(1, 150).Draw(t, "n")
	cfg := DefaultConfig()
	m := &modelIndex{name: "m", price: newPricer(&cfg.Routing, "m", 25)}
	m.delay = rapid.SliceOfN(rapid.SampledFrom([]float64{0, 1e-9, 2.5e-7, 7.5e-7, 1e-5, 1}), n, n).Draw(t, "delay")
	slices.Sort(m.delay)
	s := &Snapshot{}
	for i := range n {
		m.members = append(m.members, int32(i))
		s.Workers = append(s.Workers, Worker{ID: fmt.Sprintf("w%03d", i), StakeWei: NewWei(int64(rapid.IntRange(1, 3).Draw(t, "stake")))})
	}
	p := &planner{s: s, cfg: &cfg}
	p.miss = rapid.SliceOfN(rapid.SampledFrom([]float64{0, 1e-9, 0.01, 0.05, 0.1, 1}), n, n).Draw(t, "miss")
	m.ord = p.missOrder(m.members)
	for r := 1; r < n; r++ {
		a, b := m.ord.pos[r-1], m.ord.pos[r]
		if p.miss[a] > p.miss[b] || (p.miss[a] == p.miss[b] && a > b) || m.ord.rank[b] != int32(r) || m.ord.miss[r] != p.miss[b] {
			t.Fatalf("miss order wrong at %d", r)
		}
	}
	b := &boundTree{p: p, m: m, t: newMaxTree(n, m.ord), v: make([]int64, n), reg: make([]bool, n)}
	mem := rapid.SampledFrom([]int64{-1, 0, 500, 1024, 3000, 16000, 80000})
	for i := range n {
		b.v[i], b.reg[i] = mem.Draw(t, "v"), rapid.Bool().Draw(t, "regular")
		b.t.put(i, b.v[i], b.reg[i])
	}
	b.t.build()
	for range rapid.IntRange(0, 60).Draw(t, "updates") {
		i := rapid.IntRange(0, n-1).Draw(t, "i")
		b.v[i], b.reg[i] = mem.Draw(t, "v"), rapid.Bool().Draw(t, "regular")
		b.t.set(i, b.v[i], b.reg[i])
	}
	b.gasCost, _ = m.price.cost(0, rapid.IntRange(1, 8).Draw(t, "share"))
	return b
}

// fits says whether the member at latency position i can take a job of need MB (off
// probation when regularOnly).
func (b *boundTree) fits(i int, need int64, regularOnly bool) bool {
	return b.v[i] >= 0 && b.v[i] >= need && (b.reg[i] || !regularOnly)
}

// After any sequence of updates every node keeps the greatest free memory and the least
// latency position of its leaves that can take a job (every worker, and off
// probation), and its bound, for any failure weight, is at most the cost of every such
// leaf below it, computed as a route's cost is, and equal to it at a leaf: a true lower
// bound of every worker in the subtree.
func TestBoundIsALowerBound(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := drawBoundTree(t)
		n, size, ord := len(b.v), b.t.size, b.m.ord
		fw := rapid.SampledFrom([]float64{0, 1e-12, 1e-6, 1e-4, 0.1, 1, 1e3}).Draw(t, "fw")
		for node := 1; node < 2*size; node++ {
			depth := bits.Len(uint(node)) - 1
			width := size >> depth
			nl := (node - 1<<depth) * width
			for _, regularOnly := range []bool{false, true} {
				val, at := all4, posAll4
				if regularOnly {
					val, at = reg4, posReg4
				}
				vals, pos := b.t.nd[node][val], b.t.nd[node][at]
				most, least := int32(0), int32(noPos)
				for r := nl; r < min(nl+width, n); r++ {
					if i := int(ord.pos[r]); b.fits(i, 0, regularOnly) {
						most, least = max(most, stored(b.v[i])), min(least, int32(i))
					}
				}
				if vals != most || pos != least {
					t.Fatalf("node %d (leaves %d..%d, regularOnly %v): max %d least position %d, want %d and %d", node, nl, nl+width, regularOnly, vals, pos, most, least)
				}
				if least == noPos {
					continue
				}
				bound := withFailure(b.m.delay[pos]+b.gasCost, fw, ord.miss[nl])
				for r := nl; r < min(nl+width, n); r++ {
					i := int(ord.pos[r])
					if !b.fits(i, 0, regularOnly) {
						continue
					}
					cost := withFailure(b.m.delay[i]+b.gasCost, fw, b.p.miss[i])
					if bound > cost || (width == 1 && bound != cost) {
						t.Fatalf("node %d: bound %v above leaf %d's cost %v (fw %v)", node, bound, i, cost, fw)
					}
				}
			}
		}
	})
}

// The branch and bound picks what pricing every fitting member and keeping the best by
// planner.better picks, for any memory need, probation, deadline cut, batch share and
// best so far.
func TestBranchAndBoundIsTheScan(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := drawBoundTree(t)
		n := len(b.v)
		fw := rapid.SampledFrom([]float64{0, 1e-12, 1e-6, 1e-4, 0.1, 1, 1e3}).Draw(t, "fw")
		need := rapid.SampledFrom([]int64{0, 1000, 16000}).Draw(t, "need")
		regularOnly := rapid.Bool().Draw(t, "regularOnly")
		hi := rapid.IntRange(0, n).Draw(t, "hi")
		sh := rapid.IntRange(1, 8).Draw(t, "share")
		gas, _ := b.m.price.cost(0, sh)
		before := candidate{pos: -1}
		if rapid.Bool().Draw(t, "found") {
			before = candidate{pos: n, total: rapid.SampledFrom([]float64{0, 1e-6, 1e-3, 1}).Draw(t, "best"), workerIndex: int32(n - 1)}
		}
		want := before
		for i := range hi {
			if !b.fits(i, need, regularOnly) {
				continue
			}
			c := candidate{pos: i, gas: gas, total: withFailure(b.m.delay[i]+gas, fw, b.p.miss[i]), share: sh, workerIndex: int32(i)}
			if b.p.better(c, want) {
				want = c
			}
		}
		if got := b.p.bestIn(b.m, b.t, hi, need, regularOnly, sh, fw, before); got != want {
			t.Fatalf("branch and bound %+v, scan %+v", got, want)
		}
	})
}

// Plan chooses as the reference on snapshots whose models have enough workers for the
// searches to go through the chains (a few hundred per model), with failures priced
// and every option on.
func TestPlanMatchesReferenceOnLargeTrees(t *testing.T) {
	for _, sz := range []struct{ req, work int }{{600, 400}, {3000, 800}} {
		for _, fw := range []float64{0.1, 1, 50} {
			t.Run(fmt.Sprintf("%dx%d/fw=%v", sz.req, sz.work, fw), func(t *testing.T) {
				s := benchSnapshot(sz.req, sz.work)
				// Fewer models, so that each tree is a few hundred leaves deep.
				for i := range s.Requests {
					s.Requests[i].ModelID = s.Requests[i].ModelID[:min(len(s.Requests[i].ModelID), 7)]
				}
				for i := range s.Workers {
					for j, m := range s.Workers[i].Models {
						s.Workers[i].Models[j] = m[:min(len(m), 7)]
					}
					if i%7 == 0 {
						s.Workers[i].CompletionRate = 0.95 // ties in cost
					}
				}
				cfg := DefaultConfig()
				cfg.Routing.FailureWeight = fw
				want, _ := referencePlan(s, cfg)
				var got [][2]string
				for _, a := range Plan(s, cfg).Assigned {
					got = append(got, [2]string{a.RequestID, a.WorkerID})
				}
				if !slices.Equal(got, want) {
					t.Fatalf("plan differs from the reference (%d vs %d assignments)", len(got), len(want))
				}
			})
		}
	}
}

// planCounted is Plan, also returning the branch and bound's bounded nodes and searches.
func planCounted(s *Snapshot, cfg Config) (d Decision, nodes, searches int) {
	p := newPlanner(s, &cfg)
	p.score()
	p.index()
	p.indexExcluded()
	p.match()
	return p.decide(), p.nodes, p.searches
}

// On the benchmark's rounds (failure_weight 1, the default) without a value of time the
// branch and bound looks at fewer nodes per search than one first-fit descent of the
// largest tree visits (2 log₂ of its leaves; 21 nodes a search at 100k × 10k with the
// bound of issue 15). With the default time_value the fee prices both a worker's misses
// and its delay, and the corner bound is looser: 30 nodes a search at 100k × 10k, held
// under twice the descent.
func TestBoundPrunes(t *testing.T) {
	noTime := DefaultConfig()
	noTime.Routing.TimeValue = 0
	for _, c := range []struct {
		req, work int
		cfg       Config
		slack     float64
	}{{10_000, 1_000, noTime, 1}, {100_000, 10_000, noTime, 1}, {10_000, 1_000, DefaultConfig(), 2}, {100_000, 10_000, DefaultConfig(), 2}} {
		sz := c
		s := benchSnapshot(sz.req, sz.work)
		d, nodes, searches := planCounted(s, c.cfg)
		members := map[string]int{}
		for _, w := range s.Workers {
			for _, m := range w.Models {
				members[m]++
			}
		}
		most := slices.Max(slices.Collect(maps.Values(members)))
		perSearch, firstFit := float64(nodes)/float64(searches), 2*math.Log2(float64(most))
		t.Logf("%dx%d, time_value %v: %d assigned, %d searches, %.2f nodes a search, first fit %.1f", sz.req, sz.work, c.cfg.Routing.TimeValue, len(d.Assigned), searches, perSearch, firstFit)
		if searches < len(d.Assigned) || perSearch > c.slack*firstFit {
			t.Fatalf("%dx%d: %.2f nodes a search (%d searches), first fit's descent is %.1f", sz.req, sz.work, perSearch, searches, firstFit)
		}
	}
}

// byScore orders as the comparison sort it replaced: highest score first (cmpFloat:
// −0 = +0, NaN last), ties by the tie order.
func TestByScoreIsTheSort(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		vals := []float64{math.NaN(), math.Inf(-1), -1e300, -1, math.Copysign(0, -1), 0, 5e-324, 1e-300, 0.5, 1, 1.0000000000000002, 3, 1e300, math.Inf(1)}
		scores := rapid.SliceOf(rapid.OneOf(rapid.SampledFrom(vals), rapid.Float64())).Draw(t, "scores")
		rank := make([]int, len(scores))
		for i := range rank {
			rank[i] = i
		}
		rank = rapid.Permutation(rank).Draw(t, "tie")
		tie := func(a, b int32) int { return cmp.Compare(rank[a], rank[b]) }
		want := make([]int32, len(scores))
		for i := range want {
			want[i] = int32(i)
		}
		slices.SortFunc(want, func(a, b int32) int {
			if c := cmpFloat(scores[b], scores[a]); c != 0 {
				return c
			}
			return tie(a, b)
		})
		if got := byScore(scores, tie); !slices.Equal(got, want) {
			t.Fatalf("byScore %v, sort %v (scores %v)", got, want, scores)
		}
	})
}
