package scheduler

import (
	"bytes"
	"math"
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// referencePlan is the seed's O(N·M) loop generalised to every matching option
// (slots per round, deadline feasibility, batching threshold, heartbeat age,
// probation, safety factor): for each request in priority order, every worker is
// checked and priced from scratch. Plan's index must choose exactly as it does.
func referencePlan(s *Snapshot, cfg Config) [][2]string {
	p := newPlanner(s, &cfg)
	p.score()
	pending := map[string]int{}
	batchable := map[string]bool{}
	for _, q := range p.queue {
		r := &s.Requests[q.req]
		pending[r.ModelID]++
		batchable[r.ModelID] = batchable[r.ModelID] || r.Batchable
	}
	workers := slices.Clone(s.Workers)
	taken := make([]int, len(workers))
	var out [][2]string
	for _, q := range p.queue {
		r := &s.Requests[q.req]
		pr := newPricer(&cfg.Routing, r.ModelID, s.GasPriceGwei)
		bestW, bestCost := -1, math.Inf(1)
		for w := range workers {
			wk := &workers[w]
			if !slices.Contains(wk.Models, r.ModelID) || wk.FreeMemoryMB < r.RequiredMemoryMB || wk.ActiveJobs >= wk.MaxJobs {
				continue
			}
			if cfg.Matching.MaxHeartbeatAge > 0 && s.NowMS-wk.LastHeartbeatMS > cfg.Matching.MaxHeartbeatAge.Milliseconds() {
				continue
			}
			if n := cfg.Matching.SlotsPerWorkerPerRound; n > 0 && taken[w] >= n {
				continue
			}
			if wk.CompletedJobs < cfg.Probation.Jobs {
				if wk.ActiveJobs >= cfg.Probation.MaxConcurrent || r.PriorityFeeWei.Cmp(&cfg.Probation.MaxFeeWei.Int) > 0 {
					continue
				}
			}
			est := pr.estimate(wk.AvgLatencyMS)
			if cfg.Matching.DeadlineFeasibility && est > float64(r.DeadlineMS-s.NowMS) {
				continue
			}
			batching := r.Batchable && pending[r.ModelID] >= cfg.Matching.BatchingMinQueue
			_, c := pr.cost(est, share(batching, wk.ActiveJobs))
			if bestW < 0 || c < bestCost || (c == bestCost && wk.ID < workers[bestW].ID) {
				bestW, bestCost = w, c
			}
		}
		if bestW < 0 {
			continue
		}
		out = append(out, [2]string{r.ID, workers[bestW].ID})
		workers[bestW].ActiveJobs++
		workers[bestW].FreeMemoryMB -= r.RequiredMemoryMB
		taken[bestW]++
	}
	return out
}

func TestPlanMatchesReferenceUnderEveryOption(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg := genConfig(t)
		s := genSnapshot(t, 80, 25)
		want := referencePlan(s, cfg)
		var got [][2]string
		for _, a := range Plan(s, cfg).Assigned {
			got = append(got, [2]string{a.RequestID, a.WorkerID})
		}
		if !slices.Equal(got, want) {
			t.Fatalf("assignments differ\nplan:      %v\nreference: %v", got, want)
		}
	})
}

// TestPlanInvariants: no worker over its slots or memory, every assignment feasible,
// every request in exactly one of assigned/skipped/expired, Retry-After in bounds.
func TestPlanInvariants(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg := genConfig(t)
		s := genSnapshot(t, 120, 30)
		d := Plan(s, cfg)

		reqs := map[string]*Request{}
		for i := range s.Requests {
			reqs[s.Requests[i].ID] = &s.Requests[i]
		}
		workers := map[string]*Worker{}
		for i := range s.Workers {
			workers[s.Workers[i].ID] = &s.Workers[i]
		}
		seen := map[string]string{}
		mark := func(id, where string) {
			if prev, dup := seen[id]; dup {
				t.Fatalf("request %s is in %s and %s", id, prev, where)
			}
			seen[id] = where
		}
		jobs := map[string]int{}
		mem := map[string]int64{}
		ra := cfg.RetryAfter
		for _, a := range d.Assigned {
			mark(a.RequestID, "assigned")
			r, w := reqs[a.RequestID], workers[a.WorkerID]
			if r == nil || w == nil {
				t.Fatalf("assignment %+v names an unknown request or worker", a)
			}
			if !slices.Contains(w.Models, r.ModelID) {
				t.Fatalf("worker %s does not serve %s", w.ID, r.ModelID)
			}
			if r.DeadlineMS <= s.NowMS {
				t.Fatalf("expired request %s assigned", r.ID)
			}
			if age := cfg.Matching.MaxHeartbeatAge.Milliseconds(); age > 0 && s.NowMS-w.LastHeartbeatMS > age {
				t.Fatalf("stale worker %s used", w.ID)
			}
			if cfg.Matching.DeadlineFeasibility && float64(s.NowMS)+a.EstimatedLatencyMS > float64(r.DeadlineMS) {
				t.Fatalf("request %s assigned to %s would miss its deadline", r.ID, w.ID)
			}
			if w.CompletedJobs < cfg.Probation.Jobs && r.PriorityFeeWei.Cmp(&cfg.Probation.MaxFeeWei.Int) > 0 {
				t.Fatalf("probation worker %s took fee %s", w.ID, r.PriorityFeeWei.String())
			}
			if a.RetryAfterS < ra.MinSeconds || a.RetryAfterS > ra.MaxSeconds {
				t.Fatalf("retry_after_s %d out of [%d, %d]", a.RetryAfterS, ra.MinSeconds, ra.MaxSeconds)
			}
			jobs[w.ID]++
			mem[w.ID] += r.RequiredMemoryMB
		}
		for id, n := range jobs {
			w := workers[id]
			if w.ActiveJobs+n > w.MaxJobs {
				t.Fatalf("worker %s over its slots: %d active + %d assigned > %d", id, w.ActiveJobs, n, w.MaxJobs)
			}
			if k := cfg.Matching.SlotsPerWorkerPerRound; k > 0 && n > k {
				t.Fatalf("worker %s took %d this round, limit %d", id, n, k)
			}
			if w.CompletedJobs < cfg.Probation.Jobs && w.ActiveJobs+n > max(cfg.Probation.MaxConcurrent, w.ActiveJobs) {
				t.Fatalf("probation worker %s over %d concurrent", id, cfg.Probation.MaxConcurrent)
			}
			if mem[id] > w.FreeMemoryMB {
				t.Fatalf("worker %s over its memory: %d > %d", id, mem[id], w.FreeMemoryMB)
			}
		}
		positions := map[string]int{}
		for _, sk := range d.Skipped {
			mark(sk.RequestID, "skipped")
			r := reqs[sk.RequestID]
			if sk.QueuePosition != positions[r.ModelID] {
				t.Fatalf("request %s has queue position %d, want %d", r.ID, sk.QueuePosition, positions[r.ModelID])
			}
			positions[r.ModelID]++
			if sk.RetryAfterS < ra.MinSeconds || sk.RetryAfterS > ra.MaxSeconds {
				t.Fatalf("retry_after_s %d out of [%d, %d]", sk.RetryAfterS, ra.MinSeconds, ra.MaxSeconds)
			}
		}
		for _, id := range d.Expired {
			mark(id, "expired")
			if reqs[id].DeadlineMS > s.NowMS {
				t.Fatalf("request %s marked expired with time left", id)
			}
		}
		if len(seen) != len(s.Requests) {
			t.Fatalf("%d requests in, %d accounted for", len(s.Requests), len(seen))
		}
	})
}

// TestPlanIsOrderIndependent: the same snapshot in any order gives the same bytes.
func TestPlanIsOrderIndependent(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg := genConfig(t)
		s := genSnapshot(t, 80, 25)
		d1 := Plan(s, cfg)
		b1, err := d1.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		d2 := Plan(shuffled(s, rapid.Uint64().Draw(t, "perm")), cfg)
		b2, _ := d2.Marshal()
		if !bytes.Equal(b1, b2) {
			t.Fatalf("decision depends on input order:\n%s\n%s", b1, b2)
		}
	})
}
