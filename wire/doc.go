// Package wire is the protocol between the daemon, the worker registry and GPU workers:
// every NATS stream and subject name and the builders of per-model, per-worker and
// per-round subjects, the assignment message, the signed ack/nack, the signed heartbeat
// with its canonical bytes, their EIP-191 signing and strict decoders, and the model-name
// rule. Its subpackages are the rest of the protocol: wire/events (the REQUESTS stream's
// event schema the indexer writes and the feed reads) and wire/status (the status
// record, the sightings and the Retry-After a poll gets). The bus families (bus/feed,
// bus/dispatch, bus/acks, bus/decisions, bus), the registry (workers) and the reference
// worker (agent) all use it, so a third-party worker needs only this folder's
// documentation.
//
// It is pure encoding and naming: no NATS, Redis or chain client, no clock, no state.
// It imports the standard library, go-ethereum's common types and crypto, and the
// basement (internal/validate, internal/canonjson); wire/events also the scheduler's
// request type. internal/layout keeps that (a pure folder, floor 3).
//
// # Who may import what
//
// The reference worker (agent) is a client of the server, not a part of it: its
// non-test code imports only wire, contracts and the basement (internal/), and
// libraries; never rounds, bus, workers, scheduler or the daemon (internal/layout).
//
// # Subjects
//
//	stream REQUESTS     infer.requests.<model-token>  request events (one subject per model)
//	                    infer.results, infer.refunds, infer.retractions, infer.rejections,
//	                    infer.feebumps, infer.withdrawals (a raised fee, a withdrawn request)
//	stream ASSIGNMENTS  infer.assign.<worker>         Assignment, Nats-Msg-Id requestId:attempt
//	stream DECISIONS    infer.decisions.<round>       one decision record per round of shard 0's chain
//	                    infer.decisions.<i>.<round>   the same of shard i's chain, i > 0
//	                    infer.anchors                 on-chain anchors of spans of records
//	core NATS           infer.acks.<worker>           Ack (request/reply: "ok" or the reason)
//	                    infer.heartbeat.<worker>      SignedHeartbeat (queue group infersched-workers)
//
// <worker> is the worker's address as lowercase 0x-prefixed hex (WorkerID). A model
// name becomes one subject token through ModelToken: ASCII letters, digits, '-' and '_'
// stay as they are; every other byte (including '.', '*', '>', '%', spaces and the bytes
// of non-ASCII UTF-8) is written %XX with upper-case hex. The mapping is injective and
// ModelFromToken inverts it.
//
// # Assignments
//
// One JSON object (Assignment) per attempt: request id, attempt (from 1), round, worker,
// the request as the chain stated it, the prompt (base64), the estimated latency, the
// requester's Retry-After, and the voucher (window not_before..expiry, the request's
// commitment input_hash, 65-byte EIP-712 signature by the scheduler key over the attempt
// too) that InferenceRouter.submitResult checks. A worker runs the prompt only if it
// hashes to input_hash and to the commitment stored on chain. DecodeAssignment is strict.
//
// # Acks and nacks
//
// A worker acknowledges an assignment with Ack, signed (EIP-191 personal message) over
// "infersched ack\n<request_id>\n<attempt>\n<worker>", or refuses it with Failed set,
// signed over "infersched nack\n…"; the reason is not signed. An ack signed by anyone but
// the assigned worker, on another worker's subject, or for an older attempt is refused.
//
// # Heartbeats
//
// A heartbeat travels as one JSON object (at most 64 KiB), over HTTP as the body of
// POST /v1/workers/heartbeat, over NATS as a request on infer.heartbeat.<worker> (the
// reply is a HeartbeatReply or an ErrorBody):
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
//   - models: 1 to workers.max_models names, each a ValidModelName: 1 to 128
//     characters of [A-Za-z0-9._:/@+-].
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
//   - tasks (optional): per model served, the tasks the worker serves it for, from
//     "chat", "completion", "embedding", "image", "transcription" (the inference
//     request document's tasks), at least one, e.g. {"llama-7b":["chat","completion"],
//     "sdxl":["image"]}. A model left out serves chat and completion (a plain prompt
//     needs either), which is what a heartbeat without tasks says of every model. The
//     scheduler sends a request only to a worker that serves its model for its task.
//   - speed (optional): per model served, the worker's measured rates, each a windowed
//     median of its own jobs, each an integer left out when not measured, at least one
//     per entry, each in [0, 2^40]:
//     decode_tps (tokens generated per second), prefill_tps (prompt tokens read per
//     second; an embedding's input too), steps_per_min (image denoising steps per
//     minute: a minute, so that an integer holds a slow device's fraction of a step a
//     second), audio_bps (bytes of audio input transcribed per second: the scheduler
//     knows an input's size, not its duration). E.g.
//     {"llama-7b":{"decode_tps":41,"prefill_tps":1800},"sdxl":{"steps_per_min":96}}.
//     A model without rates is timed by the worker's latency (its P50, avg_latency_ms);
//     with them, a route's time is its load when cold plus the request's prompt ÷
//     prefill_tps plus its maxTokens ÷ decode_tps (or its steps ÷ steps per second, or a
//     transcription's input_bytes ÷ audio_bps).
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
//	 "batch_max_wait_ms":N,"residency":{M:{"warm":B,"load_ms":N,"memory_mb":N},…},"tasks":{M:[T,…],…},
//	 "speed":{M:{"decode_tps":N,"prefill_tps":N,"steps_per_min":N,"audio_bps":N},…},
//	 "backend_metrics":S,
//	 "timestamp_ms":N,"seq":N}
//
// where models are sorted by byte value with duplicates removed, "endpoint":E is left
// out entirely when there is no endpoint, "open_batch" (results held for the next
// submitResults, per model, keys sorted by byte value, each 1..batch_max) when no model
// has an open batch, "batch_max" when it is 0 (a worker that does not batch signs
// the same bytes as one whose heartbeat has no batch fields), "batch_max_wait_ms" (how long it holds a
// batched result for more, 1..600000, only with a batch_max above 1) when it does not
// say it, and "residency" (per model: loaded or
// not, load time, memory of its weights; keys sorted, every model served) when the
// worker does not report it (it signs the same bytes as a heartbeat without residency),
// "tasks" (keys sorted, each list in the order chat, completion, embedding, image,
// transcription, without repeats) and "speed" (keys sorted, each entry's rates in the
// order shown, a rate of 0 left out) when the worker does not report them,
// "backend_metrics" (where the load figures come from: a metrics format such as "vllm",
// or "none" for the worker's own count, or "unavailable"; 1 to 32 of [a-z0-9_]) when
// the worker does not say it, numbers are base-10 integers without leading
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
// Sign produces a SignedHeartbeat from a key; Heartbeat.CanonicalBytes gives the bytes;
// DecodeSignedHeartbeat and Heartbeat.Check are the strict decoding the registry runs.
//
// The model-name rule (ValidModelName) is the same for heartbeats and a worker's
// configuration.
package wire
