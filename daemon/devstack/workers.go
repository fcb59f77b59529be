package devstack

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/nats-io/nats.go"
	"go.uber.org/zap"

	"github.com/infersched/infersched/agent"
	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/roles"
	"github.com/infersched/infersched/contracts/simchain"
	"github.com/infersched/infersched/wire/infer"
)

// devWorker is one reference worker (package worker) with the echo and repeat models, on its own
// NATS connection as a separate process would be.
type devWorker struct {
	Account simchain.Account
	W       *agent.Worker
	nc      *nats.Conn
	cancel  context.CancelFunc
	done    chan struct{}
	once    sync.Once
	killed  atomic.Bool
	// stopped is why the worker stopped by itself (agent.ErrUnstaked: slashed), if it did.
	stopped atomic.Value
}

// workerConfig is the configuration of a worker of this stack's: its chain and bus,
// and the settings the dev chain wants (receipt polls, gas, batches).
func (s *Stack) workerConfig() agent.Config {
	cfg := agent.DefaultConfig()
	cfg.Models = []string{DevModel}
	cfg.HeartbeatInterval = max(s.Config.Workers.HeartbeatInterval/2, 100*time.Millisecond)
	cfg.NATSURL = s.NATSURL
	cfg.Chain.RPCURLs = []string{s.Chain.RPCHTTP}
	cfg.Chain.ChainID = s.Chain.ChainID.Uint64()
	cfg.Chain.Router = s.Chain.RouterAddress.Hex()
	cfg.Chain.Registry = s.Chain.RegistryAddress.Hex()
	if s.Chain.VerifierAddress != (common.Address{}) {
		cfg.Chain.ResultVerifier = s.Chain.VerifierAddress.Hex()
	}
	// Receipt polls are dear on the dev chain (a lookup hashes every transaction of the
	// block), so not more often than the blocks come.
	cfg.Tx.PollInterval = 500 * time.Millisecond
	// A fixed limit instead of an estimate per result: eth_estimateGas is a binary search
	// of EVM runs, the dearest thing the dev chain does under load.
	cfg.Tx.GasLimit = 300_000
	if s.opts.BatchSize > 1 {
		cfg.Batch.MaxSize = s.opts.BatchSize
		cfg.Batch.MaxWait = time.Second
		// The dev chain mines every second and its vouchers are short (config.Dev):
		// a margin of a few blocks, not the default 30 s, or every result would be due at once.
		cfg.Batch.Margin = 3 * time.Second
		// The dev load pays token fees (from 1e13 wei), below the gas of any batch.
		cfg.Batch.SettleBelowCost = true
	}
	return cfg
}

func (s *Stack) startWorker(ctx context.Context, i int) error {
	a := s.Chain.Workers[i]
	cfg := s.workerConfig()
	cfg.Models = []string{DevModel, RepeatModel}
	cfg.MaxJobs = 1024
	if s.opts.maxJobs > 0 {
		cfg.MaxJobs = s.opts.maxJobs
	}
	cfg.MemoryMB = 1 << 20
	cfg.SchedulerURL = s.HTTPURL
	if s.opts.workerConfig != nil {
		s.opts.workerConfig(i, &cfg)
	}
	cfg.StateFile = filepath.Join(s.dataDir, "workers", a.Name+".json")
	if err := os.MkdirAll(filepath.Dir(cfg.StateFile), 0o700); err != nil {
		return fmt.Errorf("%s: state directory: %w", a.Name, err)
	}
	var err error
	var backend agent.Backend = agent.NewEcho()
	if s.opts.backend != nil {
		backend = s.opts.backend(i)
	}
	// The repeat model answers up to the output store's bound (a 1 MiB answer
	// goes off chain), not the 64 KiB a real backend's text is held to.
	cfg.Backend.MaxOutputBytes = max(cfg.Backend.MaxOutputBytes, s.Config.NATS.Outputs.MaxObjectBytes)
	backend = agent.NewRepeat(backend, cfg.Backend.MaxOutputBytes)
	if s.opts.BackendURL != "" {
		if backend, err = s.withServer(&cfg, backend); err != nil {
			return fmt.Errorf("%s: %w", a.Name, err)
		}
	}
	if i < s.opts.Dishonest {
		backend = agent.Dishonest(backend)
	}
	backend = countingBackend{backend, s.stats, a.Name}
	if cfg.NATS, err = s.natsCreds(roles.Worker, a.Address); err != nil {
		return fmt.Errorf("%s: %w", a.Name, err)
	}
	nc, err := bus.ConnectAs(s.NATSURL, cfg.NATS, "infersched-dev-"+a.Name, s.log.Named("nats").With(zap.String("worker", a.Name)))
	if err != nil {
		return fmt.Errorf("%s: nats: %w", a.Name, err)
	}
	w, err := agent.New(cfg, agent.Deps{Key: a.Key, NATS: nc, Chain: s.Chain.Client, ChainID: s.Chain.ChainID,
		Router: s.Chain.RouterAddress, Backend: backend, Log: s.log.Named("worker").With(zap.String("name", a.Name)),
		Verifier: s.Chain.VerifierAddress})
	if err != nil {
		nc.Close()
		return fmt.Errorf("%s: %w", a.Name, err)
	}
	wctx, cancel := context.WithCancel(ctx)
	dw := &devWorker{Account: a, W: w, nc: nc, cancel: cancel, done: make(chan struct{})}
	s.workers = append(s.workers, dw)
	s.cleanup = append(s.cleanup, nc.Close)
	s.goRun(a.Name, func() error {
		defer close(dw.done)
		err := w.Run(wctx)
		switch {
		case err == nil || dw.killed.Load():
		case errors.Is(err, agent.ErrUnstaked): // slashed: it said why and stopped; the stack goes on
			dw.stopped.Store(err)
			s.log.Warn("worker stopped", zap.String("worker", a.Name), zap.Error(err))
		default:
			return err
		}
		return nil
	})
	return nil
}

// DishonestWorkers are the addresses of the workers started with --dishonest
// (lowercase 0x hex), in start order.
func (s *Stack) DishonestWorkers() []string {
	var out []string
	for i := 0; i < s.opts.Dishonest && i < len(s.Chain.Workers); i++ {
		out = append(out, strings.ToLower(s.Chain.Workers[i].Address.Hex()))
	}
	return out
}

// kill stops the worker as if its process died: its connection goes first, so that it
// can tell nobody anything, then it stops.
func (d *devWorker) kill() {
	d.once.Do(func() {
		d.killed.Store(true)
		d.nc.Close()
		d.cancel()
		<-d.done
	})
}

// withServer adds the --backend-url server's models to cfg, every task, and returns the
// backend that sends their jobs to it and every other job to next. The server's metrics
// (auto) are the worker's load.
func (s *Stack) withServer(cfg *agent.Config, next agent.Backend) (agent.Backend, error) {
	models := s.backendModels()
	cfg.Models = append(cfg.Models, models...)
	cfg.Backend.Tasks = agent.TaskConfig{PerModel: map[string][]string{}}
	var tasks []string
	for _, t := range infer.Tasks() {
		tasks = append(tasks, string(t))
	}
	for _, m := range models {
		cfg.Backend.Tasks.PerModel[m] = tasks
	}
	cfg.Backend.Metrics = agent.MetricsConfig{Kind: agent.MetricsAuto, URL: s.opts.BackendURL, Timeout: 2 * time.Second}
	bc := cfg.Backend
	bc.Kind, bc.BaseURL, bc.Endpoint, bc.Timeout = "openai", s.opts.BackendURL, "chat", 2*time.Minute
	server, err := agent.NewOpenAI(bc, nil)
	if err != nil {
		return nil, err
	}
	return modelRoute{models: models, server: server, next: next}, nil
}

// backendModels are the models served at --backend-url.
func (s *Stack) backendModels() []string {
	if len(s.opts.BackendModels) > 0 {
		return s.opts.BackendModels
	}
	return DefaultBackendModels()
}

// modelRoute sends the jobs of models to server, every other to next.
type modelRoute struct {
	models       []string
	server, next agent.Backend
}

func (r modelRoute) Infer(ctx context.Context, j agent.Job) (agent.Result, error) {
	if slices.Contains(r.models, j.Model) {
		return r.server.Infer(ctx, j)
	}
	return r.next.Infer(ctx, j)
}

// countingBackend counts each paid inference a worker runs, by request, so that the
// summary tells whether a worker ran a request twice. A verification re-run is another
// job: a worker whose attempt at a request lapsed in a failover may later verify the
// result another worker submitted for it.
type countingBackend struct {
	agent.Backend
	stats  *stats
	worker string
}

func (b countingBackend) Infer(ctx context.Context, j agent.Job) (agent.Result, error) {
	if !j.Verification {
		b.stats.onRun(b.worker, j.RequestID)
	}
	return b.Backend.Infer(ctx, j)
}
