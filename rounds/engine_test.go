package rounds_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/flowcontrol"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/status"
	"github.com/infersched/infersched/workers"
)

// These tests run the engine against the real worker registry on a real redis-server
// (daemontest.NewEngine); only the chain's stake answer, the gas quote and the outbound sink are
// stand-ins.

func newHarness(t *testing.T, mutate func(*scheduler.Config)) *daemontest.Harness {
	return daemontest.NewEngine(t, daemontest.Options{Config: mutate})
}

func TestRoundDispatchesWithVouchersAndRecordsAReplayablePlan(t *testing.T) {
	h := newHarness(t, nil)
	fast, _ := h.Worker("llama-7b", 300, 2)
	slow, _ := h.Worker("llama-7b", 900, 1)
	for i := 1; i <= 4; i++ {
		h.Request(fmt.Sprint(i), "llama-7b", "0xu", int64(i)*1e16, 5*time.Minute)
	}
	rep := h.Round()
	if rep.Dispatched != 3 || rep.Planned != 4 {
		t.Fatalf("report %+v, want 3 of 4 dispatched (3 slots)", rep)
	}
	got := map[string]string{}
	for _, a := range h.Sink.Assigned {
		got[a.RequestID] = a.Worker
		signer, err := contracts.RecoverVoucherSigner(h.ChainID, h.Router, contracts.Voucher{RequestID: new(big.Int).SetUint64(mustUint(a.RequestID)),
			Worker: common.HexToAddress(a.Worker), Attempt: uint32(a.Attempt), InputHash: a.VoucherInputHash, NotBefore: a.VoucherNotBefore, Expiry: a.VoucherExpiry}, a.VoucherSignature)
		if err != nil || signer != crypto.PubkeyToAddress(h.SchedKey.PublicKey) {
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
	if st := h.Sink.Status("1"); st.State != status.StateQueued || st.QueuePosition != 0 || st.RetryAfterS < 1 {
		t.Fatalf("status of the waiting request: %+v", st)
	}
	if st := h.Sink.Status("4"); st.State != status.StateAssigned || st.Worker != fast || st.Attempt != 1 {
		t.Fatalf("status of an assigned request: %+v", st)
	}
	// The queue holds the one request left waiting; WaitingFor counts what Queue lists.
	if waiting, _ := h.Eng.Queue("llama-7b"); len(waiting) != 1 || waiting[0].ID != "1" || h.Eng.WaitingFor("llama-7b") != 1 || h.Eng.WaitingFor("other") != 0 {
		t.Fatalf("queue %+v, WaitingFor %d, want request 1 alone", waiting, h.Eng.WaitingFor("llama-7b"))
	}
	// The record replays: the same snapshot and config plan to the same bytes.
	rec := h.Sink.Rounds[0]
	want, _ := json.Marshal(rec.Decision)
	again := scheduler.Plan(rec.Snapshot, rec.Config)
	got2, _ := json.Marshal(again)
	if string(want) != string(got2) {
		t.Fatalf("replay differs:\n%s\n%s", want, got2)
	}
	// The registry now counts the reservations: nothing more fits this round.
	if rep := h.Round(); rep.Dispatched != 0 {
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
	a, _ := h.Worker("llama-7b", 300, 1)
	h.Request("7", "llama-7b", "0xu", 1e16, 5*time.Minute)
	h.Round()
	if len(h.Sink.Assigned) != 1 || h.Sink.Assigned[0].Worker != a {
		t.Fatalf("first assignment %+v", h.Sink.Assigned)
	}
	b, kb := h.Worker("llama-7b", 800, 1)
	h.Clock.Advance(h.Eng.Config().AckTimeout.D() + time.Second)
	h.Heartbeat(kb, "llama-7b", 800, 1)
	rep := h.Round()
	if rep.Reassigned != 1 {
		t.Fatalf("report %+v, want one reassignment", rep)
	}
	last := h.Sink.Assigned[len(h.Sink.Assigned)-1]
	if last.RequestID != "7" || last.Attempt != 2 || last.MsgID() != "7:2" {
		t.Fatalf("reassignment %+v", last)
	}
	// Worker a is still live (its heartbeat has not run out) and faster, but it let the
	// assignment lapse: it is suspended, so the request goes to b.
	if last.Worker != b {
		t.Fatalf("reassigned to %s, want the other worker %s", last.Worker, b)
	}
	ws, err := h.Reg.Workers(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range ws {
		if w.ID == a && w.CompletionRate >= 1 {
			t.Fatalf("worker %s kept completion rate %v after a missed ack", a, w.CompletionRate)
		}
	}
	// An ack for the stale attempt is ignored; the current one is taken.
	if h.Eng.Ack(context.Background(), "7", last.Worker, 1) {
		t.Fatal("ack of attempt 1 accepted")
	}
	if !h.Eng.Ack(context.Background(), "7", last.Worker, 2) {
		t.Fatal("ack of attempt 2 refused")
	}
}

func TestCompletionEndsTheRequest(t *testing.T) {
	h := newHarness(t, nil)
	w, _ := h.Worker("llama-7b", 300, 1)
	done := h.Request("9", "llama-7b", "0xu", 1e16, 5*time.Minute)
	h.Round()
	h.Eng.Ack(context.Background(), "9", w, 1)
	h.Clock.Advance(2 * time.Second)
	st, ok := h.Eng.Complete(context.Background(), "9", w, rounds.Result{TxHash: "0xabc", OutputHash: "0xdef"})
	if !ok || st.State != status.StateCompleted || st.LatencyMS != 2000 || st.ResultTxHash != "0xabc" {
		t.Fatalf("completion status %+v", st)
	}
	if !*done || h.Eng.Pending() != 0 {
		t.Fatal("completed request still pending or its message not acknowledged")
	}
	// The slot is free again for the next request.
	h.Request("10", "llama-7b", "0xu", 1e16, 5*time.Minute)
	if rep := h.Round(); rep.Dispatched != 1 {
		t.Fatalf("capacity not released: %+v", rep)
	}
}

func TestThrottledRequestWaitsWithRetryAfter(t *testing.T) {
	h := newHarness(t, func(c *scheduler.Config) {
		c.FlowControl.Requester.PerSecond = 0.1 // one every 10 s
		c.FlowControl.Requester.Burst = 1
	})
	h.Worker("llama-7b", 300, 4)
	h.Request("1", "llama-7b", "0xsame", 2e16, 5*time.Minute)
	h.Request("2", "llama-7b", "0xsame", 1e16, 5*time.Minute)
	rep := h.Round()
	if rep.Dispatched != 1 || rep.Throttled != 1 {
		t.Fatalf("report %+v", rep)
	}
	st := h.Sink.Status("2")
	if st.State != status.StateThrottled || st.RetryAfterS < 10 {
		t.Fatalf("throttled status %+v, want a Retry-After of at least the 10 s refill", st)
	}
	if h.Eng.Pending() != 2 {
		t.Fatal("a throttled request was dropped")
	}
	h.Clock.Advance(10 * time.Second)
	if rep := h.Round(); rep.Dispatched != 1 {
		t.Fatalf("after the refill: %+v", rep)
	}
}

func TestExpiryEndsRequests(t *testing.T) {
	h := newHarness(t, nil)
	done := h.Request("1", "nobody-serves-this", "0xu", 1e16, 3*time.Second)
	h.Round()
	if st := h.Sink.Status("1"); st.State != status.StateQueued {
		t.Fatalf("status %+v", st)
	}
	h.Clock.Advance(4 * time.Second)
	if rep := h.Round(); rep.Expired != 1 {
		t.Fatalf("report %+v", rep)
	}
	if st := h.Sink.Status("1"); st.State != status.StateExpired || !*done {
		t.Fatalf("status %+v done %v", st, *done)
	}
}

// racer is the registry with another scheduler replica that books the same worker's
// last slot just before each of our reservations: the race the Lua script settles.
type racer struct {
	rounds.Capacity
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
	h := daemontest.NewEngine(t, daemontest.Options{Capacity: func(reg *workers.Registry) rounds.Capacity {
		return &racer{Capacity: reg, reg: reg, armed: true}
	}})
	w, _ := h.Worker("llama-7b", 300, 1)
	h.Request("5", "llama-7b", "0xu", 1e16, 5*time.Minute)
	rep := h.Round()
	if rep.Dispatched != 0 || rep.Failed != 1 || len(h.Sink.Assigned) != 0 {
		t.Fatalf("overbooked: %+v", rep)
	}
	// The record, written before dispatch, holds the plan; the next one releases it.
	if rec := h.Sink.Rounds[0]; len(rec.Decision.Assigned) != 1 {
		t.Fatalf("record of the plan %+v", rec.Decision)
	}
	if h.Eng.Pending() != 1 {
		t.Fatal("request lost")
	}
	if err := h.Reg.Release(context.Background(), w, "other-replica"); err != nil {
		t.Fatal(err)
	}
	if rep := h.Round(); rep.Dispatched != 1 {
		t.Fatalf("after the other replica released: %+v", rep)
	}
	if rec := h.Sink.Rounds[1]; len(rec.Released) != 1 || rec.Released[0] != "5" {
		t.Fatalf("next record releases %v, want [5]", rec.Released)
	}
}

func TestRuntimeConfigIsValidatedWhole(t *testing.T) {
	h := newHarness(t, nil)
	c := h.Eng.Config()
	c.RetryAfter.MinSeconds = c.RetryAfter.MaxSeconds
	if err := h.Eng.SetConfig(c); err == nil {
		t.Fatal("min = max accepted")
	}
	if h.Eng.Config().RetryAfter.MinSeconds == h.Eng.Config().RetryAfter.MaxSeconds {
		t.Fatal("refused change applied")
	}
	c = h.Eng.Config()
	c.Matching.SlotsPerWorkerPerRound = 1
	if err := h.Eng.SetConfig(c); err != nil || h.Eng.Config().Matching.SlotsPerWorkerPerRound != 1 {
		t.Fatalf("valid change: %v", err)
	}
}

func TestNackRequeuesAtOnce(t *testing.T) {
	h := newHarness(t, nil)
	a, ka := h.Worker("llama-7b", 300, 1)
	b, _ := h.Worker("llama-7b", 900, 1)
	h.Request("8", "llama-7b", "0xu", 1e16, 5*time.Minute)
	h.Round()
	if h.Sink.Assigned[0].Worker != a {
		t.Fatalf("first assignment %+v", h.Sink.Assigned[0])
	}
	n, _ := wire.SignNack(ka, "8", 1, "backend 500")
	raw, _ := json.Marshal(n)
	dec, err := wire.DecodeAck(raw)
	if err != nil || !dec.Failed {
		t.Fatalf("nack decode: %+v %v", dec, err)
	}
	// A nack is not an ack: the signature covers the verb.
	dec.Failed = false
	b2, _ := json.Marshal(dec)
	if _, err := wire.DecodeAck(b2); err == nil {
		t.Fatal("a nack turned into an ack verified")
	}
	if !h.Eng.Fail(context.Background(), "8", a, 1, dec.Reason) {
		t.Fatal("nack refused")
	}
	rep := h.Round() // no clock advance: requeued at once
	last := h.Sink.Assigned[len(h.Sink.Assigned)-1]
	if rep.Dispatched != 1 || last.Attempt != 2 {
		t.Fatalf("after a nack: %+v, last %+v", rep, last)
	}
	_ = b
	rec := h.Sink.Rounds[len(h.Sink.Rounds)-1]
	if len(rec.Released) != 1 || rec.Released[0] != "8" {
		t.Fatalf("released in the record: %v", rec.Released)
	}
}

// A worker that acknowledges the moment its assignment can be seen (here: from inside
// the sink's Assign, before the publish even returns) must find the request assigned to
// it: thousands of assignments, no ack refused.
func TestAckRightAfterDeliveryIsNeverRefused(t *testing.T) {
	h := newHarness(t, func(c *scheduler.Config) { c.FlowControl = flowcontrol.Config{MaxRequesters: 1, MaxGroups: 1} })
	w, _ := h.Worker("llama-7b", 300, 100)
	var refused, acked atomic.Int64 // OnAssign runs on the round's dispatch goroutines
	h.Sink.OnAssign = func(a rounds.Assignment) {
		if h.Eng.Ack(context.Background(), a.RequestID, a.Worker, a.Attempt) {
			acked.Add(1)
		} else {
			refused.Add(1)
		}
	}
	const perRound, nRounds = 50, 60
	for r := range nRounds {
		for i := range perRound {
			h.Request(fmt.Sprint(r*perRound+i+1), "llama-7b", "0xu", 1e16, 5*time.Minute)
		}
		if rep := h.Round(); rep.Dispatched != perRound {
			t.Fatalf("round %d: %+v", r, rep)
		}
		for i := range perRound {
			if _, ok := h.Eng.Complete(context.Background(), fmt.Sprint(r*perRound+i+1), w, rounds.Result{}); !ok {
				t.Fatalf("request %d not pending", r*perRound+i+1)
			}
		}
	}
	if refused.Load() != 0 || acked.Load() != perRound*nRounds {
		t.Fatalf("%d acks refused, %d taken, of %d assignments", refused.Load(), acked.Load(), perRound*nRounds)
	}
}

// A publish that fails leaves the request queued as before: not assigned, no ack taken,
// and the next round sends it with the same attempt.
func TestFailedPublishRollsBackTheAssignment(t *testing.T) {
	rec := daemontest.NewRecorder()
	sink := &switchSink{Recorder: rec, fail: true}
	h := daemontest.NewEngine(t, daemontest.Options{Sink: sink})
	w, _ := h.Worker("llama-7b", 300, 1)
	h.Request("1", "llama-7b", "0xu", 1e16, 5*time.Minute)
	if rep := h.Round(); rep.Dispatched != 0 || rep.Failed != 1 {
		t.Fatalf("report %+v", rep)
	}
	if st, _ := h.Eng.Status("1"); st.State != status.StateQueued || st.Worker != "" || st.Attempt != 1 {
		t.Fatalf("after a failed publish: %+v", st)
	}
	if h.Eng.Ack(context.Background(), "1", w, 1) {
		t.Fatal("ack taken for an assignment never published")
	}
	sink.fail = false
	if rep := h.Round(); rep.Dispatched != 1 || rec.Assigned[0].Attempt != 1 {
		t.Fatalf("after the sink recovered: %+v %+v", rep, rec.Assigned)
	}
}

// switchSink fails every publish while fail is set.
type switchSink struct {
	*daemontest.Recorder
	fail bool
}

func (s *switchSink) Assign(ctx context.Context, a rounds.Assignment) error {
	if s.fail {
		return errors.New("publish: no responders")
	}
	return s.Recorder.Assign(ctx, a)
}

// One worker with one slot, two requests. While the worker runs the first, nothing is
// assigned for a few rounds; the second, at position 0, must not be told max_seconds
// (the drain rate starts at the configured default and never reads 0 while work moves).
func TestQueuedRetryAfterDoesNotJumpToMaxWhileTheWorkerIsBusy(t *testing.T) {
	h := newHarness(t, nil)
	w, k := h.Worker("llama-7b", 2000, 1)
	h.Clock.Advance(time.Millisecond) // the job is confirmed after the heartbeat, so it counts
	h.Request("1", "llama-7b", "0xa", 2e16, 5*time.Minute)
	h.Request("2", "llama-7b", "0xb", 1e16, 5*time.Minute)
	for round := 1; round <= 5; round++ {
		rep := h.Round()
		if round == 1 {
			if rep.Dispatched != 1 || !h.Eng.Ack(context.Background(), "1", w, 1) {
				t.Fatalf("round 1: %+v", rep)
			}
		}
		// Position 0: no wait in the queue, its ETA is P + T (about 2 s).
		if st := h.Sink.Status("2"); st.State != status.StateQueued || st.RetryAfterS > 10 {
			t.Fatalf("round %d: request 2 at position %d told %d s, ETA %d ms", round, st.QueuePosition, st.RetryAfterS, st.ETAMS)
		}
		h.Clock.Advance(time.Second) // no heartbeat: one would report the job itself
	}
	// Measured completions take over from the default, and the rate stays positive.
	if _, ok := h.Eng.Complete(context.Background(), "1", w, rounds.Result{}); !ok {
		t.Fatal("request 1 not pending")
	}
	h.Request("3", "llama-7b", "0xc", 1e16, 5*time.Minute)
	h.Heartbeat(k, "llama-7b", 2000, 1)
	for range 4 {
		h.Round()
		h.Clock.Advance(time.Second)
	}
	rec := h.Sink.Rounds[len(h.Sink.Rounds)-1]
	if d := rec.Snapshot.DrainRate(&rec.Config, "llama-7b"); d <= 0 {
		t.Fatalf("drain rate %v while work moves", d)
	}
	if st := h.Sink.Status("3"); st.State == status.StateQueued && st.RetryAfterS > 10 {
		t.Fatalf("request 3 told %d s", st.RetryAfterS)
	}
}

// A throttled request's Retry-After is the token wait plus processing and
// confirmation time, with the margin (DESIGN's table), not the bare wait.
func TestThrottledRetryAfterAddsProcessingAndConfirmation(t *testing.T) {
	h := newHarness(t, func(c *scheduler.Config) {
		c.FlowControl.Requester.PerSecond = 0.1 // one every 10 s
		c.FlowControl.Requester.Burst = 1
	})
	h.Worker("llama-7b", 300, 4)
	h.Request("1", "llama-7b", "0xsame", 2e16, 5*time.Minute)
	h.Request("2", "llama-7b", "0xsame", 1e16, 5*time.Minute)
	h.Round()
	ra := h.Eng.Config().RetryAfter
	_, want := ra.Throttled("llama-7b", 10_000)
	st := h.Sink.Status("2")
	if st.State != status.StateThrottled || st.RetryAfterS != want || st.ETAMS != 10_000+ra.ProcessingFor("llama-7b")+ra.TxConfirmationMS {
		t.Fatalf("throttled status %+v, want Retry-After %d", st, want)
	}
}

// A request whose fee does not cover its result gas stays queued, and its status says
// the fee that would: 150 000 gas × 20 gwei × 1.5.
func TestFeeBelowCostStaysQueuedWithTheFeeNeeded(t *testing.T) {
	h := newHarness(t, nil)
	h.Worker("llama-7b", 300, 4)
	h.Request("1", "llama-7b", "0x00000000000000000000000000000000000000bb", 1e15, 5*time.Minute)
	if rep := h.Round(); rep.Dispatched != 0 {
		t.Fatalf("report %+v", rep)
	}
	st := h.Sink.Status("1")
	if st.State != status.StateQueued || st.FeeNeededWei == "" {
		t.Fatalf("status %+v, want queued with fee_needed_wei", st)
	}
	if need, ok := new(big.Int).SetString(st.FeeNeededWei, 10); !ok || need.Cmp(big.NewInt(4_500_000_000_000_000)) < 0 || need.Cmp(big.NewInt(4_500_000_000_000_002)) > 0 {
		t.Fatalf("fee_needed_wei %s, want 4500000000000000", st.FeeNeededWei)
	}
	if err := st.Validate(); err != nil {
		t.Fatal(err)
	}
	if h.Eng.Pending() != 1 {
		t.Fatal("the request was dropped")
	}
}

// A worker that refuses a request (here: always) does not get that request back while
// another worker can take it: the idle healthy worker gets it on the next round, and
// the record carries the exclusion so that the round replays.
func TestFailedWorkerIsExcludedForTheRequest(t *testing.T) {
	// Without a price on failures (failure_weight 0, as in seed mode) nothing else
	// steers the request away from the faster worker that refused it.
	h := newHarness(t, func(c *scheduler.Config) { c.Routing.FailureWeight = 0 })
	bad, _ := h.Worker("llama-7b", 300, 4)
	good, _ := h.Worker("llama-7b", 900, 4)
	h.Request("8", "llama-7b", "0xu", 1e16, 5*time.Minute)
	h.Round()
	if first := h.Sink.Assigned[0]; first.Worker != bad {
		t.Fatalf("first assignment %+v, want the faster worker %s", first, bad)
	}
	if !h.Eng.Fail(context.Background(), "8", bad, 1, "cannot run") {
		t.Fatal("nack refused")
	}
	h.Round()
	last := h.Sink.Assigned[len(h.Sink.Assigned)-1]
	if last.Attempt != 2 || last.Worker != good {
		t.Fatalf("after a nack the request went to %s (attempt %d), want the idle healthy worker %s", last.Worker, last.Attempt, good)
	}
	daemontest.CheckExcluded(t, h.Sink.Rounds[len(h.Sink.Rounds)-1], "8", bad)
}

// A worker whose failures repeat is backed off: after its second failure in a row it
// gets no new request for worker_backoff.base.
func TestRepeatedFailuresBackTheWorkerOff(t *testing.T) {
	h := newHarness(t, func(c *scheduler.Config) { c.Routing.FailureWeight = 0 })
	bad, _ := h.Worker("llama-7b", 300, 4)
	good, _ := h.Worker("llama-7b", 900, 4)
	cfg := h.Eng.Config()
	assignedTo := func(id string) string {
		for i := len(h.Sink.Assigned) - 1; i >= 0; i-- {
			if h.Sink.Assigned[i].RequestID == id {
				return h.Sink.Assigned[i].Worker
			}
		}
		return ""
	}
	for i, id := range []string{"1", "2"} {
		h.Request(id, "llama-7b", "0xu", 1e16, 5*time.Minute)
		h.Round()
		if w := assignedTo(id); w != bad {
			t.Fatalf("request %s (failure %d) went to %q, want %s", id, i, w, bad)
		}
		h.Eng.Fail(context.Background(), id, bad, 1, "cannot run")
	}
	h.Request("3", "llama-7b", "0xu", 1e16, 5*time.Minute)
	h.Round()
	if w := assignedTo("3"); w != good {
		t.Fatalf("a new request went to %q while %s is backed off, want %s", w, bad, good)
	}
	h.Clock.Advance(cfg.WorkerBackoff.Base.D() + time.Millisecond)
	h.Request("4", "llama-7b", "0xu", 1e16, 5*time.Minute)
	h.Round()
	if w := assignedTo("4"); w != bad {
		t.Fatalf("after the backoff request 4 went to %q, want %s", w, bad)
	}
}

// A worker's latency is its execution time: assignment to the block that includes its
// result, not the confirmations the indexer waited for before it saw the event. With
// 20 s of confirmations an echo job included 300 ms after its assignment is recorded as
// 300 ms, and that is what the worker's average (route cost, deadline feasibility,
// result grace) is fed.
func TestLatencyIsExecutionTimeNotConfirmations(t *testing.T) {
	h := newHarness(t, nil)
	w, _ := h.Worker("llama-7b", 100, 2)
	h.Request("9", "llama-7b", "0xu", 1e16, 5*time.Minute)
	assignedAt := h.Clock.Now().UnixMilli()
	h.Round()
	h.Eng.Ack(context.Background(), "9", w, 1)
	h.Clock.Advance(20 * time.Second) // the result's block, then its confirmations
	st, ok := h.Eng.Complete(context.Background(), "9", w, rounds.Result{TxHash: "0xabc", BlockTimeMS: assignedAt + 300})
	if !ok || st.LatencyMS != 300 || st.LatencyKind != status.LatencyInclusion {
		t.Fatalf("completion status latency %d (%s), want 300 (inclusion)", st.LatencyMS, st.LatencyKind)
	}
	ws, err := h.Reg.Workers(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(ws) != 1 || ws[0].AvgLatencyMS != 300 {
		t.Fatalf("worker average latency %+v, want 300", ws)
	}

	// Without the block time the status says the figure includes the confirmations,
	// and the average is not fed with it.
	h.Request("10", "llama-7b", "0xu", 1e16, 5*time.Minute)
	h.Round()
	h.Clock.Advance(20 * time.Second)
	st, _ = h.Eng.Complete(context.Background(), "10", w, rounds.Result{TxHash: "0xabd"})
	if st.LatencyMS != 20000 || st.LatencyKind != status.LatencyIndexed {
		t.Fatalf("completion status latency %d (%s), want 20000 (indexed)", st.LatencyMS, st.LatencyKind)
	}
	ws, _ = h.Reg.Workers(context.Background())
	if ws[0].AvgLatencyMS > 1000 {
		t.Fatalf("worker average latency %v fed with the confirmations", ws[0].AvgLatencyMS)
	}
}

// The pacer subtracts a round's dispatching from the engine's clock, so the dispatching
// is measured on that clock too: on a clock that stands still it took no time, however
// long the reservations and publishes took on the wall.
func TestDispatchingIsMeasuredOnTheEnginesClock(t *testing.T) {
	h := newHarness(t, nil)
	h.Worker("llama-7b", 300, 4)
	h.Request("1", "llama-7b", "0xa", 2e16, 5*time.Minute)
	rep := h.Round()
	if rep.Dispatched != 1 {
		t.Fatalf("report %+v", rep)
	}
	if rep.Dispatching != 0 {
		t.Fatalf("dispatching %v on a clock that did not move", rep.Dispatching)
	}
}
