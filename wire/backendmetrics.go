package wire

import "github.com/infersched/infersched/internal/validate"

// Heartbeat member backend_metrics: what a worker's load figures (active_jobs,
// free_memory_mb) come from. The worker reads its backend's own metrics when the
// backend offers a format it knows, and otherwise counts its own jobs; operators read
// which in GET /v1/workers. The scheduler does not plan with it.
const (
	// BackendMetricsNone: the worker's own count of its jobs (no metrics read: probing
	// off, or no known format answered).
	BackendMetricsNone = "none"
	// BackendMetricsUnavailable: the backend's metrics are configured but do not answer
	// now; the worker reports itself with no free slot until they do.
	BackendMetricsUnavailable = "unavailable"
	// The formats a worker reads otherwise are named as its configuration names them
	// ("vllm", "llamacpp", "ollama").

	// MaxBackendMetricsLen bounds backend_metrics: 1 to 32 of [a-z0-9_].
	MaxBackendMetricsLen = 32
)

func (h Heartbeat) checkBackendMetrics(p *validate.Problems) {
	s := h.BackendMetrics
	if s == "" {
		return
	}
	ok := len(s) <= MaxBackendMetricsLen
	for i := 0; i < len(s) && ok; i++ {
		c := s[i]
		ok = c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_'
	}
	p.Check(ok, "heartbeat.backend_metrics", "must be 1 to %d characters of [a-z0-9_], got %q", MaxBackendMetricsLen, clip(s))
}
