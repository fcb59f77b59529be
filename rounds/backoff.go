package rounds

import (
	"context"
	"fmt"

	"go.uber.org/zap"

	"github.com/infersched/infersched/scheduler"
)

// suspend counts a failure against worker and, once its failures repeat, pauses it
// (scheduler.worker_backoff). Called with mu held.
func (e *Engine) suspend(worker string, nowMS int64, b scheduler.BackoffConfig) {
	sp := e.suspended[worker]
	sp.strikes++
	sp.struckMS = nowMS
	pause := b.Pause(sp.strikes)
	sp.untilMS = max(sp.untilMS, nowMS+pause.Milliseconds())
	e.suspended[worker] = sp
	if pause > 0 {
		e.m.backoffs.Inc()
		e.log.Info("worker backed off after repeated failures", zap.String("worker", worker),
			zap.Int("failures", sp.strikes), zap.Duration("for", pause))
	}
}

type suspension struct {
	untilMS int64
	strikes int
	// struckMS is when the last failure was counted (0: none since this process
	// started); an assignment made before it lapsing later is part of that failure.
	struckMS int64
}

// RestoreBackoffs reads back the workers' backoff kept by Deps.Backoffs: at start,
// before the first round, and when this replica takes a shard over, since the store
// (shared by the replicas) is then newer than what this one remembers. What it reads
// replaces the engine's view: a backoff another replica lifted (a result on chain) is
// lifted here too. An entry with no strike or a negative time is left out
// with a warning, and a pause reaching further than worker_backoff.max from now (a bad
// value, or a clock that moved back) is cut to that, so nothing read back keeps a worker
// out longer than the config allows. Without Deps.Backoffs it does nothing. It also
// reads back the workers' verification standing (Verification.Keep, restoreStandings).
func (e *Engine) RestoreBackoffs(ctx context.Context) error {
	if err := e.restoreStandings(ctx); err != nil {
		return err
	}
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

// reclaimLapsed queues again, with attempt + 1, every assignment not acknowledged by
// its ack deadline or without a result by its estimated finish plus the grace, and
// counts one failure against each worker whose assignments lapsed: the assignments of
// one worker that lapse together (a stall, a slow machine) are one failure, not one per
// assignment, which would pause the worker for worker_backoff.max at once. Together
// means in one round, or made before the worker's last counted failure: a stall's
// assignments lapse over as many rounds as they were made in, and a failure counts
// again only for work given to the worker after it. The estimate
// is inclusion latency (the result's block), and the scheduler sees a result only the
// round's result wait later (the confirmations): a result is missing only once that has
// passed too. An assignment this replica only assumed acknowledged (restored, observed
// or adopted at a takeover: its worker's ack may have been dropped while no replica
// led) lapses the same way but counts no failure. Called with mu held; the releases
// themselves happen after, outside the lock.
func (e *Engine) reclaimLapsed(r *round) {
	var struck map[string]bool
	for _, id := range r.ids {
		en := e.pending[id]
		if !en.Assigned() || !e.inRound(r, en) {
			continue
		}
		if !en.Late(r.nowMS, r.waitMS) {
			continue
		}
		r.released = append(r.released, release{worker: en.Worker(), request: id, failed: !en.Assumed()})
		r.releasedIDs = append(r.releasedIDs, id)
		if !struck[en.Worker()] && !en.Assumed() && en.AssignedAtMS() >= e.suspended[en.Worker()].struckMS {
			if struck == nil {
				struck = make(map[string]bool)
			}
			struck[en.Worker()] = true
			e.suspend(en.Worker(), r.nowMS, r.cfg.WorkerBackoff)
		}
		en.Lapse()
		r.rep.Reassigned++
	}
}
