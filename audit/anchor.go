package audit

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"
	"golang.org/x/time/rate"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/internal/txsend"
	"github.com/infersched/infersched/internal/validate"
)

// Config is the `audit` section.
type Config struct {
	// AnchorEvery: every this many rounds the Merkle root of their records is sent to
	// DecisionAnchor.anchor; 0 turns anchoring off.
	AnchorEvery uint64 `yaml:"anchor_every"`
	// AnchorsPerHour and AnchorBurst bound the anchor transactions of each shard's
	// chain (a token bucket per chain, seed 004; one process anchors every chain):
	// spans that come faster wait, none is skipped. Every send counts, a span sent
	// again after a failure too.
	AnchorsPerHour float64 `yaml:"anchors_per_hour"`
	// AnchorBurst is the most anchor transactions of one chain sent at once above
	// anchors_per_hour.
	AnchorBurst int `yaml:"anchor_burst"`
	// ResubmitAfter: an anchor transaction not mined by then is sent again with the same
	// nonce and fees raised by FeeBumpPercent (≥ 10, what nodes require to replace).
	ResubmitAfter time.Duration `yaml:"resubmit_after"`
	// FeeBumpPercent raises the fees of a resent anchor transaction, in percent (at least
	// 10).
	FeeBumpPercent int `yaml:"fee_bump_percent"`
	// MaxAttempts bounds the sends of one anchor transaction (the first and its fee
	// bumps) before the span is tried again from the start after the retry back-off.
	MaxAttempts int `yaml:"max_attempts"`
	// RetryBackoff is the pause after a span failed (RPC down, not mined, reverted); it
	// doubles on each failure in a row up to RetryBackoffMax. The span is never skipped.
	RetryBackoff time.Duration `yaml:"retry_backoff"`
	// RetryBackoffMax bounds the doubled retry_backoff.
	RetryBackoffMax time.Duration `yaml:"retry_backoff_max"`
	// MaxUnanchoredAge: `audit verify` fails on records older than this that no anchor
	// covers. It must exceed anchor_every rounds plus the time an anchor takes to be
	// mined, or a healthy log fails.
	MaxUnanchoredAge time.Duration `yaml:"max_unanchored_age"`
}

// DefaultConfig anchors every 100 rounds, at most 60 anchors an hour; an unanchored
// record older than 15 minutes fails verification.
func DefaultConfig() Config {
	return Config{AnchorEvery: 100, AnchorsPerHour: 60, AnchorBurst: 2, ResubmitAfter: time.Minute, FeeBumpPercent: 20, MaxAttempts: 5,
		RetryBackoff: time.Second, RetryBackoffMax: time.Minute, MaxUnanchoredAge: 15 * time.Minute}
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
	p.Check(c.RetryBackoff > 0, "retry_backoff", "must be positive, got %s", c.RetryBackoff)
	p.Check(c.RetryBackoffMax >= c.RetryBackoff, "retry_backoff_max", "must be at least retry_backoff (%s), got %s", c.RetryBackoff, c.RetryBackoffMax)
	p.Check(c.MaxUnanchoredAge > 0, "max_unanchored_age", "must be positive, got %s", c.MaxUnanchoredAge)
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

// inflight is the anchor transaction of a span that was sent but not seen mined: the
// next try of the same span follows it (broadcast again) instead of sending another.
type inflight struct {
	from, to uint64
	tx       txsend.Tx
}

// Anchorer anchors the decision log on chain span after span, with no gap, every
// shard's hash chain on its own (DecisionAnchor.anchorShard; shard 0's spans
// through anchor, the single-chain entry point). Nothing is queued in memory: where a chain's next span
// starts is read from the chain (DecisionAnchor.lastAnchoredRound, lastAnchoredRoundOf
// for shards above 0), its records from the DECISIONS stream, so a span that failed is
// tried again (with back-off) and a restarted process, or another replica that takes
// the shard over, continues where the chain stands. Spans end on multiples of
// anchor_every and start right after the last anchored round (at the first record,
// when rounds without a record leave a hole), so they are contiguous.
//
// Anchoring is idempotent: a span that another anchorer got on chain first reverts with
// RoundsNotIncreasing and is skipped, and an anchor mined but not yet published beside
// the records (a crash in between) is published from the chain, once (the publish
// expects the last anchor message it read). Once mined, an anchor is published to
// wire.AnchorSubjectOf(shard), where export and the proof endpoint find it.
//
// Run, Send, Step and StepShard must not be called concurrently; Observe and Lag may be.
type Anchorer struct {
	cfg     Config
	rpc     RPC
	address common.Address
	js      jetstream.JetStream
	records RecordLister
	sender  *txsend.Sender // nil without rpc and key
	log     *zap.Logger
	wake    chan struct{}
	chains  []*chainAnchor // one per shard, indexed by shard

	// Active, when set, says whether this replica anchors shard's chain now: one replica
	// pays for each span instead of every replica racing for it. The daemon makes the
	// holder of shard 0's lease the one anchorer of every chain, so that the scheduler
	// key sends from one process and its nonces never collide. For a shard it does not
	// anchor, Run only follows the chain, so that the lag gauge stays true. Set it
	// before Run.
	Active func(shard int) bool

	sent *prometheus.CounterVec // spans this replica anchored, by shard
}

// chainAnchor is what the anchorer keeps of one shard's chain: nothing that the next
// holder would need (that is read from the chain and the stream), only the lag gauge's
// rounds, the transaction of a span in flight and the back-off.
type chainAnchor struct {
	shard int
	// observed and anchored are rounds, for the lag gauge: the last record seen and the
	// last round anchored on chain.
	observed, anchored atomic.Uint64

	inflight *inflight
	limit    *rate.Limiter // anchors_per_hour, this chain's
	waitFor  uint64        // the last record must reach this round before the chain is asked again
	backoff  time.Duration
	retryAt  time.Time // a failed step waits until then
	budgetAt time.Time // a span out of anchors_per_hour waits until then
}

// PollInterval is how often Run looks at the stream and the chain when no record wakes
// it (records written by another replica, a chain that was down).
const PollInterval = 2 * time.Second

// MaxShards bounds the shard count an anchorer follows (ha.shards is bounded well below).
const MaxShards = 1024

// NewAnchorer returns an anchorer of shard 0's chain; key must be the scheduler key
// DecisionAnchor accepts, records reads the DECISIONS stream of js (the daemon's
// decisions.Store). NewShardAnchorer follows several chains.
func NewAnchorer(cfg Config, rpc RPC, chainID *big.Int, address common.Address, key *ecdsa.PrivateKey, js jetstream.JetStream, records RecordLister, log *zap.Logger) (*Anchorer, error) {
	return NewShardAnchorer(cfg, 1, rpc, chainID, address, key, js, records, log)
}

// NewShardAnchorer is NewAnchorer of the chains of shards 0..shards-1 (ha.shards).
func NewShardAnchorer(cfg Config, shards int, rpc RPC, chainID *big.Int, address common.Address, key *ecdsa.PrivateKey, js jetstream.JetStream, records RecordLister, log *zap.Logger) (*Anchorer, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if shards < 1 || shards > MaxShards {
		return nil, fmt.Errorf("anchorer: shards must be 1..%d, got %d", MaxShards, shards)
	}
	if log == nil {
		log = zap.NewNop()
	}
	a := &Anchorer{cfg: cfg, rpc: rpc, address: address, js: js, records: records, log: log, wake: make(chan struct{}, 1),
		sent: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "infersched_anchor_spans_sent_total",
			Help: "Spans this replica anchored on chain, by shard (one replica, the holder of shard 0, anchors every chain)."}, []string{"shard"})}
	for i := range shards {
		a.chains = append(a.chains, &chainAnchor{shard: i, backoff: cfg.RetryBackoff,
			limit: rate.NewLimiter(rate.Limit(cfg.AnchorsPerHour/3600), cfg.AnchorBurst)})
	}
	if rpc != nil && key != nil {
		// The last attempt gets resubmit_after too before the span is tried again.
		a.sender = txsend.New(txsend.Config{FeeBumpPercent: cfg.FeeBumpPercent, ResubmitAfter: cfg.ResubmitAfter,
			MaxAttempts: cfg.MaxAttempts, ReceiptTimeout: time.Duration(cfg.MaxAttempts) * cfg.ResubmitAfter,
			PollInterval: 200 * time.Millisecond, Fees: txsend.DefaultFees()}, rpc.Client(), chainID, key, nil, log)
	}
	return a, nil
}

// Observe takes each record as it is appended to the log: it wakes Run, which reads the
// record back from the stream. Never blocks.
func (a *Anchorer) Observe(rec *decisionlog.Record) {
	if a.cfg.AnchorEvery == 0 || rec.Shard < 0 || rec.Shard >= len(a.chains) {
		return
	}
	markMax(&a.chains[rec.Shard].observed, rec.Round)
	select {
	case a.wake <- struct{}{}:
	default:
	}
}

// Run anchors until ctx ends: for each chain, a span whenever one is complete in the
// stream, a failed one again after a back-off that doubles up to retry_backoff_max (per
// chain: a chain that fails does not hold the others back).
func (a *Anchorer) Run(ctx context.Context) error {
	poll := time.NewTicker(PollInterval)
	defer poll.Stop()
	for {
		more := false
		next := time.Time{} // the earliest retry of a failed chain
		for _, c := range a.chains {
			at := c.retryAt
			if c.budgetAt.After(at) {
				at = c.budgetAt
			}
			if now := time.Now(); now.Before(at) {
				next = earliest(next, at)
				continue
			}
			m := a.turn(ctx, c)
			if ctx.Err() != nil {
				return nil
			}
			more = more || m
			for _, t := range []time.Time{c.retryAt, c.budgetAt} {
				if t.After(time.Now()) {
					next = earliest(next, t)
				}
			}
		}
		if more {
			continue
		}
		var retry <-chan time.Time
		var timer *time.Timer
		if !next.IsZero() {
			timer = time.NewTimer(time.Until(next))
			retry = timer.C
		}
		select {
		case <-ctx.Done():
		case <-a.wake:
		case <-poll.C:
		case <-retry:
		}
		if timer != nil {
			timer.Stop()
		}
		if ctx.Err() != nil {
			return nil
		}
	}
}

// turn is one step of chain c: anchoring it when this replica is its anchorer, following
// it otherwise; a failure sets c's retry time (a failure waits its back-off whatever
// records arrive).
func (a *Anchorer) turn(ctx context.Context, c *chainAnchor) bool {
	active := a.Active == nil || a.Active(c.shard)
	var more bool
	var err error
	if active {
		more, err = a.step(ctx, c)
	} else {
		err = a.follow(ctx, c)
	}
	if ctx.Err() != nil {
		return false
	}
	if err == nil {
		c.backoff, c.retryAt = a.cfg.RetryBackoff, time.Time{}
		return more
	}
	// A replica that does not anchor only reads where anchoring stands, for its lag
	// gauge: it failed at nothing an operator must act on (the anchoring replica reports
	// the outage), so no ERROR from it. Nor is a nonce another transaction of
	// the scheduler key took (the anchoring moved with shard 0's lease while a span was
	// in flight): the span is sent again after retry_backoff with the next nonce, its
	// send counted in anchors_per_hour like any other.
	switch {
	case active && nonceTaken(err):
		a.log.Info("anchor's nonce taken by another transaction of the scheduler key; sending the span again", zap.Int("shard", c.shard),
			zap.Duration("after", a.cfg.RetryBackoff), zap.Error(err))
		c.retryAt = time.Now().Add(a.cfg.RetryBackoff)
		return false
	case active:
		a.log.Error("anchoring failed; trying again", zap.Int("shard", c.shard), zap.Duration("after", c.backoff), zap.Error(err))
	default:
		a.log.Debug("not anchoring here; where anchoring stands could not be read", zap.Int("shard", c.shard), zap.Duration("after", c.backoff), zap.Error(err))
	}
	c.retryAt = time.Now().Add(c.backoff)
	c.backoff = min(2*c.backoff, a.cfg.RetryBackoffMax)
	return false
}

func earliest(a, b time.Time) time.Time {
	if a.IsZero() || b.Before(a) {
		return b
	}
	return a
}

// StepShard anchors the next span of shard's chain if it is complete, and reports
// whether it did (or found it anchored by someone else), so that the caller goes on at
// once.
func (a *Anchorer) StepShard(ctx context.Context, shard int) (bool, error) {
	if shard < 0 || shard >= len(a.chains) {
		return false, fmt.Errorf("shard %d: the anchorer follows shards 0..%d", shard, len(a.chains)-1)
	}
	return a.step(ctx, a.chains[shard])
}

func (a *Anchorer) step(ctx context.Context, c *chainAnchor) (bool, error) {
	lastRec, err := a.lastRecordRound(ctx, c.shard)
	if err != nil || lastRec == 0 {
		return false, err
	}
	markMax(&c.observed, lastRec)
	if lastRec < c.waitFor {
		return false, nil
	}
	last, err := a.lastAnchored(ctx, c.shard)
	if err != nil {
		return false, err
	}
	markMax(&c.anchored, last)
	if err := a.reconcile(ctx, c.shard, last); err != nil {
		return false, err
	}
	s, ready, err := a.nextSpan(ctx, c.shard, last, lastRec)
	if err != nil || !ready {
		c.waitFor = s.to
		return false, err
	}
	c.waitFor = 0
	// The budget waits without holding the other chains back.
	if r := c.limit.Reserve(); r.Delay() > 0 {
		c.budgetAt = time.Now().Add(r.Delay())
		r.Cancel()
		return false, nil
	}
	an, err := a.send(ctx, c, s.from, s.to, s.root)
	if r, ok := errors.AsType[*contracts.Revert](err); ok && r.Name == "RoundsNotIncreasing" {
		a.log.Info("span already anchored by another anchorer", zap.Int("shard", c.shard), zap.Uint64("from", s.from), zap.Uint64("to", s.to))
		return true, nil
	}
	if err != nil {
		return false, err
	}
	markMax(&c.anchored, an.ToRound)
	a.sent.WithLabelValues(strconv.Itoa(c.shard)).Inc()
	a.log.Info("span anchored", zap.Int("shard", c.shard), zap.Uint64("from", an.FromRound), zap.Uint64("to", an.ToRound), zap.String("tx", an.TxHash))
	return true, nil
}

// follow reads where the log and the chain stand, for the lag gauge of a replica that
// does not anchor shard c.
func (a *Anchorer) follow(ctx context.Context, c *chainAnchor) error {
	lastRec, err := a.lastRecordRound(ctx, c.shard)
	if err != nil || lastRec == 0 {
		return err
	}
	markMax(&c.observed, lastRec)
	last, err := a.lastAnchored(ctx, c.shard)
	if err != nil {
		return err
	}
	markMax(&c.anchored, last)
	return nil
}

// nonceTaken: the anchor transaction lost its nonce to another transaction of the same
// key (refused as too low or as an underpriced replacement, or dropped once the other
// was mined): a race of two senders, not a fault.
func nonceTaken(err error) bool {
	if errors.Is(err, txsend.ErrDropped) {
		return true
	}
	if !errors.Is(err, txsend.ErrRefused) {
		return false
	}
	msg := strings.ToLower(err.Error())
	return strings.Contains(msg, "nonce too low") || strings.Contains(msg, "replacement transaction underpriced") || strings.Contains(msg, "already known")
}
