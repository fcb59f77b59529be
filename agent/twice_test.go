package agent

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/internal/testutil/testkit"
)

// heldBackend counts its runs and holds each until release is closed.
type heldBackend struct {
	runs    atomic.Int64
	release chan struct{}
}

func (b *heldBackend) Infer(ctx context.Context, j Job) (Result, error) {
	b.runs.Add(1)
	select {
	case <-b.release:
	case <-ctx.Done():
		return Result{}, ctx.Err()
	}
	return NewEcho().Infer(ctx, j)
}

// A second assignment of a request this worker is still running (the next attempt,
// sent back to it by a new holder that took the first as lapsed) waits for the first
// run and submits its result; it never runs the inference again (the failover test's "run
// twice by one worker").
func TestSecondAttemptOfARunningRequestIsNotRunAgain(t *testing.T) {
	e := newEnv(t)
	b := &heldBackend{release: make(chan struct{})}
	r := e.start(0, testConfig(t), b)
	id := e.request("hello", 1000)
	e.assignAttempt(id, 0, "hello", 1000, 1, 0, time.Hour)
	testkit.WaitUntil(t, "the first attempt running", func() bool { return b.runs.Load() == 1 })
	e.assignAttempt(id, 0, "hello", 1000, 2, 0, time.Hour)
	testkit.WaitUntil(t, "the second attempt received", func() bool { return r.w.Stats().Received == 2 })
	close(b.release)
	testkit.WaitUntil(t, "the result on chain", func() bool { return e.chain.Status(t, id) == contracts.StatusFulfilled })
	testkit.WaitUntil(t, "the result followed", func() bool { return r.w.Stats().Completed >= 1 })
	r.stop() // returns once every handler has
	if n := b.runs.Load(); n != 1 {
		t.Fatalf("the inference ran %d times", n)
	}
}
