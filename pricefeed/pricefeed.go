package pricefeed

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"

	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/internal/tokenprice"
	"github.com/infersched/infersched/internal/tokenprice/chainfeed"
	"github.com/infersched/infersched/scheduler"
)

// Token is one token the router accepts, as last read.
type Token struct {
	Address  string // 0x-prefixed lowercase hex
	Symbol   string
	Decimals uint8
	Feed     string // the Chainlink feed, 0x-prefixed lowercase hex
	// Round and FeedDecimals are the feed's last answer read; Round.UpdatedAt 0: none.
	Round        tokenprice.Round
	FeedDecimals uint8
}

// Reader keeps the router's accepted tokens and their feeds' last answers. Safe for
// concurrent use.
type Reader struct {
	cfg    Config
	rpc    *ethrpc.Pool
	router common.Address
	now    func() time.Time
	log    *zap.Logger

	mu     sync.Mutex
	tokens []Token
	meta   map[common.Address]chainfeed.Meta // a token's symbol and decimals never change

	age   *prometheus.GaugeVec
	fresh *prometheus.GaugeVec
	fails prometheus.Counter
}

// New returns a reader of router's tokens through rpc. reg receives its metrics (nil:
// unregistered); clock nil is time.Now.
func New(cfg Config, rpc *ethrpc.Pool, router common.Address, clock func() time.Time, log *zap.Logger, reg prometheus.Registerer) (*Reader, error) {
	if err := cfg.Validate(); err != nil {
		return nil, fmt.Errorf("price_feeds: %w", err)
	}
	if rpc == nil {
		return nil, errors.New("pricefeed: nil rpc pool")
	}
	if clock == nil {
		clock = time.Now
	}
	if log == nil {
		log = zap.NewNop()
	}
	r := &Reader{cfg: cfg, rpc: rpc, router: router, now: clock, log: log, meta: map[common.Address]chainfeed.Meta{},
		age: prometheus.NewGaugeVec(prometheus.GaugeOpts{Name: "infersched_price_feed_age_seconds",
			Help: "Age of each accepted token's price feed answer (now - updatedAt)."}, []string{"token"}),
		fresh: prometheus.NewGaugeVec(prometheus.GaugeOpts{Name: "infersched_price_feed_fresh",
			Help: "1 while the token's price feed answer may price fees; 0 while its requests wait as price_unavailable."}, []string{"token"}),
		fails: prometheus.NewCounter(prometheus.CounterOpts{Name: "infersched_price_feed_read_failures_total",
			Help: "Reads of the router's tokens or their feeds that failed."}),
	}
	if reg != nil {
		for _, c := range []prometheus.Collector{r.age, r.fresh, r.fails} {
			if err := reg.Register(c); err != nil {
				return nil, fmt.Errorf("pricefeed metrics: %w", err)
			}
		}
	}
	return r, nil
}

// Run reads the tokens and feeds every refresh until ctx ends.
func (r *Reader) Run(ctx context.Context) error {
	t := time.NewTicker(r.cfg.Refresh)
	defer t.Stop()
	for {
		if err := r.Refresh(ctx); err != nil && ctx.Err() == nil {
			r.log.Warn("price feeds not read; the last answers stand until they are too old", zap.Error(err))
		}
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
	}
}

// Refresh reads the router's tokens and every feed once. A feed that cannot be read
// keeps its last answer (which ages out by max_age).
func (r *Reader) Refresh(ctx context.Context) error {
	var list []chainfeed.Token
	err := r.rpc.Do(ctx, func(ctx context.Context, c ethrpc.Client) error {
		var err error
		list, err = chainfeed.Tokens(ctx, c, r.router)
		return err
	})
	if err != nil {
		r.fails.Inc()
		return err
	}
	r.mu.Lock()
	prev := r.tokens
	r.mu.Unlock()
	out := make([]Token, 0, len(list))
	var errs []error
	for _, lt := range list {
		if lt.Feed == (common.Address{}) {
			continue // no longer accepted
		}
		t := Token{Address: strings.ToLower(lt.Address.Hex()), Feed: strings.ToLower(lt.Feed.Hex())}
		for _, p := range prev {
			if p.Address == t.Address && p.Feed == t.Feed {
				t = p // the last answer stands if this read fails
			}
		}
		if err := r.read(ctx, lt, &t); err != nil {
			r.fails.Inc()
			errs = append(errs, fmt.Errorf("token %s: %w", t.Address, err))
		}
		out = append(out, t)
	}
	r.mu.Lock()
	r.tokens = out
	r.mu.Unlock()
	r.observe()
	return errors.Join(errs...)
}

// read fills t's metadata (once) and its feed's answer.
func (r *Reader) read(ctx context.Context, lt chainfeed.Token, t *Token) error {
	return r.rpc.Do(ctx, func(ctx context.Context, c ethrpc.Client) error {
		r.mu.Lock()
		m, ok := r.meta[lt.Address]
		r.mu.Unlock()
		if !ok {
			var err error
			if m, err = chainfeed.TokenMeta(ctx, c, lt.Address); err != nil {
				return err
			}
			r.mu.Lock()
			r.meta[lt.Address] = m
			r.mu.Unlock()
		}
		f, err := chainfeed.ReadFeed(ctx, c, lt.Feed)
		if err != nil {
			return err
		}
		t.Symbol, t.Decimals, t.Round, t.FeedDecimals = m.Symbol, m.Decimals, f.Round, f.Decimals
		return nil
	})
}

// Tokens are the accepted tokens as last read, by address.
func (r *Reader) Tokens() []Token {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := slices.Clone(r.tokens)
	slices.SortFunc(out, func(a, b Token) int { return strings.Compare(a.Address, b.Address) })
	return out
}

// TokenRates are the rates of the tokens whose last answer is fit to price fees now,
// sorted by token (rounds.RateSource).
func (r *Reader) TokenRates(context.Context) []scheduler.TokenRate {
	now := r.now()
	var out []scheduler.TokenRate
	for _, t := range r.Tokens() {
		rate, err := tokenprice.Check(t.Round, t.FeedDecimals, t.Decimals, now, r.cfg.maxAge(t.Address), r.cfg.ClockSkew)
		if err != nil {
			continue
		}
		out = append(out, scheduler.TokenRate{Token: t.Address, Answer: scheduler.WeiFromBig(rate.Answer),
			FeedDecimals: rate.FeedDecimals, TokenDecimals: rate.TokenDecimals, UpdatedAt: t.Round.UpdatedAt})
	}
	return out
}

// observe sets the gauges from the last answers.
func (r *Reader) observe() {
	now := r.now()
	for _, t := range r.Tokens() {
		if t.Round.UpdatedAt != 0 {
			r.age.WithLabelValues(t.Address).Set(now.Sub(time.Unix(int64(min(t.Round.UpdatedAt, 1<<62)), 0)).Seconds())
		}
		_, err := tokenprice.Check(t.Round, t.FeedDecimals, t.Decimals, now, r.cfg.maxAge(t.Address), r.cfg.ClockSkew)
		v := 0.0
		if err == nil {
			v = 1
		}
		r.fresh.WithLabelValues(t.Address).Set(v)
	}
}
