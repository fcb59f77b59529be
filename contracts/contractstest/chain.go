package contractstest

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/contracts/simchain"
)

// Account is a funded key on the simulated chain.
type Account = simchain.Account

// Option changes the parameters of NewChain (simchain.WithWorkers, …).
type Option = simchain.Option

// NewAccount derives the fixed key of label, as the chain derives its own accounts.
func NewAccount(t testing.TB, label string) Account {
	t.Helper()
	a, err := simchain.NewAccount(label)
	if err != nil {
		t.Fatalf("contractstest: %v", err)
	}
	return a
}

// Chain is a simchain.Chain whose methods fail the test instead of returning errors.
// The embedded chain's fields (Client, Router, Workers, …) are used directly.
type Chain struct {
	*simchain.Chain
}

// NewChain starts a simchain.Chain (contracts deployed, accounts funded) and closes it
// when the test ends.
func NewChain(t testing.TB, opts ...Option) *Chain {
	t.Helper()
	c, err := simchain.New(context.Background(), opts...)
	if err != nil {
		t.Fatalf("contractstest: %v", err)
	}
	t.Cleanup(c.Close)
	return &Chain{Chain: c}
}

// must fails t on err, else returns v: must(c.Chain.Head(ctx))(t).
func must[T any](v T, err error) func(testing.TB) T {
	return func(t testing.TB) T {
		t.Helper()
		if err != nil {
			t.Fatalf("contractstest: %v", err)
		}
		return v
	}
}

// Opts returns fresh transact options signing as a (see simchain.Chain.Opts).
func (c *Chain) Opts(t testing.TB, a Account) *bind.TransactOpts {
	t.Helper()
	return must(c.Chain.Opts(context.Background(), a))(t)
}

// Pay is Opts with a value attached.
func (c *Chain) Pay(t testing.TB, a Account, wei *big.Int) *bind.TransactOpts {
	t.Helper()
	return must(c.Chain.Pay(context.Background(), a, wei))(t)
}

// CommitTxs waits until txs are pending, commits, and returns their receipts (whatever
// their status).
func (c *Chain) CommitTxs(t testing.TB, txs ...*types.Transaction) []*types.Receipt {
	t.Helper()
	return must(c.Chain.CommitTxs(context.Background(), txs...))(t)
}

// Head returns the latest block header.
func (c *Chain) Head(t testing.TB) *types.Header {
	t.Helper()
	return must(c.Chain.Head(context.Background()))(t)
}

// Now returns the latest block's timestamp (unix seconds). The next block's timestamp
// is at least Now()+1.
func (c *Chain) Now(t testing.TB) uint64 {
	t.Helper()
	return c.Head(t).Time
}

// AdjustTime mines an empty block d later than the current head. There must be no
// pending transactions.
func (c *Chain) AdjustTime(t testing.TB, d time.Duration) {
	t.Helper()
	if err := c.Chain.AdjustTime(context.Background(), d); err != nil {
		t.Fatalf("contractstest: %v", err)
	}
}

// Receipt returns the receipt of a mined transaction, waiting for the node's index.
func (c *Chain) Receipt(t testing.TB, tx *types.Transaction) *types.Receipt {
	t.Helper()
	return must(c.Chain.Receipt(context.Background(), tx))(t)
}

// Mine checks that sending tx succeeded, mines it and returns its receipt, failing the
// test unless the transaction succeeded. Use it as chain.Mine(t)(binding.Method(opts, ...)).
func (c *Chain) Mine(t testing.TB) func(*types.Transaction, error) *types.Receipt {
	return func(tx *types.Transaction, err error) *types.Receipt {
		t.Helper()
		return must(c.Chain.Mine(context.Background())(tx, err))(t)
	}
}

// Balance returns the balance of addr at the latest block.
func (c *Chain) Balance(t testing.TB, addr common.Address) *big.Int {
	t.Helper()
	b, err := c.Client.BalanceAt(context.Background(), addr, nil)
	if err != nil {
		t.Fatalf("contractstest: balance of %s: %v", addr, err)
	}
	return b
}

// DeployRouter deploys another InferenceRouter with the same owner, scheduler and limits.
func (c *Chain) DeployRouter(t testing.TB) (common.Address, *bindings.InferenceRouter) {
	t.Helper()
	addr, r, err := c.Chain.DeployRouter(context.Background())
	if err != nil {
		t.Fatalf("contractstest: %v", err)
	}
	return addr, r
}
