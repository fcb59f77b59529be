package contracts_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/contracts/simchain"
)

func expect(c *contractstest.Chain) contracts.Expect {
	return contracts.Expect{ChainID: c.ChainID.Uint64(), Router: c.RouterAddress, Registry: c.RegistryAddress,
		Anchor: c.AnchorAddress, Verifier: c.VerifierAddress, Scheduler: c.Scheduler.Address}
}

// Start-up checks: a correct deployment passes; each misconfiguration is one clear error
// saying what to fix; several are reported at once.
func TestCheckDeployment(t *testing.T) {
	c := contractstest.NewChain(t, simchain.WithWorkers(0), simchain.WithUsers(1))
	if err := contracts.CheckDeployment(t.Context(), c.Client, expect(c)); err != nil {
		t.Fatalf("correct deployment: %v", err)
	}
	stranger := c.Users[0].Address
	for _, tc := range []struct {
		name string
		edit func(*contracts.Expect)
		want []string
	}{
		{"wrong chain id", func(e *contracts.Expect) { e.ChainID = 1 },
			[]string{"chain.chain_id: the node serves chain " + c.ChainID.String() + ", configured 1"}},
		{"no code at the router", func(e *contracts.Expect) { e.Router = stranger },
			[]string{"chain.contracts.router: no contract code at " + stranger.Hex(),
				"chain.contracts.result_verifier: the ResultVerifier reads the router " + c.RouterAddress.Hex()}},
		{"wrong scheduler key", func(e *contracts.Expect) { e.Scheduler = stranger },
			[]string{"chain.contracts.router: the InferenceRouter's scheduler() is " + c.Scheduler.Address.Hex() + " but the signer key is " + stranger.Hex(),
				"chain.contracts.decision_anchor: the DecisionAnchor's scheduler() is " + c.Scheduler.Address.Hex(),
				"chain.contracts.result_verifier: the ResultVerifier's scheduler() is " + c.Scheduler.Address.Hex()}},
		{"anchor given as verifier", func(e *contracts.Expect) { e.Verifier = c.AnchorAddress },
			[]string{"chain.contracts.result_verifier: router() unreadable",
				"chain.contracts.worker_registry: the WorkerRegistry's bound verifier is " + c.VerifierAddress.Hex() + ", configured " + c.AnchorAddress.Hex()}},
		{"router given as registry", func(e *contracts.Expect) { e.Registry = c.RouterAddress },
			[]string{"chain.contracts.worker_registry: minStake() unreadable", "chain.contracts.worker_registry: unstakeDelay() unreadable",
				"chain.contracts.worker_registry: verifier() unreadable"}},
		{"a withdrawal delay no longer than a voucher's life", func(e *contracts.Expect) { e.MinWithdrawalDelay = 15 * time.Minute },
			[]string{"chain.contracts.router: the router's withdrawalDelay is 900s, not above 15m0s"}},
		{"everything wrong at once", func(e *contracts.Expect) {
			e.ChainID, e.Anchor, e.Scheduler = 5, stranger, stranger
		}, []string{"chain.chain_id", "chain.contracts.decision_anchor: no contract code", "chain.contracts.router: the InferenceRouter's scheduler()",
			"chain.contracts.result_verifier: the ResultVerifier's scheduler()"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := expect(c)
			tc.edit(&e)
			err := contracts.CheckDeployment(t.Context(), c.Client, e)
			t.Logf("%v", err)
			if !errors.Is(err, contracts.ErrDeployment) {
				t.Fatalf("err = %v, want ErrDeployment", err)
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q\ndoes not say %q", err, w)
				}
			}
			if n := strings.Count(err.Error(), "\n") + 1; n != len(tc.want) {
				t.Errorf("%d problems reported, want %d:\n%v", n, len(tc.want), err)
			}
		})
	}
	// A worker checks chain, router and registry only.
	if err := contracts.CheckDeployment(t.Context(), c.Client, contracts.Expect{ChainID: c.ChainID.Uint64(),
		Router: c.RouterAddress, Registry: c.RegistryAddress}); err != nil {
		t.Fatalf("worker's check: %v", err)
	}
}
