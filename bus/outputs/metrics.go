package outputs

import "github.com/prometheus/client_golang/prometheus"

// metrics are one store's: infersched_<store>_… for store "outputs" or "inputs".
type metrics struct {
	commits *prometheus.CounterVec
	stages  *prometheus.CounterVec
	puts    *prometheus.CounterVec
	gets    *prometheus.CounterVec
	bytes   prometheus.Counter
	broken  prometheus.Counter
}

// newMetrics registers store's metrics on reg (nil: kept but not registered).
func newMetrics(reg prometheus.Registerer, store string) *metrics {
	m := &metrics{
		commits: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "infersched_" + store + "_commits_total",
			Help: "Workers' output commits, by result (ok, not_held, wrong_hash, too_large, incomplete, full, error)."}, []string{"result"}),
		stages: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "infersched_" + store + "_stages_total",
			Help: "Workers' output chunks sent for staging, by result (ok, full, too_large, error)."}, []string{"result"}),
		puts: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "infersched_" + store + "_puts_total",
			Help: "Objects written to the store, by result (stored, present, full, quota, too_large, error)."}, []string{"result"}),
		gets: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "infersched_" + store + "_gets_total",
			Help: "Objects read from the store, by result (ok, missing, corrupt)."}, []string{"result"}),
		bytes: prometheus.NewCounter(prometheus.CounterOpts{Name: "infersched_" + store + "_stored_bytes_total",
			Help: "Bytes written to the store."}),
		broken: prometheus.NewCounter(prometheus.CounterOpts{Name: "infersched_" + store + "_broken_total",
			Help: "Objects found broken (metadata without all its chunks) and removed."}),
	}
	if reg != nil {
		if store == "outputs" {
			m.commits, m.stages = register(reg, m.commits), register(reg, m.stages)
		}
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
