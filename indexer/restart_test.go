package indexer

import (
	"context"
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/core/types"

	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/wire"
)

func requestN(t *testing.T, c *contractstest.Chain, n int) []string {
	t.Helper()
	var ids []string
	for range n {
		ids = append(ids, c.RequestInference(t, c.Users[0], contractstest.Request{}).String())
	}
	return ids
}

// A restarted indexer resumes from its checkpoint: nothing lost, nothing twice; a
// replay from an older checkpoint (a crash between publishing and checkpointing) is
// dropped by JetStream's duplicate window.
func TestRestartFromCheckpointWithoutLossOrDuplicates(t *testing.T) {
	e := newEnv(t)
	c := e.chain
	cfg := e.cfg
	cfg.Confirmations = 1
	cfg.ReorgWindow = 4 // so that the replay below goes through range mode too

	r1 := e.start(t, cfg)
	want := requestN(t, c, 3)
	c.Commit()
	r1.waitProcessed(t, c.Head(t).Number.Uint64()-1)
	r1.stop()

	want = append(want, requestN(t, c, 2)...) // while the indexer is down
	for range 6 {
		c.Commit()
	}
	e.nats.Restart(t) // the checkpoint and the stream survive a NATS restart

	r2 := e.start(t, cfg)
	r2.waitProcessed(t, c.Head(t).Number.Uint64()-1)
	if got := requestIDs(t, e.messages(t)); !slices.Equal(got, want) {
		t.Fatalf("after restart: request ids %v, want %v", got, want)
	}
	r2.stop()

	// Rewind the checkpoint to the deployment block, as if the indexer had crashed
	// after publishing everything but before checkpointing any of it.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	kv, err := e.js.KeyValue(ctx, wire.BucketCheckpoint)
	if err != nil {
		t.Fatal(err)
	}
	key := checkpointKey(1337, c.RouterAddress)
	old, ok, err := loadCheckpoint(ctx, kv, key)
	if err != nil || !ok {
		t.Fatalf("no checkpoint stored: %v", err)
	}
	deploy := headerAt(t, c, c.DeployBlock)
	if err := saveCheckpoint(ctx, kv, key, checkpoint{BlockNumber: deploy.Number.Uint64(), BlockHash: deploy.Hash()}); err != nil {
		t.Fatal(err)
	}
	r3 := e.start(t, cfg)
	r3.waitProcessed(t, old.BlockNumber)
	if got := requestIDs(t, e.messages(t)); !slices.Equal(got, want) {
		t.Fatalf("after a replay: request ids %v, want %v", got, want)
	}
	if got := r3.counter("infersched_indexer_duplicates_total"); got != float64(len(want)) {
		t.Errorf("duplicates metric = %v, want %d", got, len(want))
	}
}

func headerAt(t *testing.T, c *contractstest.Chain, n uint64) *types.Header {
	t.Helper()
	h, err := c.Client.HeaderByNumber(context.Background(), new(big.Int).SetUint64(n))
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// A checkpoint value that does not decode (written by anyone while the indexer was
// down) does not stop the start: the newest revision that decodes is taken, the bad one
// reported and counted, and nothing is lost or published twice.
func TestGarbageCheckpointFallsBackToTheLastValidRevision(t *testing.T) {
	e := newEnv(t)
	c := e.chain
	cfg := e.cfg
	cfg.Confirmations = 1
	r1 := e.start(t, cfg)
	want := requestN(t, c, 3)
	c.Commit()
	r1.waitProcessed(t, c.Head(t).Number.Uint64()-1)
	r1.stop()

	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	kv, err := e.js.KeyValue(ctx, wire.BucketCheckpoint)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := kv.Put(ctx, checkpointKey(1337, c.RouterAddress), []byte("\x00garbage")); err != nil {
		t.Fatal(err)
	}
	want = append(want, requestN(t, c, 2)...)
	c.Commit()
	c.Commit()
	r2 := e.start(t, cfg)
	r2.waitProcessed(t, c.Head(t).Number.Uint64()-1)
	if got := requestIDs(t, e.messages(t)); !slices.Equal(got, want) {
		t.Fatalf("after a garbage checkpoint: request ids %v, want %v", got, want)
	}
	if got := r2.counter("infersched_indexer_checkpoints_skipped_total"); got != 1 {
		t.Errorf("skipped checkpoints = %v, want 1", got)
	}
	if got := r2.counter("infersched_indexer_duplicates_total"); got != 0 {
		t.Errorf("duplicates = %v, want 0 (resumed from the last valid checkpoint)", got)
	}
}
