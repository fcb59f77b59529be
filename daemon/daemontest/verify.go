package daemontest

import (
	"context"
	"sync"

	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/rounds"
)

// VerifyRecorder keeps the verification jobs the engine sends (rounds.VerifySink).
type VerifyRecorder struct {
	Mu   sync.Mutex
	Jobs []rounds.VerifyAssignment
}

// AssignVerify implements rounds.VerifySink.
func (r *VerifyRecorder) AssignVerify(_ context.Context, a rounds.VerifyAssignment) error {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	r.Jobs = append(r.Jobs, a)
	return nil
}

// Sent is a copy of the jobs sent so far.
func (r *VerifyRecorder) Sent() []rounds.VerifyAssignment {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	return append([]rounds.VerifyAssignment(nil), r.Jobs...)
}

// VerifierContract is the harness's ResultVerifier address (the Verify domain's).
var VerifierContract = common.HexToAddress("0x00000000000000000000000000000000000000bb")

// SignVerify is the harness's Verify voucher signer.
func (h *Harness) SignVerify(v rounds.VerifyTerms) (rounds.Voucher, error) {
	r := v.Request
	in := contracts.InputHash(r.ModelID, v.Prompt, r.MaxTokens, r.GasLimit, uint32(r.RequiredMemoryMB), r.Batchable)
	sig, err := contracts.SignVerifyVoucher(h.SchedKey, h.ChainID, VerifierContract, contracts.VerifyVoucher{RequestID: v.RequestID,
		Verifier: common.HexToAddress(v.Verifier), Worker: common.HexToAddress(v.Worker), Attempt: uint32(v.Attempt),
		Role: contracts.VerifyRole(v.TieBreak), InputHash: in, NotBefore: v.NotBefore, Expiry: v.Expiry})
	return rounds.Voucher{InputHash: in, Signature: sig}, err
}
