package workers

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/contracts/bindings"
)

// contractStakes reads WorkerRegistry.stakeOf through the abigen bindings.
type contractStakes struct {
	c *bindings.WorkerRegistryCaller
}

// NewContractStakeReader reads stakes from the WorkerRegistry contract at address through
// caller (an *ethclient.Client, or the simulated backend's client in tests), at the latest
// block. Cache it with workers.stake_cache_ttl by handing it to New.
func NewContractStakeReader(caller bind.ContractCaller, address common.Address) (StakeReader, error) {
	if caller == nil {
		return nil, errors.New("workers: nil contract caller")
	}
	if address == (common.Address{}) {
		return nil, errors.New("workers: WorkerRegistry address is the zero address")
	}
	c, err := bindings.NewWorkerRegistryCaller(address, caller)
	if err != nil {
		return nil, fmt.Errorf("bind WorkerRegistry at %s: %w", address.Hex(), err)
	}
	return contractStakes{c: c}, nil
}

// StakeOf returns the worker's active stake: 0 if it never registered or asked to unstake.
func (s contractStakes) StakeOf(ctx context.Context, worker common.Address) (*big.Int, error) {
	v, err := s.c.StakeOf(&bind.CallOpts{Context: ctx}, worker)
	if err != nil {
		return nil, fmt.Errorf("WorkerRegistry.stakeOf(%s): %w", worker.Hex(), err)
	}
	return v, nil
}
