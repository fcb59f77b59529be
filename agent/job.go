package agent

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/infer"
)

// decode reads an assignment's prompt as an inference request document (plain text is
// one) and checks that the worker serves the model for its task (backend.tasks).
func (w *Worker) decode(a wire.Assignment) (infer.Document, error) {
	doc, err := infer.Parse(a.Prompt)
	if err != nil {
		return infer.Document{}, fmt.Errorf("%w: %w", ErrInvalidRequest, err)
	}
	if !w.cfg.Backend.Serves(a.Request.ModelID, doc.Task) {
		return infer.Document{}, fmt.Errorf("%w: this worker serves model %s for %v, not for %q (backend.tasks)",
			ErrNotServed, a.Request.ModelID, w.cfg.Backend.TasksOf(a.Request.ModelID), doc.Task)
	}
	return doc, nil
}

// job is the run of doc for assignment a: every input the document names fetched from
// the store and checked against its hash (the prompt, and so each hash, was checked
// against the requester's on-chain commitment), a transcription's audio as bytes.
func (w *Worker) job(ctx context.Context, a wire.Assignment, doc infer.Document) (Job, error) {
	fetch := func(h common.Hash) ([]byte, error) {
		return w.inputs.fetch(ctx, wire.BucketInputs, h, MaxStoredInputBytes)
	}
	resolved, err := doc.Resolve(fetch)
	if err != nil {
		return Job{}, err
	}
	j := Job{RequestID: a.RequestID, Model: a.Request.ModelID, Doc: resolved, MaxTokens: a.Request.MaxTokens}
	if doc.Task == infer.TaskTranscription {
		refs := doc.Refs()
		if len(refs) != 1 {
			return Job{}, fmt.Errorf("%w: a transcription names %d inputs, want 1", ErrInvalidRequest, len(refs))
		}
		if j.Input, err = fetch(refs[0]); err != nil {
			return Job{}, err
		}
		// The plan counted the job's time from input_bytes: an input of another size is
		// not the one the requester described.
		if n := doc.InputBytes; n != nil && *n != int64(len(j.Input)) {
			return Job{}, fmt.Errorf("%w: input_bytes says %d, the input %s has %d", ErrInvalidRequest, *n, refs[0].Hex(), len(j.Input))
		}
	}
	return j, nil
}
