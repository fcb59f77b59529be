package rounds

import (
	"context"
	"slices"
	"time"

	"go.uber.org/zap"

	"github.com/infersched/infersched/rounds/pending"
	"github.com/infersched/infersched/wire/status"
)

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
	_, seen := slices.BinarySearch(e.live, worker)
	wake := !seen && e.waiting > 0
	e.mu.Unlock()
	if wake {
		e.Wake()
	}
}

// Run plays rounds until ctx ends: one round_interval after the last began at the
// latest, and sooner, but never within min_round_gap of the last, once Wake was called
// or an assignment lapses. A failed round is logged and the next one tries
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

// betweenWithin is Between waiting at most d for the round that plays to end: false
// (fn not run) when it did not end by then.
func (e *Engine) betweenWithin(d time.Duration, fn func()) bool {
	locked, gaveUp := make(chan struct{}), make(chan struct{})
	go func() {
		e.playing.Lock()
		select {
		case locked <- struct{}{}:
		case <-gaveUp:
			e.playing.Unlock()
		}
	}()
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-locked:
		defer e.playing.Unlock()
		fn()
		return true
	case <-t.C:
		close(gaveUp)
		return false
	}
}

// ackExtendWait bounds an acknowledgement's wait for the round playing (its voucher's
// extension waits for the round's end): well within a worker's reply timeout (5 s).
const ackExtendWait = 2 * time.Second

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
//   - a final record ends the request here (its stream message is acknowledged), but
//     for a result: every replica ends a completed request from the result in its own
//     stream (Complete), which it keeps for the request's verification draw; a holder
//     that took another replica's word for it would never draw that result;
//   - an assignment of a later attempt, or of the same attempt while the request is
//     queued here, is taken as the record says, assumed acknowledged (like Restore:
//     acks are not stored), so it is queued again only past its estimated finish plus
//     the grace, and the worker's first ack to reach this replica is still taken;
//   - the same assignment with its voucher extended records the ack its holder took;
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
	out := en.Adopt(pending.Evidence{Source: pending.Observed, Status: rec}, e.rules(en))
	switch {
	case out.Ended:
		delete(e.pending, rec.RequestID)
		e.mu.Unlock()
		en.done()
		return true
	case !out.Changed:
		e.mu.Unlock()
		return false
	}
	e.mu.Unlock()
	return true
}
