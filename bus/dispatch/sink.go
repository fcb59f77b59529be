// Package dispatch carries what a round decided out of the engine: each assignment to
// the ASSIGNMENTS stream on its worker's subject (wire.Assignment, Nats-Msg-Id
// requestId:attempt), the requests' statuses into the status KV bucket, and the round's
// record to the decision log (package decisions). Engine → streams, one arrow.
//
// It encodes and publishes; it must not decide anything about scheduling.
package dispatch

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"golang.org/x/sync/errgroup"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/status"
)

// RecordWriter appends a round's record to the decision log.
type RecordWriter interface {
	WriteRound(ctx context.Context, r rounds.RoundRecord) error
}

// Sink is the production rounds.Sink.
type Sink struct {
	pub      *bus.Publisher
	statuses StatusWriter
	records  RecordWriter
	// Parallel bounds the status writes in flight at once.
	Parallel int
	// StatusAttempt bounds one attempt to store a status; a write that fails for a
	// reason that passes (no answer, no responders) is tried again until the round's
	// context ends. 0: 5 s.
	StatusAttempt time.Duration
	// Fence, when set, is the fence of the model's shard (bus/lease): the
	// assignment is published expecting seq as the last message on subject, so that
	// the publish of a replica whose shard was taken over fails in JetStream.
	Fence func(model string) (subject string, seq uint64, err error)

	serialFence atomic.Bool // a fenced publish was found busy: the stream is replicated
	fenceMu     sync.Mutex
	fenceLocks  map[string]*sync.Mutex // fence subject → one fenced publish at a time
}

// NewSink returns the sink. records may be nil while no decision log is kept.
func NewSink(js jetstream.JetStream, statuses StatusWriter, records RecordWriter) *Sink {
	return &Sink{pub: bus.NewPublisher(js, 0), statuses: statuses, records: records, Parallel: 256}
}

// Assign publishes one assignment and waits for JetStream to store it.
func (s *Sink) Assign(ctx context.Context, a rounds.Assignment) error {
	if !common.IsHexAddress(a.Worker) {
		return fmt.Errorf("assignment %s: worker %q is not an address", a.RequestID, a.Worker)
	}
	msg := Message(a)
	m, err := bus.Encode(wire.AssignSubject(common.HexToAddress(a.Worker)), msg.MsgID(), msg)
	if err != nil {
		return err
	}
	return s.publish(ctx, a.Request.ModelID, a.RequestID, m)
}

// publish stores m, fenced by model's shard when the sink has a fence.
func (s *Sink) publish(ctx context.Context, model, requestID string, m bus.Message) error {
	if s.Fence == nil {
		_, err := s.pub.Publish(ctx, m)
		return err
	}
	for wait := fenceBusyFirst; ; wait = min(2*wait, fenceBusyMax) {
		subject, seq, err := s.Fence(model)
		if err != nil {
			return fmt.Errorf("assignment %s: %w", requestID, err)
		}
		err = s.publishFenced(ctx, m, subject, seq)
		switch {
		case fenceBusy(err):
			// A replicated stream takes one fenced message per fence subject at a time:
			// from now on this sink sends them one by one, and this one again.
			s.serialFence.Store(true)
		case errors.Is(err, context.DeadlineExceeded) && ctx.Err() == nil:
			// No answer in fencedPublishTimeout (its NATS node died with the reply):
			// again, the msg id making a stored one a duplicate, rather than holding
			// the round (and, one at a time, every other fenced publish) to its end.
		default:
			return err
		}
		select {
		case <-ctx.Done():
			return err
		case <-time.After(wait):
		}
	}
}

// publishFenced publishes m expecting seq as the last message on the fence subject;
// one at a time per fence subject once the stream has shown it is replicated.
func (s *Sink) publishFenced(ctx context.Context, m bus.Message, subject string, seq uint64) error {
	if s.serialFence.Load() {
		mu := s.fenceLock(subject)
		mu.Lock()
		defer mu.Unlock()
	}
	ctx, cancel := context.WithTimeout(ctx, fencedPublishTimeout)
	defer cancel()
	_, err := s.pub.Publish(ctx, m, jetstream.WithExpectLastSequenceForSubject(seq, subject))
	return err
}

// fencedPublishTimeout bounds one try of a fenced publish.
const fencedPublishTimeout = 5 * time.Second

func (s *Sink) fenceLock(subject string) *sync.Mutex {
	s.fenceMu.Lock()
	defer s.fenceMu.Unlock()
	if s.fenceLocks == nil {
		s.fenceLocks = make(map[string]*sync.Mutex)
	}
	mu := s.fenceLocks[subject]
	if mu == nil {
		mu = new(sync.Mutex)
		s.fenceLocks[subject] = mu
	}
	return mu
}

// errCodeFenceBusy is nats-server's JSStreamWrongLastSequenceConstantErr ("wrong last
// sequence", no sequence): a replicated (clustered) stream refuses a message expecting a
// subject's last sequence while another one expecting the same subject is still being
// proposed. It says nothing about the fence itself, which a real violation reports as
// "wrong last sequence: N" (JSStreamWrongLastSequenceErrF, 10071).
const errCodeFenceBusy jetstream.ErrorCode = 10164

// Retry pauses of a fenced publish the stream found busy.
const (
	fenceBusyFirst = time.Millisecond
	fenceBusyMax   = 50 * time.Millisecond
)

func fenceBusy(err error) bool {
	var api *jetstream.APIError
	return errors.As(err, &api) && api.ErrorCode == errCodeFenceBusy
}

// Message is the wire form of an engine's assignment.
func Message(a rounds.Assignment) wire.Assignment {
	r := a.Request
	return wire.Assignment{
		RequestID: a.RequestID, Attempt: a.Attempt, Round: a.Round, Worker: a.Worker,
		Request: wire.Request{ID: r.ID, User: r.User, ModelID: r.ModelID, MaxTokens: r.MaxTokens,
			PriorityFeeWei: r.PriorityFeeWei.String(), SubmittedAtMS: r.SubmittedAtMS, DeadlineMS: r.DeadlineMS,
			GasLimit: r.GasLimit, RequiredMemoryMB: r.RequiredMemoryMB, Batchable: r.Batchable,
			CallbackGasLimit: r.CallbackGasLimit},
		Prompt: a.Prompt, EstimatedLatencyMS: a.EstimatedLatencyMS, RetryAfterS: a.RetryAfterS,
		Voucher: wire.Voucher{NotBefore: a.VoucherNotBefore, Expiry: a.VoucherExpiry, InputHash: a.VoucherInputHash, Signature: a.VoucherSignature},
		Batched: a.Batched, BatchShare: a.BatchShare,
	}
}

// Statuses writes every record, several at once.
func (s *Sink) Statuses(ctx context.Context, recs []status.Record) error {
	g, ctx := errgroup.WithContext(ctx)
	g.SetLimit(max(s.Parallel, 1))
	for _, rec := range recs {
		g.Go(func() error { return s.putStatus(ctx, rec) })
	}
	return g.Wait()
}

// putStatus stores rec, each attempt bounded by StatusAttempt: a write sent as the
// bucket's stream leader died is never answered, and without a bound the round's whole
// batch would wait out the round's deadline, holding back the final statuses the feed
// writes after it (and so the feed). A put stores the whole record, so a second one of
// the same record is harmless.
func (s *Sink) putStatus(ctx context.Context, rec status.Record) error {
	attempt := s.StatusAttempt
	if attempt <= 0 {
		attempt = 5 * time.Second
	}
	wait := 50 * time.Millisecond
	for {
		actx, cancel := context.WithTimeout(ctx, attempt)
		_, err := s.statuses.Put(actx, rec)
		cancel()
		if err == nil || ctx.Err() != nil || !passing(err) {
			return err
		}
		select {
		case <-ctx.Done():
			return err
		case <-time.After(wait):
		}
		wait = min(2*wait, time.Second)
	}
}

// passing: err may not come again on another attempt (no answer in time, nobody to
// answer while a stream elects a leader).
func passing(err error) bool {
	return errors.Is(err, context.DeadlineExceeded) || errors.Is(err, nats.ErrTimeout) ||
		errors.Is(err, nats.ErrNoResponders) || errors.Is(err, jetstream.ErrNoStreamResponse)
}

// Round hands the record to the decision log.
func (s *Sink) Round(ctx context.Context, r rounds.RoundRecord) error {
	if s.records == nil {
		return nil
	}
	return s.records.WriteRound(ctx, r)
}

// PublishedSince reads the assignments the stream stored from since on (up to its last
// message when called), for a replica taking a shard over (rounds.Engine.TakeOver): what
// the workers were actually sent, whatever the status bucket says. Fences and messages
// that are not assignments are skipped.
func PublishedSince(ctx context.Context, js jetstream.JetStream, since time.Time) ([]rounds.Published, error) {
	stream, err := js.Stream(ctx, wire.StreamAssignments)
	if err != nil {
		return nil, fmt.Errorf("assignments stream: %w", err)
	}
	info, err := stream.Info(ctx)
	if err != nil {
		return nil, fmt.Errorf("assignments stream: %w", err)
	}
	last := info.State.LastSeq
	if last == 0 || info.State.LastTime.Before(since) {
		return nil, nil
	}
	oc, err := stream.OrderedConsumer(ctx, jetstream.OrderedConsumerConfig{FilterSubjects: []string{wire.SubjectAssignAll},
		DeliverPolicy: jetstream.DeliverByStartTimePolicy, OptStartTime: &since})
	if err != nil {
		return nil, fmt.Errorf("assignments stream: ordered consumer: %w", err)
	}
	var out []rounds.Published
	for {
		batch, err := oc.Fetch(256, jetstream.FetchMaxWait(time.Second))
		if err != nil {
			return nil, fmt.Errorf("assignments stream: fetch: %w", err)
		}
		n := 0
		for msg := range batch.Messages() {
			n++
			md, err := msg.Metadata()
			if err != nil {
				return nil, err
			}
			if md.Sequence.Stream > last {
				return out, nil
			}
			var a wire.Assignment
			if json.Unmarshal(msg.Data(), &a) == nil && a.RequestID != "" && a.Worker != "" && !strings.HasPrefix(msg.Subject(), wire.SubjectAssignPrefix+"fence-") {
				out = append(out, rounds.Published{RequestID: a.RequestID, Worker: strings.ToLower(a.Worker), Attempt: a.Attempt,
					Round: a.Round, AtMS: md.Timestamp.UnixMilli(), EstimatedLatencyMS: a.EstimatedLatencyMS, VoucherExpiry: a.Voucher.Expiry,
					VoucherNotBefore: a.Voucher.NotBefore})
			}
			if md.Sequence.Stream == last {
				return out, nil
			}
		}
		if err := batch.Error(); err != nil && !errors.Is(err, jetstream.ErrNoMessages) && !errors.Is(err, context.DeadlineExceeded) {
			return nil, fmt.Errorf("assignments stream: fetch: %w", err)
		}
		if n == 0 {
			return out, nil // the rest were fences or removed
		}
	}
}

// StatusWriter stores the requests' statuses (bus/statuskv.KV implements it).
type StatusWriter interface {
	Put(ctx context.Context, rec status.Record) (uint64, error)
}

// statusSwapper is the compare-and-swap side of a StatusWriter (bus/statuskv.KV), for
// MarkSampled.
type statusSwapper interface {
	Get(ctx context.Context, id string) (status.Record, uint64, error)
	Update(ctx context.Context, rec status.Record, revision uint64) (uint64, error)
}

// maxMarkTries bounds MarkSampled's compare-and-swap: each conflict is another
// replica's write of the same record (its completed write, a verdict).
const maxMarkTries = 8

// MarkSampled marks request id's completed status record sampled unless it says more
// already (rounds.SampledMarker), by compare-and-swap. A record that is missing, does
// not decode, or is not completed is left as it is; so is every record when the store
// cannot compare and swap.
func (s *Sink) MarkSampled(ctx context.Context, id string, nowMS int64) error {
	kv, ok := s.statuses.(statusSwapper)
	if !ok {
		return nil
	}
	for try := 1; ; try++ {
		rec, rev, err := kv.Get(ctx, id)
		if errors.Is(err, status.ErrNotFound) || errors.Is(err, status.ErrInvalid) {
			return nil
		}
		if err != nil {
			return err
		}
		if rec.State != status.StateCompleted || rec.Verification != "" {
			return nil
		}
		rec.Verification, rec.UpdatedAtMS = status.VerificationSampled, max(rec.UpdatedAtMS, nowMS)
		_, err = kv.Update(ctx, rec, rev)
		if !errors.Is(err, status.ErrConflict) || try == maxMarkTries {
			return err
		}
	}
}
