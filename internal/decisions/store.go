// Package decisions is the decision log's home in JetStream: it appends each round's
// hash-chained record to the DECISIONS stream and reads records back by round for the
// HTTP API, the prover and the auditor's export. Engine → DECISIONS → readers.
//
// It encodes and stores; it must not decide anything about scheduling.
package decisions

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"sync"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/internal/bus"
	"github.com/infersched/infersched/internal/rounds"
	"github.com/infersched/infersched/wire"
)

// Store appends the hash-chained decision records to the DECISIONS stream, one
// message per round with Nats-Msg-Id "round:<n>", and reads them back for the API.
// Requests are referenced by id and content hash: their content is in the REQUESTS
// stream (audit export resolves them).
type Store struct {
	js   jetstream.JetStream
	pub  *bus.Publisher
	mu   sync.Mutex
	prev *decisionlog.Record
	// Observe, when set, sees every record once it is stored (the anchorer). Set it
	// before the first WriteRound.
	Observe func(*decisionlog.Record)
}

// Open reads the last record so that the chain continues across restarts.
func Open(ctx context.Context, js jetstream.JetStream) (*Store, error) {
	d := &Store{js: js, pub: bus.NewPublisher(js, 0)}
	s, err := js.Stream(ctx, wire.StreamDecisions)
	if err != nil {
		return nil, fmt.Errorf("decisions stream: %w", err)
	}
	m, err := s.GetLastMsgForSubject(ctx, wire.SubjectDecisionsLegacy)
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		return d, nil
	}
	if err != nil {
		return nil, fmt.Errorf("last decision record: %w", err)
	}
	rec, err := decisionlog.Decode(m.Data, len(m.Data)+1)
	if err != nil {
		return nil, fmt.Errorf("last decision record (seq %d): %w", m.Sequence, err)
	}
	d.prev = rec
	return d, nil
}

// ErrNotFound: no record of that round in the stream.
var ErrNotFound = errors.New("decision record not found")

// LastRound is the round of the last record, 0 when there is none.
func (d *Store) LastRound() uint64 {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.prev == nil {
		return 0
	}
	return d.prev.Round
}

// WriteRound implements rounds.RecordWriter.
func (d *Store) WriteRound(ctx context.Context, r rounds.RoundRecord) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	rec, err := decisionlog.NewRecord(r.Round, r.Snapshot.NowMS, r.Snapshot, r.Config, r.Decision, false)
	if err != nil {
		return err
	}
	rec.Inputs.Released = r.Released
	if err := decisionlog.Append(rec, d.prev); err != nil {
		return err
	}
	b, err := decisionlog.Encode(rec)
	if err != nil {
		return err
	}
	if _, err := d.pub.Publish(ctx, bus.Message{Subject: wire.SubjectDecisionsLegacy, MsgID: "round:" + strconv.FormatUint(rec.Round, 10), Data: b}); err != nil {
		return err
	}
	d.prev = rec
	if d.Observe != nil {
		d.Observe(rec)
	}
	return nil
}

// Get returns round n's record as stored (httpapi.RoundReader).
func (d *Store) Get(ctx context.Context, n uint64) (json.RawMessage, error) {
	recs, err := d.List(ctx, n, 1)
	if err != nil {
		return nil, err
	}
	if len(recs) == 0 {
		return nil, ErrNotFound
	}
	var head struct {
		Round uint64 `json:"round"`
	}
	if err := json.Unmarshal(recs[0], &head); err != nil || head.Round != n {
		return nil, ErrNotFound
	}
	return recs[0], nil
}

// List returns up to limit records of rounds ≥ from (httpapi.RoundReader). Records are
// in round order in the stream (anchors are interleaved on their own subject), so the
// first is found by binary search over sequences.
func (d *Store) List(ctx context.Context, from uint64, limit int) ([]json.RawMessage, error) {
	s, err := d.js.Stream(ctx, wire.StreamDecisions)
	if err != nil {
		return nil, err
	}
	info, err := s.Info(ctx)
	if err != nil {
		return nil, err
	}
	if info.State.Msgs == 0 {
		return nil, nil
	}
	last := info.State.LastSeq
	// next finds the first decision record at a sequence ≥ seq.
	next := func(seq uint64) (round uint64, data []byte, at uint64, found bool, err error) {
		for ; seq <= last; seq++ {
			m, err := s.GetMsg(ctx, seq)
			if errors.Is(err, jetstream.ErrMsgNotFound) {
				continue
			}
			if err != nil {
				return 0, nil, 0, false, err
			}
			if m.Subject != wire.SubjectDecisionsLegacy {
				continue
			}
			rec, err := decisionlog.Decode(m.Data, len(m.Data)+1)
			if err != nil {
				return 0, nil, 0, false, fmt.Errorf("decision record seq %d: %w", seq, err)
			}
			return rec.Round, m.Data, seq, true, nil
		}
		return 0, nil, 0, false, nil
	}
	lo, hi := info.State.FirstSeq, last+1
	for lo < hi { // first sequence from which the next record's round is ≥ from
		mid := lo + (hi-lo)/2
		r, _, _, ok, err := next(mid)
		if err != nil {
			return nil, err
		}
		if ok && r < from {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	var out []json.RawMessage
	for seq := lo; len(out) < limit; {
		r, data, at, ok, err := next(seq)
		if err != nil {
			return nil, err
		}
		if !ok {
			break
		}
		if r >= from {
			out = append(out, json.RawMessage(data))
		}
		seq = at + 1
	}
	return out, nil
}
