package status

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"unicode/utf8"

	"github.com/infersched/infersched/internal/validate"
)

// State is where a request is in its life.
type State string

// The states of a request. The last six are final: the request's answer no longer
// changes.
const (
	// StatePendingConfirmation: the request transaction is seen but still waits for
	// confirmations.
	StatePendingConfirmation State = "pending_confirmation"
	// StateQueued: confirmed and waiting for a worker.
	StateQueued State = "queued"
	// StateThrottled: waiting because a flow-control bucket held it back this round.
	StateThrottled State = "throttled"
	// StatePriceUnavailable: waiting because its fee is in a token whose price feed the
	// last round could not read fresh (stale, unreadable or gone): it is not priced at a
	// guess, and is scheduled again once the feed answers.
	StatePriceUnavailable State = "price_unavailable"
	// StateAssigned: a worker has it.
	StateAssigned State = "assigned"
	// StateCompleted: a result transaction was accepted on chain.
	StateCompleted State = "completed"
	// StateExpired: the deadline passed without a result.
	StateExpired State = "expired"
	// StateFailed: the request cannot be served (for example no worker serves its model
	// and it was given up on).
	StateFailed State = "failed"
	// StateRefunded: the requester took the fee back on chain.
	StateRefunded State = "refunded"
	// StateRetracted: a reorg removed the request's transaction from the chain.
	StateRetracted State = "retracted"
	// StateInvalidRequest: the request's prompt is an inference request document that
	// does not decode (Record.Error names the member). It is never assigned; the
	// requester takes the fee back with refund(id) once the deadline passes (Refundable).
	StateInvalidRequest State = "invalid_request"
)

// States lists every state, in the order of the life of a request.
func States() []State {
	return []State{StatePendingConfirmation, StateQueued, StateThrottled, StatePriceUnavailable, StateAssigned,
		StateCompleted, StateExpired, StateFailed, StateRefunded, StateRetracted, StateInvalidRequest}
}

// Valid reports whether s is one of the states.
func (s State) Valid() bool {
	switch s {
	case StatePendingConfirmation, StateQueued, StateThrottled, StatePriceUnavailable, StateAssigned,
		StateCompleted, StateExpired, StateFailed, StateRefunded, StateRetracted, StateInvalidRequest:
		return true
	}
	return false
}

// Final reports whether s is an end state (completed, expired, failed, refunded,
// retracted, invalid_request).
func (s State) Final() bool {
	switch s {
	case StateCompleted, StateExpired, StateFailed, StateRefunded, StateRetracted, StateInvalidRequest:
		return true
	}
	return false
}

// Refundable reports whether a request that ended in s still holds its fee, for its
// requester (or anyone refunding for it) to take back with the router's refund(id)
// once its deadline passes: expired (no result came) and invalid_request (it could not
// be run). A refund event then moves the record to refunded.
func (s State) Refundable() bool {
	return s == StateExpired || s == StateInvalidRequest
}

// Record is the status of one request: the value stored under the request's id in the
// status bucket. Times are unix milliseconds; 0 means "not set".
// What a completed request's latency_ms measures (Record.LatencyKind).
const (
	LatencyInclusion = "inclusion"
	LatencyIndexed   = "indexed"
)

type Record struct {
	RequestID string `json:"request_id"` // on-chain id, canonical decimal uint256
	Model     string `json:"model"`
	User      string `json:"user"` // requester, 0x-prefixed lowercase hex; may be empty
	State     State  `json:"state"`
	// QueuePosition is the 0-based position among the model's unassigned requests in
	// priority order, as of the round that wrote the record.
	QueuePosition int    `json:"queue_position"`
	Worker        string `json:"worker"` // 0x-prefixed lowercase hex; empty until assigned
	Attempt       int    `json:"attempt"`
	Round         uint64 `json:"round"` // the round that wrote the record
	// Shard is the shard whose chain Round is on (each shard's chain has its
	// own round numbers); absent for shard 0.
	Shard int `json:"shard,omitempty"`
	// ETAMS is the raw estimate (before margin and clamp) the round computed;
	// RetryAfterS the Retry-After it computed from it. Both as of UpdatedAtMS.
	ETAMS                  int64 `json:"eta_ms"`
	RetryAfterS            int64 `json:"retry_after_s"`
	SubmittedAtMS          int64 `json:"submitted_at_ms"`
	DeadlineMS             int64 `json:"deadline_ms"`
	AssignedAtMS           int64 `json:"assigned_at_ms"`
	EstimatedLatencyMS     int64 `json:"estimated_latency_ms"`
	ConfirmationsRemaining int   `json:"confirmations_remaining"`
	UpdatedAtMS            int64 `json:"updated_at_ms"`
	// Set when completed.
	ResultTxHash string `json:"result_tx_hash,omitempty"` // 0x + 64 lowercase hex
	// RefundTxHash, when refunded: the transaction that refunded the fee (the
	// requester's refund, or the keeper's refundMany), 0x + 64 lowercase hex.
	RefundTxHash string `json:"refund_tx_hash,omitempty"`
	OutputHash   string `json:"output_hash,omitempty"` // 0x + 64 lowercase hex
	LatencyMS    int64  `json:"latency_ms,omitempty"`
	// LatencyKind says what LatencyMS measures: LatencyInclusion (assignment to the
	// block that includes the result transaction, no confirmations) or LatencyIndexed
	// (assignment to the indexed result event, confirmations included, when the block
	// time was not known; the worker's latency average is then not fed with it).
	LatencyKind string `json:"latency_kind,omitempty"`
	// FeeNeededWei (decimal wei) is set while the request is queued because its fee is
	// below the gas of its result at the last round's price (fee_below_cost): the fee
	// that would have covered it.
	FeeNeededWei string `json:"fee_needed_wei,omitempty"`
	// Fee (decimal) is the request's fee now, in its currency: wei, or FeeToken's units
	// (a request paid from a token subscription); a raised fee (bumpFee) shows here from
	// the first round that priced it. FeeNeeded is FeeNeededWei in the token's units.
	Fee       string `json:"fee,omitempty"`
	FeeToken  string `json:"fee_token,omitempty"`
	FeeNeeded string `json:"fee_needed,omitempty"`
	// VoucherExpiry (unix seconds) is the expiry of the latest voucher issued for the
	// request: a later attempt's voucher starts after it, so no two are valid at once.
	VoucherExpiry uint64 `json:"voucher_expiry,omitempty"`
	// VoucherNotBefore (unix seconds) is when the current attempt's voucher opens: 0 for
	// a first attempt (valid at once), after the previous attempt's expiry for a
	// reassigned one. The worker cannot be paid before it, so the run, its lapse and the
	// Retry-After count from max(assigned_at_ms, voucher_not_before).
	VoucherNotBefore uint64 `json:"voucher_not_before,omitempty"`
	// FailedBy lists the workers that refused this request or let an assignment of it
	// lapse, each with the attempt it failed, oldest first: the round engine
	// keeps them here, beside the attempt, so that a restart still tries them last.
	FailedBy []Failure `json:"failed_by,omitempty"`
	// Error says why the request is invalid_request: the inference request document's
	// problems, each naming its member (wire/infer). Set in that state, and kept when
	// the request is then refunded.
	Error string `json:"error,omitempty"`
	// Reason is set while the request is queued because no live worker serves its
	// model for its task: ReasonNoWorkerForTask (the API answers it unserved).
	Reason string `json:"reason,omitempty"`
	// Verification is where the sampled re-check of a completed request's result
	// stands (verification.go); empty when it was not sampled. VerificationTxs are
	// ResultVerifier's logs about it, oldest first.
	Verification    Verification     `json:"verification,omitempty"`
	VerificationTxs []VerificationTx `json:"verification_txs,omitempty"`
}

// ReasonNoWorkerForTask is Record.Reason of a request queued because live workers serve
// its model, but none for its task.
const ReasonNoWorkerForTask = "no_worker_for_task"

// Failure is one worker's failed attempt at a request (Record.FailedBy).
type Failure struct {
	Worker  string `json:"worker"` // 0x-prefixed lowercase hex
	Attempt int    `json:"attempt"`
}

// Limits on a record's size and text fields.
const (
	// MaxRecordBytes bounds an encoded record; Decode refuses anything longer.
	MaxRecordBytes = 16 << 10
	// MaxFailedBy bounds Record.FailedBy (the scheduler's MaxExcludedPerRequest).
	MaxFailedBy = 32
	// MaxErrorBytes bounds Record.Error; a longer message is cut at a character's end.
	MaxErrorBytes = 2048
	// MaxModelBytes bounds a model id.
	MaxModelBytes = 256
	// maxRequestIDDigits is the length of 2^256 − 1 in decimal.
	maxRequestIDDigits = 78
	// maxUnixS bounds a time in unix seconds: its milliseconds stay a safe integer.
	maxUnixS = (1 << 53) / 1000
)

// RunsFrom is when an attempt assigned at assignedAtMS, whose voucher opens at
// notBefore (unix s; 0: at once), may be paid from (unix ms): the assignment, or the
// voucher's opening when that is later (a reassigned request's).
func RunsFrom(assignedAtMS int64, notBefore uint64) int64 {
	return max(assignedAtMS, int64(min(notBefore, maxUnixS))*1000)
}

// RunsFromMS is RunsFrom of the record's current attempt.
func (r Record) RunsFromMS() int64 { return RunsFrom(r.AssignedAtMS, r.VoucherNotBefore) }

// Errors of this package, matched with errors.Is.
var (
	// ErrInvalid: a record (or a request id) does not satisfy the model's rules.
	ErrInvalid = errors.New("invalid status record")
	// ErrBadRequestID: a request id is not a decimal uint256.
	ErrBadRequestID = errors.New("request id must be a decimal uint256")
	// ErrNotFound: no status is stored for the request.
	ErrNotFound = errors.New("request status not found")
	// ErrConflict: the stored revision is not the one an update expected.
	ErrConflict = errors.New("request status changed concurrently")
	// ErrExists: a create found a status already stored.
	ErrExists = errors.New("request status already exists")
)

var maxUint256 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))

// ParseRequestID checks that s is a decimal uint256 (digits only, at most 2^256 − 1)
// and returns its canonical form, without leading zeros. Errors wrap ErrBadRequestID.
func ParseRequestID(s string) (string, error) {
	if s == "" {
		return "", fmt.Errorf("%w, got an empty string", ErrBadRequestID)
	}
	if len(s) > 2*maxRequestIDDigits {
		return "", fmt.Errorf("%w, got %d characters", ErrBadRequestID, len(s))
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return "", fmt.Errorf("%w, got %q", ErrBadRequestID, s)
		}
	}
	t := s
	for len(t) > 1 && t[0] == '0' {
		t = t[1:]
	}
	if len(t) == maxRequestIDDigits {
		v, _ := new(big.Int).SetString(t, 10)
		if v.Cmp(maxUint256) > 0 {
			return "", fmt.Errorf("%w, got a number above 2^256 − 1", ErrBadRequestID)
		}
	} else if len(t) > maxRequestIDDigits {
		return "", fmt.Errorf("%w, got a number above 2^256 − 1", ErrBadRequestID)
	}
	return t, nil
}

// Validate reports every problem of r at once, each named by its JSON key. The error
// wraps ErrInvalid.
func (r Record) Validate() error {
	var p validate.Problems
	if id, err := ParseRequestID(r.RequestID); err != nil {
		p.Addf("request_id", "%v", err)
	} else if id != r.RequestID {
		p.Addf("request_id", "must be canonical (no leading zeros), got %q", r.RequestID)
	}
	p.Check(r.Model != "", "model", "must not be empty")
	p.Check(len(r.Model) <= MaxModelBytes, "model", "must be at most %d bytes, got %d", MaxModelBytes, len(r.Model))
	p.Check(utf8.ValidString(r.Model), "model", "must be valid UTF-8")
	p.Check(r.User == "" || isHex(r.User, 40), "user", "must be a 0x-prefixed lowercase 20-byte hex address, got %q", clip(r.User))
	p.Check(r.State.Valid(), "state", "must be one of %v, got %q", States(), clip(string(r.State)))
	p.Check(r.Worker == "" || isHex(r.Worker, 40), "worker", "must be a 0x-prefixed lowercase 20-byte hex address, got %q", clip(r.Worker))
	for _, f := range []struct {
		key string
		v   int64
	}{
		{"queue_position", int64(r.QueuePosition)}, {"attempt", int64(r.Attempt)}, {"shard", int64(r.Shard)},
		{"eta_ms", r.ETAMS}, {"retry_after_s", r.RetryAfterS},
		{"submitted_at_ms", r.SubmittedAtMS}, {"deadline_ms", r.DeadlineMS},
		{"assigned_at_ms", r.AssignedAtMS}, {"estimated_latency_ms", r.EstimatedLatencyMS},
		{"confirmations_remaining", int64(r.ConfirmationsRemaining)},
		{"updated_at_ms", r.UpdatedAtMS}, {"latency_ms", r.LatencyMS},
	} {
		p.Check(f.v >= 0, f.key, "must not be negative, got %d", f.v)
	}
	if r.State == StateAssigned {
		p.Check(r.Worker != "", "worker", "must be set when the state is assigned")
		p.Check(r.AssignedAtMS > 0, "assigned_at_ms", "must be set when the state is assigned")
	}
	if r.State == StateCompleted {
		p.Check(r.ResultTxHash != "", "result_tx_hash", "must be set when the state is completed")
	}
	p.Check(r.ResultTxHash == "" || isHex(r.ResultTxHash, 64), "result_tx_hash", "must be 0x and 64 lowercase hex digits, got %q", clip(r.ResultTxHash))
	p.Check(r.RefundTxHash == "" || isHex(r.RefundTxHash, 64), "refund_tx_hash", "must be 0x and 64 lowercase hex digits, got %q", clip(r.RefundTxHash))
	p.Check(r.LatencyKind == "" || r.LatencyKind == LatencyInclusion || r.LatencyKind == LatencyIndexed, "latency_kind",
		"must be %s or %s, got %q", LatencyInclusion, LatencyIndexed, clip(r.LatencyKind))
	p.Check(r.FeeNeededWei == "" || isDecimal(r.FeeNeededWei), "fee_needed_wei", "must be a decimal amount of wei, got %q", clip(r.FeeNeededWei))
	p.Check(r.Fee == "" || isDecimal(r.Fee), "fee", "must be a decimal amount, got %q", clip(r.Fee))
	p.Check(r.FeeNeeded == "" || isDecimal(r.FeeNeeded), "fee_needed", "must be a decimal amount, got %q", clip(r.FeeNeeded))
	p.Check(r.FeeToken == "" || isHex(r.FeeToken, 40), "fee_token", "must be a 0x-prefixed lowercase 20-byte hex address, got %q", clip(r.FeeToken))
	p.Check(len(r.FailedBy) <= MaxFailedBy, "failed_by", "must list at most %d workers, got %d", MaxFailedBy, len(r.FailedBy))
	seen := make(map[string]bool, len(r.FailedBy))
	for i, f := range r.FailedBy {
		at := fmt.Sprintf("failed_by[%d]", i)
		p.Check(isHex(f.Worker, 40), at+".worker", "must be a 0x-prefixed lowercase 20-byte hex address, got %q", clip(f.Worker))
		p.Check(!seen[f.Worker], at+".worker", "must not repeat a worker, got %q twice", clip(f.Worker))
		p.Check(f.Attempt >= 1 && f.Attempt <= r.Attempt, at+".attempt", "must be in [1, attempt %d], got %d", r.Attempt, f.Attempt)
		seen[f.Worker] = true
	}
	p.Check(r.VoucherNotBefore == 0 || r.VoucherExpiry == 0 || r.VoucherNotBefore <= r.VoucherExpiry, "voucher_not_before",
		"must not be after voucher_expiry %d, got %d", r.VoucherExpiry, r.VoucherNotBefore)
	p.Check(r.VoucherNotBefore <= maxUnixS, "voucher_not_before", "must be at most %d, got %d", uint64(maxUnixS), r.VoucherNotBefore)
	p.Check(r.OutputHash == "" || isHex(r.OutputHash, 64), "output_hash", "must be 0x and 64 lowercase hex digits, got %q", clip(r.OutputHash))
	p.Check(r.State != StateInvalidRequest || r.Error != "", "error", "must be set when the state is invalid_request")
	p.Check(r.Error == "" || r.State == StateInvalidRequest || r.State == StateRefunded, "error",
		"is set only when the state is invalid_request (or refunded after it), got state %q", clip(string(r.State)))
	p.Check(len(r.Error) <= MaxErrorBytes && utf8.ValidString(r.Error), "error", "must be valid UTF-8 of at most %d bytes", MaxErrorBytes)
	p.Check(r.Reason == "" || r.Reason == ReasonNoWorkerForTask, "reason", "must be empty or %q, got %q", ReasonNoWorkerForTask, clip(r.Reason))
	p.Check(r.Reason == "" || r.State == StateQueued || r.State == StateThrottled, "reason", "is set only while queued, got state %q", clip(string(r.State)))
	checkVerification(&p, r)
	if err := p.Err(); err != nil {
		return fmt.Errorf("%w: %w", ErrInvalid, err)
	}
	return nil
}

// Encode validates r and returns its JSON.
func Encode(r Record) ([]byte, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return json.Marshal(r)
}

// Decode reads one record strictly: a single JSON object of at most MaxRecordBytes, no
// unknown keys, no trailing data, and a record that passes Validate. Errors wrap
// ErrInvalid.
func Decode(b []byte) (Record, error) {
	if len(b) > MaxRecordBytes {
		return Record{}, fmt.Errorf("%w: %d bytes, more than %d", ErrInvalid, len(b), MaxRecordBytes)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var r Record
	if err := dec.Decode(&r); err != nil {
		return Record{}, fmt.Errorf("%w: %w", ErrInvalid, err)
	}
	if len(bytes.TrimSpace(b[dec.InputOffset():])) != 0 {
		return Record{}, fmt.Errorf("%w: trailing data after the object", ErrInvalid)
	}
	if bytes.TrimSpace(b)[0] != '{' {
		return Record{}, fmt.Errorf("%w: want a JSON object", ErrInvalid)
	}
	if err := r.Validate(); err != nil {
		return Record{}, err
	}
	return r, nil
}

// isHex reports whether s is "0x" and n lowercase hex digits.
func isHex(s string, n int) bool {
	if len(s) != n+2 || s[0] != '0' || s[1] != 'x' {
		return false
	}
	for i := 2; i < len(s); i++ {
		c := s[i]
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}

// ClipError cuts msg to MaxErrorBytes at the end of a character, for Record.Error.
func ClipError(msg string) string {
	if len(msg) <= MaxErrorBytes {
		return msg
	}
	cut := MaxErrorBytes - len("…")
	for cut > 0 && !utf8.RuneStart(msg[cut]) {
		cut--
	}
	return msg[:cut] + "…"
}

// clip shortens a value shown in an error.
func clip(s string) string {
	if len(s) > 80 {
		return s[:80] + "…"
	}
	return s
}

// isDecimal reports a non-empty string of at most 78 decimal digits (a uint256).
func isDecimal(s string) bool {
	if s == "" || len(s) > 78 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// Update is one record stored in a status store, with its revision. Record is the zero
// value for a deletion or a value that does not decode (the revision still counts).
type Update struct {
	Record   Record
	Revision uint64
}
