package indexer

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"go.uber.org/zap"

	"github.com/infersched/infersched/internal/ethrpc"
)

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
			Addresses: ix.dec.addresses(ix.cfg.Router),
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
