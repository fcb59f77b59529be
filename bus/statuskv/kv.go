package statuskv

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/wire/status"
)

// KV stores records in a JetStream KV bucket (bus creates it), one key per
// request id. It is safe for concurrent use; several processes may share the bucket,
// and Update's revision check keeps concurrent writers from overwriting each other.
type KV struct {
	kv jetstream.KeyValue
	js jetstream.JetStream // for Between
}

// OpenKV binds to the existing bucket named bucket.
func OpenKV(ctx context.Context, js jetstream.JetStream, bucket string) (*KV, error) {
	kv, err := js.KeyValue(ctx, bucket)
	if err != nil {
		return nil, fmt.Errorf("open status bucket %s: %w", bucket, err)
	}
	return &KV{kv: kv, js: js}, nil
}

// Get returns the record of request id and its revision. id must be a decimal uint256
// (leading zeros are ignored). A missing or deleted key is ErrNotFound; a stored value
// that does not decode wraps ErrInvalid.
func (s *KV) Get(ctx context.Context, id string) (status.Record, uint64, error) {
	key, err := status.ParseRequestID(id)
	if err != nil {
		return status.Record{}, 0, err
	}
	e, err := s.kv.Get(ctx, key)
	if err != nil {
		if errors.Is(err, jetstream.ErrKeyNotFound) || errors.Is(err, jetstream.ErrKeyDeleted) {
			return status.Record{}, 0, fmt.Errorf("request %s: %w", key, status.ErrNotFound)
		}
		return status.Record{}, 0, fmt.Errorf("get status of request %s: %w", key, err)
	}
	rec, err := status.Decode(e.Value())
	if err != nil {
		return status.Record{}, 0, fmt.Errorf("status of request %s at revision %d: %w", key, e.Revision(), err)
	}
	if rec.RequestID != key {
		return status.Record{}, 0, fmt.Errorf("status of request %s holds request %s: %w", key, rec.RequestID, status.ErrInvalid)
	}
	return rec, e.Revision(), nil
}

// Put stores rec whatever is stored, and returns the new revision.
func (s *KV) Put(ctx context.Context, rec status.Record) (uint64, error) {
	b, err := status.Encode(rec)
	if err != nil {
		return 0, err
	}
	rev, err := s.kv.Put(ctx, rec.RequestID, b)
	if err != nil {
		return 0, fmt.Errorf("put status of request %s: %w", rec.RequestID, err)
	}
	return rev, nil
}

// Create stores rec only if nothing is stored for its request (a deleted key counts as
// nothing); otherwise ErrExists.
func (s *KV) Create(ctx context.Context, rec status.Record) (uint64, error) {
	b, err := status.Encode(rec)
	if err != nil {
		return 0, err
	}
	rev, err := s.kv.Create(ctx, rec.RequestID, b)
	if err != nil {
		if errors.Is(err, jetstream.ErrKeyExists) {
			return 0, fmt.Errorf("create status of request %s: %w", rec.RequestID, status.ErrExists)
		}
		return 0, fmt.Errorf("create status of request %s: %w", rec.RequestID, err)
	}
	return rev, nil
}

// Update stores rec only if the stored revision is still revision (compare and swap),
// and returns the new revision; otherwise ErrConflict: read again and redo the change.
func (s *KV) Update(ctx context.Context, rec status.Record, revision uint64) (uint64, error) {
	b, err := status.Encode(rec)
	if err != nil {
		return 0, err
	}
	rev, err := s.kv.Update(ctx, rec.RequestID, b, revision)
	if err != nil {
		if isWrongLastSequence(err) {
			return 0, fmt.Errorf("update status of request %s at revision %d: %w", rec.RequestID, revision, status.ErrConflict)
		}
		return 0, fmt.Errorf("update status of request %s: %w", rec.RequestID, err)
	}
	return rev, nil
}

// Delete removes the record of request id (a purge marker is kept by JetStream until
// the bucket's history drops it). Deleting a missing key is not an error.
func (s *KV) Delete(ctx context.Context, id string) error {
	key, err := status.ParseRequestID(id)
	if err != nil {
		return err
	}
	if err := s.kv.Delete(ctx, key); err != nil && !errors.Is(err, jetstream.ErrKeyNotFound) {
		return fmt.Errorf("delete status of request %s: %w", key, err)
	}
	return nil
}

// isWrongLastSequence matches the server's CAS failure: code 10071, or 10164 on
// replicated streams.
func isWrongLastSequence(err error) bool {
	if errors.Is(err, jetstream.ErrKeyExists) {
		return true
	}
	var apiErr *jetstream.APIError
	return errors.As(err, &apiErr) &&
		(apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequence ||
			apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequenceConstant)
}

// Update is one record stored in the bucket, with its revision (status.Update).
type Update = status.Update

// WatchUpdates delivers every entry stored from now on, in revision order, until ctx
// ends (the channel is then closed). It returns once the watch is in place, so that a
// record stored after it returns is delivered.
func (s *KV) WatchUpdates(ctx context.Context) (<-chan Update, error) {
	w, err := s.kv.WatchAll(ctx, jetstream.UpdatesOnly())
	if err != nil {
		return nil, fmt.Errorf("watch status bucket: %w", err)
	}
	out := make(chan Update, 256)
	go func() {
		defer close(out)
		bus.Follow(ctx, w, nil, func(e jetstream.KeyValueEntry) bool {
			u := Update{Revision: e.Revision()}
			if e.Operation() == jetstream.KeyValuePut {
				if rec, err := status.Decode(e.Value()); err == nil && rec.RequestID == e.Key() {
					u.Record = rec
				}
			}
			select {
			case out <- u:
				return true
			case <-ctx.Done():
				return false
			}
		})
	}()
	return out, nil
}

// LastRevision is the revision of the last entry stored in the bucket (0 when empty).
func (s *KV) LastRevision(ctx context.Context) (uint64, error) {
	st, err := s.kv.Status(ctx)
	if err != nil {
		return 0, fmt.Errorf("status bucket: %w", err)
	}
	bs, ok := st.(*jetstream.KeyValueBucketStatus)
	if !ok {
		return 0, fmt.Errorf("status bucket: no stream state")
	}
	return bs.StreamInfo().State.LastSeq, nil
}

// Between delivers the entries stored at revisions from..to (inclusive) to fn, in
// revision order, read from the bucket's stream with a consumer of its own: a replica
// catching up does not depend on its watch, which lags for seconds when the NATS node
// serving it dies. It needs the bucket opened with OpenKV.
func (s *KV) Between(ctx context.Context, from, to uint64, fn func(Update)) error {
	from = max(from, 1)
	if to < from {
		return nil
	}
	if s.js == nil {
		return errors.New("status bucket: opened without its stream")
	}
	stream, err := s.js.Stream(ctx, "KV_"+s.kv.Bucket())
	if err != nil {
		return fmt.Errorf("status bucket stream: %w", err)
	}
	oc, err := stream.OrderedConsumer(ctx, jetstream.OrderedConsumerConfig{
		DeliverPolicy: jetstream.DeliverByStartSequencePolicy, OptStartSeq: from})
	if err != nil {
		return fmt.Errorf("status bucket: ordered consumer: %w", err)
	}
	prefix := "$KV." + s.kv.Bucket() + "."
	for next := from; next <= to; {
		batch, err := oc.Fetch(int(min(256, to-next+1)), jetstream.FetchMaxWait(time.Second))
		if err != nil {
			return fmt.Errorf("status bucket: fetch: %w", err)
		}
		n := 0
		for msg := range batch.Messages() {
			n++
			md, err := msg.Metadata()
			if err != nil {
				return err
			}
			seq := md.Sequence.Stream
			if seq > to {
				return nil
			}
			next = seq + 1
			u := Update{Revision: seq}
			if op := msg.Headers().Get("KV-Operation"); op == "" {
				key := strings.TrimPrefix(msg.Subject(), prefix)
				if rec, err := status.Decode(msg.Data()); err == nil && rec.RequestID == key {
					u.Record = rec
				}
			}
			fn(u)
			if md.NumPending == 0 || seq == to {
				// Nothing more stored: revisions between are gone (a later revision of
				// the same key replaced them), and the fetch would wait its whole
				// second for them (a takeover's catch-up while a NATS node is down).
				return nil
			}
		}
		if err := batch.Error(); err != nil && !errors.Is(err, jetstream.ErrNoMessages) && !errors.Is(err, context.DeadlineExceeded) {
			return fmt.Errorf("status bucket: fetch: %w", err)
		}
		if n == 0 {
			return nil // nothing more stored (entries past a purge are gone)
		}
	}
	return nil
}
