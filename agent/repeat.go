package agent

import (
	"context"
	"fmt"
)

// RepeatModel is the model NewRepeat answers: the prompt repeated and cut to exactly
// max_tokens bytes, so that anyone can ask for an output of a chosen size.
const RepeatModel = "repeat"

type repeat struct {
	next     Backend
	maxBytes int64
}

// NewRepeat answers jobs of model RepeatModel itself and hands every other job to
// next. maxBytes bounds the output (a job asking for more fails), as
// backend.max_output_bytes bounds a real backend's.
func NewRepeat(next Backend, maxBytes int64) Backend { return repeat{next: next, maxBytes: maxBytes} }

func (r repeat) Infer(ctx context.Context, j Job) (Result, error) {
	if j.Model != RepeatModel {
		return r.next.Infer(ctx, j)
	}
	in := j.Text()
	if len(in) == 0 {
		return Result{}, fmt.Errorf("%w: model %s: the prompt is empty, there is nothing to repeat", ErrBackend, RepeatModel)
	}
	if int64(j.MaxTokens) > r.maxBytes {
		return Result{}, fmt.Errorf("%w: model %s: max_tokens %d is above the output limit of %d bytes", ErrBackend, RepeatModel, j.MaxTokens, r.maxBytes)
	}
	out := make([]byte, j.MaxTokens)
	for i := 0; i < len(out); i += copy(out[i:], in) {
	}
	return textResult(j.Task(), out, len(in)), ctx.Err()
}
