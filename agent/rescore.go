package agent

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/infersched/infersched/wire/infer"
)

// Re-scoring: a verifier judges a generated result by one teacher-forced pass of its own
// model over the transcript's prompt and claimed output token ids (vLLM:
// POST /v1/completions with prompt = those ids, max_tokens 1, temperature 0 and
// prompt_logprobs K; each prompt position answers the log-probability and rank of the
// token there and the K most likely ones). The positions of the claimed output are then
// scored by infer.Score. A llama.cpp server has no such pass (its /completion scores one
// position at a time, which costs about a generation); it is not supported here.

// Rescorer is a backend that can re-score a transcript.
type Rescorer interface {
	Rescore(ctx context.Context, model string, tr infer.Transcript) (positions []infer.Position, stops bool, err error)
}

// ErrNotRescorable: the transcript has no prompt token ids, so no pass can re-score it.
var ErrNotRescorable = errors.New("transcript cannot be re-scored")

// rescoreK is how many alternatives the verifier asks for at each position.
const rescoreK = 5

// Rescore asks the backend for its own view of every output token of tr (model is the
// request's model as the scheduler names it; backend.model_map applies), and whether
// its own greedy next token after the output ends the generation.
func (o *openAI) Rescore(ctx context.Context, model string, tr infer.Transcript) ([]infer.Position, bool, error) {
	if tr.PromptSource != infer.PromptFromTokenize || len(tr.PromptTokens) == 0 {
		return nil, false, fmt.Errorf("%w: its prompt ids are not known (prompt_source %q)", ErrNotRescorable, tr.PromptSource)
	}
	ctx, cancel := context.WithTimeout(ctx, o.cfg.Timeout)
	defer cancel()
	ids := make([]int64, 0, len(tr.PromptTokens)+len(tr.Output))
	ids = append(ids, tr.PromptTokens...)
	for _, t := range tr.Output {
		ids = append(ids, t.ID)
	}
	name := o.model(Job{Model: model})
	body := map[string]any{"model": name, "prompt": ids, "max_tokens": 1, "temperature": 0, "prompt_logprobs": rescoreK}
	// Each position answers K+1 entries of a few dozen bytes.
	limit := int64(len(ids)+1)*int64(rescoreK+1)*160 + 64<<10
	raw, _, err := o.postJSON(ctx, "/v1/completions", body, limit)
	if err != nil {
		return nil, false, err
	}
	return readPromptLogprobs(raw, ids, len(tr.PromptTokens))
}

// promptEntry is one token of vLLM's prompt_logprobs at a position.
type promptEntry struct {
	Logprob *float64 `json:"logprob"`
	Rank    *int64   `json:"rank"`
}

// readPromptLogprobs reads vLLM's answer: choices[0].prompt_logprobs holds, for each
// prompt position, null (the first) or {token id: {logprob, rank, decoded_token}} with
// the token at that position among them. It returns the positions from `from` on, and
// whether the one token generated after them ended the generation (finish_reason stop).
func readPromptLogprobs(raw []byte, ids []int64, from int) ([]infer.Position, bool, error) {
	var a struct {
		Choices []struct {
			PromptLogprobs []map[string]promptEntry `json:"prompt_logprobs"`
			FinishReason   string                   `json:"finish_reason"`
		} `json:"choices"`
	}
	if err := json.Unmarshal(raw, &a); err != nil {
		return nil, false, fmt.Errorf("%w: re-scoring answer: %w", ErrBackend, err)
	}
	if len(a.Choices) != 1 {
		return nil, false, fmt.Errorf("%w: re-scoring answer: %d choices, want 1", ErrBackend, len(a.Choices))
	}
	plp := a.Choices[0].PromptLogprobs
	if len(plp) != len(ids) {
		return nil, false, fmt.Errorf("%w: re-scoring answer: prompt_logprobs for %d positions, the prompt has %d (does the server support prompt_logprobs?)", ErrBackend, len(plp), len(ids))
	}
	out := make([]infer.Position, 0, len(ids)-from)
	for i := from; i < len(ids); i++ {
		var p infer.Position
		found := false
		for key, e := range plp[i] {
			id, err := strconv.ParseInt(key, 10, 64)
			if err != nil || e.Logprob == nil || e.Rank == nil {
				return nil, false, fmt.Errorf("%w: re-scoring answer: position %d: entry %q is not {token id: {logprob, rank}}", ErrBackend, i, clip(key, 40))
			}
			if id == ids[i] {
				p.Logprob, p.Rank, found = *e.Logprob, *e.Rank, true
			}
			p.Top = append(p.Top, infer.TopLogprob{ID: id, Logprob: *e.Logprob})
		}
		if !found {
			return nil, false, fmt.Errorf("%w: re-scoring answer: position %d does not score its own token %d", ErrBackend, i, ids[i])
		}
		infer.SortTop(p.Top)
		out = append(out, p)
	}
	return out, a.Choices[0].FinishReason == "stop", nil
}
