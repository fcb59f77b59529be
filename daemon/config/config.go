// Package config reads infersched's one YAML configuration file: defaults first (the
// seeds' values), then the file over them, then Validate, which reports every problem
// at once with its key path.
//
// Each section's type, defaults and validation live with the package that uses it
// (scheduler.Config for `scheduler`, …); this package only composes them. It reads one
// file and does nothing else.
package config

import (
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/infersched/infersched/audit"
	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/lease"
	"github.com/infersched/infersched/gasoracle"
	"github.com/infersched/infersched/httpapi"
	"github.com/infersched/infersched/indexer"
	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/internal/liveness"
	"github.com/infersched/infersched/internal/logconf"
	"github.com/infersched/infersched/internal/signer"
	"github.com/infersched/infersched/internal/validate"
	"github.com/infersched/infersched/internal/yamlconf"
	"github.com/infersched/infersched/keeper"
	"github.com/infersched/infersched/pricefeed"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/verification"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/workers"
	"github.com/infersched/infersched/workers/ratelimit"
)

// Config is the whole file.
type Config struct {
	Chain     ethrpc.Config       `yaml:"chain"`
	Signer    signer.Config       `yaml:"signer"`
	Indexer   indexer.Config      `yaml:"indexer"`
	NATS      bus.Config          `yaml:"nats"`
	Redis     workers.RedisConfig `yaml:"redis"`
	Limits    ratelimit.Config    `yaml:"limits"`
	Workers   workers.Config      `yaml:"workers"`
	Scheduler scheduler.Config    `yaml:"scheduler"`
	GasOracle gasoracle.Config    `yaml:"gasoracle"`
	HTTP      httpapi.Config      `yaml:"http"`
	Audit     audit.Config        `yaml:"audit"`
	HA        lease.Config        `yaml:"ha"`
	Health    liveness.Config     `yaml:"health"`
	Log       LogConfig           `yaml:"log"`
	// Verification is the sampled re-execution (scheduler/verification).
	Verification verification.Config `yaml:"verification"`
	// PriceFeeds reads the prices of the tokens fees are paid in (package pricefeed);
	// Keeper refunds expired and withdrawn requests (package keeper).
	PriceFeeds pricefeed.Config `yaml:"price_feeds"`
	Keeper     keeper.Config    `yaml:"keeper"`
}

// LogConfig is the `log` section (shared with the worker's file).
type LogConfig = logconf.Config

// Default returns the configuration with every default. The scheduler section is the
// seeds' (scheduler.DefaultConfig) with the work shared among the workers
// (matching.fair_share), which the seeds do not have.
func Default() Config {
	sched := scheduler.DefaultConfig()
	sched.Matching.FairShare = true
	return Config{
		Chain:        ethrpc.DefaultConfig(),
		Signer:       signer.DefaultConfig(),
		Indexer:      indexer.DefaultConfig(),
		NATS:         bus.DefaultConfig(),
		Redis:        workers.DefaultRedisConfig(),
		Limits:       ratelimit.DefaultConfig(),
		Workers:      workers.DefaultConfig(),
		Scheduler:    sched,
		GasOracle:    gasoracle.DefaultConfig(),
		HTTP:         httpapi.DefaultConfig(),
		Audit:        audit.DefaultConfig(),
		HA:           lease.DefaultConfig(),
		Health:       liveness.DefaultConfig(),
		Log:          logconf.Default(),
		Verification: verification.DefaultConfig(),
		PriceFeeds:   pricefeed.DefaultConfig(),
		Keeper:       keeper.DefaultConfig(),
	}
}

// ErrInvalid wraps every configuration problem.
var ErrInvalid = errors.New("invalid configuration")

// Load reads path over the defaults and validates the result. An empty path gives the
// defaults.
func Load(path string) (Config, error) {
	if path == "" {
		cfg := Default()
		return cfg, cfg.Validate()
	}
	f, err := os.Open(path)
	if err != nil {
		return Config{}, fmt.Errorf("config: %w", err)
	}
	defer f.Close()
	cfg, err := Read(f)
	if err != nil {
		return Config{}, fmt.Errorf("config %s: %w", path, err)
	}
	return cfg, nil
}

// Read decodes YAML over the defaults and validates. Every problem is reported at once,
// each with its key path and, where the key is in the file, its line: unknown keys,
// values that do not decode, and what Validate finds.
func Read(r io.Reader) (Config, error) {
	data, err := io.ReadAll(io.LimitReader(r, 16<<20))
	if err != nil {
		return Config{}, err
	}
	cfg := Default()
	pos, decodeErr := yamlconf.Decode(data, &cfg)
	cfg.HA = cfg.HA.FitTimings(func(key string) bool { _, ok := pos["ha."+key]; return ok })
	// The oracle sees a new head once a poll: the ages it and the rounds accept follow
	// its poll when a file leaves them out, else a slower poll made the quote stale, and
	// gated the rounds, between two polls of a healthy chain.
	for key, d := range map[string]*time.Duration{"gasoracle.max_age": &cfg.GasOracle.MaxAge,
		"scheduler.max_head_age": (*time.Duration)(&cfg.Scheduler.MaxHeadAge)} {
		if _, ok := pos[key]; !ok {
			*d = gasoracle.StaleAfter(cfg.GasOracle.PollInterval)
		}
	}
	var p validate.Problems
	p.Merge("", explainRemoved(decodeErr))
	p.Merge("", pos.Annotate(cfg.problems()))
	if err := p.Err(); err != nil {
		return Config{}, fmt.Errorf("%w:\n%w", ErrInvalid, err)
	}
	return cfg, nil
}

// removedKeys are keys an older file may still carry, with why each is gone; such a key
// is an error like any unknown key, but its message says what to do.
var removedKeys = map[string]string{
	"nats.checkpoint_bucket": "removed: the bucket is always " + wire.BucketCheckpoint + "; delete the key",
	"nats.status_bucket":     "removed: the bucket is always " + wire.BucketStatus + "; delete the key",
	"nats.sightings_bucket":  "removed: the bucket is always " + wire.BucketSightings + "; delete the key",
	"nats.config_bucket":     "removed: the bucket is always " + wire.BucketConfig + "; delete the key",
	"ha.bucket":              "removed: the bucket is always " + wire.BucketLeases + "; delete the key",
}

// explainRemoved gives each unknown key of removedKeys its message.
func explainRemoved(err error) error {
	var out []error
	for _, e := range validate.Flatten(err) {
		var fe *validate.FieldError
		if errors.As(e, &fe) {
			if why, ok := removedKeys[fe.Path]; ok {
				e = &validate.FieldError{Path: fe.Path, Line: fe.Line, Msg: why}
			}
		}
		out = append(out, e)
	}
	return errors.Join(out...)
}

// Validate checks every section and reports every problem, by key path.
func (c Config) Validate() error {
	if err := c.problems(); err != nil {
		return fmt.Errorf("%w:\n%w", ErrInvalid, err)
	}
	return nil
}

func (c Config) problems() error {
	var p validate.Problems
	p.Merge("chain", c.Chain.Validate())
	p.Merge("signer", c.Signer.Validate())
	p.Merge("indexer", c.Indexer.Validate())
	p.Merge("nats", c.NATS.Validate())
	p.Merge("redis", c.Redis.Validate())
	p.Merge("limits", c.Limits.Validate())
	p.Merge("workers", c.Workers.Validate())
	p.Merge("scheduler", c.Scheduler.Validate())
	p.Merge("gasoracle", c.GasOracle.Validate())
	p.Merge("http", c.HTTP.Validate())
	p.Merge("audit", c.Audit.Validate())
	p.Merge("ha", c.HA.Validate())
	p.Merge("health", c.Health.Validate())
	p.Merge("log", c.Log.Validate())
	p.Merge("verification", c.Verification.Validate())
	p.Merge("price_feeds", c.PriceFeeds.Validate())
	p.Merge("keeper", c.Keeper.Validate())
	p.Merge("", c.crossProblems())
	return p.Err()
}

// crossProblems are the rules that tie one section to another. CheckScheduler runs
// them too, so that a change at run time meets every rule the file meets at load.
func (c Config) crossProblems() error {
	var p validate.Problems
	p.Check(len(c.Redis.Cluster.Addrs) == 0 || workers.HasHashTag(c.Workers.KeyPrefix), "workers.key_prefix",
		"must hold a hash tag such as {infersched:workers} when redis.cluster is set (the registry's scripts need its keys in one slot), got %q", c.Workers.KeyPrefix)
	// The chain gate reads the head the gas oracle last polled: a bound within one poll
	// would close it between polls on a healthy chain.
	p.Check(c.Scheduler.MaxHeadAge == 0 || c.Scheduler.MaxHeadAge.D() > c.GasOracle.PollInterval, "scheduler.max_head_age",
		"must be longer than gasoracle.poll_interval (%v), or 0 (no gate), got %s", c.GasOracle.PollInterval, c.Scheduler.MaxHeadAge)
	return p.Err()
}

// CheckScheduler checks a scheduler section that is to replace c's at run time (the
// admin endpoint, a value in the runtime config KV, a SIGHUP reload) as Load checks the
// file: the section's own rules and every rule that ties it to the rest of c, each
// problem by key path. The error wraps ErrInvalid.
func (c Config) CheckScheduler(s scheduler.Config) error {
	c.Scheduler = s
	var p validate.Problems
	p.Merge("scheduler", s.Validate())
	p.Merge("", c.crossProblems())
	if err := p.Err(); err != nil {
		return fmt.Errorf("%w:\n%w", ErrInvalid, err)
	}
	return nil
}

// YAML is the whole configuration as a file Load reads back to the same values (what
// `infersched dev --write-config` writes).
func (c Config) YAML() ([]byte, error) {
	b, err := yaml.Marshal(c)
	if err != nil {
		return nil, fmt.Errorf("config: %w", err)
	}
	return b, nil
}

// Runnable reports, all at once and with their key paths, what `infersched run` needs
// beyond a valid file: the router and registry addresses, and the anchor's address while
// anchoring is on. The defaults leave the addresses empty, so that `plan` and the dev
// stack need none.
func (c Config) Runnable() error {
	var p validate.Problems
	const hint = "is required by `infersched run` (`infersched deploy` writes it)"
	p.Check(c.Chain.Contracts.Router != "", "chain.contracts.router", hint)
	p.Check(c.Chain.Contracts.WorkerRegistry != "", "chain.contracts.worker_registry", hint)
	p.Check(c.Audit.AnchorEvery == 0 || c.Chain.Contracts.DecisionAnchor != "", "chain.contracts.decision_anchor",
		"%s, or set audit.anchor_every to 0 to run without anchoring", hint)
	if err := p.Err(); err != nil {
		return fmt.Errorf("%w:\n%w", ErrInvalid, err)
	}
	return nil
}
