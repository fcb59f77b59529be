package simchain

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

	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/contracts/l2"
)

// Ether is 10^18 wei.
var Ether = big.NewInt(1_000_000_000_000_000_000)

// ErrInvalidOption wraps every bad option given to New.
var ErrInvalidOption = errors.New("invalid simulated chain option")

// Account is a funded key of the simulated chain.
type Account struct {
	Name    string // the label the key was derived from, e.g. "worker-0"
	Key     *ecdsa.PrivateKey
	Address common.Address
}

// NewAccount derives a fixed key from label (keccak256 of "infersched/dev/" + label), so
// the chain's accounts are the same on every start.
func NewAccount(label string) (Account, error) {
	key, err := crypto.ToECDSA(crypto.Keccak256([]byte("infersched/dev/" + label)))
	if err != nil {
		return Account{}, fmt.Errorf("derive key %q: %w", label, err)
	}
	return Account{Name: label, Key: key, Address: crypto.PubkeyToAddress(key.PublicKey)}, nil
}

// KeyHex is the account's private key as 0x-prefixed hex.
func (a Account) KeyHex() string { return "0x" + common.Bytes2Hex(crypto.FromECDSA(a.Key)) }

// Params are the chain's funding, rules and the constructor arguments of the contracts.
type Params struct {
	Workers           int           // number of worker accounts (default 3)
	Users             int           // number of user accounts (default 3)
	Balance           *big.Int      // genesis balance of every account (default 1000 ether)
	MinStake          *big.Int      // WorkerRegistry minimum stake (default 1 ether)
	UnstakeDelay      time.Duration // WorkerRegistry withdraw delay, whole seconds (default 1h)
	MaxPromptBytes    int64         // InferenceRouter prompt limit (default 4096)
	MaxModelNameBytes int64         // InferenceRouter model name limit (default 64)
	// Verification (ResultVerifier). Zero windows are derived from UnstakeDelay
	// (challenge UnstakeDelay/2, dispute UnstakeDelay/4, whole seconds); with an
	// UnstakeDelay under 4 s no verifier is deployed.
	SlashWei          *big.Int      // slashAmount (default MinStake)
	VerifierRewardWei *big.Int      // verifierReward (default 0.001 ether)
	VerifierPoolWei   *big.Int      // what the deployer funds the pool with at start (default Balance/100)
	ChallengeWindow   time.Duration // seconds after a result a dispute may open
	DisputeWindow     time.Duration // seconds a dispute may stay unresolved
	// ChainConfig is the fork schedule (default OsakaConfig()).
	ChainConfig *params.ChainConfig
	// BlockGasLimit is the genesis gas limit and the miner's ceiling (0: the backend's).
	BlockGasLimit uint64
	// RPC is host:port for HTTP and WebSocket JSON-RPC; "" serves none. Port 0 picks one.
	RPC string
	// NoContracts leaves the chain empty (accounts only).
	NoContracts bool
	// RegisterWorkers stakes MinStake for every worker account after the deployment.
	RegisterWorkers bool
	// OPStack, when set, boots the chain with the OP-stack L1Block and GasPriceOracle at
	// their predeploy addresses holding these L1 values (package contracts/l2).
	OPStack *l2.OPValues
	// Arbitrum, when set, boots the chain with the ArbGasInfo and NodeInterface
	// stand-ins at the precompile addresses (package contracts/l2).
	Arbitrum *l2.ArbValues
}

// Option changes the Params of New.
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

// WithVerification sets ResultVerifier's slash, reward and windows (zero windows: derived
// from the unstake delay).
func WithVerification(slashWei, rewardWei *big.Int, challenge, dispute time.Duration) Option {
	return func(p *Params) {
		p.SlashWei, p.VerifierRewardWei = new(big.Int).Set(slashWei), new(big.Int).Set(rewardWei)
		p.ChallengeWindow, p.DisputeWindow = challenge, dispute
	}
}

// WithLimits sets InferenceRouter's prompt and model name limits, in bytes.
func WithLimits(maxPromptBytes, maxModelNameBytes int64) Option {
	return func(p *Params) { p.MaxPromptBytes, p.MaxModelNameBytes = maxPromptBytes, maxModelNameBytes }
}

// WithChainConfig runs the chain with cfg instead of OsakaConfig(); DevConfig() is
// go-ethereum's dev configuration with every fork up to Bogota.
func WithChainConfig(cfg *params.ChainConfig) Option { return func(p *Params) { p.ChainConfig = cfg } }

// WithBlockGasLimit sets the block gas limit (and the RPC's eth_call gas cap).
func WithBlockGasLimit(gas uint64) Option { return func(p *Params) { p.BlockGasLimit = gas } }

// WithRPC serves JSON-RPC over HTTP and WebSocket on addr (host:port; port 0 picks one).
func WithRPC(addr string) Option { return func(p *Params) { p.RPC = addr } }

// WithoutContracts starts a chain with funded accounts and nothing deployed.
func WithoutContracts() Option { return func(p *Params) { p.NoContracts = true } }

// WithOPStack boots the chain as an OP-stack chain would look to a client: L1Block and
// GasPriceOracle (compiled from @eth-optimism/contracts-bedrock) at their predeploy
// addresses, with v set by the depositor's calls. The chain itself still charges no
// L1 data fee: only the contracts that quote it are there.
func WithOPStack(v l2.OPValues) Option { return func(p *Params) { p.OPStack = &v } }

// WithArbitrum boots the chain with the Arbitrum fee stand-ins at the precompile
// addresses (ArbGasInfo 0x…6C, NodeInterface 0x…C8) holding v.
func WithArbitrum(v l2.ArbValues) Option { return func(p *Params) { p.Arbitrum = &v } }

// WithRegisteredWorkers stakes MinStake for every worker account at start.
func WithRegisteredWorkers() Option { return func(p *Params) { p.RegisterWorkers = true } }

// OsakaConfig is go-ethereum's dev chain configuration (chain id 1337) without the forks
// after Osaka: mainnet's gas schedule.
func OsakaConfig() *params.ChainConfig {
	cfg := *params.AllDevChainProtocolChanges
	cfg.AmsterdamTime = nil
	cfg.BogotaTime = nil
	return &cfg
}

// DevConfig is go-ethereum's dev chain configuration, every fork up to Bogota, including
// its state-gas metering (EIP-8037/8038).
func DevConfig() *params.ChainConfig {
	cfg := *params.AllDevChainProtocolChanges
	return &cfg
}

// DefaultParams are the Params New starts from.
func DefaultParams() Params {
	return Params{
		Workers:           3,
		Users:             3,
		Balance:           new(big.Int).Mul(big.NewInt(1000), Ether),
		MinStake:          new(big.Int).Set(Ether),
		UnstakeDelay:      time.Hour,
		MaxPromptBytes:    4096,
		MaxModelNameBytes: 64,
		VerifierRewardWei: new(big.Int).Div(Ether, big.NewInt(1000)),
	}
}

// verificationWindows are the challenge and dispute windows in whole seconds, and
// whether a verifier fits under the unstake delay at all.
func (p Params) verificationWindows() (challenge, dispute uint64, ok bool) {
	delay := uint64(p.UnstakeDelay / time.Second)
	challenge, dispute = uint64(p.ChallengeWindow/time.Second), uint64(p.DisputeWindow/time.Second)
	if challenge == 0 {
		challenge = delay / 2
	}
	if dispute == 0 {
		dispute = delay / 4
	}
	return challenge, dispute, challenge > 0 && dispute > 0 && challenge+dispute < delay
}

func (p Params) validate() (host string, port int, err error) {
	var errs []error
	bad := func(format string, args ...any) {
		errs = append(errs, fmt.Errorf("%w: "+format, append([]any{ErrInvalidOption}, args...)...))
	}
	if p.Workers < 0 || p.Users < 0 {
		bad("workers and users must be >= 0, got %d and %d", p.Workers, p.Users)
	}
	if p.Balance == nil || p.Balance.Sign() <= 0 {
		bad("balance must be > 0")
	}
	if p.MinStake == nil || p.MinStake.Sign() < 0 {
		bad("min stake must be >= 0")
	}
	if p.UnstakeDelay < 0 {
		bad("unstake delay must be >= 0, got %s", p.UnstakeDelay)
	}
	if (p.SlashWei != nil && p.SlashWei.Sign() < 0) || (p.VerifierRewardWei != nil && p.VerifierRewardWei.Sign() < 0) ||
		(p.VerifierPoolWei != nil && p.VerifierPoolWei.Sign() < 0) {
		bad("slash, verifier reward and pool must be >= 0")
	}
	if p.ChallengeWindow < 0 || p.DisputeWindow < 0 {
		bad("verification windows must be >= 0, got %s and %s", p.ChallengeWindow, p.DisputeWindow)
	} else if c, d, ok := p.verificationWindows(); !ok && (p.ChallengeWindow > 0 || p.DisputeWindow > 0) {
		bad("challenge window %ds + dispute window %ds must be below the unstake delay %s", c, d, p.UnstakeDelay)
	}
	if p.MaxPromptBytes <= 0 || p.MaxModelNameBytes <= 0 {
		bad("limits must be > 0, got %d and %d", p.MaxPromptBytes, p.MaxModelNameBytes)
	}
	if p.RPC != "" {
		h, ps, serr := net.SplitHostPort(p.RPC)
		if serr != nil {
			bad("rpc: must be host:port, got %q", p.RPC)
		} else if port, serr = strconv.Atoi(ps); serr != nil || port < 0 || port > 65535 {
			bad("rpc: port must be 0..65535, got %q", ps)
		}
		host = h
	}
	return host, port, errors.Join(errs...)
}

// Chain is a simulated chain with funded accounts and (unless WithoutContracts) the
// contracts deployed. Exported fields are set by New and must not be changed. Safe for
// concurrent use; blocks are committed one at a time.
type Chain struct {
	Backend *simulated.Backend
	Client  simulated.Client
	ChainID *big.Int
	Params  Params

	Owner     Account // owns the router and the anchor contract
	Scheduler Account // signs vouchers and anchors roots
	Deployer  Account // sent the deployment transactions (not the owner)
	// Keeper refunds expired requests (the daemon's keeper.signer in the dev stack).
	Keeper  Account
	Workers []Account
	Users   []Account

	RouterAddress   common.Address
	Router          *bindings.InferenceRouter
	RegistryAddress common.Address
	Registry        *bindings.WorkerRegistry
	AnchorAddress   common.Address
	Anchor          *bindings.DecisionAnchor
	// VerifierAddress and Verifier are the ResultVerifier bound to the registry (zero and
	// nil when the unstake delay leaves no room for its windows).
	VerifierAddress common.Address
	Verifier        *bindings.ResultVerifier

	// MinStake is Params.MinStake, for brevity.
	MinStake *big.Int
	// DeployBlock is the number of the block holding the deployments.
	DeployBlock uint64
	// RPCHTTP and RPCWS are the JSON-RPC endpoints, empty when not served.
	RPCHTTP, RPCWS string

	mineMu    sync.Mutex // held while committing or adjusting time
	mu        sync.Mutex
	nextNonce map[common.Address]uint64 // per sender: last nonce signed by Opts + 1
}

// New starts a simulated backend with funded accounts and deploys InferenceRouter,
// WorkerRegistry and DecisionAnchor in one block. Close stops it.
func New(ctx context.Context, opts ...Option) (*Chain, error) {
	p := DefaultParams()
	for _, o := range opts {
		o(&p)
	}
	host, port, err := p.validate()
	if err != nil {
		return nil, err
	}
	if p.ChainConfig == nil {
		p.ChainConfig = OsakaConfig()
	}
	c := &Chain{Params: p, MinStake: p.MinStake, nextNonce: map[common.Address]uint64{}}
	acct := func(label string) Account {
		a, aerr := NewAccount(label)
		err = errors.Join(err, aerr)
		return a
	}
	c.Owner, c.Scheduler, c.Deployer, c.Keeper = acct("owner"), acct("scheduler"), acct("deployer"), acct("keeper")
	for i := range p.Workers {
		c.Workers = append(c.Workers, acct(fmt.Sprintf("worker-%d", i)))
	}
	for i := range p.Users {
		c.Users = append(c.Users, acct(fmt.Sprintf("user-%d", i)))
	}
	if err != nil {
		return nil, err
	}
	alloc := types.GenesisAlloc{}
	for _, a := range c.Accounts() {
		alloc[a.Address] = types.Account{Balance: new(big.Int).Set(p.Balance)}
	}
	for _, extra := range []func() (types.GenesisAlloc, error){
		func() (types.GenesisAlloc, error) {
			if p.OPStack == nil {
				return nil, nil
			}
			return l2.OPGenesis(*p.OPStack)
		},
		func() (types.GenesisAlloc, error) {
			if p.Arbitrum == nil {
				return nil, nil
			}
			return l2.ArbitrumGenesis(*p.Arbitrum)
		},
	} {
		more, err := extra()
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrInvalidOption, err)
		}
		for a, acc := range more {
			alloc[a] = acc
		}
	}
	if host != "" && port == 0 { // the node cannot report a port it picked: pick one here
		if port, err = freePort(host); err != nil {
			return nil, fmt.Errorf("rpc: %w", err)
		}
	}
	backendOpts := []func(*node.Config, *ethconfig.Config){func(n *node.Config, e *ethconfig.Config) {
		e.Genesis.Config = p.ChainConfig
		if p.BlockGasLimit > 0 {
			e.Genesis.GasLimit = p.BlockGasLimit
			e.Miner.GasCeil = p.BlockGasLimit
			e.RPCGasCap = p.BlockGasLimit
		}
		// Any tip mines: clients that price a transaction from empty blocks (cast, ethers)
		// tip 1 wei, and go-ethereum's miner default (1 mwei) would leave it pending for good.
		e.Miner.GasPrice = big.NewInt(1)
		// Room for thousands of requests in flight (the dev stack's load generator).
		e.TxPool.AccountSlots = 1 << 14
		e.TxPool.GlobalSlots = 1 << 17
		e.TxPool.AccountQueue = 1 << 12
		e.TxPool.GlobalQueue = 1 << 15
		if host != "" {
			n.HTTPHost, n.HTTPPort = host, port
			n.WSHost, n.WSPort = host, port
			n.HTTPModules = []string{"eth", "net", "web3"}
			n.WSModules = []string{"eth", "net", "web3"}
			n.HTTPVirtualHosts = []string{"*"}
			n.HTTPCors = []string{"*"}
			n.WSOrigins = []string{"*"}
		}
	}}
	if c.Backend, err = newBackend(alloc, backendOpts); err != nil {
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
	if !p.NoContracts {
		if err := c.deploy(ctx); err != nil {
			c.Close()
			return nil, err
		}
	}
	if p.RegisterWorkers {
		if err := c.RegisterWorkers(ctx); err != nil {
			c.Close()
			return nil, err
		}
	}
	return c, nil
}

// newBackend turns the simulated backend's panics (a port in use) into an error.
func newBackend(alloc types.GenesisAlloc, opts []func(*node.Config, *ethconfig.Config)) (b *simulated.Backend, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("start simulated chain: %v", r)
		}
	}()
	return simulated.NewBackend(alloc, opts...), nil
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

// Accounts returns every funded account: owner, scheduler, deployer, keeper, workers,
// users.
func (c *Chain) Accounts() []Account {
	out := []Account{c.Owner, c.Scheduler, c.Deployer, c.Keeper}
	out = append(out, c.Workers...)
	return append(out, c.Users...)
}

// deploy sends the deployments (and the verifier's binding and funding) and mines them
// into one block.
func (c *Chain) deploy(ctx context.Context) error {
	deployer := func() (*bind.TransactOpts, error) { return c.Opts(ctx, c.Deployer) }
	var txs []*types.Transaction
	opts, err := deployer()
	if err != nil {
		return err
	}
	// The router is deployed first and the registry next, by the same account: the router's
	// constructor takes the registry's address, known from the deployer's next nonce.
	nonce, err := c.Client.PendingNonceAt(ctx, c.Deployer.Address)
	if err != nil {
		return fmt.Errorf("deployer nonce: %w", err)
	}
	registry := crypto.CreateAddress(c.Deployer.Address, nonce+1)
	var tx *types.Transaction
	if c.RouterAddress, tx, c.Router, err = bindings.DeployInferenceRouter(opts, c.Client, c.Owner.Address,
		c.Scheduler.Address, big.NewInt(c.Params.MaxPromptBytes), big.NewInt(c.Params.MaxModelNameBytes),
		registry); err != nil {
		return fmt.Errorf("deploy InferenceRouter: %w", err)
	}
	txs = append(txs, tx)
	if opts, err = deployer(); err != nil {
		return err
	}
	if c.RegistryAddress, tx, c.Registry, err = bindings.DeployWorkerRegistry(opts, c.Client,
		c.Params.MinStake, uint64(c.Params.UnstakeDelay/time.Second)); err != nil {
		return fmt.Errorf("deploy WorkerRegistry: %w", err)
	}
	if c.RegistryAddress != registry {
		return fmt.Errorf("deploy WorkerRegistry: at %s, the router expects %s", c.RegistryAddress, registry)
	}
	txs = append(txs, tx)
	if opts, err = deployer(); err != nil {
		return err
	}
	if c.AnchorAddress, tx, c.Anchor, err = bindings.DeployDecisionAnchor(opts, c.Client,
		c.Owner.Address, c.Scheduler.Address); err != nil {
		return fmt.Errorf("deploy DecisionAnchor: %w", err)
	}
	txs = append(txs, tx)
	more, err := c.deployVerifier(ctx)
	if err != nil {
		return err
	}
	txs = append(txs, more...)
	rs, err := c.commitOK(ctx, "deployment", txs)
	if err != nil {
		return err
	}
	c.DeployBlock = rs[0].BlockNumber.Uint64()
	return nil
}

// deployVerifier sends the ResultVerifier's deployment, its binding to the registry and
// the deployer's funding of its pool, for the deployment block. Their gas limits are fixed:
// nothing they call exists before the block is mined, so nothing can be estimated.
func (c *Chain) deployVerifier(ctx context.Context) ([]*types.Transaction, error) {
	challenge, dispute, ok := c.Params.verificationWindows()
	if !ok {
		return nil, nil
	}
	slash := c.Params.SlashWei
	if slash == nil {
		slash = c.Params.MinStake
	}
	reward := c.Params.VerifierRewardWei
	if reward == nil {
		reward = new(big.Int)
	}
	opts, err := c.Opts(ctx, c.Deployer)
	if err != nil {
		return nil, err
	}
	opts.GasLimit = 4_000_000
	var txs []*types.Transaction
	addr, tx, v, err := bindings.DeployResultVerifier(opts, c.Client, c.Owner.Address, c.Scheduler.Address,
		c.RouterAddress, c.RegistryAddress, slash, reward, challenge, dispute)
	if err != nil {
		return nil, fmt.Errorf("deploy ResultVerifier: %w", err)
	}
	c.VerifierAddress, c.Verifier = addr, v
	txs = append(txs, tx)
	if opts, err = c.Opts(ctx, c.Deployer); err != nil {
		return nil, err
	}
	opts.GasLimit = 200_000
	if tx, err = c.Registry.BindVerifier(opts, addr); err != nil {
		return nil, fmt.Errorf("bind ResultVerifier: %w", err)
	}
	txs = append(txs, tx)
	pool := c.Params.VerifierPoolWei
	if pool == nil {
		pool = new(big.Int).Div(c.Params.Balance, big.NewInt(100))
	}
	if pool.Sign() > 0 {
		if opts, err = c.Pay(ctx, c.Deployer, pool); err != nil {
			return nil, err
		}
		opts.GasLimit = 100_000
		if tx, err = v.Fund(opts); err != nil {
			return nil, fmt.Errorf("fund ResultVerifier: %w", err)
		}
		txs = append(txs, tx)
	}
	return txs, nil
}

// commitOK mines txs (CommitTxs) and fails unless every one succeeded.
func (c *Chain) commitOK(ctx context.Context, what string, txs []*types.Transaction) ([]*types.Receipt, error) {
	rs, err := c.CommitTxs(ctx, txs...)
	if err != nil {
		return nil, err
	}
	for _, r := range rs {
		if r.Status != types.ReceiptStatusSuccessful {
			return nil, fmt.Errorf("%s %s failed", what, r.TxHash)
		}
	}
	return rs, nil
}

// RegisterWorkers stakes MinStake for every worker account, in one block.
func (c *Chain) RegisterWorkers(ctx context.Context) error {
	var txs []*types.Transaction
	for _, w := range c.Workers {
		opts, err := c.Pay(ctx, w, c.MinStake)
		if err != nil {
			return err
		}
		tx, err := c.Registry.Register(opts)
		if err != nil {
			return fmt.Errorf("register %s: %w", w.Name, err)
		}
		txs = append(txs, tx)
	}
	_, err := c.commitOK(ctx, "register transaction", txs)
	return err
}

// DeployRouter deploys another InferenceRouter with the same owner, scheduler and limits,
// e.g. as a look-alike that emits the same events from a different address.
func (c *Chain) DeployRouter(ctx context.Context) (common.Address, *bindings.InferenceRouter, error) {
	opts, err := c.Opts(ctx, c.Deployer)
	if err != nil {
		return common.Address{}, nil, err
	}
	addr, tx, r, err := bindings.DeployInferenceRouter(opts, c.Client, c.Owner.Address, c.Scheduler.Address,
		big.NewInt(c.Params.MaxPromptBytes), big.NewInt(c.Params.MaxModelNameBytes), c.RegistryAddress)
	if _, err := c.Mine(ctx)(tx, err); err != nil {
		return common.Address{}, nil, fmt.Errorf("deploy InferenceRouter: %w", err)
	}
	return addr, r, nil
}
