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

// VerifyVoucher is the voucher assigning verifier the check of worker's result of
// request id (attempt 1, valid from time 0 to one hour after the head) for the
// commitment stored on chain.
func (c *Chain) VerifyVoucher(t testing.TB, id *big.Int, verifier, worker Account) contracts.VerifyVoucher {
	t.Helper()
	return contracts.VerifyVoucher{RequestID: id, Verifier: verifier.Address, Worker: worker.Address, Attempt: 1,
		InputHash: c.InputHash(t, id), Expiry: c.Now(t) + uint64(time.Hour/time.Second)}
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

// Evidence is verifier's honest-looking evidence that it computed output for worker's
// result of request id: a scheduler voucher and its own attestation.
func (c *Chain) Evidence(t testing.TB, id *big.Int, verifier, worker Account, output []byte) bindings.ResultVerifierEvidence {
	t.Helper()
	v := c.VerifyVoucher(t, id, verifier, worker)
	h := OutputHash(output)
	return contracts.Evidence(v, c.SignVerify(t, c.Scheduler, v), h,
		c.SignAttestation(t, verifier, contracts.Attestation{RequestID: id, InputHash: v.InputHash, OutputHash: h}))
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
