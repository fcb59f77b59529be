package workers

import (
	"context"
	"encoding/hex"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
)

// The example in doc.go, byte for byte, signed by a fixed key. A third-party worker can
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

func TestAcceptRecordsWorker(t *testing.T) {
	e := newEnv(t)
	k := e.worker()
	ack, err := e.reg.Accept(context.Background(), body(t, mustSign(t, k, e.hb(k, 7))))
	if err != nil {
		t.Fatal(err)
	}
	now := e.clock.Now()
	if ack.Worker != idOf(k) || ack.Seq != 7 || ack.ExpiresAtMS != now.Add(15*time.Second).UnixMilli() || ack.HeartbeatIntervalMS != 5000 {
		t.Errorf("ack = %+v", ack)
	}
	w, ok := e.find(idOf(k))
	if !ok {
		t.Fatal("worker not in snapshot")
	}
	if strings.Join(w.Models, ",") != "gpt-2,llama-7b" || w.FreeMemoryMB != 16000 || w.ActiveJobs != 1 || w.MaxJobs != 4 ||
		w.AvgLatencyMS != 500 || w.StakeWei.Int64() != testMinStake || w.CompletionRate != 1 || w.CompletedJobs != 0 ||
		w.LastHeartbeatMS != now.UnixMilli() {
		t.Errorf("worker = %+v", w)
	}
	for _, m := range []string{"gpt-2", "llama-7b"} {
		if ok, _ := e.rdb.SIsMember(context.Background(), e.reg.keys.model(m), idOf(k)).Result(); !ok {
			t.Errorf("worker missing from model set %s", m)
		}
	}
	// A later heartbeat replaces the record; a model no longer served loses the worker.
	e.clock.Advance(time.Second)
	hb := e.hb(k, 8)
	hb.Models = []string{"llama-7b", "whisper"}
	hb.Endpoint = ""
	e.accept(k, hb)
	w, _ = e.find(idOf(k))
	if strings.Join(w.Models, ",") != "llama-7b,whisper" {
		t.Errorf("models = %v", w.Models)
	}
	if ok, _ := e.rdb.SIsMember(context.Background(), e.reg.keys.model("gpt-2"), idOf(k)).Result(); ok {
		t.Error("worker still in the set of a model it dropped")
	}
	if ep, _ := e.rdb.HGet(context.Background(), e.reg.keys.worker(idOf(k)), "endpoint").Result(); ep != "" {
		t.Errorf("stale endpoint %q kept", ep)
	}
	// The open batch and the batch size reach the snapshot, and go when not reported.
	e.clock.Advance(time.Second)
	hb = e.hb(k, 9)
	hb.OpenBatch, hb.BatchMax = map[string]int64{"llama-7b": 3}, 8
	e.accept(k, hb)
	w, _ = e.find(idOf(k))
	if w.BatchMax != 8 || len(w.OpenBatch) != 1 || w.OpenBatch["llama-7b"] != 3 {
		t.Errorf("batch = %v / %d", w.OpenBatch, w.BatchMax)
	}
	e.clock.Advance(time.Second)
	e.accept(k, e.hb(k, 10))
	w, _ = e.find(idOf(k))
	if w.BatchMax != 0 || w.OpenBatch != nil {
		t.Errorf("stale batch = %v / %d", w.OpenBatch, w.BatchMax)
	}
}

// Every rejection: the right error, a message naming the problem, and not one byte
// written to Redis.
func TestAcceptRejections(t *testing.T) {
	e := newEnv(t)
	k := e.worker()
	other := e.worker()
	unstaked, _ := crypto.GenerateKey()
	poor, _ := crypto.GenerateKey()
	e.stakes.set(crypto.PubkeyToAddress(poor.PublicKey), testMinStake-1)
	// An accepted heartbeat at seq 10 so that replays have something to replay.
	e.accept(k, e.hb(k, 10))

	valid := func() Heartbeat { return e.hb(k, 11) }
	with := func(f func(*Heartbeat)) []byte {
		hb := valid()
		f(&hb)
		return body(t, signRaw(t, k, hb))
	}
	now := e.clock.Now()
	tooManyModels := make([]string, 9)
	for i := range tooManyModels {
		tooManyModels[i] = fmt.Sprintf("m%d", i)
	}
	goodBody := string(body(t, mustSign(t, k, valid())))
	highS := func() []byte {
		sh := mustSign(t, k, valid())
		raw, _ := hex.DecodeString(sh.Signature[2:])
		n := crypto.S256().Params().N
		s := new(big.Int).Sub(n, new(big.Int).SetBytes(raw[32:64]))
		s.FillBytes(raw[32:64])
		raw[64] ^= 1 // the flipped s recovers the same key with the other parity
		sh.Signature = "0x" + hex.EncodeToString(raw)
		return body(t, sh)
	}()

	cases := []struct {
		name string
		body []byte
		want error
		msg  string
	}{
		{"empty body", nil, ErrInvalidHeartbeat, "empty body"},
		{"malformed JSON", []byte(`{"heartbeat": {`), ErrInvalidHeartbeat, "malformed JSON"},
		{"not an object", []byte(`[1,2]`), ErrInvalidHeartbeat, "want a JSON object"},
		{"trailing data", []byte(goodBody + " {}"), ErrInvalidHeartbeat, "trailing data"},
		{"unknown field", []byte(strings.Replace(goodBody, `"seq"`, `"gpu":1,"seq"`, 1)), ErrInvalidHeartbeat, `unknown field "gpu"`},
		{"missing field", []byte(strings.Replace(goodBody, `"max_jobs":4,`, ``, 1)), ErrInvalidHeartbeat, "heartbeat.max_jobs: is missing"},
		{"missing heartbeat", []byte(`{"signature":"0x00"}`), ErrInvalidHeartbeat, "heartbeat: is missing"},
		{"null field", []byte(strings.Replace(goodBody, `"seq":11`, `"seq":null`, 1)), ErrInvalidHeartbeat, "heartbeat.seq: is missing"},
		{"fractional number", []byte(strings.Replace(goodBody, `"max_jobs":4`, `"max_jobs":4.5`, 1)), ErrInvalidHeartbeat, "heartbeat.max_jobs: want an integer, got number 4.5"},
		{"string for number", []byte(strings.Replace(goodBody, `"max_jobs":4`, `"max_jobs":"4"`, 1)), ErrInvalidHeartbeat, "want an integer, got string"},
		{"empty endpoint", []byte(strings.Replace(goodBody, `"endpoint":"https://gpu.example:8443/v1"`, `"endpoint":""`, 1)), ErrInvalidHeartbeat, "heartbeat.endpoint: must not be empty"},
		{"body over 64 KiB", []byte(`{"heartbeat":{"worker":"` + strings.Repeat("a", 65536) + `"}}`), ErrTooLarge, "the limit is 65536"},

		{"missing signature", []byte(goodBody[:strings.Index(goodBody, `,"signature":"`)] + "}"), ErrBadSignature, "missing signature"},
		{"empty signature", []byte(goodBody[:strings.Index(goodBody, `"signature":"`)] + `"signature":""}`), ErrBadSignature, "missing signature"},
		{"signature not hex", []byte(goodBody[:strings.Index(goodBody, `"signature":"`)] + `"signature":"0xzz"}`), ErrBadSignature, "not hex"},
		{"signature too short", []byte(goodBody[:strings.Index(goodBody, `"signature":"`)] + `"signature":"0x0102"}`), ErrBadSignature, "2 bytes, want 65"},
		{"high s", highS, ErrBadSignature, "lower half"},
		{"signed by another key", body(t, signRaw(t, other, valid())), ErrBadSignature, "not by worker " + idOf(k)},
		{"tampered after signing", []byte(strings.Replace(goodBody, `"free_memory_mb":16000`, `"free_memory_mb":99999`, 1)), ErrBadSignature, "not by worker"},

		{"timestamp too old", with(func(h *Heartbeat) { h.TimestampMS = now.Add(-31 * time.Second).UnixMilli() }), ErrClockSkew, "the limit is ±30s"},
		{"timestamp too new", with(func(h *Heartbeat) { h.TimestampMS = now.Add(31 * time.Second).UnixMilli() }), ErrClockSkew, "31s from the registry's clock"},

		{"same seq", with(func(h *Heartbeat) { h.Seq = 10 }), ErrReplay, "seq 10 is not above the last accepted seq 10"},
		{"lower seq", with(func(h *Heartbeat) { h.Seq = 3 }), ErrReplay, "last accepted seq 10"},
		{"timestamp before last", with(func(h *Heartbeat) { h.TimestampMS-- }), ErrReplay, "before the last accepted timestamp_ms"},

		{"negative free memory", with(func(h *Heartbeat) { h.FreeMemoryMB = -1 }), ErrInvalidHeartbeat, "heartbeat.free_memory_mb: must be in [0, 1073741824], got -1"},
		{"absurd free memory", with(func(h *Heartbeat) { h.FreeMemoryMB = 1 << 40 }), ErrInvalidHeartbeat, "heartbeat.free_memory_mb"},
		{"negative active jobs", with(func(h *Heartbeat) { h.ActiveJobs = -1 }), ErrInvalidHeartbeat, "heartbeat.active_jobs: must not be negative"},
		{"zero max jobs", with(func(h *Heartbeat) { h.MaxJobs, h.ActiveJobs = 0, 0 }), ErrInvalidHeartbeat, "heartbeat.max_jobs: must be in [1, 64], got 0"},
		{"max jobs above cap", with(func(h *Heartbeat) { h.MaxJobs = 65 }), ErrInvalidHeartbeat, "heartbeat.max_jobs: must be in [1, 64], got 65"},
		{"active above max", with(func(h *Heartbeat) { h.ActiveJobs = 5 }), ErrInvalidHeartbeat, "heartbeat.active_jobs: must not exceed max_jobs 4, got 5"},
		{"negative latency", with(func(h *Heartbeat) { h.AvgLatencyMS = -5 }), ErrInvalidHeartbeat, "heartbeat.avg_latency_ms"},
		{"no models", with(func(h *Heartbeat) { h.Models = []string{} }), ErrInvalidHeartbeat, "heartbeat.models: must list at least one model"},
		{"empty model name", with(func(h *Heartbeat) { h.Models = []string{""} }), ErrInvalidHeartbeat, "heartbeat.models[0]: must be 1 to 128 characters"},
		{"model name too long", with(func(h *Heartbeat) { h.Models = []string{strings.Repeat("x", 129)} }), ErrInvalidHeartbeat, "heartbeat.models[0]"},
		{"model name with quote", with(func(h *Heartbeat) { h.Models = []string{`a"b`} }), ErrInvalidHeartbeat, "heartbeat.models[0]"},
		{"too many models", with(func(h *Heartbeat) { h.Models = tooManyModels }), ErrInvalidHeartbeat, "lists 9 models, the limit is 8"},
		{"uppercase worker", with(func(h *Heartbeat) { h.Worker = strings.ToUpper(h.Worker[:2]) + h.Worker[2:] }), ErrInvalidHeartbeat, "heartbeat.worker: must be a lowercase"},
		{"checksummed worker", with(func(h *Heartbeat) { h.Worker = crypto.PubkeyToAddress(k.PublicKey).Hex() }), ErrInvalidHeartbeat, "heartbeat.worker"},
		{"bad endpoint", with(func(h *Heartbeat) { h.Endpoint = "ftp://x" }), ErrInvalidHeartbeat, "heartbeat.endpoint: must be an http(s) URL"},
		{"seq zero", with(func(h *Heartbeat) { h.Seq = 0 }), ErrInvalidHeartbeat, "heartbeat.seq: must be in [1, 9007199254740991], got 0"},
		{"seq above 2^53", with(func(h *Heartbeat) { h.Seq = 1 << 53 }), ErrInvalidHeartbeat, "heartbeat.seq"},
		{"zero timestamp", with(func(h *Heartbeat) { h.TimestampMS = 0 }), ErrInvalidHeartbeat, "heartbeat.timestamp_ms: must be positive"},

		{"not staked", body(t, mustSign(t, unstaked, e.hb(unstaked, 1))), ErrNotStaked, "has stake 0 wei, the minimum is 1000 wei"},
		{"stake below minimum", body(t, mustSign(t, poor, e.hb(poor, 1))), ErrNotStaked, "has stake 999 wei"},
	}
	before := e.digest()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := e.reg.Accept(context.Background(), c.body)
			if !isErr(err, c.want) {
				t.Fatalf("err = %v, want %v", err, c.want)
			}
			if !strings.Contains(err.Error(), c.msg) {
				t.Errorf("message %q does not say %q", err.Error(), c.msg)
			}
			if !IsRejection(err) {
				t.Errorf("IsRejection(%v) = false", err)
			}
			if after := e.digest(); after != before {
				t.Errorf("rejected heartbeat changed Redis")
			}
		})
	}
	// The valid one still goes through afterwards: nothing above consumed seq 11.
	if _, err := e.reg.Accept(context.Background(), []byte(goodBody)); err != nil {
		t.Fatalf("valid heartbeat after the rejections: %v", err)
	}
}

func TestAcceptReportsAllValueProblems(t *testing.T) {
	e := newEnv(t)
	k := e.worker()
	hb := e.hb(k, 1)
	hb.FreeMemoryMB, hb.MaxJobs, hb.Models = -1, 100, nil
	_, err := e.reg.AcceptSigned(context.Background(), signRaw(t, k, hb))
	for _, want := range []string{"heartbeat.free_memory_mb", "heartbeat.max_jobs", "heartbeat.models"} {
		if !strings.Contains(fmt.Sprint(err), want) {
			t.Errorf("error %v does not name %s", err, want)
		}
	}
}

func TestStakeReaderFailureIsNotARejection(t *testing.T) {
	e := newEnv(t)
	k := e.worker()
	e.stakes.mu.Lock()
	e.stakes.err = fmt.Errorf("rpc down")
	e.stakes.mu.Unlock()
	before := e.digest()
	_, err := e.reg.Accept(context.Background(), body(t, mustSign(t, k, e.hb(k, 1))))
	if err == nil || IsRejection(err) || !strings.Contains(err.Error(), "rpc down") {
		t.Fatalf("err = %v, want the reader's failure, not a rejection", err)
	}
	if e.digest() != before {
		t.Error("failed heartbeat changed Redis")
	}
}

func TestStakeIsCached(t *testing.T) {
	e := newEnv(t)
	k := e.worker()
	calls := func() int { e.stakes.mu.Lock(); defer e.stakes.mu.Unlock(); return e.stakes.calls }
	e.accept(k, e.hb(k, 1))
	e.clock.Advance(time.Second)
	e.accept(k, e.hb(k, 2))
	if calls() != 1 {
		t.Fatalf("stake read %d times within the TTL, want 1", calls())
	}
	// Unstaking shows once the cache entry is older than the TTL.
	e.stakes.set(crypto.PubkeyToAddress(k.PublicKey), 0)
	e.clock.Advance(e.cfg.StakeCacheTTL)
	_, err := e.reg.Accept(context.Background(), body(t, mustSign(t, k, e.hb(k, 3))))
	if !isErr(err, ErrNotStaked) || calls() != 2 {
		t.Fatalf("after the TTL: err = %v, reads = %d; want ErrNotStaked, 2", err, calls())
	}
}

// Two heartbeats with the same seq at once: the Lua check-and-set lets exactly one in.
func TestConcurrentReplayExactlyOneWins(t *testing.T) {
	e := newEnv(t)
	k := e.worker()
	for seq := int64(1); seq <= 100; seq++ {
		b := body(t, mustSign(t, k, e.hb(k, seq)))
		var wg sync.WaitGroup
		errs := make([]error, 2)
		for i := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, errs[i] = e.reg.Accept(context.Background(), b)
			}()
		}
		wg.Wait()
		ok := 0
		for _, err := range errs {
			switch {
			case err == nil:
				ok++
			case !isErr(err, ErrReplay):
				t.Fatalf("seq %d: unexpected error %v", seq, err)
			}
		}
		if ok != 1 {
			t.Fatalf("seq %d: %d of 2 concurrent copies accepted, want exactly 1", seq, ok)
		}
	}
}

func TestNewRequiresStakeReaderWhenStakeIsRequired(t *testing.T) {
	e := newEnv(t)
	if _, err := New(e.cfg, e.rdb, nil, nil); err == nil {
		t.Fatal("New without a stake reader and min_stake_wei > 0: no error")
	}
	cfg := e.cfg
	cfg.MinStakeWei.SetInt64(0)
	if _, err := New(cfg, e.rdb, nil, nil); err != nil {
		t.Fatalf("New without a stake reader and min_stake_wei 0: %v", err)
	}
	cfg.HeartbeatInterval = 0
	if _, err := New(cfg, e.rdb, nil, nil); err == nil {
		t.Fatal("New with an invalid config: no error")
	}
}
