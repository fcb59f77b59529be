package daemontest

import (
	"context"
	"crypto/ecdsa"
	"net"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/redis/go-redis/v9"
	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/contracts/simchain"
	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/internal/testutil/redistest"
	"github.com/infersched/infersched/scheduler"
)

// Deps are what the stack hands the daemon in place of dialing and listening.
type Deps struct {
	Dial     ethrpc.DialFunc
	NATS     *nats.Conn
	Redis    redis.UniversalClient
	Key      *ecdsa.PrivateKey // the scheduler key
	Listener net.Listener
	Ready    chan<- struct{} // closed by the daemon once every component runs
}

// RunFunc runs the daemon with cfg and d until ctx ends.
type RunFunc func(ctx context.Context, cfg config.Config, d Deps) error

// Params size the stack.
type Params struct {
	Workers, Users int                  // chain accounts (workers are staked)
	Mutate         func(*config.Config) // applied to the configuration after the test timings
	// NATS options of the embedded server (natstest.WithUsers: an authenticated bus;
	// NC is then its admin user).
	NATS []natstest.Option
}

// Stack is the running system. Config may be changed before Start.
type Stack struct {
	t      testing.TB
	Chain  *contractstest.Chain
	NATS   *natstest.Server
	NC     *nats.Conn
	Redis  *redistest.Server
	Config config.Config

	run  RunFunc
	base atomic.Pointer[string] // http://127.0.0.1:port; changes when the daemon restarts
	stop context.CancelFunc
	done chan error
}

// New starts the chain, NATS and Redis (stopped when the test ends); the daemon runs
// from Start.
func NewStack(t testing.TB, run RunFunc, p Params) *Stack {
	t.Helper()
	chain := contractstest.NewChain(t, simchain.WithWorkers(p.Workers), simchain.WithUsers(p.Users),
		simchain.WithRegisteredWorkers())
	s := &Stack{t: t, Chain: chain, NATS: natstest.Start(t, p.NATS...), Redis: redistest.Start(t), run: run}
	s.NC = s.NATS.Conn(t)

	ctx, cancel := context.WithCancel(context.Background())
	mined := make(chan struct{})
	go func() {
		defer close(mined)
		_ = chain.Run(ctx, zap.NewNop(), simchain.Production{Tick: 100 * time.Millisecond})
	}()
	t.Cleanup(func() { cancel(); <-mined })

	cfg := config.Dev(config.DevChain{ChainID: chain.ChainID.Uint64(), Router: chain.RouterAddress.Hex(),
		WorkerRegistry: chain.RegistryAddress.Hex(), DecisionAnchor: chain.AnchorAddress.Hex(),
		DeployBlock: chain.DeployBlock, MinStake: scheduler.WeiFromBig(chain.MinStake)})
	// Test timings: short rounds, and lapses within a test's patience.
	cfg.Scheduler.RoundInterval = scheduler.Duration(200 * time.Millisecond)
	cfg.Scheduler.AckTimeout = scheduler.Duration(2 * time.Second)
	cfg.Scheduler.ResultGrace = scheduler.Duration(10 * time.Second)
	cfg.Scheduler.VoucherTTL = scheduler.Duration(6 * time.Second) // a reassigned request is paid within the test's patience
	if p.Mutate != nil {
		p.Mutate(&cfg)
	}
	s.Config = cfg
	return s
}

// URL is the running daemon's base URL.
func (s *Stack) URL() string { return *s.base.Load() }

// Start runs the daemon until Stop (or the end of the test) and waits until it is ready.
func (s *Stack) Start() {
	s.t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		s.t.Fatal(err)
	}
	base := "http://" + ln.Addr().String()
	s.base.Store(&base)
	ctx, cancel := context.WithCancel(context.Background())
	ready := make(chan struct{})
	s.stop, s.done = cancel, make(chan error, 1)
	client := s.Chain.Client
	dial := func(context.Context, string) (ethrpc.Client, error) { return shared{client}, nil }
	go func() {
		s.done <- s.run(ctx, s.Config, Deps{Dial: dial, NATS: s.NC, Redis: s.Redis.Client(s.t),
			Key: s.Chain.Scheduler.Key, Listener: ln, Ready: ready})
	}()
	select {
	case <-ready:
	case err := <-s.done:
		s.t.Fatalf("daemon stopped before it was ready: %v", err)
	case <-time.After(30 * time.Second):
		s.t.Fatal("daemon not ready")
	}
	s.t.Cleanup(s.Stop)
}

// Stop stops the daemon and waits for it; a no-op when it is not running.
func (s *Stack) Stop() {
	if s.stop == nil {
		return
	}
	s.stop()
	if err := <-s.done; err != nil {
		s.t.Errorf("daemon: %v", err)
	}
	s.stop = nil
}

// shared hands the daemon the test's chain client without its Close, so that a daemon
// stopping does not close the chain under the test.
type shared struct{ ethrpc.Client }
