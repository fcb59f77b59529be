package indexer

import "go.uber.org/zap"

// Several replicas, several indexers: every replica runs one, and
// they publish the same events with the same Nats-Msg-Id, which JetStream stores once.
// On a clustered stream a publish that meets the same id still in flight from another
// indexer is refused as "in process" (10158); the publisher publishes it again until
// JetStream stores it or calls it a duplicate. That is expected, so it is logged at
// debug and counted in infersched_indexer_duplicates_in_process_total, never as an
// indexer error, and the pass goes on instead of failing and waiting a poll interval.
//
// Why not one indexer at a time behind a lease: the duplicates cost one extra publish
// each and nothing else (the window dedupes them); a lease would add a failover delay
// to the chain → REQUESTS path, where every replica indexing is what keeps it warm.

// InProcess is the publisher's hook for such a refusal (bus.Publisher.OnConflict): the
// wiring sets it on the publisher it hands the indexer's ports.
func (ix *Indexer) InProcess(subject, msgID string) {
	ix.m.inProcess.Inc()
	ix.log.Debug("event in process by another indexer, published again", zap.String("subject", subject), zap.String("msg_id", msgID))
}
