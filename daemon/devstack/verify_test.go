package devstack

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/agent"
	"github.com/infersched/infersched/audit"
	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/decisionlog"
)

// TestDishonestWorkerIsCaughtAndSlashed is result verification on the stack (simulated
// chain with the real contracts, embedded NATS, redis-server, the daemon, three
// reference workers): one worker returns wrong outputs (`--dishonest 1`). Its results
// are sampled at the probation rate, an honest verifier opens a dispute, the round
// assigns the tie-break to the third worker, which resolves it: WorkerSlashed names the
// dishonest worker, its requester gets the fee back (RequesterRefunded), no honest
// worker is slashed, and later requests are served by the others.
func TestDishonestWorkerIsCaughtAndSlashed(t *testing.T) {
	t.Parallel()
	o := testOptions(t)
	o.Workers, o.Dishonest = 3, 1
	o.maxJobs = 1 // one job at a time each, so that the first requests spread over all three
	base := o.Config
	o.Config = func(c *config.Config) {
		base(c)
		c.Verification.ComparableModels = []string{DevModel, RepeatModel}
	}
	s := startStack(t, o)
	if s.Chain.Verifier == nil {
		t.Fatal("the dev chain has no ResultVerifier")
	}
	bad := s.Chain.Workers[0].Address
	if got := infoDishonest(t, s); len(got) != 1 || got[0] != strings.ToLower(bad.Hex()) {
		t.Fatalf("GET /v1/info dishonest_workers %v, want [%s]", got, strings.ToLower(bad.Hex()))
	}

	reqs := sendRequests(t, s, 6, DevModel, 3*time.Minute)
	waitFinal(t, s, reqs, 90*time.Second)
	served := results(t, s)
	var badIDs []string
	for id, ws := range served {
		if len(ws) > 0 && ws[0] == bad {
			badIDs = append(badIDs, id)
		}
	}
	if len(badIDs) == 0 {
		t.Skipf("the dishonest worker was given none of the 6 requests (%v); nothing to catch", served)
	}

	slashed := waitSlash(t, s, bad, 120*time.Second)
	// The progress line shows the rounds, the batches and the verification of the last
	// minute, slash included.
	var p Progress
	for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(250 * time.Millisecond) {
		if p = s.Progress(); p.Slashes > 0 || time.Now().After(deadline) {
			break
		}
	}
	if p.Rounds == 0 || p.Assignments == 0 || p.Results == 0 || p.ResultTxs == 0 || p.RetryAfterN == 0 ||
		p.Sampled == 0 || p.Disputes == 0 || p.Slashes == 0 {
		t.Errorf("progress line misses the rounds, results or verification of the last minute: %s", p.Line())
	}
	for _, label := range []string{"last ", "rounds=", "result_txs=", "retry_after_p50=", "sampled=", "disputes=", "slashes=", "| now: ", "| since start: "} {
		if !strings.Contains(p.Line(), label) {
			t.Errorf("progress line has no %q: %s", label, p.Line())
		}
	}
	if !contains(badIDs, slashed.String()) {
		t.Fatalf("slashed for request %s, which it did not serve (its: %v)", slashed, badIDs)
	}
	// The request's status and the summary say so too.
	verificationIs(t, s, slashed, "worker_slashed")
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(250 * time.Millisecond) {
		sum := s.Summary()
		if sum.Sampled > 0 && sum.Disputes > 0 && sum.Slashes > 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the summary misses the sample, the dispute or the slash: %s", sum.Line())
		}
	}
	var requester common.Address
	var fee *big.Int
	for _, r := range reqs {
		if r.id.Cmp(slashed) == 0 {
			requester, fee = r.user.Address, r.fee
		}
	}
	it, err := s.Chain.Verifier.FilterRequesterRefunded(&bind.FilterOpts{Start: s.Chain.DeployBlock}, []*big.Int{slashed}, nil)
	if err != nil {
		t.Fatal(err)
	}
	refunded := false
	for it.Next() {
		refunded = it.Event.Requester == requester && it.Event.Amount.Cmp(fee) == 0
	}
	if !refunded {
		t.Errorf("requester %s of request %s not refunded its fee %s", requester, slashed, fee)
	}
	for _, w := range s.Chain.Workers[1:] {
		if n := slashCount(t, s, w.Address); n != 0 {
			t.Errorf("honest worker %s slashed %d times", w.Address, n)
		}
	}

	workerPageShowsSlash(t, s, bad)

	// Slashed below the minimum stake, the dishonest worker stops, saying why, instead
	// of being refused every heartbeat.
	dw := s.workers[0]
	select {
	case <-dw.done:
	case <-time.After(2 * time.Minute):
		t.Fatal("the slashed worker still runs 2 minutes after its slash")
	}
	if err, _ := dw.stopped.Load().(error); !errors.Is(err, agent.ErrUnstaked) || !strings.Contains(err.Error(), "worker register") {
		t.Fatalf("the slashed worker stopped with %v, want agent.ErrUnstaked saying how to stake again", err)
	}

	// Routed around: the next requests are served by the honest workers only.
	more := sendRequests(t, s, 3, DevModel, 3*time.Minute)
	waitFinal(t, s, more, 90*time.Second)
	after := results(t, s)
	for _, r := range more {
		if ws := after[r.id.String()]; len(ws) == 0 || ws[0] == bad {
			t.Errorf("request %s after the slash served by %v", r.id, ws)
		}
	}
	auditVerification(t, s, bad)
}

// workerPageShowsSlash: the worker's page (/ui/workers/{address}) says, without JSON,
// that it was slashed and that a dispute over its result was lost.
func workerPageShowsSlash(t *testing.T, s *Stack, bad common.Address) {
	t.Helper()
	addr := strings.ToLower(bad.Hex())
	var page string
	for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(250 * time.Millisecond) {
		resp, err := http.Get(s.HTTPURL + "/ui/workers/" + addr)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		page = string(b)
		if resp.StatusCode == http.StatusOK && strings.Contains(page, `<dt>Slashed</dt><dd><b class="bad">`) &&
			strings.Contains(page, "a dispute over its result ended: the worker lost") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the page of worker %s does not say it was slashed and lost a dispute:\n%s", addr, page)
		}
	}
	if !strings.Contains(page, "returns wrong outputs on purpose") {
		t.Error("the page of the dishonest worker does not say it is the dev stack's dishonest worker")
	}
}

// auditVerification: `audit verify` with the chain (every draw replays and is its
// result's ResultSubmitted, no comparable result is left out, every outcome is on
// chain) passes over the stack's decision log, and `audit workers` counts the slash.
func auditVerification(t *testing.T, s *Stack, bad common.Address) {
	t.Helper()
	js, err := jetstream.New(s.NC)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := audit.Export(context.Background(), js, 0, 0, &buf); err != nil {
		t.Fatal(err)
	}
	logBytes := buf.Bytes()
	var fails []decisionlog.Failure
	_, err = audit.Verify(context.Background(), bytes.NewReader(logBytes), audit.VerifyOptions{Chain: s.Chain.Client,
		Router: s.Chain.RouterAddress, Anchor: s.Chain.AnchorAddress, Verifier: s.Chain.VerifierAddress, Now: time.Now()},
		func(f decisionlog.Failure) {
			if strings.HasPrefix(f.Check, "verification.") || f.Check == audit.CheckChainDispute || f.Check == audit.CheckChainDraw {
				fails = append(fails, f)
			}
		})
	if err != nil {
		t.Fatal(err)
	}
	if len(fails) > 0 {
		t.Fatalf("audit verify on verification: %v", fails)
	}
	c := audit.NewVerificationCollector()
	for rec, err := range decisionlog.Read(bytes.NewReader(logBytes), 0) {
		if err != nil {
			t.Fatal(err)
		}
		c.Add(rec)
	}
	var table strings.Builder
	_ = audit.PrintWorkers(&table, c.Workers())
	t.Logf("audit workers:\n%s", table.String())
	for _, w := range c.Workers() {
		isBad := w.Worker == strings.ToLower(bad.Hex())
		if isBad != (w.Slashes > 0) || (isBad && w.Disputes == 0) || w.Results == 0 {
			t.Errorf("audit workers line %+v (dishonest: %v)", w, isBad)
		}
	}
}

func infoDishonest(t *testing.T, s *Stack) []string {
	t.Helper()
	resp, err := http.Get(s.HTTPURL + "/v1/info")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var info struct {
		DishonestWorkers []string `json:"dishonest_workers"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&info); err != nil {
		t.Fatal(err)
	}
	return info.DishonestWorkers
}

// waitSlash waits for a WorkerSlashed of worker and returns its request id.
func waitSlash(t *testing.T, s *Stack, worker common.Address, within time.Duration) *big.Int {
	t.Helper()
	deadline := time.Now().Add(within)
	for {
		it, err := s.Chain.Registry.FilterWorkerSlashed(&bind.FilterOpts{Start: s.Chain.DeployBlock, Context: context.Background()},
			[]common.Address{worker}, nil)
		if err != nil {
			t.Fatal(err)
		}
		for it.Next() {
			return it.Event.RequestId
		}
		if time.Now().After(deadline) {
			t.Fatalf("no WorkerSlashed for %s within %s; %s", worker, within, s.Summary().Line())
		}
		time.Sleep(250 * time.Millisecond)
	}
}

func slashCount(t *testing.T, s *Stack, worker common.Address) int {
	t.Helper()
	it, err := s.Chain.Registry.FilterWorkerSlashed(&bind.FilterOpts{Start: s.Chain.DeployBlock}, []common.Address{worker}, nil)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for it.Next() {
		n++
	}
	return n
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// TestVerifierRunsTheStoredInput: verifiers run a request's stored input, not its ref.
// Before, a request whose prompt is an uploaded input (ref:0x…) was sampled, and its
// verifiers re-ran the literal "ref:" text instead of the input the worker ran,
// disputed the honest result and slashed its worker 2 of 3. Every result of a worker on
// probation is sampled, so each request here is verified; each must be attested, none
// disputed, no worker slashed.
func TestVerifierRunsTheStoredInput(t *testing.T) {
	t.Parallel()
	o := testOptions(t)
	o.Workers = 3
	base := o.Config
	o.Config = func(c *config.Config) {
		base(c)
		c.Verification.ComparableModels = []string{DevModel, RepeatModel}
	}
	s := startStack(t, o)
	input := bytes.Repeat([]byte("an uploaded input "), 300)
	resp, err := http.Post(s.HTTPURL+"/v1/inputs", "application/octet-stream", bytes.NewReader(input))
	if err != nil {
		t.Fatal(err)
	}
	var up struct{ Prompt string }
	err = json.NewDecoder(resp.Body).Decode(&up)
	resp.Body.Close()
	if err != nil || resp.StatusCode != http.StatusCreated {
		t.Fatalf("upload: %d %v", resp.StatusCode, err)
	}
	ids := []*big.Int{requestRepeat(t, s, []byte(up.Prompt), len(input)+7), requestRepeat(t, s, []byte(up.Prompt), 64)}
	for _, id := range ids {
		waitCompleted(t, s, id)
	}
	deadline := time.Now().Add(2 * time.Minute)
	for _, id := range ids {
		for !attested(t, s, id) {
			if disputes := disputeCount(t, s); disputes > 0 {
				t.Fatalf("an honest result was disputed (%d disputes); %s", disputes, s.Summary().Line())
			}
			if time.Now().After(deadline) {
				t.Fatalf("request %s was never attested; %s", id, s.Summary().Line())
			}
			time.Sleep(250 * time.Millisecond)
		}
	}
	if n := disputeCount(t, s); n != 0 {
		t.Fatalf("%d disputes over honest results", n)
	}
	// Each request's status says its result was verified, and the summary counts the
	// samples and no dispute nor slash.
	for _, id := range ids {
		verificationIs(t, s, id, "verified")
	}
	if sum := s.Summary(); sum.Sampled < len(ids) || sum.Disputes != 0 || sum.Slashes != 0 {
		t.Errorf("summary %s: want %d sampled, no dispute, no slash", sum.Line(), len(ids))
	}
	for _, w := range s.Chain.Workers {
		if n := slashCount(t, s, w.Address); n != 0 {
			t.Errorf("honest worker %s slashed %d times", w.Address, n)
		}
	}
}

func attested(t *testing.T, s *Stack, id *big.Int) bool {
	t.Helper()
	it, err := s.Chain.Verifier.FilterAttested(&bind.FilterOpts{Start: s.Chain.DeployBlock}, []*big.Int{id}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer it.Close()
	return it.Next()
}

func disputeCount(t *testing.T, s *Stack) int {
	t.Helper()
	it, err := s.Chain.Verifier.FilterDisputeOpened(&bind.FilterOpts{Start: s.Chain.DeployBlock}, nil, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer it.Close()
	n := 0
	for it.Next() {
		n++
	}
	return n
}

// verificationIs waits until request id's status says verification v.
func verificationIs(t *testing.T, s *Stack, id *big.Int, v string) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for {
		p := getStatus(s, id)
		if p.code == http.StatusOK && p.body["verification"] == v {
			if txs, _ := p.body["verification_txs"].([]any); len(txs) == 0 {
				t.Fatalf("request %s: verification %s without its transactions: %v", id, v, p.body)
			}
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("request %s: %d %v, want verification %s; %s", id, p.code, p.body, v, s.Summary().Line())
		}
		time.Sleep(250 * time.Millisecond)
	}
}

// requireLiarCaught waits for the requests ids (served by a stack whose worker 0 lies and
// the others are honest) to complete and checks the verdicts: every honest worker's
// result (what: "result", "embedding") attested, none disputed, no honest worker
// slashed, and the liar, when it served one of them, slashed for one of its own.
func requireLiarCaught(t *testing.T, s *Stack, ids []*big.Int, what string) {
	t.Helper()
	for _, id := range ids {
		waitCompleted(t, s, id)
	}
	bad := s.Chain.Workers[0].Address
	var badIDs, honestIDs []*big.Int
	served := results(t, s)
	for _, id := range ids {
		switch ws := served[id.String()]; {
		case len(ws) == 0:
			t.Fatalf("request %s has no ResultSubmitted", id)
		case ws[0] == bad:
			badIDs = append(badIDs, id)
		default:
			honestIDs = append(honestIDs, id)
		}
	}
	t.Logf("dishonest worker served %v, honest workers %v", badIDs, honestIDs)
	if len(honestIDs) == 0 {
		t.Fatalf("the honest workers served none of the %d requests", len(ids))
	}
	deadline := time.Now().Add(3 * time.Minute)
	for _, id := range honestIDs {
		for !attested(t, s, id) {
			if time.Now().After(deadline) {
				t.Fatalf("honest %s %s not attested within 3 minutes; %s", what, id, s.Summary().Line())
			}
			time.Sleep(250 * time.Millisecond)
		}
	}
	var honest []common.Address
	for _, w := range s.Chain.Workers[1:] {
		honest = append(honest, w.Address)
	}
	if len(badIDs) > 0 {
		slashed := waitSlash(t, s, bad, 3*time.Minute)
		if !containsID(badIDs, slashed) {
			t.Fatalf("slashed for request %s, which it did not serve (its: %v)", slashed, badIDs)
		}
	} else {
		t.Log("the dishonest worker was given none of the requests: only the honest side is checked")
	}
	it, err := s.Chain.Verifier.FilterDisputeOpened(&bind.FilterOpts{Start: s.Chain.DeployBlock, Context: context.Background()}, nil, honest, nil)
	if err != nil {
		t.Fatal(err)
	}
	for it.Next() {
		t.Errorf("a dispute over honest worker %s's %s %s (score %d)", it.Event.Worker, what, it.Event.Id, it.Event.Score)
	}
	it.Close()
	for _, w := range honest {
		if n := slashCount(t, s, w); n != 0 {
			t.Errorf("honest worker %s slashed %d times", w, n)
		}
	}
}
