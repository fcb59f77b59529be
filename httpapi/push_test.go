package httpapi

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/infersched/infersched/bus/statuskv"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/status"
)

// pushEnv is an API server serving over TCP from one NATS connection, and stores on
// another connection to the same server to write with, as another replica would.
type pushEnv struct {
	f         *fixture
	url       string
	kv        *statuskv.KV
	sightings *statuskv.Sightings
	stop      func() error
}

func newPushEnv(t testing.TB, change func(*Options)) *pushEnv {
	t.Helper()
	ns := natstest.Start(t)
	writer := openKV(t, ns)
	reader := openKV(t, ns)
	ctx := context.Background()
	js := ns.JetStream(t)
	sg, err := statuskv.OpenSightings(ctx, js, wire.BucketSightings)
	if err != nil {
		t.Fatal(err)
	}
	sgW, err := statuskv.OpenSightings(ctx, ns.JetStream(t), wire.BucketSightings)
	if err != nil {
		t.Fatal(err)
	}
	f := newFixture(t, reader, func(o *Options) {
		o.Sightings, o.Watch = sg, statuskv.NewWatcher(reader, sg)
		if change != nil {
			change(o)
		}
	})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	sctx, cancel := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- f.srv.Serve(sctx, ln) }()
	stopped := false
	var serr error
	stop := func() error {
		if !stopped {
			stopped = true
			cancel()
			serr = <-done
		}
		return serr
	}
	t.Cleanup(func() { _ = stop() })
	return &pushEnv{f: f, url: "http://" + ln.Addr().String(), kv: writer, sightings: sgW, stop: stop}
}

// sse reads Server-Sent Events: one JSON body per "status" event.
type sse struct {
	resp *http.Response
	sc   *bufio.Scanner
}

func (e *pushEnv) open(t *testing.T, id string) *sse {
	t.Helper()
	resp, err := http.Get(e.url + "/v1/requests/" + id + "/events")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Type") != "text/event-stream" {
		b, _ := io.ReadAll(resp.Body)
		t.Fatalf("events: %d %s %s", resp.StatusCode, resp.Header.Get("Content-Type"), b)
	}
	return &sse{resp: resp, sc: bufio.NewScanner(resp.Body)}
}

// next returns the next event's body, or nil at the end of the stream.
func (s *sse) next(t *testing.T) map[string]any {
	t.Helper()
	var kind, data string
	for s.sc.Scan() {
		line := s.sc.Text()
		switch {
		case strings.HasPrefix(line, "event: "):
			kind = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			data = strings.TrimPrefix(line, "data: ")
		case line == "" && data != "":
			if kind != "status" {
				t.Fatalf("event %q", kind)
			}
			var m map[string]any
			if err := json.Unmarshal([]byte(data), &m); err != nil {
				t.Fatal(err)
			}
			return m
		}
	}
	return nil
}

// The stream sends the GET's JSON now and once per change (not for an estimate that
// only ages), follows a request from confirming to completed across writers on another
// connection, and ends after the final state.
func TestEventStream(t *testing.T) {
	e := newPushEnv(t, nil)
	ctx := context.Background()
	if err := e.sightings.PutHead(ctx, status.Head{Number: 100, BlockMS: 1000, Confirmations: 3, ObservedAtMS: t0}); err != nil {
		t.Fatal(err)
	}
	if err := e.sightings.PutSighting(ctx, status.Sighting{RequestID: "5", TxHash: txHash, BlockNumber: 99, Model: "m"}); err != nil {
		t.Fatal(err)
	}
	s := e.open(t, "5")
	get := func() map[string]any { return decodeMap(t, e.f.do("GET", "/v1/requests/5", "")) }
	first := s.next(t)
	if first["state"] != "confirming" || first["confirmations_remaining"] != 2.0 {
		t.Fatalf("first event %v", first)
	}
	if b, _ := json.Marshal(first); string(b) != mustJSON(t, get()) {
		t.Fatalf("event %s differs from GET %s", b, mustJSON(t, get()))
	}
	steps := []func(){
		func() {
			_ = e.sightings.PutHead(ctx, status.Head{Number: 101, BlockMS: 1000, Confirmations: 3, ObservedAtMS: t0})
		},
		func() {
			put(t, e.kv, record("5", status.StateQueued))
			// The same state written again with only its estimate aged: no event.
			again := record("5", status.StateQueued)
			again.ETAMS, again.UpdatedAtMS = 100, t0+500
			put(t, e.kv, again)
		},
		func() { put(t, e.kv, record("5", status.StateAssigned)) },
		func() { put(t, e.kv, record("5", status.StateCompleted)) },
	}
	want := []string{"confirming", "queued", "assigned", "completed"}
	for i, step := range steps {
		step()
		m := s.next(t)
		got, _ := m["state"].(string)
		if got == "" {
			got, _ = m["status"].(string)
		}
		if got != want[i] {
			t.Fatalf("event %d: %v, want state %s", i+1, m, want[i])
		}
		if i == 0 && m["confirmations_remaining"] != 1.0 {
			t.Fatalf("after a block: %v", m)
		}
	}
	if m := s.next(t); m != nil {
		t.Fatalf("event after the final state: %v", m)
	}
}

func mustJSON(t *testing.T, v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// The long poll returns at the first change, answers a final request at once, and
// validates wait.
func TestLongPoll(t *testing.T) {
	e := newPushEnv(t, nil)
	put(t, e.kv, record("7", status.StateQueued), record("8", status.StateCompleted))
	type answer struct {
		code int
		body map[string]any
		err  error
	}
	got := make(chan answer, 1)
	go func() {
		resp, err := http.Get(e.url + "/v1/requests/7?wait=30s")
		if err != nil {
			got <- answer{err: err}
			return
		}
		defer resp.Body.Close()
		var m map[string]any
		err = json.NewDecoder(resp.Body).Decode(&m)
		got <- answer{resp.StatusCode, m, err}
	}()
	// Move the request forward until the poll answers: its answer is the first change
	// it saw, whichever write that was.
	var a answer
	for pos := 11; ; pos-- {
		rec := record("7", status.StateQueued)
		rec.QueuePosition = max(pos, 0)
		put(t, e.kv, rec)
		select {
		case a = <-got:
		case <-time.After(20 * time.Millisecond):
			continue
		}
		break
	}
	if a.err != nil || a.code != http.StatusAccepted || a.body["queue_position"] == 12.0 {
		t.Fatalf("long poll: %d %v %v", a.code, a.body, a.err)
	}

	start := time.Now()
	r := e.f.do("GET", "/v1/requests/8?wait=30s", "")
	if r.Code != http.StatusOK || time.Since(start) > 10*time.Second {
		t.Fatalf("final request: %d after %s", r.Code, time.Since(start))
	}
	r = e.f.do("GET", "/v1/requests/7?wait=1s", "")
	if m := decodeMap(t, r); r.Code != http.StatusAccepted || r.Header().Get("Retry-After") == "" || m["state"] != "queued" {
		t.Fatalf("no change within wait: %d %v", r.Code, m)
	}
	for _, q := range []string{"0s", "-1s", "2m", "abc", "61", ""} {
		wantError(t, e.f.do("GET", "/v1/requests/7?wait="+q, ""), http.StatusBadRequest, "bad_request")
	}
	wantError(t, e.f.do("GET", "/v1/requests/7?other=1", ""), http.StatusBadRequest, "bad_request")
	wantError(t, e.f.do("GET", "/v1/requests/404?wait=5s", ""), http.StatusNotFound, "unknown_request")
}

// A client gets at most max_streams_per_client streams (429 with Retry-After beyond);
// closing one frees its slot; shutdown ends open streams and Serve returns.
func TestStreamBoundsAndShutdown(t *testing.T) {
	e := newPushEnv(t, func(o *Options) { o.Config.MaxStreamsPerClient = 1 })
	put(t, e.kv, record("9", status.StateQueued))
	s := e.open(t, "9")
	if m := s.next(t); m["state"] != "queued" {
		t.Fatalf("first event %v", m)
	}
	resp, err := http.Get(e.url + "/v1/requests/9/events")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusTooManyRequests || resp.Header.Get("Retry-After") == "" {
		t.Fatalf("second stream of one client: %d, Retry-After %q", resp.StatusCode, resp.Header.Get("Retry-After"))
	}
	if err := e.stop(); err != nil {
		t.Fatalf("Serve with an open stream: %v", err)
	}
	if m := s.next(t); m != nil {
		t.Fatalf("event after shutdown: %v", m)
	}
}

// Two replicas, each with its own NATS connection, give the same answer for a request
// that is still confirming, and the same retracted answer after a reorg.
func TestReplicasAgreeWhileConfirming(t *testing.T) {
	ns := natstest.Start(t)
	ctx := context.Background()
	open := func() *fixture {
		kv := openKV(t, ns)
		sg, err := statuskv.OpenSightings(ctx, ns.JetStream(t), wire.BucketSightings)
		if err != nil {
			t.Fatal(err)
		}
		return newFixture(t, kv, func(o *Options) { o.Sightings = sg })
	}
	a, b := open(), open()
	w, err := statuskv.OpenSightings(ctx, ns.JetStream(t), wire.BucketSightings)
	if err != nil {
		t.Fatal(err)
	}
	_ = w.PutHead(ctx, status.Head{Number: 50, BlockMS: 12_000, Confirmations: 12, ObservedAtMS: t0})
	_ = w.PutSighting(ctx, status.Sighting{RequestID: "3", TxHash: txHash, BlockNumber: 47, Model: "m", DeadlineMS: t0 + 600_000})
	for _, now := range []int64{t0, t0 + 999, t0 + 7_500, t0 + 200_000} {
		a.clock.Set(time.UnixMilli(now))
		b.clock.Set(time.UnixMilli(now))
		ra, rb := a.do("GET", "/v1/requests/3", ""), b.do("GET", "/v1/requests/3", "")
		if ra.Code != http.StatusAccepted || ra.Body.String() != rb.Body.String() || ra.Header().Get("Retry-After") != rb.Header().Get("Retry-After") {
			t.Fatalf("at %d: A %d %s %s, B %d %s %s", now, ra.Code, ra.Header().Get("Retry-After"), ra.Body, rb.Code, rb.Header().Get("Retry-After"), rb.Body)
		}
		if m := decodeMap(t, ra); m["confirmations_remaining"] != 9.0 || m["state"] != "confirming" {
			t.Fatalf("at %d: %v", now, m)
		}
	}
	a.clock.Set(time.UnixMilli(t0))
	// 9 blocks × 12 s + 0 + 2000 + 250 = 110 250 ms; × 1.2 = 132 300 → 133 s.
	if ra := a.do("GET", "/v1/requests/3", ""); ra.Header().Get("Retry-After") != "133" {
		t.Fatalf("Retry-After %s, want 133 (9 blocks at the observed 12 s, P + T, margin)", ra.Header().Get("Retry-After"))
	}
	_ = w.PutSighting(ctx, status.Sighting{RequestID: "3", TxHash: txHash, BlockNumber: 47, Model: "m", Retracted: true})
	ra, rb := a.do("GET", "/v1/requests/3", ""), b.do("GET", "/v1/requests/3", "")
	if ra.Code != http.StatusOK || ra.Body.String() != rb.Body.String() || decodeMap(t, ra)["status"] != "retracted" {
		t.Fatalf("retracted: %d %s / %s", ra.Code, ra.Body, rb.Body)
	}
}
