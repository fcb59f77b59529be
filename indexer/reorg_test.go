package indexer

import (
	"context"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/internal/testutil/testkit"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/events"
)

// fork makes the chain's canonical branch continue from parent once it is longer.
func fork(t *testing.T, c *contractstest.Chain, parent common.Hash) {
	t.Helper()
	if err := c.Backend.Fork(parent); err != nil {
		t.Fatalf("fork: %v", err)
	}
}

// replace sends a transfer with tx's nonce and a much higher tip, so that tx can never
// be mined on the new branch.
func replace(t *testing.T, c *contractstest.Chain, a contractstest.Account, tx *types.Transaction) *types.Transaction {
	t.Helper()
	tip := new(big.Int).Mul(tx.GasTipCap(), big.NewInt(10))
	tip.Add(tip, big.NewInt(1e9))
	fee := new(big.Int).Add(new(big.Int).Mul(tx.GasFeeCap(), big.NewInt(10)), tip)
	r, err := types.SignNewTx(a.Key, types.LatestSignerForChainID(c.ChainID), &types.DynamicFeeTx{
		ChainID: c.ChainID, Nonce: tx.Nonce(), GasTipCap: tip, GasFeeCap: fee, Gas: 21000, To: &a.Address,
	})
	if err != nil {
		t.Fatal(err)
	}
	// The pool learns about the fork asynchronously: until then the nonce is "too low".
	var sendErr error
	testkit.WaitUntil(t, "the pool to accept the replacement", func() bool {
		sendErr = c.Client.SendTransaction(context.Background(), r)
		return sendErr == nil || !strings.Contains(sendErr.Error(), "nonce too low")
	})
	if sendErr != nil {
		t.Fatalf("send replacement: %v", sendErr)
	}
	return r
}

func notMined(t *testing.T, c *contractstest.Chain, tx *types.Transaction) {
	t.Helper()
	if r, err := c.Client.TransactionReceipt(context.Background(), tx.Hash()); err == nil {
		t.Fatalf("the replaced transaction was mined in block %d", r.BlockNumber)
	}
}

// With confirmations, an event a reorg removes before it is confirmed is never published.
func TestReorgBeforeConfirmationPublishesNothing(t *testing.T) {
	e := newEnv(t)
	c := e.chain
	cfg := e.cfg
	cfg.Confirmations = 2
	r := e.start(t, cfg)

	user := c.Users[0]
	parent := c.Head(t)
	tx, err := c.SendRequest(t, user, contractstest.Request{})
	if err != nil {
		t.Fatal(err)
	}
	c.Commit() // P+1 holds the event
	c.Commit() // P+2: the event has one confirmation
	p := parent.Number.Uint64()
	r.waitProcessed(t, p)

	fork(t, c, parent.Hash())
	replace(t, c, user, tx)
	for range 3 { // P+1' P+2' P+3': longer than the old branch
		c.Commit()
	}
	notMined(t, c, tx)
	c.Commit()
	c.Commit()
	r.waitProcessed(t, p+3)

	ms := e.messages(t)
	if len(ms) != 0 {
		t.Fatalf("published %d messages (first on %s), want none", len(ms), ms[0].subject)
	}
	if got := r.counter("infersched_indexer_reorgs_total"); got != 0 {
		t.Errorf("reorgs metric = %v: the reorg was above the target and should not be seen", got)
	}
}

// With 0 confirmations an event a reorg removes is retracted; one the new branch
// includes again is published again under a fresh message id.
func TestReorgRetractsWithZeroConfirmations(t *testing.T) {
	e := newEnv(t)
	c := e.chain
	r := e.start(t, e.cfg) // confirmations 0
	user := c.Users[0]

	// 1. The event's transaction comes back on the new branch.
	parent := c.Head(t)
	id1, rec1 := c.RequestInferenceReceipt(t, user, contractstest.Request{Model: "a"})
	r.waitProcessed(t, rec1.BlockNumber.Uint64())
	if ids := requestIDs(t, e.messages(t)); len(ids) != 1 {
		t.Fatalf("want the request published at once, got %v", ids)
	}
	fork(t, c, parent.Hash())
	c.Commit()
	c.Commit()
	rec1b, err := c.Client.TransactionReceipt(context.Background(), rec1.TxHash)
	if err != nil {
		t.Fatalf("the transaction did not come back on the new branch: %v", err)
	}
	if rec1b.BlockHash == rec1.BlockHash {
		t.Fatal("no reorg happened")
	}
	r.waitProcessed(t, c.Head(t).Number.Uint64())
	testkit.WaitUntil(t, "the retraction and the new publication", func() bool {
		return len(bySubject(e.messages(t), "requests")) == 2
	})

	// 2. The event's transaction is replaced on the new branch.
	parent = c.Head(t)
	tx2, err := c.SendRequest(t, user, contractstest.Request{Model: "b"})
	if err != nil {
		t.Fatal(err)
	}
	c.Commit()
	rec2 := c.Receipt(t, tx2)
	r.waitProcessed(t, rec2.BlockNumber.Uint64())
	fork(t, c, parent.Hash())
	replace(t, c, user, tx2)
	c.Commit()
	c.Commit()
	notMined(t, c, tx2)
	r.waitProcessed(t, c.Head(t).Number.Uint64())
	testkit.WaitUntil(t, "two retractions", func() bool { return len(bySubject(e.messages(t), wire.SubjectRetractions)) == 2 })

	ms := e.messages(t)
	base1 := msgIDFor(1337, rec1.TxHash, rec1.Logs[0].Index)
	reqs := bySubject(ms, "requests")
	if len(reqs) != 3 {
		t.Fatalf("want 3 request publications (a, a again, b), got %d", len(reqs))
	}
	if reqs[0].msgID != base1 {
		t.Errorf("first publication id %q, want %q", reqs[0].msgID, base1)
	}
	if want := msgIDFor(1337, rec1.TxHash, rec1b.Logs[0].Index) + ":" + rec1b.BlockHash.Hex(); reqs[1].msgID != want {
		t.Errorf("re-publication id %q, want %q", reqs[1].msgID, want)
	}
	again, err := events.DecodeRequestEvent(reqs[1].data)
	if err != nil || again.ID != id1.String() || again.BlockHash != rec1b.BlockHash {
		t.Errorf("re-published event = %+v, %v", again, err)
	}
	rets := bySubject(ms, wire.SubjectRetractions)
	want := []struct {
		msgID string
		block common.Hash
	}{{base1, rec1.BlockHash}, {msgIDFor(1337, tx2.Hash(), rec2.Logs[0].Index), rec2.BlockHash}}
	for i, m := range rets {
		ret, err := events.DecodeRetraction(m.data)
		if err != nil {
			t.Fatal(err)
		}
		if ret.MsgID != want[i].msgID || ret.BlockHash != want[i].block || ret.Kind != events.KindRequest {
			t.Errorf("retraction %d = %+v, want msg id %s from block %s", i, ret, want[i].msgID, want[i].block)
		}
	}
	if got := r.counter("infersched_indexer_reorgs_total"); got != 2 {
		t.Errorf("reorgs metric = %v, want 2", got)
	}
}
