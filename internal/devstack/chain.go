package devstack

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"net"
	"strconv"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/node"
	"github.com/ethereum/go-ethereum/params"
	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts/bindings"
)

// Ether is 10^18 wei.
var ether = big.NewInt(1_000_000_000_000_000_000)

// Account is a funded key of the dev chain.
type Account struct {
	Name    string
	Key     *ecdsa.PrivateKey
	Address common.Address
}

// NewAccount derives a fixed key from label (keccak256 of "infersched/dev/" + label), so
// the dev chain's accounts are the same on every start.
func NewAccount(label string) (Account, error) {
	key, err := crypto.ToECDSA(crypto.Keccak256([]byte("infersched/dev/" + label)))
	if err != nil {
		return Account{}, fmt.Errorf("derive key %q: %w", label, err)
	}
	return Account{Name: label, Key: key, Address: crypto.PubkeyToAddress(key.PublicKey)}, nil
}

// KeyHex is the account's private key as 0x-prefixed hex.
func (a Account) KeyHex() string { return "0x" + common.Bytes2Hex(crypto.FromECDSA(a.Key)) }

// chainParams are what the dev chain is started with.
type chainParams struct {
	rpc      string // host:port for HTTP and WebSocket JSON-RPC; "" serves none
	workers  int
	users    int
	minStake *big.Int
}

// Chain is the in-process dev chain: go-ethereum's simulated backend with the contracts
// deployed and funded accounts. One goroutine (mine) commits blocks; everything else
// only sends transactions and reads.
type Chain struct {
	Backend *simulated.Backend
	Client  simulated.Client
	ChainID *big.Int

	Owner, Scheduler, Deployer Account
	Workers, Users             []Account

	RouterAddress, RegistryAddress, AnchorAddress common.Address
	Router                                        *bindings.InferenceRouter
	Registry                                      *bindings.WorkerRegistry
	MinStake                                      *big.Int
	DeployBlock                                   uint64
	// RPCHTTP and RPCWS are the JSON-RPC endpoints, empty when not served.
	RPCHTTP, RPCWS string

	mineMu sync.Mutex // held while committing or adjusting time
}

// osaka is go-ethereum's dev chain configuration stopped at Osaka: the later forks'
// state-gas metering makes storage writes several times dearer than on mainnet.
func osaka() *params.ChainConfig {
	cfg := *params.AllDevChainProtocolChanges
	cfg.AmsterdamTime = nil
	cfg.BogotaTime = nil
	return &cfg
}

// Big enough for a thousand requests and their results in one block.
const blockGasLimit = 2_000_000_000

func newChain(ctx context.Context, p chainParams) (*Chain, error) {
	c := &Chain{MinStake: p.minStake}
	var err error
	acct := func(label string) Account {
		a, aerr := NewAccount(label)
		err = errors.Join(err, aerr)
		return a
	}
	c.Owner, c.Scheduler, c.Deployer = acct("owner"), acct("scheduler"), acct("deployer")
	for i := range p.workers {
		c.Workers = append(c.Workers, acct(fmt.Sprintf("worker-%d", i)))
	}
	for i := range p.users {
		c.Users = append(c.Users, acct(fmt.Sprintf("user-%d", i)))
	}
	if err != nil {
		return nil, err
	}
	alloc := types.GenesisAlloc{}
	balance := new(big.Int).Mul(big.NewInt(1_000_000), ether)
	for _, a := range c.Accounts() {
		alloc[a.Address] = types.Account{Balance: balance}
	}
	var host string
	var port int
	if p.rpc != "" {
		h, ps, err := net.SplitHostPort(p.rpc)
		if err != nil {
			return nil, fmt.Errorf("%w: rpc: must be host:port, got %q", ErrInvalid, p.rpc)
		}
		if port, err = strconv.Atoi(ps); err != nil || port < 0 || port > 65535 {
			return nil, fmt.Errorf("%w: rpc: port must be 0..65535, got %q", ErrInvalid, ps)
		}
		host = h
		if port == 0 { // the node cannot report a port it picked: pick one here
			if port, err = freePort(host); err != nil {
				return nil, fmt.Errorf("rpc: %w", err)
			}
		}
	}
	c.Backend, err = newBackend(alloc, func(n *node.Config, e *ethconfig.Config) {
		e.Genesis.Config = osaka()
		e.Genesis.GasLimit = blockGasLimit
		e.Miner.GasCeil = blockGasLimit
		e.TxPool.AccountSlots = 1 << 14
		e.TxPool.GlobalSlots = 1 << 17
		e.TxPool.AccountQueue = 1 << 12
		e.TxPool.GlobalQueue = 1 << 15
		e.RPCGasCap = blockGasLimit
		if host != "" {
			n.HTTPHost, n.HTTPPort = host, port
			n.WSHost, n.WSPort = host, port
			n.HTTPModules = []string{"eth", "net", "web3"}
			n.WSModules = []string{"eth", "net", "web3"}
			n.HTTPVirtualHosts = []string{"*"}
			n.HTTPCors = []string{"*"}
			n.WSOrigins = []string{"*"}
		}
	})
	if err != nil {
		return nil, err
	}
	if host != "" {
		hp := net.JoinHostPort(host, strconv.Itoa(port))
		c.RPCHTTP, c.RPCWS = "http://"+hp, "ws://"+hp
	}
	c.Client = c.Backend.Client()
	if c.ChainID, err = c.Client.ChainID(ctx); err != nil {
		c.Close()
		return nil, fmt.Errorf("chain id: %w", err)
	}
	if err := c.deploy(ctx); err != nil {
		c.Close()
		return nil, err
	}
	return c, nil
}

// newBackend turns the simulated backend's panics (a port in use) into an error.
func newBackend(alloc types.GenesisAlloc, opt func(*node.Config, *ethconfig.Config)) (b *simulated.Backend, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("start dev chain: %v", r)
		}
	}()
	return simulated.NewBackend(alloc, opt), nil
}

func freePort(host string) (int, error) {
	ln, err := net.Listen("tcp", net.JoinHostPort(host, "0"))
	if err != nil {
		return 0, err
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port, nil
}

// Close stops the chain.
func (c *Chain) Close() { _ = c.Backend.Close() }

// Accounts returns every funded account.
func (c *Chain) Accounts() []Account {
	out := []Account{c.Owner, c.Scheduler, c.Deployer}
	out = append(out, c.Workers...)
	return append(out, c.Users...)
}

// Opts returns transact options signing as a (nonce and gas filled in by the client).
func (c *Chain) Opts(ctx context.Context, a Account) (*bind.TransactOpts, error) {
	opts, err := bind.NewKeyedTransactorWithChainID(a.Key, c.ChainID)
	if err != nil {
		return nil, err
	}
	opts.Context = ctx
	return opts, nil
}

func (c *Chain) deploy(ctx context.Context) error {
	nonce, err := c.Client.PendingNonceAt(ctx, c.Deployer.Address)
	if err != nil {
		return fmt.Errorf("deployer nonce: %w", err)
	}
	opts := func() *bind.TransactOpts {
		o, _ := c.Opts(ctx, c.Deployer)
		o.Nonce = new(big.Int).SetUint64(nonce)
		nonce++
		return o
	}
	var txs []*types.Transaction
	var tx *types.Transaction
	if c.RouterAddress, tx, c.Router, err = bindings.DeployInferenceRouter(opts(), c.Client,
		c.Owner.Address, c.Scheduler.Address, big.NewInt(4096), big.NewInt(64)); err != nil {
		return fmt.Errorf("deploy InferenceRouter: %w", err)
	}
	txs = append(txs, tx)
	if c.RegistryAddress, tx, c.Registry, err = bindings.DeployWorkerRegistry(opts(), c.Client,
		c.MinStake, uint64(time.Hour/time.Second)); err != nil {
		return fmt.Errorf("deploy WorkerRegistry: %w", err)
	}
	txs = append(txs, tx)
	if c.AnchorAddress, tx, _, err = bindings.DeployDecisionAnchor(opts(), c.Client,
		c.Owner.Address, c.Scheduler.Address); err != nil {
		return fmt.Errorf("deploy DecisionAnchor: %w", err)
	}
	txs = append(txs, tx)
	if err := c.mineOK(ctx, txs); err != nil {
		return err
	}
	txs = nil
	for _, w := range c.Workers {
		o, err := c.Opts(ctx, w)
		if err != nil {
			return err
		}
		o.Value = c.MinStake
		tx, err := c.Registry.Register(o)
		if err != nil {
			return fmt.Errorf("register %s: %w", w.Name, err)
		}
		txs = append(txs, tx)
	}
	return c.mineOK(ctx, txs)
}

// mineOK mines txs and checks they succeeded; DeployBlock becomes the first block.
func (c *Chain) mineOK(ctx context.Context, txs []*types.Transaction) error {
	rs, err := c.commitTxs(ctx, txs)
	if err != nil {
		return err
	}
	for _, r := range rs {
		if r.Status != types.ReceiptStatusSuccessful {
			return fmt.Errorf("setup transaction %s failed", r.TxHash)
		}
		if c.DeployBlock == 0 || r.BlockNumber.Uint64() < c.DeployBlock {
			c.DeployBlock = r.BlockNumber.Uint64()
		}
	}
	return nil
}

// commitTxs mines until every tx has a receipt (the pool takes a new transaction in the
// background, so the first block may miss some).
func (c *Chain) commitTxs(ctx context.Context, txs []*types.Transaction) ([]*types.Receipt, error) {
	out := make([]*types.Receipt, len(txs))
	for range 50 {
		c.commit()
		missing := 0
		for i, tx := range txs {
			if out[i] != nil {
				continue
			}
			r, err := c.Client.TransactionReceipt(ctx, tx.Hash())
			if err != nil {
				missing++
				continue
			}
			out[i] = r
		}
		if missing == 0 {
			return out, nil
		}
		time.Sleep(20 * time.Millisecond)
	}
	return nil, errors.New("deployment transactions not mined after 50 blocks")
}

func (c *Chain) commit() {
	c.mineMu.Lock()
	c.Backend.Commit()
	c.mineMu.Unlock()
}

// AdjustTime mines an empty block d later than the head (for tests: deadlines). It
// waits until no transaction is pending.
func (c *Chain) AdjustTime(ctx context.Context, d time.Duration) error {
	for {
		c.mineMu.Lock()
		err := c.Backend.AdjustTime(d)
		c.mineMu.Unlock()
		if err == nil {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("adjust time: %w", err)
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// mine commits a block whenever transactions are pending and the head's timestamp is
// behind the wall clock (so that block time keeps to wall time: vouchers and deadlines
// are in wall-clock seconds), and at least every second.
func (c *Chain) mine(ctx context.Context, log *zap.Logger) error {
	tick := time.NewTicker(25 * time.Millisecond)
	defer tick.Stop()
	last := time.Now()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-tick.C:
		}
		head, err := c.Client.HeaderByNumber(ctx, nil)
		if err != nil {
			if ctx.Err() != nil {
				return nil
			}
			log.Warn("dev chain head", zap.Error(err))
			continue
		}
		now := time.Now()
		if head.Time >= uint64(now.Unix()) && now.Sub(last) < time.Second {
			continue
		}
		n, err := c.Client.PendingTransactionCount(ctx)
		if (err == nil && n > 0) || now.Sub(last) >= time.Second {
			c.commit()
			last = now
		}
	}
}
