package devstack

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"
	"time"
)

// TestTypeScriptClient runs examples/client/request.ts (ethers v6, under the pinned
// tsx) against a dev stack: it sends a request, follows the event stream, and must print
// the echo model's output. It is skipped when Node.js or npm is not installed; the
// packages come from the npm registry through package-lock.json (npm ci, into a copy of
// the example so that the worktree stays clean).
func TestTypeScriptClient(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the TypeScript client example needs npm ci and a dev stack")
	}
	for _, tool := range []string{"node", "npm", "npx"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("Node.js is not installed (%s not on PATH): the TypeScript client example (examples/client) is not run", tool)
		}
	}
	src := filepath.Join("..", "..", "examples", "client")
	dir := t.TempDir()
	for _, f := range []string{"package.json", "package-lock.json", "request.ts"} {
		b, err := os.ReadFile(filepath.Join(src, f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, f), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	run := func(env []string, name string, args ...string) string {
		t.Helper()
		cmd := exec.CommandContext(ctx, name, args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), env...)
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Run(); err != nil {
			t.Fatalf("%s %v: %v\n%s", name, args, err, out.String())
		}
		return out.String()
	}
	run(nil, "npm", "ci", "--no-audit", "--no-fund", "--loglevel=error")

	s := startStack(t, testOptions(t))
	for _, mode := range []string{"stream", "polls"} {
		env := []string{"API=" + s.HTTPURL, "RPC=" + s.Chain.RPCHTTP, "MODEL=" + DevModel, "PROMPT=hello " + mode, "TIMEOUT_S=90"}
		if mode == "polls" {
			env = append(env, "NO_STREAM=1")
		}
		out := run(env, "npx", "--no-install", "tsx", "request.ts")
		t.Logf("%s:\n%s", mode, out)
		if !regexp.MustCompile(`(?m)^output: .*hello ` + mode).MatchString(out) {
			t.Fatalf("%s: no output line with the prompt echoed:\n%s", mode, out)
		}
	}
}
