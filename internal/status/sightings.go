package status

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/nats-io/nats.go/jetstream"
)

// The sightings bucket holds what the indexer has seen on chain before (or besides)
// publishing it, so that every API replica answers from shared state alone:
//
//	req.<id>    Sighting: the block and transaction that created request id, from 0
//	            confirmations on; Retracted once a reorg removed it
//	tx.<hash>   TxSighting: the request ids a transaction created
//	head        Head: the chain head the indexer last saw and the observed block time
//	out.<id>    Output: the result of request id from its ResultSubmitted event
//
// The indexer is the only writer. Keys carry no other meaning; values are JSON.
const (
	sightingPrefix = "req."
	txPrefix       = "tx."
	outputPrefix   = "out."
	headKey        = "head"
)

// MaxOutputBytes bounds the output kept for a completed request (and so served in its
// status body). A longer output is kept as its hash and length only, with Truncated
// set: the full bytes are in the ResultSubmitted event of the result transaction.
const MaxOutputBytes = 8 << 10

// Sighting is a request seen in a block, before or after its confirmations.
type Sighting struct {
	RequestID     string `json:"request_id"`
	TxHash        string `json:"tx_hash"` // 0x + 64 lowercase hex
	BlockNumber   uint64 `json:"block_number"`
	BlockHash     string `json:"block_hash"`
	Model         string `json:"model"`
	SubmittedAtMS int64  `json:"submitted_at_ms"`
	DeadlineMS    int64  `json:"deadline_ms"`
	// Retracted: the block was reorged out and the new chain does not hold the request
	// in any block the indexer has looked at since. Final for this transaction.
	Retracted bool `json:"retracted,omitempty"`
}

// TxSighting lists the requests a transaction created.
type TxSighting struct {
	TxHash      string   `json:"tx_hash"`
	BlockNumber uint64   `json:"block_number"`
	RequestIDs  []string `json:"request_ids"`
	Retracted   bool     `json:"retracted,omitempty"`
}

// Head is the chain head as the indexer last saw it.
type Head struct {
	Number      uint64 `json:"number"`
	Hash        string `json:"hash"`
	TimestampMS int64  `json:"timestamp_ms"` // the block's own timestamp
	// BlockMS is the mean block interval over the last blocks (timestamps), ≥ 1.
	BlockMS int64 `json:"block_ms"`
	// Confirmations is how many blocks must follow a request's block before it is
	// published to the scheduler: indexer.confirmations, or with use_finalized the
	// distance from the head to the last block published.
	Confirmations uint64 `json:"confirmations"`
	// ObservedAtMS is when the indexer read this head (its clock).
	ObservedAtMS int64 `json:"observed_at_ms"`
}

// Remaining is how many more blocks block n needs before its events are published,
// as of this head.
func (h Head) Remaining(n uint64) int {
	if n > h.Number {
		return int(h.Confirmations) // not in the head the indexer saw yet
	}
	have := h.Number - n
	if have >= h.Confirmations {
		return 0
	}
	return int(h.Confirmations - have)
}

// Output is the result of a request as its ResultSubmitted event carried it.
type Output struct {
	RequestID  string `json:"request_id"`
	TxHash     string `json:"tx_hash"`
	OutputHash string `json:"output_hash"`
	// Output is the bytes, when at most MaxOutputBytes; otherwise empty and Truncated.
	Output    []byte `json:"output,omitempty"`
	Length    int    `json:"length"`
	Truncated bool   `json:"truncated,omitempty"`
}

// NewOutput keeps out whole when it is within MaxOutputBytes.
func NewOutput(requestID, txHash, outputHash string, out []byte) Output {
	o := Output{RequestID: requestID, TxHash: txHash, OutputHash: outputHash, Length: len(out)}
	if len(out) <= MaxOutputBytes {
		o.Output = out
	} else {
		o.Truncated = true
	}
	return o
}

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

// SightingKey is the key of request id's sighting (id canonical).
func SightingKey(id string) string { return sightingPrefix + id }

// HeadKey is the key of the head record.
const HeadKey = headKey

// TxKey is the key of a transaction's sighting; hash is 0x-prefixed, any case.
func TxKey(hash string) string { return txPrefix + strings.ToLower(hash) }

// Sighting returns request id's sighting; ErrNotFound when the indexer has none.
func (s *Sightings) Sighting(ctx context.Context, id string) (Sighting, error) {
	key, err := ParseRequestID(id)
	if err != nil {
		return Sighting{}, err
	}
	var v Sighting
	return v, s.get(ctx, SightingKey(key), &v)
}

// Tx returns a transaction's sighting; ErrNotFound when the indexer has none.
func (s *Sightings) Tx(ctx context.Context, hash string) (TxSighting, error) {
	var v TxSighting
	return v, s.get(ctx, TxKey(hash), &v)
}

// Head returns the last head the indexer recorded; ErrNotFound before the first.
func (s *Sightings) Head(ctx context.Context) (Head, error) {
	var v Head
	return v, s.get(ctx, headKey, &v)
}

// Output returns request id's output; ErrNotFound when the indexer has none.
func (s *Sightings) Output(ctx context.Context, id string) (Output, error) {
	key, err := ParseRequestID(id)
	if err != nil {
		return Output{}, err
	}
	var v Output
	return v, s.get(ctx, outputPrefix+key, &v)
}

// PutSighting stores a request's sighting.
func (s *Sightings) PutSighting(ctx context.Context, v Sighting) error {
	return s.put(ctx, SightingKey(v.RequestID), v)
}

// PutTx stores a transaction's sighting.
func (s *Sightings) PutTx(ctx context.Context, v TxSighting) error {
	return s.put(ctx, TxKey(v.TxHash), v)
}

// PutHead stores the head.
func (s *Sightings) PutHead(ctx context.Context, v Head) error { return s.put(ctx, headKey, v) }

// PutOutput stores a request's output.
func (s *Sightings) PutOutput(ctx context.Context, v Output) error {
	return s.put(ctx, outputPrefix+v.RequestID, v)
}

func (s *Sightings) get(ctx context.Context, key string, v any) error {
	e, err := s.kv.Get(ctx, key)
	if err != nil {
		if errors.Is(err, jetstream.ErrKeyNotFound) || errors.Is(err, jetstream.ErrKeyDeleted) {
			return fmt.Errorf("%s: %w", key, ErrNotFound)
		}
		return fmt.Errorf("get %s: %w", key, err)
	}
	if len(e.Value()) > MaxRecordBytes {
		return fmt.Errorf("%s: %d bytes: %w", key, len(e.Value()), ErrInvalid)
	}
	if err := json.Unmarshal(e.Value(), v); err != nil {
		return fmt.Errorf("%s: %w: %w", key, ErrInvalid, err)
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
