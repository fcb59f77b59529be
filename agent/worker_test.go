package agent

import (
	"context"
	"encoding/json"
	"math/big"
	"testing"
	"time"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/internal/testutil/testkit"
	"github.com/infersched/infersched/wire"
)

func TestEchoEndToEnd(t *testing.T) {
	e := newEnv(t)
	id := e.request("hello", 1000)
	before := e.chain.Balance(t, e.chain.Workers[0].Address)
	r := e.start(0, testConfig(t), NewEcho())
	e.assign(id, 0, "hello", 1000, time.Hour)

	testkit.WaitUntil(t, "the result on chain", func() bool { return r.w.Stats().Completed == 1 })
	if st := e.chain.Status(t, id); st != contracts.StatusFulfilled {
		t.Fatalf("status %s, want fulfilled", st)
	}
	acks := e.ackList()
	if len(acks) != 1 || acks[0].Failed || acks[0].RequestID != id.String() {
		t.Fatalf("acks %+v, want one ack of %s", acks, id)
	}
	// Paid the fee (1e15) less the gas: the balance moved by less than the fee, and the
	// ResultSubmitted event carries the echo.
	after := e.chain.Balance(t, e.chain.Workers[0].Address)
	diff := new(big.Int).Sub(after, before)
	if diff.Cmp(big.NewInt(1e15)) >= 0 {
		t.Fatalf("balance moved by %s, more than the fee", diff)
	}
	it, err := e.chain.Router.FilterResultSubmitted(nil, []*big.Int{id}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !it.Next() || string(it.Event.Output) != "echo: hello" || it.Event.Worker != e.chain.Workers[0].Address {
		t.Fatalf("ResultSubmitted event missing or wrong: %+v", it.Event)
	}
	st := r.w.Stats()
	if st.Received != 1 || st.Acked != 1 || st.Nacked != 0 || st.Failed != 0 || st.Skipped != 0 {
		t.Fatalf("stats %+v", st)
	}
}

func TestSkipsFulfilledRequestWithoutSending(t *testing.T) {
	e := newEnv(t)
	id := e.request("hello", 1000)
	e.chain.SubmitResult(t, e.chain.Workers[1], id, []byte("someone else"))
	n0 := e.nonce(0)
	r := e.start(0, testConfig(t), NewEcho())
	e.assign(id, 0, "hello", 1000, time.Hour)
	testkit.WaitUntil(t, "the skip", func() bool { return r.w.Stats().Skipped == 1 })
	if n := e.nonce(0); n != n0 {
		t.Fatalf("worker sent %d transactions, want none", n-n0)
	}
	if _, err := e.chain.Client.PendingNonceAt(context.Background(), e.chain.Workers[0].Address); err != nil {
		t.Fatal(err)
	}
}

func TestSkipsExpiredVoucher(t *testing.T) {
	e := newEnv(t)
	id := e.request("hello", 1000)
	n0 := e.nonce(0)
	r := e.start(0, testConfig(t), NewEcho())
	e.assign(id, 0, "hello", 1000, 0) // expires at the head's time: too late for the next block
	testkit.WaitUntil(t, "the skip", func() bool { return r.w.Stats().Skipped == 1 })
	if n := e.nonce(0); n != n0 {
		t.Fatalf("worker sent %d transactions, want none", n-n0)
	}
	if st := e.chain.Status(t, id); st != contracts.StatusPending {
		t.Fatalf("status %s, want pending", st)
	}
}

// An acknowledgement the scheduler refuses (the assignment lapsed) means the job is not
// run; an assignment naming another worker is dropped. Neither sends anything.
func TestRefusedAckAndForeignAssignment(t *testing.T) {
	e := newEnv(t)
	id := e.request("hello", 1000)
	n0 := e.nonce(0)
	e.ackAnswer.Store("not pending for this worker and attempt")
	r := e.start(0, testConfig(t), NewEcho())
	e.assign(id, 0, "hello", 1000, time.Hour)
	testkit.WaitUntil(t, "the skip", func() bool { return r.w.Stats().Skipped == 1 })

	// Worker 1's assignment published on worker 0's subject.
	a := e.assign(id, 1, "hello", 1000, time.Hour) // goes to worker 1's subject
	a.Attempt = 2
	b, _ := json.Marshal(a)
	if _, err := e.js.Publish(context.Background(), wire.AssignSubject(e.chain.Workers[0].Address), b); err != nil {
		t.Fatal(err)
	}
	testkit.WaitUntil(t, "the foreign assignment dropped", func() bool { return r.w.Stats().Failed == 1 })
	if st := r.w.Stats(); st.Acked != 0 || st.Completed != 0 {
		t.Fatalf("stats %+v", st)
	}
	if n := e.nonce(0); n != n0 {
		t.Fatalf("worker sent %d transactions", n-n0)
	}
}
