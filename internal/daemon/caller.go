package daemon

import (
	"context"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/internal/ethrpc"
)

// poolCaller is a bind.ContractCaller over the failover pool, so that contract reads
// (worker stakes) fail over like everything else.
type poolCaller struct{ p *ethrpc.Pool }

func (c poolCaller) CodeAt(ctx context.Context, a common.Address, block *big.Int) ([]byte, error) {
	var out []byte
	err := c.p.Do(ctx, func(ctx context.Context, cl ethrpc.Client) (err error) {
		out, err = cl.CodeAt(ctx, a, block)
		return err
	})
	return out, err
}

func (c poolCaller) CallContract(ctx context.Context, msg ethereum.CallMsg, block *big.Int) ([]byte, error) {
	var out []byte
	err := c.p.Do(ctx, func(ctx context.Context, cl ethrpc.Client) (err error) {
		out, err = cl.CallContract(ctx, msg, block)
		return err
	})
	return out, err
}
