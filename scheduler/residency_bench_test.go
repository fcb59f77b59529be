package scheduler

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// withResidency is a copy of s where every worker reports residency: about two thirds
// of its models warm, the others cold with a load of 5–120 s and 4–40 GB of weights,
// and a measured P50 for half its models.
func withResidency(s *Snapshot) *Snapshot {
	rng := rand.New(rand.NewPCG(uint64(len(s.Workers)), 28))
	c := *s
	c.Workers = slices.Clone(s.Workers)
	for i := range c.Workers {
		w := &c.Workers[i]
		w.WarmModels = []string{}
		w.ModelLoadMS = map[string]int64{}
		w.ModelMemoryMB = map[string]int64{}
		w.ModelLatencyMS = map[string]float64{}
		for _, m := range w.Models {
			if slices.Contains(w.WarmModels, m) || w.ModelLoadMS[m] > 0 {
				continue // listed twice
			}
			if rng.IntN(3) > 0 {
				w.WarmModels = append(w.WarmModels, m)
			}
			w.ModelLoadMS[m] = 5_000 + rng.Int64N(115_000)
			if !slices.Contains(w.WarmModels, m) {
				w.ModelMemoryMB[m] = 4_000 + 1_000*rng.Int64N(36)
			}
			if rng.IntN(2) == 0 {
				w.ModelLatencyMS[m] = float64(80 + rng.IntN(4000))
			}
		}
	}
	return &c
}

// BenchmarkPlanResidency pairs, in one run, Plan on the bench snapshot without
// residency and on the same snapshot with every worker reporting it.
func BenchmarkPlanResidency(b *testing.B) {
	cfg := DefaultConfig()
	for _, sz := range []struct{ req, work int }{{10_000, 1_000}, {100_000, 10_000}} {
		plain := benchSnapshot(sz.req, sz.work)
		warmCold := withResidency(plain)
		if err := warmCold.Validate(); err != nil {
			b.Fatal(err)
		}
		for _, v := range []struct {
			name string
			s    *Snapshot
		}{{"without", plain}, {"with", warmCold}} {
			b.Run(fmt.Sprintf("%dx%d/%s", sz.req, sz.work, v.name), func(b *testing.B) {
				b.ReportAllocs()
				var assigned, cold int
				for b.Loop() {
					d := Plan(v.s, cfg)
					assigned, cold = len(d.Assigned), 0
					for _, a := range d.Assigned {
						if a.Cold {
							cold++
						}
					}
				}
				b.ReportMetric(float64(assigned), "assigned")
				b.ReportMetric(float64(cold), "cold")
			})
		}
	}
}
