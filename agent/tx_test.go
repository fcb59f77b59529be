package agent

import (
	"context"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/core/types"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/internal/testutil/testkit"
)

// A result transaction not mined within resubmit_after is replaced: same nonce, tip
// and fee cap at least fee_bump_percent higher; the replacement is what gets mined.
func TestFeeBumpReplacesStuckTransaction(t *testing.T) {
	e := newEnv(t)
	id := e.request("hello", 1000)
	n0 := e.nonce(0)
	cfg := testConfig(t)
	cfg.Tx.ResubmitAfter = 300 * time.Millisecond
	cfg.Tx.FeeBumpPercent = 12
	e.paused.Store(true)
	r := e.start(0, cfg, NewEcho())
	e.assign(id, 0, "hello", 1000, time.Hour)

	var first types.Transaction
	testkit.WaitUntil(t, "the first attempt", func() bool {
		rec, ok := r.w.state.get(id.String())
		return ok && first.UnmarshalBinary(rec.Raw) == nil
	})
	testkit.WaitUntil(t, "a replacement", func() bool {
		rec, _ := r.w.state.get(id.String())
		return len(rec.Hashes) >= 2
	})
	e.paused.Store(false)
	testkit.WaitUntil(t, "the result on chain", func() bool { return r.w.Stats().Completed == 1 })

	rec, _ := r.w.state.get(id.String())
	if rec.MinedTx == first.Hash() {
		t.Fatal("the first attempt was mined; want a replacement")
	}
	mined, _, err := e.chain.Client.TransactionByHash(context.Background(), rec.MinedTx)
	if err != nil {
		t.Fatal(err)
	}
	if mined.Nonce() != first.Nonce() || mined.Nonce() != n0 {
		t.Fatalf("mined nonce %d, first %d, want both %d", mined.Nonce(), first.Nonce(), n0)
	}
	for name, pair := range map[string][2]int64{
		"tip":     {first.GasTipCap().Int64(), mined.GasTipCap().Int64()},
		"fee cap": {first.GasFeeCap().Int64(), mined.GasFeeCap().Int64()},
	} {
		if pair[1]*100 < pair[0]*112 {
			t.Errorf("%s went from %d to %d, want at least +12%%", name, pair[0], pair[1])
		}
	}
	if n := e.nonce(0); n != n0+1 {
		t.Fatalf("worker has %d transactions mined, want 1", n-n0)
	}
	if st := e.chain.Status(t, id); st != contracts.StatusFulfilled {
		t.Fatalf("status %s", st)
	}
}

// A worker that stops after sending its result but before the receipt, and starts
// again with the same state file, follows the transaction it sent and sends no other.
func TestRestartAfterSendDoesNotSubmitTwice(t *testing.T) {
	e := newEnv(t)
	id := e.request("hello", 1000)
	n0 := e.nonce(0)
	cfg := testConfig(t)
	e.paused.Store(true)
	a := e.start(0, cfg, NewEcho())
	e.assign(id, 0, "hello", 1000, time.Hour)
	testkit.WaitUntil(t, "the result sent", func() bool {
		_, ok := a.w.state.get(id.String())
		return ok
	})
	a.stop() // the "crash": the transaction is in the pool, unmined, its message unsettled
	if st := e.chain.Status(t, id); st != contracts.StatusPending {
		t.Fatalf("status %s before the restart", st)
	}

	b := e.start(0, cfg, NewEcho())
	e.paused.Store(false)
	testkit.WaitUntil(t, "the result on chain", func() bool { return b.w.Stats().Completed == 1 })
	cons, err := e.js.Consumer(context.Background(), "ASSIGNMENTS", ConsumerName(e.chain.Workers[0].Address))
	if err != nil {
		t.Fatal(err)
	}
	testkit.WaitUntil(t, "the redelivered message settled", func() bool {
		info, err := cons.Info(context.Background())
		return err == nil && info.NumAckPending == 0 && info.NumPending == 0 && b.w.Stats().Received >= 1
	})
	if n := e.nonce(0); n != n0+1 {
		t.Fatalf("worker has %d transactions mined, want exactly 1", n-n0)
	}
	if p, err := e.chain.Client.PendingNonceAt(context.Background(), e.chain.Workers[0].Address); err != nil || p != n0+1 {
		t.Fatalf("pending nonce %d (%v), want %d: a second transaction is waiting", p, err, n0+1)
	}
	if st := b.w.Stats(); st.Completed != 1 || st.Failed != 0 || st.Acked != 0 {
		t.Fatalf("restarted worker stats %+v: want one completion, no new ack", st)
	}
	if acks := e.ackList(); len(acks) != 1 {
		t.Fatalf("acks %+v, want only the first worker's", acks)
	}
}
