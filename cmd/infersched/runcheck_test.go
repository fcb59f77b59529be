package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/infersched/infersched/contracts/simchain"
)

// `infersched run` with a signer key that is not the router's scheduler() refuses to
// start, says which key the contracts expect, and reports the anchor's mismatch with it:
// before it assigns anything (vouchers nobody could redeem).
func TestRunStartChecksTheDeployment(t *testing.T) {
	c, err := simchain.New(t.Context(), simchain.WithRPC("127.0.0.1:0"), simchain.WithWorkers(0), simchain.WithUsers(1))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	example, err := os.ReadFile(filepath.Join("..", "..", "deploy", "config.example.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	cfg := strings.NewReplacer(
		`rpc_urls: ["http://127.0.0.1:8545"]`, `rpc_urls: ["`+c.RPCHTTP+`"]`,
		`router: ""`, `router: "`+c.RouterAddress.Hex()+`"`,
		`worker_registry: ""`, `worker_registry: "`+c.RegistryAddress.Hex()+`"`,
		`decision_anchor: ""`, `decision_anchor: "`+c.AnchorAddress.Hex()+`"`,
	).Replace(string(example))
	path := filepath.Join(t.TempDir(), "config.yaml")
	if err := os.WriteFile(path, []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	wrong := c.Users[0]
	t.Setenv("INFERSCHED_SCHEDULER_KEY", wrong.KeyHex())
	code, _, errOut := runCLI(t, "", "run", "--config", path)
	for _, want := range []string{
		"chain.contracts.router: the InferenceRouter's scheduler() is " + c.Scheduler.Address.Hex() + " but the signer key is " + wrong.Address.Hex(),
		"chain.contracts.decision_anchor: the DecisionAnchor's scheduler() is " + c.Scheduler.Address.Hex(),
	} {
		if code != exitFailure || !strings.Contains(errOut, want) {
			t.Fatalf("exit %d, stderr %q\nwant it to say %q", code, errOut, want)
		}
	}
}
