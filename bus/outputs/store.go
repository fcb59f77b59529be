package outputs

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/wire"
)

// Errors a commit, a put or a get can end with; match them with errors.Is.
var (
	ErrNotHeld    = errors.New("the worker does not hold the request's assignment")
	ErrHash       = errors.New("the bytes do not hash to the hash given")
	ErrTooLarge   = errors.New("above the store's max_object_bytes")
	ErrIncomplete = errors.New("staged chunks missing or not adding up to the length")
	ErrNotFound   = errors.New("not in the store")
	// ErrFull: the store's max_bytes refused the object; nothing of it was kept.
	ErrFull = errors.New("the store is full")
)

// Holder says whether worker holds request id's assignment now (nil error).
type Holder interface {
	Holds(ctx context.Context, requestID string, worker common.Address) error
}

// Store is the store of workers' outputs. Safe for concurrent use; at most
// maxCommits commits hold an output in memory at once (reads hold one chunk each and
// are bounded by their caller, the HTTP API).
type Store struct {
	objs          *objects
	uploads       jetstream.Stream
	maxObject     int64
	stagingChunks int64 // a worker's bound, in chunks
	commits       chan struct{}
	locks         workerLocks
	m             *metrics
}

// maxCommits bounds the commits in progress at once.
const maxCommits = 8

// Open binds to the store and the staging stream, which bus.Ensure created, with the
// `nats.outputs` limits l (max_object_bytes, staging_max_bytes_per_worker).
func Open(ctx context.Context, js jetstream.JetStream, l bus.OutputLimits, reg prometheus.Registerer) (*Store, error) {
	if l.MaxObjectBytes <= 0 || l.StagingMaxBytesPerWorker < wire.UploadChunkBytes {
		return nil, fmt.Errorf("outputs: max_object_bytes must be positive and staging_max_bytes_per_worker at least a chunk, got %d and %d",
			l.MaxObjectBytes, l.StagingMaxBytesPerWorker)
	}
	objs, err := openObjects(ctx, js, wire.BucketOutputs)
	if err != nil {
		return nil, err
	}
	up, err := js.Stream(ctx, wire.StreamUploads)
	if err != nil {
		return nil, fmt.Errorf("outputs: stream %s: %w", wire.StreamUploads, err)
	}
	return &Store{objs: objs, uploads: up, maxObject: l.MaxObjectBytes, stagingChunks: l.StagingMaxBytesPerWorker / wire.UploadChunkBytes,
		commits: make(chan struct{}, maxCommits), m: newMetrics(reg)}, nil
}

// MaxObjectBytes is the longest object the store takes.
func (s *Store) MaxObjectBytes() int64 { return s.maxObject }

// Put stores data under its keccak-256, whole or not at all (once: bytes already there
// are not written again), and returns the hash. ErrFull when the store's max_bytes
// refuses it.
func (s *Store) Put(ctx context.Context, data []byte) (common.Hash, error) {
	if int64(len(data)) > s.maxObject {
		return common.Hash{}, fmt.Errorf("%w: %d bytes, the limit is %d", ErrTooLarge, len(data), s.maxObject)
	}
	h := crypto.Keccak256Hash(data)
	if err := s.put(ctx, h, data); err != nil {
		return common.Hash{}, err
	}
	return h, nil
}

// Object opens the output whose keccak-256 is h for reading (see Object: bytes that do
// not hash to h are never all returned). A missing or broken object is ErrNotFound at
// once (a broken one is removed, so that the next commit of its bytes writes it anew).
func (s *Store) Object(ctx context.Context, h common.Hash) (*Object, error) {
	return openObject(ctx, s.objs, h, s.maxObject, s.m)
}

// Get returns the bytes whose keccak-256 is h, checked against h: bytes that do not
// hash to it are never returned (ErrHash), a missing object is ErrNotFound.
func (s *Store) Get(ctx context.Context, h common.Hash) ([]byte, error) {
	return readAll(ctx, s.objs, h, s.maxObject, s.m)
}

func openObject(ctx context.Context, objs *objects, h common.Hash, maxObject int64, m *metrics) (*Object, error) {
	name := wire.ObjectName(h)
	b, err := objs.open(ctx, h, name, m)
	if errors.Is(err, ErrNotFound) {
		m.gets.WithLabelValues("missing").Inc()
		return nil, err
	}
	if err != nil {
		return nil, err
	}
	if b.Size() > maxObject {
		return nil, fmt.Errorf("%w: %s is %d bytes, the limit is %d", ErrTooLarge, name, b.Size(), maxObject)
	}
	m.gets.WithLabelValues("ok").Inc()
	return b, nil
}

func readAll(ctx context.Context, objs *objects, h common.Hash, maxObject int64, m *metrics) ([]byte, error) {
	b, err := openObject(ctx, objs, h, maxObject, m)
	if err != nil {
		return nil, err
	}
	out := make([]byte, b.Size())
	if _, err := io.ReadFull(b, out); err != nil {
		return nil, err
	}
	return out, nil
}

// Commit moves the output worker staged for req.RequestID into the store, under
// req.OutputHash, after checking that worker holds the assignment, that the chunks add
// up to req.Length within max_object_bytes, and that they hash to req.OutputHash.
func (s *Store) Commit(ctx context.Context, worker common.Address, req wire.CommitRequest, holder Holder) (err error) {
	defer func() { s.m.commits.WithLabelValues(outcome(err)).Inc() }()
	if err := req.Validate(); err != nil {
		return err
	}
	if req.Length > s.maxObject {
		return fmt.Errorf("%w: %d bytes, the limit is %d", ErrTooLarge, req.Length, s.maxObject)
	}
	if err := holder.Holds(ctx, req.RequestID, worker); err != nil {
		return fmt.Errorf("%w: request %s: %v", ErrNotHeld, req.RequestID, err)
	}
	select {
	case s.commits <- struct{}{}:
		defer func() { <-s.commits }()
	case <-ctx.Done():
		return ctx.Err()
	}
	var buf bytes.Buffer
	for n := range req.Chunks {
		m, err := s.uploads.GetLastMsgForSubject(ctx, wire.UploadChunkSubject(worker, req.RequestID, n))
		if errors.Is(err, jetstream.ErrMsgNotFound) {
			return fmt.Errorf("%w: chunk %d of %d", ErrIncomplete, n, req.Chunks)
		}
		if err != nil {
			return fmt.Errorf("outputs: read chunk %d: %w", n, err)
		}
		if int64(buf.Len()+len(m.Data)) > req.Length {
			return fmt.Errorf("%w: more than %d bytes staged", ErrIncomplete, req.Length)
		}
		buf.Write(m.Data)
	}
	if int64(buf.Len()) != req.Length {
		return fmt.Errorf("%w: %d bytes staged, length %d", ErrIncomplete, buf.Len(), req.Length)
	}
	if got := crypto.Keccak256Hash(buf.Bytes()); got != req.OutputHash {
		return fmt.Errorf("%w: staged bytes hash to %s, not %s", ErrHash, got.Hex(), req.OutputHash.Hex())
	}
	if req.Transcript != nil {
		if err := checkTranscript(worker, *req.Transcript, buf.Bytes()); err != nil {
			return err
		}
	}
	if err := s.put(ctx, req.OutputHash, buf.Bytes()); err != nil {
		return err
	}
	if req.Transcript != nil {
		if err := s.keepClaim(ctx, worker, *req.Transcript); err != nil {
			return err
		}
	}
	s.unstage(context.WithoutCancel(ctx), worker, req.RequestID)
	return nil
}

// put writes data under h, whole or not at all (objects.put).
func (s *Store) put(ctx context.Context, h common.Hash, data []byte) error {
	wrote, err := s.objs.put(ctx, wire.ObjectName(h), data, nil, s.m)
	switch {
	case errors.Is(err, ErrFull):
		s.m.puts.WithLabelValues("full").Inc()
		return err
	case err != nil:
		s.m.puts.WithLabelValues("error").Inc()
		return err
	case !wrote:
		s.m.puts.WithLabelValues("present").Inc()
	default:
		s.m.puts.WithLabelValues("stored").Inc()
		s.m.bytes.Add(float64(len(data)))
	}
	return nil
}

func outcome(err error) string {
	for _, c := range []struct {
		err  error
		name string
	}{{ErrNotHeld, "not_held"}, {ErrHash, "wrong_hash"}, {ErrTooLarge, "too_large"}, {ErrIncomplete, "incomplete"}, {ErrFull, "full"}, {ErrTranscript, "bad_transcript"}} {
		if errors.Is(err, c.err) {
			return c.name
		}
	}
	if err != nil {
		return "error"
	}
	return "ok"
}

// reply encodes a commit's answer.
func reply(err error) []byte {
	var r wire.CommitReply
	if err != nil {
		r.Error = err.Error()
	}
	b, _ := json.Marshal(r)
	return b
}

// HolderFunc is a Holder in a function.
type HolderFunc func(ctx context.Context, requestID string, worker common.Address) error

// Holds calls f.
func (f HolderFunc) Holds(ctx context.Context, requestID string, worker common.Address) error {
	return f(ctx, requestID, worker)
}
