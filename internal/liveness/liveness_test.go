package liveness

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/infersched/infersched/internal/testutil/natstest"
)

type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time      { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

// A real server goes away: the connection is down, alive until the bound, not alive past
// it, and alive again once the connection is back.
func TestWatchdogTimesAnOutageOfARealServer(t *testing.T) {
	srv := natstest.Start(t)
	nc := srv.Conn(t)
	c := &clock{t: time.Unix(1_000_000, 0)}
	w, err := New(Config{UnreachableAfter: time.Minute}, c.now, NATS("nats", nc))
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Check(); err != nil {
		t.Fatalf("connected: %v", err)
	}
	srv.Shutdown()
	for nc.IsConnected() {
		time.Sleep(10 * time.Millisecond)
	}
	w.Sample() // the outage starts here
	c.add(59 * time.Second)
	if err := w.Check(); err != nil {
		t.Fatalf("down for 59s of a 1m bound: %v", err)
	}
	c.add(time.Second)
	err = w.Check()
	if !errors.Is(err, ErrUnreachable) || !strings.Contains(err.Error(), "nats down for 1m0s") {
		t.Fatalf("down for 1m: %v", err)
	}
	srv.Restart(t)
	deadline := time.Now().Add(10 * time.Second)
	for !nc.IsConnected() && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if err := w.Check(); err != nil {
		t.Fatalf("reconnected: %v", err)
	}
	// A new outage is timed from its own start.
	srv.Shutdown()
	for nc.IsConnected() {
		time.Sleep(10 * time.Millisecond)
	}
	w.Sample()
	c.add(30 * time.Second)
	if err := w.Check(); err != nil {
		t.Fatalf("second outage, 30s: %v", err)
	}
}

func TestRunReturnsPastTheBoundOnlyWhenAskedTo(t *testing.T) {
	up := true
	var mu sync.Mutex
	tg := Target{Name: "dep", Up: func() bool { mu.Lock(); defer mu.Unlock(); return up }}
	w, err := New(Config{UnreachableAfter: time.Second}, nil, tg)
	if err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	up = false
	mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	start := time.Now()
	if err := w.Run(ctx, true); !errors.Is(err, ErrUnreachable) {
		t.Fatalf("Run(exit): %v", err)
	}
	// Past the bound, never before it. How soon after it depends on the machine's load,
	// so it is not asserted: ErrUnreachable rather than the context's 10 s says Run
	// returned on the bound.
	if d := time.Since(start); d < time.Second {
		t.Fatalf("Run(exit) returned after %v, before the 1s bound", d)
	}
	ctx2, cancel2 := context.WithTimeout(context.Background(), 1500*time.Millisecond)
	defer cancel2()
	if err := w.Run(ctx2, false); err != nil {
		t.Fatalf("Run(no exit): %v", err)
	}
}

func TestConfigValidate(t *testing.T) {
	if err := DefaultConfig().Validate(); err != nil {
		t.Fatal(err)
	}
	for _, d := range []time.Duration{0, -time.Second, 999 * time.Millisecond, 25 * time.Hour} {
		err := Config{UnreachableAfter: d}.Validate()
		if err == nil || !strings.Contains(err.Error(), "unreachable_after") {
			t.Errorf("%v: %v", d, err)
		}
	}
	if _, err := New(Config{}, nil); err == nil {
		t.Error("New with a zero bound")
	}
}
