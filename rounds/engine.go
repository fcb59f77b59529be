package rounds

import (
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"

	"github.com/infersched/infersched/rounds/pending"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/flowcontrol"
	"github.com/infersched/infersched/wire/status"
)

// Engine holds the pending requests and runs rounds. Create it with New.
type Engine struct {
	sched   atomic.Pointer[scheduler.Config]
	admit   *flowcontrol.Admitter
	shared  SharedLimits // nil: every limit is in admit
	workers scheduler.WorkerSource
	gas     scheduler.GasPriceSource
	rates   RateSource // nil: no token is priced
	cap     Capacity
	sink    Sink
	sign    VoucherFunc
	keep    Backoffs       // nil: backoffs live in memory only
	wait    ResultWaitFunc // nil: a result is seen in the block that includes it
	log     *zap.Logger
	now     func() time.Time
	lead    Leadership
	tail    func(shard int) uint64
	// playing is held by Run for the length of each round (Between waits for it).
	playing sync.Mutex

	mu      sync.Mutex
	pending map[string]*entry
	// sorted is the pending ids as the last round sorted them, added the ids added
	// since (pendingIDs).
	sorted, added []string
	// statusMu orders status writes: the engine's own (a round's batch, an ack's
	// extension: storeHeld) share it, a final status written by the feed (WriteFinal)
	// holds it alone, so a request's final state is never overwritten by a record built
	// before it ended.
	statusMu sync.RWMutex
	// drain is the EWMA of completions per second of each model with measured
	// completions; completedSince counts the completions since the last round.
	drain          map[string]float64
	completedSince map[string]int
	// rounds is the last round number of each shard's chain.
	rounds    map[int]uint64
	lastRound time.Time
	// releasedNext: requests planned for a worker this round that did not go out
	// (throttled, reservation or publish failed), per shard; the shard's next round's
	// record lists them as released, so that an auditor knows the earlier assignment
	// ended.
	releasedNext map[int][]string
	// suspended: workers whose failures (refusals, lapsed assignments) repeat are left
	// out of the snapshot until the time given (unix ms), per scheduler.worker_backoff;
	// strikes counts the failures in a row, and a result on chain clears them.
	suspended map[string]suspension
	// keepMu orders the writes of backoffs to keep, each of which reads the state it
	// writes under it, so the store ends with the latest.
	keepMu sync.Mutex
	// gate is the last round's chain gate ("" healthy), to log its changes once.
	gate atomic.Pointer[string]
	m    *metrics

	// A round starts as soon as new work arrives or capacity frees. wake
	// carries such pokes to Run (one buffered: pokes coalesce); waiting counts the
	// requests left queued or throttled by the last round and added since; live holds
	// the IDs of the last round's workers, sorted (a slice kept from round to round: a
	// map rebuilt every round cost a quarter of a 100 req/s round), so that a heartbeat of a worker not yet
	// seen pokes; lapseAtMS is when the next assignment lapses (0: none). A request of a
	// starved model does not wake the loop: it could not be placed either, and under
	// saturation every arrival would start a round; freed capacity wakes it instead.
	wake    chan struct{}
	waiting int
	// paced carries a value after each round's pace (one buffered: they coalesce): the
	// feed, holding requests back while too many wait, looks again then.
	paced     chan struct{}
	starved   map[string]bool // models with requests the last round left for want of a slot or a worker
	live      []string        // sorted: the IDs of the last round's workers (seen)
	lapseAtMS int64

	// notes: what a takeover's log tail said of requests not pending here then (this
	// replica's feed behind the stream), applied when they are added (TakeOver).
	notes map[string]*note

	// ver: the verification jobs and the workers' standing (verify.go); nil
	// without Deps.Verification.
	ver *verifier

	// plans is the memory each round's plan lends the next (scheduler.Scratch).
	plans scheduler.Scratch
}

// entry is one request from its event to its final state: the request as it came
// (never changed after), and its scheduling record, which only package pending changes.
type entry struct {
	req scheduler.Request
	// contentHash is decisionlog.ContentHash(&req), computed once when the request is
	// added (req never changes after): the decision record references the request by
	// it every round it is pending.
	contentHash string
	payload     []byte // prompt, carried in the assignment
	pending.Record
	done func() // acknowledges the request's stream message once final
}

// Deps are the engine's collaborators.
type Deps struct {
	Workers  scheduler.WorkerSource
	Gas      scheduler.GasPriceSource
	Capacity Capacity
	Sink     Sink
	Sign     VoucherFunc
	Log      *zap.Logger
	Clock    func() time.Time // time.Now when nil
	// Registerer receives the round loop's metrics; nil leaves them unregistered.
	Registerer prometheus.Registerer
	// LastRound is the number of the last round already recorded on shard 0's chain
	// (the decision log's), so that numbering continues across restarts.
	LastRound uint64
	// Shared, when set, keeps the per-requester and per-group request limits across
	// replicas; nil keeps every limit in process.
	Shared SharedLimits
	// Leadership: which shards this replica runs; nil runs them all.
	Leadership Leadership
	// Tail, when set, is the last round of a shard's chain in the decision log now: each
	// round of the shard is numbered after it, so that numbering continues after another
	// replica's rounds (every shard's chain has its own numbers).
	Tail func(shard int) uint64
	// Backoffs, when set, keeps the workers' backoff across restarts (RestoreBackoffs
	// reads it back); nil keeps it in memory only.
	Backoffs Backoffs
	// ResultWait is how long a result takes to reach the scheduler after its block;
	// nil: no time (results seen at inclusion, as with 0 confirmations).
	ResultWait ResultWaitFunc
	// Verification, when set, samples results of comparable models and schedules their
	// re-execution after paid work (verify.go); nil: no verification.
	Verification *Verification
	// Rates, when set, prices the tokens fees are paid in; nil: requests paying in a
	// token wait as price_unavailable.
	Rates RateSource
}

// New returns an engine. sched is the scheduler section, validated.
func New(sched scheduler.Config, d Deps) (*Engine, error) {
	if err := sched.Validate(); err != nil {
		return nil, fmt.Errorf("rounds: %w", err)
	}
	if d.Workers == nil || d.Gas == nil || d.Capacity == nil || d.Sink == nil || d.Sign == nil {
		return nil, errors.New("rounds: Workers, Gas, Capacity, Sink and Sign are required")
	}
	if d.Log == nil {
		d.Log = zap.NewNop()
	}
	if d.Clock == nil {
		d.Clock = time.Now
	}
	if d.Leadership == nil {
		d.Leadership = soleReplica{}
	}
	e := &Engine{
		admit: flowcontrol.New(localLimits(sched.FlowControl, d.Shared)), shared: d.Shared,
		lead: d.Leadership, tail: d.Tail,
		workers: d.Workers, gas: d.Gas, rates: d.Rates, cap: d.Capacity, sink: d.Sink, sign: d.Sign, keep: d.Backoffs, wait: d.ResultWait, log: d.Log, now: d.Clock,
		pending: make(map[string]*entry), drain: make(map[string]float64), completedSince: make(map[string]int), rounds: map[int]uint64{0: d.LastRound},
		releasedNext: map[int][]string{},
		suspended:    make(map[string]suspension), m: newMetrics(d.Registerer),
		wake: make(chan struct{}, 1), paced: make(chan struct{}, 1), starved: make(map[string]bool),
		notes: map[string]*note{}, ver: newVerifier(d.Verification, d.Log),
	}
	e.sched.Store(&sched)
	return e, nil
}

// Config returns the scheduler section in force.
func (e *Engine) Config() scheduler.Config { return *e.sched.Load() }

// SetConfig replaces the scheduler section at run time, validated as a whole first;
// an invalid one changes nothing. The next round uses it.
func (e *Engine) SetConfig(c scheduler.Config) error {
	if err := c.Validate(); err != nil {
		return err
	}
	if err := e.admit.SetConfig(localLimits(c.FlowControl, e.shared)); err != nil {
		return err
	}
	if e.shared != nil {
		if err := e.shared.SetConfig(c.FlowControl); err != nil {
			return err
		}
	}
	e.sched.Store(&c)
	return nil
}

// localLimits is what the in-process buckets keep: everything, or with a shared store
// everything but what it keeps.
func localLimits(fc flowcontrol.Config, shared SharedLimits) flowcontrol.Config {
	if shared == nil {
		return fc
	}
	return fc.WithoutShared()
}

// Status is a pending request's status as the engine holds it now; false when the
// request is not pending.
func (e *Engine) Status(requestID string) (status.Record, bool) {
	e.mu.Lock()
	defer e.mu.Unlock()
	en, ok := e.pending[requestID]
	if !ok {
		return status.Record{}, false
	}
	return e.status(en, e.now().UnixMilli()), true
}

// Waiting is how many requests wait for a slot here (queued or throttled as the last
// round left them, and added since) while this replica leads; 0 on a follower, which
// plays no round and keeps its pending set warm whatever waits (the feed
// holds new requests back in the stream while Waiting is at its bound).
func (e *Engine) Waiting() int {
	if !e.lead.Leading() {
		return 0
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.waiting
}

// Paced delivers a value after a round has counted what waits (Waiting may have
// fallen); values coalesce.
func (e *Engine) Paced() <-chan struct{} { return e.paced }

// Pending is the number of requests not yet final.
func (e *Engine) Pending() int {
	e.mu.Lock()
	defer e.mu.Unlock()
	return len(e.pending)
}
