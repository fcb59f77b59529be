package httpapi

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"go.uber.org/zap"

	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/infer"
	"github.com/infersched/infersched/wire/status"
)

// OutputStore is the content-addressed store of large outputs and inputs
// (*outputs.Store of bus/outputs satisfies it). Get returns only bytes that hash to h;
// a missing object wraps ErrNotFound or status.ErrNotFound, or is ErrObjectMissing.
type OutputStore interface {
	Get(ctx context.Context, h common.Hash) ([]byte, error)
	Put(ctx context.Context, data []byte) (common.Hash, error)
	MaxObjectBytes() int64
}

// ErrObjectMissing may be wrapped by an OutputStore for an object it does not have.
var ErrObjectMissing = errors.New("object not in the store")

// inputsRoute is the upload of large inputs; its body bound is the store's.
const inputsRoute = "POST /v1/inputs"

// getOutput answers GET /v1/requests/{id}/output: the full output of a completed
// request, inline or off chain alike, checked against the output hash of its result
// event before a byte is sent. ETag is the hash; Range, If-Range and If-None-Match
// work as net/http's ServeContent has them. The content type is the request's task's
// (infer.ContentType: image/png for an image that carries the PNG signature,
// application/json for an embedding's vector and a transcription's text,
// text/plain; charset=utf-8 otherwise, application/octet-stream for bytes that are not
// what the task promises), the task read from the request's document as the indexer
// saw it.
func (s *Server) getOutput(w http.ResponseWriter, r *http.Request) {
	id, err := status.ParseRequestID(r.PathValue("id"))
	if err != nil {
		writeError(w, http.StatusBadRequest, "bad_request", err.Error())
		return
	}
	if s.status == nil {
		writeError(w, http.StatusServiceUnavailable, "unavailable", "the status store is not configured")
		return
	}
	rec, _, err := s.status.Get(r.Context(), id)
	switch {
	case errors.Is(err, status.ErrNotFound):
		writeError(w, http.StatusNotFound, "not_found", fmt.Sprintf("request %s has no status yet", id))
		return
	case err != nil:
		s.unavailable(w, "read request status", err)
		return
	}
	if rec.State != status.StateCompleted || rec.OutputHash == "" {
		w.Header().Set("Retry-After", "1")
		writeError(w, http.StatusNotFound, "no_output", fmt.Sprintf("request %s is %s: it has no output", id, rec.State))
		return
	}
	want := common.HexToHash(rec.OutputHash)
	data, err := s.outputBytes(r.Context(), id, want)
	if errors.Is(err, errNoOutput) {
		writeError(w, http.StatusNotFound, "output_missing",
			fmt.Sprintf("the output of request %s (%s) is in no store this replica reads (expired, or never uploaded)", id, rec.OutputHash))
		return
	}
	if err != nil {
		s.unavailable(w, "read the output", err)
		return
	}
	h := w.Header()
	h.Set("ETag", `"`+strings.ToLower(rec.OutputHash)+`"`)
	h.Set("X-Output-Hash", strings.ToLower(rec.OutputHash))
	h.Set("Content-Type", infer.ContentType(s.requestTask(r.Context(), id), data))
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Cache-Control", "public, max-age=31536000, immutable") // content-addressed
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(data))
}

var errNoOutput = errors.New("no output")

// requestTask is request id's task as its sighting says (a document's task, "" for a
// plain prompt); "" when no sighting is kept any more.
func (s *Server) requestTask(ctx context.Context, id string) infer.Task {
	if s.sightings == nil {
		return ""
	}
	sg, err := s.sightings.Sighting(ctx, id)
	if err != nil || !infer.Task(sg.Task).Valid() {
		return ""
	}
	return infer.Task(sg.Task)
}

// outputBytes finds the bytes hashing to want: the output the indexer kept from the
// result event when it was inline, else the store's object.
func (s *Server) outputBytes(ctx context.Context, id string, want common.Hash) ([]byte, error) {
	if s.sightings != nil {
		o, err := s.sightings.Output(ctx, id)
		if err == nil && !o.Truncated && len(o.Output) == o.Length && crypto.Keccak256Hash(o.Output) == want {
			return o.Output, nil
		}
	}
	if s.outputs == nil {
		return nil, errNoOutput
	}
	b, err := s.outputs.Get(ctx, want)
	if err != nil {
		if errors.Is(err, ErrObjectMissing) || errors.Is(err, status.ErrNotFound) {
			return nil, errNoOutput
		}
		return nil, err
	}
	if crypto.Keccak256Hash(b) != want { // the store checks too; never serve what does not match
		s.log.Error("the output store returned bytes that do not match", zap.String("request_id", id))
		return nil, errNoOutput
	}
	return b, nil
}

// inputBody is the answer to POST /v1/inputs.
type inputBody struct {
	Hash   string `json:"hash"`
	Length int    `json:"length"`
	// Prompt is what to send as the request's prompt: wire.InputRef of the hash.
	Prompt string `json:"prompt"`
}

// postInput answers POST /v1/inputs: the body (1 byte to the store's
// max_object_bytes) is stored under its keccak-256, and the answer says the prompt to
// request with. Storing the same bytes twice is one object.
func (s *Server) postInput(w http.ResponseWriter, r *http.Request) {
	if s.outputs == nil {
		writeError(w, http.StatusServiceUnavailable, "unavailable", "the input store is not configured")
		return
	}
	data, err := io.ReadAll(r.Body)
	var tooLarge *http.MaxBytesError
	switch {
	case errors.As(err, &tooLarge):
		writeError(w, http.StatusRequestEntityTooLarge, "too_large",
			"an input is at most "+strconv.FormatInt(s.outputs.MaxObjectBytes(), 10)+" bytes")
		return
	case err != nil:
		writeError(w, http.StatusBadRequest, "bad_request", "reading the body: "+err.Error())
		return
	case len(data) == 0:
		writeError(w, http.StatusBadRequest, "bad_request", "the body is empty: send the input's bytes")
		return
	}
	h, err := s.outputs.Put(r.Context(), data)
	if err != nil {
		s.unavailable(w, "store the input", err)
		return
	}
	w.Header().Set("Location", "/v1/inputs/"+wire.ObjectName(h))
	writeJSON(w, http.StatusCreated, inputBody{Hash: wire.ObjectName(h), Length: len(data), Prompt: string(wire.InputRef(h))})
}

// getInput answers GET /v1/inputs/{hash}: a stored input, checked against its name.
func (s *Server) getInput(w http.ResponseWriter, r *http.Request) {
	raw := r.PathValue("hash")
	h, ok := wire.ParseInputRef([]byte(wire.InputRefPrefix + raw))
	if !ok {
		writeError(w, http.StatusBadRequest, "bad_request", "the hash must be 0x and 64 lowercase hex digits")
		return
	}
	if s.outputs == nil {
		writeError(w, http.StatusServiceUnavailable, "unavailable", "the input store is not configured")
		return
	}
	b, err := s.outputs.Get(r.Context(), h)
	if err != nil {
		if errors.Is(err, ErrObjectMissing) || errors.Is(err, status.ErrNotFound) {
			writeError(w, http.StatusNotFound, "not_found", "no input "+raw+" in the store")
			return
		}
		s.unavailable(w, "read the input", err)
		return
	}
	w.Header().Set("ETag", `"`+raw+`"`)
	w.Header().Set("Content-Type", "application/octet-stream")
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(b))
}
