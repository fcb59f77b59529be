package rounds_test

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/verification"
	"github.com/infersched/infersched/wire/status"
)

// switchLead leads the one shard while held is true: a replica whose lease comes and
// goes.
type switchLead struct{ held atomic.Bool }

func (l *switchLead) Schedules(string) bool { return l.held.Load() }
func (l *switchLead) Leading() bool         { return l.held.Load() }
func (l *switchLead) Epoch() uint64         { return 0 }
func (l *switchLead) ShardOf(string) int    { return 0 }
func (l *switchLead) Leads() []int {
	if l.held.Load() {
		return []int{0}
	}
	return nil
}

// replicaPair is two replicas' engines on one registry and clock: a holder and a
// follower that mirrors its statuses, as the status bucket's watch makes it.
type replicaPair struct {
	a, b         *daemontest.Harness
	leadA, leadB *switchLead
}

func newReplicaPair(t *testing.T, probationJobs int64) *replicaPair {
	vc := verification.DefaultConfig()
	vc.ComparableModels = []string{"llama-7b"}
	cfg := func(c *scheduler.Config) { c.Probation.Jobs = probationJobs }
	p := &replicaPair{leadA: &switchLead{}, leadB: &switchLead{}}
	p.leadA.held.Store(true)
	p.a = daemontest.NewEngine(t, daemontest.Options{Verification: &vc, Config: cfg, Leadership: p.leadA})
	p.b = daemontest.NewEngine(t, daemontest.Options{Verification: &vc, Config: cfg, Leadership: p.leadB, Registry: p.a.Reg, Clock: p.a.Clock})
	return p
}

// assign adds request id on both replicas, has the holder assign it and the follower
// observe the assignment; it returns the assignment.
func (p *replicaPair) assign(t *testing.T, id string) rounds.Assignment {
	t.Helper()
	p.b.Request(id, "llama-7b", "0xu", 1e16, 5*time.Minute)
	a := p.holderAssigns(t, id)
	p.b.Eng.Observe(p.a.Sink.Status(id))
	return a
}

// holderAssigns has the holder queue request id, assign it in a round and take its
// worker's ack; it returns the assignment.
func (p *replicaPair) holderAssigns(t *testing.T, id string) rounds.Assignment {
	t.Helper()
	p.a.Request(id, "llama-7b", "0xu", 1e16, 5*time.Minute)
	p.a.Round()
	a := p.a.Sink.Assigned[len(p.a.Sink.Assigned)-1]
	if a.RequestID != id {
		t.Fatalf("request %s not assigned: last assignment %+v", id, a)
	}
	p.a.Eng.Ack(context.Background(), id, a.Worker, a.Attempt)
	return a
}

func result(id string) rounds.Result {
	return rounds.Result{TxHash: "0x01", OutputHash: "0x02", BlockHash: crypto.Keccak256Hash([]byte("block of " + id)).Hex()}
}

// resultOnlyOnHolder has the holder assign request id (which the other replica never
// heard of), take its worker's ack and hear its result; it returns the assignment.
func (p *replicaPair) resultOnlyOnHolder(t *testing.T, id string) rounds.Assignment {
	t.Helper()
	a := p.holderAssigns(t, id)
	p.a.Eng.Complete(context.Background(), id, a.Worker, result(id))
	return a
}

// draws is how many samples of request id the two replicas' records hold.
func (p *replicaPair) draws(id string) int {
	return samplesOf(p.a.Sink.Rounds, id) + samplesOf(p.b.Sink.Rounds, id)
}

// settledOnB has the follower hear request id as already settled (its result on chain).
func (p *replicaPair) settledOnB(id string) {
	p.b.Eng.Settled(p.b.NewRequest(id, "llama-7b", "0xu", 1e16, 5*time.Minute), []byte("prompt "+id))
}

// takeOver moves the shard from a (dead or deposed) to b, with what b's catch-up
// reads in a's records.
func (p *replicaPair) takeOver() {
	p.leadA.held.Store(false)
	p.b.Eng.HoldDraws(0)
	p.leadB.held.Store(true)
	var head int64
	var logs []verification.Log
	for _, r := range p.a.Sink.Rounds {
		head = r.Snapshot.NowMS
		if r.Verification != nil {
			logs = append(logs, *r.Verification)
		}
	}
	p.b.Eng.SettleDraws(context.Background(), 0, head, logs)
}

// samplesOf counts the samples of request id in records.
func samplesOf(recs []rounds.RoundRecord, id string) int {
	n := 0
	for _, r := range recs {
		if r.Verification == nil {
			continue
		}
		for _, s := range r.Verification.Samples {
			if s.RequestID == id {
				n++
			}
		}
	}
	return n
}

// A result whose completed status another replica stored before the holder read the
// result from its own stream ended the request on the holder (Observe), whose Complete
// then found nothing to draw: ~3% of a clean sharded run's results had no draw in the
// log. The holder draws it.
func TestResultObservedCompletedFirstIsStillDrawn(t *testing.T) {
	h := verifyHarness(t, 0)
	h.Worker("llama-7b", 300, 2)
	h.Request("7", "llama-7b", "0xu", 1e16, 5*time.Minute)
	h.Round()
	a := h.Sink.Assigned[0]
	h.Eng.Ack(context.Background(), "7", a.Worker, a.Attempt)
	st := h.Sink.Status("7")
	st.State, st.ResultTxHash, st.OutputHash = status.StateCompleted, "0x01", "0x02"
	h.Eng.Observe(st) // a follower's final status, first
	h.Eng.Complete(context.Background(), "7", a.Worker, result("7"))
	h.Round()
	if n := samplesOf(h.Sink.Rounds, "7"); n != 1 {
		t.Fatalf("the result has %d draws in the log, want 1", n)
	}
}

// A result that landed while no replica held its shard (the holder just killed, the
// probes not done yet) was drawn by nobody; a holder killed after a result and before
// its next record took the draw with it. The replica that takes the shard over draws
// every result the last holder's records did not draw.
func TestResultsNotLoggedByTheLastHolderAreDrawnByTheNext(t *testing.T) {
	p := newReplicaPair(t, 0)
	p.a.Worker("llama-7b", 300, 4)
	a1, a2 := p.assign(t, "1"), p.assign(t, "2")
	ctx := context.Background()
	// Result 1 reaches both replicas; the holder dies before a record draws it.
	p.a.Eng.Complete(ctx, "1", a1.Worker, result("1"))
	p.b.Eng.Complete(ctx, "1", a1.Worker, result("1"))
	// Result 2 lands while nobody holds the shard.
	p.leadA.held.Store(false)
	p.b.Eng.Complete(ctx, "2", a2.Worker, result("2"))
	p.takeOver()
	p.b.Round()
	for _, id := range []string{"1", "2"} {
		if n := p.draws(id); n != 1 {
			t.Errorf("result %s has %d draws in the log, want 1", id, n)
		}
	}
}

// A replica behind the stream read a result before its request (its events consumer
// ahead of its requests consumer, after a NATS node's death stalled it): Complete found
// no request, and the request, fulfilled on chain by then, never became pending there.
// The last holder died before drawing the result; the lagging replica took the shard
// over and nobody drew it (13–15 results in 1 of 8 sharded failover runs). The result
// heard first waits for its request and is drawn.
func TestResultHeardBeforeItsRequestIsDrawn(t *testing.T) {
	p := newReplicaPair(t, 0)
	p.a.Worker("llama-7b", 300, 4)
	ctx := context.Background()
	// The holder hears the result and dies before a record draws it; the replica that
	// takes over hears the result, then the request.
	a := p.resultOnlyOnHolder(t, "9")
	if _, ok := p.b.Eng.Complete(ctx, "9", a.Worker, result("9")); ok {
		t.Fatal("Complete ended a request the replica never heard of")
	}
	p.settledOnB("9")
	p.takeOver()
	p.b.Round()
	if n := p.draws("9"); n != 1 {
		t.Fatalf("the result has %d draws in the log, want 1", n)
	}
	if p.b.Eng.Pending() != 0 {
		t.Fatalf("the settled request is pending on the replica that heard it late: %d pending", p.b.Eng.Pending())
	}
}

// The same, when the request's chain read and status read, made before its result
// landed, said pending: the feed adds the request. A replica whose feed was stalled
// through a NATS node's death applied its backlog of results and requests at once and
// queued 16 requests whose results it had heard first; it then took their shard over
// and nobody drew them (1 in 5 sharded failover runs on a loaded machine). The result
// heard first settles the request: it is not queued, its message is acknowledged, and
// the result is drawn.
func TestResultHeardBeforeItsRequestWasQueuedIsDrawn(t *testing.T) {
	for _, restore := range []bool{false, true} {
		p := newReplicaPair(t, 0)
		p.a.Worker("llama-7b", 300, 4)
		ctx := context.Background()
		a := p.resultOnlyOnHolder(t, "9")
		if _, ok := p.b.Eng.Complete(ctx, "9", a.Worker, result("9")); ok {
			t.Fatal("Complete ended a request the replica never heard of")
		}
		acked := false
		req := p.b.NewRequest("9", "llama-7b", "0xu", 1e16, 5*time.Minute)
		var queued bool
		if restore { // its status record said assigned
			queued = p.b.Eng.Restore(req, []byte("prompt 9"), p.a.Sink.Status("9"), func() { acked = true })
		} else { // no status record yet
			queued = p.b.Eng.Add(req, []byte("prompt 9"), func() { acked = true })
		}
		if queued || p.b.Eng.Pending() != 0 {
			t.Fatalf("restore %v: the request whose result was heard first was queued (%d pending)", restore, p.b.Eng.Pending())
		}
		if !acked {
			t.Fatalf("restore %v: the settled request's message was not acknowledged", restore)
		}
		p.takeOver()
		p.b.Round()
		if n := p.draws("9"); n != 1 {
			t.Fatalf("restore %v: the result has %d draws in the log, want 1", restore, n)
		}
	}
}

// The other order: the request reached a replica after its result landed on chain
// (the chain, or the final status another replica stored, said it was settled), and
// its result reached it after that. Complete found no request and kept the result for
// a request that had already come: 100 results per run on a replica whose feed lagged,
// undrawn whenever it took their shard over. The settled request waits for its result.
func TestResultHeardAfterItsRequestWasSettledIsDrawn(t *testing.T) {
	p := newReplicaPair(t, 0)
	p.a.Worker("llama-7b", 300, 4)
	ctx := context.Background()
	a := p.resultOnlyOnHolder(t, "9")
	p.settledOnB("9")
	if _, ok := p.b.Eng.Complete(ctx, "9", a.Worker, result("9")); ok {
		t.Fatal("Complete ended a request that was settled here")
	}
	p.takeOver()
	p.b.Round()
	if n := p.draws("9"); n != 1 {
		t.Fatalf("the result has %d draws in the log, want 1", n)
	}
	// The result and the request delivered again: still one draw.
	p.b.Eng.Complete(ctx, "9", a.Worker, result("9"))
	p.settledOnB("9")
	p.b.Eng.Complete(ctx, "9", a.Worker, result("9"))
	p.b.Round()
	if n := p.draws("9"); n != 1 {
		t.Fatalf("delivered again, the result has %d draws in the log, want 1", n)
	}
	if p.b.Eng.Pending() != 0 {
		t.Fatalf("%d pending on the replica that heard the request settled", p.b.Eng.Pending())
	}
}

// A result delivered again after its request ended here (its status write failed and
// the event came back), and then the request's message again, is not drawn twice.
func TestResultDeliveredAgainIsNotDrawnTwice(t *testing.T) {
	h := verifyHarness(t, 0)
	h.Worker("llama-7b", 300, 2)
	ctx := context.Background()
	h.Request("7", "llama-7b", "0xu", 1e16, 5*time.Minute)
	h.Round()
	a := h.Sink.Assigned[0]
	h.Eng.Ack(ctx, "7", a.Worker, a.Attempt)
	h.Eng.Complete(ctx, "7", a.Worker, result("7"))
	h.Round()
	if _, ok := h.Eng.Complete(ctx, "7", a.Worker, result("7")); ok {
		t.Fatal("a result delivered again ended the request again")
	}
	h.Eng.Settled(h.NewRequest("7", "llama-7b", "0xu", 1e16, 5*time.Minute), []byte("prompt 7"))
	h.Round()
	if n := samplesOf(h.Sink.Rounds, "7"); n != 1 {
		t.Fatalf("the result has %d draws in the log, want 1", n)
	}
}

// What the last holder drew and logged is not drawn again by the next, and a check it
// sampled and assigned goes on with the next holder: the verifier's attestation is
// logged once, by the new holder, and no second verifier gets the job while the first
// one's voucher is open.
func TestTakeOverKeepsTheLastHoldersDrawsAndChecks(t *testing.T) {
	p := newReplicaPair(t, 5) // on probation: every result sampled
	for range 3 {
		p.a.Worker("llama-7b", 300, 4)
	}
	a1 := p.assign(t, "1")
	ctx := context.Background()
	p.a.Eng.Complete(ctx, "1", a1.Worker, result("1"))
	p.b.Eng.Complete(ctx, "1", a1.Worker, result("1"))
	p.a.Round() // draws, samples and assigns the check
	jobs := p.a.Verify.Sent()
	if samplesOf(p.a.Sink.Rounds, "1") != 1 || len(jobs) != 1 {
		t.Fatalf("the holder's draw: %d samples, %d checks sent", samplesOf(p.a.Sink.Rounds, "1"), len(jobs))
	}
	p.takeOver()
	p.b.Round()
	if n := samplesOf(p.b.Sink.Rounds, "1"); n != 0 {
		t.Fatalf("the next holder drew the result again (%d samples)", n)
	}
	if n := len(p.b.Verify.Sent()); n != 0 {
		t.Fatalf("the next holder sent %d checks of a result whose check is out", n)
	}
	// The attestation reaches both; only the holder logs it.
	p.a.Eng.VerifyAttested(ctx, rounds.ChainVerdict{RequestID: "1", Worker: jobs[0].Worker, Verifier: jobs[0].Verifier, OutputHash: "0x02", TxHash: "0xt"})
	p.b.Eng.VerifyAttested(ctx, rounds.ChainVerdict{RequestID: "1", Worker: jobs[0].Worker, Verifier: jobs[0].Verifier, OutputHash: "0x02", TxHash: "0xt"})
	p.b.Round()
	got := 0
	for _, r := range p.b.Sink.Rounds {
		if r.Verification != nil {
			got += len(r.Verification.Attestations)
		}
	}
	if got != 1 {
		t.Fatalf("the new holder logged %d attestations, want 1", got)
	}
	if rep := p.a.Round(); !rep.Idle {
		t.Fatalf("the deposed holder played a round: %+v", rep)
	}
}

// The last holder's check whose verifier let its voucher lapse is assigned again by
// the next holder, to another verifier.
func TestTakeOverReassignsALapsedCheck(t *testing.T) {
	p := newReplicaPair(t, 5)
	for range 3 {
		p.a.Worker("llama-7b", 300, 4)
	}
	a1 := p.assign(t, "1")
	ctx := context.Background()
	p.a.Eng.Complete(ctx, "1", a1.Worker, result("1"))
	p.b.Eng.Complete(ctx, "1", a1.Worker, result("1"))
	p.a.Round()
	first := p.a.Verify.Sent()[0]
	p.takeOver()
	p.a.Clock.Advance(31 * time.Second) // past the harness's 30 s voucher
	p.b.Round()
	jobs := p.b.Verify.Sent()
	if len(jobs) != 1 || jobs[0].Verifier == first.Verifier || jobs[0].Attempt != 2 {
		t.Fatalf("checks sent by the next holder: %+v (first verifier %s)", jobs, first.Verifier)
	}
}

// A worker that lost a dispute kept the requests it had acknowledged until each lapsed
// (estimate plus grace), and their next vouchers opened only when its expired
// (voucher_ttl): one request took 4 minutes. Its requests go to other workers at once,
// never back to it; with no stake left (the router refuses its results) the next
// vouchers open at once, else after its expire.
func TestLoserOfADisputeLosesItsRequestsAtOnce(t *testing.T) {
	for _, unstaked := range []bool{true, false} {
		h := verifyHarness(t, 0)
		liar, _ := h.Worker("llama-7b", 100, 4) // the faster: it gets the first requests
		h.Request("1", "llama-7b", "0xu", 1e16, 10*time.Minute)
		h.Request("2", "llama-7b", "0xu", 1e16, 10*time.Minute)
		h.Round()
		ctx := context.Background()
		held := map[string]rounds.Assignment{}
		for _, a := range h.Sink.Assigned {
			if sameAddr(a.Worker, liar) {
				h.Eng.Ack(ctx, a.RequestID, a.Worker, a.Attempt)
				held[a.RequestID] = a
			}
		}
		if len(held) != 2 {
			t.Fatalf("the liar holds %d requests, want 2", len(held))
		}
		honest, _ := h.Worker("llama-7b", 300, 4)
		h.Eng.VerifyResolved(ctx, rounds.Resolution{ChainVerdict: rounds.ChainVerdict{RequestID: "9", Worker: liar}, Outcome: verification.WorkerLost, LoserUnstaked: unstaked})
		h.Round() // at once: no time passes
		for id, old := range held {
			st := h.Sink.Status(id)
			if st.State != "assigned" || !sameAddr(st.Worker, honest) || st.Attempt != old.Attempt+1 {
				t.Fatalf("unstaked %v: request %s after the liar lost: %+v, want attempt %d assigned to %s", unstaked, id, st, old.Attempt+1, honest)
			}
			opens := st.VoucherNotBefore <= uint64(h.Clock.Now().Unix())
			if opens != unstaked {
				t.Fatalf("unstaked %v: request %s's next voucher opens at %d (now %d), the liar's expires at %d",
					unstaked, id, st.VoucherNotBefore, h.Clock.Now().Unix(), old.VoucherExpiry)
			}
		}
	}
}

// The failover test's audit after a NATS node's SIGKILL: "result … never drawn" for
// the oldest results of the outage. The holder's round hung in its status batch (35 s,
// holding the status lock its feed's final writes wait for), so its feed heard those
// results only after its next records were written; the next holder's catch-up
// dropped them as older than the last record by more than the draw window, taking the
// last holder to have drawn them. A result newer than the newest the last holder's
// records drew was not heard there: the next holder draws it.
func TestResultsALaggingHolderNeverHeardAreDrawnByTheNext(t *testing.T) {
	p := newReplicaPair(t, 0)
	p.a.Worker("llama-7b", 300, 8)
	ctx := context.Background()
	at := func(id string) rounds.Result {
		r := result(id)
		r.BlockTimeMS = p.a.Clock.Now().UnixMilli()
		return r
	}
	// Result 1 reaches both replicas and the holder draws it.
	a1, a2 := p.assign(t, "1"), p.assign(t, "2")
	p.a.Eng.Complete(ctx, "1", a1.Worker, at("1"))
	p.b.Eng.Complete(ctx, "1", a1.Worker, at("1"))
	p.a.Round()
	if n := samplesOf(p.a.Sink.Rounds, "1"); n != 1 {
		t.Fatalf("the holder drew result 1 %d times, want 1", n)
	}
	// Result 2 lands; only the follower hears it: the holder's feed lags.
	p.a.Clock.Advance(time.Second)
	p.b.Eng.Complete(ctx, "2", a2.Worker, at("2"))
	// The holder's rounds go on, well past the draw window, before it hears it.
	p.a.Clock.Advance(2 * p.b.Eng.DrawWindow(ctx))
	p.a.Worker("llama-7b", 300, 8) // a fresh heartbeat
	last := len(p.a.Sink.Rounds)
	p.a.Round() // request 2's assignment lapsed here: assigned again
	if len(p.a.Sink.Rounds) == last {
		t.Fatal("the holder wrote no record after the draw window")
	}
	p.takeOver()
	p.b.Round()
	for _, id := range []string{"1", "2"} {
		if n := p.draws(id); n != 1 {
			t.Errorf("result %s has %d draws in the log, want 1", id, n)
		}
	}
}
