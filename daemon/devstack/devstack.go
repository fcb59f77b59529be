package devstack

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/redis/go-redis/v9"
	"go.uber.org/zap"

	"github.com/infersched/infersched/agent"
	"github.com/infersched/infersched/bus/roles"
	"github.com/infersched/infersched/contracts/l2"
	"github.com/infersched/infersched/contracts/simchain"
	"github.com/infersched/infersched/daemon"
	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/httpapi"
	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/wire"
)

// DevModel is the model the dev workers serve (the echo backend answers any prompt).
const DevModel = "echo"

// RepeatModel is the dev workers' other model: the prompt repeated and cut to exactly
// max_tokens bytes (agent.NewRepeat), for outputs of a chosen size.
const RepeatModel = agent.RepeatModel

// DefaultBackendModels are the models served at --backend-url when --backend-models is
// not given.
func DefaultBackendModels() []string { return []string{"llama-7b"} }

// DefaultBatchSize is the batch size of `infersched dev --batch`: results settle in
// batches, as production's would.
const DefaultBatchSize = 8

// ErrInvalid wraps every bad option.
var ErrInvalid = errors.New("invalid dev stack option")

// devBlockGasLimit is big enough for a thousand requests and their results in one block.
const devBlockGasLimit = 2_000_000_000

// Options are `infersched dev`'s flags.
type Options struct {
	HTTP     string // daemon HTTP API listen address (default 127.0.0.1:8080)
	RPC      string // JSON-RPC (HTTP and WebSocket) listen address (default 127.0.0.1:8545); "-" serves none
	NATS     string // embedded nats-server listen address (default 127.0.0.1:4222)
	Data     string // JetStream store directory; a temporary one (removed at the end) when empty
	RedisURL string // external Redis; the embedded server when empty
	Workers  int    // reference workers with the echo backend
	// Dishonest makes the first N workers return wrong outputs (the fault
	// injection: agent.Dishonest); GET /v1/info lists them under dishonest_workers.
	Dishonest int
	// BatchSize is the workers' batch.max_size: results of batched assignments settled
	// per submitResults transaction (0 or 1: every result on its own).
	BatchSize int
	Load      float64       // requestInference transactions per second in total; 0: none
	Duration  time.Duration // stop after it (0: run until ctx ends)
	Users     int           // funded requester accounts (default 5); the load comes from all of them
	// ReportEvery is the interval of the progress line (default 5 s).
	ReportEvery time.Duration
	// Drain is how long, after Duration, the stack waits for outstanding requests
	// before the final summary (default 30 s).
	Drain time.Duration
	// KeepRunning keeps the stack up after Duration's summary until ctx ends (an audit
	// of the run against the dev chain).
	KeepRunning bool
	// Config adjusts the daemon's configuration after the dev defaults.
	Config func(*config.Config)
	// NoDaemon runs everything but the scheduler (chain, NATS, Redis, workers, load), for
	// replicas started apart with `infersched run`.
	NoDaemon bool
	// WriteConfig, when set, is where the daemon's configuration is written, with the
	// scheduler key as a keystore file (and its password file) beside it, so that
	// `infersched run --config FILE` uses it as is.
	WriteConfig string
	// WorkerConfig, when set, is where a staked worker's configuration is written (the
	// account OperatorLabel, funded and staked at start, its key in a keystore file and
	// its NATS user's password in a file beside it), for a worker the operator starts
	// apart with `infersched worker --config FILE`.
	WorkerConfig string
	// NATSURL uses these NATS servers (comma separated) instead of the embedded one;
	// NATSReplicas is the replica count of the streams and buckets there (3 on a
	// three-node cluster; 0 keeps 1).
	NATSURL      string
	NATSReplicas int
	// L2 boots the dev chain as an L2: "op" with the OP-stack L1Block and
	// GasPriceOracle predeploys (contracts/l2 defaults: Ecotone and Fjord, an L1 at
	// 10 gwei), "arbitrum" with the ArbGasInfo/NodeInterface stand-ins; "" or "none"
	// is an L1 chain. The daemon's chain.l2 is set to it.
	L2 string
	// BackendURL is an OpenAI-compatible server (vLLM, llama-server, Ollama, the test
	// kit's engine: `make engine`) that the workers also serve BackendModels through, for
	// every task, beside echo and repeat; its metrics (auto) are their load. Empty: none.
	BackendURL string
	// BackendModels are the models served at BackendURL, as the scheduler and the server
	// both name them (default DefaultBackendModels).
	BackendModels []string
	// Calibrate is the number of honest results each backend model is calibrated on at
	// start, for the thresholds its results are verified by (scored.go); 0 takes
	// infer.DefaultThresholds without asking the server.
	Calibrate int
	Log       *zap.Logger
	Out       io.Writer
	Version   string

	// backend (tests) replaces worker i's echo backend.
	backend func(worker int) agent.Backend
	// maxJobs (tests) replaces the workers' max_jobs (1024) when above 0.
	maxJobs int
	// workerConfig (tests), when set, edits worker i's configuration last.
	workerConfig func(i int, c *agent.Config)
}

// DefaultOptions are the flags' defaults.
func DefaultOptions() Options {
	return Options{HTTP: "127.0.0.1:8080", RPC: "127.0.0.1:8545", NATS: "127.0.0.1:4222", Workers: 3, Users: 5,
		ReportEvery: 5 * time.Second, Drain: 30 * time.Second, Calibrate: DefaultCalibrate}
}

// Validate reports every bad option at once.
func (o Options) Validate() error {
	var errs []error
	bad := func(ok bool, format string, args ...any) {
		if !ok {
			errs = append(errs, fmt.Errorf("%w: "+format, append([]any{ErrInvalid}, args...)...))
		}
	}
	for _, a := range []struct{ name, v string }{{"http", o.HTTP}, {"nats", o.NATS}, {"rpc", o.RPC}} {
		if a.name == "rpc" && (a.v == "-" || a.v == "") {
			continue
		}
		_, p, err := net.SplitHostPort(a.v)
		n, perr := strconv.Atoi(p)
		bad(err == nil && perr == nil && n >= 0 && n <= 65535, "%s: must be host:port, got %q", a.name, a.v)
	}
	bad(o.Workers >= 0 && o.Workers <= 64, "workers: must be in [0, 64], got %d", o.Workers)
	bad(o.Dishonest >= 0 && o.Dishonest <= o.Workers, "dishonest: must be in [0, workers (%d)], got %d", o.Workers, o.Dishonest)
	bad(o.BatchSize >= 0 && o.BatchSize <= 1024, "batch size: must be in [0, 1024], got %d", o.BatchSize)
	bad(o.Users >= 1 && o.Users <= 64, "users: must be in [1, 64], got %d", o.Users)
	bad(o.Load >= 0 && o.Load <= 100_000, "load: must be in [0, 100000] requests/s, got %v", o.Load)
	bad(o.Duration >= 0, "duration: must not be negative, got %s", o.Duration)
	bad(o.ReportEvery > 0, "report_every: must be positive, got %s", o.ReportEvery)
	bad(o.Drain >= 0, "drain: must not be negative, got %s", o.Drain)
	bad(o.WriteConfig == "" || (o.RPC != "-" && o.RPC != ""), "write-config: the replicas need the chain's JSON-RPC: set --rpc")
	bad(o.WorkerConfig == "" || (o.RPC != "-" && o.RPC != ""), "worker-config: the worker needs the chain's JSON-RPC: set --rpc")
	bad(o.NATSReplicas >= 0 && o.NATSReplicas <= 5, "nats replicas: must be in [0, 5], got %d", o.NATSReplicas)
	bad(o.L2 == "" || o.L2 == "none" || o.L2 == "op" || o.L2 == "arbitrum", "l2: must be none, op or arbitrum, got %q", o.L2)
	if o.BackendURL != "" {
		u, err := url.Parse(o.BackendURL)
		bad(err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != "" && (u.Path == "" || u.Path == "/"), "backend-url: must be an http(s) URL of the server's root (the /v1 paths are appended), got %q", o.BackendURL)
		bad(o.Calibrate >= 0 && o.Calibrate <= 1000, "calibrate: must be in [0, 1000] results, got %d", o.Calibrate)
		bad(len(o.BackendModels) <= 16, "backend-models: at most 16, got %d", len(o.BackendModels))
		for _, m := range o.BackendModels {
			bad(wire.ValidModelName(m) && m != DevModel && m != RepeatModel, "backend-models: %q must be a model name other than %q and %q", m, DevModel, RepeatModel)
		}
	} else {
		bad(len(o.BackendModels) == 0, "backend-models: needs --backend-url")
	}
	return errors.Join(errs...)
}

// Stack is a running dev stack.
type Stack struct {
	Chain   *simchain.Chain
	Config  config.Config
	HTTPURL string // daemon API base, http://host:port
	NATSURL string
	Redis   string // what Redis is, for the log
	// NC is the stack's own connection, as the auditor (read only): what the progress
	// lines and tests observe.
	NC *nats.Conn
	// NATSUsers are the bus users, one per role and one per worker, with passwords
	// made for this run; every component connects as its own.
	NATSUsers []roles.User
	// Token is the dev stablecoin and its Chainlink price feed; LoadSubscription the
	// load generator's subscription in it (money.go).
	Token            simchain.PaymentToken
	LoadSubscription uint64

	opts    Options
	log     *zap.Logger
	ns      *server.Server
	schedNC *nats.Conn // the daemon's (role scheduler)
	indexNC *nats.Conn // the daemon's indexer's (role indexer)
	adminNC *nats.Conn // the bus admin's, for the layout (role admin)
	cleanup []func()
	stats   *stats
	workers []*devWorker
	// scoring is how each backend model is verified (scored.go).
	scoring []scoring
	dataDir string
	// operator is the account of the worker-config's worker (nil without one).
	operator *simchain.Account

	cancel context.CancelFunc
	wg     sync.WaitGroup
	errMu  sync.Mutex
	err    error
	failed chan struct{} // closed when a component fails

	loadCancel context.CancelFunc
	loadDone   chan struct{}
}

// Start brings the whole stack up and returns once the daemon's rounds run and the
// workers and the load generator are started. Close stops it.
func Start(ctx context.Context, o Options) (_ *Stack, err error) {
	if err := o.Validate(); err != nil {
		return nil, err
	}
	log := o.Log
	if log == nil {
		log = zap.NewNop()
	}
	s := &Stack{opts: o, log: log, stats: newStats(), failed: make(chan struct{}), loadDone: make(chan struct{})}
	defer func() {
		if err != nil {
			s.Close()
		}
	}()
	rctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	s.cancel = cancel

	rpc := o.RPC
	if rpc == "-" {
		rpc = ""
	}
	chainOpts := []simchain.Option{simchain.WithRPC(rpc), simchain.WithWorkers(o.Workers), simchain.WithUsers(o.Users),
		simchain.WithBalance(new(big.Int).Mul(big.NewInt(1_000_000), simchain.Ether)),
		simchain.WithBlockGasLimit(devBlockGasLimit), simchain.WithRegisteredWorkers()}
	switch o.L2 {
	case "op":
		chainOpts = append(chainOpts, simchain.WithOPStack(l2.DefaultOPValues()))
	case "arbitrum":
		chainOpts = append(chainOpts, simchain.WithArbitrum(l2.DefaultArbValues()))
	}
	if s.Chain, err = simchain.New(ctx, chainOpts...); err != nil {
		return nil, fmt.Errorf("dev chain: %w", err)
	}
	s.cleanup = append(s.cleanup, s.Chain.Close)
	if err := s.setupMoney(ctx); err != nil {
		return nil, err
	}
	s.goRun("chain", func() error { return s.Chain.Run(rctx, log.Named("chain"), simchain.Production{WallClock: true}) })
	if o.WorkerConfig != "" {
		if err := s.addOperator(ctx); err != nil {
			return nil, err
		}
	}

	if o.Data != "" {
		// The chain starts afresh every time: JetStream state (the indexer's checkpoint,
		// statuses) from an earlier run would describe another chain.
		if entries, err := os.ReadDir(filepath.Join(o.Data, "jetstream")); err == nil && len(entries) > 0 {
			return nil, fmt.Errorf("%w: data: %s holds an earlier run's JetStream state and the dev chain starts afresh every time; use an empty directory", ErrInvalid, o.Data)
		}
	}
	if s.dataDir = o.Data; s.dataDir == "" {
		tmp, err := os.MkdirTemp("", "infersched-dev-")
		if err != nil {
			return nil, err
		}
		s.dataDir = tmp
		s.cleanup = append(s.cleanup, func() { _ = os.RemoveAll(tmp) })
	}
	s.scoreBackendModels(ctx)
	s.Config = s.daemonConfig()
	if o.NATSReplicas > 0 {
		s.Config.NATS.Replicas = o.NATSReplicas
	}
	if o.Config != nil {
		o.Config(&s.Config)
	}
	if o.NATSURL != "" {
		// Servers of the caller's, with no users of the dev stack's: it connects (and
		// writes a configuration) without credentials.
		if s.NC, err = nats.Connect(o.NATSURL, nats.Name("infersched-dev"), nats.MaxReconnects(-1), nats.ReconnectWait(100*time.Millisecond)); err != nil {
			return nil, fmt.Errorf("nats %s: %w", o.NATSURL, err)
		}
		s.NATSURL = o.NATSURL
		s.cleanup = append(s.cleanup, s.NC.Close)
	} else if err := s.startNATS(); err != nil {
		return nil, err
	}
	s.Config.NATS.URL = s.NATSURL
	rdb, desc, closeRedis, err := openRedis(ctx, o.RedisURL)
	if err != nil {
		return nil, err
	}
	s.Redis = desc
	s.cleanup = append(s.cleanup, closeRedis)
	log.Info("redis: " + desc)

	if c, ok := rdb.(*redis.Client); ok {
		s.Config.Redis.Addr, s.Config.Redis.Password = c.Options().Addr, c.Options().Password
	}
	if o.WriteConfig != "" {
		if err := s.writeConfig(o.WriteConfig); err != nil {
			return nil, err
		}
	}
	if o.WorkerConfig != "" {
		if err := s.writeWorkerConfig(o.WorkerConfig); err != nil {
			return nil, err
		}
	}
	if o.NoDaemon {
		if err := s.startWithoutDaemon(ctx, rctx); err != nil {
			return nil, err
		}
		return s, nil
	}
	ln, err := net.Listen("tcp", o.HTTP)
	if err != nil {
		return nil, fmt.Errorf("http: %w", err)
	}
	s.HTTPURL = "http://" + ln.Addr().String()
	ready := make(chan struct{})
	client := s.Chain.Client
	dial := func(context.Context, string) (ethrpc.Client, error) { return noClose{client}, nil }
	var accts []httpapi.DevAccount
	for _, a := range s.Chain.Accounts() {
		accts = append(accts, httpapi.DevAccount{Name: a.Name, Address: strings.ToLower(a.Address.Hex()), PrivateKey: a.KeyHex()})
	}
	s.goRun("daemon", func() error {
		return daemon.Run(rctx, s.Config, daemon.Options{Log: log.Named("daemon"), Version: o.Version, Dial: dial,
			NATS: s.schedNC, IndexerNATS: s.indexNC, AdminNATS: s.adminNC, Redis: rdb, Key: s.Chain.Scheduler.Key, KeeperKey: s.Chain.Keeper.Key, Listener: ln,
			DevAccounts: accts, DevNATS: s.devNATS(), Ready: ready, DishonestWorkers: s.DishonestWorkers()})
	})
	select {
	case <-ready:
	case <-s.failed:
		return nil, s.Err()
	case <-ctx.Done():
		return nil, ctx.Err()
	case <-time.After(60 * time.Second):
		return nil, errors.New("daemon not ready after 60s")
	}
	js, err := jetstream.New(s.NC)
	if err != nil {
		return nil, err
	}
	// The indexer ensures the streams when it starts, concurrently with the rounds; a
	// stream update racing a consumer creation is a data race inside nats-server, so
	// the workers (which create their consumers) start once the indexer has
	// checkpointed, that is, is past its setup.
	s.waitCheckpoint(ctx, js)
	return s, s.startClients(rctx, js)
}

// startClients starts what stands for the outside world: the stats follower, the
// workers and the load generator.
func (s *Stack) startClients(rctx context.Context, js jetstream.JetStream) error {
	s.goRun("stats", func() error { return s.stats.run(rctx, s.NC, js, wire.BucketStatus) })
	for i := range s.Chain.Workers {
		if err := s.startWorker(rctx, i); err != nil {
			return err
		}
	}
	lctx, lcancel := context.WithCancel(rctx)
	s.loadCancel = lcancel
	if s.opts.Load > 0 {
		l := &load{chain: s.Chain, rate: s.opts.Load, model: DevModel, deadline: 10 * time.Minute, batchable: s.opts.BatchSize > 1, users: s.Chain.Users,
			sub: s.LoadSubscription, stats: s.stats, log: s.log.Named("load")}
		s.goRun("load", func() error { defer close(s.loadDone); return l.run(lctx) })
	} else {
		close(s.loadDone)
	}
	return nil
}

// noClose hands the daemon the chain's client without its Close.
type noClose struct{ ethrpc.Client }

func (noClose) Close() {}

func (s *Stack) goRun(name string, f func() error) {
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		if err := f(); err != nil && !errors.Is(err, context.Canceled) {
			s.errMu.Lock()
			if s.err == nil {
				s.err = fmt.Errorf("%s: %w", name, err)
				close(s.failed)
			}
			s.errMu.Unlock()
		}
	}()
}

// Err is the first component failure, if any.
func (s *Stack) Err() error {
	s.errMu.Lock()
	defer s.errMu.Unlock()
	return s.err
}

// Failed is closed when a component fails.
func (s *Stack) Failed() <-chan struct{} { return s.failed }

// StopLoad stops the load generator and waits for it.
func (s *Stack) StopLoad() {
	if s.loadCancel != nil {
		s.loadCancel()
	}
	<-s.loadDone
}

// Summary is what the stack has seen so far.
func (s *Stack) Summary() Summary { return s.stats.summary() }

// Progress is the progress line's content: the last ProgressWindow, now, since start.
func (s *Stack) Progress() Progress { return s.stats.progress() }

// Close stops everything, in reverse order of starting.
func (s *Stack) Close() {
	if s.cancel != nil {
		s.cancel()
	}
	s.wg.Wait()
	for i := len(s.cleanup) - 1; i >= 0; i-- {
		s.cleanup[i]()
	}
	s.cleanup = nil
}
