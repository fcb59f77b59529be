package agent

import (
	"context"
	"encoding/json"
	"math/big"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/contracts/simchain"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/infer"
)

const testModel = "llama3-8b"

// env is a focused test rig: the simulated chain with the real contracts, an embedded
// NATS with the streams, a scheduler stand-in that answers acknowledgements and records
// heartbeats, and a miner that can be paused.
type env struct {
	t     testing.TB
	chain *contractstest.Chain
	ns    *natstest.Server
	nc    *nats.Conn
	js    jetstream.JetStream

	mu         sync.Mutex
	acks       []wire.Ack
	heartbeats []wire.Heartbeat
	ackAnswer  atomic.Value // string the scheduler answers; "ok" by default

	paused     atomic.Bool
	stopMining chan struct{}
	mined      sync.WaitGroup

	metrics prometheus.Registerer // the started workers' (nil: none)
	log     *zap.Logger           // the started workers' (nil: none)
}

func newEnv(t testing.TB, opts ...simchain.Option) *env {
	t.Helper()
	e := &env{t: t, chain: contractstest.NewChain(t, append([]simchain.Option{simchain.WithWorkers(2), simchain.WithUsers(1)}, opts...)...),
		ns: natstest.Start(t), stopMining: make(chan struct{})}
	e.chain.RegisterAll(t) // the router pays staked workers only
	e.nc = e.ns.Conn(t)
	js, err := jetstream.New(e.nc)
	if err != nil {
		t.Fatal(err)
	}
	e.js = js
	bc := bus.DefaultConfig()
	if err := bus.Ensure(context.Background(), js, bc); err != nil {
		t.Fatal(err)
	}
	e.ackAnswer.Store("ok")
	if _, err := e.nc.Subscribe(wire.SubjectAcksAll, func(m *nats.Msg) {
		a, err := wire.DecodeAck(m.Data)
		if err != nil {
			_ = m.Respond([]byte(err.Error()))
			return
		}
		e.mu.Lock()
		e.acks = append(e.acks, a)
		e.mu.Unlock()
		_ = m.Respond([]byte(e.ackAnswer.Load().(string)))
	}); err != nil {
		t.Fatal(err)
	}
	if _, err := e.nc.Subscribe(wire.SubjectHeartbeatsAll, func(m *nats.Msg) {
		sh, err := wire.DecodeSignedHeartbeat(m.Data)
		if err == nil {
			var signer common.Address
			signer, err = sh.Signer()
			if err == nil && !strings.EqualFold(signer.Hex(), sh.Heartbeat.Worker) {
				t.Errorf("heartbeat signed by %s for %s", signer.Hex(), sh.Heartbeat.Worker)
			}
		}
		if err != nil {
			t.Errorf("heartbeat: %v", err)
			b, _ := json.Marshal(wire.ErrorBody{Error: "invalid", Message: err.Error()})
			_ = m.Respond(b)
			return
		}
		e.mu.Lock()
		e.heartbeats = append(e.heartbeats, sh.Heartbeat)
		e.mu.Unlock()
		_ = m.Respond([]byte(`{"worker":"` + sh.Heartbeat.Worker + `"}`))
	}); err != nil {
		t.Fatal(err)
	}
	e.mined.Add(1)
	go func() {
		defer e.mined.Done()
		tick := time.NewTicker(50 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-e.stopMining:
				return
			case <-tick.C:
			}
			if e.paused.Load() {
				continue
			}
			if n, err := e.chain.Client.PendingTransactionCount(context.Background()); err == nil && n > 0 {
				e.chain.Commit()
			}
		}
	}()
	t.Cleanup(func() { close(e.stopMining); e.mined.Wait() })
	return e
}

func testConfig(t testing.TB) Config {
	cfg := testTimings()
	cfg.StateFile = filepath.Join(t.TempDir(), "state.json")
	return cfg
}

// testTimings is the tests' worker configuration without a state file.
func testTimings() Config {
	cfg := DefaultConfig()
	cfg.Models = []string{testModel}
	cfg.MaxJobs = 2
	cfg.MemoryMB = 20000
	cfg.HeartbeatInterval = 50 * time.Millisecond
	cfg.Tx.PollInterval = 25 * time.Millisecond
	cfg.Tx.ResubmitAfter = 10 * time.Second
	cfg.Tx.ReceiptTimeout = 20 * time.Second
	return cfg
}

// running is a worker running until stop.
type running struct {
	w    *Worker
	stop func()
}

func (e *env) start(i int, cfg Config, b Backend) *running {
	e.t.Helper()
	return e.startOn(i, cfg, b, e.chain.Client)
}

// startOn is start with the worker reaching the chain through chain.
func (e *env) startOn(i int, cfg Config, b Backend, chain ChainClient) *running {
	e.t.Helper()
	return e.startConn(i, cfg, b, chain, e.nc)
}

// startConn is startOn with the worker's own NATS connection.
func (e *env) startConn(i int, cfg Config, b Backend, chain ChainClient, nc *nats.Conn) *running {
	e.t.Helper()
	acct := e.chain.Workers[i]
	log := e.log
	if log == nil {
		log = zap.NewNop()
	}
	w, err := New(cfg, Deps{Key: acct.Key, NATS: nc, Chain: chain, ChainID: e.chain.ChainID,
		Router: e.chain.RouterAddress, Backend: b, Log: log, Metrics: e.metrics})
	if err != nil {
		e.t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- w.Run(ctx) }()
	var once sync.Once
	stop := func() {
		once.Do(func() {
			cancel()
			select {
			case err := <-done:
				if err != nil {
					e.t.Errorf("worker run: %v", err)
				}
			case <-time.After(20 * time.Second):
				e.t.Error("worker did not stop")
			}
		})
	}
	e.t.Cleanup(stop)
	return &running{w: w, stop: stop}
}

// request makes a paid request on chain and returns its id.
func (e *env) request(prompt string, memMB uint32) *big.Int {
	e.t.Helper()
	return e.chain.RequestInference(e.t, e.chain.Users[0], contractstest.Request{
		Model: testModel, Prompt: []byte(prompt), RequiredMemoryMB: memMB, Fee: big.NewInt(1e15)})
}

// assign publishes an assignment of id to worker i with a voucher valid for validFor.
func (e *env) assign(id *big.Int, i int, prompt string, memMB int64, validFor time.Duration) wire.Assignment {
	e.t.Helper()
	return e.assignAttempt(id, i, prompt, memMB, 1, 0, validFor)
}

// assignAttempt publishes attempt of request id to worker i, its voucher valid from
// notBefore (unix s; 0: at once) for validFor from now, as a reassignment's is.
func (e *env) assignAttempt(id *big.Int, i int, prompt string, memMB int64, attempt int, notBefore uint64, validFor time.Duration) wire.Assignment {
	e.t.Helper()
	acct := e.chain.Workers[i]
	expiry := uint64(int64(e.chain.Now(e.t)) + int64(validFor/time.Second))
	a := wire.Assignment{
		RequestID: id.String(), Attempt: attempt, Round: 1, Worker: strings.ToLower(acct.Address.Hex()),
		Request: wire.Request{ID: id.String(), ModelID: testModel, MaxTokens: 128, GasLimit: 100000, PriorityFeeWei: "0", RequiredMemoryMB: memMB},
		Prompt:  []byte(prompt),
	}
	a.Voucher = e.voucherFrom(a, acct, notBefore, expiry)
	b, _ := json.Marshal(a)
	if _, err := e.js.Publish(context.Background(), wire.AssignSubject(acct.Address), b, jetstream.WithMsgID(a.MsgID())); err != nil {
		e.t.Fatal(err)
	}
	return a
}

func (e *env) ackList() []wire.Ack {
	e.mu.Lock()
	defer e.mu.Unlock()
	return append([]wire.Ack(nil), e.acks...)
}

func (e *env) heartbeatList() []wire.Heartbeat {
	e.mu.Lock()
	defer e.mu.Unlock()
	return append([]wire.Heartbeat(nil), e.heartbeats...)
}

// nonce is the worker's mined nonce: the number of its transactions on chain.
func (e *env) nonce(i int) uint64 {
	e.t.Helper()
	n, err := e.chain.Client.NonceAt(context.Background(), e.chain.Workers[i].Address, nil)
	if err != nil {
		e.t.Fatal(err)
	}
	return n
}

func parseID(s string) (*big.Int, bool) { return new(big.Int).SetString(s, 10) }

// voucher signs the voucher of a (attempt a.Attempt, valid from time 0 to expiry) for the
// commitment of a's model, prompt and parameters, as the daemon does.
func (e *env) voucher(a wire.Assignment, acct contractstest.Account, expiry uint64) wire.Voucher {
	e.t.Helper()
	return e.voucherFrom(a, acct, 0, expiry)
}

// voucherFrom is the scheduler's voucher for a, valid from notBefore to expiry.
func (e *env) voucherFrom(a wire.Assignment, acct contractstest.Account, notBefore, expiry uint64) wire.Voucher {
	e.t.Helper()
	id, _ := new(big.Int).SetString(a.RequestID, 10)
	r := a.Request
	in := contracts.InputHash(r.ModelID, a.Prompt, r.MaxTokens, r.GasLimit, uint32(r.RequiredMemoryMB), r.Batchable)
	sig := e.chain.SignVoucher(e.t, contracts.Voucher{RequestID: id, Worker: acct.Address, Attempt: uint32(a.Attempt), InputHash: in,
		NotBefore: notBefore, Expiry: expiry})
	return wire.Voucher{NotBefore: notBefore, Expiry: expiry, InputHash: in, Signature: sig}
}

// plainJob is a job of a plain prompt.
func plainJob(model, prompt string, maxTokens uint32) Job {
	return Job{RequestID: "1", Model: model, Doc: infer.Document{Plain: true, Prompt: prompt}, MaxTokens: maxTokens}
}
