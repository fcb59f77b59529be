package rounds_test

import (
	"context"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire/status"
)

const testToken = "0x00000000000000000000000000000000000000cc"

// rates is a RateSource a test turns on and off (a feed fresh, then stale).
type rates struct {
	mu    sync.Mutex
	fresh []scheduler.TokenRate
}

func (r *rates) TokenRates(context.Context) []scheduler.TokenRate {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.fresh
}

func (r *rates) set(rs ...scheduler.TokenRate) { r.mu.Lock(); r.fresh = rs; r.mu.Unlock() }

// replays fails t unless the round's record replays to its decision, as audit verify
// checks: the token rates and fee bumps it priced with are in it.
func replays(t *testing.T, rec *decisionlog.Record) {
	t.Helper()
	if fs := decisionlog.Replay(rec, nil); len(fs) > 0 {
		t.Fatalf("round %d does not replay: %v", rec.Round, fs)
	}
}

func record(t *testing.T, h *daemontest.Harness) *decisionlog.Record {
	t.Helper()
	h.Sink.Mu.Lock()
	rr := h.Sink.Rounds[len(h.Sink.Rounds)-1]
	h.Sink.Mu.Unlock()
	rec, err := decisionlog.NewRecord(rr.Round, 0, rr.Snapshot, rr.Config, rr.Decision, true)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// TestTokenRequestWaitsForItsPrice: a request paid in a token waits as
// price_unavailable while the token has no fresh price, then is assigned with the rate
// in its round's record (which replays); a raised fee lifts a fee_below_cost request
// (the record carries the bump, the status the new fee); a withdrawn request is planned
// no more and ends as expired once its withdrawal takes effect.
func TestTokenRequestWaitsForItsPrice(t *testing.T) {
	src := &rates{}
	h := daemontest.NewEngine(t, daemontest.Options{Rates: src})
	h.Worker("m", 100, 4)
	now := h.Clock.Now().UnixMilli()
	add := func(id string, req scheduler.Request) {
		req.ID, req.User, req.ModelID, req.MaxTokens, req.RequiredMemoryMB = id, "0xu", "m", 64, 1000
		req.SubmittedAtMS, req.DeadlineMS = now, now+(10*time.Minute).Milliseconds()
		h.Eng.Add(req, []byte("p"), nil)
	}
	// 10 token units at 1e15 wei each: 1e16 wei, above the result gas at 20 gwei.
	add("1", scheduler.Request{FeeToken: testToken, FeeTokenAmount: scheduler.NewWei(10)})
	h.Round()
	if st := h.Sink.Status("1"); st.State != status.StatePriceUnavailable || st.FeeToken != testToken || st.Fee != "10" {
		t.Fatalf("without a price: %+v", st)
	}
	src.set(scheduler.TokenRate{Token: testToken, Answer: scheduler.NewWei(1e15), FeedDecimals: 18, TokenDecimals: 0, UpdatedAt: 1})
	h.Round()
	if st := h.Sink.Status("1"); st.State != status.StateAssigned {
		t.Fatalf("with a fresh price: %+v", st)
	}
	rec := record(t, h)
	if len(rec.Inputs.TokenRates) != 1 || rec.Inputs.TokenRates[0].Token != testToken {
		t.Fatalf("record's token rates %+v", rec.Inputs.TokenRates)
	}
	replays(t, rec)

	// A fee below its result gas waits as fee_below_cost until raised.
	add("2", scheduler.Request{PriorityFeeWei: scheduler.NewWei(1)})
	h.Round()
	st := h.Sink.Status("2")
	if st.State != status.StateQueued || st.FeeNeededWei == "" {
		t.Fatalf("fee 1 wei: %+v", st)
	}
	need, _ := new(big.Int).SetString(st.FeeNeededWei, 10)
	half := new(big.Int).Rsh(need, 1)
	h.Eng.BumpFee("2", half) // not enough yet
	h.Round()
	if st := h.Sink.Status("2"); st.State != status.StateQueued || st.Fee != half.String() {
		t.Fatalf("raised below the need: %+v", st)
	}
	h.Eng.BumpFee("2", need)
	h.Eng.BumpFee("2", big.NewInt(2)) // a lower total (an older event) changes nothing
	h.Round()
	if st := h.Sink.Status("2"); st.State != status.StateAssigned || st.Fee != need.String() {
		t.Fatalf("raised to fee_needed_wei: %+v", st)
	}
	rec = record(t, h)
	if len(rec.Inputs.FeeBumps) != 1 || rec.Inputs.FeeBumps[0].Fee.Cmp(need) != 0 {
		t.Fatalf("record's fee bumps %+v", rec.Inputs.FeeBumps)
	}
	replays(t, rec)

	// Withdrawn: never planned again; expired once its withdrawal took effect.
	add("3", scheduler.Request{PriorityFeeWei: scheduler.NewWei(1)})
	h.Eng.Withdraw("3", h.Clock.Now().Add(time.Minute).UnixMilli())
	h.Eng.BumpFee("3", need)
	h.Round()
	if st := h.Sink.Status("3"); st.State == status.StateAssigned {
		t.Fatalf("withdrawn request assigned: %+v", st)
	}
	h.Clock.Advance(2 * time.Minute)
	h.Round()
	if st := h.Sink.Status("3"); st.State != status.StateExpired {
		t.Fatalf("withdrawn past its effective time: %+v", st)
	}
	if !h.Eng.BumpFee("1", big.NewInt(9)) || h.Eng.BumpFee("3", big.NewInt(9)) {
		t.Fatal("BumpFee reports pending wrongly")
	}
}
