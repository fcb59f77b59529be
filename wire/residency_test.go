package wire

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
)

// TestResidencyCanonicalAndSigned: residency sits after batch_max in the canonical
// bytes, keys sorted; a signature covers it; a heartbeat without it signs the bytes of
// before (TestCanonicalBytesAndSignatureVector); it survives the wire.
func TestResidencyCanonicalAndSigned(t *testing.T) {
	key, _ := crypto.HexToECDSA("0123456789012345678901234567890123456789012345678901234567890123")
	hb := Heartbeat{
		Models: []string{"llama-70b", "gpt-2"}, FreeMemoryMB: 1024, MaxJobs: 2, AvgLatencyMS: 100, BatchMax: 4,
		Residency: map[string]ModelResidency{
			"llama-70b": {Warm: false, LoadMS: 45_000, MemoryMB: 40_000},
			"gpt-2":     {Warm: true, LoadMS: 800, MemoryMB: 600},
		},
		TimestampMS: 1764500000000, Seq: 1,
	}
	sh, err := Sign(key, hb)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"worker":"0x14791697260e4c9a71f18484c9f997b308e59325","models":["gpt-2","llama-70b"],"free_memory_mb":1024,"active_jobs":0,"max_jobs":2,"avg_latency_ms":100,"batch_max":4,` +
		`"residency":{"gpt-2":{"warm":true,"load_ms":800,"memory_mb":600},"llama-70b":{"warm":false,"load_ms":45000,"memory_mb":40000}},"timestamp_ms":1764500000000,"seq":1}`
	if got := string(sh.Heartbeat.CanonicalBytes()); got != want {
		t.Fatalf("canonical bytes\n got %s\nwant %s", got, want)
	}
	body, _ := json.Marshal(sh)
	back, err := DecodeSignedHeartbeat(body)
	if err != nil {
		t.Fatal(err)
	}
	if signer, err := back.Signer(); err != nil || signer != crypto.PubkeyToAddress(key.PublicKey) {
		t.Fatalf("round trip: signer %v, %v", signer, err)
	}
	back.Heartbeat.Residency["llama-70b"] = ModelResidency{Warm: true, LoadMS: 45_000, MemoryMB: 40_000}
	if signer, err := back.Signer(); err == nil && signer == crypto.PubkeyToAddress(key.PublicKey) {
		t.Fatal("a model flipped to warm still verifies")
	}
}

func TestResidencyValidated(t *testing.T) {
	key, _ := crypto.HexToECDSA("0123456789012345678901234567890123456789012345678901234567890123")
	base := Heartbeat{Models: []string{"a", "b"}, FreeMemoryMB: 1, MaxJobs: 2, TimestampMS: 1, Seq: 1}
	ok := ModelResidency{Warm: true, LoadMS: 1, MemoryMB: 1}
	for _, c := range []struct {
		res  map[string]ModelResidency
		want string
	}{
		{map[string]ModelResidency{}, `heartbeat.residency: has no entry for models[0] "a"`},
		{map[string]ModelResidency{"a": ok}, `heartbeat.residency: has no entry for models[1] "b"`},
		{map[string]ModelResidency{"a": ok, "c": ok}, `heartbeat.residency["c"]: is not a model the worker serves`},
		{map[string]ModelResidency{"a": ok, "b": ok, "c": ok}, "heartbeat.residency: has 3 models, more than the 2 served"},
		{map[string]ModelResidency{"a": ok, "b": {LoadMS: -1}}, `heartbeat.residency["b"].load_ms: must be in [0, 86400000], got -1`},
		{map[string]ModelResidency{"a": ok, "b": {LoadMS: MaxModelLoadMS + 1}}, `heartbeat.residency["b"].load_ms: must be in [0, 86400000]`},
		{map[string]ModelResidency{"a": ok, "b": {MemoryMB: -2}}, `heartbeat.residency["b"].memory_mb: must be in [0, 1073741824], got -2`},
	} {
		hb := base
		hb.Residency = c.res
		_, err := Sign(key, hb)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("residency %v: error %v, want %q", c.res, err, c.want)
		}
	}
}

func TestResidencyDecodeStrict(t *testing.T) {
	body := func(res string) []byte {
		return []byte(`{"heartbeat":{"worker":"0x14791697260e4c9a71f18484c9f997b308e59325","models":["a"],"free_memory_mb":1,"active_jobs":0,"max_jobs":1,"avg_latency_ms":1,"residency":` +
			res + `,"timestamp_ms":1,"seq":1},"signature":"0x00"}`)
	}
	for _, c := range []struct{ res, want string }{
		{`{"a":{"warm":true,"load_ms":1}}`, `heartbeat.residency["a"].memory_mb: is missing`},
		{`{"a":{"load_ms":1,"memory_mb":1}}`, `heartbeat.residency["a"].warm: is missing`},
		{`{"a":{"warm":true,"memory_mb":1}}`, `heartbeat.residency["a"].load_ms: is missing`},
		{`{"a":{"warm":true,"load_ms":1,"memory_mb":1,"vram":2}}`, `unknown field "vram"`},
		{`{"a":{"warm":"yes","load_ms":1,"memory_mb":1}}`, `warm`},
		{`[1]`, `residency`},
	} {
		_, err := DecodeSignedHeartbeat(body(c.res))
		if !isErr(err, ErrInvalidHeartbeat) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want ErrInvalidHeartbeat with %q", c.res, err, c.want)
		}
	}
	sh, err := DecodeSignedHeartbeat(body(`{"a":{"warm":false,"load_ms":30000,"memory_mb":9}}`))
	if err != nil {
		t.Fatal(err)
	}
	if r := sh.Heartbeat.Residency["a"]; r.Warm || r.LoadMS != 30000 || r.MemoryMB != 9 {
		t.Fatalf("decoded %+v", r)
	}
}
