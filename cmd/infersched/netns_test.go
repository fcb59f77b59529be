package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// repoRoot is the module's root, where the Makefile and the README are.
func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// netnsCommand runs script under bash in a network namespace of its own (unshare -rn,
// loopback up), so that the fixed ports the README and `make run` use (8080, 8545,
// 4222) never meet another test's or another user's on this machine. It skips the test
// when the tools or the namespace are not available. The command is the leader of a
// process group of its own (interrupt it as a terminal's Ctrl-C would: interruptGroup).
func netnsCommand(t *testing.T, ctx context.Context, dir, script string, env ...string) *exec.Cmd {
	t.Helper()
	for _, tool := range []string{"unshare", "ip", "bash", "make"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed: a network namespace of its own is needed for the README's fixed ports", tool)
		}
	}
	if out, err := exec.Command("unshare", "-rn", "ip", "link", "set", "lo", "up").CombinedOutput(); err != nil {
		t.Skipf("cannot make a network namespace here (unshare -rn: %v: %s)", err, bytes.TrimSpace(out))
	}
	cmd := exec.CommandContext(ctx, "unshare", "-rn", "bash", "-c", "ip link set lo up && exec bash -c \"$0\"", script)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = 10 * time.Second
	return cmd
}

// interruptGroup sends SIGINT to cmd's process group, as Ctrl-C in a terminal does.
func interruptGroup(t *testing.T, cmd *exec.Cmd) {
	t.Helper()
	if err := syscall.Kill(-cmd.Process.Pid, syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
}

// waitFor polls out until it contains want, for at most within.
func waitFor(t *testing.T, out *syncBuffer, want string, within time.Duration, exited <-chan struct{}) {
	t.Helper()
	deadline := time.Now().Add(within)
	for !strings.Contains(out.String(), want) {
		select {
		case <-exited:
			t.Fatalf("exited before printing %q:\n%s", want, out.String())
		case <-time.After(200 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			t.Fatalf("no %q within %s:\n%s", want, within, out.String())
		}
	}
}
