package agent

import (
	"testing"
	"time"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/internal/testutil/testkit"
)

// A worker killed after its inference finished, while the chain did not answer, does
// not lose the result: the state file holds it, and the worker started again on the
// same state file submits it at once (without waiting for JetStream to deliver the
// assignment again) and without running the inference again (issue 16).
func TestFinishedResultSurvivesAKill(t *testing.T) {
	e := newEnv(t)
	rpc := testkit.NewFaultyRPC(e.chain.Client)
	b := &breakAfter{rpc: rpc}
	id := e.request("hello", 1000)
	cfg := testConfig(t)
	nc1 := e.ns.Conn(t)
	first := e.startConn(0, cfg, b, rpc, nc1)
	e.assign(id, 0, "hello", 1000, time.Hour)
	testkit.WaitUntil(t, "a submission that failed", func() bool { return first.w.Stats().Retries > 0 })

	// The kill: the process neither acks nor gives back its message, nor reaches the
	// chain again; its NATS connection drops.
	rpc.Hang()
	nc1.Close()

	second := e.start(0, cfg, b)
	testkit.WaitUntil(t, "the kept result on chain", func() bool { return second.w.Stats().Completed > 0 })
	if st := e.chain.Status(t, id); st != contracts.StatusFulfilled {
		t.Fatalf("status %s, want fulfilled", st)
	}
	if n := b.runs.Load(); n != 1 {
		t.Fatalf("inference ran %d times, want once", n)
	}
	if st := second.w.Stats(); st.Nacked != 0 {
		t.Fatalf("stats after the restart %+v: a nack", st)
	}
	if _, ok := second.w.state.kept(id.String()); ok {
		t.Fatal("the result is still kept after it went on chain")
	}
}
