package agent

import (
	"context"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/contracts/simchain"
)

func TestRegister(t *testing.T) {
	chain := contractstest.NewChain(t, simchain.WithWorkers(1), simchain.WithUsers(0))
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() { // mine whatever is pending
		defer close(done)
		for {
			select {
			case <-stop:
				return
			case <-time.After(20 * time.Millisecond):
			}
			if n, err := chain.Client.PendingTransactionCount(context.Background()); err == nil && n > 0 {
				chain.Commit()
			}
		}
	}()
	t.Cleanup(func() { close(stop); <-done })
	w := chain.Workers[0]
	half := new(big.Int).Div(chain.MinStake, big.NewInt(2))
	if _, err := Register(context.Background(), chain.Client, chain.ChainID, chain.RegistryAddress, w.Key, half); err == nil ||
		!strings.Contains(err.Error(), "InsufficientStake") {
		t.Fatalf("stake below the minimum: %v", err)
	}
	r, err := Register(context.Background(), chain.Client, chain.ChainID, chain.RegistryAddress, w.Key, chain.MinStake)
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != 1 {
		t.Fatalf("receipt status %d", r.Status)
	}
	if got := chain.StakeOf(t, w); got.Cmp(chain.MinStake) != 0 {
		t.Fatalf("stake %s, want %s", got, chain.MinStake)
	}
}
