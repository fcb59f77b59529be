package agent

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"
)

// ErrBackend wraps every failure of a backend: the job is given back to the scheduler.
var ErrBackend = errors.New("backend failed")

// Job is one inference to run.
type Job struct {
	RequestID string
	Model     string
	Prompt    []byte
	MaxTokens uint32
	// Verification: the run re-executes another worker's request (verify.go).
	Verification bool
	// Usage, when not nil, receives what the job used as the backend counted it
	// (speed.go); a backend that counts nothing leaves it as it is.
	Usage *Usage
}

// Backend runs inference. Infer must return when ctx ends.
type Backend interface {
	Infer(ctx context.Context, j Job) ([]byte, error)
}

type echo struct{ delay time.Duration }

// NewEcho is the development backend: the output is "echo: " + prompt, at once.
func NewEcho() Backend { return echo{} }

// NewEchoDelay is NewEcho taking d per job.
func NewEchoDelay(d time.Duration) Backend { return echo{delay: d} }

func (e echo) Infer(ctx context.Context, j Job) ([]byte, error) {
	if e.delay > 0 {
		t := time.NewTimer(e.delay)
		defer t.Stop()
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("%w: %w", ErrBackend, ctx.Err())
		case <-t.C:
		}
	}
	return append([]byte("echo: "), j.Prompt...), nil
}

type openAI struct {
	cfg BackendConfig
	hc  *http.Client
	url string
	key string
}

// NewOpenAI returns a backend that calls an OpenAI-compatible server
// (/v1/chat/completions or /v1/completions). Every call is bounded by cfg.Timeout; an
// answer that is not 2xx, not the expected JSON, or longer than cfg.MaxOutputBytes is
// an ErrBackend. hc nil uses a client of its own.
func NewOpenAI(cfg BackendConfig, hc *http.Client) (Backend, error) {
	cfg.Kind = "openai"
	if cfg.Endpoint == "" {
		cfg.Endpoint = "chat"
	}
	if err := cfg.Validate(); err != nil {
		return nil, fmt.Errorf("openai backend: %w", err)
	}
	if hc == nil {
		hc = &http.Client{}
	}
	path := "/v1/chat/completions"
	if cfg.Endpoint == "completions" {
		path = "/v1/completions"
	}
	return &openAI{cfg: cfg, hc: hc, url: strings.TrimRight(cfg.BaseURL, "/") + path, key: cfg.apiKey()}, nil
}

type chatMessage struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

type openAIRequest struct {
	Model     string        `json:"model"`
	Messages  []chatMessage `json:"messages,omitempty"`
	Prompt    string        `json:"prompt,omitempty"`
	MaxTokens uint32        `json:"max_tokens,omitempty"`
	Stream    bool          `json:"stream"`
}

type openAIResponse struct {
	Choices []struct {
		Text    *string `json:"text"`
		Message *struct {
			Content *string `json:"content"`
		} `json:"message"`
	} `json:"choices"`
}

func (o *openAI) Infer(ctx context.Context, j Job) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, o.cfg.Timeout)
	defer cancel()
	model := j.Model
	if m, ok := o.cfg.ModelMap[model]; ok {
		model = m
	}
	req := openAIRequest{Model: model, MaxTokens: j.MaxTokens}
	if o.cfg.Endpoint == "chat" {
		req.Messages = []chatMessage{{Role: "user", Content: string(j.Prompt)}}
	} else {
		req.Prompt = string(j.Prompt)
	}
	body, err := json.Marshal(req)
	if err != nil {
		return nil, fmt.Errorf("%w: encode request: %w", ErrBackend, err)
	}
	hr, err := http.NewRequestWithContext(ctx, http.MethodPost, o.url, bytes.NewReader(body))
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBackend, err)
	}
	hr.Header.Set("Content-Type", "application/json")
	if o.key != "" {
		hr.Header.Set("Authorization", "Bearer "+o.key)
	}
	resp, err := o.hc.Do(hr)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBackend, err)
	}
	defer resp.Body.Close()
	// The JSON envelope may be somewhat larger than the text it carries (escapes).
	limit := 6*o.cfg.MaxOutputBytes + 64<<10
	raw, err := io.ReadAll(io.LimitReader(resp.Body, limit+1))
	if err != nil {
		return nil, fmt.Errorf("%w: read answer: %w", ErrBackend, err)
	}
	if resp.StatusCode/100 != 2 {
		return nil, fmt.Errorf("%w: HTTP %d: %s", ErrBackend, resp.StatusCode, clip(string(raw), 200))
	}
	if int64(len(raw)) > limit {
		return nil, fmt.Errorf("%w: answer over %d bytes", ErrBackend, limit)
	}
	return parseAnswer(raw, o.cfg.Endpoint, o.cfg.MaxOutputBytes)
}

// parseAnswer extracts the generated text from an OpenAI-style answer body: the
// message content of choices[0] for "chat", its text for "completions".
func parseAnswer(raw []byte, endpoint string, maxOutput int64) ([]byte, error) {
	var ans openAIResponse
	if err := json.Unmarshal(raw, &ans); err != nil {
		return nil, fmt.Errorf("%w: malformed JSON: %w", ErrBackend, err)
	}
	if len(ans.Choices) == 0 {
		return nil, fmt.Errorf("%w: answer has no choices", ErrBackend)
	}
	c := ans.Choices[0]
	var text *string
	if endpoint == "chat" && c.Message != nil {
		text = c.Message.Content
	} else if c.Text != nil {
		text = c.Text
	}
	if text == nil {
		return nil, fmt.Errorf("%w: answer has no text in choices[0]", ErrBackend)
	}
	if int64(len(*text)) > maxOutput {
		return nil, fmt.Errorf("%w: output is %d bytes, the limit is %d", ErrBackend, len(*text), maxOutput)
	}
	return []byte(*text), nil
}

func clip(s string, n int) string {
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}
