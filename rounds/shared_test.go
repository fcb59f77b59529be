package rounds_test

import (
	"context"
	"testing"
	"time"

	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/internal/testutil/redistest"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/flowcontrol"
	"github.com/infersched/infersched/wire/status"
	"github.com/infersched/infersched/workers/ratelimit"
)

// TestSharedLimitsSpanReplicas: another replica spent a requester's budget in the
// shared Redis buckets; this replica's round throttles that requester's requests (with
// the shared wait in their Retry-After) and dispatches another requester's. With the
// shared store down, requests wait rather than pass unchecked.
func TestSharedLimitsSpanReplicas(t *testing.T) {
	ctx := context.Background()
	srv := redistest.Start(t)
	fc := flowcontrol.DefaultConfig()
	fc.Requester = flowcontrol.Limit{PerSecond: 0.01, Burst: 2}
	lc := ratelimit.Config{Store: ratelimit.StoreRedis, KeyPrefix: "test:limits:"}
	other, err := ratelimit.New(srv.Client(t), lc, fc)
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if d, err := other.Take(ctx, "llama-7b", "0xsame"); err != nil || !d.OK {
			t.Fatalf("the other replica: %+v %v", d, err)
		}
	}
	mine, err := ratelimit.New(srv.Client(t), lc, fc)
	if err != nil {
		t.Fatal(err)
	}
	h := daemontest.NewEngine(t, daemontest.Options{Shared: mine, Config: func(c *scheduler.Config) { c.FlowControl = fc }})
	h.Worker("llama-7b", 300, 4)
	h.Request("1", "llama-7b", "0xsame", 2e16, 5*time.Minute)
	h.Request("2", "llama-7b", "0xother", 1e16, 5*time.Minute)
	rep := h.Round()
	if rep.Dispatched != 1 || rep.Throttled != 1 {
		t.Fatalf("report %+v, want 0xother dispatched and 0xsame throttled", rep)
	}
	if st := h.Sink.Status("1"); st.State != status.StateThrottled || st.RetryAfterS < 60 {
		t.Fatalf("status of the spent requester's request: %+v, want throttled for about 100 s", st)
	}
	if st := h.Sink.Status("2"); st.State != status.StateAssigned {
		t.Fatalf("status of the other requester's request: %+v", st)
	}

	// The shared store down: fail closed, the request waits.
	srv.Stop()
	h.Request("3", "llama-7b", "0xthird", 1e16, 5*time.Minute)
	if rep := h.Round(); rep.Dispatched != 0 {
		t.Fatalf("with the shared limits unavailable: %+v, want nothing dispatched", rep)
	}
	if st := h.Sink.Status("3"); st.State != status.StateThrottled {
		t.Fatalf("status with the shared limits unavailable: %+v", st)
	}
}
