package devstack

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"math"
	"math/big"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/internal/testutil/enginekit"
	"github.com/infersched/infersched/internal/testutil/mediakit"
	"github.com/infersched/infersched/wire/infer"
)

// tap stands between the workers and the real engine: it forwards every request to the
// engine (the endpoints no engine here serves, images, transcriptions and embeddings, to
// a mediakit server written to OpenAI's schemas) and keeps, per path, each request's
// body and the answer's, so that a test asserts on what the engine received and
// answered.
type tap struct {
	URL   string
	mu    sync.Mutex
	calls map[string][]tapCall
}

type tapCall struct{ req, resp []byte }

func newTap(t *testing.T, engineURL string, media *mediakit.Server) *tap {
	t.Helper()
	target, err := url.Parse(engineURL)
	if err != nil {
		t.Fatal(err)
	}
	tp := &tap{calls: map[string][]tapCall{}}
	proxy := httputil.NewSingleHostReverseProxy(target)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		r.Body = io.NopCloser(bytes.NewReader(body))
		rec := httptest.NewRecorder()
		if mediakit.Handles(r.URL.Path) {
			media.ServeHTTP(rec, r)
		} else {
			proxy.ServeHTTP(rec, r)
		}
		tp.mu.Lock()
		tp.calls[r.URL.Path] = append(tp.calls[r.URL.Path], tapCall{req: body, resp: rec.Body.Bytes()})
		tp.mu.Unlock()
		for k, v := range rec.Header() {
			w.Header()[k] = v
		}
		w.WriteHeader(rec.Code)
		_, _ = w.Write(rec.Body.Bytes())
	}))
	t.Cleanup(srv.Close)
	tp.URL = srv.URL
	return tp
}

// only is the one call made on path; the test fails unless there is exactly one.
func (tp *tap) only(t *testing.T, path string) tapCall {
	t.Helper()
	tp.mu.Lock()
	defer tp.mu.Unlock()
	if n := len(tp.calls[path]); n != 1 {
		t.Fatalf("%d calls on %s, want 1", n, path)
	}
	return tp.calls[path][0]
}

// requestModel sends one requestInference of model with prompt and maxTokens, paying
// what the quote suggests, and returns its id.
func requestModel(t *testing.T, s *Stack, model string, prompt []byte, maxTokens int) *big.Int {
	t.Helper()
	ctx := context.Background()
	c := s.Chain
	fee, ok := new(big.Int).SetString(quote(t, s, maxTokens, 0).SuggestedFeeWei, 10)
	if !ok {
		t.Fatal("no suggested fee")
	}
	opts, err := c.Pay(ctx, c.Users[0], fee)
	if err != nil {
		t.Fatal(err)
	}
	tx, err := c.Router.RequestInference(opts, model, prompt, uint32(maxTokens), uint64(time.Now().Add(10*time.Minute).Unix()), 200_000, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range receipt(t, s, tx.Hash()).Logs {
		if ev, err := c.Router.ParseInferenceRequested(*l); err == nil {
			return ev.Id
		}
	}
	t.Fatal("no InferenceRequested")
	return nil
}

// get reads path on the stack's API: status, headers and body.
func get(t *testing.T, s *Stack, path string) (int, http.Header, []byte) {
	t.Helper()
	resp, err := http.Get(s.HTTPURL + path)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, resp.Header, b
}

// engineTokens reads the generated tokens of a vLLM chat answer (logprobs with
// return_tokens_as_token_ids): ids, log-probabilities, alternatives.
func engineTokens(t *testing.T, answer []byte) (string, []infer.Token) {
	t.Helper()
	var ans struct {
		Choices []struct {
			Message  struct{ Content string }
			Logprobs struct {
				Content []struct {
					Token       string
					Logprob     float64
					TopLogprobs []struct {
						Token   string
						Logprob float64
					} `json:"top_logprobs"`
				}
			}
		}
	}
	if err := json.Unmarshal(answer, &ans); err != nil || len(ans.Choices) != 1 {
		t.Fatalf("the engine's answer %s: %v", answer, err)
	}
	id := func(s string) int64 {
		n, err := strconv.ParseInt(strings.TrimPrefix(s, "token_id:"), 10, 64)
		if err != nil {
			t.Fatalf("token %q is not named by its id", s)
		}
		return n
	}
	var out []infer.Token
	for _, c := range ans.Choices[0].Logprobs.Content {
		tok := infer.Token{ID: id(c.Token), Logprob: c.Logprob}
		for _, a := range c.TopLogprobs {
			tok.Top = append(tok.Top, infer.TopLogprob{ID: id(a.Token), Logprob: a.Logprob})
		}
		infer.SortTop(tok.Top)
		out = append(out, tok)
	}
	return ans.Choices[0].Message.Content, out
}

// TestRealEngineBehindTheDevStack is inference end to end on the real
// engine (node-llama-cpp's llama.cpp over the test kit's tiny model, vLLM's wire format),
// served without metrics, as a llama-server without --metrics is:
//   - `dev --backend-url` puts it behind the stack's worker, which reports its own count
//     (backend_metrics none) and gets jobs;
//   - a chat document with a system prompt, temperature 0 and a seed reaches the engine
//     with every member (the engine is strict: a member it does not know is a 400), and
//     its result comes back with its transcript, whose token ids and log-probabilities
//     are the engine's own, and whose prompt ids are the engine's tokenization; a direct
//     call with the same members gives the same tokens;
//   - an image document goes to an OpenAI-schema image server and is served as
//     image/png, the bytes checked against the on-chain hash.
func TestRealEngineBehindTheDevStack(t *testing.T) {
	t.Parallel()
	eng := enginekit.Start(t, enginekit.Options{NoMetrics: true, Strict: true})
	media := mediakit.New()
	tp := newTap(t, eng.URL, media)
	o := testOptions(t)
	o.Workers = 1
	o.BackendURL = tp.URL
	s := startStack(t, o)

	doc := `{"infer":1,"task":"chat","messages":[{"role":"system","content":"You answer in one word."},` +
		`{"role":"user","content":"Name a colour."}],"temperature":0,"top_p":1,"top_k":0,"seed":42,"stop":["\n\n\n"]}`
	id := requestModel(t, s, "llama-7b", []byte(doc), 16)
	p := waitCompleted(t, s, id)
	out := fetchOutput(t, s, id)
	if p.body["output_hash"] != strings.ToLower(crypto.Keccak256Hash(out).Hex()) {
		t.Fatalf("status %v does not name the output's hash", p.body)
	}

	// What reached the engine: the document's every member, under vLLM's names.
	chat := tp.only(t, "/v1/chat/completions")
	var sent map[string]any
	if err := json.Unmarshal(chat.req, &sent); err != nil {
		t.Fatal(err)
	}
	want := map[string]any{
		"model": "llama-7b", "max_tokens": 16.0, "stream": false,
		"messages": []any{map[string]any{"role": "system", "content": "You answer in one word."},
			map[string]any{"role": "user", "content": "Name a colour."}},
		"temperature": 0.0, "top_p": 1.0, "top_k": -1.0, "seed": 42.0, "stop": []any{"\n\n\n"},
		"logprobs": true, "top_logprobs": 5.0, "return_tokens_as_token_ids": true,
	}
	if !reflect.DeepEqual(sent, want) {
		t.Fatalf("the engine received\n %v\nwant\n %v", sent, want)
	}
	text, engineOut := engineTokens(t, chat.resp)
	if string(out) != text {
		t.Fatalf("output %q, the engine answered %q", out, text)
	}

	// The transcript: the engine's ids and log-probabilities, its tokenization of the
	// prompt, the sampling asked for, bound to the on-chain output.
	code, hdr, body := get(t, s, "/v1/requests/"+id.String()+"/transcript")
	if code != http.StatusOK || hdr.Get("Content-Type") != "application/json" {
		t.Fatalf("transcript: %d %s", code, body)
	}
	tr, err := infer.DecodeTranscript(body)
	if err != nil {
		t.Fatal(err)
	}
	if hdr.Get("X-Transcript-Hash") != strings.ToLower(crypto.Keccak256Hash(body).Hex()) || tr.OutputHash != crypto.Keccak256Hash(out) {
		t.Fatalf("the transcript is not bound to the output: %v, %s", hdr, tr.OutputHash.Hex())
	}
	if !reflect.DeepEqual(tr.Output, engineOut) {
		t.Fatalf("transcript tokens\n %v\nthe engine's\n %v", tr.Output, engineOut)
	}
	var tok struct{ Tokens []int64 }
	if err := json.Unmarshal(tp.only(t, "/tokenize").resp, &tok); err != nil || len(tok.Tokens) == 0 {
		t.Fatalf("tokenize: %v", err)
	}
	temp, topP, topK, seed := 0.0, 1.0, int64(0), int64(42)
	wantSampling := infer.TranscriptSampling{Sampling: infer.Sampling{Temperature: &temp, TopP: &topP, TopK: &topK, Seed: &seed,
		Stop: []string{"\n\n\n"}}, MaxTokens: 16, TopLogprobs: 5}
	if !reflect.DeepEqual(tr.PromptTokens, tok.Tokens) || tr.PromptSource != infer.PromptFromTokenize || tr.Model != "llama-7b" ||
		tr.BackendModel != "llama-7b" || tr.Engine != "vllm" || tr.Task != infer.TaskChat || tr.RequestID != id.String() ||
		!reflect.DeepEqual(tr.Sampling, wantSampling) || len(tr.Output) == 0 || len(tr.Output) > 16 {
		t.Fatalf("transcript %+v", tr)
	}
	// The same members sent directly give the same tokens (temperature 0 repeats).
	resp, err := http.Post(eng.URL+"/v1/chat/completions", "application/json", bytes.NewReader(chat.req))
	if err != nil {
		t.Fatal(err)
	}
	again, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if text2, out2 := engineTokens(t, again); text2 != text || !reflect.DeepEqual(out2, engineOut) {
		t.Fatalf("a direct call with the same members answered %q %v", text2, out2)
	}
	for _, tok := range tr.Output {
		if math.IsNaN(tok.Logprob) || tok.Logprob > 0 {
			t.Fatalf("log-probability %v", tok.Logprob)
		}
	}

	// The server has no metrics: the worker said so, and got the job above.
	_, _, wb := get(t, s, "/v1/workers")
	var ws struct {
		Workers []struct {
			BackendMetrics string `json:"backend_metrics"`
			Models         []string
		}
	}
	if err := json.Unmarshal(wb, &ws); err != nil || len(ws.Workers) != 1 || ws.Workers[0].BackendMetrics != "none" {
		t.Fatalf("/v1/workers: %s", wb)
	}

	// An image, through the same URL: served as image/png, the bytes the on-chain hash's.
	id = requestModel(t, s, "llama-7b", []byte(`{"infer":1,"task":"image","prompt":"a red fox","size":"512x512","steps":4,"seed":7}`), 1)
	p = waitCompleted(t, s, id)
	code, hdr, img := get(t, s, "/v1/requests/"+id.String()+"/output")
	if code != http.StatusOK || hdr.Get("Content-Type") != "image/png" || !bytes.Equal(img, media.Image()) ||
		p.body["output_hash"] != strings.ToLower(crypto.Keccak256Hash(img).Hex()) || strings.Trim(hdr.Get("ETag"), `"`) != p.body["output_hash"] {
		t.Fatalf("image: %d %s, %d bytes, status %v", code, hdr.Get("Content-Type"), len(img), p.body)
	}
	if last := media.LastImage(); last["seed"] != 7.0 || last["num_inference_steps"] != 4.0 || last["response_format"] != "b64_json" {
		t.Fatalf("the image server got %v", last)
	}
	if code, _, _ := get(t, s, "/v1/requests/"+id.String()+"/transcript"); code != http.StatusNotFound {
		t.Fatalf("an image has no transcript: %d", code)
	}
}
