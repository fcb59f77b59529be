package scheduler

import (
	"fmt"
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// A tree's twin by miss rate holds, after any sequence of updates, the same leaves in
// the miss order, and answers first-fit (and next-fit) as a plain scan would.
func TestTwinByMissFollowsUpdates(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(1, 150).Draw(t, "n")
		miss := rapid.SliceOfN(rapid.SampledFrom([]float64{0, 1e-9, 0.01, 0.05, 0.1, 1}), n, n).Draw(t, "miss")
		members := make([]int32, n)
		for i := range members {
			members[i] = int32(i)
		}
		p := &planner{miss: miss}
		ord := p.missOrder(members)
		for r := 1; r < n; r++ {
			a, b := ord.pos[r-1], ord.pos[r]
			if miss[a] > miss[b] || (miss[a] == miss[b] && a > b) {
				t.Fatalf("miss order not sorted at %d", r)
			}
		}
		mem := rapid.SampledFrom([]int64{-1, 0, 500, 1024, 3000, 16000, 80000})
		tr := newMaxTree(n, ord)
		v, reg := make([]int64, n), make([]bool, n)
		for i := range n {
			v[i], reg[i] = mem.Draw(t, "v"), rapid.Bool().Draw(t, "regular")
			tr.put(i, v[i], reg[i])
		}
		tr.build()
		for range rapid.IntRange(0, 60).Draw(t, "updates") {
			i := rapid.IntRange(0, n-1).Draw(t, "i")
			v[i], reg[i] = mem.Draw(t, "v"), rapid.Bool().Draw(t, "regular")
			tr.set(i, v[i], reg[i])
		}
		need := rapid.SampledFrom([]int64{0, 1000, 16000}).Draw(t, "need")
		regularOnly := rapid.Bool().Draw(t, "regularOnly")
		lo := rapid.IntRange(0, n).Draw(t, "lo")
		want := -1
		for r := lo; r < n; r++ {
			if i := ord.pos[r]; v[i] >= need && (reg[i] || !regularOnly) {
				want = r
				break
			}
		}
		if got := tr.byMiss.first(lo, tr.byMiss.size, need, regularOnly); got != want {
			t.Fatalf("first fit by miss from %d: %d, want %d", lo, got, want)
		}
		// next(i, hi) is the first fit after i and before hi, in either tree.
		i, hi := rapid.IntRange(0, n-1).Draw(t, "after"), rapid.IntRange(0, n).Draw(t, "hi")
		want = -1
		for k := i + 1; k < hi; k++ {
			if v[k] >= need && (reg[k] || !regularOnly) {
				want = k
				break
			}
		}
		if got := tr.next(i, hi, need, regularOnly); got != want {
			t.Fatalf("next fit after %d before %d: %d, want %d", i, hi, got, want)
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
