package indexer

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"go.uber.org/zap"

	"github.com/infersched/infersched/wire/events"
)

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
		Addresses: ix.dec.addresses(ix.cfg.Router),
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

// decodeLogs keeps the logs of the contracts read within from..to (and of block hash, if given): an
// endpoint that returns anything else is not trusted with it.
func (ix *Indexer) decodeLogs(logs []types.Log, from, to uint64, hash *common.Hash) []decoded {
	out := make([]decoded, 0, len(logs))
	for _, l := range logs {
		if !ix.dec.watches(ix.cfg.Router, l.Address) || l.BlockNumber < from || l.BlockNumber > to || (hash != nil && l.BlockHash != *hash) {
			ix.m.foreign.Inc()
			continue
		}
		if l.Removed {
			continue
		}
		out = append(out, ix.dec.decode(l))
	}
	return mergeSubscriptions(out)
}

// publish sends ds and waits for every acknowledgement. It returns the events (not the
// rejections) with the message ids they were published under.
func (ix *Indexer) publish(ctx context.Context, ds []decoded) ([]published, error) {
	if len(ds) == 0 {
		return nil, nil
	}
	if !hasEvents(ds) { // notes alone: a callback's outcome comes with its result
		return nil, nil
	}
	msgs := make([]events.Message, 0, len(ds))
	out := make([]published, 0, len(ds))
	for _, d := range ds {
		if d.kind == kindResultNote {
			continue // kept with the output (putOutputs), not published
		}
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
		msgs = append(msgs, events.Message{Subject: d.subject, MsgID: msgID, Data: data})
		if d.kind != "" {
			out = append(out, published{kind: d.kind, id: d.id, msgID: msgID, meta: d.meta})
		}
	}
	pctx, cancel := context.WithTimeout(ctx, ix.cfg.PublishTimeout)
	defer cancel()
	ix.putOutputs(pctx, ds)
	ix.putPublished(pctx, ds)
	dups, err := ix.out.Events.PublishAll(pctx, msgs)
	if err != nil {
		return nil, err
	}
	ix.m.duplicates.Add(float64(dups))
	for _, d := range ds {
		if d.kind == kindResultNote {
			continue
		}
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

// hasEvents says whether ds holds anything but result notes.
func hasEvents(ds []decoded) bool {
	for _, d := range ds {
		if d.kind != kindResultNote {
			return true
		}
	}
	return false
}
