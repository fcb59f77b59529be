package rounds_test

import (
	"context"
	"math/big"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/verification"
)

func verifyHarness(t *testing.T, probationJobs int64) *daemontest.Harness {
	vc := verification.DefaultConfig()
	vc.ComparableModels = []string{"llama-7b"}
	return daemontest.NewEngine(t, daemontest.Options{Verification: &vc, Config: func(c *scheduler.Config) {
		c.Probation.Jobs = probationJobs
	}})
}

// complete plays request id to a result by the worker it was assigned to.
func complete(t *testing.T, h *daemontest.Harness, id, model string) string {
	t.Helper()
	h.Request(id, model, "0xu", 1e16, 5*time.Minute)
	h.Round()
	a := h.Sink.Assigned[len(h.Sink.Assigned)-1]
	if a.RequestID != id {
		t.Fatalf("request %s not assigned: last assignment %+v", id, a)
	}
	h.Eng.Ack(context.Background(), id, a.Worker, a.Attempt)
	bh := crypto.Keccak256Hash([]byte("block of " + id))
	if _, ok := h.Eng.Complete(context.Background(), id, a.Worker, rounds.Result{TxHash: "0x01", OutputHash: "0x02", BlockHash: bh.Hex()}); !ok {
		t.Fatalf("request %s not completed", id)
	}
	return a.Worker
}

func lastVerification(h *daemontest.Harness) *verification.Log {
	for i := len(h.Sink.Rounds) - 1; i >= 0; i-- {
		if v := h.Sink.Rounds[i].Verification; v != nil {
			return v
		}
	}
	return nil
}

// TestProbationResultIsVerifiedByAnotherWorker: a worker on probation has its result
// sampled (rate 1); the next round, though it has no paid request, records the draw
// and assigns the check to another worker under a Verify voucher of the scheduler key.
func TestProbationResultIsVerifiedByAnotherWorker(t *testing.T) {
	h := verifyHarness(t, 5)
	for range 3 {
		h.Worker("llama-7b", 300, 2)
	}
	worker := complete(t, h, "11", "llama-7b")
	rep := h.Round()
	if rep.Idle {
		t.Fatal("the round after a sampled result was idle")
	}
	log := lastVerification(h)
	if log == nil || len(log.Samples) != 1 || !log.Samples[0].Sampled || log.Samples[0].Rate != 1 || !log.Samples[0].OnProbation {
		t.Fatalf("record's samples: %+v, want one sampled at the probation rate", log)
	}
	if len(log.Assigned) != 1 || sameAddr(log.Assigned[0].Verifier, worker) || log.Assigned[0].CostETH <= 0 {
		t.Fatalf("record's verification assignments: %+v (worker %s)", log.Assigned, worker)
	}
	jobs := h.Verify.Sent()
	if len(jobs) != 1 || jobs[0].RequestID != "11" || jobs[0].Verifier != log.Assigned[0].Verifier || jobs[0].OutputHash != "0x02" {
		t.Fatalf("jobs sent: %+v", jobs)
	}
	j := jobs[0]
	digest, err := contracts.VerifyDigest(h.ChainID, daemontest.VerifierContract, contracts.VerifyVoucher{RequestID: big.NewInt(11),
		Verifier: common.HexToAddress(j.Verifier), Worker: common.HexToAddress(worker),
		Attempt: uint32(j.Attempt), Role: contracts.RoleCheck, InputHash: j.VoucherInputHash, NotBefore: j.VoucherNotBefore, Expiry: j.VoucherExpiry})
	if err != nil {
		t.Fatal(err)
	}
	if signer, err := contracts.RecoverDigestSigner(digest, j.VoucherSignature); err != nil || signer != crypto.PubkeyToAddress(h.SchedKey.PublicKey) {
		t.Fatalf("voucher signed by %s (%v), want the scheduler key", signer, err)
	}
	want := contracts.InputHash("llama-7b", []byte("prompt 11"), 64, 0, 1000, false)
	if j.VoucherInputHash != want {
		t.Fatal("voucher input hash is not the request's commitment")
	}
	// Agreement ends the job: the next record has the attestation and nothing is re-sent.
	h.Eng.VerifyAttested(context.Background(), rounds.ChainVerdict{RequestID: "11", Verifier: j.Verifier, OutputHash: "0x02", TxHash: "0xt"})
	h.Round()
	if log := lastVerification(h); len(log.Attestations) != 1 || !log.Attestations[0].Agrees {
		t.Fatalf("attestation not recorded: %+v", log)
	}
	h.Clock.Advance(time.Hour) // long past the voucher: a settled job never lapses
	h.Round()
	if n := len(h.Verify.Sent()); n != 1 {
		t.Fatalf("%d jobs sent, want 1", n)
	}
	if st := standing(h, worker); st.Verified != 1 || st.Sampled != 1 || st.Results != 1 {
		t.Fatalf("standing %+v", st)
	}
}

// TestDisputeGetsATieBreakAndALoserIsRoutedAround: a failing verdict opens a dispute;
// the next round assigns the tie-break to a third worker (neither the worker nor the
// challenger); once the worker lost, it is left out of every snapshot.
func TestDisputeGetsATieBreakAndALoserIsRoutedAround(t *testing.T) {
	h := verifyHarness(t, 5)
	for range 3 {
		h.Worker("llama-7b", 300, 2)
	}
	worker := complete(t, h, "21", "llama-7b")
	h.Round()
	first := h.Verify.Sent()[0]
	h.Eng.VerifyDisputed(context.Background(), rounds.ChainVerdict{RequestID: "21", Worker: worker, Verifier: first.Verifier, TranscriptHash: "0x99", Score: 300_000, TxHash: "0xt1"})
	h.Round()
	jobs := h.Verify.Sent()
	if len(jobs) != 2 || !jobs[1].TieBreak || sameAddr(jobs[1].Verifier, worker) || sameAddr(jobs[1].Verifier, first.Verifier) ||
		jobs[1].Challenger != first.Verifier || jobs[1].Attempt != 2 || jobs[1].VoucherNotBefore != jobs[0].VoucherNotBefore {
		t.Fatalf("tie-break job: %+v (worker %s, challenger %s)", jobs, worker, first.Verifier)
	}
	h.Eng.VerifyResolved(context.Background(), rounds.Resolution{ChainVerdict: rounds.ChainVerdict{RequestID: "21", Worker: worker, Verifier: jobs[1].Verifier, TxHash: "0xt2"},
		Outcome: verification.WorkerLost})
	h.Request("22", "llama-7b", "0xu", 1e16, 5*time.Minute)
	h.Round()
	rec := h.Sink.Rounds[len(h.Sink.Rounds)-1]
	if slices.ContainsFunc(rec.Snapshot.Workers, func(w scheduler.Worker) bool { return sameAddr(w.ID, worker) }) {
		t.Fatal("the worker that lost its dispute is still in the snapshot")
	}
	if d := rec.Verification.Disputes; len(d) != 1 || d[0].Outcome != verification.WorkerLost {
		t.Fatalf("dispute outcome not recorded: %+v", rec.Verification)
	}
	if st := standing(h, worker); st.Disputes != 1 || st.Slashes != 1 || !st.Excluded {
		t.Fatalf("standing %+v", st)
	}
}

// TestModelNotComparableIsNeverSampled and, off probation, the rate is sample_rate.
func TestModelNotComparableIsNeverSampled(t *testing.T) {
	h := verifyHarness(t, 0)
	for range 2 {
		h.Worker("other-model", 300, 2)
	}
	complete(t, h, "31", "other-model")
	if rep := h.Round(); !rep.Idle {
		t.Fatalf("a result of a model not comparable made a round: %+v", rep)
	}
	if len(h.Verify.Sent()) != 0 || lastVerification(h) != nil {
		t.Fatal("a result of a model not comparable was drawn")
	}
}

// TestVerifierThatLetsItsVoucherLapseIsReplaced: no attestation within the voucher:
// the job goes to the next candidate, under a voucher that opens after the first one
// expired (no two verifiers hold a valid voucher of one role at once).
func TestVerifierThatLetsItsVoucherLapseIsReplaced(t *testing.T) {
	h := verifyHarness(t, 5)
	for range 3 {
		h.Worker("llama-7b", 300, 2)
	}
	complete(t, h, "41", "llama-7b")
	h.Round()
	h.Clock.Advance(31 * time.Second) // the harness's voucher_ttl is 30 s
	h.Round()
	jobs := h.Verify.Sent()
	if len(jobs) != 2 || jobs[1].Verifier == jobs[0].Verifier || jobs[1].Attempt != 2 || jobs[1].TieBreak ||
		jobs[1].VoucherNotBefore <= jobs[0].VoucherExpiry {
		t.Fatalf("jobs after a lapse: %+v", jobs)
	}
}

func standing(h *daemontest.Harness, worker string) rounds.Standing {
	for _, s := range h.Eng.Standings() {
		if sameAddr(s.Worker, worker) {
			return s
		}
	}
	return rounds.Standing{}
}

func sameAddr(a, b string) bool { return strings.EqualFold(a, b) }
