package agent

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/infersched/infersched/wire/infer"
)

// recorder is an OpenAI-compatible server of canned answers that records every
// request body by path.
type recorder struct {
	mu      sync.Mutex
	bodies  map[string][]map[string]any
	answers map[string]string // path → body; a path without one answers 404
}

func newRecorder(t *testing.T, answers map[string]string) (*recorder, string) {
	rec := &recorder{bodies: map[string][]map[string]any{}, answers: answers}
	srv := openAIServer(t, func(w http.ResponseWriter, r *http.Request) {
		var body map[string]any
		raw, _ := io.ReadAll(r.Body)
		_ = json.Unmarshal(raw, &body)
		rec.mu.Lock()
		rec.bodies[r.URL.Path] = append(rec.bodies[r.URL.Path], body)
		rec.mu.Unlock()
		a, ok := answers[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		_, _ = io.WriteString(w, a)
	})
	return rec, srv.URL
}

func (r *recorder) got(path string) []map[string]any {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.bodies[path]
}

func docJob(t *testing.T, doc string, maxTokens uint32) Job {
	t.Helper()
	d, err := infer.Parse([]byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	return Job{RequestID: "7", Model: testModel, Doc: d, MaxTokens: maxTokens}
}

// vLLM's chat answer with logprobs and return_tokens_as_token_ids.
const vllmChat = `{"id":"chatcmpl-1","object":"chat.completion","model":"meta-llama/Llama-3-8B","choices":[{"index":0,
 "message":{"role":"assistant","content":"Hi!"},
 "logprobs":{"content":[
  {"token":"token_id:13347","logprob":-0.25,"bytes":[72,105],"top_logprobs":[{"token":"token_id:13347","logprob":-0.25},{"token":"token_id:9906","logprob":-1.75}]},
  {"token":"token_id:0","logprob":-0.0001,"bytes":[33],"top_logprobs":[{"token":"token_id:0","logprob":-0.0001},{"token":"token_id:13","logprob":-9.5}]}]},
 "finish_reason":"stop"}],"usage":{"prompt_tokens":12,"completion_tokens":2,"total_tokens":14}}`

// TestChatDocumentReachesTheServer: a chat document's messages and every sampling
// member reach /v1/chat/completions under vLLM's names, with logprobs asked for; the
// answer's tokens and the prompt's (from /tokenize) make the transcript.
func TestChatDocumentReachesTheServer(t *testing.T) {
	rec, url := newRecorder(t, map[string]string{
		"/v1/chat/completions": vllmChat,
		"/tokenize":            `{"count":3,"max_model_len":8192,"tokens":[128000,882,271]}`,
		"/v1/models":           `{"object":"list","data":[{"id":"meta-llama/Llama-3-8B","object":"model","owned_by":"vllm"}]}`,
	})
	cfg := backendConfig(url)
	cfg.MaxOutputBytes = 1 << 10
	b, err := NewOpenAI(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	j := docJob(t, `{"infer":1,"task":"chat","messages":[{"role":"system","content":"Be brief."},{"role":"user","content":"Hello"}],
		"temperature":0,"top_p":0.9,"top_k":0,"seed":42,"stop":["\n\n"]}`, 32)
	res, err := b.Infer(context.Background(), j)
	if err != nil {
		t.Fatal(err)
	}
	sent := rec.got("/v1/chat/completions")[0]
	want := map[string]any{
		"model": "meta-llama/Llama-3-8B", "max_tokens": 32.0, "stream": false,
		"messages":    []any{map[string]any{"role": "system", "content": "Be brief."}, map[string]any{"role": "user", "content": "Hello"}},
		"temperature": 0.0, "top_p": 0.9, "top_k": -1.0, "seed": 42.0, "stop": []any{"\n\n"},
		"logprobs": true, "top_logprobs": 5.0, "return_tokens_as_token_ids": true,
	}
	if !reflect.DeepEqual(sent, want) {
		t.Fatalf("sent\n %v\nwant\n %v", sent, want)
	}
	tok := rec.got("/tokenize")[0]
	if tok["model"] != "meta-llama/Llama-3-8B" || tok["add_generation_prompt"] != true || !reflect.DeepEqual(tok["messages"], want["messages"]) {
		t.Fatalf("tokenize asked with %v", tok)
	}
	if string(res.Output) != "Hi!" || res.PromptTokens != 12 || res.OutputTokens != 2 {
		t.Fatalf("result %+v", res)
	}
	tr := res.Transcript
	f, s, k := 0.0, int64(42), int64(0)
	topP := 0.9
	wantTr := &infer.Transcript{Version: 1, RequestID: "7", Task: infer.TaskChat, Model: testModel, BackendModel: "meta-llama/Llama-3-8B",
		Engine: "vllm", Sampling: infer.TranscriptSampling{Sampling: infer.Sampling{Temperature: &f, TopP: &topP, TopK: &k, Seed: &s, Stop: []string{"\n\n"}},
			MaxTokens: 32, TopLogprobs: 5},
		PromptSource: infer.PromptFromTokenize, PromptTokens: []int64{128000, 882, 271},
		Output: []infer.Token{{ID: 13347, Logprob: -0.25, Top: []infer.TopLogprob{{ID: 13347, Logprob: -0.25}, {ID: 9906, Logprob: -1.75}}},
			{ID: 0, Logprob: -0.0001, Top: []infer.TopLogprob{{ID: 0, Logprob: -0.0001}, {ID: 13, Logprob: -9.5}}}},
		FinishReason: "stop"}
	if !reflect.DeepEqual(tr, wantTr) {
		t.Fatalf("transcript\n %+v\nwant\n %+v", tr, wantTr)
	}
	// The engine is asked for once per model.
	if _, err := b.Infer(context.Background(), j); err != nil {
		t.Fatal(err)
	}
	if n := len(rec.got("/v1/models")); n != 1 {
		t.Fatalf("/v1/models asked %d times, want once", n)
	}
}

// TestCompletionTranscript: a completion asks logprobs as a number; vLLM's legacy
// logprobs (a dict per position that may hold the sampled token beside the top K) are
// kept as the K most likely, most likely first. backend.engine names the engine.
func TestCompletionTranscript(t *testing.T) {
	rec, url := newRecorder(t, map[string]string{
		"/v1/completions": `{"model":"m","choices":[{"text":" upon","logprobs":{"tokens":["token_id:5304","token_id:264"],
			"token_logprobs":[-3.5,-0.5],"top_logprobs":[{"token_id:11":-0.5,"token_id:5304":-3.5,"token_id:7":-1.0},{"token_id:264":-0.5,"token_id:9":-2.0}],
			"text_offset":[0,5]},"finish_reason":"length"}],"usage":{"prompt_tokens":3,"completion_tokens":2}}`,
		"/tokenize": `{"tokens":[1,9843]}`,
	})
	cfg := backendConfig(url)
	cfg.TopLogprobs, cfg.Engine = 2, "vllm 0.11 fp16 tp1"
	b, err := NewOpenAI(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	res, err := b.Infer(context.Background(), docJob(t, `{"infer":1,"task":"completion","prompt":"Once","seed":3}`, 2))
	if err != nil {
		t.Fatal(err)
	}
	sent := rec.got("/v1/completions")[0]
	if sent["prompt"] != "Once" || sent["logprobs"] != 2.0 || sent["top_logprobs"] != nil || sent["seed"] != 3.0 || sent["return_tokens_as_token_ids"] != true {
		t.Fatalf("sent %v", sent)
	}
	if tok := rec.got("/tokenize")[0]; tok["prompt"] != "Once" || tok["messages"] != nil || tok["add_generation_prompt"] != nil {
		t.Fatalf("tokenize asked with %v", tok)
	}
	want := []infer.Token{
		{ID: 5304, Logprob: -3.5, Top: []infer.TopLogprob{{ID: 11, Logprob: -0.5}, {ID: 7, Logprob: -1.0}}},
		{ID: 264, Logprob: -0.5, Top: []infer.TopLogprob{{ID: 264, Logprob: -0.5}, {ID: 9, Logprob: -2.0}}},
	}
	tr := res.Transcript
	if tr == nil || !reflect.DeepEqual(tr.Output, want) || tr.Engine != "vllm 0.11 fp16 tp1" || tr.FinishReason != "length" ||
		tr.Task != infer.TaskCompletion || !reflect.DeepEqual(tr.PromptTokens, []int64{1, 9843}) {
		t.Fatalf("transcript %+v", tr)
	}
}

// TestTranscriptsOfOtherServers: llama-server names each token's id in an "id" member;
// Ollama names none (the result has no transcript); a server without /tokenize gives
// transcripts without prompt ids, and is not asked again.
func TestTranscriptsOfOtherServers(t *testing.T) {
	llama := `{"model":"gpt-3.5-turbo","choices":[{"message":{"content":"ok"},"logprobs":{"content":[
		{"id":1001,"token":"ok","logprob":-0.1,"bytes":[111,107],"top_logprobs":[{"id":1001,"token":"ok","logprob":-0.1}]}]},"finish_reason":"stop"}]}`
	rec, url := newRecorder(t, map[string]string{"/v1/chat/completions": llama})
	b, err := NewOpenAI(backendConfig(url), nil)
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		res, err := b.Infer(context.Background(), plainJob(testModel, "hi", 4))
		if err != nil {
			t.Fatal(err)
		}
		tr := res.Transcript
		if tr == nil || tr.PromptSource != infer.PromptUnknown || len(tr.PromptTokens) != 0 || len(tr.Output) != 1 || tr.Output[0].ID != 1001 ||
			tr.Sampling.Temperature != nil {
			t.Fatalf("llama-server transcript %+v", tr)
		}
	}
	if n := len(rec.got("/tokenize")); n != 1 {
		t.Fatalf("/tokenize asked %d times, want once (404 remembered)", n)
	}
	ollama := `{"model":"llama3","choices":[{"message":{"content":"ok"},"logprobs":{"content":[{"token":"ok","logprob":-0.1,"bytes":[111,107],"top_logprobs":[]}]},"finish_reason":"stop"}]}`
	_, url = newRecorder(t, map[string]string{"/v1/chat/completions": ollama})
	b, err = NewOpenAI(backendConfig(url), nil)
	if err != nil {
		t.Fatal(err)
	}
	res, err := b.Infer(context.Background(), plainJob(testModel, "hi", 4))
	if err != nil || string(res.Output) != "ok" || res.Transcript != nil {
		t.Fatalf("Ollama: %+v, %v", res, err)
	}
}

// TestBinaryPlainPromptIsRefused: a plain prompt that is not UTF-8 never reaches a text
// endpoint.
func TestBinaryPlainPromptIsRefused(t *testing.T) {
	rec, url := newRecorder(t, map[string]string{"/v1/chat/completions": vllmChat})
	b, err := NewOpenAI(backendConfig(url), nil)
	if err != nil {
		t.Fatal(err)
	}
	_, err = b.Infer(context.Background(), plainJob(testModel, "\x89PNG\r\n\x1a\n\x00\x00", 4))
	if !errors.Is(err, ErrBinaryPrompt) || !errors.Is(err, ErrBackend) || !strings.Contains(err.Error(), "not UTF-8") {
		t.Fatalf("got %v", err)
	}
	if n := len(rec.got("/v1/chat/completions")); n != 0 {
		t.Fatalf("the server was called %d times", n)
	}
}

// TestMissingAPIKeyVariableIsSaidAtStart: backend.api_key_env naming an unset variable
// fails the backend's construction (the worker's start), naming the variable.
func TestMissingAPIKeyVariableIsSaidAtStart(t *testing.T) {
	cfg := backendConfig("http://127.0.0.1:1")
	cfg.APIKey, cfg.APIKeyEnv = "", "INFERSCHED_TEST_NO_SUCH_KEY"
	t.Setenv("INFERSCHED_TEST_NO_SUCH_KEY", "")
	if _, err := NewOpenAI(cfg, nil); err == nil || !strings.Contains(err.Error(), "INFERSCHED_TEST_NO_SUCH_KEY") {
		t.Fatalf("got %v, want an error naming the variable", err)
	}
	t.Setenv("INFERSCHED_TEST_NO_SUCH_KEY", "sk-1")
	if _, err := NewOpenAI(cfg, nil); err != nil {
		t.Fatal(err)
	}
}

func TestTokenID(t *testing.T) {
	id := int64(5)
	for _, tc := range []struct {
		id    *int64
		token string
		want  int64
		ok    bool
	}{
		{nil, "token_id:42", 42, true}, {&id, "anything", 5, true}, {nil, "token_id:042", 0, false},
		{nil, "token_id:-1", 0, false}, {nil, "hello", 0, false}, {nil, "token_id:99999999999", 0, false},
	} {
		got, ok := tokenID(tc.id, tc.token)
		if ok != tc.ok || ok && got != tc.want {
			t.Errorf("%v %q: %d %v", tc.id, tc.token, got, ok)
		}
	}
}
