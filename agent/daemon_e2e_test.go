package agent

import (
	"context"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/daemon"
	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/internal/testutil/testkit"
	"github.com/infersched/infersched/scheduler"
)

// The real daemon schedules real requests onto two reference workers (echo backend,
// one heartbeating over HTTP, one over NATS): every request is fulfilled on chain
// exactly once, and the workers were paid for what they completed.
func TestWorkersWithDaemonEndToEnd(t *testing.T) {
	run := func(ctx context.Context, cfg config.Config, d daemontest.Deps) error {
		return daemon.Run(ctx, cfg, daemon.Options{Log: zap.NewNop(), Dial: d.Dial, NATS: d.NATS, Redis: d.Redis,
			Key: d.Key, Listener: d.Listener, Ready: d.Ready, Version: "test"})
	}
	// The simulated chain makes a block whenever a transaction waits, each a second after
	// the last, so its clock runs ahead of the scheduler's by a few seconds in this test;
	// the stack's 6 s voucher then sometimes expired on chain before its result went
	// out ("voucher expired at T, head block time T"), and the request waited for its
	// lapse and a second worker, past the test's patience under load. No reassignment
	// is expected here: a voucher that outlasts the drift.
	st := daemontest.NewStack(t, run, daemontest.Params{Workers: 2, Users: 2, Mutate: func(c *config.Config) {
		c.Scheduler.VoucherTTL = scheduler.Duration(time.Minute)
	}})
	st.Start()
	chain, ns, base := st.Chain, st.NATS, st.URL()

	var ws []*Worker
	for i := range 2 {
		wc := testConfig(t)
		wc.Models = []string{"llama-7b"}
		wc.MaxJobs = 4
		wc.MemoryMB = 80000
		wc.HeartbeatInterval = 300 * time.Millisecond
		if i == 0 {
			wc.SchedulerURL = base // the other heartbeats over NATS
		}
		w, err := New(wc, Deps{Key: chain.Workers[i].Key, NATS: ns.Conn(t), Chain: chain.Client, ChainID: chain.ChainID,
			Router: chain.RouterAddress, Backend: NewEcho(), Log: zap.NewNop()})
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan error, 1)
		go func() { done <- w.Run(ctx) }()
		t.Cleanup(func() {
			cancel()
			if err := <-done; err != nil {
				t.Errorf("worker: %v", err)
			}
		})
		ws = append(ws, w)
	}

	const n = 8
	fee := big.NewInt(1e15)
	before := []*big.Int{chain.Balance(t, chain.Workers[0].Address), chain.Balance(t, chain.Workers[1].Address)}
	var ids []*big.Int
	for i := range n {
		user := chain.Users[i%len(chain.Users)]
		tx, err := chain.SendRequest(t, user, contractstest.Request{Model: "llama-7b", Prompt: []byte(fmt.Sprint("prompt ", i)),
			Fee: fee, RequiredMemoryMB: 1000, Deadline: chain.Now(t) + 600})
		if err != nil {
			t.Fatal(err)
		}
		r, err := bind.WaitMined(context.Background(), chain.Client, tx)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range r.Logs {
			if ev, err := chain.Router.ParseInferenceRequested(*l); err == nil {
				ids = append(ids, ev.Id)
			}
		}
	}
	testkit.WaitUntil(t, "every request completed by the workers", func() bool {
		return ws[0].Stats().Completed+ws[1].Stats().Completed == n
	})
	for _, id := range ids {
		if st := chain.Status(t, id); st != contracts.StatusFulfilled {
			t.Errorf("request %s: %s", id, st)
		}
		it, err := chain.Router.FilterResultSubmitted(nil, []*big.Int{id}, nil)
		if err != nil {
			t.Fatal(err)
		}
		events := 0
		for it.Next() {
			events++
		}
		if events != 1 {
			t.Errorf("request %s: %d results on chain", id, events)
		}
	}
	// Each worker's balance rose by the fees it earned less its gas: at least one
	// worker earned, and no worker's balance moved by more than its fees.
	for i, w := range ws {
		st := w.Stats()
		gain := new(big.Int).Sub(chain.Balance(t, chain.Workers[i].Address), before[i])
		earned := new(big.Int).Mul(fee, big.NewInt(st.Completed))
		if gain.Cmp(earned) > 0 {
			t.Errorf("worker %d gained %s for %d results (fees %s)", i, gain, st.Completed, earned)
		}
		if st.Completed > 0 && gain.Sign() <= 0 {
			t.Errorf("worker %d completed %d and was not paid (balance moved by %s)", i, st.Completed, gain)
		}
		if st.Failed != 0 {
			t.Errorf("worker %d stats %+v", i, st)
		}
	}
}
