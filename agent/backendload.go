package agent

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"net/http"
	"strings"
	"time"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"
)

// The backend's own load: what the inference server says it runs, queues and
// holds, read from its metrics at every heartbeat, instead of only the worker's count
// of its own jobs (llm-d routes on the same figures). Formats, as their servers
// document them:
//
//   - vLLM: GET /metrics, Prometheus text format (docs.vllm.ai, "Production Metrics"):
//     gauges vllm:num_requests_running, vllm:num_requests_waiting and
//     vllm:gpu_cache_usage_perc (KV cache in use, 1 = 100 %; vllm:kv_cache_usage_perc in
//     releases that renamed it), one series per model_name label, summed.
//   - llama.cpp server (llama-server --metrics): GET /metrics, Prometheus text format
//     (tools/server/README.md, "GET /metrics"): llamacpp:requests_processing,
//     llamacpp:requests_deferred, llamacpp:kv_cache_usage_ratio.
//   - Ollama: GET /api/ps, JSON (docs.ollama.com/api/ps, "List running models"):
//     {"models": [{"name", "model", "size", "size_vram", "expires_at", …}]}, the models
//     loaded now and the VRAM (bytes) each holds.
//
// A backend whose metrics do not answer (an error, a timeout, a status other than 200,
// a body that is not its format) is reported saturated: no free slot (fail closed, as
// llm-d treats stale metrics), until it answers again. A server that never offered
// metrics is another case (llama-server without --metrics, LM Studio, TGI, a proxy):
// with kind auto, when the server answers every format's path but in none of the
// formats, the worker stops probing and reports its own count of jobs (fail open),
// says so once, and heartbeats backend_metrics "none". A server that does not answer at
// all (down, unreachable, a 5xx) is not taken for one without metrics: detection
// starts again at the next heartbeat, the worker meanwhile reported with no free slot.

// Metrics kinds (backend.metrics.kind). MetricsNone and MetricsOff turn probing off: the
// worker reports its own count of jobs.
const (
	MetricsNone     = ""
	MetricsOff      = "none"
	MetricsAuto     = "auto"
	MetricsVLLM     = "vllm"
	MetricsLlamaCPP = "llamacpp"
	MetricsOllama   = "ollama"
)

// maxMetricsBytes bounds a metrics answer: a vLLM /metrics page with histograms for a
// few models is tens of KiB.
const maxMetricsBytes = 4 << 20

// ErrMetrics wraps every failure to read a backend's metrics.
var ErrMetrics = errors.New("backend metrics unavailable")

// errNotThisFormat: the server answered the format's path, but not in the format (a
// status other than 200 but a 5xx, a body that does not parse or lacks the gauges).
var errNotThisFormat = errors.New("not in this format")

// LoadReport is one reading of a backend's own load. A count or ratio the format does
// not carry is −1; Loaded is nil unless the format lists loaded models.
type LoadReport struct {
	Kind       string // the format that answered
	Running    int64
	Waiting    int64
	CacheUsage float64 // KV cache in use, [0, 1]
	// Loaded: backend model name → VRAM it holds, bytes (Ollama).
	Loaded map[string]int64
	// Reason, on the first report of kind MetricsOff, is why auto detection gave up.
	Reason error
}

// loadProbe reads a backend's metrics; with kind auto it tries vLLM, llama.cpp and
// Ollama in turn and keeps the first that answers in its format.
type loadProbe struct {
	kind    string
	base    string
	hc      *http.Client
	timeout time.Duration
}

func newLoadProbe(c MetricsConfig, baseURL string, hc *http.Client) *loadProbe {
	if c.Kind == MetricsNone || c.Kind == MetricsOff {
		return nil
	}
	base := c.URL
	if base == "" {
		base = baseURL
	}
	if hc == nil {
		hc = &http.Client{}
	}
	return &loadProbe{kind: c.Kind, base: strings.TrimRight(base, "/"), hc: hc, timeout: c.Timeout}
}

// probe reads the backend's load once. Not safe for concurrent use (auto detection
// remembers the kind found); the heartbeat loop is its only caller. Once auto found no
// format, it answers a report of kind MetricsOff (the worker's own count), and the
// first such answer carries why in Reason.
func (p *loadProbe) probe(ctx context.Context) (LoadReport, error) {
	if p.kind == MetricsOff {
		return LoadReport{Kind: MetricsOff, Running: -1, Waiting: -1, CacheUsage: -1}, nil
	}
	ctx, cancel := context.WithTimeout(ctx, p.timeout)
	defer cancel()
	if p.kind != MetricsAuto {
		return p.read(ctx, p.kind)
	}
	var errs []error
	answered := 0
	kinds := []string{MetricsVLLM, MetricsLlamaCPP, MetricsOllama}
	for _, k := range kinds {
		rep, err := p.read(ctx, k)
		if err == nil {
			p.kind = k // detected: from now on this format only
			return rep, nil
		}
		if errors.Is(err, errNotThisFormat) {
			answered++
		}
		errs = append(errs, err)
	}
	if answered == len(kinds) {
		p.kind = MetricsOff
		return LoadReport{Kind: MetricsOff, Running: -1, Waiting: -1, CacheUsage: -1,
			Reason: fmt.Errorf("the server at %s answers no known metrics format: %w", p.base, errors.Join(errs...))}, nil
	}
	return LoadReport{}, fmt.Errorf("%w: no known format answered at %s: %w", ErrMetrics, p.base, errors.Join(errs...))
}

func (p *loadProbe) read(ctx context.Context, kind string) (LoadReport, error) {
	switch kind {
	case MetricsVLLM:
		return p.prometheus(ctx, kind, "vllm:num_requests_running", "vllm:num_requests_waiting", "vllm:gpu_cache_usage_perc", "vllm:kv_cache_usage_perc")
	case MetricsLlamaCPP:
		return p.prometheus(ctx, kind, "llamacpp:requests_processing", "llamacpp:requests_deferred", "llamacpp:kv_cache_usage_ratio", "")
	case MetricsOllama:
		return p.ollama(ctx)
	default:
		return LoadReport{}, fmt.Errorf("%w: unknown metrics kind %q", ErrMetrics, kind)
	}
}

func (p *loadProbe) get(ctx context.Context, path string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, p.base+path, nil)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrMetrics, err)
	}
	resp, err := p.hc.Do(req)
	if err != nil {
		return nil, fmt.Errorf("%w: GET %s: %w", ErrMetrics, path, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxMetricsBytes+1))
	if err != nil {
		return nil, fmt.Errorf("%w: GET %s: read: %w", ErrMetrics, path, err)
	}
	if resp.StatusCode != http.StatusOK {
		if resp.StatusCode/100 == 5 && resp.StatusCode != http.StatusNotImplemented {
			return nil, fmt.Errorf("%w: GET %s: HTTP %d", ErrMetrics, path, resp.StatusCode)
		}
		return nil, fmt.Errorf("%w: GET %s: HTTP %d: %w", ErrMetrics, path, resp.StatusCode, errNotThisFormat)
	}
	if len(body) > maxMetricsBytes {
		return nil, fmt.Errorf("%w: GET %s: answer over %d bytes: %w", ErrMetrics, path, maxMetricsBytes, errNotThisFormat)
	}
	return body, nil
}

// prometheus reads the text format at /metrics: running and waiting must be there (a
// page without them is another server's), the cache ratio may be missing (−1).
func (p *loadProbe) prometheus(ctx context.Context, kind, running, waiting, cache, cacheAlt string) (LoadReport, error) {
	body, err := p.get(ctx, "/metrics")
	if err != nil {
		return LoadReport{}, err
	}
	parser := expfmt.NewTextParser(model.UTF8Validation)
	fams, err := parser.TextToMetricFamilies(strings.NewReader(string(body)))
	if err != nil {
		return LoadReport{}, fmt.Errorf("%w: %s /metrics: %w: %w", ErrMetrics, kind, err, errNotThisFormat)
	}
	rep := LoadReport{Kind: kind, CacheUsage: -1}
	var ok bool
	if rep.Running, ok = gaugeSum(fams[running]); !ok {
		return LoadReport{}, fmt.Errorf("%w: %s /metrics has no gauge %s: %w", ErrMetrics, kind, running, errNotThisFormat)
	}
	if rep.Waiting, ok = gaugeSum(fams[waiting]); !ok {
		return LoadReport{}, fmt.Errorf("%w: %s /metrics has no gauge %s: %w", ErrMetrics, kind, waiting, errNotThisFormat)
	}
	for _, name := range []string{cache, cacheAlt} {
		if v, ok := gaugeMax(fams[name]); ok && name != "" {
			rep.CacheUsage = min(max(v, 0), 1)
			break
		}
	}
	return rep, nil
}

// gaugeSum is the sum over a gauge's series, as a count (rounded up: a fraction of a
// request is one); false when the family is absent, not a gauge, or a value is not a
// finite non-negative number.
func gaugeSum(f *dto.MetricFamily) (int64, bool) {
	if f == nil || f.GetType() != dto.MetricType_GAUGE || len(f.Metric) == 0 {
		return 0, false
	}
	sum := 0.0
	for _, m := range f.Metric {
		v := m.GetGauge().GetValue()
		if math.IsNaN(v) || math.IsInf(v, 0) || v < 0 || v > 1<<30 {
			return 0, false
		}
		sum += v
	}
	return int64(math.Ceil(sum)), true
}

// gaugeMax is the largest value over a gauge's series (the fullest cache).
func gaugeMax(f *dto.MetricFamily) (float64, bool) {
	if f == nil || f.GetType() != dto.MetricType_GAUGE || len(f.Metric) == 0 {
		return 0, false
	}
	best := math.Inf(-1)
	for _, m := range f.Metric {
		v := m.GetGauge().GetValue()
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return 0, false
		}
		best = max(best, v)
	}
	return best, true
}

// ollamaPS is the part of GET /api/ps read here.
type ollamaPS struct {
	Models *[]struct {
		Name     string `json:"name"`
		Model    string `json:"model"`
		SizeVRAM *int64 `json:"size_vram"`
	} `json:"models"`
}

func (p *loadProbe) ollama(ctx context.Context) (LoadReport, error) {
	body, err := p.get(ctx, "/api/ps")
	if err != nil {
		return LoadReport{}, err
	}
	var ps ollamaPS
	if err := json.Unmarshal(body, &ps); err != nil {
		return LoadReport{}, fmt.Errorf("%w: ollama /api/ps: %w: %w", ErrMetrics, err, errNotThisFormat)
	}
	if ps.Models == nil {
		return LoadReport{}, fmt.Errorf("%w: ollama /api/ps has no models list: %w", ErrMetrics, errNotThisFormat)
	}
	rep := LoadReport{Kind: MetricsOllama, Running: -1, Waiting: -1, CacheUsage: -1, Loaded: map[string]int64{}}
	for i, m := range *ps.Models {
		name := m.Name
		if name == "" {
			name = m.Model
		}
		if name == "" || m.SizeVRAM == nil || *m.SizeVRAM < 0 {
			return LoadReport{}, fmt.Errorf("%w: ollama /api/ps models[%d]: want a name and size_vram ≥ 0", ErrMetrics, i)
		}
		rep.Loaded[ollamaName(name)] += *m.SizeVRAM
	}
	return rep, nil
}

// ollamaName is a model name as Ollama lists it: "llama3" is "llama3:latest".
func ollamaName(s string) string {
	if i := strings.LastIndexByte(s, ':'); i < 0 || strings.Contains(s[i:], "/") {
		return s + ":latest"
	}
	return s
}
