package retryafter

import (
	"math"
	"testing"

	"pgregory.net/rapid"
)

// seedConfig is seed 000 §6's example: D = 10, P = 2000, T = 100, M = 0.2.
func seedConfig() Config {
	c := DefaultConfig()
	c.TxConfirmationMS = 100
	c.ProcessingMS = map[string]int64{DefaultModel: 2000, "llama-70b": 8000}
	return c
}

func TestQueuedSeedWorkedExamples(t *testing.T) {
	// Seed 000 §6.1, input proof, Queued: ⌈(p/D × 1000 + P + T) × 1.2 / 1000⌉.
	c := seedConfig()
	for _, tc := range []struct {
		p             int
		eta, retry    int64
		marginApplied int64 // eta × 1.2, as in the seed's table
	}{
		{0, 2100, 3, 2520},
		{1, 2200, 3, 2640},
		{10, 3100, 4, 3720},
		{100, 12100, 15, 14520},
		{1000, 102100, 123, 122520},
	} {
		eta, r := c.Queued("any-model", tc.p, 10)
		if eta != tc.eta || r != tc.retry {
			t.Errorf("Queued(p=%d) = (%d, %d), want (%d, %d)", tc.p, eta, r, tc.eta, tc.retry)
		}
		if got := withMargin(c, eta); got != tc.marginApplied {
			t.Errorf("p=%d: eta × 1.2 = %d, want %d", tc.p, got, tc.marginApplied)
		}
	}
}

func TestSeedUnitVectors(t *testing.T) {
	// test_compute_for_input_proof_post: size 100, D 20, P 2000, T 250 → 7250 → 8700 → 9 s.
	c := DefaultConfig()
	eta, r := c.Queued("m", 100, 20)
	if eta != 7250 || r != 9 {
		t.Fatalf("Queued(100, 20) = (%d, %d), want (7250, 9)", eta, r)
	}
	if got := withMargin(c, 7250); got != 8700 {
		t.Fatalf("7250 × 1.2 = %d, want 8700", got)
	}
	// TxInFlight-like: only P remains, ⌈2000 × 1.2 / 1000⌉ = 3.
	if got := c.Finalize(2000); got != 3 {
		t.Fatalf("Finalize(2000) = %d, want 3", got)
	}
	// test_eta_clamped_to_min / _to_max.
	if got := c.Finalize(0); got != c.MinSeconds {
		t.Fatalf("Finalize(0) = %d, want min %d", got, c.MinSeconds)
	}
	if got := c.Finalize(10_000_000); got != c.MaxSeconds {
		t.Fatalf("Finalize(1e7) = %d, want max %d", got, c.MaxSeconds)
	}
	// test_compute_copro_kms_backoff: 0 s → 4, 60 s → 10, 120 s → 30.
	for _, tc := range []struct{ elapsedMS, want int64 }{{0, 4}, {60_000, 10}, {120_000, 30}} {
		if got := c.Backoff(tc.elapsedMS); got != tc.want {
			t.Errorf("Backoff(%d) = %d, want %d", tc.elapsedMS, got, tc.want)
		}
	}
}

func withMargin(c Config, eta int64) int64 { return c.withMarginMS(eta) }

func TestFinalizeMarginIsExact(t *testing.T) {
	c := DefaultConfig()
	c.MaxSeconds = 1 << 40
	for _, tc := range []struct {
		margin float64
		eta    int64
		want   int64
	}{
		{0.2, 2100, 3},                // 2520
		{0.2, 7250, 9},                // 8700
		{0.2, 5000, 6},                // 6000 exactly, not 6001 → 7
		{0.2, 2500, 3},                // 3000 exactly
		{0.1, 10000, 11},              // 11000 exactly; 1.1 is not exact in binary
		{0.3, 10000, 13},              // 13000 exactly
		{0.7, 10000, 17},              // 17000 exactly
		{0.2, 5001, 7},                // 6001.2 → 6002 → 7
		{0, 1000, 1},                  //
		{0, 1001, 2},                  //
		{1, 1500, 3},                  // 3000
		{0.15, 20000, 23},             // 23000
		{0.2, 1e12, 1.2e9},            // large, still exact
		{0.123456789, 1e9, 1_123_457}, // 1 123 456 789 ms
		{0.33, 300000, 399},           // 399000
	} {
		c.SafetyMargin = tc.margin
		if got := c.Finalize(tc.eta); got != tc.want {
			t.Errorf("margin %v: Finalize(%d) = %d, want %d", tc.margin, tc.eta, got, tc.want)
		}
	}
}

func TestWithMarginMS(t *testing.T) {
	c := DefaultConfig()
	for _, tc := range []struct {
		margin   float64
		eta, out int64
	}{
		{0.2, 2100, 2520}, {0.2, 7250, 8700}, {0.2, 2200, 2640}, {0.2, 102100, 122520},
		{0.1, 3, 4}, {0.1, 10, 11}, {0.2, 1, 2}, {0, 7, 7}, {1, 7, 14},
		{0.2, saturateMS, 2767011611056432742}, // ⌈(2^61−1) × 1.2⌉
	} {
		c.SafetyMargin = tc.margin
		if got := c.withMarginMS(tc.eta); got != tc.out {
			t.Errorf("margin %v: withMarginMS(%d) = %d, want %d", tc.margin, tc.eta, got, tc.out)
		}
	}
}

func TestFinalizeEdges(t *testing.T) {
	c := DefaultConfig()
	for _, tc := range []struct {
		name string
		eta  int64
		want int64
	}{
		{"negative", -5000, 1},
		{"zero", 0, 1},
		{"one ms", 1, 1},
		{"just over a second after margin", 834, 2}, // 1000.8 → 1001 ms → 2
		{"max int64", math.MaxInt64, 300},
	} {
		if got := c.Finalize(tc.eta); got != tc.want {
			t.Errorf("%s: Finalize(%d) = %d, want %d", tc.name, tc.eta, got, tc.want)
		}
	}
	c.SafetyMargin = math.NaN() // invalid, must not panic: no margin
	if got := c.Finalize(1500); got != 2 {
		t.Errorf("NaN margin: Finalize(1500) = %d, want 2", got)
	}
}

func TestQueued(t *testing.T) {
	c := DefaultConfig() // P 2000, T 250
	for _, tc := range []struct {
		name     string
		model    string
		pos      int
		d        float64
		eta, ret int64
	}{
		{"zero drain", "m", 5, 0, 300_000, 300},
		{"zero drain, head of queue", "m", 0, 0, 300_000, 300},
		{"negative drain", "m", 5, -1, 300_000, 300},
		{"NaN drain", "m", 5, math.NaN(), 300_000, 300},
		{"infinite drain", "m", 5, math.Inf(1), 2250, 3},
		{"negative position", "m", -3, 10, 2250, 3},
		{"fractional drain rounds up", "m", 1, 3, 334 + 2250, 4}, // 333.3 → 334; 2584×1.2=3100.8
		{"float-exact quotient", "m", 3, 0.3, 10000 + 2250, 15},  // not 10001
		{"slow drain", "m", 1, 0.001, 1_000_000 + 2250, 300},
		{"huge position saturates", "m", math.MaxInt, 1e-300, saturateMS, 300},
	} {
		eta, r := c.Queued(tc.model, tc.pos, tc.d)
		if eta != tc.eta || r != tc.ret {
			t.Errorf("%s: Queued = (%d, %d), want (%d, %d)", tc.name, eta, r, tc.eta, tc.ret)
		}
	}
	c.ProcessingMS["big"] = 8000
	if eta, _ := c.Queued("big", 0, 10); eta != 8250 {
		t.Errorf("model with own P: eta %d, want 8250", eta)
	}
}

func TestPendingConfirmation(t *testing.T) {
	c := DefaultConfig() // block 12000, P 2000, T 250
	for _, tc := range []struct {
		name      string
		remaining int
		pos       int
		d         float64
		eta, ret  int64
	}{
		{"confirmed, head", 0, 0, 10, 2250, 3},
		{"two blocks", 2, 0, 10, 24000 + 2250, 32}, // 26250 × 1.2 = 31500
		{"two blocks, queued", 2, 10, 10, 24000 + 1000 + 2250, 33},
		{"negative remaining", -4, 0, 10, 2250, 3},
		{"zero drain", 2, 0, 0, 300_000, 300},
		{"absurd remaining", math.MaxInt, 0, 10, saturateMS, 300},
	} {
		eta, r := c.PendingConfirmation("m", tc.remaining, tc.pos, tc.d)
		if eta != tc.eta || r != tc.ret {
			t.Errorf("%s: PendingConfirmation = (%d, %d), want (%d, %d)", tc.name, eta, r, tc.eta, tc.ret)
		}
	}
}

func TestAssigned(t *testing.T) {
	c := DefaultConfig() // T 250; backoff 0→4, 60→10, 120→30, 300→60, 900→300
	for _, tc := range []struct {
		name         string
		est, elapsed int64
		eta, retryS  int64
	}{
		{"just started", 10_000, 0, 10_250, 13},         // 12300
		{"half way", 10_000, 5_000, 5_250, 7},           // 6300
		{"1 ms left", 10_000, 9_999, 251, 1},            // 301.2 → 1 s
		{"at expected finish", 10_000, 10_000, 4000, 4}, // overdue by 0 → B(0)
		{"overdue 59.999 s", 10_000, 69_999, 4000, 4},
		{"overdue 60 s", 10_000, 70_000, 10_000, 10},
		{"overdue 2 min", 0, 120_000, 30_000, 30},
		{"overdue 5 min", 0, 300_000, 60_000, 60},
		{"overdue 1 h", 0, 3_600_000, 300_000, 300},
		{"negative elapsed", 1000, -50, 1250, 2},
	} {
		eta, r := c.Assigned(tc.est, tc.elapsed)
		if eta != tc.eta || r != tc.retryS {
			t.Errorf("%s: Assigned(%d, %d) = (%d, %d), want (%d, %d)", tc.name, tc.est, tc.elapsed, eta, r, tc.eta, tc.retryS)
		}
	}
}

func TestBackoff(t *testing.T) {
	c := DefaultConfig()
	for _, tc := range []struct{ elapsedMS, want int64 }{
		{-1, 4}, {0, 4}, {59_999, 4}, {60_000, 10}, {119_999, 10}, {120_000, 30},
		{299_999, 30}, {300_000, 60}, {899_999, 60}, {900_000, 300}, {math.MaxInt64, 300},
	} {
		if got := c.Backoff(tc.elapsedMS); got != tc.want {
			t.Errorf("Backoff(%d) = %d, want %d", tc.elapsedMS, got, tc.want)
		}
	}
	c.BackoffSteps = nil
	if got := c.Backoff(1_000_000); got != c.MinSeconds {
		t.Errorf("empty table: Backoff = %d, want min %d", got, c.MinSeconds)
	}
	c.BackoffSteps = []Step{{ElapsedS: 30, RetryS: 20}}
	if got := c.Backoff(10_000); got != c.MinSeconds {
		t.Errorf("below first threshold: Backoff = %d, want min %d", got, c.MinSeconds)
	}
	c.BackoffSteps = []Step{{0, 1000}}
	if got := c.Backoff(0); got != c.MaxSeconds {
		t.Errorf("step above max: Backoff = %d, want max %d", got, c.MaxSeconds)
	}
}

func TestCapToDeadline(t *testing.T) {
	for _, tc := range []struct {
		name                 string
		retry, now, deadline int64
		want                 int64
	}{
		{"far deadline", 10, 0, 3_600_000, 10},
		{"1.5 s left", 10, 0, 1500, 2},       // lands at +2000 = deadline + 500
		{"exactly 2 s left", 10, 0, 2000, 3}, // lands at deadline + 1000
		{"1 ms left", 10, 0, 1, 1},
		{"at deadline", 10, 5000, 5000, 1},
		{"past deadline", 10, 9000, 5000, 1},
		{"retry already shorter", 2, 0, 10_000, 2},
		{"extreme values", 300, math.MinInt64, math.MaxInt64, 300},
		{"extreme past", 300, math.MaxInt64, math.MinInt64, 1},
	} {
		got := CapToDeadline(tc.retry, tc.now, tc.deadline)
		if got != tc.want {
			t.Errorf("%s: CapToDeadline(%d, %d, %d) = %d, want %d", tc.name, tc.retry, tc.now, tc.deadline, got, tc.want)
		}
	}
}

func TestPropertyCapToDeadline(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		retry := rapid.Int64Range(1, 1000).Draw(t, "retry")
		now := rapid.Int64Range(0, 1e13).Draw(t, "now")
		deadline := rapid.Int64Range(0, 1e13).Draw(t, "deadline")
		got := CapToDeadline(retry, now, deadline)
		if got < 1 || got > retry {
			t.Fatalf("got %d, want within [1, %d]", got, retry)
		}
		if deadline > now && now+got*1000 > deadline+1000 {
			t.Fatalf("poll at %d is more than 1 s past deadline %d", now+got*1000, deadline)
		}
		if got < retry && deadline > now && now+(got+1)*1000 <= deadline+1000 {
			t.Fatalf("cap %d is not the largest: %d also fits", got, got+1)
		}
	})
}

func genConfig(t *rapid.T) Config {
	c := DefaultConfig()
	c.MinSeconds = rapid.Int64Range(1, 100).Draw(t, "min")
	c.MaxSeconds = rapid.Int64Range(c.MinSeconds+1, 100_000).Draw(t, "max")
	c.SafetyMargin = float64(rapid.IntRange(0, 1000).Draw(t, "margin_milli")) / 1000
	c.TxConfirmationMS = rapid.Int64Range(1, 60_000).Draw(t, "T")
	c.ProcessingMS = map[string]int64{DefaultModel: rapid.Int64Range(1, 600_000).Draw(t, "P")}
	c.BlockMS = rapid.Int64Range(1, 60_000).Draw(t, "block")
	return c
}

func TestPropertyWithinBoundsAndMonotone(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := genConfig(t)
		if err := c.Validate(); err != nil {
			t.Fatalf("generated config invalid: %v", err)
		}
		d := rapid.Float64Range(0, 1e6).Draw(t, "D")
		p1 := rapid.IntRange(0, math.MaxInt).Draw(t, "p1")
		p2 := rapid.IntRange(p1, math.MaxInt).Draw(t, "p2")
		in := func(r int64, what string) {
			if r < c.MinSeconds || r > c.MaxSeconds {
				t.Fatalf("%s = %d outside [%d, %d]", what, r, c.MinSeconds, c.MaxSeconds)
			}
		}
		e1, r1 := c.Queued("m", p1, d)
		e2, r2 := c.Queued("m", p2, d)
		in(r1, "Queued")
		in(r2, "Queued")
		if r2 < r1 || e2 < e1 {
			t.Fatalf("not monotone in position: p%d → (%d, %d), p%d → (%d, %d)", p1, e1, r1, p2, e2, r2)
		}
		rem := rapid.IntRange(0, 100).Draw(t, "remaining")
		_, rp := c.PendingConfirmation("m", rem, p1, d)
		in(rp, "PendingConfirmation")
		if rp < r1 {
			t.Fatalf("waiting for confirmations (%d) gave less than queued (%d)", rp, r1)
		}
		est := rapid.Int64Range(-1000, 1e9).Draw(t, "est")
		el := rapid.Int64Range(-1000, 1e10).Draw(t, "elapsed")
		_, ra := c.Assigned(est, el)
		in(ra, "Assigned")
		eta := rapid.Int64().Draw(t, "eta")
		in(c.Finalize(eta), "Finalize")
		if eta >= 0 && eta < math.MaxInt64/4 && c.Finalize(eta) < c.Finalize(max(eta-1, 0)) {
			t.Fatalf("Finalize not monotone at %d", eta)
		}
	})
}

func TestPropertyFinalizeMatchesRational(t *testing.T) {
	// Finalize against exact rational arithmetic for margins with 3 decimals.
	rapid.Check(t, func(t *rapid.T) {
		c := DefaultConfig()
		c.MaxSeconds = math.MaxInt64
		milli := rapid.Int64Range(0, 1000).Draw(t, "margin_milli")
		c.SafetyMargin = float64(milli) / 1000
		eta := rapid.Int64Range(0, 1e12).Draw(t, "eta")
		num := eta * (1000 + milli)              // < 2^63 for eta ≤ 1e12
		ms := (num + 999) / 1000                 // ceil(eta × (1+m))
		want := max((ms+999)/1000, c.MinSeconds) // ceil_div, clamp
		if got := c.Finalize(eta); got != want {
			t.Fatalf("Finalize(%d) with margin %v = %d, want %d", eta, c.SafetyMargin, got, want)
		}
	})
}

func TestThrottledAddsProcessingAndConfirmation(t *testing.T) {
	c := DefaultConfig()
	c.SafetyMargin, c.TxConfirmationMS, c.ProcessingMS = 0.2, 500, map[string]int64{"default": 1500}
	if eta, retry := c.Throttled("m", 10_000); eta != 12_000 || retry != 15 {
		t.Fatalf("Throttled(10 s) = %d ms, %d s; want 12000 ms, 15 s (12 s × 1.2 rounded up)", eta, retry)
	}
	if eta, _ := c.Throttled("m", -5); eta != 2_000 {
		t.Fatalf("negative wait: %d ms", eta)
	}
}

func TestAssignedConfirming(t *testing.T) {
	c := DefaultConfig() // T 250, margin 0.2; backoff 0→4, 60→10
	for _, tc := range []struct {
		name               string
		est, wait, elapsed int64
		eta, retryS        int64
	}{
		// run (10000 + 250) × 1.2 = 12300, + 12000 on chain = 24300 → 25 s.
		{"just started", 10_000, 12_000, 0, 22_250, 25},
		// run 250 × 1.2 = 300 (past the inclusion estimate), chain 12000 − 5000 = 7000.
		{"included, confirming", 10_000, 12_000, 15_000, 7250, 8},
		{"1 ms before visible", 10_000, 12_000, 21_999, 251, 1},
		{"at visible: overdue by 0", 10_000, 12_000, 22_000, 4000, 4},
		{"overdue 60 s", 10_000, 12_000, 82_000, 10_000, 10},
		{"no wait is Assigned", 10_000, 0, 5_000, 5_250, 7},
		{"negatives count as 0: overdue at once", -5, -5, -5, 4000, 4},
	} {
		eta, r := c.AssignedConfirming(tc.est, tc.wait, tc.elapsed)
		if eta != tc.eta || r != tc.retryS {
			t.Errorf("%s: AssignedConfirming(%d, %d, %d) = (%d, %d), want (%d, %d)", tc.name, tc.est, tc.wait, tc.elapsed, eta, r, tc.eta, tc.retryS)
		}
		if tc.wait <= 0 {
			if e, r2 := c.Assigned(tc.est, tc.elapsed); e != eta || r2 != r {
				t.Errorf("%s: Assigned = (%d, %d), AssignedConfirming without wait = (%d, %d)", tc.name, e, r2, eta, r)
			}
		}
	}
}

// TestPropertyAssignedConfirmingNeverLiesHigh: for a running request, Retry-After is
// within [min, max], never 0; it never sends the client back before its estimate
// (unless max_seconds cuts it) and never later than the estimate with the margin
// (plus the rounding up to a whole second, or min_seconds): remaining ≤ retry·1000 <
// remaining·(1 + M) + 1000. Overdue, it is the backoff table.
func TestPropertyAssignedConfirmingNeverLiesHigh(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := genConfig(t)
		est := rapid.Int64Range(0, 1e9).Draw(t, "est")
		wait := rapid.Int64Range(0, 1e9).Draw(t, "wait")
		el := rapid.Int64Range(0, 3e9).Draw(t, "elapsed")
		eta, r := c.AssignedConfirming(est, wait, el)
		if r < c.MinSeconds || r > c.MaxSeconds || r < 1 {
			t.Fatalf("retry %d outside [%d, %d]", r, c.MinSeconds, c.MaxSeconds)
		}
		if el >= est+wait {
			if want := c.Backoff(el - est - wait); r != want {
				t.Fatalf("overdue: retry %d, want the backoff table's %d", r, want)
			}
			return
		}
		remaining := est + wait - el + c.TxConfirmationMS
		if eta != remaining {
			t.Fatalf("eta %d, want the remaining %d", eta, remaining)
		}
		if r < c.MaxSeconds && r*1000 < remaining {
			t.Fatalf("retry %d s comes before the estimate %d ms", r, remaining)
		}
		high := float64(remaining)*(1+c.SafetyMargin) + 1000
		if r > c.MinSeconds && float64(r*1000) >= high {
			t.Fatalf("retry %d s past the estimate %d ms with margin %v", r, remaining, c.SafetyMargin)
		}
	})
}

// TestOnChainMS: a result is seen W after the first block that follows its send, on the
// chain's own block grid, not a fixed T after the send.
func TestOnChainMS(t *testing.T) {
	for _, tc := range []struct {
		name                     string
		send, since, block, wait int64
		want                     int64
	}{
		// Blocks every 2 s, the last 500 ms ago: the next at +1500, then +3500.
		{"sent before the next block", 1000, 500, 2000, 2000, 1500 + 2000},
		{"sent after the next block", 1600, 500, 2000, 2000, 3500 + 2000},
		{"sent exactly at a block waits for the one after", 1500, 500, 2000, 2000, 3500 + 2000},
		// Found at a block with its send just before: in the block just made.
		{"sent 300 ms before a block made now", -300, 0, 2000, 2000, 2000},
		// Sent 1.5 s ago, the last block 1 s ago: in that block, seen 1 s from now.
		{"in the last block, seen through soon", -1500, 1000, 2000, 2000, 1000},
		// Due 5 s ago and not seen: the last block at best (made now, seen at W).
		{"late: the last block", -5000, 0, 2000, 2000, 2000},
		// Late, last block 1 s ago and W 0: the next block.
		{"late without confirmations: the next block", -5000, 1000, 2000, 0, 1000},
		{"no block time: send plus wait", 1234, 0, 0, 2000, 3234},
		{"a head from the future keeps the grid", 1000, -1500, 2000, 0, 1500},
	} {
		if got := OnChainMS(tc.send, tc.since, tc.block, tc.wait); got != tc.want {
			t.Errorf("%s: OnChainMS(%d, %d, %d, %d) = %d, want %d", tc.name, tc.send, tc.since, tc.block, tc.wait, got, tc.want)
		}
	}
}

// TestPropertyOnChainMS: the estimate is positive when there is anything to wait for,
// lands W after a block of the grid, and never before the send plus W unless the send
// is past.
func TestPropertyOnChainMS(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		block := rapid.Int64Range(1, 60_000).Draw(t, "block")
		since := rapid.Int64Range(-1e9, 1e9).Draw(t, "since")
		wait := rapid.Int64Range(0, 1e6).Draw(t, "wait")
		send := rapid.Int64Range(-1e9, 1e9).Draw(t, "send")
		got := OnChainMS(send, since, block, wait)
		if got <= 0 {
			t.Fatalf("eta %d, want > 0", got)
		}
		if ((got-wait+since)%block+block)%block != 0 {
			t.Fatalf("eta %d − wait %d is not on the block grid (since %d, block %d)", got, wait, since, block)
		}
		if send > 0 && got-wait <= send {
			t.Fatalf("eta %d: the block is not after the send %d", got, send)
		}
		if got > max(send, 0)+wait+block {
			t.Fatalf("eta %d more than a block past send %d + wait %d", got, send, wait)
		}
	})
}
