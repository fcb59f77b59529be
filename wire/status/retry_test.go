package status

import (
	"math"
	"testing"

	"pgregory.net/rapid"

	"github.com/infersched/infersched/scheduler/retryafter"
)

func TestRetryAfter(t *testing.T) {
	cfg := retryafter.DefaultConfig() // min 1, max 300, margin 0.2, block 12 s, T 250, P 2000, D 10
	const t0 = 1_010_000              // updated_at of queuedRecord
	with := func(f func(*Record)) Record {
		r := queuedRecord()
		r.DeadlineMS = 0
		f(&r)
		return r
	}
	for _, tc := range []struct {
		name       string
		rec        Record
		now        int64
		retry, eta int64
		final      bool
	}{
		{"queued as the round wrote it", with(func(*Record) {}), t0, 4, 3, false},
		{"queued aged 1.5 s", with(func(*Record) {}), t0 + 1500, 3, 2, false},
		{"queued aged 3.001 s", with(func(*Record) {}), t0 + 3001, 1, 0, false},
		{"queued aged past its estimate floors at min", with(func(*Record) {}), t0 + 60_000, 1, 0, false},
		{"clock behind updated_at counts as no age", with(func(*Record) {}), t0 - 5000, 4, 3, false},
		{"stored value above a lowered max", with(func(r *Record) { r.RetryAfterS = 500 }), t0, 300, 3, false},
		{"throttled ages the same way", with(func(r *Record) { r.State = StateThrottled; r.RetryAfterS = 20 }), t0 + 2500, 18, 1, false},
		// 3/10 s × 1000 + 2000 + 250 = 2550 ms; × 1.2 = 3060 → 4 s.
		{"queued without a stored estimate", with(func(r *Record) { r.RetryAfterS, r.ETAMS = 0, 0 }), t0, 4, 3, false},
		{"deadline caps the answer", with(func(r *Record) { r.RetryAfterS = 100; r.DeadlineMS = t0 + 5000 }), t0, 6, 3, false},
		{"deadline passed gives 1", with(func(r *Record) { r.RetryAfterS = 100; r.DeadlineMS = t0 - 1 }), t0, 1, 3, false},
		// 2 × 12000 + 0 + 2000 + 250 = 26250 ms; × 1.2 = 31500 → 32 s.
		{"pending confirmation", with(func(r *Record) {
			r.State, r.ConfirmationsRemaining, r.QueuePosition = StatePendingConfirmation, 2, 0
		}), t0, 32, 27, false},
		// 26250 − 6250 = 20000 ms; × 1.2 = 24000 → 24 s.
		{"pending confirmation aged", with(func(r *Record) {
			r.State, r.ConfirmationsRemaining, r.QueuePosition = StatePendingConfirmation, 2, 0
		}), t0 + 6250, 24, 20, false},
		// (3000 − 1000) + 250 = 2250 ms; × 1.2 = 2700 → 3 s.
		{"assigned before its expected finish", with(func(r *Record) {
			r.State, r.Worker, r.AssignedAtMS, r.EstimatedLatencyMS = StateAssigned, addrW, t0, 3000
		}), t0 + 1000, 3, 3, false},
		{"assigned overdue by 70 s uses the backoff table", with(func(r *Record) {
			r.State, r.Worker, r.AssignedAtMS, r.EstimatedLatencyMS = StateAssigned, addrW, t0, 3000
		}), t0 + 73_000, 10, 10, false},
		{"assigned overdue capped by the deadline", with(func(r *Record) {
			r.State, r.Worker, r.AssignedAtMS, r.EstimatedLatencyMS = StateAssigned, addrW, t0, 3000
			r.DeadlineMS = t0 + 74_500
		}), t0 + 73_000, 2, 10, false},
		{"completed", completedRecord(), t0, 0, 0, true},
		{"expired", with(func(r *Record) { r.State = StateExpired }), t0, 0, 0, true},
		{"failed", with(func(r *Record) { r.State = StateFailed }), t0, 0, 0, true},
		{"refunded", with(func(r *Record) { r.State = StateRefunded }), t0, 0, 0, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			retry, eta, final := RetryAfter(tc.rec, Head{}, cfg, tc.now)
			if retry != tc.retry || eta != tc.eta || final != tc.final {
				t.Fatalf("RetryAfter = (%d, %d, %v), want (%d, %d, %v)", retry, eta, final, tc.retry, tc.eta, tc.final)
			}
		})
	}
}

// A request still confirming counts its remaining blocks at the chain's measured block
// time, as the answer from a sighting does, not at the configured block_ms (12 s by
// default: on a 1 s chain the first Retry-After pointed 20 s past the request's
// assignment).
func TestPendingConfirmationCountsTheMeasuredBlockTime(t *testing.T) {
	cfg := retryafter.DefaultConfig() // block_ms 12 s, P 2000, T 250
	r := queuedRecord()
	r.DeadlineMS = 0
	r.State, r.ConfirmationsRemaining, r.QueuePosition = StatePendingConfirmation, 2, 0
	head := Head{Number: 100, BlockMS: 1000, Confirmations: 2, ObservedAtMS: r.UpdatedAtMS}
	// 2 × 1000 + 0 + 2000 + 250 = 4250 ms; × 1.2 = 5100 → 6 s. The ETA adds the
	// result's 2 confirmations: 6250 ms → 7 s.
	if retry, eta, _ := RetryAfter(r, head, cfg, r.UpdatedAtMS); retry != 6 || eta != 7 {
		t.Fatalf("RetryAfter = (%d, %d), want (6, 7) at the measured 1 s blocks", retry, eta)
	}
	sg := Sighting{RequestID: r.RequestID, Model: r.Model, BlockNumber: 100}
	if est, _ := ComputeSighting(sg, head, cfg, r.UpdatedAtMS); est.RetryAfterS != 6 {
		t.Fatalf("the sighting's answer %d s differs from the record's 6 s", est.RetryAfterS)
	}
}

// TestRetryAfterBounds: a non-final answer is within [min, max], or below min only where
// the deadline caps it, and never points more than a second past the deadline.
func TestRetryAfterBounds(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg := retryafter.DefaultConfig()
		cfg.MinSeconds = rapid.Int64Range(1, 10).Draw(t, "min")
		cfg.MaxSeconds = rapid.Int64Range(cfg.MinSeconds+1, 600).Draw(t, "max")
		states := []State{StatePendingConfirmation, StateQueued, StateThrottled, StateAssigned}
		r := queuedRecord()
		r.State = rapid.SampledFrom(states).Draw(t, "state")
		r.Worker, r.AssignedAtMS = addrW, rapid.Int64Range(1, 2_000_000).Draw(t, "assigned")
		r.EstimatedLatencyMS = rapid.Int64Range(0, 600_000).Draw(t, "latency")
		r.RetryAfterS = rapid.Int64Range(0, 10_000).Draw(t, "stored_retry")
		r.ETAMS = rapid.Int64Range(0, 10_000_000).Draw(t, "stored_eta")
		r.QueuePosition = rapid.IntRange(0, 100_000).Draw(t, "pos")
		r.ConfirmationsRemaining = rapid.IntRange(0, 64).Draw(t, "conf")
		r.UpdatedAtMS = rapid.Int64Range(0, 2_000_000).Draw(t, "updated")
		r.DeadlineMS = rapid.Int64Range(0, 3_000_000).Draw(t, "deadline")
		now := rapid.Int64Range(0, 3_000_000).Draw(t, "now")
		head := Head{
			Confirmations: uint64(rapid.IntRange(0, 1000).Draw(t, "head_conf")),
			BlockMS:       rapid.Int64Range(0, 1<<40).Draw(t, "head_block_ms"),
		}

		e := Compute(r, head, cfg, now)
		if e.Final || e.ETAMS < 0 {
			t.Fatalf("estimate %+v", e)
		}
		if e.RetryAfterS < 1 || e.RetryAfterS > cfg.MaxSeconds {
			t.Fatalf("retry %d outside [1, %d]", e.RetryAfterS, cfg.MaxSeconds)
		}
		if r.DeadlineMS == 0 || now+cfg.MinSeconds*1000 <= r.DeadlineMS+1000 {
			if e.RetryAfterS < cfg.MinSeconds {
				t.Fatalf("retry %d below min %d without a deadline cap", e.RetryAfterS, cfg.MinSeconds)
			}
		}
		if r.DeadlineMS > 0 && e.RetryAfterS > 1 && now+e.RetryAfterS*1000 > r.DeadlineMS+1000 {
			t.Fatalf("retry %d s from %d points past deadline %d", e.RetryAfterS, now, r.DeadlineMS)
		}
	})
}

// devHead is a chain head with 12 confirmations at an observed block a second.
var devHead = Head{Number: 100, Confirmations: 12, BlockMS: 1000, ObservedAtMS: 1_000_000}

// TestRetryAfterAssignedCountsResultConfirmations: an assigned request's estimate runs to
// the result the indexer publishes, head.Confirmations blocks after the block that
// includes it, not to that block (the worker's latency is its inclusion latency).
func TestRetryAfterAssignedCountsResultConfirmations(t *testing.T) {
	cfg := retryafter.DefaultConfig() // margin 0.2, T 250, backoff [0,4] [60,10] …
	const t0 = 1_010_000
	assigned := func(estMS int64) Record {
		r := queuedRecord()
		r.DeadlineMS = 0
		r.State, r.Worker, r.AssignedAtMS, r.EstimatedLatencyMS = StateAssigned, addrW, t0, estMS
		return r
	}
	for _, tc := range []struct {
		name       string
		rec        Record
		head       Head
		now        int64
		retry, eta int64
	}{
		// Included by its estimate: run = T = 250 ms × 1.2 = 300, plus the blocks still to
		// come, 12000 − (5000 − 800) = 7800, without margin: 8100 → 9 s; eta 8050.
		{"running, confirmations ahead", assigned(800), devHead, t0 + 5000, 9, 9},
		// Past the inclusion estimate but not its confirmations: not overdue.
		// 300 + 12000 − 2200 = 10100 → 11 s.
		{"past inclusion, still confirming", assigned(800), devHead, t0 + 3000, 11, 11},
		{"without a head it is overdue there", assigned(800), Head{}, t0 + 3000, 4, 4},
		// No measured latency: P (2000) instead. run (1000 + 250) × 1.2 = 1500, + 12000.
		{"no measured latency: nominal P", assigned(0), devHead, t0 + 1000, 14, 14},
		{"overdue past inclusion and confirmations by 70 s", assigned(800), devHead, t0 + 12_800 + 70_000, 10, 10},
		{"0 confirmations: the inclusion estimate alone", assigned(3000), Head{Confirmations: 0, BlockMS: 1000}, t0 + 1000, 3, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			retry, eta, final := RetryAfter(tc.rec, tc.head, cfg, tc.now)
			if retry != tc.retry || eta != tc.eta || final {
				t.Fatalf("RetryAfter = (%d, %d, %v), want (%d, %d, false)", retry, eta, final, tc.retry, tc.eta)
			}
		})
	}
	// Before assignment the Retry-After is DESIGN's (no W): the head does not move the
	// next poll. The ETA is the time to the visible result, so it counts W.
	for _, r := range []Record{queuedRecord(), func() Record { r := queuedRecord(); r.State = StatePendingConfirmation; return r }()} {
		a, b := Compute(r, devHead, cfg, t0+700), Compute(r, Head{}, cfg, t0+700)
		if a.RetryAfterS != b.RetryAfterS || a.ETAMS != b.ETAMS+devHead.ResultWaitMS() {
			t.Errorf("%s: with a head %+v, without %+v (W %d ms)", r.State, a, b, devHead.ResultWaitMS())
		}
	}
}

// TestPropertyAssignedNeverLiesHigh: for a running request (before its expected visible
// result), Retry-After is never 0, never above max_seconds, and never points past the
// expected visible result by more than the margin (plus the rounding up to a whole
// second): retry ≤ ⌈remaining·(1 + M)⌉ s, where remaining = estimated inclusion latency
// (P when none was measured) + W − elapsed + T; nor before it unless max_seconds cuts
// it. Past it, the answer is the backoff table.
func TestPropertyAssignedNeverLiesHigh(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg := retryafter.DefaultConfig()
		cfg.MinSeconds = rapid.Int64Range(1, 5).Draw(t, "min")
		cfg.MaxSeconds = rapid.Int64Range(cfg.MinSeconds+1, 600).Draw(t, "max")
		cfg.SafetyMargin = float64(rapid.IntRange(0, 100).Draw(t, "margin_pct")) / 100
		cfg.TxConfirmationMS = rapid.Int64Range(1, 5000).Draw(t, "T")
		head := Head{
			Confirmations: uint64(rapid.IntRange(0, 64).Draw(t, "conf")),
			BlockMS:       rapid.Int64Range(0, 15_000).Draw(t, "block_ms"),
		}
		r := queuedRecord()
		r.DeadlineMS = 0
		r.State, r.Worker = StateAssigned, addrW
		r.AssignedAtMS = rapid.Int64Range(1, 2_000_000).Draw(t, "assigned")
		r.EstimatedLatencyMS = rapid.Int64Range(0, 600_000).Draw(t, "latency")
		now := r.AssignedAtMS + rapid.Int64Range(-5000, 2_000_000).Draw(t, "elapsed")

		e := Compute(r, head, cfg, now)
		if e.Final || e.RetryAfterS < 1 || e.RetryAfterS > cfg.MaxSeconds {
			t.Fatalf("estimate %+v outside [1, %d]", e, cfg.MaxSeconds)
		}
		est := r.EstimatedLatencyMS
		if est == 0 {
			est = cfg.ProcessingFor(r.Model)
		}
		visible := est + int64(head.Confirmations)*head.BlockMS
		elapsed := max(now-r.AssignedAtMS, 0)
		if elapsed >= visible {
			if want := cfg.Backoff(elapsed - visible); e.RetryAfterS != want {
				t.Fatalf("overdue by %d ms: retry %d, want the backoff table's %d", elapsed-visible, e.RetryAfterS, want)
			}
			return
		}
		remaining := visible - elapsed + cfg.TxConfirmationMS
		bound := (remaining*(100+int64(math.Round(cfg.SafetyMargin*100))) + 99_999) / 100_000 // ⌈remaining·(1+M) / 1000⌉
		if e.RetryAfterS > max(bound, cfg.MinSeconds) {
			t.Fatalf("remaining %d ms (margin %v): retry %d s, above %d s", remaining, cfg.SafetyMargin, e.RetryAfterS, bound)
		}
		if e.ETAMS != remaining {
			t.Fatalf("eta %d ms, want the remaining %d ms", e.ETAMS, remaining)
		}
		if e.RetryAfterS < cfg.MaxSeconds && e.RetryAfterS*1000 < remaining {
			t.Fatalf("retry %d s comes before the estimate %d ms", e.RetryAfterS, remaining)
		}
	})
}

// The simulator's decomposition of the Retry-After error: with the chain's block grid
// known (the head's timestamp), an assigned request's ETA is the block after its
// expected send plus the result's confirmations. A fixed T after the send said 3.7 s to
// a poll made at the very block that includes the result (seen 2 s later), and a poll
// just past the estimate got the backoff table's 4 s for a result in the last block,
// seen 1 s later. The Retry-After is unchanged.
func TestAssignedETAOnTheBlockGrid(t *testing.T) {
	cfg := retryafter.DefaultConfig()
	cfg.BlockMS, cfg.TxConfirmationMS = 2000, 2000
	const t0 = 1_010_000
	assigned := func(estMS int64) Record {
		r := queuedRecord()
		r.DeadlineMS = 0
		r.State, r.Worker, r.AssignedAtMS, r.EstimatedLatencyMS = StateAssigned, addrW, t0, estMS
		return r
	}
	head := func(blockAt int64) Head {
		return Head{Number: uint64(blockAt / 2000), TimestampMS: blockAt, BlockMS: 2000, Confirmations: 1, ObservedAtMS: blockAt}
	}
	for _, tc := range []struct {
		name      string
		rec       Record
		head      Head
		now       int64
		eta       int64
		retryLike Head // the Retry-After is the one without the grid
	}{
		{"sent 300 ms before the block made now", assigned(4000), head(t0 + 4300), t0 + 4300, 2000, Head{BlockMS: 2000, Confirmations: 1}},
		{"in the last block, 1 s ago", assigned(4500), head(t0 + 6000), t0 + 7000, 1000, Head{BlockMS: 2000, Confirmations: 1}},
		{"running: the block after the send", assigned(3500), head(t0), t0 + 1000, 3000 + 2000, Head{BlockMS: 2000, Confirmations: 1}},
		{"voucher not open yet: the send counts from it", func() Record {
			r := assigned(1000)
			r.VoucherNotBefore = uint64((t0 + 5000) / 1000)
			return r
		}(), head(t0), t0 + 1000, 7000 + 2000, Head{BlockMS: 2000, Confirmations: 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := Compute(tc.rec, tc.head, cfg, tc.now)
			if e.ETAMS != tc.eta {
				t.Errorf("eta %d ms, want %d", e.ETAMS, tc.eta)
			}
			if old := Compute(tc.rec, tc.retryLike, cfg, tc.now); e.RetryAfterS != old.RetryAfterS {
				t.Errorf("retry %d s, want %d s as without the block grid", e.RetryAfterS, old.RetryAfterS)
			}
		})
	}
}

// A confirming request's ETA counts its own processing time (the caller's, from its
// tokens at its model's rates) and the chain's block grid, and its Retry-After is that
// ETA with the margin: a requester told to come back at the pending-confirmation
// model's time polled again while its result was still blocks away.
func TestComputeSightingWithCountsTheRequestsWork(t *testing.T) {
	cfg := retryafter.DefaultConfig() // P 2000, T 250, margin 0.2
	const t0 = 1_010_000
	sg := Sighting{RequestID: "1", BlockNumber: 99, Model: "m", DeadlineMS: t0 + 600_000}
	head := Head{Number: 100, TimestampMS: t0 - 400, BlockMS: 1000, Confirmations: 2, ObservedAtMS: t0 - 400}
	// Published at the block 600 ms from now, run 4 s: sent at +4600, in the block at
	// +5600, seen 2 s later.
	e, remaining := ComputeSightingWith(sg, head, cfg, 4000, t0)
	if remaining != 1 || e.ETAMS != 7600 {
		t.Errorf("ComputeSightingWith = %+v (%d to go), want eta 7600 ms, 1 to go", e, remaining)
	}
	if want := cfg.Finalize(7600); e.RetryAfterS != want || want != 10 {
		t.Errorf("Retry-After %d, want %d: the ETA 7600 ms with the margin", e.RetryAfterS, want)
	}
	nominal, _ := ComputeSighting(sg, head, cfg, t0)
	// processing_ms on the grid: sent at +2600, in the block after (+3600), seen at +5600.
	if nominal.ETAMS != 5600 {
		t.Errorf("ComputeSighting eta %d ms, want 5600", nominal.ETAMS)
	}
	// Without the head's timestamp: the sum with the request's P.
	head.TimestampMS = 0
	if e, _ := ComputeSightingWith(sg, head, cfg, 4000, t0); e.ETAMS != 1000-400+4000+250+2000 {
		t.Errorf("without a block grid eta %d ms, want %d", e.ETAMS, 1000-400+4000+250+2000)
	}
}

// A batched result is sent anywhere from the end of its work to a whole batch wait
// later, which may be one block or the next: the ETA lies between their times, at
// the same relative error from either, and is the block's own time when the whole
// window falls in one block. The Retry-After aims at the last block.
func TestComputeSightingRunBetweenBlocks(t *testing.T) {
	cfg := retryafter.DefaultConfig()
	const t0 = 1_010_000
	sg := Sighting{RequestID: "1", BlockNumber: 99, Model: "m", DeadlineMS: t0 + 600_000}
	head := Head{Number: 100, TimestampMS: t0 - 400, BlockMS: 1000, Confirmations: 2, ObservedAtMS: t0 - 400}
	// Published at +600. Sent from +4600 (the block at +5600, seen at +7600) to +6600
	// (the block at +7600, seen at +9600).
	e, _ := ComputeSightingRun(sg, head, cfg, Run{ProcessingMS: 4500, SendFromMS: 4000, SendByMS: 6000}, t0)
	const lo, hi = 7600.0, 9600.0
	if e.ETAMS <= lo || e.ETAMS >= hi {
		t.Fatalf("eta %d ms, want strictly between %v and %v", e.ETAMS, lo, hi)
	}
	errLo, errHi := (float64(e.ETAMS)-lo)/lo, (hi-float64(e.ETAMS))/hi
	if math.Abs(errLo-errHi) > 1e-3 || math.Abs(errLo-(hi-lo)/(hi+lo)) > 1e-3 {
		t.Errorf("eta %d ms: relative errors %.4f (first block) and %.4f (last), want both (hi−lo)/(hi+lo) = %.4f",
			e.ETAMS, errLo, errHi, (hi-lo)/(hi+lo))
	}
	if want := cfg.Finalize(int64(hi)); e.RetryAfterS != want || want == cfg.Finalize(e.ETAMS) {
		t.Errorf("Retry-After %d, want %d: the last block's time with the margin, not the ETA's", e.RetryAfterS, want)
	}
	// A window inside one block: that block's time.
	if e, _ := ComputeSightingRun(sg, head, cfg, Run{ProcessingMS: 4200, SendFromMS: 4000, SendByMS: 4300}, t0); e.ETAMS != 7600 {
		t.Errorf("window in one block: eta %d ms, want 7600", e.ETAMS)
	}
	// No window: ProcessingMS, as ComputeSightingWith counts it.
	want, _ := ComputeSightingWith(sg, head, cfg, 4500, t0)
	for _, run := range []Run{{ProcessingMS: 4500}, {ProcessingMS: 4500, SendFromMS: 6000, SendByMS: 4000}} {
		if e, _ := ComputeSightingRun(sg, head, cfg, run, t0); e != want {
			t.Errorf("%+v: %+v, want %+v", run, e, want)
		}
	}
	// Without a block grid the window does not count: the sum with ProcessingMS.
	head.TimestampMS = 0
	if e, _ := ComputeSightingRun(sg, head, cfg, Run{ProcessingMS: 4500, SendFromMS: 4000, SendByMS: 6000}, t0); e.ETAMS != 1000-400+4500+250+2000 {
		t.Errorf("without a block grid eta %d ms, want %d", e.ETAMS, 1000-400+4500+250+2000)
	}
}
