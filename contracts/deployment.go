package contracts

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

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
	ChainID  uint64
	Router   common.Address
	Registry common.Address
	Anchor   common.Address
	// Verifier is the ResultVerifier: its code and scheduler() are checked,
	// and, with Router and Registry, that it reads that router and is the registry's
	// bound verifier.
	Verifier  common.Address
	Scheduler common.Address // the address of the key that signs vouchers and anchors
	// MinWithdrawalDelay, when set, is what the router's withdrawalDelay must exceed: the
	// longest a voucher the scheduler signs can outlive the moment it learns of a
	// withdrawal (InferenceRouter's notes on withdrawal).
	MinWithdrawalDelay time.Duration
	// Settings names the configuration settings the error messages point at; empty
	// fields are the daemon's (chain.chain_id, chain.contracts.router, ...).
	Settings Settings
}

// Settings are the names of the settings that hold each expected value.
type Settings struct {
	ChainID, Router, Registry, Anchor, Verifier, Signer string
}

func (s Settings) orDaemon() Settings {
	or := func(v, d string) string {
		if v == "" {
			return d
		}
		return v
	}
	return Settings{ChainID: or(s.ChainID, "chain.chain_id"), Router: or(s.Router, "chain.contracts.router"),
		Registry: or(s.Registry, "chain.contracts.worker_registry"), Anchor: or(s.Anchor, "chain.contracts.decision_anchor"),
		Verifier: or(s.Verifier, "chain.contracts.result_verifier"), Signer: or(s.Signer, "signer")}
}

// CheckDeployment checks, before anything is sent or assigned, that the chain is the
// configured one, that each configured address holds code of the expected contract, that
// the router's and the anchor's scheduler() is the signer (else every voucher and anchor
// reverts) and that the registry's staking parameters are readable. It returns every
// problem at once (errors.Join, each wrapping ErrDeployment) with what to fix, or nil.
func CheckDeployment(ctx context.Context, b DeploymentBackend, e Expect) error {
	set := e.Settings.orDaemon()
	var errs []error
	bad := func(format string, args ...any) {
		errs = append(errs, fmt.Errorf("%w: "+format, append([]any{ErrDeployment}, args...)...))
	}
	id, err := b.ChainID(ctx)
	switch {
	case err != nil:
		bad("eth_chainId: %v: is the RPC endpoint a reachable node?", err)
		return errors.Join(errs...) // nothing else can be read either
	case e.ChainID != 0 && (!id.IsUint64() || id.Uint64() != e.ChainID):
		bad("%s: the node serves chain %s, configured %d: point the RPC endpoints at chain %d or fix %s", set.ChainID, id, e.ChainID, e.ChainID, set.ChainID)
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
			bad("%s: the %s's scheduler() is %s but the signer key is %s: configure %s with the key of %s, or have the %s's owner call setScheduler(%s)",
				key, name, got.Hex(), e.Scheduler.Hex(), set.Signer, got.Hex(), name, e.Scheduler.Hex())
		}
	}
	if hasCode(set.Router, e.Router) {
		if r, err := bindings.NewInferenceRouterCaller(e.Router, b); err != nil {
			bad("%s: %v", set.Router, err)
		} else {
			got, cerr := r.Scheduler(opts)
			checkScheduler(set.Router, "InferenceRouter", got, cerr)
			if e.MinWithdrawalDelay > 0 {
				d, err := r.WithdrawalDelay(opts)
				switch {
				case err != nil:
					bad("%s: withdrawalDelay() unreadable (%v): is it the InferenceRouter of this release?", set.Router, describe(err))
				case time.Duration(d)*time.Second <= e.MinWithdrawalDelay:
					bad("%s: the router's withdrawalDelay is %ds, not above %s (2 × scheduler.voucher_ttl, a second, and the indexer's confirmations): a withdrawal could take effect while a voucher the scheduler signed is still valid; have the router's owner call setWithdrawalDelay, or shorten scheduler.voucher_ttl",
						set.Router, d, e.MinWithdrawalDelay)
				}
			}
		}
	}
	if hasCode(set.Anchor, e.Anchor) {
		if a, err := bindings.NewDecisionAnchorCaller(e.Anchor, b); err != nil {
			bad("%s: %v", set.Anchor, err)
		} else {
			got, cerr := a.Scheduler(opts)
			checkScheduler(set.Anchor, "DecisionAnchor", got, cerr)
		}
	}
	if hasCode(set.Registry, e.Registry) {
		if r, err := bindings.NewWorkerRegistryCaller(e.Registry, b); err != nil {
			bad("%s: %v", set.Registry, err)
		} else {
			if _, err := r.MinStake(opts); err != nil {
				bad("%s: minStake() unreadable (%v): is it the WorkerRegistry?", set.Registry, describe(err))
			}
			if _, err := r.UnstakeDelay(opts); err != nil {
				bad("%s: unstakeDelay() unreadable (%v): is it the WorkerRegistry?", set.Registry, describe(err))
			}
		}
	}
	if hasCode(set.Verifier, e.Verifier) {
		checkVerifier(opts, b, e, set, checkScheduler, bad)
	}
	return errors.Join(errs...)
}

// checkVerifier checks the ResultVerifier at e.Verifier: scheduler(), its router and
// its binding to the registry when those are configured too.
func checkVerifier(opts *bind.CallOpts, b DeploymentBackend, e Expect, set Settings,
	checkScheduler func(key, name string, got common.Address, err error), bad func(string, ...any)) {
	v, err := bindings.NewResultVerifierCaller(e.Verifier, b)
	if err != nil {
		bad("%s: %v", set.Verifier, err)
		return
	}
	got, cerr := v.Scheduler(opts)
	checkScheduler(set.Verifier, "ResultVerifier", got, cerr)
	if e.Router != (common.Address{}) {
		if r, err := v.Router(opts); err != nil {
			bad("%s: router() unreadable (%v): is it the ResultVerifier?", set.Verifier, describe(err))
		} else if r != e.Router {
			bad("%s: the ResultVerifier reads the router %s, configured %s: fix %s or %s", set.Verifier, r.Hex(), e.Router.Hex(), set.Verifier, set.Router)
		}
	}
	if e.Registry != (common.Address{}) {
		reg, err := bindings.NewWorkerRegistryCaller(e.Registry, b)
		if err != nil {
			bad("%s: %v", set.Registry, err)
			return
		}
		if bound, err := reg.Verifier(opts); err != nil {
			bad("%s: verifier() unreadable (%v): is it a WorkerRegistry with a ResultVerifier?", set.Registry, describe(err))
		} else if bound != e.Verifier {
			bad("%s: the WorkerRegistry's bound verifier is %s, configured %s: disputes could not lock or slash; fix %s", set.Registry, bound.Hex(), e.Verifier.Hex(), set.Verifier)
		}
	}
}

// describe names a custom error where the call reverted with one.
func describe(err error) string {
	if r, ok := DecodeRevert(err); ok {
		return r.Error()
	}
	return err.Error()
}
