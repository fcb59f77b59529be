// Package bus is the JetStream layout of infersched: stream and subject names, the KV
// buckets, the `nats` config section, Ensure (which creates or updates all of them), the
// JSON messages the indexer publishes, with strict decoders, and a Publisher that
// publishes with a Nats-Msg-Id and waits for the server's acknowledgement.
//
// Layout:
//
//	stream REQUESTS     infer.requests.<model-token>  RequestEvent (one subject per model)
//	                    infer.results                 ResultEvent
//	                    infer.refunds                 RefundEvent
//	                    infer.retractions             Retraction (an event a reorg removed)
//	                    infer.rejections              Rejection (a log that did not decode or was impossible)
//	stream ASSIGNMENTS  infer.assign.<worker>         worker = 0x-prefixed lowercase address
//	stream DECISIONS    infer.decisions
//	KV infersched-checkpoint, infersched-status
//
// A model name becomes one subject token through ModelToken: ASCII letters, digits, '-'
// and '_' stay as they are; every other byte (including '.', '*', '>', '%', spaces and the
// bytes of non-ASCII UTF-8) is written %XX with upper-case hex. The mapping is injective
// and ModelFromToken inverts it.
//
// The package does no chain access and holds no state beyond what it is handed; it must
// not decide anything about scheduling.
package bus
