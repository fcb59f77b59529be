package lease

import (
	"crypto/rand"
	"encoding/hex"
	"os"
	"regexp"
	"time"

	"github.com/infersched/infersched/internal/validate"
	"github.com/infersched/infersched/wire"
)

// Config is the `ha` section: how many shards, how long a lease lasts and how it is
// kept. The defaults take over a dead holder's shards within TTL + RetryInterval.
type Config struct {
	// Shards is the number of lease keys model groups hash onto (1..256). 1 means one
	// active scheduler and hot standbys.
	Shards int `yaml:"shards"`
	// TTL is how long a lease lives on the server after its last renewal.
	TTL time.Duration `yaml:"lease_ttl"`
	// RenewInterval is how often the holder renews. Unset in a file: a quarter of
	// lease_ttl.
	RenewInterval time.Duration `yaml:"renew_interval"`
	// RenewDeadline is how long after the start of its last successful renewal a holder
	// keeps acting: below TTL, so it stops before the lease can expire on the server.
	// Unset in a file: three quarters of lease_ttl.
	RenewDeadline time.Duration `yaml:"renew_deadline"`
	// RetryInterval is how often a replica tries to take a shard it does not hold.
	RetryInterval time.Duration `yaml:"retry_interval"`
	// ProbeInterval is how often a replica asks each other holder whether its process
	// is still there (core NATS request/reply; "no responders" once its connection has
	// closed). After three such answers in a row the holder's lease is deleted at its
	// revision and taken at once, instead of after the TTL. 0 turns the probes off.
	ProbeInterval time.Duration `yaml:"probe_interval"`
	// Bucket is the KV bucket of the leases: wire.BucketLeases in a deployment (not a
	// key of the file), another only in tests that keep their leases apart.
	Bucket string `yaml:"-"`
	// ReplicaID names this replica in the leases, GET /v1/info and its REQUESTS
	// consumer; empty means hostname plus a random suffix (a new consumer per start:
	// set it, e.g. to the pod name, to keep the consumer across restarts).
	ReplicaID string `yaml:"replica_id"`
}

// DefaultConfig: one shard, a 4 s lease renewed every second, given up 3 s after the
// last renewal began, taken over by a waiting replica within 250 ms of its lapse; a
// holder killed outright is found gone by three probes 150 ms apart and its lease
// taken then (docs/benchmarks.md: kill → next assignment).
func DefaultConfig() Config {
	return Config{Shards: 1, TTL: 4 * time.Second, RenewInterval: time.Second, RenewDeadline: 3 * time.Second,
		RetryInterval: 250 * time.Millisecond, ProbeInterval: 150 * time.Millisecond, Bucket: wire.BucketLeases}
}

// FitTimings sets the renewal timings a file left out (set reports whether it named a
// key of the section) from its TTL: renew every quarter of it, give up at three
// quarters, the defaults' proportions. So a file that changes only lease_ttl gets
// timings that fit it.
func (c Config) FitTimings(set func(key string) bool) Config {
	if !set("renew_interval") {
		c.RenewInterval = c.TTL / 4
	}
	if !set("renew_deadline") {
		c.RenewDeadline = c.TTL * 3 / 4
	}
	return c
}

// attempt bounds one KV request of a renewal or a take: a request sent to a stream
// leader that just died is abandoned and sent again (to the new leader once elected)
// instead of waiting out the whole renew deadline.
func (c Config) attempt() time.Duration { return max(c.RenewDeadline/3, 50*time.Millisecond) }

var replicaID = regexp.MustCompile(`^[a-zA-Z0-9_-]{1,64}$`)

// Validate reports every problem at once.
func (c Config) Validate() error {
	var p validate.Problems
	p.Check(c.Shards >= 1 && c.Shards <= 256, "shards", "must be between 1 and 256, got %d", c.Shards)
	p.Check(c.TTL >= 100*time.Millisecond, "lease_ttl", "must be at least 100ms, got %v", c.TTL)
	p.Check(c.RenewInterval > 0, "renew_interval", "must be positive, got %v", c.RenewInterval)
	p.Check(c.RenewDeadline > c.RenewInterval, "renew_deadline",
		"must be above renew_interval (%v) so that a renewal can be retried, got %v", c.RenewInterval, c.RenewDeadline)
	p.Check(c.RenewDeadline < c.TTL, "renew_deadline",
		"must be below lease_ttl (%v): a holder must stop before its lease can expire elsewhere, got %v", c.TTL, c.RenewDeadline)
	p.Check(c.RetryInterval > 0 && c.RetryInterval <= c.TTL, "retry_interval", "must be positive and at most lease_ttl, got %v", c.RetryInterval)
	p.Check(c.ProbeInterval == 0 || (c.ProbeInterval >= 10*time.Millisecond && c.ProbeInterval < c.TTL), "probe_interval",
		"must be 0 (off) or between 10ms and lease_ttl (%v), got %v", c.TTL, c.ProbeInterval)
	p.Check(c.ReplicaID == "" || replicaID.MatchString(c.ReplicaID), "replica_id",
		"must be 1 to 64 letters, digits, '-' or '_', got %q", c.ReplicaID)
	return p.Err()
}

var unsafeID = regexp.MustCompile(`[^a-zA-Z0-9_-]+`)

// NewReplicaID is the hostname (made safe for a consumer name) and six random hex
// digits, for a replica whose configuration names none.
func NewReplicaID() string {
	host, err := os.Hostname()
	if err != nil || host == "" {
		host = "replica"
	}
	host = unsafeID.ReplaceAllString(host, "-")
	if len(host) > 48 {
		host = host[:48]
	}
	var b [3]byte
	_, _ = rand.Read(b[:])
	return host + "-" + hex.EncodeToString(b[:])
}
