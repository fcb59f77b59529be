package contracts_test

import (
	"bytes"
	"fmt"
	"math/big"
	"os"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/core/types"

	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/contracts/contractstest"
)

// TestCallbackGas measures, from receipts (Osaka rules), the gas of a request and of a
// result with and without a callback. With CALLBACK_GAS_REPORT=<file> it writes the
// table as markdown (docs/benchmarks.md). Gas is deterministic; the test asserts only
// that a callback costs what it should: the result without one plus the callback's own
// gas and less than the overhead bound.
func TestCallbackGas(t *testing.T) {
	chain := contractstest.NewChain(t)
	chain.RegisterAll(t)
	user, w := chain.Users[0], chain.Workers[0]
	var b strings.Builder
	b.WriteString("| call | gas |\n|---|---:|\n")
	row := func(name string, r *types.Receipt) uint64 {
		fmt.Fprintf(&b, "| %s | %d |\n", name, r.GasUsed)
		return r.GasUsed
	}
	now := chain.Now(t) + hour
	plainID, rec := chain.RequestInferenceReceipt(t, user, contractstest.Request{Fee: fee})
	row("requestInference (EOA, prompt 5 B)", rec)
	rec = chain.Mine(t)(chain.Router.RequestInferenceWithCallback(chain.Pay(t, user, fee), "llama3-8b", []byte("hello"), 128,
		now, 100_000, 8192, false, callbackGas))
	eoaID := requestedID(t, chain, rec)
	row("requestInferenceWithCallback (EOA, prompt 5 B)", rec)

	_, tx, verdict, err := bindings.DeployVerdictConsumer(chain.Opts(t, user), chain.Client, chain.RouterAddress, 120_000)
	chain.Mine(t)(tx, err)
	rec = chain.Mine(t)(verdict.Ask(chain.Pay(t, user, fee), "llama3-8b", []byte("is it? yes or no"), 8, now))
	verdictID := requestedID(t, chain, rec)
	row("VerdictConsumer.ask (contract → requestInferenceWithCallback, its own storage included)", rec)
	store := deployProbe(t, chain, user, modeStore, 0)
	storeID := store.request(t, fee, callbackGas)
	revertID := deployProbe(t, chain, user, modeRevert, 0).request(t, fee, callbackGas)
	burnID := deployProbe(t, chain, user, modeBurn, 0).request(t, fee, callbackGas)

	out := bytes.Repeat([]byte("o"), 16)
	base := row("submitResult, no callback (output 16 B)", chain.SubmitResult(t, w, plainID, out))
	row("submitResult, callback to an EOA (no code: CallbackFailed)", chain.SubmitResult(t, w, eoaID, out))
	vg := row("submitResult, VerdictConsumer callback (\"yes\", stores the verdict)", chain.SubmitResult(t, w, verdictID, []byte("yes")))
	row("submitResult, CallbackProbe storing 4 slots", chain.SubmitResult(t, w, storeID, out))
	row("submitResult, reverting callback", chain.SubmitResult(t, w, revertID, out))
	bg := row(fmt.Sprintf("submitResult, callback burning all its %d gas", callbackGas), chain.SubmitResult(t, w, burnID, out))
	if bg < base+callbackGas || bg > base+callbackGas+12_000 {
		t.Errorf("burning callback: %d gas, want the plain result's %d + %d + less than 12 000 of call overhead", bg, base, callbackGas)
	}
	if vg <= base {
		t.Errorf("VerdictConsumer callback %d gas, plain %d", vg, base)
	}

	// Batches of 4: plain, and every item with a storing callback.
	plain := requests(t, chain, user, 4, contractstest.Request{Fee: fee})
	var cb []*big.Int
	for range 4 {
		cb = append(cb, store.request(t, fee, callbackGas))
	}
	for _, batch := range []struct {
		name string
		ids  []*big.Int
	}{{"no callbacks", plain}, {"4 storing callbacks", cb}} {
		var items []bindings.InferenceRouterResultItem
		for _, id := range batch.ids {
			items = append(items, batchItem(t, chain, w, id, out))
		}
		r := chain.Mine(t)(chain.Router.SubmitResults(chain.Opts(t, w), items))
		fmt.Fprintf(&b, "| submitResults of 4, %s (per result) | %d |\n", batch.name, r.GasUsed/4)
	}
	t.Log("\n" + b.String())
	if path := os.Getenv("CALLBACK_GAS_REPORT"); path != "" {
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
