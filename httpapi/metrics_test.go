package httpapi

import (
	"context"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/wire/status"
)

func TestMetrics(t *testing.T) {
	kv := openKV(t, natstest.Start(t))
	put(t, kv, record("1", status.StateQueued))
	f := newFixture(t, kv, nil)
	f.do("GET", "/v1/requests/1", "")
	f.do("GET", "/v1/requests/2", "")
	f.do("GET", "/nowhere", "")
	body := f.do("GET", "/metrics", "").Body.String()
	for _, want := range []string{
		`infersched_http_requests_total{code="202",route="GET /v1/requests/{id}"} 1`,
		`infersched_http_requests_total{code="404",route="GET /v1/requests/{id}"} 1`,
		`infersched_http_requests_total{code="404",route="unmatched"} 1`,
		`infersched_http_retry_after_seconds_bucket{le="5"} 1`,
		`infersched_http_raw_eta_seconds_count 1`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("metrics lack %s", want)
		}
	}
	// A second server on the same registry shares the collectors instead of failing.
	g := New(Options{Config: DefaultConfig(), Registerer: f.reg})
	if g.metrics.requests != f.srv.metrics.requests {
		t.Fatal("the second server did not reuse the registered collectors")
	}
}

func TestServeShutsDown(t *testing.T) {
	kv := openKV(t, natstest.Start(t))
	put(t, kv, record("1", status.StateQueued))
	f := newFixture(t, kv, nil)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- f.srv.Serve(ctx, ln) }()

	client := &http.Client{Timeout: 5 * time.Second}
	resp, err := client.Get("http://" + ln.Addr().String() + "/v1/requests/1")
	if err != nil {
		t.Fatal(err)
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusAccepted || resp.Header.Get("Retry-After") != "5" {
		t.Fatalf("over TCP: %d, Retry-After %q", resp.StatusCode, resp.Header.Get("Retry-After"))
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatalf("Serve after cancel: %v", err)
	}
	if _, err := client.Get("http://" + ln.Addr().String() + "/healthz"); err == nil {
		t.Fatal("still serving after shutdown")
	}
}
