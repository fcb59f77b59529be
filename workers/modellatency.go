package workers

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"

	"github.com/redis/go-redis/v9"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
)

// Per-model P50 (seed 003: "使用历史P50延迟而非P99"). Decision: the estimator
// is a sliding window of the last workers.model_latency_window (32) inclusion latencies
// per worker and model, its exact median computed when a sample arrives, not the P²
// algorithm or a sketch. Why: the memory is bounded and small anyway (window × models
// served, 32 × max_models numbers per worker, in the worker's stats hash); the median is
// exact, so a replay and a test can state it; a window forgets a worker's past after 32
// jobs (a GPU swapped, a driver upgraded), where P² or a sketch over the whole history
// would not; and a median ignores the odd sample that paid a model load or a congested
// block, which the per-worker EWMA does not. Until model_latency_min_samples samples
// exist the model has no P50 and the planner uses its prior, avg_latency_ms × the
// model's complexity.

// maxModelLatencyWindow bounds workers.model_latency_window.
const maxModelLatencyWindow = 1024

// modelLatencyScript appends one sample to the worker's window for a model it serves
// (stats field model_lat: {model: [samples, oldest first]}), drops the windows of models
// it no longer serves, and rewrites model_p50 ({model: "P50"} for windows with at least
// min samples; strings, so that cjson's 14 digits never round them), copied to the live
// hash when the worker is live. KEYS: stats hash, live hash. ARGV: model, latency_ms,
// window, min samples. Returns 0 when the model is not among those last served.
var modelLatencyScript = redis.NewScript(scriptLua + `
local served = obj(KEYS[1], 'models', safe('HGET', KEYS[1], 'models'))
if not served then return 0 end
local serves = {}
for _, m in ipairs(served) do serves[m] = true end
local model, window, need = ARGV[1], tonumber(ARGV[3]), tonumber(ARGV[4])
if not serves[model] then return 0 end
local lat = obj(KEYS[1], 'model_lat', redis.call('HGET', KEYS[1], 'model_lat')) or {}
local p50 = {}
local any = false
for m, ys in pairs(lat) do
  -- a window is a list of samples in range; anything else in it is dropped
  local xs = {}
  if type(ys) == 'table' then
    for _, v in ipairs(ys) do
      local n = tonumber(v)
      if n and n == n and n >= 0 and n <= MAXLAT then xs[#xs + 1] = v end
    end
  end
  if type(ys) ~= 'table' or #xs ~= #ys then heal('model_lat') end
  lat[m] = xs
end
local xs = lat[model] or {}
xs[#xs + 1] = ARGV[2]
while #xs > window do table.remove(xs, 1) end
lat[model] = xs
for m, ys in pairs(lat) do
  if not serves[m] then
    lat[m] = nil
  elseif #ys >= need then
    local s = {}
    for i, v in ipairs(ys) do s[i] = tonumber(v) end
    table.sort(s)
    local n = #s
    local med
    if n % 2 == 1 then med = s[(n + 1) / 2] else med = (s[n / 2] + s[n / 2 + 1]) / 2 end
    p50[m] = string.format('%.17g', med)
    any = true
  end
end
redis.call('HSET', KEYS[1], 'model_lat', cjson.encode(lat))
local enc = '{}'
if any then enc = cjson.encode(p50) end
redis.call('HSET', KEYS[1], 'model_p50', enc)
if redis.call('TYPE', KEYS[2])['ok'] == 'hash' then redis.call('HSET', KEYS[2], 'model_p50', enc) end
bump(ARGV[#ARGV])
return 1
`)

// RecordModelLatency adds one measured latency (assignment to the block including the
// result: the inclusion latency the EWMA is fed) of worker on model to the worker's
// window for that model. A sample for a model the worker does not serve is dropped.
func (r *Registry) RecordModelLatency(ctx context.Context, worker, model string, latencyMS float64) error {
	if !wire.IsWorkerID(worker) {
		return fmt.Errorf("record model latency: %w %q: want a lowercase 0x-prefixed address", ErrUnknownWorker, clip(worker))
	}
	if !wire.ValidModelName(model) {
		return fmt.Errorf("record model latency of %s: invalid model name %q", worker, clip(model))
	}
	if math.IsNaN(latencyMS) || math.IsInf(latencyMS, 0) || latencyMS < 0 || latencyMS > wire.MaxAvgLatencyMS {
		return fmt.Errorf("record model latency of %s: latency_ms must be in [0, %d], got %v", worker, wire.MaxAvgLatencyMS, latencyMS)
	}
	err := r.pipe.eval(ctx, modelLatencyScript, r.keys.versioned(r.keys.stats(worker), r.keys.worker(worker)),
		model, strconv.FormatFloat(latencyMS, 'g', -1, 64), r.cfg.ModelLatencyWindow, r.cfg.ModelLatencyMinSamples, worker).Err()
	if err != nil {
		return fmt.Errorf("record model latency of %s: %w", worker, err)
	}
	return nil
}

// decodeModelP50 fills w.ModelLatencyMS from the live hash's model_p50 field, for the
// models w serves now.
func decodeModelP50(w *scheduler.Worker, field string) error {
	if field == "" {
		return nil
	}
	var p50 map[string]string
	if err := json.Unmarshal([]byte(field), &p50); err != nil {
		return fmt.Errorf("field model_p50: %w", err)
	}
	for m, s := range p50 {
		if !slices.Contains(w.Models, m) {
			continue
		}
		v, err := strconv.ParseFloat(s, 64)
		if err != nil || math.IsNaN(v) || v < 0 || v > wire.MaxAvgLatencyMS {
			return fmt.Errorf("field model_p50[%q]: %q", m, s)
		}
		if w.ModelLatencyMS == nil {
			w.ModelLatencyMS = make(map[string]float64, len(p50))
		}
		w.ModelLatencyMS[m] = v
	}
	return nil
}
