package agent

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/internal/testutil/testkit"
)

func openAIServer(t *testing.T, h http.HandlerFunc) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv
}

func backendConfig(url string) BackendConfig {
	return BackendConfig{Kind: "openai", BaseURL: url, Endpoint: "chat", Timeout: 2 * time.Second,
		MaxOutputBytes: 64, ModelMap: map[string]string{testModel: "meta-llama/Llama-3-8B"}, APIKey: "sekrit", TopLogprobs: 5}
}

func TestOpenAIBackend(t *testing.T) {
	var gotPath, gotAuth, gotModel, gotPrompt string
	ok := openAIServer(t, func(w http.ResponseWriter, r *http.Request) {
		gotPath, gotAuth = r.URL.Path, r.Header.Get("Authorization")
		var req genRequest
		_ = json.NewDecoder(r.Body).Decode(&req)
		gotModel = req.Model
		if len(req.Messages) > 0 {
			gotPrompt = req.Messages[0].Content
			_, _ = io.WriteString(w, `{"choices":[{"message":{"role":"assistant","content":"hi there"}}]}`)
			return
		}
		if req.Prompt != nil {
			gotPrompt = *req.Prompt
		}
		_, _ = io.WriteString(w, `{"choices":[{"text":"plain hi"}]}`)
	})
	job := plainJob(testModel, "hello", 8)

	b, err := NewOpenAI(backendConfig(ok.URL), nil)
	if err != nil {
		t.Fatal(err)
	}
	res, err := b.Infer(context.Background(), job)
	if err != nil || string(res.Output) != "hi there" || res.ContentType != "text/plain; charset=utf-8" {
		t.Fatalf("chat: %+v, %v", res, err)
	}
	if gotPath != "/v1/chat/completions" || gotAuth != "Bearer sekrit" || gotModel != "meta-llama/Llama-3-8B" || gotPrompt != "hello" {
		t.Fatalf("request: path %q auth %q model %q prompt %q", gotPath, gotAuth, gotModel, gotPrompt)
	}
	cc := backendConfig(ok.URL)
	cc.Endpoint = "completions"
	b, err = NewOpenAI(cc, nil)
	if err != nil {
		t.Fatal(err)
	}
	res, err = b.Infer(context.Background(), job)
	if err != nil || string(res.Output) != "plain hi" || gotPath != "/v1/completions" || res.Transcript != nil {
		t.Fatalf("completions: %+v, %v, path %q", res, err, gotPath)
	}
}

func TestOpenAIBackendFailures(t *testing.T) {
	cases := map[string]struct {
		h    http.HandlerFunc
		want string
	}{
		"500": {func(w http.ResponseWriter, _ *http.Request) { http.Error(w, "boom", 500) }, "HTTP 500"},
		"malformed JSON": {func(w http.ResponseWriter, _ *http.Request) {
			_, _ = io.WriteString(w, `{"choices":[{"message":`)
		}, "malformed JSON"},
		"no choices": {func(w http.ResponseWriter, _ *http.Request) { _, _ = io.WriteString(w, `{"choices":[]}`) }, "no choices"},
		"no text":    {func(w http.ResponseWriter, _ *http.Request) { _, _ = io.WriteString(w, `{"choices":[{}]}`) }, "no text"},
		"oversized": {func(w http.ResponseWriter, _ *http.Request) {
			_, _ = io.WriteString(w, `{"choices":[{"message":{"content":"`+strings.Repeat("x", 65)+`"}}]}`)
		}, "the limit is 64"},
		"huge body": {func(w http.ResponseWriter, _ *http.Request) {
			_, _ = io.WriteString(w, `{"choices":[{"message":{"content":"`+strings.Repeat("x", 1<<20))
		}, "answer over"},
		"timeout": {nil, "deadline exceeded"}, // hangs
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			h := c.h
			if h == nil {
				quit := make(chan struct{})
				h = func(w http.ResponseWriter, r *http.Request) {
					select {
					case <-r.Context().Done():
					case <-quit:
					}
				}
				defer close(quit) // before the server's Close, which waits for handlers
			}
			srv := openAIServer(t, h)
			cfg := backendConfig(srv.URL)
			cfg.Timeout = 200 * time.Millisecond
			b, err := NewOpenAI(cfg, nil)
			if err != nil {
				t.Fatal(err)
			}
			_, err = b.Infer(context.Background(), plainJob("other", "p", 0))
			if !errors.Is(err, ErrBackend) || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %v, want ErrBackend containing %q", err, c.want)
			}
		})
	}
}

// A backend failure is given back to the scheduler at once (a signed nack), the JetStream
// message is settled, and nothing is sent on chain.
func TestBackendFailureNacks(t *testing.T) {
	e := newEnv(t)
	srv := openAIServer(t, func(w http.ResponseWriter, _ *http.Request) {
		http.Error(w, "overloaded", http.StatusServiceUnavailable)
	})
	b, err := NewOpenAI(backendConfig(srv.URL), nil)
	if err != nil {
		t.Fatal(err)
	}
	id := e.request("hello", 1000)
	n0 := e.nonce(0)
	r := e.start(0, testConfig(t), b)
	e.assign(id, 0, "hello", 1000, time.Hour)
	testkit.WaitUntil(t, "the nack", func() bool { return r.w.Stats().Nacked == 1 })
	acks := e.ackList()
	if len(acks) != 2 || acks[0].Failed || !acks[1].Failed || !strings.Contains(acks[1].Reason, "HTTP 503") {
		t.Fatalf("acks %+v, want an ack then a nack with the reason", acks)
	}
	if n := e.nonce(0); n != n0 {
		t.Fatalf("worker sent %d transactions, want none", n-n0)
	}
	if st := e.chain.Status(t, id); st != contracts.StatusPending {
		t.Fatalf("status %s, want pending", st)
	}
	cons, err := e.js.Consumer(context.Background(), "ASSIGNMENTS", ConsumerName(e.chain.Workers[0].Address))
	if err != nil {
		t.Fatal(err)
	}
	testkit.WaitUntil(t, "the message acknowledged", func() bool {
		info, err := cons.Info(context.Background())
		return err == nil && info.NumAckPending == 0 && info.NumPending == 0
	})
}
