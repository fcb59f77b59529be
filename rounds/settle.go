package rounds

import (
	"context"
	"fmt"
	"math"
	"sync"

	"go.uber.org/zap"

	"github.com/infersched/infersched/rounds/pending"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire/status"
)

// settle brings every other request up to date: the skipped ones get their queue
// position and Retry-After, the expired ones end, an assignment past its deadline plus
// the grace ends as expired; then the drain rates and the gauges. It returns the
// assignments to release.
func (e *Engine) settle(r *round) []release {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.settleSkipped(r)
	for _, id := range r.decision.Expired {
		if en := e.pending[id]; en != nil {
			e.finish(r, en, status.StateExpired)
		}
	}
	// The contract lets the requester refund an assigned request past its deadline,
	// and no result can be paid once the voucher lapses; one included by the deadline
	// is seen the result wait later. A request left out of the plan because its last
	// voucher outlives its deadline expires the same way.
	var lapsed []release
	for _, id := range r.ids {
		en := e.pending[id]
		if en != nil && en.Invalid() != "" && !en.Assigned() && e.inRound(r, en) {
			e.endInRound(r, en, status.StateInvalidRequest)
			r.rep.Invalid++
			continue
		}
		if en != nil && en.Assigned() && en.TakeUnwritten() { // taken as live from a takeover's note: followers learn it
			r.statuses = append(r.statuses, e.status(en, r.nowMS))
		}
		if en == nil || r.nowMS <= en.endMS()+r.cfg.ResultGrace.Milliseconds()+r.waitMS || !e.inRound(r, en) {
			continue
		}
		switch {
		case en.WithdrawAtMS() > 0 && !en.Assigned():
			e.finish(r, en, status.StateExpired) // withdrawn: the keeper refunds it
		case en.Assigned():
			lapsed = append(lapsed, release{worker: en.Worker(), request: id, failed: true})
			e.finish(r, en, status.StateExpired)
		case en.voucherOutlivesDeadline():
			e.finish(r, en, status.StateExpired)
		}
	}
	e.updateDrain(r)
	e.pace(r)
	e.lastRound = r.now
	e.m.setPending(e.pending)
	e.m.reassignments.Add(float64(r.rep.Reassigned))
	e.m.expired.Add(float64(r.rep.Expired))
	e.m.observeStatuses(r.statuses)
	return lapsed
}

// settleSkipped writes the queue position and Retry-After of each request Plan left
// queued, when pending.Record.Skip says it is due. Called with mu held.
func (e *Engine) settleSkipped(r *round) {
	for _, s := range r.decision.Skipped {
		en := e.pending[s.RequestID]
		if en == nil || !en.Waiting() {
			continue
		}
		reason := ""
		if s.Reason == scheduler.ReasonNoWorkerForTask {
			reason = status.ReasonNoWorkerForTask
		}
		if !en.Skip(pending.Skipped{Position: s.QueuePosition, RetryS: s.RetryAfterS, ETAMS: s.ETAMS, Round: r.rep.Round,
			FeeNeeded: s.FeeNeededWei, FeeNeededToken: s.FeeNeeded, PriceUnavailable: s.Reason == scheduler.ReasonPriceUnavailable, Reason: reason,
			AtMS: r.nowMS, IntervalMS: r.cfg.RoundInterval.Milliseconds(), Fee: en.fee().String()}) {
			continue
		}
		r.statuses = append(r.statuses, e.status(en, r.nowMS))
	}
}

// finish ends a pending request in a final state this round, counted as expired.
// Called with mu held.
func (e *Engine) finish(r *round, en *entry, final status.State) {
	e.endInRound(r, en, final)
	r.rep.Expired++
}

// endInRound ends a pending request in a final state this round. Called with mu held.
func (e *Engine) endInRound(r *round, en *entry, final status.State) {
	delete(e.pending, en.req.ID)
	en.End(final)
	r.statuses = append(r.statuses, e.status(en, r.nowMS))
	r.finished = append(r.finished, en)
}

// writeStatuses writes the round's statuses (storeHeld), then marks the results its
// draw sampled, both in order with the final statuses the feed writes.
func (e *Engine) writeStatuses(ctx context.Context, r *round) error {
	e.statusMu.RLock()
	defer e.statusMu.RUnlock()
	if err := e.storeHeld(ctx, r.statuses); err != nil {
		return fmt.Errorf("statuses: %w", err)
	}
	e.markSampled(ctx, r)
	return nil
}

// storeStatuses stores recs (storeHeld) in order with the final statuses the feed
// writes.
func (e *Engine) storeStatuses(ctx context.Context, recs []status.Record) error {
	e.statusMu.RLock()
	defer e.statusMu.RUnlock()
	return e.storeHeld(ctx, recs)
}

// storeHeld is the engine's one road to the status store, called with statusMu read
// locked (the engine's writes may run at once: a round's batch, several acks). It
// leaves out every record that is not final and whose request the engine no longer
// holds: the request ended (or left) after the record was built. The feed stores a
// final status holding statusMu alone (WriteFinal), and only after the engine ended
// the request; so whatever order the writers ran in, the final status is the last one
// this replica stores for its request (TestFinalStatusIsTheLastWritten). recs is
// filtered in place.
func (e *Engine) storeHeld(ctx context.Context, recs []status.Record) error {
	e.mu.Lock()
	live := recs[:0]
	for _, st := range recs {
		if st.State.Final() || e.pending[st.RequestID] != nil {
			live = append(live, st)
		}
	}
	e.mu.Unlock()
	if len(live) == 0 {
		return nil
	}
	return e.sink.Statuses(ctx, live)
}

// markSampled marks the status records of the results the round's draw sampled (its
// record is written), all at once, when the sink can (SampledMarker). Called with
// statusMu: a completed write of the feed is before (the record is completed, and
// marked here) or after (it asks Sampled). A failure is logged: the chain's verdict,
// when it comes, is written over it anyway.
func (e *Engine) markSampled(ctx context.Context, r *round) {
	m, ok := e.sink.(SampledMarker)
	if !ok || r.vlog == nil {
		return
	}
	var wg sync.WaitGroup
	for _, s := range r.vlog.Samples {
		if !s.Sampled {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := m.MarkSampled(ctx, s.RequestID, r.nowMS); err != nil {
				e.log.Warn("status of a sampled result not marked sampled", zap.String("request", s.RequestID), zap.Error(err))
			}
		}()
	}
	wg.Wait()
}

// status is the request's status record now. Called with mu held.
func (e *Engine) status(en *entry, nowMS int64) status.Record {
	needed, neededToken := "", ""
	st := en.State()
	if st == status.StateQueued {
		needed, neededToken = en.FeeNeeded(), en.FeeNeededToken()
		if en.PriceUnavailable() {
			st = status.StatePriceUnavailable
		}
	}
	errMsg := ""
	if en.State() == status.StateInvalidRequest {
		errMsg = en.Invalid()
	}
	reason := ""
	if en.State() == status.StateQueued {
		reason = en.Reason()
	}
	return status.Record{
		FeeNeededWei: needed, FeeNeeded: neededToken, Fee: en.fee().String(), FeeToken: en.req.FeeToken,
		Error: errMsg, Reason: reason,
		RequestID: en.req.ID, Model: en.req.ModelID, User: en.req.User, State: st,
		QueuePosition: en.Position(), Worker: en.Worker(), Attempt: en.Attempt(), Round: en.Round(), Shard: e.lead.ShardOf(en.req.ModelID),
		ETAMS: en.ETAMS(), RetryAfterS: en.RetryS(),
		SubmittedAtMS: en.req.SubmittedAtMS, DeadlineMS: en.req.DeadlineMS,
		AssignedAtMS: en.AssignedAtMS(), EstimatedLatencyMS: int64(math.Ceil(en.EstimateMS())), UpdatedAtMS: nowMS,
		FailedBy:      en.Failures(),
		VoucherExpiry: en.VoucherExpiry(), VoucherNotBefore: en.VoucherNotBefore(),
	}
}
