package scheduler

import (
	"bytes"
	"maps"
	"math"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// referencePlan is the seed's O(N·M) loop generalised to every matching option
// (slots per round, deadline feasibility, batching threshold, heartbeat age,
// probation, safety factor) and every routing term outside seed mode (the real batch
// share, the failure term, the stake tie-break, the fee floor): for each request in
// priority order, every worker is checked and priced from scratch. Plan's index must
// choose exactly as it does. It returns the assignments and the requests skipped for
// fee_below_cost.
func referencePlan(s *Snapshot, cfg Config) ([][2]string, []string) {
	out, below, _ := referencePlanGivingWay(s, cfg)
	return out, below
}

// referencePlanGivingWay is referencePlan and what the requests' routes took: gaveWay,
// how many a later route than their cheapest for its worker's running jobs
// (matching.running_job_slowdown); stretched, how many a route within the deadline's
// stretch only (matching.deadline_stretch).
func referencePlanGivingWay(s *Snapshot, cfg Config) (out [][2]string, belowCost []string, took refTook) {
	seed := cfg.Routing.SeedMode
	// The queue's order is the planner's (the score, max_wait, the urgent requests,
	// those by slack from the index's rates); what is checked is the matching.
	p := newPlanner(s, &cfg, nil)
	p.score()
	p.index()
	p.urgentBySlack()
	pending := map[string]int{}
	batchable := map[string]bool{}
	for _, q := range p.queue {
		r := &s.Requests[q.req]
		pending[r.ModelID]++
		batchable[r.ModelID] = batchable[r.ModelID] || r.Batchable
	}
	workers := slices.Clone(s.Workers)
	open := make([]map[string]int, len(workers))
	for w := range workers {
		open[w] = maps.Clone(workers[w].OpenBatch)
		if open[w] == nil {
			open[w] = map[string]int{}
		}
	}
	taken := make([]int, len(workers))
	loaded := make([]map[string]bool, len(workers)) // cold models whose weights are booked
	for w := range loaded {
		loaded[w] = map[string]bool{}
	}
	failed := map[string][]string{}
	for _, x := range s.Excluded {
		failed[x.RequestID] = x.Workers
	}
	// Fair share (share.go): a first pass where a worker at its share of the jobs
	// takes none, then the requests it left without a worker, without the share.
	// With matching.urgent_before_share the urgent requests at the queue's head go
	// first, in a phase of their own with no share.
	fair := cfg.Matching.FairShare && !seed
	head := 0
	if fair && cfg.Matching.UrgentBeforeShare {
		head = p.urgent
	}
	shareOfRest := func() int {
		jobs, live := len(p.queue)-head, 0
		for w := range workers {
			wk := &workers[w]
			serves := slices.ContainsFunc(wk.Models, func(m string) bool { return pending[m] > 0 })
			fresh := cfg.Matching.MaxHeartbeatAge <= 0 || s.NowMS-wk.LastHeartbeatMS <= cfg.Matching.MaxHeartbeatAge.Milliseconds()
			if serves && fresh {
				live++
				jobs += wk.ActiveJobs
			}
		}
		if live == 0 {
			return math.MaxInt
		}
		return (jobs + live - 1) / live
	}
	var again []scored
	rank := map[string]int{}
	for i, q := range p.queue {
		rank[q.id] = i
	}
	// Phases: -1 the urgent head (when there is one), 0 the rest (capped to the share
	// under fair share, else the whole queue), 1 what phase 0 left for capacity.
	start := 0
	if head > 0 {
		start = -1
	}
	for phase := start; phase < 2; phase++ {
		queue, fairShare, capped := p.queue[:head], math.MaxInt, false
		switch phase {
		case 0:
			queue = p.queue[head:]
			if fair {
				fairShare, capped = shareOfRest(), true
			}
		case 1:
			queue = again
		}
		for _, q := range queue {
			r := &s.Requests[q.req]
			pr := newL2Pricer(&cfg.Routing, r.ModelID, s.GasPriceGwei, s.L1Fee)
			bestW, bestCost, bestGas, bestShare, bestCold, bestMem := -1, math.Inf(1), 0.0, 0, false, int64(0)
			fw := 0.0
			if !seed {
				fw = failureWeight(&r.PriorityFeeWei, cfg.Routing.FailureWeight)
				pr.valueTime(timeValue(cfg.Routing.TimeValue, failureWeight(&r.PriorityFeeWei, 1), r, s.NowMS))
			}
			// Batch shares count only at a gas price at or above the threshold (outside
			// seed mode).
			atPrice := seed || cfg.Routing.BatchingMinGasGwei == 0 || s.GasPriceGwei >= cfg.Routing.BatchingMinGasGwei
			// A worker that failed the request only when no other can take it; then,
			// when no route fits in time, the same within the deadline's stretch (in fair
			// share's second pass only).
			// A route's work ends matching.inclusion_blocks before the deadline, for its
			// result's block (outside seed mode).
			remaining := float64(r.DeadlineMS - s.NowMS)
			if !seed {
				remaining -= cfg.Matching.InclusionBlocks * float64(cfg.RetryAfter.BlockMS)
			}
			stretch := 0.0
			if !seed && cfg.Matching.DeadlineFeasibility && !capped {
				stretch = cfg.Matching.DeadlineStretch
			}
			// Best fit (matching.best_fit_slack) is a step after them (-1), when they
			// found a route on a worker with rates: of the routes on workers with rates
			// at which the work leaves the slack and is more than the route's, within
			// the time left ÷ the slack, those of the largest work, the cheapest; it
			// replaces the route if its fee pays it.
			slack := cfg.Matching.BestFitSlack
			steps := []int{0, 1, 2, 3}
			if slack > 0 && !seed && cfg.Matching.DeadlineFeasibility {
				steps = append(steps, -1)
			}
			bestWork, bestTimed := 0.0, false
			tookStretch := false
			type refBest struct {
				w                  int
				cost, gas          float64
				share              int
				cold               bool
				mem                int64
				work               float64
				timed, tookStretch bool
			}
			var before refBest // the route the best fit would replace
			for _, step := range steps {
				if step >= 0 && bestW >= 0 {
					continue
				}
				if step < 0 {
					if bestW < 0 || !bestTimed {
						break
					}
					before = refBest{bestW, bestCost, bestGas, bestShare, bestCold, bestMem, bestWork, bestTimed, tookStretch}
					bestW = -1
				}
				pass, stretched := step%2, step >= 2
				if step < 0 {
					pass = 0
				}
				if stretched && stretch == 0 {
					continue
				}
				tookStretch = stretched
				limit := remaining
				if stretched {
					limit = remaining * (1 + stretch)
				}
				if step < 0 {
					limit = remaining / slack
				}
				var routes []refRoute
				for w := range workers {
					wk := &workers[w]
					if pass == 0 && slices.Contains(failed[r.ID], wk.ID) {
						continue
					}
					if !wk.Serves(r.ModelID, r.Task) || wk.ActiveJobs >= wk.MaxJobs {
						continue
					}
					// Residency: a cold model adds its load to the latency and, once per
					// worker and round, its weights to the memory booked.
					cold := !wk.Warm(r.ModelID)
					need := r.RequiredMemoryMB
					if cold && !loaded[w][r.ModelID] {
						need += wk.ModelMemoryMB[r.ModelID]
					}
					if wk.FreeMemoryMB < need {
						continue
					}
					if cfg.Matching.MaxHeartbeatAge > 0 && s.NowMS-wk.LastHeartbeatMS > cfg.Matching.MaxHeartbeatAge.Milliseconds() {
						continue
					}
					if n := cfg.Matching.SlotsPerWorkerPerRound; n > 0 && taken[w] >= n {
						continue
					}
					if wk.ActiveJobs >= fairShare {
						continue
					}
					if wk.CompletedJobs < cfg.Probation.Jobs {
						if wk.ActiveJobs >= cfg.Probation.MaxConcurrent || r.PriorityFeeWei.Cmp(&cfg.Probation.MaxFeeWei.Int) > 0 {
							continue
						}
					}
					est := pr.estimate(wk.AvgLatencyMS)
					if v, ok := wk.ModelLatencyMS[r.ModelID]; ok {
						est = v
					}
					// Rates (tokens.go): the member's own part is dispatch and load, the
					// request's work at its planned rates is added.
					var sp planSpeed
					if !seed {
						sp = wk.Speed[r.ModelID].filled(cfg.Routing.SpeedPrior[r.ModelID]).planned()
					}
					if sp.timed() {
						est = 0
					}
					if wk.DispatchMS > 0 {
						est += wk.DispatchMS
					}
					if cold {
						est += float64(wk.ModelLoadMS[r.ModelID])
					}
					var work float64
					if sp.timed() {
						work = workMS(r, sp, float64(cfg.RetryAfter.ProcessingFor(r.ModelID)))
					}
					base := est
					if work != 0 {
						est += work
					}
					if cfg.Matching.DeadlineFeasibility && est > limit {
						continue
					}
					if step < 0 && (!sp.timed() || work*slack > remaining || work <= before.work) {
						continue
					}
					batching := r.Batchable && pending[r.ModelID] >= cfg.Matching.BatchingMinQueue && atPrice
					sh := share(batching, wk.ActiveJobs)
					if !seed {
						sh = 1
						if batching {
							sh = realShare(open[w][r.ModelID], wk.BatchMax)
						}
					}
					g, c := pr.cost(base, sh)
					if work != 0 {
						// The work's delay is the same on every member of a class: it is
						// added to the gas (modelIndex.costAt).
						c = pr.delayCost(base) + float64(g+pr.delayCost(work))
					}
					if fw > 0 {
						c = withFailure(c, fw, 1-wk.CompletionRate)
					}
					better := bestW < 0 || c < bestCost
					tie := !better && c == bestCost
					if step < 0 && bestW >= 0 && work != bestWork {
						better, tie = work > bestWork, false // the slowest work first
					}
					if tie {
						bw := &workers[bestW]
						switch {
						case cold != bestCold:
							better = !cold
						case !seed && wk.StakeWei.Cmp(&bw.StakeWei.Int) != 0:
							better = wk.StakeWei.Cmp(&bw.StakeWei.Int) > 0
						default:
							better = wk.ID < bw.ID
						}
					}
					if better {
						bestW, bestCost, bestGas, bestShare, bestCold, bestMem, bestWork, bestTimed = w, c, g, sh, cold, need, work, sp.timed()
					}
					slowed := est + work*(cfg.Matching.RunningJobSlowdown*float64(wk.ActiveJobs)+cfg.Matching.RunMargin)
					routes = append(routes, refRoute{w, c, g, sh, cold, need, slowed, work, sp.timed()})
				}
				// The running jobs' slowdown and the run's margin: a best route that
				// misses the deadline so slowed gives way to the first of the next routes in order that fits,
				// else to the least slowed of them.
				if step < 0 && bestW >= 0 && cfg.Routing.FeeFloor {
					g := bestGas
					if s.L1Fee != nil {
						g += float64(weiFloat(&s.L1Fee.WeiPerByte) * 1e-18 * cfg.Routing.ItemBytes(r.MaxTokens))
					}
					if r.CallbackGasLimit > 0 {
						g += pr.callbackCost(r.CallbackGasLimit)
					}
					if weiFloat(&r.PriorityFeeWei)*1e-18 < g {
						bestW = -1 // its fee does not pay its best fit
					}
				}
				if step < 0 && bestW < 0 {
					b := before // no best fit: the route found
					bestW, bestCost, bestGas, bestShare, bestCold, bestMem, bestWork, bestTimed, tookStretch = b.w, b.cost, b.gas, b.share, b.cold, b.mem, b.work, b.timed, b.tookStretch
				}
				if step >= 0 && bestW >= 0 && cfg.Matching.DeadlineFeasibility && (cfg.Matching.RunningJobSlowdown > 0 || cfg.Matching.RunMargin > 0) && !stretched {
					slices.SortStableFunc(routes, func(a, b refRoute) int {
						switch {
						case a.cost != b.cost:
							return cmpFloat(a.cost, b.cost)
						case a.cold != b.cold:
							if a.cold {
								return 1 // a warm worker first
							}
							return -1
						case !seed && workers[a.w].StakeWei.Cmp(&workers[b.w].StakeWei.Int) != 0:
							return workers[b.w].StakeWei.Cmp(&workers[a.w].StakeWei.Int) // the larger stake first
						}
						return strings.Compare(workers[a.w].ID, workers[b.w].ID)
					})
					if routes[0].w != bestW {
						panic("reference: sorted routes disagree with the running best")
					}
					// The first that fits so slowed, else the least slowed (the first
					// of equals).
					take := 0
					for k, rt := range routes[:min(len(routes), 1+unsharedTries)] {
						if rt.slowed <= remaining {
							take = k
							break
						}
						if rt.slowed < routes[take].slowed {
							take = k
						}
					}
					if take > 0 {
						took.gaveWay++
						rt := routes[take]
						bestW, bestCost, bestGas, bestShare, bestCold, bestMem, bestWork, bestTimed = rt.w, rt.cost, rt.gas, rt.share, rt.cold, rt.need, rt.work, rt.timed
					}
				}
			}
			if bestW >= 0 && tookStretch {
				took.stretched++
			}
			if bestW < 0 {
				if capped {
					again = append(again, q)
				}
				continue
			}
			_ = bestShare
			if s.L1Fee != nil {
				// The item's own L1 fee is the same on every route: it is added to the
				// chosen one and counts in the fee floor.
				bestGas = float64(bestGas + float64(weiFloat(&s.L1Fee.WeiPerByte)*1e-18*cfg.Routing.ItemBytes(r.MaxTokens)))
			}
			if !seed && cfg.Routing.FeeFloor && weiFloat(&r.PriorityFeeWei)*1e-18 < bestGas {
				belowCost = append(belowCost, r.ID)
				continue
			}
			out = append(out, [2]string{r.ID, workers[bestW].ID})
			if !seed && r.Batchable && pending[r.ModelID] >= cfg.Matching.BatchingMinQueue && atPrice && workers[bestW].BatchMax > 1 {
				open[bestW][r.ModelID]++
			}
			workers[bestW].ActiveJobs++
			workers[bestW].FreeMemoryMB -= bestMem
			if bestCold {
				loaded[bestW][r.ModelID] = true
			}
			taken[bestW]++
		}
		if !fair {
			break
		}
	}
	slices.SortStableFunc(belowCost, func(a, b string) int { return rank[a] - rank[b] })
	return out, belowCost, took
}

// refTook counts what the reference's routes took beyond the cheapest in time.
type refTook struct{ gaveWay, stretched int }

// estimateLimitMS is the most an assignment of r may be estimated at, with deadlines
// checked: the time left to its deadline, less the wait for the result's block
// (matching.inclusion_blocks) and stretched by matching.deadline_stretch outside seed
// mode (the reference checks that the stretch is taken only when no route fits in
// time).
func estimateLimitMS(cfg Config, r *Request, nowMS int64) float64 {
	limit := float64(r.DeadlineMS - nowMS)
	if !cfg.Routing.SeedMode {
		limit -= cfg.Matching.InclusionBlocks * float64(cfg.RetryAfter.BlockMS)
		limit *= 1 + cfg.Matching.DeadlineStretch
	}
	return limit
}

// refRoute is one feasible route of the reference's search.
type refRoute struct {
	w         int
	cost, gas float64
	share     int
	cold      bool
	need      int64
	slowed    float64 // its estimate with its work slowed by the worker's running jobs
	work      float64 // its work at the worker's rates (0: none)
	timed     bool    // the worker has rates
}

func TestPlanMatchesReferenceUnderEveryOption(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) { checkAgainstReference(t, genConfig(t), genSnapshot(t, 80, 25)) })
}

// TestPlanMatchesReferenceOnL2: the same with an L1 data fee in the snapshot and
// answers of every length.
func TestPlanMatchesReferenceOnL2(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) { checkAgainstReference(t, genConfig(t), genL2Snapshot(t, 80, 25)) })
}

// checkAgainstReference fails t unless Plan decides s as the reference does; it
// returns what the reference's routes took (refTook).
func checkAgainstReference(t *rapid.T, cfg Config, s *Snapshot) refTook {
	want, wantBelow, took := referencePlanGivingWay(s, cfg)
	d := Plan(s, cfg)
	var got [][2]string
	for _, a := range d.Assigned {
		got = append(got, [2]string{a.RequestID, a.WorkerID})
	}
	if !slices.Equal(got, want) {
		t.Fatalf("assignments differ\nplan:      %v\nreference: %v", got, want)
	}
	var below []string
	for _, sk := range d.Skipped {
		if sk.Reason == ReasonFeeBelowCost {
			below = append(below, sk.RequestID)
			if sk.FeeNeededWei == "" {
				t.Fatalf("fee_below_cost skip of %s without fee_needed_wei", sk.RequestID)
			}
		} else if sk.FeeNeededWei != "" {
			t.Fatalf("%s skip of %s says fee_needed_wei", sk.Reason, sk.RequestID)
		}
	}
	if !slices.Equal(below, wantBelow) {
		t.Fatalf("fee_below_cost differ\nplan:      %v\nreference: %v", below, wantBelow)
	}
	return took
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
			if cfg.Matching.DeadlineFeasibility && a.EstimatedLatencyMS > estimateLimitMS(cfg, r, s.NowMS) {
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

// TestMoreReliableWorkerWins: two workers alike but for their completion rate; with
// failures priced, a paid request goes to the more reliable one.
func TestMoreReliableWorkerWins(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg := genConfig(t)
		cfg.Routing.SeedMode, cfg.Routing.FeeFloor = false, false
		cfg.Routing.FailureWeight = rapid.SampledFrom([]float64{0.5, 1, 3}).Draw(t, "failweight")
		s := genSnapshot(t, 1, 1)
		if len(s.Requests) == 0 || len(s.Workers) == 0 || s.Requests[0].PriorityFeeWei.Sign() == 0 {
			t.Skip("needs one paid request and a worker")
		}
		a := s.Workers[0]
		a.Models = []string{s.Requests[0].ModelID}
		b := a
		a.ID, b.ID = "0xa", "0xb"
		// Rates far enough apart that the difference survives float rounding.
		rates := rapid.SliceOfNDistinct(rapid.SampledFrom([]float64{0, 0.5, 0.9, 0.99, 0.999, 1}), 2, 2, rapid.ID[float64]).Draw(t, "rates")
		a.CompletionRate, b.CompletionRate = rates[0], rates[1]
		s.Workers = []Worker{a, b}
		want := "0xa"
		if b.CompletionRate > a.CompletionRate {
			want = "0xb"
		}
		d := Plan(s, cfg)
		if len(d.Assigned) == 1 && d.Assigned[0].WorkerID != want {
			t.Fatalf("assigned to %s (rate %v), want %s", d.Assigned[0].WorkerID, rates, want)
		}
	})
}

// TestWeightZeroIsTodaysPlan: with failure_weight 0, no fee floor and equal stakes, a
// worker whose open batch is its active jobs (and whose batch size is never the bound)
// gets exactly the routes of seed mode's share, on one model of batchable requests.
func TestWeightZeroIsTodaysPlan(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		today := genConfig(t)
		today.Routing.SeedMode, today.Routing.FailureWeight, today.Routing.FeeFloor = true, 0, false
		now := today
		now.Routing.SeedMode = false
		now.Priority.MaxWait = 0                                     // seed mode ignores it: the routes are compared on one order
		now.Routing.TimeValue, now.Routing.BatchingMinGasGwei = 0, 0 // seed mode ignores them
		now.Matching.FairShare = false                               // seed mode has no fair share (share.go)
		now.Matching.DeadlineStretch = 0                             // nor a stretched deadline
		now.Matching.InclusionBlocks = 0                             // nor a result's block
		s := genSnapshot(t, 80, 25)
		model := testModels[0]
		for i := range s.Requests {
			s.Requests[i].ModelID, s.Requests[i].Batchable = model, true
		}
		for i := range s.Workers {
			w := &s.Workers[i]
			w.Models = []string{model}
			w.StakeWei = NewWei(1e18)
			w.BatchMax = w.MaxJobs + 1
			w.OpenBatch = map[string]int{model: w.ActiveJobs}
		}
		var want, got [][2]string
		for _, a := range Plan(s, today).Assigned {
			want = append(want, [2]string{a.RequestID, a.WorkerID})
		}
		for _, a := range Plan(s, now).Assigned {
			got = append(got, [2]string{a.RequestID, a.WorkerID})
		}
		if !slices.Equal(got, want) {
			t.Fatalf("weight 0 differs from today's plan\nnow:   %v\ntoday: %v", got, want)
		}
	})
}
