package rounds

import (
	"context"
	"math/big"

	"github.com/infersched/infersched/scheduler"
)

// RateSource supplies the prices of the tokens fees are paid in, once per round: the
// fresh ones only (a token whose feed is stale or unreadable is left out, and its
// requests wait as price_unavailable). Implemented by package pricefeed. It has no
// error: a source that cannot read answers what it knows to be fresh, or nothing.
type RateSource interface {
	TokenRates(ctx context.Context) []scheduler.TokenRate
}

// BumpFee raises a pending request's fee to fee (its new total, in its currency): the
// next round scores it, prices it against its result gas and writes its status with it.
// A fee at or below the one the engine holds changes nothing. It reports whether the
// request is pending here.
func (e *Engine) BumpFee(requestID string, fee *big.Int) bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	en, ok := e.pending[requestID]
	if !ok {
		return false
	}
	if fee.Cmp(&en.fee().Int) <= 0 {
		return true
	}
	en.BumpFee(scheduler.WeiFromBig(fee))
	if en.Waiting() {
		e.Wake() // a request left below its cost may be assignable now
	}
	return true
}

// Withdraw stops scheduling a pending request its requester withdrew (the router takes
// no result from effectiveAtMS on): it is planned no more; an assignment already out may
// still bring a result until then; past effectiveAtMS (and the result wait) it ends as
// expired, for the keeper to refund. It reports whether the request is pending here.
func (e *Engine) Withdraw(requestID string, effectiveAtMS int64) bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	en, ok := e.pending[requestID]
	if !ok {
		return false
	}
	en.Withdraw(effectiveAtMS)
	return true
}

// fee is the request's fee now, in its currency: its raised total, or the one it was
// made with.
func (en *entry) fee() *scheduler.Wei {
	if en.FeeBump() != nil {
		return en.FeeBump()
	}
	return en.req.FeeAmount()
}

// endMS is when the request stops taking results: its deadline, or its withdrawal's
// effective time when earlier.
func (en *entry) endMS() int64 {
	if en.WithdrawAtMS() > 0 && en.WithdrawAtMS()-1000 < en.req.DeadlineMS {
		return en.WithdrawAtMS() - 1000 // the router takes a result while block time < withdrawAt
	}
	return en.req.DeadlineMS
}

// waiting is the request as the quote ranks it: with its raised fee in place.
func (en *entry) waiting() scheduler.Request {
	r := en.req
	if en.FeeBump() != nil {
		if r.FeeToken != "" {
			r.FeeTokenAmount = *en.FeeBump()
		} else {
			r.PriorityFeeWei = *en.FeeBump()
		}
	}
	return r
}

// voucherOutlivesDeadline: the request's last voucher is valid up to its deadline, so
// no other attempt could be paid; it waits for that voucher's result or expires.
func (en *entry) voucherOutlivesDeadline() bool {
	return en.VoucherExpiry() > 0 && en.VoucherExpiry() >= uint64(max(en.req.DeadlineMS, 0))/1000
}
