package keeper

import (
	"context"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/contracts/simchain"
	"github.com/infersched/infersched/internal/ethrpc"
)

// mining mines every block until the test ends (the keeper waits for its receipts).
func mining(t *testing.T, chain *contractstest.Chain) {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		for ctx.Err() == nil {
			chain.Commit()
			time.Sleep(20 * time.Millisecond)
		}
	}()
	t.Cleanup(func() { cancel(); <-done })
}

// TestKeeperRefundsWhatIsDue: a pass refunds, in batches of max_batch, exactly the
// pending requests past their deadline or their withdrawal's effective time (ETH ones
// back to the requester, a subscription's back to its balance), takes the owner's
// keeper fee for it, leaves the rest, and the next pass finds nothing more.
func TestKeeperRefundsWhatIsDue(t *testing.T) {
	chain := contractstest.NewChain(t, simchain.WithRegisteredWorkers())
	tok := chain.PaymentToken(t, big.NewInt(4e14), big.NewInt(1e12))
	user, keeperAcct := chain.Users[0], chain.Users[2]
	chain.Mine(t)(chain.Router.SetKeeperFeeCap(chain.Opts(t, chain.Owner), common.Address{}, big.NewInt(1000)))
	chain.Mine(t)(chain.Router.SetWithdrawalDelay(chain.Opts(t, chain.Owner), 60))
	sub := chain.Subscribe(t, user, tok.Address, big.NewInt(1e9), user.Address)
	soon := chain.Now(t) + 30
	expiredETH := chain.RequestInference(t, user, contractstest.Request{Fee: big.NewInt(1e15), Deadline: soon})
	expiredSub := chain.RequestFromSubscription(t, user, sub, contractstest.Request{Fee: big.NewInt(5e6), Deadline: soon})
	served := chain.RequestInference(t, user, contractstest.Request{Fee: big.NewInt(1e15), Deadline: soon})
	chain.SubmitResult(t, chain.Workers[0], served, []byte("ok"))
	later := chain.RequestInference(t, user, contractstest.Request{Fee: big.NewInt(1e15)})
	withdrawn := chain.RequestInference(t, user, contractstest.Request{Fee: big.NewInt(1e15)})
	chain.Mine(t)(chain.Router.WithdrawRequest(chain.Opts(t, user), withdrawn))
	chain.AdjustTime(t, 2*time.Minute)

	pool, err := ethrpc.New(ethrpc.DefaultConfig(), func(context.Context, string) (ethrpc.Client, error) { return chain.Client, nil }, zap.NewNop(), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	cfg := DefaultConfig()
	cfg.Enabled, cfg.MaxBatch, cfg.ResubmitAfter = true, 2, 5*time.Second
	k, err := New(cfg, pool, chain.ChainID, chain.RouterAddress, keeperAcct.Key, zap.NewNop(), nil)
	if err != nil {
		t.Fatal(err)
	}
	mining(t, chain)
	before := chain.Balance(t, user.Address)
	n, err := k.Pass(t.Context())
	if err != nil || n != 3 {
		t.Fatalf("pass refunded %d, %v; want 3", n, err)
	}
	for id, want := range map[*big.Int]contracts.RequestStatus{expiredETH: contracts.StatusRefunded, expiredSub: contracts.StatusRefunded,
		withdrawn: contracts.StatusRefunded, served: contracts.StatusFulfilled, later: contracts.StatusPending} {
		if s := chain.Status(t, id); s != want {
			t.Errorf("request %s is %s, want %s", id, s, want)
		}
	}
	// Two ETH refunds of 1e15 less the keeper's 1000 each; the token refund went back to
	// the subscription.
	if got := new(big.Int).Sub(chain.Balance(t, user.Address), before); got.Cmp(big.NewInt(2e15-2000)) != 0 {
		t.Errorf("requester got back %s wei, want %d", got, int64(2e15-2000))
	}
	if _, reserved := chain.Subscription(t, sub); reserved.Sign() != 0 {
		t.Errorf("subscription still reserves %s", reserved)
	}
	if n, err := k.Pass(t.Context()); err != nil || n != 0 {
		t.Fatalf("second pass refunded %d, %v", n, err)
	}
	if k.cursor.Cmp(later) != 0 {
		t.Errorf("cursor at %s, want the first unsettled id %s", k.cursor, later)
	}
}

// TestKeeperScansRoundTheWindow: a pass reads at most max_scan ids; an old pending
// request at the front does not keep the newer ones from being read on later passes.
func TestKeeperScansRoundTheWindow(t *testing.T) {
	chain := contractstest.NewChain(t)
	user := chain.Users[0]
	chain.RequestInference(t, user, contractstest.Request{}) // pending for an hour: holds the cursor
	var due []*big.Int
	for range 5 {
		due = append(due, chain.RequestInference(t, user, contractstest.Request{Deadline: chain.Now(t) + 20}))
	}
	chain.AdjustTime(t, time.Minute)
	pool, err := ethrpc.New(ethrpc.DefaultConfig(), func(context.Context, string) (ethrpc.Client, error) { return chain.Client, nil }, zap.NewNop(), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	cfg := DefaultConfig()
	cfg.Enabled, cfg.MaxBatch, cfg.MaxScan = true, 2, 2
	k, err := New(cfg, pool, chain.ChainID, chain.RouterAddress, chain.Users[1].Key, zap.NewNop(), nil)
	if err != nil {
		t.Fatal(err)
	}
	mining(t, chain)
	total := 0
	for pass := 0; pass < 6; pass++ {
		n, err := k.Pass(t.Context())
		if err != nil {
			t.Fatal(err)
		}
		total += n
	}
	if total != 5 {
		t.Fatalf("refunded %d over six passes of two ids, want 5", total)
	}
	for _, id := range due {
		if s := chain.Status(t, id); s != contracts.StatusRefunded {
			t.Errorf("request %s is %s", id, s)
		}
	}
}

func TestConfigValidate(t *testing.T) {
	c := DefaultConfig()
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	c.Enabled, c.Signer.PrivateKeyEnv, c.MaxBatch, c.Interval = true, "", 5000, 0
	err := c.Validate()
	for _, want := range []string{"signer", "max_batch", "interval"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%v does not name %s", err, want)
		}
	}
}
