package daemon

import (
	"context"
	"errors"
	"sync"
	"time"

	"go.uber.org/zap"

	"github.com/infersched/infersched/indexer"
	"github.com/infersched/infersched/internal/status"
	"github.com/infersched/infersched/internal/statuskv"
)

// finalizedBlocks is the result wait, in blocks, assumed with indexer.use_finalized
// before the indexer has written a head: two epochs of 32 slots, Ethereum's finality.
const finalizedBlocks = 64

// resultWaitRefresh: rounds may run back to back; the head is read at most this often.
const resultWaitRefresh = time.Second

// maxHeadBlockMS: a head whose observed block time is longer says nothing about the
// chain (the indexer leaves such gaps out itself) and the configured block time is used.
const maxHeadBlockMS = 3_600_000

// resultWait is the round engine's rounds.ResultWaitFunc: how long a result waits after
// its block before the indexer publishes it, from the head the indexer last wrote to the
// sightings bucket (its confirmations, or with use_finalized the distance to the last
// block published, × the observed block time). Before the first head it is the
// configured figure (indexer.confirmations, or finalizedBlocks, × retry_after.block_ms);
// when the head cannot be read, the last figure known. Safe for concurrent use.
type resultWait struct {
	sightings *statuskv.Sightings
	blocks    uint64 // before the first head
	blockMS   int64  // the configured block time
	now       func() time.Time
	log       *zap.Logger

	mu     sync.Mutex
	last   time.Duration
	readAt time.Time
}

func newResultWait(sg *statuskv.Sightings, ix indexer.Config, blockMS int64, now func() time.Time, log *zap.Logger) *resultWait {
	w := &resultWait{sightings: sg, blocks: ix.Confirmations, blockMS: blockMS, now: now, log: log}
	if ix.UseFinalized {
		w.blocks = finalizedBlocks
	}
	w.last = w.of(w.blocks, blockMS)
	return w
}

// Wait is the result wait now.
func (w *resultWait) Wait(ctx context.Context) time.Duration {
	w.mu.Lock()
	defer w.mu.Unlock()
	now := w.now()
	if !w.readAt.IsZero() && !now.Before(w.readAt) && now.Sub(w.readAt) < resultWaitRefresh {
		return w.last
	}
	w.readAt = now
	head, err := w.sightings.Head(ctx)
	switch {
	case errors.Is(err, status.ErrNotFound): // the indexer has not written one yet
	case err != nil:
		w.log.Warn("chain head unreadable: assignments lapse with the last result wait known",
			zap.Duration("result_wait", w.last), zap.Error(err))
	default:
		blockMS := head.BlockMS
		if blockMS <= 0 || blockMS > maxHeadBlockMS {
			blockMS = w.blockMS
		}
		w.last = w.of(head.Confirmations, blockMS)
	}
	return w.last
}

// of is blocks × blockMS, saturated far beyond what the engine takes.
func (w *resultWait) of(blocks uint64, blockMS int64) time.Duration {
	const maxMS = int64(365 * 24 * time.Hour / time.Millisecond)
	if blockMS <= 0 || blocks == 0 {
		return 0
	}
	if blocks > uint64(maxMS/blockMS) {
		return time.Duration(maxMS) * time.Millisecond
	}
	return time.Duration(int64(blocks)*blockMS) * time.Millisecond
}
