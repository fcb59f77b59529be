package devstack

import (
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/scheduler/verification"
)

// ProgressWindow is the span the progress line's rates and percentiles cover.
const ProgressWindow = time.Minute

// maxWindowEvents bounds each series of the window (the oldest go first), so that a
// heavy load cannot grow the observer without bound.
const maxWindowEvents = 1 << 18

// Progress is the progress line's content: what happened over the last Window, what
// stands now, and the totals since the start, each labelled as such in Line.
type Progress struct {
	// Window is the span the windowed figures cover: ProgressWindow, or the time since
	// the start when shorter.
	Window time.Duration
	// Over the window: decision records written (a round with nothing to plan writes
	// none), assignment messages, result events and the distinct transactions that
	// carried them (a batch settles several results in one).
	Rounds, Assignments, Results, ResultTxs int
	// ResultP50, ResultP99: request (sent, or its block time) to its result event, for
	// the results of the window.
	ResultP50, ResultP99 time.Duration
	// RetryAfterP50, RetryAfterMax: the Retry-After of the pending status records the
	// rounds wrote over the window; RetryAfterN how many there were.
	RetryAfterP50, RetryAfterMax time.Duration
	RetryAfterN                  int
	// Verification over the window, from the decision records: results drawn for
	// re-execution, disputes opened (a verifier's hash differed) and slashes (a dispute
	// the worker lost).
	Sampled, Disputes, Slashes int
	// Now: requests waiting for a worker (confirming, queued, throttled) and with one.
	Queued, Assigned int
	// Since the start.
	Requests, Completed, Expired, Refunded, Failed int
}

// Line is the one-line progress report: three labelled groups, "last 1m0s" (rates and
// percentiles over the window), "now" and "since start".
func (p Progress) Line() string {
	return fmt.Sprintf("last %s: rounds=%d assignments=%d results=%d result_txs=%d result_p50=%s result_p99=%s "+
		"retry_after_p50=%s retry_after_max=%s sampled=%d disputes=%d slashes=%d | now: queued=%d assigned=%d | "+
		"since start: requests=%d completed=%d expired=%d refunded=%d failed=%d",
		p.Window.Round(time.Second), p.Rounds, p.Assignments, p.Results, p.ResultTxs, ms(p.ResultP50), ms(p.ResultP99),
		p.RetryAfterP50, p.RetryAfterMax, p.Sampled, p.Disputes, p.Slashes, p.Queued, p.Assigned,
		p.Requests, p.Completed, p.Expired, p.Refunded, p.Failed)
}

// series is a bounded list of timed values, oldest first.
type series[T any] struct {
	at []time.Time
	v  []T
}

func (s *series[T]) add(at time.Time, v T) {
	if len(s.at) >= maxWindowEvents {
		s.at, s.v = s.at[1:], s.v[1:]
	}
	s.at, s.v = append(s.at, at), append(s.v, v)
}

// since returns the values at or after from, and drops the older ones.
func (s *series[T]) since(from time.Time) []T {
	i := 0
	for i < len(s.at) && s.at[i].Before(from) {
		i++
	}
	s.at, s.v = s.at[i:], s.v[i:]
	return s.v
}

// window holds the events of the progress line's window.
type window struct {
	rounds, assignments series[struct{}]
	results             series[time.Duration]
	resultTxs           series[common.Hash]
	retryAfter          series[time.Duration]
	sampled, disputes   series[struct{}]
	slashes             series[struct{}]
}

// onRound counts one decision record: the round, and its verification draws,
// disputes opened and slashes.
func (w *window) onRound(at time.Time, data []byte) {
	r, err := decisionlog.Decode(data, decisionlog.DefaultMaxLineBytes)
	if err != nil {
		return // a chunk of a large record, or not a record
	}
	w.rounds.add(at, struct{}{})
	if r.Verification == nil {
		return
	}
	for _, s := range r.Verification.Samples {
		if s.Sampled {
			w.sampled.add(at, struct{}{})
		}
	}
	for _, a := range r.Verification.Attestations {
		if !a.Agrees {
			w.disputes.add(at, struct{}{})
		}
	}
	for _, d := range r.Verification.Disputes {
		if d.Outcome == verification.WorkerLost {
			w.slashes.add(at, struct{}{})
		}
	}
}

// fill sets p's windowed figures from the events at or after from.
func (w *window) fill(p *Progress, from time.Time) {
	p.Rounds = len(w.rounds.since(from))
	p.Assignments = len(w.assignments.since(from))
	res := w.results.since(from)
	p.Results = len(res)
	p.ResultP50, p.ResultP99 = percentiles(res)
	txs := map[common.Hash]bool{}
	for _, h := range w.resultTxs.since(from) {
		txs[h] = true
	}
	p.ResultTxs = len(txs)
	ra := w.retryAfter.since(from)
	p.RetryAfterN = len(ra)
	var top time.Duration
	p.RetryAfterP50, top = percentiles(ra)
	for _, d := range ra {
		top = max(top, d)
	}
	p.RetryAfterMax = top
	p.Sampled = len(w.sampled.since(from))
	p.Disputes = len(w.disputes.since(from))
	p.Slashes = len(w.slashes.since(from))
}
