package health

import (
	"context"
	"errors"
	"math/big"
	"sync/atomic"

	"github.com/infersched/infersched/internal/ethrpc"
)

// faultClient is an endpoint that answers ChainID and BlockNumber until down is set,
// then fails as a dead node does: the fault fake behind TestEveryChainEndpointDown.
type faultClient struct {
	ethrpc.Client
	down *atomic.Bool
}

func (c faultClient) ChainID(context.Context) (*big.Int, error) {
	if c.down.Load() {
		return nil, errors.New("connection refused")
	}
	return big.NewInt(1), nil
}

func (c faultClient) BlockNumber(context.Context) (uint64, error) {
	if c.down.Load() {
		return 0, errors.New("connection refused")
	}
	return 42, nil
}

func (faultClient) Close() {}
