package bus

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/wire/events"
)

// ErrPublish wraps a publish that JetStream did not acknowledge.
var ErrPublish = errors.New("jetstream publish failed")

// Message is one message ready to publish (the protocol's events.Message).
type Message = events.Message

// Encode marshals v into a Message.
func Encode(subject, msgID string, v any) (Message, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return Message{}, fmt.Errorf("encode %s: %w", subject, err)
	}
	return Message{Subject: subject, MsgID: msgID, Data: b}, nil
}

// Publisher publishes with Nats-Msg-Id and waits for the acknowledgement of every
// message. Safe for concurrent use.
type Publisher struct {
	js     jetstream.Publisher
	window int
	// OnConflict, when set, is called for each publish that met another of the same
	// Nats-Msg-Id still in process and was published again (see PublishAll). Set it
	// before the first publish.
	OnConflict func(subject, msgID string)
	// AckStall bounds PublishAll's wait for each acknowledgement after the one before
	// it (DefaultAckStall from NewPublisher; 0: only ctx bounds it). Messages sent to a
	// stream leader that died are never acknowledged: past the stall the call fails at
	// once and its caller publishes the batch again (duplicates are dropped by their
	// Nats-Msg-Id), to the new leader once elected, instead of waiting out its whole
	// deadline (the indexer's 30 s, during which no new request reached the scheduler).
	AckStall time.Duration
}

// DefaultWindow is how many acknowledgements PublishAll leaves outstanding at most.
const DefaultWindow = 1024

// DefaultAckStall is a Publisher's AckStall: far above an acknowledgement's time on a
// busy cluster, well below a stream leader's election (seconds).
const DefaultAckStall = 3 * time.Second

// NewPublisher wraps js. window bounds the unacknowledged messages of PublishAll (≤ 0
// means DefaultWindow); keep it below the JetStream context's async max pending (4000 by
// default).
func NewPublisher(js jetstream.Publisher, window int) *Publisher {
	if window <= 0 {
		window = DefaultWindow
	}
	return &Publisher{js: js, window: window, AckStall: DefaultAckStall}
}

// Publish publishes one message and waits for its acknowledgement. A duplicate (same
// MsgID within the stream's duplicate window) is acknowledged with Duplicate set. opts
// add expectations (jetstream.WithExpectLastSequenceForSubject: the fences).
func (p *Publisher) Publish(ctx context.Context, m Message, opts ...jetstream.PublishOpt) (*jetstream.PubAck, error) {
	ack, err := p.js.PublishMsg(ctx, &nats.Msg{Subject: m.Subject, Data: m.Data, Header: nats.Header(m.Header)}, append([]jetstream.PublishOpt{jetstream.WithMsgID(m.MsgID)}, opts...)...)
	if err != nil {
		return nil, fmt.Errorf("%w: %s (msg id %s): %w", ErrPublish, m.Subject, m.MsgID, err)
	}
	return ack, nil
}

// errCodeInProcess is JetStream's "duplicate message id is in process" (nats-server
// JSStreamDuplicateMessageConflict): on a clustered stream, another publish of the same
// Nats-Msg-Id is being stored right now.
const errCodeInProcess = 10158

// InProcess reports whether err is a publish refused because another of the same
// Nats-Msg-Id is in process: expected when several publishers (the indexers of every
// replica) publish the same events, and no failure of this one.
func InProcess(err error) bool {
	var api *jetstream.APIError
	return errors.As(err, &api) && api.ErrorCode == errCodeInProcess
}

// republish publishes m again after a refusal InProcess, with a short backoff, until
// JetStream stores it or calls it a duplicate (the other publish was stored): the other
// may still fail, so its outcome is not assumed.
func (p *Publisher) republish(ctx context.Context, m *nats.Msg) (duplicate bool, err error) {
	id := m.Header.Get(jetstream.MsgIDHeader)
	wait := 5 * time.Millisecond
	for {
		if p.OnConflict != nil {
			p.OnConflict(m.Subject, id)
		}
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return false, fmt.Errorf("%w: %s (msg id %s) in process elsewhere: %w", ErrPublish, m.Subject, id, ctx.Err())
		case <-t.C:
		}
		ack, err := p.js.PublishMsg(ctx, &nats.Msg{Subject: m.Subject, Data: m.Data}, jetstream.WithMsgID(id))
		if err == nil {
			return ack.Duplicate, nil
		}
		if !InProcess(err) {
			return false, fmt.Errorf("%w: %s (msg id %s): %w", ErrPublish, m.Subject, id, err)
		}
		wait = min(2*wait, 200*time.Millisecond)
	}
}

// PublishAll publishes ms in order, pipelined, and returns once every one is
// acknowledged, with how many JetStream reported as duplicates. A message refused as
// in process elsewhere (InProcess) is published again until it is stored or a duplicate. On error some messages
// may be stored and others not; publishing the same slice again is safe within the
// duplicate window.
func (p *Publisher) PublishAll(ctx context.Context, ms []Message) (duplicates int, err error) {
	pending := make([]jetstream.PubAckFuture, 0, min(len(ms), p.window))
	var stalled <-chan time.Time
	var stall *time.Timer
	if p.AckStall > 0 {
		stall = time.NewTimer(p.AckStall)
		defer stall.Stop()
	}
	wait := func(f jetstream.PubAckFuture) error {
		if stall != nil {
			stall.Reset(p.AckStall)
			stalled = stall.C
		}
		select {
		case <-stalled:
			return fmt.Errorf("%w: no acknowledgement for %v (its stream's leader gone?)", ErrPublish, p.AckStall)
		case ack := <-f.Ok():
			if ack.Duplicate {
				duplicates++
			}
			return nil
		case err := <-f.Err():
			m := f.Msg()
			if InProcess(err) {
				dup, err := p.republish(ctx, m)
				if dup {
					duplicates++
				}
				return err
			}
			return fmt.Errorf("%w: %s (msg id %s): %w", ErrPublish, m.Subject, m.Header.Get(jetstream.MsgIDHeader), err)
		case <-ctx.Done():
			return fmt.Errorf("%w: waiting for acks: %w", ErrPublish, ctx.Err())
		}
	}
	for _, m := range ms {
		if len(pending) == p.window {
			if err := wait(pending[0]); err != nil {
				return duplicates, err
			}
			pending = pending[1:]
		}
		f, err := p.js.PublishMsgAsync(&nats.Msg{Subject: m.Subject, Data: m.Data}, jetstream.WithMsgID(m.MsgID))
		if err != nil {
			return duplicates, fmt.Errorf("%w: %s (msg id %s): %w", ErrPublish, m.Subject, m.MsgID, err)
		}
		pending = append(pending, f)
	}
	for _, f := range pending {
		if err := wait(f); err != nil {
			return duplicates, err
		}
	}
	return duplicates, nil
}
