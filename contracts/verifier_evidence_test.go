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

// forge builds a verdict (pass or fail) on worker's output of request id as verifier in
// role, with the voucher signed by voucherKey and the verdict by attKey, over inputHash.
func forge(t *testing.T, chain *contractstest.Chain, id *big.Int, verifier, worker, voucherKey, attKey contractstest.Account,
	role uint8, inputHash common.Hash, output []byte, pass bool, expiry uint64) bindings.ResultVerifierEvidence {
	t.Helper()
	v := contracts.VerifyVoucher{RequestID: id, Verifier: verifier.Address, Worker: worker.Address, Attempt: 1,
		Role: role, InputHash: inputHash, Expiry: expiry}
	a := contracts.Attestation{RequestID: id, InputHash: inputHash, OutputHash: contractstest.OutputHash(output),
		TranscriptHash: common.Hash{7}, Pass: pass, Score: 400_000}
	return contracts.Evidence(v, chain.SignVerify(t, voucherKey, v), a, chain.SignAttestation(t, attKey, a))
}

// TestVerifierNoSlashWithoutEvidence: every piece of evidence short of a staked,
// independent verifier's own failing verdict on the worker's committed output, under a
// valid scheduler voucher of the call's role for this very request, is refused, both to
// open a dispute and to decide one; nobody is slashed.
func TestVerifierNoSlashWithoutEvidence(t *testing.T) {
	chain := verifierChain(t)
	w, v1, v2, unstaked := chain.Workers[0], chain.Workers[1], chain.Workers[2], chain.Users[1]
	sched := chain.Scheduler
	chain.Register(t, sched, chain.MinStake) // even a staked scheduler key is no verifier
	id := answered(t, chain, w, rightOut)
	other := answered(t, chain, w, rightOut)
	in := chain.InputHash(t, id)
	far := chain.Now(t) + hour

	check, tie := contracts.RoleCheck, contracts.RoleTieBreak
	open := func(ev bindings.ResultVerifierEvidence) error {
		_, err := chain.Verifier.OpenDispute(chain.Opts(t, chain.Users[2]), id, w.Address, ev)
		return err
	}
	for _, c := range []struct {
		name, want string
		ev         bindings.ResultVerifierEvidence
	}{
		{"scheduler key alone", "VerifierIsScheduler", forge(t, chain, id, sched, w, sched, sched, check, in, rightOut, false, far)},
		{"worker as its own verifier", "VerifierIsWorker", forge(t, chain, id, w, w, sched, w, check, in, rightOut, false, far)},
		{"unstaked verifier", "VerifierNotStaked", forge(t, chain, id, unstaked, w, sched, unstaked, check, in, rightOut, false, far)},
		{"voucher forged by the verifier", "InvalidVoucherSigner", forge(t, chain, id, v1, w, v1, v1, check, in, rightOut, false, far)},
		{"verdict forged by the scheduler", "InvalidAttestationSigner", forge(t, chain, id, v1, w, sched, sched, check, in, rightOut, false, far)},
		{"evidence replayed from another request", "InvalidVoucherSigner", chain.Evidence(t, other, v1, w, rightOut, wrongOut)},
		{"wrong input hash", "InvalidVoucherSigner", forge(t, chain, id, v1, w, sched, v1, check, common.Hash{1}, rightOut, false, far)},
		{"expired voucher", "VoucherExpired", forge(t, chain, id, v1, w, sched, v1, check, in, rightOut, false, chain.Now(t)-1)},
		{"a tie-break voucher", "InvalidVoucherSigner", forge(t, chain, id, v1, w, sched, v1, tie, in, rightOut, false, far)},
		{"a passing verdict", "WrongVerdict", chain.Evidence(t, id, v1, w, rightOut, rightOut)},
		{"a verdict on another output", "CommitmentMismatch", chain.Evidence(t, id, v1, w, wrongOut, rightOut)},
	} {
		t.Run(c.name, func(t *testing.T) { wantRevert(t, open(c.ev), c.want) })
	}
	t.Run("malformed signature", func(t *testing.T) {
		ev := chain.Evidence(t, id, v1, w, rightOut, wrongOut)
		ev.AttestationSig = ev.AttestationSig[:64]
		wantRevert(t, open(ev), "MalformedSignature")
	})
	t.Run("not the committed result", func(t *testing.T) {
		_, err := chain.Verifier.OpenDispute(chain.Opts(t, v1), id, v2.Address, chain.Evidence(t, id, v1, v2, rightOut, wrongOut))
		wantRevert(t, err, "CommitmentMismatch")
	})
	t.Run("no result", func(t *testing.T) {
		pending := chain.RequestInference(t, chain.Users[0], contractstest.Request{})
		_, err := chain.Verifier.OpenDispute(chain.Opts(t, v1), pending, w.Address, chain.Evidence(t, pending, v1, w, rightOut, wrongOut))
		wantRevert(t, err, "NoResult")
	})

	// A valid dispute; then the tie-break must be just as good evidence.
	chain.Mine(t)(chain.Verifier.OpenDispute(chain.Opts(t, v1), id, w.Address, chain.Evidence(t, id, v1, w, rightOut, wrongOut)))
	resolve := func(ev bindings.ResultVerifierEvidence) error {
		_, err := chain.Verifier.ResolveDispute(chain.Opts(t, chain.Users[2]), id, ev)
		return err
	}
	for _, c := range []struct {
		name, want string
		ev         bindings.ResultVerifierEvidence
	}{
		{"same verifier twice", "SameVerifier", chain.TieBreakEvidence(t, id, v1, w, rightOut, wrongOut)},
		{"scheduler as tie-break", "VerifierIsScheduler", forge(t, chain, id, sched, w, sched, sched, tie, in, rightOut, false, far)},
		{"worker as tie-break", "VerifierIsWorker", forge(t, chain, id, w, w, sched, w, tie, in, rightOut, false, far)},
		{"unstaked tie-break", "VerifierNotStaked", forge(t, chain, id, unstaked, w, sched, unstaked, tie, in, rightOut, false, far)},
		{"forged tie-break voucher", "InvalidVoucherSigner", forge(t, chain, id, v2, w, v1, v2, tie, in, rightOut, false, far)},
		{"replayed tie-break", "InvalidVoucherSigner", chain.TieBreakEvidence(t, other, v2, w, rightOut, wrongOut)},
		{"expired tie-break voucher", "VoucherExpired", forge(t, chain, id, v2, w, sched, v2, tie, in, rightOut, false, chain.Now(t)-1)},
		{"a first-check voucher", "InvalidVoucherSigner", forge(t, chain, id, v2, w, sched, v2, check, in, rightOut, false, far)},
		{"a verdict on another output", "OutputMismatch", chain.TieBreakEvidence(t, id, v2, w, wrongOut, rightOut)},
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
		_, err := chain.Verifier.OpenDispute(chain.Opts(t, v1), late, w.Address, chain.Evidence(t, late, v1, w, rightOut, wrongOut))
		wantRevert(t, err, "ChallengeWindowClosed")
	})
}
