package scheduler

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"syscall"
	"testing"
	"time"
)

// cpuNow is the CPU time the process has used (all threads, GC included): on a machine
// shared with other builds it varies far less than the wall clock.
func cpuNow() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// loop runs f as the benchmark's body and reports the CPU time per op beside the wall
// clock's ns/op.
func loop(b *testing.B, f func()) {
	start := cpuNow()
	for b.Loop() {
		f()
	}
	b.ReportMetric(float64((cpuNow()-start).Nanoseconds())/float64(b.N), "cpu-ns/op")
}

// benchSnapshot builds a round of nReq pending requests and nWork live workers across
// 20 models: workers serve 1–3 models with 4–16 slots, half the requests are
// batchable, fees span three orders of magnitude, half the workers batch results.
func benchSnapshot(nReq, nWork int) *Snapshot {
	rng := rand.New(rand.NewPCG(uint64(nReq), uint64(nWork)))
	const now = int64(1_700_000_000_000)
	models := make([]string, 20)
	for i := range models {
		models[i] = fmt.Sprintf("model-%02d", i)
	}
	models[0], models[1], models[2] = "llama-7b", "llama-70b", "gpt-2"
	s := &Snapshot{NowMS: now, GasPriceGwei: 25}
	s.Requests = make([]Request, nReq)
	for i := range s.Requests {
		s.Requests[i] = Request{
			ID:               fmt.Sprintf("%d", 1_000_000+i),
			User:             fmt.Sprintf("0x%040x", rng.IntN(1000)),
			ModelID:          models[rng.IntN(len(models))],
			MaxTokens:        512,
			PriorityFeeWei:   WeiFromBig(new(big.Int).Mul(big.NewInt(rng.Int64N(1000)+1), big.NewInt(1e14))),
			SubmittedAtMS:    now - rng.Int64N(120_000),
			DeadlineMS:       now + 5_000 + rng.Int64N(300_000),
			RequiredMemoryMB: int64(1000 * (1 + rng.IntN(16))),
			Batchable:        rng.IntN(2) == 0,
		}
	}
	s.Workers = make([]Worker, nWork)
	for i := range s.Workers {
		k := 1 + rng.IntN(3)
		ms := make([]string, 0, k)
		for len(ms) < k {
			ms = append(ms, models[rng.IntN(len(models))])
		}
		maxJobs := 4 + rng.IntN(13)
		s.Workers[i] = Worker{
			ID:              fmt.Sprintf("0x%040x", i),
			Models:          ms,
			FreeMemoryMB:    int64(16000 + 1000*rng.IntN(64)),
			ActiveJobs:      rng.IntN(maxJobs),
			MaxJobs:         maxJobs,
			AvgLatencyMS:    float64(100 + rng.IntN(3000)),
			StakeWei:        NewWei(1e18),
			CompletionRate:  0.9 + rng.Float64()/10,
			CompletedJobs:   int64(rng.IntN(100)),
			LastHeartbeatMS: now - rng.Int64N(20_000),
		}
		// Half the workers batch results (up to 8), some with a batch already open.
		if rng.IntN(2) == 0 {
			w := &s.Workers[i]
			w.BatchMax = 8
			w.OpenBatch = map[string]int{ms[0]: min(w.ActiveJobs, rng.IntN(8))}
		}
	}
	return s
}

var benchSizes = []struct{ req, work int }{{1_000, 100}, {10_000, 1_000}, {20_000, 2_000}, {100_000, 10_000}}

func BenchmarkPlan(b *testing.B) {
	cfg := DefaultConfig()
	for _, sz := range benchSizes {
		benchPlanOn(b, benchSnapshot(sz.req, sz.work), cfg, sz.req, sz.work)
	}
}

// benchPlanOn is one size of a Plan benchmark: Plan on s, with the assignments made and
// the branch and bound's nodes per search reported beside the time.
func benchPlanOn(b *testing.B, s *Snapshot, cfg Config, req, work int) {
	b.Run(fmt.Sprintf("%dx%d", req, work), func(b *testing.B) {
		b.ReportAllocs()
		var assigned int
		loop(b, func() { assigned = len(Plan(s, cfg).Assigned) })
		b.ReportMetric(float64(assigned), "assigned")
		_, nodes, searches := planCounted(s, cfg)
		b.ReportMetric(float64(nodes)/float64(max(searches, 1)), "nodes/search")
	})
}

// BenchmarkPlanSeedMode and BenchmarkSeedListing compare the index with the seed's
// O(N·M) listing on the same snapshot, under the settings where both decide alike.
func BenchmarkPlanSeedMode(b *testing.B) {
	cfg := seedConfig()
	for _, sz := range benchSizes[:3] {
		s := benchSnapshot(sz.req, sz.work)
		b.Run(fmt.Sprintf("%dx%d", sz.req, sz.work), func(b *testing.B) {
			b.ReportAllocs()
			loop(b, func() { Plan(s, cfg) })
		})
	}
}

func BenchmarkSeedListing(b *testing.B) {
	for _, sz := range benchSizes[:3] {
		s := benchSnapshot(sz.req, sz.work)
		b.Run(fmt.Sprintf("%dx%d", sz.req, sz.work), func(b *testing.B) {
			b.ReportAllocs()
			loop(b, func() { seedScheduleRound(s.Requests, s.Workers, s.GasPriceGwei, s.NowMS) })
		})
	}
}

// BenchmarkPlanNoFailure is BenchmarkPlan with routing.failure_weight 0: the real batch
// share and the fee floor, but first-fit search (no walk by miss rate).
func BenchmarkPlanNoFailure(b *testing.B) {
	cfg := DefaultConfig()
	cfg.Routing.FailureWeight = 0
	for _, sz := range benchSizes {
		s := benchSnapshot(sz.req, sz.work)
		b.Run(fmt.Sprintf("%dx%d", sz.req, sz.work), func(b *testing.B) {
			b.ReportAllocs()
			loop(b, func() { Plan(s, cfg) })
		})
	}
}

// BenchmarkPlanExcluded is BenchmarkPlan with one request in ten failed by two workers
// (Snapshot.Excluded): the cost of masking them per request.
func BenchmarkPlanExcluded(b *testing.B) {
	cfg := DefaultConfig()
	for _, sz := range benchSizes[:3] {
		s := benchSnapshot(sz.req, sz.work)
		for i := 0; i < len(s.Requests); i += 10 {
			a, c := s.Workers[i%len(s.Workers)].ID, s.Workers[(i/10)%len(s.Workers)].ID
			ws := []string{min(a, c), max(a, c)}
			if a == c {
				ws = ws[:1]
			}
			s.Excluded = append(s.Excluded, Exclusion{RequestID: s.Requests[i].ID, Workers: ws})
		}
		if err := s.Validate(); err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprintf("%dx%d", sz.req, sz.work), func(b *testing.B) {
			b.ReportAllocs()
			loop(b, func() { Plan(s, cfg) })
		})
	}
}

// BenchmarkPlanL2 is BenchmarkPlan on an L2: the snapshot carries an L1 data fee of
// 1e9 wei a byte and 2e13 wei fixed, so every route adds the L1 part.
func BenchmarkPlanL2(b *testing.B) {
	cfg := DefaultConfig()
	for _, sz := range benchSizes[:2] {
		s := benchSnapshot(sz.req, sz.work)
		s.L1Fee = &L1Fee{WeiPerByte: NewWei(1e9), FixedWei: NewWei(2e13)}
		b.Run(fmt.Sprintf("%dx%d", sz.req, sz.work), func(b *testing.B) {
			b.ReportAllocs()
			var assigned int
			for b.Loop() {
				assigned = len(Plan(s, cfg).Assigned)
			}
			b.ReportMetric(float64(assigned), "assigned")
		})
	}
}

// BenchmarkPlanFairShare is BenchmarkPlan with matching.fair_share (the daemon's
// default): the share's two passes.
func BenchmarkPlanFairShare(b *testing.B) {
	cfg := DefaultConfig()
	cfg.Matching.FairShare = true
	for _, sz := range benchSizes {
		s := benchSnapshot(sz.req, sz.work)
		b.Run(fmt.Sprintf("%dx%d", sz.req, sz.work), func(b *testing.B) {
			b.ReportAllocs()
			var assigned int
			loop(b, func() { assigned = len(Plan(s, cfg).Assigned) })
			b.ReportMetric(float64(assigned), "assigned")
		})
	}
}

// benchFleetSnapshot builds a round like the simulator's at nWork workers: three GPU
// classes whose workers are alike (the same latency, dispatch, memory and slots per
// class, every completion rate 1), each worker serving four models, warm for one and
// cold for the rest, with stakes drawn apart; nReq pending requests over the four
// models, half batchable. Members alike in cost come in runs of thousands.
func benchFleetSnapshot(nReq, nWork int) *Snapshot {
	rng := rand.New(rand.NewPCG(uint64(nReq), uint64(nWork)+1))
	const now = int64(1_700_000_000_000)
	models := []string{"llama-7b", "llama-70b", "stable-diffusion-xl", "whisper-large"}
	classes := []struct {
		latencyMS, dispatchMS float64
		memMB                 int64
		maxJobs, batch        int
	}{{800, 20, 80_000, 16, 8}, {1400, 30, 40_000, 8, 8}, {2600, 40, 24_000, 4, 0}}
	s := &Snapshot{NowMS: now, GasPriceGwei: 8}
	s.Requests = make([]Request, nReq)
	for i := range s.Requests {
		s.Requests[i] = Request{
			ID:               fmt.Sprintf("%d", 1_000_000+i),
			User:             fmt.Sprintf("0x%040x", rng.IntN(1000)),
			ModelID:          models[rng.IntN(len(models))],
			MaxTokens:        512,
			PriorityFeeWei:   WeiFromBig(new(big.Int).Mul(big.NewInt(rng.Int64N(1000)+1), big.NewInt(1e14))),
			SubmittedAtMS:    now - rng.Int64N(20_000),
			DeadlineMS:       now + 30_000 + rng.Int64N(300_000),
			RequiredMemoryMB: int64(1000 * (1 + rng.IntN(8))),
			Batchable:        rng.IntN(2) == 0,
		}
	}
	s.Workers = make([]Worker, nWork)
	for i := range s.Workers {
		c := classes[i%len(classes)]
		warm := models[rng.IntN(len(models))]
		load, memory := map[string]int64{}, map[string]int64{}
		for _, m := range models {
			if m != warm {
				load[m], memory[m] = 20_000, 8_000
			}
		}
		s.Workers[i] = Worker{
			ID:              fmt.Sprintf("0x%040x", i),
			Models:          slices.Clone(models),
			WarmModels:      []string{warm},
			ModelLoadMS:     load,
			ModelMemoryMB:   memory,
			FreeMemoryMB:    c.memMB,
			ActiveJobs:      0,
			MaxJobs:         c.maxJobs,
			AvgLatencyMS:    c.latencyMS,
			DispatchMS:      c.dispatchMS,
			StakeWei:        WeiFromBig(new(big.Int).Mul(big.NewInt(1_000+rng.Int64N(19_000)), big.NewInt(1e15))),
			CompletionRate:  1,
			CompletedJobs:   100,
			LastHeartbeatMS: now - rng.Int64N(5_000),
			BatchMax:        c.batch,
		}
	}
	return s
}

// BenchmarkPlanFleet is Plan on benchFleetSnapshot's rounds at 1 000 and 10 000 workers,
// the default config; /scratch is PlanWith, each plan in the trees the last one left.
func BenchmarkPlanFleet(b *testing.B) {
	cfg := DefaultConfig()
	for _, sz := range []struct{ req, work int }{{1_000, 1_000}, {2_000, 10_000}} {
		s := benchFleetSnapshot(sz.req, sz.work)
		if err := s.Validate(); err != nil {
			b.Fatal(err)
		}
		benchPlanOn(b, s, cfg, sz.req, sz.work)
		b.Run(fmt.Sprintf("%dx%d/scratch", sz.req, sz.work), func(b *testing.B) {
			b.ReportAllocs()
			var sc Scratch
			PlanWith(s, cfg, &sc)
			loop(b, func() { PlanWith(s, cfg, &sc) })
		})
	}
}
