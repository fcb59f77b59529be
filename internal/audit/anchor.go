package audit

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"
	"golang.org/x/time/rate"

	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/internal/bus"
	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/internal/txsend"
	"github.com/infersched/infersched/internal/validate"
	"github.com/infersched/infersched/wire"
)

// Config is the `audit` section.
type Config struct {
	// AnchorEvery: every this many rounds the Merkle root of their records is sent to
	// DecisionAnchor.anchor; 0 turns anchoring off.
	AnchorEvery uint64 `yaml:"anchor_every"`
	// AnchorsPerHour and AnchorBurst bound the anchor transactions (a token bucket, seed
	// 004): spans that come faster wait, none is skipped.
	AnchorsPerHour float64 `yaml:"anchors_per_hour"`
	AnchorBurst    int     `yaml:"anchor_burst"`
	// ResubmitAfter: an anchor transaction not mined by then is sent again with the same
	// nonce and fees raised by FeeBumpPercent (≥ 10, what nodes require to replace).
	ResubmitAfter  time.Duration `yaml:"resubmit_after"`
	FeeBumpPercent int           `yaml:"fee_bump_percent"`
	// MaxAttempts bounds the sends of one anchor before it is given up (logged).
	MaxAttempts int `yaml:"max_attempts"`
}

// DefaultConfig anchors every 100 rounds, at most 60 anchors an hour.
func DefaultConfig() Config {
	return Config{AnchorEvery: 100, AnchorsPerHour: 60, AnchorBurst: 2, ResubmitAfter: time.Minute, FeeBumpPercent: 20, MaxAttempts: 5}
}

// Validate reports every problem.
func (c Config) Validate() error {
	var p validate.Problems
	// DecisionAnchor refuses spans of MAX_SPAN (100 000) rounds or more.
	p.Check(c.AnchorEvery <= 100_000, "anchor_every", "must be at most 100000 (DecisionAnchor.MAX_SPAN), got %d", c.AnchorEvery)
	p.Check(c.AnchorsPerHour > 0, "anchors_per_hour", "must be positive, got %v", c.AnchorsPerHour)
	p.Check(c.AnchorBurst >= 1, "anchor_burst", "must be at least 1, got %d", c.AnchorBurst)
	p.Check(c.ResubmitAfter > 0, "resubmit_after", "must be positive, got %s", c.ResubmitAfter)
	p.Check(c.FeeBumpPercent >= 10, "fee_bump_percent", "must be at least 10 (nodes refuse smaller replacements), got %d", c.FeeBumpPercent)
	p.Check(c.MaxAttempts >= 1, "max_attempts", "must be at least 1, got %d", c.MaxAttempts)
	return p.Err()
}

// RPC runs fn on a chain client, failing over as the ethrpc pool does; Client is a
// client whose every call fails over so (*ethrpc.Pool satisfies it).
type RPC interface {
	Do(ctx context.Context, fn func(ctx context.Context, c ethrpc.Client) error) error
	Client() ethrpc.Client
}

type span struct {
	from, to uint64
	root     [32]byte
}

// Anchorer sends the Merkle root of every anchor_every records to DecisionAnchor and
// publishes the anchor (with its transaction hash) beside the records, where export and
// the proof endpoint find it. Spans are anchored in order; a span whose records were not
// all seen by this process (it started mid-span) is skipped: the contract allows gaps.
type Anchorer struct {
	cfg     Config
	rpc     RPC
	address common.Address
	pub     *bus.Publisher
	sender  *txsend.Sender // nil without rpc and key (tests of Observe)
	limit   *rate.Limiter
	log     *zap.Logger

	// observed, firstSeen and anchored are rounds, for the lag gauge.
	observed, firstSeen, anchored atomic.Uint64

	mu     sync.Mutex
	leaves [][32]byte
	first  uint64 // round of leaves[0]
	inSpan bool   // leaves hold the records of the current span from its first round
	queue  chan span
}

// NewAnchorer returns an anchorer; key must be the scheduler key DecisionAnchor accepts.
func NewAnchorer(cfg Config, rpc RPC, chainID *big.Int, address common.Address, key *ecdsa.PrivateKey, js jetstream.JetStream, log *zap.Logger) (*Anchorer, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if log == nil {
		log = zap.NewNop()
	}
	a := &Anchorer{cfg: cfg, rpc: rpc, address: address, pub: bus.NewPublisher(js, 0),
		limit: rate.NewLimiter(rate.Limit(cfg.AnchorsPerHour/3600), cfg.AnchorBurst), log: log, queue: make(chan span, 1024)}
	if rpc != nil && key != nil {
		// The last attempt gets resubmit_after too before the span is given up.
		a.sender = txsend.New(txsend.Config{FeeBumpPercent: cfg.FeeBumpPercent, ResubmitAfter: cfg.ResubmitAfter,
			MaxAttempts: cfg.MaxAttempts, ReceiptTimeout: time.Duration(cfg.MaxAttempts) * cfg.ResubmitAfter,
			PollInterval: 200 * time.Millisecond, Fees: txsend.DefaultFees()}, rpc.Client(), chainID, key, nil, log)
	}
	return a, nil
}

// Observe takes each record as it is appended to the log, in round order.
func (a *Anchorer) Observe(rec *decisionlog.Record) {
	if a.cfg.AnchorEvery == 0 {
		return
	}
	a.observed.Store(rec.Round)
	a.firstSeen.CompareAndSwap(0, rec.Round)
	leaf, err := decisionlog.Leaf(rec)
	if err != nil {
		a.log.Error("anchor leaf", zap.Uint64("round", rec.Round), zap.Error(err))
		return
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	every := a.cfg.AnchorEvery
	if rec.Round%every == 1 || every == 1 {
		a.leaves, a.first, a.inSpan = a.leaves[:0], rec.Round, true
	}
	if !a.inSpan || a.first+uint64(len(a.leaves)) != rec.Round {
		a.leaves, a.inSpan = a.leaves[:0], false // started mid-span or a gap: wait for the next span
		return
	}
	a.leaves = append(a.leaves, leaf)
	if rec.Round%every == 0 {
		s := span{from: a.first, to: rec.Round, root: decisionlog.Root(a.leaves)}
		a.leaves = a.leaves[:0]
		select {
		case a.queue <- s:
		default:
			a.log.Error("anchor queue full: span not anchored", zap.Uint64("from", s.from), zap.Uint64("to", s.to))
		}
	}
}

// Run sends the queued spans until ctx ends.
func (a *Anchorer) Run(ctx context.Context) error {
	for {
		var s span
		select {
		case <-ctx.Done():
			return nil
		case s = <-a.queue:
		}
		if err := a.limit.Wait(ctx); err != nil {
			return nil
		}
		an, err := a.Send(ctx, s.from, s.to, s.root)
		if err != nil {
			if ctx.Err() != nil {
				return nil
			}
			a.log.Error("anchor not sent", zap.Uint64("from", s.from), zap.Uint64("to", s.to), zap.Error(err))
			continue
		}
		a.markAnchored(an.ToRound)
		a.log.Info("span anchored", zap.Uint64("from", an.FromRound), zap.Uint64("to", an.ToRound), zap.String("tx", an.TxHash))
	}
}

// Send anchors one span: builds the transaction and hands it to the transaction sender
// (nonce, fees, resubmission with higher fees while it is not mined), and publishes the
// anchor once it is mined.
func (a *Anchorer) Send(ctx context.Context, from, to uint64, root [32]byte) (decisionlog.Anchor, error) {
	if a.sender == nil {
		return decisionlog.Anchor{}, errors.New("anchorer has no chain or key")
	}
	abi, err := bindings.DecisionAnchorMetaData.GetAbi() // parsed once by the bindings
	if err != nil {
		return decisionlog.Anchor{}, err
	}
	data, err := abi.Pack("anchor", from, to, root)
	if err != nil {
		return decisionlog.Anchor{}, err
	}
	var gas uint64
	err = a.rpc.Do(ctx, func(ctx context.Context, c ethrpc.Client) error {
		var err error
		gas, err = c.EstimateGas(ctx, ethereum.CallMsg{From: a.sender.From(), To: &a.address, Data: data})
		return ethrpc.Permanent(err) // a revert (wrong key, rounds out of order) is the same everywhere
	})
	if err != nil {
		return decisionlog.Anchor{}, fmt.Errorf("prepare anchor %d..%d: %w", from, to, txsend.Why(err))
	}
	noJournal := func(txsend.Tx) error { return nil } // a lost anchor is sent again for the next span
	tx, err := a.sender.Send(ctx, a.address, data, gas+gas/5, noJournal)
	if err != nil {
		return decisionlog.Anchor{}, fmt.Errorf("anchor %d..%d: %w", from, to, err)
	}
	_, rcpt, err := a.sender.Follow(ctx, tx, noJournal)
	if err != nil {
		return decisionlog.Anchor{}, fmt.Errorf("anchor %d..%d: %w", from, to, err)
	}
	if rcpt.Status != types.ReceiptStatusSuccessful {
		var why error
		_ = a.rpc.Do(ctx, func(ctx context.Context, c ethrpc.Client) error {
			why = txsend.Reverted(ctx, c, a.sender.From(), a.address, data, rcpt)
			return nil
		})
		if why == nil { // no node answered the replay
			why = fmt.Errorf("%w: %s", txsend.ErrReverted, rcpt.TxHash.Hex())
		}
		return decisionlog.Anchor{}, fmt.Errorf("anchor %d..%d: %w", from, to, why)
	}
	an := decisionlog.Anchor{TxHash: rcpt.TxHash.Hex(), FromRound: from, ToRound: to, Root: fmt.Sprintf("0x%x", root)}
	m, err := bus.Encode(wire.SubjectAnchors, "anchor:"+strconv.FormatUint(from, 10)+"-"+strconv.FormatUint(to, 10), an)
	if err != nil {
		return an, err
	}
	if _, err := a.pub.Publish(ctx, m); err != nil {
		return an, fmt.Errorf("anchor %d..%d mined in %s but not recorded: %w", from, to, an.TxHash, err)
	}
	return an, nil
}

func (a *Anchorer) markAnchored(round uint64) {
	for {
		cur := a.anchored.Load()
		if round <= cur || a.anchored.CompareAndSwap(cur, round) {
			return
		}
	}
}

// Lag is how many rounds this process has written past the last one it anchored (past
// the round before its first, until it anchors one). Spans are anchor_every rounds and
// the first partial span after a start is skipped, so a healthy lag stays below
// 2 × anchor_every.
func (a *Anchorer) Lag() uint64 {
	base := a.anchored.Load()
	if base == 0 {
		base = a.firstSeen.Load()
		if base > 0 {
			base--
		}
	}
	if obs := a.observed.Load(); obs > base {
		return obs - base
	}
	return 0
}

// Collectors are the anchorer's gauges, for the daemon's registry.
func (a *Anchorer) Collectors() []prometheus.Collector {
	return []prometheus.Collector{
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "infersched_anchor_lag_rounds",
			Help: "Rounds written past the last one anchored on chain (healthy: below 2 × anchor_every)."},
			func() float64 { return float64(a.Lag()) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "infersched_anchor_every_rounds",
			Help: "Configured audit.anchor_every: rounds per anchored span."},
			func() float64 { return float64(a.cfg.AnchorEvery) }),
	}
}
