package statuskv

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/wire/status"
)

// Sightings is a typed store over the sightings bucket. Safe for concurrent use.
type Sightings struct {
	kv jetstream.KeyValue
}

// NewSightings wraps a bucket.
func NewSightings(kv jetstream.KeyValue) *Sightings { return &Sightings{kv: kv} }

// OpenSightings binds to the existing bucket named bucket.
func OpenSightings(ctx context.Context, js jetstream.JetStream, bucket string) (*Sightings, error) {
	kv, err := js.KeyValue(ctx, bucket)
	if err != nil {
		return nil, fmt.Errorf("open sightings bucket %s: %w", bucket, err)
	}
	return NewSightings(kv), nil
}

// Bucket is the underlying bucket (watchers use it).
func (s *Sightings) Bucket() jetstream.KeyValue { return s.kv }

// Sighting returns request id's sighting; ErrNotFound when the indexer has none.
func (s *Sightings) Sighting(ctx context.Context, id string) (status.Sighting, error) {
	key, err := status.ParseRequestID(id)
	if err != nil {
		return status.Sighting{}, err
	}
	var v status.Sighting
	return v, s.get(ctx, status.SightingKey(key), &v)
}

// Tx returns a transaction's sighting; ErrNotFound when the indexer has none.
func (s *Sightings) Tx(ctx context.Context, hash string) (status.TxSighting, error) {
	var v status.TxSighting
	return v, s.get(ctx, status.TxKey(hash), &v)
}

// Head returns the last head the indexer recorded; ErrNotFound before the first.
func (s *Sightings) Head(ctx context.Context) (status.Head, error) {
	var v status.Head
	return v, s.get(ctx, status.HeadKey, &v)
}

// Output returns request id's output; ErrNotFound when the indexer has none.
func (s *Sightings) Output(ctx context.Context, id string) (status.Output, error) {
	key, err := status.ParseRequestID(id)
	if err != nil {
		return status.Output{}, err
	}
	var v status.Output
	return v, s.get(ctx, status.OutputKey(key), &v)
}

// PutSighting stores a request's sighting.
func (s *Sightings) PutSighting(ctx context.Context, v status.Sighting) error {
	return s.put(ctx, status.SightingKey(v.RequestID), v)
}

// PutTx stores a transaction's sighting.
func (s *Sightings) PutTx(ctx context.Context, v status.TxSighting) error {
	return s.put(ctx, status.TxKey(v.TxHash), v)
}

// PutHead stores the head.
func (s *Sightings) PutHead(ctx context.Context, v status.Head) error {
	return s.put(ctx, status.HeadKey, v)
}

// PutOutput stores a request's output.
func (s *Sightings) PutOutput(ctx context.Context, v status.Output) error {
	return s.put(ctx, status.OutputKey(v.RequestID), v)
}

func (s *Sightings) get(ctx context.Context, key string, v any) error {
	e, err := s.kv.Get(ctx, key)
	if err != nil {
		if errors.Is(err, jetstream.ErrKeyNotFound) || errors.Is(err, jetstream.ErrKeyDeleted) {
			return fmt.Errorf("%s: %w", key, status.ErrNotFound)
		}
		return fmt.Errorf("get %s: %w", key, err)
	}
	if len(e.Value()) > status.MaxRecordBytes {
		return fmt.Errorf("%s: %d bytes: %w", key, len(e.Value()), status.ErrInvalid)
	}
	if err := json.Unmarshal(e.Value(), v); err != nil {
		return fmt.Errorf("%s: %w: %w", key, status.ErrInvalid, err)
	}
	return nil
}

func (s *Sightings) put(ctx context.Context, key string, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("encode %s: %w", key, err)
	}
	if _, err := s.kv.Put(ctx, key, b); err != nil {
		return fmt.Errorf("put %s: %w", key, err)
	}
	return nil
}
