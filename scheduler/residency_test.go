package scheduler

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// cold makes w report model m cold with the given load time and weights.
func cold(w Worker, m string, loadMS, weightsMB int64) Worker {
	if w.WarmModels == nil {
		w.WarmModels = []string{}
		for _, x := range w.Models {
			if x != m {
				w.WarmModels = append(w.WarmModels, x)
			}
		}
	} else {
		w.WarmModels = slices.DeleteFunc(slices.Clone(w.WarmModels), func(x string) bool { return x == m })
	}
	if w.ModelLoadMS == nil {
		w.ModelLoadMS = map[string]int64{}
	}
	w.ModelLoadMS[m] = loadMS
	if weightsMB > 0 {
		if w.ModelMemoryMB == nil {
			w.ModelMemoryMB = map[string]int64{}
		}
		w.ModelMemoryMB[m] = weightsMB
	}
	return w
}

// TestNearDeadlineGoesWarm: a request with 5 s left goes to the slower warm worker, not
// to the faster one that must load the model for 30 s first; with only the cold worker,
// it is deadline_infeasible; with a far deadline and no warm worker it goes cold, its
// estimate, ETA and Retry-After counting the load.
func TestNearDeadlineGoesWarm(t *testing.T) {
	cfg := byEstimate(DefaultConfig())
	cfg.RetryAfter.TxConfirmationMS = 100
	near := req("r", "llama-70b", 1e16, 1000)
	near.DeadlineMS = 100_000 + 5_000
	fastCold := cold(worker("0x1", 100, 0, 4, "llama-70b"), "llama-70b", 30_000, 40_000) // 500 ms + 30 s load
	slowWarm := worker("0x2", 800, 0, 4, "llama-70b")                                    // 4 000 ms

	d := planOne(t, cfg, []Request{near}, []Worker{fastCold, slowWarm})
	if len(d.Assigned) != 1 || d.Assigned[0].WorkerID != "0x2" {
		t.Fatalf("near-deadline request: %+v, want it on the warm worker 0x2", d)
	}
	if got := d.Assigned[0].EstimatedLatencyMS; got != 4000 {
		t.Errorf("warm estimate %v, want 800 × 5", got)
	}

	d = planOne(t, cfg, []Request{near}, []Worker{fastCold})
	if len(d.Skipped) != 1 || d.Skipped[0].Reason != ReasonDeadlineInfeasible {
		t.Fatalf("only a cold worker whose load misses the deadline: %+v, want deadline_infeasible", d)
	}

	far := near
	far.DeadlineMS = 400_000
	d = planOne(t, cfg, []Request{far}, []Worker{fastCold})
	if len(d.Assigned) != 1 || d.Assigned[0].WorkerID != "0x1" {
		t.Fatalf("far deadline, only a cold worker: %+v", d)
	}
	a := d.Assigned[0]
	if a.EstimatedLatencyMS != 30_500 {
		t.Errorf("cold estimate %v, want 500 + 30 000 load", a.EstimatedLatencyMS)
	}
	// ETA = estimate + T; Retry-After = ⌈(30 500 + 100) × 1.2 / 1000⌉ = 37.
	if a.ETAMS != 30_600 || a.RetryAfterS != 37 {
		t.Errorf("cold ETA %d ms, Retry-After %d s; want 30 600 and 37", a.ETAMS, a.RetryAfterS)
	}

	// Without the deadline check the cold route still pays its load in the cost: the
	// warm worker (4 s) beats the cold one (30.5 s).
	cfg.Matching.DeadlineFeasibility = false
	d = planOne(t, cfg, []Request{far}, []Worker{fastCold, slowWarm})
	if len(d.Assigned) != 1 || d.Assigned[0].WorkerID != "0x2" {
		t.Fatalf("cost with the load: %+v, want the warm worker", d)
	}
}

// TestColdRouteBooksWeights: the first request to a cold model needs the weights free
// on top of its own memory and books them once; the next request of the same model on
// that worker books only its own memory; another cold model no longer fits.
func TestColdRouteBooksWeights(t *testing.T) {
	cfg := DefaultConfig()
	w := worker("0x1", 100, 0, 8, "llama-70b", "llama-13b")
	w.FreeMemoryMB = 50_000
	w = cold(w, "llama-70b", 1000, 40_000)
	w = cold(w, "llama-13b", 1000, 20_000)
	reqs := []Request{req("a", "llama-70b", 5e16, 4000), req("b", "llama-70b", 4e16, 4000), req("c", "llama-13b", 3e16, 1000), req("d", "llama-70b", 2e16, 4000)}
	d := planOne(t, cfg, reqs, []Worker{w})
	var got []string
	for _, a := range d.Assigned {
		got = append(got, a.RequestID)
	}
	// a: 40 000 + 4 000 of 50 000; b: 4 000 more (46 000 → 48 000 booked, 2 000 left);
	// c: 20 000 + 1 000 does not fit; d: 4 000 does not fit.
	if !slices.Equal(got, []string{"a", "b"}) {
		t.Fatalf("assigned %v, want [a b]; decision %+v", got, d)
	}
	for i, a := range d.Assigned {
		if a.EstimatedLatencyMS != 100*5+1000 || !a.Cold {
			t.Errorf("%s: estimate %v cold %v, want 1 500 (the load is still ahead), cold", a.RequestID, a.EstimatedLatencyMS, a.Cold)
		}
		if want := []int64{40_000, 0}[i]; a.LoadMB != want {
			t.Errorf("%s: load_mb %d, want %d (the weights once)", a.RequestID, a.LoadMB, want)
		}
	}
	if len(d.Skipped) != 2 || d.Skipped[0].Reason != ReasonNoCapacity {
		t.Fatalf("skipped %+v, want c and d for no_capacity", d.Skipped)
	}

	// Weights larger than the free memory: the cold worker cannot take it at all.
	w.FreeMemoryMB = 30_000
	d = planOne(t, cfg, reqs[:1], []Worker{w})
	if len(d.Assigned) != 0 {
		t.Fatalf("40 GB of weights in 30 GB: %+v", d)
	}
}

// TestTiePrefersWarm: two workers with the same estimate, one of them by a faster P50
// plus a load; the warm one wins even though the cold one has the lower id and the
// larger stake.
func TestTiePrefersWarm(t *testing.T) {
	for _, seed := range []bool{false, true} {
		cfg := DefaultConfig()
		cfg.Routing.SeedMode = seed
		if seed {
			cfg.Routing.FailureWeight, cfg.Routing.FeeFloor = 0, false
		}
		c := cold(worker("0x1", 100, 0, 4, "m"), "m", 400, 0)
		c.ModelLatencyMS = map[string]float64{"m": 100} // 100 + 400 load = 500
		c.StakeWei = NewWei(2e18)
		wm := worker("0x2", 500, 0, 4, "m") // complexity 1: 500
		wm.StakeWei = NewWei(1e18)
		d := planOne(t, cfg, []Request{req("r", "m", 1e16, 0)}, []Worker{c, wm})
		if len(d.Assigned) != 1 || d.Assigned[0].WorkerID != "0x2" {
			t.Fatalf("seed mode %v: %+v, want the warm worker 0x2", seed, d.Assigned)
		}
	}
}

// TestModelLatencyReplacesPrior: a measured P50 replaces avg_latency_ms × complexity
// for its model only.
func TestModelLatencyReplacesPrior(t *testing.T) {
	cfg := DefaultConfig()
	a := worker("0x1", 100, 0, 4, "llama-70b", "gpt-2") // prior: 500 for llama-70b, 30 for gpt-2
	a.ModelLatencyMS = map[string]float64{"llama-70b": 2500}
	b := worker("0x2", 200, 0, 4, "llama-70b", "gpt-2") // 1000, 60
	d := planOne(t, cfg, []Request{req("big", "llama-70b", 1e16, 0), req("small", "gpt-2", 1e16, 0)}, []Worker{a, b})
	got := map[string]Assignment{}
	for _, x := range d.Assigned {
		got[x.RequestID] = x
	}
	if got["big"].WorkerID != "0x2" || got["big"].EstimatedLatencyMS != 1000 {
		t.Errorf("llama-70b: %+v, want 0x2 at 1000 (0x1 measured 2500)", got["big"])
	}
	if got["small"].WorkerID != "0x1" || got["small"].EstimatedLatencyMS != 30 {
		t.Errorf("gpt-2: %+v, want 0x1 at its prior 30", got["small"])
	}
}

// TestAllWarmIsToday: listing every model warm, with load times for them, plans to the
// same bytes as not reporting residency at all.
func TestAllWarmIsToday(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg := genConfig(t)
		s := genSnapshot(t, 60, 20)
		want, _ := json.Marshal(Plan(s, cfg))
		w := *s
		w.Workers = slices.Clone(s.Workers)
		for i := range w.Workers {
			x := &w.Workers[i]
			x.WarmModels = slices.Clone(x.Models)
			x.ModelLoadMS = map[string]int64{x.Models[0]: 60_000}
			x.ModelMemoryMB = map[string]int64{x.Models[0]: 1 << 20}
		}
		if err := w.Validate(); err != nil {
			t.Fatal(err)
		}
		got, _ := json.Marshal(Plan(&w, cfg))
		if !bytes.Equal(got, want) {
			t.Fatalf("all warm differs from no residency:\n%s\n%s", got, want)
		}
	})
}

// genResidency adds residency to some of s's workers.
func genResidency(t *rapid.T, s *Snapshot) {
	for i := range s.Workers {
		w := &s.Workers[i]
		if !rapid.Bool().Draw(t, "reports residency") {
			continue
		}
		w.WarmModels = []string{}
		for _, m := range w.Models {
			if rapid.Bool().Draw(t, "warm") {
				w.WarmModels = append(w.WarmModels, m)
			} else {
				if w.ModelLoadMS == nil {
					w.ModelLoadMS = map[string]int64{}
				}
				w.ModelLoadMS[m] = rapid.SampledFrom([]int64{0, 500, 5_000, 30_000, 120_000}).Draw(t, "load")
			}
			if mb := rapid.SampledFrom([]int64{0, 0, 2_000, 8_000, 40_000}).Draw(t, "weights"); mb > 0 {
				if w.ModelMemoryMB == nil {
					w.ModelMemoryMB = map[string]int64{}
				}
				w.ModelMemoryMB[m] = mb
			}
			if rapid.IntRange(0, 3).Draw(t, "dispatch") == 0 {
				w.DispatchMS = rapid.SampledFrom([]float64{0.5, 12, 250}).Draw(t, "dispatch ms")
			}
			if rapid.Bool().Draw(t, "measured") {
				if w.ModelLatencyMS == nil {
					w.ModelLatencyMS = map[string]float64{}
				}
				w.ModelLatencyMS[m] = rapid.SampledFrom([]float64{0, 40, 100, 420, 3000}).Draw(t, "p50")
			}
		}
	}
}

// TestPlanMatchesReferenceWithResidency: the index plans residency exactly as the
// brute-force reference (load in the estimate, weights booked once, warm on ties; the
// same requests skipped fee_below_cost), and never puts a worker over its memory
// counting the loads.
func TestPlanMatchesReferenceWithResidency(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg := genConfig(t)
		s := genSnapshot(t, 80, 25)
		genResidency(t, s)
		if err := s.Validate(); err != nil {
			t.Fatal(err)
		}
		checkAgainstReference(t, cfg, s)
		d := Plan(s, cfg)
		reqs := map[string]*Request{}
		for i := range s.Requests {
			reqs[s.Requests[i].ID] = &s.Requests[i]
		}
		workers := map[string]*Worker{}
		for i := range s.Workers {
			workers[s.Workers[i].ID] = &s.Workers[i]
		}
		booked := map[string]int64{}
		loading := map[[2]string]bool{}
		for _, a := range d.Assigned {
			r, w := reqs[a.RequestID], workers[a.WorkerID]
			booked[w.ID] += r.RequiredMemoryMB
			if !w.Warm(r.ModelID) {
				if a.EstimatedLatencyMS < float64(w.ModelLoadMS[r.ModelID]) {
					t.Fatalf("%s cold on %s: estimate %v below its load %d", r.ID, w.ID, a.EstimatedLatencyMS, w.ModelLoadMS[r.ModelID])
				}
				if k := [2]string{w.ID, r.ModelID}; !loading[k] {
					loading[k] = true
					booked[w.ID] += w.ModelMemoryMB[r.ModelID]
				}
			}
			if cfg.Matching.DeadlineFeasibility && a.EstimatedLatencyMS > estimateLimitMS(cfg, r, s.NowMS) {
				t.Fatalf("%s on %s misses its deadline", r.ID, w.ID)
			}
		}
		for id, mb := range booked {
			if mb > workers[id].FreeMemoryMB {
				t.Fatalf("worker %s booked %d MB with loads, has %d", id, mb, workers[id].FreeMemoryMB)
			}
		}
		d2 := Plan(shuffled(s, rapid.Uint64().Draw(t, "perm")), cfg)
		b1, _ := d.Marshal()
		b2, _ := d2.Marshal()
		if !bytes.Equal(b1, b2) {
			t.Fatalf("residency plan depends on input order")
		}
	})
}

func TestResidencyRejects(t *testing.T) {
	base := func() Worker {
		w := worker("0x1", 100, 0, 4, "a", "b")
		return w
	}
	cases := []struct {
		name string
		edit func(*Worker)
		want string
	}{
		{"warm not served", func(w *Worker) { w.WarmModels = []string{"a", "z"} }, `warm_models[1]: "z" is not among the worker's models`},
		{"warm twice", func(w *Worker) { w.WarmModels = []string{"a", "a"} }, `warm_models[1]: "a" is listed twice`},
		{"cold without load", func(w *Worker) { w.WarmModels = []string{"a"} }, `model_load_ms: cold model "b" has no load time`},
		{"load not served", func(w *Worker) { w.ModelLoadMS = map[string]int64{"z": 1} }, `model_load_ms["z"]: the worker does not serve this model`},
		{"load negative", func(w *Worker) { w.ModelLoadMS = map[string]int64{"a": -1} }, `model_load_ms["a"]: must be in [0, 86400000], got -1`},
		{"load too long", func(w *Worker) { w.ModelLoadMS = map[string]int64{"a": MaxModelLoadMS + 1} }, `model_load_ms["a"]: must be in [0, 86400000]`},
		{"latency negative", func(w *Worker) { w.ModelLatencyMS = map[string]float64{"b": -3} }, `model_latency_ms["b"]: must be a finite number in [0, 2^53], got -3`},
		{"latency not served", func(w *Worker) { w.ModelLatencyMS = map[string]float64{"z": 3} }, `model_latency_ms["z"]: the worker does not serve this model`},
		{"memory negative", func(w *Worker) { w.ModelMemoryMB = map[string]int64{"a": -1} }, `model_memory_mb["a"]: must be in [0, 2^31-2], got -1`},
		{"memory not served", func(w *Worker) { w.ModelMemoryMB = map[string]int64{"z": 1} }, `model_memory_mb["z"]: the worker does not serve this model`},
		{"dispatch negative", func(w *Worker) { w.DispatchMS = -1 }, `dispatch_ms: must be a finite number in [0, 2^53], got -1`},
	}
	for _, tc := range cases {
		w := base()
		tc.edit(&w)
		s := &Snapshot{NowMS: 1, Workers: []Worker{w}}
		err := s.Validate()
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), `workers[0] (id "0x1")`) {
			t.Errorf("%s: got %v, want %q", tc.name, err, tc.want)
		}
	}
	// All cold with load times is fine; so is all warm with none.
	ok := base()
	ok.WarmModels = []string{}
	ok.ModelLoadMS = map[string]int64{"a": 0, "b": 30_000}
	if err := (&Snapshot{NowMS: 1, Workers: []Worker{ok}}).Validate(); err != nil {
		t.Fatal(err)
	}
}

// TestDecodeResidency: the pinned JSON names, and [] apart from absent.
func TestDecodeResidency(t *testing.T) {
	in := `{"now_ms":1,"workers":[{"id":"0x1","models":["a","b"],"free_memory_mb":1,"active_jobs":0,"max_jobs":1,"avg_latency_ms":1,"stake_wei":"0","completion_rate":1,"completed_jobs":0,"last_heartbeat_ms":0,` +
		`"warm_models":[],"model_load_ms":{"a":30000,"b":1},"model_latency_ms":{"a":420},"model_memory_mb":{"b":9}}]}`
	s, err := DecodeSnapshot(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	w := s.Workers[0]
	if w.WarmModels == nil || len(w.WarmModels) != 0 || w.Warm("a") || w.ModelLoadMS["a"] != 30000 || w.ModelLatencyMS["a"] != 420 || w.ModelMemoryMB["b"] != 9 {
		t.Fatalf("decoded %+v", w)
	}
	out, _ := json.Marshal(w)
	if !strings.Contains(string(out), `"warm_models":[]`) {
		t.Fatalf("an empty warm list must survive encoding: %s", out)
	}
	w.WarmModels = nil
	out, _ = json.Marshal(w)
	if strings.Contains(string(out), "warm_models") {
		t.Fatalf("absent warm list written: %s", out)
	}
}
