package devstack

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/nats-io/nats.go"
	"go.uber.org/zap"

	"github.com/infersched/infersched/agent"
	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/simchain"
	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/internal/testutil/redistest"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
)

func testOptions(t testing.TB) Options {
	o := DefaultOptions()
	o.HTTP, o.RPC, o.NATS = "127.0.0.1:0", "127.0.0.1:0", "127.0.0.1:0"
	o.Data = t.TempDir()
	o.RedisURL = "redis://" + redistest.Start(t).Addr()
	o.Log = zap.NewNop()
	if testing.Verbose() {
		o.Log, _ = zap.NewDevelopment()
	}
	o.Config = func(c *config.Config) {
		c.Scheduler.RoundInterval = scheduler.Duration(200 * time.Millisecond)
		c.Scheduler.AckTimeout = scheduler.Duration(2 * time.Second)
		c.Scheduler.ResultGrace = scheduler.Duration(3 * time.Second)
		c.Scheduler.VoucherTTL = scheduler.Duration(8 * time.Second) // a reassigned request is paid within the tests' patience
		// Verification has its own test (verify_test.go); here the workers' balances
		// are their results' fees and gas only.
		c.Verification.ComparableModels, c.Verification.ScoredModels = nil, nil
	}
	o.Calibrate = 0 // a backend's models are not calibrated at start (scored_test.go is)
	return o
}

func startStack(t testing.TB, o Options) *Stack {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	s, err := Start(ctx, o)
	if err != nil {
		t.Fatalf("start dev stack: %v", err)
	}
	t.Cleanup(s.Close)
	return s
}

type sentRequest struct {
	user simchain.Account
	fee  *big.Int
	tx   *types.Transaction
	id   *big.Int
}

// sendRequests sends n requestInference transactions round-robin from the stack's users,
// with consecutive nonces, and waits for their receipts.
func sendRequests(t *testing.T, s *Stack, n int, model string, deadline time.Duration) []*sentRequest {
	t.Helper()
	return sendRequestsBatchable(t, s, n, model, deadline, false)
}

func sendRequestsBatchable(t *testing.T, s *Stack, n int, model string, deadline time.Duration, batchable bool) []*sentRequest {
	t.Helper()
	ctx := context.Background()
	c := s.Chain
	nonces := map[common.Address]uint64{}
	for _, u := range c.Users {
		nc, err := c.Client.PendingNonceAt(ctx, u.Address)
		if err != nil {
			t.Fatal(err)
		}
		nonces[u.Address] = nc
	}
	var out []*sentRequest
	for i := range n {
		u := c.Users[i%len(c.Users)]
		opts, err := c.Opts(ctx, u)
		if err != nil {
			t.Fatal(err)
		}
		fee := big.NewInt(int64(i+1) * 1e13)
		opts.Nonce, opts.Value, opts.GasLimit = new(big.Int).SetUint64(nonces[u.Address]), fee, loadGasLimit
		nonces[u.Address]++
		tx, err := c.Router.RequestInference(opts, model, []byte(fmt.Sprint("prompt ", i)), 64,
			uint64(time.Now().Add(deadline).Unix()), 200_000, 1, batchable)
		if err != nil {
			t.Fatalf("request %d: %v", i, err)
		}
		out = append(out, &sentRequest{user: u, fee: fee, tx: tx})
	}
	for _, r := range out {
		rec := receipt(t, s, r.tx.Hash())
		if rec.Status != types.ReceiptStatusSuccessful {
			t.Fatalf("request tx %s failed", r.tx.Hash())
		}
		for _, l := range rec.Logs {
			if ev, err := c.Router.ParseInferenceRequested(*l); err == nil {
				r.id = ev.Id
			}
		}
		if r.id == nil {
			t.Fatalf("no InferenceRequested in %s", r.tx.Hash())
		}
	}
	return out
}

func receipt(t testing.TB, s *Stack, h common.Hash) *types.Receipt {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		r, err := s.Chain.Client.TransactionReceipt(context.Background(), h)
		if err == nil {
			return r
		}
		if !errors.Is(err, ethereum.NotFound) || time.Now().After(deadline) {
			t.Fatalf("receipt of %s: %v", h, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

type poll struct {
	code       int
	retryAfter string
	body       map[string]any
}

func getStatus(s *Stack, id *big.Int) poll {
	resp, err := http.Get(s.HTTPURL + "/v1/requests/" + id.String())
	if err != nil {
		return poll{}
	}
	defer resp.Body.Close()
	var body map[string]any
	_ = json.NewDecoder(resp.Body).Decode(&body)
	return poll{code: resp.StatusCode, retryAfter: resp.Header.Get("Retry-After"), body: body}
}

// waitFinal polls every request until each answers 200 with a final state, checking
// that every pending answer is a 202 with Retry-After within [min, max].
func waitFinal(t *testing.T, s *Stack, reqs []*sentRequest, within time.Duration) map[string]poll {
	t.Helper()
	minS, maxS := s.Config.Scheduler.RetryAfter.MinSeconds, s.Config.Scheduler.RetryAfter.MaxSeconds
	final := map[string]poll{}
	pending := 0
	deadline := time.Now().Add(within)
	for len(final) < len(reqs) {
		if time.Now().After(deadline) {
			for _, r := range reqs {
				if _, ok := final[r.id.String()]; !ok {
					t.Logf("request %s: %+v", r.id, getStatus(s, r.id))
				}
			}
			t.Fatalf("%d of %d requests final after %s; %s", len(final), len(reqs), within, s.Summary().Line())
		}
		for _, r := range reqs {
			id := r.id.String()
			if _, ok := final[id]; ok {
				continue
			}
			p := getStatus(s, r.id)
			switch p.code {
			case http.StatusOK:
				final[id] = p
			case http.StatusAccepted:
				pending++
				ra, err := strconv.ParseInt(p.retryAfter, 10, 64)
				if err != nil || ra < minS || ra > maxS {
					t.Errorf("request %s pending with Retry-After %q, want within [%d, %d]", id, p.retryAfter, minS, maxS)
				}
			case http.StatusNotFound: // not indexed yet
			default:
				t.Errorf("request %s: HTTP %d %v", id, p.code, p.body)
			}
		}
		time.Sleep(250 * time.Millisecond)
	}
	if pending == 0 {
		t.Log("no poll saw a pending request")
	}
	return final
}

// results returns, per request id, the ResultSubmitted events since the deployment.
func results(t testing.TB, s *Stack) map[string][]common.Address {
	t.Helper()
	it, err := s.Chain.Router.FilterResultSubmitted(&bind.FilterOpts{Start: s.Chain.DeployBlock, Context: context.Background()}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer it.Close()
	out := map[string][]common.Address{}
	for it.Next() {
		out[it.Event.Id.String()] = append(out[it.Event.Id.String()], it.Event.Worker)
	}
	if err := it.Error(); err != nil {
		t.Fatal(err)
	}
	return out
}

// gasSpent is what the transactions from each address cost, from block `from` to the head.
func gasSpent(t testing.TB, s *Stack, from uint64) map[common.Address]*big.Int {
	t.Helper()
	ctx := context.Background()
	head, err := s.Chain.Client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	signer := types.LatestSignerForChainID(s.Chain.ChainID)
	out := map[common.Address]*big.Int{}
	for n := from; n <= head; n++ {
		b, err := s.Chain.Client.BlockByNumber(ctx, new(big.Int).SetUint64(n))
		if err != nil {
			t.Fatal(err)
		}
		for _, tx := range b.Transactions() {
			sender, err := types.Sender(signer, tx)
			if err != nil {
				t.Fatal(err)
			}
			r := receipt(t, s, tx.Hash())
			if out[sender] == nil {
				out[sender] = new(big.Int)
			}
			out[sender].Add(out[sender], new(big.Int).Mul(new(big.Int).SetUint64(r.GasUsed), r.EffectiveGasPrice))
		}
	}
	return out
}

func balance(t testing.TB, s *Stack, a common.Address) *big.Int {
	t.Helper()
	b, err := s.Chain.Client.BalanceAt(context.Background(), a, nil)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestEndToEnd200Requests(t *testing.T) {
	t.Parallel()
	o := testOptions(t)
	base := o.Config
	o.Config = func(c *config.Config) {
		base(c)
		c.Scheduler.Matching.SlotsPerWorkerPerRound = 10 // spread the requests over the workers
	}
	s := startStack(t, o)
	before := map[common.Address]*big.Int{}
	for _, w := range s.workers {
		before[w.Account.Address] = balance(t, s, w.Account.Address)
	}
	startBlock, err := s.Chain.Client.BlockNumber(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	reqs := sendRequests(t, s, 200, DevModel, 10*time.Minute)
	final := waitFinal(t, s, reqs, 90*time.Second)
	for id, p := range final {
		if p.body["status"] != "completed" {
			t.Errorf("request %s final answer %v", id, p.body)
		}
	}
	// Exactly once on chain, and each worker paid the fees of what it completed.
	res := results(t, s)
	earned := map[common.Address]*big.Int{}
	for _, r := range reqs {
		ws := res[r.id.String()]
		if len(ws) != 1 {
			t.Errorf("request %s: %d ResultSubmitted events, want 1", r.id, len(ws))
			continue
		}
		if earned[ws[0]] == nil {
			earned[ws[0]] = new(big.Int)
		}
		earned[ws[0]].Add(earned[ws[0]], r.fee)
	}
	var submitted int64
	waitQuiet(t, s)
	gas := gasSpent(t, s, startBlock+1)
	for _, w := range s.workers {
		a := w.Account.Address
		st := w.W.Stats()
		submitted += st.Completed
		want := new(big.Int).Sub(new(big.Int).Add(before[a], orZero(earned[a])), orZero(gas[a]))
		if got := balance(t, s, a); got.Cmp(want) != 0 {
			t.Errorf("worker %s balance %s, want %s (earned %s, gas %s)", w.Account.Name, got, want, orZero(earned[a]), orZero(gas[a]))
		}
		t.Logf("worker %s: %+v, earned %s wei, gas %s wei", w.Account.Name, st, orZero(earned[a]), orZero(gas[a]))
	}
	if submitted != int64(len(reqs)) {
		t.Errorf("workers submitted %d results for %d requests", submitted, len(reqs))
	}
	t.Log(s.Summary().Line())
}

func orZero(b *big.Int) *big.Int {
	if b == nil {
		return new(big.Int)
	}
	return b
}

// hangingBackend answers like echo, except that the first job of all hangs until the
// test kills the worker that took it.
type hangingBackend struct {
	worker int
	first  *atomic.Bool
	hung   chan<- hungJob
}

type hungJob struct {
	worker  int
	request string
}

func (b hangingBackend) Infer(ctx context.Context, j agent.Job) (agent.Result, error) {
	if b.first.CompareAndSwap(false, true) {
		b.hung <- hungJob{b.worker, j.RequestID}
		<-ctx.Done()
		return agent.Result{}, ctx.Err()
	}
	return agent.NewEcho().Infer(ctx, j)
}

func TestWorkerKilledMidJob(t *testing.T) {
	t.Parallel()
	o := testOptions(t)
	var first atomic.Bool
	hung := make(chan hungJob, 1)
	o.backend = func(i int) agent.Backend { return hangingBackend{worker: i, first: &first, hung: hung} }
	s := startStack(t, o)
	// Keep every assignment with its voucher, as the dead worker had it.
	var mu sync.Mutex
	vouchers := map[string]wire.Assignment{} // worker:request → assignment
	sub, err := s.NC.Subscribe(wire.SubjectAssignAll, func(m *nats.Msg) {
		var a wire.Assignment
		if json.Unmarshal(m.Data, &a) == nil {
			mu.Lock()
			vouchers[strings.ToLower(a.Worker)+":"+a.RequestID] = a
			mu.Unlock()
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Unsubscribe() //nolint:errcheck
	reqs := sendRequests(t, s, 30, DevModel, 10*time.Minute)
	var h hungJob
	select {
	case h = <-hung:
	case <-time.After(30 * time.Second):
		t.Fatal("no job reached a backend")
	}
	dead := s.workers[h.worker]
	dead.kill() // mid-job: acknowledged, running, no result
	final := waitFinal(t, s, reqs, 60*time.Second)
	for id, p := range final {
		if p.body["status"] != "completed" {
			t.Errorf("request %s final answer %v", id, p.body)
		}
	}
	res := results(t, s)
	for _, r := range reqs {
		if n := len(res[r.id.String()]); n != 1 {
			t.Errorf("request %s: %d results on chain", r.id, n)
		}
	}
	if ws := res[h.request]; len(ws) != 1 || ws[0] == dead.Account.Address {
		t.Errorf("request %s held by the dead worker was completed by %v", h.request, ws)
	}
	// The dead worker's late submission with its voucher: the contract refuses it.
	mu.Lock()
	a, ok := vouchers[strings.ToLower(dead.Account.Address.Hex())+":"+h.request]
	mu.Unlock()
	if !ok {
		t.Fatalf("no assignment of %s to the dead worker seen", h.request)
	}
	opts, err := s.Chain.Opts(context.Background(), dead.Account)
	if err != nil {
		t.Fatal(err)
	}
	id, _ := new(big.Int).SetString(h.request, 10)
	_, err = s.Chain.Router.SubmitResult(opts, id, []byte("late"), uint32(a.Attempt), a.Voucher.NotBefore, a.Voucher.Expiry, a.Voucher.Signature)
	if !contracts.IsRevert(err, "AlreadyFulfilled") {
		t.Errorf("late submission: got %v, want the AlreadyFulfilled revert", err)
	}
}

// TestUnservableRequestExpiresAndRefunds: a request no worker serves expires, and the
// scheduler's keeper refunds it with no action of the requester (it used to wait for
// the requester's refund call): the requester gets its fee back less the keeper's cap,
// without spending gas.
func TestUnservableRequestExpiresAndRefunds(t *testing.T) {
	t.Parallel()
	s := startStack(t, testOptions(t))
	checkEndpoints(t, s)
	before := balance(t, s, s.Chain.Users[0].Address)
	reqs := sendRequests(t, s, 1, "no-worker-serves-this", 3*time.Second)
	r := reqs[0]
	rec := receipt(t, s, r.tx.Hash())
	spent := new(big.Int).Add(r.fee, new(big.Int).Mul(new(big.Int).SetUint64(rec.GasUsed), rec.EffectiveGasPrice))
	final := waitFinal(t, s, reqs, 60*time.Second)
	if got := final[r.id.String()].body["status"]; got != "expired" && got != "refunded" {
		t.Fatalf("final status %v, want expired or refunded", final[r.id.String()].body)
	}
	p := waitState(t, s, r.id, "refunded", 30*time.Second)
	refund := receipt(t, s, common.HexToHash(p.body["refund_tx_hash"].(string)))
	var refunded *big.Int
	for _, l := range refund.Logs {
		if ev, err := s.Chain.Router.ParseRefunded(*l); err == nil {
			refunded = ev.Amount
		}
	}
	if want := new(big.Int).Sub(r.fee, devKeeperFeeCapWei); refunded == nil || refunded.Cmp(want) != 0 {
		t.Errorf("Refunded amount %v, want the fee less the keeper's cap, %s", refunded, want)
	}
	want := new(big.Int).Add(new(big.Int).Sub(before, spent), refunded)
	if got := balance(t, s, r.user.Address); got.Cmp(want) != 0 {
		t.Errorf("requester balance %s after the keeper's refund, want %s", got, want)
	}
	if st, err := s.Chain.Router.RequestStatus(&bind.CallOpts{}, r.id); err != nil || contracts.RequestStatus(st) != contracts.StatusRefunded {
		t.Errorf("on-chain status %v, %v", st, err)
	}
}

// TestRunWithLoad is `infersched dev --load 100 --duration 5s` with the embedded Redis:
// every request sent is completed (zero loss) and the output has the banner, progress
// lines and the summary.
func TestRunWithLoad(t *testing.T) {
	t.Parallel()
	o := testOptions(t)
	// The scheduler's own ack timeout and result grace, not testOptions' 2 s and 3 s
	// (made for the tests of lapses): on a starved machine a worker handed hundreds of
	// assignments in one round cannot sign and send every ack within 2 s, each lapsed
	// assignment went out again (1 327 assignments for 482 requests), the worker was
	// backed off, and the requests were still in flight when the drain ended. None was
	// lost: they were being sent round and round.
	short := o.Config
	o.Config = func(c *config.Config) {
		short(c)
		d := scheduler.DefaultConfig()
		c.Scheduler.AckTimeout, c.Scheduler.ResultGrace = d.AckTimeout, d.ResultGrace
		// and the dev stack's own voucher, which must outlast the ack timeout
		c.Scheduler.VoucherTTL = config.Dev(config.DevChain{}).Scheduler.VoucherTTL
	}
	// The drain ends as soon as every request sent is final; the bound is only there so
	// that a request really lost fails the test rather than hanging it.
	o.Load, o.Duration, o.ReportEvery, o.Drain = 100, 5*time.Second, time.Second, 5*time.Minute
	o.RedisURL = "" // the embedded Redis-compatible server
	var out syncBuffer
	o.Out = &out
	if err := Run(context.Background(), o); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	t.Log(text[strings.Index(text, "workers:"):])
	for _, want := range []string{"HTTP API", "JSON-RPC", "InferenceRouter", "user-0", "embedded Redis-compatible server (miniredis", "requests=", "summary after", " lost=0 "} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q", want)
		}
	}
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.String()
}

// waitQuiet waits until no transaction is pending, so balances are final.
func waitQuiet(t testing.TB, s *Stack) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		n, err := s.Chain.Client.PendingTransactionCount(context.Background())
		if err == nil && n == 0 {
			// and one more block, so that the last one's receipts are in
			time.Sleep(1100 * time.Millisecond)
			if n, err = s.Chain.Client.PendingTransactionCount(context.Background()); err == nil && n == 0 {
				return
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("transactions still pending: %d, %v", n, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// TestBatchedSettlement: 32 batchable requests for one model at once, workers that batch
// up to 8 results: every request is fulfilled exactly once, in fewer than 12 result
// transactions, and the workers are paid every fee.
func TestBatchedSettlement(t *testing.T) {
	t.Parallel()
	o := testOptions(t)
	o.BatchSize = 8
	s := startStack(t, o)
	reqs := sendRequestsBatchable(t, s, 32, DevModel, 10*time.Minute, true)
	final := waitFinal(t, s, reqs, 90*time.Second)
	for id, p := range final {
		if p.body["status"] != "completed" {
			t.Errorf("request %s final answer %v", id, p.body)
		}
	}
	it, err := s.Chain.Router.FilterResultSubmitted(&bind.FilterOpts{Start: s.Chain.DeployBlock, Context: context.Background()}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer it.Close()
	perID := map[string]int{}
	txs := map[common.Hash]int{}
	for it.Next() {
		perID[it.Event.Id.String()]++
		txs[it.Event.Raw.TxHash]++
	}
	if err := it.Error(); err != nil {
		t.Fatal(err)
	}
	for _, r := range reqs {
		if n := perID[r.id.String()]; n != 1 {
			t.Errorf("request %s fulfilled %d times, want once", r.id, n)
		}
	}
	if len(txs) >= 12 {
		t.Errorf("32 results settled in %d transactions, want fewer than 12", len(txs))
	}
	var sizes []int
	for _, n := range txs {
		sizes = append(sizes, n)
	}
	var completed int64
	for _, w := range s.workers {
		completed += w.W.Stats().Completed
	}
	if completed != int64(len(reqs)) {
		t.Errorf("workers counted %d completed results, want %d", completed, len(reqs))
	}
	t.Logf("32 results in %d transactions, sizes %v", len(txs), sizes)
}
