package devstack

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/agent"
	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/wire"
)

// TestClassModelVerifiedWithinItsClass is the stack test of determinism classes
// (simulated chain with the real contracts, embedded NATS, redis-server, the daemon,
// six reference workers): the echo model is a class model; three workers advertise
// one class in their signed heartbeats, three another. Every result is sampled
// (probation) and attested on chain by a verifier of its worker's class, never of the
// other; nobody is disputed or slashed.
func TestClassModelVerifiedWithinItsClass(t *testing.T) {
	t.Parallel()
	o := testOptions(t)
	o.Workers = 6
	o.maxJobs = 1 // one job at a time each, so that the requests spread over both classes
	classes := [2]wire.DeterminismClass{
		{GPU: "cpu", Engine: "echo", EngineVersion: "1", DType: "none", TensorParallel: 1, BatchInvariant: true},
		{GPU: "other cpu", Engine: "echo", EngineVersion: "1", DType: "none", TensorParallel: 1, BatchInvariant: true},
	}
	o.workerConfig = func(i int, c *agent.Config) {
		c.Determinism = map[string]wire.DeterminismClass{DevModel: classes[i/3]}
	}
	base := o.Config
	o.Config = func(c *config.Config) {
		base(c)
		c.Verification.ComparableModels = []string{RepeatModel}
		c.Verification.ClassModels = []string{DevModel}
	}
	s := startStack(t, o)
	classOf := map[common.Address]int{}
	for i, w := range s.Chain.Workers {
		classOf[w.Address] = i / 3
	}
	reqs := sendRequests(t, s, 8, DevModel, 3*time.Minute)
	waitFinal(t, s, reqs, 90*time.Second)
	served := results(t, s)
	deadline := time.Now().Add(2 * time.Minute)
	seen := map[int]bool{}
	for _, r := range reqs {
		ws := served[r.id.String()]
		if len(ws) == 0 {
			t.Fatalf("request %s: no result on chain", r.id)
		}
		var verifier common.Address
		for {
			if v, ok := attestedBy(t, s, r.id.String()); ok {
				verifier = v
				break
			}
			if n := disputeCount(t, s); n > 0 {
				t.Fatalf("an honest result was disputed (%d disputes); %s", n, s.Summary().Line())
			}
			if time.Now().After(deadline) {
				t.Fatalf("request %s was never attested; %s", r.id, s.Summary().Line())
			}
			time.Sleep(250 * time.Millisecond)
		}
		if verifier == ws[0] || classOf[verifier] != classOf[ws[0]] {
			t.Fatalf("request %s: worker %s (class %d) attested by %s (class %d)", r.id, ws[0], classOf[ws[0]], verifier, classOf[verifier])
		}
		seen[classOf[ws[0]]] = true
	}
	if len(seen) != 2 {
		t.Logf("results of one class only (%v): the plan chose its workers", seen)
	}
	for _, w := range s.Chain.Workers {
		if n := slashCount(t, s, w.Address); n != 0 {
			t.Errorf("honest worker %s slashed %d times", w.Address, n)
		}
	}
}

// attestedBy is the verifier whose attestation of request id is on chain.
func attestedBy(t *testing.T, s *Stack, id string) (common.Address, bool) {
	t.Helper()
	n, _ := new(big.Int).SetString(id, 10)
	it, err := s.Chain.Verifier.FilterAttested(&bind.FilterOpts{Start: s.Chain.DeployBlock}, []*big.Int{n}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer it.Close()
	if !it.Next() {
		return common.Address{}, false
	}
	return it.Event.Verifier, true
}
