package audit

import (
	"context"
	"errors"
	"strings"
	"testing"

	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/internal/ethrpc"
)

// noClose hides the simulated client's Close from the pool.
type noClose struct{ ethrpc.Client }

// An anchor signed by a key DecisionAnchor does not accept is reported with the custom
// error's name and argument, not a bare "execution reverted".
func TestAnchorRevertNamesCustomError(t *testing.T) {
	chain := contractstest.NewChain(t)
	rcfg := ethrpc.DefaultConfig()
	rcfg.RPCURLs = []string{"ws://sim:8546"}
	pool, err := ethrpc.New(rcfg, func(context.Context, string) (ethrpc.Client, error) { return noClose{chain.Client}, nil }, zap.NewNop(), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	cfg := DefaultConfig()
	cfg.AnchorEvery = 5
	wrong := chain.Users[0] // not the scheduler
	a, err := NewAnchorer(cfg, pool, chain.ChainID, chain.AnchorAddress, wrong.Key, nil, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	_, err = a.Send(t.Context(), 1, 5, [32]byte{1})
	r, ok := errors.AsType[*contracts.Revert](err)
	if !ok || r.Name != "NotScheduler" {
		t.Fatalf("err = %v, want a NotScheduler revert", err)
	}
	if !strings.Contains(err.Error(), "NotScheduler("+wrong.Address.Hex()+")") {
		t.Fatalf("message %q does not name the error and its argument", err)
	}
}
