package contracts_test

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/core/types"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/contracts/simchain"
)

var (
	rightOut = []byte("the right answer")
	wrongOut = []byte("a cheap wrong answer")
)

// verifierChain is a chain with four staked workers (worker-0 answers, the others verify),
// a one-hour unstake delay, a 30 min challenge and a 15 min dispute window.
func verifierChain(t *testing.T) *contractstest.Chain {
	t.Helper()
	chain := contractstest.NewChain(t, simchain.WithWorkers(4), simchain.WithUnstakeDelay(time.Hour),
		simchain.WithVerification(simchain.Ether, big.NewInt(1e15), 30*time.Minute, 15*time.Minute))
	chain.RegisterAll(t)
	if chain.Verifier == nil {
		t.Fatal("no ResultVerifier deployed")
	}
	return chain
}

// answered is a request of user with fee, answered by worker with output.
func answered(t *testing.T, chain *contractstest.Chain, worker contractstest.Account, output []byte) *big.Int {
	t.Helper()
	id := chain.RequestInference(t, chain.Users[0], contractstest.Request{Fee: fee})
	chain.SubmitResult(t, worker, id, output)
	return id
}

// events lists the ResultVerifier's and the registry's events of interest in r.
type logs struct {
	slashed  []*bindings.WorkerRegistryWorkerSlashed
	resolved []*bindings.ResultVerifierDisputeResolved
	attested []*bindings.ResultVerifierAttested
	refunds  []*bindings.ResultVerifierRequesterRefunded
	paid     []*bindings.ResultVerifierVerifierPaid
}

func parse(chain *contractstest.Chain, r *types.Receipt) logs {
	var l logs
	for _, lg := range r.Logs {
		if e, err := chain.Registry.ParseWorkerSlashed(*lg); err == nil {
			l.slashed = append(l.slashed, e)
		} else if e, err := chain.Verifier.ParseDisputeResolved(*lg); err == nil {
			l.resolved = append(l.resolved, e)
		} else if e, err := chain.Verifier.ParseAttested(*lg); err == nil {
			l.attested = append(l.attested, e)
		} else if e, err := chain.Verifier.ParseRequesterRefunded(*lg); err == nil {
			l.refunds = append(l.refunds, e)
		} else if e, err := chain.Verifier.ParseVerifierPaid(*lg); err == nil {
			l.paid = append(l.paid, e)
		}
	}
	return l
}

func TestVerifierAttestPays(t *testing.T) {
	chain := verifierChain(t)
	w, v := chain.Workers[0], chain.Workers[1]
	id := answered(t, chain, w, rightOut)
	c, _ := chain.Router.ResultOf(call0, id)
	if c.Commitment != contracts.ResultCommitment(w.Address, contractstest.OutputHash(rightOut)) || c.FulfilledAt == 0 {
		t.Fatalf("resultOf = %x, %d", c.Commitment, c.FulfilledAt)
	}
	reward, _ := chain.Verifier.VerifierReward(call0)
	before := chain.Balance(t, v.Address)
	// Anyone may send the evidence; the reward goes to the verifier it names.
	rec := chain.Mine(t)(chain.Verifier.Attest(chain.Opts(t, chain.Users[1]), id, w.Address,
		chain.Evidence(t, id, v, w, rightOut, rightOut)))
	l := parse(chain, rec)
	if len(l.attested) != 1 || l.attested[0].Verifier != v.Address || l.attested[0].Reward.Cmp(reward) != 0 {
		t.Fatalf("Attested = %+v", l.attested)
	}
	if got := chain.Balance(t, v.Address); new(big.Int).Sub(got, before).Cmp(reward) != 0 {
		t.Errorf("verifier got %s, want %s", new(big.Int).Sub(got, before), reward)
	}
	if st := chain.Check(t, id).State; st != contracts.CheckAttested {
		t.Errorf("state = %d", st)
	}
	// No reward twice for one request, whoever attests.
	_, err := chain.Verifier.Attest(chain.Opts(t, v), id, w.Address, chain.Evidence(t, id, chain.Workers[2], w, rightOut, rightOut))
	wantRevert(t, err, "WrongCheckState")
	// A failing verdict cannot attest, and a passing verdict on another output than the
	// worker's (its commitment) neither.
	id2 := answered(t, chain, w, rightOut)
	_, err = chain.Verifier.Attest(chain.Opts(t, v), id2, w.Address, chain.Evidence(t, id2, v, w, rightOut, wrongOut))
	wantRevert(t, err, "WrongVerdict")
	_, err = chain.Verifier.Attest(chain.Opts(t, v), id2, w.Address, chain.Evidence(t, id2, v, w, wrongOut, wrongOut))
	wantRevert(t, err, "CommitmentMismatch")
	// A tie-break voucher is not good for a first check.
	_, err = chain.Verifier.Attest(chain.Opts(t, v), id2, w.Address, chain.TieBreakEvidence(t, id2, v, w, rightOut, rightOut))
	wantRevert(t, err, "InvalidVoucherSigner")
}

func TestVerifierDisputeWorkerLoses(t *testing.T) {
	chain := verifierChain(t)
	w, ch, tb, user := chain.Workers[0], chain.Workers[1], chain.Workers[2], chain.Users[0]
	id := answered(t, chain, w, wrongOut)
	sender := chain.Users[2] // neither party: balances below move by payments only
	chain.Mine(t)(chain.Verifier.OpenDispute(chain.Opts(t, sender), id, w.Address,
		chain.Evidence(t, id, ch, w, wrongOut, rightOut)))
	for _, a := range []contractstest.Account{w, ch} {
		if n, _ := chain.Registry.OpenDisputes(call0, a.Address); n != 1 {
			t.Fatalf("%s: openDisputes = %d, want 1", a.Name, n)
		}
	}
	slash, _ := chain.Verifier.SlashAmount(call0)
	reward, _ := chain.Verifier.VerifierReward(call0)
	userBefore, chBefore, tbBefore := chain.Balance(t, user.Address), chain.Balance(t, ch.Address), chain.Balance(t, tb.Address)
	// A first-check voucher cannot decide a dispute: the role is bound.
	_, err := chain.Verifier.ResolveDispute(chain.Opts(t, sender), id, chain.Evidence(t, id, tb, w, wrongOut, rightOut))
	wantRevert(t, err, "InvalidVoucherSigner")
	rec := chain.Mine(t)(chain.Verifier.ResolveDispute(chain.Opts(t, sender), id, chain.TieBreakEvidence(t, id, tb, w, wrongOut, rightOut)))
	l := parse(chain, rec)
	if len(l.slashed) != 1 || l.slashed[0].Worker != w.Address || l.slashed[0].RequestId.Cmp(id) != 0 || l.slashed[0].Amount.Cmp(slash) != 0 {
		t.Fatalf("WorkerSlashed = %+v", l.slashed)
	}
	if len(l.resolved) != 1 || !l.resolved[0].WorkerLost || l.resolved[0].Verifier != tb.Address || l.resolved[0].Score != contracts.ScoreScale {
		t.Fatalf("DisputeResolved = %+v", l.resolved)
	}
	for _, c := range []struct {
		who    string
		before *big.Int
		addr   contractstest.Account
		want   *big.Int
	}{{"requester", userBefore, user, fee}, {"challenger", chBefore, ch, reward}, {"tie-break", tbBefore, tb, reward}} {
		if got := new(big.Int).Sub(chain.Balance(t, c.addr.Address), c.before); got.Cmp(c.want) != 0 {
			t.Errorf("%s got %s, want %s", c.who, got, c.want)
		}
	}
	if got := chain.StakeOf(t, w); got.Sign() != 0 {
		t.Errorf("slashed worker's stakeOf = %s, want 0 (out until it stakes again)", got)
	}
	for _, a := range []contractstest.Account{w, ch} {
		if n, _ := chain.Registry.OpenDisputes(call0, a.Address); n != 0 {
			t.Errorf("%s: openDisputes = %d after resolution", a.Name, n)
		}
	}
	if st := chain.Check(t, id).State; st != contracts.CheckWorkerLost {
		t.Errorf("state = %d", st)
	}
	_, err = chain.Verifier.ResolveDispute(chain.Opts(t, sender), id, chain.TieBreakEvidence(t, id, chain.Workers[3], w, wrongOut, rightOut))
	wantRevert(t, err, "WrongCheckState")
}

func TestVerifierFalseChallengerLoses(t *testing.T) {
	chain := verifierChain(t)
	w, ch, tb := chain.Workers[0], chain.Workers[1], chain.Workers[2]
	id := answered(t, chain, w, rightOut)
	chain.Mine(t)(chain.Verifier.OpenDispute(chain.Opts(t, ch), id, w.Address,
		chain.Evidence(t, id, ch, w, rightOut, wrongOut)))
	userBefore := chain.Balance(t, chain.Users[0].Address)
	rec := chain.Mine(t)(chain.Verifier.ResolveDispute(chain.Opts(t, chain.Users[2]), id, chain.TieBreakEvidence(t, id, tb, w, rightOut, rightOut)))
	l := parse(chain, rec)
	if len(l.slashed) != 1 || l.slashed[0].Worker != ch.Address {
		t.Fatalf("WorkerSlashed = %+v, want the challenger", l.slashed)
	}
	if len(l.resolved) != 1 || l.resolved[0].WorkerLost || len(l.refunds) != 0 {
		t.Fatalf("resolved %+v, refunds %+v", l.resolved, l.refunds)
	}
	if len(l.paid) != 1 || l.paid[0].Verifier != tb.Address {
		t.Errorf("paid = %+v, want the tie-break verifier only", l.paid)
	}
	if got := chain.StakeOf(t, w); got.Cmp(chain.MinStake) != 0 {
		t.Errorf("honest worker's stake = %s", got)
	}
	if got := chain.Balance(t, chain.Users[0].Address); got.Cmp(userBefore) != 0 {
		t.Errorf("requester balance moved on a false challenge")
	}
}

// TestVerifierStakeLockedDuringDispute: a worker that asks to unstake right after its
// result is still locked by the dispute past its unlock time, until the dispute expires.
func TestVerifierStakeLockedDuringDispute(t *testing.T) {
	chain := verifierChain(t)
	w, ch := chain.Workers[0], chain.Workers[1]
	id := answered(t, chain, w, wrongOut)
	chain.Mine(t)(chain.Registry.RequestUnstake(chain.Opts(t, w)))
	chain.AdjustTime(t, 29*time.Minute) // the dispute opens late in the challenge window
	chain.Mine(t)(chain.Verifier.OpenDispute(chain.Opts(t, ch), id, w.Address,
		chain.Evidence(t, id, ch, w, wrongOut, rightOut)))
	_, err := chain.Verifier.ExpireDispute(chain.Opts(t, ch), id)
	wantRevert(t, err, "DisputeNotExpired")
	chain.AdjustTime(t, 32*time.Minute) // past the worker's unlock time and the dispute window
	_, err = chain.Registry.Withdraw(chain.Opts(t, w))
	wantRevert(t, err, "DisputeOpen")
	_, err = chain.Verifier.ResolveDispute(chain.Opts(t, ch), id, chain.TieBreakEvidence(t, id, chain.Workers[2], w, wrongOut, rightOut))
	wantRevert(t, err, "DisputeWindowClosed")
	chain.Mine(t)(chain.Verifier.ExpireDispute(chain.Opts(t, chain.Users[1]), id))
	if st := chain.Check(t, id).State; st != contracts.CheckExpired {
		t.Fatalf("state = %d", st)
	}
	rec := chain.Mine(t)(chain.Registry.Withdraw(chain.Opts(t, w)))
	if ev, err := chain.Registry.ParseWithdrawn(*rec.Logs[0]); err != nil || ev.Amount.Cmp(chain.MinStake) != 0 {
		t.Fatalf("Withdrawn = %+v, %v", ev, err)
	}
	// An expired dispute is final: the same evidence cannot reopen it.
	_, err = chain.Verifier.OpenDispute(chain.Opts(t, ch), id, w.Address,
		chain.Evidence(t, id, ch, w, wrongOut, rightOut))
	if err == nil {
		t.Fatal("reopened an expired dispute")
	}
}

func TestVerifierWindowsBelowUnstakeDelay(t *testing.T) {
	chain := verifierChain(t)
	_, err := chain.Verifier.SetParams(chain.Opts(t, chain.Owner), simchain.Ether, big.NewInt(1), 2400, 1200)
	wantRevert(t, err, "InvalidWindows")
	_, err = chain.Verifier.SetParams(chain.Opts(t, chain.Owner), simchain.Ether, big.NewInt(1), 0, 60)
	wantRevert(t, err, "InvalidWindows")
	_, err = chain.Registry.BindVerifier(chain.Opts(t, chain.Deployer), chain.VerifierAddress)
	wantRevert(t, err, "VerifierAlreadyBound")
	_, err = chain.Registry.Slash(chain.Opts(t, chain.Owner), chain.Workers[0].Address, big.NewInt(1), big.NewInt(1))
	wantRevert(t, err, "NotVerifier")
	_, err = chain.Registry.LockStake(chain.Opts(t, chain.Scheduler), chain.Workers[0].Address)
	wantRevert(t, err, "NotVerifier")
	if v, _ := chain.Registry.Verifier(call0); v != chain.VerifierAddress {
		t.Errorf("registry.verifier() = %s", v)
	}
}

func TestVerifierAttestMany(t *testing.T) {
	chain := verifierChain(t)
	w, v := chain.Workers[0], chain.Workers[1]
	var items []bindings.ResultVerifierAttestItem
	for range 3 {
		id := answered(t, chain, w, rightOut)
		items = append(items, bindings.ResultVerifierAttestItem{Id: id, Worker: w.Address, Evidence: chain.Evidence(t, id, v, w, rightOut, rightOut)})
	}
	// All or nothing: one item for another worker's result refuses the batch.
	odd := answered(t, chain, w, rightOut)
	bad := append(append([]bindings.ResultVerifierAttestItem{}, items...), bindings.ResultVerifierAttestItem{
		Id: odd, Worker: chain.Workers[2].Address, Evidence: chain.Evidence(t, odd, v, chain.Workers[2], rightOut, rightOut)})
	_, err := chain.Verifier.AttestMany(chain.Opts(t, v), bad)
	wantRevert(t, err, "CommitmentMismatch")
	l := parse(chain, chain.Mine(t)(chain.Verifier.AttestMany(chain.Opts(t, chain.Users[1]), items)))
	if len(l.attested) != 3 {
		t.Fatalf("%d attestations, want 3", len(l.attested))
	}
	for _, it := range items {
		if st := chain.Check(t, it.Id).State; st != contracts.CheckAttested {
			t.Errorf("%s: state %d", it.Id, st)
		}
	}
	_, err = chain.Verifier.AttestMany(chain.Opts(t, v), items[:1])
	wantRevert(t, err, "WrongCheckState") // no reward twice
}
