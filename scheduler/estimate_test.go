package scheduler

import (
	"testing"

	"pgregory.net/rapid"
)

// EstimateMS is Plan's own estimate: for every assignment of a plan with tasks, rates
// and residency, the same bits.
func TestEstimateMSIsThePlans(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg := genConfig(t)
		s := genTokenSnapshot(t, &cfg, 40, 15)
		workers := map[string]*Worker{}
		for i := range s.Workers {
			w := &s.Workers[i]
			if rapid.Bool().Draw(t, "residency") {
				w.WarmModels = w.Models[:len(w.Models)/2]
				w.ModelLoadMS = map[string]int64{}
				for _, m := range w.Models {
					w.ModelLoadMS[m] = rapid.Int64Range(0, 60_000).Draw(t, "load")
				}
			}
			w.DispatchMS = rapid.SampledFrom([]float64{0, 35.5}).Draw(t, "dispatch")
			workers[w.ID] = w
		}
		requests := map[string]*Request{}
		for i := range s.Requests {
			requests[s.Requests[i].ID] = &s.Requests[i]
		}
		if err := s.Validate(); err != nil {
			t.Fatal(err)
		}
		for _, a := range Plan(s, cfg).Assigned {
			if got := EstimateMS(&cfg, workers[a.WorkerID], requests[a.RequestID]); got != a.EstimatedLatencyMS {
				t.Fatalf("request %s on %s: EstimateMS %v, the plan's %v", a.RequestID, a.WorkerID, got, a.EstimatedLatencyMS)
			}
		}
	})
}
