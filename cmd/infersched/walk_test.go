package main

import (
	"bytes"
	"context"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// TestREADMEWalkthroughs runs `make walk`: every walkthrough block of README.md, as
// written and in order, against fresh dev stacks (tools/walk/walk.sh), with cast from
// npm's @foundry-rs/cast. A walkthrough that no longer works fails here: a cast command
// that hangs on the dev chain (a 1 wei tip), a consumer deploy that reverts (a
// constructor of one argument), request ids wrong by the time a reader runs them,
// three-replica steps that fail. Skipped when a tool the walk needs is not installed.
func TestREADMEWalkthroughs(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the walkthroughs start several dev stacks")
	}
	for _, tool := range []string{"bash", "make", "curl", "jq", "node", "npm", "unshare", "ip"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed: the README's walkthroughs are not run", tool)
		}
	}
	if out, err := exec.Command("unshare", "--user", "--map-root-user", "--net", "--mount", "--pid", "--fork", "--mount-proc", "true").CombinedOutput(); err != nil {
		t.Skipf("cannot make the walk's namespaces here (unshare: %v: %s)", err, bytes.TrimSpace(out))
	}
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "make", "-s", "walk")
	cmd.Dir = repoRoot(t)
	var out syncBuffer
	cmd.Stdout, cmd.Stderr = &out, &out
	start := time.Now()
	err := cmd.Run()
	text := out.String()
	if err != nil {
		t.Fatalf("make walk: %v after %s\n%s", err, time.Since(start).Round(time.Second), tail(text, 12000))
	}
	if !strings.Contains(text, "blocks of README.md ran") {
		t.Fatalf("make walk ran no block:\n%s", tail(text, 4000))
	}
	t.Logf("make walk: %s", time.Since(start).Round(time.Second))
}

// tail is the end of s, at most n bytes.
func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return "…" + s[len(s)-n:]
}
