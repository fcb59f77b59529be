package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"
	"go.uber.org/zap/zaptest/observer"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/statuskv"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/internal/testutil/testkit"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/status"
)

const (
	t0        = int64(1_700_000_000_000) // unix ms
	adminTok  = "test-admin-token-0123456789"
	workerA   = "0x1111111111111111111111111111111111111111"
	userA     = "0x00000000000000000000000000000000000000aa"
	txHash    = "0xabababababababababababababababababababababababababababababababab"
	outHash   = "0xcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd"
	requestsP = "GET /v1/requests/{id}"
)

// openKV ensures the bus layout on srv and returns a status store on its own connection.
func openKV(t testing.TB, srv *natstest.Server) *statuskv.KV {
	t.Helper()
	js := srv.JetStream(t)
	cfg := bus.DefaultConfig()
	ctx := context.Background()
	if err := bus.Ensure(ctx, js, cfg); err != nil {
		t.Fatal(err)
	}
	kv, err := statuskv.OpenKV(ctx, js, wire.BucketStatus)
	if err != nil {
		t.Fatal(err)
	}
	return kv
}

// openSightings returns the sightings store on srv (openKV ensures the bucket) with
// head written and each of sightings put.
func openSightings(t testing.TB, srv *natstest.Server, head status.Head, sightings ...status.Sighting) *statuskv.Sightings {
	t.Helper()
	ctx := context.Background()
	sg, err := statuskv.OpenSightings(ctx, srv.JetStream(t), wire.BucketSightings)
	if err != nil {
		t.Fatal(err)
	}
	if err := sg.PutHead(ctx, head); err != nil {
		t.Fatal(err)
	}
	for _, s := range sightings {
		if err := sg.PutSighting(ctx, s); err != nil {
			t.Fatal(err)
		}
	}
	return sg
}

func record(id string, st status.State) status.Record {
	r := status.Record{
		RequestID: id, Model: "llama-7b", User: userA, State: st,
		QueuePosition: 12, Round: 9, ETAMS: 3450, RetryAfterS: 5,
		SubmittedAtMS: t0 - 30_000, DeadlineMS: t0 + 600_000, UpdatedAtMS: t0,
	}
	switch st {
	case status.StateAssigned:
		r.Worker, r.AssignedAtMS, r.EstimatedLatencyMS, r.QueuePosition = workerA, t0-1000, 4000, 0
	case status.StateCompleted:
		r.Worker, r.AssignedAtMS, r.EstimatedLatencyMS = workerA, t0-1000, 4000
		r.ResultTxHash, r.OutputHash, r.LatencyMS = txHash, outHash, 3870
	}
	return r
}

func put(t testing.TB, kv *statuskv.KV, recs ...status.Record) {
	t.Helper()
	for _, r := range recs {
		if _, err := kv.Put(context.Background(), r); err != nil {
			t.Fatal(err)
		}
	}
}

type fixture struct {
	srv   *Server
	clock *testkit.Clock
	sched *MemoryConfig
	reg   *prometheus.Registry
}

func newFixture(t testing.TB, reader StatusReader, change func(*Options)) *fixture {
	t.Helper()
	f := &fixture{clock: testkit.NewClock(time.UnixMilli(t0)), sched: NewMemoryConfig(scheduler.DefaultConfig()), reg: prometheus.NewRegistry()}
	cfg := DefaultConfig()
	cfg.RatePerClient = 0 // tests of the limit turn it on
	opts := Options{Config: cfg, Status: reader, Scheduler: f.sched, Registerer: f.reg, Now: f.clock.Now}
	if change != nil {
		change(&opts)
	}
	f.srv = New(opts)
	return f
}

func (f *fixture) do(method, path, body string, hdr ...string) *httptest.ResponseRecorder {
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req := httptest.NewRequest(method, path, rd)
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	rec := httptest.NewRecorder()
	f.srv.ServeHTTP(rec, req)
	return rec
}

func decodeMap(t testing.TB, rec *httptest.ResponseRecorder) map[string]any {
	t.Helper()
	if ct := rec.Header().Get("Content-Type"); ct != "application/json" {
		t.Fatalf("Content-Type %q, body %s", ct, rec.Body)
	}
	var m map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &m); err != nil {
		t.Fatalf("body %q: %v", rec.Body, err)
	}
	return m
}

func wantError(t testing.TB, rec *httptest.ResponseRecorder, code int, kind string) map[string]any {
	t.Helper()
	if rec.Code != code {
		t.Fatalf("status %d, want %d; body %s", rec.Code, code, rec.Body)
	}
	m := decodeMap(t, rec)
	if m["error"] != kind || m["message"] == "" || m["message"] == nil {
		t.Fatalf("error body %v, want error %q and a message", m, kind)
	}
	return m
}

func TestGetRequest(t *testing.T) {
	kv := openKV(t, natstest.Start(t))
	put(t, kv,
		record("1", status.StateQueued),
		record("2", status.StateAssigned),
		record("3", status.StateCompleted),
		record("4", status.StateExpired),
		record("5", status.StateRefunded),
		record("6", status.StateFailed),
		record("7", status.StateThrottled),
		record("8", status.StatePendingConfirmation),
	)
	f := newFixture(t, kv, nil)
	f.clock.Set(time.UnixMilli(t0 + 1500))
	ra := scheduler.DefaultConfig().RetryAfter

	t.Run("pending states: 202 with Retry-After", func(t *testing.T) {
		for _, tc := range []struct {
			id, state    string
			retry, eta   int64
			worker       any
			elapsed, pos float64
		}{
			// stored 5 s aged 1.5 s → 4 s; eta 3450 − 1500 → 2 s.
			{"1", "queued", 4, 2, nil, 31, 12},
			// (4000 − 2500) + 250 = 1750 ms × 1.2 = 2100 → 3 s; eta 2 s.
			{"2", "assigned", 3, 2, workerA, 31, 0},
			{"7", "throttled", 4, 2, nil, 31, 12},
			{"00008", "confirming", 0, 0, nil, 31, 12}, // values checked for bounds only
		} {
			rec := f.do("GET", "/v1/requests/"+tc.id, "")
			if rec.Code != http.StatusAccepted {
				t.Fatalf("%s: status %d, body %s", tc.id, rec.Code, rec.Body)
			}
			m := decodeMap(t, rec)
			hdr, err := strconv.ParseInt(rec.Header().Get("Retry-After"), 10, 64)
			if err != nil {
				t.Fatalf("%s: Retry-After %q", tc.id, rec.Header().Get("Retry-After"))
			}
			if body := int64(m["retry_after_seconds"].(float64)); body != hdr {
				t.Fatalf("%s: header Retry-After %d, body retry_after_seconds %d", tc.id, hdr, body)
			}
			if hdr < ra.MinSeconds || hdr > ra.MaxSeconds {
				t.Fatalf("%s: Retry-After %d outside [%d, %d]", tc.id, hdr, ra.MinSeconds, ra.MaxSeconds)
			}
			if m["status"] != "pending" || m["state"] != tc.state || m["request_id"] != strings.TrimLeft(tc.id, "0") ||
				m["worker"] != tc.worker || m["elapsed_seconds"] != tc.elapsed || m["queue_position"] != tc.pos {
				t.Fatalf("%s: body %v", tc.id, m)
			}
			if tc.retry != 0 && (hdr != tc.retry || int64(m["eta_seconds"].(float64)) != tc.eta) {
				t.Fatalf("%s: retry %d eta %v, want %d and %d", tc.id, hdr, m["eta_seconds"], tc.retry, tc.eta)
			}
			for _, k := range []string{"request_id", "status", "state", "queue_position", "worker", "eta_seconds", "elapsed_seconds", "retry_after_seconds"} {
				if _, ok := m[k]; !ok {
					t.Fatalf("%s: key %s missing from %v", tc.id, k, m)
				}
			}
			if rec.Header().Get("Cache-Control") != "no-store" {
				t.Fatalf("%s: a status answer may be cached", tc.id)
			}
		}
	})

	t.Run("final states: 200", func(t *testing.T) {
		rec := f.do("GET", "/v1/requests/3", "")
		if rec.Code != http.StatusOK || rec.Header().Get("Retry-After") != "" {
			t.Fatalf("completed: %d %v %s", rec.Code, rec.Header(), rec.Body)
		}
		m := decodeMap(t, rec)
		if m["status"] != "completed" || m["worker"] != workerA || m["result_tx_hash"] != txHash ||
			m["output_hash"] != outHash || m["latency_ms"] != 3870.0 || m["request_id"] != "3" {
			t.Fatalf("completed body %v", m)
		}
		for id, want := range map[string]string{"4": "expired", "5": "refunded", "6": "failed"} {
			rec := f.do("GET", "/v1/requests/"+id, "")
			if m := decodeMap(t, rec); rec.Code != http.StatusOK || m["status"] != want {
				t.Fatalf("%s: %d %v", id, rec.Code, m)
			}
		}
	})

	t.Run("unknown: 404", func(t *testing.T) {
		wantError(t, f.do("GET", "/v1/requests/999", ""), http.StatusNotFound, "unknown_request")
	})

	t.Run("malformed id: 400", func(t *testing.T) {
		over := "115792089237316195423570985008687907853269984665640564039457584007913129639936"
		for _, id := range []string{"abc", "0x10", "-1", "1.5", "%20", over, strings.Repeat("9", 300)} {
			wantError(t, f.do("GET", "/v1/requests/"+id, ""), http.StatusBadRequest, "bad_request")
		}
	})

	t.Run("unreadable record: 500", func(t *testing.T) {
		f := newFixture(t, failingStatus{err: status.ErrInvalid}, nil)
		wantError(t, f.do("GET", "/v1/requests/1", ""), http.StatusInternalServerError, "internal")
	})

	t.Run("store down: 503 with Retry-After", func(t *testing.T) {
		f := newFixture(t, failingStatus{err: errors.New("nats: timeout")}, nil)
		rec := f.do("GET", "/v1/requests/1", "")
		wantError(t, rec, http.StatusServiceUnavailable, "unavailable")
		if rec.Header().Get("Retry-After") == "" {
			t.Fatal("503 without Retry-After")
		}
	})
}

// failingStatus is a status store that fails (a fault, not a fake of behaviour).
type failingStatus struct{ err error }

func (f failingStatus) Get(context.Context, string) (status.Record, uint64, error) {
	return status.Record{}, 0, f.err
}

// TestReplicasAgree: two servers, each with its own NATS connection to the same status
// bucket, give the same answer for the same request at the same time (seed 000 §9.4).
func TestReplicasAgree(t *testing.T) {
	ns := natstest.Start(t)
	kvA, kvB := openKV(t, ns), openKV(t, ns)
	recs := []status.Record{
		record("10", status.StateQueued), record("11", status.StateAssigned),
		record("12", status.StatePendingConfirmation), record("13", status.StateThrottled),
	}
	over := record("14", status.StateAssigned)
	over.AssignedAtMS, over.EstimatedLatencyMS = t0-200_000, 1000 // overdue: backoff table
	put(t, kvA, append(recs, over)...)

	a := newFixture(t, kvA, nil)
	b := newFixture(t, kvB, nil)
	for _, now := range []int64{t0, t0 + 999, t0 + 2500, t0 + 61_000} {
		a.clock.Set(time.UnixMilli(now))
		b.clock.Set(time.UnixMilli(now))
		for _, id := range []string{"10", "11", "12", "13", "14"} {
			ra, rb := a.do("GET", "/v1/requests/"+id, ""), b.do("GET", "/v1/requests/"+id, "")
			if ra.Code != http.StatusAccepted || rb.Code != http.StatusAccepted {
				t.Fatalf("%s: %d / %d", id, ra.Code, rb.Code)
			}
			if ha, hb := ra.Header().Get("Retry-After"), rb.Header().Get("Retry-After"); ha != hb || ha == "" {
				t.Fatalf("request %s at %d: replica A says Retry-After %s, B says %s", id, now, ha, hb)
			}
			if ra.Body.String() != rb.Body.String() {
				t.Fatalf("request %s at %d: bodies differ:\n%s\n%s", id, now, ra.Body, rb.Body)
			}
		}
	}
}

func TestAdminAuth(t *testing.T) {
	off := newFixture(t, nil, nil)
	wantError(t, off.do("GET", "/admin/config", "", "Authorization", "Bearer "+adminTok), http.StatusNotFound, "not_found")
	wantError(t, off.do("POST", "/admin/config", `{"param":"retry_after.min_seconds","value":2}`,
		"Authorization", "Bearer "+adminTok), http.StatusNotFound, "not_found")

	on := newFixture(t, nil, func(o *Options) { o.Config.Admin = AdminConfig{Enabled: true, Token: adminTok} })
	for _, hdr := range [][]string{
		nil,
		{"Authorization", "Bearer"},
		{"Authorization", "Bearer wrong-token-0123456789"},
		{"Authorization", "Bearer " + adminTok + "x"},
		{"Authorization", "Basic " + adminTok},
		{"Authorization", adminTok},
	} {
		rec := on.do("GET", "/admin/config", "", hdr...)
		wantError(t, rec, http.StatusUnauthorized, "unauthorized")
		if rec.Header().Get("WWW-Authenticate") == "" {
			t.Fatal("401 without WWW-Authenticate")
		}
		rec = on.do("POST", "/admin/config", `{"param":"retry_after.min_seconds","value":2}`, hdr...)
		wantError(t, rec, http.StatusUnauthorized, "unauthorized")
	}
	if on.sched.Get().RetryAfter.MinSeconds != 1 {
		t.Fatal("an unauthorized POST changed the config")
	}
	if rec := on.do("GET", "/admin/config", "", "Authorization", "Bearer "+adminTok); rec.Code != http.StatusOK {
		t.Fatalf("authorized GET: %d %s", rec.Code, rec.Body)
	}
}

func TestAdminConfigChange(t *testing.T) {
	kv := openKV(t, natstest.Start(t))
	put(t, kv, record("1", status.StateQueued))
	core, logs := observer.New(zap.InfoLevel)
	f := newFixture(t, kv, func(o *Options) {
		o.Config.Admin = AdminConfig{Enabled: true, Token: adminTok}
		o.Logger = zap.New(core)
	})
	auth := []string{"Authorization", "Bearer " + adminTok}
	post := func(body string) *httptest.ResponseRecorder { return f.do("POST", "/admin/config", body, auth...) }
	getCfg := func() scheduler.Config {
		rec := f.do("GET", "/admin/config", "", auth...)
		if rec.Code != http.StatusOK {
			t.Fatalf("GET /admin/config: %d %s", rec.Code, rec.Body)
		}
		c := scheduler.Config{}
		if err := json.Unmarshal(rec.Body.Bytes(), &c); err != nil {
			t.Fatal(err)
		}
		return c
	}
	before := getCfg()

	// min ≥ max is refused, naming the problem, and nothing changes.
	m := wantError(t, post(`{"param":"retry_after.min_seconds","value":300}`), http.StatusBadRequest, "invalid_config")
	if !strings.Contains(m["message"].(string), "retry_after.max_seconds: must be above min_seconds (300), got 300") {
		t.Fatalf("message %q", m["message"])
	}
	if got := getCfg(); got.RetryAfter.MinSeconds != before.RetryAfter.MinSeconds {
		t.Fatalf("refused change applied: min %d", got.RetryAfter.MinSeconds)
	}
	wantError(t, post(`{"param":"retry_after.backoff","value":[[0,4],[60,10],[30,2]]}`), http.StatusBadRequest, "invalid_config")
	wantError(t, post(`{"param":"retry_after.nope","value":1}`), http.StatusBadRequest, "invalid_config")
	wantError(t, post(`{"param":"matching.slots_per_worker_per_round","value":1}`), http.StatusBadRequest, "invalid_config")
	wantError(t, post(`{"param":"retry_after.min_seconds","value":"2"}`), http.StatusBadRequest, "invalid_config")

	// A valid change applies and is visible.
	rec := post(`{"param":"retry_after.max_seconds","value":3}`)
	if rec.Code != http.StatusOK {
		t.Fatalf("valid change: %d %s", rec.Code, rec.Body)
	}
	var ch Change
	if err := json.Unmarshal(rec.Body.Bytes(), &ch); err != nil || string(ch.Old) != "300" || string(ch.New) != "3" {
		t.Fatalf("change %s (%v)", rec.Body, err)
	}
	if got := getCfg(); got.RetryAfter.MaxSeconds != 3 {
		t.Fatalf("max_seconds %d after the change", got.RetryAfter.MaxSeconds)
	}
	changed := logs.FilterMessage("scheduler config changed").All()
	if len(changed) != 1 {
		t.Fatalf("%d change log entries, want 1", len(changed))
	}
	if fields := changed[0].ContextMap(); fields["param"] != "retry_after.max_seconds" || fields["old"] != "300" || fields["new"] != "3" {
		t.Fatalf("change logged with %v", fields)
	}
	if n := logs.FilterMessage("scheduler config change refused").Len(); n != 5 {
		t.Fatalf("%d refusals logged, want 5", n)
	}
	for _, e := range logs.All() {
		if strings.Contains(fmt.Sprint(e.ContextMap()), adminTok) {
			t.Fatal("the admin token was logged")
		}
	}
	// ... and the status answers use it at once: stored 5 s is clamped to the new max.
	rec = f.do("GET", "/v1/requests/1", "")
	if rec.Header().Get("Retry-After") != "3" {
		t.Fatalf("Retry-After %q after max_seconds = 3", rec.Header().Get("Retry-After"))
	}

	// Malformed bodies.
	wantError(t, post(`{"param":`), http.StatusBadRequest, "bad_request")
	wantError(t, post(`{"param":"retry_after.min_seconds"}`), http.StatusBadRequest, "bad_request")
	wantError(t, post(`{"param":"retry_after.min_seconds","value":1,"extra":1}`), http.StatusBadRequest, "bad_request")
	wantError(t, post(`{"param":"retry_after.min_seconds","value":1} {}`), http.StatusBadRequest, "bad_request")
	wantError(t, post(`[1,2]`), http.StatusBadRequest, "bad_request")

	// A body over the limit: 413.
	big := `{"param":"retry_after.backoff","value":[` + strings.Repeat(`[0,4],`, 20_000) + `[1,4]]}`
	wantError(t, post(big), http.StatusRequestEntityTooLarge, "payload_too_large")
	if got := getCfg(); len(got.RetryAfter.BackoffSteps) != len(before.RetryAfter.BackoffSteps) {
		t.Fatal("an oversized body changed the config")
	}
}

func TestRateLimit(t *testing.T) {
	f := newFixture(t, failingStatus{err: status.ErrNotFound}, func(o *Options) {
		o.Config.RatePerClient, o.Config.Burst = 0.5, 2
	})
	get := func(remote, path string) *httptest.ResponseRecorder {
		req := httptest.NewRequest("GET", path, nil)
		req.RemoteAddr = remote
		rec := httptest.NewRecorder()
		f.srv.ServeHTTP(rec, req)
		return rec
	}
	for i := 0; i < 2; i++ {
		if rec := get("192.0.2.1:1000", "/v1/requests/1"); rec.Code != http.StatusNotFound {
			t.Fatalf("request %d within the burst: %d", i, rec.Code)
		}
	}
	rec := get("192.0.2.1:1001", "/v1/requests/1") // another port, same client
	wantError(t, rec, http.StatusTooManyRequests, "rate_limited")
	if ra := rec.Header().Get("Retry-After"); ra != "2" { // one token every 2 s
		t.Fatalf("429 Retry-After %q, want 2", ra)
	}
	if rec := get("192.0.2.2:1000", "/v1/requests/1"); rec.Code != http.StatusNotFound {
		t.Fatalf("another client was limited: %d", rec.Code)
	}
	for _, p := range []string{"/healthz", "/readyz", "/metrics"} {
		if rec := get("192.0.2.1:1000", p); rec.Code != http.StatusOK {
			t.Fatalf("%s limited: %d", p, rec.Code)
		}
	}
	f.clock.Set(time.UnixMilli(t0 + 2000)) // a token refilled
	if rec := get("192.0.2.1:1000", "/v1/requests/1"); rec.Code != http.StatusNotFound {
		t.Fatalf("after the refill: %d", rec.Code)
	}
}

func TestLimiterForgetsOldClients(t *testing.T) {
	l := newClientLimiter(1, 1, 2)
	now := time.UnixMilli(t0)
	for _, k := range []string{"a", "b", "c"} {
		if ok, _ := l.allow(k, now); !ok {
			t.Fatalf("%s refused", k)
		}
	}
	if l.buckets.Len() != 2 {
		t.Fatalf("%d buckets kept, want 2", l.buckets.Len())
	}
	if ok, _ := l.allow("a", now); !ok { // forgotten, starts full
		t.Fatal("a forgotten client starts empty")
	}
	if ok, _ := l.allow("c", now); ok {
		t.Fatal("c was not limited")
	}
}

// rounds and workers below are in-memory implementations of the interfaces this
// package defines; the real ones live in the daemon and the registry.
type memRounds map[uint64]json.RawMessage

func (m memRounds) Get(_ context.Context, n uint64) (json.RawMessage, error) {
	if r, ok := m[n]; ok {
		return r, nil
	}
	return nil, ErrNotFound
}

func (m memRounds) List(_ context.Context, from uint64, limit int) ([]json.RawMessage, error) {
	var out []json.RawMessage
	for n := from; n < from+uint64(limit); n++ {
		if r, ok := m[n]; ok {
			out = append(out, r)
		}
	}
	return out, nil
}

type memWorkers []scheduler.Worker

func (m memWorkers) Workers(context.Context) ([]scheduler.Worker, error) { return m, nil }

type memBackendMetrics map[string]string

func (m memBackendMetrics) BackendMetrics(context.Context) (map[string]string, error) { return m, nil }

func TestReadEndpoints(t *testing.T) {
	rounds := memRounds{}
	for n := uint64(1); n <= 5; n++ {
		rounds[n] = json.RawMessage(`{"round":` + strconv.FormatUint(n, 10) + `}`)
	}
	workers := memWorkers{
		{ID: "0x22", Models: []string{"llama-7b", "gpt-2"}, ActiveJobs: 1, MaxJobs: 4, StakeWei: scheduler.NewWei(5)},
		{ID: "0x11", Models: []string{"llama-7b"}, MaxJobs: 2},
	}
	f := newFixture(t, nil, func(o *Options) {
		o.Rounds, o.Workers = rounds, workers
		o.BackendMetrics = memBackendMetrics{"0x11": "none", "0x22": "vllm"}
		o.Info = StaticInfo{ChainID: 1337, Contracts: map[string]string{"inference_router": "0xaa"}, Scheduler: "0xbb", Version: "test"}
		o.Config.MaxRoundsLimit = 3
		o.Ready = func(context.Context) error { return errors.New("indexer not caught up") }
		o.Heartbeat = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if _, err := io.ReadAll(r.Body); err != nil {
				http.Error(w, err.Error(), http.StatusRequestEntityTooLarge)
				return
			}
			w.WriteHeader(http.StatusNoContent)
		})
	})

	rec := f.do("GET", "/v1/rounds/3", "")
	if rec.Code != http.StatusOK || strings.TrimSpace(rec.Body.String()) != `{"round":3}` {
		t.Fatalf("round 3: %d %s", rec.Code, rec.Body)
	}
	wantError(t, f.do("GET", "/v1/rounds/9", ""), http.StatusNotFound, "not_found")
	wantError(t, f.do("GET", "/v1/rounds/x", ""), http.StatusBadRequest, "bad_request")
	wantError(t, f.do("GET", "/v1/rounds/-1", ""), http.StatusBadRequest, "bad_request")

	rec = f.do("GET", "/v1/rounds?from=2&limit=3", "")
	var page struct {
		From   uint64            `json:"from"`
		Limit  int               `json:"limit"`
		Rounds []json.RawMessage `json:"rounds"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &page); err != nil || rec.Code != 200 || len(page.Rounds) != 3 || string(page.Rounds[0]) != `{"round":2}` {
		t.Fatalf("list: %d %s", rec.Code, rec.Body)
	}
	for _, q := range []string{"limit=4", "limit=0", "limit=x", "from=-1", "from=1e3"} {
		wantError(t, f.do("GET", "/v1/rounds?"+q, ""), http.StatusBadRequest, "bad_request")
	}

	rec = f.do("GET", "/v1/workers", "")
	m := decodeMap(t, rec)
	ws := m["workers"].([]any)
	if m["count"] != 2.0 || ws[0].(map[string]any)["id"] != "0x11" || ws[1].(map[string]any)["load"] != 0.25 ||
		ws[1].(map[string]any)["stake_wei"] != "5" || ws[0].(map[string]any)["backend_metrics"] != "none" || ws[1].(map[string]any)["backend_metrics"] != "vllm" {
		t.Fatalf("workers: %s", rec.Body)
	}

	m = decodeMap(t, f.do("GET", "/v1/info", ""))
	if m["chain_id"] != 1337.0 || m["scheduler"] != "0xbb" || m["version"] != "test" ||
		m["contracts"].(map[string]any)["inference_router"] != "0xaa" ||
		strings.Join(toStrings(m["models"]), ",") != "gpt-2,llama-7b" {
		t.Fatalf("info: %v", m)
	}
	if _, ok := m["dev_accounts"]; ok {
		t.Fatal("dev accounts outside dev mode")
	}
	if _, ok := m["dev_nats"]; ok {
		t.Fatal("dev bus users outside dev mode")
	}

	if rec := f.do("GET", "/healthz", ""); rec.Code != http.StatusOK {
		t.Fatalf("healthz %d", rec.Code)
	}
	wantError(t, f.do("GET", "/readyz", ""), http.StatusServiceUnavailable, "not_ready")

	if rec := f.do("POST", "/v1/workers/heartbeat", `{"worker":"0x11"}`); rec.Code != http.StatusNoContent {
		t.Fatalf("heartbeat: %d %s", rec.Code, rec.Body)
	}
	if rec := f.do("POST", "/v1/workers/heartbeat", strings.Repeat("x", 70_000)); rec.Code != http.StatusRequestEntityTooLarge {
		t.Fatalf("oversized heartbeat: %d", rec.Code)
	}

	// Unknown routes and methods answer in JSON.
	wantError(t, f.do("GET", "/v2/nothing", ""), http.StatusNotFound, "not_found")
	rec = f.do("DELETE", "/v1/workers", "")
	wantError(t, rec, http.StatusMethodNotAllowed, "method_not_allowed")
	if !strings.Contains(rec.Header().Get("Allow"), "GET") {
		t.Fatalf("405 Allow %q", rec.Header().Get("Allow"))
	}

	// Missing dependencies answer 503.
	bare := newFixture(t, nil, nil)
	for _, p := range []string{"/v1/requests/1", "/v1/workers", "/v1/rounds/1", "/v1/rounds", "/v1/info"} {
		wantError(t, bare.do("GET", p, ""), http.StatusServiceUnavailable, "unavailable")
	}
}

func toStrings(v any) []string {
	var out []string
	for _, x := range v.([]any) {
		out = append(out, x.(string))
	}
	return out
}
