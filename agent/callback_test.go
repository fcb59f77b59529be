package agent

import (
	"context"
	"encoding/json"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/contractstest/probe"
	"github.com/infersched/infersched/internal/testutil/testkit"
	"github.com/infersched/infersched/wire"
)

// probeCallbackGas is far above the dev stack's tx.gas_limit (300 000): a worker that
// did not add it would have every submission revert with InsufficientCallbackGas.
const probeCallbackGas = 1_000_000

// probeMemoryMB is the memory a CallbackProbe request asks for.
const probeMemoryMB = 8192

// callbackRequests makes n requests through a CallbackProbe that burns all of its
// callback gas, and returns their ids.
func (e *env) callbackRequests(n int) []*big.Int {
	e.t.Helper()
	c := e.chain
	user := c.Users[0]
	_, tx, p, err := probe.DeployCallbackProbe(c.Opts(e.t, user), c.Client, c.RouterAddress)
	if err != nil {
		e.t.Fatal(err)
	}
	c.Receipt(e.t, tx)
	c.Receipt(e.t, must(p.SetMode(c.Opts(e.t, user), 2, new(big.Int)))(e.t)) // MODE_BURN
	var ids []*big.Int
	for range n {
		rec := c.Receipt(e.t, must(p.Request(c.Pay(e.t, user, big.NewInt(1e15)), testModel, []byte("hello"), 128, c.Now(e.t)+3600, probeCallbackGas))(e.t))
		for _, l := range rec.Logs {
			if ev, err := c.Router.ParseInferenceRequested(*l); err == nil {
				ids = append(ids, ev.Id)
			}
		}
	}
	return ids
}

func must[T any](v T, err error) func(testing.TB) T {
	return func(t testing.TB) T {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
}

// assignCallback publishes an assignment of a CallbackProbe request (its parameters:
// 128 tokens, gas limit 100 000, 8 192 MB, batchable).
func (e *env) assignCallback(id *big.Int, i int, batched bool) {
	e.t.Helper()
	acct := e.chain.Workers[i]
	a := wire.Assignment{
		RequestID: id.String(), Attempt: 1, Round: 1, Worker: strings.ToLower(acct.Address.Hex()),
		Request: wire.Request{ID: id.String(), ModelID: testModel, MaxTokens: 128, GasLimit: 100000, PriorityFeeWei: "0",
			RequiredMemoryMB: probeMemoryMB, Batchable: true, CallbackGasLimit: probeCallbackGas},
		Prompt: []byte("hello"), Batched: batched,
	}
	a.Voucher = e.voucher(a, acct, e.chain.Now(e.t)+3600)
	b, _ := json.Marshal(a)
	if _, err := e.js.Publish(context.Background(), wire.AssignSubject(acct.Address), b, jetstream.WithMsgID(a.MsgID())); err != nil {
		e.t.Fatal(err)
	}
}

// TestResultGasCoversTheCallback: with a fixed tx.gas_limit and with the estimate, alone
// and in a batch, the worker's transaction carries each request's callback gas, so the
// router accepts the results (a burning callback takes all of it) and pays.
func TestResultGasCoversTheCallback(t *testing.T) {
	for _, tc := range []struct {
		name  string
		gas   uint64
		batch int
	}{{"fixed gas", 300_000, 0}, {"estimated", 0, 0}, {"fixed gas, batch of 3", 300_000, 3}} {
		t.Run(tc.name, func(t *testing.T) {
			e := newEnv(t)
			n := max(tc.batch, 1)
			ids := e.callbackRequests(n)
			cfg := testConfig(t)
			cfg.Tx.GasLimit = tc.gas
			if tc.batch > 0 {
				cfg = batchConfig(t, tc.batch, time.Hour)
				cfg.Tx.GasLimit = tc.gas
			}
			// Room for every job at once: each needs 8 192 MB, and a job the worker has no
			// memory for is refused "at capacity" (the batch would then never fill).
			cfg.MemoryMB = max(cfg.MemoryMB, int64(n*probeMemoryMB))
			r := e.start(0, cfg, NewEcho())
			for _, id := range ids {
				e.assignCallback(id, 0, tc.batch > 0)
			}
			testkit.WaitUntil(t, "the results on chain", func() bool { return r.w.Stats().Completed == int64(n) })
			for _, id := range ids {
				if st := e.chain.Status(t, id); st != contracts.StatusFulfilled {
					t.Fatalf("request %s is %s", id, st)
				}
				it, err := e.chain.Router.FilterCallbackFailed(nil, []*big.Int{id})
				if err != nil || !it.Next() {
					t.Fatalf("request %s: no CallbackFailed (the burning callback's end): %v", id, err)
				}
			}
		})
	}
}

func TestCallbackTxGas(t *testing.T) {
	if g := callbackTxGas(0, 1<<16); g != 0 {
		t.Fatalf("no callback: %d", g)
	}
	// 63/64: the limit and its 1/63 more, the overhead, the copied output's memory.
	if g := callbackTxGas(630_000, 0); g != 630_000+10_000+1+callbackOverheadGas+3*4 {
		t.Fatalf("630 000 gas, empty output: %d", g)
	}
	if a, b := callbackTxGas(100_000, 16), callbackTxGas(100_000, 64<<10); b <= a {
		t.Fatalf("a 64 KiB output needs more gas than 16 B: %d vs %d", b, a)
	}
}
