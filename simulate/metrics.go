package simulate

import (
	"math"
	"slices"
	"time"
)

// PolicyResult is what one policy did with the trace. The first seven members are the
// pinned output; the rest explain them.
type PolicyResult struct {
	// P50MS and P99MS: time from the request sent (t_ms) to its result seen on chain
	// (its block and the confirmations after it), over the completed requests.
	P50MS int64 `json:"p50_ms"`
	P99MS int64 `json:"p99_ms"`
	// DeadlineMisses: requests without a result in a block by their deadline.
	DeadlineMisses int64 `json:"deadline_misses"`
	// UnmeetableRequests: the trace's requests whose deadline no class of the fleet
	// could meet at its nominal rates, idle and warm (the same for every policy);
	// DeadlineMissesUnmeetable: how many of the misses are of those.
	UnmeetableRequests       int64 `json:"unmeetable_requests"`
	DeadlineMissesUnmeetable int64 `json:"deadline_misses_unmeetable"`
	// DeadlineMissesFloor: the trace's requests whose result would be in a block after
	// the deadline even at best, dispatched the moment they are visible to the run's
	// fastest worker, warm and alone, with their first attempt's draw of the job noise
	// (the same for every policy). No policy misses fewer, save by a later attempt that
	// draws a faster run after the first failed.
	DeadlineMissesFloor int64 `json:"deadline_misses_floor"`
	// MeetableMissCauses splits the other misses by what became of the request:
	// never_assigned (no route was ever taken), after_failure (an attempt failed, was
	// refused or lapsed before the deadline), not_sent (its work ended before the
	// deadline, but its worker dropped the result from its batch unsent: the fees no
	// longer paid the transaction's gas), ran_late (assigned, nothing failed before the
	// deadline, and no result was in a block by it: the run or its settlement was late,
	// and a lapse after the deadline is of that).
	MeetableMissCauses MissCauses `json:"meetable_miss_causes"`
	// LateEstimateRoutes: the requests whose last route was estimated, when taken, to
	// end its work after the deadline (the plan's estimate without a batch's hold, as
	// its deadline check counts it), and how many of them met the deadline all the
	// same. Under infersched those are the routes within matching.deadline_stretch; a
	// baseline checks no deadline.
	LateEstimateRoutes LateRoutes `json:"late_estimate_routes"`
	// GasPerResultWei: the gas of every result transaction (at its block's price) over
	// the completed requests.
	GasPerResultWei int64 `json:"gas_per_result_wei"`
	// LowFeeP99WaitMS: the p99 wait of the requests of the lowest-fee decile, from
	// published to the scheduler to first assigned (never assigned: to the end).
	LowFeeP99WaitMS int64 `json:"low_fee_p99_wait_ms"`
	// RetryAfterP90Error: over every poll of a request that completed, |ETA − actual| /
	// actual, where ETA is the estimate the answer gives (eta_seconds, before the
	// Retry-After's margin and rounding) and actual the time from the poll to the result
	// seen; the 90th percentile.
	RetryAfterP90Error float64 `json:"retry_after_p90_error"`
	Completed          int64   `json:"completed"`

	Requests           int64   `json:"requests"`
	P90MS              int64   `json:"p90_ms"`
	RetryAfterP50Error float64 `json:"retry_after_p50_error"`
	// RetryAfterMeanError is the mean of the same errors (each above 10 counted as 10).
	RetryAfterMeanError float64 `json:"retry_after_mean_error"`
	// RetryAfterHeaderP90Error is the same with the Retry-After header itself (margin
	// and whole seconds included) as the estimate.
	RetryAfterHeaderP90Error float64 `json:"retry_after_header_p90_error"`
	// RetryAfterByState is the p90 error of the polls answered in each state:
	// confirming (waiting for its confirmations), queued, assigned.
	RetryAfterByState map[string]float64 `json:"retry_after_p90_error_by_state"`
	PollsPerRequest   float64            `json:"polls_per_request"`
	// PollLateMeanMS: how long after its result was seen the requester's poll found it.
	PollLateMeanMS float64 `json:"poll_late_mean_ms"`
	// Utilisation: job time run over job slots × run time.
	Utilisation  float64 `json:"utilisation"`
	ResultsPerTx float64 `json:"results_per_tx"`
	// ResultsBelowCost: results settled for less than their share of the gas.
	ResultsBelowCost int64 `json:"results_below_cost"`
	// ResultsDropped: batched results a worker never settled (they did not pay);
	// ResultsRejected: results in a block after the deadline or after another's.
	ResultsDropped  int64 `json:"results_dropped"`
	ResultsRejected int64 `json:"results_rejected"`
	Reassigned      int64 `json:"reassigned"`
	WorkerFailures  int64 `json:"worker_failures"`
	LowFeeRequests  int64 `json:"low_fee_requests"`
	LowFeeMisses    int64 `json:"low_fee_deadline_misses"`
	LowFeeMaxWaitMS int64 `json:"low_fee_max_wait_ms"`
	// LowFeeCoveredP99WaitMS is low_fee_p99_wait_ms over the lowest-fee requests whose
	// fee covered the quote's fee when they were published: the wait the priority
	// gives them, apart from the fee floor's holds while gas is above their fee.
	LowFeeCoveredP99WaitMS int64 `json:"low_fee_covered_p99_wait_ms"`
	LowFeeCoveredMaxWaitMS int64 `json:"low_fee_covered_max_wait_ms"`
	Rounds                 int64 `json:"rounds"`
	// ByTask splits the time to result and the misses by the requests' task.
	ByTask map[string]*TaskResult `json:"by_task"`
}

// MissCauses counts misses by cause (PolicyResult.MeetableMissCauses).
type MissCauses struct {
	NeverAssigned int64 `json:"never_assigned"`
	AfterFailure  int64 `json:"after_failure"`
	NotSent       int64 `json:"not_sent"`
	RanLate       int64 `json:"ran_late"`
}

// LateRoutes counts the requests whose last route was estimated late
// (PolicyResult.LateEstimateRoutes).
type LateRoutes struct {
	Taken int64 `json:"taken"`
	Met   int64 `json:"met"`
}

// TaskResult is a policy's figures for the requests of one task.
type TaskResult struct {
	P50MS          int64 `json:"p50_ms"`
	P99MS          int64 `json:"p99_ms"`
	Completed      int64 `json:"completed"`
	DeadlineMisses int64 `json:"deadline_misses"`
}

// collector gathers one run's figures.
type collector struct {
	lowFee float64

	requests, done, missed int64
	unmeetable, missedUn   int64
	beyondReach            int64
	causes                 MissCauses
	lateRoutes             LateRoutes
	ttr                    []int32
	tasks                  map[string]*taskFigures
	lowWaits, coveredWaits []int32
	lowN, lowMissed        int64
	raErr, raHdr           errHist
	raState                [3]errHist
	polls                  int64
	lateSum                float64
	lateN                  int64

	gasWei                       float64
	txs, txResults               int64
	belowCost, dropped, rejected int64
	reassigned, failures, rounds int64
	planDur, planCPU             []time.Duration
	planCPUTotal                 time.Duration
	planTotal                    time.Duration
	planReqs, planAssigned       int64
	busyMS, slotMS               float64
}

type taskFigures struct {
	ttr    []int32
	missed int64
}

func newCollector(lowFee float64) *collector {
	return &collector{lowFee: lowFee, tasks: map[string]*taskFigures{}}
}

func (c *collector) task(t string) *taskFigures {
	f := c.tasks[t]
	if f == nil {
		f = &taskFigures{}
		c.tasks[t] = f
	}
	return f
}

func (c *collector) isLowFee(fee float64) bool { return fee <= c.lowFee }

func (c *collector) tx(gasWei float64, n int) {
	c.gasWei += gasWei
	c.txs++
	c.txResults += int64(n)
}

func (c *collector) completed(q *req) {
	if q.estLate {
		c.lateRoutes.Taken++
		c.lateRoutes.Met++
	}
	c.done++
	d := int32(min(q.finalAt-q.tr.TMS, math.MaxInt32))
	c.ttr = append(c.ttr, d)
	tf := c.task(q.tr.Task)
	tf.ttr = append(tf.ttr, d)
	c.lowWait(q)
}

func (c *collector) expired(q *req) {
	if q.estLate {
		c.lateRoutes.Taken++
	}
	c.missed++
	c.task(q.tr.Task).missed++
	switch {
	case q.unmeetable:
		c.missedUn++
	case q.firstAssigned < 0:
		c.causes.NeverAssigned++
	case q.failedInTime:
		c.causes.AfterFailure++
	case q.unsent:
		c.causes.NotSent++
	default:
		c.causes.RanLate++
	}
	if q.lowFee {
		c.lowMissed++
	}
	c.lowWait(q)
}

func (c *collector) lowWait(q *req) {
	if !q.lowFee {
		return
	}
	c.lowN++
	end := q.finalAt
	if q.firstAssigned >= 0 {
		end = q.firstAssigned
	}
	w := int32(min(max(end-q.visible, 0), math.MaxInt32))
	c.lowWaits = append(c.lowWaits, w)
	if q.covered {
		c.coveredWaits = append(c.coveredWaits, w)
	}
}

// finished takes a request's polls once its requester has seen it final at now.
func (c *collector) finished(q *req, now int64) {
	c.polls += int64(len(q.polls)) + 1
	if q.state != stCompleted {
		return
	}
	c.lateSum += float64(now - q.finalAt)
	c.lateN++
	for _, p := range q.polls {
		actual := float64(q.finalAt - p.t)
		if actual <= 0 {
			continue
		}
		e := math.Abs(float64(p.etaMS)-actual) / actual
		c.raErr.add(e)
		c.raState[min(p.state, 2)].add(e)
		c.raHdr.add(math.Abs(float64(p.retryS*1000)-actual) / actual)
	}
}

func (c *collector) planTime(d, cpu time.Duration, requests, assigned int) {
	if cpu >= 0 {
		c.planCPU = append(c.planCPU, cpu)
		c.planCPUTotal += cpu
	}
	c.planDur = append(c.planDur, d)
	c.planTotal += d
	c.planReqs += int64(requests)
	c.planAssigned += int64(assigned)
}

func (c *collector) result() *PolicyResult {
	p := &PolicyResult{Requests: c.requests, Completed: c.done, DeadlineMisses: c.missed,
		UnmeetableRequests: c.unmeetable, DeadlineMissesUnmeetable: c.missedUn, DeadlineMissesFloor: c.beyondReach, MeetableMissCauses: c.causes, LateEstimateRoutes: c.lateRoutes,
		PollsPerRequest: ratio(float64(c.polls), float64(c.requests)), Reassigned: c.reassigned,
		WorkerFailures: c.failures, ResultsBelowCost: c.belowCost, ResultsDropped: c.dropped,
		ResultsRejected: c.rejected, LowFeeRequests: c.lowN, LowFeeMisses: c.lowMissed, Rounds: c.rounds}
	slices.Sort(c.ttr)
	p.P50MS, p.P90MS, p.P99MS = pctl(c.ttr, 0.50), pctl(c.ttr, 0.90), pctl(c.ttr, 0.99)
	slices.Sort(c.lowWaits)
	p.LowFeeP99WaitMS = pctl(c.lowWaits, 0.99)
	if n := len(c.lowWaits); n > 0 {
		p.LowFeeMaxWaitMS = int64(c.lowWaits[n-1])
	}
	slices.Sort(c.coveredWaits)
	p.LowFeeCoveredP99WaitMS = pctl(c.coveredWaits, 0.99)
	if n := len(c.coveredWaits); n > 0 {
		p.LowFeeCoveredMaxWaitMS = int64(c.coveredWaits[n-1])
	}
	if c.done > 0 {
		p.GasPerResultWei = int64(math.Round(c.gasWei / float64(c.done)))
	}
	p.RetryAfterP50Error, p.RetryAfterP90Error = c.raErr.pctl(0.5), c.raErr.pctl(0.9)
	p.RetryAfterHeaderP90Error = c.raHdr.pctl(0.9)
	p.RetryAfterMeanError = round3(ratio(c.raErr.sum, float64(c.raErr.n)))
	p.RetryAfterByState = map[string]float64{"confirming": c.raState[stSent].pctl(0.9),
		"queued": c.raState[stQueued].pctl(0.9), "assigned": c.raState[stAssigned].pctl(0.9)}
	p.PollLateMeanMS = round3(ratio(c.lateSum, float64(c.lateN)))
	p.Utilisation = round3(ratio(c.busyMS, c.slotMS))
	p.ResultsPerTx = round3(ratio(float64(c.txResults), float64(c.txs)))
	p.ByTask = make(map[string]*TaskResult, len(c.tasks))
	for t, f := range c.tasks {
		slices.Sort(f.ttr)
		p.ByTask[t] = &TaskResult{P50MS: pctl(f.ttr, 0.5), P99MS: pctl(f.ttr, 0.99), Completed: int64(len(f.ttr)), DeadlineMisses: f.missed}
	}
	return p
}

// pctl is the nearest-rank percentile of sorted xs; 0 for none.
func pctl(xs []int32, p float64) int64 {
	if len(xs) == 0 {
		return 0
	}
	k := int(math.Ceil(p*float64(len(xs)))) - 1
	return int64(xs[min(max(k, 0), len(xs)-1)])
}

func ratio(a, b float64) float64 {
	if b == 0 {
		return 0
	}
	return a / b
}

func round3(v float64) float64 { return math.Round(v*1000) / 1000 }

// errHist counts relative errors in steps of 0.001 up to 10, and above: bin i holds
// the errors in ((i−1)/1000, i/1000], bin 0 the exact ones.
type errHist struct {
	bins [10_002]int64
	n    int64
	sum  float64
}

func (h *errHist) add(e float64) {
	// The tolerance keeps an error of exactly k/1000 (one block in four: 0.25) in bin k
	// whatever the rounding of e × 1000.
	if !(e <= 10) { // NaN too: counted as above 10
		h.bins[len(h.bins)-1]++
		h.n++
		h.sum += 10
		return
	}
	h.bins[max(int(math.Ceil(e*1000-1e-9)), 0)]++
	h.n++
	h.sum += e
}

// pctl is the upper edge of the bin holding the p-quantile: the least k/1000 that at
// least a share p of the errors do not exceed (10.001 for errors above 10).
func (h *errHist) pctl(p float64) float64 {
	if h.n == 0 {
		return 0
	}
	want := int64(math.Ceil(p * float64(h.n)))
	var acc int64
	for i, c := range h.bins {
		acc += c
		if acc >= want {
			return float64(i) / 1000
		}
	}
	return float64(len(h.bins)-1) / 1000
}
