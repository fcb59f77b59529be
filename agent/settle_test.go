package agent

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/contracts/l2"
	"github.com/infersched/infersched/contracts/simchain"
	"github.com/infersched/infersched/internal/testutil/testkit"
	"github.com/infersched/infersched/wire"
)

// requestFee asks for prompt with fee wei.
func (e *env) requestFee(prompt string, fee int64) *big.Int {
	e.t.Helper()
	return e.chain.RequestInference(e.t, e.chain.Users[0], contractstest.Request{
		Model: testModel, Prompt: []byte(prompt), RequiredMemoryMB: 1000, Fee: big.NewInt(fee)})
}

// assignBatchedPrompt is assignBatched for a request of prompt.
func (e *env) assignBatchedPrompt(id *big.Int, i int, prompt string, validFor time.Duration) {
	e.t.Helper()
	acct := e.chain.Workers[i]
	expiry := uint64(int64(e.chain.Now(e.t)) + int64(validFor/time.Second))
	a := wire.Assignment{
		RequestID: id.String(), Attempt: 1, Round: 1, Worker: strings.ToLower(acct.Address.Hex()),
		Request: wire.Request{ID: id.String(), ModelID: testModel, MaxTokens: 128, GasLimit: 100000, PriorityFeeWei: "0", RequiredMemoryMB: 1000},
		Prompt:  []byte(prompt), Batched: true, BatchShare: 1,
	}
	a.Voucher = e.voucher(a, acct, expiry)
	b, _ := json.Marshal(a)
	if _, err := e.js.Publish(context.Background(), wire.AssignSubject(acct.Address), b, jetstream.WithMsgID(a.MsgID())); err != nil {
		e.t.Fatal(err)
	}
}

// busyOP is an OP-stack chain at a very busy L1 (3 000 gwei base fee, 500 gwei blobs):
// about 5e11 wei a calldata byte, so a 4 000-byte answer costs ~2e15 wei to settle.
func busyOP() simchain.Option {
	v := l2.DefaultOPValues()
	v.L1BaseFee = new(big.Int).Mul(big.NewInt(3000), big.NewInt(1e9))
	v.BlobBaseFee = new(big.Int).Mul(big.NewInt(500), big.NewInt(1e9))
	return simchain.WithOPStack(v)
}

func gaugeValue(t *testing.T, reg *prometheus.Registry, name, model string) (float64, bool) {
	t.Helper()
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, mf := range mfs {
		if mf.GetName() != name {
			continue
		}
		for _, m := range mf.GetMetric() {
			for _, l := range m.GetLabel() {
				if l.GetName() == "model" && l.GetValue() == model {
					if g := m.GetGauge(); g != nil {
						return g.GetValue(), true
					}
					return m.GetCounter().GetValue(), true
				}
			}
		}
	}
	return 0, false
}

// On an OP-stack chain a batch whose fees do not cover its L2 gas plus the L1 data fee
// of its calldata (GasPriceOracle.getL1Fee) is held, and when the voucher margin forces
// a decision only the result that pays is settled: a short answer goes out, a 4 000-byte
// one whose 0.001 ETH fee is below its own L1 data fee is not (the request stays pending,
// for its refund), the worker counts it, and the model's net earnings are positive.
func TestBatchSettlesOnlyWhatPaysOnOP(t *testing.T) {
	e := newEnv(t, busyOP())
	reg := prometheus.NewRegistry()
	e.metrics = reg
	buf := make([]byte, 2000)
	_, _ = rand.Read(buf)
	long := hex.EncodeToString(buf) // 4 000 bytes that do not compress
	short, big := e.requestFee("p", 1e15), e.requestFee(long, 1e15)
	cfg := batchConfig(t, 4, 500*time.Millisecond)
	cfg.Batch.Margin = 4 * time.Second
	r := e.start(0, cfg, NewEcho())
	e.assignBatchedPrompt(short, 0, "p", 8*time.Second)
	e.assignBatchedPrompt(big, 0, long, 8*time.Second)
	testkit.WaitUntil(t, "the batch held at least once", func() bool {
		v, _ := gaugeValue(t, reg, "infersched_worker_batches_held_total", testModel)
		return v >= 1
	})
	if st := e.chain.Status(t, short); st != contracts.StatusPending {
		t.Fatalf("held batch: short request is %s", st)
	}
	testkit.WaitUntil(t, "the margin's decision", func() bool {
		s := r.w.Stats()
		return s.Completed == 1 && s.Skipped == 1
	})
	if st := e.chain.Status(t, short); st != contracts.StatusFulfilled {
		t.Fatalf("short request is %s, want fulfilled", st)
	}
	if st := e.chain.Status(t, big); st != contracts.StatusPending {
		t.Fatalf("long request is %s, want pending (not settled at a loss)", st)
	}
	if v, _ := gaugeValue(t, reg, "infersched_worker_results_unprofitable_total", testModel); v != 1 {
		t.Errorf("unprofitable results %v, want 1", v)
	}
	net, ok := gaugeValue(t, reg, "infersched_worker_net_earnings_wei", testModel)
	if !ok || net <= 0 || net >= 1e15 {
		t.Errorf("net earnings %v wei, want in (0, 1e15)", net)
	}
	t.Logf("net earnings of the short answer: %.4g wei", net)
}

// On an L1 chain (no GasPriceOracle) with fees that cover the gas, a batch goes out at
// once as before, and min_profit above the fees holds it to the margin, where nothing
// pays and nothing is sent.
func TestBatchMinProfit(t *testing.T) {
	e := newEnv(t)
	ids := []*big.Int{e.request("p", 1000), e.request("p", 1000)}
	cfg := batchConfig(t, 2, time.Hour)
	cfg.Batch.Margin = 4 * time.Second
	cfg.Batch.MinProfit = "3000000000000000" // above the two fees of 1e15
	n0 := e.nonce(0)
	r := e.start(0, cfg, NewEcho())
	for _, id := range ids {
		e.assignBatched(id, 0, 7*time.Second)
	}
	testkit.WaitUntil(t, "the margin's decision", func() bool { return r.w.Stats().Skipped == 2 })
	if n := e.nonce(0); n != n0 {
		t.Fatalf("sent %d transactions, want none", n-n0)
	}
	for _, id := range ids {
		if st := e.chain.Status(t, id); st != contracts.StatusPending {
			t.Fatalf("request %s is %s", id, st)
		}
	}
}

func TestBatchMinProfitValidated(t *testing.T) {
	for _, bad := range []string{"-1", "1e15", "0x10", "ten"} {
		c := BatchConfig{MaxSize: 2, MaxWait: time.Second, MinProfit: bad}
		if err := c.Validate(); err == nil || !strings.Contains(err.Error(), "min_profit: must be a non-negative decimal amount of wei") {
			t.Errorf("%q: %v", bad, err)
		}
	}
}

// A result that does not pay on its own (min_profit above its fee) is held, and settles
// when a second one joins its batch and the two pay together: one transaction, both
// fulfilled.
func TestBatchHeldUntilMoreResultsJoin(t *testing.T) {
	e := newEnv(t)
	reg := prometheus.NewRegistry()
	e.metrics = reg
	first, second := e.request("p", 1000), e.request("p", 1000) // 1e15 wei each
	cfg := batchConfig(t, 4, 300*time.Millisecond)
	cfg.Batch.Margin = 30 * time.Second
	cfg.Batch.MinProfit = "1500000000000000" // above one fee, below two less the gas
	n0 := e.nonce(0)
	r := e.start(0, cfg, NewEcho())
	e.assignBatched(first, 0, time.Hour)
	testkit.WaitUntil(t, "the lone result held twice", func() bool {
		v, _ := gaugeValue(t, reg, "infersched_worker_batches_held_total", testModel)
		return v >= 2
	})
	if st := e.chain.Status(t, first); st != contracts.StatusPending {
		t.Fatalf("held result: request is %s", st)
	}
	e.assignBatched(second, 0, time.Hour)
	testkit.WaitUntil(t, "both results on chain", func() bool { return r.w.Stats().Completed == 2 })
	if n := e.nonce(0); n != n0+1 {
		t.Fatalf("worker sent %d transactions, want 1", n-n0)
	}
}
