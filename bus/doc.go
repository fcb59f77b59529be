// Package bus is the JetStream layout of infersched: the streams and KV buckets, the
// `nats` config section, Ensure (which creates or updates all of them), the
// JSON messages the indexer publishes, with strict decoders, and a Publisher that
// publishes with a Nats-Msg-Id and waits for the server's acknowledgement.
//
// The stream and subject names are package wire's (the protocol shared with workers);
// bus creates the streams over them:
//
//	stream REQUESTS     request events per model, results, refunds, retractions, rejections
//	stream ASSIGNMENTS  assignments, one subject per worker
//	stream DECISIONS    decision records, one subject per round, and their anchors
//	KV infersched-checkpoint, infersched-status
//
// The package does no chain access and holds no state beyond what it is handed; it must
// not decide anything about scheduling.
package bus
