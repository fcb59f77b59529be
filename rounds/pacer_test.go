package rounds

import (
	"testing"
	"time"
)

func TestPacerDue(t *testing.T) {
	t0 := time.UnixMilli(1_764_500_000_000)
	ms := func(n int) time.Time { return t0.Add(time.Duration(n) * time.Millisecond) }
	const interval, gap = time.Second, 20 * time.Millisecond
	for _, c := range []struct {
		name    string
		poked   bool
		lapseAt time.Time
		want    time.Time
	}{
		{"nothing: the interval", false, time.Time{}, ms(1000)},
		{"poked: the gap", true, time.Time{}, ms(20)},
		{"a lapse before the interval", false, ms(300), ms(300)},
		{"a lapse within the gap waits for the gap", false, ms(5), ms(20)},
		{"a lapse already past waits for the gap", false, ms(-50), ms(20)},
		{"a lapse after the interval: the interval", false, ms(5000), ms(1000)},
		{"poked and a later lapse: the gap", true, ms(300), ms(20)},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := pacer{last: t0, poked: c.poked, lapseAt: c.lapseAt}
			if got := p.due(interval, gap); !got.Equal(c.want) {
				t.Fatalf("due at +%s, want +%s", got.Sub(t0), c.want.Sub(t0))
			}
		})
	}
	// A long round that left requests waiting for a slot: the next, even poked, waits
	// its length again after it ended. One that left none: the gap only.
	p := pacer{last: t0}
	p.ended(ms(300), true)
	p.poke()
	if got := p.due(interval, gap); !got.Equal(ms(600)) {
		t.Fatalf("after a saturated 300 ms round: due at +%s, want +600ms", got.Sub(t0))
	}
	p.ended(ms(300), false)
	if got := p.due(interval, gap); !got.Equal(ms(20)) {
		t.Fatalf("after a 300 ms round with free slots: due at +%s, want +20ms", got.Sub(t0))
	}
	// min_round_gap = round_interval: rounds on the interval only.
	p = pacer{last: t0, poked: true}
	if got := p.due(interval, interval); !got.Equal(ms(1000)) {
		t.Fatalf("gap = interval: due at +%s", got.Sub(t0))
	}
}

// simulate plays the loop of Engine.Run on a simulated clock: pokes at the given
// times (ms), rounds lasting roundMS each. It returns the start of every round in [0,
// endMS).
func simulate(pokes []int, roundMS, endMS int, interval, gap time.Duration) []int {
	t0 := time.UnixMilli(0)
	p := pacer{last: t0}
	var starts []int
	next := 0 // the first poke not yet delivered
	for now := 0; now < endMS; {
		// Deliver the pokes up to now (the loop's select takes them while it waits).
		for next < len(pokes) && pokes[next] <= now {
			p.poke()
			next++
		}
		due := int(p.due(interval, gap).Sub(t0).Milliseconds())
		if due > now { // sleep until due, or until the next poke wakes the loop
			now = due
			if next < len(pokes) && pokes[next] < due {
				now = pokes[next]
			}
			continue
		}
		starts = append(starts, now)
		p.began(time.UnixMilli(int64(now)))
		now += roundMS
	}
	return starts
}

// A burst of events coalesces: rounds are never closer than the gap, every poke is
// followed by a round within the gap (plus a round's length), and with no event the
// interval paces the rounds.
func TestPacerCoalescesBursts(t *testing.T) {
	const interval, gap = 1000 * time.Millisecond, 20 * time.Millisecond
	var pokes []int
	for i := range 500 { // 500 events in 100 ms, from 2000 ms
		pokes = append(pokes, 2000+i/5)
	}
	pokes = append(pokes, 4500) // one lone event
	starts := simulate(pokes, 3, 6000, interval, gap)
	for i := 1; i < len(starts); i++ {
		if d := starts[i] - starts[i-1]; d < int(gap.Milliseconds()) {
			t.Fatalf("rounds at %d and %d ms: %d ms apart, below the gap", starts[i-1], starts[i], d)
		}
		if d := starts[i] - starts[i-1]; d > int(interval.Milliseconds()) {
			t.Fatalf("rounds at %d and %d ms: %d ms apart, beyond the interval", starts[i-1], starts[i], d)
		}
	}
	inBurst := 0
	for _, s := range starts {
		if s >= 2000 && s <= 2100+int(gap.Milliseconds()) {
			inBurst++
		}
	}
	// 100 ms of events at one round per 20 ms: 5 or 6 rounds, not 500.
	if inBurst < 5 || inBurst > 6 {
		t.Fatalf("%d rounds for the burst, want 5 or 6 (starts %v)", inBurst, starts)
	}
	for _, poke := range []int{2000, 2099, 4500} {
		served := false
		for _, s := range starts {
			if s >= poke && s <= poke+int(gap.Milliseconds())+3 {
				served = true
			}
		}
		if !served {
			t.Fatalf("event at %d ms: no round within the gap (starts %v)", poke, starts)
		}
	}
}
