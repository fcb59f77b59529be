package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"strconv"
)

// ShardRoundReader reads the chains of the shards above 0 (every shard's
// leader appends to a hash chain of its own, with its own round numbers). A RoundReader
// that also implements it answers ?shard=i; one that does not holds shard 0's chain
// only, and a round of another shard is not found.
type ShardRoundReader interface {
	GetShard(ctx context.Context, shard int, n uint64) (json.RawMessage, error)
	ListShard(ctx context.Context, shard int, from uint64, limit int) ([]json.RawMessage, error)
}

// maxShard is the highest shard a request may name (ha.shards is at most 256).
const maxShard = 255

// shardParam is the shard query parameter: 0 when absent (GET /v1/rounds/{n} keeps
// meaning shard 0's round n), else a decimal in [0, maxShard].
func shardParam(q url.Values) (int, error) {
	v := q.Get("shard")
	if v == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 || n > maxShard || strconv.Itoa(n) != v {
		return 0, fmt.Errorf("shard: must be an integer within [0, %d], got %q", maxShard, clipText(v))
	}
	return n, nil
}

// roundOf is round n of shard's chain.
func (s *Server) roundOf(ctx context.Context, shard int, n uint64) (json.RawMessage, error) {
	if shard == 0 {
		return s.rounds.Get(ctx, n)
	}
	sr, ok := s.rounds.(ShardRoundReader)
	if !ok {
		return nil, fmt.Errorf("%w: this log has no chain of shard %d", ErrNotFound, shard)
	}
	return sr.GetShard(ctx, shard, n)
}

// roundsOf is up to limit records of shard's chain from round from on.
func (s *Server) roundsOf(ctx context.Context, shard int, from uint64, limit int) ([]json.RawMessage, error) {
	if shard == 0 {
		return s.rounds.List(ctx, from, limit)
	}
	sr, ok := s.rounds.(ShardRoundReader)
	if !ok {
		return nil, nil
	}
	return sr.ListShard(ctx, shard, from, limit)
}
