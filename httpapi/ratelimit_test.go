package httpapi

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/infersched/infersched/wire/status"
)

// limitFixture serves with a 1-request burst for reads, heartbeats accepted by a
// stand-in handler (the registry is not under test), and proxies in 10.0.0.0/8.
func limitFixture(t *testing.T) *fixture {
	t.Helper()
	return newFixture(t, failingStatus{err: status.ErrNotFound}, func(o *Options) {
		o.Config.RatePerClient, o.Config.Burst = 0.001, 1
		o.Config.HeartbeatRatePerWorker, o.Config.HeartbeatBurst, o.Config.HeartbeatRatePerClient = 0.001, 1, 1.5
		o.Config.TrustedProxies = []string{"10.0.0.0/8"}
		o.Heartbeat = http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { writeJSON(w, http.StatusOK, map[string]string{}) })
	})
}

func send(f *fixture, method, remote, path, body string, xff ...string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	req.RemoteAddr = remote
	for _, h := range xff {
		req.Header.Add("X-Forwarded-For", h)
	}
	rec := httptest.NewRecorder()
	f.srv.ServeHTTP(rec, req)
	return rec
}

func heartbeatOf(worker string) string {
	return `{"heartbeat":{"worker":"` + worker + `"},"signature":"0x"}`
}

// An untrusted peer cannot choose its bucket with X-Forwarded-For; behind a trusted
// proxy the client is the rightmost untrusted hop, so what the client itself put in
// the header is ignored too.
func TestForwardedForSpoofing(t *testing.T) {
	f := limitFixture(t)
	if r := send(f, "GET", "203.0.113.5:1", "/v1/requests/1", "", "198.51.100.1"); r.Code != http.StatusNotFound {
		t.Fatalf("first request: %d", r.Code)
	}
	for i, spoof := range []string{"198.51.100.2", "10.0.0.9", "1.1.1.1, 2.2.2.2", "garbage"} {
		r := send(f, "GET", "203.0.113.5:2", "/v1/requests/1", "", spoof)
		if r.Code != http.StatusTooManyRequests || r.Header().Get("Retry-After") == "" {
			t.Fatalf("spoof %d (%q) from an untrusted peer got %d: it chose its own bucket", i, spoof, r.Code)
		}
	}

	// Behind the proxy 10.0.0.1: two clients, each spoofing the other's address.
	a := send(f, "GET", "10.0.0.1:1", "/v1/requests/1", "", "192.0.2.20, 192.0.2.10") // client .10 claims .20
	b := send(f, "GET", "10.0.0.1:2", "/v1/requests/1", "", "192.0.2.10, 192.0.2.20") // client .20 claims .10
	if a.Code != http.StatusNotFound || b.Code != http.StatusNotFound {
		t.Fatalf("two clients behind the proxy: %d, %d", a.Code, b.Code)
	}
	again := send(f, "GET", "10.0.0.1:3", "/v1/requests/1", "", "192.0.2.99", "192.0.2.10, 10.0.0.2") // .10 again, through two proxies
	if again.Code != http.StatusTooManyRequests {
		t.Fatalf("client .10 through two proxies: %d, want its own bucket (empty)", again.Code)
	}
	if r := send(f, "GET", "10.0.0.1:4", "/v1/requests/1", ""); r.Code != http.StatusNotFound {
		t.Fatalf("the proxy itself without X-Forwarded-For: %d", r.Code)
	}
}

// A client that has spent its read bucket still heartbeats; a worker's heartbeats
// have their own bucket, which another worker's (or a forged claim from elsewhere)
// does not spend.
func TestPollsDoNotStarveHeartbeats(t *testing.T) {
	f := limitFixture(t)
	const w1, w2 = "0x1111111111111111111111111111111111111111", "0x2222222222222222222222222222222222222222"
	for i := 0; i < 5; i++ {
		send(f, "GET", "192.0.2.1:1", "/v1/requests/1", "")
	}
	if r := send(f, "GET", "192.0.2.1:1", "/v1/requests/1", ""); r.Code != http.StatusTooManyRequests {
		t.Fatalf("polls past the burst: %d", r.Code)
	}
	if r := send(f, "POST", "192.0.2.1:1", "/v1/workers/heartbeat", heartbeatOf(w1)); r.Code != http.StatusOK {
		t.Fatalf("heartbeat after the polls: %d %s", r.Code, r.Body)
	}
	// Someone elsewhere forging w1's heartbeats spends only its own (client, worker) bucket.
	send(f, "POST", "198.51.100.9:1", "/v1/workers/heartbeat", heartbeatOf(w1))
	if r := send(f, "POST", "198.51.100.9:1", "/v1/workers/heartbeat", heartbeatOf(w1)); r.Code != http.StatusTooManyRequests {
		t.Fatalf("second heartbeat of one worker past its burst: %d", r.Code)
	}
	if r := send(f, "POST", "192.0.2.1:1", "/v1/workers/heartbeat", heartbeatOf(w2)); r.Code != http.StatusOK {
		t.Fatalf("a second worker on the same host: %d", r.Code)
	}
	// The per-client heartbeat bucket (rate 1.5/s, burst 3; the clock stands still) bounds a host
	// that invents worker keys.
	refused := false
	for i := 0; i < 10 && !refused; i++ {
		w := "0x" + strings.Repeat(string("3456789abc"[i]), 40)
		refused = send(f, "POST", "192.0.2.1:1", "/v1/workers/heartbeat", heartbeatOf(w)).Code == http.StatusTooManyRequests
	}
	if !refused {
		t.Fatal("a client inventing worker keys was never limited")
	}
}
