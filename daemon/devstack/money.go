package devstack

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/infersched/infersched/contracts/simchain"
)

// The dev stack's stablecoin: a 6-decimal OpenZeppelin ERC-20 (TestStablecoin) the
// router accepts, priced by Chainlink's MockV3Aggregator at DevTokenPriceWei (an 18-decimal
// TUSD / ETH answer: 0.0004 ETH, ETH at 2 500 USD). Every dev account holds
// DevTokenGrant of it; the load generator's subscription DevLoadSubscriptionFunds.
const (
	DevTokenSymbol   = "TUSD"
	DevTokenDecimals = 6
)

var (
	// DevTokenPriceWei is the feed's answer: wei per whole TUSD.
	DevTokenPriceWei = big.NewInt(400_000_000_000_000)
	// DevTokenGrant is 1 000 000 TUSD, in its units.
	DevTokenGrant = big.NewInt(1_000_000_000_000)
	// DevLoadSubscriptionFunds is 100 000 TUSD.
	DevLoadSubscriptionFunds = big.NewInt(100_000_000_000)
	// devKeeperFeeCaps are what refundMany pays the keeper at most per refunded fee:
	// 10^12 wei (a millionth of an ETH) of an ETH fee, 0.001 TUSD of a TUSD fee.
	devKeeperFeeCapWei  = big.NewInt(1_000_000_000_000)
	devKeeperFeeCapTUSD = big.NewInt(1000)
)

// setupMoney deploys the dev stablecoin and its price feed, grants it to every dev
// account, sets the keeper's fee caps, and funds the load generator's subscription
// (owned by the first user; every user a consumer).
func (s *Stack) setupMoney(ctx context.Context) (err error) {
	c := s.Chain
	var holders []common.Address
	for _, a := range c.Accounts() {
		holders = append(holders, a.Address)
	}
	if s.Token, err = c.DeployPaymentToken(ctx, simchain.TokenParams{Name: "Test USD", Symbol: DevTokenSymbol, Decimals: DevTokenDecimals,
		FeedDecimals: 18, Answer: DevTokenPriceWei, Mint: DevTokenGrant, Holders: holders}); err != nil {
		return fmt.Errorf("dev stablecoin: %w", err)
	}
	// The keeper's caps go into the subscription's block: every block made before the
	// stack runs puts the chain's clock a second ahead of the wall's (waitWallClock).
	var caps []*types.Transaction
	for token, capAmount := range map[common.Address]*big.Int{{}: devKeeperFeeCapWei, s.Token.Address: devKeeperFeeCapTUSD} {
		opts, err := c.Opts(ctx, c.Owner)
		if err != nil {
			return err
		}
		tx, err := c.Router.SetKeeperFeeCap(opts, token, capAmount)
		if err != nil {
			return fmt.Errorf("keeper fee cap: %w", err)
		}
		caps = append(caps, tx)
	}
	if err := c.WaitPending(ctx, caps...); err != nil {
		return err
	}
	var consumers []common.Address
	for _, u := range c.Users {
		consumers = append(consumers, u.Address)
	}
	if s.LoadSubscription, err = c.Subscribe(ctx, c.Users[0], s.Token.Address, DevLoadSubscriptionFunds, consumers...); err != nil {
		return fmt.Errorf("load subscription: %w", err)
	}
	for _, tx := range caps {
		if r, err := c.Receipt(ctx, tx); err != nil || r.Status != types.ReceiptStatusSuccessful {
			return fmt.Errorf("keeper fee cap %s not set: %v", tx.Hash(), err)
		}
	}
	return s.waitWallClock(ctx)
}

// waitWallClock waits until the wall clock has passed the head's timestamp: the blocks
// made at start (deployments, stakes, the dev stablecoin) each took the next second,
// and a chain ahead of the daemon's clock would take vouchers for expired (at most 15 s).
func (s *Stack) waitWallClock(ctx context.Context) error {
	until := time.Now().Add(15 * time.Second)
	for {
		head, err := s.Chain.Head(ctx)
		if err != nil {
			return err
		}
		if time.Now().Unix() > int64(head.Time) || time.Now().After(until) {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
}
