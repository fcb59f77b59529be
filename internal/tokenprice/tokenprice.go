package tokenprice

import (
	"errors"
	"fmt"
	"math/big"
	"time"
)

// MaxDecimals bounds a feed's and a token's decimals: 10^(2×36) keeps every conversion's
// intermediate product within a few hundred bits.
const MaxDecimals = 36

// Rate is one feed answer for one token: Answer / 10^FeedDecimals ETH (the chain's
// native currency) per whole token, the token having TokenDecimals decimals. A feed must
// quote the token in the native currency (TOKEN / ETH); one quoting it in USD does not
// price a fee in wei.
type Rate struct {
	Answer        *big.Int
	FeedDecimals  uint8
	TokenDecimals uint8
}

var ten = big.NewInt(10)

// exp is the power of ten that amount × Answer is divided by to give wei (multiplied by
// when negative).
func (r Rate) exp() int { return int(r.FeedDecimals) + int(r.TokenDecimals) - 18 }

// Wei is amount token units in wei, rounded down: amount × Answer × 10^18 /
// 10^(FeedDecimals + TokenDecimals).
func (r Rate) Wei(amount *big.Int) *big.Int {
	c := r.Converter()
	return c.WeiTo(new(big.Int), amount)
}

// Converter is a Rate with its power of ten computed once, for converting many fees
// at one rate (a round's requests): WeiTo is Rate.Wei without the exponentiation.
type Converter struct {
	answer *big.Int
	scale  *big.Int // 10^|exp|; nil when exp is 0
	divide bool     // exp > 0: divide by scale, else multiply
}

// Converter is r ready to convert many amounts.
func (r Rate) Converter() Converter {
	c := Converter{answer: r.Answer}
	if e := r.exp(); e > 0 {
		c.scale, c.divide = new(big.Int).Exp(ten, big.NewInt(int64(e)), nil), true
	} else if e < 0 {
		c.scale = new(big.Int).Exp(ten, big.NewInt(int64(-e)), nil)
	}
	return c
}

// WeiTo sets dst to amount token units in wei, rounded down, as Rate.Wei does, and
// returns dst.
func (c *Converter) WeiTo(dst, amount *big.Int) *big.Int {
	dst.Mul(amount, c.answer)
	switch {
	case c.scale == nil:
	case c.divide:
		dst.Quo(dst, c.scale)
	default:
		dst.Mul(dst, c.scale)
	}
	return dst
}

// Tokens is the fewest token units worth at least wei: Wei(Tokens(w)) >= w.
func (r Rate) Tokens(wei *big.Int) *big.Int {
	num := new(big.Int).Set(wei)
	den := new(big.Int).Set(r.Answer)
	if e := r.exp(); e > 0 {
		num.Mul(num, new(big.Int).Exp(ten, big.NewInt(int64(e)), nil))
	} else if e < 0 {
		den.Mul(den, new(big.Int).Exp(ten, big.NewInt(int64(-e)), nil))
	}
	q, m := new(big.Int).QuoRem(num, den, new(big.Int))
	if m.Sign() != 0 {
		q.Add(q, big.NewInt(1))
	}
	return q
}

// Valid reports a rate that cannot price anything: no answer, an answer ≤ 0, or
// decimals above MaxDecimals.
func (r Rate) Valid() error {
	switch {
	case r.Answer == nil || r.Answer.Sign() <= 0:
		return fmt.Errorf("%w: answer %v is not positive", ErrUnusable, r.Answer)
	case r.Answer.BitLen() > 255:
		return fmt.Errorf("%w: answer above 2^255", ErrUnusable)
	case r.FeedDecimals > MaxDecimals || r.TokenDecimals > MaxDecimals:
		return fmt.Errorf("%w: decimals %d (feed) and %d (token), at most %d", ErrUnusable, r.FeedDecimals, r.TokenDecimals, MaxDecimals)
	}
	return nil
}

// Errors of Check, matched with errors.Is.
var (
	// ErrUnusable: the answer cannot price a fee (not positive, absurd decimals, an
	// incomplete round).
	ErrUnusable = errors.New("price feed answer unusable")
	// ErrStale: the answer is older than the allowed age, or from the future.
	ErrStale = errors.New("price feed answer stale")
)

// Round is a feed's latestRoundData, as AggregatorV3Interface returns it.
type Round struct {
	RoundID         *big.Int
	Answer          *big.Int
	StartedAt       uint64
	UpdatedAt       uint64 // unix seconds
	AnsweredInRound *big.Int
}

// Check says whether round may price fees at now: a positive answer, a complete round
// (updatedAt set, answeredInRound ≥ roundId), updated at most maxAge before now and not
// more than skew after it. It returns the rate to price with.
func Check(round Round, feedDecimals, tokenDecimals uint8, now time.Time, maxAge, skew time.Duration) (Rate, error) {
	r := Rate{Answer: round.Answer, FeedDecimals: feedDecimals, TokenDecimals: tokenDecimals}
	if err := r.Valid(); err != nil {
		return Rate{}, err
	}
	if round.UpdatedAt == 0 {
		return Rate{}, fmt.Errorf("%w: the round is not complete (updatedAt 0)", ErrUnusable)
	}
	if round.RoundID != nil && round.AnsweredInRound != nil && round.AnsweredInRound.Cmp(round.RoundID) < 0 {
		return Rate{}, fmt.Errorf("%w: answered in round %s, before round %s", ErrUnusable, round.AnsweredInRound, round.RoundID)
	}
	updated := time.Unix(int64(min(round.UpdatedAt, 1<<62)), 0)
	if age := now.Sub(updated); age > maxAge {
		return Rate{}, fmt.Errorf("%w: updated %s ago, at most %s allowed", ErrStale, age.Truncate(time.Second), maxAge)
	} else if -age > skew {
		return Rate{}, fmt.Errorf("%w: updated %s in the future", ErrStale, (-age).Truncate(time.Second))
	}
	return r, nil
}
