package daemon

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"net"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/redis/go-redis/v9"
	"go.uber.org/zap"
	"golang.org/x/sync/errgroup"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/gasoracle"
	"github.com/infersched/infersched/indexer"
	"github.com/infersched/infersched/internal/audit"
	"github.com/infersched/infersched/internal/bus"
	"github.com/infersched/infersched/internal/config"
	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/internal/health"
	"github.com/infersched/infersched/internal/httpapi"
	"github.com/infersched/infersched/internal/rounds"
	"github.com/infersched/infersched/internal/status"
	"github.com/infersched/infersched/scheduler"
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
	// Redis replaces connecting to redis.addr.
	Redis redis.UniversalClient
	// Key replaces loading the signer key.
	Key *ecdsa.PrivateKey
	// Listener replaces listening on http.listen.
	Listener net.Listener
	// Info adds to GET /v1/info (dev accounts).
	DevAccounts []httpapi.DevAccount
	// Reload, when set, yields configurations to apply at run time (SIGHUP).
	Reload <-chan config.Config
	// Ready is closed once every component runs.
	Ready chan<- struct{}
	// Clock for the round loop and the registry; time.Now when nil.
	Clock func() time.Time
}

type clockFunc func() time.Time

func (c clockFunc) Now() time.Time { return c() }

// Run starts every component and blocks until ctx ends or one fails; it then stops them
// all (a round in progress finishes, publishes are flushed, the NATS connection drains).
func Run(ctx context.Context, cfg config.Config, o Options) error {
	log := o.Log
	if log == nil {
		log = zap.NewNop()
	}
	if o.Clock == nil {
		o.Clock = time.Now
	}
	if err := cfg.Validate(); err != nil {
		return err
	}
	router, err := address("chain.contracts.router", cfg.Chain.Contracts.Router)
	if err != nil {
		return err
	}
	registryAddr, err := address("chain.contracts.worker_registry", cfg.Chain.Contracts.WorkerRegistry)
	if err != nil {
		return err
	}
	key := o.Key
	if key == nil {
		if key, err = cfg.Signer.LoadKey(); err != nil {
			return err
		}
	}
	schedulerAddr := crypto.PubkeyToAddress(key.PublicKey)

	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))

	pool, err := ethrpc.New(cfg.Chain, o.Dial, log.Named("rpc"), reg)
	if err != nil {
		return err
	}
	defer pool.Close()
	chainID, err := pool.ChainID(ctx)
	if err != nil {
		return fmt.Errorf("chain id: %w (check chain.rpc_urls: is a node up and reachable from here?)", err)
	}
	chainIDBig := new(big.Int).SetUint64(chainID)

	nc := o.NATS
	if nc == nil {
		if nc, err = bus.Connect(cfg.NATS, "infersched", log.Named("nats")); err != nil {
			return err
		}
		defer nc.Drain() //nolint:errcheck // best effort on the way out
	}
	js, err := jetstream.New(nc)
	if err != nil {
		return fmt.Errorf("jetstream: %w", err)
	}
	if err := bus.Ensure(ctx, js, cfg.NATS); err != nil {
		return err
	}
	statuses, err := status.OpenKV(ctx, js, cfg.NATS.StatusBucket)
	if err != nil {
		return err
	}
	// Issue 14 (requester API): what the indexer saw before the scheduler was told.
	sightings, err := status.OpenSightings(ctx, js, cfg.NATS.SightingsBucket)
	if err != nil {
		return err
	}
	records, err := openDecisions(ctx, js)
	if err != nil {
		return err
	}

	rdb := o.Redis
	if rdb == nil {
		if rdb, err = workers.NewRedisClient(cfg.Redis); err != nil {
			return err
		}
		defer rdb.Close()
	}
	stakes, err := workers.NewContractStakeReader(poolCaller{pool}, registryAddr)
	if err != nil {
		return err
	}
	registry, err := workers.New(cfg.Workers, rdb, stakes, log.Named("workers"), workers.WithClock(clockFunc(o.Clock)))
	if err != nil {
		return err
	}

	icfg := cfg.Indexer
	icfg.Router, icfg.Bus = router, cfg.NATS
	ix, err := indexer.New(icfg, pool, js, log.Named("indexer"), reg)
	if err != nil {
		return err
	}
	oracle, err := gasoracle.New(cfg.GasOracle, pool, log.Named("gas"), reg)
	if err != nil {
		return err
	}

	sign := func(id *big.Int, worker string, expiry uint64) ([]byte, error) {
		return contracts.SignVoucher(key, chainIDBig, router, id, common.HexToAddress(worker), expiry)
	}
	eng, err := rounds.New(cfg.Scheduler, rounds.Deps{
		Workers: registry, Gas: oracle, Capacity: registry,
		Sink: rounds.NewJetStreamSink(js, statuses, records), Sign: sign,
		Log: log.Named("rounds"), Clock: o.Clock, LastRound: records.LastRound(), Registerer: reg,
	})
	if err != nil {
		return err
	}
	feed := rounds.NewFeed(js, eng, statuses, log.Named("feed"))

	var anchorer *audit.Anchorer
	var proofs httpapi.ProofSource
	if cfg.Audit.AnchorEvery > 0 && cfg.Chain.Contracts.DecisionAnchor != "" {
		anchorAddr, err := address("chain.contracts.decision_anchor", cfg.Chain.Contracts.DecisionAnchor)
		if err != nil {
			return err
		}
		if anchorer, err = audit.NewAnchorer(cfg.Audit, pool, chainIDBig, anchorAddr, key, js, log.Named("anchor")); err != nil {
			return err
		}
		records.observe = anchorer.Observe
		reg.MustRegister(anchorer.Collectors()...)
		proofs = proofSource{audit.NewProver(js, records)}
	}

	contractsInfo := map[string]string{"inference_router": strings.ToLower(router.Hex()), "worker_registry": strings.ToLower(registryAddr.Hex())}
	if cfg.Chain.Contracts.DecisionAnchor != "" {
		contractsInfo["decision_anchor"] = strings.ToLower(cfg.Chain.Contracts.DecisionAnchor)
	}
	lookup, err := httpapi.NewRouterLookup(poolCaller{pool}, router) // issue 14
	if err != nil {
		return err
	}
	api := httpapi.New(httpapi.Options{
		Config: cfg.HTTP, Status: statuses, Sightings: sightings, Chain: lookup, Watch: status.NewWatcher(statuses, sightings), Rounds: records, Proofs: proofs, Workers: registry,
		Info: httpapi.StaticInfo{ChainID: chainID, Contracts: contractsInfo, Scheduler: strings.ToLower(schedulerAddr.Hex()),
			Version: o.Version, Dev: len(o.DevAccounts) > 0, DevAccounts: o.DevAccounts},
		Heartbeat: registry.HeartbeatHandler(), Scheduler: engineConfig{eng},
		Ready:      readiness(cfg, feed.Ready(), rdb, nc, pool, oracle, o.Clock).Ready,
		Registerer: reg, Gatherer: reg, Logger: log.Named("http"), Now: o.Clock,
	})

	log.Info("infersched starting", zap.Uint64("chain_id", chainID), zap.String("router", router.Hex()),
		zap.String("scheduler", schedulerAddr.Hex()), zap.String("rpc", ethrpc.Redact(pool.Current())),
		zap.Uint64("last_round", records.LastRound()))

	g, gctx := errgroup.WithContext(ctx)
	g.Go(func() error { return ix.Run(gctx) })
	g.Go(func() error { return oracle.Run(gctx) })
	g.Go(func() error { return registry.SubscribeNATS(gctx, nc) })
	g.Go(func() error { return rounds.ListenAcks(gctx, nc, eng, log.Named("acks")) })
	g.Go(func() error { return feed.Run(gctx) })
	g.Go(func() error {
		select { // rounds start once the pending set is rebuilt
		case <-feed.Ready():
		case <-gctx.Done():
			return nil
		}
		if o.Ready != nil {
			close(o.Ready)
		}
		return eng.Run(gctx)
	})
	g.Go(func() error {
		if o.Listener != nil {
			return api.Serve(gctx, o.Listener)
		}
		return api.Run(gctx)
	})
	if anchorer != nil {
		g.Go(func() error { return anchorer.Run(gctx) })
	}
	if o.Reload != nil {
		g.Go(func() error {
			for {
				select {
				case <-gctx.Done():
					return nil
				case next := <-o.Reload:
					if err := eng.SetConfig(next.Scheduler); err != nil {
						log.Warn("configuration reload refused", zap.Error(err))
						continue
					}
					log.Info("scheduler section reloaded; other sections apply at the next start")
				}
			}
		})
	}
	err = g.Wait()
	if errors.Is(err, context.Canceled) && ctx.Err() != nil {
		err = nil
	}
	log.Info("infersched stopped", zap.Int("pending", eng.Pending()))
	return err
}

func address(key, s string) (common.Address, error) {
	if !common.IsHexAddress(s) || common.HexToAddress(s) == (common.Address{}) {
		return common.Address{}, fmt.Errorf("%w: %s: must be the contract's 0x address, got %q", config.ErrInvalid, key, s)
	}
	return common.HexToAddress(s), nil
}

// engineConfig lets the admin endpoint read and change the engine's scheduler section.
type engineConfig struct{ e *rounds.Engine }

func (c engineConfig) Get() scheduler.Config        { return c.e.Config() }
func (c engineConfig) Set(s scheduler.Config) error { return c.e.SetConfig(s) }

// proofSource adapts the audit prover to the API: a round not anchored is not found.
type proofSource struct{ p *audit.Prover }

func (s proofSource) Proof(ctx context.Context, n uint64) (any, error) {
	p, err := s.p.Proof(ctx, n)
	if errors.Is(err, audit.ErrNotAnchored) {
		return nil, fmt.Errorf("%w: %w", httpapi.ErrNotFound, err)
	}
	return p, err
}

// readiness is what /readyz checks: the pending set rebuilt, Redis, NATS, at least one
// chain endpoint, and a fresh gas quote.
func readiness(cfg config.Config, pending <-chan struct{}, rdb redis.UniversalClient, nc *nats.Conn,
	pool *ethrpc.Pool, oracle *gasoracle.Oracle, now func() time.Time) *health.Checker {
	where := cfg.Redis.Addr
	if cfg.Redis.Sentinel.MasterName != "" {
		where = "sentinel master " + cfg.Redis.Sentinel.MasterName
	}
	chain := func(ctx context.Context) error {
		return pool.Do(ctx, func(ctx context.Context, c ethrpc.Client) error { _, err := c.BlockNumber(ctx); return err })
	}
	return health.New(2*time.Second,
		health.Closed("pending_set", pending, "rebuilding the pending set from the REQUESTS stream"),
		health.Redis(rdb, where), health.NATS(nc), health.Chain(chain),
		health.GasQuote(oracle.GasPrice, cfg.GasOracle.MaxAge, now))
}
