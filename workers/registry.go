package workers

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/redis/go-redis/v9"
	"go.uber.org/zap"
	"golang.org/x/time/rate"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/flowcontrol"
	"github.com/infersched/infersched/wire"
)

// Option changes how New builds a Registry.
type Option func(*Registry)

// WithClock makes the registry read time from now instead of time.Now (tests); nil
// keeps time.Now.
func WithClock(now func() time.Time) Option {
	return func(r *Registry) {
		if now != nil {
			r.clock = now
		}
	}
}

// WithOnAccept calls fn with each heartbeat once it is recorded (the round loop wakes
// for a new worker with free slots). fn must not block.
func WithOnAccept(fn func(wire.Heartbeat)) Option {
	return func(r *Registry) { r.onAccept = fn }
}

// Registry is the worker registry on Redis. It is safe for concurrent use, and several
// registries (scheduler replicas) may share one Redis.
type Registry struct {
	cfg    Config
	rdb    redis.UniversalClient
	stakes *stakeCache // nil: no stake check (min_stake_wei is 0 and no reader given)
	log    *zap.Logger
	clock  func() time.Time
	keys   keyspace
	minWei *big.Int

	// hbMu guards hbLimits: one token bucket per worker key that sent a verified
	// heartbeat (workers.heartbeat_rate), the least recently seen forgotten past
	// maxHeartbeatLimiters.
	hbMu     sync.Mutex
	hbLimits *flowcontrol.LRU[*rate.Limiter]
	// onAccept sees each recorded heartbeat; nil: nobody.
	onAccept func(wire.Heartbeat)
	// pipe sends the reservation, release and outcome commands of concurrent callers
	// together.
	pipe *coalescer
	// proofs: the signed heartbeats beside the records, verified once each
	proofs *proofs
	// ignored counts the values a snapshot read as absent (heal.go).
	ignored *prometheus.CounterVec
}

// maxHeartbeatLimiters bounds the per-worker heartbeat buckets kept in memory.
const maxHeartbeatLimiters = 1 << 16

var _ scheduler.WorkerSource = (*Registry)(nil)

// New builds a registry on rdb. stakes may be nil only when cfg.MinStakeWei is 0.
func New(cfg Config, rdb redis.UniversalClient, stakes StakeReader, log *zap.Logger, opts ...Option) (*Registry, error) {
	if err := cfg.Validate(); err != nil {
		return nil, fmt.Errorf("workers config: %w", err)
	}
	if rdb == nil {
		return nil, errors.New("workers: nil redis client")
	}
	if _, cluster := rdb.(*redis.ClusterClient); cluster && !HasHashTag(cfg.KeyPrefix) {
		return nil, fmt.Errorf("workers: key_prefix %q has no hash tag such as {infersched:workers}: on Redis Cluster the registry's scripts need all its keys in one slot", cfg.KeyPrefix)
	}
	if log == nil {
		log = zap.NewNop()
	}
	r := &Registry{
		cfg:    cfg,
		rdb:    rdb,
		log:    log,
		clock:  time.Now,
		keys:   keyspace{p: cfg.KeyPrefix},
		minWei: new(big.Int).Set(&cfg.MinStakeWei.Int),

		hbLimits: flowcontrol.NewLRU[*rate.Limiter](maxHeartbeatLimiters),
		pipe:     &coalescer{rdb: rdb},
		proofs:   newProofs(),
		ignored:  ignoredMetric(nil),
	}
	for _, o := range opts {
		o(r)
	}
	switch {
	case stakes != nil:
		r.stakes = newStakeCache(stakes, cfg.StakeCacheTTL, r.clock, cfg.StakeReadsPerSecond, cfg.StakeReadBurst)
	case r.minWei.Sign() > 0:
		return nil, fmt.Errorf("workers: min_stake_wei is %s but no stake reader was given", r.minWei)
	}
	return r, nil
}

// keyspace names the Redis keys. Per worker: w: the live hash (TTL 3 × heartbeat
// interval; it mirrors the outcome stats so that a snapshot reads one key per worker),
// q: last seq and timestamp (TTL, see seqKeep), s: outcomes and last models (no
// TTL), r: reservations. Per model: m: the set of workers serving it. all: the set of
// every worker that may be live; reserved: the set of workers that may have reservations.
type keyspace struct{ p string }

func (k keyspace) worker(id string) string { return k.p + "w:" + id }
func (k keyspace) seq(id string) string    { return k.p + "q:" + id }
func (k keyspace) stats(id string) string  { return k.p + "s:" + id }
func (k keyspace) resv(id string) string   { return k.p + "r:" + id }
func (k keyspace) modelPrefix() string     { return k.p + "m:" }
func (k keyspace) model(m string) string   { return k.p + "m:" + m }
func (k keyspace) all() string             { return k.p + "all" }
func (k keyspace) reserved() string        { return k.p + "reserved" }
func (k keyspace) backoffs() string        { return k.p + "backoff" }

// Accept decodes a heartbeat body in the wire format and accepts it (see AcceptSigned).
func (r *Registry) Accept(ctx context.Context, body []byte) (wire.HeartbeatReply, error) {
	sh, err := wire.DecodeSignedHeartbeat(body)
	if err != nil {
		return wire.HeartbeatReply{}, err
	}
	return r.AcceptSigned(ctx, sh)
}

// AcceptSigned checks a heartbeat (values, clock skew, signature, stake, seq) and records
// it. A rejection matches one of wire.ErrInvalidHeartbeat, ErrClockSkew, wire.ErrBadSignature,
// ErrNotStaked, ErrReplay and writes nothing; any other error is the registry's own
// failure (Redis or the stake reader).
func (r *Registry) AcceptSigned(ctx context.Context, sh wire.SignedHeartbeat) (wire.HeartbeatReply, error) {
	hb := sh.Heartbeat.Normalized()
	if err := hb.Check(r.cfg.MaxJobsCap, r.cfg.MaxModels); err != nil {
		return wire.HeartbeatReply{}, err
	}
	now := r.clock()
	nowMS := now.UnixMilli()
	if d := time.Duration(hb.TimestampMS-nowMS) * time.Millisecond; d > r.cfg.ClockSkew || -d > r.cfg.ClockSkew {
		return wire.HeartbeatReply{}, fmt.Errorf("%w: timestamp_ms %d is %v from the registry's clock %d, the limit is ±%v",
			ErrClockSkew, hb.TimestampMS, d, nowMS, r.cfg.ClockSkew)
	}
	signer, err := wire.SignedHeartbeat{Heartbeat: hb, Signature: sh.Signature}.Signer()
	if err != nil {
		return wire.HeartbeatReply{}, err
	}
	if want := common.HexToAddress(hb.Worker); signer != want {
		return wire.HeartbeatReply{}, fmt.Errorf("%w: signed by %s, not by worker %s", wire.ErrBadSignature, strings.ToLower(signer.Hex()), hb.Worker)
	}
	if !r.allowHeartbeat(hb.Worker, now) {
		return wire.HeartbeatReply{}, fmt.Errorf("%w: worker %s sends more than %v heartbeats a second (burst %d)",
			ErrRateLimited, hb.Worker, r.cfg.heartbeatRate(), r.cfg.HeartbeatBurst)
	}
	stake := new(big.Int)
	if r.stakes != nil {
		if stake, err = r.stakes.stakeOf(ctx, signer); err != nil {
			return wire.HeartbeatReply{}, err
		}
		if stake.Cmp(r.minWei) < 0 {
			return wire.HeartbeatReply{}, fmt.Errorf("%w: worker %s has stake %s wei, the minimum is %s wei", ErrNotStaked, hb.Worker, stake, r.minWei)
		}
	}
	if err := r.write(ctx, hb, sh.Signature, stake, nowMS); err != nil {
		return wire.HeartbeatReply{}, err
	}
	r.proofs.seed(hb.Worker, string(hb.CanonicalBytes()), sh.Signature, r.cfg.MaxJobsCap, r.cfg.MaxModels)
	if r.onAccept != nil {
		r.onAccept(hb)
	}
	return wire.HeartbeatReply{
		Worker:              hb.Worker,
		Seq:                 hb.Seq,
		ExpiresAtMS:         now.Add(r.cfg.workerTTL()).UnixMilli(),
		HeartbeatIntervalMS: r.cfg.HeartbeatInterval.Milliseconds(),
	}, nil
}

// allowHeartbeat takes a token from worker's heartbeat bucket at now.
func (r *Registry) allowHeartbeat(worker string, now time.Time) bool {
	r.hbMu.Lock()
	defer r.hbMu.Unlock()
	lim, ok := r.hbLimits.Get(worker)
	if !ok {
		lim = rate.NewLimiter(rate.Limit(r.cfg.heartbeatRate()), r.cfg.HeartbeatBurst)
		r.hbLimits.Add(worker, lim)
	}
	return lim.AllowN(now, 1)
}

// acceptScript checks seq and timestamp against the last accepted ones and, only if both
// moved forward, writes the heartbeat. One script, so that of two concurrent heartbeats
// with the same seq exactly one is accepted.
//
// What it remembers cannot lock the worker out for longer than the skew window: the
// timestamp kept is the heartbeat's or the time it was received, whichever is earlier
// (a timestamp in the future within the skew is accepted but holds nothing back), and
// the seq is kept only until the last accepted heartbeat's timestamp leaves the skew
// window (seqKeep), after which a replay of it or of an older one fails the skew check
// anyway. A seq far ahead therefore locks the worker's next heartbeats out for at most
// the skew (twice that if its timestamp is also in the future); refused heartbeats do
// not extend it. (An earlier heartbeat dated further ahead than the last one can be
// replayed once the last one's seq is forgotten, only while the worker is silent, and
// the worker's next heartbeat, of a higher seq, supersedes it.)
//
// KEYS: worker hash, seq hash, stats hash, all-workers set.
// ARGV: seq, timestamp_ms, worker TTL ms, seq keep ms, received_ms, model key prefix,
// worker id, models JSON, free_memory_mb, active_jobs, max_jobs, avg_latency_ms,
// endpoint, stake_wei, model count, models…, open batch JSON (” for none), batch_max,
// the signed canonical bytes and the signature (kept beside the record: a snapshot
// admits a worker only on them, Registry.proven), residency JSON (” for none)
var acceptScript = redis.NewScript(scriptLua + `
local last = safe('HMGET', KEYS[2], 'seq', 'ts')
local lseq, lts = num(KEYS[2], 'seq', last[1], -2^63, 2^63), num(KEYS[2], 'ts', last[2], -2^63, 2^63)
if lseq and tonumber(ARGV[1]) <= lseq then
  return {'seq', last[1]}
end
if lts and tonumber(ARGV[2]) < lts then
  return {'ts', last[2]}
end
redis.call('HSET', KEYS[2], 'seq', ARGV[1], 'ts', math.min(tonumber(ARGV[2]), tonumber(ARGV[5])))
redis.call('PEXPIRE', KEYS[2], ARGV[4])
local n = tonumber(ARGV[15])
local serves = {}
for i = 1, n do serves[ARGV[15 + i]] = true end
local old = obj(KEYS[3], 'models', safe('HGET', KEYS[3], 'models'))
if old then
  for _, m in ipairs(old) do
    if type(m) == 'string' and not serves[m] then safe('SREM', ARGV[6] .. m, ARGV[7]) end
  end
end
for i = 1, n do
  local k = ARGV[6] .. ARGV[15 + i]
  safe('SADD', k, ARGV[7])
  redis.call('PEXPIRE', k, ARGV[3])
end
redis.call('HSET', KEYS[3], 'models', ARGV[8])
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'models', ARGV[8], 'free_memory_mb', ARGV[9], 'active_jobs', ARGV[10],
  'max_jobs', ARGV[11], 'avg_latency_ms', ARGV[12], 'timestamp_ms', ARGV[2], 'seq', ARGV[1],
  'stake_wei', ARGV[14], 'received_ms', ARGV[5])
if ARGV[13] ~= '' then redis.call('HSET', KEYS[1], 'endpoint', ARGV[13]) end
if ARGV[16 + n] ~= '' then redis.call('HSET', KEYS[1], 'open_batch', ARGV[16 + n]) end
if ARGV[17 + n] ~= '0' then redis.call('HSET', KEYS[1], 'batch_max', ARGV[17 + n]) end
redis.call('HSET', KEYS[1], 'signed', ARGV[18 + n], 'sig', ARGV[19 + n])
if ARGV[20 + n] ~= '' then redis.call('HSET', KEYS[1], 'residency', ARGV[20 + n]) end
-- The registry's own statistics are copied from the stats hash, each only when it
-- reads back in range (a value that does not is dropped there: the next outcome,
-- dispatch or latency writes a good one).
local st = redis.call('HMGET', KEYS[3], 'model_p50', 'dispatch_ms', 'completed', 'ewma_latency_ms', 'completion_rate', 'outcome_ms')
local p50 = obj(KEYS[3], 'model_p50', st[1])
if p50 and not p50ok(p50) then
  redis.call('HDEL', KEYS[3], 'model_p50')
  heal('model_p50')
  p50 = nil
end
if p50 then redis.call('HSET', KEYS[1], 'model_p50', st[1]) end
if num(KEYS[3], 'dispatch_ms', st[2], 0, MAXLAT) then redis.call('HSET', KEYS[1], 'dispatch_ms', st[2]) end
local completed = num(KEYS[3], 'completed', st[3], 0, MAXCOUNT)
local rate = num(KEYS[3], 'completion_rate', st[5], 0, 1)
if completed and rate then
  redis.call('HSET', KEYS[1], 'completed', st[3], 'completion_rate', st[5])
elseif completed or rate then
  redis.call('HDEL', KEYS[3], 'completed', 'completion_rate')
  heal('completion')
end
if num(KEYS[3], 'outcome_ms', st[6], 1, 2^62) then redis.call('HSET', KEYS[1], 'outcome_ms', st[6]) end
if num(KEYS[3], 'ewma_latency_ms', st[4], 0, MAXLAT) then redis.call('HSET', KEYS[1], 'ewma_latency_ms', st[4]) end
redis.call('PEXPIRE', KEYS[1], ARGV[3])
safe('SADD', KEYS[4], ARGV[7])
bump(ARGV[7])
return {'ok', ARGV[1]}
`)

func (r *Registry) write(ctx context.Context, hb wire.Heartbeat, sig string, stake *big.Int, nowMS int64) error {
	models, err := json.Marshal(hb.Models)
	if err != nil {
		return fmt.Errorf("encode models: %w", err)
	}
	id := hb.Worker
	args := make([]any, 0, 15+len(hb.Models))
	args = append(args,
		hb.Seq, hb.TimestampMS,
		r.cfg.workerTTL().Milliseconds(), r.seqKeep(hb.TimestampMS, nowMS).Milliseconds(), nowMS,
		r.keys.modelPrefix(), id, string(models),
		hb.FreeMemoryMB, hb.ActiveJobs, hb.MaxJobs, hb.AvgLatencyMS, hb.Endpoint, stake.String(),
		len(hb.Models))
	for _, m := range hb.Models {
		args = append(args, m)
	}
	open := ""
	if len(hb.OpenBatch) > 0 {
		b, err := json.Marshal(hb.OpenBatch)
		if err != nil {
			return fmt.Errorf("encode open batch: %w", err)
		}
		open = string(b)
	}
	residency, err := encodeResidency(hb.Residency)
	if err != nil {
		return err
	}
	args = append(args, open, hb.BatchMax, string(hb.CanonicalBytes()), sig, residency)
	keys := r.keys.versioned(r.keys.worker(id), r.keys.seq(id), r.keys.stats(id), r.keys.all())
	res, err := acceptScript.Run(ctx, r.rdb, keys, args...).StringSlice()
	if err != nil {
		return fmt.Errorf("record heartbeat of %s: %w", id, err)
	}
	if len(res) != 2 {
		return fmt.Errorf("record heartbeat of %s: unexpected script reply %q", id, res)
	}
	switch res[0] {
	case "ok":
		return nil
	case "seq":
		return fmt.Errorf("%w: seq %d is not above the last accepted seq %s of worker %s", ErrReplay, hb.Seq, res[1], id)
	case "ts":
		return fmt.Errorf("%w: timestamp_ms %d is before the last accepted timestamp_ms %s of worker %s", ErrReplay, hb.TimestampMS, res[1], id)
	default:
		return fmt.Errorf("record heartbeat of %s: unexpected script reply %q", id, res)
	}
}

// seqKeep is how long a heartbeat of timestamp tsMS, accepted at nowMS, must be
// remembered against replays: until its timestamp is more than the clock skew in the
// past, when the skew check refuses it (and every older one) by itself. At least a
// millisecond.
func (r *Registry) seqKeep(tsMS, nowMS int64) time.Duration {
	return max(time.Duration(max(tsMS-nowMS, 0))*time.Millisecond+r.cfg.ClockSkew, time.Millisecond)
}

// Workers returns every live worker, sorted by ID, in two round trips: the member sets,
// then one pipeline of one HMGET per worker (plus one HGETALL per worker that has
// reservations). ActiveJobs and FreeMemoryMB count the live reservations (see Reserve);
// AvgLatencyMS and CompletionRate are the outcome EWMAs once there are outcomes, the
// heartbeat's own latency and 1 before; LastHeartbeatMS is when the registry received
// the last heartbeat, by its clock. Workers found gone are removed from the sets on the
// way.
func (r *Registry) Workers(ctx context.Context) ([]scheduler.Worker, error) {
	var all, reserved *redis.StringSliceCmd
	cmds, _ := r.rdb.Pipelined(ctx, func(p redis.Pipeliner) error { // each command's error is its own
		all = p.SMembers(ctx, r.keys.all())
		reserved = p.SMembers(ctx, r.keys.reserved())
		return nil
	})
	if err := cmp.Or(readErr(cmds), all.Err()); err != nil && err != redis.Nil {
		// the all-workers set of another type: the next heartbeat's script replaces it
		return nil, fmt.Errorf("list workers: %w", err)
	}
	if wrongType(reserved.Err()) {
		r.ignore("reserved")
	}
	ids := all.Val()
	slices.Sort(ids)
	hasResv := make(map[string]bool, len(reserved.Val()))
	for _, id := range reserved.Val() {
		hasResv[id] = true
	}
	type reads struct {
		w *redis.SliceCmd
		r *redis.MapStringStringCmd // nil when the worker has no reservations
	}
	reqs := make([]reads, len(ids))
	cmds, _ = r.rdb.Pipelined(ctx, func(p redis.Pipeliner) error {
		for i, id := range ids {
			reqs[i].w = p.HMGet(ctx, r.keys.worker(id), workerFields...)
			if hasResv[id] {
				reqs[i].r = p.HGetAll(ctx, r.keys.resv(id))
			}
		}
		return nil
	})
	if err := readErr(cmds); err != nil {
		return nil, fmt.Errorf("read workers: %w", err)
	}
	nowMS := r.clock().UnixMilli()
	out := make([]scheduler.Worker, 0, len(ids))
	var gone, noResv []string
	for i, id := range ids {
		var resv map[string]string
		if reqs[i].r != nil {
			if wrongType(reqs[i].r.Err()) {
				r.ignore("reservations") // read as none; the next Reserve replaces the key
			} else if resv = reqs[i].r.Val(); len(resv) == 0 {
				noResv = append(noResv, id)
			}
		}
		if wrongType(reqs[i].w.Err()) {
			r.ignore("record") // left out; the next heartbeat replaces the key
			continue
		}
		vals := reqs[i].w.Val()
		if len(vals) == 0 || vals[0] == nil {
			gone = append(gone, id)
			continue
		}
		vals, digest, err := r.proven(id, vals, nowMS)
		if err != nil {
			continue // reported once per record (proven)
		}
		w, err := decodeWorker(id, vals, resv, nowMS, r.cfg.FailureHalfLife, r.ignore)
		if err != nil {
			r.log.Warn("skipping unreadable worker record", zap.String("worker", id), zap.Error(err))
			continue
		}
		w.HeartbeatHash, w.HeartbeatSig = digest, vals[fieldSig].(string) // proven: a string
		if err := r.proveStake(ctx, &w); err != nil {
			r.log.Debug("worker left out of the round", zap.String("worker", id), zap.Error(err))
			continue
		}
		out = append(out, w)
	}
	for id := range hasResv {
		if _, listed := slices.BinarySearch(ids, id); !listed {
			noResv = append(noResv, id)
		}
	}
	if len(gone) > 0 || len(noResv) > 0 {
		r.forget(ctx, gone, noResv)
	}
	return out, nil // sorted: ids are
}

// workerFields are the fields of the live hash that a snapshot reads, in decodeWorker's
// order; models is first and never missing from a live hash.
var workerFields = []string{"models", "free_memory_mb", "active_jobs", "max_jobs", "avg_latency_ms",
	"received_ms", "stake_wei", "completed", "ewma_latency_ms", "completion_rate", "open_batch", "batch_max",
	"signed", "sig", "outcome_ms", "residency", "model_p50", "dispatch_ms", "tasks", "speed", "batch_max_wait_ms", "determinism"}

// Positions in workerFields of the signed heartbeat, its signature and the residency.
const fieldSigned, fieldSig, fieldResidency = 12, 13, 15

// Positions in workerFields of the tasks and the rates. The accept script does not
// store them: proven fills them from the signed heartbeat, the only place they live.
const fieldTasks, fieldSpeed = 18, 19

// Position in workerFields of the batch's longest hold; like the tasks, filled by
// proven from the signed heartbeat alone.
const fieldBatchWait = 20

// Position in workerFields of the determinism classes; like the tasks, filled by proven
// from the signed heartbeat alone.
const fieldDeterminism = 21

// forgetScript removes workers whose live hash is gone from the all-workers set and
// from the sets of the models they last served, and workers whose reservation hash is
// gone from the reserved set; a worker that heartbeated or reserved in between is left
// alone. A key of another type or a models list that does not decode (a Redis writer's)
// is passed over: the heartbeat's script repairs those. KEYS: the all-workers set (on Redis Cluster it routes the script to the
// registry's slot; every key shares it through the prefix's hash tag). ARGV: key prefix, number of
// gone workers, their ids…, then the ids of workers without reservations.
var forgetScript = redis.NewScript(`
local p = ARGV[1]
local n = tonumber(ARGV[2])
for i = 3, #ARGV do
  local id = ARGV[i]
  if i < 3 + n then
    if redis.call('EXISTS', p .. 'w:' .. id) == 0 then
      redis.pcall('SREM', p .. 'all', id)
      redis.pcall('ZREM', p .. 'changed', id)
      local models = redis.pcall('HGET', p .. 's:' .. id, 'models')
      local ok, list = pcall(cjson.decode, models)
      if type(models) == 'string' and ok and type(list) == 'table' then
        for _, m in ipairs(list) do
          if type(m) == 'string' then redis.pcall('SREM', p .. 'm:' .. m, id) end
        end
      end
    end
  elseif redis.call('EXISTS', p .. 'r:' .. id) == 0 then
    redis.pcall('SREM', p .. 'reserved', id)
  end
end
return 1
`)

// forget cleans stale set members lazily; a failure only leaves them for next time.
func (r *Registry) forget(ctx context.Context, gone, noResv []string) {
	const batch = 512
	for len(gone) > 0 || len(noResv) > 0 {
		n := min(batch, len(gone))
		m := min(batch-n, len(noResv))
		args := make([]any, 0, 2+n+m)
		args = append(args, r.cfg.KeyPrefix, n)
		for _, id := range gone[:n] {
			args = append(args, id)
		}
		for _, id := range noResv[:m] {
			args = append(args, id)
		}
		if err := forgetScript.Run(ctx, r.rdb, []string{r.keys.all()}, args...).Err(); err != nil {
			r.log.Warn("forgetting expired workers failed", zap.Int("workers", n+m), zap.Error(err))
			return
		}
		gone, noResv = gone[n:], noResv[m:]
	}
}

// decodeWorker reads a proven record (fields in workerFields' order). The fields the
// heartbeat carries must decode; the registry's own statistics (outcomes, model_p50,
// dispatch_ms) that do not are read as absent and named to ignore (nil: nobody), so
// that a value a Redis writer left there never hides the worker.
func decodeWorker(id string, vals []any, resv map[string]string, nowMS int64, halfLife time.Duration, ignore func(field string)) (scheduler.Worker, error) {
	w := scheduler.Worker{ID: id}
	field := func(i int) string {
		if i < len(vals) {
			if s, ok := vals[i].(string); ok {
				return s
			}
		}
		return ""
	}
	var err error
	num := func(i int) int64 {
		if err != nil {
			return 0
		}
		var v int64
		if v, err = strconv.ParseInt(field(i), 10, 64); err != nil {
			err = fmt.Errorf("field %s: %w", workerFields[i], err)
		}
		return v
	}
	if err := json.Unmarshal([]byte(field(0)), &w.Models); err != nil {
		return w, fmt.Errorf("field models: %w", err)
	}
	free, active, maxJobs, latency, received := num(1), num(2), num(3), num(4), num(5)
	if err != nil {
		return w, err
	}
	if _, ok := w.StakeWei.SetString(field(6), 10); !ok {
		return w, fmt.Errorf("field stake_wei: %q is not a decimal integer", field(6))
	}
	jobs, mem := countReservations(resv, nowMS, received)
	// A job the heartbeat already counts can be counted again by its reservation when
	// the ack that confirmed it was applied after that heartbeat was received (the
	// worker starts the job, then acks; the heartbeat may overtake the ack). The worker
	// never holds more than max_jobs (Reserve refuses past it, and so does the worker),
	// so the sum is clamped to capacity: a double count reads as "full" until the next
	// heartbeat, never as a worker over capacity.
	w.MaxJobs = int(maxJobs)
	w.ActiveJobs = int(min(active+jobs, max(maxJobs, active)))
	w.FreeMemoryMB = max(free-mem, 0)
	w.LastHeartbeatMS = received
	st := decodeStats(field(7), field(8), field(9), field(14), ignore)
	w.AvgLatencyMS = float64(latency)
	if st.latencyKnown {
		w.AvgLatencyMS = st.ewmaLatencyMS
	}
	w.CompletionRate = st.completionRate
	if st.outcomeMS > 0 {
		w.CompletionRate = recovered(st.completionRate, nowMS-st.outcomeMS, halfLife)
	}
	w.CompletedJobs = st.completed
	if s := field(11); s != "" {
		var max64 int64
		if max64, err = strconv.ParseInt(s, 10, 64); err != nil || max64 < 0 || max64 > wire.MaxBatch {
			return w, fmt.Errorf("field batch_max: %q", s)
		}
		w.BatchMax = int(max64)
	}
	if s := field(fieldBatchWait); s != "" {
		wait, perr := strconv.ParseInt(s, 10, 64)
		if perr != nil || wait < 0 || wait > wire.MaxBatchWaitMS {
			return w, fmt.Errorf("field batch_max_wait_ms: %q", s)
		}
		w.BatchMaxWaitMS = wait
	}
	if s := field(10); s != "" {
		if err := json.Unmarshal([]byte(s), &w.OpenBatch); err != nil {
			return w, fmt.Errorf("field open_batch: %w", err)
		}
		for m, n := range w.OpenBatch {
			// The heartbeat was validated; clamp what reservations could have made stale.
			if n > w.BatchMax {
				w.OpenBatch[m] = w.BatchMax
			}
		}
	}
	if err := decodeResidency(&w, field(15)); err != nil {
		return w, err
	}
	if err := decodeModelP50(&w, field(16)); err != nil {
		w.ModelLatencyMS = nil
		if ignore != nil {
			ignore("model_p50")
		}
	}
	if s := field(17); s != "" {
		v, err := strconv.ParseFloat(s, 64)
		if err == nil && !math.IsNaN(v) && v >= 0 && v <= wire.MaxAvgLatencyMS {
			w.DispatchMS = v
		} else if ignore != nil {
			ignore("dispatch_ms")
		}
	}
	if err := decodeTasks(&w, field(fieldTasks), field(fieldSpeed)); err != nil {
		return w, err
	}
	if s := field(fieldDeterminism); s != "" {
		if err := json.Unmarshal([]byte(s), &w.Determinism); err != nil {
			return w, fmt.Errorf("field determinism: %w", err)
		}
	}
	return w, nil
}
