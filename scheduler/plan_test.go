package scheduler

import (
	"cmp"
	"math"
	"math/big"
	"testing"
)

func TestScoreIsSeedCalculatePriority(t *testing.T) {
	pc := DefaultConfig().Priority
	sc := newScorer(&pc)
	const now = 1_000_000
	cases := []struct {
		name                string
		fee                 int64
		submitted, deadline int64
		want                float64
		expired             bool
	}{
		// 0.01 ETH, just submitted, far deadline: 1×0.6 + log2(1)×0.3 + 1×0.1
		{"one fee unit", 1e16, now, now + 60_000, 0.6 + 0.1, false},
		// 7 s old: log2(8) = 3 → 0.9
		{"waited 7s", 0, now - 7000, now + 60_000, 3*0.3 + 0.1, false},
		// 15 s left of a 30 s horizon: exp(0.5)
		{"deadline near", 0, now, now + 15_000, math.Exp(0.5) * 0.1, false},
		// exactly the horizon left: factor 1
		{"deadline at horizon", 0, now, now + 30_000, 0.1, false},
		{"deadline now", 1e18, now - 10, now, -1, true},
		{"deadline past", 1e18, now - 10_000, now - 1, -1, true},
	}
	for _, tc := range cases {
		r := Request{PriorityFeeWei: NewWei(tc.fee), SubmittedAtMS: tc.submitted, DeadlineMS: tc.deadline}
		got, ok := sc.score(&r, weiFloat(&r.PriorityFeeWei), now)
		if ok == tc.expired {
			t.Errorf("%s: ok = %v", tc.name, ok)
			continue
		}
		if math.Abs(got-tc.want) > 1e-12 {
			t.Errorf("%s: score %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestWeiFloatRoundsLikeJavaScriptNumber(t *testing.T) {
	// 2^53 + 1 is not a double: Number(2n**53n + 1n) === 2**53 (ties to even).
	v := new(big.Int).Add(new(big.Int).Lsh(big.NewInt(1), 53), big.NewInt(1))
	w := WeiFromBig(v)
	if got := weiFloat(&w); got != math.Pow(2, 53) {
		t.Fatalf("got %v", got)
	}
	huge := WeiFromBig(new(big.Int).Lsh(big.NewInt(3), 200))
	if got := weiFloat(&huge); got != 3*math.Pow(2, 200) {
		t.Fatalf("got %v", got)
	}
}

func TestRouteCostIsSeedCalculateRouteCost(t *testing.T) {
	r := DefaultConfig().Routing
	r.GasPriceSafetyFactor = 1
	p := newPricer(&r, "llama-70b", 20) // complexity 5
	est := p.estimate(400)
	if est != 2000 {
		t.Fatalf("estimate %v, want 400×5", est)
	}
	gas, total := p.cost(est, 1)
	// 150000 gas × 20 gwei = 0.003 ETH; delay 2 s × 20 gwei × 10 = 400 gwei = 4e-7 ETH
	if math.Abs(gas-0.003) > 1e-15 || math.Abs(total-(0.003+4e-7)) > 1e-15 {
		t.Fatalf("gas %v total %v", gas, total)
	}
	gas3, _ := p.cost(est, 3)
	if math.Abs(gas3-0.001) > 1e-15 {
		t.Fatalf("a batch of 3 shares the gas: %v", gas3)
	}
	r.GasPriceSafetyFactor = 1.5
	p = newPricer(&r, "unknown-model", 20)
	if p.estimate(400) != 400 {
		t.Fatal("unknown model must have complexity 1")
	}
	if gas, _ := p.cost(0, 1); math.Abs(gas-0.0045) > 1e-15 {
		t.Fatalf("safety factor 1.5 prices the result gas at 30 gwei: %v", gas)
	}
}

// planOne plans a snapshot built from the given requests and workers at now=100 s.
func planOne(t *testing.T, cfg Config, reqs []Request, workers []Worker) Decision {
	t.Helper()
	s := &Snapshot{NowMS: 100_000, GasPriceGwei: 10, Requests: reqs, Workers: workers}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	if err := cfg.Validate(); err != nil {
		t.Fatal(err)
	}
	return Plan(s, cfg)
}

func req(id, model string, fee int64, mem int64) Request {
	return Request{ID: id, ModelID: model, PriorityFeeWei: NewWei(fee), SubmittedAtMS: 90_000, DeadlineMS: 400_000, RequiredMemoryMB: mem}
}

func worker(id string, lat float64, active, maxJobs int, models ...string) Worker {
	return Worker{ID: id, Models: models, FreeMemoryMB: 100_000, ActiveJobs: active, MaxJobs: maxJobs, AvgLatencyMS: lat, CompletionRate: 1, CompletedJobs: 1000, LastHeartbeatMS: 99_000}
}

// ratedWorker is a llama-70b worker with a fresh heartbeat at now that decodes tps
// tokens a second and runs active of its maxJobs jobs.
func ratedWorker(id string, now, tps int64, active, maxJobs int) Worker {
	return Worker{ID: id, Models: []string{"llama-70b"}, FreeMemoryMB: 80_000, ActiveJobs: active, MaxJobs: maxJobs,
		AvgLatencyMS: 100, StakeWei: NewWei(1e18), CompletionRate: 1, CompletedJobs: 100, LastHeartbeatMS: now,
		Speed: map[string]Speed{"llama-70b": {DecodeTPS: tps}}}
}

// assignments is d's worker for each request it assigned.
func assignments(d Decision) map[string]string {
	got := make(map[string]string, len(d.Assigned))
	for _, a := range d.Assigned {
		got[a.RequestID] = a.WorkerID
	}
	return got
}

func TestPlanCases(t *testing.T) {
	type want struct {
		assigned map[string]string     // request → worker
		skipped  map[string]SkipReason // request → reason
		expired  []string
	}
	cases := []struct {
		name    string
		cfg     func(*Config)
		reqs    []Request
		workers []Worker
		want    want
	}{
		{
			name:    "cheapest worker, higher fee first",
			reqs:    []Request{req("a", "m", 1e16, 0), req("b", "m", 5e16, 0)},
			workers: []Worker{worker("0x2", 200, 0, 1, "m"), worker("0x1", 100, 0, 1, "m")},
			want:    want{assigned: map[string]string{"b": "0x1", "a": "0x2"}},
		},
		{
			name:    "ties break by worker id",
			reqs:    []Request{req("a", "m", 1e16, 0)},
			workers: []Worker{worker("0x9", 100, 0, 1, "m"), worker("0x3", 100, 0, 1, "m")},
			want:    want{assigned: map[string]string{"a": "0x3"}},
		},
		{
			name:    "no worker serves the model",
			reqs:    []Request{req("a", "other", 1e16, 0)},
			workers: []Worker{worker("0x1", 100, 0, 1, "m")},
			want:    want{skipped: map[string]SkipReason{"a": ReasonNoWorker}},
		},
		{
			name:    "full worker is no capacity",
			reqs:    []Request{req("a", "m", 1e16, 0)},
			workers: []Worker{worker("0x1", 100, 2, 2, "m")},
			want:    want{skipped: map[string]SkipReason{"a": ReasonNoCapacity}},
		},
		{
			name:    "not enough memory",
			reqs:    []Request{req("a", "m", 1e16, 200_000)},
			workers: []Worker{worker("0x1", 100, 0, 2, "m")},
			want:    want{skipped: map[string]SkipReason{"a": ReasonNoCapacity}},
		},
		{
			name: "stale heartbeat counts as gone",
			reqs: []Request{req("a", "m", 1e16, 0)},
			workers: func() []Worker {
				w := worker("0x1", 100, 0, 1, "m")
				w.LastHeartbeatMS = 100_000 - 31_000
				return []Worker{w}
			}(),
			want: want{skipped: map[string]SkipReason{"a": ReasonNoWorker}},
		},
		{
			name: "deadline infeasible",
			reqs: func() []Request {
				r := req("a", "llama-70b", 1e16, 0)
				r.DeadlineMS = 100_000 + 4_000 // 4 s left, worker needs 1 s × 5
				return []Request{r}
			}(),
			workers: []Worker{worker("0x1", 1000, 0, 1, "llama-70b")},
			want:    want{skipped: map[string]SkipReason{"a": ReasonDeadlineInfeasible}},
		},
		{
			name: "deadline picks the slower worker that is still in time over none",
			cfg:  func(c *Config) { *c = byEstimate(*c) },
			reqs: func() []Request {
				r := req("a", "m", 1e16, 0)
				r.DeadlineMS = 100_000 + 500
				return []Request{r}
			}(),
			workers: []Worker{worker("0x1", 100, 1, 1, "m"), worker("0x2", 400, 0, 1, "m"), worker("0x3", 900, 0, 1, "m")},
			want:    want{assigned: map[string]string{"a": "0x2"}},
		},
		{
			name: "expired",
			reqs: func() []Request {
				r := req("a", "m", 1e16, 0)
				r.DeadlineMS = 100_000
				return []Request{r}
			}(),
			workers: []Worker{worker("0x1", 100, 0, 1, "m")},
			want:    want{expired: []string{"a"}},
		},
		{
			name:    "a worker fills its free slots in one round",
			reqs:    []Request{req("a", "m", 3e16, 0), req("b", "m", 2e16, 0), req("c", "m", 1e16, 0)},
			workers: []Worker{worker("0x1", 100, 0, 2, "m"), worker("0x2", 900, 0, 1, "m")},
			want:    want{assigned: map[string]string{"a": "0x1", "b": "0x1", "c": "0x2"}},
		},
		{
			name:    "one per worker per round (seed)",
			cfg:     func(c *Config) { c.Matching.SlotsPerWorkerPerRound = 1 },
			reqs:    []Request{req("a", "m", 3e16, 0), req("b", "m", 2e16, 0), req("c", "m", 1e16, 0)},
			workers: []Worker{worker("0x1", 100, 0, 2, "m"), worker("0x2", 900, 0, 1, "m")},
			want:    want{assigned: map[string]string{"a": "0x1", "b": "0x2"}, skipped: map[string]SkipReason{"c": ReasonNoCapacity}},
		},
		{
			name: "probation keeps high fees off new workers",
			cfg:  func(c *Config) { c.Routing.FeeFloor = false }, // modest fees
			reqs: []Request{req("rich", "m", 5e16, 0), req("modest", "m", 1e15, 0)},
			workers: func() []Worker {
				w := worker("0x1", 100, 0, 4, "m")
				w.CompletedJobs = 2
				return []Worker{w}
			}(),
			want: want{assigned: map[string]string{"modest": "0x1"}, skipped: map[string]SkipReason{"rich": ReasonNoCapacity}},
		},
		{
			name: "probation caps concurrency",
			cfg:  func(c *Config) { c.Routing.FeeFloor = false },
			reqs: []Request{req("a", "m", 1e15, 0), req("b", "m", 1e14, 0)},
			workers: func() []Worker {
				w := worker("0x1", 100, 0, 4, "m")
				w.CompletedJobs = 2
				return []Worker{w}
			}(),
			want: want{assigned: map[string]string{"a": "0x1"}, skipped: map[string]SkipReason{"b": ReasonNoCapacity}},
		},
		{
			name: "seed mode: batchable request goes to the busy worker that shares the result gas",
			cfg:  seedRouting(func(c *Config) { c.Matching.BatchingMinQueue = 1 }),
			reqs: func() []Request {
				r := req("a", "m", 1e16, 0)
				r.Batchable = true
				return []Request{r}
			}(),
			workers: []Worker{worker("0x1", 100, 0, 4, "m"), worker("0x2", 2000, 2, 4, "m")},
			want:    want{assigned: map[string]string{"a": "0x2"}},
		},
		{
			name: "busy is not batching: the busy worker that reports no open batch shares nothing",
			cfg:  func(c *Config) { c.Matching.BatchingMinQueue = 1 },
			reqs: func() []Request {
				r := req("a", "m", 1e16, 0)
				r.Batchable = true
				return []Request{r}
			}(),
			workers: []Worker{worker("0x1", 100, 0, 4, "m"), worker("0x2", 2000, 2, 4, "m")},
			want:    want{assigned: map[string]string{"a": "0x1"}},
		},
		{
			name: "batchable request joins the worker's open batch",
			cfg:  func(c *Config) { c.Matching.BatchingMinQueue = 1 },
			reqs: func() []Request {
				r := req("a", "m", 1e16, 0)
				r.Batchable = true
				return []Request{r}
			}(),
			workers: func() []Worker {
				w := worker("0x2", 2000, 2, 4, "m")
				w.OpenBatch, w.BatchMax = map[string]int{"m": 2}, 8
				return []Worker{worker("0x1", 100, 0, 4, "m"), w}
			}(),
			want: want{assigned: map[string]string{"a": "0x2"}},
		},
		{
			name: "the more reliable worker wins though slower",
			reqs: []Request{req("a", "m", 1e16, 0)},
			workers: func() []Worker {
				w := worker("0x1", 100, 0, 4, "m")
				w.CompletionRate = 0.8
				return []Worker{w, worker("0x2", 900, 0, 4, "m")}
			}(),
			want: want{assigned: map[string]string{"a": "0x2"}},
		},
		{
			name: "stake breaks a tie",
			reqs: []Request{req("a", "m", 1e16, 0)},
			workers: func() []Worker {
				w := worker("0x2", 100, 0, 4, "m")
				w.StakeWei = NewWei(2e18)
				return []Worker{worker("0x1", 100, 0, 4, "m"), w}
			}(),
			want: want{assigned: map[string]string{"a": "0x2"}},
		},
		{
			name: "seed mode: the lower id breaks a tie",
			cfg:  seedRouting(nil),
			reqs: []Request{req("a", "m", 1e16, 0)},
			workers: func() []Worker {
				w := worker("0x2", 100, 0, 4, "m")
				w.StakeWei = NewWei(2e18)
				return []Worker{worker("0x1", 100, 0, 4, "m"), w}
			}(),
			want: want{assigned: map[string]string{"a": "0x1"}},
		},
		{
			name:    "a fee below the result gas waits",
			reqs:    []Request{req("a", "m", 1e15, 0), req("b", "m", 3e15, 0)},
			workers: []Worker{worker("0x1", 100, 0, 4, "m")},
			want:    want{assigned: map[string]string{"b": "0x1"}, skipped: map[string]SkipReason{"a": ReasonFeeBelowCost}},
		},
		{
			name: "batching off below the queue threshold",
			cfg:  func(c *Config) { c.Matching.BatchingMinQueue = 2 },
			reqs: func() []Request {
				r := req("a", "m", 1e16, 0)
				r.Batchable = true
				return []Request{r}
			}(),
			workers: []Worker{worker("0x1", 100, 0, 4, "m"), worker("0x2", 2000, 2, 4, "m")},
			want:    want{assigned: map[string]string{"a": "0x1"}},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			cfg := DefaultConfig()
			if tc.cfg != nil {
				tc.cfg(&cfg)
			}
			d := planOne(t, cfg, tc.reqs, tc.workers)
			got := map[string]string{}
			for _, a := range d.Assigned {
				got[a.RequestID] = a.WorkerID
			}
			if len(got) != len(tc.want.assigned) {
				t.Fatalf("assigned %v, want %v", got, tc.want.assigned)
			}
			for r, w := range tc.want.assigned {
				if got[r] != w {
					t.Fatalf("assigned %v, want %v", got, tc.want.assigned)
				}
			}
			gotSkip := map[string]SkipReason{}
			for _, s := range d.Skipped {
				gotSkip[s.RequestID] = s.Reason
			}
			if len(gotSkip) != len(tc.want.skipped) {
				t.Fatalf("skipped %v, want %v", gotSkip, tc.want.skipped)
			}
			for r, why := range tc.want.skipped {
				if gotSkip[r] != why {
					t.Fatalf("skipped %v, want %v", gotSkip, tc.want.skipped)
				}
			}
			if len(d.Expired) != len(tc.want.expired) {
				t.Fatalf("expired %v, want %v", d.Expired, tc.want.expired)
			}
		})
	}
}

func TestPlanRetryAfter(t *testing.T) {
	cfg := DefaultConfig()
	cfg.RetryAfter.ProcessingMS = map[string]int64{"default": 2000}
	cfg.RetryAfter.TxConfirmationMS = 100
	cfg.RetryAfter.DefaultDrainRateTPS = 10
	var reqs []Request
	for i := range 12 {
		reqs = append(reqs, req(string(rune('a'+i)), "m", int64(12-i)*1e16, 0))
	}
	d := planOne(t, cfg, reqs, []Worker{worker("0x1", 500, 0, 1, "m")})
	if len(d.Assigned) != 1 || d.Assigned[0].RequestID != "a" {
		t.Fatalf("assigned %+v", d.Assigned)
	}
	// Assigned: (500 est + 100 T) × 1.2 = 720 ms → 1 s.
	if d.Assigned[0].RetryAfterS != 1 {
		t.Errorf("assigned retry %d, want 1", d.Assigned[0].RetryAfterS)
	}
	// Seed 000 §6.1 with D = 10, P = 2000, T = 100: p = 0 → 3 s, p = 1 → 3 s, p = 10 → 4 s.
	for _, c := range []struct {
		pos  int
		want int64
	}{{0, 3}, {1, 3}, {10, 4}} {
		s := d.Skipped[c.pos]
		if s.QueuePosition != c.pos || s.RetryAfterS != c.want {
			t.Errorf("skipped[%d] = %+v, want position %d retry %d", c.pos, s, c.pos, c.want)
		}
	}
	// A measured drain rate of 0 for the model means "unknown": max_seconds, but never
	// past the deadline by more than a second.
	s := &Snapshot{NowMS: 100_000, Requests: reqs[:2], Workers: nil, DrainRateTPS: map[string]float64{"m": 0}}
	d = Plan(s, cfg)
	deadlineS := (reqs[0].DeadlineMS - 100_000) / 1000
	for _, sk := range d.Skipped {
		if sk.RetryAfterS > deadlineS+1 || sk.RetryAfterS < cfg.RetryAfter.MinSeconds {
			t.Errorf("retry %d past the deadline (%d s away)", sk.RetryAfterS, deadlineS)
		}
	}
}

// seedRouting is a case config in seed mode, then f.
func seedRouting(f func(*Config)) func(*Config) {
	return func(c *Config) {
		c.Routing.SeedMode, c.Routing.FailureWeight, c.Routing.FeeFloor = true, 0, false
		if f != nil {
			f(c)
		}
	}
}

// TestFeeNeeded: the fee_below_cost skip says the fee that covers the result gas at the
// safety-adjusted price: 150 000 gas × 10 gwei × 1.5.
func TestFeeNeeded(t *testing.T) {
	d := planOne(t, DefaultConfig(), []Request{req("a", "m", 1e15, 0)}, []Worker{worker("0x1", 100, 0, 4, "m")})
	if len(d.Skipped) != 1 || d.Skipped[0].Reason != ReasonFeeBelowCost {
		t.Fatalf("skipped %+v", d.Skipped)
	}
	needed, ok := new(big.Int).SetString(d.Skipped[0].FeeNeededWei, 10)
	if !ok || needed.Cmp(big.NewInt(2_250_000_000_000_000)) < 0 || needed.Cmp(big.NewInt(2_250_000_000_000_002)) > 0 {
		t.Fatalf("fee_needed_wei = %s, want 2250000000000000 (+ float rounding)", d.Skipped[0].FeeNeededWei)
	}
	r := req("a", "m", 0, 0)
	r.PriorityFeeWei = WeiFromBig(needed)
	if d := planOne(t, DefaultConfig(), []Request{r}, []Worker{worker("0x1", 100, 0, 4, "m")}); len(d.Assigned) != 1 {
		t.Fatalf("the fee needed is not enough: %+v", d.Skipped)
	}
}

func TestCmpFloatIsCmpCompare(t *testing.T) {
	vals := []float64{math.Inf(-1), -1, math.Copysign(0, -1), 0, 1e-300, 1, math.Inf(1), math.NaN()}
	for _, a := range vals {
		for _, b := range vals {
			if got, want := cmpFloat(a, b), cmp.Compare(a, b); got != want {
				t.Errorf("cmpFloat(%v, %v) = %d, cmp.Compare %d", a, b, got, want)
			}
		}
	}
}

// byEstimate is cfg with a route fitting a deadline by its estimate alone, no result's
// block (matching.inclusion_blocks) and no run margin (matching.run_margin) counted:
// the deadlines of the tests that use it are set a few milliseconds around estimates.
func byEstimate(cfg Config) Config {
	cfg.Matching.InclusionBlocks, cfg.Matching.RunMargin = 0, 0
	return cfg
}
