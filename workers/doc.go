// Package workers is the worker registry: it accepts signed heartbeats from GPU workers
// (HTTP and NATS), keeps the live workers in Redis, hands the scheduler a snapshot of them
// (scheduler.WorkerSource), reserves worker capacity atomically for assignments, and
// folds job outcomes into each worker's latency and completion rate.
//
// It does I/O (Redis, NATS, the stake reader) and nothing else: it does not schedule,
// price or publish, and it never trusts a heartbeat it has not verified. A rejected
// heartbeat writes nothing.
//
// # Heartbeat wire format
//
// A heartbeat travels as one JSON object (at most 64 KiB), over HTTP as the body of
// POST /v1/workers/heartbeat, over NATS as a message on infer.heartbeat.<worker>:
//
//	{"heartbeat": {"worker": "0x…", "models": ["llama-7b"], "free_memory_mb": 20480,
//	  "active_jobs": 1, "max_jobs": 4, "avg_latency_ms": 850,
//	  "endpoint": "https://gpu1.example:8443", "timestamp_ms": 1764500000000, "seq": 42},
//	 "signature": "0x<130 hex digits>"}
//
// Unknown fields are rejected (keys match as encoding/json matches them, ignoring case);
// every field but endpoint is required, and null counts as missing. All numbers are
// integers:
//   - worker: the worker's address, lowercase 0x-prefixed hex (42 characters).
//   - models: 1 to workers.max_models names, each 1 to 128 characters of
//     [A-Za-z0-9._:/@+-].
//   - free_memory_mb in [0, 2^30]; max_jobs in [1, workers.max_jobs_cap];
//     active_jobs in [0, max_jobs]; avg_latency_ms in [0, 86 400 000].
//   - endpoint (optional, omit rather than send ""): an http or https URL of at most 512
//     printable ASCII characters, without space, '"' or '\'.
//   - timestamp_ms: unix milliseconds, within ±workers.clock_skew of the registry's
//     clock, and not below the worker's last accepted timestamp_ms.
//   - seq in [1, 2^53−1], strictly above the worker's last accepted seq. The registry
//     remembers the last seq for 3 × heartbeat_interval + 2 × clock_skew after the last
//     heartbeat, so seq must also grow across a quick worker restart: use a persisted
//     counter, or the heartbeat's timestamp_ms when heartbeats are at least 1 ms apart.
//
// # Canonical bytes and signature
//
// The signature is an EIP-191 personal-message signature (what eth_sign / personal_sign,
// ethers' signMessage and go-ethereum's accounts.TextHash + crypto.Sign produce) by the
// worker's key over the heartbeat's canonical bytes:
//
//	keccak256("\x19Ethereum Signed Message:\n" + len(canonical) + canonical)
//
// 65 bytes r ‖ s ‖ v as hex (0x prefix optional), v 27/28 or 0/1, s in the lower half of
// the curve order. The canonical bytes are the heartbeat as compact JSON (no whitespace
// at all) with exactly these keys in exactly this order:
//
//	{"worker":W,"models":[M1,…],"free_memory_mb":N,"active_jobs":N,"max_jobs":N,
//	 "avg_latency_ms":N,"endpoint":E,"open_batch":{M:N,…},"batch_max":N,
//	 "timestamp_ms":N,"seq":N}
//
// where models are sorted by byte value with duplicates removed, "endpoint":E is left
// out entirely when there is no endpoint, "open_batch" (results held for the next
// submitResults, per model, keys sorted by byte value, each 1..batch_max) when no model
// has an open batch, and "batch_max" when it is 0 (a worker that does not batch signs
// the same bytes as before batching existed), numbers are base-10 integers without leading
// zeros or "+" (a minus sign only for negative numbers, which are rejected anyway), and
// strings are written between double quotes as they are (the character rules above
// leave nothing to escape). For example, the key
// 0x0123456789012345678901234567890123456789012345678901234567890123 (address
// 0x14791697260e4c9a71f18484c9f997b308e59325) signs the canonical bytes
//
//	{"worker":"0x14791697260e4c9a71f18484c9f997b308e59325","models":["a","b"],"free_memory_mb":1024,"active_jobs":0,"max_jobs":2,"avg_latency_ms":100,"timestamp_ms":1764500000000,"seq":1}
//
// as 0x0ddbb45eabe6d068aa2a04efe10e1ac06fcf9bf220300d40cea1925b18344567
// 7c9db26e2b9498f7b7c22a6dde718806855ac94f3c60f01f00ba8e4ca4eaa2851b (one hex string,
// split here; TestCanonicalBytesAndSignatureVector checks this vector).
//
// Sign produces a SignedHeartbeat from a key; Heartbeat.CanonicalBytes gives the bytes.
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
// counts reservations the same way in ActiveJobs and FreeMemoryMB.
//
// # Redis data model
//
// Keys start with workers.key_prefix (default "infersched:workers:"):
//
//	w:<id>  hash   the last accepted heartbeat, stake, receive time and a copy of the
//	               outcome stats; TTL 3 × heartbeat_interval
//	q:<id>  hash   last accepted seq and timestamp_ms; TTL 3 × heartbeat_interval + 2 × clock_skew
//	s:<id>  hash   outcomes (completed, failed, EWMA latency, completion rate) and last
//	               models; no TTL, so they outlive heartbeat gaps
//	r:<id>  hash   capacity reservations: request id → memory_mb:expires_ms:confirmed_ms
//	m:<model> set  workers that serve the model (members of expired workers are removed lazily)
//	all     set    workers that may be live (the same)
//	reserved set   workers that may have reservations (the same)
//
// A worker whose w: hash expired is gone from the snapshot. The scripts use keys they
// compute, so the registry runs on a standalone Redis or one behind Sentinel, not on
// Redis Cluster.
package workers
