package bus

import (
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/infersched/infersched/internal/natsauth"
	"github.com/infersched/infersched/internal/validate"
)

// RoundsConsumer is the durable consumer of the REQUESTS stream that feeds the rounds
// (package bus/feed); the bus refuses it to every role but the scheduler.
const RoundsConsumer = "infersched-rounds"

// RoundsEventsConsumer is the durable consumer of the REQUESTS stream's other events
// (results, refunds, retractions) that feeds the rounds; refused to every other role too.
const RoundsEventsConsumer = "infersched-rounds-events"

// Config is the `nats` section.
type Config struct {
	// URL is a comma-separated list of nats:// (or tls://) server URLs.
	URL string `yaml:"url"`
	// Credentials: user and password (password_file or password_env), creds_file (JWT
	// + nkey) or token, at most one; ca_file for TLS with a private CA. None means no
	// authentication, which only an open server accepts (docs/security.md, "bus").
	natsauth.Credentials `yaml:",inline"`
	// Indexer, when set, are the credentials of the in-process indexer's own connection
	// (role indexer), so that the scheduler's user needs no right to publish chain
	// events and the indexer's none to write statuses or decisions. Its ca_file
	// defaults to the section's. Unset: the indexer shares the daemon's connection.
	Indexer *natsauth.Credentials `yaml:"indexer"`
	// Admin, when set, are the credentials of the bus admin (role admin), the only user
	// that may create or change streams and buckets: `run` connects with them once at
	// start to put the layout in place (bus.Ensure), then closes that connection.
	// Unset: the layout must already be in place (`infersched bus init`), or the
	// daemon's own user must be allowed to create it (a server without roles). Its
	// ca_file defaults to the section's.
	Admin *natsauth.Credentials `yaml:"admin"`
	// AuthCallout, when set, runs the auth callout service (callout.go): workers
	// connect with their keys. Password workers stay possible beside it.
	AuthCallout *AuthCallout `yaml:"auth_callout"`
	// Replicas of every stream and bucket: 1 for a single server, 3 or 5 in a cluster.
	Replicas int `yaml:"replicas"`
	// DuplicateWindow is how long JetStream remembers a Nats-Msg-Id. A replayed range
	// is deduplicated only within it, so it must cover the longest time between a
	// publish and its replay: the indexer's downtime after a crash between publishing
	// and checkpointing. Default 24h; the memory it costs is one id per event per window.
	DuplicateWindow time.Duration `yaml:"duplicate_window"`
	// Storage is "file" (default) or "memory".
	Storage string `yaml:"storage"`
	// Compression of the streams and buckets at rest: "s2" (default) or "none". File
	// storage only (memory storage is never compressed). JetStream compresses each
	// message block as it fills, so the decision log, whose consecutive records repeat
	// most of the pending set, shrinks several-fold (docs/benchmarks.md); readers see
	// the same messages. Changing it applies to blocks written from then on.
	Compression string `yaml:"compression"`

	// MaxPendingRequests bounds the scheduler's pending set: the most requests it holds
	// that are not final (MaxAckPending of the REQUESTS consumer). The rest wait in the
	// stream, in order, and are delivered as pending ones end, so memory and the size of
	// a round stay bounded whatever is requested on chain. Default 20 000.
	MaxPendingRequests int `yaml:"max_pending_requests"`
	// MaxWaitingRequests holds new requests back in the stream while this many pending
	// ones wait for a slot (queued or throttled) on the replica that plays the rounds
	//: past saturation the surplus is not taken in, given a queued status,
	// planned over and rewritten round after round; it is taken as rounds assign. 0:
	// only max_pending_requests bounds. Default 2 000.
	MaxWaitingRequests int `yaml:"max_waiting_requests"`

	// Requests bounds the REQUESTS stream, the chain events the indexer publishes.
	Requests StreamLimits `yaml:"requests"`
	// Assignments bounds the ASSIGNMENTS stream (what each round assigned to the
	// workers).
	Assignments StreamLimits `yaml:"assignments"`
	// Decisions bounds the DECISIONS stream, the hash-chained decision log auditors
	// replay; the oldest records go first.
	Decisions StreamLimits `yaml:"decisions"`
	// Outputs bounds the object store of workers' outputs too long for calldata
	// (bucket wire.BucketOutputs) and the workers' staging stream (wire.StreamUploads).
	Outputs OutputLimits `yaml:"outputs"`
	// Inputs bounds the object store of requesters' large inputs (bucket
	// wire.BucketInputs), apart from the outputs so that uploads never take their room.
	Inputs InputLimits `yaml:"inputs"`
}

// StreamLimits bound one stream; 0 means unlimited. The oldest messages go first.
type StreamLimits struct {
	// MaxAge is how long a message is kept; 0 keeps it until max_bytes pushes it out.
	MaxAge time.Duration `yaml:"max_age"`
	// MaxBytes bounds the stream's size in bytes; 0: unbounded.
	MaxBytes int64 `yaml:"max_bytes"`
}

// OutputLimits bound the store of large outputs and the workers' staging.
type OutputLimits struct {
	// MaxObjectBytes is the longest output or input the stores take (default 16 MiB).
	MaxObjectBytes int64 `yaml:"max_object_bytes"`
	// MaxAge is how long an object is kept (default 7 days, as requests.max_age); 0 keeps
	// them until MaxBytes pushes new ones out.
	MaxAge time.Duration `yaml:"max_age"`
	// MaxBytes bounds the whole store (default 1 GiB; JetStream reserves it on every node
	// holding the store); a full store refuses new objects.
	MaxBytes int64 `yaml:"max_bytes"`
	// StagingMaxAge is how long staged chunks wait for their commit (default 15 min).
	StagingMaxAge time.Duration `yaml:"staging_max_age"`
	// StagingMaxBytes bounds the staging stream (default 256 MiB); a full stream refuses
	// new chunks, it never drops staged ones.
	StagingMaxBytes int64 `yaml:"staging_max_bytes"`
	// StagingMaxBytesPerWorker bounds what one worker has staged at once (default 64
	// MiB, four largest outputs): the daemon refuses its chunks beyond it, so that no
	// worker takes another's room. At most half of staging_max_bytes.
	StagingMaxBytesPerWorker int64 `yaml:"staging_max_bytes_per_worker"`
}

// InputLimits bound the store of requesters' large inputs (POST /v1/inputs). An input
// is at most outputs.max_object_bytes long.
type InputLimits struct {
	// MaxAge is how long an input a request committed to is kept (default 7 days, as
	// requests.max_age: longer than any request waits for its worker).
	MaxAge time.Duration `yaml:"max_age"`
	// MaxBytes bounds the whole store (default 512 MiB, reserved on every node holding
	// it); a full store refuses new inputs, never outputs.
	MaxBytes int64 `yaml:"max_bytes"`
	// ClaimWindow is how long an input waits for a request that commits to it (its
	// ref: prompt on chain); an input no request claimed within it is deleted (default
	// 1h).
	ClaimWindow time.Duration `yaml:"claim_window"`
}

// DefaultInputLimits are the defaults of the `nats.inputs` section.
func DefaultInputLimits() InputLimits {
	return InputLimits{MaxAge: 7 * 24 * time.Hour, MaxBytes: 512 << 20, ClaimWindow: time.Hour}
}

func (l InputLimits) validate(p *validate.Problems, maxObject int64) {
	p.Check(l.MaxAge >= 0, "inputs.max_age", "must not be negative, got %v", l.MaxAge)
	p.Check(l.MaxBytes >= maxObject, "inputs.max_bytes", "must be at least outputs.max_object_bytes (%d), got %d", maxObject, l.MaxBytes)
	p.Check(l.ClaimWindow >= time.Minute && (l.MaxAge == 0 || l.ClaimWindow <= l.MaxAge), "inputs.claim_window",
		"must be at least 1m and at most inputs.max_age (%v), got %v", l.MaxAge, l.ClaimWindow)
}

// DefaultOutputLimits are the defaults of the `nats.outputs` section.
func DefaultOutputLimits() OutputLimits {
	return OutputLimits{MaxObjectBytes: 16 << 20, MaxAge: 7 * 24 * time.Hour, MaxBytes: 1 << 30,
		StagingMaxAge: 15 * time.Minute, StagingMaxBytes: 256 << 20, StagingMaxBytesPerWorker: 64 << 20}
}

func (l OutputLimits) validate(p *validate.Problems) {
	p.Check(l.MaxObjectBytes > 0 && l.MaxObjectBytes <= 1<<30, "outputs.max_object_bytes",
		"must be between 1 and 1 GiB, got %d", l.MaxObjectBytes)
	p.Check(l.MaxAge >= 0, "outputs.max_age", "must not be negative, got %v", l.MaxAge)
	p.Check(l.MaxBytes >= l.MaxObjectBytes, "outputs.max_bytes", "must be at least max_object_bytes (%d), got %d", l.MaxObjectBytes, l.MaxBytes)
	p.Check(l.StagingMaxAge >= time.Minute, "outputs.staging_max_age", "must be at least 1m, got %v", l.StagingMaxAge)
	p.Check(l.StagingMaxBytes >= l.MaxObjectBytes, "outputs.staging_max_bytes",
		"must be at least max_object_bytes (%d), got %d", l.MaxObjectBytes, l.StagingMaxBytes)
	p.Check(l.StagingMaxBytesPerWorker >= l.MaxObjectBytes && 2*l.StagingMaxBytesPerWorker <= l.StagingMaxBytes, "outputs.staging_max_bytes_per_worker",
		"must be at least max_object_bytes (%d) and at most half of staging_max_bytes (%d), got %d",
		l.MaxObjectBytes, l.StagingMaxBytes, l.StagingMaxBytesPerWorker)
}

// DefaultConfig is a local server, one replica, a week of requests and decisions.
func DefaultConfig() Config {
	return Config{
		URL:                "nats://127.0.0.1:4222",
		Replicas:           1,
		DuplicateWindow:    24 * time.Hour,
		Storage:            "file",
		Compression:        "s2",
		MaxPendingRequests: 20_000,
		MaxWaitingRequests: 2_000,
		Requests:           StreamLimits{MaxAge: 7 * 24 * time.Hour, MaxBytes: 8 << 30},
		Assignments:        StreamLimits{MaxAge: 24 * time.Hour, MaxBytes: 1 << 30},
		Decisions:          StreamLimits{MaxAge: 30 * 24 * time.Hour, MaxBytes: 8 << 30},
		Outputs:            DefaultOutputLimits(),
		Inputs:             DefaultInputLimits(),
	}
}

// MaxPendingRequestsLimit is the largest max_pending_requests accepted.
const MaxPendingRequestsLimit = 1_000_000

// Validate reports every problem with the section at once.
func (c Config) Validate() error {
	var p validate.Problems
	if strings.TrimSpace(c.URL) == "" {
		p.Addf("url", "must not be empty")
	} else {
		for _, raw := range strings.Split(c.URL, ",") {
			if msg := checkNATSURL(strings.TrimSpace(raw)); msg != "" {
				p.Addf("url", "%s", msg)
			}
		}
	}
	p.Merge("", c.Credentials.Validate())
	if c.Indexer != nil {
		p.Merge("indexer", c.IndexerCredentials().Validate())
	}
	if c.Admin != nil {
		p.Merge("admin", c.AdminCredentials().Validate())
	}
	if c.AuthCallout != nil {
		p.Merge("auth_callout", c.AuthCalloutConfig().Validate())
	}
	p.Check(c.Replicas >= 1 && c.Replicas <= 5, "replicas", "must be between 1 and 5, got %d", c.Replicas)
	p.Check(c.DuplicateWindow > 0, "duplicate_window", "must be positive, got %v", c.DuplicateWindow)
	p.Check(c.Storage == "file" || c.Storage == "memory", "storage", `must be "file" or "memory", got %q`, c.Storage)
	p.Check(c.Compression == "s2" || c.Compression == "none", "compression", `must be "s2" or "none", got %q`, c.Compression)
	p.Check(c.MaxPendingRequests >= 1 && c.MaxPendingRequests <= MaxPendingRequestsLimit, "max_pending_requests",
		"must be between 1 and %d, got %d", MaxPendingRequestsLimit, c.MaxPendingRequests)
	p.Check(c.MaxWaitingRequests >= 0 && c.MaxWaitingRequests <= MaxPendingRequestsLimit, "max_waiting_requests",
		"must be between 0 (no bound) and %d, got %d", MaxPendingRequestsLimit, c.MaxWaitingRequests)
	for _, s := range []struct {
		key string
		l   StreamLimits
	}{{"requests", c.Requests}, {"assignments", c.Assignments}, {"decisions", c.Decisions}} {
		p.Check(s.l.MaxAge >= 0, s.key+".max_age", "must not be negative, got %v", s.l.MaxAge)
		p.Check(s.l.MaxBytes >= 0, s.key+".max_bytes", "must not be negative, got %d", s.l.MaxBytes)
		p.Check(s.l.MaxAge == 0 || c.DuplicateWindow <= s.l.MaxAge, s.key+".max_age",
			"must be at least duplicate_window (%v), got %v", c.DuplicateWindow, s.l.MaxAge)
	}
	c.Outputs.validate(&p)
	c.Inputs.validate(&p, c.Outputs.MaxObjectBytes)
	return p.Err()
}

func checkNATSURL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" {
		return fmt.Sprintf("%q is not a nats://host:port URL", redact(raw))
	}
	switch u.Scheme {
	case "nats", "tls", "ws", "wss":
		return ""
	}
	return fmt.Sprintf("%q must start with nats://, tls://, ws:// or wss://", redact(raw))
}

// redact drops user info (a password or token) from a URL before it is shown.
func redact(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return "<invalid url>"
	}
	if u.User != nil {
		u.User = url.User("redacted")
	}
	return u.String()
}

// IndexerCredentials are the credentials the indexer connects with: Indexer, with the
// section's TLS settings where it sets none, or the section's own when Indexer is nil.
func (c Config) IndexerCredentials() natsauth.Credentials { return c.roleCredentials(c.Indexer) }

// AdminCredentials are Admin with the section's TLS settings where it sets none, or the
// section's own when Admin is nil.
func (c Config) AdminCredentials() natsauth.Credentials { return c.roleCredentials(c.Admin) }

// AuthCalloutConfig is AuthCallout with its defaults and the section's TLS settings
// where it sets none. Call only when AuthCallout is set.
func (c Config) AuthCalloutConfig() AuthCallout {
	a := c.AuthCallout.WithDefaults()
	a.Credentials = c.roleCredentials(&a.Credentials)
	return a
}

// roleCredentials is the one rule for a role's own credentials (nats.indexer,
// nats.admin, nats.auth_callout): they take the section's ca_file where they set none;
// a role without credentials of its own (nil) connects as the section's user.
func (c Config) roleCredentials(role *natsauth.Credentials) natsauth.Credentials {
	if role == nil {
		return c.Credentials
	}
	rc := *role
	if rc.CAFile == "" {
		rc.CAFile = c.CAFile
	}
	return rc
}
