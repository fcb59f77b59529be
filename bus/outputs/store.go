package outputs

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/infersched/infersched/wire"
)

// Errors a commit, a put or a get can end with; match them with errors.Is.
var (
	ErrNotHeld    = errors.New("the worker does not hold the request's assignment")
	ErrHash       = errors.New("the bytes do not hash to the hash given")
	ErrTooLarge   = errors.New("above the store's max_object_bytes")
	ErrIncomplete = errors.New("staged chunks missing or not adding up to the length")
	ErrNotFound   = errors.New("not in the store")
)

// Holder says whether worker holds request id's assignment now (nil error).
type Holder interface {
	Holds(ctx context.Context, requestID string, worker common.Address) error
}

// Store reads and writes the object store. Safe for concurrent use; at most
// maxInFlight gets and commits hold an object in memory at once.
type Store struct {
	obs       jetstream.ObjectStore
	uploads   jetstream.Stream
	maxObject int64
	sem       chan struct{}
	m         *metrics
}

// maxInFlight bounds the objects held in memory at once (gets and commits).
const maxInFlight = 8

// Open binds to the store and the staging stream, which bus.Ensure created.
// maxObjectBytes is the `nats.outputs.max_object_bytes`.
func Open(ctx context.Context, js jetstream.JetStream, maxObjectBytes int64, reg prometheus.Registerer) (*Store, error) {
	if maxObjectBytes <= 0 {
		return nil, fmt.Errorf("outputs: max_object_bytes must be positive, got %d", maxObjectBytes)
	}
	obs, err := js.ObjectStore(ctx, wire.BucketOutputs)
	if err != nil {
		return nil, fmt.Errorf("outputs: object store %s: %w", wire.BucketOutputs, err)
	}
	up, err := js.Stream(ctx, wire.StreamUploads)
	if err != nil {
		return nil, fmt.Errorf("outputs: stream %s: %w", wire.StreamUploads, err)
	}
	return &Store{obs: obs, uploads: up, maxObject: maxObjectBytes, sem: make(chan struct{}, maxInFlight), m: newMetrics(reg)}, nil
}

// MaxObjectBytes is the longest object the store takes.
func (s *Store) MaxObjectBytes() int64 { return s.maxObject }

func (s *Store) acquire(ctx context.Context) (func(), error) {
	select {
	case s.sem <- struct{}{}:
		return func() { <-s.sem }, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// Put stores data under its keccak-256 (once: bytes already there are not written
// again) and returns the hash.
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

func (s *Store) put(ctx context.Context, h common.Hash, data []byte) error {
	name := wire.ObjectName(h)
	if info, err := s.obs.GetInfo(ctx, name); err == nil && !info.Deleted && info.Size == uint64(len(data)) {
		s.m.puts.WithLabelValues("present").Inc()
		return nil
	} else if err != nil && !errors.Is(err, jetstream.ErrObjectNotFound) {
		return fmt.Errorf("outputs: info of %s: %w", name, err)
	}
	if _, err := s.obs.PutBytes(ctx, name, data); err != nil {
		s.m.puts.WithLabelValues("error").Inc()
		return fmt.Errorf("outputs: put %s: %w", name, err)
	}
	s.m.puts.WithLabelValues("stored").Inc()
	s.m.bytes.Add(float64(len(data)))
	return nil
}

// Get returns the bytes whose keccak-256 is h, checked against h: bytes that do not
// hash to it are never returned (ErrHash), a missing object is ErrNotFound.
func (s *Store) Get(ctx context.Context, h common.Hash) ([]byte, error) {
	name := wire.ObjectName(h)
	info, err := s.obs.GetInfo(ctx, name)
	if errors.Is(err, jetstream.ErrObjectNotFound) || err == nil && info.Deleted {
		s.m.gets.WithLabelValues("missing").Inc()
		return nil, fmt.Errorf("%w: %s", ErrNotFound, name)
	}
	if err != nil {
		return nil, fmt.Errorf("outputs: info of %s: %w", name, err)
	}
	if info.Size > uint64(s.maxObject) {
		return nil, fmt.Errorf("%w: %s is %d bytes, the limit is %d", ErrTooLarge, name, info.Size, s.maxObject)
	}
	release, err := s.acquire(ctx)
	if err != nil {
		return nil, err
	}
	defer release()
	b, err := s.obs.GetBytes(ctx, name)
	if err != nil {
		return nil, fmt.Errorf("outputs: get %s: %w", name, err)
	}
	if crypto.Keccak256Hash(b) != h {
		s.m.gets.WithLabelValues("corrupt").Inc()
		return nil, fmt.Errorf("%w: %s", ErrHash, name)
	}
	s.m.gets.WithLabelValues("ok").Inc()
	return b, nil
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
	release, err := s.acquire(ctx)
	if err != nil {
		return err
	}
	defer release()
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
		return s.keepClaim(ctx, worker, *req.Transcript)
	}
	return nil
}

func outcome(err error) string {
	for _, c := range []struct {
		err  error
		name string
	}{{ErrNotHeld, "not_held"}, {ErrHash, "wrong_hash"}, {ErrTooLarge, "too_large"}, {ErrIncomplete, "incomplete"}, {ErrTranscript, "bad_transcript"}} {
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
