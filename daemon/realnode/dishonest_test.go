package realnode

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"math/big"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/audit"
	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/internal/testutil/natstest"
)

// requestFee is what each request of these tests pays (requester.send's value).
var requestFee = big.NewInt(1e15)

// TestRealNodeDishonestWorker is devstack's TestDishonestWorkerIsCaughtAndSlashed on a
// real node: geth --dev (1 s blocks), the contracts (the ResultVerifier too) deployed
// by `infersched deploy`, `infersched run` with chain.contracts.result_verifier from
// the deployment record and llama-7b declared comparable (every result of a worker on
// probation is re-executed), and three `infersched worker` processes, one of them lying
// through the worker.fault.dishonest fault injection. Once the liar has served a
// request, an honest verifier disputes it, the third worker breaks the tie and
// ResultVerifier slashes the liar (WorkerSlashed for that request) and refunds its
// requester (RequesterRefunded, the request's fee); no honest worker is slashed;
// `infersched audit verify --rpc --verifier` replays the draw and checks every outcome
// on chain.
func TestRealNodeDishonestWorker(t *testing.T) {
	if testing.Short() {
		t.Skip("real-node end-to-end test: not with -short")
	}
	names := []string{"scheduler", "liar", "honest0", "honest1", "user0"}
	s := startStack(t, stackOptions{names: names, confirmations: 1, verifier: true})
	bin, dir, ns, n, c, keys, start0 := s.bin, s.dir, s.ns, s.n, s.c, s.keys, s.funded
	router, anchorAddr, registry, verifier := s.router(), s.anchor(), s.registry(), s.verifier()
	daemon := s.startDaemon()

	// One job at a time each, so that a few requests spread over the three workers.
	var workers []*proc
	for _, name := range names[1:4] {
		workers = append(workers, s.startWorker(name, 1, name == "liar"))
	}
	liar := crypto.PubkeyToAddress(keys["liar"].PublicKey)

	rb, err := bindings.NewInferenceRouter(router, c)
	if err != nil {
		t.Fatal(err)
	}
	head, _ := c.BlockNumber(context.Background())
	req := &requester{t: t, router: rb, users: []*ecdsa.PrivateKey{keys["user0"]},
		receipt: map[string]time.Time{}, result: map[string]time.Time{}, fromBlck: head}
	ctx := context.Background()

	// Batches of three requests until the liar has served one (the route spreads them).
	var liarIDs []string
	for batch := 0; len(liarIDs) == 0; batch++ {
		if batch == 4 {
			t.Skip("the dishonest worker was given none of 12 requests: nothing to catch")
		}
		var ids []string
		for range 3 {
			ids = append(ids, req.send(ctx, c))
		}
		waitFor(t, "a batch fulfilled", func() bool {
			for _, id := range ids {
				v, _ := new(big.Int).SetString(id, 10)
				st, err := rb.RequestStatus(&bind.CallOpts{}, v)
				if err != nil || contracts.RequestStatus(st) != contracts.StatusFulfilled {
					return false
				}
			}
			return true
		})
		it := filterLogs(t, "ResultSubmitted", func() (*bindings.InferenceRouterResultSubmittedIterator, error) {
			return rb.FilterResultSubmitted(&bind.FilterOpts{Start: head, Context: ctx}, nil, []common.Address{liar})
		})
		for it.Next() {
			liarIDs = append(liarIDs, it.Event.Id.String())
		}
		it.Close()
	}
	t.Logf("the liar %s served %v", liar.Hex(), liarIDs)

	reg, err := bindings.NewWorkerRegistry(registry, c)
	if err != nil {
		t.Fatal(err)
	}
	slashes := func(w common.Address) []string {
		it := filterLogs(t, "WorkerSlashed", func() (*bindings.WorkerRegistryWorkerSlashedIterator, error) {
			return reg.FilterWorkerSlashed(&bind.FilterOpts{Start: start0, Context: ctx}, []common.Address{w}, nil)
		})
		defer it.Close()
		var ids []string
		for it.Next() {
			ids = append(ids, it.Event.RequestId.String())
		}
		return ids
	}
	var slashed []string
	waitFor(t, "the liar slashed", func() bool { slashed = slashes(liar); return len(slashed) > 0 })
	if !slices.Contains(liarIDs, slashed[0]) {
		t.Fatalf("the liar slashed for request %s, which it did not serve (its: %v)", slashed[0], liarIDs)
	}
	vb, err := bindings.NewResultVerifier(verifier, c)
	if err != nil {
		t.Fatal(err)
	}
	id, _ := new(big.Int).SetString(slashed[0], 10)
	user := crypto.PubkeyToAddress(keys["user0"].PublicKey)
	it := filterLogs(t, "RequesterRefunded", func() (*bindings.ResultVerifierRequesterRefundedIterator, error) {
		return vb.FilterRequesterRefunded(&bind.FilterOpts{Start: start0, Context: ctx}, []*big.Int{id}, nil)
	})
	refunded := false
	for it.Next() {
		refunded = refunded || (it.Event.Requester == user && it.Event.Amount.Cmp(requestFee) == 0)
	}
	it.Close()
	if !refunded {
		t.Errorf("requester %s of request %s not refunded its fee %s", user.Hex(), id, requestFee)
	}
	for _, name := range names[2:4] {
		if ids := slashes(crypto.PubkeyToAddress(keys[name].PublicKey)); len(ids) > 0 {
			t.Errorf("honest worker %s slashed for %v", name, ids)
		}
	}
	for _, p := range append([]*proc{daemon}, workers...) {
		if done, err := p.exited(); done {
			t.Fatalf("%s exited: %v", p.name, err)
		}
	}
	logHasTheSlash(t, ns, liar)
	out := run(t, dir, nil, bin, "audit", "verify", "--nats", ns.URL(), "--rpc", n.url(), "--router", router.Hex(),
		"--anchor", anchorAddr.Hex(), "--verifier", verifier.Hex())
	if !strings.Contains(out, "dispute outcome at ResultVerifier "+verifier.Hex()) {
		t.Errorf("audit verify did not check the ResultVerifier: %s", out)
	}
	t.Logf("the liar slashed for request %s; audit verify: %s", id, out)
}

// logHasTheSlash waits until the decision log records the dispute the liar lost (the
// verification watch reads ResultVerifier's events once confirmed), and checks that no
// honest worker lost one: `infersched audit workers`' counts.
func logHasTheSlash(t *testing.T, ns *natstest.Server, liar common.Address) {
	t.Helper()
	js, err := jetstream.New(ns.Conn(t))
	if err != nil {
		t.Fatal(err)
	}
	var lines []audit.WorkerVerification
	waitFor(t, "the slash in the decision log", func() bool {
		var buf bytes.Buffer
		if _, err := audit.Export(context.Background(), js, 0, 0, &buf); err != nil {
			t.Fatal(err)
		}
		c := audit.NewVerificationCollector()
		for rec, err := range decisionlog.Read(&buf, 0) {
			if err != nil {
				t.Fatal(err)
			}
			c.Add(rec)
		}
		lines = c.Workers()
		for _, w := range lines {
			if w.Worker == strings.ToLower(liar.Hex()) && w.Slashes > 0 {
				return true
			}
		}
		return false
	})
	for _, w := range lines {
		if isLiar := w.Worker == strings.ToLower(liar.Hex()); !isLiar && w.Slashes > 0 {
			t.Errorf("the log says honest worker %s lost a dispute: %+v", w.Worker, w)
		} else if isLiar && w.Disputes == 0 {
			t.Errorf("the log counts no dispute against the liar: %+v", w)
		}
	}
	var table strings.Builder
	_ = audit.PrintWorkers(&table, lines)
	t.Logf("audit workers:\n%s", table.String())
}
