package rounds

import ()

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
