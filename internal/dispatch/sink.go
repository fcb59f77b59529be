// Package dispatch carries what a round decided out of the engine: each assignment to
// the ASSIGNMENTS stream on its worker's subject (wire.Assignment, Nats-Msg-Id
// requestId:attempt), the requests' statuses into the status KV bucket, and the round's
// record to the decision log (package decisions). Engine → streams, one arrow.
//
// It encodes and publishes; it must not decide anything about scheduling.
package dispatch

import (
	"context"
	"fmt"

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
}

// NewSink returns the sink. records may be nil while no decision log is kept.
func NewSink(js jetstream.JetStream, statuses *statuskv.KV, records RecordWriter) *Sink {
	return &Sink{pub: bus.NewPublisher(js, 0), statuses: statuses, records: records, Parallel: 64}
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
	_, err = s.pub.Publish(ctx, m)
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
