package devstack

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"testing"
	"time"

	"github.com/infersched/infersched/internal/testutil/enginekit"
)

// TestTypeScriptClient builds the client package (examples/client: tsc through npm ci's
// prepare) and runs its example request.ts (ethers v6, under the pinned tsx) against a
// dev stack: it sends a request, follows the event stream (then polls only), and must
// print the echo model's output; and a 100 kB repeat answer, off chain, fetched and
// hash-checked; and, with the real engine behind the stack (dev --backend-url), a chat
// document encoded by the client, its transcript fetched and checked by the client; a
// document the client's encoder refuses is never sent. It is skipped when Node.js or
// npm is not installed; the packages come from the npm registry through
// package-lock.json (npm ci, into a copy of the example so that the worktree stays
// clean).
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
	if err := os.MkdirAll(filepath.Join(dir, "src"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"package.json", "package-lock.json", "tsconfig.json", "request.ts", "src/index.ts", "src/abi.ts"} {
		b, err := os.ReadFile(filepath.Join(src, f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, f), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	run := func(env []string, name string, args ...string) string {
		t.Helper()
		cmd := exec.CommandContext(ctx, name, args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), env...)
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		start := time.Now()
		if err := cmd.Run(); err != nil {
			t.Fatalf("%s %v after %v: %v\n%s", name, args, time.Since(start).Round(time.Second), err, out.String())
		}
		t.Logf("%s %v took %v", name, args, time.Since(start).Round(time.Second))
		return out.String()
	}
	run(nil, "npm", "ci", "--no-audit", "--no-fund", "--loglevel=error")

	// npm ci ran the package's prepare script (tsc): the client type-checks and builds.
	if _, err := os.Stat(filepath.Join(dir, "dist", "index.d.ts")); err != nil {
		t.Fatalf("the package did not build: %v", err)
	}
	// The real engine behind the stack, for a chat document and its transcript.
	eng := enginekit.Start(t, enginekit.Options{})
	o := testOptions(t)
	o.BackendURL = eng.URL
	s := startStack(t, o)
	// An answer above the router's inline limit: fetched from the output endpoint and
	// checked against its on-chain hash by the client.
	env := []string{"API=" + s.HTTPURL, "RPC=" + s.Chain.RPCHTTP, "MODEL=" + RepeatModel, "PROMPT=abc ", "MAX_TOKENS=100000", "TIMEOUT_S=90"}
	out := run(env, "npx", "--no-install", "tsx", "request.ts")
	if !regexp.MustCompile(`(?m)^output: 100000 bytes off chain, keccak-256 0x[0-9a-f]{64} checked`).MatchString(out) {
		t.Fatalf("off-chain output: no checked output line:\n%s", out)
	}
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
	// A chat document, encoded by the client, on the engine: its transcript, hash and
	// signature checked by the client.
	doc := `{"infer":1,"task":"chat","messages":[{"role":"system","content":"Be brief."},{"role":"user","content":"Hi"}],"temperature":0,"seed":42}`
	out = run([]string{"API=" + s.HTTPURL, "RPC=" + s.Chain.RPCHTTP, "MODEL=llama-7b", "DOCUMENT=" + doc, "MAX_TOKENS=12", "TRANSCRIPT=1", "TIMEOUT_S=90"},
		"npx", "--no-install", "tsx", "request.ts")
	t.Logf("chat on the engine:\n%s", out)
	if !regexp.MustCompile(`(?m)^transcript: [1-9][0-9]* prompt tokens, ([1-9]|1[0-2]) output tokens of llama-7b \(vllm\), keccak-256 0x[0-9a-f]{64} signed by 0x[0-9a-f]{40}$`).MatchString(out) {
		t.Fatalf("no checked transcript line:\n%s", out)
	}
	// A document the client's encoder refuses never becomes a transaction.
	bad := `{"infer":1,"task":"chat","messages":[{"role":"robot","content":"Hi"}]}`
	cmd := exec.CommandContext(ctx, "npx", "--no-install", "tsx", "request.ts")
	cmd.Dir, cmd.Env = dir, append(os.Environ(), "API="+s.HTTPURL, "RPC="+s.Chain.RPCHTTP, "DOCUMENT="+bad)
	if b, err := cmd.CombinedOutput(); err == nil || !bytes.Contains(b, []byte("InvalidDocument")) || !bytes.Contains(b, []byte("messages[0].role")) {
		t.Fatalf("a bad document: %v\n%s", err, b)
	}
}

// TestTypeScriptClientABI: the client's typed ABI (examples/client/src/abi.ts, written by
// gen-abi.mjs) is the router's ABI the Go bindings come from.
func TestTypeScriptClientABI(t *testing.T) {
	ts, err := os.ReadFile(filepath.Join("..", "..", "examples", "client", "src", "abi.ts"))
	if err != nil {
		t.Fatal(err)
	}
	abi, err := os.ReadFile(filepath.Join("..", "..", "contracts", "abi", "InferenceRouter.json"))
	if err != nil {
		t.Fatal(err)
	}
	body, ok := bytes.CutPrefix(ts, []byte("// Generated by gen-abi.mjs from contracts/abi/InferenceRouter.json: do not edit.\nexport const inferenceRouterAbi = "))
	body, ok2 := bytes.CutSuffix(body, []byte(" as const;\n"))
	var got, want any
	if !ok || !ok2 || json.Unmarshal(body, &got) != nil || json.Unmarshal(abi, &want) != nil || !reflect.DeepEqual(got, want) {
		t.Fatal("examples/client/src/abi.ts is not contracts/abi/InferenceRouter.json: run `npm run gen-abi` in examples/client")
	}
}
