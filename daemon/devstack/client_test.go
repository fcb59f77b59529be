package devstack

import (
	"bytes"
	"context"
	"encoding/json"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"testing"
	"time"

	"github.com/infersched/infersched/internal/testutil/enginekit"
)

// TestTypeScriptClient checks the client package (examples/client) as a user meets it,
// against a dev stack with the real engine behind it (dev --backend-url): its committed
// dist/ is what tsc builds from src/ (under the pinned TypeScript); it installs from a
// checkout into another project (npm install --install-links PATH: no build step, ethers
// with it) and works there; and its example request.ts (under the pinned tsx) sends a
// request, follows the event stream (then polls only), and prints the echo model's
// output, and a 100 kB repeat answer, off chain, fetched and hash-checked; a chat
// document encoded by the client runs on the engine and its transcript is fetched and
// checked by the client; a document the client's encoder refuses is never sent; and its
// example subscription.ts pays from a subscription in the dev stablecoin (create,
// approve, fund, consumer, quote in the token, request) and watches an expired request
// refunded by the keeper. It is skipped when Node.js or npm is not installed; the
// packages come from the npm registry through package-lock.json, into copies, so that
// the worktree stays clean.
func TestTypeScriptClient(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("-short: the TypeScript client example needs npm ci and a dev stack")
	}
	for _, tool := range []string{"node", "npm", "npx"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("Node.js is not installed (%s not on PATH): the TypeScript client example (examples/client) is not run", tool)
		}
	}
	src := filepath.Join("..", "..", "examples", "client")
	dir := filepath.Join(t.TempDir(), "client")
	copyPackage(t, src, dir)
	pristine := filepath.Join(t.TempDir(), "checkout", "client")
	copyPackage(t, src, pristine)
	ctx, cancel := context.WithTimeout(context.Background(), 12*time.Minute)
	defer cancel()
	run := func(in string, env []string, name string, args ...string) string {
		t.Helper()
		cmd := exec.CommandContext(ctx, name, args...)
		cmd.Dir = in
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
	run(dir, nil, "npm", "ci", "--no-audit", "--no-fund", "--loglevel=error")

	// The package is used without building it, so dist/ is committed and must be what
	// the sources build to.
	run(dir, nil, "npx", "--no-install", "tsc", "-p", ".", "--outDir", "fresh")
	fresh, err := os.ReadDir(filepath.Join(dir, "fresh"))
	if err != nil || len(fresh) == 0 {
		t.Fatalf("tsc built nothing: %v", err)
	}
	for _, f := range fresh {
		want, _ := os.ReadFile(filepath.Join(dir, "fresh", f.Name()))
		got, err := os.ReadFile(filepath.Join(dir, "dist", f.Name()))
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("examples/client/dist/%s is not what src/ builds to: run `npm ci && npm run build` in examples/client and commit dist/", f.Name())
		}
	}

	// The real engine behind the stack, for a chat document and its transcript.
	eng := enginekit.Start(t, enginekit.Options{})
	o := testOptions(t)
	o.BackendURL = eng.URL
	s := startStack(t, o)
	// Installed from a checkout into another project (it failed: "tsc: not found" in
	// prepare), the package and its ethers work there.
	app := filepath.Join(t.TempDir(), "app")
	if err := os.MkdirAll(app, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(app, "package.json"), []byte(`{"name":"app","private":true,"type":"module"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	run(app, nil, "npm", "install", "--install-links", "--no-audit", "--no-fund", "--loglevel=error", pristine)
	quote := `import { InferschedClient } from "@infersched/client";
import { JsonRpcProvider, Wallet } from "ethers";
const info = await (await fetch(process.env.API + "/v1/info")).json();
const key = info.dev_accounts.find((a) => a.name === "user-0").private_key;
const c = await InferschedClient.connect(process.env.API, new Wallet(key, new JsonRpcProvider(process.env.RPC)));
const q = await c.quote({ model: "echo", maxTokens: 8 });
console.log("suggested_fee_wei " + q.suggested_fee_wei);
`
	if err := os.WriteFile(filepath.Join(app, "quote.mjs"), []byte(quote), 0o644); err != nil {
		t.Fatal(err)
	}
	out := run(app, []string{"API=" + s.HTTPURL, "RPC=" + s.Chain.RPCHTTP}, "node", "quote.mjs")
	if !regexp.MustCompile(`(?m)^suggested_fee_wei [0-9]+$`).MatchString(out) {
		t.Fatalf("the installed package's quote: %s", out)
	}

	// An answer above the router's inline limit: fetched from the output endpoint and
	// checked against its on-chain hash by the client.
	env := []string{"API=" + s.HTTPURL, "RPC=" + s.Chain.RPCHTTP, "MODEL=" + RepeatModel, "PROMPT=abc ", "MAX_TOKENS=100000", "TIMEOUT_S=90"}
	out = run(dir, env, "npx", "--no-install", "tsx", "request.ts")
	if !regexp.MustCompile(`(?m)^output: 100000 bytes off chain, keccak-256 0x[0-9a-f]{64} checked`).MatchString(out) {
		t.Fatalf("off-chain output: no checked output line:\n%s", out)
	}
	out = run(dir, []string{"API=" + s.HTTPURL, "RPC=" + s.Chain.RPCHTTP, "EXPIRE=1", "TIMEOUT_S=90"}, "npx", "--no-install", "tsx", "subscription.ts")
	t.Logf("subscription:\n%s", out)
	for _, want := range []string{`(?m)^subscription \d+ funded with 10\.0 TUSD$`, `(?m)^output: .*hello from a subscription`,
		`(?m)^request \d+: refunded by tx 0x[0-9a-f]{64}; reserved 0\.0 TUSD$`} {
		if !regexp.MustCompile(want).MatchString(out) {
			t.Fatalf("subscription.ts: no line %s:\n%s", want, out)
		}
	}
	for _, mode := range []string{"stream", "polls"} {
		env := []string{"API=" + s.HTTPURL, "RPC=" + s.Chain.RPCHTTP, "MODEL=" + DevModel, "PROMPT=hello " + mode, "TIMEOUT_S=90"}
		if mode == "polls" {
			env = append(env, "NO_STREAM=1")
		}
		out := run(dir, env, "npx", "--no-install", "tsx", "request.ts")
		t.Logf("%s:\n%s", mode, out)
		if !regexp.MustCompile(`(?m)^output: .*hello ` + mode).MatchString(out) {
			t.Fatalf("%s: no output line with the prompt echoed:\n%s", mode, out)
		}
	}
	// A chat document, encoded by the client, on the engine: its transcript, hash and
	// signature checked by the client.
	doc := `{"infer":1,"task":"chat","messages":[{"role":"system","content":"Be brief."},{"role":"user","content":"Hi"}],"temperature":0,"seed":42}`
	out = run(dir, []string{"API=" + s.HTTPURL, "RPC=" + s.Chain.RPCHTTP, "MODEL=llama-7b", "DOCUMENT=" + doc, "MAX_TOKENS=12", "TRANSCRIPT=1", "TIMEOUT_S=90"},
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

// copyPackage copies the package folder src to dst as a checkout holds it (no
// node_modules).
func copyPackage(t *testing.T, src, dst string) {
	t.Helper()
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		if d.IsDir() {
			if d.Name() == "node_modules" {
				return filepath.SkipDir
			}
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
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
