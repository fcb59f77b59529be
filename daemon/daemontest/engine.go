package daemontest

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/internal/testutil/redistest"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/verification"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/status"
	"github.com/infersched/infersched/workers"
)

// Clock is a settable clock, safe for concurrent use.
type Clock struct {
	mu sync.Mutex
	t  time.Time
}

// Now is the clock's time.
func (c *Clock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }

// Advance moves the clock forward by d.
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

type stakeAll struct{}

func (stakeAll) StakeOf(context.Context, common.Address) (*big.Int, error) {
	return big.NewInt(1e18), nil
}

// FixedGas quotes 20 gwei.
type FixedGas struct{}

// GasPrice implements scheduler.GasPriceSource.
func (FixedGas) GasPrice(context.Context) (scheduler.GasQuote, error) {
	return scheduler.GasQuote{PriceWei: big.NewInt(20e9)}, nil
}

// Recorder is a Sink that keeps what would go to JetStream. Read its fields between
// rounds, or under Mu while a round may run.
type Recorder struct {
	Mu       sync.Mutex
	Assigned []rounds.Assignment
	Written  map[string]status.Record
	Rounds   []rounds.RoundRecord
	// OnAssign, when set, runs inside Assign after the assignment is recorded: a worker
	// that answers the moment its assignment can be seen.
	OnAssign func(rounds.Assignment)
	// OnStatuses, when set, runs at the start of Statuses, before anything is recorded:
	// a status store that is slow to answer.
	OnStatuses func([]status.Record)
}

// NewRecorder returns an empty recorder.
func NewRecorder() *Recorder { return &Recorder{Written: map[string]status.Record{}} }

// Assign implements rounds.Sink.
func (r *Recorder) Assign(_ context.Context, a rounds.Assignment) error {
	r.Mu.Lock()
	r.Assigned = append(r.Assigned, a)
	on := r.OnAssign
	r.Mu.Unlock()
	if on != nil {
		on(a)
	}
	return nil
}

// Statuses implements rounds.Sink.
func (r *Recorder) Statuses(_ context.Context, st []status.Record) error {
	r.Mu.Lock()
	on := r.OnStatuses
	r.Mu.Unlock()
	if on != nil {
		on(st)
	}
	r.Mu.Lock()
	defer r.Mu.Unlock()
	for _, s := range st {
		r.Written[s.RequestID] = s
	}
	return nil
}

// Round implements rounds.Sink.
func (r *Recorder) Round(_ context.Context, rec rounds.RoundRecord) error {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	r.Rounds = append(r.Rounds, rec)
	return nil
}

// Status is the last status written for id.
func (r *Recorder) Status(id string) status.Record {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	return r.Written[id]
}

// Harness is an engine over a real registry, a settable clock and a scheduler key.
type Harness struct {
	T        testing.TB
	Clock    *Clock
	Reg      *workers.Registry
	Eng      *rounds.Engine
	Sink     *Recorder
	SchedKey *ecdsa.PrivateKey
	Router   common.Address
	ChainID  *big.Int
	seq      map[string]int64
	// Verify records the verification jobs (with Options.Verification).
	Verify *VerifyRecorder
}

// Options change what New builds.
type Options struct {
	// Config edits the scheduler section (probation is off by default).
	Config func(*scheduler.Config)
	// Sink replaces the recorder.
	Sink rounds.Sink
	// Gas replaces the fixed 20 gwei quote.
	Gas scheduler.GasPriceSource
	// Capacity wraps the registry's capacity (to inject a fault).
	Capacity func(*workers.Registry) rounds.Capacity
	// Registry reuses another harness's registry and clock (a restart).
	Registry *workers.Registry
	Clock    *Clock
	// LastRound continues the numbering of an existing decision log.
	LastRound uint64
	// Shared keeps the limits that span replicas (workers/ratelimit); nil: in process.
	Shared rounds.SharedLimits
	// Leadership says which shards the engine leads; nil: all (one shard).
	Leadership rounds.Leadership
	// ResultWait is the engine's result wait (the indexer's confirmations × block time);
	// nil: none.
	ResultWait rounds.ResultWaitFunc
	// Verification turns on the verification jobs with this section; the jobs
	// go to Harness.Verify.
	Verification *verification.Config
	// Rates prices the tokens fees are paid in; nil: none.
	Rates rounds.RateSource
	// DrawKey keys the draw secrets (rounds.Verification.DrawKey); nil: block-hash seeds.
	DrawKey []byte
}

// New starts a redis-server and returns a harness whose engine has no request yet.
func NewEngine(t testing.TB, o Options) *Harness {
	t.Helper()
	h := &Harness{T: t, Clock: o.Clock, Reg: o.Registry, Sink: NewRecorder(),
		Router: common.HexToAddress("0x00000000000000000000000000000000000000aa"), ChainID: big.NewInt(1337), seq: map[string]int64{}}
	if h.Clock == nil {
		h.Clock = &Clock{t: time.UnixMilli(1_764_500_000_000)}
	}
	if h.Reg == nil {
		srv := redistest.Start(t)
		wcfg := workers.DefaultConfig()
		wcfg.MinStakeWei = scheduler.NewWei(1)
		// The harness heartbeats whenever a test says so on a settable clock; the
		// per-key rate limit is the registry's to test, not the engine's.
		wcfg.HeartbeatRate, wcfg.HeartbeatBurst = 1e6, 1e6
		reg, err := workers.New(wcfg, srv.Client(t), stakeAll{}, zap.NewNop(), workers.WithClock(h.Clock.Now))
		if err != nil {
			t.Fatal(err)
		}
		h.Reg = reg
	}
	h.SchedKey, _ = crypto.GenerateKey()
	scfg := scheduler.DefaultConfig()
	scfg.Probation.Jobs = 0
	// A voucher shorter than the tests' deadlines, so that a reassigned attempt can be paid.
	scfg.VoucherTTL = scheduler.Duration(30 * time.Second)
	if o.Config != nil {
		o.Config(&scfg)
	}
	var sink rounds.Sink = h.Sink
	if o.Sink != nil {
		sink = o.Sink
	}
	var capacity rounds.Capacity = h.Reg
	if o.Capacity != nil {
		capacity = o.Capacity(h.Reg)
	}
	var gas scheduler.GasPriceSource = FixedGas{}
	if o.Gas != nil {
		gas = o.Gas
	}
	var ver *rounds.Verification
	if o.Verification != nil {
		h.Verify = &VerifyRecorder{}
		ver = &rounds.Verification{Config: *o.Verification, Sign: h.SignVerify, Sink: h.Verify, Keep: h.Reg, DrawKey: o.DrawKey}
	}
	eng, err := rounds.New(scfg, rounds.Deps{Workers: h.Reg, Gas: gas, Capacity: capacity, Sink: sink, Sign: h.Sign, Clock: h.Clock.Now, LastRound: o.LastRound, Shared: o.Shared,
		Leadership: o.Leadership, ResultWait: o.ResultWait, Backoffs: h.Reg, Verification: ver, Rates: o.Rates})
	if err != nil {
		t.Fatal(err)
	}
	if err := eng.RestoreBackoffs(context.Background()); err != nil {
		t.Fatal(err)
	}
	h.Eng = eng
	return h
}

// Sign is the harness's voucher signer.
func (h *Harness) Sign(v rounds.VoucherTerms) (rounds.Voucher, error) {
	r := v.Request
	in := contracts.InputHash(r.ModelID, v.Prompt, r.MaxTokens, r.GasLimit, uint32(r.RequiredMemoryMB), r.Batchable)
	sig, err := contracts.SignVoucher(h.SchedKey, h.ChainID, h.Router, contracts.Voucher{RequestID: v.RequestID,
		Worker: common.HexToAddress(v.Worker), Attempt: uint32(v.Attempt), InputHash: in, NotBefore: v.NotBefore, Expiry: v.Expiry})
	return rounds.Voucher{InputHash: in, Signature: sig}, err
}

// Worker heartbeats a new worker serving model with the given latency and slots.
func (h *Harness) Worker(model string, latencyMS, maxJobs int64) (string, *ecdsa.PrivateKey) {
	k, _ := crypto.GenerateKey()
	id := strings.ToLower(crypto.PubkeyToAddress(k.PublicKey).Hex())
	h.Heartbeat(k, model, latencyMS, maxJobs)
	return id, k
}

// Heartbeat sends one heartbeat of the worker holding k.
func (h *Harness) Heartbeat(k *ecdsa.PrivateKey, model string, latencyMS, maxJobs int64) {
	h.T.Helper()
	h.HeartbeatOf(k, wire.Heartbeat{Models: []string{model}, FreeMemoryMB: 80000, MaxJobs: maxJobs, AvgLatencyMS: latencyMS})
}

// HeartbeatOf sends hb as the heartbeat of the worker holding k, with its worker,
// timestamp and seq filled in.
func (h *Harness) HeartbeatOf(k *ecdsa.PrivateKey, hb wire.Heartbeat) {
	h.T.Helper()
	id := strings.ToLower(crypto.PubkeyToAddress(k.PublicKey).Hex())
	h.seq[id]++
	hb.Worker, hb.TimestampMS, hb.Seq = id, h.Clock.Now().UnixMilli(), h.seq[id]
	sh, err := wire.Sign(k, hb)
	if err != nil {
		h.T.Fatal(err)
	}
	if _, err := h.Reg.AcceptSigned(context.Background(), sh); err != nil {
		h.T.Fatal(err)
	}
}

// Request adds a request; the returned flag turns true when it reaches a final state.
func (h *Harness) Request(id, model, user string, feeWei int64, deadline time.Duration) *bool {
	done := new(bool)
	h.Eng.Add(h.NewRequest(id, model, user, feeWei, deadline), []byte("prompt "+id), func() { *done = true })
	return done
}

// NewRequest is the request Request adds, submitted now, without adding it.
func (h *Harness) NewRequest(id, model, user string, feeWei int64, deadline time.Duration) scheduler.Request {
	now := h.Clock.Now().UnixMilli()
	return scheduler.Request{ID: id, User: user, ModelID: model, MaxTokens: 64, PriorityFeeWei: scheduler.NewWei(feeWei),
		SubmittedAtMS: now, DeadlineMS: now + deadline.Milliseconds(), RequiredMemoryMB: 1000}
}

// Round plays one round and fails the test on an error.
func (h *Harness) Round() rounds.Report {
	h.T.Helper()
	rep, err := h.Eng.Round(context.Background())
	if err != nil {
		h.T.Fatal(err)
	}
	return rep
}

// CheckExcluded fails the test unless rec's snapshot excludes exactly worker for
// request (and nothing else), and rec replays: Plan on its snapshot and config gives its
// decision, as audit verify checks.
func CheckExcluded(t testing.TB, rec rounds.RoundRecord, request, worker string) {
	t.Helper()
	if x := rec.Snapshot.Excluded; len(x) != 1 || x[0].RequestID != request || len(x[0].Workers) != 1 || x[0].Workers[0] != worker {
		t.Fatalf("exclusions in the record: %+v, want %s excluded for %s", x, worker, request)
	}
	want, _ := json.Marshal(rec.Decision)
	again, _ := json.Marshal(scheduler.Plan(rec.Snapshot, rec.Config))
	if string(want) != string(again) {
		t.Fatalf("the record does not replay:\n%s\n%s", want, again)
	}
}

// WaitFor polls cond until it holds, failing the test after 10 s.
func WaitFor(t testing.TB, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
