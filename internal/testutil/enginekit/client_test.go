package enginekit

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"os"
	"sync"
	"testing"
	"time"
)

// The package's tests share two servers, each started once per test binary.
var (
	sharedEngine = lazyEngine{opts: Options{Models: map[string]Spec{
		"tiny":    {Seed: 1},
		"tiny-q8": {Seed: 1, Type: Q8_0},
		"other":   {Seed: 2},
		"long":    {Seed: 1, Context: 2048},
	}}}
	// plainEngine: flash attention off and no /metrics.
	plainEngine = lazyEngine{opts: Options{FlashAttention: "off", NoMetrics: true, Models: map[string]Spec{
		"tiny":    {Seed: 1},
		"tiny-q8": {Seed: 1, Type: Q8_0},
	}}}
)

func TestMain(m *testing.M) {
	code := m.Run()
	sharedEngine.close()
	plainEngine.close()
	os.Exit(code)
}

type lazyEngine struct {
	opts Options
	once sync.Once
	e    *Engine
	err  error
}

func (l *lazyEngine) get(t *testing.T) *Engine {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: the inference engine (enginekit) is not started")
	}
	l.once.Do(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
		defer cancel()
		l.e, l.err = Launch(ctx, l.opts)
	})
	if errors.Is(l.err, ErrNoNode) {
		t.Skipf("%v: the tests of the real inference engine are not run", l.err)
	}
	if l.err != nil {
		t.Fatal(l.err)
	}
	return l.e
}

func (l *lazyEngine) close() {
	if l.e != nil {
		_ = l.e.Close()
	}
}

var client = &http.Client{Timeout: 5 * time.Minute}

// call sends body (JSON-encoded unless it is []byte) and returns the status and the
// answer; out, when not nil, receives the decoded answer of a 200.
func call(t testing.TB, e *Engine, method, path string, body, out any) (int, []byte) {
	t.Helper()
	var rd io.Reader
	if body != nil {
		b, ok := body.([]byte)
		if !ok {
			var err error
			if b, err = json.Marshal(body); err != nil {
				t.Fatal(err)
			}
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, e.URL+path, rd)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := client.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v\nserver log:\n%s", method, path, err, e.Log())
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	if out != nil && resp.StatusCode == http.StatusOK {
		if err := json.Unmarshal(raw, out); err != nil {
			t.Fatalf("%s %s: %v\n%s", method, path, err, raw)
		}
	}
	return resp.StatusCode, raw
}

// post is call for a request that must succeed.
func post(t testing.TB, e *Engine, path string, body, out any) {
	t.Helper()
	if code, raw := call(t, e, http.MethodPost, path, body, out); code != http.StatusOK {
		t.Fatalf("POST %s: HTTP %d: %s", path, code, raw)
	}
}

type logprob struct {
	Token       string    `json:"token"`
	Logprob     float64   `json:"logprob"`
	Bytes       []int     `json:"bytes"`
	TopLogprobs []logprob `json:"top_logprobs"`
}

type usage struct {
	PromptTokens     int `json:"prompt_tokens"`
	CompletionTokens int `json:"completion_tokens"`
	TotalTokens      int `json:"total_tokens"`
}

type chatAnswer struct {
	ID      string `json:"id"`
	Object  string `json:"object"`
	Created int64  `json:"created"`
	Model   string `json:"model"`
	Choices []struct {
		Message struct {
			Role    string `json:"role"`
			Content string `json:"content"`
		} `json:"message"`
		Logprobs *struct {
			Content []logprob `json:"content"`
		} `json:"logprobs"`
		FinishReason string `json:"finish_reason"`
		StopReason   any    `json:"stop_reason"`
		TokenIDs     []int  `json:"token_ids"`
	} `json:"choices"`
	Usage          usage `json:"usage"`
	PromptTokenIDs []int `json:"prompt_token_ids"`
}

type promptLogprob map[string]struct {
	Logprob      float64 `json:"logprob"`
	Rank         int     `json:"rank"`
	DecodedToken string  `json:"decoded_token"`
}

type completionAnswer struct {
	ID      string `json:"id"`
	Object  string `json:"object"`
	Model   string `json:"model"`
	Choices []struct {
		Text     string `json:"text"`
		Logprobs *struct {
			Tokens        []string             `json:"tokens"`
			TokenLogprobs []*float64           `json:"token_logprobs"`
			TopLogprobs   []map[string]float64 `json:"top_logprobs"`
			TextOffset    []int                `json:"text_offset"`
		} `json:"logprobs"`
		FinishReason   string          `json:"finish_reason"`
		StopReason     any             `json:"stop_reason"`
		PromptLogprobs []promptLogprob `json:"prompt_logprobs"`
		PromptTokenIDs []int           `json:"prompt_token_ids"`
		TokenIDs       []int           `json:"token_ids"`
	} `json:"choices"`
	Usage usage `json:"usage"`
}

type errorAnswer struct {
	Error struct {
		Message string  `json:"message"`
		Type    string  `json:"type"`
		Param   *string `json:"param"`
		Code    int     `json:"code"`
	} `json:"error"`
}

// rescore is the verifier's teacher-forced pass, as it would run on vLLM: the prompt and
// output token ids as the prompt, echo, max_tokens 1, logprobs k, greedy. It returns the
// answer's log-probabilities of tokens[from:].
func rescore(t testing.TB, e *Engine, model string, tokens []int, from, k int) ([]float64, completionAnswer) {
	t.Helper()
	var a completionAnswer
	post(t, e, "/v1/completions", map[string]any{
		"model": model, "prompt": tokens, "max_tokens": 1, "echo": true, "logprobs": k, "temperature": 0,
	}, &a)
	lp := a.Choices[0].Logprobs
	if len(lp.TokenLogprobs) != len(tokens)+1 || lp.TokenLogprobs[0] != nil {
		t.Fatalf("echo: %d log-probabilities for %d tokens + 1, the first %v", len(lp.TokenLogprobs), len(tokens), lp.TokenLogprobs[0])
	}
	out := make([]float64, 0, len(tokens)-from)
	for _, p := range lp.TokenLogprobs[from:len(tokens)] {
		out = append(out, *p)
	}
	return out, a
}
