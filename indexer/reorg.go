package indexer

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"go.uber.org/zap"

	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/events"
)

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
	var retractions []events.Message
	var retractedIDs []string
	for _, b := range orphaned {
		for _, e := range b.events {
			r := events.Retraction{EventMeta: e.meta, Kind: e.kind, ID: e.id, MsgID: e.msgID}
			data, err := json.Marshal(r)
			if err != nil {
				return fmt.Errorf("encode retraction: %w", err)
			}
			retractions = append(retractions, events.Message{Subject: wire.SubjectRetractions, MsgID: e.msgID + ":retraction", Data: data})
			retractedIDs = append(retractedIDs, e.meta.MsgID())
		}
	}
	if len(retractions) > 0 {
		pctx, cancel := context.WithTimeout(ctx, ix.cfg.PublishTimeout)
		_, err := ix.out.Events.PublishAll(pctx, retractions)
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
