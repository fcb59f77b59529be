package outputs

import "github.com/prometheus/client_golang/prometheus"

type metrics struct {
	commits *prometheus.CounterVec
	puts    *prometheus.CounterVec
	gets    *prometheus.CounterVec
	bytes   prometheus.Counter
	broken  prometheus.Counter
}

// newMetrics registers the store's metrics on reg (nil: kept but not registered).
func newMetrics(reg prometheus.Registerer) *metrics {
	m := &metrics{
		commits: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "infersched_outputs_commits_total",
			Help: "Workers' output commits, by result (ok, not_held, wrong_hash, too_large, incomplete, full, error)."}, []string{"result"}),
		puts: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "infersched_outputs_puts_total",
			Help: "Objects written to the output store, by result (stored, present, full, error)."}, []string{"result"}),
		gets: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "infersched_outputs_gets_total",
			Help: "Objects read from the output store, by result (ok, missing, corrupt)."}, []string{"result"}),
		bytes: prometheus.NewCounter(prometheus.CounterOpts{Name: "infersched_outputs_stored_bytes_total",
			Help: "Bytes written to the output store."}),
		broken: prometheus.NewCounter(prometheus.CounterOpts{Name: "infersched_outputs_broken_total",
			Help: "Objects found broken (metadata without all its chunks) and removed."}),
	}
	if reg != nil {
		m.commits, m.puts, m.gets = register(reg, m.commits), register(reg, m.puts), register(reg, m.gets)
		m.bytes, m.broken = register(reg, m.bytes), register(reg, m.broken)
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
