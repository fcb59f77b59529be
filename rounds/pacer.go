package rounds

import (
	"time"
)

// pacer decides when the next round starts: round_interval after the last
// one began at the latest; sooner when it was poked (new work arrived or capacity
// freed) or when an assignment lapses, but never sooner than min_round_gap after the
// last one began, nor, when the last round left requests waiting for a slot
// (saturation), before its length (less its dispatching, work done per assignment) has
// passed again after it ended: a saturated loop spends at most about half its time
// planning, however often freed slots poke it, instead of replanning a big backlog back
// to back. Pokes between two rounds
// coalesce into one round. It is pure: the caller hands it every time, so tests play it
// on a settable clock.
type pacer struct {
	last    time.Time     // when the last round began; zero before the first (due at once)
	poked   bool          // something asked for a round since the last one began
	lapseAt time.Time     // the earliest moment an assignment lapses; zero when none
	busy    time.Duration // how long the last round took, when it left requests waiting for a slot
}

// due is when the next round should start.
func (p *pacer) due(interval, minGap time.Duration) time.Time {
	at := p.last.Add(interval)
	earliest := p.last.Add(max(minGap, 2*p.busy))
	if p.poked && earliest.Before(at) {
		at = earliest
	}
	if !p.lapseAt.IsZero() && p.lapseAt.Before(at) {
		at = maxTime(p.lapseAt, earliest)
	}
	return at
}

// poke asks for a round as soon as the gap allows.
func (p *pacer) poke() { p.poked = true }

// began records that a round began at now: earlier pokes are served by it.
func (p *pacer) began(now time.Time) { p.last, p.poked = now, false }

// ended records that the round that began last ended at now (less its dispatching), and
// whether it left requests waiting for a slot.
func (p *pacer) ended(now time.Time, saturated bool) {
	p.busy = 0
	if saturated {
		p.busy = max(now.Sub(p.last), 0)
	}
}

// lapses records when the next assignment lapses (zero: none), as the last round left
// the pending set.
func (p *pacer) lapses(at time.Time) { p.lapseAt = at }

func maxTime(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}
