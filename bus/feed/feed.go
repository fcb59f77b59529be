// Package requestfeed applies the chain's events from the REQUESTS stream to the round
// engine (requests, results, refunds, retractions) through a durable JetStream consumer,
// and rebuilds the engine's pending set on start. REQUESTS → engine, one arrow.
//
// It decodes and applies; it must not decide anything about scheduling.
package feed

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/statuskv"
	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/events"
	"github.com/infersched/infersched/wire/status"
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
	// Observe applies a status record another replica stored (warm standby).
	Observe(rec status.Record) bool
	Pending() int
}

// ConsumerFor is replica's own durable consumer of the REQUESTS stream's requests (and
// ConsumerFor(replica)+"-events" of the other events). Every replica has its own, so
// that each sees every event (a shared consumer would split the stream between them)
// and keeps its own pending set, acknowledging a request's message when the request is
// final in its own view. An empty replica keeps the single-replica names.
func ConsumerFor(replica string) string {
	if replica == "" {
		return ConsumerName
	}
	return ConsumerName + "-" + replica
}

func eventsConsumerFor(replica string) string {
	if replica == "" {
		return EventsConsumerName
	}
	return ConsumerName + "-" + replica + "-events"
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
	maxPending             int
	durable, eventsDurable string
	inactive               time.Duration
	follow                 bool
	observed               atomic.Uint64 // revision of the last status record applied
	// The consumers once Run created them, and the consumer sequence of the last
	// delivery each one handed to the engine: CatchUp compares them with the server's.
	cons                  atomic.Pointer[[2]jetstream.Consumer] // requests, events
	handledReq, handledEv atomic.Uint64
	// mu applies events, and status records of other replicas, one at a time: a
	// request's status read and its addition are one step no record interleaves.
	mu sync.Mutex

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
	// Replica names this replica's durable consumers (ConsumerFor); empty keeps the
	// single-replica names.
	Replica string
	// InactiveThreshold removes a replica's consumers that nothing consumed from for
	// this long (a replica gone for good); 0 keeps them.
	InactiveThreshold time.Duration
	// FollowStatuses applies the status records other replicas store to the engine
	// (Engine.Observe), keeping a follower's pending set current.
	FollowStatuses bool
	// Verify checks every event against the chain before it changes anything (issue 11:
	// nothing off chain is believed). nil believes the bus: for tests of the feed alone.
	Verify Checker
}

// Checker answers claims about the chain with the chain's state; implemented by
// Verifier (one batched read for many events).
type Checker interface {
	Check(ctx context.Context, claims []Claim) ([]Verdict, error)
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
		durable: ConsumerFor(o.Replica), eventsDurable: eventsConsumerFor(o.Replica), inactive: o.InactiveThreshold, follow: o.FollowStatuses,
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

// CatchUp returns once every status record stored before it was called has been
// applied to the engine (FollowStatuses), or ctx ends: a replica calls it when it takes a
// shard over, before its first round, so that it plans on what the last holder stored.
// What the watch has not delivered within a moment is read from the bucket's stream
// directly (the watch lags when the NATS node serving it dies); applying a record twice
// changes nothing.
func (f *Feed) CatchUp(ctx context.Context) error {
	if !f.follow {
		return nil
	}
	last, err := f.statuses.LastRevision(ctx)
	if err != nil {
		return err
	}
	for wait := time.Now().Add(100 * time.Millisecond); f.observed.Load() < last && time.Now().Before(wait); {
		select {
		case <-ctx.Done():
			return fmt.Errorf("status records not caught up (at %d of %d): %w", f.observed.Load(), last, ctx.Err())
		case <-time.After(5 * time.Millisecond):
		}
	}
	if from := f.observed.Load() + 1; from <= last {
		err := f.statuses.Between(ctx, from, last, func(u statuskv.Update) {
			if u.Record.RequestID != "" {
				f.mu.Lock()
				f.eng.Observe(u.Record)
				f.mu.Unlock()
			}
		})
		if err != nil {
			return fmt.Errorf("status records not caught up (at %d of %d): %w", f.observed.Load(), last, err)
		}
		for o := f.observed.Load(); o < last && !f.observed.CompareAndSwap(o, last); o = f.observed.Load() {
		}
	}
	return f.caughtUp(ctx)
}

// caughtUp returns once this replica's consumers have handed the engine every message
// the stream held when it was called (requests only up to the pending set's bound), or
// ctx ends: a replica whose feed is behind the stream (just started, or slowed) would
// plan without requests the last holder planned.
func (f *Feed) caughtUp(ctx context.Context) error {
	cons := f.cons.Load()
	if cons == nil {
		return errors.New("requests feed not running yet")
	}
	reqs, events := cons[0], cons[1]
	for {
		ri, err := reqs.Info(ctx)
		if err != nil {
			return fmt.Errorf("requests consumer: %w", err)
		}
		ei, err := events.Info(ctx)
		if err != nil {
			return fmt.Errorf("events consumer: %w", err)
		}
		full := f.maxPending > 0 && ri.NumAckPending >= f.maxPending
		// Delivered.Consumer counts deliveries (a filtered consumer's stream sequence
		// moves past other subjects' messages too).
		if (ri.NumPending == 0 || full) && f.handledReq.Load() >= ri.Delivered.Consumer &&
			ei.NumPending == 0 && f.handledEv.Load() >= ei.Delivered.Consumer {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("requests feed behind the stream (%d requests and %d events not delivered): %w",
				ri.NumPending, ei.NumPending, ctx.Err())
		case <-time.After(20 * time.Millisecond):
		}
	}
}

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
		f.mu.Lock() // no status record of another replica interleaves (FollowStatuses)
		k, err := f.applyBatch(ctx, msgs, false)
		f.mu.Unlock()
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
		Durable:           f.durable,
		InactiveThreshold: f.inactive,
		AckPolicy:         jetstream.AckExplicitPolicy,
		AckWait:           f.AckWait,
		MaxDeliver:        -1,
		MaxAckPending:     maxPending,
		FilterSubjects:    []string{wire.SubjectRequestsAll},
	})
	if err != nil {
		return nil, nil, fmt.Errorf("requests consumer: %w", err)
	}
	events, err = f.js.Consumer(ctx, wire.StreamRequests, f.eventsDurable)
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
		Durable:           f.eventsDurable,
		InactiveThreshold: f.inactive,
		AckPolicy:         jetstream.AckExplicitPolicy,
		AckWait:           time.Minute,
		MaxDeliver:        -1,
		MaxAckPending:     -1,
		FilterSubjects:    eventSubjects,
		DeliverPolicy:     jetstream.DeliverByStartSequencePolicy,
		OptStartSeq:       info.AckFloor.Stream + 1,
	})
	if err != nil {
		return nil, nil, fmt.Errorf("events consumer: %w", err)
	}
	return reqs, events, nil
}

// Run rebuilds the pending set, then applies events as they come until ctx ends.
func (f *Feed) Run(ctx context.Context) error {
	if f.follow {
		updates, err := f.statuses.WatchUpdates(ctx)
		if err != nil {
			return err
		}
		// Entries stored before the watch began are read by the rebuild instead.
		last, err := f.statuses.LastRevision(ctx)
		if err != nil {
			return err
		}
		f.observed.Store(last)
		go func() {
			for u := range updates {
				f.mu.Lock()
				if u.Record.RequestID != "" {
					f.eng.Observe(u.Record)
				}
				f.mu.Unlock()
				if u.Revision > f.observed.Load() {
					f.observed.Store(u.Revision)
				}
			}
		}()
	}
	// A rebuild that meets a passing NATS error (a stream leader moving in a cluster)
	// starts again: what it already applied is applied again harmlessly.
	n, err := f.Rebuild(ctx)
	for wait := 200 * time.Millisecond; err != nil; wait = min(2*wait, 5*time.Second) {
		if ctx.Err() != nil {
			return nil
		}
		f.log.Warn("pending set not rebuilt; trying again", zap.Duration("in", wait), zap.Error(err))
		select {
		case <-ctx.Done():
			return nil
		case <-time.After(wait):
		}
		n, err = f.Rebuild(ctx)
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
	if _, err := f.js.ResetConsumer(ctx, wire.StreamRequests, f.durable); err != nil {
		f.log.Warn("requests consumer not rewound; restored requests are acknowledged after ack_wait", zap.Error(err))
	}
	// What the consumers delivered before (to an earlier process, or the rewound part)
	// counts as handled: CatchUp waits for what they deliver from now on.
	for _, c := range []struct {
		cons    jetstream.Consumer
		handled *atomic.Uint64
	}{{reqs, &f.handledReq}, {events, &f.handledEv}} {
		if info, err := c.cons.Info(ctx); err == nil {
			c.handled.Store(info.Delivered.Consumer)
		}
	}
	f.cons.Store(&[2]jetstream.Consumer{reqs, events})
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
			f.mu.Lock()
			_, err := f.applyBatch(ctx, batch, true)
			f.mu.Unlock()
			if err != nil && ctx.Err() == nil {
				f.log.Warn("events not applied; they will be redelivered", zap.Int("events", len(batch)), zap.Error(err))
			}
			f.handled(batch)
		}
	}
}

// handled records the deliveries handed to the engine (applied, refused or given back),
// for CatchUp.
func (f *Feed) handled(batch []jetstream.Msg) {
	for _, msg := range batch {
		md, err := msg.Metadata()
		if err != nil {
			continue
		}
		handled := &f.handledEv
		if strings.HasPrefix(msg.Subject(), wire.SubjectRequestPrefix) {
			handled = &f.handledReq
		}
		if seq := md.Sequence.Consumer; seq > handled.Load() {
			handled.Store(seq)
		}
	}
}

// maxBatch bounds the events applied (and checked against the chain) together.
const maxBatch = 256

// event is one decoded message of the REQUESTS stream.
type event struct {
	msg   jetstream.Msg
	kind  string // Kind*; "" for a subject the feed does not follow
	err   error  // it did not decode
	req   events.RequestEvent
	res   events.ResultEvent
	ref   events.RefundEvent
	retr  events.Retraction
	claim *Claim // what it says about the chain; nil when nothing is to check
}

func decodeEvent(msg jetstream.Msg) event {
	e := event{msg: msg}
	subject := msg.Subject()
	switch {
	case strings.HasPrefix(subject, wire.SubjectRequestPrefix):
		e.kind = KindRequest
		if e.req, e.err = events.DecodeRequestEvent(msg.Data()); e.err == nil {
			e.claim = &Claim{Kind: e.kind, Meta: e.req.EventMeta, ID: e.req.ID, Request: &e.req}
		}
	case subject == wire.SubjectResults:
		e.kind = KindResult
		if e.res, e.err = events.DecodeResultEvent(msg.Data()); e.err == nil {
			e.claim = &Claim{Kind: e.kind, Meta: e.res.EventMeta, ID: e.res.ID}
		}
	case subject == wire.SubjectRefunds:
		e.kind = KindRefund
		if e.ref, e.err = events.DecodeRefundEvent(msg.Data()); e.err == nil {
			e.claim = &Claim{Kind: e.kind, Meta: e.ref.EventMeta, ID: e.ref.ID}
		}
	case subject == wire.SubjectRetractions:
		e.kind = KindRetraction
		if e.retr, e.err = events.DecodeRetraction(msg.Data()); e.err == nil && e.retr.Kind == events.KindRequest {
			e.claim = &Claim{Kind: e.kind, Meta: e.retr.EventMeta, ID: e.retr.ID}
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
	var claims []Claim
	var at []int
	for i, m := range msgs {
		evs[i] = decodeEvent(m)
		if evs[i].claim != nil {
			claims = append(claims, *evs[i].claim)
			at = append(at, i)
		}
	}
	verdicts := make([]*Verdict, len(msgs))
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
	// What the chain agrees with (or what needs no check) is applied in runs, their
	// round trips overlapping (batch.go).
	var todo []*applied
	for i := range evs {
		e := &evs[i]
		var liveMsg jetstream.Msg
		if live {
			liveMsg = e.msg
		}
		switch {
		case unchecked && e.claim != nil:
			if live {
				_ = e.msg.NakWithDelay(f.CheckDelay)
			}
		case verdicts[i] != nil && !verdicts[i].OK:
			f.refuse(*e, liveMsg, verdicts[i])
		case e.err != nil:
			f.poison(e.msg, liveMsg, e.err)
		case e.kind == "":
			ackMsg(f.log, liveMsg)
		default:
			todo = append(todo, &applied{ev: e, live: liveMsg, verdict: verdicts[i]})
		}
	}
	f.applyAll(ctx, todo)
	restored := 0
	var errs []error
	for _, a := range todo {
		if a.restored {
			restored++
		}
		if a.err == nil {
			continue
		}
		if !live {
			return restored, a.err
		}
		errs = append(errs, a.err)
		f.log.Warn("event not applied; it will be redelivered", zap.String("subject", a.ev.msg.Subject()), zap.Error(a.err))
		_ = a.ev.msg.NakWithDelay(time.Second)
	}
	return restored, errors.Join(errs...)
}

// refuse handles an event the chain does not agree with: checked again later while the
// chain may still come to agree (Verdict.Retry, up to CheckRetries deliveries), else
// terminated, logged with the reason and counted. While rebuilding it is only skipped:
// the durable consumer delivers it again.
func (f *Feed) refuse(e event, live jetstream.Msg, v *Verdict) {
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

func (f *Feed) applyRequest(ctx context.Context, ev events.RequestEvent, v *Verdict, ack func()) (bool, error) {
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
