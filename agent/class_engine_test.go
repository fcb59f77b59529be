package agent

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/internal/testutil/enginekit"
	"github.com/infersched/infersched/wire/infer"
)

// TestDeterminismClassesOnTheRealEngine is what a class model's verification rests on,
// shown on the real engine (node-llama-cpp's llama.cpp, Q8_0 weights, flash attention
// at its default): two servers started alike, in separate processes (one determinism
// class: the same engine, build, weights and batch settings), give the very same output
// bytes, so the same keccak256 output hash, for every job, greedy or sampled with a
// seed; a server with another batch size (another class) forks on some of the same
// jobs, so its hashes cannot be compared with the first class's, which is why the
// verifier of a class model is picked from the worker's own class.
func TestDeterminismClassesOnTheRealEngine(t *testing.T) {
	const model, jobs, maxTokens = "m", 12, 48
	spec := map[string]enginekit.Spec{model: {Seed: 1, Type: enginekit.Q8_0}}
	a := enginekit.Start(t, enginekit.Options{Threads: 1, Models: spec})
	b := enginekit.Start(t, enginekit.Options{Threads: 1, Models: spec})
	other := enginekit.Start(t, enginekit.Options{Threads: 1, BatchSize: 32, Models: spec})
	words := strings.Fields("the river runs past an old mill where seven children learn to count stones " +
		"while a grey heron waits in the reeds for the evening train to cross the iron bridge")
	doc := func(i int) infer.Document {
		var p strings.Builder
		for w := range 3*i + 2 { // up to 35 words: the longer prompts are prefilled in several batches of 32
			if w > 0 {
				p.WriteByte(' ')
			}
			p.WriteString(words[(7*i+w)%len(words)])
		}
		temp := 0.0
		if i%2 == 1 {
			temp = 0.8
		}
		d, err := infer.Parse(fmt.Appendf(nil, `{"infer":1,"task":"completion","prompt":%q,"temperature":%v,"seed":%d}`, p.String(), temp, i))
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	hashes := func(url string) []string {
		cfg := DefaultConfig().Backend
		cfg.BaseURL, cfg.Timeout, cfg.Endpoint = url, 2*time.Minute, "completions"
		be, err := NewOpenAI(cfg, nil)
		if err != nil {
			t.Fatal(err)
		}
		out := make([]string, jobs)
		for i := range jobs {
			res, err := be.Infer(context.Background(), Job{RequestID: fmt.Sprint(i + 1), Model: model, Doc: doc(i), MaxTokens: maxTokens})
			if err != nil {
				t.Fatalf("job %d on %s: %v", i, url, err)
			}
			if len(res.Output) == 0 {
				t.Fatalf("job %d on %s: no output", i, url)
			}
			out[i] = crypto.Keccak256Hash(res.Output).Hex()
		}
		return out
	}
	ha, hb, ho := hashes(a.URL), hashes(b.URL), hashes(other.URL)
	forked := 0
	for i := range jobs {
		if ha[i] != hb[i] {
			t.Errorf("job %d: one class, two hashes: %s and %s", i, ha[i], hb[i])
		}
		if ho[i] != ha[i] {
			forked++
		}
	}
	t.Logf("one class: %d of %d jobs with the same hash; batch 32: %d of %d forked", jobs, jobs, forked, jobs)
	if forked == 0 {
		t.Errorf("batch 32 gave every job's hash of batch 512: the classes would not need to be told apart")
	}
}
