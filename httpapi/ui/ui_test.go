package ui

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// A fee needed is never shown below what is needed: rounded up to 4 significant digits;
// other amounts to the nearest.
func TestFormatETH(t *testing.T) {
	for _, tc := range []struct {
		wei  string
		up   bool
		want string
	}{
		{"2100000000000000", true, "0.0021 ETH"},
		{"2100000000000001", true, "0.002101 ETH"},
		{"2100000000000001", false, "0.0021 ETH"},
		{"2100499999999999", false, "0.0021 ETH"},
		{"2100500000000000", false, "0.002101 ETH"},
		{"1000000000000000000", false, "1 ETH"},
		{"123456789000000000000", true, "123.5 ETH"},
		{"999", true, "999 wei"},
		{"1000000000", true, "0.000000001 ETH"},
		{"not a number", true, "not a number"},
		{"-5", true, "-5"},
	} {
		if got := formatETH(tc.wei, tc.up); got != tc.want {
			t.Errorf("formatETH(%s, %v) = %q, want %q", tc.wei, tc.up, got, tc.want)
		}
	}
}

// The output's kind comes from its Content-Type, sniffed when the API serves bytes only;
// markup is text, never rendered.
func TestOutputKind(t *testing.T) {
	png := []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
	for _, tc := range []struct {
		ct   string
		head []byte
		kind string
	}{
		{"application/octet-stream", png, "image"},
		{"", []byte("ID3\x03\x00"), "audio"},
		{"application/octet-stream", []byte("<script>alert(1)</script>"), "text"},
		{"image/svg+xml", []byte("<svg onload=alert(1)>"), "image"},
		{"application/octet-stream", []byte(` {"embedding":[0.1,0.2]}`), "json"},
		{"application/octet-stream", []byte("plain words"), "text"},
		{"application/json", []byte(`[1,2,3]`), "json"},
		{"application/octet-stream", []byte{0, 1, 2, 3, 0xff}, "binary"},
	} {
		if kind, _ := outputKind(tc.ct, tc.head); kind != tc.kind {
			t.Errorf("outputKind(%q, %q) = %s, want %s", tc.ct, tc.head, kind, tc.kind)
		}
	}
	vals, dims, ok := embeddingValues([]byte(`{"data":[{"embedding":[0.5,-1.25,3],"index":0}]}`))
	if !ok || dims != 3 || len(vals) != 3 || vals[1] != -1.25 {
		t.Errorf("embedding: %v %d %v", vals, dims, ok)
	}
	if _, _, ok := embeddingValues([]byte(`{"text":"hello"}`)); ok {
		t.Error("a transcript read as an embedding")
	}
}

// Every answer carries the CSP; a hostile path comes back escaped with a 400, never
// reaching the API.
func TestHostilePathsAndHeaders(t *testing.T) {
	api := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		t.Errorf("the API was called for %s", r.URL)
		w.WriteHeader(http.StatusInternalServerError)
	})
	h := Options{}.Handler(api)
	for _, path := range []string{
		"/ui/requests/%3Cscript%3Ealert(1)%3C%2Fscript%3E",
		"/ui/requests/12abc",
		"/ui/rounds/%3Cb%3E",
		"/ui/rounds/0",
		"/ui/rounds/1?shard=%3Cx%3E",
		"/ui/workers/%22%3E%3Cimg%20src=x%3E",
	} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
		body, _ := io.ReadAll(rec.Body)
		if rec.Code != http.StatusBadRequest {
			t.Errorf("%s: HTTP %d", path, rec.Code)
		}
		if strings.Contains(string(body), "<script>alert") || strings.Contains(string(body), "<img src") || strings.Contains(string(body), "<b>") ||
			strings.Contains(string(body), "<x>") {
			t.Errorf("%s: markup came back unescaped:\n%s", path, body)
		}
		if csp := rec.Header().Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'none'") || strings.Contains(csp, "unsafe") {
			t.Errorf("%s: Content-Security-Policy %q", path, csp)
		}
		if rec.Header().Get("X-Frame-Options") != "DENY" {
			t.Errorf("%s: may be framed", path)
		}
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/ui/static/app.js", nil))
	if rec.Code != http.StatusOK || !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/javascript") {
		t.Errorf("app.js: HTTP %d %s", rec.Code, rec.Header().Get("Content-Type"))
	}
}

// The request's verification member is read as a plain state or an object with one.
func TestVerificationState(t *testing.T) {
	for raw, want := range map[string]string{
		`"worker_slashed"`:                       "bad",
		`{"state":"sampled","verifier":"0xabc"}`: "now",
		`{"status":"verified"}`:                  "done",
	} {
		if st := verificationStep(json.RawMessage(raw)); st.State != want {
			t.Errorf("%s: %s, want %s", raw, st.State, want)
		}
	}
	if f := verificationFields(json.RawMessage(`{"state":"sampled","verifier":"0xabc"}`)); len(f) != 1 || f[0].Value != "0xabc" {
		t.Errorf("fields %+v", f)
	}
}

// A worker's models table: the per-model figures of its heartbeat, known ones first,
// its measured decode and prefill rates, and its determinism class.
func TestModelTable(t *testing.T) {
	raw := `{"id":"0x1111111111111111111111111111111111111111","models":["llama-7b","sdxl"],"warm_models":["llama-7b"],
		"model_latency_ms":{"llama-7b":850},"model_custom":{"sdxl":2},"speed":{"llama-7b":{"decode_tps":42,"prefill_tps":900}},
		"determinism":{"llama-7b":"NVIDIA H100|vllm|0.11.0|bfloat16|2|true"}}`
	var w apiWorker
	if err := json.Unmarshal([]byte(raw), &w); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(raw), &w.raw); err != nil {
		t.Fatal(err)
	}
	tb := modelTableOf(w)
	if got := strings.Join(tb.Columns, ","); got != "P50 latency,custom,decode,prefill,determinism class" {
		t.Fatalf("columns %s", got)
	}
	if len(tb.Rows) != 2 {
		t.Fatalf("rows %+v", tb.Rows)
	}
	if r := tb.Rows[0]; r.Model != "llama-7b" || r.Warm != "yes" || strings.Join(r.Values, ",") != "850 ms,–,42 tokens/s,900 tokens/s,NVIDIA H100 · vllm 0.11.0 · bfloat16 · tp 2 · batch-invariant" {
		t.Errorf("llama-7b row %+v", r)
	}
	if r := tb.Rows[1]; r.Model != "sdxl" || r.Warm != "no" || strings.Join(r.Values, ",") != "–,2,–,–,–" {
		t.Errorf("sdxl row %+v", r)
	}
}
