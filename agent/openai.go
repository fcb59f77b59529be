package agent

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/infersched/infersched/wire/infer"
)

// The openai backend calls an OpenAI-compatible server: vLLM, llama.cpp's llama-server,
// Ollama, or anything that follows OpenAI's published request and response schemas.
// Each task goes to its endpoint (openai_gen.go, openai_media.go):
//
//	chat           POST /v1/chat/completions   messages, sampling, logprobs + top_logprobs
//	completion     POST /v1/completions        prompt, sampling, logprobs (an int)
//	embedding      POST /v1/embeddings         input, encoding_format "float"
//	image          POST /v1/images/generations prompt, size, response_format "b64_json"
//	transcription  POST /v1/audio/transcriptions  multipart: file, model, language
//
// A plain prompt goes to backend.endpoint (chat: one user message; completions: the
// prompt as it is), with no sampling member (the server's defaults), as it always did.
// Every call is bounded by backend.timeout and by the size of what it may answer; an
// answer that is not 2xx or not the expected JSON is an ErrBackend.

type openAI struct {
	cfg  BackendConfig
	hc   *http.Client
	base string
	key  string

	mu sync.Mutex
	// owners: backend model name → the owner GET /v1/models lists for it ("" unknown),
	// the transcripts' engine when backend.engine is not set. Read once per model.
	owners map[string]string
	// noTokenize: the server answered POST /tokenize with 404 or 405 (not vLLM's API):
	// transcripts carry no prompt ids from then on.
	noTokenize bool
}

// NewOpenAI returns the backend for an OpenAI-compatible server. It fails when the
// configuration is invalid or names an API key variable that is not set. hc nil uses
// a client of its own.
func NewOpenAI(cfg BackendConfig, hc *http.Client) (Backend, error) {
	cfg.Kind = "openai"
	if cfg.Endpoint == "" {
		cfg.Endpoint = "chat"
	}
	if cfg.MaxImageBytes == 0 {
		cfg.MaxImageBytes = MaxStoredInputBytes
	}
	if err := cfg.Validate(); err != nil {
		return nil, fmt.Errorf("openai backend: %w", err)
	}
	key, err := cfg.apiKey()
	if err != nil {
		return nil, fmt.Errorf("openai backend: %w", err)
	}
	if hc == nil {
		hc = &http.Client{}
	}
	return &openAI{cfg: cfg, hc: hc, base: strings.TrimRight(cfg.BaseURL, "/"), key: key, owners: map[string]string{}}, nil
}

func (o *openAI) Infer(ctx context.Context, j Job) (Result, error) {
	ctx, cancel := context.WithTimeout(ctx, o.cfg.Timeout)
	defer cancel()
	task := j.Task()
	if task == "" {
		if !utf8.ValidString(j.Doc.Prompt) {
			return Result{}, fmt.Errorf("%w: %w: a plain prompt of %d bytes that are not UTF-8 (an uploaded image or audio?) cannot be sent to the %s endpoint as text; send an inference request document of the task that reads it",
				ErrBackend, ErrBinaryPrompt, len(j.Doc.Prompt), o.cfg.Endpoint)
		}
		task = infer.TaskChat
		if o.cfg.Endpoint == "completions" {
			task = infer.TaskCompletion
		}
	}
	switch task {
	case infer.TaskChat, infer.TaskCompletion:
		return o.generate(ctx, j, task)
	case infer.TaskEmbedding:
		return o.embed(ctx, j)
	case infer.TaskImage:
		return o.image(ctx, j)
	case infer.TaskTranscription:
		return o.transcribe(ctx, j)
	}
	return Result{}, fmt.Errorf("%w: task %q is not one the backend knows", ErrBackend, task)
}

// model is j's model as the backend names it (backend.model_map).
func (o *openAI) model(j Job) string {
	if m, ok := o.cfg.ModelMap[j.Model]; ok {
		return m
	}
	return j.Model
}

// postJSON sends body as JSON to path and reads a 2xx answer of at most limit bytes.
func (o *openAI) postJSON(ctx context.Context, path string, body any, limit int64) ([]byte, int, error) {
	b, err := json.Marshal(body)
	if err != nil {
		return nil, 0, fmt.Errorf("%w: encode request: %w", ErrBackend, err)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, o.base+path, bytes.NewReader(b))
	if err != nil {
		return nil, 0, fmt.Errorf("%w: %w", ErrBackend, err)
	}
	req.Header.Set("Content-Type", "application/json")
	return o.do(req, limit)
}

// do sends req with the API key and reads the answer: at most limit bytes, an error
// for a status other than 2xx (the status is returned too).
func (o *openAI) do(req *http.Request, limit int64) ([]byte, int, error) {
	if o.key != "" {
		req.Header.Set("Authorization", "Bearer "+o.key)
	}
	resp, err := o.hc.Do(req)
	if err != nil {
		return nil, 0, fmt.Errorf("%w: %w", ErrBackend, err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, limit+1))
	if err != nil {
		return nil, resp.StatusCode, fmt.Errorf("%w: read answer: %w", ErrBackend, err)
	}
	if resp.StatusCode/100 != 2 {
		return nil, resp.StatusCode, fmt.Errorf("%w: %s %s: HTTP %d: %s", ErrBackend, req.Method, req.URL.Path, resp.StatusCode, clip(string(raw), 200))
	}
	if int64(len(raw)) > limit {
		return nil, resp.StatusCode, fmt.Errorf("%w: %s: answer over %d bytes", ErrBackend, req.URL.Path, limit)
	}
	return raw, resp.StatusCode, nil
}

// engine is what the transcripts name as the engine of backend model m: backend.engine,
// else the owner GET /v1/models lists for m (vLLM says "vllm", llama-server
// "llamacpp"), asked once per model.
func (o *openAI) engine(ctx context.Context, m string) string {
	if o.cfg.Engine != "" {
		return o.cfg.Engine
	}
	o.mu.Lock()
	owner, known := o.owners[m]
	o.mu.Unlock()
	if known {
		return owner
	}
	owner = o.listOwner(ctx, m)
	o.mu.Lock()
	o.owners[m] = owner
	o.mu.Unlock()
	return owner
}

func (o *openAI) listOwner(ctx context.Context, m string) string {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, o.base+"/v1/models", nil)
	if err != nil {
		return ""
	}
	raw, _, err := o.do(req, 1<<20)
	if err != nil {
		return ""
	}
	var list struct {
		Data []struct {
			ID      string `json:"id"`
			OwnedBy string `json:"owned_by"`
		} `json:"data"`
	}
	if json.Unmarshal(raw, &list) != nil {
		return ""
	}
	for _, d := range list.Data {
		if d.ID == m && len(d.OwnedBy) <= infer.MaxNameBytes && utf8.ValidString(d.OwnedBy) && !strings.ContainsFunc(d.OwnedBy, isControl) {
			return d.OwnedBy
		}
	}
	return ""
}

func isControl(r rune) bool { return r < 0x20 || r == 0x7f }
