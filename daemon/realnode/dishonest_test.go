package realnode

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"net/http"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/audit"
	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/contracts/deploy"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/internal/testutil/redistest"
)

// requestFee is what each request of these tests pays (requester.send's value).
var requestFee = big.NewInt(1e15)

// TestRealNodeDishonestWorker is issue 23 on a real node: geth --dev (1 s blocks), the
// contracts (the ResultVerifier too) deployed by `infersched deploy`, `infersched run`
// with chain.contracts.result_verifier from the deployment record and llama-7b declared
// comparable (every result of a worker on probation is re-executed), and three
// `infersched worker` processes, one of them lying through the worker.fault.dishonest
// fault injection. Once the liar has served a request, an honest verifier disputes it,
// the third worker breaks the tie and ResultVerifier slashes the liar (WorkerSlashed
// for that request) and refunds its requester (RequesterRefunded, the request's fee);
// no honest worker is slashed; `infersched audit verify --rpc --verifier` replays the
// draw and checks every outcome on chain.
func TestRealNodeDishonestWorker(t *testing.T) {
	if testing.Short() {
		t.Skip("real-node end-to-end test: not with -short")
	}
	gethBin := gethBinary(t)
	bin := inferschedBinary(t)
	dir := t.TempDir()
	ns := natstest.Start(t)
	rd := redistest.Start(t)
	n := &node{t: t, bin: gethBin, datadir: filepath.Join(dir, "geth"), port: freePort(t), auth: freePort(t)}
	n.start()
	c, err := ethclient.Dial(n.url())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()

	names := []string{"scheduler", "liar", "honest0", "honest1", "user0"}
	keys := map[string]*ecdsa.PrivateKey{}
	var addrs []common.Address
	for _, name := range names {
		k, _ := crypto.GenerateKey()
		keys[name] = k
		addrs = append(addrs, crypto.PubkeyToAddress(k.PublicKey))
	}
	fund(t, c, addrs...)
	start0, err := c.BlockNumber(context.Background())
	if err != nil {
		t.Fatal(err)
	}

	deployDir := filepath.Join(dir, "deploy")
	run(t, dir, []string{"INFERSCHED_DEPLOYER_KEY=" + devKey}, bin, "deploy", "--rpc", n.url(),
		"--scheduler", addrs[0].Hex(), "--out", deployDir, "--log-level", "warn")
	rec, err := deploy.ReadRecord(deployDir)
	if err != nil || rec == nil || rec.Anchor == nil || rec.Verifier == nil {
		t.Fatalf("deployment record: %+v %v", rec, err)
	}
	router, anchorAddr, registry, verifier := rec.Router.Address, rec.Anchor.Address, rec.Registry.Address, rec.Verifier.Address

	httpPort := freePort(t)
	daemonCfg := filepath.Join(dir, "daemon.yaml")
	writeFile(t, daemonCfg, fmt.Sprintf(`chain:
  rpc_urls: [%q]
  chain_id: %d
  contracts: {router: %q, worker_registry: %q, decision_anchor: %q, result_verifier: %q}
signer: {private_key_env: INFERSCHED_SCHEDULER_KEY}
indexer: {confirmations: 1, poll_interval: 250ms, subscribe: false}
nats: {url: %q}
redis: {addr: %q}
workers: {heartbeat_interval: 1s}
gasoracle: {poll_interval: 2s}
http: {listen: "127.0.0.1:%d"}
audit: {anchor_every: %d, anchors_per_hour: 3600, anchor_burst: 10, resubmit_after: 5s, retry_backoff: 500ms, retry_backoff_max: 5s}
verification: {comparable_models: [llama-7b], sample_rate: 0.03, probation_sample_rate: 1.0, probation_results: 10}
log: {level: info, format: json}
`, n.url(), chainID, router.Hex(), registry.Hex(), anchorAddr.Hex(), verifier.Hex(), ns.URL(), rd.Addr(), httpPort, anchorEvery))
	api := fmt.Sprintf("http://127.0.0.1:%d", httpPort)
	daemon := start(t, "daemon", bin, []string{"INFERSCHED_SCHEDULER_KEY=" + hexKey(keys["scheduler"])}, "run", "--config", daemonCfg)
	waitFor(t, "the daemon to be ready", func() bool {
		if done, err := daemon.exited(); done {
			t.Fatalf("daemon exited: %v\n%s", err, daemon.tail(30))
		}
		resp, err := http.Get(api + "/readyz")
		if err != nil {
			return false
		}
		resp.Body.Close()
		return resp.StatusCode == http.StatusOK
	})

	// One job at a time each, so that a few requests spread over the three workers.
	var workers []*proc
	for _, name := range names[1:4] {
		cfg := filepath.Join(dir, name+".yaml")
		writeFile(t, cfg, fmt.Sprintf(`worker:
  models: [llama-7b]
  max_jobs: 1
  memory_mb: 16000
  heartbeat_interval: 1s
  scheduler_url: %q
  nats_url: %q
  backend: {kind: echo}
  key: {private_key_env: INFERSCHED_WORKER_KEY}
  chain: {rpc_urls: [%q], chain_id: %d, router: %q, registry: %q, result_verifier: %q}
  tx: {poll_interval: 250ms}
  batch: {max_size: 1}
  state_file: %q
  fault: {dishonest: %t}
log: {level: info, format: json}
`, api, ns.URL(), n.url(), chainID, router.Hex(), registry.Hex(), verifier.Hex(), filepath.Join(dir, name+"-state.json"), name == "liar"))
		env := []string{"INFERSCHED_WORKER_KEY=" + hexKey(keys[name])}
		run(t, dir, env, bin, "worker", "register", "--config", cfg, "--stake", "1000000000000000000")
		workers = append(workers, start(t, name, bin, env, "worker", "--config", cfg))
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
		it, err := rb.FilterResultSubmitted(&bind.FilterOpts{Start: head, Context: ctx}, nil, []common.Address{liar})
		if err != nil {
			t.Fatal(err)
		}
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
		it, err := reg.FilterWorkerSlashed(&bind.FilterOpts{Start: start0, Context: ctx}, []common.Address{w}, nil)
		if err != nil {
			t.Fatal(err)
		}
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
	it, err := vb.FilterRequesterRefunded(&bind.FilterOpts{Start: start0, Context: ctx}, []*big.Int{id}, nil)
	if err != nil {
		t.Fatal(err)
	}
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
