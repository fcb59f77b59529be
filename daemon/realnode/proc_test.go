package realnode

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

// proc is a child process whose output goes to a log file, stopped when the test ends.
type proc struct {
	t    *testing.T
	name string
	log  string
	cmd  *exec.Cmd
	done chan struct{}
	err  error
}

func start(t *testing.T, name, bin string, env []string, args ...string) *proc {
	t.Helper()
	logPath := filepath.Join(t.TempDir(), name+".log")
	f, err := os.Create(logPath)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), env...)
	cmd.Stdout, cmd.Stderr = f, f
	if err := cmd.Start(); err != nil {
		f.Close()
		t.Fatalf("start %s: %v", name, err)
	}
	p := &proc{t: t, name: name, log: logPath, cmd: cmd, done: make(chan struct{})}
	go func() {
		p.err = cmd.Wait()
		f.Close()
		close(p.done)
	}()
	t.Cleanup(func() {
		p.stop()
		if t.Failed() {
			t.Logf("--- %s log (tail):\n%s", name, p.tail(60))
		}
	})
	return p
}

// stop sends SIGTERM and waits (SIGKILL after 20 s).
func (p *proc) stop() {
	select {
	case <-p.done:
		return
	default:
	}
	_ = p.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-p.done:
	case <-time.After(20 * time.Second):
		_ = p.cmd.Process.Kill()
		<-p.done
	}
}

// kill sends SIGKILL (a crash: nothing is flushed) and waits.
func (p *proc) kill() {
	_ = p.cmd.Process.Kill()
	<-p.done
}

// exited reports whether the process has ended, and how.
func (p *proc) exited() (bool, error) {
	select {
	case <-p.done:
		return true, p.err
	default:
		return false, nil
	}
}

func (p *proc) tail(n int) string {
	b, _ := os.ReadFile(p.log)
	lines := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}

// run runs a command to completion and fails the test on a non-zero exit.
func run(t *testing.T, dir string, env []string, bin string, args ...string) string {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", filepath.Base(bin), strings.Join(args, " "), err, out)
	}
	return string(out)
}

func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

func moduleRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// gethBinary returns geth built from tools/geth (the pinned go-ethereum), building it
// once per go.sum and Go version into the Go build cache's directory: a cold build
// takes minutes, a cached one nothing. It skips the test, saying why, only when the
// build is impossible here.
func gethBinary(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(moduleRoot(t), "tools", "geth")
	sum, err := os.ReadFile(filepath.Join(dir, "go.sum"))
	if err != nil {
		t.Fatalf("tools/geth: %v", err)
	}
	h := sha256.Sum256(append(sum, runtime.Version()...))
	out, err := exec.Command("go", "env", "GOCACHE").Output()
	if err != nil {
		t.Skipf("geth cannot be built: go env GOCACHE: %v", err)
	}
	cache := string(bytes.TrimSpace(out))
	if cache == "" || cache == "off" || !filepath.IsAbs(cache) {
		cache = t.TempDir() // no build cache: built for this run only
	}
	bin := filepath.Join(cache, "infersched-geth", hex.EncodeToString(h[:8]), "geth")
	if _, err := os.Stat(bin); err == nil {
		return bin
	}
	if err := os.MkdirAll(filepath.Dir(bin), 0o755); err != nil {
		t.Fatal(err)
	}
	// Each build writes its own file and renames it into place: tests (or test
	// processes) building at once on a cold cache never write one file together.
	f, err := os.CreateTemp(filepath.Dir(bin), "geth.*.tmp")
	if err != nil {
		t.Fatal(err)
	}
	tmp := f.Name()
	_ = f.Close()
	defer os.Remove(tmp) // gone after the rename; left by a failed build otherwise
	t.Logf("building geth from tools/geth into %s (minutes when cold)", bin)
	cmd := exec.Command("go", "build", "-o", tmp, "github.com/ethereum/go-ethereum/cmd/geth")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) || errors.Is(err, exec.ErrNotFound) {
			t.Skipf("geth cannot be built from tools/geth (module proxy or cache unreachable?): %v\n%s", err, out)
		}
		t.Fatal(err)
	}
	if err := os.Rename(tmp, bin); err != nil {
		t.Fatal(err)
	}
	return bin
}

// inferschedBinary builds cmd/infersched (the Go build cache makes it quick).
func inferschedBinary(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "infersched")
	run(t, moduleRoot(t), nil, "go", "build", "-o", bin, "./cmd/infersched")
	return bin
}
