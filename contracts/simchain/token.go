package simchain

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
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

// Subscribe creates a subscription owned by owner paying in token (the zero address:
// ETH), funds it with amount (approving the router first for a token) and adds
// consumers, all in one block (with whatever else is pending). It returns the
// subscription's id.
func (c *Chain) Subscribe(ctx context.Context, owner Account, token common.Address, amount *big.Int, consumers ...common.Address) (uint64, error) {
	sub, err := c.Router.NextSubscriptionId(&bind.CallOpts{Context: ctx})
	if err != nil {
		return 0, fmt.Errorf("nextSubscriptionId: %w", err)
	}
	var txs []*types.Transaction
	send := func(what string, build func(*bind.TransactOpts) (*types.Transaction, error), value *big.Int) error {
		opts, err := c.Opts(ctx, owner)
		if err != nil {
			return err
		}
		if value != nil {
			opts.Value = new(big.Int).Set(value)
		}
		opts.GasLimit = 300_000 // no estimate: each call depends on the one before it in the block
		tx, err := build(opts)
		if err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
		txs = append(txs, tx)
		return nil
	}
	if err := send("createSubscription", func(o *bind.TransactOpts) (*types.Transaction, error) { return c.Router.CreateSubscription(o, token) }, nil); err != nil {
		return 0, err
	}
	value := amount
	if token != (common.Address{}) {
		erc20, err := bindings.NewTestStablecoin(token, c.Client)
		if err != nil {
			return 0, err
		}
		if err := send("approve", func(o *bind.TransactOpts) (*types.Transaction, error) {
			return erc20.Approve(o, c.RouterAddress, amount)
		}, nil); err != nil {
			return 0, err
		}
		value = nil
	}
	if err := send("fundSubscription", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return c.Router.FundSubscription(o, sub, amount)
	}, value); err != nil {
		return 0, err
	}
	for _, a := range consumers {
		if err := send("addConsumer", func(o *bind.TransactOpts) (*types.Transaction, error) { return c.Router.AddConsumer(o, sub, a) }, nil); err != nil {
			return 0, err
		}
	}
	rs, err := c.commitOK(ctx, "subscription setup", txs)
	if err != nil {
		return 0, err
	}
	for _, l := range rs[0].Logs {
		if ev, err := c.Router.ParseSubscriptionCreated(*l); err == nil && ev.SubId != sub {
			return 0, fmt.Errorf("createSubscription: subscription %d created, %d funded (another was created meanwhile)", ev.SubId, sub)
		}
	}
	return sub, nil
}
