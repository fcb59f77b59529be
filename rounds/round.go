package rounds

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"go.uber.org/zap"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/verification"
	"github.com/infersched/infersched/wire/status"
)

// Report counts what a round did.
type Report struct {
	// Round is the round's number; 0 for an idle round, which takes none.
	// With several shards led it is the last shard's that took a number.
	Round uint64
	// Shard is the shard whose chain Round is on.
	Shard int
	// Idle: nothing to plan (no request queued or throttled) and nothing released, so
	// nothing was decided and no record was written.
	Idle       bool
	Planned    int // requests in the snapshot
	Dispatched int
	Throttled  int
	Reassigned int
	Expired    int
	// Invalid counts the requests ended as invalid_request (their prompt is not a valid
	// inference request document).
	Invalid int
	Failed  int // reservations or dispatches that failed; the requests stay queued
	// Dispatching is the time spent reserving, signing and publishing, on the engine's clock: work per
	// assignment, which the round loop does not count against the next round's start.
	Dispatching time.Duration
}

// round is one round's working state, filled phase by phase.
type round struct {
	shard   int      // the shard whose requests it plans and whose chain holds its record
	hashes  []string // per request of snap.Requests, its content hash (entry.contentHash)
	cfg     scheduler.Config
	epoch   uint64 // the leadership epoch the round began under
	now     time.Time
	nowMS   int64
	workers []scheduler.Worker
	quote   scheduler.GasQuote
	rates   []scheduler.TokenRate // fresh token prices (Deps.Rates)
	// waitMS is how long a result takes, from the block that includes it, to reach the
	// scheduler this round (Deps.ResultWait): an assignment lapses, and an assigned
	// request expires, only once a result in time would be visible. Recorded in the
	// snapshot (result_wait_ms).
	waitMS int64
	// gate, when set, is why the chain is unfit for new assignments this round.
	gate string
	rep  Report
	// ids are the pending requests when the round began, sorted once.
	ids []string
	// released: assignments taken back (their capacity to free, their worker's
	// outcome to record); releasedIDs: what the record lists as released.
	released    []release
	releasedIDs []string
	snap        *scheduler.Snapshot
	decision    scheduler.Decision
	outcomes    []dispatchOutcome // one per planned assignment
	statuses    []status.Record
	finished    []*entry // final this round; their stream messages are acknowledged
	// verify and vlog: the round's verification jobs and record section, drawn and
	// events what of the shard's waiting log it took (verifyround.go, verifylog.go).
	verify []verifyPlan
	vlog   *verification.Log
	drawn  []drawn
	events []event
}

// roundOf plays one round of shard now: reclaim lapsed → snapshot → plan → record → admit →
// dispatch → settle → statuses.
//
// The decision record is written ahead of dispatch: no assignment of a round goes out
// before the log holds the round. When the record cannot be written (the sink retries
// what can be retried, so this means an invalid record or the end of ctx), the round is
// abandoned: nothing is dispatched, its number is given back, and what it released is
// listed by the next round's record, so the engine's round number and the log's last
// record never diverge.
func (e *Engine) roundOf(ctx context.Context, shard int) (Report, error) {
	started := time.Now()
	defer func() { e.m.roundSeconds.Observe(time.Since(started).Seconds()) }()
	r, err := e.gather(ctx)
	if err != nil {
		return Report{}, err
	}
	r.shard, r.rep.Shard = shard, shard
	e.mu.Lock()
	e.begin(r)
	e.reclaimLapsed(r)
	e.snapshot(r)
	e.number(r)
	e.mu.Unlock()
	e.releaseAll(ctx, r.released)
	kept := make(map[string]bool, len(r.released))
	for _, rel := range r.released { // a failure counted against its worker, once a round
		if !kept[rel.worker] {
			kept[rel.worker] = true
			e.keepBackoff(ctx, rel.worker)
		}
	}

	// The pure core plans without the lock: the snapshot is the round's own, and
	// events that arrive meanwhile are checked again at admission.
	planning := time.Now()
	r.decision = scheduler.PlanWith(r.snap, r.cfg, &e.plans)
	e.m.planSeconds.Observe(time.Since(planning).Seconds())
	r.outcomes = make([]dispatchOutcome, len(r.decision.Assigned))
	e.planVerification(r)
	if err := e.writeRecord(ctx, r); err != nil {
		e.abandon(r)
		e.abandonVerification(r)
		return r.rep, err
	}
	send := e.admitPlanned(ctx, r)
	dispatching := e.now() // the pacer's clock: Run subtracts this from e.now()
	e.dispatch(ctx, r, send)
	e.dispatchVerification(ctx, r) // after paid work, on what it left
	e.keepStandings(ctx)
	r.rep.Dispatching = e.now().Sub(dispatching)
	lapsed := e.settle(r)
	e.releaseAll(ctx, lapsed)
	for _, en := range r.finished {
		en.done()
	}
	return r.rep, e.writeStatuses(ctx, r)
}

// writeRecord hands the round's record to the decision log, before anything of the
// round is dispatched. The record holds the plan; what admission and dispatch then
// hold back is listed as released by the next round's record.
func (e *Engine) writeRecord(ctx context.Context, r *round) error {
	if r.rep.Idle { // nothing decided: no number, no record
		return nil
	}
	r.decision.Stats.PlanMS = 0
	slices.Sort(r.releasedIDs)
	rec := RoundRecord{Round: r.rep.Round, Shard: r.shard, Epoch: r.epoch, Snapshot: r.snap, Config: r.cfg, Decision: r.decision, Released: r.releasedIDs, Verification: r.vlog, RequestHashes: r.hashes}
	if err := e.sink.Round(ctx, rec); err != nil {
		return fmt.Errorf("round %d not played, its decision record was not written: %w", r.rep.Round, err)
	}
	// Another replica's record took the number (the log appends ours after it): the
	// round goes on under the number its record has, so that its statuses and
	// assignments name the record that holds it.
	if e.tail != nil {
		if n := e.tail(r.shard); n > r.rep.Round {
			e.mu.Lock()
			if e.rounds[r.shard] == r.rep.Round {
				e.rounds[r.shard] = n
			}
			r.rep.Round = n
			e.mu.Unlock()
		}
	}
	return nil
}

// abandon undoes the numbering of a round whose record was not written: the next
// round takes the same number, and its record lists as released what this one
// released (the reclaimed assignments stay reclaimed).
func (e *Engine) abandon(r *round) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.rounds[r.shard] == r.rep.Round {
		e.rounds[r.shard]--
	}
	e.releasedNext[r.shard] = append(slices.Clone(r.releasedIDs), e.releasedNext[r.shard]...)
	e.m.unrecorded.Inc()
	e.log.Error("round abandoned: its decision record was not written; nothing dispatched",
		zap.Uint64("round", r.rep.Round), zap.Int("planned", r.rep.Planned))
}

// gather reads the world a round plans against: live workers, the gas quote, the
// config and the time.
func (e *Engine) gather(ctx context.Context) (*round, error) {
	ws, err := e.workers.Workers(ctx)
	if err != nil {
		return nil, fmt.Errorf("workers: %w", err)
	}
	quote, err := e.gas.GasPrice(ctx)
	if err != nil {
		return nil, fmt.Errorf("gas price: %w", err)
	}
	now := e.now()
	r := &round{cfg: e.Config(), now: now, nowMS: now.UnixMilli(), workers: ws, quote: quote}
	if e.rates != nil {
		r.rates = e.rates.TokenRates(ctx)
	}
	if e.wait != nil {
		r.waitMS = min(max(e.wait(ctx).Milliseconds(), 0), scheduler.MaxResultWaitMS)
	}
	e.m.resultWait.Set(float64(r.waitMS) / 1000)
	r.gate = chainGate(quote, now, r.cfg.MaxHeadAge.D())
	e.observeGate(r)
	return r, nil
}

// begin takes the pending ids, sorted once for the whole round. Called with mu held.
func (e *Engine) begin(r *round) {
	r.epoch = e.lead.Epoch()
	r.releasedIDs, e.releasedNext[r.shard] = e.releasedNext[r.shard], nil
	r.ids = e.pendingIDs()
}

// Round plays one round of every shard this replica leads, in shard order: each plans
// the shard's requests alone and its record goes on the shard's own chain, numbered
// after that chain's tail. **Decision: one record per held shard per round**
// (not one record of a group of shards), so that every chain replays on its own and a
// request's model names the one chain that may assign it, whoever leads which shards;
// a replica leading two shards reads the workers once per shard, and each shard's plan
// sees what the one before it reserved. The report sums the shards' counts; Round and
// Shard are the last shard's that took a number. Without a shard led it plays nothing.
func (e *Engine) Round(ctx context.Context) (Report, error) {
	var sum Report
	var errs []error
	sum.Idle = true
	for _, shard := range e.lead.Leads() {
		rep, err := e.roundOf(ctx, shard)
		if err != nil {
			errs = append(errs, err)
		}
		sum.add(rep)
	}
	return sum, errors.Join(errs...)
}
