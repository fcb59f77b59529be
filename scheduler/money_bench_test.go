package scheduler

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"
)

// withTokenFees is a copy of s where a quarter of the requests pay from a subscription
// in one of two 6-decimal stablecoins (both with a rate: 0.0004 and 0.00039 ETH per
// token, so that each such fee is worth what it was in ETH, within 3 %), and one request
// in a hundred has raised its fee by half.
func withTokenFees(s *Snapshot) *Snapshot {
	rng := rand.New(rand.NewPCG(uint64(len(s.Requests)), 39))
	tokens := []string{"0x00000000000000000000000000000000000000aa", "0x00000000000000000000000000000000000000bb"}
	answers := []int64{4e14, 39e13} // wei per whole token, feed decimals 18
	c := *s
	c.TokenRates = []TokenRate{
		{Token: tokens[0], Answer: NewWei(answers[0]), FeedDecimals: 18, TokenDecimals: 6, UpdatedAt: 1},
		{Token: tokens[1], Answer: NewWei(answers[1]), FeedDecimals: 18, TokenDecimals: 6, UpdatedAt: 1},
	}
	c.Requests = slices.Clone(s.Requests)
	for i := range c.Requests {
		r := &c.Requests[i]
		if rng.IntN(4) == 0 {
			k := rng.IntN(len(tokens))
			amount := new(big.Int).Mul(&r.PriorityFeeWei.Int, big.NewInt(1e6))
			amount.Quo(amount, big.NewInt(answers[k]))
			r.FeeToken, r.FeeTokenAmount, r.PriorityFeeWei = tokens[k], WeiFromBig(amount), Wei{}
		}
		if rng.IntN(100) == 0 {
			fee := new(big.Int).Set(&r.FeeAmount().Int)
			fee.Add(fee, new(big.Int).Rsh(fee, 1))
			c.FeeBumps = append(c.FeeBumps, FeeBump{RequestID: r.ID, Fee: WeiFromBig(fee)})
		}
	}
	slices.SortFunc(c.FeeBumps, func(a, b FeeBump) int {
		switch {
		case a.RequestID < b.RequestID:
			return -1
		case a.RequestID > b.RequestID:
			return 1
		}
		return 0
	})
	return &c
}

// BenchmarkPlanTokenFees pairs, in one run, Plan on the bench snapshot with every fee in
// ETH and on the same round with a quarter of its fees in tokens and 1 % raised
// (withTokenFees): what pricing fees in tokens costs a round. Each snapshot is built in
// its own sub-benchmark, so that one size runs without building the others.
func BenchmarkPlanTokenFees(b *testing.B) {
	cfg := DefaultConfig()
	for _, sz := range benchSizes {
		for _, v := range []struct {
			name string
			make func(*Snapshot) *Snapshot
		}{{"eth", func(s *Snapshot) *Snapshot { return s }}, {"tokens", withTokenFees}} {
			b.Run(fmt.Sprintf("%dx%d/%s", sz.req, sz.work, v.name), func(b *testing.B) {
				s := v.make(benchSnapshot(sz.req, sz.work))
				if err := s.Validate(); err != nil {
					b.Fatal(err)
				}
				b.ReportAllocs()
				var assigned int
				loop(b, func() { assigned = len(Plan(s, cfg).Assigned) })
				b.ReportMetric(float64(assigned), "assigned")
			})
		}
	}
}
