package httpapi

import (
	"github.com/prometheus/client_golang/prometheus"

	"github.com/infersched/infersched/internal/promreg"
)

// Histogram buckets in seconds. The raw-ETA buckets follow seed 000 §7's
// retry_after_raw_eta histogram: sub-second to the 300 s cap and beyond.
var (
	retryAfterBuckets = []float64{1, 2, 3, 4, 5, 7, 10, 15, 20, 30, 45, 60, 90, 120, 180, 300}
	rawETABuckets     = []float64{0.25, 0.5, 1, 2, 3, 5, 7.5, 10, 15, 20, 30, 60, 120, 300, 600, 1800}
	durationBuckets   = []float64{0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5}
)

type metrics struct {
	requests    *prometheus.CounterVec
	duration    *prometheus.HistogramVec
	retryAfter  prometheus.Histogram
	rawETA      prometheus.Histogram
	rateLimited prometheus.Counter
	adminChange *prometheus.CounterVec
	streams     prometheus.Gauge
}

func newMetrics(reg prometheus.Registerer) *metrics {
	m := &metrics{
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "infersched_http_requests_total",
			Help: "HTTP requests answered, by route pattern and status code.",
		}, []string{"route", "code"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "infersched_http_request_duration_seconds",
			Help:    "Time to answer an HTTP request, by route pattern.",
			Buckets: durationBuckets,
		}, []string{"route"}),
		retryAfter: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name:    "infersched_http_retry_after_seconds",
			Help:    "Retry-After given with 202 status answers, in seconds.",
			Buckets: retryAfterBuckets,
		}),
		rawETA: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name:    "infersched_http_raw_eta_seconds",
			Help:    "Raw ETA (before safety margin and clamp) behind 202 status answers, in seconds.",
			Buckets: rawETABuckets,
		}),
		rateLimited: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "infersched_http_rate_limited_total",
			Help: "HTTP requests refused with 429 by a token bucket or the stream bound.",
		}),
		streams: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "infersched_http_push_open",
			Help: "Event streams and long polls open now.",
		}),
		adminChange: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "infersched_admin_config_changes_total",
			Help: "Admin config changes, by result (applied, refused).",
		}, []string{"result"}),
	}
	m.requests = promreg.Register(reg, m.requests)
	m.duration = promreg.Register(reg, m.duration)
	m.retryAfter = promreg.Register(reg, m.retryAfter)
	m.rawETA = promreg.Register(reg, m.rawETA)
	m.rateLimited = promreg.Register(reg, m.rateLimited)
	m.adminChange = promreg.Register(reg, m.adminChange)
	m.streams = promreg.Register(reg, m.streams)
	return m
}
