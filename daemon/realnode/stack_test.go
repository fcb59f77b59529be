package realnode

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"net/http"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/infersched/infersched/contracts/deploy"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/internal/testutil/redistest"
)

// stack is what every real-node test starts: geth --dev (1 s blocks), nats-server and
// redis-server, funded keys, the contracts deployed over JSON-RPC by `infersched
// deploy` (as an operator deploys them), and the daemon's configuration.
type stack struct {
	t        *testing.T
	bin, dir string
	ns       *natstest.Server
	rd       *redistest.Server
	n        *node
	c        *ethclient.Client
	keys     map[string]*ecdsa.PrivateKey
	funded   uint64 // the head once the keys were funded, before the deployment
	rec      *deploy.Record
	api      string // the daemon's HTTP API
	cfg      string // the daemon's configuration file
	o        stackOptions
}

// stackOptions are what the tests' stacks differ in.
type stackOptions struct {
	names         []string // the keys to make and fund; names[0] is the scheduler's
	confirmations int      // indexer.confirmations
	// verifier names the deployed ResultVerifier in the daemon's and the workers'
	// configuration, with verification (llama-7b comparable, every result of a worker
	// on probation re-executed), and gives the workers worker.fault.dishonest.
	verifier bool
}

func startStack(t *testing.T, o stackOptions) *stack {
	t.Helper()
	s := &stack{t: t, o: o, keys: map[string]*ecdsa.PrivateKey{}}
	gethBin := gethBinary(t)
	s.bin = inferschedBinary(t)
	s.dir = t.TempDir()
	s.ns = natstest.Start(t)
	s.rd = redistest.Start(t)
	s.n = &node{t: t, bin: gethBin, datadir: filepath.Join(s.dir, "geth"), port: freePort(t), auth: freePort(t)}
	s.n.start()
	c, err := ethclient.Dial(s.n.url())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	s.c = c

	var addrs []common.Address
	for _, name := range o.names {
		k, _ := crypto.GenerateKey()
		s.keys[name] = k
		addrs = append(addrs, crypto.PubkeyToAddress(k.PublicKey))
	}
	fund(t, c, addrs...)
	if s.funded, err = c.BlockNumber(context.Background()); err != nil {
		t.Fatal(err)
	}

	deployDir := filepath.Join(s.dir, "deploy")
	run(t, s.dir, []string{"INFERSCHED_DEPLOYER_KEY=" + devKey}, s.bin, "deploy", "--rpc", s.n.url(),
		"--scheduler", addrs[0].Hex(), "--out", deployDir, "--log-level", "warn")
	s.rec, err = deploy.ReadRecord(deployDir)
	if err != nil || s.rec == nil || s.rec.Anchor == nil || s.rec.Verifier == nil { // the ResultVerifier too
		t.Fatalf("deployment record: %+v %v", s.rec, err)
	}
	s.writeDaemonConfig()
	return s
}

func (s *stack) router() common.Address   { return s.rec.Router.Address }
func (s *stack) registry() common.Address { return s.rec.Registry.Address }
func (s *stack) anchor() common.Address   { return s.rec.Anchor.Address }
func (s *stack) verifier() common.Address { return s.rec.Verifier.Address }

func (s *stack) writeDaemonConfig() {
	httpPort := freePort(s.t)
	s.api = fmt.Sprintf("http://127.0.0.1:%d", httpPort)
	s.cfg = filepath.Join(s.dir, "daemon.yaml")
	contracts := fmt.Sprintf("{router: %q, worker_registry: %q, decision_anchor: %q}", s.router().Hex(), s.registry().Hex(), s.anchor().Hex())
	verification := ""
	if s.o.verifier {
		contracts = fmt.Sprintf("{router: %q, worker_registry: %q, decision_anchor: %q, result_verifier: %q}",
			s.router().Hex(), s.registry().Hex(), s.anchor().Hex(), s.verifier().Hex())
		verification = "verification: {comparable_models: [llama-7b], sample_rate: 0.03, probation_sample_rate: 1.0, probation_results: 10}\n"
	}
	writeFile(s.t, s.cfg, fmt.Sprintf(`chain:
  rpc_urls: [%q]
  chain_id: %d
  contracts: %s
signer: {private_key_env: INFERSCHED_SCHEDULER_KEY}
indexer: {confirmations: %d, poll_interval: 250ms, subscribe: false}
nats: {url: %q}
redis: {addr: %q}
workers: {heartbeat_interval: 1s}
gasoracle: {poll_interval: 2s}
http: {listen: "127.0.0.1:%d"}
audit: {anchor_every: %d, anchors_per_hour: 3600, anchor_burst: 10, resubmit_after: 5s, retry_backoff: 500ms, retry_backoff_max: 5s}
%slog: {level: info, format: json}
`, s.n.url(), chainID, contracts, s.o.confirmations, s.ns.URL(), s.rd.Addr(), httpPort, anchorEvery, verification))
}

// startDaemon starts `infersched run` and waits until it is ready.
func (s *stack) startDaemon() *proc {
	s.t.Helper()
	d := start(s.t, "daemon", s.bin, []string{"INFERSCHED_SCHEDULER_KEY=" + hexKey(s.keys[s.o.names[0]])}, "run", "--config", s.cfg)
	waitFor(s.t, "the daemon to be ready", func() bool {
		if done, err := d.exited(); done {
			s.t.Fatalf("daemon exited: %v\n%s", err, d.tail(30))
		}
		resp, err := http.Get(s.api + "/readyz")
		if err != nil {
			return false
		}
		resp.Body.Close()
		return resp.StatusCode == http.StatusOK
	})
	return d
}

// startWorker stakes name's key with `worker register` and starts `infersched worker`
// with an echo backend for llama-7b.
func (s *stack) startWorker(name string, maxJobs int, dishonest bool) *proc {
	s.t.Helper()
	cfg := filepath.Join(s.dir, name+".yaml")
	chain := fmt.Sprintf("{rpc_urls: [%q], chain_id: %d, router: %q, registry: %q}", s.n.url(), chainID, s.router().Hex(), s.registry().Hex())
	fault := ""
	if s.o.verifier {
		chain = fmt.Sprintf("{rpc_urls: [%q], chain_id: %d, router: %q, registry: %q, result_verifier: %q}",
			s.n.url(), chainID, s.router().Hex(), s.registry().Hex(), s.verifier().Hex())
		fault = fmt.Sprintf("  fault: {dishonest: %t}\n", dishonest)
	}
	writeFile(s.t, cfg, fmt.Sprintf(`worker:
  models: [llama-7b]
  max_jobs: %d
  memory_mb: 16000
  heartbeat_interval: 1s
  scheduler_url: %q
  nats_url: %q
  backend: {kind: echo}
  key: {private_key_env: INFERSCHED_WORKER_KEY}
  chain: %s
  tx: {poll_interval: 250ms}
  batch: {max_size: 1}
  state_file: %q
%slog: {level: info, format: json}
`, maxJobs, s.api, s.ns.URL(), chain, filepath.Join(s.dir, name+"-state.json"), fault))
	env := []string{"INFERSCHED_WORKER_KEY=" + hexKey(s.keys[name])}
	run(s.t, s.dir, env, s.bin, "worker", "register", "--config", cfg, "--stake", "1000000000000000000")
	return start(s.t, name, s.bin, env, "worker", "--config", cfg)
}
