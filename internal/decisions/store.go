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

// Store appends the hash-chained decision records to the DECISIONS stream, each on
// its own subject wire.DecisionSubject(round) with Nats-Msg-Id "round:<n>:<hash>", and reads
// them back by round: one record is one JetStream get of the last message on its
// subject, whatever the stream's size. Requests are referenced by id and content hash:
// their content is in the REQUESTS stream (audit export resolves them). Anchors stay on
// wire.SubjectAnchors.
//
// Records written by releases before one subject per round (all on
// wire.SubjectDecisionsLegacy) still continue the hash chain and are read by Each (audit
// export and verify); Get and List find only per-round subjects.
//
// Several replicas append to the one chain (each runs the rounds of the shards it
// leads). Every append expects the last record it knows as the last message on the
// records' subjects (Nats-Expected-Last-Subject-Sequence over infer.decisions.*), so
// two appends after the same record cannot both succeed: the chain never forks. The
// loser reads the new tail, checks Fence (is the lease its round ran under still
// held?) and, if so, appends again as the next round; a deposed leader's record is
// refused with lease.ErrFenced's error instead.
type Store struct {
	stream  jetstream.Stream
	pub     *bus.Publisher
	mu      sync.Mutex
	prev    *decisionlog.Record
	lastSeq uint64 // stream sequence of prev on the records' subjects (0: none there)
	// Fence, when set, is asked before every append attempt whether the leadership
	// epoch the round began under still holds; an error refuses the record.
	Fence func(epoch uint64) error
	// Observe, when set, sees every record once it is stored (the anchorer). Set it
	// before the first WriteRound.
	Observe func(*decisionlog.Record)
}

// ErrNotFound: no record of that round in the stream.
var ErrNotFound = errors.New("decision record not found")

// Open reads the last record so that the chain continues across restarts.
func Open(ctx context.Context, js jetstream.JetStream) (*Store, error) {
	s, err := js.Stream(ctx, wire.StreamDecisions)
	if err != nil {
		return nil, fmt.Errorf("decisions stream: %w", err)
	}
	d := &Store{stream: s, pub: bus.NewPublisher(js, 0)}
	if err := d.reloadTail(ctx); err != nil {
		return nil, err
	}
	return d, nil
}

// Refresh reads the chain's tail again (another replica may have appended): a replica
// calls it when it takes a shard over. Safe to call at any time.
func (d *Store) Refresh(ctx context.Context) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.reloadTail(ctx)
}

// reloadTail sets prev and lastSeq from the stream. Called with mu held (or before the
// store is shared).
func (d *Store) reloadTail(ctx context.Context) error {
	s := d.stream
	m, err := s.GetLastMsgForSubject(ctx, wire.SubjectDecisionsAll)
	var seq uint64
	if err == nil {
		seq = m.Sequence
	}
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		m, err = s.GetLastMsgForSubject(ctx, wire.SubjectDecisionsLegacy)
	}
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		d.prev, d.lastSeq = nil, 0
		return nil
	}
	if err != nil {
		return fmt.Errorf("last decision record: %w", err)
	}
	rec, err := decisionlog.Decode(m.Data, len(m.Data)+1)
	if err != nil {
		return fmt.Errorf("last decision record (seq %d): %w", m.Sequence, err)
	}
	d.prev, d.lastSeq = rec, seq
	return nil
}

// LastRound is the round of the last record, 0 when there is none.
func (d *Store) LastRound() uint64 {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.prev == nil {
		return 0
	}
	return d.prev.Round
}

// maxAppendRaces bounds how often one record is appended again after another replica's
// record took its place.
const maxAppendRaces = 16

// WriteRound appends round r's record (dispatch.RecordWriter) as the chain's next
// round: r.Round unless another replica's records came first, then the round after the
// tail (the engine numbers its next round after the tail, Engine's Deps.Tail).
func (d *Store) WriteRound(ctx context.Context, r rounds.RoundRecord) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	for race := 0; ; race++ {
		if d.Fence != nil {
			if err := d.Fence(r.Epoch); err != nil {
				return fmt.Errorf("round %d not recorded: %w", r.Round, err)
			}
		}
		round := r.Round
		if d.prev != nil {
			round = d.prev.Round + 1
		}
		rec, err := decisionlog.NewRecord(round, r.Snapshot.NowMS, r.Snapshot, r.Config, r.Decision, false)
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
		msg := bus.Message{Subject: wire.DecisionSubject(rec.Round), MsgID: "round:" + strconv.FormatUint(rec.Round, 10) + ":" + rec.Hash, Data: b}
		ack, err := d.pub.Publish(ctx, msg, jetstream.WithExpectLastSequenceForSubject(d.lastSeq, wire.SubjectDecisionsAll))
		if err != nil {
			if !isWrongLastSequence(err) || race >= maxAppendRaces {
				return err
			}
			if err := d.reloadTail(ctx); err != nil {
				return err
			}
			if d.prev != nil && d.prev.Hash == rec.Hash {
				break // our own append, stored although its answer was lost (a retried publish)
			}
			continue // another replica appended first: after its record, if still leading
		}
		d.prev, d.lastSeq = rec, ack.Sequence
		break
	}
	if d.Observe != nil {
		d.Observe(d.prev)
	}
	return nil
}

func isWrongLastSequence(err error) bool {
	var apiErr *jetstream.APIError
	return errors.As(err, &apiErr) && apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequence
}

// Get returns round n's record as stored (httpapi.RoundReader), or ErrNotFound.
func (d *Store) Get(ctx context.Context, n uint64) (json.RawMessage, error) {
	m, err := d.stream.GetLastMsgForSubject(ctx, wire.DecisionSubject(n))
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		return nil, fmt.Errorf("round %d: %w", n, ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("round %d: %w", n, err)
	}
	return m.Data, nil
}

// List returns up to limit records of rounds ≥ from, in round order (httpapi.RoundReader,
// audit.RecordLister). The first is found by its subject, or, when round from has no
// record, by a binary search over sequences that reads subjects only; the rest follow
// in stream order.
func (d *Store) List(ctx context.Context, from uint64, limit int) ([]json.RawMessage, error) {
	s := d.stream
	seq, err := d.firstAtOrAfter(ctx, s, from)
	if err != nil || seq == 0 {
		return nil, err
	}
	var out []json.RawMessage
	for len(out) < limit {
		m, err := s.GetMsg(ctx, seq, jetstream.WithGetMsgSubject(wire.SubjectDecisionsAll))
		if errors.Is(err, jetstream.ErrMsgNotFound) {
			break
		}
		if err != nil {
			return nil, err
		}
		if n, ok := wire.RoundOfSubject(m.Subject); ok && n >= from {
			out = append(out, json.RawMessage(m.Data))
		}
		seq = m.Sequence + 1
	}
	return out, nil
}

// firstAtOrAfter is the stream sequence of the first record of a round ≥ from, 0 when
// there is none. Rounds are in stream order.
func (d *Store) firstAtOrAfter(ctx context.Context, s jetstream.Stream, from uint64) (uint64, error) {
	m, err := s.GetLastMsgForSubject(ctx, wire.DecisionSubject(from))
	if err == nil {
		return m.Sequence, nil
	}
	if !errors.Is(err, jetstream.ErrMsgNotFound) {
		return 0, err
	}
	info, err := s.Info(ctx)
	if err != nil {
		return 0, err
	}
	// next is the first record at a sequence ≥ seq: its round and sequence.
	next := func(seq uint64) (uint64, uint64, error) {
		m, err := s.GetMsg(ctx, seq, jetstream.WithGetMsgSubject(wire.SubjectDecisionsAll))
		if errors.Is(err, jetstream.ErrMsgNotFound) {
			return 0, 0, nil
		}
		if err != nil {
			return 0, 0, err
		}
		n, _ := wire.RoundOfSubject(m.Subject)
		return n, m.Sequence, nil
	}
	// from at or below the first record (GET /v1/rounds without from): start there.
	if n, at, err := next(info.State.FirstSeq); err != nil || at == 0 || n >= from {
		return at, err
	}
	lo, hi := info.State.FirstSeq, info.State.LastSeq+1
	for lo < hi { // the first sequence from which the next record's round is ≥ from
		mid := lo + (hi-lo)/2
		n, at, err := next(mid)
		if err != nil {
			return 0, err
		}
		if at != 0 && n < from {
			lo = at + 1
		} else {
			hi = mid
		}
	}
	_, at, err := next(lo)
	return at, err
}

// Each calls fn with every record of the stream, legacy subject included, in stream
// order, until the last one present when it started (audit export and verify).
func Each(ctx context.Context, js jetstream.JetStream, fn func(data []byte) error) error {
	return bus.ReadSubjects(ctx, js, wire.StreamDecisions, []string{wire.SubjectDecisionsLegacy, wire.SubjectDecisionsAll}, fn)
}
