package rounds

import (
	"strconv"

	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/infersched/infersched/internal/status"
	"github.com/infersched/infersched/scheduler"
)

// Result is what the chain says about a completed request.
type Result struct {
	TxHash     string
	OutputHash string
}

// Voucher authorises the assigned worker to submit the result on chain.
type Voucher struct {
	Expiry    uint64        `json:"expiry"`
	Signature hexutil.Bytes `json:"signature"`
}

// Assignment is the message a worker receives on its subject.
type Assignment struct {
	RequestID          string            `json:"request_id"`
	Attempt            int               `json:"attempt"`
	Round              uint64            `json:"round"`
	Worker             string            `json:"worker"`
	Request            scheduler.Request `json:"request"`
	Prompt             []byte            `json:"prompt"`
	EstimatedLatencyMS float64           `json:"estimated_latency_ms"`
	RetryAfterS        int64             `json:"retry_after_s"`
	Voucher            Voucher           `json:"voucher"`
	// Batched: the worker holds the result for one submitResults transaction with its
	// other batched results of the model; BatchShare is the batch size the plan expects.
	Batched    bool `json:"batched,omitempty"`
	BatchShare int  `json:"batch_share,omitempty"`
}

// MsgID is the assignment's Nats-Msg-Id: requestId:attempt, so a republished
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
// the effective config replay the plan exactly; Dispatched says what became of each
// planned assignment (admission and reservation happen after the plan).
type RoundRecord struct {
	Round      uint64
	Snapshot   *scheduler.Snapshot
	Config     scheduler.Config
	Decision   scheduler.Decision
	Dispatched []Dispatch
	// Released lists the requests whose earlier assignment ended without a result
	// before this round: timed out, or planned last round but never sent.
	Released []string
}
