package decisions

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"

	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/wire"
)

// head is the chain's head: the last valid record of the stream, nil when there is
// none. Walking back from the last message, every record message that is not valid is
// skipped, reported with its sequence and counted; anchors and other subjects are passed
// by. The next record chains after the head, so a garbage tail never enters the chain
// (audit verify still reports it where it lies).
func (d *Store) head(ctx context.Context, shard int) (*decisionlog.Record, error) {
	info, err := d.stream.Info(ctx)
	if err != nil {
		return nil, fmt.Errorf("decisions stream: %w", err)
	}
	// Start at the chain's last message (the other chains' records after it are not
	// read one by one): on its record subjects, else on an old release's.
	var top uint64
	for _, f := range wire.DecisionChainFilters(shard) {
		m, err := d.stream.GetLastMsgForSubject(ctx, f)
		if errors.Is(err, jetstream.ErrMsgNotFound) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("last decision record of shard %d: %w", shard, err)
		}
		top = m.Sequence
		break
	}
	for seq := top; seq >= info.State.FirstSeq && seq > 0; seq-- {
		m, err := d.stream.GetMsg(ctx, seq)
		if errors.Is(err, jetstream.ErrMsgNotFound) {
			continue // deleted
		}
		if err != nil {
			return nil, fmt.Errorf("last decision record (seq %d): %w", seq, err)
		}
		if sh, ok := wire.ShardOfRecordSubject(m.Subject); !ok || sh != shard {
			continue
		}
		rec, err := d.validRecord(ctx, m)
		if err == nil {
			return rec, nil
		}
		d.skip(m, err)
	}
	return nil, nil
}

// validRecord is the record ending at m, if it is one that may head the chain: it
// decodes, its subject names its round, and its hash is its own.
func (d *Store) validRecord(ctx context.Context, m *jetstream.RawStreamMsg) (*decisionlog.Record, error) {
	b, err := assemble(ctx, d.stream, m)
	if err != nil {
		return nil, err
	}
	rec, err := decisionlog.Decode(b, decisionlog.DefaultMaxLineBytes)
	if err != nil {
		return nil, err
	}
	if _, n, ok := wire.ShardRoundOfSubject(m.Subject); ok && n != rec.Round {
		return nil, fmt.Errorf("record of round %d on the subject of round %d", rec.Round, n)
	}
	if sh, _ := wire.ShardOfRecordSubject(m.Subject); sh != rec.Shard {
		return nil, fmt.Errorf("record of shard %d on the subject of shard %d", rec.Shard, sh)
	}
	h, err := decisionlog.ComputeHash(rec)
	if err != nil {
		return nil, err
	}
	if h != rec.Hash {
		return nil, fmt.Errorf("record of round %d: hash %s, computed %s", rec.Round, rec.Hash, h)
	}
	return rec, nil
}

// skip reports a message on a record subject that is not a valid record.
func (d *Store) skip(m *jetstream.RawStreamMsg, err error) {
	reason := "invalid"
	if errors.Is(err, errPartChunk) {
		reason = "unfinished_chunks"
	}
	d.skipped.WithLabelValues(reason).Inc()
	d.log.Warn("message on the decision log that is not a valid record; skipped", zap.Uint64("stream_seq", m.Sequence),
		zap.String("subject", m.Subject), zap.String("reason", reason), zap.Error(err))
}

// looksLikeRound is the cheap check of the readers that return records as stored: a
// JSON object whose first member is "round" with value n, or a compressed envelope
// (whose round is inside it). Verification is the auditor's.
func looksLikeRound(b []byte, n uint64) bool {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return false
	}
	k, err := dec.Token()
	if err != nil {
		return false
	}
	switch k {
	case "encoding":
		return true
	case "round":
		v, err := dec.Token()
		num, ok := v.(json.Number)
		return err == nil && ok && num.String() == fmt.Sprint(n)
	}
	return false
}

func (d *Store) initMetrics(reg prometheus.Registerer) {
	d.retries = prometheus.NewCounter(prometheus.CounterOpts{Name: "infersched_decision_write_retries_total",
		Help: "Failed attempts to store a decision record, each retried while the round's dispatch waits."})
	d.chunked = prometheus.NewCounter(prometheus.CounterOpts{Name: "infersched_decision_records_chunked_total",
		Help: "Decision records larger than one message, stored as chunks."})
	d.skipped = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "infersched_decision_messages_skipped_total",
		Help: "Messages on decision record subjects that are not valid records, skipped by readers, by reason."}, []string{"reason"})
	if reg != nil {
		for _, c := range []prometheus.Collector{d.retries, d.chunked, d.skipped} {
			_ = reg.Register(c) // already registered by another store (tests): that one's series stay
		}
	}
}
