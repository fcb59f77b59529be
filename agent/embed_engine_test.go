package agent

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/infersched/infersched/internal/testutil/enginekit"
	"github.com/infersched/infersched/wire/infer"
)

// TestEmbeddingsOnTheRealEngine: verification of embeddings by cosine similarity on the
// real engine (node-llama-cpp's embedding context behind OpenAI's /v1/embeddings). The
// bound comes from CalibrateEmbedding (`verify calibrate --task embedding`) between a
// worker's set-up (1 thread, batch 512) and the verifier's (2 threads, batch 16, so long
// inputs are evaluated in chunks). Honest embeddings made on set-ups of other thread
// counts and batch sizes all pass at it; every liar kind fails: another seed's weights,
// the same weights in Q8_0 and Q4_0, a random vector, the honest vector perturbed by
// noise of 1 % of its length, the honest vector truncated to half. The short form runs 4
// inputs per kind on two set-ups; INFERSCHED_VERIFY_EMBED=N (make verify-embed) runs N
// per set-up and kind on four, calibrated on INFERSCHED_VERIFY_EMBED_CALIBRATE inputs
// (default 64), and prints the distances and the cost (docs/benchmarks.md).
func TestEmbeddingsOnTheRealEngine(t *testing.T) {
	n, calibrate := 4, 8
	setups := []enginekit.Options{{Threads: 1, BatchSize: 512}, {Threads: 2, BatchSize: 8}}
	if v := os.Getenv("INFERSCHED_VERIFY_EMBED"); v != "" {
		var err error
		if n, err = strconv.Atoi(v); err != nil || n < 1 {
			t.Fatalf("INFERSCHED_VERIFY_EMBED=%q is not a count", v)
		}
		calibrate = 64
		if v := os.Getenv("INFERSCHED_VERIFY_EMBED_CALIBRATE"); v != "" {
			if calibrate, err = strconv.Atoi(v); err != nil || calibrate < 1 {
				t.Fatalf("INFERSCHED_VERIFY_EMBED_CALIBRATE=%q is not a count", v)
			}
		}
		setups = append(setups, enginekit.Options{Threads: 4, BatchSize: 32}, enginekit.Options{Threads: 1, BatchSize: 4, FlashAttention: "off"})
	}
	const model = "m"
	engines := make([]*enginekit.Engine, len(setups))
	for i, o := range setups {
		o.Models = map[string]enginekit.Spec{model: {Seed: 1}}
		if i == 0 {
			o.Models["other"], o.Models["q8"], o.Models["q4"] = enginekit.Spec{Seed: 2}, enginekit.Spec{Seed: 1, Type: enginekit.Q8_0}, enginekit.Spec{Seed: 1, Type: enginekit.Q4_0}
		}
		engines[i] = enginekit.Start(t, o)
	}
	verifier := enginekit.Start(t, enginekit.Options{Threads: 2, BatchSize: 16, Models: map[string]enginekit.Spec{model: {Seed: 1}}})
	words := []string{"the", "river", "ran", "cold", "and", "bright", "under", "stars", "we", "sang", "of", "old", "ships", "bread", "salt", "north"}
	input := func(i int) string {
		r := rand.New(rand.NewPCG(uint64(i), 11))
		s := words[r.IntN(len(words))]
		for range r.IntN(45) { // from one word to inputs of ~200 tokens, longer than every set-up's batch
			s += " " + words[r.IntN(len(words))]
		}
		return s
	}
	prompts := make([]string, 0, calibrate)
	for i := range calibrate {
		prompts = append(prompts, input(i))
	}
	c, _, err := CalibrateEmbedding(context.Background(), CalibrateOptions{BackendURL: engines[0].URL, VerifierURL: verifier.URL,
		Model: model, N: calibrate, Prompts: prompts})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Suggested.Validate(); err != nil || c.Failing != 0 || c.Dims != 64 {
		t.Fatalf("calibration: %+v (%v)", c, err)
	}
	t.Logf("calibration: %d pairs, %d equal to the bit, distance p50 %.3g p99 %.3g max %.3g: min_cosine %v",
		c.Pairs, c.Identical, c.Distance.P50, c.Distance.P99, c.Distance.Max, c.Suggested.MinCosine)
	var embedTime time.Duration
	var embeds int
	embed := func(url, served string, i int) []byte {
		doc, err := infer.Parse([]byte(`{"infer":1,"task":"embedding","input":` + strconv.Quote(input(1000+i)) + `}`))
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		res, err := engineClient(t, url).Infer(context.Background(), Job{RequestID: "1", Model: served, Doc: doc})
		if err != nil {
			t.Fatal(err)
		}
		embedTime += time.Since(start)
		embeds++
		if res.ContentType != infer.ContentJSON || res.PromptTokens < 2 {
			t.Fatalf("the worker's embedding result: %s, %d prompt tokens", res.ContentType, res.PromptTokens)
		}
		return res.Output
	}
	r := rand.New(rand.NewPCG(3, 4))
	vector := func(v []float32) []byte {
		out := []byte{'['}
		for i, x := range v {
			if i > 0 {
				out = append(out, ',')
			}
			out = strconv.AppendFloat(out, float64(x), 'g', -1, 32)
		}
		return append(out, ']')
	}
	parse := func(b []byte) []float32 {
		v, err := infer.ParseEmbedding(b)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	type kind struct {
		name   string
		honest bool
		claim  func(i int) []byte
	}
	var kinds []kind
	for s, e := range engines {
		kinds = append(kinds, kind{fmt.Sprintf("honest, threads %d batch %d", setups[s].Threads, setups[s].BatchSize), true,
			func(i int) []byte { return embed(e.URL, model, i) }})
	}
	kinds = append(kinds,
		kind{"another seed's weights", false, func(i int) []byte { return embed(engines[0].URL, "other", i) }},
		kind{"Q8_0 of the weights", false, func(i int) []byte { return embed(engines[0].URL, "q8", i) }},
		kind{"Q4_0 of the weights", false, func(i int) []byte { return embed(engines[0].URL, "q4", i) }},
		kind{"random vector", false, func(i int) []byte {
			v := make([]float32, 64)
			for j := range v {
				v[j] = float32(r.NormFloat64())
			}
			return vector(v)
		}},
		kind{"perturbed by 1 % noise", false, func(i int) []byte {
			v := parse(embed(engines[0].URL, model, i))
			var norm float64
			for _, x := range v {
				norm += float64(x) * float64(x)
			}
			scale := 0.01 * math.Sqrt(norm/float64(len(v)))
			for j := range v {
				v[j] += float32(scale * r.NormFloat64())
			}
			return vector(v)
		}},
		kind{"truncated to half", false, func(i int) []byte {
			v := parse(embed(engines[0].URL, model, i))
			return vector(v[:len(v)/2])
		}},
	)
	own := map[int][]byte{} // the verifier's embedding of input i, made once
	for _, k := range kinds {
		start := time.Now()
		failing := 0
		var distances []float64
		var worst infer.EmbeddingVerdict
		for i := range n {
			claimed := k.claim(i)
			if own[i] == nil {
				own[i] = embed(verifier.URL, model, i)
			}
			v, err := infer.JudgeEmbedding(claimed, own[i], c.Suggested)
			if err != nil {
				t.Fatal(err)
			}
			distances = append(distances, 1-v.Cosine)
			if !v.Pass {
				failing++
				if k.honest {
					worst = v
				}
			}
		}
		slices.Sort(distances)
		t.Logf("%-34s %4d embeddings: %4d failing (%.1f%%); distance 1 − cos min %.3g, median %.3g, max %.3g (%s)",
			k.name, n, failing, 100*float64(failing)/float64(n), distances[0], distances[n/2], distances[n-1], time.Since(start).Round(time.Second))
		switch {
		case k.honest && failing > 0:
			t.Errorf("%s: %d of %d honest embeddings fail, e.g. %+v", k.name, failing, n, worst)
		case !k.honest && failing < n:
			t.Errorf("%s: %d of %d liars caught", k.name, failing, n)
		}
	}
	t.Logf("cost: %.1f ms per embedding through the worker's client (%d)", float64(embedTime.Microseconds())/1e3/float64(embeds), embeds)
}
