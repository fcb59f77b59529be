package bus

import (
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"go.uber.org/zap"

	"github.com/infersched/infersched/internal/natsauth"
)

// Connect opens a connection to cfg.URL with the configured credentials. It reconnects
// forever, with backoff, presenting the credentials as they are at each attempt (a
// password file is read again), also after the server refused them: a password being
// rotated, or put back, must not leave a connection closed for good. A caller
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
			if err == nil {
				return // closed by its owner: a clean stop, not a fault
			}
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
