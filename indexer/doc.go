// Package indexer turns the InferenceRouter's events into JetStream messages, exactly
// once per event, after the configured number of confirmations (or the finalized tag).
//
// It is modelled on Chainlink's LogPoller. It reads only the configured router address
// and its events InferenceRequested, ResultSubmitted, Refunded, FeeBumped and
// WithdrawalRequested (each published on its subject), RequestFromSubscription (merged
// into the request its transaction made, so that the request goes out with its
// subscription and token), and the notes kept with a result's output; backfills in
// ranges of batch_blocks (halving a range when the RPC says it returns too much or times
// out, growing it back after successes; the next range is read while the current one is
// published); processes the last reorg_window blocks before the target one block at a
// time, checking each block's parent hash; checkpoints the last processed block (number
// and hash) in a JetStream KV bucket once everything up to it is acknowledged (after each
// range, each block with events, and each pass); and publishes each event with
// Nats-Msg-Id chainID:txHash:logIndex so that a replayed range is dropped by JetStream's
// duplicate window (nats.duplicate_window, 24h by default).
//
// A reorg found below the target (possible with confirmations 0, or when a reorg is
// deeper than the confirmations) is answered with a Retraction for every event that was
// published from a removed block. An event that reappears after its retraction is
// published again with ":<blockHash>" appended to its message id, since the plain id is
// still inside the duplicate window. A lagging endpoint (head below the checkpoint, or a
// block it does not have yet) is waited for, never taken for a reorg: a reorg is only
// concluded from a block hash that differs on an endpoint that has the block.
//
// Before each pass it also records sightings for the HTTP API in the sightings bucket
// (bus/statuskv.Sightings): the head and the observed block time, every request in
// the blocks not yet published (from 0 confirmations, by id and by transaction; marked
// retracted when a reorg removes it before it is published), and the output of every
// result it publishes (at most status.MaxOutputBytes). Sightings are best effort and
// never hold publishing back.
//
// A log that does not decode, or carries impossible values, goes to infer.rejections
// with the reason and the raw log. The indexer must not interpret events beyond that:
// scheduling decisions belong to the scheduler.
package indexer
