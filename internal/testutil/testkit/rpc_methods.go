package testkit

// The methods of Client, each through fault first. A method missing here would reach
// the real client even while the endpoint is broken.

import (
	"context"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

func (f *FaultyRPC) BlockByHash(ctx context.Context, hash common.Hash) (*types.Block, error) {
	if err := f.fault(ctx, "BlockByHash"); err != nil {
		return nil, err
	}
	return f.Client.BlockByHash(ctx, hash)
}

func (f *FaultyRPC) BlockByNumber(ctx context.Context, number *big.Int) (*types.Block, error) {
	if err := f.fault(ctx, "BlockByNumber"); err != nil {
		return nil, err
	}
	return f.Client.BlockByNumber(ctx, number)
}

func (f *FaultyRPC) HeaderByHash(ctx context.Context, hash common.Hash) (*types.Header, error) {
	if err := f.fault(ctx, "HeaderByHash"); err != nil {
		return nil, err
	}
	return f.Client.HeaderByHash(ctx, hash)
}

func (f *FaultyRPC) HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error) {
	if err := f.fault(ctx, "HeaderByNumber"); err != nil {
		return nil, err
	}
	return f.Client.HeaderByNumber(ctx, number)
}

func (f *FaultyRPC) TransactionCount(ctx context.Context, blockHash common.Hash) (uint, error) {
	if err := f.fault(ctx, "TransactionCount"); err != nil {
		return 0, err
	}
	return f.Client.TransactionCount(ctx, blockHash)
}

func (f *FaultyRPC) TransactionInBlock(ctx context.Context, blockHash common.Hash, index uint) (*types.Transaction, error) {
	if err := f.fault(ctx, "TransactionInBlock"); err != nil {
		return nil, err
	}
	return f.Client.TransactionInBlock(ctx, blockHash, index)
}

func (f *FaultyRPC) SubscribeNewHead(ctx context.Context, ch chan<- *types.Header) (ethereum.Subscription, error) {
	if err := f.fault(ctx, "SubscribeNewHead"); err != nil {
		return nil, err
	}
	return f.Client.SubscribeNewHead(ctx, ch)
}

func (f *FaultyRPC) TransactionReceipt(ctx context.Context, txHash common.Hash) (*types.Receipt, error) {
	if err := f.fault(ctx, "TransactionReceipt"); err != nil {
		return nil, err
	}
	return f.Client.TransactionReceipt(ctx, txHash)
}

func (f *FaultyRPC) BalanceAt(ctx context.Context, account common.Address, blockNumber *big.Int) (*big.Int, error) {
	if err := f.fault(ctx, "BalanceAt"); err != nil {
		return nil, err
	}
	return f.Client.BalanceAt(ctx, account, blockNumber)
}

func (f *FaultyRPC) StorageAt(ctx context.Context, account common.Address, key common.Hash, blockNumber *big.Int) ([]byte, error) {
	if err := f.fault(ctx, "StorageAt"); err != nil {
		return nil, err
	}
	return f.Client.StorageAt(ctx, account, key, blockNumber)
}

func (f *FaultyRPC) CodeAt(ctx context.Context, account common.Address, blockNumber *big.Int) ([]byte, error) {
	if err := f.fault(ctx, "CodeAt"); err != nil {
		return nil, err
	}
	return f.Client.CodeAt(ctx, account, blockNumber)
}

func (f *FaultyRPC) NonceAt(ctx context.Context, account common.Address, blockNumber *big.Int) (uint64, error) {
	if err := f.fault(ctx, "NonceAt"); err != nil {
		return 0, err
	}
	return f.Client.NonceAt(ctx, account, blockNumber)
}

func (f *FaultyRPC) CallContract(ctx context.Context, call ethereum.CallMsg, blockNumber *big.Int) ([]byte, error) {
	if err := f.fault(ctx, "CallContract"); err != nil {
		return nil, err
	}
	return f.Client.CallContract(ctx, call, blockNumber)
}

func (f *FaultyRPC) FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	if err := f.fault(ctx, "FilterLogs"); err != nil {
		return nil, err
	}
	return f.Client.FilterLogs(ctx, q)
}

func (f *FaultyRPC) SubscribeFilterLogs(ctx context.Context, q ethereum.FilterQuery, ch chan<- types.Log) (ethereum.Subscription, error) {
	if err := f.fault(ctx, "SubscribeFilterLogs"); err != nil {
		return nil, err
	}
	return f.Client.SubscribeFilterLogs(ctx, q, ch)
}

func (f *FaultyRPC) SuggestGasPrice(ctx context.Context) (*big.Int, error) {
	if err := f.fault(ctx, "SuggestGasPrice"); err != nil {
		return nil, err
	}
	return f.Client.SuggestGasPrice(ctx)
}

func (f *FaultyRPC) SuggestGasTipCap(ctx context.Context) (*big.Int, error) {
	if err := f.fault(ctx, "SuggestGasTipCap"); err != nil {
		return nil, err
	}
	return f.Client.SuggestGasTipCap(ctx)
}

func (f *FaultyRPC) FeeHistory(ctx context.Context, blockCount uint64, lastBlock *big.Int, rewardPercentiles []float64) (*ethereum.FeeHistory, error) {
	if err := f.fault(ctx, "FeeHistory"); err != nil {
		return nil, err
	}
	return f.Client.FeeHistory(ctx, blockCount, lastBlock, rewardPercentiles)
}

func (f *FaultyRPC) PendingBalanceAt(ctx context.Context, account common.Address) (*big.Int, error) {
	if err := f.fault(ctx, "PendingBalanceAt"); err != nil {
		return nil, err
	}
	return f.Client.PendingBalanceAt(ctx, account)
}

func (f *FaultyRPC) PendingStorageAt(ctx context.Context, account common.Address, key common.Hash) ([]byte, error) {
	if err := f.fault(ctx, "PendingStorageAt"); err != nil {
		return nil, err
	}
	return f.Client.PendingStorageAt(ctx, account, key)
}

func (f *FaultyRPC) PendingCodeAt(ctx context.Context, account common.Address) ([]byte, error) {
	if err := f.fault(ctx, "PendingCodeAt"); err != nil {
		return nil, err
	}
	return f.Client.PendingCodeAt(ctx, account)
}

func (f *FaultyRPC) PendingNonceAt(ctx context.Context, account common.Address) (uint64, error) {
	if err := f.fault(ctx, "PendingNonceAt"); err != nil {
		return 0, err
	}
	return f.Client.PendingNonceAt(ctx, account)
}

func (f *FaultyRPC) PendingTransactionCount(ctx context.Context) (uint, error) {
	if err := f.fault(ctx, "PendingTransactionCount"); err != nil {
		return 0, err
	}
	return f.Client.PendingTransactionCount(ctx)
}

func (f *FaultyRPC) PendingCallContract(ctx context.Context, call ethereum.CallMsg) ([]byte, error) {
	if err := f.fault(ctx, "PendingCallContract"); err != nil {
		return nil, err
	}
	return f.Client.PendingCallContract(ctx, call)
}

func (f *FaultyRPC) EstimateGas(ctx context.Context, call ethereum.CallMsg) (uint64, error) {
	if err := f.fault(ctx, "EstimateGas"); err != nil {
		return 0, err
	}
	return f.Client.EstimateGas(ctx, call)
}

func (f *FaultyRPC) BlockNumber(ctx context.Context) (uint64, error) {
	if err := f.fault(ctx, "BlockNumber"); err != nil {
		return 0, err
	}
	return f.Client.BlockNumber(ctx)
}

func (f *FaultyRPC) ChainID(ctx context.Context) (*big.Int, error) {
	if err := f.fault(ctx, "ChainID"); err != nil {
		return nil, err
	}
	return f.Client.ChainID(ctx)
}

func (f *FaultyRPC) TransactionByHash(ctx context.Context, txHash common.Hash) (*types.Transaction, bool, error) {
	if err := f.fault(ctx, "TransactionByHash"); err != nil {
		return nil, false, err
	}
	return f.Client.TransactionByHash(ctx, txHash)
}

func (f *FaultyRPC) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	if err := f.fault(ctx, "SendTransaction"); err != nil {
		return err
	}
	return f.Client.SendTransaction(ctx, tx)
}

func (f *FaultyRPC) SubscribeTransactionReceipts(ctx context.Context, q *ethereum.TransactionReceiptsQuery, ch chan<- []*types.Receipt) (ethereum.Subscription, error) {
	if err := f.fault(ctx, "SubscribeTransactionReceipts"); err != nil {
		return nil, err
	}
	return f.Client.SubscribeTransactionReceipts(ctx, q, ch)
}
