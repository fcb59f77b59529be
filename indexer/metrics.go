package indexer

import (
	"errors"

	"github.com/prometheus/client_golang/prometheus"
)

type metrics struct {
	lastBlock   prometheus.Gauge
	headBlock   prometheus.Gauge
	headLag     prometheus.Gauge
	published   *prometheus.CounterVec
	duplicates  prometheus.Counter
	rejections  prometheus.Counter
	reorgs      prometheus.Counter
	deepReorgs  prometheus.Counter
	rangeShrink prometheus.Counter
	foreign     prometheus.Counter
	errors      prometheus.Counter
	// inProcess: publishes that met the same event from another replica's indexer in
	// flight, published again (expected with replicas; not errors).
	inProcess prometheus.Counter
	// badCheckpoints: stored checkpoint revisions that did not decode, skipped on start.
	badCheckpoints prometheus.Counter
}

func newMetrics(reg prometheus.Registerer) (*metrics, error) {
	m := &metrics{
		lastBlock: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "infersched_indexer_last_processed_block",
			Help: "Last block whose events are all published and acknowledged (the checkpoint).",
		}),
		headBlock: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "infersched_indexer_head_block",
			Help: "Latest block number the current RPC endpoint reported.",
		}),
		headLag: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "infersched_indexer_head_lag_blocks",
			Help: "Head block minus last processed block (includes the confirmations waited for).",
		}),
		published: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "infersched_indexer_events_published_total",
			Help: "Messages acknowledged by JetStream, by kind (request, result, refund, retraction, rejection).",
		}, []string{"kind"}),
		duplicates: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "infersched_indexer_duplicates_total",
			Help: "Publishes JetStream dropped as duplicates of an earlier one (a replayed range).",
		}),
		rejections: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "infersched_indexer_rejections_total",
			Help: "Logs of the router or ResultVerifier that did not decode or carried impossible values.",
		}),
		reorgs: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "infersched_indexer_reorgs_total",
			Help: "Reorgs detected below the publish target (by parent or checkpoint hash).",
		}),
		deepReorgs: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "infersched_indexer_reorgs_beyond_window_total",
			Help: "Reorgs deeper than reorg_window: events from blocks older than the window cannot be retracted.",
		}),
		rangeShrink: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "infersched_indexer_log_range_halvings_total",
			Help: "eth_getLogs ranges halved because the endpoint answered too many results.",
		}),
		foreign: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "infersched_indexer_foreign_logs_total",
			Help: "Logs an endpoint returned that were not from the router or outside the asked range (ignored).",
		}),
		errors: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "infersched_indexer_errors_total",
			Help: "Indexing passes that failed and were retried.",
		}),
	}
	m.inProcess = prometheus.NewCounter(prometheus.CounterOpts{
		Name: "infersched_indexer_duplicates_in_process_total",
		Help: "Publishes refused because another replica's indexer was storing the same event (err 10158), published again until stored or a duplicate. Expected with replicas.",
	})
	m.badCheckpoints = prometheus.NewCounter(prometheus.CounterOpts{
		Name: "infersched_indexer_checkpoints_skipped_total",
		Help: "Stored checkpoint revisions that did not decode, skipped on start for the newest one that does.",
	})
	m.published.WithLabelValues("request")
	m.published.WithLabelValues("result")
	m.published.WithLabelValues("refund")
	m.published.WithLabelValues("retraction")
	m.published.WithLabelValues("rejection")
	if reg == nil {
		return m, nil
	}
	var errs []error
	for _, c := range []prometheus.Collector{m.lastBlock, m.headBlock, m.headLag, m.published, m.duplicates,
		m.rejections, m.reorgs, m.deepReorgs, m.rangeShrink, m.foreign, m.errors, m.badCheckpoints, m.inProcess} {
		errs = append(errs, reg.Register(c))
	}
	return m, errors.Join(errs...)
}
