package rounds

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
