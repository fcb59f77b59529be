package realnode

import (
	"context"
	"crypto/ecdsa"
	"encoding/hex"
	"fmt"
	"math/big"
	"os"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/bus/decisions"
	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/decisionlog"
)

// devKey is geth's fixed --dev account (cmd/utils.DeveloperKey), funded at genesis.
const devKey = "b71c71a67e1177ad4e901695e1b4b9ee17ae16c6668d313eac2f96dbcda3f291"

const (
	chainID     = 1337
	anchorEvery = 10
	// waitLimit only stops a hung test; pass or fail never depends on speed.
	waitLimit = 3 * time.Minute
)

// node is geth --dev with 1 s blocks and a datadir, so that a restart keeps the chain.
type node struct {
	t       *testing.T
	bin     string
	datadir string
	port    int
	auth    int
	p       *proc
}

func (n *node) url() string { return fmt.Sprintf("http://127.0.0.1:%d", n.port) }

func (n *node) start() {
	n.t.Helper()
	n.p = start(n.t, "geth", n.bin, nil, "--dev", "--dev.period", "1", "--datadir", n.datadir,
		"--http", "--http.addr", "127.0.0.1", "--http.port", strconv.Itoa(n.port), "--http.api", "eth,net,web3,debug",
		"--authrpc.addr", "127.0.0.1", "--authrpc.port", strconv.Itoa(n.auth), "--ipcdisable", "--nodiscover", "--verbosity", "2")
	waitFor(n.t, "geth to answer", func() bool {
		if done, err := n.p.exited(); done {
			n.t.Fatalf("geth exited: %v\n%s", err, n.p.tail(30))
		}
		c, err := ethclient.Dial(n.url())
		if err != nil {
			return false
		}
		defer c.Close()
		_, err = c.BlockNumber(context.Background())
		return err == nil
	})
}

func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(waitLimit)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// filterLogs calls filter (an eth_getLogs of the bindings) until the node answers it.
// geth indexes a new block's logs after the block is its head, and a query up to the
// head fails until then ("failed to retrieve log value pointer after last block N").
// The first error is logged, since waitFor's timeout names only what it waited for.
func filterLogs[T any](t *testing.T, what string, filter func() (T, error)) T {
	t.Helper()
	var it T
	logged := false
	waitFor(t, what, func() bool {
		var err error
		if it, err = filter(); err != nil && !logged {
			t.Logf("%s: %v; asking again", what, err)
			logged = true
		}
		return err == nil
	})
	return it
}

func hexKey(k *ecdsa.PrivateKey) string { return hex.EncodeToString(crypto.FromECDSA(k)) }

// fund sends 1000 ETH from the dev account to each address and waits for the receipts.
func fund(t *testing.T, c *ethclient.Client, to ...common.Address) {
	t.Helper()
	ctx := context.Background()
	key, _ := crypto.HexToECDSA(devKey)
	from := crypto.PubkeyToAddress(key.PublicKey)
	nonce, err := c.PendingNonceAt(ctx, from)
	if err != nil {
		t.Fatal(err)
	}
	eth := new(big.Int).Exp(big.NewInt(10), big.NewInt(21), nil)
	var txs []*types.Transaction
	for i, a := range to {
		tx, err := types.SignNewTx(key, types.LatestSignerForChainID(big.NewInt(chainID)), &types.DynamicFeeTx{
			Nonce: nonce + uint64(i), GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(100e9), Gas: 21000, To: &a, Value: eth})
		if err != nil {
			t.Fatal(err)
		}
		if err := c.SendTransaction(ctx, tx); err != nil {
			t.Fatal(err)
		}
		txs = append(txs, tx)
	}
	for _, tx := range txs {
		waitFor(t, "a funding transaction", func() bool { _, err := c.TransactionReceipt(ctx, tx.Hash()); return err == nil })
	}
}

// requester sends requests and notes when each receipt arrived and when its result was
// seen on chain.
type requester struct {
	t      *testing.T
	router *bindings.InferenceRouter
	users  []*ecdsa.PrivateKey

	mu       sync.Mutex
	receipt  map[string]time.Time // request id → receipt seen
	result   map[string]time.Time // request id → ResultSubmitted seen
	sent     int
	fromBlck uint64
}

// send sends one request and waits for its receipt (through a node restart).
func (r *requester) send(ctx context.Context, c *ethclient.Client) string {
	r.t.Helper()
	r.mu.Lock()
	i := r.sent
	r.sent++
	r.mu.Unlock()
	opts, _ := bind.NewKeyedTransactorWithChainID(r.users[i%len(r.users)], big.NewInt(chainID))
	opts.Value = big.NewInt(1e15)
	opts.Context = ctx
	head, err := c.HeaderByNumber(ctx, nil)
	if err != nil {
		r.t.Fatal(err)
	}
	tx, err := r.router.RequestInference(opts, "llama-7b", []byte(fmt.Sprint("prompt ", i)), 64, head.Time+600, 300_000, 1000, false)
	if err != nil {
		r.t.Fatalf("request %d: %v", i, err)
	}
	var rcpt *types.Receipt
	waitFor(r.t, "a request's receipt", func() bool { rcpt, err = c.TransactionReceipt(ctx, tx.Hash()); return err == nil })
	seen := time.Now()
	for _, l := range rcpt.Logs {
		if ev, err := r.router.ParseInferenceRequested(*l); err == nil {
			r.mu.Lock()
			r.receipt[ev.Id.String()] = seen
			r.mu.Unlock()
			return ev.Id.String()
		}
	}
	r.t.Fatalf("request %d: no InferenceRequested in its receipt", i)
	return ""
}

// watchResults polls the node for ResultSubmitted every 100 ms until ctx ends; errors
// (the node is down) are skipped. The HTTP client holds no connection state, so it
// works again once the node is back on its port.
func (r *requester) watchResults(ctx context.Context) {
	for ctx.Err() == nil {
		time.Sleep(100 * time.Millisecond)
		it, err := r.router.FilterResultSubmitted(&bind.FilterOpts{Start: r.fromBlck, Context: ctx}, nil, nil)
		if err == nil {
			now := time.Now()
			r.mu.Lock()
			for it.Next() {
				id := it.Event.Id.String()
				if _, ok := r.result[id]; !ok {
					r.result[id] = now
				}
			}
			r.mu.Unlock()
			it.Close()
		}
	}
}

// latencies are receipt → result of ids, sorted.
func (r *requester) latencies(ids []string) []time.Duration {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []time.Duration
	for _, id := range ids {
		if res, ok := r.result[id]; ok {
			out = append(out, res.Sub(r.receipt[id]))
		}
	}
	slices.Sort(out)
	return out
}

func pct(d []time.Duration, p float64) time.Duration {
	if len(d) == 0 {
		return 0
	}
	return d[min(len(d)-1, int(float64(len(d))*p))]
}

// TestRealNode is an operator's deployment end to end: a real geth --dev node (1 s
// blocks), contracts deployed over JSON-RPC by `infersched deploy`, nats-server and
// redis-server, `infersched run` with 2 confirmations and two `infersched worker`
// processes staked with `worker register`. 50 requests are all fulfilled; then, with
// requests in flight, the node is stopped for 10 s and restarted (same datadir: geth
// --dev keeps its chain across a restart) and everything completes; no request runs
// more than twice; the daemon is killed (SIGKILL) and started again; every span is
// anchored on chain without a gap, and `audit verify` against NATS and the node is
// clean.
func TestRealNode(t *testing.T) {
	if testing.Short() {
		t.Skip("real-node end-to-end test: not with -short")
	}
	s := startStack(t, stackOptions{names: []string{"scheduler", "worker0", "worker1", "user0", "user1"}, confirmations: 2})
	bin, dir, ns, n, c, keys := s.bin, s.dir, s.ns, s.n, s.c, s.keys
	router, anchorAddr := s.router(), s.anchor()
	daemon := s.startDaemon()
	var workers []*proc
	for i := range 2 {
		workers = append(workers, s.startWorker(fmt.Sprintf("worker%d", i), 4, false))
	}

	rb, err := bindings.NewInferenceRouter(router, c)
	if err != nil {
		t.Fatal(err)
	}
	head, _ := c.BlockNumber(context.Background())
	req := &requester{t: t, router: rb, users: []*ecdsa.PrivateKey{keys["user0"], keys["user1"]},
		receipt: map[string]time.Time{}, result: map[string]time.Time{}, fromBlck: head}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var watch sync.WaitGroup
	watch.Go(func() { req.watchResults(ctx) })
	defer func() { cancel(); watch.Wait() }()

	fulfilled := func(ids []string) {
		t.Helper()
		waitFor(t, fmt.Sprintf("%d requests fulfilled", len(ids)), func() bool {
			for _, id := range ids {
				v, _ := new(big.Int).SetString(id, 10)
				st, err := rb.RequestStatus(&bind.CallOpts{}, v)
				if err != nil || contracts.RequestStatus(st) != contracts.StatusFulfilled {
					return false
				}
			}
			return true
		})
	}

	// 50 requests, about 5 a second.
	var steady []string
	for range 50 {
		steady = append(steady, req.send(ctx, c))
		time.Sleep(200 * time.Millisecond)
	}
	fulfilled(steady)
	waitFor(t, "every result seen", func() bool { return len(req.latencies(steady)) == len(steady) })
	lat := req.latencies(steady)
	t.Logf("receipt → result on chain, 50 requests, 1 s blocks, 2 confirmations: p50 %s p99 %s max %s",
		pct(lat, 0.5), pct(lat, 0.99), lat[len(lat)-1])

	consumerGetsItsAnswer(t, ctx, c, router, keys["user1"])

	// Requests in flight, then the node stops for 10 s.
	var outage []string
	for range 10 {
		outage = append(outage, req.send(ctx, c))
		time.Sleep(100 * time.Millisecond)
	}
	n.p.stop() // SIGTERM: geth writes its state to the datadir
	t.Log("node stopped")
	time.Sleep(10 * time.Second)
	n.start()
	t.Log("node restarted")
	for range 20 {
		outage = append(outage, req.send(ctx, c))
		time.Sleep(200 * time.Millisecond)
	}
	fulfilled(outage)
	for _, p := range append([]*proc{daemon}, workers...) {
		if done, err := p.exited(); done {
			t.Fatalf("%s exited during the run: %v", p.name, err)
		}
	}
	lat = req.latencies(outage)
	if len(lat) > 0 {
		t.Logf("receipt → result on chain, 30 requests around a 10 s node outage: p50 %s p99 %s max %s", pct(lat, 0.5), pct(lat, 0.99), lat[len(lat)-1])
	}

	// The daemon crashes (SIGKILL) with anchoring behind and is started again: the new
	// process anchors from where the chain stands.
	daemon.kill()
	t.Log("daemon killed")
	daemon = s.startDaemon()
	var after []string
	for range 5 {
		after = append(after, req.send(ctx, c))
		time.Sleep(200 * time.Millisecond)
	}
	fulfilled(after)
	outage = append(outage, after...)

	// No request ran more than twice: count the rounds that assigned each.
	js, err := jetstream.New(ns.Conn(t))
	if err != nil {
		t.Fatal(err)
	}
	assigned := map[string]int{}
	lastRound := uint64(0)
	err = decisions.Each(context.Background(), js, func(b []byte) error {
		rec, err := decisionlog.Decode(b, len(b)+1)
		if err != nil {
			return err
		}
		lastRound = rec.Round
		for _, a := range rec.Decision.Assigned {
			assigned[a.RequestID]++
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	reruns := 0
	for _, id := range append(slices.Clone(steady), outage...) {
		switch k := assigned[id]; {
		case k == 0:
			t.Errorf("request %s fulfilled but never assigned in the log", id)
		case k > 2:
			t.Errorf("request %s assigned %d times", id, k)
		case k == 2:
			reruns++
		}
	}
	t.Logf("%d of %d requests assigned twice", reruns, len(steady)+len(outage))

	// Every span up to the last complete one anchored, contiguous from round 1.
	ab, err := bindings.NewDecisionAnchorCaller(anchorAddr, c)
	if err != nil {
		t.Fatal(err)
	}
	want := lastRound / anchorEvery * anchorEvery
	waitFor(t, fmt.Sprintf("rounds up to %d anchored", want), func() bool {
		got, err := ab.LastAnchoredRound(&bind.CallOpts{})
		return err == nil && got.ToRound >= want
	})
	count, err := ab.AnchorCount(&bind.CallOpts{})
	if err != nil {
		t.Fatal(err)
	}
	next := uint64(1)
	for i := range count.Int64() {
		got, err := ab.AnchorAt(&bind.CallOpts{}, big.NewInt(i))
		if err != nil {
			t.Fatal(err)
		}
		if got.FromRound != next {
			t.Fatalf("anchor %d covers %d..%d: a gap after round %d", i, got.FromRound, got.ToRound, next-1)
		}
		next = got.ToRound + 1
	}
	t.Logf("%d anchors cover rounds 1..%d (log at round %d)", count.Int64(), next-1, lastRound)

	for _, p := range append([]*proc{daemon}, workers...) {
		if done, err := p.exited(); done {
			t.Fatalf("%s exited: %v", p.name, err)
		}
	}
	out := run(t, dir, nil, bin, "audit", "verify", "--nats", ns.URL(), "--rpc", n.url(), "--router", router.Hex(), "--anchor", anchorAddr.Hex())
	t.Logf("audit verify: %s", out)
}

func writeFile(t *testing.T, path, s string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(s), 0o600); err != nil {
		t.Fatal(err)
	}
}

// consumerGetsItsAnswer deploys the example consumer (contracts/src/examples/
// VerdictConsumer.sol, written only from IInferenceConsumer) on the node and has it ask
// one question through requestInferenceWithCallback: the router calls it back with the
// echo worker's output ("echo: yes" does not start with "yes": a rejection) and its
// hash, and says CallbackDelivered, on a real node.
// realNodeCallbackGas is the consumer's callback gas on geth --dev, whose rules are
// Amsterdam's (EIP-8037: a new storage slot costs 64 × 1 530 state gas on top of its
// execution gas): the 120 000 that covers the example under Osaka rules runs out of gas
// at its first new slot (seen here: CallbackFailed, the callee out of gas at SSTORE).
const realNodeCallbackGas = 400_000

func consumerGetsItsAnswer(t *testing.T, ctx context.Context, c *ethclient.Client, router common.Address, key *ecdsa.PrivateKey) {
	t.Helper()
	opts, _ := bind.NewKeyedTransactorWithChainID(key, big.NewInt(chainID))
	opts.Context = ctx
	_, tx, vc, err := bindings.DeployVerdictConsumer(opts, c, router, realNodeCallbackGas)
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the consumer deployed", func() bool { _, err = c.TransactionReceipt(ctx, tx.Hash()); return err == nil })
	head, err := c.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	opts.Value = big.NewInt(1e16) // covers the result's gas with 400 000 of callback at the dev node's price
	if tx, err = vc.Ask(opts, "llama-7b", []byte("yes"), 64, head.Time+600); err != nil {
		t.Fatal(err)
	}
	var rcpt *types.Receipt
	waitFor(t, "the question's receipt", func() bool { rcpt, err = c.TransactionReceipt(ctx, tx.Hash()); return err == nil })
	var id *big.Int
	for _, l := range rcpt.Logs {
		if ev, err := vc.ParseAsked(*l); err == nil {
			id = ev.Id
		}
	}
	if id == nil {
		t.Fatalf("ask: no Asked event (status %d)", rcpt.Status)
	}
	rb, err := bindings.NewInferenceRouter(router, c)
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the consumer's request fulfilled", func() bool {
		st, err := rb.RequestStatus(&bind.CallOpts{Context: ctx}, id)
		return err == nil && contracts.RequestStatus(st) == contracts.StatusFulfilled
	})
	if it := filterLogs(t, "CallbackFailed", func() (*bindings.InferenceRouterCallbackFailedIterator, error) {
		return rb.FilterCallbackFailed(&bind.FilterOpts{Context: ctx}, []*big.Int{id})
	}); it.Next() {
		var trace struct {
			StructLogs []struct {
				Op    string `json:"op"`
				Gas   uint64 `json:"gas"`
				Depth int    `json:"depth"`
				PC    uint64 `json:"pc"`
			} `json:"structLogs"`
		}
		terr := c.Client().CallContext(ctx, &trace, "debug_traceTransaction", it.Event.Raw.TxHash, map[string]any{"disableStorage": true, "disableStack": true})
		var inner []string
		for _, l := range trace.StructLogs {
			if l.Depth == 2 {
				inner = append(inner, fmt.Sprintf("%d:%s:%d", l.PC, l.Op, l.Gas))
			}
		}
		if len(inner) > 40 {
			inner = append(inner[:20], inner[len(inner)-20:]...)
		}
		t.Fatalf("request %s: CallbackFailed in tx %s; the callee's steps (%v): %v", id, it.Event.Raw.TxHash.Hex(), terr, inner)
	}
	const rejected = 3 // VerdictConsumer.State.Rejected
	if v, _ := vc.Verdicts(nil, id); v != rejected {
		t.Fatalf("verdict %d, want %d (rejected: the echo answer is %q)", v, rejected, "echo: yes")
	}
	if h, _ := vc.OutputHashes(nil, id); h != crypto.Keccak256Hash([]byte("echo: yes")) {
		t.Fatalf("the callback's output hash %x is not keccak256(%q)", h, "echo: yes")
	}
	it := filterLogs(t, "CallbackDelivered", func() (*bindings.InferenceRouterCallbackDeliveredIterator, error) {
		return rb.FilterCallbackDelivered(&bind.FilterOpts{Context: ctx}, []*big.Int{id})
	})
	if !it.Next() {
		t.Fatalf("request %s: no CallbackDelivered", id)
	}
	t.Logf("consumer contract: request %s answered through its callback", id)
}
