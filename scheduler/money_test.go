package scheduler

import (
	"errors"
	"math/big"
	"reflect"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

const usdToken = "0x00000000000000000000000000000000000000aa"

// identityRate prices one token unit at one wei (answer 10^6 at 18 and 6 decimals).
func identityRate(token string) TokenRate {
	return TokenRate{Token: token, Answer: NewWei(1_000_000), FeedDecimals: 18, TokenDecimals: 6, UpdatedAt: 1}
}

// asToken makes r pay its fee in token units worth exactly its wei at identityRate.
func asToken(r *Request) {
	r.FeeToken, r.FeeTokenAmount, r.PriorityFeeWei = usdToken, WeiFromBig(&r.PriorityFeeWei.Int), NewWei(0)
}

// TestTokenFeesPlanAsTheirWei: a round whose requests pay in a token, or had their fee
// raised, plans exactly as the round with every fee given in wei; FeeNeeded says the
// fee_below_cost floor in the token.
func TestTokenFeesPlanAsTheirWei(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		s := genSnapshot(rt, 12, 6)
		cfg := DefaultConfig()
		cfg.Routing.FeeFloor = rapid.Bool().Draw(rt, "fee floor")
		want := Plan(s, cfg)

		m := cloneSnapshot(s)
		m.TokenRates = []TokenRate{identityRate(usdToken)}
		for i := range m.Requests {
			r := &m.Requests[i]
			if rapid.Bool().Draw(rt, "bumped") && r.PriorityFeeWei.Sign() > 0 {
				m.FeeBumps = append(m.FeeBumps, FeeBump{RequestID: r.ID, Fee: WeiFromBig(&r.PriorityFeeWei.Int)})
				r.PriorityFeeWei = WeiFromBig(new(big.Int).Rsh(&r.PriorityFeeWei.Int, 1))
			}
			if rapid.Bool().Draw(rt, "in token") {
				asToken(r)
			}
		}
		slices.SortFunc(m.FeeBumps, func(a, b FeeBump) int { return strings.Compare(a.RequestID, b.RequestID) })
		if err := m.Validate(); err != nil {
			rt.Fatal(err)
		}
		got := Plan(m, cfg)
		for i := range got.Skipped {
			sk := &got.Skipped[i]
			if sk.FeeNeeded != "" {
				if sk.Reason != ReasonFeeBelowCost || sk.FeeNeeded != sk.FeeNeededWei {
					rt.Fatalf("%s: fee_needed %q with %s, fee_needed_wei %s", sk.RequestID, sk.FeeNeeded, sk.Reason, sk.FeeNeededWei)
				}
				sk.FeeNeeded = ""
			}
		}
		if !reflect.DeepEqual(got, want) {
			rt.Fatalf("plan differs:\n got %+v\nwant %+v", got, want)
		}
	})
}

// TestUnpricedTokenWaits: requests in a token the snapshot has no rate for are left
// waiting as price_unavailable, behind their model's other skipped requests, and the rest
// of the round plans as if they were not there; past their deadline they expire.
func TestUnpricedTokenWaits(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		s := genSnapshot(rt, 12, 6)
		cfg := DefaultConfig()
		m := cloneSnapshot(s)
		var rest []Request
		var unpriced []string
		for i := range m.Requests {
			if rapid.Bool().Draw(rt, "in token") {
				asToken(&m.Requests[i])
				if m.Requests[i].DeadlineMS > m.NowMS {
					unpriced = append(unpriced, m.Requests[i].ID)
				}
				continue
			}
			rest = append(rest, s.Requests[i])
		}
		m.Excluded = nil
		without := cloneSnapshot(m)
		without.Requests, without.Excluded = rest, nil
		want := Plan(without, cfg)
		got := Plan(m, cfg)
		if !reflect.DeepEqual(got.Assigned, want.Assigned) {
			rt.Fatalf("assignments differ:\n got %+v\nwant %+v", got.Assigned, want.Assigned)
		}
		if !reflect.DeepEqual(got.Skipped[:len(want.Skipped)], want.Skipped) {
			rt.Fatalf("skips differ:\n got %+v\nwant %+v", got.Skipped, want.Skipped)
		}
		var waiting []string
		for _, sk := range got.Skipped[len(want.Skipped):] {
			if sk.Reason != ReasonPriceUnavailable {
				rt.Fatalf("%s: %s, want price_unavailable", sk.RequestID, sk.Reason)
			}
			waiting = append(waiting, sk.RequestID)
		}
		slices.Sort(waiting)
		if !slices.Equal(waiting, unpriced) {
			rt.Fatalf("price_unavailable %v, want %v", waiting, unpriced)
		}
		if len(got.Expired) < len(want.Expired) {
			rt.Fatalf("expired %v, want at least %v", got.Expired, want.Expired)
		}
	})
}

// TestBumpLiftsFeeFloor: a request skipped as fee_below_cost is assigned once a bump
// covers its result gas, in ETH and in a token.
func TestBumpLiftsFeeFloor(t *testing.T) {
	for _, token := range []bool{false, true} {
		s := &Snapshot{NowMS: 1_000_000, GasPriceGwei: 100,
			Requests: []Request{{ID: "1", User: "0xu", ModelID: "m", MaxTokens: 16, PriorityFeeWei: NewWei(1000),
				SubmittedAtMS: 990_000, DeadlineMS: 2_000_000, RequiredMemoryMB: 1}},
			Workers: []Worker{{ID: "0xw", Models: []string{"m"}, FreeMemoryMB: 1000, MaxJobs: 1, AvgLatencyMS: 100,
				StakeWei: NewWei(1), CompletionRate: 1, CompletedJobs: 100, LastHeartbeatMS: 999_000}}}
		if token {
			asToken(&s.Requests[0])
			s.TokenRates = []TokenRate{identityRate(usdToken)}
		}
		cfg := DefaultConfig()
		d := Plan(s, cfg)
		if len(d.Skipped) != 1 || d.Skipped[0].Reason != ReasonFeeBelowCost {
			t.Fatalf("token %v: %+v, want fee_below_cost", token, d)
		}
		if token != (d.Skipped[0].FeeNeeded != "") {
			t.Fatalf("token %v: fee_needed %q", token, d.Skipped[0].FeeNeeded)
		}
		need, _ := new(big.Int).SetString(d.Skipped[0].FeeNeededWei, 10)
		s.FeeBumps = []FeeBump{{RequestID: "1", Fee: WeiFromBig(need)}}
		if err := s.Validate(); err != nil {
			t.Fatal(err)
		}
		if d := Plan(s, cfg); len(d.Assigned) != 1 {
			t.Fatalf("token %v: bumped to fee_needed_wei and still %+v", token, d.Skipped)
		}
	}
}

func TestMoneyValidation(t *testing.T) {
	base := func() *Snapshot {
		return &Snapshot{NowMS: 10, Requests: []Request{
			{ID: "1", ModelID: "m", PriorityFeeWei: NewWei(5), SubmittedAtMS: 1, DeadlineMS: 100},
			{ID: "2", ModelID: "m", FeeToken: usdToken, FeeTokenAmount: NewWei(7), SubmittedAtMS: 1, DeadlineMS: 100}},
			TokenRates: []TokenRate{identityRate(usdToken)}}
	}
	if err := base().Validate(); err != nil {
		t.Fatalf("valid snapshot: %v", err)
	}
	for _, c := range []struct {
		name, want string
		mod        func(*Snapshot)
	}{
		{"token not an address", "fee_token", func(s *Snapshot) { s.Requests[1].FeeToken = "0xAA" }},
		{"upper-case token", "fee_token", func(s *Snapshot) { s.Requests[1].FeeToken = strings.ToUpper(usdToken) }},
		{"wei and token", "priority_fee_wei", func(s *Snapshot) { s.Requests[1].PriorityFeeWei = NewWei(1) }},
		{"amount without token", "fee_token_amount", func(s *Snapshot) { s.Requests[0].FeeTokenAmount = NewWei(1) }},
		{"rates unsorted", "token_rates[1].token", func(s *Snapshot) {
			s.TokenRates = append(s.TokenRates, identityRate("0x00000000000000000000000000000000000000a0"))
		}},
		{"zero answer", "token_rates[0]", func(s *Snapshot) { s.TokenRates[0].Answer = NewWei(0) }},
		{"absurd decimals", "token_rates[0]", func(s *Snapshot) { s.TokenRates[0].FeedDecimals = 200 }},
		{"bump of an unknown request", "fee_bumps[0].request_id", func(s *Snapshot) {
			s.FeeBumps = []FeeBump{{RequestID: "9", Fee: NewWei(9)}}
		}},
		{"bump below the fee", "a fee only rises", func(s *Snapshot) { s.FeeBumps = []FeeBump{{RequestID: "2", Fee: NewWei(6)}} }},
		{"bumps unsorted", "fee_bumps[1]", func(s *Snapshot) {
			s.FeeBumps = []FeeBump{{RequestID: "2", Fee: NewWei(9)}, {RequestID: "1", Fee: NewWei(9)}}
		}},
	} {
		s := base()
		c.mod(s)
		err := s.Validate()
		if !errors.Is(err, ErrInvalidSnapshot) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error naming %q", c.name, err, c.want)
		}
	}
}

// TestQuoteInToken: the quote in a token is the wei quote converted, rounded up.
func TestQuoteInToken(t *testing.T) {
	cfg := DefaultConfig()
	rate := TokenRate{Token: usdToken, Answer: NewWei(400_000_000_000_000), FeedDecimals: 18, TokenDecimals: 6}
	in := QuoteInput{Model: "m", MaxTokens: 64, NowMS: 1_000_000, GasPriceGwei: 20}
	eth := QuoteFor(cfg, in)
	in.Token = &rate
	q := QuoteFor(cfg, in)
	if q.FeeNeededWei != eth.FeeNeededWei || q.Token != usdToken {
		t.Fatalf("quote %+v", q)
	}
	need, _ := new(big.Int).SetString(q.FeeNeededWei, 10)
	if q.FeeNeeded != rate.ToTokens(need).String() || q.SuggestedFee == "" {
		t.Fatalf("fee_needed %s for %s wei at 0.0004 ETH per token", q.FeeNeeded, q.FeeNeededWei)
	}
}

// cloneSnapshot copies what these tests change.
func cloneSnapshot(s *Snapshot) *Snapshot {
	c := *s
	c.Requests = slices.Clone(s.Requests)
	for i := range c.Requests {
		c.Requests[i].PriorityFeeWei = WeiFromBig(&s.Requests[i].PriorityFeeWei.Int)
	}
	return &c
}
