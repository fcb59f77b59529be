package scheduler

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"

	"pgregory.net/rapid"
)

var testModels = []string{"gpt-2", "llama-7b", "llama-13b", "llama-70b", "stable-diffusion-xl", "whisper-large", "mistral-7b"}

// genSnapshot draws a small random snapshot, valid by construction, with ties in
// latency, memory and fee frequent enough to exercise the tie-breaks.
func genSnapshot(t *rapid.T, maxReq, maxWork int) *Snapshot {
	now := rapid.Int64Range(1_000_000, 2_000_000).Draw(t, "now")
	nModels := rapid.IntRange(1, len(testModels)).Draw(t, "models")
	models := testModels[:nModels]
	s := &Snapshot{
		NowMS:        now,
		GasPriceGwei: rapid.SampledFrom([]float64{0, 1, 7.5, 30, 123.456}).Draw(t, "gas"),
	}
	nr := rapid.IntRange(0, maxReq).Draw(t, "nreq")
	for i := range nr {
		submitted := now - rapid.Int64Range(0, 120_000).Draw(t, "age")
		s.Requests = append(s.Requests, Request{
			ID:               fmt.Sprintf("r%03d", i),
			User:             fmt.Sprintf("0xu%d", rapid.IntRange(0, 3).Draw(t, "user")),
			ModelID:          rapid.SampledFrom(models).Draw(t, "model"),
			MaxTokens:        256,
			PriorityFeeWei:   WeiFromBig(big.NewInt(rapid.SampledFrom([]int64{0, 1e15, 1e16, 5e16, 3e17}).Draw(t, "fee"))),
			SubmittedAtMS:    submitted,
			DeadlineMS:       now + rapid.Int64Range(-5_000, 90_000).Draw(t, "remaining"),
			RequiredMemoryMB: rapid.SampledFrom([]int64{0, 1000, 4000, 16000}).Draw(t, "mem"),
			Batchable:        rapid.Bool().Draw(t, "batchable"),
		})
		if s.Requests[i].DeadlineMS < submitted {
			s.Requests[i].DeadlineMS = submitted
		}
	}
	nw := rapid.IntRange(0, maxWork).Draw(t, "nwork")
	for i := range nw {
		maxJobs := rapid.IntRange(0, 6).Draw(t, "max")
		ws := rapid.SliceOfNDistinct(rapid.SampledFrom(models), 1, 3, rapid.ID[string]).Draw(t, "wmodels")
		batchMax := rapid.SampledFrom([]int{0, 1, 2, 4, 8}).Draw(t, "batchmax")
		var open map[string]int
		for _, m := range ws {
			if n := rapid.IntRange(0, batchMax).Draw(t, "open"); n > 0 {
				if open == nil {
					open = map[string]int{}
				}
				open[m] = n
			}
		}
		s.Workers = append(s.Workers, Worker{
			ID:              fmt.Sprintf("0x%02x", i),
			Models:          ws,
			FreeMemoryMB:    rapid.SampledFrom([]int64{0, 2000, 8000, 24000, 80000}).Draw(t, "free"),
			ActiveJobs:      rapid.IntRange(0, maxJobs).Draw(t, "active"),
			MaxJobs:         maxJobs,
			AvgLatencyMS:    rapid.SampledFrom([]float64{50, 100, 100, 333.3, 2000, 25000}).Draw(t, "lat"),
			StakeWei:        NewWei(rapid.SampledFrom([]int64{1e18, 1e18, 2e18}).Draw(t, "stake")),
			CompletionRate:  rapid.SampledFrom([]float64{1, 1, 0.99, 0.9, 0.5, 0}).Draw(t, "rate"),
			OpenBatch:       open,
			BatchMax:        batchMax,
			CompletedJobs:   rapid.Int64Range(0, 20).Draw(t, "completed"),
			LastHeartbeatMS: now - rapid.Int64Range(0, 60_000).Draw(t, "hbage"),
		})
	}
	// Some requests were failed by some workers (and by one no longer live, 0xff).
	for i := range s.Requests {
		if !rapid.Bool().Draw(t, "failed") {
			continue
		}
		ids := []string{"0xff"}
		for w := range s.Workers {
			if rapid.IntRange(0, 3).Draw(t, "failedby") == 0 {
				ids = append(ids, s.Workers[w].ID)
			}
		}
		slices.Sort(ids)
		s.Excluded = append(s.Excluded, Exclusion{RequestID: s.Requests[i].ID, Workers: ids})
	}
	return s
}

// seedConfig makes the matching exactly seed 003's.
func seedConfig() Config {
	c := DefaultConfig()
	c.Matching.SlotsPerWorkerPerRound = 1
	c.Matching.DeadlineFeasibility = false
	c.Matching.BatchingMinQueue = 0
	c.Matching.MaxHeartbeatAge = 0
	c.Routing.GasPriceSafetyFactor = 1.0
	c.Probation.Jobs = 0
	c.Routing.SeedMode = true
	c.Routing.FailureWeight = 0
	c.Routing.FeeFloor = false
	return c
}

// genConfig draws a random valid matching configuration.
func genConfig(t *rapid.T) Config {
	c := DefaultConfig()
	c.Matching.SlotsPerWorkerPerRound = rapid.IntRange(0, 3).Draw(t, "slots")
	c.Matching.DeadlineFeasibility = rapid.Bool().Draw(t, "deadline")
	c.Matching.BatchingMinQueue = rapid.IntRange(0, 6).Draw(t, "batchmin")
	c.Matching.MaxHeartbeatAge = Duration(rapid.SampledFrom([]int64{0, 10_000, 30_000}).Draw(t, "hb")) * 1_000_000
	c.Matching.FairShare = rapid.Bool().Draw(t, "fairshare")
	c.Routing.GasPriceSafetyFactor = rapid.SampledFrom([]float64{1, 1.5, 3}).Draw(t, "safety")
	c.Probation.Jobs = rapid.Int64Range(0, 10).Draw(t, "probjobs")
	c.Probation.MaxConcurrent = rapid.IntRange(1, 3).Draw(t, "probconc")
	c.Probation.MaxFeeWei = NewWei(rapid.SampledFrom([]int64{0, 1e16, 1e17}).Draw(t, "probfee"))
	c.Priority.MaxWait = Duration(rapid.SampledFrom([]int64{0, 0, 10_000, 60_000}).Draw(t, "maxwait")) * 1_000_000
	c.Priority.UrgentWithin = Duration(rapid.SampledFrom([]int64{0, 0, 10_000, 30_000}).Draw(t, "urgent")) * 1_000_000
	c.Routing.StakeHalfWei = NewWei(rapid.SampledFrom([]int64{0, 0, 1e18, 5e18}).Draw(t, "stakehalf"))
	c.Routing.SeedMode = rapid.Bool().Draw(t, "seedmode")
	c.Routing.FailureWeight, c.Routing.FeeFloor = 0, false
	if !c.Routing.SeedMode {
		c.Routing.FailureWeight = rapid.SampledFrom([]float64{0, 0.5, 1, 3}).Draw(t, "failweight")
		c.Routing.FeeFloor = rapid.Bool().Draw(t, "feefloor")
	}
	c.Routing.TimeValue = rapid.SampledFrom([]float64{0, 0, 1, 1000}).Draw(t, "timevalue")
	c.Routing.BatchingMinGasGwei = rapid.SampledFrom([]float64{0, 0, 1, 50}).Draw(t, "batchgas")
	c.Matching.RunningJobSlowdown = rapid.SampledFrom([]float64{0, 0.05, 0.5}).Draw(t, "slowdown")
	c.Matching.RunMargin = rapid.SampledFrom([]float64{0, 0, 0.1, 0.5}).Draw(t, "runmargin")
	c.Matching.DeadlineStretch = rapid.SampledFrom([]float64{0, 0.2, 1}).Draw(t, "stretch")
	c.Priority.UrgentBySlack = rapid.Bool().Draw(t, "urgentbyslack")
	c.Matching.UrgentBeforeShare = rapid.Bool().Draw(t, "urgentbeforeshare")
	c.Matching.BestFitSlack = rapid.SampledFrom([]float64{0, 0, 1, 1.5, 3}).Draw(t, "bestfit")
	c.Matching.InclusionBlocks = rapid.SampledFrom([]float64{0, 0, 0.5, 1}).Draw(t, "inclusion")
	return c
}

// shuffled returns a copy of s with requests and workers (and each worker's models)
// in another order.
func shuffled(s *Snapshot, seed uint64) *Snapshot {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	c := *s
	c.Requests = append([]Request(nil), s.Requests...)
	c.Workers = append([]Worker(nil), s.Workers...)
	rng.Shuffle(len(c.Requests), func(i, j int) { c.Requests[i], c.Requests[j] = c.Requests[j], c.Requests[i] })
	rng.Shuffle(len(c.Workers), func(i, j int) { c.Workers[i], c.Workers[j] = c.Workers[j], c.Workers[i] })
	for i := range c.Workers {
		m := append([]string(nil), c.Workers[i].Models...)
		rng.Shuffle(len(m), func(a, b int) { m[a], m[b] = m[b], m[a] })
		c.Workers[i].Models = m
	}
	return &c
}

// genL2Snapshot is genSnapshot on an L2: an L1 data fee from nothing to a busy L1's,
// and answers from a few tokens to 16 Ki.
func genL2Snapshot(t *rapid.T, maxReq, maxWork int) *Snapshot {
	s := genSnapshot(t, maxReq, maxWork)
	s.L1Fee = &L1Fee{
		WeiPerByte: NewWei(rapid.SampledFrom([]int64{0, 1, 1e6, 1e9, 1e11}).Draw(t, "l1_per_byte")),
		FixedWei:   NewWei(rapid.SampledFrom([]int64{0, 1e9, 1e13, 2e14}).Draw(t, "l1_fixed")),
	}
	for i := range s.Requests {
		s.Requests[i].MaxTokens = uint32(rapid.SampledFrom([]int{0, 16, 256, 4096, 16384}).Draw(t, "max_tokens"))
	}
	return s
}
