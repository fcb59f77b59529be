package devstack

import (
	"context"
	"testing"

	"github.com/infersched/infersched/agent"
)

type nopBackend struct{ agent.Backend }

func (nopBackend) Infer(context.Context, agent.Job) (agent.Result, error) {
	return agent.Result{}, nil
}

// A worker that ran a request and later verifies another worker's result for it ran
// the request once: only a second paid run counts as running it twice.
func TestRanTwiceCountsPaidRunsOnly(t *testing.T) {
	s := newStats()
	b := countingBackend{Backend: nopBackend{}, stats: s, worker: "0xa"}
	ctx := context.Background()
	if _, err := b.Infer(ctx, agent.Job{RequestID: "7"}); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Infer(ctx, agent.Job{RequestID: "7", Verification: true}); err != nil {
		t.Fatal(err)
	}
	if n := s.summary().RanTwice; n != 0 {
		t.Fatalf("a paid run and a verification of one request: ran twice %d, want 0", n)
	}
	if _, err := b.Infer(ctx, agent.Job{RequestID: "7"}); err != nil {
		t.Fatal(err)
	}
	if n := s.summary().RanTwice; n != 1 {
		t.Fatalf("two paid runs of one request: ran twice %d, want 1", n)
	}
}
