package audit

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"
	"golang.org/x/time/rate"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/decisionlog"
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
	// MaxAttempts bounds the sends of one anchor transaction (the first and its fee
	// bumps) before the span is tried again from the start after the retry back-off.
	MaxAttempts int `yaml:"max_attempts"`
	// RetryBackoff is the pause after a span failed (RPC down, not mined, reverted); it
	// doubles on each failure in a row up to RetryBackoffMax. The span is never skipped.
	RetryBackoff    time.Duration `yaml:"retry_backoff"`
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

// Anchorer anchors the decision log on chain span after span, with no gap. Nothing is
// queued in memory: where the next span starts is read from the chain
// (DecisionAnchor.lastAnchoredRound), its records from the DECISIONS stream, so a span
// that failed is tried again (with back-off) and a restarted process, or another replica
// that takes over anchoring, continues where the chain stands. Spans end on multiples of
// anchor_every and start right after the last anchored round (at the first record, when
// rounds without a record leave a hole), so they are contiguous.
//
// Anchoring is idempotent: a span that another anchorer got on chain first reverts with
// RoundsNotIncreasing and is skipped, and an anchor mined but not yet published beside
// the records (a crash in between) is published from the chain, once (the publish
// expects the last anchor message it read). Once mined, an anchor is published to
// wire.SubjectAnchors, where export and the proof endpoint find it.
//
// Run, Send and Step must not be called concurrently; Observe and Lag may be.
type Anchorer struct {
	cfg     Config
	rpc     RPC
	address common.Address
	js      jetstream.JetStream
	records RecordLister
	sender  *txsend.Sender // nil without rpc and key
	limit   *rate.Limiter
	log     *zap.Logger
	wake    chan struct{}

	// observed and anchored are rounds, for the lag gauge: the last record seen and the
	// last round anchored on chain.
	observed, anchored atomic.Uint64

	inflight *inflight
	waitFor  uint64 // the last record must reach this round before the chain is asked again

	// Active, when set, says whether this replica anchors now (the holder of shard 0's
	// lease, issue 12): one replica pays for each span instead of every replica racing
	// for it. Inactive, Run only follows the chain, so that the lag gauge stays true.
	// Set it before Run.
	Active func() bool
}

// PollInterval is how often Run looks at the stream and the chain when no record wakes
// it (records written by another replica, a chain that was down).
const PollInterval = 2 * time.Second

// NewAnchorer returns an anchorer; key must be the scheduler key DecisionAnchor accepts,
// records reads the DECISIONS stream of js (the daemon's decisions.Store).
func NewAnchorer(cfg Config, rpc RPC, chainID *big.Int, address common.Address, key *ecdsa.PrivateKey, js jetstream.JetStream, records RecordLister, log *zap.Logger) (*Anchorer, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if log == nil {
		log = zap.NewNop()
	}
	a := &Anchorer{cfg: cfg, rpc: rpc, address: address, js: js, records: records,
		limit: rate.NewLimiter(rate.Limit(cfg.AnchorsPerHour/3600), cfg.AnchorBurst), log: log, wake: make(chan struct{}, 1)}
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
	if a.cfg.AnchorEvery == 0 || rec.Shard != 0 { // it anchors shard 0's chain (issue 27)
		return
	}
	markMax(&a.observed, rec.Round)
	select {
	case a.wake <- struct{}{}:
	default:
	}
}

// Run anchors until ctx ends: a span whenever one is complete in the stream, a failed
// one again after a back-off that doubles up to retry_backoff_max.
func (a *Anchorer) Run(ctx context.Context) error {
	backoff := a.cfg.RetryBackoff
	poll := time.NewTicker(PollInterval)
	defer poll.Stop()
	for {
		var more bool
		var err error
		active := a.Active == nil || a.Active()
		if active {
			more, err = a.Step(ctx)
		} else {
			err = a.follow(ctx)
		}
		if ctx.Err() != nil {
			return nil
		}
		if err != nil {
			// A replica that does not anchor only reads where anchoring stands, for its
			// lag gauge: it failed at nothing an operator must act on (the anchoring
			// replica reports the outage), so no ERROR from it (issue 26).
			if active {
				a.log.Error("anchoring failed; trying again", zap.Duration("after", backoff), zap.Error(err))
			} else {
				a.log.Debug("not anchoring here; where anchoring stands could not be read", zap.Duration("after", backoff), zap.Error(err))
			}
			select { // a failure waits its back-off whatever records arrive
			case <-ctx.Done():
				return nil
			case <-time.After(backoff):
			}
			backoff = min(2*backoff, a.cfg.RetryBackoffMax)
			continue
		}
		backoff = a.cfg.RetryBackoff
		if more {
			continue
		}
		select {
		case <-ctx.Done():
			return nil
		case <-a.wake:
		case <-poll.C:
		}
	}
}

// Step anchors the next span if it is complete, and reports whether it did (or found it
// anchored by someone else), so that the caller goes on at once.
func (a *Anchorer) Step(ctx context.Context) (bool, error) {
	lastRec, err := a.lastRecordRound(ctx)
	if err != nil || lastRec == 0 {
		return false, err
	}
	markMax(&a.observed, lastRec)
	if lastRec < a.waitFor {
		return false, nil
	}
	last, err := a.lastAnchored(ctx)
	if err != nil {
		return false, err
	}
	markMax(&a.anchored, last)
	if err := a.reconcile(ctx, last); err != nil {
		return false, err
	}
	s, ready, err := a.nextSpan(ctx, last, lastRec)
	if err != nil || !ready {
		a.waitFor = s.to
		return false, err
	}
	a.waitFor = 0
	if err := a.limit.Wait(ctx); err != nil {
		return false, err
	}
	an, err := a.Send(ctx, s.from, s.to, s.root)
	if r, ok := errors.AsType[*contracts.Revert](err); ok && r.Name == "RoundsNotIncreasing" {
		a.log.Info("span already anchored by another anchorer", zap.Uint64("from", s.from), zap.Uint64("to", s.to))
		return true, nil
	}
	if err != nil {
		return false, err
	}
	markMax(&a.anchored, an.ToRound)
	a.log.Info("span anchored", zap.Uint64("from", an.FromRound), zap.Uint64("to", an.ToRound), zap.String("tx", an.TxHash))
	return true, nil
}

// follow reads where the log and the chain stand, for the lag gauge of a replica that
// does not anchor.
func (a *Anchorer) follow(ctx context.Context) error {
	lastRec, err := a.lastRecordRound(ctx)
	if err != nil || lastRec == 0 {
		return err
	}
	markMax(&a.observed, lastRec)
	last, err := a.lastAnchored(ctx)
	if err != nil {
		return err
	}
	markMax(&a.anchored, last)
	return nil
}

// nextSpan is the span after round last: from the first record past it to the next
// multiple of anchor_every, ready when the stream holds a record of that round or later
// (rounds are written in order, so no record of the span can still come).
func (a *Anchorer) nextSpan(ctx context.Context, last, lastRec uint64) (span, bool, error) {
	every := a.cfg.AnchorEvery
	raw, err := a.records.List(ctx, last+1, int(min(every, 100_000)))
	if err != nil {
		return span{to: last + 1}, false, fmt.Errorf("records from round %d: %w", last+1, err)
	}
	if len(raw) == 0 {
		return span{to: last + 1}, false, nil
	}
	var leaves [][32]byte
	s := span{}
	for i, b := range raw {
		rec, err := decisionlog.Decode(b, len(b)+1)
		if err != nil {
			return span{to: last + 1}, false, fmt.Errorf("decision record after round %d: %w", last, err)
		}
		if i == 0 {
			s.from = rec.Round
			s.to = (rec.Round + every - 1) / every * every
		}
		if rec.Round > s.to {
			break
		}
		leaf, err := decisionlog.Leaf(rec)
		if err != nil {
			return s, false, fmt.Errorf("round %d: %w", rec.Round, err)
		}
		leaves = append(leaves, leaf)
	}
	if lastRec < s.to {
		return s, false, nil
	}
	s.root = decisionlog.Root(leaves)
	return s, true, nil
}

// spanRoot is the root of the stored records of rounds from..to.
func (a *Anchorer) spanRoot(ctx context.Context, from, to uint64) ([32]byte, error) {
	raw, err := a.records.List(ctx, from, int(to-from+1))
	if err != nil {
		return [32]byte{}, err
	}
	var leaves [][32]byte
	for _, b := range raw {
		rec, err := decisionlog.Decode(b, len(b)+1)
		if err != nil {
			return [32]byte{}, err
		}
		if rec.Round > to {
			break
		}
		leaf, err := decisionlog.Leaf(rec)
		if err != nil {
			return [32]byte{}, err
		}
		leaves = append(leaves, leaf)
	}
	if len(leaves) == 0 {
		return [32]byte{}, fmt.Errorf("no records of rounds %d..%d in the stream", from, to)
	}
	return decisionlog.Root(leaves), nil
}

// lastRecordRound is the round of the last record in the DECISIONS stream, 0 when none.
func (a *Anchorer) lastRecordRound(ctx context.Context) (uint64, error) {
	st, err := a.js.Stream(ctx, wire.StreamDecisions)
	if err != nil {
		return 0, fmt.Errorf("decisions stream: %w", err)
	}
	m, err := st.GetLastMsgForSubject(ctx, wire.SubjectDecisionsAll)
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("last decision record: %w", err)
	}
	n, _ := wire.RoundOfSubject(m.Subject)
	return n, nil
}

// lastAnchored is DecisionAnchor.lastAnchoredRound (0 when nothing is anchored).
func (a *Anchorer) lastAnchored(ctx context.Context) (uint64, error) {
	c, err := bindings.NewDecisionAnchorCaller(a.address, a.rpc.Client())
	if err != nil {
		return 0, err
	}
	got, err := c.LastAnchoredRound(&bind.CallOpts{Context: ctx})
	if err != nil {
		return 0, fmt.Errorf("DecisionAnchor.lastAnchoredRound: %w", txsend.Why(err))
	}
	return got.ToRound, nil
}

// lastPublished is the last anchor published beside the records and its stream
// sequence (zero values when there is none).
func (a *Anchorer) lastPublished(ctx context.Context) (decisionlog.Anchor, uint64, error) {
	st, err := a.js.Stream(ctx, wire.StreamDecisions)
	if err != nil {
		return decisionlog.Anchor{}, 0, fmt.Errorf("decisions stream: %w", err)
	}
	m, err := st.GetLastMsgForSubject(ctx, wire.SubjectAnchors)
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		return decisionlog.Anchor{}, 0, nil
	}
	if err != nil {
		return decisionlog.Anchor{}, 0, fmt.Errorf("last anchor message: %w", err)
	}
	var an decisionlog.Anchor
	if err := json.Unmarshal(m.Data, &an); err != nil {
		// Not an anchor (garbage never stops anchoring): the last one that is, with the
		// sequence of the last message, which the next publish must follow.
		all, err := Anchors(ctx, a.js)
		if err != nil || len(all) == 0 {
			return decisionlog.Anchor{}, m.Sequence, err
		}
		return all[len(all)-1], m.Sequence, nil
	}
	return an, m.Sequence, nil
}

// publish records an anchor beside the records, unless another anchorer did: the
// publish expects the last anchor message to be the one read before (an optimistic
// write), and is skipped when that one already covers the span.
func (a *Anchorer) publish(ctx context.Context, an decisionlog.Anchor) error {
	prev, seq, err := a.lastPublished(ctx)
	if err != nil {
		return err
	}
	if prev.ToRound >= an.ToRound {
		return nil
	}
	b, err := json.Marshal(an)
	if err != nil {
		return err
	}
	id := "anchor:" + strconv.FormatUint(an.FromRound, 10) + "-" + strconv.FormatUint(an.ToRound, 10)
	_, err = a.js.Publish(ctx, wire.SubjectAnchors, b, jetstream.WithMsgID(id), jetstream.WithExpectLastSequencePerSubject(seq))
	if err == nil {
		return nil
	}
	if apiErr, ok := errors.AsType[*jetstream.APIError](err); ok &&
		(apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequence || apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequenceConstant) {
		return nil // another anchorer published first; the next step reads it
	}
	return fmt.Errorf("publish anchor %d..%d: %w", an.FromRound, an.ToRound, err)
}

// Lag is how many rounds are recorded past the last one anchored on chain; with a
// healthy anchorer it stays below 2 × anchor_every.
func (a *Anchorer) Lag() uint64 {
	if obs, base := a.observed.Load(), a.anchored.Load(); obs > base {
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
