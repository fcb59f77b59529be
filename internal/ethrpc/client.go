package ethrpc

import (
	"context"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/ethclient"
)

// Client is what the edges may ask of an endpoint: the same method set as
// simulated.Client, which *ethclient.Client also has, so tests run the real code against
// go-ethereum's simulated backend. It is enough for abigen bindings (bind.ContractBackend).
type Client interface {
	ethereum.ChainIDReader
	ethereum.BlockNumberReader
	ethereum.ChainReader // headers, blocks, SubscribeNewHead
	ethereum.ChainStateReader
	ethereum.ContractCaller
	ethereum.GasEstimator
	ethereum.GasPricer
	ethereum.GasPricer1559
	ethereum.FeeHistoryReader
	ethereum.LogFilterer // FilterLogs, SubscribeFilterLogs
	ethereum.PendingStateReader
	ethereum.PendingContractCaller
	ethereum.TransactionReader
	ethereum.TransactionSender
}

// DialFunc connects to one endpoint. The Pool closes a client it drops if the client
// has a Close() method.
type DialFunc func(ctx context.Context, url string) (Client, error)

// Dial is the default DialFunc: ethclient over HTTP or WebSocket.
func Dial(ctx context.Context, url string) (Client, error) {
	c, err := ethclient.DialContext(ctx, url)
	if err != nil {
		return nil, err
	}
	return c, nil
}
