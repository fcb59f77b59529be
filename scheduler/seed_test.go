package scheduler

import (
	"cmp"
	"math"
	"math/big"
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// This file keeps a plain transcription of seed 003's listing (calculatePriority,
// calculateRouteCost, scheduleRound, getModelComplexity): O(N·M), no index. Plan under
// seedConfig must assign exactly as it does.

func seedPriority(req *Request, currentTime int64) float64 {
	age := float64(currentTime - req.SubmittedAtMS)
	remainingTime := float64(req.DeadlineMS - currentTime)
	if remainingTime <= 0 {
		return -1
	}
	fee, _ := new(big.Float).SetInt(&req.PriorityFeeWei.Int).Float64()
	feeScore := fee / 1e16
	waitScore := math.Log2(1 + age/1000)
	deadlineFactor := 1.0
	if remainingTime < 30000 {
		deadlineFactor = math.Exp((30000 - remainingTime) / 30000)
	}
	return feeScore*0.6 + waitScore*0.3 + deadlineFactor*0.1
}

type seedRoute struct {
	workerID  string
	totalCost float64
}

func seedRouteCost(req *Request, worker *Worker, gasPrice float64) (seedRoute, bool) {
	if !slices.Contains(worker.Models, req.ModelID) {
		return seedRoute{}, false
	}
	if worker.FreeMemoryMB < req.RequiredMemoryMB {
		return seedRoute{}, false
	}
	if worker.ActiveJobs >= worker.MaxJobs {
		return seedRoute{}, false
	}
	modelComplexityFactor := seedComplexity(req.ModelID)
	estimatedLatency := worker.AvgLatencyMS * modelComplexityFactor
	baseGasPerSubmission := 150000.0
	batchShare := 1.0
	if req.Batchable && worker.ActiveJobs > 0 {
		batchShare = float64(worker.ActiveJobs + 1)
	}
	gasCost := (baseGasPerSubmission / batchShare) * gasPrice * 1e-9
	delayCost := (estimatedLatency / 1000) * gasPrice * 10 * 1e-9
	return seedRoute{workerID: worker.ID, totalCost: delayCost + gasCost}, true
}

func seedComplexity(modelID string) float64 {
	complexityMap := map[string]float64{
		"gpt-2": 0.3, "llama-7b": 1.0, "llama-13b": 1.8, "llama-70b": 5.0,
		"stable-diffusion-xl": 2.5, "whisper-large": 0.8,
	}
	if v, ok := complexityMap[modelID]; ok {
		return v
	}
	return 1.0
}

type seedResult struct {
	assigned [][2]string
	skipped  []string
	expired  []string
}

// seedScheduleRound is scheduleRound. The seed's sorts are stable (JavaScript's
// Array.prototype.sort), so its ties fall back to input order; giving it requests in
// (submitted, id) order and workers in id order makes those the tie-breaks, as Plan's.
func seedScheduleRound(requests []Request, workersIn []Worker, gasPrice float64, currentTime int64) seedResult {
	var result seedResult
	requests = slices.Clone(requests)
	slices.SortStableFunc(requests, func(a, b Request) int {
		return cmp.Or(cmp.Compare(a.SubmittedAtMS, b.SubmittedAtMS), cmp.Compare(a.ID, b.ID))
	})
	workers := slices.Clone(workersIn)
	slices.SortStableFunc(workers, func(a, b Worker) int { return cmp.Compare(a.ID, b.ID) })

	type scoredReq struct {
		req   *Request
		score float64
	}
	var scored []scoredReq
	for i := range requests {
		s := seedPriority(&requests[i], currentTime)
		if s < 0 {
			result.expired = append(result.expired, requests[i].ID)
			continue
		}
		scored = append(scored, scoredReq{&requests[i], s})
	}
	slices.SortStableFunc(scored, func(a, b scoredReq) int { return cmp.Compare(b.score, a.score) })

	assignedWorkers := map[string]bool{}
	for _, sr := range scored {
		req := sr.req
		var routes []seedRoute
		for i := range workers {
			if r, ok := seedRouteCost(req, &workers[i], gasPrice); ok {
				routes = append(routes, r)
			}
		}
		slices.SortStableFunc(routes, func(a, b seedRoute) int { return cmp.Compare(a.totalCost, b.totalCost) })
		found := false
		for _, r := range routes {
			if assignedWorkers[r.workerID] {
				continue
			}
			result.assigned = append(result.assigned, [2]string{req.ID, r.workerID})
			assignedWorkers[r.workerID] = true
			for i := range workers {
				if workers[i].ID == r.workerID {
					workers[i].ActiveJobs++
					workers[i].FreeMemoryMB -= req.RequiredMemoryMB
				}
			}
			found = true
			break
		}
		if !found {
			result.skipped = append(result.skipped, req.ID)
		}
	}
	return result
}

func TestPlanMatchesSeedListing(t *testing.T) {
	cfg := seedConfig()
	if err := cfg.Validate(); err != nil {
		t.Fatal(err)
	}
	rapid.Check(t, func(t *rapid.T) {
		s := genSnapshot(t, 60, 25)
		s.Excluded = nil // the seed knows no failed workers
		want := seedScheduleRound(s.Requests, s.Workers, s.GasPriceGwei, s.NowMS)
		d := Plan(s, cfg)
		var got seedResult
		for _, a := range d.Assigned {
			got.assigned = append(got.assigned, [2]string{a.RequestID, a.WorkerID})
		}
		for _, sk := range d.Skipped {
			got.skipped = append(got.skipped, sk.RequestID)
		}
		got.expired = d.Expired
		if !slices.Equal(got.assigned, want.assigned) {
			t.Fatalf("assigned differ\nplan: %v\nseed: %v", got.assigned, want.assigned)
		}
		if !slices.Equal(got.skipped, want.skipped) {
			t.Fatalf("skipped differ\nplan: %v\nseed: %v", got.skipped, want.skipped)
		}
		if !slices.Equal(got.expired, want.expired) {
			t.Fatalf("expired differ\nplan: %v\nseed: %v", got.expired, want.expired)
		}
	})
}
