package wire

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
)

var h100 = DeterminismClass{GPU: "NVIDIA H100 80GB HBM3", Engine: "vllm", EngineVersion: "0.11.0", DType: "bfloat16", TensorParallel: 1, BatchInvariant: true}

// The class sits after speed, before backend_metrics; a signature covers it; a heartbeat
// without one signs the bytes it always signed.
func TestDeterminismInCanonicalBytes(t *testing.T) {
	key, _ := crypto.HexToECDSA("0123456789012345678901234567890123456789012345678901234567890123")
	hb := Heartbeat{Models: []string{"sdxl"}, FreeMemoryMB: 1024, MaxJobs: 2, AvgLatencyMS: 100, TimestampMS: 1764500000000, Seq: 1,
		Determinism: map[string]DeterminismClass{"sdxl": h100}}
	sh, err := Sign(key, hb)
	if err != nil {
		t.Fatal(err)
	}
	const want = `{"worker":"0x14791697260e4c9a71f18484c9f997b308e59325","models":["sdxl"],"free_memory_mb":1024,"active_jobs":0,"max_jobs":2,"avg_latency_ms":100,` +
		`"determinism":{"sdxl":{"gpu":"NVIDIA H100 80GB HBM3","engine":"vllm","engine_version":"0.11.0","dtype":"bfloat16","tensor_parallel":1,"batch_invariant":true}},"timestamp_ms":1764500000000,"seq":1}`
	if got := string(sh.Heartbeat.CanonicalBytes()); got != want {
		t.Fatalf("canonical bytes\n got %s\nwant %s", got, want)
	}
	body, _ := json.Marshal(sh)
	back, err := DecodeSignedHeartbeat(body)
	if err != nil {
		t.Fatal(err)
	}
	if signer, err := back.Signer(); err != nil || signer != crypto.PubkeyToAddress(key.PublicKey) {
		t.Fatalf("decoded heartbeat does not verify: %v", err)
	}
	c := back.Heartbeat.Determinism["sdxl"]
	c.TensorParallel = 2
	back.Heartbeat.Determinism["sdxl"] = c
	if signer, err := back.Signer(); err == nil && signer == crypto.PubkeyToAddress(key.PublicKey) {
		t.Fatal("a changed class still verifies")
	}
	plain := hb
	plain.Determinism = nil
	if strings.Contains(string(plain.CanonicalBytes()), "determinism") {
		t.Fatal("a heartbeat without a class writes a determinism member")
	}
}

func TestDeterminismValidated(t *testing.T) {
	key, _ := crypto.HexToECDSA("0123456789012345678901234567890123456789012345678901234567890123")
	base := Heartbeat{Models: []string{"a", "b"}, FreeMemoryMB: 1, MaxJobs: 2, TimestampMS: 1, Seq: 1}
	with := func(f func(*DeterminismClass)) map[string]DeterminismClass {
		c := h100
		f(&c)
		return map[string]DeterminismClass{"a": c}
	}
	for _, c := range []struct {
		det  map[string]DeterminismClass
		want string
	}{
		{map[string]DeterminismClass{"c": h100}, `heartbeat.determinism["c"]: is not a model the worker serves`},
		{map[string]DeterminismClass{"a": h100, "b": h100, "c": h100}, `heartbeat.determinism: has 3 models, more than the 2 served`},
		{with(func(c *DeterminismClass) { c.GPU = "" }), `heartbeat.determinism["a"].gpu: must be 1 to 64 printable ASCII`},
		{with(func(c *DeterminismClass) { c.Engine = strings.Repeat("v", 65) }), `heartbeat.determinism["a"].engine: must be 1 to 64`},
		{with(func(c *DeterminismClass) { c.EngineVersion = "0.11\n" }), `heartbeat.determinism["a"].engine_version: must be 1 to 64`},
		{with(func(c *DeterminismClass) { c.DType = `bf"16` }), `heartbeat.determinism["a"].dtype: must be 1 to 64`},
		{with(func(c *DeterminismClass) { c.GPU = "H100|vllm" }), `heartbeat.determinism["a"].gpu: must be 1 to 64`},
		{with(func(c *DeterminismClass) { c.TensorParallel = 0 }), `heartbeat.determinism["a"].tensor_parallel: must be in [1, 1024], got 0`},
		{with(func(c *DeterminismClass) { c.TensorParallel = 1025 }), `heartbeat.determinism["a"].tensor_parallel: must be in [1, 1024], got 1025`},
	} {
		hb := base
		hb.Determinism = c.det
		_, err := Sign(key, hb)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("determinism %v: error %v, want %q", c.det, err, c.want)
		}
	}
	// Unknown members and wrong types are refused by the decoder.
	for _, body := range []string{
		`{"heartbeat":{"worker":"0x14791697260e4c9a71f18484c9f997b308e59325","models":["a"],"free_memory_mb":1,"active_jobs":0,"max_jobs":1,"avg_latency_ms":0,"determinism":{"a":{"gpu":"x","engine":"x","engine_version":"1","dtype":"x","tensor_parallel":1,"batch_invariant":false,"seed":1}},"timestamp_ms":1,"seq":1},"signature":"0x"}`,
		`{"heartbeat":{"worker":"0x14791697260e4c9a71f18484c9f997b308e59325","models":["a"],"free_memory_mb":1,"active_jobs":0,"max_jobs":1,"avg_latency_ms":0,"determinism":{"a":{"gpu":"x","engine":"x","engine_version":"1","dtype":"x","tensor_parallel":"1","batch_invariant":false}},"timestamp_ms":1,"seq":1},"signature":"0x"}`,
	} {
		if _, err := DecodeSignedHeartbeat([]byte(body)); !isErr(err, ErrInvalidHeartbeat) {
			t.Errorf("%s: got %v, want an invalid heartbeat", body, err)
		}
	}
}

func TestSameClass(t *testing.T) {
	a := Heartbeat{Determinism: map[string]DeterminismClass{"m": h100}}
	b := Heartbeat{Determinism: map[string]DeterminismClass{"m": h100}}
	other := h100
	other.BatchInvariant = false
	c := Heartbeat{Determinism: map[string]DeterminismClass{"m": other}}
	if !SameClass(a, b, "m") {
		t.Error("equal classes are not the same class")
	}
	if SameClass(a, c, "m") || SameClass(a, Heartbeat{}, "m") || SameClass(Heartbeat{}, Heartbeat{}, "m") || SameClass(a, b, "n") {
		t.Error("a different or absent class counts as the same")
	}
}

// Key: equal classes have one key, and a change of any field changes it.
func TestClassKey(t *testing.T) {
	if got, want := h100.Key(), "NVIDIA H100 80GB HBM3|vllm|0.11.0|bfloat16|1|true"; got != want {
		t.Fatalf("key %q, want %q", got, want)
	}
	for _, f := range []func(*DeterminismClass){
		func(c *DeterminismClass) { c.GPU = "NVIDIA A100" },
		func(c *DeterminismClass) { c.Engine = "sglang" },
		func(c *DeterminismClass) { c.EngineVersion = "0.11.1" },
		func(c *DeterminismClass) { c.DType = "fp8" },
		func(c *DeterminismClass) { c.TensorParallel = 2 },
		func(c *DeterminismClass) { c.BatchInvariant = false },
	} {
		c := h100
		f(&c)
		if c.Key() == h100.Key() {
			t.Errorf("class %+v has the key of %+v", c, h100)
		}
	}
	hb := Heartbeat{Determinism: map[string]DeterminismClass{"m": h100}}
	if ks := hb.ClassKeys(); len(ks) != 1 || ks["m"] != h100.Key() || (Heartbeat{}).ClassKeys() != nil {
		t.Fatalf("class keys %v", ks)
	}
}
