package rounds

import (
	"context"
	"math/big"
	"time"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/flowcontrol"
	"github.com/infersched/infersched/wire/status"
)

// Capacity books worker capacity for assignments; implemented by the Redis registry
// (package workers), atomically across scheduler replicas.
type Capacity interface {
	Reserve(ctx context.Context, worker, requestID string, memoryMB int64, ttl time.Duration) error
	Confirm(ctx context.Context, worker, requestID string, ttl time.Duration) error
	Release(ctx context.Context, worker, requestID string) error
	RecordOutcome(ctx context.Context, worker string, ok bool, latencyMS float64) error
}

// SharedLimits takes a request's tokens from the flow-control limits that span
// scheduler replicas (per requester, per model group's requests); implemented on Redis
// GCRA by workers/ratelimit. With it, the engine's in-process buckets keep only the
// node limits and the group byte limits (flowcontrol.Config.WithoutShared).
type SharedLimits interface {
	Take(ctx context.Context, model, requester string) (flowcontrol.Decision, error)
	SetConfig(flowcontrol.Config) error
}

// Sink receives what a round decided. Round is called once per numbered round (an idle
// round has no number and no record), after the plan and before any Assign: it must
// store the record or fail (retrying what can be retried), and a failure abandons the
// round. Assign is called once per dispatched assignment, then Statuses.
type Sink interface {
	Assign(ctx context.Context, a Assignment) error
	Statuses(ctx context.Context, st []status.Record) error
	Round(ctx context.Context, r RoundRecord) error
}

// SampledMarker is what a Sink may also do: mark a completed request's status record
// sampled (status.VerificationSampled), its result drawn for a check, unless the record
// says more already (a verdict) or is not completed yet (the feed's completed write
// then asks Engine.Sampled). nowMS is the record's new updated_at_ms.
type SampledMarker interface {
	MarkSampled(ctx context.Context, requestID string, nowMS int64) error
}

// Leadership says which requests this replica schedules: the holder of a shard's lease
// runs its rounds (bus/lease implements it). Without one the engine schedules
// everything, as a single replica does.
type Leadership interface {
	// Schedules reports whether this replica runs the rounds of model's shard now.
	Schedules(model string) bool
	// Leading reports whether it runs any shard's rounds now.
	Leading() bool
	// Epoch changes whenever a shard is lost; a round's record carries the epoch its
	// round began under, so that the decision log refuses a deposed leader's record.
	Epoch() uint64
	// Leads is the shards it runs now, in order: a round plays each one's rounds in
	// turn, each with its own record on its own chain.
	Leads() []int
	// ShardOf is model's shard.
	ShardOf(model string) int
}

// soleReplica schedules everything.
type soleReplica struct{}

func (soleReplica) Schedules(string) bool { return true }

func (soleReplica) Leading() bool { return true }

func (soleReplica) Epoch() uint64 { return 0 }

func (soleReplica) Leads() []int { return []int{0} }

func (soleReplica) ShardOf(string) int { return 0 }

// Backoffs keeps the workers' backoff (scheduler.worker_backoff) across restarts;
// implemented by the Redis registry (package workers). PutBackoff with 0 strikes forgets
// the worker. Backoffs lists what is kept; an entry that does not decode is left out by
// the store (logged), never returned half read.
type Backoffs interface {
	PutBackoff(ctx context.Context, b scheduler.WorkerBackoff) error
	Backoffs(ctx context.Context) ([]scheduler.WorkerBackoff, error)
}

// VoucherTerms are what one attempt's voucher grants: Worker may submit the result of
// Request (with Prompt) while NotBefore <= block time <= Expiry (unix seconds).
type VoucherTerms struct {
	RequestID *big.Int
	Request   scheduler.Request
	Prompt    []byte
	Worker    string
	Attempt   int
	NotBefore uint64
	Expiry    uint64
}

// Voucher is a signed voucher: the request's commitment it was signed for (the
// router's inputHashOf of the model, prompt and parameters) and the signature.
type Voucher struct {
	InputHash [32]byte
	Signature []byte
}

// ResultWaitFunc is how long a result transaction waits, from the block that includes
// it, before the scheduler is told of it: the indexer's confirmations × the observed
// block time, or with the finalized tag the expected finality delay. It is called once
// per round and has no error: a source that cannot read the chain answers its fallback,
// erring long (a late lapse costs a dead worker's request some time; an early one
// reassigns a request whose result is on its way).
type ResultWaitFunc func(ctx context.Context) time.Duration

// VoucherFunc signs the EIP-712 voucher that InferenceRouter.submitResult checks:
// Assignment(requestId, worker, attempt, inputHash, notBefore, expiry).
type VoucherFunc func(VoucherTerms) (Voucher, error)
