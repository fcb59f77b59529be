package outputs

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"sync"

	"github.com/ethereum/go-ethereum/common"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/wire"
)

// A worker's output reaches the store in two steps: its chunks, each sent to the
// daemon (wire.ChunkSubject) and staged by it on the worker's subjects of the staging
// stream, then a commit. The worker may not publish on the staging stream itself: the
// daemon stages a chunk only while the worker's staged chunks stay within its bound
// (nats.outputs.staging_max_bytes_per_worker, in chunks of wire.UploadChunkBytes), so
// that one worker's flood is refused and never takes another's room; the stream
// refuses new chunks when full (DiscardNew) and never drops staged ones. A committed
// output's chunks are purged at once, which frees the worker's share.

// ErrStagingFull: the worker's staged chunks are at its bound, or the staging stream is
// full; nothing was staged.
var ErrStagingFull = errors.New("staging full")

// workerLocks orders the stagings of one worker on this replica (the count and the
// write are one step); 64 stripes.
type workerLocks [64]sync.Mutex

func (l *workerLocks) of(worker common.Address) *sync.Mutex {
	h := fnv.New32a()
	h.Write(worker[:])
	return &l[h.Sum32()%uint32(len(l))]
}

// Stage stages chunk n of worker's output for request requestID, unless the worker's
// staged chunks are at its bound (a chunk staged again in place always is allowed) or
// the stream is full (ErrStagingFull), or the chunk is empty, longer than
// wire.UploadChunkBytes, or past the chunks max_object_bytes needs (ErrTooLarge).
func (s *Store) Stage(ctx context.Context, worker common.Address, requestID string, n int, data []byte) (err error) {
	defer func() { s.m.stages.WithLabelValues(stageOutcome(err)).Inc() }()
	if len(data) == 0 || len(data) > wire.UploadChunkBytes {
		return fmt.Errorf("stage: a chunk is 1 to %d bytes, got %d", wire.UploadChunkBytes, len(data))
	}
	if int64(n)*wire.UploadChunkBytes >= s.maxObject {
		return fmt.Errorf("%w: chunk %d starts past max_object_bytes (%d)", ErrTooLarge, n, s.maxObject)
	}
	lock := s.locks.of(worker)
	lock.Lock()
	defer lock.Unlock()
	subj := wire.UploadChunkSubject(worker, requestID, n)
	info, err := s.uploads.Info(ctx, jetstream.WithSubjectFilter(wire.SubjectUploadPrefix+wire.WorkerID(worker)+".>"))
	if err != nil {
		return fmt.Errorf("outputs: staged chunks of %s: %w", wire.WorkerID(worker), err)
	}
	staged := info.State.Subjects
	if _, again := staged[subj]; !again && int64(len(staged)) >= s.stagingChunks {
		return fmt.Errorf("%w: worker %s has %d chunks staged, its bound is %d (nats.outputs.staging_max_bytes_per_worker)",
			ErrStagingFull, wire.WorkerID(worker), len(staged), s.stagingChunks)
	}
	if _, err := s.objs.js.Publish(ctx, subj, data); err != nil {
		if errors.Is(storeError(subj, err), ErrFull) {
			return fmt.Errorf("%w: the staging stream is full: %v", ErrStagingFull, err)
		}
		return fmt.Errorf("outputs: stage %s: %w", subj, err)
	}
	return nil
}

// unstage purges the chunks worker staged for request requestID (best effort: what
// stays ages out with staging_max_age).
func (s *Store) unstage(ctx context.Context, worker common.Address, requestID string) {
	_ = s.uploads.Purge(ctx, jetstream.WithPurgeSubject(wire.SubjectUploadPrefix+wire.WorkerID(worker)+"."+requestID+".>"))
}

func stageOutcome(err error) string {
	switch {
	case err == nil:
		return "ok"
	case errors.Is(err, ErrStagingFull):
		return "full"
	case errors.Is(err, ErrTooLarge):
		return "too_large"
	}
	return "error"
}
