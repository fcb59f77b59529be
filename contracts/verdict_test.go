package contracts_test

import (
	"math/big"
	"testing"

	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/contracts/contractstest"
)

// TestVerdictConsumerStoresItsVerdict: the example consumer's callback succeeds within
// its CALLBACK_GAS through a single submitResult, for an answer that approves and one
// that rejects (a callback that ran out of gas would only show as CallbackFailed).
func TestVerdictConsumerStoresItsVerdict(t *testing.T) {
	chain := contractstest.NewChain(t)
	chain.RegisterAll(t)
	user, w := chain.Users[0], chain.Workers[0]
	_, tx, vc, err := bindings.DeployVerdictConsumer(chain.Opts(t, user), chain.Client, chain.RouterAddress, 120_000)
	chain.Mine(t)(tx, err)
	for _, tc := range []struct {
		out  string
		want uint8
	}{{"yes", 2}, {"echo: yes", 3}} {
		rec := chain.Mine(t)(vc.Ask(chain.Pay(t, user, big.NewInt(1e15)), "llama3-8b", []byte("q"), 64, chain.Now(t)+3600))
		id := requestedID(t, chain, rec)
		res := chain.SubmitResult(t, w, id, []byte(tc.out))
		for _, l := range res.Logs {
			if _, err := chain.Router.ParseCallbackFailed(*l); err == nil {
				t.Fatalf("%q: CallbackFailed (gas used %d)", tc.out, res.GasUsed)
			}
		}
		if v, err := vc.Verdicts(nil, id); err != nil || v != tc.want {
			t.Fatalf("%q: verdict %d (%v), want %d", tc.out, v, err, tc.want)
		}
	}
}
