package contracts

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/contracts/bindings"
)

// ErrDeployment marks every problem CheckDeployment finds.
var ErrDeployment = errors.New("deployment check")

// DeploymentBackend is what CheckDeployment reads: the chain id, code and calls. Every
// ethrpc.Client and go-ethereum's clients satisfy it.
type DeploymentBackend interface {
	bind.ContractCaller
	ChainID(ctx context.Context) (*big.Int, error)
}

// Expect is what a process was configured with. A zero field is not checked: a worker
// does not know the scheduler's address, and knows nothing of the anchor.
type Expect struct {
	ChainID   uint64
	Router    common.Address
	Registry  common.Address
	Anchor    common.Address
	Scheduler common.Address // the address of the key that signs vouchers and anchors
}

// CheckDeployment checks, before anything is sent or assigned, that the chain is the
// configured one, that each configured address holds code of the expected contract, that
// the router's and the anchor's scheduler() is the signer (else every voucher and anchor
// reverts) and that the registry's staking parameters are readable. It returns every
// problem at once (errors.Join, each wrapping ErrDeployment) with what to fix, or nil.
func CheckDeployment(ctx context.Context, b DeploymentBackend, e Expect) error {
	var errs []error
	bad := func(format string, args ...any) {
		errs = append(errs, fmt.Errorf("%w: "+format, append([]any{ErrDeployment}, args...)...))
	}
	id, err := b.ChainID(ctx)
	switch {
	case err != nil:
		bad("chain: eth_chainId: %v: is chain.rpc_urls a reachable node?", err)
		return errors.Join(errs...) // nothing else can be read either
	case e.ChainID != 0 && (!id.IsUint64() || id.Uint64() != e.ChainID):
		bad("chain.chain_id: the node serves chain %s, configured %d: point chain.rpc_urls at chain %d or fix chain.chain_id", id, e.ChainID, e.ChainID)
	}
	opts := &bind.CallOpts{Context: ctx}
	hasCode := func(key string, addr common.Address) bool {
		if addr == (common.Address{}) {
			return false
		}
		code, err := b.CodeAt(ctx, addr, nil)
		if err != nil {
			bad("%s: reading code at %s: %v", key, addr.Hex(), err)
			return false
		}
		if len(code) == 0 {
			bad("%s: no contract code at %s on chain %s: deploy the contract there or fix %s", key, addr.Hex(), id, key)
			return false
		}
		return true
	}
	checkScheduler := func(key, name string, got common.Address, err error) {
		switch {
		case err != nil:
			bad("%s: scheduler() unreadable (%v): is %s the %s?", key, describe(err), key, name)
		case e.Scheduler != (common.Address{}) && got != e.Scheduler:
			bad("%s: the %s's scheduler() is %s but the signer key is %s: configure signer with the key of %s, or have the %s's owner call setScheduler(%s)",
				key, name, got.Hex(), e.Scheduler.Hex(), got.Hex(), name, e.Scheduler.Hex())
		}
	}
	if hasCode("contracts.router", e.Router) {
		if r, err := bindings.NewInferenceRouterCaller(e.Router, b); err != nil {
			bad("contracts.router: %v", err)
		} else {
			got, cerr := r.Scheduler(opts)
			checkScheduler("contracts.router", "InferenceRouter", got, cerr)
		}
	}
	if hasCode("contracts.decision_anchor", e.Anchor) {
		if a, err := bindings.NewDecisionAnchorCaller(e.Anchor, b); err != nil {
			bad("contracts.decision_anchor: %v", err)
		} else {
			got, cerr := a.Scheduler(opts)
			checkScheduler("contracts.decision_anchor", "DecisionAnchor", got, cerr)
		}
	}
	if hasCode("contracts.worker_registry", e.Registry) {
		if r, err := bindings.NewWorkerRegistryCaller(e.Registry, b); err != nil {
			bad("contracts.worker_registry: %v", err)
		} else {
			if _, err := r.MinStake(opts); err != nil {
				bad("contracts.worker_registry: minStake() unreadable (%v): is it the WorkerRegistry?", describe(err))
			}
			if _, err := r.UnstakeDelay(opts); err != nil {
				bad("contracts.worker_registry: unstakeDelay() unreadable (%v): is it the WorkerRegistry?", describe(err))
			}
		}
	}
	return errors.Join(errs...)
}

// describe names a custom error where the call reverted with one.
func describe(err error) string {
	if r, ok := DecodeRevert(err); ok {
		return r.Error()
	}
	return err.Error()
}
