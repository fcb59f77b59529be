package simchain

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/infersched/infersched/contracts/bindings"
)

// PaymentToken is a test stablecoin (TestStablecoin, an OpenZeppelin ERC-20) that the
// router accepts, with Chainlink's MockV3Aggregator as its price feed.
type PaymentToken struct {
	Address  common.Address
	Token    *bindings.TestStablecoin
	Symbol   string
	Decimals uint8

	FeedAddress  common.Address
	Feed         *bindings.MockV3Aggregator
	FeedDecimals uint8
}

// TokenParams are DeployPaymentToken's arguments.
type TokenParams struct {
	Name, Symbol string
	Decimals     uint8
	// FeedDecimals and Answer are the feed's: Answer / 10^FeedDecimals ETH per whole token.
	FeedDecimals uint8
	Answer       *big.Int
	// Mint is given to every account of Holders (in the token's base units).
	Mint    *big.Int
	Holders []common.Address
}

// DeployPaymentToken deploys a TestStablecoin owned by the chain's owner and a
// MockV3Aggregator answering p.Answer, makes the router accept the token with that feed
// (setPriceFeed, as its owner) and mints p.Mint to every holder. It mines what it sends.
func (c *Chain) DeployPaymentToken(ctx context.Context, p TokenParams) (PaymentToken, error) {
	if p.Answer == nil || p.Answer.Sign() <= 0 {
		return PaymentToken{}, fmt.Errorf("%w: the feed's answer must be > 0", ErrInvalidOption)
	}
	t := PaymentToken{Symbol: p.Symbol, Decimals: p.Decimals, FeedDecimals: p.FeedDecimals}
	opts, err := c.Opts(ctx, c.Deployer)
	if err != nil {
		return PaymentToken{}, err
	}
	var txs []*types.Transaction
	var tx *types.Transaction
	if t.Address, tx, t.Token, err = bindings.DeployTestStablecoin(opts, c.Client, p.Name, p.Symbol, p.Decimals, c.Owner.Address); err != nil {
		return PaymentToken{}, fmt.Errorf("deploy TestStablecoin: %w", err)
	}
	txs = append(txs, tx)
	if opts, err = c.Opts(ctx, c.Deployer); err != nil {
		return PaymentToken{}, err
	}
	if t.FeedAddress, tx, t.Feed, err = bindings.DeployMockV3Aggregator(opts, c.Client, p.FeedDecimals, p.Answer); err != nil {
		return PaymentToken{}, fmt.Errorf("deploy MockV3Aggregator: %w", err)
	}
	txs = append(txs, tx)
	if _, err := c.commitOK(ctx, "token deployment", txs); err != nil {
		return PaymentToken{}, err
	}
	txs = txs[:0]
	if opts, err = c.Opts(ctx, c.Owner); err != nil {
		return PaymentToken{}, err
	}
	if tx, err = c.Router.SetPriceFeed(opts, t.Address, t.FeedAddress); err != nil {
		return PaymentToken{}, fmt.Errorf("setPriceFeed: %w", err)
	}
	txs = append(txs, tx)
	if p.Mint != nil && p.Mint.Sign() > 0 {
		for _, h := range p.Holders {
			if opts, err = c.Opts(ctx, c.Owner); err != nil {
				return PaymentToken{}, err
			}
			if tx, err = t.Token.Mint(opts, h, p.Mint); err != nil {
				return PaymentToken{}, fmt.Errorf("mint %s: %w", p.Symbol, err)
			}
			txs = append(txs, tx)
		}
	}
	if _, err := c.commitOK(ctx, "token setup", txs); err != nil {
		return PaymentToken{}, err
	}
	return t, nil
}
