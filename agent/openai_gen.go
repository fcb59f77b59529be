package agent

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/infersched/infersched/wire/infer"
)

// Chat and completion. The request carries every sampling member of the document under
// the names vLLM and llama-server read: temperature, top_p, top_k (vLLM's extension of
// the OpenAI API; the document's 0, "off", is sent as -1, which vLLM of every version
// and llama-server both read as off), seed, stop; max_tokens is the request's
// maxTokens. It asks for the generated tokens' log-probabilities with their
// alternatives (chat: logprobs true and top_logprobs K; completions: logprobs K) and
// for vLLM's return_tokens_as_token_ids, which names each token "token_id:<id>", so
// that the ids are known. llama-server writes an "id" member beside each token
// instead; Ollama gives neither (its results have no transcript). The prompt's ids come
// from the server's POST /tokenize (vLLM's: the same messages with the chat template and
// the generation prompt, or the same prompt with its special tokens), asked after the
// generation.

// maxLogprobEntryBytes is the most a generated token's entry may add to an answer, per
// alternative (vLLM writes the token, its log-probability and its bytes).
const maxLogprobEntryBytes = 192

// maxGenAnswerBytes caps the answer of one generation whatever its size.
const maxGenAnswerBytes = 64 << 20

type genRequest struct {
	Model       string          `json:"model"`
	Messages    []infer.Message `json:"messages,omitempty"`
	Prompt      *string         `json:"prompt,omitempty"`
	MaxTokens   uint32          `json:"max_tokens,omitempty"`
	Stream      bool            `json:"stream"`
	Temperature *float64        `json:"temperature,omitempty"`
	TopP        *float64        `json:"top_p,omitempty"`
	TopK        *int64          `json:"top_k,omitempty"`
	Seed        *int64          `json:"seed,omitempty"`
	Stop        []string        `json:"stop,omitempty"`
	// Logprobs is true on chat, K on completions.
	Logprobs    any  `json:"logprobs"`
	TopLogprobs *int `json:"top_logprobs,omitempty"`
	AsTokenIDs  bool `json:"return_tokens_as_token_ids"`
}

type genAnswer struct {
	Model   string `json:"model"`
	Choices []struct {
		Text    *string `json:"text"`
		Message *struct {
			Content *string `json:"content"`
		} `json:"message"`
		Logprobs     json.RawMessage `json:"logprobs"`
		FinishReason *string         `json:"finish_reason"`
	} `json:"choices"`
	Usage *struct {
		PromptTokens     int `json:"prompt_tokens"`
		CompletionTokens int `json:"completion_tokens"`
	} `json:"usage"`
}

// chatLogprobs is a chat choice's logprobs (OpenAI's schema; "id" is llama-server's).
type chatLogprobs struct {
	Content []chatLogprob `json:"content"`
}

type chatLogprob struct {
	ID          *int64  `json:"id"`
	Token       string  `json:"token"`
	Logprob     float64 `json:"logprob"`
	TopLogprobs []struct {
		ID      *int64  `json:"id"`
		Token   string  `json:"token"`
		Logprob float64 `json:"logprob"`
	} `json:"top_logprobs"`
}

// completionLogprobs is a completion choice's logprobs (the legacy schema).
type completionLogprobs struct {
	Tokens        []string             `json:"tokens"`
	TokenLogprobs []*float64           `json:"token_logprobs"`
	TopLogprobs   []map[string]float64 `json:"top_logprobs"`
}

// errNoIDs: the answer does not say the generated tokens' ids.
var errNoIDs = errors.New("the answer names no token ids")

func (o *openAI) generate(ctx context.Context, j Job, task infer.Task) (Result, error) {
	k := o.cfg.TopLogprobs
	req := genRequest{Model: o.model(j), MaxTokens: j.MaxTokens, AsTokenIDs: true}
	var sampling infer.Sampling
	if !j.Doc.Plain {
		sampling = j.Doc.Sampling
	}
	req.Temperature, req.TopP, req.Seed, req.Stop = sampling.Temperature, sampling.TopP, sampling.Seed, sampling.Stop
	if sampling.TopK != nil {
		v := *sampling.TopK
		if v == 0 {
			v = -1
		}
		req.TopK = &v
	}
	path := "/v1/chat/completions"
	if task == infer.TaskChat {
		req.Messages = j.Doc.Messages
		if j.Doc.Plain {
			req.Messages = []infer.Message{{Role: infer.RoleUser, Content: j.Doc.Prompt}}
		}
		req.Logprobs, req.TopLogprobs = true, &k
	} else {
		path = "/v1/completions"
		p := j.Doc.Prompt
		req.Prompt, req.Logprobs = &p, k
	}
	tokens := int64(min(j.MaxTokens, infer.MaxOutputTokens))
	limit := min(6*o.cfg.MaxOutputBytes+64<<10+tokens*int64(k+1)*maxLogprobEntryBytes, maxGenAnswerBytes)
	raw, _, err := o.postJSON(ctx, path, req, limit)
	if err != nil {
		return Result{}, err
	}
	ans, text, err := parseGenAnswer(raw, task, o.cfg.MaxOutputBytes)
	if err != nil {
		return Result{}, err
	}
	res := Result{Output: []byte(text), ContentType: infer.ContentType(task, []byte(text))}
	if ans.Usage != nil {
		res.PromptTokens, res.OutputTokens = max(ans.Usage.PromptTokens, 0), max(ans.Usage.CompletionTokens, 0)
	}
	out, err := answerTokens(ans, task, k)
	if err != nil || j.MaxTokens == 0 {
		return res, nil // no transcript: the server does not name its tokens
	}
	if res.OutputTokens == 0 {
		res.OutputTokens = len(out)
	}
	tr := &infer.Transcript{
		Version: infer.TranscriptVersion, RequestID: j.RequestID, Task: task, Model: j.Model, BackendModel: ans.Model,
		Engine:   o.engine(ctx, req.Model),
		Sampling: infer.TranscriptSampling{Sampling: sampling, MaxTokens: int64(j.MaxTokens), TopLogprobs: k},
		Output:   out, FinishReason: "unknown", PromptSource: infer.PromptUnknown,
	}
	if fr := ans.Choices[0].FinishReason; fr != nil && *fr != "" {
		tr.FinishReason = *fr
	}
	if ids, ok := o.tokenize(ctx, req); ok {
		tr.PromptSource, tr.PromptTokens = infer.PromptFromTokenize, ids
	}
	res.Transcript = tr
	return res, nil
}

// parseGenAnswer reads a chat or completion answer and its text: choices[0]'s message
// content for chat, its text for completions, at most maxOutput bytes.
func parseGenAnswer(raw []byte, task infer.Task, maxOutput int64) (genAnswer, string, error) {
	var ans genAnswer
	if err := json.Unmarshal(raw, &ans); err != nil {
		return ans, "", fmt.Errorf("%w: malformed JSON: %w", ErrBackend, err)
	}
	if len(ans.Choices) == 0 {
		return ans, "", fmt.Errorf("%w: answer has no choices", ErrBackend)
	}
	c := ans.Choices[0]
	var text *string
	if task == infer.TaskChat && c.Message != nil {
		text = c.Message.Content
	} else if c.Text != nil {
		text = c.Text
	}
	if text == nil {
		return ans, "", fmt.Errorf("%w: answer has no text in choices[0]", ErrBackend)
	}
	if int64(len(*text)) > maxOutput {
		return ans, "", fmt.Errorf("%w: output is %d bytes, the limit is %d", ErrBackend, len(*text), maxOutput)
	}
	return ans, *text, nil
}

// answerTokens reads the generated tokens of choices[0]: ids, log-probabilities and at
// most k alternatives each, most likely first. errNoIDs when a token's id is not said.
func answerTokens(ans genAnswer, task infer.Task, k int) ([]infer.Token, error) {
	raw := ans.Choices[0].Logprobs
	if len(raw) == 0 || string(raw) == "null" {
		return nil, errNoIDs
	}
	var out []infer.Token
	if task == infer.TaskChat {
		var lp chatLogprobs
		if err := json.Unmarshal(raw, &lp); err != nil || len(lp.Content) > infer.MaxOutputTokens {
			return nil, errNoIDs
		}
		for _, c := range lp.Content {
			id, ok := tokenID(c.ID, c.Token)
			if !ok {
				return nil, errNoIDs
			}
			t := infer.Token{ID: id, Logprob: c.Logprob}
			for _, a := range c.TopLogprobs {
				aid, ok := tokenID(a.ID, a.Token)
				if !ok {
					return nil, errNoIDs
				}
				t.Top = append(t.Top, infer.TopLogprob{ID: aid, Logprob: a.Logprob})
			}
			out = append(out, t)
		}
	} else {
		var lp completionLogprobs
		if err := json.Unmarshal(raw, &lp); err != nil || len(lp.Tokens) > infer.MaxOutputTokens || len(lp.TokenLogprobs) != len(lp.Tokens) {
			return nil, errNoIDs
		}
		for i, s := range lp.Tokens {
			id, ok := tokenID(nil, s)
			if !ok || lp.TokenLogprobs[i] == nil {
				return nil, errNoIDs
			}
			t := infer.Token{ID: id, Logprob: *lp.TokenLogprobs[i]}
			if i < len(lp.TopLogprobs) {
				for name, v := range lp.TopLogprobs[i] {
					aid, ok := tokenID(nil, name)
					if !ok {
						return nil, errNoIDs
					}
					t.Top = append(t.Top, infer.TopLogprob{ID: aid, Logprob: v})
				}
			}
			out = append(out, t)
		}
	}
	for i := range out {
		top := uniqueTop(out[i].Top)
		infer.SortTop(top)
		out[i].Top = top[:min(len(top), k)]
	}
	return out, nil
}

// uniqueTop drops repeated ids (a server may list the sampled token twice).
func uniqueTop(top []infer.TopLogprob) []infer.TopLogprob {
	out := make([]infer.TopLogprob, 0, len(top))
	seen := make(map[int64]bool, len(top))
	for _, a := range top {
		if !seen[a.ID] {
			seen[a.ID] = true
			out = append(out, a)
		}
	}
	return out
}

// tokenID is a token's id: llama-server's "id" member, or vLLM's "token_id:<id>".
func tokenID(id *int64, token string) (int64, bool) {
	if id != nil {
		return *id, *id >= 0 && *id <= infer.MaxTokenID
	}
	s, ok := strings.CutPrefix(token, "token_id:")
	if !ok {
		return 0, false
	}
	n, err := strconv.ParseInt(s, 10, 64)
	return n, err == nil && n >= 0 && n <= infer.MaxTokenID && s == strconv.FormatInt(n, 10)
}

// tokenizeRequest is vLLM's POST /tokenize body: messages (with the chat template and,
// by add_generation_prompt, the assistant's turn opened) or a prompt.
type tokenizeRequest struct {
	Model               string          `json:"model"`
	Messages            []infer.Message `json:"messages,omitempty"`
	Prompt              *string         `json:"prompt,omitempty"`
	AddGenerationPrompt *bool           `json:"add_generation_prompt,omitempty"`
}

// tokenize asks the server for the ids of req's prompt; false when it cannot say (no
// /tokenize, an error, an answer that is not vLLM's).
func (o *openAI) tokenize(ctx context.Context, req genRequest) ([]int64, bool) {
	o.mu.Lock()
	off := o.noTokenize
	o.mu.Unlock()
	if off {
		return nil, false
	}
	body := tokenizeRequest{Model: req.Model, Messages: req.Messages, Prompt: req.Prompt}
	if req.Messages != nil {
		yes := true
		body.AddGenerationPrompt = &yes
	}
	raw, status, err := o.postJSON(ctx, "/tokenize", body, 16*int64(infer.MaxPromptTokens))
	if status == http.StatusNotFound || status == http.StatusMethodNotAllowed {
		o.mu.Lock()
		o.noTokenize = true
		o.mu.Unlock()
		return nil, false
	}
	if err != nil {
		return nil, false
	}
	var ans struct {
		Tokens []int64 `json:"tokens"`
	}
	if json.Unmarshal(raw, &ans) != nil || len(ans.Tokens) == 0 || len(ans.Tokens) > infer.MaxPromptTokens {
		return nil, false
	}
	for _, id := range ans.Tokens {
		if id < 0 || id > infer.MaxTokenID {
			return nil, false
		}
	}
	return ans.Tokens, true
}
