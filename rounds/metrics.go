package rounds

import (
	"github.com/prometheus/client_golang/prometheus"

	"github.com/infersched/infersched/scheduler/flowcontrol"
)

// metrics of the round loop (seed 000 §7 for the ETA and Retry-After histograms).
type metrics struct {
	roundSeconds  prometheus.Histogram
	planSeconds   prometheus.Histogram
	pending       *prometheus.GaugeVec // model, state
	assignments   prometheus.Counter
	reassignments prometheus.Counter
	extensions    prometheus.Counter
	throttled     *prometheus.CounterVec // limit
	dispatchFail  prometheus.Counter
	unrecorded    prometheus.Counter
	expired       prometheus.Counter
	rawETA        prometheus.Histogram
	retryAfter    prometheus.Histogram
	workersLive   prometheus.Gauge
	suspended     prometheus.Gauge
	gasPriceGwei  prometheus.Gauge
	gasStale      prometheus.Gauge
	backoffs      prometheus.Counter
	chainGated    prometheus.Counter
	chainHealthy  prometheus.Gauge
	resultWait    prometheus.Gauge
	reconciled    *prometheus.CounterVec // kind
}

func newMetrics(reg prometheus.Registerer) *metrics {
	secs := []float64{1, 2, 3, 5, 10, 20, 30, 60, 120, 300, 600}
	m := &metrics{
		roundSeconds: prometheus.NewHistogram(prometheus.HistogramOpts{Name: "infersched_round_duration_seconds",
			Help: "Time to play one round, I/O included.", Buckets: prometheus.ExponentialBuckets(0.001, 2, 14)}),
		planSeconds: prometheus.NewHistogram(prometheus.HistogramOpts{Name: "infersched_plan_duration_seconds",
			Help: "Time spent in scheduler.Plan.", Buckets: prometheus.ExponentialBuckets(0.0001, 2, 14)}),
		pending: prometheus.NewGaugeVec(prometheus.GaugeOpts{Name: "infersched_pending_requests",
			Help: "Requests not yet final, by model and state, after the last round."}, []string{"model", "state"}),
		assignments: prometheus.NewCounter(prometheus.CounterOpts{Name: "infersched_assignments_total",
			Help: "Assignments published."}),
		extensions: prometheus.NewCounter(prometheus.CounterOpts{Name: "infersched_voucher_extensions_total",
			Help: "Acknowledged attempts whose short (ack timeout) voucher was replaced by one lasting voucher_ttl."}),
		reassignments: prometheus.NewCounter(prometheus.CounterOpts{Name: "infersched_reassignments_total",
			Help: "Assignments released after an ack or result timeout and queued again."}),
		throttled: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "infersched_admission_throttled_total",
			Help: "Planned assignments held back by a token bucket, by limit."}, []string{"limit"}),
		dispatchFail: prometheus.NewCounter(prometheus.CounterOpts{Name: "infersched_dispatch_failures_total",
			Help: "Planned assignments not sent: reservation lost or publish failed."}),
		unrecorded: prometheus.NewCounter(prometheus.CounterOpts{Name: "infersched_rounds_unrecorded_total",
			Help: "Rounds abandoned because their decision record could not be written; nothing of them was dispatched."}),
		expired: prometheus.NewCounter(prometheus.CounterOpts{Name: "infersched_expired_total",
			Help: "Requests that reached their deadline unserved."}),
		rawETA: prometheus.NewHistogram(prometheus.HistogramOpts{Name: "infersched_raw_eta_seconds",
			Help: "Raw ETA (before margin and clamp) of queued requests.", Buckets: secs}),
		retryAfter: prometheus.NewHistogram(prometheus.HistogramOpts{Name: "infersched_retry_after_seconds",
			Help: "Retry-After written for requests by the round.", Buckets: secs}),
		workersLive: prometheus.NewGauge(prometheus.GaugeOpts{Name: "infersched_workers_live",
			Help: "Live workers in the last snapshot, suspended ones included."}),
		suspended: prometheus.NewGauge(prometheus.GaugeOpts{Name: "infersched_workers_suspended",
			Help: "Workers left out of the snapshot while backed off after repeated failures."}),
		gasPriceGwei: prometheus.NewGauge(prometheus.GaugeOpts{Name: "infersched_round_gas_price_gwei",
			Help: "Gas price the last round priced routes with."}),
		gasStale: prometheus.NewGauge(prometheus.GaugeOpts{Name: "infersched_round_gas_stale",
			Help: "1 when the last round priced with a stale quote (the cap)."}),
		backoffs: prometheus.NewCounter(prometheus.CounterOpts{Name: "infersched_worker_backoffs_total",
			Help: "Workers paused after repeated failures (scheduler.worker_backoff)."}),
		chainGated: prometheus.NewCounter(prometheus.CounterOpts{Name: "infersched_rounds_chain_gated_total",
			Help: "Rounds that made no new assignment because the chain was unhealthy (stale head or no endpoint)."}),
		chainHealthy: prometheus.NewGauge(prometheus.GaugeOpts{Name: "infersched_chain_healthy",
			Help: "1 when the last round found the chain healthy enough to dispatch."}),
		resultWait: prometheus.NewGauge(prometheus.GaugeOpts{Name: "infersched_round_result_wait_seconds",
			Help: "The last round's result wait W: how long a result takes from its block to the scheduler (confirmations, and any stall of the chain or the indexer); assignments lapse only past it."}),
		reconciled: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "infersched_takeover_reconciled_total",
			Help: "Requests a takeover put right from the decision log and the assignments stream, by kind: adopted (published, status not written), released (planned, never sent), requeued (released in the log, assigned in the status)."}, []string{"kind"}),
	}
	m.register(reg)
	return m
}

// register makes every label the dashboard and the alert rules read exist from the
// start, at 0, so that rate() sees the first event and no panel says "No data", and
// registers the collectors with reg (nil: none).
func (m *metrics) register(reg prometheus.Registerer) {
	for _, l := range throttleReasons {
		m.throttled.WithLabelValues(l)
	}
	for _, k := range []string{"adopted", "released", "requeued"} {
		m.reconciled.WithLabelValues(k)
	}
	if reg == nil {
		return
	}
	for _, c := range []prometheus.Collector{m.roundSeconds, m.planSeconds, m.pending, m.assignments, m.reassignments, m.extensions,
		m.throttled, m.dispatchFail, m.unrecorded, m.expired, m.rawETA, m.retryAfter, m.workersLive, m.suspended, m.gasPriceGwei, m.gasStale,
		m.backoffs, m.chainGated, m.chainHealthy, m.resultWait, m.reconciled} {
		// The only possible error is a collector already registered by another
		// engine on the same registry (tests); that engine's series are kept.
		_ = reg.Register(c)
	}
}

// throttleReasons are the labels of infersched_admission_throttled_total: the token
// buckets, and the chain gate.
var throttleReasons = []string{flowcontrol.LimitNodeRequests, flowcontrol.LimitNodeBytes, flowcontrol.LimitGroupRequests,
	flowcontrol.LimitGroupBytes, flowcontrol.LimitRequester, GateHeadStale, GateNoAnswer}

// standby clears what describes the last round this replica played: a replica that
// leads nothing has no pending set of its own to report, and numbers from when it last
// led would be read as the present. Counters stay.
func (m *metrics) standby() {
	m.pending.Reset()
	m.workersLive.Set(0)
	m.suspended.Set(0)
	m.gasStale.Set(0)
	m.resultWait.Set(0)
}

// setPending sets the pending gauge from the engine's entries. Called with mu held.
func (m *metrics) setPending(pending map[string]*entry) {
	m.pending.Reset()
	counts := map[[2]string]int{}
	for _, en := range pending {
		counts[[2]string{en.req.ModelID, string(en.State())}]++
	}
	for k, n := range counts {
		m.pending.WithLabelValues(k[0], k[1]).Set(float64(n))
	}
}
