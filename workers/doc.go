// Package workers is the worker registry: it accepts signed heartbeats from GPU workers
// (HTTP and NATS), keeps the live workers in Redis, hands the scheduler a snapshot of them
// (scheduler.WorkerSource), reserves worker capacity atomically for assignments, and
// folds job outcomes into each worker's latency and completion rate.
//
// It does I/O (Redis, NATS, the stake reader) and nothing else: it does not schedule,
// price or publish, and it never trusts a heartbeat it has not verified. A rejected
// heartbeat writes nothing.
//
// The heartbeat's wire format, canonical bytes and signature are in package wire, shared
// with the reference worker; the registry adds the checks that need its state and
// configuration (clock skew, seq replay, stake, the configured limits).
//
// # Heartbeat abuse
//
// A worker's heartbeats are rate limited per key (workers.heartbeat_rate, in process,
// after the signature check so that only the key's holder spends its budget). Stakes
// are cached for stake_cache_ttl whether staked or not, and reads of stakes not in the
// cache draw from one budget (workers.stake_reads_per_second): a flood of fresh
// unstaked keys costs at most that many chain reads, the rest are refused as rate
// limited. Replay protection remembers a worker's last seq only until its heartbeat's
// timestamp is clock_skew old, and its timestamp as at most the time it was received,
// so a heartbeat dated in the future or with a seq far ahead cannot lock the worker's
// own heartbeats out for longer than the skew window.
//
// # Capacity reservations
//
// Reserve, Confirm and Release are Lua scripts, so two scheduler replicas can never both
// take a worker's last slot. A worker's capacity is max_jobs − active_jobs slots and
// free_memory_mb of memory as its last heartbeat reported them, less the reservations
// that heartbeat cannot know about: every pending one (reserved, not yet confirmed) and
// every one confirmed after that heartbeat was received. A pending reservation expires
// after its TTL (workers.reservation_ttl by default); a confirmed one stops counting at
// the worker's next heartbeat, which reports the job itself, and is kept until Release
// or its TTL. Reserving the same request id again is a no-op. The snapshot (Workers)
// counts reservations the same way in ActiveJobs and FreeMemoryMB, clamped to max_jobs
// and 0 MB: a heartbeat that overtook the ack of a job it already counts would otherwise
// count that job twice until the next heartbeat.
//
// # Redis data model
//
// Keys start with workers.key_prefix (default "infersched:workers:"):
//
//	w:<id>  hash   the last accepted heartbeat, stake, receive time and a copy of the
//	               outcome stats; TTL 3 × heartbeat_interval
//	q:<id>  hash   last accepted seq and min(timestamp_ms, received_ms); kept until the
//	               last accepted timestamp is clock_skew old
//	s:<id>  hash   outcomes (completed, failed, EWMA latency, completion rate) and last
//	               models; no TTL, so they outlive heartbeat gaps
//	r:<id>  hash   capacity reservations: request id → memory_mb:expires_ms:confirmed_ms
//	m:<model> set  workers that serve the model (members of expired workers are removed lazily)
//	all     set    workers that may be live (the same)
//	reserved set   workers that may have reservations (the same)
//	backoff hash   workers backed off after repeated failures (scheduler.worker_backoff):
//	               worker → strikes:until_ms; no TTL, an entry goes at the worker's next
//	               result on chain (the round engine keeps it, so a restart keeps it)
//
// A worker whose w: hash expired is gone from the snapshot. The scripts also use keys
// they compute (model sets, other workers' hashes), so every key of the registry must
// live in one hash slot on Redis Cluster: there the key prefix must carry a hash tag
// ("{infersched:workers}:"; New refuses a cluster client otherwise), and each script is
// routed by a key it declares. Standalone and Sentinel work with any prefix. One slot
// means one master serves the registry (a few thousand commands a second; see
// docs/operations.md); the cluster spreads the other keys (the shared rate limits).
package workers
