package devstack

import (
	"context"
	"crypto/ecdsa"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/redis/go-redis/v9"
	"go.uber.org/zap"

	"github.com/infersched/infersched/agent"
	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/roles"
	"github.com/infersched/infersched/contracts/l2"
	"github.com/infersched/infersched/contracts/simchain"
	"github.com/infersched/infersched/daemon"
	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/httpapi"
	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/internal/natsauth"
	"github.com/infersched/infersched/scheduler"
)

// DevModel is the model the dev workers serve (the echo backend answers any prompt).
const DevModel = "echo"

// RepeatModel is the dev workers' other model: the prompt repeated and cut to exactly
// max_tokens bytes (agent.NewRepeat), for outputs of a chosen size.
const RepeatModel = agent.RepeatModel

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
	// Config adjusts the daemon's configuration after the dev defaults.
	Config func(*config.Config)
	// NoDaemon runs everything but the scheduler (chain, NATS, Redis, workers, load), for
	// replicas started apart with `infersched run` (issue 12).
	NoDaemon bool
	// WriteConfig, when set, is where the daemon's configuration is written, with the
	// scheduler key as a keystore file (and its password file) beside it, so that
	// `infersched run --config FILE` uses it as is.
	WriteConfig string
	// NATSURL uses these NATS servers (comma separated) instead of the embedded one;
	// NATSReplicas is the replica count of the streams and buckets there (3 on a
	// three-node cluster; 0 keeps 1).
	NATSURL      string
	NATSReplicas int
	// L2 boots the dev chain as an L2 (issue 24): "op" with the OP-stack L1Block and
	// GasPriceOracle predeploys (contracts/l2 defaults: Ecotone and Fjord, an L1 at
	// 10 gwei), "arbitrum" with the ArbGasInfo/NodeInterface stand-ins; "" or "none"
	// is an L1 chain. The daemon's chain.l2 is set to it.
	L2      string
	Log     *zap.Logger
	Out     io.Writer
	Version string

	// backend (tests) replaces worker i's echo backend.
	backend func(worker int) agent.Backend
	// maxJobs (tests) replaces the workers' max_jobs (1024) when above 0.
	maxJobs int
}

// DefaultOptions are the flags' defaults.
func DefaultOptions() Options {
	return Options{HTTP: "127.0.0.1:8080", RPC: "127.0.0.1:8545", NATS: "127.0.0.1:4222", Workers: 3, Users: 5,
		ReportEvery: 5 * time.Second, Drain: 30 * time.Second}
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
	bad(o.BatchSize >= 0 && o.BatchSize <= 1024, "batch size: must be in [0, 1024], got %d", o.BatchSize)
	bad(o.Users >= 1 && o.Users <= 64, "users: must be in [1, 64], got %d", o.Users)
	bad(o.Load >= 0 && o.Load <= 100_000, "load: must be in [0, 100000] requests/s, got %v", o.Load)
	bad(o.Duration >= 0, "duration: must not be negative, got %s", o.Duration)
	bad(o.ReportEvery > 0, "report_every: must be positive, got %s", o.ReportEvery)
	bad(o.Drain >= 0, "drain: must not be negative, got %s", o.Drain)
	bad(o.WriteConfig == "" || (o.RPC != "-" && o.RPC != ""), "write-config: the replicas need the chain's JSON-RPC: set --rpc")
	bad(o.NATSReplicas >= 0 && o.NATSReplicas <= 5, "nats replicas: must be in [0, 5], got %d", o.NATSReplicas)
	bad(o.L2 == "" || o.L2 == "none" || o.L2 == "op" || o.L2 == "arbitrum", "l2: must be none, op or arbitrum, got %q", o.L2)
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

	opts    Options
	log     *zap.Logger
	ns      *server.Server
	schedNC *nats.Conn // the daemon's (role scheduler)
	indexNC *nats.Conn // the daemon's indexer's (role indexer)
	adminNC *nats.Conn // the bus admin's, for the layout (role admin)
	cleanup []func()
	stats   *stats
	workers []*devWorker
	dataDir string

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
	s.goRun("chain", func() error { return s.Chain.Run(rctx, log.Named("chain"), simchain.Production{WallClock: true}) })

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
	} else if err := s.startNATS(roles.LayoutOf(s.Config.NATS)); err != nil {
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
			NATS: s.schedNC, IndexerNATS: s.indexNC, AdminNATS: s.adminNC, Redis: rdb, Key: s.Chain.Scheduler.Key, Listener: ln,
			DevAccounts: accts, DevNATS: s.devNATS(), Ready: ready})
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
	s.goRun("stats", func() error { return s.stats.run(rctx, s.NC, js, s.Config.NATS.StatusBucket) })
	for i := range s.Chain.Workers {
		if err := s.startWorker(rctx, i); err != nil {
			return err
		}
	}
	lctx, lcancel := context.WithCancel(rctx)
	s.loadCancel = lcancel
	if s.opts.Load > 0 {
		l := &load{chain: s.Chain, rate: s.opts.Load, model: DevModel, deadline: 10 * time.Minute, batchable: s.opts.BatchSize > 1, users: s.Chain.Users, stats: s.stats, log: s.log.Named("load")}
		s.goRun("load", func() error { defer close(s.loadDone); return l.run(lctx) })
	} else {
		close(s.loadDone)
	}
	return nil
}

// startWithoutDaemon creates the streams and buckets the daemon would (the workers and
// the stats need them) and starts the clients; the workers heartbeat over NATS.
func (s *Stack) startWithoutDaemon(ctx, rctx context.Context) error {
	js, err := jetstream.New(s.NC)
	if err != nil {
		return err
	}
	admin := js // the stack's own NATS: NC is the read-only auditor; the layout is the admin's
	if s.adminNC != nil {
		if admin, err = jetstream.New(s.adminNC); err != nil {
			return err
		}
	}
	if err := bus.Ensure(ctx, admin, s.Config.NATS); err != nil {
		return err
	}
	return s.startClients(rctx, js)
}

// writeConfig writes the daemon's configuration to path with the scheduler key in a
// keystore file (and its password file) beside it and, on the stack's own NATS, the
// passwords of its scheduler, indexer and auditor users in files beside it too
// (nats-<user>.password), all readable by this user only.
func (s *Stack) writeConfig(path string) error {
	cfg := s.Config
	dir := filepath.Dir(path)
	for _, u := range s.NATSUsers {
		creds := natsauth.Credentials{User: u.Name, PasswordFile: filepath.Join(dir, "nats-"+u.Name+".password")}
		switch u.Role {
		case roles.Scheduler:
			cfg.NATS.Credentials = creds
		case roles.Indexer:
			cfg.NATS.Indexer = &creds
		case roles.Admin:
			cfg.NATS.Admin = &creds
		case roles.Auditor: // for `audit export|verify --nats-user auditor --nats-password-file`
		default:
			continue
		}
		if err := os.WriteFile(creds.PasswordFile, []byte(u.Password+"\n"), 0o600); err != nil {
			return fmt.Errorf("write-config: %w", err)
		}
	}
	return writeConfig(path, cfg, s.Chain.Scheduler.Key)
}

// writeConfig writes cfg to path with the scheduler key in a keystore file (and its
// password file) beside it, readable by this user only.
func writeConfig(path string, cfg config.Config, key *ecdsa.PrivateKey) error {
	dir := filepath.Dir(path)
	var pw [16]byte
	if _, err := rand.Read(pw[:]); err != nil {
		return err
	}
	pass := hex.EncodeToString(pw[:])
	ks := keystore.NewKeyStore(filepath.Join(dir, "scheduler-keystore"), keystore.LightScryptN, keystore.LightScryptP)
	acct, err := ks.ImportECDSA(key, pass)
	if err != nil && !errors.Is(err, keystore.ErrAccountAlreadyExists) {
		return fmt.Errorf("write-config: keystore: %w", err)
	}
	if errors.Is(err, keystore.ErrAccountAlreadyExists) {
		if acct, err = ks.Find(accounts.Account{Address: crypto.PubkeyToAddress(key.PublicKey)}); err != nil {
			return fmt.Errorf("write-config: keystore: %w", err)
		}
		if err := ks.Update(acct, pass, pass); err != nil { // its password is not ours: start over
			return fmt.Errorf("write-config: keystore %s holds the key under another password; remove it: %w", acct.URL.Path, err)
		}
	}
	passFile := filepath.Join(dir, "scheduler-keystore.password")
	if err := os.WriteFile(passFile, []byte(pass+"\n"), 0o600); err != nil {
		return fmt.Errorf("write-config: %w", err)
	}
	cfg.Signer.KeystoreFile, cfg.Signer.PasswordFile, cfg.Signer.PrivateKeyEnv = acct.URL.Path, passFile, ""
	b, err := cfg.YAML()
	if err != nil {
		return err
	}
	head := "# Written by `infersched dev --no-daemon --write-config`: the dev stack's daemon configuration.\n" +
		"# Start replicas with `infersched run --config " + filepath.Base(path) + " --http 127.0.0.1:PORT`.\n"
	if err := os.WriteFile(path, append([]byte(head), b...), 0o600); err != nil {
		return fmt.Errorf("write-config: %w", err)
	}
	return nil
}

// noClose hands the daemon the chain's client without its Close.
type noClose struct{ ethrpc.Client }

func (noClose) Close() {}

// startNATS starts the embedded nats-server with one user per role and per worker
// (random passwords), and connects the daemon's scheduler and indexer and the stack's
// observer, each as its role.
func (s *Stack) startNATS(layout roles.Layout) error {
	host, ps, _ := net.SplitHostPort(s.opts.NATS)
	port, _ := strconv.Atoi(ps)
	if port == 0 {
		port = -1 // nats-server: a random port
	}
	if port > 0 {
		// nats-server only logs a failed listen and never gets ready: probe first, so a
		// taken port is reported at once and by name.
		ln, err := net.Listen("tcp", s.opts.NATS)
		if err != nil {
			return fmt.Errorf("nats: cannot listen on %s (address in use? pick another with --nats HOST:PORT): %w", s.opts.NATS, err)
		}
		ln.Close()
	}
	users := []roles.User{{Role: roles.Indexer, Name: "indexer"}, {Role: roles.Scheduler, Name: "scheduler"},
		{Role: roles.Auditor, Name: "auditor"}, {Role: roles.Admin, Name: "admin"}}
	for _, w := range s.Chain.Workers {
		users = append(users, roles.User{Role: roles.Worker, Name: roles.WorkerUser(w.Address), Worker: w.Address})
	}
	for i := range users {
		pw, err := roles.RandomPassword()
		if err != nil {
			return err
		}
		users[i].Password = pw
	}
	su, err := roles.ServerUsers(users, layout)
	if err != nil {
		return fmt.Errorf("nats: %w", err)
	}
	s.NATSUsers = users
	dir := filepath.Join(s.dataDir, "jetstream")
	srv, err := server.NewServer(&server.Options{Host: host, Port: port, JetStream: true, StoreDir: dir,
		NoLog: true, NoSigs: true, JetStreamMaxMemory: 1 << 30, JetStreamMaxStore: 1 << 36, Users: su})
	if err != nil {
		return fmt.Errorf("nats: %w", err)
	}
	go srv.Start()
	if !srv.ReadyForConnections(10 * time.Second) {
		srv.Shutdown()
		return fmt.Errorf("nats: not ready on %s", s.opts.NATS)
	}
	s.ns = srv
	s.cleanup = append(s.cleanup, func() { srv.Shutdown(); srv.WaitForShutdown() })
	s.NATSURL = srv.ClientURL()
	for _, c := range []struct {
		role roles.Role
		nc   **nats.Conn
	}{{roles.Scheduler, &s.schedNC}, {roles.Indexer, &s.indexNC}, {roles.Auditor, &s.NC}, {roles.Admin, &s.adminNC}} {
		nc, err := s.connectAs(c.role, common.Address{}, "infersched-dev-"+string(c.role))
		if err != nil {
			return err
		}
		*c.nc = nc
		s.cleanup = append(s.cleanup, nc.Close)
	}
	return nil
}

// natsCreds are the credentials of role's user (of worker's, for a worker).
// On servers of the caller's (Options.NATSURL) the stack has no users: none.
func (s *Stack) natsCreds(role roles.Role, worker common.Address) (natsauth.Credentials, error) {
	if s.opts.NATSURL != "" {
		return natsauth.Credentials{}, nil
	}
	for _, u := range s.NATSUsers {
		if u.Role == role && (role != roles.Worker || u.Worker == worker) {
			return natsauth.Credentials{User: u.Name, Password: u.Password}, nil
		}
	}
	return natsauth.Credentials{}, fmt.Errorf("nats: no %s user for %s", role, worker.Hex())
}

func (s *Stack) connectAs(role roles.Role, worker common.Address, name string) (*nats.Conn, error) {
	creds, err := s.natsCreds(role, worker)
	if err != nil {
		return nil, err
	}
	return bus.ConnectAs(s.NATSURL, creds, name, s.log.Named("nats").With(zap.String("role", string(role))))
}

// devNATS is what GET /v1/info says of the bus in dev mode.
func (s *Stack) devNATS() *httpapi.DevNATS {
	d := &httpapi.DevNATS{URL: s.NATSURL}
	for _, u := range s.NATSUsers {
		du := httpapi.DevNATSUser{Role: string(u.Role), User: u.Name, Password: u.Password}
		if u.Role == roles.Worker {
			du.Worker = strings.ToLower(u.Worker.Hex())
		}
		d.Users = append(d.Users, du)
	}
	return d
}

// daemonConfig is the dev daemon configuration (config.Dev) for this stack's chain.
func (s *Stack) daemonConfig() config.Config {
	c := s.Chain
	cfg := config.Dev(config.DevChain{RPCURL: c.RPCHTTP, ChainID: c.ChainID.Uint64(), Router: c.RouterAddress.Hex(),
		WorkerRegistry: c.RegistryAddress.Hex(), DecisionAnchor: c.AnchorAddress.Hex(), DeployBlock: c.DeployBlock,
		MinStake: scheduler.WeiFromBig(c.MinStake)})
	// The dev load pays token fees (from 1e13 wei), below the gas of any result.
	cfg.Scheduler.Routing.FeeFloor = false
	if s.opts.L2 != "" {
		cfg.Chain.L2 = s.opts.L2
	}
	return cfg
}

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

// Banner prints the endpoints, the contract addresses and the dev keys.
func (s *Stack) Banner(w io.Writer) {
	c := s.Chain
	fmt.Fprintf(w, "infersched dev stack\n")
	if s.opts.NoDaemon {
		fmt.Fprintf(w, "  HTTP API      none: no scheduler here (--no-daemon); start replicas with `infersched run --config FILE --http ADDR`\n")
	} else {
		fmt.Fprintf(w, "  HTTP API      %s   (GET /v1/info, GET /v1/requests/{id})\n", s.HTTPURL)
	}
	if s.opts.WriteConfig != "" {
		fmt.Fprintf(w, "  config        %s   (scheduler key in a keystore file beside it)\n", s.opts.WriteConfig)
	}
	if c.RPCHTTP != "" {
		fmt.Fprintf(w, "  JSON-RPC      %s   %s   (chain id %s, a block when transactions are pending, at least every second)\n", c.RPCHTTP, c.RPCWS, c.ChainID)
	} else {
		fmt.Fprintf(w, "  JSON-RPC      not served (chain id %s)\n", c.ChainID)
	}
	fmt.Fprintf(w, "  NATS          %s   (embedded, JetStream; a user per role, passwords in GET /v1/info dev_nats)\n", s.NATSURL)
	fmt.Fprintf(w, "  Redis         %s\n", s.Redis)
	fmt.Fprintf(w, "contracts\n  InferenceRouter  %s\n  WorkerRegistry   %s\n  DecisionAnchor   %s\n",
		c.RouterAddress.Hex(), c.RegistryAddress.Hex(), c.AnchorAddress.Hex())
	fmt.Fprintf(w, "dev accounts (1,000,000 ETH each; these keys are public, use them on this chain only)\n")
	for _, a := range c.Accounts() {
		fmt.Fprintf(w, "  %-10s %s  %s\n", a.Name, a.Address.Hex(), a.KeyHex())
	}
	fmt.Fprintf(w, "workers: %d echo workers serving models %q and %q", len(s.workers), DevModel, RepeatModel)
	if s.opts.Load > 0 {
		fmt.Fprintf(w, "; load: %.0f requests/s from %d accounts", s.opts.Load, len(c.Users))
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "try: send InferenceRouter.requestInference(%q, prompt, maxTokens, deadline, gasLimit, requiredMemoryMB, false) with a fee as value from a user key, then GET %s/v1/requests/{id}\n", DevModel, s.HTTPURL)
}

// Run is `infersched dev`: it starts the stack, prints the banner, a progress line every
// ReportEvery, and after Duration (or when ctx ends) stops the load, waits up to Drain
// for outstanding requests, prints the summary and stops.
func Run(ctx context.Context, o Options) error {
	out := o.Out
	if out == nil {
		out = io.Discard
	}
	s, err := Start(ctx, o)
	if err != nil {
		return err
	}
	defer s.Close()
	s.Banner(out)
	var stop <-chan time.Time
	if o.Duration > 0 {
		t := time.NewTimer(o.Duration)
		defer t.Stop()
		stop = t.C
	}
	tick := time.NewTicker(o.ReportEvery)
	defer tick.Stop()
loop:
	for {
		select {
		case <-ctx.Done():
			break loop
		case <-stop:
			break loop
		case <-s.Failed():
			return s.Err()
		case <-tick.C:
			fmt.Fprintln(out, s.Summary().Line())
		}
	}
	sent := s.Summary().Elapsed
	s.StopLoad()
	drained := o.Duration > 0 && ctx.Err() == nil
	if drained {
		s.drain(ctx, o.Drain)
	}
	sum := s.Summary()
	fmt.Fprintf(out, "summary after %s: %s\n", sent.Round(time.Second), sum.Line())
	if sum.Sent > 0 {
		fmt.Fprintln(out, sum.LoadLine(sent, drained))
	}
	return s.Err()
}

// LoadLine is the load generator's account. After a drain, a request sent and not
// final is lost; stopped without one (Ctrl-C), it is only in flight: nobody waited for
// it, and it may still complete (issue 26: the stack said lost=5 for those).
func (s Summary) LoadLine(elapsed time.Duration, drained bool) string {
	rate := 0.0
	if elapsed > 0 {
		rate = float64(s.Sent) / elapsed.Seconds()
	}
	open := fmt.Sprintf("lost=%d", s.Lost)
	if !drained {
		open = fmt.Sprintf("in_flight=%d (stopped without a drain: not counted as lost)", s.Lost)
	}
	return fmt.Sprintf("load: sent=%d (%.1f/s) %s completed=%d expired=%d refunded=%d failed=%d assignments=%d ran_twice=%d",
		s.Sent, rate, open, s.Completed, s.Expired, s.Refunded, s.Failed, s.Assignments, s.RanTwice)
}

// drain waits until every sent request reached a final state, or for at most d.
func (s *Stack) drain(ctx context.Context, d time.Duration) {
	deadline := time.Now().Add(d)
	for time.Now().Before(deadline) && ctx.Err() == nil {
		sum := s.Summary()
		if sum.Lost == 0 && sum.Queued == 0 && sum.Assigned == 0 {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// waitCheckpoint waits (at most 15 s) until the indexer has stored a checkpoint.
func (s *Stack) waitCheckpoint(ctx context.Context, js jetstream.JetStream) {
	deadline := time.Now().Add(15 * time.Second)
	for time.Now().Before(deadline) && ctx.Err() == nil {
		if kv, err := js.KeyValue(ctx, s.Config.NATS.CheckpointBucket); err == nil {
			if st, err := kv.Status(ctx); err == nil && st.Values() > 0 {
				return
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	s.log.Warn("the indexer has not checkpointed yet; starting the workers anyway")
}
