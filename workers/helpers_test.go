package workers

import (
	"context"
	"crypto/ecdsa"
	"encoding/hex"
	"encoding/json"
	"errors"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/redis/go-redis/v9"
	"go.uber.org/zap"

	"github.com/infersched/infersched/internal/testutil/redistest"
	"github.com/infersched/infersched/internal/testutil/testkit"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
)

func newFakeClock() *testkit.Clock { return testkit.NewClock(time.UnixMilli(1_764_500_000_000)) }

// stakes is a StakeReader over a map: the chain's answer, without a chain.
type stakes struct {
	mu    sync.Mutex
	m     map[common.Address]*big.Int
	err   error
	calls int
}

func (s *stakes) StakeOf(_ context.Context, a common.Address) (*big.Int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.calls++
	if s.err != nil {
		return nil, s.err
	}
	if v, ok := s.m[a]; ok {
		return new(big.Int).Set(v), nil
	}
	return new(big.Int), nil
}

func (s *stakes) set(a common.Address, wei int64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.m[a] = big.NewInt(wei)
}

type env struct {
	t      testing.TB
	srv    *redistest.Server
	rdb    *redis.Client
	reg    *Registry
	clock  *testkit.Clock
	stakes *stakes
	cfg    Config
}

const testMinStake = 1000

func testConfig() Config {
	cfg := DefaultConfig()
	cfg.MinStakeWei = scheduler.NewWei(testMinStake)
	cfg.MaxJobsCap = 64
	cfg.MaxModels = 8
	return cfg
}

func newEnv(t testing.TB, mutate ...func(*Config)) *env {
	t.Helper()
	srv := redistest.Start(t)
	return newEnvOn(t, srv, mutate...)
}

func newEnvOn(t testing.TB, srv *redistest.Server, mutate ...func(*Config)) *env {
	t.Helper()
	cfg := testConfig()
	for _, m := range mutate {
		m(&cfg)
	}
	e := &env{t: t, srv: srv, rdb: srv.Client(t), clock: newFakeClock(), stakes: &stakes{m: map[common.Address]*big.Int{}}, cfg: cfg}
	reg, err := New(cfg, e.rdb, e.stakes, zap.NewNop(), WithClock(e.clock.Now))
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	e.reg = reg
	return e
}

// worker makes a staked worker key.
func (e *env) worker() *ecdsa.PrivateKey {
	e.t.Helper()
	k, err := crypto.GenerateKey()
	if err != nil {
		e.t.Fatal(err)
	}
	e.stakes.set(crypto.PubkeyToAddress(k.PublicKey), testMinStake)
	return k
}

func idOf(k *ecdsa.PrivateKey) string {
	return strings.ToLower(crypto.PubkeyToAddress(k.PublicKey).Hex())
}

// hb is a valid heartbeat of k at the env's current time.
func (e *env) hb(k *ecdsa.PrivateKey, seq int64) wire.Heartbeat {
	return wire.Heartbeat{
		Worker:       idOf(k),
		Models:       []string{"llama-7b", "gpt-2"},
		FreeMemoryMB: 16000,
		ActiveJobs:   1,
		MaxJobs:      4,
		AvgLatencyMS: 500,
		Endpoint:     "https://gpu.example:8443/v1",
		TimestampMS:  e.clock.Now().UnixMilli(),
		Seq:          seq,
	}
}

func mustSign(t testing.TB, k *ecdsa.PrivateKey, hb wire.Heartbeat) wire.SignedHeartbeat {
	t.Helper()
	sh, err := wire.Sign(k, hb)
	if err != nil {
		t.Fatalf("Sign: %v", err)
	}
	return sh
}

// signRaw signs hb as it is, without wire.Sign's checks, so that tests can send well-signed
// heartbeats with absurd values.
func signRaw(t testing.TB, k *ecdsa.PrivateKey, hb wire.Heartbeat) wire.SignedHeartbeat {
	t.Helper()
	sig, err := crypto.Sign(accounts.TextHash(hb.CanonicalBytes()), k)
	if err != nil {
		t.Fatal(err)
	}
	sig[64] += 27
	return wire.SignedHeartbeat{Heartbeat: hb, Signature: "0x" + hex.EncodeToString(sig)}
}

func body(t testing.TB, sh wire.SignedHeartbeat) []byte {
	t.Helper()
	b, err := json.Marshal(sh)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// accept sends a signed heartbeat through the wire format and fails the test on error.
func (e *env) accept(k *ecdsa.PrivateKey, hb wire.Heartbeat) {
	e.t.Helper()
	if _, err := e.reg.Accept(context.Background(), body(e.t, mustSign(e.t, k, hb))); err != nil {
		e.t.Fatalf("Accept: %v", err)
	}
}

// digest is a digest of the whole Redis dataset, expiries included.
func (e *env) digest() string {
	e.t.Helper()
	d, err := e.rdb.Do(context.Background(), "DEBUG", "DIGEST").Text()
	if err != nil {
		e.t.Fatalf("DEBUG DIGEST: %v", err)
	}
	return d
}

func (e *env) workers() []scheduler.Worker {
	e.t.Helper()
	ws, err := e.reg.Workers(context.Background())
	if err != nil {
		e.t.Fatalf("Workers: %v", err)
	}
	return ws
}

func (e *env) find(id string) (scheduler.Worker, bool) {
	e.t.Helper()
	for _, w := range e.workers() {
		if w.ID == id {
			return w, true
		}
	}
	return scheduler.Worker{}, false
}

func isErr(err, target error) bool { return errors.Is(err, target) }
