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
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/nats-io/nats.go/jetstream"
	"golang.org/x/sync/errgroup"

	"github.com/infersched/infersched/internal/bus"
	"github.com/infersched/infersched/internal/rounds"
	"github.com/infersched/infersched/internal/status"
	"github.com/infersched/infersched/internal/statuskv"
	"github.com/infersched/infersched/wire"
)

// RecordWriter appends a round's record to the decision log.
type RecordWriter interface {
	WriteRound(ctx context.Context, r rounds.RoundRecord) error
}

// Sink is the production rounds.Sink.
type Sink struct {
	pub      *bus.Publisher
	statuses *statuskv.KV
	records  RecordWriter
	// Parallel bounds the status writes in flight at once.
	Parallel int
	// Fence, when set, is the fence of the model's shard (internal/lease): the
	// assignment is published expecting seq as the last message on subject, so that
	// the publish of a replica whose shard was taken over fails in JetStream.
	Fence func(model string) (subject string, seq uint64, err error)
}

// NewSink returns the sink. records may be nil while no decision log is kept.
func NewSink(js jetstream.JetStream, statuses *statuskv.KV, records RecordWriter) *Sink {
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
	var opts []jetstream.PublishOpt
	if s.Fence != nil {
		subject, seq, err := s.Fence(a.Request.ModelID)
		if err != nil {
			return fmt.Errorf("assignment %s: %w", a.RequestID, err)
		}
		opts = append(opts, jetstream.WithExpectLastSequenceForSubject(seq, subject))
	}
	_, err = s.pub.Publish(ctx, m, opts...)
	return err
}

// Message is the wire form of an engine's assignment.
func Message(a rounds.Assignment) wire.Assignment {
	r := a.Request
	return wire.Assignment{
		RequestID: a.RequestID, Attempt: a.Attempt, Round: a.Round, Worker: a.Worker,
		Request: wire.Request{ID: r.ID, User: r.User, ModelID: r.ModelID, MaxTokens: r.MaxTokens,
			PriorityFeeWei: r.PriorityFeeWei.String(), SubmittedAtMS: r.SubmittedAtMS, DeadlineMS: r.DeadlineMS,
			GasLimit: r.GasLimit, RequiredMemoryMB: r.RequiredMemoryMB, Batchable: r.Batchable},
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
		g.Go(func() error {
			_, err := s.statuses.Put(ctx, rec)
			return err
		})
	}
	return g.Wait()
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
					Round: a.Round, AtMS: md.Timestamp.UnixMilli(), EstimatedLatencyMS: a.EstimatedLatencyMS, VoucherExpiry: a.Voucher.Expiry})
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
