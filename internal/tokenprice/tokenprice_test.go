package tokenprice

import (
	"errors"
	"math/big"
	"testing"
	"time"

	"pgregory.net/rapid"
)

func TestWeiAndTokens(t *testing.T) {
	for _, c := range []struct {
		name            string
		rate            Rate
		amount, wantWei int64
	}{
		// 1 USDC (6 decimals) at 0.0004 ETH, an 18-decimal TOKEN/ETH feed: 4e14 wei.
		{"USDC/ETH 18", Rate{big.NewInt(4e14), 18, 6}, 1_000_000, 4e14},
		{"USDC/ETH 8", Rate{big.NewInt(40_000), 8, 6}, 1_000_000, 4e14},
		{"rounds down", Rate{big.NewInt(4e14), 18, 6}, 1, 4e8},
		{"18-decimal token at 2 ETH", Rate{big.NewInt(2e8), 8, 18}, 3, 6},
		{"tiny fraction rounds to 0", Rate{big.NewInt(1), 18, 18}, 1, 0},
	} {
		got := c.rate.Wei(big.NewInt(c.amount))
		if got.Cmp(big.NewInt(c.wantWei)) != 0 {
			t.Errorf("%s: Wei(%d) = %s, want %d", c.name, c.amount, got, c.wantWei)
		}
	}
}

// TestTokensCoverProperty: Tokens(w) is the smallest amount whose Wei is at least w.
func TestTokensCoverProperty(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		r := Rate{Answer: big.NewInt(rapid.Int64Range(1, 1e18).Draw(rt, "answer")),
			FeedDecimals: uint8(rapid.IntRange(0, 24).Draw(rt, "feed decimals")), TokenDecimals: uint8(rapid.IntRange(0, 24).Draw(rt, "token decimals"))}
		w := big.NewInt(rapid.Int64Range(0, 1e18).Draw(rt, "wei"))
		n := r.Tokens(w)
		if r.Wei(n).Cmp(w) < 0 {
			rt.Fatalf("Wei(Tokens(%s)) = %s < %s", w, r.Wei(n), w)
		}
		if n.Sign() > 0 && r.Wei(new(big.Int).Sub(n, big.NewInt(1))).Cmp(w) >= 0 {
			rt.Fatalf("Tokens(%s) = %s is not the smallest", w, n)
		}
	})
}

func TestCheck(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	fresh := Round{RoundID: big.NewInt(5), Answer: big.NewInt(4e14), UpdatedAt: uint64(now.Unix()) - 60, AnsweredInRound: big.NewInt(5)}
	if _, err := Check(fresh, 18, 6, now, time.Hour, time.Minute); err != nil {
		t.Fatalf("fresh answer: %v", err)
	}
	for _, c := range []struct {
		name  string
		round func(Round) Round
		fd    uint8
		want  error
	}{
		{"stale", func(r Round) Round { r.UpdatedAt -= 3600; return r }, 18, ErrStale},
		{"from the future", func(r Round) Round { r.UpdatedAt += 600; return r }, 18, ErrStale},
		{"zero answer", func(r Round) Round { r.Answer = big.NewInt(0); return r }, 18, ErrUnusable},
		{"negative answer", func(r Round) Round { r.Answer = big.NewInt(-1); return r }, 18, ErrUnusable},
		{"incomplete round", func(r Round) Round { r.UpdatedAt = 0; return r }, 18, ErrUnusable},
		{"carried-over answer", func(r Round) Round { r.AnsweredInRound = big.NewInt(4); return r }, 18, ErrUnusable},
		{"absurd decimals", func(r Round) Round { return r }, 77, ErrUnusable},
	} {
		if _, err := Check(c.round(fresh), c.fd, 6, now, time.Hour, time.Minute); !errors.Is(err, c.want) {
			t.Errorf("%s: got %v, want %v", c.name, err, c.want)
		}
	}
}
