package workers

import (
	"strconv"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/redis/go-redis/v9"

	"github.com/infersched/infersched/wire"
)

// Redis is a shared store, not a source of truth: whoever can write it can leave any
// value in the registry's keys (a counter that is not a number, a hash where a set
// belongs, a statistic of -1e308). Such a value must never block every heartbeat nor
// hide a worker for good. The rule: the registry's scripts read every value they did
// not just write through the helpers of scriptLua, which replace a key of the wrong
// type and drop a field that does not parse or is out of range (so the script's own
// write puts a good value back), and count each repair in the hash <prefix>healed
// (field: the key kind or the field name; `HGETALL` reads it). The snapshot, which only
// reads, ignores an out-of-range statistic and counts it in
// infersched_workers_redis_ignored_total{field}; the next write of that worker's stats
// (its heartbeat, an outcome) repairs it. What a Redis writer can still do is in
// docs/security.md.

// maxCount bounds the counters a script reads back (completed, failed): 2^53, the
// integers a Lua number holds exactly.
const maxCount = 1 << 53

// scriptLua opens every script that writes the registry: the repair helpers and the
// version bump (delta.go). The last two KEYS are the version counter and the sorted set
// of changes (keyspace.versioned); the registry's prefix is the changes key without
// its "changed" suffix.
var scriptLua = `
local P = string.sub(KEYS[#KEYS], 1, -8)
local function heal(kind) redis.call('HINCRBY', P .. 'healed', kind, 1) end
-- safe runs a command on key; a key of another type is deleted (and counted) and the
-- command run again on the empty key.
local function safe(cmd, key, ...)
  local r = redis.pcall(cmd, key, ...)
  if type(r) == 'table' and r.err then
    if string.find(r.err, 'WRONGTYPE', 1, true) then
      redis.call('DEL', key)
      heal('type')
      return redis.call(cmd, key, ...)
    end
    error(r.err)
  end
  return r
end
-- num is field's value v as a number within [lo, hi]; anything else is dropped from
-- the hash (and counted) and read as absent (nil).
local function num(key, field, v, lo, hi)
  if not v then return nil end
  local n = tonumber(v)
  if n == nil or n ~= n or n < lo or n > hi then
    redis.call('HDEL', key, field)
    heal(field)
    return nil
  end
  return n
end
-- obj is field's value v decoded as a JSON object or array; anything else is dropped
-- and read as absent.
local function obj(key, field, v)
  if not v then return nil end
  local ok, t = pcall(cjson.decode, v)
  if ok and type(t) == 'table' then return t end
  redis.call('HDEL', key, field)
  heal(field)
  return nil
end
local MAXLAT = ` + strconv.Itoa(wire.MaxAvgLatencyMS) + `
local MAXCOUNT = ` + strconv.FormatInt(maxCount, 10) + `
-- p50ok says whether a model_p50 value is {model: "ms"} with every ms in range.
local function p50ok(t)
  for m, v in pairs(t) do
    local n = tonumber(v)
    if type(m) ~= 'string' or type(v) ~= 'string' or n == nil or n ~= n or n < 0 or n > MAXLAT then return false end
  end
  return true
end
-- bump sets the worker's score in the changes to the next version. A counter that is
-- not an integer is started again above the highest version in the changes, and the
-- epoch dropped so that every reader reads the registry whole once.
local function bump(id)
  local v = redis.pcall('INCR', KEYS[#KEYS - 1])
  if type(v) == 'table' and v.err then
    redis.call('DEL', KEYS[#KEYS - 1], P .. 'epoch')
    heal('ver')
    local base = 0
    local top = safe('ZREVRANGE', KEYS[#KEYS], 0, 0, 'WITHSCORES')
    if top[2] then base = tonumber(top[2]) end
    if base == nil or base ~= base or base < 0 or base > MAXCOUNT then
      redis.call('DEL', KEYS[#KEYS])
      base = 0
    end
    v = redis.call('INCRBY', KEYS[#KEYS - 1], math.floor(base) + 1)
  end
  safe('ZADD', KEYS[#KEYS], v, id)
end
`

// healed is the hash of the scripts' repairs (scriptLua's heal).
func (k keyspace) healed() string { return k.p + "healed" }

// ignoredMetric counts the values a snapshot ignored, by field.
func ignoredMetric(reg prometheus.Registerer) *prometheus.CounterVec {
	c := prometheus.NewCounterVec(prometheus.CounterOpts{Name: "infersched_workers_redis_ignored_total",
		Help: "Values of the worker registry's Redis records that a snapshot ignored (out of range, not a number, the wrong type), by field; the worker's next write repairs them."},
		[]string{"field"})
	if reg == nil {
		return c
	}
	if err := reg.Register(c); err != nil {
		if are, ok := err.(prometheus.AlreadyRegisteredError); ok {
			if prev, ok := are.ExistingCollector.(*prometheus.CounterVec); ok {
				return prev
			}
		}
	}
	return c
}

// WithRegisterer registers the registry's metrics on reg.
func WithRegisterer(reg prometheus.Registerer) Option {
	return func(r *Registry) { r.ignored = ignoredMetric(reg) }
}

// wrongType says whether err is Redis's answer to a command on a key of another type.
func wrongType(err error) bool { return redis.HasErrorPrefix(err, "WRONGTYPE") }

// ignore counts a value of field that a snapshot read as absent.
func (r *Registry) ignore(field string) { r.ignored.WithLabelValues(field).Inc() }

// readErr is the error of a pipeline of reads, cmds, that a snapshot cannot go on
// without: none when every command answered or found its key of another type (which
// the caller reads as absent and counts); the first other error otherwise.
func readErr(cmds []redis.Cmder) error {
	for _, c := range cmds {
		if err := c.Err(); err != nil && err != redis.Nil && !wrongType(err) {
			return err
		}
	}
	return nil
}
