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
	"unicode/utf8"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"go.uber.org/zap"

	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/infer"
	"github.com/infersched/infersched/wire/status"
)

// StoredObject is one object of the store read as it is needed: Read and Seek fetch
// only the chunks they cover, and an object read whole from the start is checked
// against its hash before its last bytes are returned (an error instead).
type StoredObject interface {
	io.ReadSeeker
	Size() int64
}

// OutputStore is the content-addressed store of workers' large outputs (*outputs.Store
// of bus/outputs, adapted by the daemon). Object opens the object whose keccak-256 is
// h; a missing (or broken) object wraps ErrObjectMissing, at once (InputStore too).
type OutputStore interface {
	Object(ctx context.Context, h common.Hash) (StoredObject, error)
}

// ErrObjectMissing may be wrapped by an OutputStore for an object it does not have.
var ErrObjectMissing = errors.New("object not in the store")

// maxRanges bounds the ranges of one Range header: a request asking for more is
// answered whole (200), as nginx's max_ranges and Apache's MaxRanges do, so that many
// tiny ranges never cost more than one read of the object.
const maxRanges = 16

// inputsRoute is the upload of large inputs; its body bound is the input store's.
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
	release, ok := s.readSlot(w, r)
	if !ok {
		return
	}
	defer release()
	obj, err := s.outputObject(r.Context(), id, want)
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
	ct, err := contentType(s.requestTask(r.Context(), id), obj)
	if err != nil {
		s.unavailable(w, "read the output", err)
		return
	}
	h.Set("Content-Type", ct)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Cache-Control", "public, max-age=31536000, immutable") // content-addressed
	s.serveObject(w, r, obj)
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

// sniffBytes is how much of an object its content type is decided on: the whole
// object up to this size (an embedding of 4096 floats is about 50 kB), else its first sniffBytes (a PNG's signature, a JSON
// document's first character, UTF-8 up to the last whole character).
const sniffBytes = 64 << 10

// contentType is obj's content type as an output of task (infer.ContentType), read
// from its first sniffBytes; obj is left at its start.
func contentType(task infer.Task, obj StoredObject) (string, error) {
	head := make([]byte, min(obj.Size(), sniffBytes))
	if _, err := io.ReadFull(obj, head); err != nil {
		return "", err
	}
	if _, err := obj.Seek(0, io.SeekStart); err != nil {
		return "", err
	}
	if obj.Size() <= sniffBytes {
		return infer.ContentType(task, head), nil
	}
	switch task {
	case infer.TaskImage:
		return infer.ContentType(task, head), nil
	case infer.TaskEmbedding, infer.TaskTranscription:
		if t := bytes.TrimLeft(head, " \t\r\n"); len(t) > 0 && (t[0] == '{' || t[0] == '[') {
			return infer.ContentJSON, nil
		}
	}
	for i := 0; i < utf8.UTFMax && len(head) > 0 && !utf8.Valid(head); i++ {
		head = head[:len(head)-1] // a character cut by the end of the sniffed part
	}
	if utf8.Valid(head) {
		return infer.ContentText, nil
	}
	return infer.ContentBinary, nil
}

// outputObject finds the bytes hashing to want: the output the indexer kept from the
// result event when it was inline, else the store's object (checked against want as it
// is read whole).
func (s *Server) outputObject(ctx context.Context, id string, want common.Hash) (StoredObject, error) {
	if s.sightings != nil {
		o, err := s.sightings.Output(ctx, id)
		if err == nil && !o.Truncated && len(o.Output) == o.Length && crypto.Keccak256Hash(o.Output) == want {
			return sizedReader{bytes.NewReader(o.Output)}, nil
		}
	}
	if s.outputs == nil {
		return nil, errNoOutput
	}
	obj, err := s.outputs.Object(ctx, want)
	if err != nil {
		if errors.Is(err, ErrObjectMissing) || errors.Is(err, status.ErrNotFound) {
			return nil, errNoOutput
		}
		return nil, err
	}
	return obj, nil
}

// sizedReader is bytes in memory as a StoredObject.
type sizedReader struct{ *bytes.Reader }

func (r sizedReader) Size() int64 { return r.Reader.Size() }

// readSlot takes one of the read slots (http.output_readers in all,
// output_readers_per_client for r's client), which bound the objects streamed at once
// and so the chunks held in memory; none free answers 429.
func (s *Server) readSlot(w http.ResponseWriter, r *http.Request) (func(), bool) {
	release, ok := s.reads.acquire(s.clientKey(r))
	if !ok {
		s.metrics.rateLimited.Inc()
		w.Header().Set("Retry-After", "1")
		writeError(w, http.StatusTooManyRequests, "rate_limited", "too many output and input reads at once; retry after the Retry-After seconds")
		return nil, false
	}
	return release, true
}

// serveObject writes obj with net/http's ServeContent (Range, If-Range, If-None-Match),
// reading from the store only the chunks the answer needs; a Range of more than
// maxRanges ranges is answered whole. A read that fails once the headers are out cuts
// the body short (its Content-Length is not met), so a client never takes a partial or
// mismatching body for the object.
func (s *Server) serveObject(w http.ResponseWriter, r *http.Request, obj StoredObject) {
	if rg := r.Header.Get("Range"); rg != "" && strings.Count(rg, ",") >= maxRanges {
		r.Header.Del("Range")
	}
	rd := &readErrs{r: obj}
	http.ServeContent(w, r, "", time.Time{}, rd)
	if rd.err != nil {
		s.log.Warn("reading an object for a client failed", zap.String("path", r.URL.Path), zap.Error(rd.err))
	}
}

// readErrs keeps the first read error a ReadSeeker returned (ServeContent drops it).
type readErrs struct {
	r   io.ReadSeeker
	err error
}

func (e *readErrs) Read(p []byte) (int, error) {
	n, err := e.r.Read(p)
	if err != nil && err != io.EOF && e.err == nil {
		e.err = err
	}
	return n, err
}

func (e *readErrs) Seek(off int64, whence int) (int64, error) { return e.r.Seek(off, whence) }

// inputBody is the answer to POST /v1/inputs.
type inputBody struct {
	Hash   string `json:"hash"`
	Length int    `json:"length"`
	// Prompt is what to send as the request's prompt: wire.InputRef of the hash.
	Prompt string `json:"prompt"`
}

// InputStore is the store of requesters' large inputs (*outputs.Inputs of bus/outputs,
// adapted by the daemon), apart from the outputs'. PutInput stores body's bytes as an
// input of client, written as they are read; take (nil: none) is called with each
// chunk's length before it is written and its error ends the upload; the client's
// unclaimed bytes stay within quota (≤ 0: none). Errors wrap ErrInputQuota,
// ErrStoreFull or ErrInputTooLarge where those apply; nothing of a refused upload is
// kept.
type InputStore interface {
	Object(ctx context.Context, h common.Hash) (StoredObject, error)
	PutInput(ctx context.Context, body io.Reader, client string, quota int64, take func(n int) error) (common.Hash, int64, error)
	MaxObjectBytes() int64
}

// Errors an InputStore wraps.
var (
	ErrInputQuota    = errors.New("the client's unclaimed inputs are at its quota")
	ErrStoreFull     = errors.New("the store is full")
	ErrInputTooLarge = errors.New("above the store's max_object_bytes")
)

// rateError is a byte-rate refusal: wait is when the bytes would be allowed.
type rateError struct{ wait time.Duration }

func (e *rateError) Error() string { return "input bytes above this client's rate" }

// postInput answers POST /v1/inputs: the body (1 byte to the store's
// max_object_bytes) is stored under its keccak-256, and the answer says the prompt to
// request with. Storing the same bytes twice is one object. A client's uploads are
// bounded in bytes per second (http.input_bytes_per_second, a token bucket of bytes
// whose burst is max_object_bytes) and in the bytes it holds unclaimed
// (http.input_unclaimed_bytes_per_client): 429 with Retry-After past either.
func (s *Server) postInput(w http.ResponseWriter, r *http.Request) {
	if s.inputs == nil {
		writeError(w, http.StatusServiceUnavailable, "unavailable", "the input store is not configured")
		return
	}
	maxBytes := s.inputs.MaxObjectBytes()
	tooLarge := func() {
		writeError(w, http.StatusRequestEntityTooLarge, "too_large", "an input is at most "+strconv.FormatInt(maxBytes, 10)+" bytes")
	}
	tooFast := func(wait time.Duration) {
		s.metrics.rateLimited.Inc()
		w.Header().Set("Retry-After", strconv.FormatInt(ceilSeconds(wait), 10))
		writeError(w, http.StatusTooManyRequests, "rate_limited", "input bytes above this client's rate; retry after the Retry-After seconds")
	}
	if r.ContentLength > maxBytes {
		tooLarge()
		return
	}
	client := s.clientKey(r)
	var take func(int) error
	if s.inputRate != nil {
		if r.ContentLength > 0 { // known up front: refused before a byte is read
			if ok, wait := s.inputRate.allowN(client, s.now(), r.ContentLength); !ok {
				tooFast(wait)
				return
			}
		} else {
			take = func(n int) error {
				if ok, wait := s.inputRate.allowN(client, s.now(), int64(n)); !ok {
					return &rateError{wait}
				}
				return nil
			}
		}
	}
	body := &countingReader{r: r.Body}
	h, n, err := s.inputs.PutInput(r.Context(), body, client, s.cfg.InputUnclaimedBytesPerClient, take)
	var maxErr *http.MaxBytesError
	var rate *rateError
	switch {
	case errors.As(body.err, &maxErr) || errors.Is(err, ErrInputTooLarge):
		tooLarge()
	case body.err != nil:
		writeError(w, http.StatusBadRequest, "bad_request", "reading the body: "+body.err.Error())
	case err != nil && body.n == 0:
		writeError(w, http.StatusBadRequest, "bad_request", "the body is empty: send the input's bytes")
	case errors.As(err, &rate):
		tooFast(rate.wait)
	case errors.Is(err, ErrInputQuota):
		s.metrics.rateLimited.Inc()
		w.Header().Set("Retry-After", "60")
		writeError(w, http.StatusTooManyRequests, "input_quota",
			"this client's inputs that no request has claimed yet are at its quota ("+strconv.FormatInt(s.cfg.InputUnclaimedBytesPerClient, 10)+
				" bytes): request with them, or wait until unclaimed ones expire")
	case errors.Is(err, ErrStoreFull):
		w.Header().Set("Retry-After", "60")
		writeError(w, http.StatusServiceUnavailable, "store_full", "the input store is full; try again later")
	case err != nil:
		s.unavailable(w, "store the input", err)
	default:
		w.Header().Set("Location", "/v1/inputs/"+wire.ObjectName(h))
		writeJSON(w, http.StatusCreated, inputBody{Hash: wire.ObjectName(h), Length: int(n), Prompt: string(wire.InputRef(h))})
	}
}

// countingReader counts the bytes read and keeps the first error other than EOF.
type countingReader struct {
	r   io.Reader
	n   int64
	err error
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	if err != nil && err != io.EOF && c.err == nil {
		c.err = err
	}
	return n, err
}

// getInput answers GET /v1/inputs/{hash}: a stored input, checked against its name.
func (s *Server) getInput(w http.ResponseWriter, r *http.Request) {
	raw := r.PathValue("hash")
	h, ok := wire.ParseInputRef([]byte(wire.InputRefPrefix + raw))
	if !ok {
		writeError(w, http.StatusBadRequest, "bad_request", "the hash must be 0x and 64 lowercase hex digits")
		return
	}
	if s.inputs == nil {
		writeError(w, http.StatusServiceUnavailable, "unavailable", "the input store is not configured")
		return
	}
	release, ok := s.readSlot(w, r)
	if !ok {
		return
	}
	defer release()
	obj, err := s.inputs.Object(r.Context(), h)
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
	s.serveObject(w, r, obj)
}
