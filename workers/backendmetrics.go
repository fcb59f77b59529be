package workers

import (
	"context"
	"fmt"

	"github.com/redis/go-redis/v9"
)

// BackendMetrics is, per live worker (lowercase 0x id), what its signed heartbeat says
// its load figures come from (wire.Heartbeat.BackendMetrics): a metrics format, "none"
// (its own count of jobs), "unavailable", or "" when it says nothing. Only heartbeats
// whose signature verifies are read (the cache of proven heartbeats makes that cheap).
// The scheduler does not plan with it; GET /v1/workers shows it.
func (r *Registry) BackendMetrics(ctx context.Context) (map[string]string, error) {
	ids, err := r.rdb.SMembers(ctx, r.keys.all()).Result()
	if err != nil {
		return nil, fmt.Errorf("list workers: %w", err)
	}
	cmds := make([]*redis.SliceCmd, len(ids))
	if _, err := r.rdb.Pipelined(ctx, func(p redis.Pipeliner) error {
		for i, id := range ids {
			cmds[i] = p.HMGet(ctx, r.keys.worker(id), "signed", "sig")
		}
		return nil
	}); err != nil {
		return nil, fmt.Errorf("read workers: %w", err)
	}
	out := make(map[string]string, len(ids))
	for i, id := range ids {
		vals := cmds[i].Val()
		if len(vals) != 2 {
			continue
		}
		signed, _ := vals[0].(string)
		sig, _ := vals[1].(string)
		pr, _ := r.proofs.verify(id, signed, sig, r.cfg.MaxJobsCap, r.cfg.MaxModels)
		if pr.err == nil {
			out[id] = pr.hb.BackendMetrics
		}
	}
	return out, nil
}
