package audit

import (
	"fmt"
	"time"

	"github.com/infersched/infersched/decisionlog"
)

// CheckUnanchored names the failure of records that no anchor covers although they are
// older than audit.max_unanchored_age.
const CheckUnanchored = "anchor.missing"

// UnanchoredCheck finds, while a log is read in round order, the runs of records that no
// anchor covers (the anchor attached by export, which the chain check compares with the
// chain). A run fails when its newest record is older than maxAge: the anchorer had
// time to anchor it and did not. The run at the end of the log is the span being
// filled, and passes while it is young. Not safe for concurrent use.
type UnanchoredCheck struct {
	maxAge time.Duration
	now    time.Time
	run    *unanchoredRun
	fs     []decisionlog.Failure
}

type unanchoredRun struct {
	first, last uint64
	lastMS      int64
	n           int
}

// NewUnanchoredCheck checks against the clock reading now.
func NewUnanchoredCheck(maxAge time.Duration, now time.Time) *UnanchoredCheck {
	return &UnanchoredCheck{maxAge: maxAge, now: now}
}

// Add takes the next record of the log.
func (u *UnanchoredCheck) Add(rec *decisionlog.Record) {
	if rec.Shard != 0 { // only shard 0's chain is anchored (issue 27)
		return
	}
	if a := rec.Anchor; a != nil && a.FromRound <= rec.Round && rec.Round <= a.ToRound {
		u.close()
		return
	}
	if u.run == nil {
		u.run = &unanchoredRun{first: rec.Round}
	}
	u.run.last, u.run.lastMS = rec.Round, rec.TimeMS
	u.run.n++
}

func (u *UnanchoredCheck) close() {
	r := u.run
	u.run = nil
	if r == nil {
		return
	}
	age := u.now.Sub(time.UnixMilli(r.lastMS))
	if age <= u.maxAge {
		return
	}
	u.fs = append(u.fs, decisionlog.Failure{Round: r.first, Check: CheckUnanchored,
		Detail: fmt.Sprintf("rounds %d..%d (%d records) are not anchored; the newest was written %s ago, more than max_unanchored_age %s",
			r.first, r.last, r.n, age.Round(time.Second), u.maxAge)})
}

// Failures ends the log and returns what failed, in round order.
func (u *UnanchoredCheck) Failures() []decisionlog.Failure {
	u.close()
	return u.fs
}
