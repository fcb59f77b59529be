package httpapi

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/contracts/bindings"
)

// ChainLookup tells whether the chain holds a request, for the moment between a
// request's block and the indexer's sighting of it: a client polling right after its
// receipt gets 202 confirming, never 404.
type ChainLookup interface {
	// RequestOnChain reports whether the router holds request id (decimal) at the
	// latest block.
	RequestOnChain(ctx context.Context, id string) (bool, error)
}

// maxChainLookups bounds the chain reads in flight at once; beyond it a poll for an
// id nobody has seen is answered 503 with Retry-After 1 instead of queueing RPC calls.
const maxChainLookups = 8

// RouterLookup is a ChainLookup over the InferenceRouter's requestStatus view.
// It is also a SightingVerifier: nextRequestId, and with a caller that reads receipts
// (an ethclient, the pool's client, the simulated backend) the logs of a transaction.
type RouterLookup struct {
	c         *bindings.InferenceRouterCaller
	f         *bindings.InferenceRouterFilterer
	addr      common.Address
	requested common.Hash // InferenceRequested's topic
	receipts  receiptReader
}

// NewRouterLookup binds the router at addr through caller.
func NewRouterLookup(caller bind.ContractCaller, addr common.Address) (*RouterLookup, error) {
	c, err := bindings.NewInferenceRouterCaller(addr, caller)
	if err != nil {
		return nil, fmt.Errorf("bind router: %w", err)
	}
	f, err := bindings.NewInferenceRouterFilterer(addr, nil)
	if err != nil {
		return nil, fmt.Errorf("bind router: %w", err)
	}
	parsed, err := bindings.InferenceRouterMetaData.GetAbi()
	if err != nil {
		return nil, fmt.Errorf("router abi: %w", err)
	}
	l := &RouterLookup{c: c, f: f, addr: addr, requested: parsed.Events["InferenceRequested"].ID}
	l.receipts, _ = caller.(receiptReader)
	return l, nil
}

// RequestOnChain reads requestStatus(id): anything but 0 (none) is a request.
func (l *RouterLookup) RequestOnChain(ctx context.Context, id string) (bool, error) {
	n, ok := new(big.Int).SetString(id, 10)
	if !ok {
		return false, fmt.Errorf("request id %q is not decimal", id)
	}
	st, err := l.c.RequestStatus(&bind.CallOpts{Context: ctx}, n)
	if err != nil {
		return false, fmt.Errorf("requestStatus(%s): %w", id, err)
	}
	return st != 0, nil
}
