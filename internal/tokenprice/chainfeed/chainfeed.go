// Package chainfeed reads what tokenprice converts with from the chain: the tokens the
// InferenceRouter accepts and their Chainlink price feeds (paymentTokens), each feed's
// decimals and latestRoundData, each token's decimals and symbol. It only reads; it
// keeps nothing and decides nothing.
package chainfeed

import (
	"context"
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/internal/tokenprice"
)

// Token is one token the router has accepted, and its feed now (zero: no longer
// accepted).
type Token struct {
	Address common.Address
	Feed    common.Address
}

// Tokens reads the router's paymentTokens.
func Tokens(ctx context.Context, c bind.ContractCaller, router common.Address) ([]Token, error) {
	r, err := bindings.NewInferenceRouterCaller(router, c)
	if err != nil {
		return nil, err
	}
	got, err := r.PaymentTokens(&bind.CallOpts{Context: ctx})
	if err != nil {
		return nil, fmt.Errorf("paymentTokens: %w", err)
	}
	if len(got.Tokens) != len(got.Feeds) {
		return nil, fmt.Errorf("paymentTokens: %d tokens and %d feeds", len(got.Tokens), len(got.Feeds))
	}
	out := make([]Token, len(got.Tokens))
	for i := range got.Tokens {
		out[i] = Token{Address: got.Tokens[i], Feed: got.Feeds[i]}
	}
	return out, nil
}

// Meta is what a token says of itself.
type Meta struct {
	Symbol   string
	Decimals uint8
}

// TokenMeta reads token's symbol and decimals (the symbol is trimmed to 32 printable
// bytes; a token without one reads as "").
func TokenMeta(ctx context.Context, c bind.ContractCaller, token common.Address) (Meta, error) {
	t, err := bindings.NewTestStablecoinCaller(token, c) // the ERC-20 metadata functions
	if err != nil {
		return Meta{}, err
	}
	opts := &bind.CallOpts{Context: ctx}
	d, err := t.Decimals(opts)
	if err != nil {
		return Meta{}, fmt.Errorf("decimals of %s: %w", token.Hex(), err)
	}
	sym, err := t.Symbol(opts)
	if err != nil {
		sym = ""
	}
	return Meta{Symbol: printable(sym, 32), Decimals: d}, nil
}

// Feed is a feed's decimals and latest round.
type Feed struct {
	Decimals uint8
	Round    tokenprice.Round
}

// ReadFeed reads feed's decimals and latestRoundData.
func ReadFeed(ctx context.Context, c bind.ContractCaller, feed common.Address) (Feed, error) {
	f, err := bindings.NewMockV3AggregatorCaller(feed, c) // AggregatorV3Interface's functions
	if err != nil {
		return Feed{}, err
	}
	opts := &bind.CallOpts{Context: ctx}
	d, err := f.Decimals(opts)
	if err != nil {
		return Feed{}, fmt.Errorf("decimals of feed %s: %w", feed.Hex(), err)
	}
	rd, err := f.LatestRoundData(opts)
	if err != nil {
		return Feed{}, fmt.Errorf("latestRoundData of feed %s: %w", feed.Hex(), err)
	}
	r := tokenprice.Round{RoundID: rd.RoundId, Answer: rd.Answer, AnsweredInRound: rd.AnsweredInRound}
	if rd.StartedAt != nil && rd.StartedAt.IsUint64() {
		r.StartedAt = rd.StartedAt.Uint64()
	}
	if rd.UpdatedAt != nil && rd.UpdatedAt.IsUint64() {
		r.UpdatedAt = rd.UpdatedAt.Uint64()
	}
	return Feed{Decimals: d, Round: r}, nil
}

func printable(s string, max int) string {
	var b strings.Builder
	for _, c := range s {
		if c < 0x20 || c == 0x7f || c == '\uFFFD' || b.Len() >= max {
			continue
		}
		b.WriteRune(c)
	}
	return b.String()
}
