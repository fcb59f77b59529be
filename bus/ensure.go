package bus

import (
	"fmt"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"go.uber.org/zap"

	"github.com/infersched/infersched/internal/natsauth"
)

// Connect opens a connection to cfg.URL with the configured credentials. It reconnects
// forever; a caller closes it. A subject the server refuses this user (a permissions
// violation) is logged as a warning: it is a misconfigured role, never silent.
func Connect(cfg Config, name string, log *zap.Logger) (*nats.Conn, error) {
	return ConnectAs(cfg.URL, cfg.Credentials, name, log)
}

// ConnectAs is Connect with other credentials for the same servers (the indexer's).
func ConnectAs(url string, creds natsauth.Credentials, name string, log *zap.Logger) (*nats.Conn, error) {
	if log == nil {
		log = zap.NewNop()
	}
	opts := []nats.Option{
		nats.Name(name),
		nats.MaxReconnects(-1),
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
		return nil, fmt.Errorf("connect to nats at %s: %w (%s)", RedactURL(url), err, connectHint(err))
	}
	return nc, nil
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
