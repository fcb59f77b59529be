package rounds

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/internal/status"
	"github.com/infersched/infersched/internal/testutil/redistest"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/workers"
)

// These tests run the engine against the real worker registry on a real redis-server;
// only the chain's stake answer, the gas quote and the outbound sink are stand-ins.

type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

type stakeAll struct{}

func (stakeAll) StakeOf(context.Context, common.Address) (*big.Int, error) {
	return big.NewInt(1e18), nil
}

type fixedGas struct{}

func (fixedGas) GasPrice(context.Context) (scheduler.GasQuote, error) {
	return scheduler.GasQuote{PriceWei: big.NewInt(20e9)}, nil
}

// recorder is the sink: what would go to JetStream.
type recorder struct {
	mu       sync.Mutex
	assigned []Assignment
	statuses map[string]status.Record
	rounds   []RoundRecord
}

func (r *recorder) Assign(_ context.Context, a Assignment) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.assigned = append(r.assigned, a)
	return nil
}

func (r *recorder) Statuses(_ context.Context, st []status.Record) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, s := range st {
		r.statuses[s.RequestID] = s
	}
	return nil
}

func (r *recorder) Round(_ context.Context, rec RoundRecord) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.rounds = append(r.rounds, rec)
	return nil
}

func (r *recorder) status(id string) status.Record {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.statuses[id]
}

type harness struct {
	t       *testing.T
	clock   *clock
	reg     *workers.Registry
	eng     *Engine
	sink    *recorder
	sched   *ecdsa.PrivateKey
	router  common.Address
	chainID *big.Int
	seq     map[string]int64
}

func newHarness(t *testing.T, mutate func(*scheduler.Config)) *harness {
	t.Helper()
	srv := redistest.Start(t)
	c := &clock{t: time.UnixMilli(1_764_500_000_000)}
	wcfg := workers.DefaultConfig()
	wcfg.MinStakeWei = scheduler.NewWei(1)
	reg, err := workers.New(wcfg, srv.Client(t), stakeAll{}, zap.NewNop(), workers.WithClock(c.Now))
	if err != nil {
		t.Fatal(err)
	}
	key, _ := crypto.GenerateKey()
	h := &harness{t: t, clock: c, reg: reg, sink: &recorder{statuses: map[string]status.Record{}}, sched: key,
		router: common.HexToAddress("0x00000000000000000000000000000000000000aa"), chainID: big.NewInt(1337), seq: map[string]int64{}}
	scfg := scheduler.DefaultConfig()
	scfg.Probation.Jobs = 0
	if mutate != nil {
		mutate(&scfg)
	}
	sign := func(id *big.Int, worker string, expiry uint64) ([]byte, error) {
		return contracts.SignVoucher(key, h.chainID, h.router, id, common.HexToAddress(worker), expiry)
	}
	h.eng, err = New(scfg, Deps{Workers: reg, Gas: fixedGas{}, Capacity: reg, Sink: h.sink, Sign: sign, Clock: c.Now})
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// worker heartbeats a new worker serving model with the given latency and slots.
func (h *harness) worker(model string, latencyMS, maxJobs int64) (string, *ecdsa.PrivateKey) {
	k, _ := crypto.GenerateKey()
	id := strings.ToLower(crypto.PubkeyToAddress(k.PublicKey).Hex())
	h.heartbeat(k, model, latencyMS, maxJobs)
	return id, k
}

func (h *harness) heartbeat(k *ecdsa.PrivateKey, model string, latencyMS, maxJobs int64) {
	h.t.Helper()
	id := strings.ToLower(crypto.PubkeyToAddress(k.PublicKey).Hex())
	h.seq[id]++
	sh, err := workers.Sign(k, workers.Heartbeat{Worker: id, Models: []string{model}, FreeMemoryMB: 80000,
		MaxJobs: maxJobs, AvgLatencyMS: latencyMS, TimestampMS: h.clock.Now().UnixMilli(), Seq: h.seq[id]})
	if err != nil {
		h.t.Fatal(err)
	}
	if _, err := h.reg.AcceptSigned(context.Background(), sh); err != nil {
		h.t.Fatal(err)
	}
}

func (h *harness) request(id, model, user string, feeWei int64, deadline time.Duration) *bool {
	now := h.clock.Now().UnixMilli()
	done := new(bool)
	h.eng.Add(scheduler.Request{ID: id, User: user, ModelID: model, MaxTokens: 64, PriorityFeeWei: scheduler.NewWei(feeWei),
		SubmittedAtMS: now, DeadlineMS: now + deadline.Milliseconds(), RequiredMemoryMB: 1000}, []byte("prompt "+id), func() { *done = true })
	return done
}

func (h *harness) round() Report {
	h.t.Helper()
	rep, err := h.eng.Round(context.Background())
	if err != nil {
		h.t.Fatal(err)
	}
	return rep
}

func TestRoundDispatchesWithVouchersAndRecordsAReplayablePlan(t *testing.T) {
	h := newHarness(t, nil)
	fast, _ := h.worker("llama-7b", 300, 2)
	slow, _ := h.worker("llama-7b", 900, 1)
	for i := 1; i <= 4; i++ {
		h.request(fmt.Sprint(i), "llama-7b", "0xu", int64(i)*1e16, 5*time.Minute)
	}
	rep := h.round()
	if rep.Dispatched != 3 || rep.Planned != 4 {
		t.Fatalf("report %+v, want 3 of 4 dispatched (3 slots)", rep)
	}
	got := map[string]string{}
	for _, a := range h.sink.assigned {
		got[a.RequestID] = a.Worker
		signer, err := contracts.RecoverVoucherSigner(h.chainID, h.router, new(big.Int).SetUint64(mustUint(a.RequestID)), common.HexToAddress(a.Worker), a.Voucher.Expiry, a.Voucher.Signature)
		if err != nil || signer != crypto.PubkeyToAddress(h.sched.PublicKey) {
			t.Fatalf("voucher of %s not signed by the scheduler key: %v %v", a.RequestID, signer, err)
		}
		if a.MsgID() != a.RequestID+":1" || string(a.Prompt) != "prompt "+a.RequestID {
			t.Fatalf("assignment %+v", a)
		}
	}
	// Highest fee first onto the fastest worker's two slots, then the slow one.
	if got["4"] != fast || got["3"] != fast || got["2"] != slow {
		t.Fatalf("assigned %v (fast %s, slow %s)", got, fast, slow)
	}
	if st := h.sink.status("1"); st.State != status.StateQueued || st.QueuePosition != 0 || st.RetryAfterS < 1 {
		t.Fatalf("status of the waiting request: %+v", st)
	}
	if st := h.sink.status("4"); st.State != status.StateAssigned || st.Worker != fast || st.Attempt != 1 {
		t.Fatalf("status of an assigned request: %+v", st)
	}
	// The record replays: the same snapshot and config plan to the same bytes.
	rec := h.sink.rounds[0]
	want, _ := json.Marshal(rec.Decision)
	again := scheduler.Plan(rec.Snapshot, rec.Config)
	got2, _ := json.Marshal(again)
	if string(want) != string(got2) {
		t.Fatalf("replay differs:\n%s\n%s", want, got2)
	}
	// The registry now counts the reservations: nothing more fits this round.
	if rep := h.round(); rep.Dispatched != 0 {
		t.Fatalf("second round dispatched %d onto full workers", rep.Dispatched)
	}
}

func mustUint(s string) uint64 {
	var v uint64
	fmt.Sscan(s, &v)
	return v
}

func TestUnacknowledgedAssignmentIsReassigned(t *testing.T) {
	h := newHarness(t, nil)
	a, _ := h.worker("llama-7b", 300, 1)
	h.request("7", "llama-7b", "0xu", 1e16, 5*time.Minute)
	h.round()
	if len(h.sink.assigned) != 1 || h.sink.assigned[0].Worker != a {
		t.Fatalf("first assignment %+v", h.sink.assigned)
	}
	b, kb := h.worker("llama-7b", 800, 1)
	h.clock.Advance(h.eng.Config().AckTimeout.D() + time.Second)
	h.heartbeat(kb, "llama-7b", 800, 1)
	rep := h.round()
	if rep.Reassigned != 1 {
		t.Fatalf("report %+v, want one reassignment", rep)
	}
	last := h.sink.assigned[len(h.sink.assigned)-1]
	if last.RequestID != "7" || last.Attempt != 2 || last.MsgID() != "7:2" {
		t.Fatalf("reassignment %+v", last)
	}
	// Worker a is still live (its heartbeat has not run out) and faster, but it let the
	// assignment lapse: it is suspended, so the request goes to b.
	if last.Worker != b {
		t.Fatalf("reassigned to %s, want the other worker %s", last.Worker, b)
	}
	ws, err := h.reg.Workers(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range ws {
		if w.ID == a && w.CompletionRate >= 1 {
			t.Fatalf("worker %s kept completion rate %v after a missed ack", a, w.CompletionRate)
		}
	}
	// An ack for the stale attempt is ignored; the current one is taken.
	if h.eng.Ack(context.Background(), "7", last.Worker, 1) {
		t.Fatal("ack of attempt 1 accepted")
	}
	if !h.eng.Ack(context.Background(), "7", last.Worker, 2) {
		t.Fatal("ack of attempt 2 refused")
	}
}

func TestCompletionEndsTheRequest(t *testing.T) {
	h := newHarness(t, nil)
	w, _ := h.worker("llama-7b", 300, 1)
	done := h.request("9", "llama-7b", "0xu", 1e16, 5*time.Minute)
	h.round()
	h.eng.Ack(context.Background(), "9", w, 1)
	h.clock.Advance(2 * time.Second)
	st, ok := h.eng.Complete(context.Background(), "9", w, Result{TxHash: "0xabc", OutputHash: "0xdef"})
	if !ok || st.State != status.StateCompleted || st.LatencyMS != 2000 || st.ResultTxHash != "0xabc" {
		t.Fatalf("completion status %+v", st)
	}
	if !*done || h.eng.Pending() != 0 {
		t.Fatal("completed request still pending or its message not acknowledged")
	}
	// The slot is free again for the next request.
	h.request("10", "llama-7b", "0xu", 1e16, 5*time.Minute)
	if rep := h.round(); rep.Dispatched != 1 {
		t.Fatalf("capacity not released: %+v", rep)
	}
}

func TestThrottledRequestWaitsWithRetryAfter(t *testing.T) {
	h := newHarness(t, func(c *scheduler.Config) {
		c.FlowControl.Requester.PerSecond = 0.1 // one every 10 s
		c.FlowControl.Requester.Burst = 1
	})
	h.worker("llama-7b", 300, 4)
	h.request("1", "llama-7b", "0xsame", 2e16, 5*time.Minute)
	h.request("2", "llama-7b", "0xsame", 1e16, 5*time.Minute)
	rep := h.round()
	if rep.Dispatched != 1 || rep.Throttled != 1 {
		t.Fatalf("report %+v", rep)
	}
	st := h.sink.status("2")
	if st.State != status.StateThrottled || st.RetryAfterS < 9 || st.RetryAfterS > 11 {
		t.Fatalf("throttled status %+v, want a Retry-After near the 10 s refill", st)
	}
	if h.eng.Pending() != 2 {
		t.Fatal("a throttled request was dropped")
	}
	h.clock.Advance(10 * time.Second)
	if rep := h.round(); rep.Dispatched != 1 {
		t.Fatalf("after the refill: %+v", rep)
	}
}

func TestExpiryEndsRequests(t *testing.T) {
	h := newHarness(t, nil)
	done := h.request("1", "nobody-serves-this", "0xu", 1e16, 3*time.Second)
	h.round()
	if st := h.sink.status("1"); st.State != status.StateQueued {
		t.Fatalf("status %+v", st)
	}
	h.clock.Advance(4 * time.Second)
	if rep := h.round(); rep.Expired != 1 {
		t.Fatalf("report %+v", rep)
	}
	if st := h.sink.status("1"); st.State != status.StateExpired || !*done {
		t.Fatalf("status %+v done %v", st, *done)
	}
}

// racer is the registry with another scheduler replica that books the same worker's
// last slot just before each of our reservations: the race the Lua script settles.
type racer struct {
	Capacity
	reg   *workers.Registry
	armed bool
}

func (r *racer) Reserve(ctx context.Context, worker, requestID string, mem int64, ttl time.Duration) error {
	if r.armed {
		r.armed = false
		if err := r.reg.Reserve(ctx, worker, "other-replica", mem, ttl); err != nil {
			return err
		}
	}
	return r.Capacity.Reserve(ctx, worker, requestID, mem, ttl)
}

func TestReservationLostToAnotherReplicaStaysQueued(t *testing.T) {
	h := newHarness(t, nil)
	w, _ := h.worker("llama-7b", 300, 1)
	r := &racer{Capacity: h.reg, reg: h.reg, armed: true}
	h.eng.cap = r
	h.request("5", "llama-7b", "0xu", 1e16, 5*time.Minute)
	rep := h.round()
	if rep.Dispatched != 0 || rep.Failed != 1 || len(h.sink.assigned) != 0 {
		t.Fatalf("overbooked: %+v", rep)
	}
	rec := h.sink.rounds[0]
	if len(rec.Dispatched) != 1 || rec.Dispatched[0].State != status.StateFailed || !strings.Contains(rec.Dispatched[0].Reason, "capacity") {
		t.Fatalf("dispatch record %+v", rec.Dispatched)
	}
	if h.eng.Pending() != 1 {
		t.Fatal("request lost")
	}
	if err := h.reg.Release(context.Background(), w, "other-replica"); err != nil {
		t.Fatal(err)
	}
	if rep := h.round(); rep.Dispatched != 1 {
		t.Fatalf("after the other replica released: %+v", rep)
	}
}

func TestRuntimeConfigIsValidatedWhole(t *testing.T) {
	h := newHarness(t, nil)
	c := h.eng.Config()
	c.RetryAfter.MinSeconds = c.RetryAfter.MaxSeconds
	if err := h.eng.SetConfig(c); err == nil {
		t.Fatal("min = max accepted")
	}
	if h.eng.Config().RetryAfter.MinSeconds == h.eng.Config().RetryAfter.MaxSeconds {
		t.Fatal("refused change applied")
	}
	c = h.eng.Config()
	c.Matching.SlotsPerWorkerPerRound = 1
	if err := h.eng.SetConfig(c); err != nil || h.eng.Config().Matching.SlotsPerWorkerPerRound != 1 {
		t.Fatalf("valid change: %v", err)
	}
}

func jsonMarshal(v any) ([]byte, error) { return json.Marshal(v) }

// A request whose fee does not cover its result gas stays queued, and its status says
// the fee that would: 150 000 gas × 20 gwei × 1.5.
func TestFeeBelowCostStaysQueuedWithTheFeeNeeded(t *testing.T) {
	h := newHarness(t, nil)
	h.worker("llama-7b", 300, 4)
	h.request("1", "llama-7b", "0x00000000000000000000000000000000000000bb", 1e15, 5*time.Minute)
	if rep := h.round(); rep.Dispatched != 0 {
		t.Fatalf("report %+v", rep)
	}
	st := h.sink.status("1")
	if st.State != status.StateQueued || st.FeeNeededWei == "" {
		t.Fatalf("status %+v, want queued with fee_needed_wei", st)
	}
	if need, ok := new(big.Int).SetString(st.FeeNeededWei, 10); !ok || need.Cmp(big.NewInt(4_500_000_000_000_000)) < 0 || need.Cmp(big.NewInt(4_500_000_000_000_002)) > 0 {
		t.Fatalf("fee_needed_wei %s, want 4500000000000000", st.FeeNeededWei)
	}
	if err := st.Validate(); err != nil {
		t.Fatal(err)
	}
	if h.eng.Pending() != 1 {
		t.Fatal("the request was dropped")
	}
}
