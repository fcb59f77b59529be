package httpapi

import (
	"context"
	"encoding/json"
	"math/big"
	"net/http"
	"testing"

	"github.com/infersched/infersched/scheduler"
)

const tusd = "0x00000000000000000000000000000000000000cc"

// memTokens holds the router's tokens and the fresh rates.
type memTokens struct {
	tokens []PaymentToken
	rates  []scheduler.TokenRate
}

func (m memTokens) PaymentTokens(context.Context) []PaymentToken     { return m.tokens }
func (m memTokens) TokenRates(context.Context) []scheduler.TokenRate { return m.rates }

// TestQuoteInToken: with token= the quote adds the fees in the token's units at its
// feed's price; a token the router does not accept is a 400, one whose feed is stale a
// 503 price_unavailable with a Retry-After; /v1/info lists the payment tokens.
func TestQuoteInToken(t *testing.T) {
	rate := scheduler.TokenRate{Token: tusd, Answer: scheduler.NewWei(4e14), FeedDecimals: 18, TokenDecimals: 6, UpdatedAt: 1}
	toks := memTokens{tokens: []PaymentToken{{Address: tusd, Symbol: "TUSD", Decimals: 6, PriceFeed: "0x00000000000000000000000000000000000000dd"}},
		rates: []scheduler.TokenRate{rate}}
	ws := memWorkers{{ID: workerA, Models: []string{"m"}, MaxJobs: 1, LastHeartbeatMS: t0}}
	f := newFixture(t, nil, func(o *Options) {
		o.Workers, o.Gas, o.Queue, o.Tokens = ws, fixedGas{wei: big.NewInt(20e9)}, memQueue{}, toks
	})
	rec := f.do("GET", "/v1/quote?model=m&max_tokens=64&token=0x00000000000000000000000000000000000000CC", "")
	if rec.Code != http.StatusOK {
		t.Fatalf("%d %s", rec.Code, rec.Body)
	}
	var got quoteBody
	if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	need, _ := new(big.Int).SetString(got.FeeNeededWei, 10)
	sugg, _ := new(big.Int).SetString(got.SuggestedFeeWei, 10)
	if got.Token != tusd || got.FeeNeeded != rate.ToTokens(need).String() || got.SuggestedFee != rate.ToTokens(sugg).String() {
		t.Fatalf("quote %+v", got)
	}
	// 150 000 gas × 20 gwei × 1.5 = 0.0045 ETH = 11.25 TUSD at 0.0004 ETH per TUSD.
	if got.FeeNeeded != "11250001" && got.FeeNeeded != "11250000" {
		t.Fatalf("fee_needed %s TUSD units", got.FeeNeeded)
	}
	if rec := f.do("GET", "/v1/quote?model=m&max_tokens=64&token=0x00000000000000000000000000000000000000ee", ""); rec.Code != http.StatusBadRequest {
		t.Fatalf("a token the router does not accept: %d %s", rec.Code, rec.Body)
	}
	if rec := f.do("GET", "/v1/quote?model=m&max_tokens=64&token=0xnope", ""); rec.Code != http.StatusBadRequest {
		t.Fatalf("not an address: %d %s", rec.Code, rec.Body)
	}

	stale := toks
	stale.rates = nil
	f = newFixture(t, nil, func(o *Options) {
		o.Workers, o.Gas, o.Queue, o.Tokens = ws, fixedGas{wei: big.NewInt(20e9)}, memQueue{}, stale
		o.Info = StaticInfo{ChainID: 1337, Version: "test"}
	})
	rec = f.do("GET", "/v1/quote?model=m&max_tokens=64&token="+tusd, "")
	if rec.Code != http.StatusServiceUnavailable || rec.Header().Get("Retry-After") == "" {
		t.Fatalf("stale feed: %d %s", rec.Code, rec.Body)
	}
	var e struct{ Error string }
	if json.Unmarshal(rec.Body.Bytes(), &e); e.Error != "price_unavailable" {
		t.Fatalf("stale feed: %s", rec.Body)
	}
	rec = f.do("GET", "/v1/info", "")
	var info Info
	if err := json.Unmarshal(rec.Body.Bytes(), &info); err != nil || len(info.PaymentTokens) != 1 || info.PaymentTokens[0] != toks.tokens[0] {
		t.Fatalf("info %s, %v", rec.Body, err)
	}
}
