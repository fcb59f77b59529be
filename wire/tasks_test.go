package wire

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
)

// Tasks and rates sit after residency, before timestamp_ms, each model's tasks in
// Tasks() order, each rate left out when 0; a signature covers them; a heartbeat
// without them signs the bytes it always signed (TestCanonicalBytesAndSignatureVector).
func TestTasksAndSpeedInCanonicalBytes(t *testing.T) {
	key, _ := crypto.HexToECDSA("0123456789012345678901234567890123456789012345678901234567890123")
	hb := Heartbeat{Models: []string{"sdxl", "llama-7b"}, FreeMemoryMB: 1024, MaxJobs: 2, AvgLatencyMS: 100, TimestampMS: 1764500000000, Seq: 1,
		Tasks: map[string][]string{"sdxl": {"image"}, "llama-7b": {"embedding", "chat", "chat"}},
		Speed: map[string]ModelSpeed{"llama-7b": {DecodeTPS: 40, PrefillTPS: 1200}, "sdxl": {StepsPerMin: 90}}}
	sh, err := Sign(key, hb)
	if err != nil {
		t.Fatal(err)
	}
	const want = `{"worker":"0x14791697260e4c9a71f18484c9f997b308e59325","models":["llama-7b","sdxl"],"free_memory_mb":1024,"active_jobs":0,"max_jobs":2,"avg_latency_ms":100,` +
		`"tasks":{"llama-7b":["chat","embedding"],"sdxl":["image"]},"speed":{"llama-7b":{"decode_tps":40,"prefill_tps":1200},"sdxl":{"steps_per_min":90}},"timestamp_ms":1764500000000,"seq":1}`
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
	back.Heartbeat.Speed["llama-7b"] = ModelSpeed{DecodeTPS: 4000, PrefillTPS: 1200}
	if signer, err := back.Signer(); err == nil && signer == crypto.PubkeyToAddress(key.PublicKey) {
		t.Fatal("a changed rate still verifies")
	}
}

func TestTasksAndSpeedValidated(t *testing.T) {
	key, _ := crypto.HexToECDSA("0123456789012345678901234567890123456789012345678901234567890123")
	base := Heartbeat{Models: []string{"a", "b"}, FreeMemoryMB: 1, MaxJobs: 2, TimestampMS: 1, Seq: 1}
	for _, c := range []struct {
		tasks map[string][]string
		speed map[string]ModelSpeed
		want  string
	}{
		{map[string][]string{"c": {"chat"}}, nil, `heartbeat.tasks["c"]: is not a model the worker serves`},
		{map[string][]string{"a": {}}, nil, `heartbeat.tasks["a"]: must list at least one task`},
		{map[string][]string{"a": {"chat", "sing"}}, nil, `heartbeat.tasks["a"][1]: must be one of [chat completion embedding image transcription], got "sing"`},
		{nil, map[string]ModelSpeed{"a": {}}, `heartbeat.speed["a"]: must have a rate`},
		{nil, map[string]ModelSpeed{"a": {DecodeTPS: -1}}, `heartbeat.speed["a"].decode_tps: must be in [0, 2^40], got -1`},
		{nil, map[string]ModelSpeed{"b": {AudioBPS: 1<<40 + 1}}, `heartbeat.speed["b"].audio_bps: must be in [0, 2^40]`},
		{nil, map[string]ModelSpeed{"z": {DecodeTPS: 1}}, `heartbeat.speed["z"]: is not a model the worker serves`},
	} {
		hb := base
		hb.Tasks, hb.Speed = c.tasks, c.speed
		_, err := Sign(key, hb)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("tasks %v speed %v: error %v, want %q", c.tasks, c.speed, err, c.want)
		}
	}
	// Unknown members of a speed entry and wrong types are refused by the decoder.
	for _, body := range []string{
		`{"heartbeat":{"worker":"0x14791697260e4c9a71f18484c9f997b308e59325","models":["a"],"free_memory_mb":1,"active_jobs":0,"max_jobs":1,"avg_latency_ms":0,"speed":{"a":{"decode_tps":1,"tps":2}},"timestamp_ms":1,"seq":1},"signature":"0x"}`,
		`{"heartbeat":{"worker":"0x14791697260e4c9a71f18484c9f997b308e59325","models":["a"],"free_memory_mb":1,"active_jobs":0,"max_jobs":1,"avg_latency_ms":0,"tasks":{"a":"chat"},"timestamp_ms":1,"seq":1},"signature":"0x"}`,
		`{"heartbeat":{"worker":"0x14791697260e4c9a71f18484c9f997b308e59325","models":["a"],"free_memory_mb":1,"active_jobs":0,"max_jobs":1,"avg_latency_ms":0,"speed":{"a":{"decode_tps":1.5}},"timestamp_ms":1,"seq":1},"signature":"0x"}`,
	} {
		if _, err := DecodeSignedHeartbeat([]byte(body)); !isErr(err, ErrInvalidHeartbeat) {
			t.Errorf("%s: got %v, want an invalid heartbeat", body, err)
		}
	}
}
