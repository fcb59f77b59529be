package rounds

import (
	"context"
	"errors"
	"slices"

	"github.com/infersched/infersched/scheduler"
)

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

// add counts rep, one shard's round, into the sum of a round of all shards.
func (s *Report) add(rep Report) {
	if !rep.Idle {
		s.Idle = false
	}
	if rep.Round != 0 {
		s.Round, s.Shard = rep.Round, rep.Shard
	}
	s.Planned += rep.Planned
	s.Dispatched += rep.Dispatched
	s.Throttled += rep.Throttled
	s.Reassigned += rep.Reassigned
	s.Expired += rep.Expired
	s.Invalid += rep.Invalid
	s.Failed += rep.Failed
	s.Dispatching += rep.Dispatching
}

// inRound: en belongs to round r, a round of its model's shard this replica leads.
func (e *Engine) inRound(r *round, en *entry) bool {
	return e.lead.Schedules(en.req.ModelID) && e.lead.ShardOf(en.req.ModelID) == r.shard
}

// releaseNext has the next round of en's shard list id as released. Called with mu
// held; en nil (not pending) is shard 0's.
func (e *Engine) releaseNext(en *entry, id string) {
	shard := 0
	if en != nil {
		shard = e.lead.ShardOf(en.req.ModelID)
	}
	e.releasedNext[shard] = append(e.releasedNext[shard], id)
}

// shardWorkers is ws less the workers that serve models only of other shards: a
// shard's plan cannot use them, and its record need not list them, so a shard's round
// costs what its models' workers make it cost. With one shard it is ws.
func (e *Engine) shardWorkers(shard int, ws []scheduler.Worker) []scheduler.Worker {
	serves := func(w *scheduler.Worker) bool {
		if len(w.Models) == 0 {
			return true
		}
		for _, m := range w.Models {
			if e.lead.ShardOf(m) == shard {
				return true
			}
		}
		return false
	}
	for i := range ws {
		if serves(&ws[i]) {
			continue
		}
		out := slices.Clone(ws[:i])
		for j := i + 1; j < len(ws); j++ {
			if serves(&ws[j]) {
				out = append(out, ws[j])
			}
		}
		return out
	}
	return ws
}
