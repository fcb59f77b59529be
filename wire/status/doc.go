// Package status is the per-request status model of infersched: the Record the round
// loop writes to the JetStream KV status bucket (key = request id, decimal) for every
// request it knows, its strict JSON codec, and RetryAfter, the answer a status poll
// gives at a moment in time. It also types the sightings the indexer writes for the
// API (requests seen from 0 confirmations, transactions, the head, outputs;
// ComputeSighting answers for them). The stores over the buckets and their watches
// are bus/statuskv's: this package does no I/O (a pure folder, internal/layout).
//
// RetryAfter is computed only from a stored Record, the retry_after config and the time
// of the poll, so that every replica reading the same bucket with the same config gives
// the same Retry-After for the same request (seed 000 §9.4). It must not consult any
// in-memory queue, clock or state of the process that answers.
//
// The package decides nothing about scheduling: it records what the round decided.
package status
