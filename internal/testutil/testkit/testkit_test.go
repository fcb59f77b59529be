package testkit

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/infersched/infersched/contracts/simchain"
)

func TestClock(t *testing.T) {
	start := time.Unix(1_700_000_000, 0)
	c := NewClock(start)
	var now func() time.Time = c.Now
	c.Advance(time.Second)
	if !now().Equal(start.Add(time.Second)) {
		t.Fatalf("after Advance: %v", now())
	}
	c.Set(start)
	if !now().Equal(start) {
		t.Fatalf("after Set: %v", now())
	}
}

func TestFaultyRPC(t *testing.T) {
	chain, err := simchain.New(t.Context(), simchain.WithoutContracts(), simchain.WithWorkers(0), simchain.WithUsers(0))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(chain.Close)
	f := NewFaultyRPC(chain.Client)
	if id, err := f.ChainID(t.Context()); err != nil || id.Int64() != 1337 {
		t.Fatalf("healthy: %v, %v", id, err)
	}
	f.Fail(nil)
	if _, err := f.BlockNumber(t.Context()); !errors.Is(err, ErrInjected) {
		t.Fatalf("failing: %v", err)
	}
	f.Hang()
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Millisecond)
	defer cancel()
	if _, err := f.HeaderByNumber(ctx, nil); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("hanging: %v", err)
	}
	f.Heal()
	if _, err := f.BlockNumber(t.Context()); err != nil {
		t.Fatalf("healed: %v", err)
	}
	if f.Calls() != 4 {
		t.Fatalf("calls = %d", f.Calls())
	}
}
