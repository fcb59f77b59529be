package agent

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/internal/testutil/testkit"
)

// breakAfter runs the echo model once per job, then breaks the chain endpoint: the
// submission of the finished result meets an RPC failure.
type breakAfter struct {
	rpc  *testkit.FaultyRPC
	runs atomic.Int64
}

func (b *breakAfter) Infer(ctx context.Context, j Job) (Result, error) {
	b.runs.Add(1)
	out, err := NewEcho().Infer(ctx, j)
	b.rpc.Fail(nil)
	return out, err
}

// A finished result survives a transient RPC failure: the worker keeps it and retries
// the submission with backoff, instead of discarding it and giving the job back.
func TestFinishedResultSurvivesRPCFailure(t *testing.T) {
	e := newEnv(t)
	rpc := testkit.NewFaultyRPC(e.chain.Client)
	b := &breakAfter{rpc: rpc}
	id := e.request("hello", 1000)
	r := e.startOn(0, testConfig(t), b, rpc)
	e.assign(id, 0, "hello", 1000, time.Hour)
	testkit.WaitUntil(t, "a submission that failed", func() bool {
		st := r.w.Stats()
		return st.Retries > 0 || st.Nacked > 0
	})
	rpc.Heal()
	testkit.WaitUntil(t, "the job settled", func() bool {
		st := r.w.Stats()
		return st.Completed+st.Nacked+st.Failed > 0
	})
	if st := r.w.Stats(); st.Completed != 1 || st.Nacked != 0 || b.runs.Load() != 1 {
		t.Fatalf("stats %+v, inference ran %d times; want the one result on chain, no nack", st, b.runs.Load())
	}
	if st := e.chain.Status(t, id); st != contracts.StatusFulfilled {
		t.Fatalf("status %s, want fulfilled", st)
	}
}

// An assignment that arrives while the worker's node does not answer is not refused:
// the worker keeps reading the request's commitment from the chain for a while, then
// checks and runs it. Refusing at once had the scheduler reassign the request to the
// next worker, and that one's refusal to the next, round after round while the node
// was down (seen on a real geth stopped for 10 s: seven assignments of one request).
func TestAssignmentWaitsOutAShortNodeOutage(t *testing.T) {
	e := newEnv(t)
	rpc := testkit.NewFaultyRPC(e.chain.Client)
	b := &countingBackend{}
	id := e.request("hello", 1000)
	r := e.startOn(0, testConfig(t), b, rpc)
	rpc.Fail(nil)
	e.assign(id, 0, "hello", 1000, time.Hour)
	testkit.WaitUntil(t, "the assignment received", func() bool { return r.w.Stats().Received == 1 })
	time.Sleep(promptCheckWait / 4)
	rpc.Heal()
	testkit.WaitUntil(t, "the job settled", func() bool {
		st := r.w.Stats()
		return st.Completed+st.Nacked+st.Failed+st.Refused > 0
	})
	if st := r.w.Stats(); st.Completed != 1 || st.Refused != 0 || st.Nacked != 0 || b.runs.Load() != 1 {
		t.Fatalf("stats %+v, inference ran %d times; want the one result on chain, no refusal", st, b.runs.Load())
	}
	if nacks := e.ackList(); len(nacks) != 1 || nacks[0].Failed {
		t.Fatalf("acks %+v, want one ack", nacks)
	}
}
