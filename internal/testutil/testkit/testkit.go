package testkit

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
)

// Clock is a clock that only the test moves. Hand Now to code that takes a
// func() time.Time. Safe for concurrent use.
type Clock struct {
	mu  sync.Mutex
	now time.Time
}

// NewClock returns a clock standing at start.
func NewClock(start time.Time) *Clock { return &Clock{now: start} }

// Now returns the clock's time.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// Advance moves the clock by d.
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// Set puts the clock at t.
func (c *Clock) Set(t time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = t
}

// WaitLimit is how long WaitUntil waits before it fails the test. It only stops a hung
// test: pass or fail depends on the condition coming true, never on how fast.
const WaitLimit = 30 * time.Second

// WaitUntil polls cond until it holds, and fails the test if it has not after WaitLimit.
func WaitUntil(t testing.TB, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(WaitLimit)
	for wait := time.Millisecond; !cond(); wait = min(2*wait, 20*time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(wait)
	}
}

// ErrInjected is the error a failing FaultyRPC returns unless told another.
var ErrInjected = errors.New("testkit: injected RPC fault")

// Client is the method set of ethrpc.Client, spelled out here so that ethrpc's own tests
// can use the kit (ethrpc's tests check that the two stay the same).
type Client interface {
	ethereum.ChainIDReader
	ethereum.BlockNumberReader
	ethereum.ChainReader
	ethereum.ChainStateReader
	ethereum.ContractCaller
	ethereum.GasEstimator
	ethereum.GasPricer
	ethereum.GasPricer1559
	ethereum.FeeHistoryReader
	ethereum.LogFilterer
	ethereum.PendingStateReader
	ethereum.PendingContractCaller
	ethereum.TransactionReader
	ethereum.TransactionSender
}

// FaultyRPC is an RPC endpoint in front of a real client (the simulated chain) that a test
// can break: every call fails (Fail), or hangs until its context ends (Hang, a timeout),
// until Heal. Calls counts the calls that reached it. Safe for concurrent use.
type FaultyRPC struct {
	Client
	mode  atomic.Int32
	err   atomic.Pointer[error]
	calls atomic.Int64
}

const (
	healthy int32 = iota
	failing
	hanging
)

// NewFaultyRPC wraps c, healthy.
func NewFaultyRPC(c Client) *FaultyRPC { return &FaultyRPC{Client: c} }

// Fail makes every call return err (ErrInjected when nil), wrapped with the method name.
func (f *FaultyRPC) Fail(err error) {
	if err == nil {
		err = ErrInjected
	}
	f.err.Store(&err)
	f.mode.Store(failing)
}

// Hang makes every call block until its context ends and return the context's error.
func (f *FaultyRPC) Hang() { f.mode.Store(hanging) }

// Heal makes calls reach the client again.
func (f *FaultyRPC) Heal() { f.mode.Store(healthy) }

// Calls is the number of calls made, faulty or not.
func (f *FaultyRPC) Calls() int64 { return f.calls.Load() }

func (f *FaultyRPC) fault(ctx context.Context, method string) error {
	f.calls.Add(1)
	switch f.mode.Load() {
	case failing:
		return fmt.Errorf("%s: %w", method, *f.err.Load())
	case hanging:
		<-ctx.Done()
		return fmt.Errorf("%s: %w", method, ctx.Err())
	}
	return nil
}
