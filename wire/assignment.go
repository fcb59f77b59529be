package wire

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
)

// MaxAssignmentBytes bounds an assignment message (the prompt is most of it).
const MaxAssignmentBytes = 8 << 20

// ErrBadAssignment wraps every assignment message that does not decode or is malformed.
var ErrBadAssignment = errors.New("invalid assignment")

// Assignment is the message a worker receives on AssignSubject(worker), in the
// ASSIGNMENTS stream, with Nats-Msg-Id MsgID().
type Assignment struct {
	RequestID          string  `json:"request_id"`
	Attempt            int     `json:"attempt"`
	Round              uint64  `json:"round"`
	Worker             string  `json:"worker"`
	Request            Request `json:"request"`
	Prompt             []byte  `json:"prompt"`
	EstimatedLatencyMS float64 `json:"estimated_latency_ms"`
	RetryAfterS        int64   `json:"retry_after_s"`
	Voucher            Voucher `json:"voucher"`
	// Batched: the worker holds the result for one submitResults transaction with its
	// other batched results of the model; BatchShare is the batch size the plan expects.
	Batched    bool `json:"batched,omitempty"`
	BatchShare int  `json:"batch_share,omitempty"`
	// Verify, when set, makes this a verification job (verify.go), not paid work.
	Verify *VerifyJob `json:"verify,omitempty"`
}

// Request is the paid request an assignment carries, as the chain event stated it.
// Times are unix milliseconds.
type Request struct {
	ID               string `json:"id"`   // on-chain request id, decimal
	User             string `json:"user"` // requester address, 0x-prefixed lowercase hex
	ModelID          string `json:"model_id"`
	MaxTokens        uint32 `json:"max_tokens"`
	PriorityFeeWei   string `json:"priority_fee_wei"` // decimal
	SubmittedAtMS    int64  `json:"submitted_at_ms"`
	DeadlineMS       int64  `json:"deadline_ms"`
	GasLimit         uint32 `json:"gas_limit"`
	RequiredMemoryMB int64  `json:"required_memory_mb"`
	Batchable        bool   `json:"batchable"`
	// CallbackGasLimit is the gas the router gives the requester's callback in the
	// result transaction (0: none); the worker's transaction gas must cover it.
	CallbackGasLimit uint32 `json:"callback_gas_limit,omitempty"`
}

// Voucher authorises the assigned worker to submit the result on chain: the scheduler
// key's EIP-712 signature of Assignment(requestId, worker, attempt, inputHash, notBefore,
// expiry), valid while not_before <= block time <= expiry. InputHash is the request's
// commitment to its model, prompt and parameters (contracts.InputHash): a worker checks
// it against the prompt it was given before running it, and the router pays only for a
// voucher signed for the commitment the requester stored.
type Voucher struct {
	NotBefore uint64        `json:"not_before"`
	Expiry    uint64        `json:"expiry"`
	InputHash common.Hash   `json:"input_hash"`
	Signature hexutil.Bytes `json:"signature"`
}

// MsgID is the assignment's Nats-Msg-Id: requestId:attempt, so a republished
// assignment is deduplicated and a reassignment is not.
func (a Assignment) MsgID() string {
	if a.Verify != nil {
		return verifyMsgID(a.RequestID, a.Attempt)
	}
	return a.RequestID + ":" + strconv.Itoa(a.Attempt)
}

// DecodeAssignment parses an assignment strictly: one JSON object of at most
// MaxAssignmentBytes, no unknown fields, a decimal request id that the request repeats,
// an attempt ≥ 1, a worker id, and a 65-byte voucher signature.
func DecodeAssignment(b []byte) (Assignment, error) {
	var a Assignment
	if len(b) > MaxAssignmentBytes {
		return a, fmt.Errorf("%w: %d bytes, the limit is %d", ErrBadAssignment, len(b), MaxAssignmentBytes)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&a); err != nil {
		return a, fmt.Errorf("%w: %v", ErrBadAssignment, err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return a, fmt.Errorf("%w: trailing data after the JSON object", ErrBadAssignment)
	}
	switch {
	case !isDecimalID(a.RequestID):
		return a, fmt.Errorf("%w: request_id must be a decimal id, got %q", ErrBadAssignment, clip(a.RequestID))
	case a.Request.ID != a.RequestID:
		return a, fmt.Errorf("%w: request.id %q is not request_id %q", ErrBadAssignment, clip(a.Request.ID), a.RequestID)
	case a.Attempt < 1:
		return a, fmt.Errorf("%w: attempt must be ≥ 1, got %d", ErrBadAssignment, a.Attempt)
	case !IsWorkerID(a.Worker):
		return a, fmt.Errorf("%w: worker must be a lowercase 0x address, got %q", ErrBadAssignment, clip(a.Worker))
	case a.Request.RequiredMemoryMB < 0:
		return a, fmt.Errorf("%w: request.required_memory_mb must not be negative, got %d", ErrBadAssignment, a.Request.RequiredMemoryMB)
	case a.BatchShare < 0:
		return a, fmt.Errorf("%w: batch_share must not be negative, got %d", ErrBadAssignment, a.BatchShare)
	case len(a.Voucher.Signature) != 65:
		return a, fmt.Errorf("%w: voucher.signature must be 65 bytes, got %d", ErrBadAssignment, len(a.Voucher.Signature))
	}
	if a.Verify != nil {
		return a, a.Verify.check(a.Worker)
	}
	return a, nil
}

// isDecimalID: 1 to 78 decimal digits (a uint256).
func isDecimalID(s string) bool {
	return s != "" && len(s) <= 78 && strings.Trim(s, "0123456789") == ""
}
