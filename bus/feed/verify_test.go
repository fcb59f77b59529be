package feed_test

import (
	"context"
	"fmt"
	"math/big"
	"sync/atomic"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/infersched/infersched/bus/feed"
	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire/events"
)

// countingCaller counts the eth_calls made through it.
type countingCaller struct {
	bind.ContractCaller
	calls atomic.Int64
}

func (c *countingCaller) CallContract(ctx context.Context, call ethereum.CallMsg, block *big.Int) ([]byte, error) {
	c.calls.Add(1)
	return c.ContractCaller.CallContract(ctx, call, block)
}

type env struct {
	chain  *contractstest.Chain
	caller *countingCaller
	v      *feed.Verifier
}

func newEnv(t testing.TB) *env {
	e := &env{chain: contractstest.NewChain(t)}
	e.caller = &countingCaller{ContractCaller: e.chain.Client}
	reader, err := feed.NewRouterReader(e.caller, e.chain.RouterAddress)
	if err != nil {
		t.Fatal(err)
	}
	e.v = feed.NewVerifier(e.chain.ChainID.Uint64(), e.chain.RouterAddress, reader, nil)
	return e
}

// event is the InferenceRequested event of a mined request, as the indexer publishes it.
func (e *env) event(t testing.TB, rec *types.Receipt) events.RequestEvent {
	t.Helper()
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
	t.Fatal("no InferenceRequested event")
	return events.RequestEvent{}
}

func requestClaim(ev events.RequestEvent) feed.Claim {
	return feed.Claim{Kind: feed.KindRequest, Meta: ev.EventMeta, ID: ev.ID, Request: &ev}
}

// TestCheckRefusesEveryAlteredField: the real event passes; the same event with any one
// field the router stores or commits to changed is refused with that field's reason,
// and all of them are answered by one eth_call.
func TestCheckRefusesEveryAlteredField(t *testing.T) {
	e := newEnv(t)
	_, rec := e.chain.RequestInferenceReceipt(t, e.chain.Users[0], contractstest.Request{Prompt: []byte("the paid prompt"), Fee: big.NewInt(1e15)})
	real := e.event(t, rec)
	alter := func(f func(*events.RequestEvent)) feed.Claim {
		ev := real
		ev.Prompt = append([]byte(nil), real.Prompt...)
		f(&ev)
		return requestClaim(ev)
	}
	cases := []struct {
		name   string
		claim  feed.Claim
		reason string
		retry  bool
	}{
		{"real", requestClaim(real), "", false},
		{"prompt", alter(func(ev *events.RequestEvent) { ev.Prompt = []byte("the attacker's prompt") }), feed.ReasonCommitment, false},
		{"model", alter(func(ev *events.RequestEvent) { ev.Model = "other-model" }), feed.ReasonCommitment, false},
		{"max tokens", alter(func(ev *events.RequestEvent) { ev.MaxTokens++ }), feed.ReasonCommitment, false},
		{"gas limit", alter(func(ev *events.RequestEvent) { ev.GasLimit++ }), feed.ReasonCommitment, false},
		{"memory", alter(func(ev *events.RequestEvent) { ev.RequiredMemoryMB++ }), feed.ReasonCommitment, false},
		{"batchable", alter(func(ev *events.RequestEvent) { ev.Batchable = !ev.Batchable }), feed.ReasonCommitment, false},
		{"callback gas", alter(func(ev *events.RequestEvent) { ev.CallbackGasLimit = 100_000 }), feed.ReasonCallbackGas, false},
		{"requester", alter(func(ev *events.RequestEvent) { ev.Requester = common.Address{9} }), feed.ReasonRequester, false},
		{"fee above the router's", alter(func(ev *events.RequestEvent) {
			ev.PriorityFeeWei = scheduler.WeiFromBig(new(big.Int).Add(&real.PriorityFeeWei.Int, big.NewInt(1)))
		}), feed.ReasonFee, false},
		// A fee below the router's is one raised since (bumpFee): the engine takes the
		// router's (Verdict.Stored.Fee), so a forged low fee changes nothing.
		{"fee below the router's", alter(func(ev *events.RequestEvent) { ev.PriorityFeeWei = scheduler.NewWei(1) }), "", false},
		{"a subscription the router does not hold", alter(func(ev *events.RequestEvent) {
			ev.Subscription = &events.Subscription{ID: 1, Token: common.Address{5}}
		}), feed.ReasonSubscription, false},
		{"fee raised above the router's", feed.Claim{Kind: feed.KindFeeBump, Meta: real.EventMeta, ID: real.ID,
			Fee: new(big.Int).Add(&real.PriorityFeeWei.Int, big.NewInt(1))}, feed.ReasonFee, true},
		{"fee raised to the router's", feed.Claim{Kind: feed.KindFeeBump, Meta: real.EventMeta, ID: real.ID, Fee: &real.PriorityFeeWei.Int}, "", false},
		{"withdrawal the router does not hold", feed.Claim{Kind: feed.KindWithdrawal, Meta: real.EventMeta, ID: real.ID, EffectiveAt: 5}, feed.ReasonWithdrawal, true},
		{"submitted at", alter(func(ev *events.RequestEvent) { ev.SubmittedAt-- }), feed.ReasonSubmittedAt, false},
		{"deadline", alter(func(ev *events.RequestEvent) { ev.Deadline += 3600 }), feed.ReasonDeadline, false},
		{"ghost chain", alter(func(ev *events.RequestEvent) { ev.ChainID = 999 }), feed.ReasonWrongChain, false},
		{"ghost contract", alter(func(ev *events.RequestEvent) { ev.Contract = common.Address{7} }), feed.ReasonWrongContract, false},
		{"next id, not yet on chain", alter(func(ev *events.RequestEvent) { ev.ID = "2" }), feed.ReasonNotOnChain, true},
		{"ghost id 900000001", alter(func(ev *events.RequestEvent) { ev.ID = "900000001" }), feed.ReasonNotOnChain, true},
		{"result of a pending request", feed.Claim{Kind: feed.KindResult, Meta: real.EventMeta, ID: real.ID}, feed.ReasonNotFulfilled, true},
		{"refund of a pending request", feed.Claim{Kind: feed.KindRefund, Meta: real.EventMeta, ID: real.ID}, feed.ReasonNotRefunded, true},
		{"retraction of a request on chain", feed.Claim{Kind: feed.KindRetraction, Meta: real.EventMeta, ID: real.ID}, feed.ReasonStillOnChain, false},
		{"retraction of an unknown id", feed.Claim{Kind: feed.KindRetraction, Meta: real.EventMeta, ID: "77"}, "", false},
	}
	claims := make([]feed.Claim, len(cases))
	for i, c := range cases {
		claims[i] = c.claim
	}
	got, err := e.v.Check(context.Background(), claims)
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range cases {
		v := got[i]
		if v.OK != (c.reason == "") || v.Reason != c.reason || v.Retry != c.retry {
			t.Errorf("%s: verdict %+v, want reason %q retry %v", c.name, v, c.reason, c.retry)
		}
	}
	if n := e.caller.calls.Load(); n != 1 {
		t.Errorf("%d claims about 4 ids took %d eth_calls, want 1", len(claims), n)
	}
}

// TestCheckBatchesReads: n claims about distinct ids take ⌈n / 1024⌉ eth_calls, and a
// repeated id is read once.
func TestCheckBatchesReads(t *testing.T) {
	e := newEnv(t)
	meta := events.EventMeta{ChainID: e.chain.ChainID.Uint64(), Contract: e.chain.RouterAddress}
	for _, n := range []int{1, 1024, 1025, 3000} {
		claims := make([]feed.Claim, 0, n+1)
		for i := range n {
			claims = append(claims, feed.Claim{Kind: feed.KindRetraction, Meta: meta, ID: fmt.Sprint(1000 + i)})
		}
		claims = append(claims, claims[0]) // the same id twice
		before := e.caller.calls.Load()
		got, err := e.v.Check(context.Background(), claims)
		if err != nil {
			t.Fatal(err)
		}
		if calls, want := e.caller.calls.Load()-before, int64((n+feed.MaxBatch-1)/feed.MaxBatch); calls != want {
			t.Errorf("%d ids: %d eth_calls, want %d", n, calls, want)
		}
		for i, v := range got {
			if !v.OK {
				t.Fatalf("%d ids: claim %d refused: %+v", n, i, v)
			}
		}
	}
}

// BenchmarkCheck: the cost of checking a batch of n request events against the chain
// (one getRequests eth_call per 1 024 ids on the simulated backend, plus hashing each
// event's model, prompt and parameters); reports eth_calls per event.
func BenchmarkCheck(b *testing.B) {
	for _, n := range []int{1, 32, 256, 1024} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			e := newEnv(b)
			_, rec := e.chain.RequestInferenceReceipt(b, e.chain.Users[0], contractstest.Request{Prompt: make([]byte, 256)})
			real := e.event(b, rec)
			claims := make([]feed.Claim, n)
			for i := range claims {
				ev := real
				if i > 0 {
					ev.ID = fmt.Sprint(1000 + i) // unknown ids read as zero: the same work for the router
				}
				claims[i] = requestClaim(ev)
			}
			e.caller.calls.Store(0)
			for b.Loop() {
				if _, err := e.v.Check(context.Background(), claims); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(e.caller.calls.Load())/float64(b.N*n), "calls/event")
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/event")
		})
	}
}
