package agent

import (
	"context"
	"encoding/json"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/internal/testutil/testkit"
	"github.com/infersched/infersched/wire"
)

// assignBatched publishes an assignment of id to worker i marked batched.
func (e *env) assignBatched(id *big.Int, i int, validFor time.Duration) {
	e.t.Helper()
	acct := e.chain.Workers[i]
	expiry := uint64(int64(e.chain.Now(e.t)) + int64(validFor/time.Second))
	a := wire.Assignment{
		RequestID: id.String(), Attempt: 1, Round: 1, Worker: strings.ToLower(acct.Address.Hex()),
		Request: wire.Request{ID: id.String(), ModelID: testModel, MaxTokens: 128, GasLimit: 100000, PriorityFeeWei: "0", RequiredMemoryMB: 1000},
		Prompt:  []byte("p"), Batched: true, BatchShare: 1,
	}
	a.Voucher = e.voucher(a, acct, expiry)
	b, _ := json.Marshal(a)
	if _, err := e.js.Publish(context.Background(), wire.AssignSubject(acct.Address), b, jetstream.WithMsgID(a.MsgID())); err != nil {
		e.t.Fatal(err)
	}
}

func batchConfig(t *testing.T, size int, wait time.Duration) Config {
	cfg := testConfig(t)
	cfg.MaxJobs = 8
	cfg.Batch = BatchConfig{MaxSize: size, MaxWait: wait, Margin: time.Second}
	return cfg
}

// A full batch goes out as one submitResults: one transaction, every request fulfilled
// and counted, and the heartbeat reported the batch while it was open.
func TestBatchSettlesInOneTransaction(t *testing.T) {
	e := newEnv(t)
	var ids []*big.Int
	for range 4 {
		ids = append(ids, e.request("p", 1000))
	}
	n0 := e.nonce(0)
	r := e.start(0, batchConfig(t, 4, time.Hour), NewEcho())
	for _, id := range ids[:3] {
		e.assignBatched(id, 0, time.Hour)
	}
	testkit.WaitUntil(t, "a heartbeat with the open batch and its hold (an hour, said as the bound)", func() bool {
		for _, hb := range e.heartbeatList() {
			if hb.OpenBatch[testModel] == 3 && hb.BatchMax == 4 && hb.BatchMaxWaitMS == wire.MaxBatchWaitMS {
				return true
			}
		}
		return false
	})
	e.assignBatched(ids[3], 0, time.Hour)
	testkit.WaitUntil(t, "four results on chain", func() bool { return r.w.Stats().Completed == 4 })
	if n := e.nonce(0); n != n0+1 {
		t.Fatalf("worker sent %d transactions, want 1", n-n0)
	}
	for _, id := range ids {
		if st := e.chain.Status(t, id); st != contracts.StatusFulfilled {
			t.Fatalf("request %s is %s", id, st)
		}
	}
}

// A result whose voucher expires within the margin is not held for max_wait.
func TestBatchNeverHoldsPastTheMargin(t *testing.T) {
	e := newEnv(t)
	id := e.request("p", 1000)
	cfg := batchConfig(t, 8, time.Hour)
	cfg.Batch.Margin = 30 * time.Minute
	r := e.start(0, cfg, NewEcho())
	e.assignBatched(id, 0, 10*time.Minute) // expires before the margin: send now
	testkit.WaitUntil(t, "the result on chain", func() bool { return r.w.Stats().Completed == 1 })
}

// A worker that stops after sending a batch but before its receipt, and starts again
// with the same state file, follows the batch and sends nothing else.
func TestBatchRestartDoesNotSubmitTwice(t *testing.T) {
	e := newEnv(t)
	var ids []*big.Int
	for range 3 {
		ids = append(ids, e.request("p", 1000))
	}
	n0 := e.nonce(0)
	cfg := batchConfig(t, 3, time.Hour)
	e.paused.Store(true)
	a := e.start(0, cfg, NewEcho())
	for _, id := range ids {
		e.assignBatched(id, 0, time.Hour)
	}
	testkit.WaitUntil(t, "the batch sent", func() bool {
		rec, ok := a.w.state.get(ids[2].String())
		return ok && len(rec.Items) == 3
	})
	a.stop()
	b := e.start(0, cfg, NewEcho())
	e.paused.Store(false)
	testkit.WaitUntil(t, "three results on chain", func() bool {
		for _, id := range ids {
			if e.chain.Status(t, id) != contracts.StatusFulfilled {
				return false
			}
		}
		return true
	})
	cons, err := e.js.Consumer(context.Background(), "ASSIGNMENTS", ConsumerName(e.chain.Workers[0].Address))
	if err != nil {
		t.Fatal(err)
	}
	testkit.WaitUntil(t, "the redelivered messages settled", func() bool {
		info, err := cons.Info(context.Background())
		return err == nil && info.NumAckPending == 0 && info.NumPending == 0 && b.w.Stats().Received >= 3
	})
	if n := e.nonce(0); n != n0+1 {
		t.Fatalf("worker has %d transactions mined, want exactly 1", n-n0)
	}
	if p, err := e.chain.Client.PendingNonceAt(context.Background(), e.chain.Workers[0].Address); err != nil || p != n0+1 {
		t.Fatalf("pending nonce %d (%v), want %d: another transaction is waiting", p, err, n0+1)
	}
	if st := b.w.Stats(); st.Completed != 3 || st.Failed != 0 {
		t.Fatalf("restarted worker stats %+v: want three completions", st)
	}
}
