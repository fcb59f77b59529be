package httpapi

import (
	"context"
	"net/http"
	"testing"

	"github.com/infersched/infersched/daemon/health"
)

// /readyz names each failing dependency in JSON; /healthz stays 200 meanwhile.
func TestReadyzNamesEveryFailingCheck(t *testing.T) {
	notReady := &health.NotReadyError{Failures: []health.Failure{
		{Check: "chain", Reason: "no chain endpoint answers"},
		{Check: "redis", Reason: "127.0.0.1:6379 unreachable"},
	}}
	f := newFixture(t, nil, func(o *Options) {
		o.Ready = func(context.Context) error { return notReady }
	})
	if rec := f.do("GET", "/healthz", ""); rec.Code != http.StatusOK {
		t.Fatalf("healthz %d while dependencies are down: liveness only", rec.Code)
	}
	m := wantError(t, f.do("GET", "/readyz", ""), http.StatusServiceUnavailable, "not_ready")
	checks, _ := m["checks"].([]any)
	if len(checks) != 2 || checks[1].(map[string]any)["check"] != "redis" ||
		checks[1].(map[string]any)["reason"] != "127.0.0.1:6379 unreachable" {
		t.Fatalf("checks %v", m["checks"])
	}
}
