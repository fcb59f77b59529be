package main

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/spf13/cobra"
	"go.uber.org/zap"

	"github.com/redis/go-redis/v9"

	"github.com/infersched/infersched/daemon"
	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/internal/logconf"
	"github.com/infersched/infersched/workers"
)

func newRunCmd() *cobra.Command {
	var cfgPath, httpAddr, replicaID string
	cmd := &cobra.Command{
		Use:   "run --config FILE [--http ADDR] [--replica-id ID]",
		Short: "Run the scheduler daemon",
		Long: `run connects to the configured RPC endpoints, NATS and Redis, and runs the indexer,
the gas oracle, the worker registry, the round loop and the HTTP API until SIGINT or
SIGTERM (a round in progress finishes, publishes are flushed, NATS is drained).
SIGHUP reloads the configuration file: the scheduler section applies at once (validated
as a whole first), the other sections at the next start.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cfg, err := config.Load(cfgPath)
			if err != nil {
				return badInput(err)
			}
			if err := replicaOverrides(&cfg, httpAddr, replicaID, os.Getenv); err != nil {
				return badInput(err)
			}
			key, err := preflight(cfg)
			if err != nil {
				return badInput(fmt.Errorf("config %s: %w", cfgPath, err))
			}
			log, err := logconf.New(cfg.Log)
			if err != nil {
				return badInput(err)
			}
			defer log.Sync() //nolint:errcheck // nothing to do about it on the way out
			routeRedisLogs(log)

			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			reload := make(chan config.Config)
			go watchSIGHUP(ctx, cfgPath, reload, log)

			if err := daemon.Run(ctx, cfg, daemon.Options{Log: log, Version: version, Reload: reload, Key: key}); err != nil {
				if errors.Is(err, config.ErrInvalid) {
					return badInput(err)
				}
				return &exitError{code: exitFailure, err: err}
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&cfgPath, "config", "", "configuration file (YAML)")
	cmd.Flags().StringVar(&httpAddr, "http", "", "HTTP API listen address, over http.listen (one per replica)")
	cmd.Flags().StringVar(&replicaID, "replica-id", "", "this replica's id, over $"+replicaIDEnv+" and ha.replica_id (one per replica)")
	_ = cmd.MarkFlagRequired("config")
	return cmd
}

// preflight is every problem a start of `run` would meet before connecting anywhere,
// at once: what the daemon needs of the file (contract addresses) and the scheduler key
// loaded from its source. `config check --runnable` runs the same.
func preflight(cfg config.Config) (*ecdsa.PrivateKey, error) {
	key, keyErr := cfg.Signer.LoadKey()
	if keyErr != nil {
		keyErr = fmt.Errorf("signer: %w", keyErr)
	}
	return key, errors.Join(cfg.Runnable(), keyErr)
}

// replicaIDEnv sets ha.replica_id from the environment (a pod name, a systemd instance).
const replicaIDEnv = "INFERSCHED_REPLICA_ID"

// replicaOverrides applies what differs between replicas that share one file: the
// HTTP address (--http) and the replica id (--replica-id, else $INFERSCHED_REPLICA_ID,
// else the file's ha.replica_id), then validates the result.
func replicaOverrides(cfg *config.Config, httpAddr, replicaID string, getenv func(string) string) error {
	var from []string
	if httpAddr != "" {
		cfg.HTTP.Listen = httpAddr
		from = append(from, "--http")
	}
	switch {
	case replicaID != "":
		cfg.HA.ReplicaID = replicaID
		from = append(from, "--replica-id")
	case getenv(replicaIDEnv) != "":
		cfg.HA.ReplicaID = getenv(replicaIDEnv)
		from = append(from, replicaIDEnv)
	}
	if len(from) == 0 {
		return nil
	}
	if err := cfg.Validate(); err != nil {
		return fmt.Errorf("%s: %w", strings.Join(from, ", "), err)
	}
	return nil
}

// watchSIGHUP rereads the file on every SIGHUP and hands a valid configuration on.
func watchSIGHUP(ctx context.Context, path string, out chan<- config.Config, log *zap.Logger) {
	hup := make(chan os.Signal, 1)
	signal.Notify(hup, syscall.SIGHUP)
	defer signal.Stop(hup)
	for {
		select {
		case <-ctx.Done():
			return
		case <-hup:
		}
		cfg, err := config.Load(path)
		if err != nil {
			log.Warn("SIGHUP: configuration not reloaded", zap.Error(err))
			continue
		}
		select {
		case out <- cfg:
		case <-ctx.Done():
			return
		}
	}
}

// routeRedisLogs sends go-redis' log lines through zap. go-redis v9 has one logger per
// process (redis.SetLogger; no per-client option): only the commands that talk to Redis
// (run, dev) call this, once, before any client exists; no library package does.
func routeRedisLogs(log *zap.Logger) {
	redis.SetLogger(workers.NewRedisLogger(log.Named("redis")))
}
