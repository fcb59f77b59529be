package agent

import (
	"math/big"
	"path/filepath"
	"testing"
	"time"

	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/contracts/simchain"
)

// TestFeesWeiConvertsTokenFees: the profit check reads an ETH fee as it is and a token
// fee at its Chainlink feed's price (converted as the scheduler converts); with the
// feed stale, the token fee counts 0.
func TestFeesWeiConvertsTokenFees(t *testing.T) {
	chain := contractstest.NewChain(t, simchain.WithRegisteredWorkers())
	tok := chain.PaymentToken(t, big.NewInt(4e14), big.NewInt(1e12)) // 0.0004 ETH per token
	user := chain.Users[0]
	sub := chain.Subscribe(t, user, tok.Address, big.NewInt(1e9), user.Address)
	eth := chain.RequestInference(t, user, contractstest.Request{Fee: big.NewInt(7e15)})
	inToken := chain.RequestFromSubscription(t, user, sub, contractstest.Request{Fee: big.NewInt(25_000_000)}) // 25 tokens
	st, err := openStore(filepath.Join(t.TempDir(), "state.json"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.close() })
	now := time.Unix(int64(chain.Now(t)), 0)
	m, err := newTxm(testConfig(t).Tx, chain.Client, chain.ChainID, chain.Workers[0].Key, chain.RouterAddress, st,
		func() time.Time { return now }, zap.NewNop())
	if err != nil {
		t.Fatal(err)
	}
	fees, err := m.feesWei(t.Context(), []*big.Int{eth, inToken})
	if err != nil {
		t.Fatal(err)
	}
	if fees[0].Cmp(big.NewInt(7e15)) != 0 || fees[1].Cmp(big.NewInt(1e16)) != 0 {
		t.Fatalf("fees %v, want 7e15 and 25 × 4e14 = 1e16", fees)
	}
	now = now.Add(26 * time.Hour) // the feed's answer is now older than priceMaxAge
	if fees, err = m.feesWei(t.Context(), []*big.Int{eth, inToken}); err != nil || fees[1].Sign() != 0 || fees[0].Cmp(big.NewInt(7e15)) != 0 {
		t.Fatalf("with the feed stale: %v, %v", fees, err)
	}
}
