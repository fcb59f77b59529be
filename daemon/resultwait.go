package daemon

import (
	"cmp"
	"context"
	"errors"
	"slices"
	"sync"
	"time"

	"go.uber.org/zap"

	"github.com/infersched/infersched/bus/statuskv"
	"github.com/infersched/infersched/indexer"
	"github.com/infersched/infersched/wire/status"
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
// when the head cannot be read, the last figure known.
//
// It also follows the chain as the indexer saw it move: when the indexer first observed
// each head. The results of the blocks up to head − confirmations have reached the
// scheduler, and the last of those blocks was first observed at some time C: a result
// due before C would be in one of them, so it is missing; one due after C may be in a
// block the scheduler cannot see yet. The wait is therefore now − C, plus one block for
// the indexer's publishing to catch up with its head, and never below confirmations ×
// block time. On a moving chain that is about confirmations + 1 blocks. While the
// indexer or the chain stalls, C stays put and the wait grows, and after the stall the
// first new block (which holds the results sent meanwhile) is waited for like any
// other. Without this every assignment running through a stall lapsed: its worker was
// excluded and backed off for work it did, and the request ran again elsewhere. Safe
// for concurrent use.
type resultWait struct {
	sightings *statuskv.Sightings
	blocks    uint64 // before the first head
	blockMS   int64  // the configured block time
	now       func() time.Time
	log       *zap.Logger

	mu     sync.Mutex
	last   time.Duration // confirmations × block time, from the last head read
	readAt time.Time
	conf   uint64 // the last head's confirmations
	// headBlockMS is the last head's block time; seen the heads read lately, numbers
	// ascending, each with when the indexer first observed it (its clock).
	headBlockMS int64
	seen        []seenHead
}

type seenHead struct {
	number uint64
	atMS   int64
}

// maxWaitMS saturates the wait far beyond what the engine takes (it keeps at most
// scheduler.MaxResultWaitMS).
const maxWaitMS = int64(365 * 24 * time.Hour / time.Millisecond)

// maxSeenHeads bounds resultWait.seen: more than any confirmations setting but the
// finalized tag's, where a missing entry only makes the wait longer.
const maxSeenHeads = 1024

func newResultWait(sg *statuskv.Sightings, ix indexer.Config, blockMS int64, now func() time.Time, log *zap.Logger) *resultWait {
	w := &resultWait{sightings: sg, blocks: ix.Confirmations, blockMS: blockMS, now: now, log: log}
	if ix.UseFinalized {
		w.blocks = finalizedBlocks
	}
	w.last = blocksOf(w.blocks, blockMS)
	return w
}

// Wait is the result wait now.
func (w *resultWait) Wait(ctx context.Context) time.Duration {
	w.mu.Lock()
	defer w.mu.Unlock()
	now := w.now()
	if !w.readAt.IsZero() && !now.Before(w.readAt) && now.Sub(w.readAt) < resultWaitRefresh {
		return w.figure(now)
	}
	w.readAt = now
	head, err := w.sightings.Head(ctx)
	switch {
	case errors.Is(err, status.ErrNotFound): // the indexer has not written one yet
	case err != nil:
		w.log.Warn("chain head unreadable: assignments lapse with the last result wait known",
			zap.Duration("result_wait", w.figure(now)), zap.Error(err))
	default:
		blockMS := head.BlockMS
		if blockMS <= 0 || blockMS > maxHeadBlockMS {
			blockMS = w.blockMS
		}
		w.last = blocksOf(head.Confirmations, blockMS)
		w.conf, w.headBlockMS = head.Confirmations, blockMS
		w.observe(head)
	}
	return w.figure(now)
}

// observe notes when the indexer first observed head (a head without the time is
// left out). Only a higher head counts: every replica runs an indexer and they write
// the one head key in turns, one a block behind another now and then; a head below the
// last (that, or a shallow reorg) is passed over, which can only make the wait longer.
func (w *resultWait) observe(head status.Head) {
	if head.ObservedAtMS <= 0 {
		return
	}
	if len(w.seen) > 0 && w.seen[len(w.seen)-1].number >= head.Number {
		return
	}
	if len(w.seen) == maxSeenHeads {
		w.seen = append(w.seen[:0], w.seen[1:]...)
	}
	w.seen = append(w.seen, seenHead{number: head.Number, atMS: head.ObservedAtMS})
}

// figure is the wait at now: now − C + a block, as the type says, at least
// confirmations × block time. Without the head confirmations back in view (a replica
// just started), the stall of the current head is what it adds.
func (w *resultWait) figure(now time.Time) time.Duration {
	if len(w.seen) == 0 {
		return w.last
	}
	nowMS := now.UnixMilli()
	cur := w.seen[len(w.seen)-1]
	var ms int64
	inView := false
	if cur.number >= w.conf {
		i, found := slices.BinarySearchFunc(w.seen, cur.number-w.conf, func(s seenHead, n uint64) int { return cmp.Compare(s.number, n) })
		if !found {
			i-- // the last head read below it: an earlier time, a longer wait
		}
		if i >= 0 {
			ms, inView = nowMS-w.seen[i].atMS+w.headBlockMS, true
		}
	}
	if !inView { // not in view: the configured figure, plus the current head's stall
		ms = w.last.Milliseconds() + max(0, nowMS-cur.atMS-w.headBlockMS)
	}
	ms = min(ms, maxWaitMS)
	if d := time.Duration(ms) * time.Millisecond; d > w.last {
		return d
	}
	return w.last
}

// blocksOf is blocks × blockMS, saturated at maxWaitMS.
func blocksOf(blocks uint64, blockMS int64) time.Duration {
	if blockMS <= 0 || blocks == 0 {
		return 0
	}
	if blocks > uint64(maxWaitMS/blockMS) {
		return time.Duration(maxWaitMS) * time.Millisecond
	}
	return time.Duration(int64(blocks)*blockMS) * time.Millisecond
}
