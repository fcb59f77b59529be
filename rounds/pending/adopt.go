package pending

import "github.com/infersched/infersched/wire/status"

// Source is where evidence of an assignment made elsewhere comes from.
type Source int

const (
	// Restored: the request's status record, read when the pending set is rebuilt at a
	// start. Applied to a request just taken in (New).
	Restored Source = iota + 1
	// Observed: a status record written by whichever replica runs the request's shard,
	// seen live.
	Observed
	// TakenOver: what a takeover reads of the last holder's work: its decision log's
	// tail and the assignments it published.
	TakenOver
)

// Published is an assignment as stored in the assignments stream: what its worker got.
type Published struct {
	RequestID, Worker  string
	Attempt            int
	Round              uint64
	AtMS               int64 // when the stream stored it
	EstimatedLatencyMS float64
	VoucherExpiry      uint64 // its voucher's expiry (unix s): the next attempt's starts after it
	VoucherNotBefore   uint64 // its voucher's opening (unix s; 0: at once)
}

// Planned is an assignment a logged round planned.
type Planned struct {
	Worker string
	Round  uint64
}

// Evidence is what one outside source says of a request.
type Evidence struct {
	Source Source
	// Status: Restored and Observed.
	Status status.Record
	// TakenOver: the newest published assignment (nil: none), the last logged round
	// that listed the request released (0: none), and its last planned assignment in the
	// tail (nil: none).
	Published *Published
	Released  uint64
	Planned   *Planned
}

// Rules are what Adopt needs of the config and of the replica.
type Rules struct {
	Timing
	// Leads: this replica runs the request's shard.
	Leads bool
}

// Outcome is what Adopt did.
type Outcome struct {
	// Changed: the record changed (its status is to be written, or the write that was
	// observed is now the one this replica holds).
	Changed bool
	// Ended: the record is final: the caller forgets the request.
	Ended bool
	// Adopted: an assignment made elsewhere was taken as live; Requeued: one held here
	// was released elsewhere and the request queued again.
	Adopted, Requeued bool
	// Release: the request's planned assignment in the tail never went out and no later
	// round released it: the next round is to list it as released.
	Release bool
}

// elsewhere is an assignment another replica (or this one before a restart) made.
type elsewhere struct {
	worker       string
	attempt      int
	round        uint64
	assignedAtMS int64
	estimateMS   float64
	notBefore    uint64
}

// newer: a is a later attempt than the record's current one, or the same attempt that
// the record does not hold assigned (or holds from an earlier round).
func (r *Record) newer(attempt int, round uint64) bool {
	return attempt > r.attempt || (attempt == r.attempt && (r.state != status.StateAssigned || r.round < round))
}

// assignedElsewhere is the one rule for an assignment this replica did not make:
// acknowledgements are not stored, so it is assumed acknowledged (Assumed), and taken
// back only past its estimated finish plus result_grace (FinishByMS); its ack deadline
// counts from the assignment.
func (r *Record) assignedElsewhere(a elsewhere, t Timing) {
	r.state, r.worker, r.acked, r.assumed = status.StateAssigned, a.worker, true, true
	r.attempt, r.round, r.assignedAtMS, r.estimateMS, r.voucherNotBefore = a.attempt, a.round, a.assignedAtMS, a.estimateMS, a.notBefore
	r.ackByMS = a.assignedAtMS + t.AckTimeoutMS
	r.finishByMS = FinishByMS(a.assignedAtMS, a.notBefore, a.estimateMS, t)
}

func fromRecord(rec *status.Record) elsewhere {
	return elsewhere{worker: rec.Worker, attempt: rec.Attempt, round: rec.Round, assignedAtMS: rec.AssignedAtMS,
		estimateMS: float64(rec.EstimatedLatencyMS), notBefore: rec.VoucherNotBefore}
}

// Adopt brings the record in line with what an outside source says of it (and a status
// record it takes is what the status bucket holds: Rewrite compares against it):
//
//   - Restored (the request was pending when the process stopped): its attempt, its
//     failed workers and its voucher window as recorded, and a recorded assignment
//     taken as made elsewhere, keeping its Retry-After.
//   - Observed: a final record ends the request (Ended), but for a result (every
//     replica ends a completed request from the result in its own stream, which it keeps
//     for the verification draw) and an expiry while this replica leads (the holder
//     decides its own expiries); a newer assignment (later attempt, or the same attempt
//     not held assigned here) is taken as made elsewhere, with the record's Retry-After
//     and arrival; the same assignment with its voucher extended records the ack its
//     holder took (Assumed turns false); a queued or throttled record of a later attempt
//     queues the request again. Anything older changes nothing.
//   - TakenOver: an assignment held here that a later logged round released is queued
//     again with attempt + 1 (Requeued); a published assignment newer than what is held
//     and not released since is taken as made elsewhere (Adopted), its place, arrival and
//     Retry-After unknown until the next write; one released since only spends its
//     attempt (a request is never planned again under an attempt already published); a
//     planned assignment that no later round released and that is not live here is to be
//     listed as released (Release). The voucher window only grows by what went out.
func (r *Record) Adopt(ev Evidence, rules Rules) Outcome {
	switch ev.Source {
	case Restored:
		out := r.restore(&ev.Status, rules)
		r.written, r.writtenAtMS = fromStatus(&ev.Status), ev.Status.UpdatedAtMS
		return out
	case Observed:
		out := r.observe(&ev.Status, rules)
		if out.Changed && !out.Ended {
			r.written, r.writtenAtMS = fromStatus(&ev.Status), ev.Status.UpdatedAtMS
		}
		return out
	case TakenOver:
		return r.takeOver(&ev, rules)
	}
	return Outcome{}
}

func (r *Record) restore(rec *status.Record, rules Rules) Outcome {
	r.attempt = max(rec.Attempt, 1)
	r.failedBy = restoredFailures(rec.FailedBy)
	r.voucherExpiry, r.voucherNotBefore = rec.VoucherExpiry, rec.VoucherNotBefore
	if rec.State == status.StateAssigned && rec.Worker != "" {
		a := fromRecord(rec)
		a.attempt = r.attempt
		r.assignedElsewhere(a, rules.Timing)
		r.retryS = rec.RetryAfterS
		return Outcome{Changed: true, Adopted: true}
	}
	return Outcome{Changed: true}
}

func (r *Record) observe(rec *status.Record, rules Rules) Outcome {
	switch {
	case rec.State.Final():
		if rec.State == status.StateCompleted || (rec.State == status.StateExpired && rules.Leads) {
			return Outcome{}
		}
		r.state = rec.State
		return Outcome{Changed: true, Ended: true}
	case rec.State == status.StateAssigned && rec.Worker != "" && r.newer(rec.Attempt, rec.Round):
		r.assignedElsewhere(fromRecord(rec), rules.Timing)
		r.retryS, r.etaMS = rec.RetryAfterS, rec.ETAMS
		r.voucherExpiry = max(r.voucherExpiry, rec.VoucherExpiry)
		return Outcome{Changed: true, Adopted: true}
	case rec.State == status.StateAssigned && rec.Attempt == r.attempt && r.state == status.StateAssigned &&
		rec.Worker == r.worker && rec.VoucherExpiry > r.voucherExpiry:
		// The holder stores the extension before it answers the ack: no later attempt's
		// voucher may open before its expiry, and the ack is taken.
		r.voucherExpiry, r.acked, r.assumed = rec.VoucherExpiry, true, false
		return Outcome{Changed: true}
	case (rec.State == status.StateQueued || rec.State == status.StateThrottled || rec.State == status.StatePriceUnavailable) &&
		rec.Attempt > r.attempt:
		r.state, r.worker, r.acked, r.assumed, r.attempt = status.StateQueued, "", false, false, rec.Attempt
		return Outcome{Changed: true}
	}
	return Outcome{}
}

func (r *Record) takeOver(ev *Evidence, rules Rules) Outcome {
	var out Outcome
	rel := ev.Released
	if r.state == status.StateAssigned && rel > r.round {
		r.place(Placement{state: status.StateQueued})
		r.attempt++
		out.Changed, out.Requeued = true, true
	}
	if p := ev.Published; p != nil {
		r.voucherExpiry = max(r.voucherExpiry, p.VoucherExpiry) // it went out: no other voucher overlaps it
		switch {
		case rel > p.Round:
			r.attempt = max(r.attempt, p.Attempt+1)
		case r.newer(p.Attempt, p.Round):
			r.assignedElsewhere(elsewhere{worker: p.Worker, attempt: p.Attempt, round: p.Round, assignedAtMS: p.AtMS,
				estimateMS: p.EstimatedLatencyMS, notBefore: p.VoucherNotBefore}, rules.Timing)
			r.position, r.retryS, r.etaMS = 0, 0, 0
			out.Changed, out.Adopted = true, true
		}
	}
	if a := ev.Planned; a != nil && rel <= a.Round &&
		(r.state != status.StateAssigned || (r.round != a.Round && r.worker != a.Worker)) {
		out.Release = true
	}
	return out
}

// restoredFailures is a status record's failed_by, the newest
// scheduler.MaxExcludedPerRequest.
func restoredFailures(fs []status.Failure) []failure {
	if len(fs) > maxFailures {
		fs = fs[len(fs)-maxFailures:]
	}
	var out []failure
	for _, f := range fs {
		out = append(out, failure{worker: f.Worker, attempt: f.Attempt})
	}
	return out
}
