package rounds

import (
	"time"

	"github.com/infersched/infersched/rounds/pending"
	"github.com/infersched/infersched/scheduler"
)

// voucherOutlivesDeadline: the request's last voucher is valid up to its deadline, so
// no other attempt could be paid; it waits for that voucher's result or expires.
func (en *entry) voucherOutlivesDeadline() bool {
	return en.VoucherExpiry() > 0 && en.VoucherExpiry() >= uint64(max(en.req.DeadlineMS, 0))/1000
}

// window is one attempt's voucher window and when the engine gives up on its result.
type window struct {
	notBefore, expiry uint64 // unix seconds, inclusive
	finishByMS        int64
	ok                bool
}

// ackWindowS is how long (whole seconds, rounded up, plus one for the chain clock's
// granularity) an attempt's first voucher lasts: its ack timeout. The worker's ack
// extends it to voucher_ttl (Engine.Acknowledge); an attempt refused or never
// acknowledged frees the request for the next worker's voucher that soon.
func ackWindowS(cfg *scheduler.Config) uint64 {
	return uint64((cfg.AckTimeout.D()+time.Second-1)/time.Second) + 1
}

// fullExpiry is the expiry of a window that opens at start (unix s): voucher_ttl
// later, never past the deadline nor before notBefore.
func fullExpiry(start, notBefore uint64, deadlineMS int64, cfg *scheduler.Config) uint64 {
	deadline := uint64(max(deadlineMS, 0)) / 1000
	return max(min(start+uint64(cfg.VoucherTTL.D()/time.Second), deadline), notBefore)
}

// extendedExpiry is what the current attempt's voucher is extended to once its worker
// acknowledged it: voucher_ttl from the start of its window.
func (en *entry) extendedExpiry(cfg *scheduler.Config) uint64 {
	start := max(uint64(max(en.AssignedAtMS(), 0))/1000, en.VoucherNotBefore())
	return fullExpiry(start, en.VoucherNotBefore(), en.req.DeadlineMS, cfg)
}

// voucherWindow places the voucher of a new attempt, issued at now, after the previous
// attempt's expiry (prevExpiry, unix s; 0 for none): two vouchers of one request are
// never valid at the same block time, whatever the clocks say, so a worker whose
// assignment was taken back can never race its successor.
//
// The voucher lasts the ack timeout (ackWindowS) from the start of its window, and once
// the worker acknowledges it a voucher for the same window lasting voucher_ttl, never
// past the request's deadline, replaces it (Engine.Acknowledge). It does not depend on
// the estimate: a worker slower than estimated, or one
// whose scheduler restarts while it runs, is still paid for an honest result within
// voucher_ttl, and a result can wait for a batch. The price is that a worker that
// vanishes holds the request until its voucher lapses: its successor may run the job at
// once but is paid only after that (docs/security.md). The engine takes the assignment
// back at the estimated finish plus result_grace, counted from the window's start.
// ok is false when the window cannot open before the request's deadline.
func voucherWindow(now time.Time, prevExpiry uint64, estimateMS float64, deadlineMS int64, cfg *scheduler.Config) window {
	var notBefore uint64 // the first attempt's voucher is valid at once, whatever the chain's clock
	if prevExpiry > 0 {
		notBefore = prevExpiry + 1
	}
	deadline := uint64(max(deadlineMS, 0)) / 1000 // the router takes results while block time <= deadline
	start := max(uint64(max(now.Unix(), 0)), notBefore)
	expiry := min(max(min(start+ackWindowS(cfg), deadline), notBefore), fullExpiry(start, notBefore, deadlineMS, cfg))
	finishByMS := pending.FinishByMS(now.UnixMilli(), notBefore, estimateMS, pending.TimingOf(cfg))
	return window{notBefore: notBefore, expiry: expiry, finishByMS: finishByMS, ok: notBefore <= deadline}
}
