package scheduler

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// withTokens is a copy of s as a fleet that reports tasks and rates: three GPU kinds
// (decode 20, 45 and 110 tokens/s, prefill 50 times that) whose workers' medians wander
// by ±5 %; one worker in ten serves its models for embeddings only; requests are plain
// prompts (half), chat documents with 50–4 000 prompt tokens, and embeddings (one in
// ten), of 16–4 096 tokens; deadlines leave 5 s to 5 min.
func withTokens(s *Snapshot) *Snapshot {
	rng := rand.New(rand.NewPCG(uint64(len(s.Workers)), 37))
	c := *s
	c.Workers = slices.Clone(s.Workers)
	kinds := []int64{20, 45, 110}
	for i := range c.Workers {
		w := &c.Workers[i]
		k := kinds[rng.IntN(len(kinds))]
		w.Speed = map[string]Speed{}
		embedOnly := rng.IntN(10) == 0
		if embedOnly {
			w.Tasks = map[string][]string{}
		}
		for _, m := range w.Models {
			dec := k + int64(float64(k)*(rng.Float64()-0.5)/10)
			w.Speed[m] = Speed{DecodeTPS: dec, PrefillTPS: 50 * dec}
			if embedOnly {
				w.Tasks[m] = []string{TaskEmbedding}
			}
		}
	}
	c.Requests = slices.Clone(s.Requests)
	for i := range c.Requests {
		r := &c.Requests[i]
		r.MaxTokens = uint32(16 << rng.IntN(9))
		switch n := rng.IntN(10); {
		case n == 0:
			r.Task, r.PromptTokens = TaskEmbedding, 100+rng.Int64N(2000)
		case n < 5:
			r.Task, r.PromptTokens = TaskChat, 50+rng.Int64N(4000)
		}
	}
	return &c
}

// BenchmarkPlanTokens pairs, in one run, Plan on the bench snapshot without tasks and
// rates and on the same fleet reporting them (withTokens), reporting the speed classes
// a model's index holds on average.
func BenchmarkPlanTokens(b *testing.B) {
	cfg := DefaultConfig()
	for _, sz := range benchSizes {
		plain := benchSnapshot(sz.req, sz.work)
		rated := withTokens(plain)
		if err := rated.Validate(); err != nil {
			b.Fatal(err)
		}
		for _, v := range []struct {
			name string
			s    *Snapshot
		}{{"without", plain}, {"with", rated}} {
			b.Run(fmt.Sprintf("%dx%d/%s", sz.req, sz.work, v.name), func(b *testing.B) {
				b.ReportAllocs()
				var assigned int
				loop(b, func() { assigned = len(Plan(v.s, cfg).Assigned) })
				b.ReportMetric(float64(assigned), "assigned")
				b.ReportMetric(classesPerModel(v.s, cfg), "classes/model")
			})
		}
	}
}

// classesPerModel is the mean number of classes (with members) of the models Plan
// indexes on s.
func classesPerModel(s *Snapshot, cfg Config) float64 {
	p := newPlanner(s, &cfg, nil)
	p.score()
	p.index()
	n := 0
	for _, m := range p.models {
		for i := -1; i < len(m.classes); i++ {
			if len(m.class(i).members) > 0 {
				n++
			}
		}
	}
	return float64(n) / float64(max(len(p.models), 1))
}
