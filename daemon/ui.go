package daemon

import (
	"context"

	"github.com/infersched/infersched/bus/decisions"
	"github.com/infersched/infersched/httpapi/ui"
	"github.com/infersched/infersched/rounds"
)

// pagesOf is the browser pages' reading of this replica's stores (httpapi/ui): the
// request records and sightings the API reads, the engine's queue, the decision log's
// tail and the registry's standings.
func (s *components) pagesOf() ui.Options {
	return ui.Options{Config: s.cfg.HTTP.UI, Status: s.statuses, Sightings: s.sightings,
		Queues: engineCounts{s.engine}, Rounds: logTail{s.records}, Standings: s.registry,
		Shards: max(s.cfg.HA.Shards, 1), Log: s.log.Named("ui"), Now: s.o.Clock}
}

// engineCounts is the queue page's count of every model's pending requests.
type engineCounts struct{ e *rounds.Engine }

func (c engineCounts) Counts(context.Context) ([]ui.ModelQueue, error) {
	counts := c.e.Counts()
	out := make([]ui.ModelQueue, len(counts))
	for i, m := range counts {
		out[i] = ui.ModelQueue{Model: m.Model, Queued: m.Queued, Throttled: m.Throttled, Assigned: m.Assigned, DrainTPS: m.DrainTPS}
	}
	return out, nil
}

// logTail says where each chain of the decision log ends, for the recent rounds.
type logTail struct{ d *decisions.Store }

func (t logTail) LastRound(ctx context.Context, shard int) (uint64, error) {
	return t.d.LatestRound(ctx, shard)
}
