package contractstest

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/bindings"
)

// OutputHash is keccak256(output), the hash ResultSubmitted carries and a verifier attests.
func OutputHash(output []byte) common.Hash { return crypto.Keccak256Hash(output) }

// VerifyVoucher is the voucher assigning verifier the first check of worker's result of
// request id (attempt 1, valid from time 0 to one hour after the head) for the
// commitment stored on chain; TieBreakVoucher the same for the tie-break role.
func (c *Chain) VerifyVoucher(t testing.TB, id *big.Int, verifier, worker Account) contracts.VerifyVoucher {
	t.Helper()
	return contracts.VerifyVoucher{RequestID: id, Verifier: verifier.Address, Worker: worker.Address, Attempt: 1,
		Role: contracts.RoleCheck, InputHash: c.InputHash(t, id), Expiry: c.Now(t) + uint64(time.Hour/time.Second)}
}

// TieBreakVoucher is VerifyVoucher for the tie-break of a dispute.
func (c *Chain) TieBreakVoucher(t testing.TB, id *big.Int, verifier, worker Account) contracts.VerifyVoucher {
	t.Helper()
	v := c.VerifyVoucher(t, id, verifier, worker)
	v.Role = contracts.RoleTieBreak
	return v
}

// SignVerify signs v with signer (the scheduler key, unless a test forges it) for the
// chain's ResultVerifier.
func (c *Chain) SignVerify(t testing.TB, signer Account, v contracts.VerifyVoucher) []byte {
	t.Helper()
	sig, err := contracts.SignVerifyVoucher(signer.Key, c.ChainID, c.VerifierAddress, v)
	if err != nil {
		t.Fatalf("contractstest: sign verify voucher: %v", err)
	}
	return sig
}

// SignAttestation signs a with signer's key for the chain's ResultVerifier.
func (c *Chain) SignAttestation(t testing.TB, signer Account, a contracts.Attestation) []byte {
	t.Helper()
	sig, err := contracts.SignAttestation(signer.Key, c.ChainID, c.VerifierAddress, a)
	if err != nil {
		t.Fatalf("contractstest: sign attestation: %v", err)
	}
	return sig
}

// Evidence is verifier's first-check evidence on worker's result of request id whose
// output was submitted: an exact-hash verdict, passing when the output the verifier
// computed is the submitted one.
func (c *Chain) Evidence(t testing.TB, id *big.Int, verifier, worker Account, submitted, computed []byte) bindings.ResultVerifierEvidence {
	t.Helper()
	return c.VerdictEvidence(t, c.VerifyVoucher(t, id, verifier, worker), verifier, exactVerdict(id, c.InputHash(t, id), submitted, computed))
}

// TieBreakEvidence is Evidence under a tie-break voucher.
func (c *Chain) TieBreakEvidence(t testing.TB, id *big.Int, verifier, worker Account, submitted, computed []byte) bindings.ResultVerifierEvidence {
	t.Helper()
	return c.VerdictEvidence(t, c.TieBreakVoucher(t, id, verifier, worker), verifier, exactVerdict(id, c.InputHash(t, id), submitted, computed))
}

// VerdictEvidence is the evidence of verdict a under voucher v: the scheduler's
// signature of v and verifier's of a.
func (c *Chain) VerdictEvidence(t testing.TB, v contracts.VerifyVoucher, verifier Account, a contracts.Attestation) bindings.ResultVerifierEvidence {
	t.Helper()
	return contracts.Evidence(v, c.SignVerify(t, c.Scheduler, v), a, c.SignAttestation(t, verifier, a))
}

func exactVerdict(id *big.Int, inputHash common.Hash, submitted, computed []byte) contracts.Attestation {
	a := contracts.Attestation{RequestID: id, InputHash: inputHash, OutputHash: OutputHash(submitted),
		Pass: OutputHash(submitted) == OutputHash(computed)}
	if !a.Pass {
		a.Score = contracts.ScoreScale
	}
	return a
}

// Check returns ResultVerifier.checkOf(id).
func (c *Chain) Check(t testing.TB, id *big.Int) bindings.ResultVerifierCheck {
	t.Helper()
	ch, err := c.Verifier.CheckOf(c.call(), id)
	if err != nil {
		t.Fatalf("contractstest: checkOf(%s): %v", id, err)
	}
	return ch
}
