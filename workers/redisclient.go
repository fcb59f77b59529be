package workers

import (
	"crypto/tls"
	"crypto/x509"
	"fmt"
	"os"

	"github.com/redis/go-redis/v9"
)

// NewRedisClient builds the client described by cfg: a cluster client when cluster.addrs
// lists nodes, a failover client through Sentinel when sentinel.master_name is set, a
// plain client otherwise. It does not connect; the
// first command does (and go-redis reconnects after a failure by itself).
func NewRedisClient(cfg RedisConfig) (redis.UniversalClient, error) {
	if err := cfg.Validate(); err != nil {
		return nil, fmt.Errorf("redis config: %w", err)
	}
	if cfg.PasswordEnv != "" {
		if cfg.Password = os.Getenv(cfg.PasswordEnv); cfg.Password == "" {
			return nil, fmt.Errorf("redis.password_env: %s is empty or unset", cfg.PasswordEnv)
		}
	}
	var tlsCfg *tls.Config
	if cfg.TLS.Enabled {
		tlsCfg = &tls.Config{
			MinVersion:         tls.VersionTLS12,
			ServerName:         cfg.TLS.ServerName,
			InsecureSkipVerify: cfg.TLS.InsecureSkipVerify, //nolint:gosec // operator's explicit choice
		}
		if cfg.TLS.CAFile != "" {
			pem, err := os.ReadFile(cfg.TLS.CAFile)
			if err != nil {
				return nil, fmt.Errorf("redis.tls.ca_file: %w", err)
			}
			pool := x509.NewCertPool()
			if !pool.AppendCertsFromPEM(pem) {
				return nil, fmt.Errorf("redis.tls.ca_file: no PEM certificate in %s", cfg.TLS.CAFile)
			}
			tlsCfg.RootCAs = pool
		}
	}
	// One option block; go-redis picks the client from it (cluster mode, a master
	// name through Sentinel, or one address).
	opts := &redis.UniversalOptions{
		Username:     cfg.Username,
		Password:     cfg.Password,
		DB:           cfg.DB,
		TLSConfig:    tlsCfg,
		DialTimeout:  cfg.DialTimeout,
		ReadTimeout:  cfg.ReadTimeout,
		WriteTimeout: cfg.WriteTimeout,
	}
	switch {
	case len(cfg.Cluster.Addrs) > 0:
		opts.Addrs, opts.IsClusterMode, opts.DB = cfg.Cluster.Addrs, true, 0 // a cluster has one database
	case cfg.Sentinel.MasterName != "":
		opts.MasterName, opts.Addrs, opts.SentinelPassword = cfg.Sentinel.MasterName, cfg.Sentinel.Addrs, cfg.Sentinel.Password
	default:
		opts.Addrs = []string{cfg.Addr}
	}
	return redis.NewUniversalClient(opts), nil
}
