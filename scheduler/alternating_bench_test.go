package scheduler

import "testing"

// BenchmarkPlanAlternating is a fleet of 10 000 workers planned as an engine's rounds
// come: one round in four takes a block's 2 000 requests, the others 20. fresh is
// Plan; scratch is PlanWith, each round in the memory the last one left.
func BenchmarkPlanAlternating(b *testing.B) {
	cfg := DefaultConfig()
	heavy, light := benchFleetSnapshot(2000, 10000), benchFleetSnapshot(20, 10000)
	for _, mode := range []string{"fresh", "scratch"} {
		b.Run(mode, func(b *testing.B) {
			b.ReportAllocs()
			var sc *Scratch
			if mode == "scratch" {
				sc = new(Scratch)
			}
			for i := 0; b.Loop(); i++ {
				s := light
				if i%4 == 0 {
					s = heavy
				}
				PlanWith(s, cfg, sc)
			}
		})
	}
}
