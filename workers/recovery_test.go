package workers

import (
	"context"
	"math"
	"testing"
	"time"

	"pgregory.net/rapid"
)

// Property: a recovered rate stays between the measured rate and 1, never falls as
// time passes without outcomes, halves the shortfall every half-life, and is the
// measured rate itself with recovery off.
func TestRecoveredProperty(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		rate := rapid.Float64Range(0, 1).Draw(rt, "rate")
		a := rapid.Int64Range(-10_000, 10_000_000).Draw(rt, "elapsed_ms")
		b := a + rapid.Int64Range(0, 10_000_000).Draw(rt, "more_ms")
		hl := time.Duration(rapid.Int64Range(1, 3_600_000).Draw(rt, "half_life_ms")) * time.Millisecond
		ra, rb := recovered(rate, a, hl), recovered(rate, b, hl)
		if ra < rate || ra > 1 || rb < ra {
			rt.Fatalf("rate %v: %v after %d ms, %v after %d ms (half-life %v)", rate, ra, a, rb, b, hl)
		}
		if got := recovered(rate, hl.Milliseconds(), hl); math.Abs((1-got)-(1-rate)/2) > 1e-12 {
			rt.Fatalf("after one half-life the shortfall is %v, want half of %v", 1-got, 1-rate)
		}
		if got := recovered(rate, b, 0); got != rate {
			rt.Fatalf("recovery off: %v, want %v", got, rate)
		}
	})
}

// Four lapses leave a worker at a completion rate of 0.41, which prices it out of every
// route, and with no work its rate never moved again. The failures fade with time: the
// same worker is back near 1 a few half-lives later, and the next outcome folds into
// the recovered rate (in Redis, as the registry keeps it).
func TestFailuresFadeWithTime(t *testing.T) {
	ctx := context.Background()
	e := newEnv(t)
	k := e.worker()
	id := idOf(k)
	e.accept(k, e.hb(k, 1))
	for range 4 {
		if err := e.reg.RecordOutcome(ctx, id, false, 0); err != nil {
			t.Fatal(err)
		}
	}
	w, _ := e.find(id)
	if want := math.Pow(0.8, 4); math.Abs(w.CompletionRate-want) > 1e-12 {
		t.Fatalf("after four failures: rate %v, want %v", w.CompletionRate, want)
	}
	hl := e.cfg.FailureHalfLife
	e.clock.Advance(hl)
	e.accept(k, e.hb(k, 2))
	w, _ = e.find(id)
	if want := 1 - (1-math.Pow(0.8, 4))/2; math.Abs(w.CompletionRate-want) > 1e-9 {
		t.Fatalf("one half-life later: rate %v, want %v", w.CompletionRate, want)
	}
	// A success now folds into the recovered rate, not the one measured at the lapses.
	if err := e.reg.RecordOutcome(ctx, id, true, 500); err != nil {
		t.Fatal(err)
	}
	w, _ = e.find(id)
	if want := 0.2 + 0.8*(1-(1-math.Pow(0.8, 4))/2); math.Abs(w.CompletionRate-want) > 1e-9 {
		t.Fatalf("a success after one half-life: rate %v, want %v", w.CompletionRate, want)
	}
	e.clock.Advance(5 * hl)
	e.accept(k, e.hb(k, 3))
	if w, _ = e.find(id); w.CompletionRate < 0.99 {
		t.Fatalf("five half-lives without a failure: rate %v, want back near 1", w.CompletionRate)
	}
}
