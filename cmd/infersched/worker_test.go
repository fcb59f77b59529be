package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/infersched/infersched/contracts/simchain"
)

// The worker refuses to start, naming the setting to fix, when its router address holds
// no contract or its chain id is not the node's: before it connects to NATS or takes a job.
func TestWorkerStartChecksTheDeployment(t *testing.T) {
	c, err := simchain.New(t.Context(), simchain.WithRPC("127.0.0.1:0"), simchain.WithWorkers(1), simchain.WithUsers(1))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	t.Setenv("INFERSCHED_WORKER_KEY", c.Workers[0].KeyHex())
	write := func(chainID uint64, router string) string {
		p := filepath.Join(t.TempDir(), "worker.yaml")
		cfg := fmt.Sprintf(`worker:
  models: [m]
  nats_url: nats://127.0.0.1:1
  state_file: %s
  backend: {kind: echo}
  key: {private_key_env: INFERSCHED_WORKER_KEY}
  chain:
    rpc_urls: [%s]
    chain_id: %d
    router: "%s"
    registry: "%s"
`, filepath.Join(t.TempDir(), "state.json"), c.RPCHTTP, chainID, router, c.RegistryAddress.Hex())
		if err := os.WriteFile(p, []byte(cfg), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	code, _, errOut := runCLI(t, "", "worker", "--config", write(c.ChainID.Uint64(), c.Users[0].Address.Hex()))
	if code != exitFailure || !strings.Contains(errOut, "worker.chain.router: no contract code at "+c.Users[0].Address.Hex()) {
		t.Fatalf("router without code: exit %d, %q", code, errOut)
	}
	// The right router: the check passes and the worker goes on to NATS, which is not there.
	code, _, errOut = runCLI(t, "", "worker", "--config", write(c.ChainID.Uint64(), c.RouterAddress.Hex()))
	if code != exitFailure || strings.Contains(errOut, "deployment check") {
		t.Fatalf("correct deployment: exit %d, %q", code, errOut)
	}
}
