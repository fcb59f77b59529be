// Package lease elects, per shard, the one scheduler replica that runs the shard's
// rounds. A shard is a model group: the FNV-1a hash of the model name modulo the
// configured shard count. Each shard's lease is a key of a NATS JetStream KV bucket whose
// entries expire after the lease TTL; it is taken with KV Create (the key must be absent)
// and renewed with KV Update at the revision last written, so the consensus is
// JetStream's own (Raft, at R3 in a cluster), never a protocol of ours. A KV edge: chain
// of custody JetStream → replica, one arrow.
//
// A holder that cannot renew within the renew deadline (< TTL) stops leading before the
// lease can expire on the server and be taken elsewhere. On taking a shard it writes the
// shard's fence to the ASSIGNMENTS stream; assignments of the shard are published with
// that fence's sequence as their expected last sequence, so a deposed holder's late
// publish fails in JetStream instead of reaching a worker.
//
// It elects and fences; it must not decide anything about scheduling.
package lease
