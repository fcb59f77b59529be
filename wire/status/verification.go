package status

import (
	"fmt"

	"github.com/infersched/infersched/internal/validate"
)

// Verification is what is known of the sampled re-check of a completed request's
// result (Record.Verification). Empty: the result was not sampled (or not yet known to
// be).
type Verification string

const (
	// VerificationSampled: the result was drawn for verification; no verdict yet.
	VerificationSampled Verification = "sampled"
	// VerificationVerified: a verifier passed it on chain (Attested).
	VerificationVerified Verification = "verified"
	// VerificationDisputed: a verifier failed it and opened a dispute, which is open or
	// closed undecided after its window (nobody slashed).
	VerificationDisputed Verification = "disputed"
	// VerificationWorkerSlashed: the tie-break upheld the dispute; the worker was
	// slashed and the requester refunded.
	VerificationWorkerSlashed Verification = "worker_slashed"
	// VerificationChallengerSlashed: the tie-break passed the result; the verifier that
	// opened the dispute was slashed.
	VerificationChallengerSlashed Verification = "challenger_slashed"
)

// Valid reports whether v is empty or one of the values.
func (v Verification) Valid() bool {
	switch v {
	case "", VerificationSampled, VerificationVerified, VerificationDisputed, VerificationWorkerSlashed, VerificationChallengerSlashed:
		return true
	}
	return false
}

// Settled reports whether v is a decision no later event changes.
func (v Verification) Settled() bool {
	return v == VerificationVerified || v == VerificationWorkerSlashed || v == VerificationChallengerSlashed
}

// VerificationTx is one ResultVerifier log about the request's result
// (Record.VerificationTxs): which event, in which transaction and log, by whom.
type VerificationTx struct {
	// Event is attested, dispute_opened, dispute_resolved or dispute_expired.
	Event string `json:"event"`
	// TxHash and LogIndex name the log; with the chain they are the verdict's evidence.
	TxHash   string `json:"tx_hash"`
	LogIndex uint   `json:"log_index"`
	// Verifier is the verdict's verifier (the challenger of an opened or expired
	// dispute, the tie-break of a resolved one).
	Verifier string `json:"verifier"`
}

// MaxVerificationTxs bounds Record.VerificationTxs: a result has at most a verdict, a
// dispute and its end on chain; the rest is room for retries that the contract refused.
const MaxVerificationTxs = 8

func checkVerification(p *validate.Problems, r Record) {
	p.Check(r.Verification.Valid(), "verification", "must be empty or one of %q, %q, %q, %q, %q, got %q",
		VerificationSampled, VerificationVerified, VerificationDisputed, VerificationWorkerSlashed, VerificationChallengerSlashed,
		clip(string(r.Verification)))
	p.Check(r.Verification == "" || r.State == StateCompleted, "verification", "is set only for a completed request, got state %q", clip(string(r.State)))
	p.Check(len(r.VerificationTxs) <= MaxVerificationTxs, "verification_txs", "must list at most %d transactions, got %d",
		MaxVerificationTxs, len(r.VerificationTxs))
	for i, x := range r.VerificationTxs {
		at := fmt.Sprintf("verification_txs[%d]", i)
		switch x.Event {
		case "attested", "dispute_opened", "dispute_resolved", "dispute_expired":
		default:
			p.Addf(at+".event", "must be attested, dispute_opened, dispute_resolved or dispute_expired, got %q", clip(x.Event))
		}
		p.Check(isHex(x.TxHash, 64), at+".tx_hash", "must be 0x and 64 lowercase hex digits, got %q", clip(x.TxHash))
		p.Check(isHex(x.Verifier, 40), at+".verifier", "must be a 0x-prefixed lowercase 20-byte hex address, got %q", clip(x.Verifier))
	}
}

// HasVerificationTx reports whether the record lists the log txHash:logIndex.
func (r Record) HasVerificationTx(txHash string, logIndex uint) bool {
	for _, x := range r.VerificationTxs {
		if x.TxHash == txHash && x.LogIndex == logIndex {
			return true
		}
	}
	return false
}
