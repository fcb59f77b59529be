package indexer

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"

	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/wire/events"
	"github.com/infersched/infersched/wire/status"
)

var (
	// ErrNoRouter is returned by New when Config.Router is the zero address.
	ErrNoRouter = errors.New("indexer: no router address configured (chain.contracts.router)")

	// errLagging: the endpoint does not have a block we need yet; wait, do not conclude.
	errLagging = errors.New("rpc endpoint is behind")
	// errReorg: a block's parent is not the block we processed at that height.
	errReorg = errors.New("parent hash mismatch")
)

// growAfter is how many successful eth_getLogs calls in a row double a halved range.
const growAfter = 4

// subscribeRetry is how long to wait before trying a head subscription again after one
// failed or was refused (an http endpoint).
const subscribeRetry = time.Minute

// Indexer publishes the router's events to JetStream. Run it once; it is not safe for
// concurrent use.
type Indexer struct {
	cfg  Config
	pool *ethrpc.Pool
	out  Ports
	log  *zap.Logger
	m    *metrics

	// Set by setup.
	kv      jetstream.KeyValue
	key     string
	dec     *decoder
	chainID uint64

	next   uint64  // first block not processed yet
	window []block // processed blocks, ascending; the last is the checkpoint
	batch  uint64  // current eth_getLogs range
	okRuns int     // successful range calls since the last halving or growth

	saved block // the block the stored checkpoint names

	sightings *sightings // nil until setup

	retracted      []string // base message ids retracted, oldest first
	retractedSet   map[string]bool
	retractedDirty bool // retracted changed since the checkpoint was stored
}

// block is a processed block the indexer remembers to detect and undo reorgs.
type block struct {
	num    uint64
	hash   common.Hash
	parent common.Hash // zero when not known (a checkpoint loaded at start)
	events []published
}

// published is an event sent from a block of the window, to retract if it goes.
type published struct {
	kind  string
	id    string
	msgID string
	meta  events.EventMeta
}

// New checks cfg and builds an indexer; nothing is contacted until Run. log nil means no
// logs; reg nil means the metrics are not registered.
func New(cfg Config, pool *ethrpc.Pool, out Ports, log *zap.Logger, reg prometheus.Registerer) (*Indexer, error) {
	var errs []error
	if err := cfg.Validate(); err != nil {
		errs = append(errs, fmt.Errorf("indexer config: %w", err))
	}
	if err := out.check(); err != nil {
		errs = append(errs, err)
	}
	if cfg.Router == (common.Address{}) {
		errs = append(errs, ErrNoRouter)
	}
	if pool == nil {
		errs = append(errs, errors.New("indexer: nil rpc pool"))
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	if log == nil {
		log = zap.NewNop()
	}
	m, err := newMetrics(reg)
	if err != nil {
		return nil, fmt.Errorf("indexer metrics: %w", err)
	}
	return &Indexer{
		cfg:          cfg,
		pool:         pool,
		out:          out,
		log:          log.With(zap.String("router", cfg.Router.Hex())),
		m:            m,
		batch:        cfg.BatchBlocks,
		retractedSet: make(map[string]bool),
	}, nil
}

// Run indexes until ctx ends, then returns nil. Failures of the chain or of NATS are
// logged and retried every poll interval; nothing is skipped.
func (ix *Indexer) Run(ctx context.Context) error {
	for {
		err := ix.setup(ctx)
		if err == nil {
			break
		}
		if ctx.Err() != nil {
			return nil
		}
		ix.m.errors.Inc()
		ix.log.Error("indexer setup failed, retrying", zap.Error(err), zap.Duration("in", ix.cfg.PollInterval))
		if !sleep(ctx, ix.cfg.PollInterval) {
			return nil
		}
	}
	var (
		sub       ethereum.Subscription
		heads     = make(chan *types.Header, 64)
		nextSubAt time.Time
		timer     = time.NewTimer(0)
	)
	defer timer.Stop()
	defer func() {
		if sub != nil {
			sub.Unsubscribe()
		}
	}()
	for {
		if ix.cfg.Subscribe && sub == nil && !time.Now().Before(nextSubAt) {
			sub = ix.subscribe(ctx, heads)
			if sub == nil {
				nextSubAt = time.Now().Add(subscribeRetry)
			}
		}
		var subErr <-chan error
		if sub != nil {
			subErr = sub.Err()
		}
		select {
		case <-ctx.Done():
			return nil
		case <-timer.C:
		case <-heads:
		case err := <-subErr:
			ix.log.Warn("head subscription ended", zap.Error(err))
			sub.Unsubscribe()
			sub = nil
			continue
		}
		drain(heads)
		if err := ix.sight(ctx); err != nil && ctx.Err() == nil {
			ix.m.errors.Inc()
			ix.log.Warn("sightings pass failed, retrying", zap.Error(err))
		}
		if err := ix.step(ctx); err != nil && ctx.Err() == nil {
			ix.m.errors.Inc()
			ix.log.Warn("indexing pass failed, retrying", zap.Error(err), zap.Uint64("next_block", ix.next))
		}
		timer.Reset(ix.cfg.PollInterval)
	}
}

func (ix *Indexer) setup(ctx context.Context) error {
	kv := ix.out.Checkpoints
	chainID, err := ix.pool.ChainID(ctx)
	if err != nil {
		return fmt.Errorf("chain id: %w", err)
	}
	dec, err := newDecoder(chainID, ix.cfg.Verifier)
	if err != nil {
		return err
	}
	key := checkpointKey(chainID, ix.cfg.Router)
	cp, ok, bad, err := loadValidCheckpoint(ctx, kv, key)
	if err != nil {
		return err
	}
	for _, b := range bad {
		ix.m.badCheckpoints.Inc()
		ix.log.Error("stored checkpoint does not decode; skipped", zap.String("key", key), zap.Uint64("revision", b.revision), zap.Error(b.err))
	}
	now := ix.cfg.Now
	if now == nil {
		now = time.Now
	}
	ix.sightings = &sightings{store: ix.out.Sightings, sighted: map[string]status.Sighting{}, times: map[uint64]uint64{}, now: now}
	ix.kv, ix.key, ix.dec, ix.chainID = kv, key, dec, chainID
	if ok {
		ix.next = cp.BlockNumber + 1
		ix.window = []block{{num: cp.BlockNumber, hash: cp.BlockHash}}
		ix.saved = ix.window[0]
		for _, id := range cp.Retracted {
			ix.remember(id)
		}
		ix.retractedDirty = false
		ix.m.lastBlock.Set(float64(cp.BlockNumber))
		ix.log.Info("indexer resuming from checkpoint", zap.Uint64("chain_id", chainID),
			zap.Uint64("block", cp.BlockNumber), zap.Stringer("hash", cp.BlockHash))
	} else {
		ix.next = ix.cfg.StartBlock
		ix.window = nil
		ix.log.Info("indexer starting without checkpoint", zap.Uint64("chain_id", chainID),
			zap.Uint64("start_block", ix.cfg.StartBlock))
	}
	return nil
}

// subscribe opens a new-heads subscription, or returns nil when the endpoint cannot.
func (ix *Indexer) subscribe(ctx context.Context, heads chan *types.Header) ethereum.Subscription {
	var sub ethereum.Subscription
	err := ix.pool.Do(ctx, func(ctx context.Context, c ethrpc.Client) error {
		s, err := c.SubscribeNewHead(ctx, heads)
		if errors.Is(err, rpc.ErrNotificationsUnsupported) {
			return ethrpc.Permanent(err) // an http endpoint: poll instead
		}
		if err != nil {
			return err
		}
		sub = s
		return nil
	})
	if err != nil {
		ix.log.Info("no head subscription, polling", zap.Error(err), zap.Duration("poll_interval", ix.cfg.PollInterval))
		return nil
	}
	return sub
}

// step publishes every block up to the current target.
func (ix *Indexer) step(ctx context.Context) (err error) {
	defer func() {
		// Record the progress made even when ctx ended mid-pass (shutdown).
		cctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), ix.cfg.PublishTimeout)
		defer cancel()
		if cerr := ix.checkpoint(cctx); err == nil {
			err = cerr
		}
	}()
	head, target, ok, err := ix.target(ctx)
	if err != nil {
		return err
	}
	ix.m.headBlock.Set(float64(head))
	last := ix.last()
	if last != nil && head >= last.num {
		ix.m.headLag.Set(float64(head - last.num))
	}
	if !ok || target < ix.next {
		if last != nil && head < last.num {
			ix.log.Debug("rpc endpoint is behind the checkpoint, waiting",
				zap.Uint64("head", head), zap.Uint64("checkpoint", last.num))
		}
		return nil
	}
	if last != nil {
		h, err := ix.header(ctx, last.num)
		if errors.Is(err, errLagging) {
			return nil
		}
		if err != nil {
			return err
		}
		if h.Hash() != last.hash {
			return ix.reorg(ctx)
		}
	}
	for ix.next <= target {
		if err := ctx.Err(); err != nil {
			return err
		}
		if target >= ix.cfg.ReorgWindow && ix.next <= target-ix.cfg.ReorgWindow {
			err = ix.backfill(ctx, target-ix.cfg.ReorgWindow)
		} else {
			err = ix.processBlock(ctx, ix.next)
		}
		switch {
		case errors.Is(err, errReorg):
			return ix.reorg(ctx)
		case errors.Is(err, errLagging):
			return nil
		case err != nil:
			return err
		}
	}
	return nil
}

// target returns the head and the last block that may be published, if any yet.
func (ix *Indexer) target(ctx context.Context) (head, target uint64, ok bool, err error) {
	err = ix.pool.Do(ctx, func(ctx context.Context, c ethrpc.Client) error {
		h, err := c.BlockNumber(ctx)
		if err != nil {
			return err
		}
		head = h
		if !ix.cfg.UseFinalized {
			ok = head >= ix.cfg.Confirmations
			target = head - min(head, ix.cfg.Confirmations)
			return nil
		}
		f, err := c.HeaderByNumber(ctx, big.NewInt(int64(rpc.FinalizedBlockNumber)))
		if errors.Is(err, ethereum.NotFound) {
			ok = false // nothing finalized yet
			return nil
		}
		if err != nil {
			return err
		}
		target, ok = f.Number.Uint64(), true
		return nil
	})
	if err != nil {
		return 0, 0, false, fmt.Errorf("read head: %w", err)
	}
	return head, target, ok, nil
}

func (ix *Indexer) last() *block {
	if len(ix.window) == 0 {
		return nil
	}
	return &ix.window[len(ix.window)-1]
}

// header returns block n's header; errLagging when no endpoint has it.
func (ix *Indexer) header(ctx context.Context, n uint64) (*types.Header, error) {
	var h *types.Header
	err := ix.pool.Do(ctx, func(ctx context.Context, c ethrpc.Client) error {
		x, err := c.HeaderByNumber(ctx, new(big.Int).SetUint64(n))
		if err != nil {
			return err
		}
		if x.Number == nil || x.Number.Uint64() != n {
			return fmt.Errorf("asked for header %d, got %v", n, x.Number)
		}
		h = x
		return nil
	})
	if errors.Is(err, ethereum.NotFound) {
		return nil, fmt.Errorf("%w: block %d not found", errLagging, n)
	}
	if err != nil {
		return nil, fmt.Errorf("header %d: %w", n, err)
	}
	return h, nil
}

func drain(ch chan *types.Header) {
	for {
		select {
		case <-ch:
		default:
			return
		}
	}
}

// sleep waits d or until ctx ends; false when ctx ended.
func sleep(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-t.C:
		return true
	}
}
