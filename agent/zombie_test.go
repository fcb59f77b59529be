package agent

import (
	"context"
	"errors"
	"testing"
	"time"

	"go.uber.org/zap"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/internal/liveness"
	"github.com/infersched/infersched/internal/natsauth"
)

// A worker cut off from NATS for longer than health.unreachable_after stops and fails
// (the command exits non-zero, its supervisor restarts it) instead of logging "connection
// closed" every heartbeat for ever; cut off for less, it comes back and goes on
// heartbeating over NATS.
func TestWorkerCutOffFromNATSPastTheBoundFails(t *testing.T) {
	e := newEnv(t)
	nc, err := bus.ConnectAs(e.ns.URL(), natsauth.Credentials{}, "worker", zap.NewNop())
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	cfg := testConfig(t)
	const bound = 3 * time.Second
	cfg.Health.UnreachableAfter = bound
	w, err := New(cfg, Deps{Key: e.chain.Workers[0].Key, NATS: nc, Chain: e.chain.Client, ChainID: e.chain.ChainID,
		Router: e.chain.RouterAddress, Backend: NewEcho(), Log: zap.NewNop()})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() { done <- w.Run(ctx) }()
	waitHeartbeats := func(more int) {
		t.Helper()
		n := len(e.heartbeatList())
		deadline := time.Now().Add(10 * time.Second)
		for len(e.heartbeatList()) < n+more {
			if time.Now().After(deadline) {
				t.Fatalf("no heartbeat over NATS within 10s")
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	waitHeartbeats(1)

	// Down for less than the bound: the worker waits and comes back.
	e.ns.Shutdown()
	time.Sleep(bound / 2)
	e.ns.Restart(t)
	// The connection's next attempt may be a whole backoff step away (1.6 s after the
	// one at 1.55 s), past the bound once a slow restart has missed that one; the
	// attempt is made now. The worker's watchdog, which is what is tested, sees the
	// same outage, ended by the restart rather than by the backoff.
	if err := nc.ForceReconnect(); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-done:
		t.Fatalf("worker stopped after an outage shorter than the bound: %v", err)
	default:
	}
	waitHeartbeats(1)
	// The watchdog samples every tenth of the bound: let it see the connection back, or
	// the two outages count as one (a reconnect shorter than a sample interval).
	time.Sleep(bound / 5)

	// Down for good: the worker fails once the bound has passed, not before.
	cut := time.Now()
	e.ns.Shutdown()
	select {
	case err := <-done:
		took := time.Since(cut)
		if !errors.Is(err, liveness.ErrUnreachable) {
			t.Fatalf("worker run after the cut: %v, want %v", err, liveness.ErrUnreachable)
		}
		if took < bound || took > bound+10*time.Second {
			t.Fatalf("worker failed %v after the cut, want just past the %v bound", took, bound)
		}
		t.Logf("worker failed %v after the cut: %v", took.Round(time.Millisecond), err)
	case <-time.After(bound + 20*time.Second):
		t.Fatal("worker still running long past the bound")
	}
}
