package rounds

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/flowcontrol"
	"github.com/infersched/infersched/wire/status"
)

// Capacity books worker capacity for assignments; implemented by the Redis registry
// (package workers), atomically across scheduler replicas.
type Capacity interface {
	Reserve(ctx context.Context, worker, requestID string, memoryMB int64, ttl time.Duration) error
	Confirm(ctx context.Context, worker, requestID string, ttl time.Duration) error
	Release(ctx context.Context, worker, requestID string) error
	RecordOutcome(ctx context.Context, worker string, ok bool, latencyMS float64) error
}

// SharedLimits takes a request's tokens from the flow-control limits that span
// scheduler replicas (per requester, per model group's requests); implemented on Redis
// GCRA by workers/ratelimit. With it, the engine's in-process buckets keep only the
// node limits and the group byte limits (flowcontrol.Config.WithoutShared).
type SharedLimits interface {
	Take(ctx context.Context, model, requester string) (flowcontrol.Decision, error)
	SetConfig(flowcontrol.Config) error
}

// Sink receives what a round decided. Round is called once per numbered round (an idle
// round has no number and no record), after the plan and before any Assign: it must
// store the record or fail (retrying what can be retried), and a failure abandons the
// round. Assign is called once per dispatched assignment, then Statuses.
type Sink interface {
	Assign(ctx context.Context, a Assignment) error
	Statuses(ctx context.Context, st []status.Record) error
	Round(ctx context.Context, r RoundRecord) error
}

// Leadership says which requests this replica schedules: the holder of a shard's lease
// runs its rounds (bus/lease implements it). Without one the engine schedules
// everything, as a single replica does.
type Leadership interface {
	// Schedules reports whether this replica runs the rounds of model's shard now.
	Schedules(model string) bool
	// Leading reports whether it runs any shard's rounds now.
	Leading() bool
	// Epoch changes whenever a shard is lost; a round's record carries the epoch its
	// round began under, so that the decision log refuses a deposed leader's record.
	Epoch() uint64
}

// soleReplica schedules everything.
type soleReplica struct{}

func (soleReplica) Schedules(string) bool { return true }
func (soleReplica) Leading() bool         { return true }
func (soleReplica) Epoch() uint64         { return 0 }

// Backoffs keeps the workers' backoff (scheduler.worker_backoff) across restarts;
// implemented by the Redis registry (package workers). PutBackoff with 0 strikes forgets
// the worker. Backoffs lists what is kept; an entry that does not decode is left out by
// the store (logged), never returned half read.
type Backoffs interface {
	PutBackoff(ctx context.Context, b scheduler.WorkerBackoff) error
	Backoffs(ctx context.Context) ([]scheduler.WorkerBackoff, error)
}

// VoucherTerms are what one attempt's voucher grants: Worker may submit the result of
// Request (with Prompt) while NotBefore <= block time <= Expiry (unix seconds).
type VoucherTerms struct {
	RequestID *big.Int
	Request   scheduler.Request
	Prompt    []byte
	Worker    string
	Attempt   int
	NotBefore uint64
	Expiry    uint64
}

// Voucher is a signed voucher: the request's commitment it was signed for (the
// router's inputHashOf of the model, prompt and parameters) and the signature.
type Voucher struct {
	InputHash [32]byte
	Signature []byte
}

// ResultWaitFunc is how long a result transaction waits, from the block that includes
// it, before the scheduler is told of it: the indexer's confirmations × the observed
// block time, or with the finalized tag the expected finality delay. It is called once
// per round and has no error: a source that cannot read the chain answers its fallback,
// erring long (a late lapse costs a dead worker's request some time; an early one
// reassigns a request whose result is on its way).
type ResultWaitFunc func(ctx context.Context) time.Duration

// VoucherFunc signs the EIP-712 voucher that InferenceRouter.submitResult checks:
// Assignment(requestId, worker, attempt, inputHash, notBefore, expiry).
type VoucherFunc func(VoucherTerms) (Voucher, error)

// Engine holds the pending requests and runs rounds. Create it with New.
type Engine struct {
	sched   atomic.Pointer[scheduler.Config]
	admit   *flowcontrol.Admitter
	shared  SharedLimits // nil: every limit is in admit
	workers scheduler.WorkerSource
	gas     scheduler.GasPriceSource
	cap     Capacity
	sink    Sink
	sign    VoucherFunc
	keep    Backoffs       // nil: backoffs live in memory only
	wait    ResultWaitFunc // nil: a result is seen in the block that includes it
	log     *zap.Logger
	now     func() time.Time
	lead    Leadership
	tail    func() uint64
	// playing is held by Run for the length of each round (Between waits for it).
	playing sync.Mutex

	mu      sync.Mutex
	pending map[string]*entry
	// statusMu orders status writes: a round's batch and a final status written by the
	// feed never interleave, so a request's final state is never overwritten by the
	// round that assigned it.
	statusMu sync.Mutex
	// drain is the EWMA of completions per second of each model with measured
	// completions; completedSince counts the completions since the last round.
	drain          map[string]float64
	completedSince map[string]int
	round          uint64
	lastRound      time.Time
	// releasedNext: requests planned for a worker this round that did not go out
	// (throttled, reservation or publish failed); the next round's record lists them as
	// released, so that an auditor knows the earlier assignment ended.
	releasedNext []string
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

	// Issue 14: a round starts as soon as new work arrives or capacity frees. wake
	// carries such pokes to Run (one buffered: pokes coalesce); waiting counts the
	// requests left queued or throttled by the last round and added since; live holds
	// the workers of the last round's snapshot, so that a heartbeat of a worker not yet
	// seen pokes; lapseAtMS is when the next assignment lapses (0: none). A request of a
	// starved model does not wake the loop: it could not be placed either, and under
	// saturation every arrival would start a round; freed capacity wakes it instead.
	wake      chan struct{}
	waiting   int
	starved   map[string]bool // models with requests the last round left for want of a slot or a worker
	live      map[string]struct{}
	lapseAtMS int64

	// notes: what a takeover's log tail said of requests not pending here then (this
	// replica's feed behind the stream), applied when they are added (TakeOver).
	notes map[string]*note
}

type suspension struct {
	untilMS int64
	strikes int
}

// entry is one request from its event to its final state.
type entry struct {
	req          scheduler.Request
	payload      []byte // prompt, carried in the assignment
	state        status.State
	attempt      int
	worker       string
	assignedAtMS int64
	ackByMS      int64
	finishByMS   int64
	estimateMS   float64
	acked        bool
	position     int
	etaMS        int64
	retryS       int64
	round        uint64
	feeNeeded    string // the fee (wei) that would cover the result gas, when skipped as fee_below_cost
	// failedBy: the workers that refused this request or let its assignment lapse, with
	// the attempt each failed; Plan tries them last (Snapshot.Excluded).
	failedBy []failure
	// voucherExpiry (unix s) is the expiry of the latest voucher issued; it only grows,
	// and the next attempt's voucher starts after it.
	voucherExpiry uint64
	// voucherNotBefore (unix s) is when the current attempt's voucher opens (0: at
	// once); a reassigned request's opens after the previous one's expiry, and its run,
	// lapse and Retry-After count from then (runsFromMS).
	voucherNotBefore uint64
	done             func() // acknowledges the request's stream message once final
	// unwritten: a takeover's note changed it after it was added; the next round writes
	// its status.
	unwritten bool
	// What the status bucket last got for this request, so that a request whose place
	// and estimate did not move is not rewritten every round.
	written     writtenKey
	writtenAtMS int64
}

type failure struct {
	worker  string
	attempt int
}

// failed records that worker failed attempt of en and counts the failure against the
// worker. Called with mu held.
func (e *Engine) failed(en *entry, worker string, attempt int, nowMS int64, cfg *scheduler.Config) {
	e.exclude(en, worker, attempt)
	e.suspend(worker, nowMS, cfg.WorkerBackoff)
}

// exclude records that worker failed attempt of en, so that Plan tries it last for en.
// Called with mu held.
func (e *Engine) exclude(en *entry, worker string, attempt int) {
	if !slices.ContainsFunc(en.failedBy, func(f failure) bool { return f.worker == worker }) {
		if len(en.failedBy) == scheduler.MaxExcludedPerRequest {
			en.failedBy = en.failedBy[1:]
		}
		en.failedBy = append(en.failedBy, failure{worker: worker, attempt: attempt})
	}
}

type writtenKey struct {
	state            status.State
	position, retryS int
	attempt          int
	feeNeeded        string
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
	// LastRound is the number of the last round already recorded (the decision log's),
	// so that numbering continues across restarts.
	LastRound uint64
	// Shared, when set, keeps the per-requester and per-group request limits across
	// replicas; nil keeps every limit in process.
	Shared SharedLimits
	// Leadership: which shards this replica runs; nil runs them all.
	Leadership Leadership
	// Tail, when set, is the decision log's last round now: each round is numbered after
	// it, so that numbering continues after another replica's rounds.
	Tail func() uint64
	// Backoffs, when set, keeps the workers' backoff across restarts (RestoreBackoffs
	// reads it back); nil keeps it in memory only.
	Backoffs Backoffs
	// ResultWait is how long a result takes to reach the scheduler after its block;
	// nil: no time (results seen at inclusion, as with 0 confirmations).
	ResultWait ResultWaitFunc
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
		workers: d.Workers, gas: d.Gas, cap: d.Capacity, sink: d.Sink, sign: d.Sign, keep: d.Backoffs, wait: d.ResultWait, log: d.Log, now: d.Clock,
		pending: make(map[string]*entry), drain: make(map[string]float64), completedSince: make(map[string]int), round: d.LastRound,
		suspended: make(map[string]suspension), m: newMetrics(d.Registerer),
		wake: make(chan struct{}, 1), live: make(map[string]struct{}), starved: make(map[string]bool),
		notes: map[string]*note{},
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

// Add queues a confirmed request. done is called once when the request reaches a final
// state (the consumer acknowledges its stream message then). Adding an id already
// pending changes nothing and reports false.
func (e *Engine) Add(req scheduler.Request, prompt []byte, done func()) bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	en := e.add(req, prompt, done)
	if en != nil {
		e.applyNote(en)
	}
	return en != nil
}

// add is Add without a takeover's note; nil when req is already pending. Called with
// mu held.
func (e *Engine) add(req scheduler.Request, prompt []byte, done func()) *entry {
	if _, ok := e.pending[req.ID]; ok {
		return nil
	}
	if done == nil {
		done = func() {}
	}
	en := &entry{req: req, payload: prompt, state: status.StateQueued, attempt: 1, done: done}
	e.pending[req.ID] = en
	e.waiting++
	if !e.starved[req.ModelID] {
		e.Wake()
	}
	return en
}

// Restore puts back a request that was pending when the process stopped, in the state
// its status record says. An assigned request keeps its worker, attempt and estimate
// (its reservation is still in the registry) and is taken as acknowledged, since
// acknowledgements are not stored: it is queued again only if no result is seen by its
// estimated finish plus the grace and the result wait (reclaimLapsed). A record in a
// final state is not restored.
func (e *Engine) Restore(req scheduler.Request, prompt []byte, rec status.Record, done func()) bool {
	if rec.State.Final() || rec.RequestID != req.ID {
		return false
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	en := e.add(req, prompt, done)
	if en == nil {
		return false
	}
	defer e.applyNote(en) // after the record: the note is newer
	en.attempt = max(rec.Attempt, 1)
	en.failedBy = restoredFailures(rec.FailedBy)
	en.voucherExpiry, en.voucherNotBefore = rec.VoucherExpiry, rec.VoucherNotBefore
	en.written = writtenKey{state: rec.State, position: rec.QueuePosition, retryS: int(rec.RetryAfterS), attempt: rec.Attempt}
	en.writtenAtMS = rec.UpdatedAtMS
	if rec.State == status.StateAssigned && rec.Worker != "" {
		cfg := e.Config()
		en.state, en.worker, en.acked = status.StateAssigned, rec.Worker, true
		en.assignedAtMS, en.estimateMS = rec.AssignedAtMS, float64(rec.EstimatedLatencyMS)
		en.ackByMS = rec.AssignedAtMS + cfg.AckTimeout.Milliseconds()
		en.finishByMS = rec.RunsFromMS() + rec.EstimatedLatencyMS + cfg.ResultGrace.Milliseconds()
		en.round, en.retryS = rec.Round, rec.RetryAfterS
	}
	return true
}

// OnFinal replaces the callback run when the request ends, for a redelivered stream
// message that must be acknowledged instead of the first one. It reports whether the
// request is pending.
func (e *Engine) OnFinal(requestID string, done func()) bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	en, ok := e.pending[requestID]
	if ok && done != nil {
		en.done = done
	}
	return ok
}

// Ack records the worker's acknowledgement of an assignment; one for another worker or
// an older attempt is ignored and reported false, and so is a second one of the same
// attempt (a redelivered assignment is not run twice). An assignment restored or
// observed from another replica counts as acknowledged: a worker whose first ack comes
// after a takeover is told "not pending" and the request is queued again past its
// estimated finish plus the grace (late, never twice).
func (e *Engine) Ack(ctx context.Context, requestID, worker string, attempt int) bool {
	e.mu.Lock()
	en, ok := e.pending[requestID]
	if !ok || en.state != status.StateAssigned || en.worker != worker || en.attempt != attempt || en.acked {
		e.mu.Unlock()
		return false
	}
	en.acked = true
	ttl := time.Duration(en.finishByMS-en.assignedAtMS) * time.Millisecond
	e.mu.Unlock()
	if err := e.cap.Confirm(ctx, worker, requestID, ttl); err != nil {
		e.log.Warn("confirm reservation", zap.String("request", requestID), zap.String("worker", worker), zap.Error(err))
	}
	return true
}

// Fail takes back an assignment its worker refused (a signed nack): the capacity is
// released, the worker's outcome recorded as a failure, and the request queued again
// with attempt + 1 for the next round, which lists it as released. A refusal for another
// worker or an older attempt, or on a replica that does not run the request's shard, is
// ignored and reported false.
func (e *Engine) Fail(ctx context.Context, requestID, worker string, attempt int, reason string) bool {
	e.mu.Lock()
	en, ok := e.pending[requestID]
	if !ok || en.state != status.StateAssigned || en.worker != worker || en.attempt != attempt || !e.lead.Schedules(en.req.ModelID) {
		e.mu.Unlock()
		return false
	}
	cfg := e.Config()
	e.failed(en, worker, attempt, e.now().UnixMilli(), &cfg)
	en.state, en.worker, en.acked = status.StateQueued, "", false
	en.attempt++
	e.releasedNext = append(e.releasedNext, requestID)
	e.waiting++
	e.mu.Unlock()
	e.log.Info("assignment refused by its worker", zap.String("request", requestID), zap.String("worker", worker), zap.String("reason", reason))
	e.releaseFailed(ctx, release{worker: worker, request: requestID, failed: true})
	e.keepBackoff(ctx, worker)
	e.Wake() // after the release, so that the round sees the slot free
	e.m.reassignments.Inc()
	return true
}

// Complete ends a request whose result was accepted on chain (ResultSubmitted): the
// worker's capacity is released and its outcome recorded.
func (e *Engine) Complete(ctx context.Context, requestID, worker string, res Result) (status.Record, bool) {
	e.mu.Lock()
	en, ok := e.pending[requestID]
	if !ok {
		e.mu.Unlock()
		return status.Record{}, false
	}
	nowMS := e.now().UnixMilli()
	delete(e.pending, requestID)
	held := en.state == status.StateAssigned
	heldBy := en.worker
	started := en.runsFromMS()
	en.state, en.worker = status.StateCompleted, worker
	_, forgiven := e.suspended[worker]
	delete(e.suspended, worker)
	if held {
		e.completedSince[en.req.ModelID]++
	}
	st := e.status(en, nowMS)
	st.ResultTxHash, st.OutputHash = res.TxHash, res.OutputHash
	// The worker's latency is its execution time: assignment (or its voucher's opening,
	// when later) to the block including its result, never the confirmations the
	// indexer waited for nor the wait for a reassigned request's voucher to open. Without the block time the
	// status says so, and the worker's average is fed the estimate it was assigned with
	// (no measurement) rather than a figure that includes the confirmations.
	sample := en.estimateMS
	if held && started > 0 {
		st.LatencyMS, st.LatencyKind = max(nowMS-started, 0), status.LatencyIndexed
		if res.BlockTimeMS > 0 {
			st.LatencyMS, st.LatencyKind = max(res.BlockTimeMS-started, 0), status.LatencyInclusion
			sample = float64(st.LatencyMS)
		}
	}
	freed := held && e.waiting > 0
	e.mu.Unlock()
	// Every replica ends the request; only the shard's holder books the worker's side.
	if !e.lead.Schedules(en.req.ModelID) {
		en.done()
		return st, true
	}
	if held {
		if err := e.cap.Release(ctx, heldBy, requestID); err != nil {
			e.log.Warn("release after result", zap.String("request", requestID), zap.Error(err))
		}
	}
	if freed { // after the release, so that the round sees the slot free
		e.Wake()
	}
	if err := e.cap.RecordOutcome(ctx, worker, true, sample); err != nil {
		e.log.Warn("record outcome", zap.String("worker", worker), zap.Error(err))
	}
	if forgiven {
		e.keepBackoff(ctx, worker)
	}
	en.done()
	return st, true
}

// Refund ends a request refunded on chain; Retract one that a reorg removed.
func (e *Engine) Refund(ctx context.Context, requestID string) (status.Record, bool) {
	return e.end(ctx, requestID, status.StateRefunded)
}

// Retract forgets a request whose event a reorg removed; it ends as retracted (issue 14).
func (e *Engine) Retract(ctx context.Context, requestID string) (status.Record, bool) {
	return e.end(ctx, requestID, status.StateRetracted)
}

func (e *Engine) end(ctx context.Context, requestID string, final status.State) (status.Record, bool) {
	e.mu.Lock()
	en, ok := e.pending[requestID]
	if !ok {
		e.mu.Unlock()
		return status.Record{}, false
	}
	delete(e.pending, requestID)
	held, worker := en.state == status.StateAssigned, en.worker
	en.state = final
	st := e.status(en, e.now().UnixMilli())
	freed := held && e.waiting > 0
	e.mu.Unlock()
	if held && e.lead.Schedules(en.req.ModelID) {
		if err := e.cap.Release(ctx, worker, requestID); err != nil {
			e.log.Warn("release", zap.String("request", requestID), zap.Error(err))
		}
	}
	if freed {
		e.Wake()
	}
	en.done()
	return st, true
}

// WriteFinal runs write (which stores a request's final status) so that it never
// interleaves with a round's status batch: the final state is the last one written.
func (e *Engine) WriteFinal(write func() error) error {
	e.statusMu.Lock()
	defer e.statusMu.Unlock()
	return write()
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

// Pending is the number of requests not yet final.
func (e *Engine) Pending() int {
	e.mu.Lock()
	defer e.mu.Unlock()
	return len(e.pending)
}

// Wake asks for a round as soon as min_round_gap allows: new work arrived or capacity
// freed. Wakes before the round starts coalesce into it. Safe for concurrent use.
func (e *Engine) Wake() {
	select {
	case e.wake <- struct{}{}:
	default:
	}
}

// Heartbeat is told of each accepted heartbeat: a worker the last round did not see
// (new, or back after its entry expired) that has a free slot wakes the rounds while
// requests wait. Workers already seen do not: capacity they free shows as a result, a
// refusal or a lapse, each of which wakes the rounds itself, and their heartbeats
// (every few seconds each) would otherwise keep a saturated loop running back to back.
func (e *Engine) Heartbeat(worker string, freeSlots int) {
	if freeSlots <= 0 {
		return
	}
	e.mu.Lock()
	_, seen := e.live[worker]
	wake := !seen && e.waiting > 0
	e.mu.Unlock()
	if wake {
		e.Wake()
	}
}

// Run plays rounds until ctx ends: one round_interval after the last began at the
// latest, and sooner, but never within min_round_gap of the last, once Wake was called
// or an assignment lapses (issue 14). A failed round is logged and the next one tries
// again: requests are never dropped for it.
func (e *Engine) Run(ctx context.Context) error {
	var p pacer // the first round starts at once: the pending set is rebuilt by then
	timer := time.NewTimer(time.Hour)
	defer timer.Stop()
	for ctx.Err() == nil {
		cfg := e.Config()
		now := e.now()
		if wait := p.due(cfg.RoundInterval.D(), cfg.MinRoundGap.D()).Sub(now); wait > 0 {
			timer.Reset(wait)
			select {
			case <-ctx.Done():
			case <-e.wake:
				p.poke()
			case <-timer.C:
			}
			continue
		}
		p.began(now)
		select { // a poke already waiting is served by this round
		case <-e.wake:
		default:
		}
		if !e.lead.Leading() {
			continue // a follower keeps its pending set warm and plays no round
		}
		rep := e.play(ctx, cfg.RoundInterval.D())
		e.mu.Lock()
		at, saturated := e.lapseAtMS, len(e.starved) > 0
		e.mu.Unlock()
		p.ended(e.now().Add(-rep.Dispatching), saturated)
		if at > 0 {
			p.lapses(time.UnixMilli(at))
		} else {
			p.lapses(time.Time{})
		}
	}
	return nil
}

// play runs one round for Run and logs what it did.
func (e *Engine) play(ctx context.Context, interval time.Duration) Report {
	// A round that has started finishes even if ctx ends meanwhile: its
	// reservations, publishes and statuses are one unit.
	rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*interval+30*time.Second)
	e.playing.Lock()
	rep, err := e.Round(rctx)
	e.playing.Unlock()
	cancel()
	if err != nil {
		e.log.Warn("round failed", zap.Uint64("round", rep.Round), zap.Error(err))
	} else if rep.Dispatched+rep.Reassigned+rep.Expired+rep.Throttled > 0 {
		e.log.Debug("round", zap.Uint64("round", rep.Round), zap.Int("planned", rep.Planned),
			zap.Int("dispatched", rep.Dispatched), zap.Int("throttled", rep.Throttled),
			zap.Int("reassigned", rep.Reassigned), zap.Int("expired", rep.Expired), zap.Int("failed", rep.Failed))
	}
	return rep
}

// Between runs fn while Run plays no round: a shard given up there is not given up in
// the middle of a round whose record it would fence.
func (e *Engine) Between(fn func()) {
	e.playing.Lock()
	defer e.playing.Unlock()
	fn()
}

// Kick asks Run for a round now (a shard was just taken over) instead of at the next
// tick, as soon as min_round_gap allows. It never blocks.
func (e *Engine) Kick() { e.Wake() }

// Leads reports whether request is pending here and this replica runs its shard's
// rounds: the one replica that answers its worker's acknowledgements.
func (e *Engine) Leads(requestID string) bool {
	e.mu.Lock()
	en, ok := e.pending[requestID]
	e.mu.Unlock()
	return ok && e.lead.Schedules(en.req.ModelID)
}

// Observe applies a status record stored by whichever replica ran the request's shard,
// so that a follower's pending set stays current (warm standby) and a new holder starts
// from where the last one stopped:
//   - a final record ends the request here (its stream message is acknowledged);
//   - an assignment of a later attempt, or of the same attempt while the request is
//     queued here, is taken as the record says, acknowledged (like Restore: acks are not
//     stored), so it is queued again only past its estimated finish plus the grace;
//   - a queued or throttled record of a later attempt queues the request again.
//
// Anything older than what the engine holds (a lower attempt; the same attempt's queued
// state once assigned; its own writes coming back) changes nothing. It reports whether
// the request changed.
func (e *Engine) Observe(rec status.Record) bool {
	e.mu.Lock()
	en, ok := e.pending[rec.RequestID]
	if !ok {
		e.mu.Unlock()
		return false
	}
	switch {
	case rec.State.Final():
		if rec.State == status.StateExpired && e.lead.Schedules(en.req.ModelID) {
			e.mu.Unlock()
			return false // the holder decides its own expiries; a result may still come
		}
		delete(e.pending, rec.RequestID)
		en.state = rec.State
		e.mu.Unlock()
		en.done()
		return true
	case rec.State == status.StateAssigned && rec.Worker != "" &&
		(rec.Attempt > en.attempt || (rec.Attempt == en.attempt && en.state != status.StateAssigned)):
		cfg := e.Config()
		en.state, en.worker, en.acked, en.attempt = status.StateAssigned, rec.Worker, true, rec.Attempt
		en.assignedAtMS, en.estimateMS = rec.AssignedAtMS, float64(rec.EstimatedLatencyMS)
		en.ackByMS = rec.AssignedAtMS + cfg.AckTimeout.Milliseconds()
		en.finishByMS = rec.RunsFromMS() + rec.EstimatedLatencyMS + cfg.ResultGrace.Milliseconds()
		en.round, en.retryS, en.etaMS = rec.Round, rec.RetryAfterS, rec.ETAMS
		en.voucherExpiry, en.voucherNotBefore = max(en.voucherExpiry, rec.VoucherExpiry), rec.VoucherNotBefore
	case (rec.State == status.StateQueued || rec.State == status.StateThrottled) && rec.Attempt > en.attempt:
		en.state, en.worker, en.acked, en.attempt = status.StateQueued, "", false, rec.Attempt
	default:
		e.mu.Unlock()
		return false
	}
	en.written = writtenKey{state: rec.State, position: rec.QueuePosition, retryS: int(rec.RetryAfterS), attempt: rec.Attempt}
	en.writtenAtMS = rec.UpdatedAtMS
	e.mu.Unlock()
	return true
}

// RestoreBackoffs reads back the workers' backoff kept by Deps.Backoffs: at start,
// before the first round, and when this replica takes a shard over, since the store
// (shared by the replicas) is then newer than what this one remembers. What it reads
// replaces the engine's view: a backoff another replica lifted (a result on chain) is
// lifted here too. An entry with no strike or a negative time is left out
// with a warning, and a pause reaching further than worker_backoff.max from now (a bad
// value, or a clock that moved back) is cut to that, so nothing read back keeps a worker
// out longer than the config allows. Without Deps.Backoffs it does nothing.
func (e *Engine) RestoreBackoffs(ctx context.Context) error {
	if e.keep == nil {
		return nil
	}
	bs, err := e.keep.Backoffs(ctx)
	if err != nil {
		return fmt.Errorf("rounds: restore worker backoffs: %w", err)
	}
	nowMS, maxMS := e.now().UnixMilli(), e.Config().WorkerBackoff.Max.D().Milliseconds()
	e.mu.Lock()
	defer e.mu.Unlock()
	clear(e.suspended)
	for _, b := range bs {
		if b.Worker == "" || b.Strikes < 1 || b.UntilMS < 0 {
			e.log.Warn("worker backoff read back is not valid; ignored", zap.String("worker", b.Worker),
				zap.Int("strikes", b.Strikes), zap.Int64("until_ms", b.UntilMS))
			continue
		}
		e.suspended[b.Worker] = suspension{untilMS: min(b.UntilMS, nowMS+maxMS), strikes: b.Strikes}
	}
	return nil
}

// keepBackoff hands worker's backoff, as the engine holds it now, to the store.
// A failed write is logged: the backoff still holds in memory.
func (e *Engine) keepBackoff(ctx context.Context, worker string) {
	if e.keep == nil {
		return
	}
	e.keepMu.Lock()
	defer e.keepMu.Unlock()
	e.mu.Lock()
	sp := e.suspended[worker]
	e.mu.Unlock()
	if err := e.keep.PutBackoff(ctx, scheduler.WorkerBackoff{Worker: worker, Strikes: sp.strikes, UntilMS: sp.untilMS}); err != nil {
		e.log.Warn("keep worker backoff", zap.String("worker", worker), zap.Error(err))
	}
}

// restoredFailures is a status record's failed_by as the entry keeps it (the newest
// scheduler.MaxExcludedPerRequest; status.Decode checked each).
func restoredFailures(fs []status.Failure) []failure {
	if len(fs) > scheduler.MaxExcludedPerRequest {
		fs = fs[len(fs)-scheduler.MaxExcludedPerRequest:]
	}
	var out []failure
	for _, f := range fs {
		out = append(out, failure{worker: f.Worker, attempt: f.Attempt})
	}
	return out
}
