package indexer

import (
	"context"
	"encoding/json"
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

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/statuskv"
	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/wire"
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
	js   jetstream.JetStream
	pub  *bus.Publisher
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
func New(cfg Config, pool *ethrpc.Pool, js jetstream.JetStream, log *zap.Logger, reg prometheus.Registerer) (*Indexer, error) {
	var errs []error
	if err := cfg.Validate(); err != nil {
		errs = append(errs, fmt.Errorf("indexer config: %w", err))
	}
	if err := cfg.Bus.Validate(); err != nil {
		errs = append(errs, fmt.Errorf("nats config: %w", err))
	}
	if cfg.Router == (common.Address{}) {
		errs = append(errs, ErrNoRouter)
	}
	if pool == nil || js == nil {
		errs = append(errs, errors.New("indexer: nil rpc pool or jetstream"))
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
		js:           js,
		pub:          newPublisher(js, m, log),
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
	if !ix.cfg.LayoutEnsured {
		if err := bus.Ensure(ctx, ix.js, ix.cfg.Bus); err != nil {
			return err
		}
	}
	kv, err := ix.js.KeyValue(ctx, ix.cfg.Bus.CheckpointBucket)
	if err != nil {
		return fmt.Errorf("open checkpoint bucket: %w", err)
	}
	chainID, err := ix.pool.ChainID(ctx)
	if err != nil {
		return fmt.Errorf("chain id: %w", err)
	}
	dec, err := newDecoder(chainID)
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
	skv, err := ix.js.KeyValue(ctx, ix.cfg.Bus.SightingsBucket)
	if err != nil {
		return fmt.Errorf("open sightings bucket: %w", err)
	}
	now := ix.cfg.Now
	if now == nil {
		now = time.Now
	}
	ix.sightings = &sightings{store: statuskv.NewSightings(skv), sighted: map[string]status.Sighting{}, times: map[uint64]uint64{}, now: now}
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

// fetched is one range of logs read ahead by backfill.
type fetched struct {
	from, to uint64
	logs     []types.Log
	hdr      *types.Header
	err      error
}

// backfill publishes the events of blocks ix.next..end range by range, checkpointing
// after each, while the next range is already being read: eth_getLogs on the node and
// the JetStream acknowledgements overlap.
func (ix *Indexer) backfill(ctx context.Context, end uint64) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	// One fetch at a time, and the next starts only after the previous one was
	// received, so the range size (ix.batch, ix.okRuns) is never touched concurrently.
	fetch := func(from uint64) <-chan fetched {
		ch := make(chan fetched, 1)
		go func() {
			logs, to, err := ix.filterRange(ctx, from, min(from+ix.batch-1, end))
			f := fetched{from: from, to: to, logs: logs, err: err}
			if err == nil {
				f.hdr, f.err = ix.header(ctx, to)
			}
			ch <- f
		}()
		return ch
	}
	next := fetch(ix.next)
	for {
		f := <-next
		if f.err != nil {
			return f.err
		}
		if f.to < end {
			next = fetch(f.to + 1)
		}
		if _, err := ix.publish(ctx, ix.decodeLogs(f.logs, f.from, f.to, nil)); err != nil {
			return err
		}
		// Range mode is for blocks deeper than the reorg window: only the last is kept.
		ix.window = []block{{num: f.to, hash: f.hdr.Hash(), parent: f.hdr.ParentHash}}
		ix.next = f.to + 1
		if err := ix.checkpoint(ctx); err != nil {
			return err
		}
		if f.to >= end {
			return nil
		}
	}
}

// filterRange runs eth_getLogs over from..to, halving the range while the endpoint
// answers that it is too large. It returns the logs and the end of the range it covered.
func (ix *Indexer) filterRange(ctx context.Context, from, to uint64) ([]types.Log, uint64, error) {
	for {
		q := ethereum.FilterQuery{
			FromBlock: new(big.Int).SetUint64(from),
			ToBlock:   new(big.Int).SetUint64(to),
			Addresses: []common.Address{ix.cfg.Router},
			Topics:    [][]common.Hash{ix.dec.topics()},
		}
		logs, err := ix.filter(ctx, q)
		if err == nil {
			ix.okRuns++
			if ix.okRuns >= growAfter && ix.batch < ix.cfg.BatchBlocks {
				ix.batch = min(ix.batch*2, ix.cfg.BatchBlocks)
				ix.okRuns = 0
			}
			return logs, to, nil
		}
		// A range the endpoint times out on is too large as well (providers answer a
		// heavy query with a timeout), unless it is our own context that ended.
		tooLarge := isRangeLimit(err) || (errors.Is(err, context.DeadlineExceeded) && ctx.Err() == nil)
		if !tooLarge || to == from {
			return nil, 0, fmt.Errorf("get logs %d..%d: %w", from, to, err)
		}
		span := to - from + 1
		ix.batch = max(1, span/2)
		ix.okRuns = 0
		ix.m.rangeShrink.Inc()
		ix.log.Debug("log range too large, halving", zap.Uint64("from", from), zap.Uint64("to", to),
			zap.Uint64("new_range", ix.batch), zap.Error(err))
		to = from + ix.batch - 1
	}
}

func (ix *Indexer) filter(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	var logs []types.Log
	err := ix.pool.Do(ctx, func(ctx context.Context, c ethrpc.Client) error {
		ls, err := c.FilterLogs(ctx, q)
		if isRangeLimit(err) {
			return ethrpc.Permanent(err) // every endpoint would say so; a smaller range will do
		}
		if err != nil {
			return err
		}
		logs = ls
		return nil
	})
	return logs, err
}

// processBlock publishes the events of block n after checking that it extends the last
// processed block.
func (ix *Indexer) processBlock(ctx context.Context, n uint64) error {
	hdr, err := ix.header(ctx, n)
	if err != nil {
		return err
	}
	if last := ix.last(); last != nil && last.num+1 == n && hdr.ParentHash != last.hash {
		return fmt.Errorf("%w: block %d has parent %s, processed %s", errReorg, n, hdr.ParentHash, last.hash)
	}
	hash := hdr.Hash()
	logs, err := ix.filter(ctx, ethereum.FilterQuery{
		BlockHash: &hash,
		Addresses: []common.Address{ix.cfg.Router},
		Topics:    [][]common.Hash{ix.dec.topics()},
	})
	if err != nil {
		return fmt.Errorf("get logs of block %d: %w", n, err)
	}
	for i := range logs {
		if logs[i].BlockTimestamp == 0 {
			logs[i].BlockTimestamp = hdr.Time // a node that leaves blockTimestamp out
		}
	}
	events, err := ix.publish(ctx, ix.decodeLogs(logs, n, n, &hash))
	if err != nil {
		return err
	}
	ix.window = append(ix.window, block{num: n, hash: hash, parent: hdr.ParentHash, events: events})
	if over := len(ix.window) - int(ix.cfg.ReorgWindow); over > 0 {
		ix.window = append([]block(nil), ix.window[over:]...)
	}
	ix.next = n + 1
	if len(logs) == 0 {
		return nil // step checkpoints when it is done; an empty block need not wait for it
	}
	return ix.checkpoint(ctx)
}

// decodeLogs keeps the router's logs within from..to (and of block hash, if given): an
// endpoint that returns anything else is not trusted with it.
func (ix *Indexer) decodeLogs(logs []types.Log, from, to uint64, hash *common.Hash) []decoded {
	out := make([]decoded, 0, len(logs))
	for _, l := range logs {
		if l.Address != ix.cfg.Router || l.BlockNumber < from || l.BlockNumber > to || (hash != nil && l.BlockHash != *hash) {
			ix.m.foreign.Inc()
			continue
		}
		if l.Removed {
			continue
		}
		out = append(out, ix.dec.decode(l))
	}
	return out
}

// publish sends ds and waits for every acknowledgement. It returns the events (not the
// rejections) with the message ids they were published under.
func (ix *Indexer) publish(ctx context.Context, ds []decoded) ([]published, error) {
	if len(ds) == 0 {
		return nil, nil
	}
	msgs := make([]bus.Message, 0, len(ds))
	out := make([]published, 0, len(ds))
	for _, d := range ds {
		msgID := d.meta.MsgID()
		if ix.retractedSet[msgID] {
			// Published before, retracted, and now back: the plain id is still inside the
			// duplicate window.
			msgID += ":" + d.meta.BlockHash.Hex()
		}
		data, err := json.Marshal(d.value)
		if err != nil {
			return nil, fmt.Errorf("encode %s: %w", d.subject, err)
		}
		msgs = append(msgs, bus.Message{Subject: d.subject, MsgID: msgID, Data: data})
		if d.kind != "" {
			out = append(out, published{kind: d.kind, id: d.id, msgID: msgID, meta: d.meta})
		}
	}
	pctx, cancel := context.WithTimeout(ctx, ix.cfg.PublishTimeout)
	defer cancel()
	ix.putOutputs(pctx, ds)
	ix.putPublished(pctx, ds)
	dups, err := ix.pub.PublishAll(pctx, msgs)
	if err != nil {
		return nil, err
	}
	ix.m.duplicates.Add(float64(dups))
	for _, d := range ds {
		if d.kind == "" {
			ix.m.rejections.Inc()
			ix.m.published.WithLabelValues("rejection").Inc()
			rej := d.value.(events.Rejection)
			ix.log.Warn("rejected router log", zap.String("reason", rej.Reason), zap.Stringer("tx", d.meta.TxHash),
				zap.Uint("log_index", d.meta.LogIndex), zap.Uint64("block", d.meta.BlockNumber))
			continue
		}
		ix.m.published.WithLabelValues(d.kind).Inc()
	}
	return out, nil
}

// reorg finds the newest remembered block that is still canonical, retracts the events
// published from the blocks above it, and resumes from there.
func (ix *Indexer) reorg(ctx context.Context) error {
	i := len(ix.window) - 1
	for ; i >= 0; i-- {
		h, err := ix.header(ctx, ix.window[i].num)
		if errors.Is(err, errLagging) {
			return nil // the endpoint has not got there: a lagging node, not a reorg
		}
		if err != nil {
			return err
		}
		if h.Hash() == ix.window[i].hash {
			break
		}
	}
	orphaned := ix.window[i+1:]
	if len(orphaned) == 0 {
		return nil // the mismatch is gone (it was the endpoint's, not the chain's)
	}
	var retractions []bus.Message
	var retractedIDs []string
	for _, b := range orphaned {
		for _, e := range b.events {
			r := events.Retraction{EventMeta: e.meta, Kind: e.kind, ID: e.id, MsgID: e.msgID}
			data, err := json.Marshal(r)
			if err != nil {
				return fmt.Errorf("encode retraction: %w", err)
			}
			retractions = append(retractions, bus.Message{Subject: wire.SubjectRetractions, MsgID: e.msgID + ":retraction", Data: data})
			retractedIDs = append(retractedIDs, e.meta.MsgID())
		}
	}
	if len(retractions) > 0 {
		pctx, cancel := context.WithTimeout(ctx, ix.cfg.PublishTimeout)
		_, err := ix.pub.PublishAll(pctx, retractions)
		cancel()
		if err != nil {
			return fmt.Errorf("publish retractions: %w", err)
		}
		ix.m.published.WithLabelValues("retraction").Add(float64(len(retractions)))
	}
	for _, id := range retractedIDs {
		ix.remember(id)
	}
	ix.m.reorgs.Inc()
	oldest := ix.window[0].num
	if i >= 0 {
		ancestor := ix.window[i]
		ix.window = ix.window[:i+1]
		ix.next = ancestor.num + 1
		ix.log.Warn("reorg: resuming from the common ancestor", zap.Uint64("ancestor", ancestor.num),
			zap.Int("blocks_removed", len(orphaned)), zap.Int("events_retracted", len(retractions)))
		return ix.checkpoint(ctx)
	}
	// Deeper than the window: events of older removed blocks cannot be retracted, but
	// replaying a window's depth more publishes whatever the new chain holds there
	// (JetStream drops what is unchanged).
	ix.m.deepReorgs.Inc()
	ix.next = max(ix.cfg.StartBlock, oldest-min(oldest, ix.cfg.ReorgWindow))
	ix.window = nil
	ix.log.Error("reorg deeper than reorg_window; events of removed blocks before the window are not retracted",
		zap.Uint64("oldest_remembered", oldest), zap.Uint64("replay_from", ix.next),
		zap.Int("events_retracted", len(retractions)))
	if ix.next == 0 {
		return nil
	}
	h, err := ix.header(ctx, ix.next-1)
	if err != nil {
		return err
	}
	ix.window = []block{{num: ix.next - 1, hash: h.Hash(), parent: h.ParentHash}}
	return ix.checkpoint(ctx)
}

// remember records a retracted base message id, forgetting the oldest beyond maxRetracted.
func (ix *Indexer) remember(id string) {
	if ix.retractedSet[id] {
		return
	}
	ix.retracted = append(ix.retracted, id)
	ix.retractedSet[id] = true
	ix.retractedDirty = true
	if over := len(ix.retracted) - maxRetracted; over > 0 {
		for _, old := range ix.retracted[:over] {
			delete(ix.retractedSet, old)
		}
		ix.retracted = append([]string(nil), ix.retracted[over:]...)
	}
}

// checkpoint stores the last processed block: everything up to it is acknowledged.
func (ix *Indexer) checkpoint(ctx context.Context) error {
	last := ix.last()
	if last == nil || (last.num == ix.saved.num && last.hash == ix.saved.hash && !ix.retractedDirty) {
		return nil
	}
	if err := saveCheckpoint(ctx, ix.kv, ix.key, checkpoint{
		BlockNumber: last.num, BlockHash: last.hash, Retracted: ix.retracted,
	}); err != nil {
		return err
	}
	ix.saved = *last
	ix.retractedDirty = false
	ix.m.lastBlock.Set(float64(last.num))
	return nil
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
