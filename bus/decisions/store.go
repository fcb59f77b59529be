// Package decisions is the decision log's home in JetStream: it appends each round's
// hash-chained record to the DECISIONS stream and reads records back by round for the
// HTTP API, the prover and the auditor's export. Engine → DECISIONS → readers.
//
// Nothing stops the log: a record is retried until stored (WriteRound), a record above
// one message is chunked (chunks.go), and what is not a valid record is skipped,
// reported and counted by every reader; the chain's head is the last valid record
// (head.go).
//
// It encodes and stores; it must not decide anything about scheduling.
package decisions

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler/verification"
	"github.com/infersched/infersched/wire"
)

// Store appends the hash-chained decision records to the DECISIONS stream, each on
// its own subject wire.DecisionSubject(round) with Nats-Msg-Id "round:<n>", and reads
// them back by round: one record is one JetStream get of the last message on its
// subject, whatever the stream's size. Requests are referenced by id and content hash:
// their content is in the REQUESTS stream (audit export resolves them). Anchors stay on
// wire.SubjectAnchors.
//
// Records written by releases before one subject per round (all on
// wire.SubjectDecisionsLegacy) still continue the hash chain and are read by Each (audit
// export and verify); Get and List find only per-round subjects.
type Store struct {
	stream jetstream.Stream
	pub    *bus.Publisher
	mu     sync.Mutex
	// chains is each shard's chain: its head and whether what follows the
	// head is garbage. Shard 0's is read on open, the others' when first used.
	chains map[int]*chain
	// Observe, when set, sees every record once it is stored (the anchorer). Set it
	// before the first WriteRound.
	Observe func(*decisionlog.Record)
	// Fence, when set, is asked before every append attempt whether the leadership
	// epoch the round began under still holds (bus/lease); an error refuses the
	// record. Several replicas append to the one chain: every append expects the last
	// message on the records' subjects to be the one it chains after
	// (Nats-Expected-Last-Subject-Sequence over infer.decisions.*), so two appends after
	// the same record cannot both succeed and the chain never forks; the loser reads the
	// new head and, if still leading, appends again as the next round.
	Fence func(epoch uint64) error

	log                 *zap.Logger
	maxMsg              int
	backoff, maxBackoff time.Duration
	attemptTimeout      time.Duration
	retries, chunked    prometheus.Counter
	skipped             *prometheus.CounterVec // reason
}

// ErrNotFound: no record of that round in the stream.
var ErrNotFound = errors.New("decision record not found")

// Options are a store's optional settings and collaborators.
type Options struct {
	Log *zap.Logger
	// Registerer receives the store's metrics; nil leaves them unregistered.
	Registerer prometheus.Registerer
	// MaxMessageBytes bounds the data of one stored message; a larger record is
	// chunked. 0: the connection's max payload (or the stream's max message size when
	// smaller), less room for headers.
	MaxMessageBytes int
	// RetryBackoff is the first pause before storing a record again after a failure;
	// it doubles up to MaxRetryBackoff. 0: 50 ms and 2 s.
	RetryBackoff, MaxRetryBackoff time.Duration
	// AttemptTimeout bounds one attempt to store a record (its publishes and their
	// acknowledgements). 0: 5 s.
	AttemptTimeout time.Duration
}

// Open is OpenWith without options.
func Open(ctx context.Context, js jetstream.JetStream) (*Store, error) {
	return OpenWith(ctx, js, Options{})
}

// OpenWith finds the chain's head, the last valid record, so that the chain continues
// across restarts. Messages after it that are not valid records (undecodable, a hash
// that does not match, a round other than their subject's, an unfinished chunked
// write) are skipped, logged with their sequence and counted; they never stop a start.
func OpenWith(ctx context.Context, js jetstream.JetStream, o Options) (*Store, error) {
	s, err := js.Stream(ctx, wire.StreamDecisions)
	if err != nil {
		return nil, fmt.Errorf("decisions stream: %w", err)
	}
	d := &Store{stream: s, pub: bus.NewPublisher(js, 0), log: o.Log, maxMsg: o.MaxMessageBytes,
		backoff: o.RetryBackoff, maxBackoff: o.MaxRetryBackoff, attemptTimeout: o.AttemptTimeout}
	if d.attemptTimeout <= 0 {
		d.attemptTimeout = 5 * time.Second
	}
	d.initMetrics(o.Registerer)
	if d.log == nil {
		d.log = zap.NewNop()
	}
	if d.backoff <= 0 {
		d.backoff = 50 * time.Millisecond
	}
	if d.maxBackoff < d.backoff {
		d.maxBackoff = max(2*time.Second, d.backoff)
	}
	if d.maxMsg <= 0 {
		d.maxMsg, err = messageLimit(ctx, js, s)
		if err != nil {
			return nil, err
		}
	}
	d.chains = map[int]*chain{}
	if _, err = d.chainOf(ctx, 0); err != nil {
		return nil, err
	}
	return d, nil
}

// messageLimit is the data one message may carry: the server's max payload, or the
// stream's max message size when smaller, less room for headers.
func messageLimit(ctx context.Context, js jetstream.JetStream, s jetstream.Stream) (int, error) {
	limit := int(js.Conn().MaxPayload())
	info, err := s.Info(ctx)
	if err != nil {
		return 0, fmt.Errorf("decisions stream: %w", err)
	}
	if m := int(info.Config.MaxMsgSize); m > 0 && m < limit {
		limit = m
	}
	if limit <= 2*headerRoom {
		return 0, fmt.Errorf("decisions stream: messages of at most %d bytes leave no room for a record", limit)
	}
	return limit - headerRoom, nil
}

// LastRound is the round of shard 0's last record, 0 when there is none.
func (d *Store) LastRound() uint64 {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.chains[0].last()
}

// WriteRound appends round r's record (dispatch.RecordWriter). It returns once the
// record is stored: a failed publish is retried, the same messages with the same ids
// (so a publish that was stored but not acknowledged is deduplicated), with backoff,
// until it is stored or ctx ends. A record that cannot be built or encoded fails at
// once. Either way an error leaves the chain's head where it was, and the round is
// for the caller to play again under the same number.
func (d *Store) WriteRound(ctx context.Context, r rounds.RoundRecord) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	c, err := d.chainOf(ctx, r.Shard)
	if err != nil {
		return err
	}
	for race := 0; ; race++ {
		if d.Fence != nil {
			if err := d.Fence(r.Epoch); err != nil {
				return fmt.Errorf("round %d not recorded: %w", r.Round, err)
			}
		}
		round := r.Round
		if c.prev != nil {
			round = c.prev.Round + 1 // after another replica's records, if any came first
		}
		rec, err := decisionlog.NewRecordHashed(round, r.Snapshot.NowMS, r.Snapshot, r.Config, r.Decision, false, r.RequestHashes)
		if err != nil {
			return err
		}
		rec.Shard = r.Shard
		rec.Inputs.Released = r.Released
		rec.Verification = r.Verification
		prevHash := decisionlog.ZeroHash
		if c.prev != nil {
			prevHash = c.prev.Hash
		}
		if err := c.deltas.Apply(rec, prevHash); err != nil {
			return err
		}
		if err := decisionlog.Append(rec, c.prev); err != nil {
			return err
		}
		b, err := decisionlog.Encode(rec)
		if err != nil {
			return err
		}
		msgs := recordMessages(rec.Shard, rec.Round, rec.Hash, b, d.maxMsg)
		if len(msgs) > 1 {
			d.chunked.Inc()
		}
		err = d.storeRetrying(ctx, c, rec.Round, msgs)
		if err != nil && isWrongLastSequence(err) && race < maxAppendRaces {
			before := c.prev
			if c.prev, err = d.head(ctx, c.shard); err != nil {
				return err
			}
			c.garbageTail = sameRecord(before, c.prev)
			if c.garbageTail {
				continue // the head did not move: what follows it is not a record
			}
			if c.prev != nil && c.prev.Hash == rec.Hash {
				c.deltas.Commit(rec)
				break // our own append, stored although its answer was lost
			}
			continue
		}
		if err != nil {
			return err
		}
		c.prev, c.garbageTail = rec, false
		c.deltas.Commit(rec)
		break
	}
	if d.Observe != nil {
		d.Observe(c.prev)
	}
	return nil
}

// maxAppendRaces bounds how often one record is appended again after another replica's
// record took its place.
const maxAppendRaces = 16

// errHeadMoved: the chain has records past the head this store chains after.
var errHeadMoved = errors.New("decision log head moved")

// sameRecord: a and b are the same head (both none, or the same hash).
func sameRecord(a, b *decisionlog.Record) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Hash == b.Hash
}

func isWrongLastSequence(err error) bool {
	if errors.Is(err, errHeadMoved) {
		return true
	}
	var apiErr *jetstream.APIError
	return errors.As(err, &apiErr) && (apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequence ||
		apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequenceConstant)
}

// Refresh reads shard's chain's head again (another replica may have appended): a
// replica calls it when it takes the shard over.
func (d *Store) Refresh(ctx context.Context, shard int) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	rec, err := d.head(ctx, shard)
	if err != nil {
		return err
	}
	c, err := d.chainOf(ctx, shard)
	if err != nil {
		return err
	}
	c.prev = rec
	return nil
}

// storeRetrying publishes a record's messages until all are stored, or ctx ends, or an
// error no retry can cure.
func (d *Store) storeRetrying(ctx context.Context, c *chain, round uint64, msgs []bus.Message) error {
	wait := d.backoff
	for attempt := 1; ; attempt++ {
		actx, cancel := context.WithTimeout(ctx, d.attemptTimeout)
		err := d.store(actx, c, msgs)
		cancel()
		if err == nil {
			if attempt > 1 {
				d.log.Info("decision record stored after retries", zap.Uint64("round", round), zap.Int("attempts", attempt))
			}
			return nil
		}
		if !retryable(err) || ctx.Err() != nil {
			return fmt.Errorf("round %d: %w", round, err)
		}
		d.retries.Inc()
		d.log.Warn("decision record not stored; retrying, dispatch held", zap.Uint64("round", round),
			zap.Int("attempt", attempt), zap.Duration("pause", wait), zap.Error(err))
		select {
		case <-ctx.Done():
			return fmt.Errorf("round %d: %w (last error: %w)", round, ctx.Err(), err)
		case <-time.After(wait):
		}
		wait = min(2*wait, d.maxBackoff)
	}
}

// store publishes a record's messages in order; the last chunk learns chunk 1's
// sequence.
func (d *Store) store(ctx context.Context, c *chain, msgs []bus.Message) error {
	var first uint64
	// The chain's last message now: the first message expects it, each next one the one
	// before it, so a concurrent writer makes this store fail instead of interleaving.
	var expect uint64
	filter := wire.DecisionChainFilter(c.shard)
	if last, err := d.stream.GetLastMsgForSubject(ctx, filter); err == nil {
		if _, n, ok := wire.ShardRoundOfSubject(last.Subject); ok && !c.garbageTail && (c.prev == nil || n > c.prev.Round) {
			return errHeadMoved // another replica appended after our head (or the first record)
		}
		expect = last.Sequence
	} else if !errors.Is(err, jetstream.ErrMsgNotFound) {
		return err
	}
	for i, m := range msgs {
		if len(msgs) > 1 && i == len(msgs)-1 {
			h := nats.Header{}
			for k, v := range m.Header {
				h[k] = v
			}
			h.Set(FirstChunkHeader, strconv.FormatUint(first, 10))
			m.Header = h
		}
		ack, err := d.pub.Publish(ctx, m, jetstream.WithExpectLastSequenceForSubject(expect, filter))
		if err != nil {
			return err
		}
		expect = ack.Sequence
		if i == 0 {
			first = ack.Sequence
		}
	}
	return nil
}

// retryable: whether storing again may succeed. A write fenced by an expected last
// sequence is not retried: someone else wrote first.
func retryable(err error) bool {
	if errors.Is(err, errHeadMoved) {
		return false
	}
	var apiErr *jetstream.APIError
	if errors.As(err, &apiErr) && (apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequence ||
		apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequenceConstant) {
		return false
	}
	return !errors.Is(err, decisionlog.ErrInvalidRecord)
}

// Get returns round n's record as stored (httpapi.RoundReader), or ErrNotFound: the
// last message on the round's subject, its chunks joined. When that message is not a
// record of round n (a foreign message published after it, an unfinished write), the
// subject's messages are searched for the last one that is.
func (d *Store) Get(ctx context.Context, n uint64) (json.RawMessage, error) {
	return d.GetShard(ctx, 0, n)
}

// GetShard is Get on shard's chain.
func (d *Store) GetShard(ctx context.Context, shard int, n uint64) (json.RawMessage, error) {
	subject := wire.DecisionSubjectOf(shard, n)
	m, err := d.stream.GetLastMsgForSubject(ctx, subject)
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		return nil, fmt.Errorf("round %d: %w", n, ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("round %d: %w", n, err)
	}
	if b, err := d.roundAt(ctx, m, n); err == nil {
		return b, nil
	}
	var found json.RawMessage
	for seq := uint64(1); ; {
		m, err := d.stream.GetMsg(ctx, seq, jetstream.WithGetMsgSubject(subject))
		if errors.Is(err, jetstream.ErrMsgNotFound) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("round %d: %w", n, err)
		}
		if b, err := d.roundAt(ctx, m, n); err == nil {
			found = b
		} else if !errors.Is(err, errPartChunk) {
			d.skip(m, err)
		}
		seq = m.Sequence + 1
	}
	if found == nil {
		return nil, fmt.Errorf("round %d: %w", n, ErrNotFound)
	}
	return found, nil
}

// roundAt is the record ending at m, if it looks like round n's (see looksLikeRound).
func (d *Store) roundAt(ctx context.Context, m *jetstream.RawStreamMsg, n uint64) (json.RawMessage, error) {
	b, err := assemble(ctx, d.stream, m)
	if err != nil {
		return nil, err
	}
	if !looksLikeRound(b, n) {
		return nil, fmt.Errorf("not a decision record of round %d", n)
	}
	return b, nil
}

// List returns up to limit records of rounds ≥ from, in round order (httpapi.RoundReader,
// audit.RecordLister). The first is found by its subject, or, when round from has no
// record, by a binary search over sequences that reads subjects only; the rest follow
// in stream order. Chunks are joined; messages that are not records are skipped and
// counted.
func (d *Store) List(ctx context.Context, from uint64, limit int) ([]json.RawMessage, error) {
	return d.ListShard(ctx, 0, from, limit)
}

// ListShard is List on shard's chain.
func (d *Store) ListShard(ctx context.Context, shard int, from uint64, limit int) ([]json.RawMessage, error) {
	s := d.stream
	filter := wire.DecisionChainFilter(shard)
	seq, err := d.firstAtOrAfter(ctx, s, shard, from)
	if err != nil || seq == 0 {
		return nil, err
	}
	var out []json.RawMessage
	for len(out) < limit {
		m, err := s.GetMsg(ctx, seq, jetstream.WithGetMsgSubject(filter))
		if errors.Is(err, jetstream.ErrMsgNotFound) {
			break
		}
		if err != nil {
			return nil, err
		}
		seq = m.Sequence + 1
		_, n, ok := wire.ShardRoundOfSubject(m.Subject)
		if !ok || n < from {
			continue
		}
		b, err := d.roundAt(ctx, m, n)
		switch {
		case err == nil:
			out = append(out, b)
		case !errors.Is(err, errPartChunk):
			d.skip(m, err)
		}
	}
	return out, nil
}

// firstAtOrAfter is the stream sequence of the first record of a round ≥ from, 0 when
// there is none. Rounds are in stream order.
func (d *Store) firstAtOrAfter(ctx context.Context, s jetstream.Stream, shard int, from uint64) (uint64, error) {
	filter := wire.DecisionChainFilter(shard)
	m, err := s.GetLastMsgForSubject(ctx, wire.DecisionSubjectOf(shard, from))
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
		m, err := s.GetMsg(ctx, seq, jetstream.WithGetMsgSubject(filter))
		if errors.Is(err, jetstream.ErrMsgNotFound) {
			return 0, 0, nil
		}
		if err != nil {
			return 0, 0, err
		}
		_, n, _ := wire.ShardRoundOfSubject(m.Subject)
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

// Each calls fn with every stored record of the stream, legacy subject included, in
// stream order, chunks joined, until the last one present when it started (audit export
// and verify). fn judges what it is given: a message that is not a record is passed on
// as it is.
func Each(ctx context.Context, js jetstream.JetStream, fn func(data []byte) error) error {
	return EachStored(ctx, js, func(m Stored) error { return fn(m.Data) })
}

// Stored is one stored record as Each reads it: its data (chunks joined), subject and
// the stream sequence of its last message, for reports.
type Stored struct {
	Seq     uint64
	Subject string
	Data    []byte
	Err     error
}

// EachStored is Each with each record's subject and sequence. A malformed or
// out-of-order chunk, and at the end every chunked record whose last chunk never came,
// is handed to fn as a Stored with no data and Err set.
func EachStored(ctx context.Context, js jetstream.JetStream, fn func(Stored) error) error {
	var j joiner
	err := bus.ReadMessages(ctx, js, wire.StreamDecisions, []string{wire.SubjectDecisionsLegacy, wire.SubjectDecisionsAll, wire.SubjectDecisionsSharded}, func(m *jetstream.RawStreamMsg) error {
		seq := m.Sequence
		b, done, err := j.add(seq, m.Subject, m.Header, m.Data)
		if err != nil {
			return fn(Stored{Seq: seq, Subject: m.Subject, Err: err})
		}
		if !done {
			return nil
		}
		return fn(Stored{Seq: seq, Subject: m.Subject, Data: b})
	})
	if err != nil {
		return err
	}
	for _, p := range j.unfinished() {
		if err := fn(Stored{Seq: p.seq, Subject: p.subject, Err: fmt.Errorf("%w: chunks from seq %d never finished", errPartChunk, p.seq)}); err != nil {
			return err
		}
	}
	return nil
}

// Tail reads shard's chain backwards from its head, at most limit records, and returns them in
// round order: up to and including the first (from the end) for which stop is true,
// or all limit. A replica reads it when it takes a shard over (rounds.Engine.TakeOver):
// the last holder's last rounds, whose outcome the status bucket may not show. Each
// record is read by decisionlog.Decode, the reader audit uses.
func (d *Store) Tail(ctx context.Context, shard, limit int, stop func(rounds.LoggedRound) bool) ([]rounds.LoggedRound, error) {
	var out []rounds.LoggedRound
	for n := d.LastRoundOf(shard); n > 0 && len(out) < limit; n-- {
		b, err := d.GetShard(ctx, shard, n)
		if errors.Is(err, ErrNotFound) {
			continue // a gap (an abandoned write): the rounds before it still count
		}
		if err != nil {
			return nil, err
		}
		rec, err := decisionlog.Decode(b, max(len(b), decisionlog.DefaultMaxLineBytes))
		if err != nil {
			return nil, fmt.Errorf("round %d: %w", n, err)
		}
		lr := rounds.LoggedRound{Round: rec.Round, NowMS: rec.Inputs.NowMS, Released: rec.Inputs.Released}
		for _, a := range rec.Decision.Assigned {
			lr.Assigned = append(lr.Assigned, rounds.LoggedAssignment{RequestID: a.RequestID, Worker: a.WorkerID})
		}
		out = append(out, lr)
		if stop(lr) {
			break
		}
	}
	slices.Reverse(out)
	return out, nil
}

// VerificationTail reads shard's chain backwards from round from (the head a takeover
// found), at most limit records, until a record older than the head by more than back:
// the head's now_ms and the verification sections of the records read, in round order.
// A takeover's catch-up reads it (rounds.Engine.SettleDraws): what of verification the
// last holder logged.
func (d *Store) VerificationTail(ctx context.Context, shard int, from uint64, limit int, back time.Duration) (headMS int64, logs []verification.Log, err error) {
	read := 0
	for n := from; n > 0 && read < limit; n-- {
		b, err := d.GetShard(ctx, shard, n)
		if errors.Is(err, ErrNotFound) {
			continue // a gap (an abandoned write)
		}
		if err != nil {
			return 0, nil, err
		}
		read++
		rec, err := decisionlog.Decode(b, max(len(b), decisionlog.DefaultMaxLineBytes))
		if err != nil {
			return 0, nil, fmt.Errorf("round %d: %w", n, err)
		}
		if headMS == 0 {
			headMS = rec.Inputs.NowMS
		}
		if rec.Verification != nil {
			logs = append(logs, *rec.Verification)
		}
		if rec.Inputs.NowMS < headMS-back.Milliseconds() {
			break
		}
	}
	slices.Reverse(logs)
	return headMS, logs, nil
}
