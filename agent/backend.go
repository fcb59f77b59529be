package agent

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/infersched/infersched/wire/infer"
)

// Errors of a backend. Each ends in a signed refusal: the job is given back to the
// scheduler.
var (
	// ErrBackend wraps every failure of a backend.
	ErrBackend = errors.New("backend failed")
	// ErrNotServed: the job's task is not among the tasks backend.tasks lists for its
	// model.
	ErrNotServed = errors.New("task not served")
	// ErrBinaryPrompt: a plain prompt whose bytes are not UTF-8 (an uploaded image, say)
	// cannot be sent to a text endpoint as text.
	ErrBinaryPrompt = errors.New("the prompt is not UTF-8 text")
	// ErrInvalidRequest: the prompt is an inference request document that does not
	// decode (the daemon makes such a request invalid_request; a worker that is sent one
	// anyway refuses it with the same message).
	ErrInvalidRequest = errors.New("invalid_request")
)

// Job is one inference to run.
type Job struct {
	RequestID string
	Model     string
	// Doc is the request's document with every reference resolved: a plain prompt's
	// bytes (any bytes, such as an uploaded image's) are Doc.Prompt with Doc.Plain set.
	Doc infer.Document
	// Input is a transcription's audio: the stored input its document names, fetched
	// and checked against its hash. Nil for every other task.
	Input     []byte
	MaxTokens uint32
	// Verification: the run re-executes another worker's request (verify.go).
	Verification bool
}

// Task is the job's task: the document's, or "" for a plain prompt (the backend's
// default: its endpoint's).
func (j Job) Task() infer.Task { return j.Doc.Task }

// Text is what a backend that reads a request as one text (echo, repeat) reads: a plain
// prompt's bytes, or the resolved document as JSON.
func (j Job) Text() []byte {
	if j.Doc.Plain {
		return []byte(j.Doc.Prompt)
	}
	b, err := j.Doc.Bytes()
	if err != nil { // a document Parse returned always encodes
		return []byte(j.Doc.Prompt)
	}
	return b
}

// Result is what a backend returns for a job.
type Result struct {
	// Output is what goes on chain (inline or by hash): text, the PNG of an image, the
	// JSON of an embedding's vector or of a transcription.
	Output []byte
	// ContentType is the output's (infer.ContentType).
	ContentType string
	// Transcript is the token record of a chat or completion, when the backend's server
	// returns token ids (nil otherwise). The worker sets its OutputHash, stores it and
	// binds it to the result (offchain.go).
	Transcript *infer.Transcript
	// PromptTokens and OutputTokens are what the backend counted (its answer's usage);
	// 0 when it said nothing. The echo and repeat models count a byte as a token.
	PromptTokens, OutputTokens int
}

// Backend runs inference. Infer must return when ctx ends. The worker has checked that
// the job's task is one the model serves (backend.tasks).
type Backend interface {
	Infer(ctx context.Context, j Job) (Result, error)
}

type echo struct{ delay time.Duration }

// NewEcho is the development backend: the output is "echo: " + the job's text, at once.
func NewEcho() Backend { return echo{} }

// NewEchoDelay is NewEcho taking d per job.
func NewEchoDelay(d time.Duration) Backend { return echo{delay: d} }

func (e echo) Infer(ctx context.Context, j Job) (Result, error) {
	if e.delay > 0 {
		t := time.NewTimer(e.delay)
		defer t.Stop()
		select {
		case <-ctx.Done():
			return Result{}, fmt.Errorf("%w: %w", ErrBackend, ctx.Err())
		case <-t.C:
		}
	}
	in := j.Text()
	return textResult(j.Task(), append([]byte("echo: "), in...), len(in)), nil
}

// textResult is a result of a byte-level model: a byte is a token.
func textResult(task infer.Task, out []byte, promptBytes int) Result {
	return Result{Output: out, ContentType: infer.ContentType(task, out), PromptTokens: promptBytes, OutputTokens: len(out)}
}

func clip(s string, n int) string {
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}
