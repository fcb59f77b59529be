package decisions

import (
	"context"
	"errors"
	"fmt"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/wire"
)

// LatestRound is the round its subject names of the last record message of shard's
// chain, 0 when the chain has none: one read of the stream's tail, on every replica
// (LastRoundOf is the head as this store last wrote or read it, which a replica that
// does not lead the shard does not follow). It is not checked as the head is: it says
// where to list recent records from, and the records listed are checked as they are read.
func (d *Store) LatestRound(ctx context.Context, shard int) (uint64, error) {
	m, err := d.stream.GetLastMsgForSubject(ctx, wire.DecisionChainFilter(shard))
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("last decision record of shard %d: %w", shard, err)
	}
	s, n, ok := wire.ShardRoundOfSubject(m.Subject)
	if !ok || s != shard {
		return 0, nil
	}
	return n, nil
}
