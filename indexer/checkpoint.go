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
	e, err := kv.Get(ctx, key)
	if errors.Is(err, jetstream.ErrKeyNotFound) {
		return checkpoint{}, false, nil
	}
	if err != nil {
		return checkpoint{}, false, fmt.Errorf("read checkpoint %s: %w", key, err)
	}
	if err := json.Unmarshal(e.Value(), &cp); err != nil {
		return checkpoint{}, false, fmt.Errorf("decode checkpoint %s: %w", key, err)
	}
	if cp.BlockHash == (common.Hash{}) {
		return checkpoint{}, false, fmt.Errorf("checkpoint %s has no block hash", key)
	}
	return cp, true, nil
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
