package simchain

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"
	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts"
)

// waitLimit bounds every wait on the node's background work (pool, index).
const waitLimit = 10 * time.Second

// poll calls done with a growing pause until it reports true, fails, or ctx or waitLimit
// ends; what names the wait in the error.
func poll(ctx context.Context, what string, done func(context.Context) (bool, error)) error {
	ctx, cancel := context.WithTimeout(ctx, waitLimit)
	defer cancel()
	var last error
	for wait := time.Millisecond; ; wait = min(2*wait, 50*time.Millisecond) {
		ok, err := done(ctx)
		if ok {
			return nil
		}
		if err != nil {
			last = err
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("%s: %w", what, errors.Join(ctx.Err(), last))
		case <-time.After(wait):
		}
	}
}

// Opts returns fresh transact options signing as a; the client fills in nonce and gas.
//
// The pool learns of a sent transaction in the background, so a second transaction from
// the same sender could be given the same nonce. Opts therefore first waits until every
// transaction signed through an earlier Opts of a is known to the pool.
func (c *Chain) Opts(ctx context.Context, a Account) (*bind.TransactOpts, error) {
	if err := c.waitNonce(ctx, a.Address); err != nil {
		return nil, err
	}
	opts, err := bind.NewKeyedTransactorWithChainID(a.Key, c.ChainID)
	if err != nil {
		return nil, fmt.Errorf("transactor for %s: %w", a.Name, err)
	}
	opts.Context = ctx
	sign := opts.Signer
	opts.Signer = func(from common.Address, tx *types.Transaction) (*types.Transaction, error) {
		signed, err := sign(from, tx)
		if err == nil {
			c.mu.Lock()
			c.nextNonce[from] = max(c.nextNonce[from], tx.Nonce()+1)
			c.mu.Unlock()
		}
		return signed, err
	}
	return opts, nil
}

// Pay is Opts with a value attached.
func (c *Chain) Pay(ctx context.Context, a Account, wei *big.Int) (*bind.TransactOpts, error) {
	opts, err := c.Opts(ctx, a)
	if err != nil {
		return nil, err
	}
	opts.Value = new(big.Int).Set(wei)
	return opts, nil
}

func (c *Chain) waitNonce(ctx context.Context, addr common.Address) error {
	c.mu.Lock()
	want := c.nextNonce[addr]
	c.mu.Unlock()
	if want == 0 {
		return nil
	}
	return poll(ctx, fmt.Sprintf("pending nonce of %s stuck below %d", addr, want), func(ctx context.Context) (bool, error) {
		n, err := c.Client.PendingNonceAt(ctx, addr)
		return err == nil && n >= want, err
	})
}

// WaitPending blocks until the pool holds every tx as executable (its sender's pending
// nonce is past the tx's nonce), so that the next Commit includes it.
func (c *Chain) WaitPending(ctx context.Context, txs ...*types.Transaction) error {
	signer := types.LatestSignerForChainID(c.ChainID)
	for _, tx := range txs {
		from, err := types.Sender(signer, tx)
		if err != nil {
			return fmt.Errorf("sender of %s: %w", tx.Hash(), err)
		}
		if err := poll(ctx, fmt.Sprintf("transaction %s never became pending", tx.Hash()), func(ctx context.Context) (bool, error) {
			n, err := c.Client.PendingNonceAt(ctx, from)
			return err == nil && n > tx.Nonce(), err
		}); err != nil {
			return err
		}
	}
	return nil
}

// Commit mines the pending transactions into a new block and returns its hash.
//
// The transaction pool promotes a new transaction to "pending" in the background, so a
// transaction sent just before Commit can miss the block. Call WaitPending first, or use
// CommitTxs or Mine, which do.
func (c *Chain) Commit() common.Hash {
	c.mineMu.Lock()
	defer c.mineMu.Unlock()
	return c.Backend.Commit()
}

// Hold stops the chain: no block is made until release is called (Commit, and so Run,
// CommitTxs and Mine, wait meanwhile), as a stalled chain or a node that stopped
// producing would. Transactions sent meanwhile wait in the pool for the next block.
// release may be called more than once.
func (c *Chain) Hold() (release func()) {
	c.mineMu.Lock()
	var once sync.Once
	return func() { once.Do(c.mineMu.Unlock) }
}

// CommitTxs waits until txs are pending, commits, and returns their receipts (whatever
// their status). If the pool still held one back, it commits again, at most 3 times.
// A transaction whose nonce is used by then went into a block that someone else
// committed (a test's miner running alongside): its receipt comes from the index.
func (c *Chain) CommitTxs(ctx context.Context, txs ...*types.Transaction) ([]*types.Receipt, error) {
	if err := c.WaitPending(ctx, txs...); err != nil {
		return nil, err
	}
	signer := types.LatestSignerForChainID(c.ChainID)
	out := make([]*types.Receipt, len(txs))
	missing := len(txs)
	for range 3 {
		block := c.Commit()
		for i, tx := range txs {
			if out[i] != nil {
				continue
			}
			r, err := c.blockReceipt(ctx, block, tx)
			if err != nil {
				return nil, err
			}
			if r == nil {
				if r, err = c.minedElsewhere(ctx, signer, tx); err != nil {
					return nil, err
				}
			}
			if r != nil {
				out[i] = r
				missing--
			}
		}
		if missing == 0 {
			return out, nil
		}
	}
	for i, tx := range txs {
		if out[i] == nil {
			return nil, fmt.Errorf("transaction %s not mined after 3 blocks", tx.Hash())
		}
	}
	return out, nil
}

// minedElsewhere returns the receipt of tx when its sender's mined nonce is past it
// (nil while it is not), or an error when another transaction took the nonce.
func (c *Chain) minedElsewhere(ctx context.Context, signer types.Signer, tx *types.Transaction) (*types.Receipt, error) {
	from, err := types.Sender(signer, tx)
	if err != nil {
		return nil, fmt.Errorf("sender of %s: %w", tx.Hash(), err)
	}
	n, err := c.Client.NonceAt(ctx, from, nil)
	if err != nil {
		return nil, fmt.Errorf("nonce of %s: %w", from, err)
	}
	if n <= tx.Nonce() {
		return nil, nil
	}
	r, err := c.Receipt(ctx, tx)
	if err != nil {
		return nil, fmt.Errorf("transaction %s: nonce %d of %s used, but not by it: %w", tx.Hash(), tx.Nonce(), from, err)
	}
	return r, nil
}

// blockReceipt returns the receipt of tx from the block with hash block, or nil if tx is
// not in it. It does not depend on the node's background transaction index.
func (c *Chain) blockReceipt(ctx context.Context, block common.Hash, tx *types.Transaction) (*types.Receipt, error) {
	br, ok := c.Client.(interface {
		BlockReceipts(context.Context, rpc.BlockNumberOrHash) ([]*types.Receipt, error)
	})
	if !ok { // not the case for go-ethereum's simulated client
		r, err := c.Receipt(ctx, tx)
		if err != nil || r.BlockHash != block {
			return nil, err
		}
		return r, nil
	}
	rs, err := br.BlockReceipts(ctx, rpc.BlockNumberOrHashWithHash(block, false))
	if err != nil {
		return nil, fmt.Errorf("receipts of block %s: %w", block, err)
	}
	for _, r := range rs {
		if r.TxHash == tx.Hash() {
			return r, nil
		}
	}
	return nil, nil
}

// Mine checks that sending tx succeeded, mines it (CommitTxs) and returns its receipt,
// or an error unless the transaction succeeded (a revert named by contracts.DecodeRevert).
// Use it as chain.Mine(ctx)(binding.Method(opts, ...)).
func (c *Chain) Mine(ctx context.Context) func(*types.Transaction, error) (*types.Receipt, error) {
	return func(tx *types.Transaction, err error) (*types.Receipt, error) {
		if err != nil {
			if r, ok := contracts.DecodeRevert(err); ok {
				return nil, fmt.Errorf("transaction reverted: %v: %w", r, err)
			}
			return nil, fmt.Errorf("send transaction: %w", err)
		}
		rs, err := c.CommitTxs(ctx, tx)
		if err != nil {
			return nil, err
		}
		if rs[0].Status != types.ReceiptStatusSuccessful {
			return rs[0], fmt.Errorf("transaction %s failed in block %d", tx.Hash(), rs[0].BlockNumber)
		}
		return rs[0], nil
	}
}

// Receipt returns the receipt of a mined transaction. The node indexes transactions in
// the background, so Receipt waits (up to 10 s) for a just-mined one to appear.
func (c *Chain) Receipt(ctx context.Context, tx *types.Transaction) (*types.Receipt, error) {
	var out *types.Receipt
	var fatal error
	err := poll(ctx, fmt.Sprintf("receipt of %s", tx.Hash()), func(ctx context.Context) (bool, error) {
		r, err := c.Client.TransactionReceipt(ctx, tx.Hash())
		switch {
		case err == nil:
			out = r
			return true, nil
		case !errors.Is(err, ethereum.NotFound) && !strings.Contains(err.Error(), "transaction indexing is in progress") && ctx.Err() == nil:
			// geth's answer for a transaction it mined and has not indexed yet is
			// "not yet", like NotFound.
			fatal = fmt.Errorf("receipt of %s: %w", tx.Hash(), err)
			return true, nil
		}
		return false, err
	})
	if fatal != nil {
		return nil, fatal
	}
	return out, err
}

// Head returns the latest block header.
func (c *Chain) Head(ctx context.Context) (*types.Header, error) {
	h, err := c.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("head: %w", err)
	}
	return h, nil
}

// AdjustTime mines an empty block d later than the head (for tests: deadlines). There
// must be no pending transactions; the pool drops mined ones in the background, so a
// refusal is retried for up to 10 s.
func (c *Chain) AdjustTime(ctx context.Context, d time.Duration) error {
	return poll(ctx, "adjust time (are transactions still pending?)", func(context.Context) (bool, error) {
		c.mineMu.Lock()
		err := c.Backend.AdjustTime(d)
		c.mineMu.Unlock()
		return err == nil, err
	})
}

// Production says when Run commits a block.
type Production struct {
	// Tick is how often Run looks for pending transactions (default 25ms).
	Tick time.Duration
	// WallClock commits pending transactions only while the head's timestamp is behind
	// the wall clock, so that block time keeps to wall time (vouchers and deadlines are in
	// wall-clock seconds): at most a block a second. Without it, a block every Tick while
	// transactions are pending.
	WallClock bool
}

// Run commits a block whenever transactions are pending (as p says), and at least every
// second so that confirmations come, until ctx ends.
func (c *Chain) Run(ctx context.Context, log *zap.Logger, p Production) error {
	if p.Tick <= 0 {
		p.Tick = 25 * time.Millisecond
	}
	tick := time.NewTicker(p.Tick)
	defer tick.Stop()
	last := time.Now()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-tick.C:
		}
		now := time.Now()
		if p.WallClock && now.Sub(last) < time.Second {
			head, err := c.Client.HeaderByNumber(ctx, nil)
			if err != nil {
				if ctx.Err() != nil {
					return nil
				}
				log.Warn("simulated chain head", zap.Error(err))
				continue
			}
			if head.Time >= uint64(now.Unix()) {
				continue
			}
		}
		n, err := c.Client.PendingTransactionCount(ctx)
		if (err == nil && n > 0) || now.Sub(last) >= time.Second {
			c.Commit()
			last = now
		}
	}
}

// Transfer sends wei from from to to in a plain transaction and mines it (Mine: a failed
// transaction is an error). A just-funded account's first transaction goes through
// SendFunded.
func (c *Chain) Transfer(ctx context.Context, from Account, to common.Address, wei *big.Int) (*types.Receipt, error) {
	nonce, err := c.Client.PendingNonceAt(ctx, from.Address)
	if err != nil {
		return nil, fmt.Errorf("transfer to %s: nonce of %s: %w", to.Hex(), from.Name, err)
	}
	head, err := c.Head(ctx)
	if err != nil {
		return nil, fmt.Errorf("transfer to %s: %w", to.Hex(), err)
	}
	tip := big.NewInt(1_000_000_000)
	feeCap := new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), tip)
	tx, err := types.SignNewTx(from.Key, types.LatestSignerForChainID(c.ChainID), &types.DynamicFeeTx{
		ChainID: c.ChainID, Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: 21_000, To: &to, Value: new(big.Int).Set(wei)})
	if err != nil {
		return nil, fmt.Errorf("transfer to %s: sign: %w", to.Hex(), err)
	}
	r, err := c.Mine(ctx)(tx, c.Client.SendTransaction(ctx, tx))
	if err != nil {
		return nil, fmt.Errorf("transfer to %s: %w", to.Hex(), err)
	}
	return r, nil
}

// SendFunded sends (by send) a transaction of an account funded in a block just mined
// (Transfer). The pool learns a new block's balances on a thread of its own and, until it
// has, refuses the account's transactions as "insufficient funds ... balance 0"; such a
// refusal is retried for up to 10 s (or until ctx ends). Any other error is returned at
// once.
func (c *Chain) SendFunded(ctx context.Context, send func() (*types.Transaction, error)) (*types.Transaction, error) {
	var tx *types.Transaction
	var sendErr error
	err := poll(ctx, "send from a just-funded account", func(context.Context) (bool, error) {
		tx, sendErr = send()
		if sendErr != nil && strings.Contains(sendErr.Error(), "insufficient funds") {
			return false, sendErr
		}
		return true, nil
	})
	if err != nil {
		return nil, err
	}
	return tx, sendErr
}
