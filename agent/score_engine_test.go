package agent

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/infersched/infersched/internal/testutil/enginekit"
	"github.com/infersched/infersched/wire/infer"
)

// TestScoresOnTheRealEngine: verification by scores on the real engine (node-llama-cpp
// behind vLLM's API). Workers generate on one server (1 thread, batch 512, flash
// attention auto); the verifier re-scores on another (2 threads, batch 16, so a prompt
// is prefilled in chunks: the engine's own nondeterminism moves every log-probability).
// Honest transcripts all pass at infer.DefaultThresholds; every liar kind fails: another
// seed's weights, the same weights in Q8_0 and Q4_0, a truncated output, fabricated and
// shuffled tokens, sampling hotter than the document says. The short form runs 4
// prompts; INFERSCHED_VERIFY_BENCH=N (make verify-bench) runs N per kind and prints the
// rates and the cost of a re-scoring against its generation (docs/benchmarks.md).
func TestScoresOnTheRealEngine(t *testing.T) {
	n := 4
	if v := os.Getenv("INFERSCHED_VERIFY_BENCH"); v != "" {
		var err error
		if n, err = strconv.Atoi(v); err != nil || n < 1 {
			t.Fatalf("INFERSCHED_VERIFY_BENCH=%q is not a count", v)
		}
	}
	const model, maxTokens = "m", 32
	workers := enginekit.Start(t, enginekit.Options{Threads: 1, Models: map[string]enginekit.Spec{
		model: {Seed: 1}, "other": {Seed: 2}, "q8": {Seed: 1, Type: enginekit.Q8_0}, "q4": {Seed: 1, Type: enginekit.Q4_0},
	}})
	verifier := enginekit.Start(t, enginekit.Options{Threads: 2, BatchSize: 16, Models: map[string]enginekit.Spec{model: {Seed: 1}}})
	backend := func(url string) *openAI {
		cfg := DefaultConfig().Backend
		cfg.BaseURL, cfg.TopLogprobs, cfg.Timeout, cfg.Endpoint = url, 2, 2*time.Minute, "completions"
		b, err := NewOpenAI(cfg, nil)
		if err != nil {
			t.Fatal(err)
		}
		return b.(*openAI)
	}
	gen, ver := backend(workers.URL), backend(verifier.URL)
	words := []string{"Once", "upon", "a", "time", "the", "river", "ran", "cold", "and", "bright", "under", "stars", "we", "sang", "of", "old"}
	prompt := func(i int) string {
		r := rand.New(rand.NewPCG(uint64(i), 7))
		s := ""
		for range 4 + r.IntN(28) { // some prompts are longer than the verifier's batch
			s += words[r.IntN(len(words))] + " "
		}
		return s
	}
	var genTime, verTime time.Duration
	var genCalls, verCalls int
	generate := func(i int, served string, temp float64) infer.Transcript {
		doc := fmt.Sprintf(`{"infer":1,"task":"completion","prompt":%q,"temperature":%v,"seed":%d}`, prompt(i), temp, i)
		d, err := infer.Parse([]byte(doc))
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		res, err := gen.Infer(context.Background(), Job{RequestID: "1", Model: served, Doc: d, MaxTokens: maxTokens})
		if err != nil {
			t.Fatal(err)
		}
		if served == model {
			genTime += time.Since(start)
			genCalls++
		}
		if res.Transcript == nil {
			t.Fatal("no transcript")
		}
		return *res.Transcript
	}
	// judge scores tr as a verifier would, under the sampling the document asked for.
	judge := func(tr infer.Transcript, claimedTemp float64) infer.Verdict {
		tr.Sampling.Temperature = &claimedTemp
		start := time.Now()
		pos, stops, err := ver.Rescore(context.Background(), model, tr)
		if err != nil {
			t.Fatal(err)
		}
		verTime += time.Since(start)
		verCalls++
		v, _, err := infer.Score(tr, pos, infer.DefaultThresholds)
		if err != nil {
			t.Fatal(err)
		}
		if reason := infer.EndReason(tr, stops); reason != "" {
			v.Pass, v.Reason = false, reason
		}
		return v
	}
	type kind struct {
		name   string
		honest bool
		make   func(i int) (infer.Transcript, float64)
	}
	r := rand.New(rand.NewPCG(1, 2))
	kinds := []kind{
		{"honest greedy", true, func(i int) (infer.Transcript, float64) { return generate(i, model, 0), 0 }},
		{"honest temperature 0.7", true, func(i int) (infer.Transcript, float64) { return generate(i, model, 0.7), 0.7 }},
		{"another seed's weights", false, func(i int) (infer.Transcript, float64) { return generate(i, "other", 0), 0 }},
		{"Q8_0 of the weights", false, func(i int) (infer.Transcript, float64) { return generate(i, "q8", 0), 0 }},
		{"Q4_0 of the weights", false, func(i int) (infer.Transcript, float64) { return generate(i, "q4", 0), 0 }},
		{"truncated", false, func(i int) (infer.Transcript, float64) {
			tr := generate(i, model, 0)
			tr.Output = tr.Output[:len(tr.Output)/2]
			return tr, 0
		}},
		{"fabricated tokens", false, func(i int) (infer.Transcript, float64) {
			tr := generate(i, model, 0)
			for j := range tr.Output {
				tr.Output[j].ID = int64(r.IntN(enginekit.VocabSize()))
			}
			return tr, 0
		}},
		{"shuffled tokens", false, func(i int) (infer.Transcript, float64) {
			tr := generate(i, model, 0)
			r.Shuffle(len(tr.Output), func(a, b int) { tr.Output[a], tr.Output[b] = tr.Output[b], tr.Output[a] })
			return tr, 0
		}},
		{"temperature 1.5 claimed 0.7", false, func(i int) (infer.Transcript, float64) { return generate(i, model, 1.5), 0.7 }},
		{"temperature 0.7 claimed 0", false, func(i int) (infer.Transcript, float64) { return generate(i, model, 0.7), 0 }},
	}
	for _, k := range kinds {
		caught, tokens := 0, 0
		var worst infer.Verdict
		var scores []uint32
		for i := range n {
			tr, claimed := k.make(1000 + i)
			v := judge(tr, claimed)
			tokens += v.Tokens
			scores = append(scores, v.Score)
			if !v.Pass {
				caught++
				if k.honest {
					worst = v
				}
			}
		}
		slices.Sort(scores)
		t.Logf("%-28s %4d results, %5d tokens: %4d failing (%.1f%%); score ppm median %d, max %d",
			k.name, n, tokens, caught, 100*float64(caught)/float64(n), scores[len(scores)/2], scores[len(scores)-1])
		switch {
		case k.honest && caught > 0:
			t.Errorf("%s: %d of %d honest results fail, e.g. %v", k.name, caught, n, worst)
		case !k.honest && caught*100 < 99*n:
			t.Errorf("%s: %d of %d liars caught, under 99%%", k.name, caught, n)
		}
	}
	t.Logf("cost per result (%d tokens at most): generation %.1f ms (%d on the served weights), re-scoring %.1f ms (%d)",
		maxTokens, float64(genTime.Microseconds())/1e3/float64(genCalls), genCalls, float64(verTime.Microseconds())/1e3/float64(verCalls), verCalls)
}
