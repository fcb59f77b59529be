package pending

import "github.com/infersched/infersched/wire/status"

// written is what the status bucket last got for a request (the parts a round
// compares), so that a request whose place and estimate did not move is not rewritten
// every round.
type written struct {
	state            status.State
	position, retryS int
	attempt          int
	feeNeeded        string
	priceUnavailable bool
	fee              string
	reason           string
}

// fromStatus is what a status record says was written.
func fromStatus(rec *status.Record) written {
	return written{state: rec.State, position: rec.QueuePosition, retryS: int(rec.RetryAfterS), attempt: rec.Attempt}
}

// Rewrite reports whether a round at nowMS is to write the status of a request it left
// queued (Skip), whose fee is fee, and if so notes it written. Readers age the stored
// estimate from its updated_at_ms, so an unchanged status is rewritten once half its
// Retry-After has passed, and a changed one at once; but when only its place or
// estimate moved, at most once per intervalMS (round_interval), and a small move (under
// a quarter of the place and of the Retry-After) waits, like no move, for half the
// Retry-After, so that a long queue whose places all shift a little each round is not
// rewritten whole every interval.
func (r *Record) Rewrite(fee string, nowMS, intervalMS int64) bool {
	key := written{state: r.state, position: r.position, retryS: int(r.retryS), attempt: r.attempt, feeNeeded: r.feeNeeded,
		priceUnavailable: r.priceUnavailable, fee: fee, reason: r.reason}
	age := nowMS - r.writtenAtMS
	if key == r.written && age < r.retryS*500 {
		return false
	}
	w := r.written
	moved := key.state == w.state && key.attempt == w.attempt && key.feeNeeded == w.feeNeeded &&
		key.priceUnavailable == w.priceUnavailable && key.fee == w.fee && key.reason == w.reason
	if moved && key != w && (age < intervalMS || smallMove(w, key) && age < r.retryS*500) {
		return false
	}
	r.written, r.writtenAtMS = key, nowMS
	return true
}

// smallMove: from was to's place and Retry-After, and neither moved by a quarter or more.
func smallMove(from, to written) bool {
	small := func(a, b int) bool { return 4*abs(a-b) < max(a, b) }
	return small(from.position, to.position) && small(from.retryS, to.retryS)
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// ForgetWritten forgets what the status bucket got: a takeover changed the request, and
// the next comparison (Rewrite) is against nothing.
func (r *Record) ForgetWritten() { r.written, r.writtenAtMS = written{}, 0 }

// WriteNext is ForgetWritten of a request a takeover changed after it was added: the
// next round writes its status if it is assigned (TakeUnwritten).
func (r *Record) WriteNext() {
	r.ForgetWritten()
	r.unwritten = true
}

// TakeUnwritten reports whether the status is still to be written since WriteNext, and
// notes it written.
func (r *Record) TakeUnwritten() bool {
	u := r.unwritten
	r.unwritten = false
	return u
}
