package agent

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/infersched/infersched/internal/testutil/enginekit"
	"github.com/infersched/infersched/wire/infer"
)

// engineClient is the worker's client of the engine at url.
func engineClient(t *testing.T, url string) *openAI {
	t.Helper()
	cfg := DefaultConfig().Backend
	cfg.BaseURL, cfg.Timeout = url, 5*time.Minute
	b, err := NewOpenAI(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	return b.(*openAI)
}

// verdictOf is a scoring verifier's verdict on tr (Score, then its end).
func verdictOf(t *testing.T, ver *openAI, model string, tr infer.Transcript, th infer.Thresholds) infer.Verdict {
	t.Helper()
	pos, stops, err := ver.Rescore(context.Background(), model, tr)
	if err != nil {
		t.Fatal(err)
	}
	v, _, err := infer.Score(tr, pos, th)
	if err != nil {
		t.Fatal(err)
	}
	if reason := infer.EndReason(tr, stops); reason != "" {
		v.Pass, v.Reason = false, reason
	}
	return v
}

// TestCalibrateOnTheRealEngine: `infersched verify calibrate`'s work on the real engine
// (node-llama-cpp behind vLLM's API). A few honest chat results, greedy and sampled,
// through the worker's client and re-scored by the verifier's pass: the thresholds it
// suggests are valid and pass every honest result it saw (scored again here, apart from
// the calibration's own count), and a liar that ran another seed's weights fails with
// them on every prompt.
func TestCalibrateOnTheRealEngine(t *testing.T) {
	const model = "m"
	eng := enginekit.Start(t, enginekit.Options{Models: map[string]enginekit.Spec{model: {Seed: 1}, "other": {Seed: 2}}})
	var progress []int
	c, samples, err := Calibrate(context.Background(), CalibrateOptions{BackendURL: eng.URL, Model: model, N: 6, Seed: 3,
		Progress: func(done int) { progress = append(progress, done) }})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("calibration: %+v", c)
	if c.Results != 6 || len(samples) != 6 || c.GreedyResults != 3 || c.Tokens == 0 || !slices.Equal(progress, []int{1, 2, 3, 4, 5, 6}) {
		t.Fatalf("calibration of 6 results (3 greedy): %+v, %d samples, progress %v", c, len(samples), progress)
	}
	if err := c.Suggested.Validate(); err != nil {
		t.Fatal(err)
	}
	if c.Failing != 0 || c.EndFailing != 0 || len(c.Uncalibrated) != 0 {
		t.Fatalf("honest results fail at the suggested thresholds, or some are uncalibrated: %+v", c)
	}
	ver := engineClient(t, eng.URL)
	for i, s := range samples {
		if s.Transcript.Model != model || s.Transcript.PromptSource != infer.PromptFromTokenize || s.Transcript.Task != infer.TaskChat {
			t.Fatalf("sample %d is not a worker's chat transcript: %+v", i, s.Transcript)
		}
		if v := verdictOf(t, ver, model, s.Transcript, c.Suggested); !v.Pass {
			t.Errorf("honest sample %d fails at the suggested thresholds: %v", i, v)
		}
	}
	// A liar: another seed's weights served under the model's name.
	for i, prompt := range DefaultCalibrationPrompts()[:4] {
		d, err := infer.Parse(fmt.Appendf(nil, `{"infer":1,"task":"chat","messages":[{"role":"user","content":%q}],"temperature":0}`, prompt))
		if err != nil {
			t.Fatal(err)
		}
		res, err := ver.Infer(context.Background(), Job{RequestID: "1", Model: "other", Doc: d, MaxTokens: 32})
		if err != nil || res.Transcript == nil {
			t.Fatalf("liar %d: %v", i, err)
		}
		if v := verdictOf(t, ver, model, *res.Transcript, c.Suggested); v.Pass {
			t.Errorf("liar %d (another seed's weights) passes at the suggested thresholds: %v", i, v)
		}
	}
}

// measureWords make the measurement's prompts distinct, so that its greedy results are
// not the same few answers again.
var measureWords = strings.Fields("river cold bright stars sang old north quiet lamp stone bread salt window morning iron garden letter clock")

func measurePrompt(i int) string {
	r := rand.New(rand.NewPCG(uint64(i), 11))
	base := DefaultCalibrationPrompts()
	var b strings.Builder
	b.WriteString(base[r.IntN(len(base))])
	for range r.IntN(16) { // some prompts are longer than the small batches
		b.WriteString(" " + measureWords[r.IntN(len(measureWords))])
	}
	return b.String()
}

// TestHonestResultsAtCalibratedThresholds is `make verify-honest` (gated: INFERSCHED_VERIFY_HONEST=N):
// thresholds calibrated by Calibrate (INFERSCHED_VERIFY_CALIBRATE results, default 64:
// generated on the engine's defaults, re-scored on the verifier's engine), then N honest
// chat results (half greedy, half at temperature 0.7, each prompt distinct) generated on
// engines of other thread counts, batch sizes and concurrency (the engine's own
// nondeterminism) and re-scored on the verifier's (1 thread, batch 16: prompts prefilled
// in chunks). It counts the failing verdicts at the calibrated thresholds (and at
// infer.DefaultThresholds) and prints the cost of a re-scoring against its generation
// (docs/benchmarks.md); then INFERSCHED_VERIFY_LIARS results of each liar kind
// (default 100) at the same thresholds, each kind to be caught at 99% or more.
// INFERSCHED_VERIFY_HONEST_FOR bounds the honest part's time: the count reached is
// printed, and the test fails when it is short of N.
func TestHonestResultsAtCalibratedThresholds(t *testing.T) {
	env := os.Getenv("INFERSCHED_VERIFY_HONEST")
	if env == "" {
		t.Skip("INFERSCHED_VERIFY_HONEST=N (make verify-honest) runs the measurement")
	}
	n, err := strconv.Atoi(env)
	if err != nil || n < 1 {
		t.Fatalf("INFERSCHED_VERIFY_HONEST=%q is not a count", env)
	}
	calN := 64
	if v := os.Getenv("INFERSCHED_VERIFY_CALIBRATE"); v != "" {
		if calN, err = strconv.Atoi(v); err != nil || calN < 1 {
			t.Fatalf("INFERSCHED_VERIFY_CALIBRATE=%q is not a count", v)
		}
	}
	budget := time.Duration(0)
	if v := os.Getenv("INFERSCHED_VERIFY_HONEST_FOR"); v != "" {
		if budget, err = time.ParseDuration(v); err != nil {
			t.Fatalf("INFERSCHED_VERIFY_HONEST_FOR=%q: %v", v, err)
		}
	}
	const model = enginekit.DefaultModel
	type config struct {
		name   string
		opts   enginekit.Options
		weight int // results per round of the configurations
		client *openAI
	}
	configs := []*config{
		{name: "threads 1, batch 512", opts: enginekit.Options{Threads: 1}, weight: 10},
		{name: "threads 1, batch 8", opts: enginekit.Options{Threads: 1, BatchSize: 8}, weight: 10},
		{name: "threads 1, batch 32, two sequences at once", opts: enginekit.Options{Threads: 1, BatchSize: 32, Sequences: 2}, weight: 10},
		{name: "threads 2, batch 512", opts: enginekit.Options{Threads: 2}, weight: 1},
	}
	// A context of 512 tokens: the byte-level vocabulary makes a long prompt many tokens.
	spec := map[string]enginekit.Spec{model: {Seed: 1, Context: 512}}
	for i, c := range configs {
		c.opts.Models = spec
		if i == 0 { // the liars' weights, beside the honest ones
			c.opts.Models = map[string]enginekit.Spec{model: {Seed: 1, Context: 512}, "other": {Seed: 2, Context: 512},
				"q8": {Seed: 1, Context: 512, Type: enginekit.Q8_0}, "q4": {Seed: 1, Context: 512, Type: enginekit.Q4_0}}
		}
		c.client = engineClient(t, enginekit.Start(t, c.opts).URL)
	}
	verifierURL := enginekit.Start(t, enginekit.Options{Threads: 1, BatchSize: 16, Models: spec}).URL
	ctx := context.Background()
	start := time.Now()
	cal, _, err := Calibrate(ctx, CalibrateOptions{BackendURL: configs[0].client.base, VerifierURL: verifierURL, Model: model, N: calN, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("calibration of %d results (%d tokens) in %s: suggested %+v; honest %+v; uncalibrated %v",
		cal.Results, cal.Tokens, time.Since(start).Round(time.Second), cal.Suggested, cal.Honest, cal.Uncalibrated)

	var order []*config
	for _, c := range configs {
		for range c.weight {
			order = append(order, c)
		}
	}
	type tally struct {
		results, tokens, failing, failingDefault, ends int
		gen, ver                                       time.Duration
		scores                                         []uint32
		means                                          []float64 // sampled results' mean tempered gap
		worst, worstDefault                            infer.Verdict
	}
	var (
		mu      sync.Mutex
		tallies = map[string]*tally{}
		next    atomic.Int64
		done    atomic.Int64
	)
	for _, c := range configs {
		tallies[c.name] = &tally{}
	}
	verifier := engineClient(t, verifierURL)
	measure := func() {
		for {
			i := int(next.Add(1) - 1)
			if i >= n || (budget > 0 && time.Since(start) > budget) || t.Failed() {
				return
			}
			c := order[i%len(order)]
			temp := []float64{0, 0.7}[i%2]
			d, err := infer.Parse(fmt.Appendf(nil, `{"infer":1,"task":"chat","messages":[{"role":"user","content":%q}],"temperature":%v,"seed":%d}`,
				measurePrompt(i), temp, 100_000+i))
			if err != nil {
				t.Error(err)
				return
			}
			t0 := time.Now()
			res, err := c.client.Infer(ctx, Job{RequestID: strconv.Itoa(i), Model: model, Doc: d, MaxTokens: 32})
			if err != nil || res.Transcript == nil {
				t.Errorf("%s: result %d: %v", c.name, i, err)
				return
			}
			t1 := time.Now()
			tr := *res.Transcript
			pos, stops, err := verifier.Rescore(ctx, model, tr)
			if err != nil {
				t.Errorf("%s: re-scoring %d: %v", c.name, i, err)
				return
			}
			t2 := time.Now()
			v, ts, err := infer.Score(tr, pos, cal.Suggested)
			if err != nil {
				t.Error(err)
				return
			}
			var gapSum int64
			for _, s := range ts {
				gapSum += s.GapMicro
			}
			vd, _, _ := infer.Score(tr, pos, infer.DefaultThresholds)
			end := infer.EndReason(tr, stops)
			mu.Lock()
			k := tallies[c.name]
			k.results++
			k.tokens += len(tr.Output)
			k.gen += t1.Sub(t0)
			k.ver += t2.Sub(t1)
			k.scores = append(k.scores, v.Score)
			if temp > 0 && len(ts) > 0 {
				k.means = append(k.means, float64(gapSum)/1e6/float64(len(ts))/temp)
			}
			if end != "" {
				k.ends++
			}
			if !v.Pass || end != "" {
				k.failing++
				k.worst = v
				if end != "" {
					k.worst.Reason = end
				}
			}
			if !vd.Pass || end != "" {
				k.failingDefault++
				k.worstDefault = vd
			}
			mu.Unlock()
			if d := done.Add(1); d%100 == 0 {
				t.Logf("%d of %d honest results re-scored (%s)", d, n, time.Since(start).Round(time.Second))
			}
		}
	}
	var wg sync.WaitGroup
	for range 2 { // two at once: the two-sequence engine decodes two requests together
		wg.Go(measure)
	}
	wg.Wait()

	total, failing := 0, 0
	var gen, ver time.Duration
	for _, c := range configs {
		k := tallies[c.name]
		total, failing, gen, ver = total+k.results, failing+k.failing, gen+k.gen, ver+k.ver
		if k.results == 0 {
			continue
		}
		slices.Sort(k.scores)
		t.Logf("%-44s %5d results, %6d tokens: %d failing at the calibrated thresholds (%d at the defaults, %d by their end); score ppm p50 %d, p99 %d, max %d; generation %.1f ms, re-scoring %.1f ms per result",
			c.name, k.results, k.tokens, k.failing, k.failingDefault, k.ends, k.scores[len(k.scores)/2], k.scores[(len(k.scores)*99)/100], k.scores[len(k.scores)-1],
			float64(k.gen.Microseconds())/1e3/float64(k.results), float64(k.ver.Microseconds())/1e3/float64(k.results))
		if len(k.means) > 0 {
			slices.Sort(k.means)
			t.Logf("%-44s %5d sampled results: mean tempered gap p50 %.4g, p99 %.4g, max %.4g (max_mean_tempered_gap %.4g)",
				c.name, len(k.means), k.means[len(k.means)/2], k.means[(len(k.means)*99)/100], k.means[len(k.means)-1], cal.Suggested.MaxMeanTemperedGap)
		}
		if k.failing > 0 {
			t.Errorf("%s: %d honest results fail, e.g. %v", c.name, k.failing, k.worst)
		}
		if k.failingDefault > 0 {
			t.Logf("%s: at the defaults, e.g. %v", c.name, k.worstDefault)
		}
	}
	t.Logf("total: %d honest results in %s, %d failing at the calibrated thresholds; generation %.1f ms, re-scoring %.1f ms per result (%.2f×)",
		total, time.Since(start).Round(time.Second), failing, float64(gen.Microseconds())/1e3/float64(max(total, 1)),
		float64(ver.Microseconds())/1e3/float64(max(total, 1)), float64(ver)/float64(max(gen, 1)))
	if total < n {
		t.Errorf("reached %d of %d honest results within %s", total, n, budget)
	}
	measureLiars(t, configs[0].client, verifier, model, cal.Suggested)
}

// measureLiars generates INFERSCHED_VERIFY_LIARS results of each liar kind (default
// 100) on gen and judges them on ver at the calibrated thresholds th, and at the
// defaults; each kind must be caught at 99% or more.
func measureLiars(t *testing.T, gen, ver *openAI, model string, th infer.Thresholds) {
	n := 100
	if v := os.Getenv("INFERSCHED_VERIFY_LIARS"); v != "" {
		var err error
		if n, err = strconv.Atoi(v); err != nil || n < 0 {
			t.Fatalf("INFERSCHED_VERIFY_LIARS=%q is not a count", v)
		}
	}
	generate := func(i int, served string, temp float64) infer.Transcript {
		d, err := infer.Parse(fmt.Appendf(nil, `{"infer":1,"task":"chat","messages":[{"role":"user","content":%q}],"temperature":%v,"seed":%d}`,
			measurePrompt(1_000_000+i), temp, 200_000+i))
		if err != nil {
			t.Fatal(err)
		}
		res, err := gen.Infer(context.Background(), Job{RequestID: "1", Model: served, Doc: d, MaxTokens: 32})
		if err != nil || res.Transcript == nil {
			t.Fatalf("liar %d: %v", i, err)
		}
		return *res.Transcript
	}
	r := rand.New(rand.NewPCG(3, 4))
	kinds := []struct {
		name string
		make func(i int) (infer.Transcript, float64)
	}{
		{"another seed's weights", func(i int) (infer.Transcript, float64) { return generate(i, "other", 0), 0 }},
		{"Q8_0 of the weights", func(i int) (infer.Transcript, float64) { return generate(i, "q8", 0), 0 }},
		{"Q4_0 of the weights", func(i int) (infer.Transcript, float64) { return generate(i, "q4", 0), 0 }},
		{"truncated", func(i int) (infer.Transcript, float64) {
			tr := generate(i, model, 0)
			tr.Output = tr.Output[:len(tr.Output)/2]
			return tr, 0
		}},
		{"fabricated tokens", func(i int) (infer.Transcript, float64) {
			tr := generate(i, model, 0)
			for j := range tr.Output {
				tr.Output[j].ID = int64(r.IntN(enginekit.VocabSize()))
			}
			return tr, 0
		}},
		{"shuffled tokens", func(i int) (infer.Transcript, float64) {
			tr := generate(i, model, 0)
			r.Shuffle(len(tr.Output), func(a, b int) { tr.Output[a], tr.Output[b] = tr.Output[b], tr.Output[a] })
			return tr, 0
		}},
		{"temperature 1.5 claimed 0.7", func(i int) (infer.Transcript, float64) { return generate(i, model, 1.5), 0.7 }},
		{"temperature 0.7 claimed 0", func(i int) (infer.Transcript, float64) { return generate(i, model, 0.7), 0 }},
	}
	perToken := th
	perToken.MaxMeanTemperedGap = 0
	for _, k := range kinds {
		caught, caughtPerToken, caughtDefault := 0, 0, 0
		var scores []uint32
		var means []float64
		for i := range n {
			tr, claimed := k.make(i)
			tr.Sampling.Temperature = &claimed
			pos, stops, err := ver.Rescore(context.Background(), model, tr)
			if err != nil {
				t.Fatal(err)
			}
			judge := func(th infer.Thresholds) (infer.Verdict, []infer.TokenScore) {
				v, ts, err := infer.Score(tr, pos, th)
				if err != nil {
					t.Fatal(err)
				}
				if reason := infer.EndReason(tr, stops); reason != "" {
					v.Pass, v.Reason = false, reason
				}
				return v, ts
			}
			v, ts := judge(th)
			if !v.Pass {
				caught++
			}
			if v, _ := judge(perToken); !v.Pass {
				caughtPerToken++
			}
			if v, _ := judge(infer.DefaultThresholds); !v.Pass {
				caughtDefault++
			}
			scores = append(scores, v.Score)
			if claimed > 0 && len(ts) > 0 {
				var sum int64
				for _, s := range ts {
					sum += s.GapMicro
				}
				means = append(means, float64(sum)/1e6/float64(len(ts))/claimed)
			}
		}
		if n == 0 {
			continue
		}
		slices.Sort(scores)
		slices.Sort(means)
		t.Logf("liar %-28s %4d results: %4d caught at the calibrated thresholds (%.1f%%; %d without max_mean_tempered_gap), %4d at the defaults; score ppm min %d, median %d",
			k.name, n, caught, 100*float64(caught)/float64(n), caughtPerToken, caughtDefault, scores[0], scores[len(scores)/2])
		if len(means) > 0 {
			t.Logf("liar %-28s mean tempered gap min %.4g, median %.4g, max %.4g (max_mean_tempered_gap %.4g)",
				k.name, means[0], means[len(means)/2], means[len(means)-1], th.MaxMeanTemperedGap)
		}
		if caught*100 < 99*n {
			t.Errorf("%s: %d of %d caught at the calibrated thresholds, under 99%%", k.name, caught, n)
		}
	}
}
