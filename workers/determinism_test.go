package workers

import (
	"testing"
	"time"

	"github.com/infersched/infersched/wire"
)

// The signed heartbeat's determinism classes reach the snapshot as keys, per model, and
// go when the next heartbeat does not advertise them.
func TestDeterminismReachesTheSnapshot(t *testing.T) {
	e := newEnv(t)
	k := e.worker()
	hb := e.hb(k, 1)
	a100 := wire.DeterminismClass{GPU: "NVIDIA A100-SXM4-80GB", Engine: "vllm", EngineVersion: "0.11.0", DType: "bfloat16", TensorParallel: 2}
	hb.Determinism = map[string]wire.DeterminismClass{"llama-7b": a100}
	e.accept(k, hb)
	w, ok := e.find(idOf(k))
	if !ok {
		t.Fatal("worker not in snapshot")
	}
	if len(w.Determinism) != 1 || w.Determinism["llama-7b"] != a100.Key() || w.ClassOf("gpt-2") != "" {
		t.Fatalf("determinism %v, want llama-7b: %q", w.Determinism, a100.Key())
	}
	e.clock.Advance(time.Second)
	e.accept(k, e.hb(k, 2))
	if w, _ := e.find(idOf(k)); w.Determinism != nil {
		t.Fatalf("stale determinism %v", w.Determinism)
	}
}
