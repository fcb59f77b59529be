package contractstest

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/node"
	"github.com/ethereum/go-ethereum/params"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/bindings"
)

// Ether is 10^18 wei.
var Ether = big.NewInt(1_000_000_000_000_000_000)

// Account is a funded key on the simulated chain.
type Account struct {
	Name    string // label the key was derived from, e.g. "worker-0"
	Key     *ecdsa.PrivateKey
	Address common.Address
}

// NewAccount derives a deterministic key from label (keccak256 of the label).
func NewAccount(label string) Account {
	key, err := crypto.ToECDSA(crypto.Keccak256([]byte("infersched/contractstest/" + label)))
	if err != nil {
		panic(fmt.Sprintf("contractstest: derive key %q: %v", label, err)) // cannot happen for keccak output
	}
	return Account{Name: label, Key: key, Address: crypto.PubkeyToAddress(key.PublicKey)}
}

// Params are the constructor arguments of the deployed contracts and the chain's funding.
type Params struct {
	Workers           int           // number of worker accounts (default 3)
	Users             int           // number of user accounts (default 3)
	Balance           *big.Int      // genesis balance of every account (default 1000 ether)
	MinStake          *big.Int      // WorkerRegistry minimum stake (default 1 ether)
	UnstakeDelay      time.Duration // WorkerRegistry withdraw delay, whole seconds (default 1h)
	MaxPromptBytes    int64         // InferenceRouter prompt limit (default 4096)
	MaxModelNameBytes int64         // InferenceRouter model name limit (default 64)
	// BackendOptions are passed to simulated.NewBackend (e.g. simulated.WithBlockGasLimit).
	BackendOptions []func(*node.Config, *ethconfig.Config)
}

// Option changes the Params of NewChain.
type Option func(*Params)

// WithWorkers sets the number of worker accounts.
func WithWorkers(n int) Option { return func(p *Params) { p.Workers = n } }

// WithUsers sets the number of user accounts.
func WithUsers(n int) Option { return func(p *Params) { p.Users = n } }

// WithBalance sets the genesis balance of every account.
func WithBalance(wei *big.Int) Option { return func(p *Params) { p.Balance = new(big.Int).Set(wei) } }

// WithMinStake sets WorkerRegistry's minimum stake.
func WithMinStake(wei *big.Int) Option { return func(p *Params) { p.MinStake = new(big.Int).Set(wei) } }

// WithUnstakeDelay sets WorkerRegistry's withdraw delay.
func WithUnstakeDelay(d time.Duration) Option { return func(p *Params) { p.UnstakeDelay = d } }

// WithLimits sets InferenceRouter's prompt and model name limits, in bytes.
func WithLimits(maxPromptBytes, maxModelNameBytes int64) Option {
	return func(p *Params) { p.MaxPromptBytes, p.MaxModelNameBytes = maxPromptBytes, maxModelNameBytes }
}

// WithBackendOptions passes options through to simulated.NewBackend.
func WithBackendOptions(opts ...func(*node.Config, *ethconfig.Config)) Option {
	return func(p *Params) { p.BackendOptions = append(p.BackendOptions, opts...) }
}

// WithChainConfig runs the chain with cfg instead of go-ethereum's dev configuration
// (params.AllDevChainProtocolChanges, chain id 1337), which enables every fork up to
// Bogota, including its state-gas metering (EIP-8037/8038) that makes storage writes
// several times dearer than on mainnet today. OsakaConfig is the dev configuration
// stopped at Osaka.
func WithChainConfig(cfg *params.ChainConfig) Option {
	return WithBackendOptions(func(_ *node.Config, e *ethconfig.Config) { e.Genesis.Config = cfg })
}

// OsakaConfig is go-ethereum's dev chain configuration without the forks after Osaka.
func OsakaConfig() *params.ChainConfig {
	cfg := *params.AllDevChainProtocolChanges
	cfg.AmsterdamTime = nil
	cfg.BogotaTime = nil
	return &cfg
}

// DefaultParams are the Params NewChain starts from.
func DefaultParams() Params {
	return Params{
		Workers:           3,
		Users:             3,
		Balance:           new(big.Int).Mul(big.NewInt(1000), Ether),
		MinStake:          new(big.Int).Set(Ether),
		UnstakeDelay:      time.Hour,
		MaxPromptBytes:    4096,
		MaxModelNameBytes: 64,
	}
}

// Chain is a simulated chain with the three contracts deployed. Exported fields are
// read-only after NewChain. Opts may be called from several goroutines; the helpers that
// mine (Mine, CommitTxs, the Register/Request/Submit helpers) are meant for the test's
// own goroutine. Reading through Client is always safe.
type Chain struct {
	Backend *simulated.Backend
	Client  simulated.Client
	ChainID *big.Int
	Params  Params

	Owner     Account // owns the router and the anchor contract
	Scheduler Account // signs vouchers and anchors roots
	Deployer  Account // sent the deployment transactions (not the owner)
	Workers   []Account
	Users     []Account

	RouterAddress   common.Address
	Router          *bindings.InferenceRouter
	RegistryAddress common.Address
	Registry        *bindings.WorkerRegistry
	AnchorAddress   common.Address
	Anchor          *bindings.DecisionAnchor

	mu        sync.Mutex
	nextNonce map[common.Address]uint64 // per sender: last nonce signed by Opts + 1

	// MinStake is Params.MinStake, for brevity.
	MinStake *big.Int
	// DeployBlock is the number of the block holding the deployments.
	DeployBlock uint64
}

// NewChain starts a simulated backend with funded accounts, deploys InferenceRouter,
// WorkerRegistry and DecisionAnchor in one block, and closes the backend when the test ends.
func NewChain(t testing.TB, opts ...Option) *Chain {
	t.Helper()
	p := DefaultParams()
	for _, o := range opts {
		o(&p)
	}
	if p.Workers < 0 || p.Users < 0 || p.Balance == nil || p.Balance.Sign() <= 0 || p.MinStake == nil ||
		p.UnstakeDelay < 0 || p.MaxPromptBytes <= 0 || p.MaxModelNameBytes <= 0 {
		t.Fatalf("contractstest: invalid params %+v", p)
	}

	c := &Chain{
		Params:    p,
		Owner:     NewAccount("owner"),
		Scheduler: NewAccount("scheduler"),
		Deployer:  NewAccount("deployer"),
		MinStake:  p.MinStake,
		nextNonce: map[common.Address]uint64{},
	}
	for i := range p.Workers {
		c.Workers = append(c.Workers, NewAccount(fmt.Sprintf("worker-%d", i)))
	}
	for i := range p.Users {
		c.Users = append(c.Users, NewAccount(fmt.Sprintf("user-%d", i)))
	}
	alloc := types.GenesisAlloc{}
	for _, a := range c.Accounts() {
		alloc[a.Address] = types.Account{Balance: new(big.Int).Set(p.Balance)}
	}
	c.Backend = simulated.NewBackend(alloc, p.BackendOptions...)
	t.Cleanup(func() { _ = c.Backend.Close() })
	c.Client = c.Backend.Client()

	id, err := c.Client.ChainID(context.Background())
	if err != nil {
		t.Fatalf("contractstest: chain id: %v", err)
	}
	c.ChainID = id

	// The three deployments go into one block.
	deployer := func() *bind.TransactOpts { return c.Opts(t, c.Deployer) }
	var txs []*types.Transaction
	var tx *types.Transaction
	c.RouterAddress, tx, c.Router, err = bindings.DeployInferenceRouter(deployer(), c.Client,
		c.Owner.Address, c.Scheduler.Address, big.NewInt(p.MaxPromptBytes), big.NewInt(p.MaxModelNameBytes))
	if err != nil {
		t.Fatalf("contractstest: deploy InferenceRouter: %v", err)
	}
	txs = append(txs, tx)
	c.RegistryAddress, tx, c.Registry, err = bindings.DeployWorkerRegistry(deployer(), c.Client,
		p.MinStake, uint64(p.UnstakeDelay/time.Second))
	if err != nil {
		t.Fatalf("contractstest: deploy WorkerRegistry: %v", err)
	}
	txs = append(txs, tx)
	c.AnchorAddress, tx, c.Anchor, err = bindings.DeployDecisionAnchor(deployer(), c.Client,
		c.Owner.Address, c.Scheduler.Address)
	if err != nil {
		t.Fatalf("contractstest: deploy DecisionAnchor: %v", err)
	}
	txs = append(txs, tx)
	for _, r := range c.CommitTxs(t, txs...) {
		if r.Status != types.ReceiptStatusSuccessful {
			t.Fatalf("contractstest: deployment %s failed", r.TxHash)
		}
		c.DeployBlock = r.BlockNumber.Uint64()
	}
	return c
}

// Accounts returns every funded account: owner, scheduler, deployer, workers, users.
func (c *Chain) Accounts() []Account {
	out := []Account{c.Owner, c.Scheduler, c.Deployer}
	out = append(out, c.Workers...)
	return append(out, c.Users...)
}

// Opts returns fresh transact options signing as a; the client fills in nonce and gas.
//
// The pool learns of a sent transaction in the background, so a second transaction from
// the same sender could be given the same nonce. Opts therefore first waits until every
// transaction signed through an earlier Opts of a is known to the pool.
func (c *Chain) Opts(t testing.TB, a Account) *bind.TransactOpts {
	t.Helper()
	c.waitNonce(t, a.Address)
	opts, err := bind.NewKeyedTransactorWithChainID(a.Key, c.ChainID)
	if err != nil {
		t.Fatalf("contractstest: transactor for %s: %v", a.Name, err)
	}
	opts.Context = context.Background()
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
	return opts
}

func (c *Chain) waitNonce(t testing.TB, addr common.Address) {
	t.Helper()
	c.mu.Lock()
	want := c.nextNonce[addr]
	c.mu.Unlock()
	if want == 0 {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for wait := time.Millisecond; ; wait = min(2*wait, 50*time.Millisecond) {
		n, err := c.Client.PendingNonceAt(ctx, addr)
		if err == nil && n >= want {
			return
		}
		select {
		case <-ctx.Done():
			t.Fatalf("contractstest: pending nonce of %s stuck below %d: %v", addr, want, err)
		case <-time.After(wait):
		}
	}
}

// Pay is Opts with a value attached.
func (c *Chain) Pay(t testing.TB, a Account, wei *big.Int) *bind.TransactOpts {
	t.Helper()
	opts := c.Opts(t, a)
	opts.Value = new(big.Int).Set(wei)
	return opts
}

// Commit mines the pending transactions into a new block and returns its hash.
//
// The transaction pool promotes a new transaction to "pending" in the background, so a
// transaction sent just before Commit can miss the block (seen with several transactions
// from one sender). Call WaitPending first, or use Mine, which does.
func (c *Chain) Commit() common.Hash { return c.Backend.Commit() }

// WaitPending blocks until the pool holds every tx as executable (its sender's pending
// nonce is past the tx's nonce), so that the next Commit includes it.
func (c *Chain) WaitPending(t testing.TB, txs ...*types.Transaction) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	signer := types.LatestSignerForChainID(c.ChainID)
	for _, tx := range txs {
		from, err := types.Sender(signer, tx)
		if err != nil {
			t.Fatalf("contractstest: sender of %s: %v", tx.Hash(), err)
		}
		for wait := time.Millisecond; ; wait = min(2*wait, 50*time.Millisecond) {
			n, err := c.Client.PendingNonceAt(ctx, from)
			if err != nil {
				t.Fatalf("contractstest: pending nonce of %s: %v", from, err)
			}
			if n > tx.Nonce() {
				break
			}
			select {
			case <-ctx.Done():
				t.Fatalf("contractstest: transaction %s never became pending", tx.Hash())
			case <-time.After(wait):
			}
		}
	}
}

// CommitTxs waits until txs are pending, commits, and returns their receipts (whatever
// their status). If the pool still held one back, it commits again, at most 3 times.
func (c *Chain) CommitTxs(t testing.TB, txs ...*types.Transaction) []*types.Receipt {
	t.Helper()
	c.WaitPending(t, txs...)
	out := make([]*types.Receipt, len(txs))
	missing := len(txs)
	for range 3 {
		block := c.Commit()
		for i, tx := range txs {
			if out[i] == nil {
				if r := c.blockReceipt(t, block, tx); r != nil {
					out[i] = r
					missing--
				}
			}
		}
		if missing == 0 {
			return out
		}
	}
	for i, tx := range txs {
		if out[i] == nil {
			t.Fatalf("contractstest: transaction %s not mined after 3 blocks", tx.Hash())
		}
	}
	return out
}

// Head returns the latest block header.
func (c *Chain) Head(t testing.TB) *types.Header {
	t.Helper()
	h, err := c.Client.HeaderByNumber(context.Background(), nil)
	if err != nil {
		t.Fatalf("contractstest: head: %v", err)
	}
	return h
}

// Now returns the latest block's timestamp (unix seconds). The next block's timestamp
// is at least Now()+1.
func (c *Chain) Now(t testing.TB) uint64 {
	t.Helper()
	return c.Head(t).Time
}

// AdjustTime mines an empty block d later than the current head. There must be no
// pending transactions. The pool drops mined transactions in the background, so a
// refusal right after a block is retried for up to 10 s.
func (c *Chain) AdjustTime(t testing.TB, d time.Duration) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for wait := time.Millisecond; ; wait = min(2*wait, 50*time.Millisecond) {
		err := c.Backend.AdjustTime(d)
		if err == nil {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("contractstest: adjust time (are transactions still pending?): %v", err)
		}
		time.Sleep(wait)
	}
}

// Receipt returns the receipt of a mined transaction. The node indexes transactions in
// the background, so a receipt of a just-mined transaction may take a moment to appear;
// Receipt waits for it (up to 10 s) before failing the test.
func (c *Chain) Receipt(t testing.TB, tx *types.Transaction) *types.Receipt {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for wait := time.Millisecond; ; wait = min(2*wait, 100*time.Millisecond) {
		r, err := c.Client.TransactionReceipt(ctx, tx.Hash())
		if err == nil {
			return r
		}
		if !errors.Is(err, ethereum.NotFound) && ctx.Err() == nil {
			t.Fatalf("contractstest: receipt of %s: %v", tx.Hash(), err)
		}
		select {
		case <-ctx.Done():
			t.Fatalf("contractstest: receipt of %s: %v", tx.Hash(), err)
		case <-time.After(wait):
		}
	}
}

// blockReceipt returns the receipt of tx from the block with hash block, or nil if tx is
// not in it. It does not depend on the node's background transaction index.
func (c *Chain) blockReceipt(t testing.TB, block common.Hash, tx *types.Transaction) *types.Receipt {
	t.Helper()
	br, ok := c.Client.(interface {
		BlockReceipts(context.Context, rpc.BlockNumberOrHash) ([]*types.Receipt, error)
	})
	if !ok { // not the case for go-ethereum's simulated client
		r := c.Receipt(t, tx)
		if r.BlockHash != block {
			return nil
		}
		return r
	}
	rs, err := br.BlockReceipts(context.Background(), rpc.BlockNumberOrHashWithHash(block, false))
	if err != nil {
		t.Fatalf("contractstest: receipts of block %s: %v", block, err)
	}
	for _, r := range rs {
		if r.TxHash == tx.Hash() {
			return r
		}
	}
	return nil
}

// Mine checks that sending tx succeeded, mines it (CommitTxs) and returns its receipt,
// failing the test unless the transaction succeeded.
// Use it as chain.Mine(t)(binding.Method(opts, ...)).
func (c *Chain) Mine(t testing.TB) func(*types.Transaction, error) *types.Receipt {
	return func(tx *types.Transaction, err error) *types.Receipt {
		t.Helper()
		if err != nil {
			if r, ok := contracts.DecodeRevert(err); ok {
				t.Fatalf("contractstest: transaction reverted: %v", r)
			}
			t.Fatalf("contractstest: send transaction: %v", err)
		}
		r := c.CommitTxs(t, tx)[0]
		if r.Status != types.ReceiptStatusSuccessful {
			t.Fatalf("contractstest: transaction %s failed in block %d", tx.Hash(), r.BlockNumber)
		}
		return r
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

// DeployRouter deploys another InferenceRouter with the same owner, scheduler and limits,
// e.g. as a look-alike that emits the same events from a different address.
func (c *Chain) DeployRouter(t testing.TB) (common.Address, *bindings.InferenceRouter) {
	t.Helper()
	addr, tx, r, err := bindings.DeployInferenceRouter(c.Opts(t, c.Deployer), c.Client,
		c.Owner.Address, c.Scheduler.Address, big.NewInt(c.Params.MaxPromptBytes), big.NewInt(c.Params.MaxModelNameBytes))
	if err != nil {
		t.Fatalf("contractstest: deploy InferenceRouter: %v", err)
	}
	c.Mine(t)(tx, nil)
	return addr, r
}
