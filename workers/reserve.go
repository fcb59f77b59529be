package workers

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/infersched/infersched/wire"
)

// A reservation holds one job slot and some memory of a worker for one request, so that
// two scheduler replicas cannot both give a worker its last slot. It is stored as
// "memory_mb:expires_ms:confirmed_ms" under the request id in the worker's reservation
// hash; confirmed_ms is 0 until Confirm.
//
// A worker's capacity is max_jobs − active_jobs job slots and free_memory_mb of memory,
// as of its last heartbeat, less the reservations that heartbeat cannot know about: every
// pending one, and every one confirmed after the heartbeat was received. A confirmed
// reservation stops counting at the next heartbeat, which reports the job in
// active_jobs and free_memory_mb itself; it stays stored until Release or expiry so that
// the request id is still known.
//
// Each entry carries its own expiry, checked against the registry's clock; the hash key
// itself expires a minute after its last entry, only to collect garbage.

// reserveScript: KEYS: worker hash, reservation hash, reserved set. ARGV: request id,
// memory_mb, now_ms, expires_ms, worker id.
var reserveScript = redis.NewScript(scriptLua + `
if redis.call('TYPE', KEYS[1])['ok'] ~= 'hash' then return {'unknown'} end
local w = redis.call('HMGET', KEYS[1], 'max_jobs', 'active_jobs', 'free_memory_mb', 'received_ms')
local maxj, jobs, free, recv = tonumber(w[1]), tonumber(w[2]), tonumber(w[3]), tonumber(w[4])
-- the heartbeat writes these; a record without them is not a live worker's
if not (maxj and jobs and free and recv) then return {'unknown'} end
local now, want, keep = tonumber(ARGV[3]), tonumber(ARGV[2]), tonumber(ARGV[4])
local used = 0
local all = safe('HGETALL', KEYS[2])
for i = 1, #all, 2 do
  local m, e, c = string.match(all[i + 1], '^(%d+):(%d+):(%d+)$')
  m, e, c = tonumber(m), tonumber(e), tonumber(c)
  if m == nil or e <= now then
    redis.call('HDEL', KEYS[2], all[i])
  elseif all[i] == ARGV[1] then
    return {'exists'}
  else
    if c == 0 or c > recv then
      jobs = jobs + 1
      used = used + m
    end
    if e > keep then keep = e end
  end
end
if jobs + 1 > maxj then return {'jobs', tostring(jobs), tostring(maxj)} end
if used + want > free then return {'memory', tostring(free - used), tostring(want)} end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2] .. ':' .. ARGV[4] .. ':0')
redis.call('PEXPIRE', KEYS[2], keep - now + 60000)
safe('SADD', KEYS[3], ARGV[5])
bump(ARGV[5])
return {'ok'}
`)

// confirmScript: KEYS: reservation hash. ARGV: request id, now_ms, expires_ms.
var confirmScript = redis.NewScript(scriptLua + `
local v = safe('HGET', KEYS[1], ARGV[1])
if not v then return 0 end
local m, e, c = string.match(v, '^(%d+):(%d+):(%d+)$')
if m == nil or tonumber(e) <= tonumber(ARGV[2]) then
  redis.call('HDEL', KEYS[1], ARGV[1])
  return 0
end
if tonumber(c) == 0 then c = ARGV[2] end
redis.call('HSET', KEYS[1], ARGV[1], m .. ':' .. ARGV[3] .. ':' .. c)
local want = tonumber(ARGV[3]) - tonumber(ARGV[2]) + 60000
if redis.call('PTTL', KEYS[1]) < want then redis.call('PEXPIRE', KEYS[1], want) end
bump(ARGV[#ARGV])
return 1
`)

// maxRequestIDLen bounds a request id (an on-chain uint256 in decimal has 78 digits).
const maxRequestIDLen = 128

// Reserve holds a job slot and memoryMB of worker's memory for requestID until ttl
// passes (workers.reservation_ttl when ttl ≤ 0), unless Confirm or Release comes first.
// It fails with ErrNoCapacity when the worker has no free slot or too little free memory
// once live reservations are counted, and ErrUnknownWorker when the worker is not live.
// Reserving a request id that already holds a live reservation on the worker succeeds
// and changes nothing.
func (r *Registry) Reserve(ctx context.Context, worker, requestID string, memoryMB int64, ttl time.Duration) error {
	if err := checkIDs(worker, requestID); err != nil {
		return err
	}
	if memoryMB < 0 || memoryMB > wire.MaxFreeMemoryMB {
		return fmt.Errorf("reserve %s on %s: memory_mb must be in [0, %d], got %d", requestID, worker, wire.MaxFreeMemoryMB, memoryMB)
	}
	if ttl <= 0 {
		ttl = r.cfg.ReservationTTL
	}
	now := r.clock()
	res, err := r.pipe.eval(ctx, reserveScript, r.keys.versioned(r.keys.worker(worker), r.keys.resv(worker), r.keys.reserved()),
		requestID, memoryMB, now.UnixMilli(), now.Add(ttl).UnixMilli(), worker).StringSlice()
	if err != nil {
		return fmt.Errorf("reserve %s on %s: %w", requestID, worker, err)
	}
	switch {
	case len(res) == 1 && (res[0] == "ok" || res[0] == "exists"):
		return nil
	case len(res) == 1 && res[0] == "unknown":
		return fmt.Errorf("reserve %s: %w %s: not live", requestID, ErrUnknownWorker, worker)
	case len(res) == 3 && res[0] == "jobs":
		return fmt.Errorf("reserve %s on %s: %w: %s of %s job slots taken", requestID, worker, ErrNoCapacity, res[1], res[2])
	case len(res) == 3 && res[0] == "memory":
		return fmt.Errorf("reserve %s on %s: %w: %s MB free, %s MB wanted", requestID, worker, ErrNoCapacity, res[1], res[2])
	default:
		return fmt.Errorf("reserve %s on %s: unexpected script reply %q", requestID, worker, res)
	}
}

// Confirm marks the reservation of requestID on worker as taken up by the worker (it
// acknowledged the assignment) and keeps it until ttl passes (workers.reservation_ttl
// when ttl ≤ 0) or Release. It counts against capacity until the worker's next
// heartbeat. ErrUnknownReservation when there is no live reservation; confirming twice
// only extends it.
func (r *Registry) Confirm(ctx context.Context, worker, requestID string, ttl time.Duration) error {
	if err := checkIDs(worker, requestID); err != nil {
		return err
	}
	if ttl <= 0 {
		ttl = r.cfg.ReservationTTL
	}
	now := r.clock()
	n, err := r.pipe.eval(ctx, confirmScript, r.keys.versioned(r.keys.resv(worker)),
		requestID, now.UnixMilli(), now.Add(ttl).UnixMilli(), worker).Int()
	if err != nil {
		return fmt.Errorf("confirm %s on %s: %w", requestID, worker, err)
	}
	if n == 0 {
		return fmt.Errorf("confirm %s on %s: %w", requestID, worker, ErrUnknownReservation)
	}
	return nil
}

// Release drops the reservation of requestID on worker, if there is one: the job
// finished, failed or was never taken up. Releasing twice is fine.
func (r *Registry) Release(ctx context.Context, worker, requestID string) error {
	if err := checkIDs(worker, requestID); err != nil {
		return err
	}
	if err := r.pipe.eval(ctx, releaseScript, r.keys.versioned(r.keys.resv(worker)), requestID, worker).Err(); err != nil {
		return fmt.Errorf("release %s on %s: %w", requestID, worker, err)
	}
	return nil
}

func checkIDs(worker, requestID string) error {
	if !wire.IsWorkerID(worker) {
		return fmt.Errorf("%w %q: want a lowercase 0x-prefixed address", ErrUnknownWorker, clip(worker))
	}
	if requestID == "" || len(requestID) > maxRequestIDLen || !printableNoEscape(requestID) {
		return fmt.Errorf("request id %q: must be 1 to %d printable ASCII characters", clip(requestID), maxRequestIDLen)
	}
	return nil
}

// countReservations applies the script's counting rule in Go, for the snapshot.
func countReservations(resv map[string]string, nowMS, receivedMS int64) (jobs, memMB int64) {
	for _, v := range resv {
		parts := strings.Split(v, ":")
		if len(parts) != 3 {
			continue
		}
		m, err1 := strconv.ParseInt(parts[0], 10, 64)
		e, err2 := strconv.ParseInt(parts[1], 10, 64)
		c, err3 := strconv.ParseInt(parts[2], 10, 64)
		if err1 != nil || err2 != nil || err3 != nil || e <= nowMS {
			continue
		}
		if c == 0 || c > receivedMS {
			jobs++
			memMB += m
		}
	}
	return jobs, memMB
}

func printableNoEscape(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x20 || c > 0x7e || c == '"' || c == '\\' {
			return false
		}
	}
	return true
}

func clip(s string) string {
	if len(s) > 64 {
		return s[:64] + "…"
	}
	return s
}
