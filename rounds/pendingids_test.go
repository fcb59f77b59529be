package rounds

import (
	"fmt"
	"maps"
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// TestPendingIDsIsTheSortedPendingSet (differential): over random adds, removals,
// re-adds and rounds, pendingIDs is exactly the pending ids sorted, as sorting them all
// every round was, including after the list of added ids was given up.
func TestPendingIDsIsTheSortedPendingSet(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		e := &Engine{pending: map[string]*entry{}}
		for step := range rapid.IntRange(1, 60).Draw(t, "steps") {
			switch rapid.IntRange(0, 3).Draw(t, "op") {
			case 0, 1:
				for range rapid.IntRange(0, 1500).Draw(t, "adds") / 100 {
					id := fmt.Sprint(rapid.IntRange(0, 40).Draw(t, "id"))
					if e.pending[id] == nil {
						e.pending[id] = &entry{}
						e.noteAdded(id)
					}
				}
			case 2:
				for id := range e.pending {
					if rapid.Bool().Draw(t, "remove") {
						delete(e.pending, id)
					}
				}
			case 3:
				if rapid.IntRange(0, 9).Draw(t, "give up") == 0 {
					e.sorted, e.added = nil, nil
				}
				got, want := e.pendingIDs(), slices.Sorted(maps.Keys(e.pending))
				if !slices.Equal(got, want) {
					t.Fatalf("step %d: pendingIDs %v, want %v", step, got, want)
				}
			}
		}
	})
}

// BenchmarkPendingIDs: the round's sorted pending ids of a queue of n of which 1 %
// left and 1 % arrived since the last round: sorted whole (before) or merged (after).
func BenchmarkPendingIDs(b *testing.B) {
	for _, n := range []int{2_000, 20_000} {
		for _, mode := range []string{"before", "after"} {
			b.Run(fmt.Sprintf("pending=%d/%s", n, mode), func(b *testing.B) {
				e := &Engine{pending: map[string]*entry{}}
				next := 0
				add := func() {
					next++
					id := fmt.Sprint(1_000_000 + next*7919%1_000_003)
					e.pending[id] = &entry{}
					e.noteAdded(id)
				}
				for range n {
					add()
				}
				e.pendingIDs()
				for b.Loop() {
					b.StopTimer()
					k := 0
					for id := range e.pending {
						if k++; k > n/100 {
							break
						}
						delete(e.pending, id)
					}
					for range n / 100 {
						add()
					}
					b.StartTimer()
					if mode == "before" {
						ids := make([]string, 0, len(e.pending))
						for id := range e.pending {
							ids = append(ids, id)
						}
						slices.Sort(ids)
						e.added = e.added[:0]
					} else {
						e.pendingIDs()
					}
				}
			})
		}
	}
}
