package gasoracle

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/rpc"
	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"

	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/internal/feemarket"
	"github.com/infersched/infersched/scheduler"
)

// ErrBadAnswer marks an RPC answer the oracle cannot use (no header, a negative
// price). It is not Permanent: another endpoint may answer properly.
var ErrBadAnswer = errors.New("unusable answer from the node")

// RPC runs a call against the chain with failover; *ethrpc.Pool implements it.
type RPC interface {
	Do(ctx context.Context, fn func(ctx context.Context, c ethrpc.Client) error) error
}

// Option changes an Oracle at construction.
type Option func(*Oracle)

// WithClock sets the clock that stamps quotes and judges their age (tests).
func WithClock(now func() time.Time) Option { return func(o *Oracle) { o.now = now } }

// Oracle keeps the current gas quote. Run keeps it fresh; GasPrice reads it. Safe for
// concurrent use.
type Oracle struct {
	cfg     Config
	floor   *big.Int
	cap     *big.Int
	rpc     RPC
	log     *zap.Logger
	now     func() time.Time
	started time.Time

	last atomic.Pointer[scheduler.GasQuote] // the last successful poll, never stale

	mode     L2Mode                 // chain.l2 as configured
	detected atomic.Pointer[L2Mode] // what auto found (or the configured mode)
	l1Byte   prometheus.Collector
	l1Fixed  prometheus.Collector
	l2Info   *prometheus.GaugeVec

	baseFee prometheus.Gauge
	tip     prometheus.Gauge
	polls   *prometheus.CounterVec
	priceFn prometheus.Collector
	staleFn prometheus.Collector
}

// New builds an oracle. It does no I/O; the first quote comes from Run (or Refresh).
// Until then GasPrice reports a stale quote at the cap. reg nil means no metrics.
func New(cfg Config, client RPC, log *zap.Logger, reg prometheus.Registerer, opts ...Option) (o *Oracle, err error) {
	if err := cfg.Validate(); err != nil {
		return nil, fmt.Errorf("gasoracle config: %w", err)
	}
	if client == nil {
		return nil, errors.New("gasoracle: nil RPC")
	}
	if log == nil {
		log = zap.NewNop()
	}
	o = &Oracle{
		cfg:   cfg,
		floor: new(big.Int).Set(&cfg.FloorWei.Int),
		cap:   new(big.Int).Set(&cfg.CapWei.Int),
		rpc:   client,
		log:   log,
		now:   time.Now,
		mode:  L2None,
	}
	for _, opt := range opts {
		opt(o)
	}
	if o.mode, err = ParseL2Mode(string(o.mode)); err != nil {
		return nil, fmt.Errorf("gasoracle: %w", err)
	}
	if o.mode != L2Auto {
		m := o.mode
		o.detected.Store(&m)
	}
	o.started = o.now()
	o.baseFee = prometheus.NewGauge(prometheus.GaugeOpts{
		Name: "infersched_gas_base_fee_wei",
		Help: "Next block's EIP-1559 base fee as last observed (0 on a legacy chain).",
	})
	o.tip = prometheus.NewGauge(prometheus.GaugeOpts{
		Name: "infersched_gas_tip_wei",
		Help: "Priority fee at the configured percentile as last observed (0 on a legacy chain).",
	})
	o.polls = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "infersched_gas_polls_total",
		Help: "Gas oracle polls by result (ok, error).",
	}, []string{"result"})
	o.priceFn = prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Name: "infersched_gas_price_wei",
		Help: "Gas price the scheduler prices with now (the cap when stale).",
	}, func() float64 {
		q, _ := o.GasPrice(context.Background())
		f, _ := new(big.Float).SetInt(q.PriceWei).Float64()
		return f
	})
	o.staleFn = prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Name: "infersched_gas_staleness_seconds",
		Help: "Age of the last successful gas poll (since start when there was none).",
	}, func() float64 { return o.age().Seconds() })
	l1Gauge := func(name, help string, part func(*scheduler.L1Fee) *scheduler.Wei) prometheus.Collector {
		return prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: name, Help: help}, func() float64 {
			q, _ := o.GasPrice(context.Background())
			if q.L1Fee == nil {
				return 0
			}
			return toFloat(&part(q.L1Fee).Int)
		})
	}
	o.l1Byte = l1Gauge("infersched_gas_l1_fee_wei_per_byte",
		"L1 data fee per calldata byte the scheduler prices with on an L2 (the cap when stale; 0 on L1).",
		func(f *scheduler.L1Fee) *scheduler.Wei { return &f.WeiPerByte })
	o.l1Fixed = l1Gauge("infersched_gas_l1_fee_fixed_wei",
		"L1 data fee of a result transaction's own bytes, shared by a batch (the cap when stale; 0 on L1).",
		func(f *scheduler.L1Fee) *scheduler.Wei { return &f.FixedWei })
	o.l2Info = prometheus.NewGaugeVec(prometheus.GaugeOpts{
		Name: "infersched_gas_l2_mode",
		Help: "1 for the chain.l2 mode in use (op, arbitrum, none; auto until detected).",
	}, []string{"mode"})
	o.l2Info.WithLabelValues(string(o.mode)).Set(1)
	if reg != nil {
		for _, c := range []prometheus.Collector{o.baseFee, o.tip, o.polls, o.priceFn, o.staleFn, o.l1Byte, o.l1Fixed, o.l2Info} {
			if err := reg.Register(c); err != nil {
				return nil, fmt.Errorf("gasoracle metrics: %w", err)
			}
		}
	}
	return o, nil
}

// age is how old the last successful poll is, or how long the oracle has run without one.
func (o *Oracle) age() time.Duration {
	if q := o.last.Load(); q != nil {
		return o.now().Sub(q.ObservedAt)
	}
	return o.now().Sub(o.started)
}

// GasPrice returns the last quote without any I/O. When it is older than max_age, or
// there is none yet, it is Stale and PriceWei is the cap; BaseFeeWei and TipWei then
// still show the last observation, if any. The error is always nil: a missing price is
// a stale quote, not a failure. The big.Ints are copies the caller may keep.
func (o *Oracle) GasPrice(context.Context) (scheduler.GasQuote, error) {
	q := o.last.Load()
	if q == nil {
		out := scheduler.GasQuote{PriceWei: new(big.Int).Set(o.cap), Stale: true}
		if o.mode != L2None {
			// Not known to be an L1 chain yet: fail safe at the caps.
			out.L1Fee = o.capsL1()
		}
		return out, nil
	}
	out := scheduler.GasQuote{
		PriceWei:   copyInt(q.PriceWei),
		BaseFeeWei: copyInt(q.BaseFeeWei),
		TipWei:     copyInt(q.TipWei),
		Legacy:     q.Legacy,
		ObservedAt: q.ObservedAt,
		HeadTime:   q.HeadTime,
		L1Fee:      q.L1Fee.Clone(),
	}
	if o.now().Sub(q.ObservedAt) > o.cfg.MaxAge {
		out.Stale = true
		out.PriceWei = new(big.Int).Set(o.cap)
		if out.L1Fee != nil {
			out.L1Fee = o.capsL1()
		}
	}
	return out, nil
}

func copyInt(x *big.Int) *big.Int {
	if x == nil {
		return nil
	}
	return new(big.Int).Set(x)
}

// Refresh polls the chain once and, on success, makes the result the current quote and
// returns it. On failure the previous quote stays (and ages).
func (o *Oracle) Refresh(ctx context.Context) (scheduler.GasQuote, error) {
	var obs observation
	err := o.rpc.Do(ctx, func(ctx context.Context, c ethrpc.Client) error {
		var err error
		obs, err = o.observe(ctx, c)
		return err
	})
	if err != nil {
		o.polls.WithLabelValues("error").Inc()
		return scheduler.GasQuote{}, fmt.Errorf("gas oracle poll: %w", err)
	}
	q := o.quote(obs)
	o.last.Store(&q)
	o.polls.WithLabelValues("ok").Inc()
	o.baseFee.Set(toFloat(q.BaseFeeWei))
	o.tip.Set(toFloat(q.TipWei))
	o.log.Debug("gas quote",
		zap.Uint64("block", obs.block),
		zap.Stringer("price_wei", q.PriceWei),
		zap.Stringer("base_fee_wei", q.BaseFeeWei),
		zap.Stringer("tip_wei", q.TipWei),
		zap.Bool("legacy", q.Legacy))
	return o.GasPrice(ctx)
}

func toFloat(x *big.Int) float64 {
	if x == nil {
		return 0
	}
	f, _ := new(big.Float).SetInt(x).Float64()
	return f
}

// observation is what one poll read from the chain, before floor and cap.
type observation struct {
	block    uint64
	headTime time.Time
	legacy   bool
	baseFee  *big.Int // next block's; nil when legacy
	tip      *big.Int // nil when legacy
	price    *big.Int // legacy gas price; nil otherwise
	l1       *rawL1   // the L1 data fee model on an L2; nil on L1
}

// observe reads one endpoint. Every call of one poll goes to the same endpoint, so a
// failover repeats the whole poll elsewhere.
func (o *Oracle) observe(ctx context.Context, c ethrpc.Client) (observation, error) {
	h, err := c.HeaderByNumber(ctx, nil)
	if err != nil {
		return observation{}, fmt.Errorf("latest header: %w", err)
	}
	if h == nil || h.Number == nil {
		return observation{}, fmt.Errorf("latest header: %w: empty header", ErrBadAnswer)
	}
	obs := observation{block: h.Number.Uint64(), headTime: time.Unix(int64(min(h.Time, 1<<40)), 0)}
	if h.BaseFee == nil {
		gp, err := c.SuggestGasPrice(ctx)
		if err != nil {
			return observation{}, fmt.Errorf("eth_gasPrice: %w", err)
		}
		if gp == nil || gp.Sign() < 0 {
			return observation{}, fmt.Errorf("eth_gasPrice: %w: %v", ErrBadAnswer, gp)
		}
		obs.legacy, obs.price = true, gp
		return o.observeL1(ctx, c, obs)
	}
	if h.BaseFee.Sign() < 0 {
		return observation{}, fmt.Errorf("latest header: %w: base fee %v", ErrBadAnswer, h.BaseFee)
	}
	obs.baseFee = feemarket.NextBaseFee(h.BaseFee, h.GasUsed, h.GasLimit)
	var tip *big.Int
	var ok bool
	fh, err := c.FeeHistory(ctx, uint64(o.cfg.Blocks), h.Number, []float64{o.cfg.TipPercentile})
	switch {
	case err == nil:
		tip, ok = feemarket.MedianTip(fh)
	case isMethodNotFound(err):
		// A node without eth_feeHistory: fall back to its own suggestion below.
	default:
		return observation{}, fmt.Errorf("eth_feeHistory: %w", err)
	}
	if !ok {
		// No block in the window had a transaction (no market to read), or no fee
		// history at all: take the node's own suggestion (eth_maxPriorityFeePerGas).
		if tip, err = c.SuggestGasTipCap(ctx); err != nil {
			return observation{}, fmt.Errorf("eth_maxPriorityFeePerGas: %w", err)
		}
		if tip == nil || tip.Sign() < 0 {
			return observation{}, fmt.Errorf("eth_maxPriorityFeePerGas: %w: %v", ErrBadAnswer, tip)
		}
	}
	obs.tip = tip
	return o.observeL1(ctx, c, obs)
}

// observeL1 adds the L1 data fee model to obs on an L2, detecting the chain first
// when chain.l2 is auto.
func (o *Oracle) observeL1(ctx context.Context, c ethrpc.Client, obs observation) (observation, error) {
	var m L2Mode
	if d := o.detected.Load(); d != nil {
		m = *d
	} else {
		var err error
		if m, err = detect(ctx, c); err != nil {
			return observation{}, err
		}
		o.detected.Store(&m)
		o.l2Info.Reset()
		o.l2Info.WithLabelValues(string(m)).Set(1)
		o.log.Info("chain.l2 detected", zap.String("mode", string(m)))
	}
	if m == L2None {
		return obs, nil
	}
	l1, err := o.readL1(ctx, c, m)
	if err != nil {
		return observation{}, err
	}
	obs.l1 = &l1
	return obs, nil
}

// quote applies floor and cap and stamps the time.
func (o *Oracle) quote(obs observation) scheduler.GasQuote {
	q := scheduler.GasQuote{Legacy: obs.legacy, ObservedAt: o.now(), HeadTime: obs.headTime}
	var price *big.Int
	if obs.legacy {
		price = new(big.Int).Set(obs.price)
	} else {
		q.BaseFeeWei = new(big.Int).Set(obs.baseFee)
		q.TipWei = new(big.Int).Set(obs.tip)
		price = new(big.Int).Add(obs.baseFee, obs.tip)
	}
	if price.Cmp(o.floor) < 0 {
		price.Set(o.floor)
	}
	if price.Cmp(o.cap) > 0 {
		price.Set(o.cap)
	}
	q.PriceWei = price
	if obs.l1 != nil {
		q.L1Fee = o.clampL1(*obs.l1)
	}
	return q
}

// Run polls until ctx ends: at start and then every poll_interval, whatever the block
// time (a poll per head cost two or three RPCs a block: too many on a fast chain, and a
// quote within max_age prices as well). A failed poll is logged and retried at the next
// interval; the quote meanwhile ages towards stale. It returns nil when ctx ends.
func (o *Oracle) Run(ctx context.Context) error {
	ticker := time.NewTicker(o.cfg.PollInterval)
	defer ticker.Stop()
	o.poll(ctx)
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-ticker.C:
			o.poll(ctx)
		}
	}
}

// isMethodNotFound reports a JSON-RPC "method not found" answer (-32601).
func isMethodNotFound(err error) bool {
	var re rpc.Error
	return errors.As(err, &re) && re.ErrorCode() == -32601
}

func (o *Oracle) poll(ctx context.Context) {
	if _, err := o.Refresh(ctx); err != nil && ctx.Err() == nil {
		o.log.Warn("gas poll failed", zap.Error(err), zap.Duration("quote_age", o.age()))
	}
}
