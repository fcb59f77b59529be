package enginekit

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"
)

var conversation = []map[string]string{
	{"role": "system", "content": "You are a terse assistant."},
	{"role": "user", "content": "Name three rivers of Europe."},
	{"role": "assistant", "content": "Rhine, Danube, Loire."},
	{"role": "user", "content": "And one of Asia?"},
}

func chat(t *testing.T, e *Engine, body map[string]any) chatAnswer {
	t.Helper()
	req := map[string]any{"model": "tiny", "messages": conversation, "max_tokens": 32}
	for k, v := range body {
		req[k] = v
	}
	var a chatAnswer
	post(t, e, "/v1/chat/completions", req, &a)
	if len(a.Choices) != 1 {
		t.Fatalf("%d choices", len(a.Choices))
	}
	return a
}

// A chat with a system prompt at temperature 0 and a seed gives the same answer twice,
// in vLLM's shape.
func TestChatRepeatsAtTemperatureZero(t *testing.T) {
	e := sharedEngine.get(t)
	req := map[string]any{"temperature": 0, "seed": 42, "return_token_ids": true, "ignore_eos": true}
	a, b := chat(t, e, req), chat(t, e, req)
	got := a.Choices[0]
	if got.Message.Content == "" || got.Message.Content != b.Choices[0].Message.Content || fmt.Sprint(got.TokenIDs) != fmt.Sprint(b.Choices[0].TokenIDs) {
		t.Fatalf("two greedy runs: %q %v and %q %v", got.Message.Content, got.TokenIDs, b.Choices[0].Message.Content, b.Choices[0].TokenIDs)
	}
	if a.Object != "chat.completion" || !strings.HasPrefix(a.ID, "chatcmpl-") || a.ID == b.ID || a.Model != "tiny" || a.Created == 0 ||
		got.Message.Role != "assistant" || got.FinishReason != "length" || got.StopReason != nil {
		t.Errorf("answer: %+v", a)
	}
	if a.Usage.CompletionTokens != 32 || len(got.TokenIDs) != 32 || a.Usage.PromptTokens != len(a.PromptTokenIDs) ||
		a.Usage.TotalTokens != a.Usage.PromptTokens+32 || a.PromptTokenIDs[0] != TokenBOS {
		t.Errorf("usage %+v, %d token ids, prompt %v", a.Usage, len(got.TokenIDs), a.PromptTokenIDs)
	}
	// The system prompt is part of the prompt: without it the prompt is shorter and the
	// answer (almost surely) another.
	var c chatAnswer
	post(t, e, "/v1/chat/completions", map[string]any{"model": "tiny", "messages": conversation[1:], "max_tokens": 32,
		"temperature": 0, "ignore_eos": true, "return_token_ids": true}, &c)
	if c.Usage.PromptTokens >= a.Usage.PromptTokens || fmt.Sprint(c.Choices[0].TokenIDs) == fmt.Sprint(got.TokenIDs) {
		t.Errorf("without the system prompt: %d prompt tokens (with: %d), answer %q", c.Usage.PromptTokens, a.Usage.PromptTokens, c.Choices[0].Message.Content)
	}
	// The prompt is the documented template's rendering.
	var tok struct {
		Tokens []int `json:"tokens"`
	}
	post(t, e, "/tokenize", map[string]any{"model": "tiny", "prompt": "<|system|>\nYou are a terse assistant.\n<|user|>\nName three rivers of Europe.\n" +
		"<|assistant|>\nRhine, Danube, Loire.\n<|user|>\nAnd one of Asia?\n<|assistant|>\n"}, &tok)
	if fmt.Sprint(tok.Tokens) != fmt.Sprint(a.PromptTokenIDs) {
		t.Errorf("chat prompt %v, template tokenized %v", a.PromptTokenIDs, tok.Tokens)
	}
}

// A seeded sampled run repeats; another seed differs; the same seed on another model
// (another seed's weights) differs too.
func TestSeededSampling(t *testing.T) {
	e := sharedEngine.get(t)
	run := func(model string, seed int) string {
		return fmt.Sprint(chat(t, e, map[string]any{"model": model, "temperature": 0.8, "seed": seed, "max_tokens": 48,
			"ignore_eos": true, "return_token_ids": true}).Choices[0].TokenIDs)
	}
	a := run("tiny", 7)
	if b := run("tiny", 7); a != b {
		t.Fatalf("seed 7 twice: %s and %s", a, b)
	}
	if c := run("tiny", 8); c == a {
		t.Errorf("seeds 7 and 8 gave the same 48 tokens %s", a)
	}
	if d := run("other", 7); d == a {
		t.Errorf("another model gave the same 48 tokens %s", a)
	}
	// top_k 1 is greedy whatever the temperature.
	greedy := fmt.Sprint(chat(t, e, map[string]any{"temperature": 0, "max_tokens": 48, "ignore_eos": true, "return_token_ids": true}).Choices[0].TokenIDs)
	if k1 := fmt.Sprint(chat(t, e, map[string]any{"temperature": 1.5, "top_k": 1, "seed": 3, "max_tokens": 48, "ignore_eos": true,
		"return_token_ids": true}).Choices[0].TokenIDs); k1 != greedy {
		t.Errorf("top_k 1: %s, greedy %s", k1, greedy)
	}
}

// The log-probabilities a generation reports are the ones the verifier's teacher-forced
// re-scoring (vLLM: echo with logprobs, max_tokens 1, one prefill) finds for the same
// token ids: within 1e-3 for F32 with flash attention off (make engine-nondet measured
// at most 6e-4 over 1 536 tokens, docs/benchmarks.md). Flash attention (llama.cpp's
// default on CPU) and quantized weights move them further: those bounds are about twice
// the largest difference measured there.
func TestGenerationLogprobsEqualTheRescoring(t *testing.T) {
	for _, c := range []struct {
		name   string
		engine *lazyEngine
		model  string
		tol    float64
	}{
		{"flash attention off/F32", &plainEngine, "tiny", 1e-3},
		{"flash attention off/Q8_0", &plainEngine, "tiny-q8", 0.1},
		{"flash attention on/F32", &sharedEngine, "tiny", 2e-2},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := c.engine.get(t)
			a := chat(t, e, map[string]any{"model": c.model, "temperature": 0, "max_tokens": 48, "ignore_eos": true,
				"logprobs": true, "top_logprobs": 3, "return_token_ids": true})
			got := a.Choices[0]
			content := got.Logprobs.Content
			if len(content) != 48 || len(got.TokenIDs) != 48 {
				t.Fatalf("%d log-probabilities, %d token ids for 48 tokens", len(content), len(got.TokenIDs))
			}
			ids := append(append([]int{}, a.PromptTokenIDs...), got.TokenIDs...)
			scores, echo := rescore(t, e, c.model, ids, len(a.PromptTokenIDs), 3)
			var worst float64
			for i, lp := range content {
				// Greedy: the chosen token is the most likely, first in top_logprobs.
				if len(lp.TopLogprobs) != 3 || lp.TopLogprobs[0].Token != lp.Token || lp.TopLogprobs[0].Logprob != lp.Logprob ||
					lp.Logprob > 0 || lp.TopLogprobs[1].Logprob > lp.Logprob {
					t.Fatalf("token %d: %+v", i, lp)
				}
				if name := echo.Choices[0].Logprobs.Tokens[len(a.PromptTokenIDs)+i]; name != lp.Token {
					t.Fatalf("token %d is %q in the generation, %q in the re-scoring", i, lp.Token, name)
				}
				worst = max(worst, math.Abs(lp.Logprob-scores[i]))
			}
			t.Logf("%s: largest |generation − re-scoring| over 48 tokens: %.2e", c.name, worst)
			if worst > c.tol {
				t.Errorf("generation and re-scoring differ by %.2e, over %.0e", worst, c.tol)
			}
		})
	}
}

// return_tokens_as_token_ids names tokens "token_id:N"; the ids detokenize to the text
// and are the token_ids return_token_ids gives.
func TestTokensAsTokenIDs(t *testing.T) {
	e := sharedEngine.get(t)
	a := chat(t, e, map[string]any{"temperature": 0.7, "seed": 11, "max_tokens": 40, "logprobs": true, "top_logprobs": 2,
		"return_tokens_as_token_ids": true, "return_token_ids": true})
	got := a.Choices[0]
	var ids []int
	for i, lp := range got.Logprobs.Content {
		n, err := strconv.Atoi(strings.TrimPrefix(lp.Token, "token_id:"))
		if !strings.HasPrefix(lp.Token, "token_id:") || err != nil || n < 0 || n >= VocabSize() {
			t.Fatalf("token %d is %q", i, lp.Token)
		}
		for _, top := range lp.TopLogprobs {
			if !strings.HasPrefix(top.Token, "token_id:") || !bytes.Equal(intBytes(top.Bytes), []byte(top.Token)) {
				t.Fatalf("token %d: top %+v", i, top)
			}
		}
		ids = append(ids, n)
	}
	if fmt.Sprint(ids) != fmt.Sprint(got.TokenIDs) {
		t.Fatalf("token_id names %v, token_ids %v", ids, got.TokenIDs)
	}
	text := ids[:0:0]
	for _, id := range ids {
		if id != TokenEOS { // the text leaves the end-of-sequence token out
			text = append(text, id)
		}
	}
	var d struct {
		Prompt string `json:"prompt"`
	}
	post(t, e, "/detokenize", map[string]any{"model": "tiny", "tokens": text}, &d)
	if d.Prompt != got.Message.Content || d.Prompt == "" {
		t.Fatalf("detokenized %q, content %q", d.Prompt, got.Message.Content)
	}
}

func intBytes(b []int) []byte {
	out := make([]byte, len(b))
	for i, v := range b {
		out[i] = byte(v)
	}
	return out
}

// A prompt given as token ids is the prompt; the text round-trips through /tokenize and
// /detokenize; echo, prompt_logprobs and stop follow vLLM.
func TestCompletionsPromptAsTokenIDs(t *testing.T) {
	e := sharedEngine.get(t)
	const text = "Grüße, world: the naïve café ☕ serves 42 cups.\nNext line."
	var tok struct {
		Count       int      `json:"count"`
		MaxModelLen int      `json:"max_model_len"`
		Tokens      []int    `json:"tokens"`
		TokenStrs   []string `json:"token_strs"`
	}
	post(t, e, "/tokenize", map[string]any{"model": "tiny", "prompt": text, "return_token_strs": true}, &tok)
	if tok.Count != len(tok.Tokens) || tok.Tokens[0] != TokenBOS || tok.MaxModelLen != 256 || tok.TokenStrs[0] != "<s>" {
		t.Fatalf("tokenize: %+v", tok)
	}
	var d struct {
		Prompt string `json:"prompt"`
	}
	post(t, e, "/detokenize", map[string]any{"model": "tiny", "tokens": tok.Tokens[1:]}, &d)
	if d.Prompt != text {
		t.Fatalf("round trip: %q", d.Prompt)
	}
	var byText, byIDs completionAnswer
	req := map[string]any{"model": "tiny", "prompt": text, "max_tokens": 16, "temperature": 0, "ignore_eos": true}
	post(t, e, "/v1/completions", req, &byText)
	req["prompt"] = tok.Tokens
	post(t, e, "/v1/completions", req, &byIDs)
	if byText.Choices[0].Text != byIDs.Choices[0].Text || byIDs.Usage.PromptTokens != tok.Count || byIDs.Object != "text_completion" ||
		!strings.HasPrefix(byIDs.ID, "cmpl-") || byIDs.Usage.CompletionTokens != 16 {
		t.Fatalf("by text %+v\nby ids %+v", byText, byIDs)
	}

	// echo with max_tokens 0 scores the prompt only; prompt_logprobs is vLLM's list, null
	// first, then the prompt token and the top k with their ranks.
	var echo completionAnswer
	post(t, e, "/v1/completions", map[string]any{"model": "tiny", "prompt": tok.Tokens, "max_tokens": 0, "echo": true,
		"logprobs": 2, "prompt_logprobs": 2}, &echo)
	ch := echo.Choices[0]
	if ch.Text != text || echo.Usage.CompletionTokens != 0 || len(ch.PromptLogprobs) != tok.Count || ch.PromptLogprobs[0] != nil {
		t.Fatalf("echo: %q, usage %+v, %d prompt logprobs", ch.Text, echo.Usage, len(ch.PromptLogprobs))
	}
	for i := 1; i < tok.Count; i++ {
		pos := ch.PromptLogprobs[i]
		own, ok := pos[strconv.Itoa(tok.Tokens[i])]
		if !ok || len(pos) < 2 || len(pos) > 3 || own.Logprob != *ch.Logprobs.TokenLogprobs[i] || own.Rank < 1 {
			t.Fatalf("prompt position %d: %+v (token %d, logprob %v)", i, pos, tok.Tokens[i], *ch.Logprobs.TokenLogprobs[i])
		}
		ranks := map[int]bool{}
		for _, lp := range pos {
			ranks[lp.Rank] = true
		}
		if !ranks[1] || !ranks[2] {
			t.Fatalf("prompt position %d: ranks %v", i, ranks)
		}
		if ch.Logprobs.TextOffset[i] < ch.Logprobs.TextOffset[i-1] {
			t.Fatalf("text_offset %v", ch.Logprobs.TextOffset)
		}
	}

	// stop: the text ends before the stop string, finish_reason stop, stop_reason the string.
	full := byIDs.Choices[0].Text
	stop := string([]rune(full)[5:7])
	var s completionAnswer
	req["stop"] = []string{"\x00never", stop}
	post(t, e, "/v1/completions", req, &s)
	if want := full[:strings.Index(full, stop)]; s.Choices[0].Text != want || s.Choices[0].FinishReason != "stop" || s.Choices[0].StopReason != stop {
		t.Fatalf("stop %q in %q: %q, %s, %v", stop, full, s.Choices[0].Text, s.Choices[0].FinishReason, s.Choices[0].StopReason)
	}
}

// Bad requests get a 400 naming the member (vLLM's error object), hostile ones never
// bring the server down.
func TestBadRequests(t *testing.T) {
	e := sharedEngine.get(t)
	long := strings.Repeat("[", 200000) + strings.Repeat("]", 200000)
	for _, c := range []struct {
		path, body string
		code       int
		param      string
	}{
		{"/v1/chat/completions", `{"model": "tiny", "messages": [`, 400, ""},
		{"/v1/chat/completions", `[]`, 400, ""},
		{"/v1/chat/completions", long, 400, ""},
		{"/v1/chat/completions", `{"model": "tiny", "messages": [{"role": "tool", "content": "x"}]}`, 400, "messages[0].role"},
		{"/v1/chat/completions", `{"model": "tiny", "messages": [{"role": "user", "content": 7}]}`, 400, "messages[0].content"},
		{"/v1/chat/completions", `{"model": "tiny", "messages": []}`, 400, "messages"},
		{"/v1/chat/completions", `{"model": "tiny", "messages": [{"role": "user", "content": "x"}], "temperature": "hot"}`, 400, "temperature"},
		{"/v1/chat/completions", `{"model": "tiny", "messages": [{"role": "user", "content": "x"}], "top_logprobs": 2}`, 400, "top_logprobs"},
		{"/v1/chat/completions", `{"model": "tiny", "messages": [{"role": "user", "content": "x"}], "stream": true}`, 400, "stream"},
		{"/v1/chat/completions", `{"model": "tiny", "messages": [{"role": "user", "content": "x"}], "n": 2}`, 400, "n"},
		{"/v1/chat/completions", `{"model": "tiny", "messages": [{"role": "user", "content": "x"}], "seed": 1.5}`, 400, "seed"},
		{"/v1/chat/completions", `{"model": "nope", "messages": [{"role": "user", "content": "x"}]}`, 404, "model"},
		{"/v1/completions", `{"model": "tiny", "prompt": [1, 100000]}`, 400, "prompt"},
		{"/v1/completions", `{"model": "tiny", "prompt": ""}`, 400, "prompt"},
		{"/v1/completions", `{"model": "tiny", "prompt": "x", "max_tokens": 1000}`, 400, "max_tokens"},
		{"/v1/completions", `{"model": "tiny", "prompt": "x", "max_tokens": 0}`, 400, "max_tokens"},
		{"/v1/completions", `{"model": "tiny", "prompt": "x", "logprobs": 21}`, 400, "logprobs"},
		{"/v1/completions", `{"model": "tiny", "prompt": "x", "stop": [""]}`, 400, "stop"},
		{"/v1/completions", `{"model": "tiny", "prompt": "x", "frequency_penalty": 0.5}`, 400, "frequency_penalty"},
		{"/detokenize", `{"model": "tiny", "tokens": [-1]}`, 400, "tokens"},
		{"/v1/nothing", `{}`, 404, ""},
	} {
		code, raw := call(t, e, http.MethodPost, c.path, []byte(c.body), nil)
		var ea errorAnswer
		if err := json.Unmarshal(raw, &ea); err != nil || code != c.code || ea.Error.Code != c.code || ea.Error.Message == "" ||
			(c.param != "" && (ea.Error.Param == nil || *ea.Error.Param != c.param)) {
			t.Errorf("POST %s %.60s: HTTP %d %s, want %d naming %q", c.path, c.body, code, raw, c.code, c.param)
		}
	}
	if code, raw := call(t, e, http.MethodPost, "/v1/completions", bytes.Repeat([]byte(" "), 5<<20), nil); code != http.StatusRequestEntityTooLarge {
		t.Errorf("a 5 MiB body: HTTP %d %s", code, raw)
	}
	if code, _ := call(t, e, http.MethodGet, "/v1/completions", nil, nil); code != http.StatusMethodNotAllowed {
		t.Errorf("GET /v1/completions: HTTP %d", code)
	}
	if code, raw := call(t, e, http.MethodGet, "/health", nil, nil); code != http.StatusOK {
		t.Fatalf("after the bad requests /health is HTTP %d %s\n%s", code, raw, e.Log())
	}
	var models struct {
		Data []struct {
			ID          string `json:"id"`
			MaxModelLen int    `json:"max_model_len"`
		} `json:"data"`
	}
	call(t, e, http.MethodGet, "/v1/models", nil, &models)
	if len(models.Data) != 4 || models.Data[0].ID != "long" || models.Data[0].MaxModelLen != 2048 {
		t.Errorf("/v1/models: %+v", models)
	}
}

// /metrics speaks vLLM's gauges, in the Prometheus text format the worker parses, and
// counts what runs and waits; --no-metrics answers 404.
func TestMetrics(t *testing.T) {
	e := sharedEngine.get(t)
	read := func() map[string]*dto.MetricFamily {
		code, raw := call(t, e, http.MethodGet, "/metrics", nil, nil)
		if code != http.StatusOK {
			t.Fatalf("GET /metrics: HTTP %d", code)
		}
		parser := expfmt.NewTextParser(model.UTF8Validation)
		fams, err := parser.TextToMetricFamilies(bytes.NewReader(raw))
		if err != nil {
			t.Fatalf("/metrics: %v\n%s", err, raw)
		}
		return fams
	}
	gauge := func(fams map[string]*dto.MetricFamily, name, model string) float64 {
		f := fams[name]
		if f == nil || f.GetType() != dto.MetricType_GAUGE {
			t.Fatalf("/metrics: no gauge %s", name)
		}
		for _, m := range f.Metric {
			for _, l := range m.Label {
				if l.GetName() == "model_name" && l.GetValue() == model {
					return m.GetGauge().GetValue()
				}
			}
		}
		t.Fatalf("%s: no series for model %s", name, model)
		return 0
	}
	fams := read()
	for _, name := range []string{"vllm:num_requests_running", "vllm:num_requests_waiting", "vllm:kv_cache_usage_perc", "vllm:gpu_cache_usage_perc"} {
		gauge(fams, name, "long")
	}
	// Three long requests on one sequence: one runs, two wait, until they are done.
	var wg sync.WaitGroup
	for i := range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			post(t, e, "/v1/completions", map[string]any{"model": "long", "prompt": fmt.Sprintf("request %d", i), "max_tokens": 400,
				"temperature": 0, "ignore_eos": true}, nil)
		}()
	}
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	var seen bool
	for !seen {
		fams := read()
		running, waiting, cache := gauge(fams, "vllm:num_requests_running", "long"), gauge(fams, "vllm:num_requests_waiting", "long"),
			gauge(fams, "vllm:kv_cache_usage_perc", "long")
		seen = running == 1 && waiting >= 1 && cache > 0 && cache <= 1
		select {
		case <-done:
			if !seen {
				t.Fatal("the three requests finished before /metrics showed one running and one waiting")
			}
		case <-time.After(5 * time.Millisecond):
		}
	}
	<-done
	fams = read()
	if r, w := gauge(fams, "vllm:num_requests_running", "long"), gauge(fams, "vllm:num_requests_waiting", "long"); r != 0 || w != 0 {
		t.Errorf("after the requests: running %v, waiting %v", r, w)
	}

	plain := plainEngine.get(t)
	if code, _ := call(t, plain, http.MethodGet, "/metrics", nil, nil); code != http.StatusNotFound {
		t.Errorf("--no-metrics: GET /metrics is HTTP %d, want 404", code)
	}
	if code, _ := call(t, plain, http.MethodGet, "/health", nil, nil); code != http.StatusOK {
		t.Errorf("--no-metrics: GET /health is HTTP %d", code)
	}
}

// Hostile members, at random (a fixed seed): every answer is a 200 or a 4xx error
// object, never a 500 or a dropped connection, and the server stays up.
func TestHostileMembers(t *testing.T) {
	e := sharedEngine.get(t)
	values := []any{nil, -1, 0, 1, 2.5, 1e308, -1e308, 1 << 62, "", "x", strings.Repeat("\u2581é\x00", 300), true,
		[]any{}, []any{1, "a"}, []any{[]any{[]any{}}}, map[string]any{}, map[string]any{"role": "user"},
		[]any{map[string]any{"type": "text", "text": 5}}, []any{map[string]any{"role": "user", "content": []any{}}}}
	members := []string{"model", "messages", "prompt", "max_tokens", "max_completion_tokens", "temperature", "top_p", "top_k",
		"min_p", "seed", "stop", "logprobs", "top_logprobs", "prompt_logprobs", "echo", "n", "stream", "ignore_eos",
		"return_tokens_as_token_ids", "return_token_ids", "add_special_tokens", "add_generation_prompt", "skip_special_tokens",
		"logit_bias", "tokens", "unknown"}
	rng := rng{state: 37}
	pick := func(n int) int { return int(rng.next() % uint64(n)) }
	codes := map[int]int{}
	for i := range 300 {
		body := map[string]any{"model": "tiny", "messages": []any{map[string]any{"role": "user", "content": "hi"}},
			"prompt": "hi", "max_tokens": 4, "tokens": []any{1, 2}}
		for range 1 + pick(3) {
			body[members[pick(len(members))]] = values[pick(len(values))]
		}
		path := []string{"/v1/chat/completions", "/v1/completions", "/tokenize", "/detokenize"}[pick(4)]
		code, raw := call(t, e, http.MethodPost, path, body, nil)
		codes[code]++
		var ea errorAnswer
		if code != http.StatusOK && (code < 400 || code >= 500 || json.Unmarshal(raw, &ea) != nil || ea.Error.Message == "") {
			t.Fatalf("case %d, POST %s %v: HTTP %d %s\n%s", i, path, body, code, raw, e.Log())
		}
	}
	if code, _ := call(t, e, http.MethodGet, "/health", nil, nil); code != http.StatusOK {
		t.Fatalf("/health: HTTP %d\n%s", code, e.Log())
	}
	t.Logf("answers by status: %v", codes)
}
