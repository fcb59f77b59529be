package agent

import (
	"bytes"
	"context"
	"encoding/json"
	"math"
	"net/http"
	"testing"
	"time"

	"github.com/infersched/infersched/internal/testutil/enginekit"
	"github.com/infersched/infersched/wire/infer"
)

// rescoreOnEngine is the teacher-forced pass a verifier makes (vLLM: completions with
// the prompt as token ids, echo, logprobs, one token to generate): the
// log-probability of each of ids[from:] given the ones before it.
func rescoreOnEngine(t *testing.T, url, model string, ids []int64, from int) []float64 {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"model": model, "prompt": ids, "max_tokens": 1, "echo": true, "logprobs": 1, "temperature": 0})
	resp, err := http.Post(url+"/v1/completions", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var a struct {
		Choices []struct {
			Logprobs struct {
				TokenLogprobs []*float64 `json:"token_logprobs"`
			}
		}
	}
	if err := json.NewDecoder(resp.Body).Decode(&a); err != nil || resp.StatusCode != http.StatusOK || len(a.Choices) != 1 {
		t.Fatalf("re-scoring: %d, %v", resp.StatusCode, err)
	}
	lp := a.Choices[0].Logprobs.TokenLogprobs
	if len(lp) != len(ids)+1 {
		t.Fatalf("re-scoring: %d log-probabilities for %d tokens + 1", len(lp), len(ids))
	}
	out := make([]float64, 0, len(ids)-from)
	for _, p := range lp[from:len(ids)] {
		out = append(out, *p)
	}
	return out
}

// TestTranscriptsOfTheRealEngine: on the real engine (flash attention off, F32: its
// generation and its re-scoring agree within 1e-3, docs/benchmarks.md), a chat and a
// completion document each come back with a transcript whose prompt ids are what the
// model read: re-scoring the transcript's prompt and output ids in one teacher-forced
// pass gives back the log-probabilities the transcript holds, token for token. Greedy,
// each token is the most likely of its alternatives.
func TestTranscriptsOfTheRealEngine(t *testing.T) {
	eng := enginekit.Start(t, enginekit.Options{FlashAttention: "off", Strict: true})
	cfg := DefaultConfig().Backend
	cfg.BaseURL, cfg.TopLogprobs, cfg.Timeout = eng.URL, 3, 2*time.Minute
	b, err := NewOpenAI(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, doc := range []string{
		`{"infer":1,"task":"chat","messages":[{"role":"system","content":"Be brief."},{"role":"user","content":"Say something."}],"temperature":0,"seed":1}`,
		`{"infer":1,"task":"completion","prompt":"Once upon a time","temperature":0}`,
	} {
		d, err := infer.Parse([]byte(doc))
		if err != nil {
			t.Fatal(err)
		}
		res, err := b.Infer(context.Background(), Job{RequestID: "1", Model: enginekit.DefaultModel, Doc: d, MaxTokens: 24})
		if err != nil {
			t.Fatal(err)
		}
		tr := res.Transcript
		if tr == nil || tr.PromptSource != infer.PromptFromTokenize || len(tr.Output) == 0 || tr.Engine != "vllm" || tr.Task != d.Task {
			t.Fatalf("%s: transcript %+v", d.Task, tr)
		}
		tr.OutputHash = [32]byte{1}
		if _, err := tr.Encode(); err != nil {
			t.Fatalf("%s: %v", d.Task, err)
		}
		ids := append([]int64{}, tr.PromptTokens...)
		for _, tok := range tr.Output {
			ids = append(ids, tok.ID)
		}
		scores := rescoreOnEngine(t, eng.URL, enginekit.DefaultModel, ids, len(tr.PromptTokens))
		var worst float64
		for i, tok := range tr.Output {
			worst = max(worst, math.Abs(tok.Logprob-scores[i]))
			if len(tok.Top) != 3 || tok.Top[0].ID != tok.ID || tok.Top[0].Logprob != tok.Logprob {
				t.Fatalf("%s: token %d %+v is not the most likely of its alternatives", d.Task, i, tok)
			}
		}
		t.Logf("%s: %d prompt and %d output tokens; largest |transcript − re-scoring| %.2e", d.Task, len(tr.PromptTokens), len(tr.Output), worst)
		if worst > 1e-3 {
			t.Fatalf("%s: the transcript's log-probabilities differ from the re-scoring of its ids by %.2e: its prompt ids are not what the model read", d.Task, worst)
		}
	}
}
