package feed

import (
	"context"
	"fmt"
	"math/big"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/events"
	"github.com/infersched/infersched/wire/status"
)

// Attacks on the request feed (the prompt hijack, a ghost request, the silent drop), made
// the way an attacker with bus credentials would (messages published on the REQUESTS
// subjects), against a real JetStream and the simulated chain the feed checks them
// against.

const attackModel = "llama3-8b" // contractstest's default model

type attackEnv struct {
	*streamEnv
	chain *contractstest.Chain
}

func newAttackEnv(t *testing.T) *attackEnv {
	e := &attackEnv{streamEnv: newStreamEnv(t), chain: contractstest.NewChain(t)}
	reader, err := NewRouterReader(e.chain.Client, e.chain.RouterAddress)
	if err != nil {
		t.Fatal(err)
	}
	v := NewVerifier(e.chain.ChainID.Uint64(), e.chain.RouterAddress, reader, e.metrics)
	e.feed = New(e.js, e.Eng, e.statuses, Options{Clock: e.Clock.Now, Registerer: e.metrics, Verify: v,
		CheckRetries: 2, CheckDelay: 50 * time.Millisecond})
	e.run()
	return e
}

// run starts e.feed (already built) until the test ends.
func (e *attackEnv) run() {
	ctx, cancel := context.WithCancel(context.Background())
	e.stop, e.stopped = cancel, make(chan error, 1)
	go func() { e.stopped <- e.feed.Run(ctx) }()
	e.T.Cleanup(e.stopFeed)
	select {
	case <-e.feed.Ready():
	case err := <-e.stopped:
		e.T.Fatalf("feed stopped: %v", err)
	case <-time.After(10 * time.Second):
		e.T.Fatal("feed not ready")
	}
}

func (e *attackEnv) chainMeta(tx common.Hash) events.EventMeta {
	return events.EventMeta{ChainID: e.chain.ChainID.Uint64(), Contract: e.chain.RouterAddress, BlockNumber: 1,
		BlockHash: crypto.Keccak256Hash(tx[:], []byte("block")), TxHash: tx}
}

// realEvent is the InferenceRequested event of a mined request, as the indexer publishes it.
func (e *attackEnv) realEvent(rec *types.Receipt) events.RequestEvent {
	e.T.Helper()
	for _, l := range rec.Logs {
		ev, err := e.chain.Router.ParseInferenceRequested(*l)
		if err != nil {
			continue
		}
		return events.RequestEvent{
			EventMeta: events.EventMeta{ChainID: e.chain.ChainID.Uint64(), Contract: e.chain.RouterAddress, BlockNumber: l.BlockNumber,
				BlockHash: l.BlockHash, TxHash: l.TxHash, LogIndex: l.Index},
			ID: ev.Id.String(), Requester: ev.Requester, Model: ev.Model, Prompt: ev.Prompt, MaxTokens: ev.MaxTokens,
			PriorityFeeWei: scheduler.WeiFromBig(ev.PriorityFee), SubmittedAt: ev.SubmittedAt, Deadline: ev.Deadline,
			GasLimit: ev.GasLimit, RequiredMemoryMB: ev.RequiredMemoryMB, Batchable: ev.Batchable,
		}
	}
	e.T.Fatal("no InferenceRequested event")
	return events.RequestEvent{}
}

func (e *attackEnv) publish(subject, msgID string, v any) {
	e.T.Helper()
	m, err := bus.Encode(subject, msgID, v)
	if err != nil {
		e.T.Fatal(err)
	}
	if _, err := e.pub.Publish(context.Background(), m); err != nil {
		e.T.Fatal(err)
	}
}

func (e *attackEnv) publishRequestEvent(ev events.RequestEvent) {
	e.T.Helper()
	e.publish(wire.RequestSubject(ev.Model), ev.MsgID(), ev)
}

func (e *attackEnv) refused(kind, reason string) float64 {
	var m dto.Metric
	if err := e.feed.refused.WithLabelValues(kind, reason).Write(&m); err != nil {
		e.T.Fatal(err)
	}
	return m.GetCounter().GetValue()
}

// lastAssignment reads the newest message of the ASSIGNMENTS stream.
func (e *attackEnv) lastAssignment() wire.Assignment {
	e.T.Helper()
	s, err := e.js.Stream(context.Background(), wire.StreamAssignments)
	if err != nil {
		e.T.Fatal(err)
	}
	info, err := s.Info(context.Background())
	if err != nil {
		e.T.Fatal(err)
	}
	raw, err := s.GetMsg(context.Background(), info.State.LastSeq)
	if err != nil {
		e.T.Fatal(err)
	}
	a, err := wire.DecodeAssignment(raw.Data)
	if err != nil {
		e.T.Fatal(err)
	}
	return a
}

// TestFakeRequestBeforeTheRealOneIsNotScheduled: the prompt hijack. A fake
// InferenceRequested for the next id, published before the real transaction, is refused
// (the chain holds no such request); the real one is then scheduled with the requester's
// prompt; the real event with its prompt swapped is refused at once (the commitment
// differs).
func TestFakeRequestBeforeTheRealOneIsNotScheduled(t *testing.T) {
	e := newAttackEnv(t)
	worker, _ := e.Worker(attackModel, 300, 2)
	user := e.chain.Users[0]
	now := e.chain.Now(t)
	fake := events.RequestEvent{EventMeta: e.chainMeta(crypto.Keccak256Hash([]byte("fake tx"))), ID: "1",
		Requester: user.Address, Model: attackModel, Prompt: []byte("attacker's prompt"), MaxTokens: 128,
		PriorityFeeWei: scheduler.NewWei(1e15), SubmittedAt: now, Deadline: now + 3600, GasLimit: 100000, RequiredMemoryMB: 8192}
	e.publishRequestEvent(fake)
	e.waitFor("the fake request refused", func() bool { return e.refused("request", ReasonNotOnChain) == 1 })
	if n := e.Eng.Pending(); n != 0 {
		t.Fatalf("%d requests pending after the fake one", n)
	}

	_, rec := e.chain.RequestInferenceReceipt(t, user, contractstest.Request{Prompt: []byte("the requester's prompt"), Fee: big.NewInt(1e17)})
	real := e.realEvent(rec)
	if real.ID != "1" {
		t.Fatalf("real request id %s, want 1", real.ID)
	}
	e.publishRequestEvent(real)
	e.waitFor("the real request queued", func() bool { return e.Eng.Pending() == 1 })
	if rep := e.Round(); rep.Dispatched != 1 {
		t.Fatalf("round %+v, want the real request dispatched", rep)
	}
	a := e.lastAssignment()
	if string(a.Prompt) != "the requester's prompt" || a.Worker != worker || a.RequestID != "1" {
		t.Fatalf("assignment %s to %s with prompt %q, want the requester's prompt", a.RequestID, a.Worker, a.Prompt)
	}

	// The same event with another prompt: everything else matches the chain.
	swapped := real
	swapped.Prompt, swapped.TxHash = []byte("attacker's prompt"), crypto.Keccak256Hash([]byte("fake tx, again"))
	e.publishRequestEvent(swapped)
	e.waitFor("the replayed fake refused", func() bool { return e.refused("request", ReasonCommitment) == 1 })
}

// TestGhostRequestIsRefused: a request of another chain and contract is never queued.
func TestGhostRequestIsRefused(t *testing.T) {
	e := newAttackEnv(t)
	e.Worker(attackModel, 300, 2)
	ghost := events.RequestEvent{EventMeta: events.EventMeta{ChainID: 999, Contract: common.HexToAddress("0x1234567890abcdef1234567890abcdef12345678"),
		BlockNumber: 7, BlockHash: crypto.Keccak256Hash([]byte("b")), TxHash: crypto.Keccak256Hash([]byte("t"))},
		ID: "900000001", Requester: common.HexToAddress("0xbad"), Model: attackModel, Prompt: []byte("ghost"), MaxTokens: 16,
		PriorityFeeWei: scheduler.NewWei(1e18), SubmittedAt: 1_700_000_000, Deadline: 2_000_000_000, GasLimit: 1, RequiredMemoryMB: 1}
	e.publishRequestEvent(ghost)
	e.waitFor("the ghost refused", func() bool { return e.refused("request", ReasonWrongChain) == 1 })
	if rep := e.Round(); e.Eng.Pending() != 0 || rep.Dispatched != 0 {
		t.Fatalf("ghost request pending or dispatched: %+v", rep)
	}
}

// TestForgedStatusesAndEventsDoNotChangeAQueuedRequest: the silent drop. A "completed"
// record written ahead of the real request does not make the feed discard it, and a fake
// result or retraction does not end it; the real result does.
func TestForgedStatusesAndEventsDoNotChangeAQueuedRequest(t *testing.T) {
	e := newAttackEnv(t)
	ctx := context.Background()
	id, rec := e.chain.RequestInferenceReceipt(t, e.chain.Users[0], contractstest.Request{Fee: big.NewInt(1e15)})
	real := e.realEvent(rec)
	forged := status.Record{RequestID: id.String(), Model: attackModel, State: status.StateCompleted,
		ResultTxHash: "0x" + strings.Repeat("ab", 32), UpdatedAtMS: e.Clock.Now().UnixMilli()}
	if _, err := e.statuses.Put(ctx, forged); err != nil {
		t.Fatal(err)
	}
	e.publishRequestEvent(real)
	e.waitFor("the request queued despite the forged record", func() bool { return e.Eng.Pending() == 1 })
	e.Round() // no worker: it stays queued, and its status says so
	if st := e.stored(int(id.Int64())).State; st != status.StateQueued {
		t.Fatalf("status %s after a round, want queued", st)
	}

	out := []byte("forged output")
	e.publish(wire.SubjectResults, "forged-result", events.ResultEvent{EventMeta: e.chainMeta(crypto.Keccak256Hash([]byte("r"))), ID: id.String(),
		Worker: common.HexToAddress("0xbad"), OutputHash: crypto.Keccak256Hash(out), Output: out})
	e.publish(wire.SubjectRetractions, "forged-retraction", events.Retraction{EventMeta: real.EventMeta, Kind: events.KindRequest, ID: id.String(), MsgID: real.MsgID()})
	e.waitFor("the forged result and retraction refused", func() bool {
		return e.refused("result", ReasonNotFulfilled) == 1 && e.refused("retraction", ReasonStillOnChain) == 1
	})
	if st := e.stored(int(id.Int64())).State; st != status.StateQueued || e.Eng.Pending() != 1 {
		t.Fatalf("status %s, %d pending after forged events, want queued and 1", st, e.Eng.Pending())
	}

	// The real result, on chain and then on the bus, completes it.
	e.chain.RegisterAll(t)
	res := e.chain.SubmitResult(t, e.chain.Workers[0], id, []byte("out"))
	ev, err := e.chain.Router.ParseResultSubmitted(*res.Logs[len(res.Logs)-1])
	if err != nil {
		t.Fatal(err)
	}
	e.publish(wire.SubjectResults, "real-result", events.ResultEvent{EventMeta: e.chainMeta(res.TxHash), ID: id.String(),
		Worker: ev.Worker, OutputHash: ev.OutputHash, Output: ev.Output})
	e.waitFor("the real result applied", func() bool {
		return e.Eng.Pending() == 0 && e.stored(int(id.Int64())).State == status.StateCompleted
	})
}

// TestVerificationCost measures what the chain checks cost: n real requests published
// in a burst to a running feed, and the reads of the router (eth_calls) it took to
// queue them all. Figures go to docs/benchmarks.md (FEED_COST=1 go test -run
// TestVerificationCost -v ./bus/feed); the assertion is only that every
// request is queued.
func TestVerificationCost(t *testing.T) {
	if testing.Short() {
		t.Skip("makes thousands of requests")
	}
	sizes := []int{200}
	if os.Getenv("FEED_COST") != "" {
		sizes = []int{1000, 3000}
	}
	for _, n := range sizes {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			e := newAttackEnv(t)
			user := e.chain.Users[1]
			var evs []events.RequestEvent
			for len(evs) < n {
				var txs []*types.Transaction
				for range min(500, n-len(evs)) {
					tx, err := e.chain.SendRequest(t, user, contractstest.Request{Fee: big.NewInt(1e15), Prompt: []byte(fmt.Sprint("p", len(evs)+len(txs)))})
					if err != nil {
						t.Fatal(err)
					}
					txs = append(txs, tx)
				}
				for _, r := range e.chain.CommitTxs(t, txs...) {
					evs = append(evs, e.realEvent(r))
				}
			}
			reads0 := counter(t, e.metrics, "infersched_chain_verify_reads_total")
			start := time.Now()
			for _, ev := range evs {
				e.publishRequestEvent(ev)
			}
			e.waitFor("every request queued", func() bool { return e.Eng.Pending() == n })
			took := time.Since(start)
			reads := counter(t, e.metrics, "infersched_chain_verify_reads_total") - reads0
			t.Logf("%d requests: %.0f router reads (%.4f per request), %s from the first publish to the last queued (%.0f events/s)",
				n, reads, reads/float64(n), took.Round(time.Millisecond), float64(n)/took.Seconds())
		})
	}
}

// counter sums the samples of the named counter in reg.
func counter(t *testing.T, reg *prometheus.Registry, name string) float64 {
	t.Helper()
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	var sum float64
	for _, mf := range mfs {
		if mf.GetName() == name {
			for _, m := range mf.GetMetric() {
				sum += m.GetCounter().GetValue()
			}
		}
	}
	return sum
}
