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

	"github.com/infersched/infersched/wire"
)

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
	hb.OpenBatch, hb.BatchMax, hb.BatchMaxWaitMS = map[string]int64{"llama-7b": 3}, 8, 3000
	e.accept(k, hb)
	w, _ = e.find(idOf(k))
	if w.BatchMax != 8 || len(w.OpenBatch) != 1 || w.OpenBatch["llama-7b"] != 3 || w.BatchMaxWaitMS != 3000 {
		t.Errorf("batch = %v / %d, hold %d ms", w.OpenBatch, w.BatchMax, w.BatchMaxWaitMS)
	}
	e.clock.Advance(time.Second)
	e.accept(k, e.hb(k, 10))
	w, _ = e.find(idOf(k))
	if w.BatchMax != 0 || w.OpenBatch != nil || w.BatchMaxWaitMS != 0 {
		t.Errorf("stale batch = %v / %d, hold %d ms", w.OpenBatch, w.BatchMax, w.BatchMaxWaitMS)
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

	valid := func() wire.Heartbeat { return e.hb(k, 11) }
	with := func(f func(*wire.Heartbeat)) []byte {
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
		{"empty body", nil, wire.ErrInvalidHeartbeat, "empty body"},
		{"malformed JSON", []byte(`{"heartbeat": {`), wire.ErrInvalidHeartbeat, "malformed JSON"},
		{"not an object", []byte(`[1,2]`), wire.ErrInvalidHeartbeat, "want a JSON object"},
		{"trailing data", []byte(goodBody + " {}"), wire.ErrInvalidHeartbeat, "trailing data"},
		{"unknown field", []byte(strings.Replace(goodBody, `"seq"`, `"gpu":1,"seq"`, 1)), wire.ErrInvalidHeartbeat, `unknown field "gpu"`},
		{"missing field", []byte(strings.Replace(goodBody, `"max_jobs":4,`, ``, 1)), wire.ErrInvalidHeartbeat, "heartbeat.max_jobs: is missing"},
		{"missing heartbeat", []byte(`{"signature":"0x00"}`), wire.ErrInvalidHeartbeat, "heartbeat: is missing"},
		{"null field", []byte(strings.Replace(goodBody, `"seq":11`, `"seq":null`, 1)), wire.ErrInvalidHeartbeat, "heartbeat.seq: is missing"},
		{"fractional number", []byte(strings.Replace(goodBody, `"max_jobs":4`, `"max_jobs":4.5`, 1)), wire.ErrInvalidHeartbeat, "heartbeat.max_jobs: want an integer, got number 4.5"},
		{"string for number", []byte(strings.Replace(goodBody, `"max_jobs":4`, `"max_jobs":"4"`, 1)), wire.ErrInvalidHeartbeat, "want an integer, got string"},
		{"empty endpoint", []byte(strings.Replace(goodBody, `"endpoint":"https://gpu.example:8443/v1"`, `"endpoint":""`, 1)), wire.ErrInvalidHeartbeat, "heartbeat.endpoint: must not be empty"},
		{"body over 64 KiB", []byte(`{"heartbeat":{"worker":"` + strings.Repeat("a", 65536) + `"}}`), wire.ErrTooLarge, "the limit is 65536"},

		{"missing signature", []byte(goodBody[:strings.Index(goodBody, `,"signature":"`)] + "}"), wire.ErrBadSignature, "missing signature"},
		{"empty signature", []byte(goodBody[:strings.Index(goodBody, `"signature":"`)] + `"signature":""}`), wire.ErrBadSignature, "missing signature"},
		{"signature not hex", []byte(goodBody[:strings.Index(goodBody, `"signature":"`)] + `"signature":"0xzz"}`), wire.ErrBadSignature, "not hex"},
		{"signature too short", []byte(goodBody[:strings.Index(goodBody, `"signature":"`)] + `"signature":"0x0102"}`), wire.ErrBadSignature, "2 bytes, want 65"},
		{"high s", highS, wire.ErrBadSignature, "lower half"},
		{"signed by another key", body(t, signRaw(t, other, valid())), wire.ErrBadSignature, "not by worker " + idOf(k)},
		{"tampered after signing", []byte(strings.Replace(goodBody, `"free_memory_mb":16000`, `"free_memory_mb":99999`, 1)), wire.ErrBadSignature, "not by worker"},

		{"timestamp too old", with(func(h *wire.Heartbeat) { h.TimestampMS = now.Add(-31 * time.Second).UnixMilli() }), ErrClockSkew, "the limit is ±30s"},
		{"timestamp too new", with(func(h *wire.Heartbeat) { h.TimestampMS = now.Add(31 * time.Second).UnixMilli() }), ErrClockSkew, "31s from the registry's clock"},

		{"same seq", with(func(h *wire.Heartbeat) { h.Seq = 10 }), ErrReplay, "seq 10 is not above the last accepted seq 10"},
		{"lower seq", with(func(h *wire.Heartbeat) { h.Seq = 3 }), ErrReplay, "last accepted seq 10"},
		{"timestamp before last", with(func(h *wire.Heartbeat) { h.TimestampMS-- }), ErrReplay, "before the last accepted timestamp_ms"},

		{"negative free memory", with(func(h *wire.Heartbeat) { h.FreeMemoryMB = -1 }), wire.ErrInvalidHeartbeat, "heartbeat.free_memory_mb: must be in [0, 1073741824], got -1"},
		{"absurd free memory", with(func(h *wire.Heartbeat) { h.FreeMemoryMB = 1 << 40 }), wire.ErrInvalidHeartbeat, "heartbeat.free_memory_mb"},
		{"negative active jobs", with(func(h *wire.Heartbeat) { h.ActiveJobs = -1 }), wire.ErrInvalidHeartbeat, "heartbeat.active_jobs: must not be negative"},
		{"zero max jobs", with(func(h *wire.Heartbeat) { h.MaxJobs, h.ActiveJobs = 0, 0 }), wire.ErrInvalidHeartbeat, "heartbeat.max_jobs: must be in [1, 64], got 0"},
		{"max jobs above cap", with(func(h *wire.Heartbeat) { h.MaxJobs = 65 }), wire.ErrInvalidHeartbeat, "heartbeat.max_jobs: must be in [1, 64], got 65"},
		{"active above max", with(func(h *wire.Heartbeat) { h.ActiveJobs = 5 }), wire.ErrInvalidHeartbeat, "heartbeat.active_jobs: must not exceed max_jobs 4, got 5"},
		{"negative latency", with(func(h *wire.Heartbeat) { h.AvgLatencyMS = -5 }), wire.ErrInvalidHeartbeat, "heartbeat.avg_latency_ms"},
		{"no models", with(func(h *wire.Heartbeat) { h.Models = []string{} }), wire.ErrInvalidHeartbeat, "heartbeat.models: must list at least one model"},
		{"empty model name", with(func(h *wire.Heartbeat) { h.Models = []string{""} }), wire.ErrInvalidHeartbeat, "heartbeat.models[0]: must be 1 to 128 characters"},
		{"model name too long", with(func(h *wire.Heartbeat) { h.Models = []string{strings.Repeat("x", 129)} }), wire.ErrInvalidHeartbeat, "heartbeat.models[0]"},
		{"model name with quote", with(func(h *wire.Heartbeat) { h.Models = []string{`a"b`} }), wire.ErrInvalidHeartbeat, "heartbeat.models[0]"},
		{"too many models", with(func(h *wire.Heartbeat) { h.Models = tooManyModels }), wire.ErrInvalidHeartbeat, "lists 9 models, the limit is 8"},
		{"uppercase worker", with(func(h *wire.Heartbeat) { h.Worker = strings.ToUpper(h.Worker[:2]) + h.Worker[2:] }), wire.ErrInvalidHeartbeat, "heartbeat.worker: must be a lowercase"},
		{"checksummed worker", with(func(h *wire.Heartbeat) { h.Worker = crypto.PubkeyToAddress(k.PublicKey).Hex() }), wire.ErrInvalidHeartbeat, "heartbeat.worker"},
		{"bad endpoint", with(func(h *wire.Heartbeat) { h.Endpoint = "ftp://x" }), wire.ErrInvalidHeartbeat, "heartbeat.endpoint: must be an http(s) URL"},
		{"seq zero", with(func(h *wire.Heartbeat) { h.Seq = 0 }), wire.ErrInvalidHeartbeat, "heartbeat.seq: must be in [1, 9007199254740991], got 0"},
		{"seq above 2^53", with(func(h *wire.Heartbeat) { h.Seq = 1 << 53 }), wire.ErrInvalidHeartbeat, "heartbeat.seq"},
		{"zero timestamp", with(func(h *wire.Heartbeat) { h.TimestampMS = 0 }), wire.ErrInvalidHeartbeat, "heartbeat.timestamp_ms: must be positive"},

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
	e := newEnv(t, func(c *Config) { c.HeartbeatBurst = 1000 })
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

// TestAcceptedHeartbeatIsProvenOnce: the registry recovered the signer of a heartbeat
// it accepts, so the snapshot that reads the record back finds the proof remembered
// (no second ECDSA recovery), and it is the proof a full check gives.
func TestAcceptedHeartbeatIsProvenOnce(t *testing.T) {
	e := newEnv(t)
	k := e.worker()
	hb := e.hb(k, 1)
	sh := mustSign(t, k, hb)
	if _, err := e.reg.AcceptSigned(context.Background(), sh); err != nil {
		t.Fatal(err)
	}
	norm := sh.Heartbeat.Normalized()
	signed := string(norm.CanonicalBytes())
	pr, cached := e.reg.proofs.verify(idOf(k), signed, sh.Signature, e.cfg.MaxJobsCap, e.cfg.MaxModels)
	if !cached || pr.err != nil {
		t.Fatalf("cached %v, err %v: the accepted heartbeat's proof is not remembered", cached, pr.err)
	}
	want, err := checkSigned(idOf(k), signed, sh.Signature, e.cfg.MaxJobsCap, e.cfg.MaxModels)
	if err != nil || fmt.Sprint(want) != fmt.Sprint(pr.hb) || pr.digest != wire.HeartbeatDigest([]byte(signed)) {
		t.Fatalf("remembered %+v, a full check gives %+v (%v)", pr.hb, want, err)
	}
	// A signature of other bytes is not remembered as proven for these.
	bad := mustSign(t, k, e.hb(k, 2))
	if pr, _ := e.reg.proofs.verify(idOf(k), signed, bad.Signature, e.cfg.MaxJobsCap, e.cfg.MaxModels); pr.err == nil {
		t.Fatal("a signature of other bytes is proven")
	}
}
