package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/audit"
	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/internal/testutil/redistest"
	"github.com/infersched/infersched/internal/testutil/testkit"
	"github.com/infersched/infersched/scheduler/verification"
)

// TestSIGKILLBetweenDisputeAndResolution: a restart between a dispute and its
// resolution loses nothing, with the daemon killed as a crash kills it. The dev stack
// runs without a scheduler (simulated chain with ResultVerifier, verification on,
// three echo workers of which one returns wrong outputs) and `infersched run` as a
// process. Once a dispute against the liar is opened on chain, the daemon applied it
// (the request's status says disputed) and its round assigned the tie-break, the
// daemon gets SIGKILL and a new process starts on the same configuration. The
// tie-break's resolution, landed while the daemon was down or after, is read from the
// chain through the indexer's checkpoint and applied once: the status says
// worker_slashed with the dispute's two transactions listed once each, the decision
// log holds the outcome once, and audit verify with every chain check passes.
func TestSIGKILLBetweenDisputeAndResolution(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the dev stack and the daemon as processes")
	}
	cluster := natstest.Start(t)
	rds := redistest.Start(t)
	cfgPath := filepath.Join(t.TempDir(), "infersched.yaml")
	dev := startProc(t, "dev", "dev", "--no-daemon", "--write-config", cfgPath, "--rpc", "127.0.0.1:0",
		"--nats-url", cluster.URL(), "--redis", "redis://"+rds.Addr(), "--workers", "3", "--dishonest", "1", "--load", "2", "--duration", "60s",
		"--drain", "3m", "--report-every", "1h", "--log-level", "error", "--keep-running")
	testkit.WaitUntil(t, "the dev stack's configuration", func() bool {
		if dev.exited() {
			t.Fatalf("dev stack exited:\n%s", dev.out.String())
		}
		_, err := os.Stat(cfgPath)
		return err == nil && strings.Contains(dev.out.String(), "dev accounts")
	})
	cfg, err := config.Load(cfgPath)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Chain.Contracts.ResultVerifier == "" || !cfg.Verification.Verifies() {
		t.Fatalf("the dev stack's configuration does not verify: %+v", cfg.Verification)
	}
	cfg.Log.Level = "warn"
	b, err := cfg.YAML()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(cfgPath, b, 0o600); err != nil {
		t.Fatal(err)
	}
	startDaemon := func() *replicaProc {
		addr := freeAddr(t)
		r := &replicaProc{proc: startProc(t, "daemon "+addr, "run", "--config", cfgPath, "--http", addr), url: "http://" + addr}
		for deadline := time.Now().Add(3 * time.Minute); getJSON(r.url+"/readyz", nil) != http.StatusOK; time.Sleep(50 * time.Millisecond) {
			if r.exited() || time.Now().After(deadline) {
				t.Fatalf("daemon not ready:\n%s", r.out.String())
			}
		}
		return r
	}
	d := startDaemon()

	ec, err := ethclient.Dial(cfg.Chain.RPCURLs[0])
	if err != nil {
		t.Fatal(err)
	}
	defer ec.Close()
	rv, err := bindings.NewResultVerifierFilterer(common.HexToAddress(cfg.Chain.Contracts.ResultVerifier), ec)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	opened := func() *bindings.ResultVerifierDisputeOpened {
		it, err := rv.FilterDisputeOpened(&bind.FilterOpts{Context: ctx}, nil, nil, nil)
		if err != nil {
			return nil
		}
		defer it.Close()
		if it.Next() {
			return it.Event
		}
		return nil
	}
	resolvedTx := func(id *big.Int) (common.Hash, bool) {
		it, err := rv.FilterDisputeResolved(&bind.FilterOpts{Context: ctx}, []*big.Int{id}, nil, nil)
		if err != nil {
			return common.Hash{}, false
		}
		defer it.Close()
		if it.Next() {
			return it.Event.Raw.TxHash, it.Event.WorkerLost
		}
		return common.Hash{}, false
	}

	// The first dispute, opened on chain, applied by the daemon (its status says
	// disputed) and given its tie-break (the decision log assigns it), not yet resolved:
	// then the SIGKILL. A dispute whose tie-break was not assigned yet has no verifier
	// after a restart (the job lives in the engine's memory) and ends by the contract's
	// window: docs/architecture.md says so.
	js := cluster.JetStream(t)
	var dispute *bindings.ResultVerifierDisputeOpened
	var body map[string]any
	for deadline := time.Now().Add(3 * time.Minute); ; time.Sleep(20 * time.Millisecond) {
		if dispute == nil {
			dispute = opened()
		}
		if dispute != nil {
			body = nil
			code := getJSON(d.url+"/v1/requests/"+dispute.Id.String(), &body)
			if v := body["verification"]; code == http.StatusOK && (v == "worker_slashed" || v == "challenger_slashed" || v == "verified") {
				t.Fatalf("request %s resolved before its tie-break was seen assigned: %v", dispute.Id, body)
			}
			if code == http.StatusOK && body["verification"] == "disputed" && tieBreakAssigned(t, js, dispute.Id.String()) {
				break
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("no dispute applied and given its tie-break within 3 minutes (on chain: %v; status %v)\n%s", dispute != nil, body, d.out.String())
		}
	}
	id := dispute.Id
	d.kill()
	_, decidedBefore := resolvedTx(id)
	t.Logf("request %s: dispute opened in tx %s against %s, tie-break assigned; daemon SIGKILLed (resolution already on chain: %v)",
		id, dispute.Raw.TxHash.Hex(), dispute.Worker.Hex(), decidedBefore)

	d = startDaemon()
	var rec map[string]any
	for deadline := time.Now().Add(3 * time.Minute); ; time.Sleep(200 * time.Millisecond) {
		rec = nil
		if getJSON(d.url+"/v1/requests/"+id.String(), &rec) == http.StatusOK && rec["verification"] == "worker_slashed" {
			break
		}
		if time.Now().After(deadline) {
			tx, lost := resolvedTx(id)
			t.Fatalf("request %s after the restart: %v, want worker_slashed (resolution on chain: %s worker_lost=%v)\n%s", id, rec, tx.Hex(), lost, d.out.String())
		}
	}
	resolved, workerLost := resolvedTx(id)
	if !workerLost {
		t.Fatalf("the chain's resolution of request %s: tx %s, worker_lost false", id, resolved.Hex())
	}
	var got []string
	txs, _ := rec["verification_txs"].([]any)
	for _, x := range txs {
		m, _ := x.(map[string]any)
		got = append(got, fmt.Sprint(m["event"], " ", m["tx_hash"]))
	}
	want := []string{"dispute_opened " + strings.ToLower(dispute.Raw.TxHash.Hex()), "dispute_resolved " + strings.ToLower(resolved.Hex())}
	if strings.Join(got, ",") != strings.Join(want, ",") {
		t.Fatalf("request %s: verification_txs %v, want %v (each once)", id, got, want)
	}

	// The decision log holds the outcome once (the engine was told once).
	deadline := time.Now().Add(time.Minute)
	for n := disputesLogged(t, js, id.String()); n != 1; n = disputesLogged(t, js, id.String()) {
		if n > 1 || time.Now().After(deadline) {
			t.Fatalf("request %s: %d dispute outcomes in the decision log, want 1", id, n)
		}
		time.Sleep(500 * time.Millisecond)
	}
	d.kill()
	auditWithTheChain(t, cluster.URL(), cfg, max(cfg.HA.Shards, 1))
}

// verificationLogged is the verification sections of the decision log's records
// (every shard's chain, as exported).
func verificationLogged(t *testing.T, js jetstream.JetStream) []verification.Log {
	t.Helper()
	var buf bytes.Buffer
	if _, err := audit.Export(context.Background(), js, 0, 0, &buf); err != nil {
		t.Fatal(err)
	}
	var out []verification.Log
	for _, line := range strings.Split(buf.String(), "\n") {
		var rec struct {
			Verification *verification.Log `json:"verification"`
		}
		if json.Unmarshal([]byte(line), &rec) == nil && rec.Verification != nil {
			out = append(out, *rec.Verification)
		}
	}
	return out
}

// tieBreakAssigned reports whether the decision log assigns request id's tie-break.
func tieBreakAssigned(t *testing.T, js jetstream.JetStream, id string) bool {
	t.Helper()
	for _, l := range verificationLogged(t, js) {
		for _, a := range l.Assigned {
			if a.RequestID == id && a.TieBreak {
				return true
			}
		}
	}
	return false
}

// disputesLogged counts the dispute outcomes of request id in the decision log.
func disputesLogged(t *testing.T, js jetstream.JetStream, id string) int {
	t.Helper()
	n := 0
	for _, l := range verificationLogged(t, js) {
		for _, d := range l.Disputes {
			if d.RequestID == id {
				n++
			}
		}
	}
	return n
}
