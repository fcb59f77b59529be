package decisionlog

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/infersched/infersched/scheduler"
)

// BenchmarkWorkerDeltasApply is the writer's side of a worker delta in a steady round
// (a round costs what changed): n workers, 1 % of them changed since the last record,
// the IDs the same strings from round to round (as a snapshot kept between rounds hands
// them), Apply and Commit once per op.
func BenchmarkWorkerDeltasApply(b *testing.B) {
	for _, n := range []int{100, 1000, 10000} {
		b.Run(fmt.Sprintf("workers=%d", n), func(b *testing.B) {
			rng := rand.New(rand.NewPCG(1, 2))
			ws := newWorkers(rng, []string{"m0", "m1", "m2", "m3"}, n, 1_000_000)
			slices.SortFunc(ws, func(a, b scheduler.Worker) int { return strings.Compare(a.ID, b.ID) })
			w := &WorkerDeltas{KeyframeEvery: 1 << 30}
			prev := ZeroHash
			b.ReportAllocs()
			b.ResetTimer()
			for i := range b.N {
				cur := slices.Clone(ws)
				for range max(n/100, 1) {
					k := rng.IntN(n)
					cur[k].ActiveJobs = (cur[k].ActiveJobs + 1) % (cur[k].MaxJobs + 1)
					ws[k] = cur[k]
				}
				rec := &Record{Round: uint64(i + 1), Inputs: Inputs{Workers: cur}, PrevHash: prev}
				if err := w.Apply(rec, prev); err != nil {
					b.Fatal(err)
				}
				prev = fmt.Sprintf("%064x", i+1)
				rec.Hash = prev
				w.Commit(rec)
			}
		})
	}
}
