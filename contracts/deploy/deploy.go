package deploy

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/bindings"
)

// Params are the constructors' arguments.
type Params struct {
	// Owner may rotate the scheduler key and change the router's limits.
	Owner common.Address
	// Scheduler is the address of the key that signs vouchers and anchors.
	Scheduler common.Address
	// MaxPromptBytes and MaxModelNameBytes are the router's limits (both ≥ 1).
	MaxPromptBytes, MaxModelNameBytes uint64
	// MinStakeWei is the registry's minimum stake; UnstakeDelay its withdrawal delay.
	MinStakeWei  *big.Int
	UnstakeDelay time.Duration
	// ResultVerifier: the slash of a dispute's loser (nil: MinStakeWei), the
	// reward per check (nil: 0), and the challenge and dispute windows (zero: half and a
	// quarter of UnstakeDelay). With zero windows and an UnstakeDelay under 4 s no
	// verifier is deployed; windows given must sum below UnstakeDelay.
	SlashWei, VerifierRewardWei    *big.Int
	ChallengeWindow, DisputeWindow time.Duration
}

// verification returns the effective slash, reward and windows (whole seconds), and
// whether a verifier is deployed at all.
func (p Params) verification() (slash, reward *big.Int, challenge, dispute uint64, ok bool) {
	slash, reward = p.SlashWei, p.VerifierRewardWei
	if slash == nil {
		slash = p.MinStakeWei
	}
	if reward == nil {
		reward = new(big.Int)
	}
	delay := uint64(p.UnstakeDelay / time.Second)
	challenge, dispute = uint64(p.ChallengeWindow/time.Second), uint64(p.DisputeWindow/time.Second)
	if challenge == 0 {
		challenge = delay / 2
	}
	if dispute == 0 {
		dispute = delay / 4
	}
	return slash, reward, challenge, dispute, challenge > 0 && dispute > 0 && challenge+dispute < delay
}

// Validate reports every bad parameter at once, by flag name.
func (p Params) Validate() error {
	var errs []error
	if p.Scheduler == (common.Address{}) {
		errs = append(errs, errors.New("--scheduler: the scheduler key's address is required"))
	}
	if p.Owner == (common.Address{}) {
		errs = append(errs, errors.New("--owner: must not be the zero address"))
	}
	if p.MaxPromptBytes == 0 || p.MaxModelNameBytes == 0 {
		errs = append(errs, errors.New("--max-prompt-bytes and --max-model-name-bytes: must be at least 1"))
	}
	if p.MinStakeWei == nil || p.MinStakeWei.Sign() < 0 {
		errs = append(errs, errors.New("--min-stake: must be a non-negative amount of wei"))
	}
	if p.UnstakeDelay < 0 || p.UnstakeDelay%time.Second != 0 {
		errs = append(errs, fmt.Errorf("--unstake-delay: must be whole non-negative seconds, got %s", p.UnstakeDelay))
	}
	if (p.SlashWei != nil && p.SlashWei.Sign() < 0) || (p.VerifierRewardWei != nil && p.VerifierRewardWei.Sign() < 0) {
		errs = append(errs, errors.New("--slash and --verifier-reward: must be non-negative amounts of wei"))
	}
	if p.ChallengeWindow < 0 || p.DisputeWindow < 0 || p.ChallengeWindow%time.Second != 0 || p.DisputeWindow%time.Second != 0 {
		errs = append(errs, fmt.Errorf("--challenge-window and --dispute-window: must be whole non-negative seconds, got %s and %s", p.ChallengeWindow, p.DisputeWindow))
	} else if _, _, c, d, ok := p.verification(); !ok && (p.ChallengeWindow > 0 || p.DisputeWindow > 0) {
		errs = append(errs, fmt.Errorf("--challenge-window + --dispute-window (%ds + %ds) must be below --unstake-delay %s, so that a stake cannot be withdrawn before a dispute about its results locks it", c, d, p.UnstakeDelay))
	}
	return errors.Join(errs...)
}

// Backend is what a deployment needs of a chain client (ethclient.Client has it all).
type Backend interface {
	bind.ContractBackend
	bind.DeployBackend
	ChainID(ctx context.Context) (*big.Int, error)
}

// Deployer deploys with one key.
type Deployer struct {
	Backend Backend
	Key     *ecdsa.PrivateKey
	Log     *zap.Logger
	// Save is called with the record after every contract deployed, so that an
	// interrupted run resumes where it stopped. It may be nil.
	Save func(*Record) error
	// ReceiptTimeout bounds the wait for each receipt (default 5 min).
	ReceiptTimeout time.Duration
}

// Deploy makes sure the contracts exist with params (the ResultVerifier bound to the
// registry where its windows fit under the unstake delay): each one prev already
// records is verified (code present, constructor values as given), each one missing is
// deployed, awaited and verified. It returns the complete record.
func (d *Deployer) Deploy(ctx context.Context, params Params, prev *Record) (*Record, error) {
	if err := params.Validate(); err != nil {
		return nil, err
	}
	log := d.Log
	if log == nil {
		log = zap.NewNop()
	}
	chainID, err := d.Backend.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("chain id: %w", err)
	}
	rec := newRecord(chainID.Uint64(), crypto.PubkeyToAddress(d.Key.PublicKey), params)
	if prev != nil {
		if err := prev.compatible(rec); err != nil {
			return nil, err
		}
		rec.Router, rec.Registry, rec.Anchor, rec.Verifier = prev.Router, prev.Registry, prev.Anchor, prev.Verifier
	}
	opts, err := bind.NewKeyedTransactorWithChainID(d.Key, chainID)
	if err != nil {
		return nil, err
	}
	steps := []verifierStep{
		// The registry first: the router's constructor takes its address and pays only
		// workers staked there.
		{"WorkerRegistry", &rec.Registry, func(o *bind.TransactOpts) (common.Address, *types.Transaction, error) {
			a, tx, _, err := bindings.DeployWorkerRegistry(o, d.Backend, params.MinStakeWei, uint64(params.UnstakeDelay/time.Second))
			return a, tx, err
		}, func(ctx context.Context, a common.Address) error { return verifyRegistry(ctx, d.Backend, a, params) }},
		{"InferenceRouter", &rec.Router, func(o *bind.TransactOpts) (common.Address, *types.Transaction, error) {
			a, tx, _, err := bindings.DeployInferenceRouter(o, d.Backend, params.Owner, params.Scheduler,
				new(big.Int).SetUint64(params.MaxPromptBytes), new(big.Int).SetUint64(params.MaxModelNameBytes),
				rec.Registry.Address)
			return a, tx, err
		}, func(ctx context.Context, a common.Address) error {
			return verifyRouter(ctx, d.Backend, a, params, rec.Registry.Address)
		}},
		{"DecisionAnchor", &rec.Anchor, func(o *bind.TransactOpts) (common.Address, *types.Transaction, error) {
			a, tx, _, err := bindings.DeployDecisionAnchor(o, d.Backend, params.Owner, params.Scheduler)
			return a, tx, err
		}, func(ctx context.Context, a common.Address) error { return verifyAnchor(ctx, d.Backend, a, params) }},
	}
	if _, _, _, _, ok := params.verification(); ok {
		steps = append(steps, verifierStep{"ResultVerifier", &rec.Verifier, func(o *bind.TransactOpts) (common.Address, *types.Transaction, error) {
			slash, reward, cw, dw, _ := params.verification()
			a, tx, _, err := bindings.DeployResultVerifier(o, d.Backend, params.Owner, params.Scheduler,
				rec.Router.Address, rec.Registry.Address, slash, reward, cw, dw)
			return a, tx, err
		}, func(ctx context.Context, a common.Address) error {
			return verifyVerifier(ctx, d.Backend, a, params, rec.Router.Address, rec.Registry.Address)
		}})
	}
	for _, s := range steps {
		if c := *s.slot; c != nil {
			if err := s.verify(ctx, c.Address); err != nil {
				return nil, fmt.Errorf("%s at %s (from the record): %w; remove its entry from the record to deploy it afresh", s.name, c.Address.Hex(), err)
			}
			log.Info("already deployed, verified", zap.String("contract", s.name), zap.String("address", c.Address.Hex()))
			continue
		}
		c, err := d.deployOne(ctx, opts, s.name, s.deploy)
		if err != nil {
			return nil, err
		}
		if err := s.verify(ctx, c.Address); err != nil {
			return nil, fmt.Errorf("%s at %s: %w", s.name, c.Address.Hex(), err)
		}
		*s.slot = c
		log.Info("deployed", zap.String("contract", s.name), zap.String("address", c.Address.Hex()),
			zap.String("tx", c.Tx.Hex()), zap.Uint64("block", c.Block))
		if d.Save != nil {
			if err := d.Save(rec); err != nil {
				return nil, fmt.Errorf("save the record after %s: %w", s.name, err)
			}
		}
	}
	if rec.Verifier != nil {
		if err := d.bind(ctx, opts, rec); err != nil {
			return nil, err
		}
	}
	return rec, nil
}

// verifierStep is one contract of a deployment.
type verifierStep struct {
	name   string
	slot   **Contract
	deploy func(*bind.TransactOpts) (common.Address, *types.Transaction, error)
	verify func(context.Context, common.Address) error
}

// bind binds the recorded ResultVerifier to the registry (bindVerifier, the deployer's
// once-only call) unless it already is, and fails if another verifier is bound.
func (d *Deployer) bind(ctx context.Context, opts *bind.TransactOpts, rec *Record) error {
	reg, err := bindings.NewWorkerRegistry(rec.Registry.Address, d.Backend)
	if err != nil {
		return err
	}
	bound, err := reg.Verifier(&bind.CallOpts{Context: ctx})
	switch {
	case err != nil:
		return fmt.Errorf("WorkerRegistry.verifier(): %w", err)
	case bound == rec.Verifier.Address:
		return nil
	case bound != (common.Address{}):
		return fmt.Errorf("the WorkerRegistry at %s is bound to the verifier %s, not the recorded %s: use another --out directory for a new deployment",
			rec.Registry.Address.Hex(), bound.Hex(), rec.Verifier.Address.Hex())
	}
	o := *opts
	o.Context = ctx
	tx, err := reg.BindVerifier(&o, rec.Verifier.Address)
	if err != nil {
		return fmt.Errorf("bindVerifier(%s): %w", rec.Verifier.Address.Hex(), err)
	}
	_, err = d.await(ctx, "bindVerifier", tx)
	return err
}

// await waits up to ReceiptTimeout (default 5 min) for tx's receipt and fails, naming
// what, if it does not come or the transaction reverted.
func (d *Deployer) await(ctx context.Context, what string, tx *types.Transaction) (*types.Receipt, error) {
	timeout := d.ReceiptTimeout
	if timeout == 0 {
		timeout = 5 * time.Minute
	}
	wctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	r, err := bind.WaitMined(wctx, d.Backend, tx)
	if err != nil {
		return nil, fmt.Errorf("%s: no receipt for %s within %s: %w (re-run to check it again)", what, tx.Hash().Hex(), timeout, err)
	}
	if r.Status != types.ReceiptStatusSuccessful {
		return nil, fmt.Errorf("%s: transaction %s reverted", what, tx.Hash().Hex())
	}
	return r, nil
}

func (d *Deployer) deployOne(ctx context.Context, opts *bind.TransactOpts, name string,
	deploy func(*bind.TransactOpts) (common.Address, *types.Transaction, error)) (*Contract, error) {
	o := *opts
	o.Context = ctx
	addr, tx, err := deploy(&o)
	if err != nil {
		return nil, fmt.Errorf("deploy %s: %w", name, err)
	}
	r, err := d.await(ctx, "deploy "+name, tx)
	if err != nil {
		return nil, err
	}
	if r.ContractAddress != addr {
		return nil, fmt.Errorf("deploy %s: receipt names %s, expected %s", name, r.ContractAddress.Hex(), addr.Hex())
	}
	return &Contract{Address: addr, Tx: tx.Hash(), Block: r.BlockNumber.Uint64()}, nil
}

// mismatch collects differences between what a contract answers and what was asked.
type mismatch []error

func (m *mismatch) check(what string, got, want any, err error) {
	switch {
	case err != nil:
		*m = append(*m, fmt.Errorf("%s: %w", what, err))
	case fmt.Sprint(got) != fmt.Sprint(want):
		*m = append(*m, fmt.Errorf("%s is %v, want %v", what, got, want))
	}
}

// settings name, in the start-up check's messages, what a deployment was given.
var settings = contracts.Settings{ChainID: "the chain", Router: "the InferenceRouter's address",
	Registry: "the WorkerRegistry's address", Anchor: "the DecisionAnchor's address", Verifier: "the ResultVerifier's address",
	Signer: "--scheduler"}

// check runs the start-up check of `infersched run` and `infersched worker`
// (contracts.CheckDeployment) on one contract: code at its address, and its scheduler()
// the scheduler key's address, or the registry's staking parameters readable. The
// verify functions add the constructor values it does not know.
func check(ctx context.Context, b Backend, e contracts.Expect, p Params) error {
	e.Scheduler, e.Settings = p.Scheduler, settings
	return contracts.CheckDeployment(ctx, b, e)
}

func verifyRouter(ctx context.Context, b Backend, a common.Address, p Params, registry common.Address) error {
	if err := check(ctx, b, contracts.Expect{Router: a}, p); err != nil {
		return err
	}
	c, err := bindings.NewInferenceRouterCaller(a, b)
	if err != nil {
		return err
	}
	opts := &bind.CallOpts{Context: ctx}
	var m mismatch
	o, err := c.Owner(opts)
	m.check("owner()", o, p.Owner, err)
	mp, err := c.MaxPromptBytes(opts)
	m.check("maxPromptBytes()", mp, p.MaxPromptBytes, err)
	mn, err := c.MaxModelNameBytes(opts)
	m.check("maxModelNameBytes()", mn, p.MaxModelNameBytes, err)
	wr, err := c.WorkerRegistry(opts)
	m.check("workerRegistry()", wr, registry, err)
	return errors.Join(m...)
}

func verifyRegistry(ctx context.Context, b Backend, a common.Address, p Params) error {
	if err := check(ctx, b, contracts.Expect{Registry: a}, p); err != nil {
		return err
	}
	c, err := bindings.NewWorkerRegistryCaller(a, b)
	if err != nil {
		return err
	}
	opts := &bind.CallOpts{Context: ctx}
	var m mismatch
	s, err := c.MinStake(opts)
	m.check("minStake()", s, p.MinStakeWei, err)
	d, err := c.UnstakeDelay(opts)
	m.check("unstakeDelay()", d, uint64(p.UnstakeDelay/time.Second), err)
	return errors.Join(m...)
}

func verifyAnchor(ctx context.Context, b Backend, a common.Address, p Params) error {
	if err := check(ctx, b, contracts.Expect{Anchor: a}, p); err != nil {
		return err
	}
	c, err := bindings.NewDecisionAnchorCaller(a, b)
	if err != nil {
		return err
	}
	var m mismatch
	o, err := c.Owner(&bind.CallOpts{Context: ctx})
	m.check("owner()", o, p.Owner, err)
	return errors.Join(m...)
}

func verifyVerifier(ctx context.Context, b Backend, a common.Address, p Params, router, registry common.Address) error {
	if err := check(ctx, b, contracts.Expect{Verifier: a}, p); err != nil {
		return err
	}
	c, err := bindings.NewResultVerifierCaller(a, b)
	if err != nil {
		return err
	}
	opts := &bind.CallOpts{Context: ctx}
	slash, reward, cw, dw, _ := p.verification()
	var m mismatch
	o, err := c.Owner(opts)
	m.check("owner()", o, p.Owner, err)
	r, err := c.Router(opts)
	m.check("router()", r, router, err)
	g, err := c.Registry(opts)
	m.check("registry()", g, registry, err)
	s, err := c.SlashAmount(opts)
	m.check("slashAmount()", s, slash, err)
	v, err := c.VerifierReward(opts)
	m.check("verifierReward()", v, reward, err)
	x, err := c.ChallengeWindow(opts)
	m.check("challengeWindow()", x, cw, err)
	y, err := c.DisputeWindow(opts)
	m.check("disputeWindow()", y, dw, err)
	return errors.Join(m...)
}
