package rounds

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/big"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"
	"golang.org/x/sync/errgroup"

	"github.com/infersched/infersched/internal/status"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/flowcontrol"
	"github.com/infersched/infersched/scheduler/retryafter"
)

// Capacity books worker capacity for assignments; implemented by the Redis registry
// (package workers), atomically across scheduler replicas.
type Capacity interface {
	Reserve(ctx context.Context, worker, requestID string, memoryMB int64, ttl time.Duration) error
	Confirm(ctx context.Context, worker, requestID string, ttl time.Duration) error
	Release(ctx context.Context, worker, requestID string) error
	RecordOutcome(ctx context.Context, worker string, ok bool, latencyMS float64) error
}

// Sink receives what a round decided. Assign is called once per dispatched assignment,
// before the round's statuses; Round once per round, last.
type Sink interface {
	Assign(ctx context.Context, a Assignment) error
	Statuses(ctx context.Context, st []status.Record) error
	Round(ctx context.Context, r RoundRecord) error
}

// VoucherFunc signs the EIP-712 voucher that InferenceRouter.submitResult checks:
// Assignment(requestId, worker, expiry).
type VoucherFunc func(requestID *big.Int, worker string, expiry uint64) ([]byte, error)

// Engine holds the pending requests and runs rounds. Create it with New.
type Engine struct {
	sched   atomic.Pointer[scheduler.Config]
	admit   *flowcontrol.Admitter
	workers scheduler.WorkerSource
	gas     scheduler.GasPriceSource
	cap     Capacity
	sink    Sink
	sign    VoucherFunc
	log     *zap.Logger
	now     func() time.Time

	mu      sync.Mutex
	pending map[string]*entry
	// statusMu orders status writes: a round's batch and a final status written by the
	// feed never interleave, so a request's final state is never overwritten by the
	// round that assigned it.
	statusMu  sync.Mutex
	drain     map[string]float64
	round     uint64
	lastRound time.Time
	// releasedNext: requests planned for a worker this round that did not go out
	// (throttled, reservation or publish failed); the next round's record lists them as
	// released, so that an auditor knows the earlier assignment ended.
	releasedNext []string
	// suspended: workers that let an assignment lapse are left out of the snapshot until
	// the time given (unix ms), so that the request is not handed straight back to them;
	// each further lapse doubles the pause (from ack_timeout, at most maxSuspension).
	suspended map[string]suspension
	m         *metrics
}

type suspension struct {
	untilMS int64
	strikes int
}

const maxSuspension = 5 * time.Minute

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
	done         func() // acknowledges the request's stream message once final
	// What the status bucket last got for this request, so that a request whose place
	// and estimate did not move is not rewritten every round.
	written     writtenKey
	writtenAtMS int64
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
	e := &Engine{
		admit:   flowcontrol.New(sched.FlowControl),
		workers: d.Workers, gas: d.Gas, cap: d.Capacity, sink: d.Sink, sign: d.Sign, log: d.Log, now: d.Clock,
		pending: make(map[string]*entry), drain: make(map[string]float64), round: d.LastRound,
		suspended: make(map[string]suspension), m: newMetrics(d.Registerer),
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
	if err := e.admit.SetConfig(c.FlowControl); err != nil {
		return err
	}
	e.sched.Store(&c)
	return nil
}

// Add queues a confirmed request. done is called once when the request reaches a final
// state (the consumer acknowledges its stream message then). Adding an id already
// pending changes nothing and reports false.
func (e *Engine) Add(req scheduler.Request, prompt []byte, done func()) bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	if _, ok := e.pending[req.ID]; ok {
		return false
	}
	if done == nil {
		done = func() {}
	}
	e.pending[req.ID] = &entry{req: req, payload: prompt, state: status.StateQueued, attempt: 1, done: done}
	return true
}

// Restore puts back a request that was pending when the process stopped, in the state
// its status record says. An assigned request keeps its worker, attempt and estimate
// (its reservation is still in the registry) and is taken as acknowledged, since
// acknowledgements are not stored: it is queued again only if no result comes by its
// estimated finish plus the grace. A record in a final state is not restored.
func (e *Engine) Restore(req scheduler.Request, prompt []byte, rec status.Record, done func()) bool {
	if rec.State.Final() || rec.RequestID != req.ID {
		return false
	}
	if !e.Add(req, prompt, done) {
		return false
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	en := e.pending[req.ID]
	en.attempt = max(rec.Attempt, 1)
	en.written = writtenKey{state: rec.State, position: rec.QueuePosition, retryS: int(rec.RetryAfterS), attempt: rec.Attempt}
	en.writtenAtMS = rec.UpdatedAtMS
	if rec.State == status.StateAssigned && rec.Worker != "" {
		cfg := e.Config()
		en.state, en.worker, en.acked = status.StateAssigned, rec.Worker, true
		en.assignedAtMS, en.estimateMS = rec.AssignedAtMS, float64(rec.EstimatedLatencyMS)
		en.ackByMS = rec.AssignedAtMS + cfg.AckTimeout.Milliseconds()
		en.finishByMS = rec.AssignedAtMS + rec.EstimatedLatencyMS + cfg.ResultGrace.Milliseconds()
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
// an older attempt is ignored and reported false.
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
// worker or an older attempt is ignored and reported false.
func (e *Engine) Fail(ctx context.Context, requestID, worker string, attempt int, reason string) bool {
	e.mu.Lock()
	en, ok := e.pending[requestID]
	if !ok || en.state != status.StateAssigned || en.worker != worker || en.attempt != attempt {
		e.mu.Unlock()
		return false
	}
	en.state, en.worker, en.acked = status.StateQueued, "", false
	en.attempt++
	e.releasedNext = append(e.releasedNext, requestID)
	e.mu.Unlock()
	e.log.Info("assignment refused by its worker", zap.String("request", requestID), zap.String("worker", worker), zap.String("reason", reason))
	e.releaseFailed(ctx, release{worker: worker, request: requestID, failed: true})
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
	started := en.assignedAtMS
	en.state, en.worker = status.StateCompleted, worker
	delete(e.suspended, worker)
	st := e.status(en, nowMS)
	st.ResultTxHash, st.OutputHash = res.TxHash, res.OutputHash
	if held && started > 0 {
		st.LatencyMS = nowMS - started
	}
	e.mu.Unlock()

	if held {
		if err := e.cap.Release(ctx, heldBy, requestID); err != nil {
			e.log.Warn("release after result", zap.String("request", requestID), zap.Error(err))
		}
	}
	if err := e.cap.RecordOutcome(ctx, worker, true, float64(st.LatencyMS)); err != nil {
		e.log.Warn("record outcome", zap.String("worker", worker), zap.Error(err))
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
	e.mu.Unlock()
	if held {
		if err := e.cap.Release(ctx, worker, requestID); err != nil {
			e.log.Warn("release", zap.String("request", requestID), zap.Error(err))
		}
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

// Pending is the number of requests not yet final.
func (e *Engine) Pending() int {
	e.mu.Lock()
	defer e.mu.Unlock()
	return len(e.pending)
}

// Run plays a round every round_interval until ctx ends. A failed round is logged and
// the next one tries again: requests are never dropped for it.
func (e *Engine) Run(ctx context.Context) error {
	interval := e.Config().RoundInterval.D()
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
		// A round that has started finishes even if ctx ends meanwhile: its
		// reservations, publishes and statuses are one unit.
		rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*interval+30*time.Second)
		rep, err := e.Round(rctx)
		cancel()
		if err != nil {
			e.log.Warn("round failed", zap.Uint64("round", rep.Round), zap.Error(err))
		} else if rep.Dispatched+rep.Reassigned+rep.Expired+rep.Throttled > 0 {
			e.log.Debug("round", zap.Uint64("round", rep.Round), zap.Int("planned", rep.Planned),
				zap.Int("dispatched", rep.Dispatched), zap.Int("throttled", rep.Throttled),
				zap.Int("reassigned", rep.Reassigned), zap.Int("expired", rep.Expired), zap.Int("failed", rep.Failed))
		}
		if next := e.Config().RoundInterval.D(); next != interval {
			interval = next
			t.Reset(interval)
		}
	}
}

// Report counts what a round did.
type Report struct {
	Round      uint64
	Planned    int // requests in the snapshot
	Dispatched int
	Throttled  int
	Reassigned int
	Expired    int
	Failed     int // reservations or dispatches that failed; the requests stay queued
}

// Round plays one round now.
func (e *Engine) Round(ctx context.Context) (Report, error) {
	workers, err := e.workers.Workers(ctx)
	if err != nil {
		return Report{}, fmt.Errorf("workers: %w", err)
	}
	quote, err := e.gas.GasPrice(ctx)
	if err != nil {
		return Report{}, fmt.Errorf("gas price: %w", err)
	}
	cfg := e.Config()
	now := e.now()
	nowMS := now.UnixMilli()
	started := time.Now()
	defer func() { e.m.roundSeconds.Observe(time.Since(started).Seconds()) }()

	e.mu.Lock()
	e.round++
	rep := Report{Round: e.round}
	var released []release
	releasedIDs := e.releasedNext
	e.releasedNext = nil
	ids := e.sortedIDs()

	// Assignments past their ack deadline or estimated finish go back to the queue;
	// assigned requests past their deadline (plus grace) expire.
	for _, id := range ids {
		en := e.pending[id]
		if en.state != status.StateAssigned {
			continue
		}
		late := (!en.acked && nowMS > en.ackByMS) || nowMS > en.finishByMS
		if !late {
			continue
		}
		released = append(released, release{worker: en.worker, request: id, failed: true})
		releasedIDs = append(releasedIDs, id)
		e.suspend(en.worker, nowMS, cfg.AckTimeout.D())
		en.state, en.worker, en.acked = status.StateQueued, "", false
		en.attempt++
		rep.Reassigned++
	}

	snap := &scheduler.Snapshot{NowMS: nowMS, GasPriceGwei: gwei(quote.PriceWei), Workers: e.available(workers, nowMS), DrainRateTPS: e.drainRates()}
	for _, id := range ids {
		en := e.pending[id]
		if en.state == status.StateQueued || en.state == status.StateThrottled {
			snap.Requests = append(snap.Requests, en.req)
		}
	}
	rep.Planned = len(snap.Requests)
	e.m.observeSnapshot(snap, len(workers), len(workers)-len(snap.Workers), quote.Stale)
	planStart := time.Now()
	d := scheduler.Plan(snap, cfg)
	e.m.planSeconds.Observe(time.Since(planStart).Seconds())
	e.mu.Unlock()

	for _, r := range released {
		e.releaseFailed(ctx, r)
	}

	// Dispatch in priority order: admission, reservation, voucher, publish.
	assignedPerModel := map[string]int{}
	var statuses []status.Record
	// Admission is decided in priority order; the reservations, vouchers and publishes
	// of the admitted ones then run in parallel (Plan has already chosen, and a failed
	// one only leaves its request queued).
	outcomes := make([]dispatchOutcome, len(d.Assigned))
	var send []int
	for i, a := range d.Assigned {
		if o, ok := e.admitOne(&cfg, a, now, rep.Round); ok {
			send = append(send, i)
		} else {
			outcomes[i] = o
		}
	}
	var g errgroup.Group
	g.SetLimit(dispatchParallel)
	for _, i := range send {
		g.Go(func() error {
			outcomes[i] = e.send(ctx, &cfg, d.Assigned[i], now, rep.Round)
			return nil
		})
	}
	_ = g.Wait()
	dispatched := make([]Dispatch, 0, len(d.Assigned))
	for i, outcome := range outcomes {
		a := d.Assigned[i]
		dispatched = append(dispatched, outcome.Dispatch)
		switch outcome.State {
		case status.StateAssigned:
			rep.Dispatched++
			assignedPerModel[outcome.model]++
			e.m.assignments.Inc()
		case status.StateThrottled:
			rep.Throttled++
			e.releaseNext(a.RequestID)
			e.m.throttled.WithLabelValues(outcome.Reason).Inc()
		default:
			rep.Failed++
			e.releaseNext(a.RequestID)
			e.m.dispatchFail.Inc()
		}
		if outcome.status != nil {
			statuses = append(statuses, *outcome.status)
		}
	}

	e.mu.Lock()
	for _, s := range d.Skipped {
		en := e.pending[s.RequestID]
		if en == nil || (en.state != status.StateQueued && en.state != status.StateThrottled) {
			continue
		}
		en.state = status.StateQueued
		en.position, en.retryS, en.round, en.feeNeeded = s.QueuePosition, s.RetryAfterS, e.round, s.FeeNeededWei
		en.etaMS, _ = cfg.RetryAfter.Queued(en.req.ModelID, s.QueuePosition, drainOf(snap, &cfg, en.req.ModelID))
		// Readers age the stored estimate from updated_at_ms, so an unchanged one is
		// rewritten once half of it has passed, and a changed one at once.
		key := writtenKey{state: en.state, position: en.position, retryS: int(en.retryS), attempt: en.attempt, feeNeeded: en.feeNeeded}
		if key == en.written && nowMS-en.writtenAtMS < en.retryS*500 {
			continue
		}
		en.written, en.writtenAtMS = key, nowMS
		statuses = append(statuses, e.status(en, nowMS))
	}
	var finished []*entry
	for _, id := range d.Expired {
		en := e.pending[id]
		if en == nil {
			continue
		}
		delete(e.pending, id)
		en.state = status.StateExpired
		statuses = append(statuses, e.status(en, nowMS))
		finished = append(finished, en)
		rep.Expired++
	}
	// Assigned requests whose deadline has passed by more than the grace end as expired:
	// the contract lets the requester refund them, and no result can be paid any more
	// once the voucher lapses.
	var lapsed []release
	for _, id := range e.sortedIDs() {
		en := e.pending[id]
		if en.state == status.StateAssigned && nowMS > en.req.DeadlineMS+cfg.ResultGrace.Milliseconds() {
			lapsed = append(lapsed, release{worker: en.worker, request: id, failed: true})
			delete(e.pending, id)
			en.state = status.StateExpired
			statuses = append(statuses, e.status(en, nowMS))
			finished = append(finished, en)
			rep.Expired++
		}
	}
	e.updateDrain(now, cfg.DrainAlpha, assignedPerModel, snap)
	e.lastRound = now
	e.m.setPending(e.pending)
	e.m.reassignments.Add(float64(rep.Reassigned))
	e.m.expired.Add(float64(rep.Expired))
	e.mu.Unlock()
	e.m.observeStatuses(statuses)

	for _, r := range lapsed {
		e.releaseFailed(ctx, r)
	}

	for _, en := range finished {
		en.done()
	}
	var errs []error
	e.statusMu.Lock()
	e.mu.Lock()
	live := statuses[:0]
	for _, st := range statuses {
		if st.State.Final() || e.pending[st.RequestID] != nil {
			live = append(live, st)
		}
	}
	e.mu.Unlock()
	err = e.sink.Statuses(ctx, live)
	e.statusMu.Unlock()
	if err != nil {
		errs = append(errs, fmt.Errorf("statuses: %w", err))
	}
	d.Stats.PlanMS = 0
	slices.Sort(releasedIDs)
	rec := RoundRecord{Round: rep.Round, Snapshot: snap, Config: cfg, Decision: d, Dispatched: dispatched, Released: releasedIDs}
	if err := e.sink.Round(ctx, rec); err != nil {
		errs = append(errs, fmt.Errorf("decision record: %w", err))
	}
	return rep, errors.Join(errs...)
}

// suspend pauses worker after a lapsed assignment. Called with mu held.
func (e *Engine) suspend(worker string, nowMS int64, base time.Duration) {
	sp := e.suspended[worker]
	sp.strikes++
	pause := min(base<<min(sp.strikes-1, 16), maxSuspension)
	sp.untilMS = nowMS + pause.Milliseconds()
	e.suspended[worker] = sp
	e.log.Info("worker suspended after a lapsed assignment", zap.String("worker", worker),
		zap.Int("strikes", sp.strikes), zap.Duration("for", pause))
}

// available leaves suspended workers out. Called with mu held.
func (e *Engine) available(ws []scheduler.Worker, nowMS int64) []scheduler.Worker {
	if len(e.suspended) == 0 {
		return ws
	}
	out := ws[:0:0]
	for _, w := range ws {
		if sp, ok := e.suspended[w.ID]; ok && sp.untilMS > nowMS {
			continue
		}
		out = append(out, w)
	}
	return out
}

func (e *Engine) releaseNext(id string) {
	e.mu.Lock()
	e.releasedNext = append(e.releasedNext, id)
	e.mu.Unlock()
}

type release struct {
	worker, request string
	failed          bool
}

func (e *Engine) releaseFailed(ctx context.Context, r release) {
	if err := e.cap.Release(ctx, r.worker, r.request); err != nil {
		e.log.Warn("release", zap.String("request", r.request), zap.String("worker", r.worker), zap.Error(err))
	}
	if r.failed {
		if err := e.cap.RecordOutcome(ctx, r.worker, false, 0); err != nil {
			e.log.Warn("record outcome", zap.String("worker", r.worker), zap.Error(err))
		}
	}
}

type dispatchOutcome struct {
	Dispatch
	model  string
	status *status.Record
}

// dispatchParallel bounds the assignments being reserved and published at once.
const dispatchParallel = 32

// admitOne takes the planned assignment through the token buckets. When they refuse,
// the request becomes throttled and the outcome says so; ok means it may be sent.
func (e *Engine) admitOne(cfg *scheduler.Config, a scheduler.Assignment, now time.Time, round uint64) (dispatchOutcome, bool) {
	nowMS := now.UnixMilli()
	e.mu.Lock()
	defer e.mu.Unlock()
	en := e.pending[a.RequestID]
	if en == nil || (en.state != status.StateQueued && en.state != status.StateThrottled) {
		return dispatchOutcome{Dispatch: Dispatch{RequestID: a.RequestID, Worker: a.WorkerID, State: status.StateFailed, Reason: "no longer pending"}}, false
	}
	out := dispatchOutcome{Dispatch: Dispatch{RequestID: a.RequestID, Worker: a.WorkerID, Attempt: en.attempt}, model: en.req.ModelID}
	dec := e.admit.Admit(now, en.req.ModelID, en.req.User, len(en.payload))
	if dec.OK {
		return out, true
	}
	wait := int64(math.Ceil(dec.Wait.Seconds()))
	retry := retryafter.CapToDeadline(max(cfg.RetryAfter.MinSeconds, min(wait, cfg.RetryAfter.MaxSeconds)), nowMS, en.req.DeadlineMS)
	out.State, out.Reason = status.StateThrottled, dec.Limit
	en.state, en.position, en.retryS, en.etaMS, en.round = status.StateThrottled, 0, retry, dec.Wait.Milliseconds(), round
	st := e.status(en, nowMS)
	out.status = &st
	return out, false
}

// send reserves the worker's capacity, signs the voucher and publishes one admitted
// assignment. Safe to call for several assignments at once.
func (e *Engine) send(ctx context.Context, cfg *scheduler.Config, a scheduler.Assignment, now time.Time, round uint64) dispatchOutcome {
	nowMS := now.UnixMilli()
	e.mu.Lock()
	en := e.pending[a.RequestID]
	if en == nil {
		e.mu.Unlock()
		return dispatchOutcome{Dispatch: Dispatch{RequestID: a.RequestID, Worker: a.WorkerID, State: status.StateFailed, Reason: "no longer pending"}}
	}
	req, payload, attempt := en.req, en.payload, en.attempt
	e.mu.Unlock()
	out := dispatchOutcome{Dispatch: Dispatch{RequestID: a.RequestID, Worker: a.WorkerID, Attempt: attempt}, model: req.ModelID}

	finishBy := nowMS + int64(math.Ceil(a.EstimatedLatencyMS)) + cfg.ResultGrace.Milliseconds()
	ttl := time.Duration(max(finishBy-nowMS, cfg.AckTimeout.Milliseconds())) * time.Millisecond
	if err := e.cap.Reserve(ctx, a.WorkerID, a.RequestID, req.RequiredMemoryMB, ttl); err != nil {
		out.State, out.Reason = status.StateFailed, "reserve: "+err.Error()
		return out
	}
	id, ok := new(big.Int).SetString(a.RequestID, 10)
	expiry := uint64(now.Add(cfg.VoucherTTL.D()).Unix())
	var sig []byte
	var err error
	if !ok {
		err = fmt.Errorf("request id %q is not a decimal integer", a.RequestID)
	} else {
		sig, err = e.sign(id, a.WorkerID, expiry)
	}
	if err == nil {
		err = e.sink.Assign(ctx, Assignment{
			RequestID: a.RequestID, Attempt: attempt, Round: round, Worker: a.WorkerID,
			Request: req, Prompt: payload, EstimatedLatencyMS: a.EstimatedLatencyMS, RetryAfterS: a.RetryAfterS,
			Voucher: Voucher{Expiry: expiry, Signature: sig}, Batched: a.Batched, BatchShare: a.BatchShare,
		})
	}
	if err != nil {
		if rerr := e.cap.Release(ctx, a.WorkerID, a.RequestID); rerr != nil {
			e.log.Warn("release after failed dispatch", zap.String("request", a.RequestID), zap.Error(rerr))
		}
		out.State, out.Reason = status.StateFailed, "dispatch: "+err.Error()
		return out
	}

	e.mu.Lock()
	en.state, en.worker, en.acked = status.StateAssigned, a.WorkerID, false
	en.assignedAtMS, en.ackByMS, en.finishByMS = nowMS, nowMS+cfg.AckTimeout.Milliseconds(), finishBy
	en.estimateMS, en.position, en.retryS, en.round = a.EstimatedLatencyMS, 0, a.RetryAfterS, round
	en.etaMS = int64(math.Ceil(a.EstimatedLatencyMS))
	st := e.status(en, nowMS)
	e.mu.Unlock()
	out.State = status.StateAssigned
	out.status = &st
	return out
}

// drainRates is the EWMA of assignments per second per model. Called with mu held.
func (e *Engine) drainRates() map[string]float64 {
	out := make(map[string]float64, len(e.drain))
	for m, v := range e.drain {
		out[m] = v
	}
	return out
}

// updateDrain folds this round's assignments per second into each pending model's
// EWMA. A model seen for the first time starts from this round's rate. Called with mu
// held.
func (e *Engine) updateDrain(now time.Time, alpha float64, assigned map[string]int, snap *scheduler.Snapshot) {
	if e.lastRound.IsZero() {
		return
	}
	secs := now.Sub(e.lastRound).Seconds()
	if secs <= 0 {
		return
	}
	models := map[string]bool{}
	for _, r := range snap.Requests {
		models[r.ModelID] = true
	}
	for m := range models {
		rate := float64(assigned[m]) / secs
		if old, ok := e.drain[m]; ok {
			e.drain[m] = alpha*rate + (1-alpha)*old
		} else {
			e.drain[m] = rate
		}
	}
	for m := range e.drain {
		if !models[m] {
			delete(e.drain, m) // nothing queued: the next request starts from the default
		}
	}
}

func (e *Engine) sortedIDs() []string {
	ids := make([]string, 0, len(e.pending))
	for id := range e.pending {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids
}

// status is the request's status record now. Called with mu held.
func (e *Engine) status(en *entry, nowMS int64) status.Record {
	fee := ""
	if en.state == status.StateQueued {
		fee = en.feeNeeded
	}
	return status.Record{
		FeeNeededWei: fee,
		RequestID:    en.req.ID, Model: en.req.ModelID, User: en.req.User, State: en.state,
		QueuePosition: en.position, Worker: en.worker, Attempt: en.attempt, Round: en.round,
		ETAMS: en.etaMS, RetryAfterS: en.retryS,
		SubmittedAtMS: en.req.SubmittedAtMS, DeadlineMS: en.req.DeadlineMS,
		AssignedAtMS: en.assignedAtMS, EstimatedLatencyMS: int64(math.Ceil(en.estimateMS)), UpdatedAtMS: nowMS,
	}
}

func drainOf(s *scheduler.Snapshot, cfg *scheduler.Config, model string) float64 {
	if v, ok := s.DrainRateTPS[model]; ok {
		return v
	}
	return cfg.RetryAfter.DefaultDrainRateTPS
}

// gwei converts a gas price in wei to gwei for the snapshot.
func gwei(wei *big.Int) float64 {
	if wei == nil {
		return 0
	}
	f, _ := new(big.Float).Quo(new(big.Float).SetInt(wei), big.NewFloat(1e9)).Float64()
	return f
}
