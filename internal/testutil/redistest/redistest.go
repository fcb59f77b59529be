// Package redistest runs a real redis-server binary for a test, on a free 127.0.0.1 port
// with its working directory in the test's temporary directory, and stops it in
// t.Cleanup.
//
// It is for tests only: the server keeps nothing on disk (no RDB, no AOF), listens only
// on loopback, and a missing binary fails the test with how to install it rather than
// skipping it.
package redistest

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
)

// Server is one redis-server process.
type Server struct {
	mu    sync.Mutex
	bin   string
	dir   string
	port  int
	extra []string // further redis-server arguments
	cmd   *exec.Cmd
	done  chan struct{} // closed when cmd has exited
}

// Start starts redis-server on a free loopback port and waits until it answers PING.
// The test fails when redis-server is not installed.
func Start(t testing.TB) *Server {
	t.Helper()
	return startWith(t)
}

func startWith(t testing.TB, extra ...string) *Server {
	t.Helper()
	bin, err := exec.LookPath("redis-server")
	if err != nil {
		t.Fatal("redis-server not installed: apt-get install -y redis-server")
	}
	s := &Server{bin: bin, dir: t.TempDir(), extra: extra}
	var lastErr error
	for attempt := 0; attempt < 5; attempt++ {
		port, err := freePort()
		if err != nil {
			t.Fatalf("redistest: free port: %v", err)
		}
		s.port = port
		if lastErr = s.start(); lastErr == nil {
			t.Cleanup(s.stop)
			return s
		}
	}
	t.Fatalf("redistest: start redis-server: %v", lastErr)
	return nil
}

// Addr is host:port of the server; it stays the same across Restart.
func (s *Server) Addr() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return net.JoinHostPort("127.0.0.1", strconv.Itoa(s.port))
}

// Client returns a client for the server that is closed when the test ends.
func (s *Server) Client(t testing.TB) *redis.Client {
	t.Helper()
	c := redis.NewClient(&redis.Options{Addr: s.Addr()})
	t.Cleanup(func() { _ = c.Close() })
	return c
}

// Restart stops the server and starts it again on the same port, as a crash and restart
// of the Redis process would. Data is lost: the server persists nothing.
func (s *Server) Restart(t testing.TB) {
	t.Helper()
	s.stop()
	var err error
	// The port was just released; another process may hold it for a moment.
	for attempt := 0; attempt < 20; attempt++ {
		if err = s.start(); err == nil {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("redistest: restart redis-server on port %d: %v", s.port, err)
}

// Stop stops the server and waits for it to exit. Safe to call more than once; the
// test's cleanup calls it too.
func (s *Server) Stop() { s.stop() }

func (s *Server) start() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	logPath := filepath.Join(s.dir, "redis.log")
	cmd := exec.Command(s.bin, append([]string{
		"--port", strconv.Itoa(s.port),
		"--bind", "127.0.0.1",
		"--dir", s.dir,
		"--save", "",
		"--appendonly", "no",
		"--daemonize", "no",
		"--protected-mode", "no",
		// DEBUG DIGEST lets a test check that an operation wrote nothing.
		"--enable-debug-command", "local",
		"--logfile", logPath,
	}, s.extra...)...)
	setDeathSignal(cmd)
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("exec %s: %w", s.bin, err)
	}
	done := make(chan struct{})
	go func() {
		_ = cmd.Wait()
		close(done)
	}()
	if err := waitPing(net.JoinHostPort("127.0.0.1", strconv.Itoa(s.port)), done, 10*time.Second); err != nil {
		_ = cmd.Process.Kill()
		<-done
		return fmt.Errorf("%w (log: %s)", err, tail(logPath))
	}
	s.cmd, s.done = cmd, done
	return nil
}

func (s *Server) stop() {
	s.mu.Lock()
	cmd, done := s.cmd, s.done
	s.cmd, s.done = nil, nil
	s.mu.Unlock()
	if cmd == nil {
		return
	}
	_ = cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		_ = cmd.Process.Kill()
		<-done
	}
}

func waitPing(addr string, exited <-chan struct{}, within time.Duration) error {
	c := redis.NewClient(&redis.Options{Addr: addr, MaxRetries: -1, DialTimeout: 200 * time.Millisecond})
	defer c.Close()
	deadline := time.Now().Add(within)
	for {
		select {
		case <-exited:
			return errors.New("redis-server exited during start")
		default:
		}
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		err := c.Ping(ctx).Err()
		cancel()
		if err == nil {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("no PONG from %s within %v: %w", addr, within, err)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

func tail(path string) string {
	f, err := os.Open(path)
	if err != nil {
		return err.Error()
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		lines = append(lines, sc.Text())
		if len(lines) > 5 {
			lines = lines[1:]
		}
	}
	return fmt.Sprint(lines)
}
