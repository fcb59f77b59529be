package daemon

import (
	"context"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"go.uber.org/zap"

	"github.com/infersched/infersched/audit"
	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/decisions"
	"github.com/infersched/infersched/bus/dispatch"
	"github.com/infersched/infersched/bus/feed"
	"github.com/infersched/infersched/bus/lease"
	"github.com/infersched/infersched/bus/outputs"
	"github.com/infersched/infersched/bus/runtimeconf"
	"github.com/infersched/infersched/bus/statuskv"
	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/bindings"
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
	"github.com/infersched/infersched/scheduler/verification"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/workers"
	"github.com/infersched/infersched/workers/ratelimit"
)

func (s *components) connectChain(ctx context.Context) (err error) {
	c := s.cfg.Chain.Contracts
	if s.router, err = address("chain.contracts.router", c.Router); err != nil {
		return err
	}
	if s.registryAddr, err = address("chain.contracts.worker_registry", c.WorkerRegistry); err != nil {
		return err
	}
	if c.ResultVerifier != "" {
		if s.resultVerifier, err = address("chain.contracts.result_verifier", c.ResultVerifier); err != nil {
			return err
		}
	}
	if s.key = s.o.Key; s.key == nil {
		if s.key, err = s.cfg.Signer.LoadKey(); err != nil {
			return fmt.Errorf("signer: %w", err)
		}
	}
	s.schedulerAddr = crypto.PubkeyToAddress(s.key.PublicKey)
	s.metrics.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	if s.pool, err = ethrpc.New(s.cfg.Chain, s.o.Dial, s.log.Named("rpc"), s.metrics); err != nil {
		return err
	}
	s.closers = append(s.closers, s.pool.Close)
	if s.chainID, err = s.pool.ChainID(ctx); err != nil {
		return fmt.Errorf("chain id: %w (check chain.rpc_urls: is a node up and reachable from here?)", err)
	}
	// Fail loudly before anything is assigned: wrong chain, no contract, a signer the contracts refuse.
	return contracts.CheckDeployment(ctx, s.pool.Client(), contracts.Expect{ChainID: s.chainID, Router: s.router,
		Registry: s.registryAddr, Anchor: common.HexToAddress(c.DecisionAnchor), Scheduler: s.schedulerAddr,
		MinWithdrawalDelay: minWithdrawalDelay(s.cfg)})
}

func (s *components) connectBus(ctx context.Context) (err error) {
	if s.nc = s.o.NATS; s.nc == nil {
		if s.nc, err = bus.Connect(s.cfg.NATS, "infersched", s.log.Named("nats")); err != nil {
			return err
		}
		s.closers = append(s.closers, func() { _ = s.nc.Drain() }) // best effort on the way out
	}
	if s.js, err = jetstream.New(s.nc); err != nil {
		return fmt.Errorf("jetstream: %w", err)
	}
	if err := s.ensureLayout(ctx); err != nil {
		return err
	}
	if s.statuses, err = statuskv.OpenKV(ctx, s.js, wire.BucketStatus); err != nil {
		return err
	}
	// The requester API: what the indexer saw before the scheduler was told.
	if s.sightings, err = statuskv.OpenSightings(ctx, s.js, wire.BucketSightings); err != nil {
		return err
	}
	if s.outputs, err = outputs.Open(ctx, s.js, s.cfg.NATS.Outputs, s.metrics); err != nil {
		return err
	}
	if s.inputs, err = outputs.OpenInputs(ctx, s.js, s.cfg.NATS.Outputs.MaxObjectBytes, s.cfg.NATS.Inputs.ClaimWindow,
		s.metrics, s.log.Named("inputs"), s.o.Clock); err != nil {
		return err
	}
	s.records, err = decisions.OpenWith(ctx, s.js, decisions.Options{Log: s.log.Named("decisions"), Registerer: s.metrics})
	if err != nil {
		return err
	}
	if err := s.connectIndexer(); err != nil {
		return err
	}
	if s.alive, err = liveness.New(s.cfg.Health, s.o.Clock, s.natsTargets()...); err != nil {
		return err
	}
	return s.openLeases(ctx)
}

// ensureLayout puts the streams and buckets in place. With nats.admin it connects as
// the admin, creates or puts back what differs (a shortened limit is put back, and
// logged), and closes that connection; then, as without, the daemon's own user checks
// the layout, which it may not change (bus.ErrLayout names what differs).
func (s *components) ensureLayout(ctx context.Context) error {
	anc := s.o.AdminNATS
	if anc == nil && s.cfg.NATS.Admin != nil && s.o.NATS == nil {
		var err error
		if anc, err = bus.ConnectAs(s.cfg.NATS.URL, s.cfg.NATS.AdminCredentials(), "infersched-admin", s.log.Named("nats")); err != nil {
			return fmt.Errorf("nats admin: %w", err)
		}
		defer anc.Close()
	}
	if anc != nil {
		ajs, err := jetstream.New(anc)
		if err != nil {
			return fmt.Errorf("nats admin: %w", err)
		}
		changes, err := bus.EnsureLayout(ctx, ajs, s.cfg.NATS)
		logLayoutChanges(s.log, changes)
		if err != nil {
			return fmt.Errorf("nats admin: %w", err)
		}
		storage, replicas := s.leaseStorage()
		if err := lease.EnsureBucket(ctx, ajs, s.cfg.HA, storage, replicas); err != nil {
			return fmt.Errorf("nats admin: %w", err)
		}
	}
	return bus.Ensure(ctx, s.js, s.cfg.NATS)
}

// logLayoutChanges logs what the admin created (info: a fresh bus) and what it put back
// (a warning: someone changed a limit by hand).
func logLayoutChanges(log *zap.Logger, changes []bus.Change) {
	for _, c := range changes {
		if len(c.Diff) == 0 {
			log.Info("bus layout created", zap.String("stream", c.Stream))
			continue
		}
		log.Warn("bus layout put back", zap.String("stream", c.Stream), zap.Strings("differed", c.Diff))
	}
}

// leaseStorage is the lease bucket's storage and replicas: the streams'.
func (s *components) leaseStorage() (jetstream.StorageType, int) {
	if s.cfg.NATS.Storage == "memory" {
		return jetstream.MemoryStorage, s.cfg.NATS.Replicas
	}
	return jetstream.FileStorage, s.cfg.NATS.Replicas
}

// natsTargets are the connections /healthz watches: a NATS connection closed for good
// (by the client library) never heals, where Redis and RPC clients dial again per call.
func (s *components) natsTargets() []liveness.Target {
	t := []liveness.Target{liveness.NATS("nats", s.nc)}
	if inc := s.indexerJS.Conn(); inc != s.nc {
		t = append(t, liveness.NATS("nats (indexer)", inc))
	}
	return t
}

// connectIndexer gives the indexer a connection of its own when it has a user of its
// own (nats.indexer, role indexer), else nc.
func (s *components) connectIndexer() (err error) {
	inc := s.o.IndexerNATS
	if inc == nil && s.o.NATS == nil && s.cfg.NATS.Indexer != nil {
		if inc, err = bus.ConnectKeyed(s.cfg.NATS.URL, s.cfg.NATS.IndexerCredentials(), bus.Keys{URL: "nats.url", Credentials: "nats.indexer"}, "infersched-indexer", s.log.Named("nats")); err != nil {
			return fmt.Errorf("indexer: %w", err)
		}
		s.closers = append(s.closers, func() { _ = inc.Drain() })
	}
	if inc == nil {
		s.indexerJS = s.js
		return nil
	}
	if s.indexerJS, err = jetstream.New(inc); err != nil {
		return fmt.Errorf("indexer jetstream: %w", err)
	}
	return nil
}

// openLeases joins the replicas: this one's id, and its elector over the lease bucket
// (at the streams' replica count: R3 in a three-node cluster).
func (s *components) openLeases(ctx context.Context) (err error) {
	if s.replica = s.cfg.HA.ReplicaID; s.replica == "" {
		s.replica = lease.NewReplicaID()
	}
	storage, replicas := s.leaseStorage()
	s.elector, err = lease.Open(ctx, s.js, s.cfg.HA, s.replica, lease.Options{Replicas: replicas, Storage: storage,
		Log: s.log.Named("lease").With(zap.String("replica", s.replica)), Registerer: s.metrics,
		Quiesce: func(fn func()) { s.engine.Between(fn) },
		// Before its first round on a shard taken over: the statuses the last holder
		// stored applied to the pending set, and the decision log's tail read.
		OnTake: func(ctx context.Context, shard int) error {
			if err := s.feed.CatchUp(ctx); err != nil {
				return err
			}
			if err := s.records.Refresh(ctx, shard); err != nil {
				return err
			}
			// The workers' backoff as the last holder left it, not as at this
			// replica's start.
			if err := s.engine.RestoreBackoffs(ctx); err != nil {
				return err
			}
			if err := s.reconcile(ctx, shard); err != nil {
				return err
			}
			s.catchUpDraws(shard)
			return nil
		}})
	if err != nil {
		return err
	}
	// A deposed leader's records and assignments are fenced in JetStream.
	s.records.Fence = s.elector.Check
	return nil
}

func (s *components) openRegistry(ctx context.Context) error {
	rdb := s.o.Redis
	if rdb == nil {
		var err error
		if rdb, err = workers.NewRedisClient(s.cfg.Redis); err != nil {
			return err
		}
		s.closers = append(s.closers, func() { _ = rdb.Close() })
		// Fail the start naming the setting to check, not with a bare dial error from
		// the first component that reads Redis.
		if err := health.Redis(rdb, redisWhere(s.cfg)).Probe(ctx); err != nil {
			return fmt.Errorf("redis: %w", err)
		}
	}
	s.rdb = rdb
	stakes, err := workers.NewContractStakeReader(s.pool.Client(), s.registryAddr)
	if err != nil {
		return err
	}
	// A new worker with free slots wakes the rounds; the engine is built
	// before any heartbeat can arrive.
	wake := workers.WithOnAccept(func(hb wire.Heartbeat) { s.engine.Heartbeat(hb.Worker, int(hb.MaxJobs-hb.ActiveJobs)) })
	s.registry, err = workers.New(s.cfg.Workers, rdb, stakes, s.log.Named("workers"), workers.WithClock(s.o.Clock), wake,
		workers.WithRegisterer(s.metrics))
	return err
}

func (s *components) buildEdges(ctx context.Context) (err error) {
	icfg := s.cfg.Indexer
	icfg.Router, icfg.Verifier = s.router, s.resultVerifier
	pub := bus.NewPublisher(s.indexerJS, 0)
	ports, err := indexerPorts(ctx, s.indexerJS, s.cfg.NATS, pub) // connectBus ensured the layout
	if err != nil {
		return err
	}
	if s.indexer, err = indexer.New(icfg, s.pool, ports, s.log.Named("indexer"), s.metrics); err != nil {
		return err
	}
	// Another replica's indexer publishing the same event is expected, not an error.
	pub.OnConflict = s.indexer.InProcess
	s.oracle, err = gasoracle.New(s.cfg.GasOracle, s.pool, s.log.Named("gas"), s.metrics,
		gasoracle.WithL2(gasoracle.L2Mode(s.cfg.Chain.L2)))
	if err != nil {
		return err
	}
	s.prices, err = pricefeed.New(s.cfg.PriceFeeds, s.pool, s.router, s.o.Clock, s.log.Named("prices"), s.metrics)
	return err
}

func (s *components) buildRounds(ctx context.Context) (err error) {
	chainID := new(big.Int).SetUint64(s.chainID)
	sign := func(v rounds.VoucherTerms) (rounds.Voucher, error) {
		return signVoucher(s.key, chainID, s.router, v)
	}
	var shared rounds.SharedLimits
	if s.cfg.Limits.Store == ratelimit.StoreRedis {
		if shared, err = ratelimit.New(s.rdb, s.cfg.Limits, s.cfg.Scheduler.FlowControl); err != nil {
			return err
		}
	}
	sink := dispatch.NewSink(s.js, s.statuses, s.records)
	sink.Fence = s.elector.Fence
	var rsink rounds.Sink = sink
	if s.o.faults != nil {
		rsink = faultySink{sink, s.o.faults}
		s.records.Observe = s.o.faults.afterRecord
	}
	s.engine, err = rounds.New(s.cfg.Scheduler, rounds.Deps{
		Workers: workers.NewDeltaView(s.registry, 0), Gas: s.oracle, Capacity: s.registry, Sink: rsink, Sign: sign,
		Log: s.log.Named("rounds"), Clock: s.o.Clock, LastRound: s.records.LastRound(), Registerer: s.metrics,
		Shared: shared, Leadership: s.elector, Tail: s.records.LastRoundOf,
		ResultWait:   newResultWait(s.sightings, s.cfg.Indexer, s.cfg.Scheduler.RetryAfter.BlockMS, s.o.Clock, s.log.Named("rounds")).Wait,
		Backoffs:     s.registry,
		Verification: s.verification(chainID, sink), // verification.go
		Rates:        s.prices,
	})
	if err != nil {
		return err
	}
	if err := s.engine.RestoreBackoffs(ctx); err != nil {
		return err
	}
	kv, err := s.js.KeyValue(ctx, wire.BucketConfig)
	if err != nil {
		return fmt.Errorf("runtime config bucket %s: %w", wire.BucketConfig, err)
	}
	s.runtime = runtimeconf.New(kv, s.cfg.Scheduler, s.engine.SetConfig, s.log.Named("runtimeconf"), s.metrics,
		runtimeconf.WithCheck(s.cfg.CheckScheduler)) // the file's cross-section rules hold at run time too
	if err := s.runtime.Load(ctx); err != nil {
		return err
	}
	reader, err := feed.NewRouterReader(s.pool.Client(), s.router)
	if err != nil {
		return err
	}
	verify := feed.NewVerifier(s.chainID, s.router, reader, s.metrics) // nothing off chain is believed
	stakeReg, err := bindings.NewWorkerRegistryCaller(s.registryAddr, s.pool.Client())
	if err != nil {
		return err
	}
	if s.resultVerifier != (common.Address{}) {
		checks, err := feed.NewVerifierReader(s.pool.Client(), s.resultVerifier)
		if err != nil {
			return err
		}
		verify.WithResultVerifier(s.resultVerifier, checks)
	}
	// A replica whose id is generated gets a new consumer each start: JetStream removes
	// the old one after an hour unused. A configured id keeps its consumer.
	inactive := time.Duration(0)
	if s.cfg.HA.ReplicaID == "" {
		inactive = time.Hour
	}
	s.claims = newClaimingEngine(s.engine, s.log.Named("inputs"))
	s.feed = feed.New(s.js, s.claims, s.statuses, feed.Options{Clock: s.o.Clock, Log: s.log.Named("feed"),
		Registerer: s.metrics, Replica: s.replica, InactiveThreshold: inactive, FollowStatuses: true,
		MaxPending: s.cfg.NATS.MaxPendingRequests, MaxWaiting: s.cfg.NATS.MaxWaitingRequests, Verify: verify, Verdicts: s.engine,
		StakeOf: func(ctx context.Context, worker common.Address) (*big.Int, error) {
			return stakeReg.StakeOf(&bind.CallOpts{Context: ctx}, worker)
		}})
	return nil
}

func (s *components) buildAudit(context.Context) error {
	if s.cfg.Audit.AnchorEvery <= 0 || s.cfg.Chain.Contracts.DecisionAnchor == "" {
		return nil
	}
	anchorAddr, err := address("chain.contracts.decision_anchor", s.cfg.Chain.Contracts.DecisionAnchor)
	if err != nil {
		return err
	}
	s.anchorer, err = audit.NewShardAnchorer(s.cfg.Audit, max(s.cfg.HA.Shards, 1), s.pool, new(big.Int).SetUint64(s.chainID), anchorAddr, s.key, s.js, s.records, s.log.Named("anchor"))
	if err != nil {
		return err
	}
	if hook := s.records.Observe; hook != nil { // a test's fault
		s.records.Observe = func(r *decisionlog.Record) { s.anchorer.Observe(r); hook(r) }
	} else {
		s.records.Observe = s.anchorer.Observe
	}
	// One anchorer, the holder of shard 0, anchors every shard's chain: the replicas
	// share the scheduler key, and two holders anchoring at once took the same nonces
	// (refused, each a retry out of the budget). A replica that loses shard 0 stops
	// before the next span, and the next holder continues where each chain stands (the
	// anchorer reads the chain's last anchored round from DecisionAnchor; a span sent
	// twice reverts for one, a nonce taken meanwhile is sent again).
	s.anchorer.Active = func(int) bool { return s.elector.Holds(0) }
	s.metrics.MustRegister(s.anchorer.Collectors()...)
	s.proofs = proofSource{audit.NewProver(s.js, s.records)}
	return nil
}

// buildKeeper makes the keeper when keeper.enabled (or a key is handed in): the holder of
// shard 0's lease refunds the router's due requests, from the keeper's own key.
func (s *components) buildKeeper(context.Context) (err error) {
	key := s.o.KeeperKey
	if key == nil && !s.cfg.Keeper.Enabled {
		return nil
	}
	if key == nil {
		if key, err = s.cfg.Keeper.Signer.LoadKey(); err != nil {
			return fmt.Errorf("keeper.signer: %w", err)
		}
	}
	if s.keeper, err = keeper.New(s.cfg.Keeper, s.pool, new(big.Int).SetUint64(s.chainID), s.router, key, s.log.Named("keeper"), s.metrics); err != nil {
		return err
	}
	s.keeper.Active = func() bool { return s.elector.Holds(0) }
	s.log.Info("keeper on: refunds due requests while this replica holds shard 0; fund its account with gas",
		zap.String("keeper", s.keeper.From().Hex()))
	return nil
}

func (s *components) buildAPI(context.Context) error {
	contractsInfo := map[string]string{"inference_router": strings.ToLower(s.router.Hex()), "worker_registry": strings.ToLower(s.registryAddr.Hex())}
	if a := s.cfg.Chain.Contracts.DecisionAnchor; a != "" {
		contractsInfo["decision_anchor"] = strings.ToLower(a)
	}
	lookup, err := httpapi.NewRouterLookup(s.pool.Client(), s.router)
	if err != nil {
		return err
	}
	var verifiable func(model, task string) verification.Verifiability
	if s.cfg.Chain.Contracts.ResultVerifier != "" {
		verifiable = s.cfg.Verification.Verifiability
	}
	s.api = httpapi.New(httpapi.Options{
		Verifiable: verifiable,
		Config:     s.cfg.HTTP, Status: s.statuses, Sightings: s.sightings, Chain: lookup, Watch: statuskv.NewWatcher(s.statuses, s.sightings),
		Rounds: roundReader{s.records}, Proofs: s.proofs, Workers: s.registry, BackendMetrics: s.registry,
		Gas: s.oracle, Queue: engineQueue{s.engine}, Confirmations: int(min(s.cfg.Indexer.Confirmations, 10_000)), Tokens: tokenPrices{s.prices},
		Info: replicaInfo{httpapi.Info{ChainID: s.chainID, Contracts: contractsInfo, Scheduler: strings.ToLower(s.schedulerAddr.Hex()),
			Version: s.o.Version, Dev: len(s.o.DevAccounts) > 0, DevAccounts: s.o.DevAccounts, DevNATS: s.o.DevNATS, Replica: s.replica,
			DishonestWorkers: s.o.DishonestWorkers}, s.elector},
		Heartbeat: s.registry.HeartbeatHandler(), Scheduler: s.runtime, Outputs: apiOutputs{s.outputs}, Inputs: apiInputs{s.inputs},
		Transcripts: apiOutputs{s.outputs}, UI: s.pagesOf().Handler,
		Ready:      readiness(s.cfg, s.feed.Ready(), s.rdb, s.nc, s.pool, s.oracle, s.o.Clock).Ready,
		Live:       s.alive.Check,
		Registerer: s.metrics, Gatherer: s.metrics, Logger: s.log.Named("http"), Now: s.o.Clock,
	})
	return nil
}

// indexerPorts opens what the indexer writes to, through the indexer role's own
// connection: the REQUESTS stream, the checkpoint and the sightings buckets.
func indexerPorts(ctx context.Context, js jetstream.JetStream, cfg bus.Config, events *bus.Publisher) (indexer.Ports, error) {
	cp, err := js.KeyValue(ctx, wire.BucketCheckpoint)
	if err != nil {
		return indexer.Ports{}, fmt.Errorf("open checkpoint bucket: %w", err)
	}
	sightings, err := statuskv.OpenSightings(ctx, js, wire.BucketSightings)
	if err != nil {
		return indexer.Ports{}, err
	}
	return indexer.Ports{Events: events, Checkpoints: cp, Sightings: sightings}, nil
}

// minWithdrawalDelay is what the router's withdrawalDelay must exceed for a withdrawal
// never to take effect under a voucher this scheduler signed: every voucher expires at
// most 2 × voucher_ttl + 1 s after its signing, and none is signed once the withdrawal
// is seen, which is the indexer's confirmations after it.
func minWithdrawalDelay(cfg config.Config) time.Duration {
	lag := time.Duration(cfg.Indexer.Confirmations) * time.Duration(cfg.Scheduler.RetryAfter.BlockMS) * time.Millisecond
	return 2*cfg.Scheduler.VoucherTTL.D() + time.Second + lag
}
