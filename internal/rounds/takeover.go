package rounds

import (
	"context"
	"slices"

	"go.uber.org/zap"

	"github.com/infersched/infersched/internal/status"
)

// A replica that takes a shard over plans on what the status bucket says. The last
// holder wrote each round's record before dispatching it and the round's statuses
// after, so a holder killed in between leaves assignments the statuses do not show:
// planned but never sent (the record holds them, nothing released them), or sent but
// never written (a worker has them). TakeOver reconciles the pending set with the
// decision log's tail and the assignments actually published, so that the new holder
// neither assigns a request again while one of its assignments is live nor loses one.

// LoggedRound is a decision record as read back at a takeover: what the round planned
// and what it listed as released.
type LoggedRound struct {
	Round    uint64
	NowMS    int64
	Requests []string // the requests in its snapshot
	Assigned []LoggedAssignment
	Released []string
}

// LoggedAssignment is one planned assignment of a record.
type LoggedAssignment struct {
	RequestID, Worker string
}

// Published is an assignment as stored in the assignments stream: what its worker got.
type Published struct {
	RequestID, Worker  string
	Attempt            int
	Round              uint64
	AtMS               int64 // when the stream stored it
	EstimatedLatencyMS float64
}

// Mentions reports whether the record planned any request pending here whose model
// inShard says belongs to the shard taken over.
func (e *Engine) Mentions(r LoggedRound, inShard func(model string) bool) bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	for _, ids := range [][]string{r.Requests, r.Released} {
		for _, id := range ids {
			if en := e.pending[id]; en != nil && inShard(en.req.ModelID) {
				return true
			}
		}
	}
	for _, a := range r.Assigned {
		if en := e.pending[a.RequestID]; en != nil && inShard(en.req.ModelID) {
			return true
		}
	}
	return false
}

// TakeOver reconciles the pending requests of the shard taken over (inShard) with the
// decision log's tail (records in round order, the last holder's last rounds) and the
// assignments published since the oldest of them, before the first round here. Per
// request, in this order:
//
//  1. an assignment the engine holds as live that a later record released (the last
//     holder reclaimed it, or its worker refused it) is queued again with attempt + 1;
//  2. a published assignment newer than what the engine holds and not released since
//     is taken as live, as the stream holds it (worker, attempt, round), acknowledged
//     like a restored one: it is queued again only past its estimated finish plus the
//     grace. One released since only spends its attempt: a request is never planned
//     again under an attempt already published (Nats-Msg-Id request:attempt);
//  3. a planned assignment that no later record released and that is not live here
//     (never published: the holder died first, or admission or dispatch held it back)
//     is listed as released by the next round's record, so that the log shows it ended
//     before the request is planned again.
//
// It stores the statuses of the requests it changed. Called once per takeover, before
// the shard counts as held (no round of the shard runs meanwhile).
func (e *Engine) TakeOver(ctx context.Context, inShard func(model string) bool, tail []LoggedRound, published []Published) error {
	out := e.reconcile(inShard, tail, published)
	if len(out) == 0 {
		return nil
	}
	r := &round{statuses: out}
	return e.writeStatuses(ctx, r)
}

func (e *Engine) reconcile(inShard func(model string) bool, tail []LoggedRound, published []Published) []status.Record {
	last := map[string]Published{} // request → its newest published assignment
	for _, p := range published {
		if q, ok := last[p.RequestID]; !ok || p.Attempt > q.Attempt || (p.Attempt == q.Attempt && p.Round > q.Round) {
			last[p.RequestID] = p
		}
	}
	planned := map[string]uint64{}  // request → round of its last planned assignment
	released := map[string]uint64{} // request → last round that listed it released (it precedes that round's plan)
	for _, r := range tail {
		for _, id := range r.Released {
			released[id] = r.Round
		}
		for _, a := range r.Assigned {
			planned[a.RequestID] = r.Round
		}
	}
	cfg := e.Config()
	nowMS := e.now().UnixMilli()
	e.mu.Lock()
	defer e.mu.Unlock()
	var out []status.Record
	var release []string
	for id, en := range e.pending {
		if !inShard(en.req.ModelID) {
			continue
		}
		rel, changed := released[id], false
		if en.state == status.StateAssigned && rel > en.round {
			en.place(placement{state: status.StateQueued})
			en.attempt++
			changed = true
			e.m.reconciled.WithLabelValues("requeued").Inc()
		}
		if p, ok := last[id]; ok {
			switch {
			case rel > p.Round:
				en.attempt = max(en.attempt, p.Attempt+1)
			case p.Attempt > en.attempt || (p.Attempt == en.attempt && (en.state != status.StateAssigned || en.round < p.Round)):
				en.place(placement{state: status.StateAssigned, worker: p.Worker, acked: true, assignedAtMS: p.AtMS,
					ackByMS: p.AtMS + cfg.AckTimeout.Milliseconds(), estimateMS: p.EstimatedLatencyMS,
					finishByMS: p.AtMS + int64(p.EstimatedLatencyMS) + cfg.ResultGrace.Milliseconds(), round: p.Round})
				en.attempt = p.Attempt
				changed = true
				e.m.reconciled.WithLabelValues("adopted").Inc()
			}
		}
		if round, ok := planned[id]; ok && rel <= round && (en.state != status.StateAssigned || en.round != round) {
			release = append(release, id)
			e.m.reconciled.WithLabelValues("released").Inc()
		}
		if changed {
			en.written, en.writtenAtMS = writtenKey{}, 0
			out = append(out, e.status(en, nowMS))
		}
	}
	slices.Sort(release)
	e.releasedNext = append(e.releasedNext, release...)
	if len(out)+len(release) > 0 {
		e.log.Info("takeover reconciled with the decision log", zap.Int("changed", len(out)), zap.Strings("released", release))
	}
	return out
}
