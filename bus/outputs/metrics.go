package outputs

import "github.com/prometheus/client_golang/prometheus"

// metrics are one store's (the names are literal, so that the metrics list of
// deploy/metrics.txt finds them in the source).
type metrics struct {
	commits *prometheus.CounterVec // outputs only
	stages  *prometheus.CounterVec // outputs only
	puts    *prometheus.CounterVec
	gets    *prometheus.CounterVec
	bytes   prometheus.Counter
	broken  prometheus.Counter
}

// newMetrics registers the output store's metrics on reg (nil: kept but not registered).
func newMetrics(reg prometheus.Registerer) *metrics {
	m := &metrics{
		commits: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "infersched_outputs_commits_total",
			Help: "Workers' output commits, by result (ok, not_held, wrong_hash, too_large, incomplete, full, error)."}, []string{"result"}),
		stages: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "infersched_outputs_stages_total",
			Help: "Workers' output chunks sent for staging, by result (ok, full, too_large, error)."}, []string{"result"}),
		puts: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "infersched_outputs_puts_total",
			Help: "Objects written to the output store, by result (stored, present, full, error)."}, []string{"result"}),
		gets: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "infersched_outputs_gets_total",
			Help: "Objects opened for reading in the output store, by result (ok, missing, corrupt)."}, []string{"result"}),
		bytes: prometheus.NewCounter(prometheus.CounterOpts{Name: "infersched_outputs_stored_bytes_total",
			Help: "Bytes written to the output store."}),
		broken: prometheus.NewCounter(prometheus.CounterOpts{Name: "infersched_outputs_broken_total",
			Help: "Objects of the output store found broken (metadata without all its chunks) and removed."}),
	}
	if reg != nil {
		m.commits, m.stages = register(reg, m.commits), register(reg, m.stages)
		m.puts, m.gets = register(reg, m.puts), register(reg, m.gets)
		m.bytes, m.broken = register(reg, m.bytes), register(reg, m.broken)
	}
	return m
}

// newInputStoreMetrics registers the input store's metrics of the kinds the output
// store has (commits and stages are kept but never counted).
func newInputStoreMetrics(reg prometheus.Registerer) *metrics {
	m := newMetrics(nil)
	m.puts = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "infersched_inputs_puts_total",
		Help: "Uploads written to the input store, by result (stored, present, quota, full, too_large, error)."}, []string{"result"})
	m.gets = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "infersched_inputs_gets_total",
		Help: "Objects opened for reading in the input store, by result (ok, missing, corrupt)."}, []string{"result"})
	m.bytes = prometheus.NewCounter(prometheus.CounterOpts{Name: "infersched_inputs_stored_bytes_total",
		Help: "Bytes written to the input store."})
	m.broken = prometheus.NewCounter(prometheus.CounterOpts{Name: "infersched_inputs_broken_total",
		Help: "Objects of the input store found broken (metadata without all its chunks) and removed."})
	if reg != nil {
		m.puts, m.gets = register(reg, m.puts), register(reg, m.gets)
		m.bytes, m.broken = register(reg, m.bytes), register(reg, m.broken)
	}
	return m
}

// inputMetrics are the inputs' own: claims, sweeps, unclaimed bytes.
type inputMetrics struct {
	claims    *prometheus.CounterVec
	swept     prometheus.Counter
	unclaimed prometheus.Gauge
}

func newInputMetrics(reg prometheus.Registerer) *inputMetrics {
	m := &inputMetrics{
		claims: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "infersched_inputs_claims_total",
			Help: "Inputs claimed by a request that commits to them, by result (claimed, claimed_already, missing, error)."}, []string{"result"}),
		swept: prometheus.NewCounter(prometheus.CounterOpts{Name: "infersched_inputs_swept_total",
			Help: "Inputs deleted because no request claimed them within nats.inputs.claim_window."}),
		unclaimed: prometheus.NewGauge(prometheus.GaugeOpts{Name: "infersched_inputs_unclaimed_bytes",
			Help: "Bytes of inputs no request has claimed yet, at the last sweep."}),
	}
	if reg != nil {
		m.claims, m.swept, m.unclaimed = register(reg, m.claims), register(reg, m.swept), register(reg, m.unclaimed)
	}
	return m
}

// register registers c on reg, or returns the collector already registered there (a
// second store on one registry shares the first's counters).
func register[C prometheus.Collector](reg prometheus.Registerer, c C) C {
	if err := reg.Register(c); err != nil {
		if are, ok := err.(prometheus.AlreadyRegisteredError); ok {
			if prev, ok := are.ExistingCollector.(C); ok {
				return prev
			}
		}
	}
	return c
}
