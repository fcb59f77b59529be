package agent

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"go.uber.org/zap"

	"github.com/infersched/infersched/wire"
)

// Stand-in servers answering in the documented formats (sources in backendload.go).

// vllmMetrics is a /metrics page of vLLM's OpenAI-compatible server (docs.vllm.ai,
// "Production Metrics"): HELP and TYPE lines, one series per model_name, a histogram
// beside the gauges.
const vllmMetrics = `# HELP vllm:iteration_tokens_total Histogram of number of tokens per engine_step.
# TYPE vllm:iteration_tokens_total histogram
vllm:iteration_tokens_total_sum{model_name="meta-llama/Llama-3.1-8B-Instruct"} 1234.0
vllm:iteration_tokens_total_bucket{le="1.0",model_name="meta-llama/Llama-3.1-8B-Instruct"} 3.0
vllm:iteration_tokens_total_bucket{le="+Inf",model_name="meta-llama/Llama-3.1-8B-Instruct"} 9.0
vllm:iteration_tokens_total_count{model_name="meta-llama/Llama-3.1-8B-Instruct"} 9.0
# HELP vllm:num_requests_running Number of requests currently running on GPU.
# TYPE vllm:num_requests_running gauge
vllm:num_requests_running{model_name="meta-llama/Llama-3.1-8B-Instruct"} 3.0
# HELP vllm:num_requests_waiting Number of requests waiting to be processed.
# TYPE vllm:num_requests_waiting gauge
vllm:num_requests_waiting{model_name="meta-llama/Llama-3.1-8B-Instruct"} 2.0
# HELP vllm:gpu_cache_usage_perc GPU KV-cache usage. 1 means 100 percent usage.
# TYPE vllm:gpu_cache_usage_perc gauge
vllm:gpu_cache_usage_perc{model_name="meta-llama/Llama-3.1-8B-Instruct"} 0.75
`

// llamacppMetrics is llama-server's /metrics with --metrics (tools/server/README.md).
const llamacppMetrics = `# HELP llamacpp:prompt_tokens_total Number of prompt tokens processed.
# TYPE llamacpp:prompt_tokens_total counter
llamacpp:prompt_tokens_total 33065
# HELP llamacpp:kv_cache_usage_ratio KV-cache usage. 1 means 100 percent usage.
# TYPE llamacpp:kv_cache_usage_ratio gauge
llamacpp:kv_cache_usage_ratio 0.5
# HELP llamacpp:requests_processing Number of requests processing.
# TYPE llamacpp:requests_processing gauge
llamacpp:requests_processing 1
# HELP llamacpp:requests_deferred Number of requests deferred.
# TYPE llamacpp:requests_deferred gauge
llamacpp:requests_deferred 0
`

// ollamaPSBody is GET /api/ps (docs.ollama.com/api/ps): one model loaded, 5 GiB in VRAM.
const ollamaPSBody = `{"models":[{"name":"llama3:8b","model":"llama3:8b","size":6591830464,
"digest":"a2af6cc3eb7fa8be8504abaf9b04e88f17a119ec3f04a3addf55f92841195f5a",
"details":{"parent_model":"","format":"gguf","family":"llama","families":["llama"],"parameter_size":"8.0B","quantization_level":"Q4_K_M"},
"expires_at":"2025-10-17T16:47:07.93355-07:00","size_vram":5368709120,"context_length":4096}]}`

// standIn serves path with body (and 404 elsewhere, as the real servers do).
func standIn(t *testing.T, path, body string) *httptest.Server {
	t.Helper()
	s := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet || r.URL.Path != path {
			http.NotFound(rw, r)
			return
		}
		_, _ = rw.Write([]byte(body))
	}))
	t.Cleanup(s.Close)
	return s
}

func probeOf(kind, url string) *loadProbe {
	return newLoadProbe(MetricsConfig{Kind: kind, Timeout: time.Second}, url, nil)
}

func TestProbeFormats(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		kind, path, body string
		want             LoadReport
	}{
		{MetricsVLLM, "/metrics", vllmMetrics, LoadReport{Kind: MetricsVLLM, Running: 3, Waiting: 2, CacheUsage: 0.75}},
		{MetricsVLLM, "/metrics", strings.ReplaceAll(vllmMetrics, "gpu_cache_usage_perc", "kv_cache_usage_perc"), LoadReport{Kind: MetricsVLLM, Running: 3, Waiting: 2, CacheUsage: 0.75}},
		{MetricsLlamaCPP, "/metrics", llamacppMetrics, LoadReport{Kind: MetricsLlamaCPP, Running: 1, Waiting: 0, CacheUsage: 0.5}},
		{MetricsOllama, "/api/ps", ollamaPSBody, LoadReport{Kind: MetricsOllama, Running: -1, Waiting: -1, CacheUsage: -1}},
	} {
		for _, kind := range []string{c.kind, MetricsAuto} {
			p := probeOf(kind, standIn(t, c.path, c.body).URL)
			got, err := p.probe(ctx)
			if err != nil {
				t.Fatalf("%s as %s: %v", c.kind, kind, err)
			}
			if got.Kind != c.want.Kind || got.Running != c.want.Running || got.Waiting != c.want.Waiting || got.CacheUsage != c.want.CacheUsage {
				t.Errorf("%s as %s: %+v, want %+v", c.kind, kind, got, c.want)
			}
			if p.kind != c.kind {
				t.Errorf("auto detected %q, want %q", p.kind, c.kind)
			}
			if c.kind == MetricsOllama && got.Loaded["llama3:8b"] != 5<<30 {
				t.Errorf("ollama loaded %v", got.Loaded)
			}
		}
	}
}

// TestProbeFailsClosed: every way a backend's metrics can fail is an ErrMetrics.
func TestProbeFailsClosed(t *testing.T) {
	ctx := context.Background()
	slow := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
		case <-time.After(2 * time.Second):
		}
	}))
	t.Cleanup(slow.Close)
	broken := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, _ *http.Request) {
		http.Error(rw, "engine dead", http.StatusInternalServerError)
	}))
	t.Cleanup(broken.Close)
	gone := httptest.NewServer(http.NotFoundHandler())
	gone.Close()
	for _, c := range []struct {
		name, kind, url string
	}{
		{"500", MetricsVLLM, broken.URL},
		{"connection refused", MetricsVLLM, gone.URL},
		{"timeout", MetricsVLLM, slow.URL},
		{"not prometheus", MetricsVLLM, standIn(t, "/metrics", "{not: text format").URL},
		{"another server's page", MetricsVLLM, standIn(t, "/metrics", llamacppMetrics).URL},
		{"gauge is NaN", MetricsVLLM, standIn(t, "/metrics", strings.Replace(vllmMetrics, `Instruct"} 3.0
# HELP vllm:num_requests_waiting`, `Instruct"} NaN
# HELP vllm:num_requests_waiting`, 1)).URL},
		{"ollama not json", MetricsOllama, standIn(t, "/api/ps", "<html>").URL},
		{"ollama no list", MetricsOllama, standIn(t, "/api/ps", `{"error":"x"}`).URL},
		{"ollama no size_vram", MetricsOllama, standIn(t, "/api/ps", `{"models":[{"name":"a"}]}`).URL},
		{"auto, the server down", MetricsAuto, gone.URL},
		{"auto, the server failing", MetricsAuto, broken.URL},
	} {
		p := newLoadProbe(MetricsConfig{Kind: c.kind, Timeout: 200 * time.Millisecond}, c.url, nil)
		if _, err := p.probe(ctx); !errors.Is(err, ErrMetrics) {
			t.Errorf("%s: error %v, want ErrMetrics", c.name, err)
		}
	}
}

// testWorker is a worker with only what heartbeats need.
func testWorker(t *testing.T, cfg Config, probe *loadProbe) *Worker {
	key, _ := crypto.GenerateKey()
	return &Worker{cfg: cfg, probe: probe, log: zap.NewNop(), d: Deps{Key: key, Clock: time.Now},
		id: strings.ToLower(crypto.PubkeyToAddress(key.PublicKey).Hex())}
}

// TestHeartbeatReportsBackendLoad: the heartbeat carries the backend's busy slots,
// memory and (Ollama) residency, signs and passes the registry's checks; a backend
// whose metrics stop answering is reported with no free slot.
func TestHeartbeatReportsBackendLoad(t *testing.T) {
	ctx := context.Background()
	cfg := Config{Models: []string{"llama3-8b"}, MaxJobs: 8, MemoryMB: 24_000}
	cfg.Backend.DefaultLoadMS = 60_000

	vllm := standIn(t, "/metrics", vllmMetrics)
	w := testWorker(t, cfg, probeOf(MetricsVLLM, vllm.URL))
	hb := w.report(ctx)
	// 3 running + 2 waiting of 8; the KV cache 75 % full leaves 6 000 of 24 000 MB.
	if hb.ActiveJobs != 5 || hb.FreeMemoryMB != 6000 || hb.Residency != nil {
		t.Fatalf("vLLM heartbeat %+v, want 5 active, 6000 MB free, no residency", hb)
	}
	if _, err := wire.Sign(w.d.Key, hb); err != nil {
		t.Fatal(err)
	}
	vllm.Close()
	if hb = w.report(ctx); hb.ActiveJobs != hb.MaxJobs {
		t.Fatalf("metrics gone: %d of %d active, want saturated", hb.ActiveJobs, hb.MaxJobs)
	}

	// Ollama: llama3:8b is loaded (our llama3-8b through model_map), mistral is cold.
	cfg.Models = []string{"llama3-8b", "mistral-7b"}
	cfg.Backend.ModelMap = map[string]string{"llama3-8b": "llama3:8b", "mistral-7b": "mistral"}
	cfg.Backend.LoadMS = map[string]int64{"mistral-7b": 12_000}
	w = testWorker(t, cfg, probeOf(MetricsOllama, standIn(t, "/api/ps", ollamaPSBody).URL))
	hb = w.report(ctx)
	want := map[string]wire.ModelResidency{
		"llama3-8b":  {Warm: true, LoadMS: 60_000, MemoryMB: 5120},
		"mistral-7b": {Warm: false, LoadMS: 12_000},
	}
	if len(hb.Residency) != 2 || hb.Residency["llama3-8b"] != want["llama3-8b"] || hb.Residency["mistral-7b"] != want["mistral-7b"] {
		t.Fatalf("residency %+v, want %+v", hb.Residency, want)
	}
	if hb.FreeMemoryMB != 24_000-5120 || hb.ActiveJobs != 0 {
		t.Fatalf("ollama heartbeat %+v, want 18880 MB free", hb)
	}
	sh, err := wire.Sign(w.d.Key, hb)
	if err != nil {
		t.Fatal(err)
	}
	if err := sh.Heartbeat.Check(wire.MaxJobsCapLimit, wire.MaxModelsLimit); err != nil {
		t.Fatal(err)
	}
	// A job on the cold model measures its load: 20 s less the usual 1.5 s.
	w.latencyMS = 1500
	w.observeLoad("mistral-7b", 20*time.Second)
	w.observeLoad("llama3-8b", 20*time.Second) // warm: no measurement
	if hb = w.report(ctx); hb.Residency["mistral-7b"].LoadMS != 18_500 || hb.Residency["llama3-8b"].LoadMS != 60_000 {
		t.Fatalf("measured load: %+v", hb.Residency)
	}

	// No metrics configured: exactly the worker's own count.
	w = testWorker(t, cfg, nil)
	if hb = w.report(ctx); hb.Residency != nil || hb.FreeMemoryMB != 24_000 || hb.ActiveJobs != 0 {
		t.Fatalf("without metrics: %+v", hb)
	}
}

func TestMetricsConfigValidated(t *testing.T) {
	for _, c := range []struct {
		cfg  MetricsConfig
		base string
		want string
	}{
		{MetricsConfig{Kind: "prometheus", Timeout: time.Second}, "http://x", `kind: must be none (or empty), auto, vllm, llamacpp or ollama, got "prometheus"`},
		{MetricsConfig{Kind: "vllm", Timeout: time.Second}, "", "url: must be set (or backend.base_url)"},
		{MetricsConfig{Kind: "vllm", URL: "ftp://x", Timeout: time.Second}, "", `url: must be an http(s) URL, got "ftp://x"`},
		{MetricsConfig{Kind: "ollama"}, "http://x", "timeout: must be in (0, 1m], got 0s"},
	} {
		if err := c.cfg.Validate(c.base); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want %q", c.cfg, err, c.want)
		}
	}
	for _, k := range []string{MetricsNone, MetricsOff} {
		if err := (MetricsConfig{Kind: k}).Validate(""); err != nil || newLoadProbe(MetricsConfig{Kind: k}, "http://x", nil) != nil {
			t.Errorf("kind %q: %v, or a probe", k, err)
		}
	}
}

// TestAutoWithoutMetricsFailsOpen puts a worker with the default metrics kind auto in
// front of a server without /metrics (llama-server without --metrics, LM Studio, TGI, a
// proxy), as a GPU operator would. A server that answers but in no known format is a
// server without metrics: the worker reports its own count and backend_metrics "none",
// and stops probing it, instead of reporting itself full at every heartbeat and never
// getting a job.
func TestAutoWithoutMetricsFailsOpen(t *testing.T) {
	ctx := context.Background()
	var hits atomic.Int64
	plain := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		if r.URL.Path == "/metrics" {
			http.Error(rw, "This server does not support metrics endpoint.", http.StatusNotImplemented) // llama-server without --metrics
			return
		}
		http.NotFound(rw, r)
	}))
	t.Cleanup(plain.Close)
	cfg := Config{Models: []string{"llama3-8b"}, MaxJobs: 8, MemoryMB: 24_000}
	w := testWorker(t, cfg, newLoadProbe(MetricsConfig{Kind: MetricsAuto, Timeout: time.Second}, plain.URL, nil))
	hb := w.report(ctx)
	if hb.ActiveJobs != 0 || hb.FreeMemoryMB != 24_000 {
		t.Fatalf("a server without metrics: %d of %d slots busy, %d MB free; want the worker's own count (0, 24000)", hb.ActiveJobs, hb.MaxJobs, hb.FreeMemoryMB)
	}
	if hb.BackendMetrics != wire.BackendMetricsNone {
		t.Fatalf("backend_metrics %q, want none", hb.BackendMetrics)
	}
	if _, err := wire.Sign(w.d.Key, hb); err != nil {
		t.Fatal(err)
	}
	n := hits.Load()
	for range 3 {
		if hb = w.report(ctx); hb.ActiveJobs != 0 || hb.BackendMetrics != wire.BackendMetricsNone {
			t.Fatalf("later heartbeat %+v", hb)
		}
	}
	if hits.Load() != n {
		t.Fatalf("the server was probed %d more times after it was found without metrics", hits.Load()-n)
	}

	// A server down is not one without metrics: no free slot, and detection goes on.
	down := httptest.NewServer(http.NotFoundHandler())
	down.Close()
	w = testWorker(t, cfg, newLoadProbe(MetricsConfig{Kind: MetricsAuto, Timeout: time.Second}, down.URL, nil))
	if hb = w.report(ctx); hb.ActiveJobs != hb.MaxJobs || hb.BackendMetrics != wire.BackendMetricsUnavailable || w.probe.kind != MetricsAuto {
		t.Fatalf("a server down: %+v (probe kind %q)", hb, w.probe.kind)
	}
	// Detected formats are named; no probe at all is the worker's own count.
	if hb = testWorker(t, cfg, probeOf(MetricsVLLM, standIn(t, "/metrics", vllmMetrics).URL)).report(ctx); hb.BackendMetrics != "vllm" {
		t.Fatalf("vLLM: backend_metrics %q", hb.BackendMetrics)
	}
	if hb = testWorker(t, cfg, nil).report(ctx); hb.BackendMetrics != wire.BackendMetricsNone || hb.ActiveJobs != 0 {
		t.Fatalf("no probe: %+v", hb)
	}
}
