package lease

import (
	"strconv"

	"github.com/prometheus/client_golang/prometheus"
)

type metrics struct {
	leader    *prometheus.GaugeVec
	renew     prometheus.Histogram
	takeovers prometheus.Counter
	lost      prometheus.Counter
	deaths    prometheus.Counter
}

func newMetrics(reg prometheus.Registerer, shards int) *metrics {
	m := &metrics{
		leader: prometheus.NewGaugeVec(prometheus.GaugeOpts{Name: "infersched_lease_leader",
			Help: "1 while this replica holds the shard's lease and runs its rounds, else 0."}, []string{"shard"}),
		renew: prometheus.NewHistogram(prometheus.HistogramOpts{Name: "infersched_lease_renew_seconds",
			Help:    "Time a successful lease renewal took (KV update at the held revision).",
			Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5}}),
		takeovers: prometheus.NewCounter(prometheus.CounterOpts{Name: "infersched_lease_takeovers_total",
			Help: "Shard leases this replica has taken."}),
		lost: prometheus.NewCounter(prometheus.CounterOpts{Name: "infersched_lease_lost_total",
			Help: "Shard leases this replica lost without giving them up (renew deadline passed or written by another)."}),
		deaths: prometheus.NewCounter(prometheus.CounterOpts{Name: "infersched_lease_holder_deaths_total",
			Help: "Leases of another replica this one deleted because the holder's connection was gone (probes), before their TTL."}),
	}
	for i := range shards {
		m.leader.WithLabelValues(strconv.Itoa(i)).Set(0)
	}
	if reg != nil {
		for _, c := range []prometheus.Collector{m.leader, m.renew, m.takeovers, m.lost, m.deaths} {
			_ = reg.Register(c) // already registered (tests with several electors): the first one's series stay
		}
	}
	return m
}
