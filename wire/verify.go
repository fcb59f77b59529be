package wire

import (
	"fmt"
	"strconv"

	"github.com/ethereum/go-ethereum/common"
)

// VerifyJob turns an assignment into a verification job: the assigned worker judges the
// result Worker submitted on chain for the request (re-running the prompt and comparing
// exact output hashes, or scoring the result's transcript) and signs its verdict; the
// assignment's voucher is then the scheduler key's EIP-712 Verify(id, verifier, worker,
// attempt, role, inputHash, notBefore, expiry) for ResultVerifier, role 1 for the first
// check and 2 for a tie-break, and the attempt counts the request's Verify vouchers.
type VerifyJob struct {
	// Worker is the address whose result is checked (lowercase 0x hex).
	Worker string `json:"worker"`
	// OutputHash is the hash it submitted.
	OutputHash common.Hash `json:"output_hash"`
	// TieBreak: the deciding verdict of an open dispute; Challenger is the verifier that
	// opened it.
	TieBreak   bool   `json:"tie_break,omitempty"`
	Challenger string `json:"challenger,omitempty"`
	// Method is how the verdict is reached: VerifyExact (absent: the default) re-runs
	// the request and compares output hashes; VerifyScore re-scores the result's
	// transcript against Thresholds, which the scheduler publishes with the job so that
	// the decision log shows what the verifier applied; VerifyCosine re-embeds the
	// request's input and compares the claimed vector with its own against Embedding.
	Method     string          `json:"method,omitempty"`
	Thresholds *Thresholds     `json:"thresholds,omitempty"`
	Embedding  *EmbeddingBound `json:"embedding,omitempty"`
}

// Verification methods (VerifyJob.Method).
const (
	VerifyExact  = "exact"
	VerifyScore  = "score"
	VerifyCosine = "cosine"
)

// verifyMsgID keeps a verification job's message id apart from the paid attempts'.
func verifyMsgID(id string, attempt int) string { return "verify:" + id + ":" + strconv.Itoa(attempt) }

func (v *VerifyJob) check(verifier string) error {
	switch {
	case !IsWorkerID(v.Worker):
		return fmt.Errorf("%w: verify.worker must be a lowercase 0x address, got %q", ErrBadAssignment, clip(v.Worker))
	case v.Worker == verifier:
		return fmt.Errorf("%w: verify.worker is the verifier itself", ErrBadAssignment)
	case v.TieBreak && (!IsWorkerID(v.Challenger) || v.Challenger == verifier || v.Challenger == v.Worker):
		return fmt.Errorf("%w: a tie-break needs a challenger other than the worker and the verifier, got %q", ErrBadAssignment, clip(v.Challenger))
	case v.Method != "" && v.Method != VerifyExact && v.Method != VerifyScore && v.Method != VerifyCosine:
		return fmt.Errorf("%w: verify.method must be %q, %q or %q, got %q", ErrBadAssignment, VerifyExact, VerifyScore, VerifyCosine, clip(v.Method))
	case (v.Method == VerifyScore) != (v.Thresholds != nil):
		return fmt.Errorf("%w: verify.thresholds go with method %q and only with it", ErrBadAssignment, VerifyScore)
	case (v.Method == VerifyCosine) != (v.Embedding != nil):
		return fmt.Errorf("%w: verify.embedding goes with method %q and only with it", ErrBadAssignment, VerifyCosine)
	case v.Thresholds != nil:
		if err := v.Thresholds.Validate(); err != nil {
			return fmt.Errorf("%w: verify.thresholds: %w", ErrBadAssignment, err)
		}
	case v.Embedding != nil:
		if err := v.Embedding.Validate(); err != nil {
			return fmt.Errorf("%w: verify.embedding: %w", ErrBadAssignment, err)
		}
	}
	return nil
}
