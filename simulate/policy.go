package simulate

import (
	"cmp"
	"math"
	"math/rand/v2"
	"slices"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/retryafter"
)

// The policies a run compares.
const (
	PolicyInfersched  = "infersched"   // scheduler.Plan with the project's configuration
	PolicyRoundRobin  = "round_robin"  // each model's workers in turn
	PolicyRandom      = "random"       // a feasible worker drawn at random (seeded)
	PolicyLeastLoaded = "least_loaded" // llm-d's load-aware scorer and max-score picker
	PolicySeed        = "seed"         // scheduler.Plan in seed mode: seed 003's greedy as written
)

// Policies lists every policy, in the order they are run.
func Policies() []string {
	return []string{PolicyInfersched, PolicyRoundRobin, PolicyRandom, PolicyLeastLoaded, PolicySeed}
}

// ours plans with scheduler.Plan, each round in the trees the last one left, as the
// engine does.
type ours struct {
	cfg     scheduler.Config
	scratch scheduler.Scratch
}

func (o *ours) config() *scheduler.Config { return &o.cfg }

func (o *ours) plan(s *scheduler.Snapshot, _ *run) scheduler.Decision {
	return scheduler.PlanWith(s, o.cfg, &o.scratch)
}

// SeedConfig is cfg with seed 003's listing as written (docs/architecture.md: the
// settings under which Plan assigns as the listing does): one assignment per worker
// per round, no deadline check, batching whatever the queue, no heartbeat age check (the
// registry's TTL still applies), gas at its price, no probation, the seed's batch share,
// no failure term, no fee floor.
func SeedConfig(cfg scheduler.Config) scheduler.Config {
	c := cfg
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

// baseline is a router users would pick instead of the scheduler: requests in arrival
// order, each to one worker that can take it (it serves the model for the task, has a
// free slot and
// the memory for the job and, for a cold model, its weights: the same feasibility as
// Plan's), chosen by its rule. A worker that failed the request is chosen only when no
// other can take it, as Plan does. Results are settled in batches by the same rule as
// Plan's outside seed mode (batchable, batching_min_queue requests of the model
// pending, a worker that batches), and the API answers from the same estimates a
// worker's registry entry gives (its P50 for the model, else avg_latency_ms × the
// model's complexity, plus its dispatch and a cold load).
type baseline struct {
	kind string
	cfg  scheduler.Config
	rng  *rand.Rand
	rr   map[string]int // round robin: the next position per model
}

// LeastLoadedThreshold is llm-d's load-aware scorer's queue threshold (its default).
const LeastLoadedThreshold = 128

// loadScore is llm-d's load-aware scorer (pkg/plugins/scorer/load_aware.go) on the
// worker's jobs: 0.5 for none, falling linearly to 0 at the threshold.
func loadScore(active int) float64 {
	if active == 0 {
		return 0.5
	}
	w := min(float64(active), LeastLoadedThreshold)
	return 0.5 * (1 - w/LeastLoadedThreshold)
}

type bworker struct {
	active int
	free   int64
	booked map[string]bool // cold models whose weights this round booked
}

func (b *baseline) config() *scheduler.Config { return &b.cfg }

func (b *baseline) plan(s *scheduler.Snapshot, r *run) scheduler.Decision {
	now := s.NowMS
	ws := make([]bworker, len(s.Workers))
	serving := map[string][]int{}
	for i := range s.Workers {
		w := &s.Workers[i]
		ws[i] = bworker{active: w.ActiveJobs, free: w.FreeMemoryMB}
		for _, m := range w.Models {
			serving[m] = append(serving[m], i)
		}
	}
	order := make([]int, len(s.Requests))
	pending := map[string]int{}
	// Results are batched at the gas prices Plan batches at (routing.batching_min_gas_gwei).
	thr := b.cfg.Routing.BatchingMinGasGwei
	batchPrice := thr == 0 || s.GasPriceGwei >= thr
	for i := range order {
		order[i] = i
		if s.Requests[i].DeadlineMS > now {
			pending[s.Requests[i].ModelID]++
		}
	}
	slices.SortFunc(order, func(a, c int) int {
		ra, rc := &s.Requests[a], &s.Requests[c]
		return cmp.Or(cmp.Compare(ra.SubmittedAtMS, rc.SubmittedAtMS), cmp.Compare(len(ra.ID), len(rc.ID)), cmp.Compare(ra.ID, rc.ID))
	})
	excluded := map[string][]string{}
	for _, x := range s.Excluded {
		excluded[x.RequestID] = x.Workers
	}
	d := scheduler.Decision{Assigned: []scheduler.Assignment{}, Skipped: []scheduler.Skip{}, Expired: []string{}}
	queued := map[string]int{}
	ra := &b.cfg.RetryAfter
	for _, i := range order {
		q := &s.Requests[i]
		if q.DeadlineMS <= now {
			d.Expired = append(d.Expired, q.ID)
			continue
		}
		fits := func(w int) bool {
			wk := &s.Workers[w]
			if !wk.Serves(q.ModelID, q.Task) {
				return false
			}
			need := q.RequiredMemoryMB
			if !wk.Warm(q.ModelID) && !ws[w].booked[q.ModelID] {
				need += wk.ModelMemoryMB[q.ModelID]
			}
			return ws[w].active < wk.MaxJobs && ws[w].free >= need
		}
		cands := serving[q.ModelID]
		w := -1
		for pass := 0; pass < 2 && w < 0; pass++ {
			w = b.pick(q.ModelID, cands, func(c int) bool {
				if pass == 0 && slices.Contains(excluded[q.ID], s.Workers[c].ID) {
					return false
				}
				return fits(c)
			}, ws)
		}
		if w < 0 {
			reason := scheduler.ReasonNoCapacity
			if len(cands) == 0 {
				reason = scheduler.ReasonNoWorker
			}
			pos := queued[q.ModelID]
			queued[q.ModelID]++
			eta, retry := ra.QueuedWith(ra.ProcessingFor(q.ModelID), pos, s.DrainRate(&b.cfg, q.ModelID))
			d.Skipped = append(d.Skipped, scheduler.Skip{RequestID: q.ID, Reason: reason, QueuePosition: pos,
				ETAMS: eta, RetryAfterS: retryafter.CapToDeadline(retry, now, q.DeadlineMS)})
			continue
		}
		wk := &s.Workers[w]
		cold := !wk.Warm(q.ModelID)
		var load int64
		if cold && !ws[w].booked[q.ModelID] {
			load = wk.ModelMemoryMB[q.ModelID]
			if ws[w].booked == nil {
				ws[w].booked = map[string]bool{}
			}
			ws[w].booked[q.ModelID] = true
		}
		ws[w].active++
		ws[w].free -= q.RequiredMemoryMB + load
		est := scheduler.EstimateMS(&b.cfg, wk, q)
		batched := q.Batchable && wk.BatchMax > 1 && pending[q.ModelID] >= b.cfg.Matching.BatchingMinQueue && batchPrice
		if batched {
			est += scheduler.BatchHoldMS(&b.cfg, wk, q)
		}
		eta, retry := ra.Assigned(int64(math.Ceil(est)), 0)
		a := scheduler.Assignment{RequestID: q.ID, WorkerID: wk.ID, EstimatedLatencyMS: est, Batched: batched,
			Cold: cold, LoadMB: load, ETAMS: eta, RetryAfterS: retryafter.CapToDeadline(retry, now, q.DeadlineMS)}
		d.Assigned = append(d.Assigned, a)
	}
	return d
}

// pick is the baseline's choice among the workers cands (indices into the snapshot's
// workers, in id order) that ok accepts; −1 if none.
func (b *baseline) pick(model string, cands []int, ok func(int) bool, ws []bworker) int {
	switch b.kind {
	case PolicyRoundRobin:
		n := len(cands)
		start := b.rr[model]
		for k := range n {
			c := cands[(start+k)%max(n, 1)]
			if ok(c) {
				b.rr[model] = (start + k + 1) % n
				return c
			}
		}
		return -1
	case PolicyRandom:
		var fit []int
		for _, c := range cands {
			if ok(c) {
				fit = append(fit, c)
			}
		}
		if len(fit) == 0 {
			return -1
		}
		return fit[b.rng.IntN(len(fit))]
	default: // least loaded: the highest load score, ties drawn at random
		best, top := -1.0, []int(nil)
		for _, c := range cands {
			if !ok(c) {
				continue
			}
			switch sc := loadScore(ws[c].active); {
			case sc > best:
				best, top = sc, append(top[:0], c)
			case sc == best:
				top = append(top, c)
			}
		}
		if len(top) == 0 {
			return -1
		}
		return top[b.rng.IntN(len(top))]
	}
}
