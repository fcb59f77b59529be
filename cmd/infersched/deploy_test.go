package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/ethclient"
	"go.uber.org/zap"

	"github.com/infersched/infersched/agent"
	"github.com/infersched/infersched/contracts/deploy"
	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/daemon/devstack"
	"github.com/infersched/infersched/internal/yamlconf"
)

// `infersched deploy` against the dev chain's JSON-RPC over HTTP: deploys, writes
// configs the daemon and the worker accept, and a re-run sends nothing and verifies.
func TestDeployAgainstTheDevChain(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the dev stack")
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	o := devstack.DefaultOptions()
	o.HTTP, o.RPC, o.NATS, o.Workers, o.Users = "127.0.0.1:0", "127.0.0.1:0", "127.0.0.1:0", 0, 1
	o.Log, o.Out = zap.NewNop(), nil
	s, err := devstack.Start(ctx, o)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	rpc := s.Chain.RPCHTTP
	deployer := s.Chain.Users[0]
	t.Setenv("TEST_DEPLOYER_KEY", deployer.KeyHex())
	out := t.TempDir()
	args := []string{"deploy", "--rpc", rpc, "--key-env", "TEST_DEPLOYER_KEY", "--scheduler", s.Chain.Scheduler.Address.Hex(),
		"--min-stake", "5000", "--unstake-delay", "1h", "--out", out, "--log-level", "warn"}

	code, stdout, stderr := runCLI(t, "", args...)
	if code != 0 {
		t.Fatalf("deploy: exit %d: %s", code, stderr)
	}
	if !strings.Contains(stdout, deploy.DaemonChainFile) {
		t.Fatalf("stdout %q", stdout)
	}
	rec, err := deploy.ReadRecord(out)
	if err != nil || rec == nil || !rec.Complete() {
		t.Fatalf("record %+v, %v", rec, err)
	}

	// The daemon's section is a valid config on its own, with every address run needs.
	cfg, err := config.Load(filepath.Join(out, deploy.DaemonChainFile))
	if err != nil {
		t.Fatal(err)
	}
	if err := cfg.Runnable(); err != nil {
		t.Fatal(err)
	}
	if cfg.Chain.Contracts.Router != rec.Router.Address.Hex() || cfg.Indexer.StartBlock != rec.Router.Block {
		t.Fatalf("daemon section %+v, record %+v", cfg.Chain, rec)
	}
	// The worker's section decodes into the worker's config.
	var wf struct {
		Worker agent.Config `yaml:"worker"`
	}
	data, _ := os.ReadFile(filepath.Join(out, deploy.WorkerChainFile))
	if _, err := yamlconf.Decode(data, &wf); err != nil {
		t.Fatal(err)
	}
	if wf.Worker.Chain.Registry != rec.Registry.Address.Hex() || wf.Worker.Chain.ChainID != rec.ChainID {
		t.Fatalf("worker section %+v", wf.Worker.Chain)
	}
	// With the ResultVerifier deployed, a worker set up from its section takes
	// verification jobs.
	if rec.Verifier == nil || wf.Worker.Chain.ResultVerifier != rec.Verifier.Address.Hex() {
		t.Fatalf("worker section's result_verifier %q, deployed %+v", wf.Worker.Chain.ResultVerifier, rec.Verifier)
	}

	// Idempotent: a second run sends no transaction and confirms the same addresses.
	client, err := ethclient.Dial(rpc)
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	nonce, _ := client.PendingNonceAt(ctx, deployer.Address)
	if code, _, stderr := runCLI(t, "", args...); code != 0 {
		t.Fatalf("re-run: exit %d: %s", code, stderr)
	}
	if n, _ := client.PendingNonceAt(ctx, deployer.Address); n != nonce {
		t.Fatalf("re-run sent %d transactions", n-nonce)
	}
	again, _ := deploy.ReadRecord(out)
	if *again.Router != *rec.Router || *again.Anchor != *rec.Anchor {
		t.Fatalf("re-run changed the record: %+v → %+v", rec, again)
	}

	// Other parameters against the same record: refused, nothing sent.
	bad := append(append([]string(nil), args...), "--max-prompt-bytes", "7")
	if code, _, stderr := runCLI(t, "", bad...); code == 0 || !strings.Contains(stderr, "the record was made with") {
		t.Fatalf("changed params: exit %d: %s", code, stderr)
	}

	// A record pointing at the wrong code is caught by verification.
	rec.Router.Address = rec.Registry.Address
	raw, _ := json.Marshal(rec)
	if err := os.WriteFile(filepath.Join(out, deploy.RecordFile), raw, 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := runCLI(t, "", args...); code != exitFailure || !strings.Contains(stderr, "InferenceRouter at") {
		t.Fatalf("tampered record: exit %d: %s", code, stderr)
	}

	// An interrupted deployment resumes: drop the anchor, re-run, only it is sent.
	rec, _ = deploy.ReadRecord(out)
	rec.Router = again.Router
	rec.Anchor = nil
	raw, _ = json.Marshal(rec)
	_ = os.WriteFile(filepath.Join(out, deploy.RecordFile), raw, 0o644)
	nonce, _ = client.PendingNonceAt(ctx, deployer.Address)
	if code, _, stderr := runCLI(t, "", args...); code != 0 {
		t.Fatalf("resume: exit %d: %s", code, stderr)
	}
	if n, _ := client.PendingNonceAt(ctx, deployer.Address); n != nonce+1 {
		t.Fatalf("resume sent %d transactions, want 1", n-nonce)
	}
}
