// Package requestfeed applies the chain's events from the REQUESTS stream to the round
// engine (requests, results, refunds, retractions) through a durable JetStream consumer,
// and rebuilds the engine's pending set on start. REQUESTS → engine, one arrow.
//
// It decodes and applies; it must not decide anything about scheduling.
package requestfeed

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"

	"github.com/infersched/infersched/internal/bus"
	"github.com/infersched/infersched/internal/rounds"
	"github.com/infersched/infersched/internal/status"
	"github.com/infersched/infersched/internal/statuskv"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
)

// Engine is what the chain's events change: the round engine's pending set.
type Engine interface {
	// Add queues a new request; done runs once it is final.
	Add(req scheduler.Request, prompt []byte, done func()) bool
	// Restore puts back a request pending before a restart, as its status says.
	Restore(req scheduler.Request, prompt []byte, rec status.Record, done func()) bool
	// OnFinal hands a pending request's final callback to a redelivered message.
	OnFinal(requestID string, done func()) bool
	Complete(ctx context.Context, requestID, worker string, res rounds.Result) (status.Record, bool)
	Refund(ctx context.Context, requestID string) (status.Record, bool)
	Retract(ctx context.Context, requestID string) (status.Record, bool)
	// WriteFinal runs a final status write so that no round's batch interleaves.
	WriteFinal(write func() error) error
	Pending() int
}

// ConsumerName is the durable consumer of the REQUESTS stream's requests; its
// MaxAckPending is the bound on the engine's pending set (Options.MaxPending).
// EventsConsumerName is the durable consumer of the other events (results, refunds,
// retractions), acknowledged once applied and never held back by that bound: a result
// must reach the engine even when the pending set is full.
const (
	ConsumerName       = bus.RoundsConsumer
	EventsConsumerName = bus.RoundsEventsConsumer
)

// Feed delivers the chain's events from the REQUESTS stream to the engine: requests,
// results, refunds and retractions. A request's stream message is acknowledged only when
// the request reaches a final state, so an unacknowledged message is a pending request;
// the other events are acknowledged once applied and their status written.
//
// The pending set is bounded: the requests consumer delivers at most MaxPending
// requests not yet acknowledged (JetStream's MaxAckPending), so the rest wait in the
// stream and come as pending ones become final.
//
// On start it rebuilds the pending set: the requests the consumer had delivered and not
// seen acknowledged (after its ack floor, up to its last delivered), and the events
// after the events consumer's ack floor, are read again in stream order with an ordered
// consumer; each request whose status record is not final is restored as the record
// says. A message the durable consumer redelivers later for a request already pending
// only takes over its acknowledgement.
type Feed struct {
	js       jetstream.JetStream
	eng      Engine
	statuses *statuskv.KV
	log      *zap.Logger
	now      func() time.Time
	poisoned *prometheus.CounterVec // kind
	// AckWait is how long JetStream waits before redelivering an unacknowledged
	// request; redelivery of a pending request is harmless, so it is long.
	AckWait time.Duration
	// maxPending bounds the requests delivered and not acknowledged; ≤ 0: unbounded.
	maxPending int

	ready chan struct{}
}

// Ready is closed once the pending set is rebuilt and live events are being applied.
func (f *Feed) Ready() <-chan struct{} { return f.ready }

// Options are a feed's optional collaborators.
type Options struct {
	// Clock stamps the statuses the feed finishes itself; time.Now when nil.
	Clock func() time.Time
	Log   *zap.Logger
	// Registerer receives the feed's metrics; nil leaves them unregistered.
	Registerer prometheus.Registerer
	// MaxPending bounds the engine's pending set: the most requests delivered and not
	// yet final (the requests consumer's MaxAckPending; nats.max_pending_requests).
	// ≤ 0: unbounded.
	MaxPending int
}

// New returns a feed for eng.
func New(js jetstream.JetStream, eng Engine, statuses *statuskv.KV, o Options) *Feed {
	if o.Log == nil {
		o.Log = zap.NewNop()
	}
	if o.Clock == nil {
		o.Clock = time.Now
	}
	f := &Feed{js: js, eng: eng, statuses: statuses, log: o.Log, now: o.Clock, AckWait: 30 * time.Minute, maxPending: o.MaxPending, ready: make(chan struct{}),
		poisoned: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "infersched_feed_poison_messages_total",
			Help: "Messages on the REQUESTS stream that did not decode, terminated, by kind (request, result, refund, retraction), and status records that did not decode, skipped (status)."}, []string{"kind"})}
	if o.Registerer != nil {
		_ = o.Registerer.Register(f.poisoned) // already registered by another feed (tests): that one's series stay
	}
	return f
}

var (
	feedSubjects  = []string{wire.SubjectRequestsAll, wire.SubjectResults, wire.SubjectRefunds, wire.SubjectRetractions}
	eventSubjects = feedSubjects[1:]
)

// Rebuild restores the pending set from the stream and the status bucket. Run calls it
// first; it is exported for tests and tools.
func (f *Feed) Rebuild(ctx context.Context) (restored int, err error) {
	reqs, events, err := f.consumers(ctx)
	if err != nil {
		return 0, err
	}
	rinfo, err := reqs.Info(ctx)
	if err != nil {
		return 0, fmt.Errorf("consumer info: %w", err)
	}
	einfo, err := events.Info(ctx)
	if err != nil {
		return 0, fmt.Errorf("consumer info: %w", err)
	}
	stream, err := f.js.Stream(ctx, wire.StreamRequests)
	if err != nil {
		return 0, fmt.Errorf("requests stream: %w", err)
	}
	sinfo, err := stream.Info(ctx)
	if err != nil {
		return 0, fmt.Errorf("requests stream info: %w", err)
	}
	// Requests past the last delivered one were never handed to the engine: the
	// consumer delivers them as room is made.
	reqFrom, reqTo := rinfo.AckFloor.Stream+1, rinfo.Delivered.Stream
	evFrom := einfo.AckFloor.Stream + 1
	from, last := evFrom, sinfo.State.LastSeq
	if reqFrom <= reqTo {
		from = min(from, reqFrom)
	}
	if last < from {
		return 0, nil
	}
	oc, err := stream.OrderedConsumer(ctx, jetstream.OrderedConsumerConfig{
		FilterSubjects: feedSubjects, DeliverPolicy: jetstream.DeliverByStartSequencePolicy, OptStartSeq: from,
	})
	if err != nil {
		return 0, fmt.Errorf("ordered consumer: %w", err)
	}
	next := from
	for {
		batch, err := oc.Fetch(int(min(256, last-next+1)), jetstream.FetchMaxWait(time.Second))
		if err != nil {
			return restored, fmt.Errorf("rebuild fetch: %w", err)
		}
		n := 0
		var seq uint64
		for msg := range batch.Messages() {
			n++
			md, err := msg.Metadata()
			if err != nil {
				return restored, err
			}
			seq = md.Sequence.Stream
			if seq > last {
				break
			}
			next = seq + 1
			if isRequest := strings.HasPrefix(msg.Subject(), wire.SubjectRequestPrefix); isRequest && (seq < reqFrom || seq > reqTo) || !isRequest && seq < evFrom {
				continue
			}
			ok, err := f.apply(ctx, msg, nil)
			if err != nil {
				return restored, err
			}
			if ok {
				restored++
			}
		}
		if err := batch.Error(); err != nil && !errors.Is(err, jetstream.ErrNoMessages) && !errors.Is(err, context.DeadlineExceeded) {
			return restored, fmt.Errorf("rebuild fetch: %w", err)
		}
		if seq >= last || n == 0 {
			return restored, nil
		}
	}
}

// consumers creates or updates the two durable consumers. A new events consumer (the
// first start of a release with two) starts after the requests consumer's ack floor,
// where the one consumer of earlier releases left off.
func (f *Feed) consumers(ctx context.Context) (reqs, events jetstream.Consumer, err error) {
	maxPending := f.maxPending
	if maxPending <= 0 {
		maxPending = -1
	}
	reqs, err = f.js.CreateOrUpdateConsumer(ctx, wire.StreamRequests, jetstream.ConsumerConfig{
		Durable:        ConsumerName,
		AckPolicy:      jetstream.AckExplicitPolicy,
		AckWait:        f.AckWait,
		MaxDeliver:     -1,
		MaxAckPending:  maxPending,
		FilterSubjects: []string{wire.SubjectRequestsAll},
	})
	if err != nil {
		return nil, nil, fmt.Errorf("requests consumer: %w", err)
	}
	events, err = f.js.Consumer(ctx, wire.StreamRequests, EventsConsumerName)
	if err == nil {
		return reqs, events, nil
	}
	if !errors.Is(err, jetstream.ErrConsumerNotFound) {
		return nil, nil, fmt.Errorf("events consumer: %w", err)
	}
	info, err := reqs.Info(ctx)
	if err != nil {
		return nil, nil, fmt.Errorf("consumer info: %w", err)
	}
	events, err = f.js.CreateOrUpdateConsumer(ctx, wire.StreamRequests, jetstream.ConsumerConfig{
		Durable:        EventsConsumerName,
		AckPolicy:      jetstream.AckExplicitPolicy,
		AckWait:        time.Minute,
		MaxDeliver:     -1,
		MaxAckPending:  -1,
		FilterSubjects: eventSubjects,
		DeliverPolicy:  jetstream.DeliverByStartSequencePolicy,
		OptStartSeq:    info.AckFloor.Stream + 1,
	})
	if err != nil {
		return nil, nil, fmt.Errorf("events consumer: %w", err)
	}
	return reqs, events, nil
}

// Run rebuilds the pending set, then applies events as they come until ctx ends.
func (f *Feed) Run(ctx context.Context) error {
	n, err := f.Rebuild(ctx)
	if err != nil {
		return err
	}
	f.log.Info("pending set rebuilt", zap.Int("restored", n), zap.Int("pending", f.eng.Pending()))
	reqs, events, err := f.consumers(ctx)
	if err != nil {
		return err
	}
	// The requests restored above have no acknowledgement handle: rewinding the
	// consumer to its ack floor delivers them again at once, each delivery handing its
	// ack to the pending request (or acking a final one), so that they do not hold
	// their MaxAckPending slots until AckWait.
	if _, err := f.js.ResetConsumer(ctx, wire.StreamRequests, ConsumerName); err != nil {
		f.log.Warn("requests consumer not rewound; restored requests are acknowledged after ack_wait", zap.Error(err))
	}
	// Each consumer's messages queue in its order; the applier takes them in batches.
	actx, stop := context.WithCancel(ctx)
	a := f.startApplier(actx)
	defer func() { stop(); a.wait() }()
	handle := a.handle(actx, f)
	var ccs []jetstream.ConsumeContext
	defer func() {
		for _, cc := range ccs {
			cc.Drain()
			<-cc.Closed()
		}
	}()
	for _, c := range []jetstream.Consumer{events, reqs} {
		cc, err := c.Consume(handle)
		if err != nil {
			return fmt.Errorf("consume requests: %w", err)
		}
		ccs = append(ccs, cc)
	}
	close(f.ready)
	<-ctx.Done()
	return nil
}

// apply hands one event to the engine (a batch of one; see applyBatch). live is the
// message to acknowledge (nil while rebuilding). It reports whether a request was added
// or restored. A message that does not decode is poison: terminated, never redelivered,
// never applied.
func (f *Feed) apply(ctx context.Context, msg jetstream.Msg, live jetstream.Msg) (bool, error) {
	ev := f.decode(msg, live != nil)
	if ev == nil {
		return false, nil
	}
	f.applyBatch(ctx, []*event{ev})
	return ev.restored, ev.err
}

// poison takes a message that does not decode off the stream's pending list for good
// (the indexer validated what it published: such a message can never be applied), says
// so with its subject and sequence, and counts it. While rebuilding it is only skipped:
// the durable consumer delivers it again and terminates it then.
func (f *Feed) poison(msg, live jetstream.Msg, err error) {
	var seq uint64
	if md, merr := msg.Metadata(); merr == nil {
		seq = md.Sequence.Stream
	}
	if live == nil {
		f.log.Debug("undecodable event skipped while rebuilding", zap.String("subject", msg.Subject()), zap.Uint64("stream_seq", seq), zap.Error(err))
		return
	}
	f.log.Error("undecodable event on the REQUESTS stream; terminated", zap.String("subject", msg.Subject()),
		zap.Uint64("stream_seq", seq), zap.Error(err))
	f.poisoned.WithLabelValues(kindOf(msg.Subject())).Inc()
	if terr := live.Term(); terr != nil {
		f.log.Warn("terminate poison message", zap.String("subject", msg.Subject()), zap.Uint64("stream_seq", seq), zap.Error(terr))
	}
}

// badStatus reports a status record that does not decode: it is skipped (never a
// reason to stop the feed or its rebuild), logged and counted under kind "status".
func (f *Feed) badStatus(id string, err error) {
	f.log.Error("undecodable status record; skipped", zap.String("request", id), zap.Error(err))
	f.poisoned.WithLabelValues("status").Inc()
}

// kindOf is the metric label of a REQUESTS subject.
func kindOf(subject string) string {
	switch {
	case strings.HasPrefix(subject, wire.SubjectRequestPrefix):
		return "request"
	case subject == wire.SubjectResults:
		return "result"
	case subject == wire.SubjectRefunds:
		return "refund"
	case subject == wire.SubjectRetractions:
		return "retraction"
	}
	return "other"
}

func (f *Feed) applyRequest(ctx context.Context, ev bus.RequestEvent, ack func()) (bool, error) {
	req := ev.Request()
	if f.eng.OnFinal(req.ID, ack) {
		return false, nil // already pending: this delivery takes over the ack
	}
	rec, _, err := f.statuses.Get(ctx, req.ID)
	if errors.Is(err, status.ErrInvalid) {
		f.badStatus(req.ID, err)
		err = status.ErrNotFound // the request is queued afresh; its first round overwrites the record
	}
	switch {
	case err == nil && rec.State.Final():
		ack()
		return false, nil
	case err == nil:
		return f.eng.Restore(req, ev.Prompt, rec, ack), nil
	case errors.Is(err, status.ErrNotFound):
		return f.eng.Add(req, ev.Prompt, ack), nil
	default:
		return false, err
	}
}
