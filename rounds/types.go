package rounds

import (
	"strconv"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/verification"
	"github.com/infersched/infersched/wire/status"
)

// Result is what the chain says about a completed request.
type Result struct {
	TxHash     string
	OutputHash string
	// BlockTimeMS is the timestamp of the block that includes the result transaction
	// (unix ms); 0 when the indexer did not know it.
	BlockTimeMS int64
	// BlockHash is the hash (0x hex) of the block that includes the result: with the
	// request id, the verification draw's seed.
	BlockHash string
}

// Assignment is one dispatched assignment, with the voucher (the scheduler key's
// EIP-712 signature) that lets the worker submit the result on chain. The Sink turns
// it into the worker's wire.Assignment message.
type Assignment struct {
	RequestID          string
	Attempt            int
	Round              uint64
	Worker             string
	Request            scheduler.Request
	Prompt             []byte
	EstimatedLatencyMS float64
	RetryAfterS        int64
	// The voucher's window (unix seconds, inclusive), the request's commitment it was
	// signed for, and the signature.
	VoucherNotBefore uint64
	VoucherExpiry    uint64
	VoucherInputHash [32]byte
	VoucherSignature []byte
	// Batched: the worker holds the result for one submitResults transaction with its
	// other batched results of the model; BatchShare is the batch size the plan expects.
	Batched    bool
	BatchShare int
}

// MsgID is the assignment's deduplication id: requestId:attempt, so a republished
// assignment is deduplicated and a reassignment is not.
func (a Assignment) MsgID() string { return a.RequestID + ":" + strconv.Itoa(a.Attempt) }

// Dispatch is what became of one planned assignment.
type Dispatch struct {
	RequestID string       `json:"request_id"`
	Worker    string       `json:"worker"`
	Attempt   int          `json:"attempt"`
	State     status.State `json:"state"`            // assigned, throttled or failed
	Reason    string       `json:"reason,omitempty"` // the limit that throttled it, or the failure
}

// RoundRecord is everything a round decided, for the decision log: the snapshot and
// the effective config replay the plan exactly. It is written before dispatch, so it
// holds the plan; a planned assignment that admission or dispatch held back is listed
// in the next round's Released.
type RoundRecord struct {
	Round uint64
	// Shard is the shard whose round it is: the record goes on that shard's chain
	//.
	Shard int
	// Epoch is the leadership epoch the round began under (Leadership.Epoch): the
	// decision log refuses the record once a shard was lost since.
	Epoch    uint64
	Snapshot *scheduler.Snapshot
	Config   scheduler.Config
	Decision scheduler.Decision
	// Released lists the requests whose earlier assignment ended without a result
	// before this round: timed out, or planned last round but never sent.
	Released []string
	// Verification is what the round drew, assigned and learnt of verification;
	// nil when nothing.
	Verification *verification.Log
	// RequestHashes is, per request of Snapshot.Requests, its content hash
	// (decisionlog.ContentHash), computed once when the request was added; nil: not
	// known (the record computes them).
	RequestHashes []string
}
