package contracts_test

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/contracts/contractstest"
)

// forge builds evidence for request id as verifier of worker's result, with the
// voucher signed by voucherKey and the attestation by attKey, over inputHash.
func forge(t *testing.T, chain *contractstest.Chain, id *big.Int, verifier, worker, voucherKey, attKey contractstest.Account,
	inputHash common.Hash, output []byte, expiry uint64) bindings.ResultVerifierEvidence {
	t.Helper()
	v := contracts.VerifyVoucher{RequestID: id, Verifier: verifier.Address, Worker: worker.Address, Attempt: 1,
		InputHash: inputHash, Expiry: expiry}
	h := contractstest.OutputHash(output)
	return contracts.Evidence(v, chain.SignVerify(t, voucherKey, v), h,
		chain.SignAttestation(t, attKey, contracts.Attestation{RequestID: id, InputHash: inputHash, OutputHash: h}))
}

// TestVerifierNoSlashWithoutEvidence: every piece of evidence short of a staked,
// independent verifier's own attestation under a valid scheduler voucher for this very
// request is refused, both to open a dispute and to decide one; nobody is slashed.
func TestVerifierNoSlashWithoutEvidence(t *testing.T) {
	chain := verifierChain(t)
	w, v1, v2, unstaked := chain.Workers[0], chain.Workers[1], chain.Workers[2], chain.Users[1]
	sched := chain.Scheduler
	chain.Register(t, sched, chain.MinStake) // even a staked scheduler key is no verifier
	id := answered(t, chain, w, rightOut)
	other := answered(t, chain, w, rightOut)
	in := chain.InputHash(t, id)
	far := chain.Now(t) + hour
	right := contractstest.OutputHash(rightOut)

	open := func(ev bindings.ResultVerifierEvidence) error {
		_, err := chain.Verifier.OpenDispute(chain.Opts(t, chain.Users[2]), id, w.Address, right, ev)
		return err
	}
	for _, c := range []struct {
		name, want string
		ev         bindings.ResultVerifierEvidence
	}{
		{"scheduler key alone", "VerifierIsScheduler", forge(t, chain, id, sched, w, sched, sched, in, wrongOut, far)},
		{"worker as its own verifier", "VerifierIsWorker", forge(t, chain, id, w, w, sched, w, in, wrongOut, far)},
		{"unstaked verifier", "VerifierNotStaked", forge(t, chain, id, unstaked, w, sched, unstaked, in, wrongOut, far)},
		{"voucher forged by the verifier", "InvalidVoucherSigner", forge(t, chain, id, v1, w, v1, v1, in, wrongOut, far)},
		{"attestation forged by the scheduler", "InvalidAttestationSigner", forge(t, chain, id, v1, w, sched, sched, in, wrongOut, far)},
		{"evidence replayed from another request", "InvalidVoucherSigner", chain.Evidence(t, other, v1, w, wrongOut)},
		{"wrong input hash", "InvalidVoucherSigner", forge(t, chain, id, v1, w, sched, v1, common.Hash{1}, wrongOut, far)},
		{"expired voucher", "VoucherExpired", forge(t, chain, id, v1, w, sched, v1, in, wrongOut, chain.Now(t)-1)},
		{"same hash as the worker", "HashesAgree", chain.Evidence(t, id, v1, w, rightOut)},
	} {
		t.Run(c.name, func(t *testing.T) { wantRevert(t, open(c.ev), c.want) })
	}
	t.Run("malformed signature", func(t *testing.T) {
		ev := chain.Evidence(t, id, v1, w, wrongOut)
		ev.AttestationSig = ev.AttestationSig[:64]
		wantRevert(t, open(ev), "MalformedSignature")
	})
	t.Run("not the committed result", func(t *testing.T) {
		_, err := chain.Verifier.OpenDispute(chain.Opts(t, v1), id, v2.Address, right, chain.Evidence(t, id, v1, v2, wrongOut))
		wantRevert(t, err, "CommitmentMismatch")
	})
	t.Run("no result", func(t *testing.T) {
		pending := chain.RequestInference(t, chain.Users[0], contractstest.Request{})
		_, err := chain.Verifier.OpenDispute(chain.Opts(t, v1), pending, w.Address, right, chain.Evidence(t, pending, v1, w, wrongOut))
		wantRevert(t, err, "NoResult")
	})

	// A valid dispute; then the tie-break must be just as good evidence.
	chain.Mine(t)(chain.Verifier.OpenDispute(chain.Opts(t, v1), id, w.Address, right, chain.Evidence(t, id, v1, w, wrongOut)))
	resolve := func(ev bindings.ResultVerifierEvidence) error {
		_, err := chain.Verifier.ResolveDispute(chain.Opts(t, chain.Users[2]), id, ev)
		return err
	}
	for _, c := range []struct {
		name, want string
		ev         bindings.ResultVerifierEvidence
	}{
		{"same verifier twice", "SameVerifier", chain.Evidence(t, id, v1, w, wrongOut)},
		{"scheduler as tie-break", "VerifierIsScheduler", forge(t, chain, id, sched, w, sched, sched, in, wrongOut, far)},
		{"worker as tie-break", "VerifierIsWorker", forge(t, chain, id, w, w, sched, w, in, wrongOut, far)},
		{"unstaked tie-break", "VerifierNotStaked", forge(t, chain, id, unstaked, w, sched, unstaked, in, wrongOut, far)},
		{"forged tie-break voucher", "InvalidVoucherSigner", forge(t, chain, id, v2, w, v1, v2, in, wrongOut, far)},
		{"replayed tie-break", "InvalidVoucherSigner", chain.Evidence(t, other, v2, w, wrongOut)},
		{"expired tie-break voucher", "VoucherExpired", forge(t, chain, id, v2, w, sched, v2, in, wrongOut, chain.Now(t)-1)},
		{"a third hash", "NoMajority", chain.Evidence(t, id, v2, w, []byte("something else"))},
	} {
		t.Run(c.name, func(t *testing.T) { wantRevert(t, resolve(c.ev), c.want) })
	}
	for _, a := range []contractstest.Account{w, v1} {
		if got := chain.StakeOf(t, a); got.Cmp(chain.MinStake) != 0 {
			t.Errorf("%s: stake = %s after refused evidence", a.Name, got)
		}
	}
	if st := chain.Check(t, id).State; st != contracts.CheckDisputed {
		t.Errorf("state = %d, want disputed", st)
	}
	t.Run("challenge window closes", func(t *testing.T) {
		late := answered(t, chain, w, rightOut)
		chain.AdjustTime(t, 31*time.Minute)
		_, err := chain.Verifier.OpenDispute(chain.Opts(t, v1), late, w.Address, right, chain.Evidence(t, late, v1, w, wrongOut))
		wantRevert(t, err, "ChallengeWindowClosed")
	})
}
