package wire

import (
	"bytes"
	"crypto/ecdsa"
	"encoding/hex"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
)

func idOf(k *ecdsa.PrivateKey) string {
	return strings.ToLower(crypto.PubkeyToAddress(k.PublicKey).Hex())
}

func isErr(err, target error) bool { return errors.Is(err, target) }

// isRejection: an error that says what is wrong with the message.
func isRejection(err error) bool {
	return errors.Is(err, ErrInvalidHeartbeat) || errors.Is(err, ErrTooLarge) || errors.Is(err, ErrBadSignature)
}

// The example in doc.go (the heartbeat section), byte for byte, signed by a fixed key. A third-party worker can
// check its signer against this vector.
func TestCanonicalBytesAndSignatureVector(t *testing.T) {
	key, err := crypto.HexToECDSA("0123456789012345678901234567890123456789012345678901234567890123")
	if err != nil {
		t.Fatal(err)
	}
	hb := Heartbeat{
		Models:       []string{"b", "a", "b"},
		FreeMemoryMB: 1024, ActiveJobs: 0, MaxJobs: 2, AvgLatencyMS: 100,
		TimestampMS: 1764500000000, Seq: 1,
	}
	sh, err := Sign(key, hb)
	if err != nil {
		t.Fatal(err)
	}
	const wantCanon = `{"worker":"0x14791697260e4c9a71f18484c9f997b308e59325","models":["a","b"],"free_memory_mb":1024,"active_jobs":0,"max_jobs":2,"avg_latency_ms":100,"timestamp_ms":1764500000000,"seq":1}`
	if got := string(sh.Heartbeat.CanonicalBytes()); got != wantCanon {
		t.Fatalf("canonical bytes\n got %s\nwant %s", got, wantCanon)
	}
	const wantSig = "0x0ddbb45eabe6d068aa2a04efe10e1ac06fcf9bf220300d40cea1925b183445677c9db26e2b9498f7b7c22a6dde718806855ac94f3c60f01f00ba8e4ca4eaa2851b"
	if sh.Signature != wantSig {
		t.Errorf("signature = %s, want %s", sh.Signature, wantSig)
	}
	// With an endpoint, it sits between avg_latency_ms and timestamp_ms.
	hb.Endpoint = "https://w.example/x?a=1&b=2"
	hb.Worker = sh.Heartbeat.Worker
	want := strings.Replace(wantCanon, `"avg_latency_ms":100,`, `"avg_latency_ms":100,"endpoint":"https://w.example/x?a=1&b=2",`, 1)
	if got := string(hb.CanonicalBytes()); got != want {
		t.Fatalf("canonical bytes with endpoint\n got %s\nwant %s", got, want)
	}
	// An open batch and a batch size sit after the endpoint, the models sorted; a
	// signature covers them.
	hb.OpenBatch, hb.BatchMax = map[string]int64{"b": 2, "a": 1}, 8
	want = strings.Replace(want, `"endpoint":"https://w.example/x?a=1&b=2",`, `"endpoint":"https://w.example/x?a=1&b=2","open_batch":{"a":1,"b":2},"batch_max":8,`, 1)
	if got := string(hb.CanonicalBytes()); got != want {
		t.Fatalf("canonical bytes with a batch\n got %s\nwant %s", got, want)
	}
	sb, err := Sign(key, hb)
	if err != nil {
		t.Fatal(err)
	}
	sb.Heartbeat.OpenBatch["a"] = 2
	if signer, err := sb.Signer(); err == nil && signer == crypto.PubkeyToAddress(key.PublicKey) {
		t.Fatal("a changed open batch still verifies")
	}
	// The batch's longest hold sits after batch_max; a signature covers it too.
	hb.OpenBatch, hb.BatchMaxWaitMS = map[string]int64{"b": 2, "a": 1}, 3000 // the map above was changed through sb
	want = strings.Replace(want, `"batch_max":8,`, `"batch_max":8,"batch_max_wait_ms":3000,`, 1)
	if got := string(hb.CanonicalBytes()); got != want {
		t.Fatalf("canonical bytes with a batch wait\n got %s\nwant %s", got, want)
	}
	sb, err = Sign(key, hb)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := json.Marshal(sb)
	if err != nil {
		t.Fatal(err)
	}
	back, err := DecodeSignedHeartbeat(raw)
	if err != nil || back.Heartbeat.BatchMaxWaitMS != 3000 {
		t.Fatalf("decoded %+v, %v: want batch_max_wait_ms 3000", back.Heartbeat, err)
	}
	sb.Heartbeat.BatchMaxWaitMS = 100
	if signer, err := sb.Signer(); err == nil && signer == crypto.PubkeyToAddress(key.PublicKey) {
		t.Fatal("a changed batch wait still verifies")
	}
}

func TestBatchFieldsValidated(t *testing.T) {
	key, _ := crypto.HexToECDSA("0123456789012345678901234567890123456789012345678901234567890123")
	base := Heartbeat{Models: []string{"a", "b"}, FreeMemoryMB: 1, MaxJobs: 2, TimestampMS: 1, Seq: 1}
	for _, c := range []struct {
		open map[string]int64
		max  int64
		want string
	}{
		{nil, -1, "heartbeat.batch_max: must be in [0, 1024], got -1"},
		{nil, 5000, "heartbeat.batch_max: must be in [0, 1024], got 5000"},
		{map[string]int64{"c": 1}, 4, `heartbeat.open_batch["c"]: is not a model the worker serves`},
		{map[string]int64{"a": 5}, 4, `heartbeat.open_batch["a"]: must be in [1, batch_max 4], got 5`},
		{map[string]int64{"a": 0}, 4, `heartbeat.open_batch["a"]: must be in [1, batch_max 4], got 0`},
		{map[string]int64{"a": 1, "b": 1, "c": 1}, 4, "heartbeat.open_batch: has 3 models, more than the 2 served"},
	} {
		hb := base
		hb.OpenBatch, hb.BatchMax = c.open, c.max
		_, err := Sign(key, hb)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("open %v max %d: error %v, want %q", c.open, c.max, err, c.want)
		}
	}
	for _, c := range []struct {
		max, wait int64
		want      string
	}{
		{8, -1, "heartbeat.batch_max_wait_ms: must be in [0, 600000], got -1"},
		{8, 600001, "heartbeat.batch_max_wait_ms: must be in [0, 600000], got 600001"},
		{1, 3000, "heartbeat.batch_max_wait_ms: must be left out without batching (batch_max 1), got 3000"},
		{0, 3000, "heartbeat.batch_max_wait_ms: must be left out without batching (batch_max 0), got 3000"},
	} {
		hb := base
		hb.BatchMax, hb.BatchMaxWaitMS = c.max, c.wait
		_, err := Sign(key, hb)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("max %d wait %d: error %v, want %q", c.max, c.wait, err, c.want)
		}
	}
}

func TestSignerAcceptsBothRecoveryIDForms(t *testing.T) {
	key, _ := crypto.GenerateKey()
	sh, err := Sign(key, Heartbeat{Models: []string{"m"}, MaxJobs: 1, TimestampMS: 1, Seq: 1})
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := hex.DecodeString(sh.Signature[2:])
	if raw[64] != 27 && raw[64] != 28 {
		t.Fatalf("v = %d, want 27 or 28", raw[64])
	}
	for _, form := range []string{sh.Signature, sh.Signature[2:], func() string {
		r := append([]byte(nil), raw...)
		r[64] -= 27
		return "0x" + hex.EncodeToString(r)
	}()} {
		got, err := SignedHeartbeat{Heartbeat: sh.Heartbeat, Signature: form}.Signer()
		if err != nil || got != crypto.PubkeyToAddress(key.PublicKey) {
			t.Errorf("Signer(%s…) = %s, %v; want %s", form[:8], got.Hex(), err, crypto.PubkeyToAddress(key.PublicKey).Hex())
		}
	}
}

func TestSignRefuses(t *testing.T) {
	key, _ := crypto.GenerateKey()
	other, _ := crypto.GenerateKey()
	if _, err := Sign(key, Heartbeat{Worker: idOf(other), Models: []string{"m"}, MaxJobs: 1, TimestampMS: 1, Seq: 1}); err == nil {
		t.Error("Sign with another worker's id: no error")
	}
	if _, err := Sign(key, Heartbeat{Models: nil, MaxJobs: 1, TimestampMS: 1, Seq: 1}); !isErr(err, ErrInvalidHeartbeat) {
		t.Errorf("Sign without models: %v, want ErrInvalidHeartbeat", err)
	}
	if _, err := Sign(nil, Heartbeat{}); err == nil {
		t.Error("Sign with nil key: no error")
	}
}

// The decoder never panics; whatever it accepts and validation passes has canonical
// bytes that are valid JSON, decode back to the same heartbeat, and verify after signing.
func FuzzDecodeSignedHeartbeat(f *testing.F) {
	key, _ := crypto.HexToECDSA("0123456789012345678901234567890123456789012345678901234567890123")
	sh, _ := Sign(key, Heartbeat{Models: []string{"llama-7b", "a"}, FreeMemoryMB: 1, MaxJobs: 2, ActiveJobs: 1,
		AvgLatencyMS: 3, Endpoint: "http://x:1/p?q=1&r=2", TimestampMS: 1764500000000, Seq: 9})
	good, _ := json.Marshal(sh)
	f.Add(good)
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"heartbeat":null,"signature":null}`))
	f.Add([]byte(`{"heartbeat":{"worker":"0x","models":[""],"max_jobs":1e30},"signature":"0x"}`))
	f.Add([]byte(`{"heartbeat":{"Worker":"x","models":["a","a"]}}`))
	f.Add(bytes.Repeat([]byte("["), 1000))
	f.Fuzz(func(t *testing.T, b []byte) {
		sh, err := DecodeSignedHeartbeat(b)
		if err != nil {
			if !isRejection(err) {
				t.Fatalf("decode error is not a rejection: %v", err)
			}
			return
		}
		hb := sh.Heartbeat
		if hb.Check(MaxJobsCapLimit, MaxModelsLimit) != nil {
			return
		}
		canon := hb.CanonicalBytes()
		var back Heartbeat
		dec := json.NewDecoder(bytes.NewReader(canon))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&back); err != nil {
			t.Fatalf("canonical bytes %s are not JSON: %v", canon, err)
		}
		if !reflect.DeepEqual(back, hb) {
			t.Fatalf("canonical round trip: %+v != %+v", back, hb)
		}
		if _, err := sh.Signer(); err != nil && !isRejection(err) {
			t.Fatalf("signer error is not a rejection: %v", err)
		}
		hb.Worker = idOf(key)
		signed, err := Sign(key, hb)
		if err != nil {
			t.Fatalf("Sign of a valid heartbeat: %v", err)
		}
		if a, err := signed.Signer(); err != nil || a != crypto.PubkeyToAddress(key.PublicKey) {
			t.Fatalf("signer = %s, %v", a.Hex(), err)
		}
	})
}
