package lease

import (
	"context"
	"errors"
	"fmt"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/wire"
)

// Lock is the store the election runs on, as client-go's resourcelock is: keys that
// expire a TTL after their last write, created only when absent and updated or deleted
// only at the revision last written, plus the fence that a holder's writes elsewhere
// expect. NATS implements it (a KV bucket at R3 and the ASSIGNMENTS fence subject);
// MemLock runs the same election in memory for tests. Implementations are safe for
// concurrent use.
type Lock interface {
	// Create writes key if it is absent (never written, deleted or expired); ErrHeld
	// when it exists.
	Create(ctx context.Context, key string, value []byte) (rev uint64, err error)
	// Update writes key if its last revision is rev; ErrLost when another wrote since.
	Update(ctx context.Context, key string, value []byte, rev uint64) (uint64, error)
	// Delete removes key if its last revision is rev (any revision when rev is 0).
	Delete(ctx context.Context, key string, rev uint64) error
	// Put writes key whatever it holds.
	Put(ctx context.Context, key string, value []byte) error
	// Get reads key's value and revision; rev 0 when it is absent (never written,
	// deleted or expired).
	Get(ctx context.Context, key string) (value []byte, rev uint64, err error)
	// Watch calls fn, from a goroutine of its own until ctx ends, for every write
	// (put true, with the value and revision written) or deletion (put false) of a key
	// with prefix.
	Watch(ctx context.Context, prefix string, fn func(key string, value []byte, rev uint64, put bool)) error
	// Fence writes the fence of a new tenure of shard and returns its sequence.
	Fence(ctx context.Context, shard int, value []byte) (seq uint64, err error)
}

// Errors of a Lock.
var (
	ErrHeld = errors.New("lease key exists")
	ErrLost = errors.New("lease key written by another since")
)

// natsLock is Lock on a JetStream KV bucket (entries expire after its TTL) and the
// ASSIGNMENTS stream's fence subjects.
type natsLock struct {
	js jetstream.JetStream
	kv jetstream.KeyValue
}

// NATSLock creates the lease bucket or puts it back to cfg (entries expire after
// cfg.TTL; written only when it differs, EnsureBucket) and returns the lock on it.
func NATSLock(ctx context.Context, js jetstream.JetStream, cfg Config, o Options) (Lock, error) {
	if err := EnsureBucket(ctx, js, cfg, o.Storage, o.Replicas); err != nil {
		return nil, err
	}
	kv, err := js.KeyValue(ctx, cfg.Bucket)
	if err != nil {
		return nil, fmt.Errorf("lease bucket %s: %w", cfg.Bucket, err)
	}
	return &natsLock{js: js, kv: kv}, nil
}

func (l *natsLock) Create(ctx context.Context, key string, value []byte) (uint64, error) {
	rev, err := l.kv.Create(ctx, key, value)
	if errors.Is(err, jetstream.ErrKeyExists) {
		return 0, fmt.Errorf("%w: %w", ErrHeld, err)
	}
	return rev, err
}

func (l *natsLock) Update(ctx context.Context, key string, value []byte, rev uint64) (uint64, error) {
	n, err := l.kv.Update(ctx, key, value, rev)
	if errors.Is(err, jetstream.ErrKeyExists) || isWrongSequence(err) {
		return 0, fmt.Errorf("%w: %w", ErrLost, err)
	}
	return n, err
}

func (l *natsLock) Delete(ctx context.Context, key string, rev uint64) error {
	if rev == 0 {
		return l.kv.Delete(ctx, key)
	}
	return l.kv.Delete(ctx, key, jetstream.LastRevision(rev))
}

func (l *natsLock) Put(ctx context.Context, key string, value []byte) error {
	_, err := l.kv.Put(ctx, key, value)
	return err
}

func (l *natsLock) Get(ctx context.Context, key string) ([]byte, uint64, error) {
	en, err := l.kv.Get(ctx, key)
	if errors.Is(err, jetstream.ErrKeyNotFound) || errors.Is(err, jetstream.ErrKeyDeleted) {
		return nil, 0, nil
	}
	if err != nil {
		return nil, 0, err
	}
	return en.Value(), en.Revision(), nil
}

func (l *natsLock) Watch(ctx context.Context, prefix string, fn func(key string, value []byte, rev uint64, put bool)) error {
	w, err := l.kv.Watch(ctx, prefix+"*")
	if err != nil {
		return err
	}
	go bus.Follow(ctx, w, nil, func(en jetstream.KeyValueEntry) bool {
		fn(en.Key(), en.Value(), en.Revision(), en.Operation() == jetstream.KeyValuePut)
		return true
	})
	return nil
}

func (l *natsLock) Fence(ctx context.Context, shard int, value []byte) (uint64, error) {
	ack, err := l.js.PublishMsg(ctx, &nats.Msg{Subject: wire.AssignFenceSubject(shard), Data: value})
	if err != nil {
		return 0, err
	}
	return ack.Sequence, nil
}

// isWrongSequence: the key was written by someone else since our revision.
func isWrongSequence(err error) bool {
	var apiErr *jetstream.APIError
	return errors.As(err, &apiErr) && apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequence
}
