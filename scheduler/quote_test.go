package scheduler

import (
	"math/big"
	"testing"
)

// TestQuoteFeeNeededIsTheRounds: the quote's fee_needed_wei is, to the wei, what the
// round asks of the same request (settled alone) as fee_below_cost, callback included.
func TestQuoteFeeNeededIsTheRounds(t *testing.T) {
	for _, cb := range []uint32{0, 1, 120_000, MaxCallbackGasLimit} {
		ws := []Worker{worker("0x1", 100, 0, 4, "m")}
		d := planOne(t, DefaultConfig(), []Request{cbReq("a", 1, cb)}, ws)
		if len(d.Skipped) != 1 || d.Skipped[0].Reason != ReasonFeeBelowCost {
			t.Fatalf("callback %d: skipped %+v", cb, d.Skipped)
		}
		q := QuoteFor(DefaultConfig(), QuoteInput{Model: "m", MaxTokens: 128, CallbackGas: cb, NowMS: 100_000, GasPriceGwei: 10, Workers: ws})
		if q.FeeNeededWei != d.Skipped[0].FeeNeededWei {
			t.Fatalf("callback %d: quote %s, round %s", cb, q.FeeNeededWei, d.Skipped[0].FeeNeededWei)
		}
		if q.SuggestedFeeWei != q.FeeNeededWei || q.LiveWorkers != 1 || q.FreeSlots != 4 || q.QueuePosition != 0 {
			t.Fatalf("callback %d: empty queue: %+v", cb, q)
		}
	}
}

// TestQuoteSuggestedFeeIsServed: with one free slot and three requests waiting, the
// suggested fee gets a new request assigned by the next round, a fee a little below it
// does not, and both are above the fee needed.
func TestQuoteSuggestedFeeIsServed(t *testing.T) {
	cfg := DefaultConfig()
	ws := []Worker{worker("0x1", 100, 3, 4, "m"), worker("0x2", 100, 0, 4, "other"), worker("0x3", 100, 0, 4, "m")}
	ws[2].LastHeartbeatMS = 0 // stale
	waiting := []Request{req("w1", "m", 1e16, 0), req("w2", "m", 3e16, 0), req("w3", "m", 2e16, 0)}
	q := QuoteFor(cfg, QuoteInput{Model: "m", MaxTokens: 64, NowMS: 100_000, GasPriceGwei: 10, Workers: ws, Waiting: waiting, DrainRateTPS: 0.5, Confirmations: 2})
	if q.LiveWorkers != 1 || q.FreeSlots != 1 || q.QueuePosition != 3 {
		t.Fatalf("quote %+v", q)
	}
	if q.ETAMS <= q.SuggestedETAMS {
		t.Fatalf("eta %d at the fee needed, %d at the suggested fee", q.ETAMS, q.SuggestedETAMS)
	}
	suggested, _ := new(big.Int).SetString(q.SuggestedFeeWei, 10)
	needed, _ := new(big.Int).SetString(q.FeeNeededWei, 10)
	if suggested.Cmp(needed) <= 0 {
		t.Fatalf("suggested %s, needed %s", suggested, needed)
	}
	assigned := func(fee *big.Int) bool {
		n := req("new", "m", 0, 0)
		n.PriorityFeeWei, n.SubmittedAtMS, n.DeadlineMS = WeiFromBig(fee), 100_000, 1_000_000
		d := planOne(t, cfg, append([]Request{n}, waiting...), ws)
		for _, a := range d.Assigned {
			if a.RequestID == "new" {
				return true
			}
		}
		return false
	}
	if !assigned(suggested) {
		t.Fatalf("a request paying the suggested %s wei was not assigned", suggested)
	}
	less := new(big.Int).Sub(suggested, new(big.Int).Div(suggested, big.NewInt(100)))
	if assigned(less) {
		t.Fatalf("a request paying 1%% less than the suggested fee (%s wei) was assigned", less)
	}
}

// On an L2 the quote's fee_needed_wei counts the L1 data fee of the request's result
// item exactly as the round's does, for a short and a long answer.
func TestQuoteCountsTheL1DataFee(t *testing.T) {
	l1 := &L1Fee{WeiPerByte: NewWei(100_000_000_000), FixedWei: NewWei(50_000_000_000_000)}
	for _, maxTokens := range []uint32{16, 4096} {
		r := cbReq("a", 1, 50_000)
		r.MaxTokens = maxTokens
		ws := []Worker{worker("0x1", 100, 0, 4, "m")}
		s := &Snapshot{NowMS: 100_000, GasPriceGwei: 10, Requests: []Request{r}, Workers: ws, L1Fee: l1}
		if err := s.Validate(); err != nil {
			t.Fatal(err)
		}
		d := Plan(s, DefaultConfig())
		if len(d.Skipped) != 1 || d.Skipped[0].Reason != ReasonFeeBelowCost {
			t.Fatalf("max_tokens %d: skipped %+v", maxTokens, d.Skipped)
		}
		q := QuoteFor(DefaultConfig(), QuoteInput{Model: "m", MaxTokens: maxTokens, CallbackGas: 50_000, NowMS: 100_000, GasPriceGwei: 10, Workers: ws, L1Fee: l1})
		if q.FeeNeededWei != d.Skipped[0].FeeNeededWei {
			t.Fatalf("max_tokens %d: quote %s, round %s", maxTokens, q.FeeNeededWei, d.Skipped[0].FeeNeededWei)
		}
		onL1 := QuoteFor(DefaultConfig(), QuoteInput{Model: "m", MaxTokens: maxTokens, CallbackGas: 50_000, NowMS: 100_000, GasPriceGwei: 10, Workers: ws})
		if q.FeeNeededWei == onL1.FeeNeededWei {
			t.Fatalf("max_tokens %d: the L1 data fee changed nothing (%s)", maxTokens, q.FeeNeededWei)
		}
	}
}

// TestQuoteETACountsTheResultsConfirmations: the quote's ETA is to the visible result,
// so each confirmation counts twice (the request's, then the result's), while its
// Retry-After is the pending_confirmation model's, which counts the request's alone.
func TestQuoteETACountsTheResultsConfirmations(t *testing.T) {
	cfg := DefaultConfig()
	ws := []Worker{worker("0x1", 100, 0, 4, "m")}
	in := QuoteInput{Model: "m", MaxTokens: 64, NowMS: 100_000, GasPriceGwei: 10, Workers: ws}
	q0 := QuoteFor(cfg, in)
	in.Confirmations = 3
	q3 := QuoteFor(cfg, in)
	block := cfg.RetryAfter.BlockMS
	if got := q3.ETAMS - q0.ETAMS; got != 2*3*block {
		t.Fatalf("3 confirmations add %d ms to the ETA, want %d (3 blocks before the round, 3 after the result)", got, 2*3*block)
	}
	if got := q3.SuggestedETAMS - q0.SuggestedETAMS; got != 2*3*block {
		t.Fatalf("3 confirmations add %d ms to the suggested ETA, want %d", got, 2*3*block)
	}
	_, want := cfg.RetryAfter.PendingConfirmationWith(q3.ProcessingMS, 3, q3.QueuePosition, cfg.RetryAfter.DefaultDrainRateTPS)
	if q3.RetryAfterS != want {
		t.Fatalf("Retry-After %d s, want the pending_confirmation model's %d s", q3.RetryAfterS, want)
	}
}
