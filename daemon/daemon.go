package daemon

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"net"
	"slices"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/redis/go-redis/v9"
	"go.uber.org/zap"
	"golang.org/x/sync/errgroup"

	"github.com/infersched/infersched/audit"
	"github.com/infersched/infersched/bus/acks"
	"github.com/infersched/infersched/bus/decisions"
	"github.com/infersched/infersched/bus/dispatch"
	"github.com/infersched/infersched/bus/feed"
	"github.com/infersched/infersched/bus/lease"
	"github.com/infersched/infersched/bus/outputs"
	"github.com/infersched/infersched/bus/runtimeconf"
	"github.com/infersched/infersched/bus/statuskv"
	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/daemon/health"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/gasoracle"
	"github.com/infersched/infersched/httpapi"
	"github.com/infersched/infersched/indexer"
	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/internal/liveness"
	"github.com/infersched/infersched/keeper"
	"github.com/infersched/infersched/pricefeed"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/workers"
)

// Options are what a caller may supply instead of what the configuration says: tests
// and `infersched dev` hand in their own chain, NATS connection and key.
type Options struct {
	Log     *zap.Logger
	Version string
	// Dial replaces the RPC dialer (the dev chain and tests use the simulated backend).
	Dial ethrpc.DialFunc
	// NATS replaces connecting to nats.url.
	NATS *nats.Conn
	// IndexerNATS replaces the indexer's connection (nats.indexer); nil with NATS set
	// means the indexer shares NATS.
	IndexerNATS *nats.Conn
	// AdminNATS, when set, is the bus admin's connection (role admin; nats.admin
	// otherwise), used at start to put the layout in place and for nothing else.
	AdminNATS *nats.Conn
	// Redis replaces connecting to redis.addr.
	Redis redis.UniversalClient
	// Key replaces loading the signer key.
	Key *ecdsa.PrivateKey
	// KeeperKey replaces loading keeper.signer's key, and turns the keeper on.
	KeeperKey *ecdsa.PrivateKey
	// Listener replaces listening on http.listen.
	Listener net.Listener
	// Info adds to GET /v1/info (dev accounts).
	DevAccounts []httpapi.DevAccount
	// DevNATS adds the dev stack's bus users to GET /v1/info (dev only).
	DevNATS *httpapi.DevNATS
	// DishonestWorkers adds `infersched dev --dishonest`'s workers to GET /v1/info.
	DishonestWorkers []string
	// Reload, when set, yields configurations to apply at run time (SIGHUP).
	Reload <-chan config.Config
	// Ready is closed once every component runs.
	Ready chan<- struct{}
	// Clock for the round loop and the registry; time.Now when nil.
	Clock func() time.Time

	// faults (tests only) cut in at the moments a replica killed mid-round leaves behind.
	faults *faults
}

// faults are hooks run right after a round's record is stored and right after an
// assignment is published; a test kills the replica there (it closes its NATS
// connection), as a kill -9 between a round's record, its dispatch and its statuses.
type faults struct {
	afterRecord func(*decisionlog.Record)
	afterAssign func(rounds.Assignment)
}

// faultySink is the sink with faults' hooks.
type faultySink struct {
	rounds.Sink
	f *faults
}

func (s faultySink) Assign(ctx context.Context, a rounds.Assignment) error {
	err := s.Sink.Assign(ctx, a)
	if err == nil && s.f.afterAssign != nil {
		s.f.afterAssign(a)
	}
	return err
}

// Run starts every component and blocks until ctx ends or one fails; it then stops them
// all (a round in progress finishes, publishes are flushed, the NATS connection drains).
func Run(ctx context.Context, cfg config.Config, o Options) error {
	if o.Log == nil {
		o.Log = zap.NewNop()
	}
	if o.Clock == nil {
		o.Clock = time.Now
	}
	if err := cfg.Validate(); err != nil {
		return err
	}
	s := &components{cfg: cfg, o: o, log: o.Log, metrics: prometheus.NewRegistry()}
	defer s.close()
	for _, build := range []func(context.Context) error{
		s.connectChain, // contract addresses, scheduler key, RPC pool, chain id
		s.connectBus,   // NATS, streams and buckets, status KV, sightings, decision log
		s.openRegistry, // Redis worker registry, stakes read from the chain
		s.buildCallout, // NATS auth callout: workers by their keys (nats.auth_callout)
		s.buildEdges,   // indexer (chain → REQUESTS), gas oracle
		s.buildRounds,  // engine, its REQUESTS feed and its sink
		s.buildAudit,   // anchorer and proofs, when anchoring is configured
		s.buildKeeper,  // refunds of expired and withdrawn requests, when keeper is on
		s.buildAPI,     // HTTP API
	} {
		if err := build(ctx); err != nil {
			return err
		}
	}
	s.log.Info("infersched starting", zap.Uint64("chain_id", s.chainID), zap.String("router", s.router.Hex()),
		zap.String("scheduler", s.schedulerAddr.Hex()), zap.String("rpc", ethrpc.Redact(s.pool.Current())),
		zap.Uint64("last_round", s.records.LastRound()))
	err := s.run(ctx)
	s.log.Info("infersched stopped", zap.Int("pending", s.engine.Pending()))
	return err
}

// components is the daemon's components, built in order by Run's steps.
type components struct {
	cfg     config.Config
	o       Options
	log     *zap.Logger
	metrics *prometheus.Registry
	closers []func()

	router, registryAddr, schedulerAddr common.Address
	resultVerifier                      common.Address // zero when chain.contracts.result_verifier is not set
	key                                 *ecdsa.PrivateKey
	pool                                *ethrpc.Pool
	chainID                             uint64

	nc        *nats.Conn
	js        jetstream.JetStream
	indexerJS jetstream.JetStream // the indexer's connection: its own user, or nc's
	statuses  *statuskv.KV
	sightings *statuskv.Sightings
	outputs   *outputs.Store  // workers' large outputs
	inputs    *outputs.Inputs // requesters' large inputs, apart from the outputs
	claims    claimingEngine  // the engine as the feed sees it: verified requests claim their inputs
	records   *decisions.Store
	elector   *lease.Elector
	replica   string
	took      chan struct{}      // a shard taken: the acks heard meanwhile are answered (bus/acks)
	bg        context.Context    // the run's: what a takeover starts outlives its OnTake
	alive     *liveness.Watchdog // the NATS connections, for /healthz

	rdb      redis.UniversalClient
	registry *workers.Registry
	indexer  *indexer.Indexer
	oracle   *gasoracle.Oracle
	prices   *pricefeed.Reader // the payment tokens' Chainlink feeds
	keeper   *keeper.Keeper    // nil unless keeper.enabled
	engine   *rounds.Engine
	runtime  *runtimeconf.Store // the scheduler section shared by the replicas (NATS KV)
	feed     *feed.Feed
	anchorer *audit.Anchorer
	proofs   httpapi.ProofSource
	api      *httpapi.Server
}

// close releases what the steps opened, last first.
func (s *components) close() {
	for i := len(s.closers) - 1; i >= 0; i-- {
		s.closers[i]()
	}
}

// run runs every component as one group until ctx ends or one fails.
func (s *components) run(ctx context.Context) error {
	g, gctx := errgroup.WithContext(ctx)
	s.took = make(chan struct{}, 1)
	s.bg = gctx
	g.Go(func() error { return s.indexer.Run(gctx) })
	g.Go(func() error { return s.oracle.Run(gctx) })
	g.Go(func() error { return s.prices.Run(gctx) })
	g.Go(func() error { return s.registry.SubscribeNATS(gctx, s.nc) })
	g.Go(func() error { return s.outputs.Serve(gctx, s.nc, statusHolder{s.statuses}, s.log.Named("outputs")) })
	g.Go(func() error { return s.inputs.Run(gctx, outputs.SweepEvery(s.cfg.NATS.Inputs.ClaimWindow)) })
	g.Go(func() error { return runClaims(gctx, s.inputs, s.claims.claims, s.log.Named("inputs")) })
	g.Go(func() error {
		return acks.ListenWith(gctx, s.nc, s.engine, acks.Options{Log: s.log.Named("acks"), Registerer: s.metrics, Took: s.took})
	})
	g.Go(func() error { return s.feed.Run(gctx) })
	g.Go(func() error { return s.runRounds(gctx) })
	g.Go(func() error { return s.runtime.Run(gctx) })
	g.Go(func() error { return s.runLeases(gctx) })
	g.Go(func() error { return s.alive.Run(gctx, s.cfg.Health.ExitWhenUnreachable) })
	g.Go(func() error { return s.notifySystemd(gctx) })
	g.Go(func() error {
		if s.o.Listener != nil {
			return s.api.Serve(gctx, s.o.Listener)
		}
		return s.api.Run(gctx)
	})
	if s.anchorer != nil {
		g.Go(func() error { return s.anchorer.Run(gctx) })
	}
	if s.keeper != nil {
		g.Go(func() error { return s.keeper.Run(gctx) })
	}
	if s.o.Reload != nil {
		g.Go(func() error { return s.reload(gctx) })
	}
	err := g.Wait()
	if errors.Is(err, context.Canceled) && ctx.Err() != nil {
		err = nil
	}
	return err
}

// runRounds starts the rounds once the pending set is rebuilt.
func (s *components) runRounds(ctx context.Context) error {
	select {
	case <-s.feed.Ready():
	case <-ctx.Done():
		return nil
	}
	if s.o.Ready != nil {
		close(s.o.Ready)
	}
	return s.engine.Run(ctx)
}

// runLeases keeps this replica's leases once its pending set is rebuilt (a replica
// does not lead before it knows what is pending). On taking a shard it catches up with
// the status bucket and the decision log's tail (OnTake), then plays a round at once.
func (s *components) runLeases(ctx context.Context) error {
	select {
	case <-s.feed.Ready():
	case <-ctx.Done():
		return nil
	}
	var led []int
	s.elector.OnChange(func(leads []int) {
		gained := false
		for _, sh := range leads {
			if !slices.Contains(led, sh) {
				gained = true
			}
		}
		led = leads
		s.log.Info("leadership changed", zap.String("replica", s.replica), zap.Ints("leads", leads))
		if gained {
			s.engine.Kick()
			select { // the acks workers sent while no replica led this shard
			case s.took <- struct{}{}:
			default:
			}
		}
		if len(leads) == 0 {
			s.engine.Standby()
		}
	})
	return s.elector.Run(ctx)
}

// takeoverTail bounds the records a takeover reads back from the log's head.
const takeoverTail = 64

// reconcile brings the pending requests of a shard just taken over in line with the
// decision log's tail and the assignments the workers were sent (rounds.Engine.TakeOver):
// the last holder may have died between a round's record and its statuses. The tail
// goes back to the last record that planned one of the shard's requests: every earlier
// round of that holder had its statuses written before its next record.
func (s *components) reconcile(ctx context.Context, shard int) error {
	inShard := func(model string) bool { return lease.ShardOf(model, s.cfg.HA.Shards) == shard }
	// Every record of the shard's chain is the shard's: the head is the last
	// holder's last.
	mentions := func(rounds.LoggedRound) bool { return true }
	tail, err := s.records.Tail(ctx, shard, takeoverTail, mentions)
	if err != nil || len(tail) == 0 {
		return err
	}
	// A round's assignments are published after its record: none before its now_ms.
	pub, err := dispatch.PublishedSince(ctx, s.js, time.UnixMilli(tail[0].NowMS).Add(-time.Second))
	if err != nil {
		return err
	}
	return s.engine.TakeOver(ctx, inShard, tail, pub)
}

// drawTail bounds the records a takeover's verification catch-up reads back.
const drawTail = 512

// catchUpDraws holds the verification draws of a shard just taken over and, in the
// background (the shard's rounds go on meanwhile), reads what of verification the last
// holder logged in the chain's last records, then hands it to the engine
// (rounds.Engine.SettleDraws): every result is drawn, and every verification event
// logged, once. A read that fails is tried again until it succeeds or the run ends.
func (s *components) catchUpDraws(shard int) {
	if s.bg == nil || !s.engine.Verifies() {
		return
	}
	s.engine.HoldDraws(shard)
	head := s.records.LastRoundOf(shard)
	ctx := s.bg
	go func() {
		window := s.engine.DrawWindow(ctx)
		for wait := time.Second; ; wait = min(2*wait, 30*time.Second) {
			headMS, logs, err := s.records.VerificationTail(ctx, shard, head, drawTail, 2*window)
			if err == nil {
				s.engine.SettleDraws(ctx, shard, headMS, logs)
				return
			}
			s.log.Warn("verification catch-up after a takeover: the chain's tail not read; trying again", zap.Int("shard", shard), zap.Duration("after", wait), zap.Error(err))
			select {
			case <-ctx.Done():
				return
			case <-time.After(wait):
			}
		}
	}()
}

// reload applies the scheduler section of each configuration from Options.Reload.
func (s *components) reload(ctx context.Context) error {
	for {
		select {
		case <-ctx.Done():
			return nil
		case next := <-s.o.Reload:
			// Through the shared KV: every replica takes the reloaded section.
			if err := s.runtime.Set(next.Scheduler); err != nil {
				s.log.Warn("configuration reload refused", zap.Error(err))
				continue
			}
			s.log.Info("scheduler section reloaded on every replica; other sections apply at the next start")
		}
	}
}

// redisWhere names the configured Redis for an error (never a password).
func redisWhere(cfg config.Config) string {
	if cfg.Redis.Sentinel.MasterName != "" {
		return "sentinel master " + cfg.Redis.Sentinel.MasterName
	}
	if len(cfg.Redis.Cluster.Addrs) > 0 {
		return "cluster " + strings.Join(cfg.Redis.Cluster.Addrs, ",")
	}
	return cfg.Redis.Addr
}

// readiness is what /readyz checks: the pending set rebuilt, Redis, NATS, at least one
// chain endpoint, and a fresh gas quote.
func readiness(cfg config.Config, pending <-chan struct{}, rdb redis.UniversalClient, nc *nats.Conn,
	pool *ethrpc.Pool, oracle *gasoracle.Oracle, now func() time.Time) *health.Checker {
	chain := func(ctx context.Context) error {
		return pool.Do(ctx, func(ctx context.Context, c ethrpc.Client) error { _, err := c.BlockNumber(ctx); return err })
	}
	return health.New(2*time.Second,
		health.Closed("pending_set", pending, "rebuilding the pending set from the REQUESTS stream"),
		health.Redis(rdb, redisWhere(cfg)), health.NATS(nc), health.Chain(chain),
		health.GasQuote(oracle.GasPrice, cfg.GasOracle.MaxAge, now))
}
