package decisions

import (
	"context"

	"github.com/infersched/infersched/decisionlog"
)

// chain is one shard's hash chain as a store appends to it. Every shard's
// leader appends to its own chain, on its own subjects (wire.DecisionSubjectOf), with
// its own round numbers and prev_hash links, and with the expected last sequence over
// its own subjects (wire.DecisionChainFilter): two appends after the same record of a
// chain cannot both succeed, and appends to different chains never wait for each other.
type chain struct {
	shard int
	prev  *decisionlog.Record
	// garbageTail: the messages past the head are not records (head skipped them).
	garbageTail bool
	// deltas writes the chain's records as keyframes and worker deltas
	// (decisionlog/delta.go), based on the last record this store wrote itself on the
	// chain: after another replica's, the next is a keyframe.
	deltas decisionlog.WorkerDeltas
}

// last is the round of the chain's head, 0 when none (or no chain).
func (c *chain) last() uint64 {
	if c == nil || c.prev == nil {
		return 0
	}
	return c.prev.Round
}

// chainOf is shard's chain, its head read from the stream when first asked for.
// Called with mu held.
func (d *Store) chainOf(ctx context.Context, shard int) (*chain, error) {
	if c := d.chains[shard]; c != nil {
		return c, nil
	}
	head, err := d.head(ctx, shard)
	if err != nil {
		return nil, err
	}
	c := &chain{shard: shard, prev: head}
	d.chains[shard] = c
	return c, nil
}

// LastRoundOf is the round of shard's last record, 0 when there is none: the head as
// this store last wrote or read it, read from the stream the first time (rounds.Deps.Tail).
// A read that fails answers 0 and is tried again at the next call.
func (d *Store) LastRoundOf(shard int) uint64 {
	d.mu.Lock()
	defer d.mu.Unlock()
	if c := d.chains[shard]; c != nil {
		return c.last()
	}
	ctx, cancel := context.WithTimeout(context.Background(), d.attemptTimeout)
	defer cancel()
	c, err := d.chainOf(ctx, shard)
	if err != nil {
		return 0
	}
	return c.last()
}
