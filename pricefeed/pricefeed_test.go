package pricefeed

import (
	"context"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/testutil"
	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/internal/ethrpc"
)

// TestReaderPricesOnlyFreshFeeds: against the router and Chainlink's MockV3Aggregator
// on the simulated chain, a fresh answer prices its token; an answer older than
// max_age, a zero answer and a delisted token do not, and the gauges say so.
func TestReaderPricesOnlyFreshFeeds(t *testing.T) {
	chain := contractstest.NewChain(t)
	tok := chain.PaymentToken(t, big.NewInt(4e14), big.NewInt(1))
	pool, err := ethrpc.New(ethrpc.DefaultConfig(), func(context.Context, string) (ethrpc.Client, error) { return chain.Client, nil }, zap.NewNop(), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	now := time.Unix(int64(chain.Now(t)), 0)
	clock := func() time.Time { return now }
	cfg := DefaultConfig()
	cfg.MaxAge = time.Hour
	reg := prometheus.NewRegistry()
	r, err := New(cfg, pool, chain.RouterAddress, clock, zap.NewNop(), reg)
	if err != nil {
		t.Fatal(err)
	}
	addr := strings.ToLower(tok.Address.Hex())
	refresh := func() {
		t.Helper()
		if err := r.Refresh(t.Context()); err != nil {
			t.Fatal(err)
		}
	}
	refresh()
	toks := r.Tokens()
	if len(toks) != 1 || toks[0].Address != addr || toks[0].Symbol != "TUSD" || toks[0].Decimals != 6 ||
		toks[0].Feed != strings.ToLower(tok.FeedAddress.Hex()) {
		t.Fatalf("tokens %+v", toks)
	}
	rates := r.TokenRates(t.Context())
	if len(rates) != 1 || rates[0].Answer.Int64() != 4e14 || rates[0].FeedDecimals != 18 || rates[0].TokenDecimals != 6 {
		t.Fatalf("fresh rates %+v", rates)
	}
	if got := rates[0].ToWei(big.NewInt(1_000_000)); got.Int64() != 4e14 {
		t.Fatalf("1 TUSD is %s wei, want 4e14", got)
	}
	fresh := func() float64 { return testutil.ToFloat64(r.fresh.WithLabelValues(addr)) }
	if fresh() != 1 {
		t.Fatal("fresh gauge not 1")
	}

	// The feed's last update ages past max_age (the answer itself unchanged).
	now = now.Add(2 * time.Hour)
	refresh()
	if rates := r.TokenRates(t.Context()); len(rates) != 0 || fresh() != 0 {
		t.Fatalf("stale answer still prices: %+v", rates)
	}
	// A new answer makes it fresh again; a zero answer does not price.
	chain.Mine(t)(tok.Feed.UpdateRoundData(chain.Opts(t, chain.Deployer), big.NewInt(9), big.NewInt(5e14),
		big.NewInt(now.Unix()), big.NewInt(now.Unix())))
	refresh()
	if rates := r.TokenRates(t.Context()); len(rates) != 1 || rates[0].Answer.Int64() != 5e14 {
		t.Fatalf("after a new answer: %+v", rates)
	}
	chain.Mine(t)(tok.Feed.UpdateAnswer(chain.Opts(t, chain.Deployer), big.NewInt(0)))
	now = time.Unix(int64(chain.Now(t)), 0)
	refresh()
	if rates := r.TokenRates(t.Context()); len(rates) != 0 {
		t.Fatalf("a zero answer prices: %+v", rates)
	}
	// Delisted by the router's owner: no longer a payment token.
	chain.Mine(t)(chain.Router.SetPriceFeed(chain.Opts(t, chain.Owner), tok.Address, common.Address{}))
	refresh()
	if toks := r.Tokens(); len(toks) != 0 {
		t.Fatalf("delisted token still listed: %+v", toks)
	}
}

func TestConfigValidate(t *testing.T) {
	if err := DefaultConfig().Validate(); err != nil {
		t.Fatal(err)
	}
	c := DefaultConfig()
	c.Refresh, c.MaxAge, c.ClockSkew = time.Millisecond, time.Millisecond, -1
	c.MaxAgeFor = map[string]time.Duration{"0xnot": time.Hour}
	err := c.Validate()
	for _, want := range []string{"refresh", "max_age", "clock_skew", "max_age_for"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%v does not name %s", err, want)
		}
	}
}
