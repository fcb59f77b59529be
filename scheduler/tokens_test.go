package scheduler

import (
	"bytes"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// tokenSnapshot is one llama-7b worker that measured decode at decodeTPS (0: none) and
// the given requests.
func tokenSnapshot(decodeTPS int64, reqs ...Request) *Snapshot {
	const now = int64(1_700_000_000_000)
	w := Worker{ID: "0x01", Models: []string{"llama-7b"}, FreeMemoryMB: 80_000, MaxJobs: 8,
		AvgLatencyMS: 500, StakeWei: NewWei(1e18), CompletionRate: 1, CompletedJobs: 100, LastHeartbeatMS: now}
	if decodeTPS > 0 {
		w.Speed = map[string]Speed{"llama-7b": {DecodeTPS: decodeTPS}}
	}
	s := &Snapshot{NowMS: now, GasPriceGwei: 10, Workers: []Worker{w}}
	for i, r := range reqs {
		r.ID = fmt.Sprint(i + 1)
		r.User, r.ModelID, r.PriorityFeeWei = "0xu", "llama-7b", NewWei(1e17)
		r.SubmittedAtMS = now - 1000
		if r.DeadlineMS == 0 {
			r.DeadlineMS = now + 3_600_000
		}
		s.Requests = append(s.Requests, r)
	}
	return s
}

// TestTenThousandTokensCostTheirDecodeTime: a 10 000-token request's estimate, ETA and
// deadline check differ from a 10-token one's by the worker's measured decode rate
// (40 tokens/s: 9 990 tokens are 249 750 ms).
func TestTenThousandTokensCostTheirDecodeTime(t *testing.T) {
	cfg := DefaultConfig()
	plan := func(decode int64, maxTokens uint32, deadlineMS int64) Decision {
		s := tokenSnapshot(decode, Request{MaxTokens: maxTokens})
		if deadlineMS > 0 {
			s.Requests[0].DeadlineMS = s.NowMS + deadlineMS
		}
		if err := s.Validate(); err != nil {
			t.Fatal(err)
		}
		return Plan(s, cfg)
	}
	small, big := plan(40, 10, 0), plan(40, 10_000, 0)
	if len(small.Assigned) != 1 || len(big.Assigned) != 1 {
		t.Fatalf("want both assigned: %+v %+v", small, big)
	}
	if d := big.Assigned[0].EstimatedLatencyMS - small.Assigned[0].EstimatedLatencyMS; d != 249_750 {
		t.Fatalf("estimates differ by %v ms, want 9 990 tokens ÷ 40/s = 249 750", d)
	}
	if small.Assigned[0].EstimatedLatencyMS != 250 {
		t.Fatalf("10 tokens at 40/s: estimate %v ms, want 250", small.Assigned[0].EstimatedLatencyMS)
	}
	if d := big.Assigned[0].ETAMS - small.Assigned[0].ETAMS; d != 249_750 {
		t.Fatalf("ETAs differ by %d ms, want 249 750", d)
	}
	// The deadline check: 200 s is enough for 10 tokens, not for 10 000.
	if d := plan(40, 10, 200_000); len(d.Assigned) != 1 {
		t.Fatalf("10 tokens within 200 s not assigned: %+v", d.Skipped)
	}
	if d := plan(40, 10_000, 200_000); len(d.Skipped) != 1 || d.Skipped[0].Reason != ReasonDeadlineInfeasible {
		t.Fatalf("10 000 tokens at 40/s within 200 s: want deadline_infeasible, got %+v", d)
	}
	// Without a rate the two are one estimate, as before rates existed.
	if a, b := plan(0, 10, 0).Assigned[0].EstimatedLatencyMS, plan(0, 10_000, 0).Assigned[0].EstimatedLatencyMS; a != b {
		t.Fatalf("without a rate the estimates differ: %v, %v", a, b)
	}
}

// TestTranscriptionCountsItsAudio: a transcription that says its audio's size is
// estimated at the worker's audio_bps (40 000 B/s, an R40 number: 960 000 bytes are
// 24 s); one that
// does not, or a worker without the rate, keeps the model's processing_ms.
func TestTranscriptionCountsItsAudio(t *testing.T) {
	cfg := DefaultConfig()
	plan := func(audioBPS, audioBytes int64) float64 {
		s := tokenSnapshot(0, Request{MaxTokens: 100, Task: TaskTranscription, AudioBytes: audioBytes})
		s.Workers[0].Tasks = map[string][]string{"llama-7b": {TaskTranscription}}
		if audioBPS > 0 {
			s.Workers[0].Speed = map[string]Speed{"llama-7b": {AudioBPS: audioBPS}}
		}
		if err := s.Validate(); err != nil {
			t.Fatal(err)
		}
		d := Plan(s, cfg)
		if len(d.Assigned) != 1 {
			t.Fatalf("not assigned: %+v", d.Skipped)
		}
		return d.Assigned[0].EstimatedLatencyMS
	}
	if got := plan(40_000, 960_000); got != 24_000 {
		t.Fatalf("960 000 bytes at 40 000 B/s: estimate %v ms, want 24 000", got)
	}
	if got := plan(40_000, 9_600_000); got != 240_000 {
		t.Fatalf("9 600 000 bytes at 40 000 B/s: estimate %v ms, want 240 000", got)
	}
	p := float64(cfg.RetryAfter.ProcessingFor("llama-7b"))
	if got := plan(40_000, 0); got != p {
		t.Fatalf("no size: estimate %v ms, want processing_ms %v", got, p)
	}
	if a, b := plan(0, 960_000), plan(0, 0); a != b {
		t.Fatalf("without a rate the size changed the estimate: %v, %v", a, b)
	}
}

// TestQuoteCountsTokens: the quote's ETA for 10 000 tokens is 249 750 ms above the one
// for 10 with a worker decoding at 40/s, and equal without a rate.
func TestQuoteCountsTokens(t *testing.T) {
	cfg := DefaultConfig()
	quote := func(decode int64, maxTokens uint32) Quote {
		s := tokenSnapshot(decode)
		return QuoteFor(cfg, QuoteInput{Model: "llama-7b", MaxTokens: maxTokens, NowMS: s.NowMS, GasPriceGwei: 10, Workers: s.Workers, Confirmations: 1})
	}
	if d := quote(40, 10_000).ETAMS - quote(40, 10).ETAMS; d != 249_750 {
		t.Fatalf("quote ETAs differ by %d ms, want 249 750", d)
	}
	if q := quote(40, 10); q.ProcessingMS != 250 {
		t.Fatalf("processing_ms %d, want 250", q.ProcessingMS)
	}
	if a, b := quote(0, 10), quote(0, 10_000); a.ETAMS != b.ETAMS || a.ProcessingMS != 2000 {
		t.Fatalf("without a rate: ETAs %d, %d and P %d, want equal and the nominal 2000", a.ETAMS, b.ETAMS, a.ProcessingMS)
	}
	// The prior counts until a worker measures.
	cfg.Routing.SpeedPrior = map[string]Speed{"llama-7b": {DecodeTPS: 20}}
	if q := quote(0, 1000); q.ProcessingMS != 50_000 {
		t.Fatalf("prior 20/s, 1000 tokens: processing_ms %d, want 50 000", q.ProcessingMS)
	}
	if q := quote(40, 1000); q.ProcessingMS != 25_000 {
		t.Fatalf("measured 40/s beats the prior: processing_ms %d, want 25 000", q.ProcessingMS)
	}
}

// TestQueuedRetryAfterCountsTokens: a request left queued estimates its processing at
// the model's rate, so a long one polls later.
func TestQueuedRetryAfterCountsTokens(t *testing.T) {
	cfg := DefaultConfig()
	s := tokenSnapshot(40, Request{MaxTokens: 10}, Request{MaxTokens: 4000})
	s.Workers[0].ActiveJobs = s.Workers[0].MaxJobs // full: both stay queued
	d := Plan(s, cfg)
	if len(d.Skipped) != 2 {
		t.Fatalf("want both queued, got %+v", d)
	}
	eta := map[string]int64{}
	for _, sk := range d.Skipped {
		eta[sk.RequestID] = sk.ETAMS - int64(sk.QueuePosition)*100 // the queue wait at 10/s
	}
	if diff := eta["2"] - eta["1"]; diff != 3990*25 {
		t.Fatalf("queued ETAs differ by %d ms, want 3 990 tokens × 25 ms", diff)
	}
}

func TestPriorRatesAWorkerThatMeasuredNothing(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Routing.SpeedPrior = map[string]Speed{"llama-7b": {DecodeTPS: 100, PrefillTPS: 1000}}
	s := tokenSnapshot(0, Request{MaxTokens: 1000, Task: TaskChat, PromptTokens: 500})
	d := Plan(s, cfg)
	if len(d.Assigned) != 1 || d.Assigned[0].EstimatedLatencyMS != 10_000+500 {
		t.Fatalf("prior 100/s decode, 1000/s prefill: want 10 500 ms, got %+v", d)
	}
	// Seed mode plans as the seed: no rates.
	cfg.Routing.SeedMode, cfg.Routing.FailureWeight, cfg.Routing.FeeFloor = true, 0, false
	if d := Plan(s, cfg); d.Assigned[0].EstimatedLatencyMS != 500 {
		t.Fatalf("seed mode counts the rates: %v", d.Assigned[0].EstimatedLatencyMS)
	}
}

// TestTasksRouteAndSkip: a request goes only to a worker that serves its model for its
// task; a task nobody serves is skipped as no_worker_for_task, a model nobody serves
// as no_worker.
func TestTasksRouteAndSkip(t *testing.T) {
	cfg := DefaultConfig()
	s := tokenSnapshot(0,
		Request{MaxTokens: 10},                          // plain: chat or completion
		Request{MaxTokens: 10, Task: TaskEmbedding},     // only 0x02
		Request{MaxTokens: 10, Task: TaskImage},         // nobody
		Request{MaxTokens: 10, Task: TaskCompletion},    // only 0x01
		Request{MaxTokens: 10, Task: TaskTranscription}, // nobody
	)
	fast := s.Workers[0]
	fast.ID, fast.AvgLatencyMS = "0x02", 1 // faster: wins whatever it serves
	fast.Tasks = map[string][]string{"llama-7b": {TaskEmbedding}}
	s.Workers = append(s.Workers, fast)
	s.Requests = append(s.Requests, Request{ID: "6", User: "0xu", ModelID: "gpt-2", MaxTokens: 1, PriorityFeeWei: NewWei(1e17),
		SubmittedAtMS: s.NowMS, DeadlineMS: s.NowMS + 60_000})
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	d := Plan(s, cfg)
	got := map[string]string{}
	for _, a := range d.Assigned {
		got[a.RequestID] = a.WorkerID
	}
	for _, sk := range d.Skipped {
		got[sk.RequestID] = string(sk.Reason)
	}
	want := map[string]string{"1": "0x01", "2": "0x02", "3": "no_worker_for_task", "4": "0x01", "5": "no_worker_for_task", "6": "no_worker"}
	for id, w := range want {
		if got[id] != w {
			t.Errorf("request %s: got %q, want %q", id, got[id], w)
		}
	}
}

func TestValidateTasksAndSpeed(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(s *Snapshot)
		want string
	}{
		{"unknown task", func(s *Snapshot) { s.Workers[0].Tasks = map[string][]string{"llama-7b": {"sing"}} }, `tasks["llama-7b"][0]: "sing" is not a task`},
		{"task order", func(s *Snapshot) {
			s.Workers[0].Tasks = map[string][]string{"llama-7b": {TaskImage, TaskChat}}
		}, `tasks["llama-7b"][1]: "chat" is out of order or repeated`},
		{"task of a model not served", func(s *Snapshot) { s.Workers[0].Tasks = map[string][]string{"gpt-2": {TaskChat}} }, `tasks["gpt-2"]: the worker does not serve`},
		{"empty task list", func(s *Snapshot) { s.Workers[0].Tasks = map[string][]string{"llama-7b": {}} }, "must list at least one task"},
		{"negative rate", func(s *Snapshot) { s.Workers[0].Speed = map[string]Speed{"llama-7b": {DecodeTPS: -1}} }, `speed["llama-7b"].decode_tps: must be in [0, 2^40]`},
		{"empty speed", func(s *Snapshot) { s.Workers[0].Speed = map[string]Speed{"llama-7b": {}} }, "must have a rate"},
		{"request task", func(s *Snapshot) { s.Requests[0].Task = "sing" }, `requests[0] (id "1").task: "sing" is not a task`},
		{"prompt tokens", func(s *Snapshot) { s.Requests[0].PromptTokens = -3 }, "prompt_tokens: must be in [0, 2^32]"},
		{"steps", func(s *Snapshot) { s.Requests[0].Steps = MaxSteps + 1 }, "steps: must be in [0, 65536]"},
		{"audio bytes", func(s *Snapshot) { s.Requests[0].AudioBytes = -1 }, "audio_bytes: must be in [0, 2^32]"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := tokenSnapshot(40, Request{MaxTokens: 1})
			tc.edit(s)
			err := s.Validate()
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want %q", err, tc.want)
			}
		})
	}
	cfg := DefaultConfig()
	cfg.Routing.SpeedPrior = map[string]Speed{"llama-7b": {}, "gpt-2": {PrefillTPS: -2}}
	err := cfg.Validate()
	for _, want := range []string{"routing.speed_prior.llama-7b: must set at least one rate", "routing.speed_prior.gpt-2: prefill_tps: must be in [0, 2^40]"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("config: got %v, want %q", err, want)
		}
	}
}

func TestR40Floor(t *testing.T) {
	for _, tc := range []struct {
		v    int64
		want float64
	}{{0, 0}, {1, 1}, {7, 6.7}, {10, 10}, {39, 37.5}, {40, 40}, {41, 40}, {42, 40}, {43, 42.5}, {99, 95}, {800, 800},
		{870, 850}, {1000, 1000}, {1234, 1180}, {25_000_000, 25_000_000}, {MaxRate, 1_060_000_000_000}} {
		if got := r40Floor(tc.v); got != tc.want {
			t.Errorf("r40Floor(%d) = %v, want %v", tc.v, got, tc.want)
		}
	}
	// Never above the rate, never more than 7 % below it (the widest R40 step, 1.40 to 1.50, is 7.1 %).
	for v := int64(1); v < 100_000; v += 7 {
		if f := r40Floor(v); f > float64(v) || f*1.0715 < float64(v) {
			t.Fatalf("r40Floor(%d) = %v", v, f)
		}
	}
}

// genTokenSnapshot is genSnapshot with tasks and rates: workers serve some models for
// some tasks, some measured some rates, requests are of every task with prompts and
// steps, and the config may hold priors.
func genTokenSnapshot(t *rapid.T, cfg *Config, maxReq, maxWork int) *Snapshot {
	s := genSnapshot(t, maxReq, maxWork)
	taskSets := [][]string{nil, {TaskChat}, {TaskCompletion}, {TaskChat, TaskCompletion, TaskEmbedding}, {TaskEmbedding}, {TaskImage}, Tasks()}
	for i := range s.Workers {
		w := &s.Workers[i]
		for _, m := range w.Models {
			if ts := rapid.SampledFrom(taskSets).Draw(t, "tasks"); ts != nil {
				if w.Tasks == nil {
					w.Tasks = map[string][]string{}
				}
				w.Tasks[m] = ts
			}
			if rapid.IntRange(0, 2).Draw(t, "rated") > 0 {
				sp := Speed{
					DecodeTPS:   rapid.SampledFrom([]int64{0, 7, 40, 41, 100, 1000}).Draw(t, "decode"),
					PrefillTPS:  rapid.SampledFrom([]int64{0, 500, 4000}).Draw(t, "prefill"),
					StepsPerMin: rapid.SampledFrom([]int64{0, 12, 600}).Draw(t, "steps"),
					AudioBPS:    rapid.SampledFrom([]int64{0, 32_000, 640_000}).Draw(t, "audio"),
				}
				if !sp.zero() {
					if w.Speed == nil {
						w.Speed = map[string]Speed{}
					}
					w.Speed[m] = sp
				}
			}
		}
	}
	for i := range s.Requests {
		r := &s.Requests[i]
		r.Task = rapid.SampledFrom([]string{"", "", TaskChat, TaskCompletion, TaskEmbedding, TaskImage, TaskTranscription}).Draw(t, "task")
		r.MaxTokens = uint32(rapid.SampledFrom([]int{1, 16, 256, 4096}).Draw(t, "max_tokens"))
		if r.Task != "" {
			r.PromptTokens = rapid.SampledFrom([]int64{0, 10, 3000}).Draw(t, "prompt_tokens")
		}
		if r.Task == TaskImage {
			r.Steps = rapid.SampledFrom([]int64{0, 4, 50}).Draw(t, "img_steps")
		}
		if r.Task == TaskTranscription {
			r.AudioBytes = rapid.SampledFrom([]int64{0, 64_000, 9_600_000}).Draw(t, "audio_bytes")
		}
	}
	if !cfg.Routing.SeedMode && rapid.Bool().Draw(t, "prior") {
		cfg.Routing.SpeedPrior = map[string]Speed{testModels[0]: {DecodeTPS: 30}, testModels[1]: {PrefillTPS: 2000, StepsPerMin: 60}}
	}
	return s
}

// TestPlanMatchesReferenceWithTasksAndRates: the classes' search chooses exactly as the
// O(N·M) reference that checks every worker's tasks and prices every route with the
// request's work at the worker's planned rates.
func TestPlanMatchesReferenceWithTasksAndRates(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg := genConfig(t)
		s := genTokenSnapshot(t, &cfg, 80, 25)
		if err := s.Validate(); err != nil {
			t.Fatal(err)
		}
		checkAgainstReference(t, cfg, s)
	})
}

// TestRunningJobsSlowATightRoute: a request whose work fits its deadline by 3 % goes to
// the idle worker rather than to the busy one the tie would pick (the larger stake),
// since three running jobs at 5 % each would make it late; to the less busy one when
// neither fits so slowed; without the slowdown, or when both are as busy, to the
// tie's worker.
func TestRunningJobsSlowATightRoute(t *testing.T) {
	const now = int64(1_700_000_000_000)
	snap := func(idleActive int) *Snapshot {
		w := func(id string, stake int64, active int) Worker {
			return Worker{ID: id, Models: []string{"llama-70b"}, FreeMemoryMB: 80_000, ActiveJobs: active, MaxJobs: 4,
				AvgLatencyMS: 100, StakeWei: NewWei(stake), CompletionRate: 1, CompletedJobs: 100, LastHeartbeatMS: now,
				Speed: map[string]Speed{"llama-70b": {DecodeTPS: 38}}}
		}
		// 256 tokens at 37.5 tokens/s (38 as the plan prices it): 6 827 ms.
		return &Snapshot{NowMS: now, GasPriceGwei: 1,
			Workers: []Worker{w("0x01", 2e18, 3), w("0x02", 1e18, idleActive)},
			Requests: []Request{{ID: "r", User: "0xu", ModelID: "llama-70b", MaxTokens: 256, PriorityFeeWei: NewWei(1e17),
				SubmittedAtMS: now - 2000, DeadlineMS: now + 7_030}}}
	}
	for _, tc := range []struct {
		name       string
		slowdown   float64
		idleActive int
		want       string
	}{
		{"slowed, one idle worker", 0.05, 0, "0x02"},
		{"not counted", 0, 0, "0x01"},
		{"neither fits slowed: the less busy", 0.05, 1, "0x02"},
		{"every worker as busy", 0.05, 3, "0x01"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := byEstimate(DefaultConfig())
			cfg.Matching.RunningJobSlowdown = tc.slowdown
			s := snap(tc.idleActive)
			if err := s.Validate(); err != nil {
				t.Fatal(err)
			}
			d := Plan(s, cfg)
			if len(d.Assigned) != 1 || d.Assigned[0].WorkerID != tc.want {
				t.Fatalf("want r on %s, got %+v (skipped %+v)", tc.want, d.Assigned, d.Skipped)
			}
		})
	}
}

// genBusySnapshot is one model's timed workers, some running jobs, and requests whose
// deadlines their work at the slowest rate fits by seconds or misses by 10 or 20 %.
func genBusySnapshot(t *rapid.T) *Snapshot {
	const now = int64(1_700_000_000_000)
	s := &Snapshot{NowMS: now, GasPriceGwei: rapid.SampledFrom([]float64{1, 30}).Draw(t, "gas")}
	for i := range rapid.IntRange(1, 12).Draw(t, "nwork") {
		s.Workers = append(s.Workers, Worker{ID: fmt.Sprintf("0x%02x", i), Models: []string{testModels[0]},
			FreeMemoryMB: 80_000, ActiveJobs: rapid.IntRange(0, 3).Draw(t, "active"), MaxJobs: 4,
			AvgLatencyMS: 100, StakeWei: NewWei(rapid.SampledFrom([]int64{1e18, 2e18}).Draw(t, "stake")),
			CompletionRate: 1, CompletedJobs: 100, LastHeartbeatMS: now,
			DispatchMS: rapid.SampledFrom([]float64{0, 40, 300}).Draw(t, "dispatch"),
			BatchMax:   rapid.SampledFrom([]int{0, 8}).Draw(t, "batchmax"),
			Speed:      map[string]Speed{testModels[0]: {DecodeTPS: rapid.SampledFrom([]int64{38, 41, 100}).Draw(t, "decode")}}})
	}
	for i := range rapid.IntRange(1, 10).Draw(t, "nreq") {
		// The deadline is the work at 37.5 tokens/s (decode 38 as the plan prices it),
		// a little more.
		tokens := rapid.SampledFrom([]int{16, 256, 1024}).Draw(t, "max_tokens")
		slack := rapid.SampledFrom([]float64{0.8, 0.9, 1.01, 1.04, 1.08, 1.2}).Draw(t, "slack")
		s.Requests = append(s.Requests, Request{ID: fmt.Sprintf("r%03d", i), User: "0xu", ModelID: testModels[0],
			MaxTokens: uint32(tokens), PriorityFeeWei: NewWei(rapid.SampledFrom([]int64{1e16, 1e17}).Draw(t, "fee")),
			SubmittedAtMS: now - 2000, DeadlineMS: now + int64(float64(tokens)*1000/37.5*slack) + 300,
			Batchable: rapid.Bool().Draw(t, "batchable")})
	}
	return s
}

// TestPlanMatchesReferenceWithRunningJobs: with deadlines that the work fits by 1 to
// 20 %, so that many routes fit only before their worker's running jobs are counted,
// the plan gives way to the next routes exactly as the reference does.
func TestPlanMatchesReferenceWithRunningJobs(t *testing.T) {
	checkBusyAgainstReference(t, "took a later route for a worker's running jobs",
		func(t *rapid.T, cfg *Config) {
			cfg.Matching.RunningJobSlowdown = rapid.SampledFrom([]float64{0.05, 0.1, 0.5}).Draw(t, "slowdown")
		},
		func(took refTook) bool { return took.gaveWay > 0 })
}

// TestPlanMatchesReferenceWithStretch: with deadlines that the work at the slowest rate
// misses by 10 or 20 % as often as it fits, the plan takes a route within the deadline's
// stretch exactly where the reference does: only when no route fits in time, and under
// fair share only in its second pass.
func TestPlanMatchesReferenceWithStretch(t *testing.T) {
	checkBusyAgainstReference(t, "took a route within the deadline's stretch",
		func(t *rapid.T, cfg *Config) {
			cfg.Matching.DeadlineStretch = rapid.SampledFrom([]float64{0.05, 0.2, 1}).Draw(t, "stretch")
		},
		func(took refTook) bool { return took.stretched > 0 })
}

// checkBusyAgainstReference holds the plan to the reference on genBusySnapshot's
// snapshots, with deadlines checked outside seed mode (which prices no rates) and the
// configuration drawn then set by configure; it fails unless at least one snapshot in
// 20 took what took reports, since the property is only worth its name if the
// reference often took that route.
func checkBusyAgainstReference(t *testing.T, what string, configure func(*rapid.T, *Config), took func(refTook) bool) {
	var hits, checked int
	rapid.Check(t, func(t *rapid.T) {
		cfg := genConfig(t)
		cfg.Matching.DeadlineFeasibility, cfg.Routing.SeedMode = true, false
		configure(t, &cfg)
		s := genBusySnapshot(t)
		if err := s.Validate(); err != nil {
			t.Fatal(err)
		}
		checked++
		if took(checkAgainstReference(t, cfg, s)) {
			hits++
		}
	})
	if hits*20 < checked {
		t.Fatalf("only %d of %d snapshots %s", hits, checked, what)
	}
}

// TestStretchedDeadline: a request no route fits in time takes the cheapest within
// matching.deadline_stretch, and is set aside as deadline_infeasible without it or
// beyond it; a route that fits comes first, and under fair share a worker past its share
// that fits comes before an idle one that fits only stretched.
func TestStretchedDeadline(t *testing.T) {
	const now = int64(1_700_000_000_000)
	w := func(id string, decode int64, active int) Worker { return ratedWorker(id, now, decode, active, 4) }
	// 256 tokens: 6 827 ms at decode 38 (37.5 tokens/s as the plan prices it), 2 560 ms
	// at 100.
	slow, fast := w("0x01", 38, 0), w("0x02", 100, 0)
	busyFast := w("0x02", 100, 2)
	// An open batch of three makes the slow worker's route the cheaper one for a
	// batchable request when a second is worth nothing.
	batchSlow := w("0x01", 38, 3)
	batchSlow.BatchMax, batchSlow.OpenBatch = 8, map[string]int{"llama-70b": 3}
	for _, tc := range []struct {
		name       string
		workers    []Worker
		deadlineMS int64
		stretch    float64
		fair       bool
		batch      bool   // a batchable request, batching at any queue, time worth nothing
		want       string // the worker, or "" for deadline_infeasible
	}{
		{"misses by 12 %: taken within 20 %", []Worker{slow}, 6_100, 0.2, false, false, "0x01"},
		{"no stretch: set aside", []Worker{slow}, 6_100, 0, false, false, ""},
		{"misses by 37 %: beyond the stretch", []Worker{slow}, 5_000, 0.2, false, false, ""},
		{"a route that fits first", []Worker{slow, fast}, 6_100, 0.2, false, false, "0x02"},
		{"fair share: past its share, in time", []Worker{slow, busyFast}, 6_100, 0.2, true, false, "0x02"},
		{"the cheaper batch misses: the route in time", []Worker{batchSlow, fast}, 6_100, 0.2, false, true, "0x02"},
		{"the cheaper batch fits", []Worker{batchSlow, fast}, 8_000, 0.2, false, true, "0x01"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := byEstimate(DefaultConfig())
			cfg.Matching.DeadlineStretch, cfg.Matching.FairShare = tc.stretch, tc.fair
			if tc.batch {
				cfg.Routing.TimeValue, cfg.Matching.BatchingMinQueue = 0, 0
			}
			checkTightRoute(t, cfg, now, tc.workers, tc.deadlineMS, tc.batch, tc.want)
		})
	}
}

// checkTightRoute plans one 256-token llama-70b completion r (a 0.1 ETH fee, seen 2 s
// ago) with leftMS to its deadline on workers under cfg, and checks that r went to
// want, or was set aside as deadline_infeasible when want is "".
func checkTightRoute(t *testing.T, cfg Config, now int64, workers []Worker, leftMS int64, batchable bool, want string) {
	t.Helper()
	if err := cfg.Validate(); err != nil {
		t.Fatal(err)
	}
	s := &Snapshot{NowMS: now, GasPriceGwei: 1, Workers: slices.Clone(workers),
		Requests: []Request{{ID: "r", User: "0xu", ModelID: "llama-70b", MaxTokens: 256, PriorityFeeWei: NewWei(1e17),
			SubmittedAtMS: now - 2000, DeadlineMS: now + leftMS, Batchable: batchable}}}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	d := Plan(s, cfg)
	if want == "" {
		if len(d.Assigned) != 0 || len(d.Skipped) != 1 || d.Skipped[0].Reason != ReasonDeadlineInfeasible {
			t.Fatalf("want r set aside as deadline_infeasible, got %+v (skipped %+v)", d.Assigned, d.Skipped)
		}
		return
	}
	if len(d.Assigned) != 1 || d.Assigned[0].WorkerID != want {
		t.Fatalf("want r on %s, got %+v (skipped %+v)", want, d.Assigned, d.Skipped)
	}
}

// TestTokenPlanIsOrderIndependent: with classes, the same snapshot in any order gives
// the same bytes.
func TestTokenPlanIsOrderIndependent(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg := genConfig(t)
		s := genTokenSnapshot(t, &cfg, 60, 20)
		d1, d2 := Plan(s, cfg), Plan(shuffled(s, rapid.Uint64().Draw(t, "perm")), cfg)
		b1, _ := d1.Marshal()
		b2, _ := d2.Marshal()
		if !bytes.Equal(b1, b2) {
			t.Fatalf("decision depends on input order:\n%s\n%s", b1, b2)
		}
	})
}

// TestDefaultTasksPlanAsAbsent: a worker that lists chat and completion for its models
// plans exactly as one that lists nothing (the old heartbeat), bytes and all.
func TestDefaultTasksPlanAsAbsent(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg := genConfig(t)
		s := genSnapshot(t, 60, 20)
		d1 := Plan(s, cfg)
		b1, _ := d1.Marshal()
		c := *s
		c.Workers = append([]Worker(nil), s.Workers...)
		for i := range c.Workers {
			c.Workers[i].Tasks = map[string][]string{}
			for _, m := range c.Workers[i].Models {
				c.Workers[i].Tasks[m] = []string{TaskChat, TaskCompletion}
			}
		}
		d2 := Plan(&c, cfg)
		b2, _ := d2.Marshal()
		if !bytes.Equal(b1, b2) {
			t.Fatalf("explicit default tasks plan differently:\n%s\n%s", b1, b2)
		}
	})
}

// TestBatchedEstimateCountsTheWorkersHold: a batched result reaches its block up to the
// worker's batch_max_wait_ms after its run, so an estimate from the worker's rates adds
// it (and the ETA with it); a result not batched, a worker that does not say its wait,
// and an estimate that is a measured latency to the result's block do not.
func TestBatchedEstimateCountsTheWorkersHold(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Matching.BatchingMinQueue, cfg.Routing.BatchingMinGasGwei = 1, 0
	plan := func(decode, waitMS int64, batchable bool) Assignment {
		t.Helper()
		s := tokenSnapshot(decode, Request{MaxTokens: 10, Batchable: batchable})
		s.Workers[0].BatchMax, s.Workers[0].BatchMaxWaitMS = 8, waitMS
		if err := s.Validate(); err != nil {
			t.Fatal(err)
		}
		d := Plan(s, cfg)
		if len(d.Assigned) != 1 {
			t.Fatalf("decode %d wait %d batchable %v: %+v", decode, waitMS, batchable, d)
		}
		if a := d.Assigned[0]; a.Batched != batchable && !cfg.Routing.SeedMode { // seed mode batches by share
			t.Fatalf("batchable %v planned batched %v", batchable, a.Batched)
		}
		if a, r := d.Assigned[0], &s.Requests[0]; a.EstimatedLatencyMS != EstimateMS(&cfg, &s.Workers[0], r)+map[bool]float64{true: BatchHoldMS(&cfg, &s.Workers[0], r)}[a.Batched] {
			t.Fatalf("the plan's estimate %v is not EstimateMS (+ BatchHoldMS when batched)", a.EstimatedLatencyMS)
		}
		return d.Assigned[0]
	}
	held, alone, unsaid := plan(40, 3000, true), plan(40, 3000, false), plan(40, 0, true)
	if held.EstimatedLatencyMS != 250+3000 || held.ETAMS-unsaid.ETAMS != 3000 {
		t.Fatalf("batched at 40/s with a 3 s hold: estimate %v ms, ETA %d ms (%d without the hold); want 3 250 and 3 000 more",
			held.EstimatedLatencyMS, held.ETAMS, unsaid.ETAMS)
	}
	if alone.EstimatedLatencyMS != 250 || unsaid.EstimatedLatencyMS != 250 {
		t.Fatalf("not batched %v ms, no hold said %v ms: want the run's 250", alone.EstimatedLatencyMS, unsaid.EstimatedLatencyMS)
	}
	if a, b := plan(0, 3000, true), plan(0, 0, true); a.EstimatedLatencyMS != b.EstimatedLatencyMS {
		t.Fatalf("a measured latency counted the hold: %v against %v", a.EstimatedLatencyMS, b.EstimatedLatencyMS)
	}
	cfg.Routing.SeedMode = true
	s := tokenSnapshot(40, Request{MaxTokens: 10, Batchable: true})
	s.Workers[0].BatchMax, s.Workers[0].BatchMaxWaitMS = 8, 3000
	if h := BatchHoldMS(&cfg, &s.Workers[0], &s.Requests[0]); h != 0 {
		t.Fatalf("seed mode holds %v ms", h)
	}
	if a, b := plan(40, 3000, true), plan(40, 0, true); a.EstimatedLatencyMS != b.EstimatedLatencyMS {
		t.Fatalf("seed mode counted the hold: %v against %v", a.EstimatedLatencyMS, b.EstimatedLatencyMS)
	}
}

// LiveModelRates: per model, the median of its live workers' rates (the prior for a
// rate none reports) and of the batch waits of those that batch, the wait counted at
// half for the share of them holding an open batch; a stale worker does not count.
// ProcessingMS adds the hold to a batchable request counted from rates.
func TestLiveModelRates(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Routing.SpeedPrior = map[string]Speed{"m": {PrefillTPS: 1000}}
	const now = 1_000_000
	ws := []Worker{
		{ID: "a", Models: []string{"m"}, LastHeartbeatMS: now, Speed: map[string]Speed{"m": {DecodeTPS: 50}}, BatchMax: 8, BatchMaxWaitMS: 3000,
			OpenBatch: map[string]int{"m": 2}},
		{ID: "b", Models: []string{"m", "n"}, LastHeartbeatMS: now, Speed: map[string]Speed{"m": {DecodeTPS: 100}}},
		{ID: "c", Models: []string{"m"}, LastHeartbeatMS: now, Speed: map[string]Speed{"m": {DecodeTPS: 200}}, BatchMax: 4, BatchMaxWaitMS: 1000},
		{ID: "stale", Models: []string{"m"}, LastHeartbeatMS: now - 10*60_000, Speed: map[string]Speed{"m": {DecodeTPS: 1}}},
	}
	rs := LiveModelRates(&cfg, ws, now)
	m := rs["m"]
	// Holds: the median wait of a and c is 1000 ms; one of the two holds an open batch:
	// 1000 × (1 − ½·½) = 750.
	if m.Speed != (Speed{DecodeTPS: 100, PrefillTPS: 1000}) || m.BatchHoldMS != 750 {
		t.Fatalf("m: %+v, want decode 100 (median of 50, 100, 200), prefill 1000 (prior), hold 750", m)
	}
	if n, ok := rs["n"]; !ok || n.Speed != (Speed{}) || n.BatchHoldMS != 0 {
		t.Fatalf("n: %+v %v, want served without rates", n, ok)
	}
	r := Request{ModelID: "m", Task: TaskChat, MaxTokens: 300, PromptTokens: 500}
	if got := m.ProcessingMS(&cfg, &r); got != 3000+500 {
		t.Errorf("ProcessingMS %d, want 3500 (300 tokens at 100/s, 500 at 1000/s)", got)
	}
	r.Batchable = true
	if got := m.ProcessingMS(&cfg, &r); got != 3500+750 {
		t.Errorf("batchable: ProcessingMS %d, want 4250 with the hold", got)
	}
	if got := rs["n"].ProcessingMS(&cfg, &Request{ModelID: "n", MaxTokens: 300, Batchable: true}); got != cfg.RetryAfter.ProcessingFor("n") {
		t.Errorf("no rates: ProcessingMS %d, want processing_ms", got)
	}
	// The send window: the batchable request's work alone, up to the whole median wait
	// after it; the others are sent at their ProcessingMS.
	if lo, hi := m.SendWindowMS(&cfg, &r); m.BatchWaitMS != 1000 || lo != 3500 || hi != 4500 {
		t.Errorf("batchable: SendWindowMS [%d, %d] (wait %d), want [3500, 4500]", lo, hi, m.BatchWaitMS)
	}
	r.Batchable = false
	if lo, hi := m.SendWindowMS(&cfg, &r); lo != 3500 || hi != 3500 {
		t.Errorf("not batchable: SendWindowMS [%d, %d], want [3500, 3500]", lo, hi)
	}
	n := Request{ModelID: "n", MaxTokens: 300, Batchable: true}
	if lo, hi := rs["n"].SendWindowMS(&cfg, &n); lo != cfg.RetryAfter.ProcessingFor("n") || hi != lo {
		t.Errorf("no rates: SendWindowMS [%d, %d], want processing_ms twice", lo, hi)
	}
	seed := cfg
	seed.Routing.SeedMode = true
	r.Batchable = true
	if lo, hi := m.SendWindowMS(&seed, &r); lo != hi {
		t.Errorf("seed mode: SendWindowMS [%d, %d], want no hold counted", lo, hi)
	}
}

// LiveModelRates counts the rates of the workers that could start a request now: a
// full worker or one without the model loaded is passed over while any ready worker
// reports a rate; with none ready, every live worker counts. A fleet of a few fast
// GPUs idle and many slow ones busy told a confirming requester the slow ones' time.
func TestLiveModelRatesCountTheReadyWorkers(t *testing.T) {
	cfg := DefaultConfig()
	const now = 1_000_000
	worker := func(id string, tps int64, active int, warm []string) Worker {
		return Worker{ID: id, Models: []string{"m", "other"}, LastHeartbeatMS: now, MaxJobs: 2, ActiveJobs: active, WarmModels: warm,
			Speed: map[string]Speed{"m": {DecodeTPS: tps}}}
	}
	ws := []Worker{
		worker("fast1", 120, 0, []string{"m"}),
		worker("fast2", 110, 1, nil),
		worker("fast3", 100, 0, []string{"m"}),
		worker("full1", 20, 2, []string{"m"}),
		worker("full2", 15, 2, []string{"m"}),
		worker("cold1", 10, 0, []string{"other"}),
		worker("cold2", 12, 0, []string{"other"}),
	}
	if got := LiveModelRates(&cfg, ws, now)["m"].Speed.DecodeTPS; got != 110 {
		t.Fatalf("decode %d, want 110: the median of the three ready workers", got)
	}
	for i := range 3 {
		ws[i].ActiveJobs = 2
	}
	if got := LiveModelRates(&cfg, ws, now)["m"].Speed.DecodeTPS; got != 20 {
		t.Fatalf("none ready: decode %d, want 20, the median of all seven", got)
	}
}

// TestInclusionBlocks: a route fits a deadline when its work ends in time for its
// result's block, matching.inclusion_blocks × retry_after.block_ms before the deadline.
// A 256-token completion is 6 827 ms of work on a worker decoding 38 tokens a second:
// with 7.5 s left it fits without the key (records written before it) and with half a
// 1 s block counted, and not with a whole one, when it is set aside (no stretch). A
// worker decoding 100 tokens a second that runs three jobs, each slowing it by 10 %,
// does the same completion in 2 560 ms, 3 328 ms slowed; an idle one decoding 90 in
// 2 845 ms: with 4.2 s left both fit slowed and the cheaper, faster one is taken, but
// with a block counted only the idle one fits slowed, and takes it. Seed mode counts
// no block: there a worker's latency (100 ms) is its estimate, and fits in 1 s.
func TestInclusionBlocks(t *testing.T) {
	const now = int64(1_700_000_000_000)
	slow := ratedWorker("0xslow", now, 38, 0, 4)
	busyFast, idle := ratedWorker("0xbusy", now, 100, 3, 4), ratedWorker("0xidle", now, 90, 0, 4)
	for _, tc := range []struct {
		name    string
		workers []Worker
		leftMS  int64
		blocks  float64
		seed    bool
		want    string // the worker, or "" for deadline_infeasible
	}{
		{"fits without the block", []Worker{slow}, 7_500, 0, false, "0xslow"},
		{"misses its block", []Worker{slow}, 7_500, 1, false, ""},
		{"half a block: fits", []Worker{slow}, 7_500, 0.5, false, "0xslow"},
		{"seed mode counts no block", []Worker{slow}, 1_000, 1, true, "0xslow"},
		{"the busy worker fits slowed", []Worker{busyFast, idle}, 4_200, 0, false, "0xbusy"},
		{"with the block only the idle one fits slowed", []Worker{busyFast, idle}, 4_200, 1, false, "0xidle"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := DefaultConfig()
			cfg.Matching.DeadlineStretch, cfg.Matching.RunningJobSlowdown, cfg.Matching.RunMargin = 0, 0.1, 0
			cfg.Matching.InclusionBlocks, cfg.RetryAfter.BlockMS = tc.blocks, 1_000
			if tc.seed {
				cfg.Routing.SeedMode, cfg.Routing.FailureWeight, cfg.Routing.FeeFloor = true, 0, false
			}
			checkTightRoute(t, cfg, now, tc.workers, tc.leftMS, false, tc.want)
		})
	}
}

// TestInclusionBlocksIsChecked: a negative or unbounded count is refused by name.
func TestInclusionBlocksIsChecked(t *testing.T) {
	for _, v := range []float64{-1, MaxInclusionBlocks + 1, math.NaN(), math.Inf(1)} {
		cfg := DefaultConfig()
		cfg.Matching.InclusionBlocks = v
		if err := cfg.Validate(); err == nil || !strings.Contains(err.Error(), "matching.inclusion_blocks") {
			t.Errorf("inclusion_blocks %v: got %v, want an error naming matching.inclusion_blocks", v, err)
		}
	}
}

// TestRunMargin: a 256-token completion on a worker decoding 100 tokens a second that
// runs three jobs (5 % slower each) is 2 560 ms of work, 2 944 ms slowed; on an idle
// one decoding 90, 2 845 ms. With 3.15 s left both fit slowed and the cheaper, faster
// one is taken; with run_margin 0.1 (a run counted at a tenth more than its work) the
// busy one, at 3 200 ms, does not fit and the idle one, at 3 129 ms, does.
func TestRunMargin(t *testing.T) {
	const now = int64(1_700_000_000_000)
	workers := []Worker{ratedWorker("0xbusy", now, 100, 3, 4), ratedWorker("0xidle", now, 90, 0, 4)}
	for _, tc := range []struct {
		margin float64
		want   string
	}{{0, "0xbusy"}, {0.1, "0xidle"}} {
		t.Run(fmt.Sprintf("run_margin %g", tc.margin), func(t *testing.T) {
			cfg := DefaultConfig()
			cfg.Matching.DeadlineStretch, cfg.Matching.InclusionBlocks = 0, 0
			cfg.Matching.RunningJobSlowdown, cfg.Matching.RunMargin = 0.05, tc.margin
			checkTightRoute(t, cfg, now, workers, 3_150, false, tc.want)
		})
	}
	for _, v := range []float64{-0.1, MaxRunMargin + 0.5, math.NaN()} {
		cfg := DefaultConfig()
		cfg.Matching.RunMargin = v
		if err := cfg.Validate(); err == nil || !strings.Contains(err.Error(), "matching.run_margin") {
			t.Errorf("run_margin %v: got %v, want an error naming matching.run_margin", v, err)
		}
	}
}
