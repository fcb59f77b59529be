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

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/internal/bus"
	"github.com/infersched/infersched/internal/chainverify"
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
	refused  *prometheus.CounterVec // kind, reason
	verify   Checker
	// AckWait is how long JetStream waits before redelivering an unacknowledged
	// request; redelivery of a pending request is harmless, so it is long.
	AckWait time.Duration
	// An event the chain does not agree with yet (a request not there, a result or
	// refund not recorded) is checked again after CheckDelay, up to CheckRetries
	// deliveries in all, then refused for good.
	CheckRetries int
	CheckDelay   time.Duration
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
	// Verify checks every event against the chain before it changes anything (issue 11:
	// nothing off chain is believed). nil believes the bus: for tests of the feed alone.
	Verify Checker
}

// Checker answers claims about the chain with the chain's state; implemented by
// chainverify.Verifier (one batched read for many events).
type Checker interface {
	Check(ctx context.Context, claims []chainverify.Claim) ([]chainverify.Verdict, error)
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
		CheckRetries: 6, CheckDelay: 2 * time.Second,
		poisoned: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "infersched_feed_poison_messages_total",
			Help: "Messages on the REQUESTS stream that did not decode, terminated, by kind (request, result, refund, retraction), and status records that did not decode, skipped (status)."}, []string{"kind"}),
		refused: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "infersched_feed_refused_total",
			Help: "Events on the REQUESTS stream the chain does not agree with, by kind and reason; terminated after the last check."}, []string{"kind", "reason"}),
		verify: o.Verify}
	if o.Registerer != nil {
		_ = o.Registerer.Register(f.poisoned) // already registered by another feed (tests): that one's series stay
		_ = o.Registerer.Register(f.refused)
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
		var msgs []jetstream.Msg
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
			msgs = append(msgs, msg)
		}
		k, err := f.applyBatch(ctx, msgs, false)
		restored += k
		if err != nil {
			return restored, err
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
	// Messages of both consumers are applied one batch at a time by this goroutine
	// (each consumer's in stream order): a batch is whatever has arrived while the
	// previous one was applied (at most maxBatch), so that the chain is read once per
	// batch, not once per event, and an idle feed adds no delay.
	msgs := make(chan jetstream.Msg, maxBatch)
	handle := func(msg jetstream.Msg) {
		select {
		case msgs <- msg:
		case <-ctx.Done():
		}
	}
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
	for {
		select {
		case <-ctx.Done():
			return nil
		case first := <-msgs:
			batch := []jetstream.Msg{first}
		drain:
			for len(batch) < maxBatch {
				select {
				case m := <-msgs:
					batch = append(batch, m)
				default:
					break drain
				}
			}
			if _, err := f.applyBatch(ctx, batch, true); err != nil && ctx.Err() == nil {
				f.log.Warn("events not applied; they will be redelivered", zap.Int("events", len(batch)), zap.Error(err))
			}
		}
	}
}

// maxBatch bounds the events applied (and checked against the chain) together.
const maxBatch = 256

// event is one decoded message of the REQUESTS stream.
type event struct {
	msg   jetstream.Msg
	kind  string // chainverify.Kind*; "" for a subject the feed does not follow
	err   error  // it did not decode
	req   bus.RequestEvent
	res   bus.ResultEvent
	ref   bus.RefundEvent
	retr  bus.Retraction
	claim *chainverify.Claim // what it says about the chain; nil when nothing is to check
}

func decodeEvent(msg jetstream.Msg) event {
	e := event{msg: msg}
	subject := msg.Subject()
	switch {
	case strings.HasPrefix(subject, wire.SubjectRequestPrefix):
		e.kind = chainverify.KindRequest
		if e.req, e.err = bus.DecodeRequestEvent(msg.Data()); e.err == nil {
			e.claim = &chainverify.Claim{Kind: e.kind, Meta: e.req.EventMeta, ID: e.req.ID, Request: &e.req}
		}
	case subject == wire.SubjectResults:
		e.kind = chainverify.KindResult
		if e.res, e.err = bus.DecodeResultEvent(msg.Data()); e.err == nil {
			e.claim = &chainverify.Claim{Kind: e.kind, Meta: e.res.EventMeta, ID: e.res.ID}
		}
	case subject == wire.SubjectRefunds:
		e.kind = chainverify.KindRefund
		if e.ref, e.err = bus.DecodeRefundEvent(msg.Data()); e.err == nil {
			e.claim = &chainverify.Claim{Kind: e.kind, Meta: e.ref.EventMeta, ID: e.ref.ID}
		}
	case subject == wire.SubjectRetractions:
		e.kind = chainverify.KindRetraction
		if e.retr, e.err = bus.DecodeRetraction(msg.Data()); e.err == nil && e.retr.Kind == bus.KindRequest {
			e.claim = &chainverify.Claim{Kind: e.kind, Meta: e.retr.EventMeta, ID: e.retr.ID}
		}
	}
	return e
}

// applyBatch checks the events of msgs against the chain with one read, then applies
// them in order. live says they come from the durable consumer (to be acknowledged);
// while rebuilding they are only read. It reports how many requests were added or
// restored.
func (f *Feed) applyBatch(ctx context.Context, msgs []jetstream.Msg, live bool) (int, error) {
	evs := make([]event, len(msgs))
	var claims []chainverify.Claim
	var at []int
	for i, m := range msgs {
		evs[i] = decodeEvent(m)
		if evs[i].claim != nil {
			claims = append(claims, *evs[i].claim)
			at = append(at, i)
		}
	}
	verdicts := make([]*chainverify.Verdict, len(msgs))
	unchecked := false
	if f.verify != nil && len(claims) > 0 {
		vs, err := f.verify.Check(ctx, claims)
		// While rebuilding, an event skipped would not come back before AckWait: try
		// again a few times, then fail the start rather than lose pending requests.
		for wait := time.Second; err != nil && !live && wait <= 8*time.Second && ctx.Err() == nil; wait *= 2 {
			f.log.Warn("chain unreadable while rebuilding; trying again", zap.Duration("in", wait), zap.Error(err))
			select {
			case <-ctx.Done():
			case <-time.After(wait):
			}
			vs, err = f.verify.Check(ctx, claims)
		}
		if err != nil && !live {
			return 0, fmt.Errorf("check events against the chain: %w", err)
		}
		if err != nil {
			// The chain cannot be read: nothing that needs it is decided now.
			f.log.Warn("chain unreadable; events wait", zap.Int("events", len(claims)), zap.Error(err))
			unchecked = true
		} else {
			for j, i := range at {
				verdicts[i] = &vs[j]
			}
		}
	}
	restored := 0
	var errs []error
	for i, e := range evs {
		var liveMsg jetstream.Msg
		if live {
			liveMsg = e.msg
		}
		if unchecked && e.claim != nil {
			if live {
				_ = e.msg.NakWithDelay(f.CheckDelay)
			}
			continue
		}
		if v := verdicts[i]; v != nil && !v.OK {
			f.refuse(e, liveMsg, v)
			continue
		}
		ok, err := f.apply(ctx, e, liveMsg, verdicts[i])
		if err != nil {
			if !live {
				return restored, err
			}
			errs = append(errs, err)
			f.log.Warn("event not applied; it will be redelivered", zap.String("subject", e.msg.Subject()), zap.Error(err))
			_ = e.msg.NakWithDelay(time.Second)
		}
		if ok {
			restored++
		}
	}
	return restored, errors.Join(errs...)
}

// refuse handles an event the chain does not agree with: checked again later while the
// chain may still come to agree (Verdict.Retry, up to CheckRetries deliveries), else
// terminated, logged with the reason and counted. While rebuilding it is only skipped:
// the durable consumer delivers it again.
func (f *Feed) refuse(e event, live jetstream.Msg, v *chainverify.Verdict) {
	log := f.log.With(zap.String("kind", e.kind), zap.String("request", e.claim.ID), zap.String("reason", v.Reason),
		zap.String("detail", v.Detail), zap.String("subject", e.msg.Subject()))
	if live == nil {
		log.Debug("event the chain does not agree with skipped while rebuilding")
		return
	}
	if md, err := live.Metadata(); err == nil && v.Retry && md.NumDelivered < uint64(f.CheckRetries) {
		log.Info("the chain does not agree yet; checking again", zap.Uint64("delivery", md.NumDelivered), zap.Duration("in", f.CheckDelay))
		_ = live.NakWithDelay(f.CheckDelay)
		return
	}
	log.Warn("event refused: the chain does not agree with it")
	f.refused.WithLabelValues(e.kind, v.Reason).Inc()
	if err := live.Term(); err != nil {
		log.Warn("terminate refused event", zap.Error(err))
	}
}

// apply hands one decoded event to the engine. live is the message to acknowledge (nil
// while rebuilding); v is the chain's verdict (nil when there is no verifier). It reports
// whether a request was added or restored. A message that does not decode is poison:
// terminated, never redelivered, never applied.
func (f *Feed) apply(ctx context.Context, e event, live jetstream.Msg, v *chainverify.Verdict) (bool, error) {
	ack := func() {
		if live != nil {
			if err := live.Ack(); err != nil {
				f.log.Warn("ack", zap.String("subject", live.Subject()), zap.Error(err))
			}
		}
	}
	if e.err != nil {
		f.poison(e.msg, live, e.err)
		return false, nil
	}
	switch e.kind {
	case chainverify.KindRequest:
		return f.applyRequest(ctx, e.req, v, ack)
	case chainverify.KindResult:
		return false, f.applyResult(ctx, e.res, ack)
	case chainverify.KindRefund:
		return false, f.applyRefund(ctx, e.ref, ack)
	case chainverify.KindRetraction:
		return false, f.applyRetraction(ctx, e.retr, ack)
	}
	ack()
	return false, nil
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

func (f *Feed) applyRequest(ctx context.Context, ev bus.RequestEvent, v *chainverify.Verdict, ack func()) (bool, error) {
	req := ev.Request()
	if f.eng.OnFinal(req.ID, ack) {
		return false, nil // already pending: this delivery takes over the ack
	}
	if v != nil && v.Stored.Status != contracts.StatusPending {
		ack() // fulfilled or refunded on chain: its own event settles the status
		return false, nil
	}
	rec, _, err := f.statuses.Get(ctx, req.ID)
	if errors.Is(err, status.ErrInvalid) {
		f.badStatus(req.ID, err)
		err = status.ErrNotFound // the request is queued afresh; its first round overwrites the record
	}
	switch {
	case err == nil && rec.State.Final() && v != nil && f.now().UnixMilli() < req.DeadlineMS:
		// The chain holds the request pending and its deadline is ahead: a final status
		// record is not the chain's word (it may have been written by anyone with access
		// to the bucket), so the request is queued afresh (issue 11).
		f.log.Warn("status record says final but the chain holds the request pending; queued again",
			zap.String("request", req.ID), zap.String("recorded_state", string(rec.State)))
		f.refused.WithLabelValues("status_record", "final_but_pending_on_chain").Inc()
		return f.eng.Add(req, ev.Prompt, ack), nil
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

func (f *Feed) applyResult(ctx context.Context, ev bus.ResultEvent, ack func()) error {
	worker := strings.ToLower(ev.Worker.Hex())
	st, ok := f.eng.Complete(ctx, ev.ID, worker, rounds.Result{TxHash: ev.TxHash.Hex(), OutputHash: ev.OutputHash.Hex(), BlockTimeMS: ev.BlockTimeMS})
	if ok {
		if err := f.putFinal(ctx, st); err != nil {
			return err
		}
	} else if err := f.finishStored(ctx, ev.ID, func(r *status.Record) {
		r.State, r.Worker, r.ResultTxHash, r.OutputHash = status.StateCompleted, worker, ev.TxHash.Hex(), ev.OutputHash.Hex()
	}); err != nil {
		return err
	}
	ack()
	return nil
}

func (f *Feed) applyRefund(ctx context.Context, ev bus.RefundEvent, ack func()) error {
	if st, ok := f.eng.Refund(ctx, ev.ID); ok {
		if err := f.putFinal(ctx, st); err != nil {
			return err
		}
	} else if err := f.finishStored(ctx, ev.ID, func(r *status.Record) { r.State = status.StateRefunded }); err != nil {
		return err
	}
	ack()
	return nil
}

func (f *Feed) applyRetraction(ctx context.Context, ev bus.Retraction, ack func()) error {
	if ev.Kind != bus.KindRequest {
		f.log.Warn("retraction of a result or refund: the request's final state stays", zap.String("kind", ev.Kind), zap.String("request", ev.ID))
	} else if st, ok := f.eng.Retract(ctx, ev.ID); ok {
		if err := f.putFinal(ctx, st); err != nil {
			return err
		}
	}
	ack()
	return nil
}

func (f *Feed) putFinal(ctx context.Context, st status.Record) error {
	return f.eng.WriteFinal(func() error {
		_, err := f.statuses.Put(ctx, st)
		return err
	})
}

// finishStored moves a stored, not yet final record to a final state, for an event
// about a request this process does not hold (already expired here, or pending on
// another replica's side of a restart).
func (f *Feed) finishStored(ctx context.Context, id string, set func(*status.Record)) error {
	rec, rev, err := f.statuses.Get(ctx, id)
	if errors.Is(err, status.ErrInvalid) {
		f.badStatus(id, err)
		return nil // nothing this process holds to finish
	}
	if errors.Is(err, status.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	if rec.State.Final() && rec.State != status.StateExpired {
		return nil
	}
	set(&rec)
	rec.UpdatedAtMS = f.now().UnixMilli()
	return f.eng.WriteFinal(func() error {
		_, err := f.statuses.Update(ctx, rec, rev)
		return err
	})
}
