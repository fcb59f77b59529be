package audit

import (
	"fmt"
	"maps"
	"slices"
	"sort"
	"time"

	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/wire"
)

// CheckUnanchored names the failure of records that no anchor covers although they are
// older than audit.max_unanchored_age.
const CheckUnanchored = "anchor.missing"

// UnanchoredCheck finds, while a log is read in round order, the runs of records of each
// shard's chain (every chain is anchored on its own) that no anchor covers (the anchor attached by export, which the chain check compares with the
// chain). A run fails when its newest record is older than maxAge: the anchorer had
// time to anchor it and did not. The run at the end of the log is the span being
// filled, and passes while it is young. Not safe for concurrent use.
type UnanchoredCheck struct {
	maxAge time.Duration
	now    time.Time
	runs   map[int]*unanchoredRun // by shard
	fs     []decisionlog.Failure
}

type unanchoredRun struct {
	first, last uint64
	lastMS      int64
	n           int
}

// NewUnanchoredCheck checks against the clock reading now.
func NewUnanchoredCheck(maxAge time.Duration, now time.Time) *UnanchoredCheck {
	return &UnanchoredCheck{maxAge: maxAge, now: now, runs: map[int]*unanchoredRun{}}
}

// Add takes the next record of the log.
func (u *UnanchoredCheck) Add(rec *decisionlog.Record) {
	if a := rec.Anchor; a != nil && a.FromRound <= rec.Round && rec.Round <= a.ToRound {
		u.close(rec.Shard)
		return
	}
	r := u.runs[rec.Shard]
	if r == nil {
		r = &unanchoredRun{first: rec.Round}
		u.runs[rec.Shard] = r
	}
	r.last, r.lastMS = rec.Round, rec.TimeMS
	r.n++
}

func (u *UnanchoredCheck) close(shard int) {
	r := u.runs[shard]
	delete(u.runs, shard)
	if r == nil {
		return
	}
	chain := wire.ChainLabel(shard)
	age := u.now.Sub(time.UnixMilli(r.lastMS))
	if age <= u.maxAge {
		return
	}
	u.fs = append(u.fs, decisionlog.Failure{Round: r.first, Check: CheckUnanchored,
		Detail: fmt.Sprintf("%srounds %d..%d (%d records) are not anchored; the newest was written %s ago, more than max_unanchored_age %s",
			chain, r.first, r.last, r.n, age.Round(time.Second), u.maxAge)})
}

// Failures ends the log and returns what failed, in round order (shard by shard for
// equal rounds).
func (u *UnanchoredCheck) Failures() []decisionlog.Failure {
	for _, shard := range slices.Sorted(maps.Keys(u.runs)) {
		u.close(shard)
	}
	sort.SliceStable(u.fs, func(i, j int) bool { return u.fs[i].Round < u.fs[j].Round })
	return u.fs
}
