package daemon

import (
	"context"
	"net"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"go.uber.org/zap"

	"github.com/infersched/infersched/internal/liveness"
	"github.com/infersched/infersched/internal/sdnotify"
)

// Under systemd the daemon says READY=1, pings the watchdog while it is alive, stops
// pinging once a dependency has been unreachable past the bound (what /healthz 503
// says), so that systemd restarts it, and says STOPPING=1 on the way out.
func TestSystemdWatchdogPingsOnlyWhileAlive(t *testing.T) {
	path := filepath.Join(t.TempDir(), "notify")
	sock, err := net.ListenUnixgram("unixgram", &net.UnixAddr{Name: path, Net: "unixgram"})
	if err != nil {
		t.Fatal(err)
	}
	defer sock.Close()
	t.Setenv("NOTIFY_SOCKET", path)
	t.Setenv("WATCHDOG_USEC", "40000") // a ping every 20 ms
	t.Setenv("WATCHDOG_PID", "")

	var mu sync.Mutex
	now := time.Unix(1_700_000_000, 0)
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	var up atomic.Bool
	up.Store(true)
	w, err := liveness.New(liveness.Config{UnreachableAfter: time.Minute}, clock, liveness.Target{Name: "nats", Up: up.Load})
	if err != nil {
		t.Fatal(err)
	}
	s := &components{alive: w, log: zap.NewNop()}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.notifySystemd(ctx) }()

	read := func() string {
		buf := make([]byte, 64)
		_ = sock.SetReadDeadline(time.Now().Add(30 * time.Second))
		n, err := sock.Read(buf)
		if err != nil {
			t.Fatalf("no notification: %v", err)
		}
		return string(buf[:n])
	}
	if got := read(); got != sdnotify.Ready {
		t.Fatalf("first notification %q, want READY=1", got)
	}
	for range 3 {
		if got := read(); got != sdnotify.Watchdog {
			t.Fatalf("notification %q while alive, want WATCHDOG=1", got)
		}
	}
	// Down past the bound: no more pings.
	up.Store(false)
	w.Sample()
	mu.Lock()
	now = now.Add(2 * time.Minute)
	mu.Unlock()
	if w.Check() == nil {
		t.Fatal("the watchdog does not see the outage")
	}
	// The pings stop: a second without one comes (a ping already under way when the
	// outage was seen may still arrive first).
	buf := make([]byte, 64)
	for deadline := time.Now().Add(30 * time.Second); ; {
		_ = sock.SetReadDeadline(time.Now().Add(time.Second))
		if _, err := sock.Read(buf); err != nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("still pinging the watchdog 30 s after the outage passed the bound")
		}
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if got := read(); got != sdnotify.Stopping {
		t.Fatalf("last notification %q, want STOPPING=1", got)
	}
}
