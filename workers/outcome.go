package workers

import (
	"context"
	"fmt"
	"math"
	"strconv"

	"github.com/redis/go-redis/v9"

	"github.com/infersched/infersched/wire"
)

// outcomeScript folds one outcome into a worker's stats hash (no TTL: it outlives
// heartbeat gaps). completion_rate starts at 1 and moves by alpha towards 1 (ok) or 0,
// after its shortfall has recovered with the half-life since the last outcome
// (recovered, the same formula); outcome_ms is when that outcome was. Latency is
// averaged over successful jobs only, the first one taken as is. The live hash, if the
// worker is live, gets a copy (snapshots read only that).
// KEYS: stats hash, live hash. ARGV: ok (1/0), latency_ms, alpha, now_ms, half_life_ms.
var outcomeScript = redis.NewScript(scriptLua + `
local s = safe('HMGET', KEYS[1], 'completed', 'failed', 'ewma_latency_ms', 'completion_rate', 'outcome_ms')
local completed = num(KEYS[1], 'completed', s[1], 0, MAXCOUNT) or 0
local failed = num(KEYS[1], 'failed', s[2], 0, MAXCOUNT) or 0
local ewma = num(KEYS[1], 'ewma_latency_ms', s[3], 0, MAXLAT)
local rate = num(KEYS[1], 'completion_rate', s[4], 0, 1) or 1
local last = num(KEYS[1], 'outcome_ms', s[5], 1, 2^62)
local ok, lat, a = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local now, hl = tonumber(ARGV[4]), tonumber(ARGV[5])
if last and hl > 0 and rate < 1 then
  local el = now - last
  if el > 0 then rate = 1 - (1 - rate) * math.pow(2, -el / hl) end
end
rate = a * ok + (1 - a) * rate
if ok == 1 then
  completed = completed + 1
  if ewma then ewma = a * lat + (1 - a) * ewma else ewma = lat end
  redis.call('HSET', KEYS[1], 'ewma_latency_ms', string.format('%.17g', ewma))
else
  failed = failed + 1
end
redis.call('HSET', KEYS[1], 'completed', string.format('%d', completed), 'failed', string.format('%d', failed),
  'completion_rate', string.format('%.17g', rate), 'outcome_ms', ARGV[4])
if redis.call('TYPE', KEYS[2])['ok'] == 'hash' then
  local st = redis.call('HMGET', KEYS[1], 'completed', 'ewma_latency_ms', 'completion_rate')
  redis.call('HSET', KEYS[2], 'completed', st[1], 'completion_rate', st[3], 'outcome_ms', ARGV[4])
  if st[2] then redis.call('HSET', KEYS[2], 'ewma_latency_ms', st[2]) end
end
bump(ARGV[#ARGV])
return 1
`)

// RecordOutcome folds the outcome of one job on worker into its EWMA latency (successful
// jobs only), EWMA completion rate and completed-job count, which the scheduler's
// probation reads (seed 003 §4). The stats outlive heartbeat gaps.
func (r *Registry) RecordOutcome(ctx context.Context, worker string, ok bool, latencyMS float64) error {
	if !wire.IsWorkerID(worker) {
		return fmt.Errorf("record outcome: %w %q: want a lowercase 0x-prefixed address", ErrUnknownWorker, clip(worker))
	}
	if math.IsNaN(latencyMS) || math.IsInf(latencyMS, 0) || latencyMS < 0 || latencyMS > wire.MaxAvgLatencyMS {
		return fmt.Errorf("record outcome of %s: latency_ms must be in [0, %d], got %v", worker, wire.MaxAvgLatencyMS, latencyMS)
	}
	okArg := 0
	if ok {
		okArg = 1
	}
	err := r.pipe.eval(ctx, outcomeScript, r.keys.versioned(r.keys.stats(worker), r.keys.worker(worker)),
		okArg, strconv.FormatFloat(latencyMS, 'g', -1, 64), strconv.FormatFloat(r.cfg.EWMAAlpha, 'g', -1, 64),
		r.clock().UnixMilli(), r.cfg.FailureHalfLife.Milliseconds(), worker).Err()
	if err != nil {
		return fmt.Errorf("record outcome of %s: %w", worker, err)
	}
	return nil
}

type stats struct {
	completed      int64
	ewmaLatencyMS  float64
	latencyKnown   bool
	completionRate float64
	outcomeMS      int64 // when the last outcome was folded in; 0: unknown
}

// decodeStats reads the outcome statistics of a record; a value that does not parse or
// is out of range is read as absent and, when ignore is not nil, named to it.
func decodeStats(completed, ewmaLatency, completionRate, outcomeMS string, ignore func(field string)) stats {
	st := stats{completionRate: 1}
	bad := func(field, v string) {
		if v != "" && ignore != nil {
			ignore(field)
		}
	}
	if v, err := strconv.ParseInt(outcomeMS, 10, 64); err == nil && v > 0 {
		st.outcomeMS = v
	} else {
		bad("outcome_ms", outcomeMS)
	}
	if v, err := strconv.ParseInt(completed, 10, 64); err == nil && v >= 0 {
		st.completed = v
	} else {
		bad("completed", completed)
	}
	if v, err := strconv.ParseFloat(ewmaLatency, 64); err == nil && v >= 0 && v <= wire.MaxAvgLatencyMS {
		st.ewmaLatencyMS, st.latencyKnown = v, true
	} else {
		bad("ewma_latency_ms", ewmaLatency)
	}
	if v, err := strconv.ParseFloat(completionRate, 64); err == nil && v >= 0 && v <= 1 {
		st.completionRate = v
	} else {
		bad("completion_rate", completionRate)
	}
	return st
}
