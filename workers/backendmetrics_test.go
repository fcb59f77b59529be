package workers

import (
	"context"
	"testing"

	"github.com/infersched/infersched/wire"
)

// TestBackendMetricsFromSignedHeartbeats: what a worker's signed heartbeat says its load
// comes from is read back per worker; a record whose signed bytes were changed in Redis
// says nothing.
func TestBackendMetricsFromSignedHeartbeats(t *testing.T) {
	ctx := context.Background()
	e := newEnv(t)
	a, b := e.worker(), e.worker()
	hb := e.hb(a, 1)
	hb.BackendMetrics = wire.BackendMetricsNone
	e.accept(a, hb)
	hb = e.hb(b, 1)
	hb.BackendMetrics = "vllm"
	e.accept(b, hb)
	got, err := e.reg.BackendMetrics(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if got[idOf(a)] != "none" || got[idOf(b)] != "vllm" || len(got) != 2 {
		t.Fatalf("got %v", got)
	}
	// A Redis writer changes b's signed bytes: they no longer verify.
	signed, err := e.rdb.HGet(ctx, e.reg.keys.worker(idOf(b)), "signed").Result()
	if err != nil {
		t.Fatal(err)
	}
	forged := []byte(signed)
	forged[len(forged)-3] ^= 1
	if err := e.rdb.HSet(ctx, e.reg.keys.worker(idOf(b)), "signed", string(forged)).Err(); err != nil {
		t.Fatal(err)
	}
	if got, _ = e.reg.BackendMetrics(ctx); got[idOf(b)] != "" || got[idOf(a)] != "none" {
		t.Fatalf("after the forgery: %v", got)
	}
}
