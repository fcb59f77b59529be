package workers

import (
	"context"
	"fmt"
	"math"
	"strconv"

	"github.com/redis/go-redis/v9"

	"github.com/infersched/infersched/wire"
)

// dispatchScript folds one dispatch round trip into the worker's EWMA (stats field
// dispatch_ms, the first sample taken as is), copied to the live hash when the worker is
// live. KEYS: stats hash, live hash. ARGV: round trip ms, alpha.
var dispatchScript = redis.NewScript(scriptLua + `
local old = num(KEYS[1], 'dispatch_ms', safe('HGET', KEYS[1], 'dispatch_ms'), 0, MAXLAT)
local v, a = tonumber(ARGV[1]), tonumber(ARGV[2])
if old then v = a * v + (1 - a) * old end
local enc = string.format('%.17g', v)
redis.call('HSET', KEYS[1], 'dispatch_ms', enc)
if redis.call('TYPE', KEYS[2])['ok'] == 'hash' then redis.call('HSET', KEYS[2], 'dispatch_ms', enc) end
bump(ARGV[#ARGV])
return 1
`)

// RecordDispatch folds one dispatch round trip of worker (its assignment published, its
// signed ack received) into the average the planner adds to the worker's estimates
// (the seed's "fine filter by regional latency", as the scheduler can observe it).
func (r *Registry) RecordDispatch(ctx context.Context, worker string, roundTripMS float64) error {
	if !wire.IsWorkerID(worker) {
		return fmt.Errorf("record dispatch: %w %q: want a lowercase 0x-prefixed address", ErrUnknownWorker, clip(worker))
	}
	if math.IsNaN(roundTripMS) || math.IsInf(roundTripMS, 0) || roundTripMS < 0 || roundTripMS > wire.MaxAvgLatencyMS {
		return fmt.Errorf("record dispatch of %s: round trip must be in [0, %d] ms, got %v", worker, wire.MaxAvgLatencyMS, roundTripMS)
	}
	err := r.pipe.eval(ctx, dispatchScript, r.keys.versioned(r.keys.stats(worker), r.keys.worker(worker)),
		strconv.FormatFloat(roundTripMS, 'g', -1, 64), strconv.FormatFloat(r.cfg.EWMAAlpha, 'g', -1, 64), worker).Err()
	if err != nil {
		return fmt.Errorf("record dispatch of %s: %w", worker, err)
	}
	return nil
}
