package agent

import (
	"context"
	"fmt"
	"math/big"
	"net"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/internal/config"
	"github.com/infersched/infersched/internal/daemon"
	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/internal/testutil/redistest"
	"github.com/infersched/infersched/scheduler"
)

// sharedClient hands the daemon the test's chain client without its Close.
type sharedClient struct{ ethrpc.Client }

// The real daemon schedules real requests onto two reference workers (echo backend,
// one heartbeating over HTTP, one over NATS): every request is fulfilled on chain
// exactly once, and the workers were paid for what they completed.
func TestWorkersWithDaemonEndToEnd(t *testing.T) {
	chain := contractstest.NewChain(t, contractstest.WithWorkers(2), contractstest.WithUsers(2))
	chain.RegisterAll(t)
	ns := natstest.Start(t)
	rs := redistest.Start(t)

	stopMining := make(chan struct{})
	mined := make(chan struct{})
	go func() {
		defer close(mined)
		tick := time.NewTicker(100 * time.Millisecond)
		defer tick.Stop()
		last := time.Now()
		for {
			select {
			case <-stopMining:
				return
			case <-tick.C:
			}
			n, err := chain.Client.PendingTransactionCount(context.Background())
			if (err == nil && n > 0) || time.Since(last) > time.Second {
				chain.Commit()
				last = time.Now()
			}
		}
	}()
	t.Cleanup(func() { close(stopMining); <-mined })

	cfg := config.Default()
	cfg.Chain.RPCURLs = []string{"http://simulated.invalid"}
	cfg.Chain.ChainID = chain.ChainID.Uint64()
	cfg.Chain.Contracts.Router = chain.RouterAddress.Hex()
	cfg.Chain.Contracts.WorkerRegistry = chain.RegistryAddress.Hex()
	cfg.Chain.Contracts.DecisionAnchor = chain.AnchorAddress.Hex()
	cfg.Indexer.Confirmations = 1
	cfg.Indexer.StartBlock = chain.DeployBlock
	cfg.Indexer.PollInterval = 100 * time.Millisecond
	cfg.Indexer.Subscribe = false
	cfg.GasOracle.PollInterval = 500 * time.Millisecond
	cfg.GasOracle.MaxAge = 5 * time.Second
	cfg.Workers.MinStakeWei = scheduler.WeiFromBig(chain.MinStake)
	cfg.Workers.HeartbeatInterval = time.Second
	cfg.Scheduler.RoundInterval = scheduler.Duration(200 * time.Millisecond)
	cfg.Scheduler.Probation.Jobs = 0
	cfg.Scheduler.AckTimeout = scheduler.Duration(2 * time.Second)
	cfg.Scheduler.ResultGrace = scheduler.Duration(10 * time.Second)

	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	base := "http://" + ln.Addr().String()
	dctx, dstop := context.WithCancel(context.Background())
	ready, ddone := make(chan struct{}), make(chan error, 1)
	dial := func(context.Context, string) (ethrpc.Client, error) { return sharedClient{chain.Client}, nil }
	go func() {
		ddone <- daemon.Run(dctx, cfg, daemon.Options{Log: zap.NewNop(), Dial: dial, NATS: ns.Conn(t),
			Redis: rs.Client(t), Key: chain.Scheduler.Key, Listener: ln, Ready: ready, Version: "test"})
	}()
	select {
	case <-ready:
	case err := <-ddone:
		t.Fatalf("daemon stopped before it was ready: %v", err)
	case <-time.After(30 * time.Second):
		t.Fatal("daemon not ready")
	}
	t.Cleanup(func() {
		dstop()
		if err := <-ddone; err != nil {
			t.Errorf("daemon: %v", err)
		}
	})

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
	eventually(t, "every request completed by the workers", func() bool {
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
