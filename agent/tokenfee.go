package agent

import (
	"context"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"
	"go.uber.org/zap"

	"github.com/infersched/infersched/internal/tokenprice"
	"github.com/infersched/infersched/internal/tokenprice/chainfeed"
)

// priceMaxAge is how old a token's feed answer may be and still count in the profit
// check: the daemon's default price_feeds.max_age (25 h, a 24 h heartbeat and a margin).
const priceMaxAge = 25 * time.Hour

// tokenMeta caches the decimals of the tokens fees were paid in (they never change).
type tokenMeta struct {
	mu       sync.Mutex
	decimals map[common.Address]uint8
}

// feesWei reads the fees of ids from the router (one getRequests) in wei: a fee paid
// from a token subscription converted at the token's Chainlink feed (the router's
// priceFeedOf) as the scheduler converts (tokenprice), rounded down. A fee whose feed is
// stale, unusable or unreadable counts 0: the worker never judges a batch to pay on a
// price it cannot read.
func (m *txm) feesWei(ctx context.Context, ids []*big.Int) ([]*big.Int, error) {
	opts := &bind.CallOpts{Context: ctx}
	got, err := m.caller.GetRequests(opts, ids)
	if err != nil {
		return nil, fmt.Errorf("getRequests(%d ids): %w", len(ids), err)
	}
	if len(got) != len(ids) {
		return nil, fmt.Errorf("getRequests(%d ids): %d answers", len(ids), len(got))
	}
	out := make([]*big.Int, len(got))
	rates := map[common.Address]*tokenprice.Rate{}
	for i, g := range got {
		if g.Token == (common.Address{}) {
			out[i] = g.Fee
			continue
		}
		r, ok := rates[g.Token]
		if !ok {
			r = m.rate(ctx, g.Token)
			rates[g.Token] = r
		}
		out[i] = new(big.Int)
		if r != nil {
			out[i] = r.Wei(g.Fee)
		}
	}
	return out, nil
}

// rate is token's rate now, or nil when its feed cannot price (logged).
func (m *txm) rate(ctx context.Context, token common.Address) *tokenprice.Rate {
	opts := &bind.CallOpts{Context: ctx}
	feed, err := m.caller.PriceFeedOf(opts, token)
	if err == nil && feed == (common.Address{}) {
		err = fmt.Errorf("the router has no price feed for it")
	}
	var f chainfeed.Feed
	if err == nil {
		f, err = chainfeed.ReadFeed(ctx, m.chain, feed)
	}
	var dec uint8
	if err == nil {
		dec, err = m.tokenDecimals(ctx, token)
	}
	var r tokenprice.Rate
	if err == nil {
		r, err = tokenprice.Check(f.Round, f.Decimals, dec, m.clock(), priceMaxAge, 5*time.Minute)
	}
	if err != nil {
		m.log.Warn("a token fee counts 0 in the profit check: its price cannot be read", zap.Stringer("token", token), zap.Error(err))
		return nil
	}
	return &r
}

func (m *txm) tokenDecimals(ctx context.Context, token common.Address) (uint8, error) {
	m.tokens.mu.Lock()
	d, ok := m.tokens.decimals[token]
	m.tokens.mu.Unlock()
	if ok {
		return d, nil
	}
	meta, err := chainfeed.TokenMeta(ctx, m.chain, token)
	if err != nil {
		return 0, err
	}
	m.tokens.mu.Lock()
	if m.tokens.decimals == nil {
		m.tokens.decimals = map[common.Address]uint8{}
	}
	m.tokens.decimals[token] = meta.Decimals
	m.tokens.mu.Unlock()
	return meta.Decimals, nil
}
