package redistest

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
	"time"
)

// Sentinel is one redis-sentinel process watching one master.
type Sentinel struct {
	port int
}

// StartSentinel starts redis-sentinel on a free loopback port, monitoring master under
// the name masterName (quorum 1), and waits until it answers PING. It stops in
// t.Cleanup. The test fails when redis-sentinel is not installed.
func StartSentinel(t testing.TB, master *Server, masterName string) *Sentinel {
	t.Helper()
	bin, err := exec.LookPath("redis-sentinel")
	if err != nil {
		t.Fatal("redis-sentinel not installed: apt-get install -y redis-sentinel")
	}
	dir := t.TempDir()
	var lastErr error
	for attempt := 0; attempt < 5; attempt++ {
		port, err := freePort()
		if err != nil {
			t.Fatalf("redistest: free port: %v", err)
		}
		conf := filepath.Join(dir, "sentinel.conf") // sentinel rewrites it: it must be writable
		text := fmt.Sprintf("port %d\nbind 127.0.0.1\nprotected-mode no\ndir %s\nlogfile %s\n"+
			"sentinel monitor %s 127.0.0.1 %d 1\nsentinel down-after-milliseconds %s 1000\n",
			port, dir, filepath.Join(dir, "sentinel.log"), masterName, master.port, masterName)
		if err := os.WriteFile(conf, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(bin, conf)
		setDeathSignal(cmd)
		if err := cmd.Start(); err != nil {
			t.Fatalf("redistest: exec %s: %v", bin, err)
		}
		done := make(chan struct{})
		go func() {
			_ = cmd.Wait()
			close(done)
		}()
		if lastErr = waitPing(net.JoinHostPort("127.0.0.1", strconv.Itoa(port)), done, 10*time.Second); lastErr != nil {
			_ = cmd.Process.Kill()
			<-done
			lastErr = fmt.Errorf("%w (log: %s)", lastErr, tail(filepath.Join(dir, "sentinel.log")))
			continue
		}
		t.Cleanup(func() {
			_ = cmd.Process.Signal(syscall.SIGTERM)
			select {
			case <-done:
			case <-time.After(10 * time.Second):
				_ = cmd.Process.Kill()
				<-done
			}
		})
		return &Sentinel{port: port}
	}
	t.Fatalf("redistest: start redis-sentinel: %v", lastErr)
	return nil
}

// Addr is host:port of the sentinel.
func (s *Sentinel) Addr() string { return net.JoinHostPort("127.0.0.1", strconv.Itoa(s.port)) }
