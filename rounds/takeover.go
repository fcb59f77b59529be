package rounds

import (
	"context"
	"slices"

	"go.uber.org/zap"

	"github.com/infersched/infersched/rounds/pending"
	"github.com/infersched/infersched/wire/status"
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
	Assigned []LoggedAssignment
	Released []string
}

// LoggedAssignment is one planned assignment of a record.
type LoggedAssignment struct {
	RequestID, Worker string
}

// Published is an assignment as stored in the assignments stream: what its worker got.
type Published = pending.Published

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
// The rules are pending.Adopt's (pending.TakenOver). It stores the statuses of the
// requests it changed. Called once per takeover, before
// the shard counts as held (no round of the shard runs meanwhile).
func (e *Engine) TakeOver(ctx context.Context, inShard func(model string) bool, tail []LoggedRound, published []Published) error {
	out := e.reconcile(inShard, tail, published)
	if len(out) == 0 {
		return nil
	}
	r := &round{statuses: out}
	return e.writeStatuses(ctx, r)
}

// maxNotes bounds the notes kept for requests not pending at a takeover.
const maxNotes = 100_000

// note is what a takeover's log tail and assignments stream say of one request.
type note struct {
	inShard   func(model string) bool
	published *Published       // its newest published assignment, if any
	planned   *pending.Planned // its last planned assignment in the tail, if any
	released  uint64           // the last round of the tail that listed it released (0: none)
}

func (e *Engine) reconcile(inShard func(model string) bool, tail []LoggedRound, published []Published) []status.Record {
	notes := map[string]*note{}
	get := func(id string) *note {
		n := notes[id]
		if n == nil {
			n = &note{inShard: inShard}
			notes[id] = n
		}
		return n
	}
	for _, p := range published {
		n := get(p.RequestID)
		if q := n.published; q == nil || p.Attempt > q.Attempt || (p.Attempt == q.Attempt && p.Round > q.Round) {
			n.published = &p
		}
	}
	for _, r := range tail {
		for _, id := range r.Released {
			get(id).released = r.Round
		}
		for _, a := range r.Assigned {
			get(a.RequestID).planned = &pending.Planned{Worker: a.Worker, Round: r.Round}
		}
	}
	nowMS := e.now().UnixMilli()
	e.mu.Lock()
	defer e.mu.Unlock()
	if len(e.notes) > maxNotes { // requests final before their event reached this replica
		clear(e.notes)
	}
	var out []status.Record
	var release []string
	for id, n := range notes {
		en := e.pending[id]
		if en == nil {
			// Not pending here yet (this replica's feed is behind the stream): applied
			// when it is added, if it belongs to the shard then.
			e.notes[id] = n
			continue
		}
		if !inShard(en.req.ModelID) {
			continue
		}
		changed, rel := e.apply(en, n)
		if rel {
			release = append(release, id)
		}
		if changed {
			en.ForgetWritten()
			out = append(out, e.status(en, nowMS))
		}
	}
	slices.Sort(release)
	for _, id := range release {
		e.releaseNext(e.pending[id], id)
	}
	if len(out)+len(release) > 0 {
		e.log.Info("takeover reconciled with the decision log", zap.Int("changed", len(out)), zap.Strings("released", release))
	}
	return out
}

// apply brings en in line with its note (pending.Adopt of what was taken over). It
// reports whether en changed and whether its planned assignment is to be listed as
// released. Called with mu held.
func (e *Engine) apply(en *entry, n *note) (changed, release bool) {
	out := en.Adopt(pending.Evidence{Source: pending.TakenOver, Published: n.published, Released: n.released, Planned: n.planned}, e.rules(en))
	if out.Requeued {
		e.m.reconciled.WithLabelValues("requeued").Inc()
	}
	if out.Adopted {
		e.m.reconciled.WithLabelValues("adopted").Inc()
	}
	if out.Release {
		e.m.reconciled.WithLabelValues("released").Inc()
	}
	return out.Changed, out.Release
}

// rules are what pending.Adopt needs to know of en here. Called with mu held.
func (e *Engine) rules(en *entry) pending.Rules {
	cfg := e.Config()
	return pending.Rules{Timing: pending.TimingOf(&cfg), Leads: e.lead.Schedules(en.req.ModelID)}
}

// applyNote applies the note a takeover left for a request that was not pending then,
// now that it is added. Called with mu held.
func (e *Engine) applyNote(en *entry) {
	n, ok := e.notes[en.req.ID]
	if !ok {
		return
	}
	delete(e.notes, en.req.ID)
	if !n.inShard(en.req.ModelID) {
		return
	}
	changed, rel := e.apply(en, n)
	if rel {
		e.releaseNext(en, en.req.ID)
	}
	if changed {
		en.WriteNext()
	}
}
