package contracts_test

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"pgregory.net/rapid"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/contracts/simchain"
)

// Ways a property run spoils a piece of evidence.
const (
	evValid = iota
	evForgedVoucher
	evForgedAttestation
	evWrongInput
	evExpired
	evKinds
)

// TestVerifierProperties: whatever mix of attestations, disputes, tie-breaks and
// expiries, by staked and unstaked verifiers, the worker itself and the scheduler key,
// with valid or spoiled evidence, either verdict and either voucher role, reaches a result:
//   - no fee paid twice: per request at most one attestation reward, one refund, and one
//     reward per verifier;
//   - no slash without the evidence: a call with spoiled evidence, an ineligible
//     verifier, a voucher of another role or a verdict the call does not take never
//     succeeds, and a slash follows only a resolution where a valid challenger's failing
//     verdict and a valid, distinct tie-break verifier's verdict go against the slashed
//     party;
//   - stake locked during a dispute: while a dispute is open both parties' stakes count
//     it (withdraw refuses them), and every stake is unlocked once it closes.
func TestVerifierProperties(t *testing.T) {
	chain := contractstest.NewChain(t, simchain.WithWorkers(4), simchain.WithUnstakeDelay(time.Hour),
		simchain.WithVerification(simchain.Ether, big.NewInt(1e15), 30*time.Minute, 15*time.Minute))
	sched, outsider := chain.Scheduler, chain.Users[1]
	cast := append(append([]contractstest.Account{}, chain.Workers...), sched, outsider) // who may pose as a verifier
	staked := func(a contractstest.Account) bool { return chain.StakeOf(t, a).Sign() > 0 }
	right, wrong := []byte("right"), []byte("wrong")
	var slashes, resolved, opened int // how much of the space the run reached, for the log
	t.Cleanup(func() { t.Logf("%d disputes opened, %d resolved, %d slashes", opened, resolved, slashes) })
	rapid.Check(t, func(rt *rapid.T) {
		for _, a := range append(append([]contractstest.Account{}, chain.Workers...), sched) {
			if !staked(a) {
				chain.Register(t, a, chain.MinStake) // slashed last time: stake again
			}
		}
		w := chain.Workers[rapid.IntRange(0, len(chain.Workers)-1).Draw(rt, "worker")]
		out := right
		if rapid.Bool().Draw(rt, "lies") {
			out = wrong
		}
		id := answered(t, chain, w, out)
		in := chain.InputHash(t, id)
		var challenger common.Address
		refunds, attests, paid := 0, 0, map[common.Address]int{}
		if rapid.Bool().Draw(rt, "disputed") { // start half the runs with a valid dispute
			ch := chain.Workers[(indexOf(chain.Workers, w)+1+rapid.IntRange(0, 2).Draw(rt, "challenger"))%len(chain.Workers)]
			chain.Mine(t)(chain.Verifier.OpenDispute(chain.Opts(t, outsider), id, w.Address,
				spoilt(t, chain, id, ch, w, in, contracts.RoleCheck, out, false, evValid)))
			challenger = ch.Address
			opened++
		}
		for range rapid.IntRange(1, 8).Draw(rt, "actions") {
			action := []int{0, 1, 2, 2, 3}[rapid.IntRange(0, 4).Draw(rt, "action")] // tie-breaks more often
			if action == 3 {
				chain.AdjustTime(t, 16*time.Minute)
				if tx, err := chain.Verifier.ExpireDispute(chain.Opts(t, outsider), id); err == nil {
					chain.Mine(t)(tx, nil)
				}
				continue
			}
			v := cast[rapid.IntRange(0, len(cast)+2).Draw(rt, "verifier")%len(cast)] // workers more often
			pass := rapid.Bool().Draw(rt, "pass")
			judged := out
			if rapid.IntRange(0, 5).Draw(rt, "judged") == 0 { // now and then a verdict on another output
				judged = [][]byte{right, wrong}[rapid.IntRange(0, 1).Draw(rt, "other")]
			}
			role := contracts.RoleCheck
			if action == 2 {
				role = contracts.RoleTieBreak
			}
			if rapid.IntRange(0, 5).Draw(rt, "swap role") == 0 {
				role = 3 - role
			}
			kind := rapid.IntRange(0, 2*evKinds).Draw(rt, "evidence") // more than half valid
			if kind >= evKinds {
				kind = evValid
			}
			eligible := kind == evValid && staked(v) && v.Address != w.Address && v.Address != sched.Address &&
				string(judged) == string(out)
			ev := spoilt(t, chain, id, v, w, in, role, judged, pass, kind)
			var tx *types.Transaction
			var err error
			switch action {
			case 0:
				tx, err = chain.Verifier.Attest(chain.Opts(t, outsider), id, w.Address, ev)
				eligible = eligible && pass && role == contracts.RoleCheck
			case 1:
				tx, err = chain.Verifier.OpenDispute(chain.Opts(t, outsider), id, w.Address, ev)
				eligible = eligible && !pass && role == contracts.RoleCheck
			case 2:
				tx, err = chain.Verifier.ResolveDispute(chain.Opts(t, outsider), id, ev)
				eligible = eligible && v.Address != challenger && role == contracts.RoleTieBreak
			}
			if err != nil {
				continue
			}
			if !eligible {
				rt.Fatalf("action %d by %s with evidence kind %d succeeded", action, v.Name, kind)
			}
			l := parse(chain, chain.Mine(t)(tx, nil))
			refunds += len(l.refunds)
			attests += len(l.attested)
			for _, p := range l.paid {
				paid[p.Verifier]++
			}
			if action == 1 {
				challenger = v.Address
				opened++
			}
			resolved += len(l.resolved)
			slashes += len(l.slashed)
			for _, s := range l.slashed {
				loser := w.Address
				if pass {
					loser = challenger // the tie-break passed the worker's result
				}
				if action != 2 || s.Worker != loser || challenger == v.Address {
					rt.Fatalf("slash of %s by action %d (tie-break %s, challenger %s)", s.Worker, action, v.Address, challenger)
				}
			}
			checkLocks(t, rt, chain, id)
		}
		if refunds > 1 || attests > 1 {
			rt.Fatalf("request %s: %d refunds, %d attestation rewards", id, refunds, attests)
		}
		for a, n := range paid {
			if n > 1 {
				rt.Fatalf("request %s: %s paid %d times", id, a, n)
			}
		}
		// Close what is open; then no stake is locked.
		if chain.Check(t, id).State == contracts.CheckDisputed {
			chain.AdjustTime(t, 16*time.Minute)
			chain.Mine(t)(chain.Verifier.ExpireDispute(chain.Opts(t, outsider), id))
		}
		for _, a := range cast {
			if n, _ := chain.Registry.OpenDisputes(call0, a.Address); n != 0 {
				rt.Fatalf("%s: %d open disputes with none open", a.Name, n)
			}
		}
	})
}

// checkLocks fails unless an open dispute of id counts in both parties' stakes.
func checkLocks(t *testing.T, rt *rapid.T, chain *contractstest.Chain, id *big.Int) {
	c := chain.Check(t, id)
	if c.State != contracts.CheckDisputed {
		return
	}
	for _, a := range []common.Address{c.Worker, c.Challenger} {
		if n, _ := chain.Registry.OpenDisputes(call0, a); n == 0 {
			rt.Fatalf("dispute of %s open, %s's stake not locked", id, a)
		}
	}
}

// spoilt is v's verdict (pass or fail) on output as worker's result of id in role,
// spoilt as kind says.
func spoilt(t *testing.T, chain *contractstest.Chain, id *big.Int, v, worker contractstest.Account, in common.Hash,
	role uint8, output []byte, pass bool, kind int) bindings.ResultVerifierEvidence {
	far := chain.Now(t) + hour
	switch kind {
	case evForgedVoucher:
		return forge(t, chain, id, v, worker, v, v, role, in, output, pass, far)
	case evForgedAttestation:
		return forge(t, chain, id, v, worker, chain.Scheduler, chain.Users[2], role, in, output, pass, far)
	case evWrongInput:
		return forge(t, chain, id, v, worker, chain.Scheduler, v, role, common.Hash{2}, output, pass, far)
	case evExpired:
		return forge(t, chain, id, v, worker, chain.Scheduler, v, role, in, output, pass, chain.Now(t)-1)
	case evValid:
		return forge(t, chain, id, v, worker, chain.Scheduler, v, role, in, output, pass, far)
	}
	t.Fatalf("evidence kind %d", kind)
	return bindings.ResultVerifierEvidence{}
}

func indexOf(as []contractstest.Account, a contractstest.Account) int {
	for i, b := range as {
		if b.Address == a.Address {
			return i
		}
	}
	return -1
}
