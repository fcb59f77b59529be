package agent

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

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/internal/ethrpc"
)

// Register stakes stakeWei for the key's address in the WorkerRegistry at registry and
// waits for the receipt (until ctx ends). A revert (e.g. InsufficientStake) comes back
// decoded as a *contracts.Revert.
func Register(ctx context.Context, chain ChainClient, chainID *big.Int, registry common.Address, key *ecdsa.PrivateKey, stakeWei *big.Int) (*types.Receipt, error) {
	if stakeWei == nil || stakeWei.Sign() <= 0 {
		return nil, fmt.Errorf("register: stake must be positive, got %v", stakeWei)
	}
	if key == nil || chainID == nil {
		return nil, errors.New("register: key and chain id are required")
	}
	reg, err := bindings.NewWorkerRegistryTransactor(registry, chain)
	if err != nil {
		return nil, fmt.Errorf("register: %w", err)
	}
	opts, err := bind.NewKeyedTransactorWithChainID(key, chainID)
	if err != nil {
		return nil, fmt.Errorf("register: %w", err)
	}
	opts.Context, opts.Value = ctx, new(big.Int).Set(stakeWei)
	tx, err := reg.Register(opts)
	if err != nil {
		if r, ok := contracts.DecodeRevert(err); ok {
			return nil, fmt.Errorf("register: %w", r)
		}
		return nil, fmt.Errorf("register: %w", err)
	}
	for wait := 50 * time.Millisecond; ; wait = min(2*wait, 2*time.Second) {
		r, err := chain.TransactionReceipt(ctx, tx.Hash())
		if err == nil {
			if r.Status != types.ReceiptStatusSuccessful {
				return r, fmt.Errorf("register: transaction %s failed", tx.Hash())
			}
			return r, nil
		}
		if !ethrpc.ReceiptNotYet(err) {
			return nil, fmt.Errorf("register: receipt of %s: %w", tx.Hash(), err)
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("register: waiting for %s: %w", tx.Hash(), ctx.Err())
		case <-time.After(wait):
		}
	}
}
