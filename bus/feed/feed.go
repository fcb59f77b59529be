package feed

import (
	"cmp"
	"context"
	"math/big"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
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
	// Settled is told of a request that comes after the chain settled it (a result
	// may have come first).
	Settled(req scheduler.Request, prompt []byte)
	Refund(ctx context.Context, requestID string) (status.Record, bool)
	Retract(ctx context.Context, requestID string) (status.Record, bool)
	// BumpFee raises a pending request's fee to fee (in its currency); Withdraw stops
	// scheduling it, its withdrawal taking effect at effectiveAtMS. Each reports whether
	// the request is pending here.
	BumpFee(requestID string, fee *big.Int) bool
	Withdraw(requestID string, effectiveAtMS int64) bool
	// WriteFinal runs a final status write so that no round's batch interleaves.
	WriteFinal(write func() error) error
	// Observe applies a status record another replica stored (warm standby).
	Observe(rec status.Record) bool
	Pending() int
	// Waiting is how many pending requests wait for a slot (queued or throttled) where
	// rounds are played (0 on a follower); Paced delivers a value after each round has
	// counted them. The feed holds new requests back while Waiting is at MaxWaiting.
	Waiting() int
	Paced() <-chan struct{}
	// Sampled reports whether a request's result was sampled by this replica's draw and
	// its check is not settled: its completed status says sampled.
	Sampled(requestID string) bool
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
	statuses Statuses
	log      *zap.Logger
	now      func() time.Time
	poisoned *prometheus.CounterVec // kind
	refused  *prometheus.CounterVec // kind, reason
	// lostDeliveries counts the deliveries that never arrived, by consumer (lost.go).
	lostDeliveries *prometheus.CounterVec
	verify         Checker
	verdicts       Verdicts
	stakeOf        func(ctx context.Context, worker common.Address) (*big.Int, error)
	ackWait        time.Duration
	checkRetries   int
	checkDelay     time.Duration
	// maxPending bounds the requests delivered and not acknowledged; ≤ 0: unbounded.
	maxPending             int
	maxWaiting             int // ≤ 0: requests are not held back for what waits
	durable, eventsDurable string
	inactive               time.Duration
	follow                 bool
	observed               atomic.Uint64 // revision of the last status record applied
	// The consumers once Run created them, and the consumer sequence of the last
	// delivery each one handed to the engine: CatchUp compares them with the server's.
	cons                  atomic.Pointer[[2]jetstream.Consumer] // requests, events
	handledReq, handledEv atomic.Uint64
	// givenBack are the deliveries applyBatch gave back (negative acknowledgements) since
	// the goroutine that applies last took them (lost.go).
	givenBack []givenBack
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
	// MaxWaiting holds new requests back in the stream while the engine has this many
	// waiting for a slot (queued or throttled; nats.max_waiting_requests): past
	// saturation the surplus stays in the stream instead of being planned over, given
	// a queued status and rewritten round after round. ≤ 0: only MaxPending bounds.
	MaxWaiting int
	// Replica names this replica's durable consumers (ConsumerFor); empty keeps the
	// single-replica names.
	Replica string
	// InactiveThreshold removes a replica's consumers that nothing consumed from for
	// this long (a replica gone for good); 0 keeps them.
	InactiveThreshold time.Duration
	// FollowStatuses applies the status records other replicas store to the engine
	// (Engine.Observe), keeping a follower's pending set current.
	FollowStatuses bool
	// Verify checks every event against the chain before it changes anything (
	// nothing off chain is believed). nil believes the bus: for tests of the feed alone.
	Verify Checker
	// Verdicts is told ResultVerifier's events (the round engine's verification); nil:
	// they only change the requests' status records.
	Verdicts Verdicts
	// StakeOf reads a worker's active stake (WorkerRegistry.stakeOf), to tell the engine
	// whether a worker that lost a dispute has none left (rounds.Resolution.LoserUnstaked);
	// nil: never said.
	StakeOf func(ctx context.Context, worker common.Address) (*big.Int, error)
	// AckWait is how long JetStream waits before redelivering an unacknowledged
	// request; redelivery of a pending request is harmless, so it is long (0: 30 m).
	AckWait time.Duration
	// An event the chain does not agree with yet (a request not there, a result or
	// refund not recorded) is checked again after CheckDelay (0: 2 s), up to
	// CheckRetries deliveries in all (0: 6), then refused for good.
	CheckRetries int
	CheckDelay   time.Duration
}

// Verdicts is what ResultVerifier's events tell: the round engine's verification jobs
// and the workers' standings (rounds/verifychain.go).
type Verdicts interface {
	VerifyAttested(ctx context.Context, c rounds.ChainVerdict)
	VerifyDisputed(ctx context.Context, c rounds.ChainVerdict)
	VerifyResolved(ctx context.Context, res rounds.Resolution)
}

// Checker answers claims about the chain with the chain's state; implemented by
// Verifier (one batched read for many events).
type Checker interface {
	Check(ctx context.Context, claims []Claim) ([]Verdict, error)
}

// New returns a feed for eng.
func New(js jetstream.JetStream, eng Engine, statuses Statuses, o Options) *Feed {
	if o.Log == nil {
		o.Log = zap.NewNop()
	}
	if o.Clock == nil {
		o.Clock = time.Now
	}
	o.AckWait = cmp.Or(o.AckWait, 30*time.Minute)
	o.CheckRetries = cmp.Or(o.CheckRetries, 6)
	o.CheckDelay = cmp.Or(o.CheckDelay, 2*time.Second)
	f := &Feed{js: js, eng: eng, statuses: statuses, log: o.Log, now: o.Clock, ackWait: o.AckWait, maxPending: o.MaxPending, maxWaiting: o.MaxWaiting, ready: make(chan struct{}),
		durable: ConsumerFor(o.Replica), eventsDurable: eventsConsumerFor(o.Replica), inactive: o.InactiveThreshold, follow: o.FollowStatuses,
		checkRetries: o.CheckRetries, checkDelay: o.CheckDelay,
		poisoned: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "infersched_feed_poison_messages_total",
			Help: "Messages on the REQUESTS stream that did not decode, terminated, by kind (request, result, refund, retraction, verify), and status records that did not decode, skipped (status)."}, []string{"kind"}),
		refused: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "infersched_feed_refused_total",
			Help: "Events on the REQUESTS stream the chain does not agree with, by kind and reason; terminated after the last check."}, []string{"kind", "reason"}),
		lostDeliveries: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "infersched_feed_lost_deliveries_total",
			Help: "Deliveries of the feed's consumers that never arrived (a NATS node died with them in flight), by consumer (requests, events); each rewinds its consumer to its ack floor."}, []string{"consumer"}),
		verify: o.Verify, verdicts: o.Verdicts, stakeOf: o.StakeOf}
	if o.Registerer != nil {
		_ = o.Registerer.Register(f.poisoned) // already registered by another feed (tests): that one's series stay
		_ = o.Registerer.Register(f.refused)
		_ = o.Registerer.Register(f.lostDeliveries)
	}
	return f
}

var (
	feedSubjects = []string{wire.SubjectRequestsAll, wire.SubjectResults, wire.SubjectRefunds, wire.SubjectRetractions,
		wire.SubjectFeeBumps, wire.SubjectWithdrawals, wire.SubjectVerifications}
	eventSubjects = feedSubjects[1:]
)

// Statuses is the status bucket as the feed uses it (bus/statuskv.KV implements it):
// compare-and-swap writes of the records it finishes, and the history it catches up
// from and watches.
type Statuses interface {
	Get(ctx context.Context, id string) (status.Record, uint64, error)
	Put(ctx context.Context, rec status.Record) (uint64, error)
	Update(ctx context.Context, rec status.Record, revision uint64) (uint64, error)
	LastRevision(ctx context.Context) (uint64, error)
	Between(ctx context.Context, from, to uint64, fn func(status.Update)) error
	WatchUpdates(ctx context.Context) (<-chan status.Update, error)
}
