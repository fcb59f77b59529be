package bus

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"go.uber.org/zap"

	"github.com/infersched/infersched/internal/natsauth"
	"github.com/infersched/infersched/wire"
)

// Connect opens a connection to cfg.URL with the configured credentials. It reconnects
// forever, with backoff, presenting the credentials as they are at each attempt (a
// password file is read again), also after the server refused them: a password being
// rotated, or put back, must not leave a connection closed for good (issue 26). A caller
// closes it. A subject the server refuses this user (a permissions violation) is logged
// as a warning: it is a misconfigured role, never silent.
func Connect(cfg Config, name string, log *zap.Logger) (*nats.Conn, error) {
	return ConnectAs(cfg.URL, cfg.Credentials, name, log)
}

// ConnectAs is Connect with other credentials for the same servers (the indexer's).
func ConnectAs(url string, creds natsauth.Credentials, name string, log *zap.Logger) (*nats.Conn, error) {
	return ConnectKeyed(url, creds, DaemonKeys, name, log)
}

// Keys are where a configuration file sets a connection's URL and credentials, for
// the hints of a failed connection: an operator is told the key to fix in the file at
// hand.
type Keys struct{ URL, Credentials string }

// DaemonKeys are the daemon's nats section.
var DaemonKeys = Keys{URL: "nats.url", Credentials: "nats"}

// ConnectKeyed is ConnectAs whose errors name keys.
func ConnectKeyed(url string, creds natsauth.Credentials, keys Keys, name string, log *zap.Logger) (*nats.Conn, error) {
	if log == nil {
		log = zap.NewNop()
	}
	opts := []nats.Option{
		nats.Name(name),
		nats.MaxReconnects(-1),
		// nats.go closes a connection for good when a server refuses its credentials
		// twice in a row; a closed connection never comes back.
		nats.IgnoreAuthErrorAbort(),
		nats.CustomReconnectDelay(ReconnectDelay),
		// A node cut off by the network is noticed in 20–30 s (nats.go: 2 min × 2).
		nats.PingInterval(PingInterval), nats.MaxPingsOutstanding(2),
		nats.ClosedHandler(func(nc *nats.Conn) {
			if err := nc.LastError(); err != nil {
				log.Error("nats connection closed", zap.Error(err))
			}
		}),
		nats.DisconnectErrHandler(func(_ *nats.Conn, err error) {
			log.Warn("nats disconnected", zap.Error(err))
		}),
		nats.ReconnectHandler(func(nc *nats.Conn) {
			log.Info("nats reconnected", zap.String("server", nc.ConnectedUrlRedacted()))
		}),
		nats.ErrorHandler(func(_ *nats.Conn, sub *nats.Subscription, err error) {
			f := []zap.Field{zap.Error(err)}
			if sub != nil {
				f = append(f, zap.String("subscription", sub.Subject))
			}
			log.Warn("nats error", f...)
		}),
	}
	auth, err := creds.Options()
	if err != nil {
		return nil, err
	}
	nc, err := nats.Connect(url, append(opts, auth...)...)
	if err != nil {
		return nil, fmt.Errorf("connect to nats at %s: %w (%s)", RedactURL(url), err, connectHint(err, keys))
	}
	return nc, nil
}

// Reconnect backoff: the first retry after ReconnectMin, doubling up to ReconnectMax,
// each with up to a fifth more at random so that replicas and workers cut off together
// do not come back in step.
const (
	ReconnectMin = 50 * time.Millisecond
	ReconnectMax = 2 * time.Second
)

// PingInterval is how often a client pings its server.
const PingInterval = 10 * time.Second

// ReconnectDelay is the wait before reconnect attempt n (1-based passes over the
// server list, as nats.go counts them).
func ReconnectDelay(n int) time.Duration {
	d := ReconnectMax
	if n >= 1 && n < 16 {
		d = min(ReconnectMin<<(n-1), ReconnectMax)
	}
	return d + rand.N(d/5+1)
}

// StreamConfigs returns the configuration of the three streams as Ensure applies it.
func StreamConfigs(cfg Config) []jetstream.StreamConfig {
	storage, compression := cfg.storage()
	mk := func(name, desc string, subjects []string, l StreamLimits) jetstream.StreamConfig {
		maxBytes := l.MaxBytes
		if maxBytes == 0 {
			maxBytes = -1
		}
		return jetstream.StreamConfig{
			Name:        name,
			Description: desc,
			Subjects:    subjects,
			Retention:   jetstream.LimitsPolicy,
			Discard:     jetstream.DiscardOld,
			MaxAge:      l.MaxAge,
			MaxBytes:    maxBytes,
			MaxMsgs:     -1,
			Storage:     storage,
			Compression: compression,
			Replicas:    cfg.Replicas,
			Duplicates:  cfg.DuplicateWindow,
		}
	}
	return []jetstream.StreamConfig{
		mk(wire.StreamRequests, "chain events: requests per model, results, refunds, retractions, rejections",
			[]string{wire.SubjectRequestsAll, wire.SubjectResults, wire.SubjectRefunds, wire.SubjectRetractions, wire.SubjectRejections},
			cfg.Requests),
		mk(wire.StreamAssignments, "assignments, one subject per worker", []string{wire.SubjectAssignAll}, cfg.Assignments),
		mk(wire.StreamDecisions, "decision records of every round, and their on-chain anchors", []string{wire.SubjectDecisionsAll, wire.SubjectDecisionsLegacy, wire.SubjectAnchors}, cfg.Decisions),
	}
}

// Ensure creates the streams and KV buckets, or updates them to cfg. Safe to call on
// every start and from several processes.
func Ensure(ctx context.Context, js jetstream.JetStream, cfg Config) error {
	if err := cfg.Validate(); err != nil {
		return fmt.Errorf("nats config: %w", err)
	}
	for _, sc := range StreamConfigs(cfg) {
		if _, err := js.CreateOrUpdateStream(ctx, sc); err != nil {
			return fmt.Errorf("ensure stream %s: %w%s%s", sc.Name, err, jetStreamHint(err), storageHint(err, cfg, sc))
		}
	}
	storage, compression := cfg.storage()
	compressed := compression == jetstream.S2Compression
	for _, kc := range []jetstream.KeyValueConfig{
		{Bucket: cfg.CheckpointBucket, Description: "indexer checkpoints", History: 5, Storage: storage, Replicas: cfg.Replicas, Compression: compressed},
		{Bucket: cfg.StatusBucket, Description: "request status and ETA", History: 1, Storage: storage, Replicas: cfg.Replicas, Compression: compressed},
		{Bucket: cfg.ConfigBucket, Description: "runtime configuration watched by every replica", History: 10, Storage: storage, Replicas: cfg.Replicas, Compression: compressed},
		{Bucket: cfg.SightingsBucket, Description: "requests, transactions, head and outputs as the indexer saw them",
			History: 1, TTL: cfg.Requests.MaxAge, Storage: storage, Replicas: cfg.Replicas, Compression: compressed},
	} {
		if _, err := js.CreateOrUpdateKeyValue(ctx, kc); err != nil {
			return fmt.Errorf("ensure kv bucket %s: %w", kc.Bucket, err)
		}
	}
	return nil
}

// storage is the section's storage type and compression (none with memory storage).
func (c Config) storage() (jetstream.StorageType, jetstream.StoreCompression) {
	if c.Storage == "memory" {
		return jetstream.MemoryStorage, jetstream.NoCompression
	}
	if c.Compression == "none" {
		return jetstream.FileStorage, jetstream.NoCompression
	}
	return jetstream.FileStorage, jetstream.S2Compression
}
