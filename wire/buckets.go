package wire

// The KV buckets of a deployment. Their names are fixed, as the streams' are: the
// layout, the generated NATS permissions and every reader name the same buckets, and a
// second deployment on one server could not be told apart by renamed buckets while it
// shares the streams.
const (
	// BucketCheckpoint holds the indexer's checkpoints (the block it resumes from).
	BucketCheckpoint = "infersched-checkpoint"
	// BucketStatus holds every request's status record (what GET /v1/requests/{id}
	// answers).
	BucketStatus = "infersched-status"
	// BucketSightings holds what the indexer saw on chain for the API: requests from 0
	// confirmations, transactions, the head, outputs. Its entries live as long as the
	// REQUESTS stream keeps messages (nats.requests.max_age).
	BucketSightings = "infersched-sightings"
	// BucketConfig holds the runtime configuration (the scheduler section as changed by
	// the admin endpoint) that every replica watches.
	BucketConfig = "infersched-config"
	// BucketLeases holds the scheduler replicas' shard leases.
	BucketLeases = "infersched-leases"
)
