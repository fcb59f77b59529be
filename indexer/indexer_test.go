package indexer

import (
	"context"
	"math/big"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/core/types"

	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/internal/testutil/testkit"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/events"
)

// Events are published once confirmed, each on its subject with its Nats-Msg-Id; a
// look-alike contract is ignored; an impossible request goes to rejections.
func TestPublishesConfirmedEventsOfTheRouterOnly(t *testing.T) {
	e := newEnv(t)
	c := e.chain
	_, lookalike := c.DeployRouter(t)
	cfg := e.cfg
	cfg.Confirmations = 2
	r := e.start(t, cfg)

	user, worker := c.Users[0], c.Workers[0]
	id, rec := c.RequestInferenceReceipt(t, user, contractstest.Request{Model: "llama-3.1:8b", Fee: big.NewInt(12345), Batchable: true})
	// The look-alike emits the same events from another address.
	c.Mine(t)(lookalike.RequestInference(c.Pay(t, user, big.NewInt(1)), "llama-3.1:8b", []byte("x"), 10, c.Now(t)+3600, 1, 1, false))
	n := rec.BlockNumber.Uint64()

	// Head is n+1: block n has one confirmation, n-1 has two.
	r.waitProcessed(t, n-1)
	if ids := requestIDs(t, e.messages(t)); len(ids) != 0 {
		t.Fatalf("published %v before 2 confirmations", ids)
	}
	c.Commit()
	r.waitProcessed(t, n)
	ms := e.messages(t)
	reqs := bySubject(ms, wire.RequestSubject("llama-3.1:8b"))
	if len(reqs) != 1 {
		t.Fatalf("want 1 request on %s, got %d of %d messages", wire.RequestSubject("llama-3.1:8b"), len(reqs), len(ms))
	}
	ev, err := events.DecodeRequestEvent(reqs[0].data)
	if err != nil {
		t.Fatal(err)
	}
	if ev.ID != id.String() || ev.Requester != user.Address || ev.Contract != c.RouterAddress || ev.PriorityFeeWei.String() != "12345" ||
		!ev.Batchable || ev.Model != "llama-3.1:8b" || ev.BlockNumber != n || ev.TxHash != rec.TxHash || ev.ChainID != 1337 {
		t.Errorf("request event = %+v", ev)
	}
	if want := msgIDFor(1337, rec.TxHash, rec.Logs[0].Index); reqs[0].msgID != want {
		t.Errorf("Nats-Msg-Id = %q, want %q", reqs[0].msgID, want)
	}

	// A result, a refund (of a second request) and an impossible request.
	c.Register(t, worker, c.MinStake) // the router pays staked workers only
	resRec := c.SubmitResult(t, worker, id, []byte("42"))
	id2 := c.RequestInference(t, user, contractstest.Request{Deadline: c.Now(t) + 5, Fee: big.NewInt(7)})
	c.AdjustTime(t, time.Minute)
	refRec := c.Refund(t, user, id2)
	badRec := c.Mine(t)(c.Router.RequestInference(c.Pay(t, user, big.NewInt(0)), "m", nil, 0, c.Now(t)+60, 1, 0, false))
	c.Commit()
	c.Commit()
	r.waitProcessed(t, badRec.BlockNumber.Uint64())

	ms = e.messages(t)
	if got := requestIDs(t, ms); !slices.Equal(got, []string{id.String(), id2.String()}) {
		t.Errorf("request ids = %v, want [%s %s] (the look-alike's must not appear)", got, id, id2)
	}
	results := bySubject(ms, wire.SubjectResults)
	if len(results) != 1 {
		t.Fatalf("want 1 result, got %d", len(results))
	}
	res, err := events.DecodeResultEvent(results[0].data)
	if err != nil || res.ID != id.String() || string(res.Output) != "42" || res.Worker != worker.Address || res.TxHash != resRec.TxHash {
		t.Errorf("result = %+v, %v", res, err)
	}
	// The result carries its block's time: the worker's latency ends there, not at the
	// confirmations.
	if hdr, err := c.Client.HeaderByNumber(context.Background(), resRec.BlockNumber); err != nil || res.BlockTimeMS != int64(hdr.Time)*1000 {
		t.Errorf("result block_time_ms %d, block %+v: %v", res.BlockTimeMS, hdr, err)
	}
	refunds := bySubject(ms, wire.SubjectRefunds)
	if len(refunds) != 1 {
		t.Fatalf("want 1 refund, got %d", len(refunds))
	}
	ref, err := events.DecodeRefundEvent(refunds[0].data)
	if err != nil || ref.ID != id2.String() || ref.AmountWei.String() != "7" || ref.TxHash != refRec.TxHash {
		t.Errorf("refund = %+v, %v", ref, err)
	}
	rejs := bySubject(ms, wire.SubjectRejections)
	if len(rejs) != 1 {
		t.Fatalf("want 1 rejection, got %d", len(rejs))
	}
	rej, err := events.DecodeRejection(rejs[0].data)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"max_tokens: must be positive", "required_memory_mb: must be positive"} {
		if !strings.Contains(rej.Reason, want) {
			t.Errorf("rejection reason %q lacks %q", rej.Reason, want)
		}
	}
	if rej.TxHash != badRec.TxHash || len(rej.Topics) != 3 || len(rej.Data) == 0 {
		t.Errorf("rejection does not carry the raw log: %+v", rej)
	}
	if got := r.counter("infersched_indexer_events_published_total", "kind", "request"); got != 2 {
		t.Errorf("published requests metric = %v, want 2", got)
	}
	if got := r.counter("infersched_indexer_rejections_total"); got != 1 {
		t.Errorf("rejections metric = %v, want 1", got)
	}
	_ = types.ReceiptStatusSuccessful
	_ = context.Background
}

// With use_finalized, events are published once their block is finalized (the
// simulated beacon finalizes every 32 blocks), not before.
func TestUseFinalized(t *testing.T) {
	e := newEnv(t)
	c := e.chain
	cfg := e.cfg
	cfg.UseFinalized = true
	ep := e.endpoint()
	r := e.start(t, cfg, ep)

	_, rec := c.RequestInferenceReceipt(t, c.Users[0], contractstest.Request{})
	if rec.BlockNumber.Uint64() >= 32 {
		t.Fatalf("event in block %d: the test needs it before the first finalized epoch", rec.BlockNumber)
	}
	calls := ep.heads.Load()
	testkit.WaitUntil(t, "polls of the endpoint", func() bool { return ep.heads.Load() >= calls+10 })
	if ids := requestIDs(t, e.messages(t)); len(ids) != 0 {
		t.Fatalf("published %v before finalization", ids)
	}
	for c.Head(t).Number.Uint64() < 33 {
		c.Commit()
	}
	r.waitProcessed(t, 32)
	if ids := requestIDs(t, e.messages(t)); len(ids) != 1 {
		t.Fatalf("after finalization: %v, want one request", ids)
	}
}
