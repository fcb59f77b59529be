package workers

import (
	"math"
	"net"
	"strconv"
	"strings"
	"time"

	"github.com/infersched/infersched/internal/validate"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
)

// Config is the `workers` section.
type Config struct {
	// HeartbeatInterval is how often workers are expected to heartbeat; a worker is
	// forgotten 3 × HeartbeatInterval after its last accepted heartbeat.
	HeartbeatInterval time.Duration `yaml:"heartbeat_interval"`
	// ClockSkew is how far a heartbeat's timestamp_ms may be from the registry's clock,
	// either way.
	ClockSkew time.Duration `yaml:"clock_skew"`
	// MaxJobsCap is the largest max_jobs a heartbeat may claim.
	MaxJobsCap int `yaml:"max_jobs_cap"`
	// MaxModels is the largest number of models one heartbeat may list.
	MaxModels int `yaml:"max_models"`
	// MinStakeWei is the stake a worker must hold in WorkerRegistry to be accepted.
	MinStakeWei scheduler.Wei `yaml:"min_stake_wei"`
	// StakeCacheTTL is how long a stake read from the chain is reused; 0 reads it for
	// every heartbeat.
	StakeCacheTTL time.Duration `yaml:"stake_cache_ttl"`
	// HeartbeatRate bounds the heartbeats accepted from one worker, per second, with
	// HeartbeatBurst; 0 allows 4 per heartbeat_interval. Checked after the signature,
	// so that nobody but the worker can spend its budget.
	HeartbeatRate float64 `yaml:"heartbeat_rate"`
	// HeartbeatBurst is the most heartbeats one worker may send at once above
	// heartbeat_rate.
	HeartbeatBurst int `yaml:"heartbeat_burst"`
	// StakeReadsPerSecond bounds the chain reads of stakes not in the cache, with
	// StakeReadBurst: a flood of unknown keys costs at most this many reads, and the
	// rest are refused as rate limited until the budget refills. Known workers whose
	// cached stake expired keep their last stake while the budget is spent. Stakes
	// read (staked or not) are cached for stake_cache_ttl.
	StakeReadsPerSecond float64 `yaml:"stake_reads_per_second"`
	// StakeReadBurst is the most stake reads made at once above stake_reads_per_second.
	StakeReadBurst int `yaml:"stake_read_burst"`
	// ReservationTTL is how long a capacity reservation lives unless confirmed or
	// released, when Reserve is given no TTL of its own.
	ReservationTTL time.Duration `yaml:"reservation_ttl"`
	// EWMAAlpha is the weight of the newest outcome in the latency and completion-rate
	// averages, in (0, 1].
	EWMAAlpha float64 `yaml:"ewma_alpha"`
	// FailureHalfLife is how fast a worker's failures fade: the shortfall of its
	// completion rate halves every half-life without an outcome, so a worker that
	// failed and got no work since returns to a full share within minutes. 0: never.
	FailureHalfLife time.Duration `yaml:"failure_half_life"`
	// ModelLatencyWindow is how many of a worker's latest inclusion latencies per model
	// the registry keeps; their median is the worker's P50 for the model
	// (modellatency.go). ModelLatencyMinSamples is how many it needs before that P50
	// replaces the prior (avg latency × the model's complexity).
	ModelLatencyWindow int `yaml:"model_latency_window"`
	// ModelLatencyMinSamples is how many latencies of a model the registry needs before
	// their median replaces the prior.
	ModelLatencyMinSamples int `yaml:"model_latency_min_samples"`
	// KeyPrefix starts every Redis key the registry writes.
	KeyPrefix string `yaml:"key_prefix"`
}

// DefaultConfig is the configuration used for keys the file leaves out.
func DefaultConfig() Config {
	return Config{
		HeartbeatInterval:      5 * time.Second,
		ClockSkew:              30 * time.Second,
		MaxJobsCap:             1024,
		MaxModels:              64,
		MinStakeWei:            scheduler.NewWei(1), // staked at all; deployments set their own
		StakeCacheTTL:          30 * time.Second,
		HeartbeatBurst:         10,
		StakeReadsPerSecond:    20,
		StakeReadBurst:         100,
		ReservationTTL:         10 * time.Second,
		EWMAAlpha:              0.2,
		ModelLatencyWindow:     32,
		ModelLatencyMinSamples: 5,
		FailureHalfLife:        30 * time.Second,
		KeyPrefix:              "infersched:workers:",
	}
}

// Validate reports every problem of the section at once, keys relative to `workers`.
func (c Config) Validate() error {
	var p validate.Problems
	p.Check(c.HeartbeatInterval > 0, "heartbeat_interval", "must be positive, got %v", c.HeartbeatInterval)
	p.Check(c.ClockSkew > 0, "clock_skew", "must be positive, got %v", c.ClockSkew)
	p.Check(c.MaxJobsCap >= 1 && c.MaxJobsCap <= maxJobsCapLimit, "max_jobs_cap",
		"must be in [1, %d], got %d", maxJobsCapLimit, c.MaxJobsCap)
	p.Check(c.MaxModels >= 1 && c.MaxModels <= maxModelsLimit, "max_models",
		"must be in [1, %d], got %d", maxModelsLimit, c.MaxModels)
	p.Check(c.MinStakeWei.Sign() >= 0, "min_stake_wei", "must not be negative, got %s", c.MinStakeWei.String())
	p.Check(c.StakeCacheTTL >= 0, "stake_cache_ttl", "must not be negative, got %v", c.StakeCacheTTL)
	p.Check(c.HeartbeatRate >= 0 && !math.IsInf(c.HeartbeatRate, 1), "heartbeat_rate", "must be a finite number ≥ 0 (0: 4 per heartbeat_interval), got %v", c.HeartbeatRate)
	p.Check(c.HeartbeatBurst >= 1, "heartbeat_burst", "must be at least 1, got %d", c.HeartbeatBurst)
	p.Check(c.StakeReadsPerSecond > 0 && !math.IsInf(c.StakeReadsPerSecond, 1), "stake_reads_per_second", "must be a finite number > 0, got %v", c.StakeReadsPerSecond)
	p.Check(c.StakeReadBurst >= 1, "stake_read_burst", "must be at least 1, got %d", c.StakeReadBurst)
	p.Check(c.ReservationTTL > 0, "reservation_ttl", "must be positive, got %v", c.ReservationTTL)
	p.Check(c.EWMAAlpha > 0 && c.EWMAAlpha <= 1, "ewma_alpha", "must be in (0, 1], got %v", c.EWMAAlpha)
	p.Check(c.FailureHalfLife >= 0 && c.FailureHalfLife <= 24*time.Hour, "failure_half_life", "must be in [0, 24h], got %v", c.FailureHalfLife)
	p.Check(c.ModelLatencyWindow >= 1 && c.ModelLatencyWindow <= maxModelLatencyWindow, "model_latency_window",
		"must be in [1, %d], got %d", maxModelLatencyWindow, c.ModelLatencyWindow)
	p.Check(c.ModelLatencyMinSamples >= 1 && c.ModelLatencyMinSamples <= c.ModelLatencyWindow, "model_latency_min_samples",
		"must be in [1, model_latency_window %d], got %d", c.ModelLatencyWindow, c.ModelLatencyMinSamples)
	p.Check(c.KeyPrefix != "" && len(c.KeyPrefix) <= 64 && !strings.ContainsAny(c.KeyPrefix, " \t\r\n"),
		"key_prefix", "must be 1 to 64 characters without whitespace, got %q", c.KeyPrefix)
	return p.Err()
}

const (
	maxJobsCapLimit = wire.MaxJobsCapLimit
	maxModelsLimit  = wire.MaxModelsLimit
)

// workerTTL is how long a worker stays live after a heartbeat.
func (c Config) workerTTL() time.Duration { return 3 * c.HeartbeatInterval }

// heartbeatRate is HeartbeatRate, or 4 per heartbeat interval when it is 0.
func (c Config) heartbeatRate() float64 {
	if c.HeartbeatRate > 0 {
		return c.HeartbeatRate
	}
	return 4 / c.HeartbeatInterval.Seconds()
}

// RedisConfig is the `redis` section: how to reach the Redis server (or the master named
// by Sentinel) that holds the registry.
type RedisConfig struct {
	// Addr is host:port of a standalone server; unused when Sentinel is set.
	Addr string `yaml:"addr"`
	// Username is the Redis ACL user; empty: the default user.
	Username string `yaml:"username"`
	// Password authenticates to Redis; at most one of password and password_env.
	Password string `yaml:"password"`
	// PasswordEnv names an environment variable holding the password instead (deploy/
	// sets Redis's requirepass from it); at most one of password and password_env.
	PasswordEnv string `yaml:"password_env"`
	// DB is the database number of a standalone or Sentinel-managed server (Cluster has
	// only 0).
	DB int `yaml:"db"`

	// TLS to Redis and to the Sentinels.
	TLS RedisTLSConfig `yaml:"tls"`
	// Sentinel, when master_name is set, follows that master through Sentinel.
	Sentinel RedisSentinelConfig `yaml:"sentinel"`
	// Cluster, when it lists nodes, switches the client to a Redis Cluster client; Addr
	// and Sentinel are then unused, and workers.key_prefix must hold a hash tag.
	Cluster RedisClusterConfig `yaml:"cluster"`

	// DialTimeout bounds connecting to Redis.
	DialTimeout time.Duration `yaml:"dial_timeout"`
	// ReadTimeout bounds waiting for one reply.
	ReadTimeout time.Duration `yaml:"read_timeout"`
	// WriteTimeout bounds sending one command.
	WriteTimeout time.Duration `yaml:"write_timeout"`
}

// RedisTLSConfig turns on TLS to Redis (and to the Sentinels).
type RedisTLSConfig struct {
	// Enabled turns TLS on.
	Enabled bool `yaml:"enabled"`
	// CAFile is a PEM bundle of the CAs to trust instead of the system pool.
	CAFile string `yaml:"ca_file"`
	// InsecureSkipVerify accepts any server certificate: for tests only, never in
	// production.
	InsecureSkipVerify bool `yaml:"insecure_skip_verify"`
	// ServerName is the name the server's certificate must carry; empty: the host of the
	// address.
	ServerName string `yaml:"server_name"`
}

// RedisSentinelConfig names the master to follow through Sentinel. Setting MasterName
// switches the client to a failover client and Addr is ignored.
type RedisSentinelConfig struct {
	// MasterName is the name of the master the Sentinels watch; setting it switches to
	// Sentinel.
	MasterName string `yaml:"master_name"`
	// Addrs are host:port of the Sentinels.
	Addrs []string `yaml:"addrs"`
	// Password authenticates to the Sentinels themselves, when they require it.
	Password string `yaml:"password"`
}

// RedisClusterConfig lists seed nodes of a Redis Cluster; the client finds the rest.
type RedisClusterConfig struct {
	// Addrs are host:port of some of the cluster's nodes; empty: no cluster.
	Addrs []string `yaml:"addrs"`
}

// HasHashTag reports whether key names a Redis Cluster hash tag: a non-empty {…}, so
// that every key that starts with it lands in one slot.
func HasHashTag(key string) bool {
	open := strings.IndexByte(key, '{')
	if open < 0 {
		return false
	}
	end := strings.IndexByte(key[open+1:], '}')
	return end > 0
}

// DefaultRedisConfig is a local Redis on the default port.
func DefaultRedisConfig() RedisConfig {
	return RedisConfig{
		Addr:         "127.0.0.1:6379",
		DialTimeout:  5 * time.Second,
		ReadTimeout:  3 * time.Second,
		WriteTimeout: 3 * time.Second,
	}
}

// Validate reports every problem of the section at once, keys relative to `redis`.
func (c RedisConfig) Validate() error {
	var p validate.Problems
	p.Check(c.Password == "" || c.PasswordEnv == "", "password_env", "give at most one of password and password_env")
	sentinel := c.Sentinel.MasterName != "" || len(c.Sentinel.Addrs) > 0
	switch {
	case len(c.Cluster.Addrs) > 0:
		p.Check(!sentinel, "cluster.addrs", "must not be set together with sentinel")
		p.Check(c.DB == 0, "db", "must be 0 on Redis Cluster, got %d", c.DB)
		for i, a := range c.Cluster.Addrs {
			p.Check(validHostPort(a), "cluster.addrs["+strconv.Itoa(i)+"]", "must be host:port, got %q", a)
		}
	case sentinel:
		p.Check(c.Sentinel.MasterName != "", "sentinel.master_name", "must be set when sentinel.addrs is")
		p.Check(len(c.Sentinel.Addrs) > 0, "sentinel.addrs", "must list at least one host:port when sentinel.master_name is set")
		for i, a := range c.Sentinel.Addrs {
			p.Check(validHostPort(a), "sentinel.addrs["+strconv.Itoa(i)+"]", "must be host:port, got %q", a)
		}
	default:
		p.Check(validHostPort(c.Addr), "addr", "must be host:port, got %q", c.Addr)
	}
	p.Check(c.DB >= 0, "db", "must not be negative, got %d", c.DB)
	p.Check(c.Username == "" || c.Password != "", "password", "must be set when username is")
	if !c.TLS.Enabled {
		p.Check(c.TLS.CAFile == "" && !c.TLS.InsecureSkipVerify && c.TLS.ServerName == "", "tls.enabled",
			"must be true when tls.ca_file, tls.insecure_skip_verify or tls.server_name is set")
	}
	p.Check(c.DialTimeout >= 0, "dial_timeout", "must not be negative, got %v", c.DialTimeout)
	p.Check(c.ReadTimeout >= 0, "read_timeout", "must not be negative, got %v", c.ReadTimeout)
	p.Check(c.WriteTimeout >= 0, "write_timeout", "must not be negative, got %v", c.WriteTimeout)
	return p.Err()
}

func validHostPort(s string) bool {
	host, port, err := net.SplitHostPort(s)
	if err != nil || host == "" {
		return false
	}
	n, err := strconv.Atoi(port)
	return err == nil && n > 0 && n < 65536
}
