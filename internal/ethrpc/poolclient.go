package ethrpc

import (
	"context"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"
)

// Client returns a Client whose every call runs through Do: on the current endpoint,
// failing over to the next when it breaks. It is for callers that hand a client to code
// that knows nothing of the pool (abigen bindings, the reference worker, the transaction
// sender); calls that must stay on one endpoint together use Do.
func (p *Pool) Client() Client { return poolClient{p} }

type poolClient struct{ p *Pool }

// answered marks the answers every endpoint would give alike, so that they do not cause
// a failover: "not found" (no such receipt or block yet) and any JSON-RPC error the node
// returned on purpose (a refused transaction, a revert).
func answered(err error) error {
	var re rpc.Error
	if errors.Is(err, ethereum.NotFound) || errors.As(err, &re) {
		return Permanent(err)
	}
	return err
}

func (c poolClient) BlockByHash(ctx context.Context, hash common.Hash) (out *types.Block, err error) {
	err = c.p.Do(ctx, func(ctx context.Context, cl Client) error {
		out, err = cl.BlockByHash(ctx, hash)
		return answered(err)
	})
	return out, err
}

func (c poolClient) BlockByNumber(ctx context.Context, number *big.Int) (out *types.Block, err error) {
	err = c.p.Do(ctx, func(ctx context.Context, cl Client) error {
		out, err = cl.BlockByNumber(ctx, number)
		return answered(err)
	})
	return out, err
}

func (c poolClient) HeaderByHash(ctx context.Context, hash common.Hash) (out *types.Header, err error) {
	err = c.p.Do(ctx, func(ctx context.Context, cl Client) error {
		out, err = cl.HeaderByHash(ctx, hash)
		return answered(err)
	})
	return out, err
}

func (c poolClient) HeaderByNumber(ctx context.Context, number *big.Int) (out *types.Header, err error) {
	err = c.p.Do(ctx, func(ctx context.Context, cl Client) error {
		out, err = cl.HeaderByNumber(ctx, number)
		return answered(err)
	})
	return out, err
}

func (c poolClient) TransactionCount(ctx context.Context, blockHash common.Hash) (out uint, err error) {
	err = c.p.Do(ctx, func(ctx context.Context, cl Client) error {
		out, err = cl.TransactionCount(ctx, blockHash)
		return answered(err)
	})
	return out, err
}

func (c poolClient) TransactionInBlock(ctx context.Context, blockHash common.Hash, index uint) (out *types.Transaction, err error) {
	err = c.p.Do(ctx, func(ctx context.Context, cl Client) error {
		out, err = cl.TransactionInBlock(ctx, blockHash, index)
		return answered(err)
	})
	return out, err
}

func (c poolClient) SubscribeNewHead(ctx context.Context, ch chan<- *types.Header) (out ethereum.Subscription, err error) {
	err = c.p.Do(ctx, func(ctx context.Context, cl Client) error {
		out, err = cl.SubscribeNewHead(ctx, ch)
		return answered(err)
	})
	return out, err
}

func (c poolClient) TransactionReceipt(ctx context.Context, txHash common.Hash) (out *types.Receipt, err error) {
	err = c.p.Do(ctx, func(ctx context.Context, cl Client) error {
		out, err = cl.TransactionReceipt(ctx, txHash)
		return answered(err)
	})
	return out, err
}

func (c poolClient) BalanceAt(ctx context.Context, account common.Address, blockNumber *big.Int) (out *big.Int, err error) {
	err = c.p.Do(ctx, func(ctx context.Context, cl Client) error {
		out, err = cl.BalanceAt(ctx, account, blockNumber)
		return answered(err)
	})
	return out, err
}

func (c poolClient) StorageAt(ctx context.Context, account common.Address, key common.Hash, blockNumber *big.Int) (out []byte, err error) {
	err = c.p.Do(ctx, func(ctx context.Context, cl Client) error {
		out, err = cl.StorageAt(ctx, account, key, blockNumber)
		return answered(err)
	})
	return out, err
}

func (c poolClient) CodeAt(ctx context.Context, account common.Address, blockNumber *big.Int) (out []byte, err error) {
	err = c.p.Do(ctx, func(ctx context.Context, cl Client) error {
		out, err = cl.CodeAt(ctx, account, blockNumber)
		return answered(err)
	})
	return out, err
}

func (c poolClient) NonceAt(ctx context.Context, account common.Address, blockNumber *big.Int) (out uint64, err error) {
	err = c.p.Do(ctx, func(ctx context.Context, cl Client) error {
		out, err = cl.NonceAt(ctx, account, blockNumber)
		return answered(err)
	})
	return out, err
}

func (c poolClient) CallContract(ctx context.Context, call ethereum.CallMsg, blockNumber *big.Int) (out []byte, err error) {
	err = c.p.Do(ctx, func(ctx context.Context, cl Client) error {
		out, err = cl.CallContract(ctx, call, blockNumber)
		return answered(err)
	})
	return out, err
}

func (c poolClient) FilterLogs(ctx context.Context, q ethereum.FilterQuery) (out []types.Log, err error) {
	err = c.p.Do(ctx, func(ctx context.Context, cl Client) error {
		out, err = cl.FilterLogs(ctx, q)
		return answered(err)
	})
	return out, err
}

func (c poolClient) SubscribeFilterLogs(ctx context.Context, q ethereum.FilterQuery, ch chan<- types.Log) (out ethereum.Subscription, err error) {
	err = c.p.Do(ctx, func(ctx context.Context, cl Client) error {
		out, err = cl.SubscribeFilterLogs(ctx, q, ch)
		return answered(err)
	})
	return out, err
}

func (c poolClient) SuggestGasPrice(ctx context.Context) (out *big.Int, err error) {
	err = c.p.Do(ctx, func(ctx context.Context, cl Client) error {
		out, err = cl.SuggestGasPrice(ctx)
		return answered(err)
	})
	return out, err
}

func (c poolClient) SuggestGasTipCap(ctx context.Context) (out *big.Int, err error) {
	err = c.p.Do(ctx, func(ctx context.Context, cl Client) error {
		out, err = cl.SuggestGasTipCap(ctx)
		return answered(err)
	})
	return out, err
}

func (c poolClient) FeeHistory(ctx context.Context, blockCount uint64, lastBlock *big.Int, rewardPercentiles []float64) (out *ethereum.FeeHistory, err error) {
	err = c.p.Do(ctx, func(ctx context.Context, cl Client) error {
		out, err = cl.FeeHistory(ctx, blockCount, lastBlock, rewardPercentiles)
		return answered(err)
	})
	return out, err
}

func (c poolClient) PendingBalanceAt(ctx context.Context, account common.Address) (out *big.Int, err error) {
	err = c.p.Do(ctx, func(ctx context.Context, cl Client) error {
		out, err = cl.PendingBalanceAt(ctx, account)
		return answered(err)
	})
	return out, err
}

func (c poolClient) PendingStorageAt(ctx context.Context, account common.Address, key common.Hash) (out []byte, err error) {
	err = c.p.Do(ctx, func(ctx context.Context, cl Client) error {
		out, err = cl.PendingStorageAt(ctx, account, key)
		return answered(err)
	})
	return out, err
}

func (c poolClient) PendingCodeAt(ctx context.Context, account common.Address) (out []byte, err error) {
	err = c.p.Do(ctx, func(ctx context.Context, cl Client) error {
		out, err = cl.PendingCodeAt(ctx, account)
		return answered(err)
	})
	return out, err
}

func (c poolClient) PendingNonceAt(ctx context.Context, account common.Address) (out uint64, err error) {
	err = c.p.Do(ctx, func(ctx context.Context, cl Client) error {
		out, err = cl.PendingNonceAt(ctx, account)
		return answered(err)
	})
	return out, err
}

func (c poolClient) PendingTransactionCount(ctx context.Context) (out uint, err error) {
	err = c.p.Do(ctx, func(ctx context.Context, cl Client) error {
		out, err = cl.PendingTransactionCount(ctx)
		return answered(err)
	})
	return out, err
}

func (c poolClient) PendingCallContract(ctx context.Context, call ethereum.CallMsg) (out []byte, err error) {
	err = c.p.Do(ctx, func(ctx context.Context, cl Client) error {
		out, err = cl.PendingCallContract(ctx, call)
		return answered(err)
	})
	return out, err
}

func (c poolClient) EstimateGas(ctx context.Context, call ethereum.CallMsg) (out uint64, err error) {
	err = c.p.Do(ctx, func(ctx context.Context, cl Client) error {
		out, err = cl.EstimateGas(ctx, call)
		return answered(err)
	})
	return out, err
}

func (c poolClient) BlockNumber(ctx context.Context) (out uint64, err error) {
	err = c.p.Do(ctx, func(ctx context.Context, cl Client) error {
		out, err = cl.BlockNumber(ctx)
		return answered(err)
	})
	return out, err
}

func (c poolClient) ChainID(ctx context.Context) (out *big.Int, err error) {
	err = c.p.Do(ctx, func(ctx context.Context, cl Client) error {
		out, err = cl.ChainID(ctx)
		return answered(err)
	})
	return out, err
}

func (c poolClient) TransactionByHash(ctx context.Context, txHash common.Hash) (tx *types.Transaction, pending bool, err error) {
	err = c.p.Do(ctx, func(ctx context.Context, cl Client) error {
		tx, pending, err = cl.TransactionByHash(ctx, txHash)
		return answered(err)
	})
	return tx, pending, err
}

func (c poolClient) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	return c.p.Do(ctx, func(ctx context.Context, cl Client) error { return answered(cl.SendTransaction(ctx, tx)) })
}

func (c poolClient) SubscribeTransactionReceipts(ctx context.Context, q *ethereum.TransactionReceiptsQuery, ch chan<- []*types.Receipt) (sub ethereum.Subscription, err error) {
	err = c.p.Do(ctx, func(ctx context.Context, cl Client) error {
		sub, err = cl.SubscribeTransactionReceipts(ctx, q, ch)
		return answered(err)
	})
	return sub, err
}
