package indexer

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/nats-io/nats.go/jetstream"
)

// maxRetracted bounds how many retracted message ids the checkpoint remembers.
const maxRetracted = 4096

// checkpoint is the value stored in the checkpoint bucket.
type checkpoint struct {
	BlockNumber uint64      `json:"block_number"` // last block whose events are all acknowledged
	BlockHash   common.Hash `json:"block_hash"`
	// Retracted lists the message ids of events retracted recently, oldest first, so that
	// a re-included event is published under a fresh id even after a restart.
	Retracted []string `json:"retracted,omitempty"`
}

// checkpointKey names one router on one chain: indexer.<chainID>.<router>.
func checkpointKey(chainID uint64, router common.Address) string {
	return fmt.Sprintf("indexer.%d.%s", chainID, strings.ToLower(router.Hex()))
}

// loadCheckpoint returns the stored checkpoint, or ok false when there is none.
func loadCheckpoint(ctx context.Context, kv jetstream.KeyValue, key string) (cp checkpoint, ok bool, err error) {
	cp, ok, _, err = loadValidCheckpoint(ctx, kv, key)
	return cp, ok, err
}

// badCheckpoint is a stored checkpoint revision that does not decode.
type badCheckpoint struct {
	revision uint64
	err      error
}

// loadValidCheckpoint returns the newest checkpoint revision that decodes (the bucket
// keeps a few), with the newer ones that did not: a value written by anyone else never
// stops the indexer. With no valid revision left it reports none, and the indexer
// starts from its start block (JetStream's duplicate window drops what it republishes).
func loadValidCheckpoint(ctx context.Context, kv jetstream.KeyValue, key string) (cp checkpoint, ok bool, bad []badCheckpoint, err error) {
	e, err := kv.Get(ctx, key)
	if errors.Is(err, jetstream.ErrKeyNotFound) {
		return checkpoint{}, false, nil, nil
	}
	if err != nil {
		return checkpoint{}, false, nil, fmt.Errorf("read checkpoint %s: %w", key, err)
	}
	if cp, err := decodeCheckpoint(e.Value()); err == nil {
		return cp, true, nil, nil
	} else {
		bad = append(bad, badCheckpoint{revision: e.Revision(), err: err})
	}
	hist, err := kv.History(ctx, key)
	if err != nil && !errors.Is(err, jetstream.ErrKeyNotFound) {
		return checkpoint{}, false, bad, fmt.Errorf("checkpoint %s history: %w", key, err)
	}
	for i := len(hist) - 1; i >= 0; i-- {
		h := hist[i]
		if h.Revision() >= e.Revision() {
			continue
		}
		if h.Operation() != jetstream.KeyValuePut {
			break // deleted before: nothing older counts
		}
		cp, err := decodeCheckpoint(h.Value())
		if err == nil {
			return cp, true, bad, nil
		}
		bad = append(bad, badCheckpoint{revision: h.Revision(), err: err})
	}
	return checkpoint{}, false, bad, nil
}

func decodeCheckpoint(b []byte) (checkpoint, error) {
	var cp checkpoint
	if err := json.Unmarshal(b, &cp); err != nil {
		return checkpoint{}, fmt.Errorf("decode checkpoint: %w", err)
	}
	if cp.BlockHash == (common.Hash{}) {
		return checkpoint{}, errors.New("checkpoint has no block hash")
	}
	return cp, nil
}

func saveCheckpoint(ctx context.Context, kv jetstream.KeyValue, key string, cp checkpoint) error {
	b, err := json.Marshal(cp)
	if err != nil {
		return fmt.Errorf("encode checkpoint: %w", err)
	}
	if _, err := kv.Put(ctx, key, b); err != nil {
		return fmt.Errorf("write checkpoint %s: %w", key, err)
	}
	return nil
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
