package events

import (
	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/internal/validate"
)

// KindVerify is the kind of a VerifyEvent (and of its retraction).
const KindVerify = "verify"

// What a ResultVerifier log says, as VerifyEvent.Event.
const (
	// VerifyAttested: the first verifier passed the result (Attested).
	VerifyAttested = "attested"
	// VerifyDisputeOpened: the first verifier failed it and opened a dispute
	// (DisputeOpened); Verifier is the challenger.
	VerifyDisputeOpened = "dispute_opened"
	// VerifyDisputeResolved: the tie-break verifier decided the dispute
	// (DisputeResolved); WorkerLost says whom the contract slashed.
	VerifyDisputeResolved = "dispute_resolved"
	// VerifyDisputeExpired: the dispute closed undecided after its window
	// (DisputeExpired); nobody was slashed. Verifier is the challenger.
	VerifyDisputeExpired = "dispute_expired"
)

// VerifyEvent is one of ResultVerifier's verdict logs on a request's result.
// Hashes are zero where the log has none (an exact-hash verdict scores no transcript).
type VerifyEvent struct {
	EventMeta
	Event          string         `json:"event"` // Verify*
	ID             string         `json:"id"`    // the request, decimal uint256
	Worker         common.Address `json:"worker"`
	Verifier       common.Address `json:"verifier"`
	OutputHash     common.Hash    `json:"output_hash,omitempty"`
	TranscriptHash common.Hash    `json:"transcript_hash,omitempty"`
	// Score is the verdict's score in parts per million.
	Score      uint32 `json:"score,omitempty"`
	WorkerLost bool   `json:"worker_lost,omitempty"`
	// ExpiresAt (unix seconds) is when an opened dispute may be expired undecided.
	ExpiresAt uint64 `json:"expires_at,omitempty"`
}

// Validate reports every impossible value at once.
func (e VerifyEvent) Validate() error {
	var p validate.Problems
	e.check(&p)
	checkID(&p, e.ID)
	switch e.Event {
	case VerifyAttested, VerifyDisputeOpened, VerifyDisputeResolved, VerifyDisputeExpired:
	default:
		p.Addf("event", "must be %q, %q, %q or %q, got %q", VerifyAttested, VerifyDisputeOpened,
			VerifyDisputeResolved, VerifyDisputeExpired, truncate(e.Event))
	}
	p.Check(e.Worker != (common.Address{}), "worker", "must not be the zero address")
	p.Check(e.Verifier != (common.Address{}), "verifier", "must not be the zero address")
	p.Check(e.ExpiresAt <= MaxUnixSeconds, "expires_at", "must be a unix time in seconds up to %d, got %d", MaxUnixSeconds, e.ExpiresAt)
	p.Check(!e.WorkerLost || e.Event == VerifyDisputeResolved, "worker_lost", "is only said of a resolved dispute")
	return p.Err()
}

// DecodeVerifyEvent decodes and validates a VerifyEvent.
func DecodeVerifyEvent(b []byte) (VerifyEvent, error) {
	var e VerifyEvent
	return e, decode(b, &e, func() error { return e.Validate() })
}
