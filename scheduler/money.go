package scheduler

import (
	"fmt"
	"math/big"

	"github.com/infersched/infersched/internal/tokenprice"
)

// Fees in tokens and raised fees.
//
// A request paid from a subscription in an ERC-20 token (Request.FeeToken) carries its
// fee in the token's units (Request.FeeTokenAmount, PriorityFeeWei 0). Plan prices it
// in wei with the snapshot's rate for that token (TokenRate: the Chainlink feed's
// answer the round read, carried in the snapshot and the decision record so that replay
// converts with the very same numbers); a token without a rate in the snapshot (its
// feed stale or unreadable) leaves the request waiting as price_unavailable, never
// priced at a guess. A raised fee (InferenceRouter.bumpFee) is a FeeBump: the request's
// new total in its own currency, which replaces its fee this round. Both lists are
// absent from snapshots without token requests or bumps, and Plan then reads every fee
// as its PriorityFeeWei.

// MaxTokenRates bounds a snapshot's token rates (the router accepts at most 32 tokens).
const MaxTokenRates = 64

// TokenRate is one token's price as the round read it from the token's Chainlink feed:
// Answer / 10^FeedDecimals ETH per whole token of TokenDecimals decimals.
type TokenRate struct {
	Token         string `json:"token"` // 0x-prefixed lowercase hex address
	Answer        Wei    `json:"answer"`
	FeedDecimals  uint8  `json:"feed_decimals"`
	TokenDecimals uint8  `json:"token_decimals"`
	// UpdatedAt is the feed answer's updatedAt (unix seconds): Plan does not read it; the
	// record keeps it so that an auditor sees how fresh the price was.
	UpdatedAt uint64 `json:"updated_at"`
}

// Rate is r as tokenprice converts with it.
func (r *TokenRate) Rate() tokenprice.Rate {
	return tokenprice.Rate{Answer: &r.Answer.Int, FeedDecimals: r.FeedDecimals, TokenDecimals: r.TokenDecimals}
}

// ToWei is amount token units in wei (rounded down).
func (r *TokenRate) ToWei(amount *big.Int) *big.Int { return r.Rate().Wei(amount) }

// ToTokens is the fewest token units worth at least wei.
func (r *TokenRate) ToTokens(wei *big.Int) *big.Int { return r.Rate().Tokens(wei) }

// FeeBump is a pending request's raised fee: its new total (FeeBumped.fee), in the
// request's currency (wei, or the token's units).
type FeeBump struct {
	RequestID string `json:"request_id"`
	Fee       Wei    `json:"fee"`
}

// FeeAmount is the request's fee in its own currency as the chain emitted it: wei, or
// the token's units when FeeToken is set.
func (r *Request) FeeAmount() *Wei {
	if r.FeeToken != "" {
		return &r.FeeTokenAmount
	}
	return &r.PriorityFeeWei
}

// validateMoney checks the snapshot's token rates and fee bumps: rates sorted by token
// without duplicates, each usable; bumps sorted by request id, each naming a request of
// the snapshot, not below its fee. seen maps request ids to their index.
func (s *Snapshot) validateMoney(seen map[string]int) error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: "+format, append([]any{ErrInvalidSnapshot}, args...)...)
	}
	if len(s.TokenRates) > MaxTokenRates {
		return bad("token_rates: more than %d", MaxTokenRates)
	}
	for i := range s.TokenRates {
		t := &s.TokenRates[i]
		at := fmt.Sprintf("token_rates[%d]", i)
		if err := checkToken(t.Token); err != nil {
			return bad("%s.token: %v", at, err)
		}
		if i > 0 && s.TokenRates[i-1].Token >= t.Token {
			return bad("%s.token: must be after %q (sorted, no duplicates)", at, s.TokenRates[i-1].Token)
		}
		if err := t.Answer.Err(); err != nil {
			return bad("%s.answer: %v", at, err)
		}
		if err := t.Rate().Valid(); err != nil {
			return bad("%s: %v", at, err)
		}
	}
	for i := range s.FeeBumps {
		b := &s.FeeBumps[i]
		at := fmt.Sprintf("fee_bumps[%d]", i)
		k, ok := seen[b.RequestID]
		if !ok {
			return bad("%s.request_id: %q is not among the requests", at, b.RequestID)
		}
		if i > 0 && s.FeeBumps[i-1].RequestID >= b.RequestID {
			return bad("%s.request_id: must be after %q (sorted, no duplicates)", at, s.FeeBumps[i-1].RequestID)
		}
		if err := b.Fee.Err(); err != nil {
			return bad("%s.fee: %v", at, err)
		}
		if b.Fee.Sign() < 0 || b.Fee.BitLen() > 256 {
			return bad("%s.fee: must be a uint256", at)
		}
		if b.Fee.Cmp(&s.Requests[k].FeeAmount().Int) < 0 {
			return bad("%s.fee: %s is below the request's fee %s (a fee only rises)", at, b.Fee.String(), s.Requests[k].FeeAmount().String())
		}
	}
	return nil
}

// checkToken: a token is a 0x-prefixed lowercase hex address.
func checkToken(s string) error {
	if len(s) != 42 || s[0] != '0' || s[1] != 'x' {
		return fmt.Errorf("%q is not a 0x-prefixed address", truncate([]byte(s)))
	}
	for i := 2; i < len(s); i++ {
		if c := s[i]; !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return fmt.Errorf("%q is not lowercase hex", s)
		}
	}
	return nil
}

// fees prices each request's fee in wei for one round: the bump's total if it has one,
// converted with its token's rate when it pays in a token. Built only when the snapshot
// has token requests or bumps; otherwise every fee is its PriorityFeeWei.
type fees struct {
	rates map[string]*tokenConverter
	bumps map[string]*Wei
}

// tokenConverter is a token's rate and its conversion, its power of ten computed once
// a round rather than once a request.
type tokenConverter struct {
	rate *TokenRate
	conv tokenprice.Converter
}

func newFees(s *Snapshot) *fees {
	if len(s.FeeBumps) == 0 && !anyTokenRequest(s.Requests) {
		return nil
	}
	f := &fees{rates: make(map[string]*tokenConverter, len(s.TokenRates)), bumps: make(map[string]*Wei, len(s.FeeBumps))}
	for i := range s.TokenRates {
		t := &s.TokenRates[i]
		f.rates[t.Token] = &tokenConverter{rate: t, conv: t.Rate().Converter()}
	}
	for i := range s.FeeBumps {
		f.bumps[s.FeeBumps[i].RequestID] = &s.FeeBumps[i].Fee
	}
	return f
}

func anyTokenRequest(rs []Request) bool {
	for i := range rs {
		if rs[i].FeeToken != "" {
			return true
		}
	}
	return false
}

// wei is r's fee in wei this round, and its token's rate (nil for a fee in ETH); false
// when r pays in a token the snapshot has no rate for. f nil: the fee as sent.
func (f *fees) wei(r *Request) (*Wei, *TokenRate, bool) {
	if f == nil {
		return &r.PriorityFeeWei, nil, true
	}
	amount := r.FeeAmount()
	if len(f.bumps) > 0 {
		if b, ok := f.bumps[r.ID]; ok {
			amount = b
		}
	}
	if r.FeeToken == "" {
		return amount, nil, true
	}
	t, ok := f.rates[r.FeeToken]
	if !ok {
		return nil, nil, false
	}
	w := new(Wei)
	t.conv.WeiTo(&w.Int, &amount.Int)
	return w, t.rate, true
}

// checkTokenFee: a token request has a token address, an amount that decoded and no
// fee in wei; a request in ETH has no token amount.
func checkTokenFee(r *Request) error {
	if err := r.FeeTokenAmount.Err(); err != nil {
		return fmt.Errorf("fee_token_amount: %w", err)
	}
	if r.FeeTokenAmount.Sign() < 0 || r.FeeTokenAmount.BitLen() > 256 {
		return fmt.Errorf("fee_token_amount: must be a uint256")
	}
	if r.FeeToken == "" {
		if r.FeeTokenAmount.Sign() != 0 {
			return fmt.Errorf("fee_token_amount: set without fee_token")
		}
		return nil
	}
	if err := checkToken(r.FeeToken); err != nil {
		return fmt.Errorf("fee_token: %w", err)
	}
	if r.PriorityFeeWei.Sign() != 0 {
		return fmt.Errorf("priority_fee_wei: must be 0 for a fee in a token (fee_token_amount holds it)")
	}
	return nil
}

// weiFloat is JavaScript's Number(bigint): the nearest float64, ties to even.
func weiFloat(w *Wei) float64 {
	if w.IsUint64() {
		return float64(w.Uint64())
	}
	f, _ := new(big.Float).SetInt(&w.Int).Float64()
	return f
}
