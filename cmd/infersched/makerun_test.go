package main

import (
	"context"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// `make run` as a newcomer meets it: in a terminal, a progress line, then Ctrl-C. It must
// start and stop without a warning (it printed 9 "bus layout put back" at the start and 7
// "nats disconnected" at the stop), the stack must exit 0 and make report no error
// (`go run` exited 1 after the interrupt: "make: *** [Makefile:63: run] Error 1"). GNU
// make, sent the same interrupt, waits for its child and then ends by that signal
// whatever the child's status: that is the only other ending allowed.
func TestMakeRunStartsAndStopsCleanly(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: make run builds the binary and starts the dev stack")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	cmd := netnsCommand(t, ctx, repoRoot(t), "make -s run")
	var out syncBuffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan struct{})
	var waitErr error
	go func() { waitErr = cmd.Wait(); close(exited) }()
	// The build, the stack's start, then the first progress line (every 5 s).
	waitFor(t, &out, "| since start:", 6*time.Minute, exited)
	interruptGroup(t, cmd)
	select {
	case <-exited:
	case <-ctx.Done():
		t.Fatalf("make run did not stop after Ctrl-C:\n%s", out.String())
	}
	text := out.String()
	if ee, ok := waitErr.(*exec.ExitError); waitErr != nil && !(ok && interruptedBySIGINT(ee)) {
		t.Errorf("make run ended %v after Ctrl-C, want exit 0 (or make's own end by the interrupt)", waitErr)
	}
	for _, line := range strings.Split(text, "\n") {
		if strings.Contains(line, "\tWARN\t") || strings.Contains(line, "\tERROR\t") || strings.HasPrefix(line, "make: ***") {
			t.Errorf("a clean start and stop printed: %s", line)
		}
	}
	if !strings.Contains(text, "summary after ") {
		t.Errorf("no summary at the stop:\n%s", text)
	}
	if t.Failed() {
		t.Logf("output:\n%s", text)
	}
}

// interruptedBySIGINT reports whether the process ended by SIGINT (make re-raises it).
func interruptedBySIGINT(ee *exec.ExitError) bool {
	ws, ok := ee.Sys().(syscall.WaitStatus)
	return ok && ws.Signaled() && ws.Signal() == syscall.SIGINT
}
