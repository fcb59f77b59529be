package main

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/nats-io/nats.go/jetstream"
	"github.com/spf13/cobra"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/lease"
	"github.com/infersched/infersched/daemon/config"
)

func newBusCmd() *cobra.Command {
	cmd := &cobra.Command{Use: "bus", Short: "Manage the NATS layout (streams and buckets)"}
	cmd.AddCommand(newBusInitCmd(), newBusCheckCmd())
	return cmd
}

// newBusInitCmd is `infersched bus init`: the layout created or put back by the admin.
func newBusInitCmd() *cobra.Command {
	var cfgFile string
	cmd := &cobra.Command{
		Use:   "init --config FILE",
		Short: "Create the streams and buckets, or put back what differs, as the bus admin",
		Long: `init connects with the nats.admin credentials of --config (the section's own when
nats.admin is unset) and creates every stream and KV bucket of the layout, or updates
those whose settings differ (a shortened retention is put back), the shard lease bucket
(ha.bucket) included, listing each. Run it
once per layout change; the runtime roles cannot change a stream.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cfg, err := config.Load(cfgFile)
			if err != nil {
				return badInput(err)
			}
			js, closeJS, err := busJS(cfg, true)
			if err != nil {
				return err
			}
			defer closeJS()
			ctx, cancel := context.WithTimeout(cmd.Context(), time.Minute)
			defer cancel()
			changes, err := bus.EnsureLayout(ctx, js, cfg.NATS)
			if err == nil {
				var ch *bus.Change
				if ch, err = lease.BucketLayout(ctx, js, cfg.HA, leaseStorage(cfg), cfg.NATS.Replicas, true); ch != nil {
					changes = append(changes, *ch)
				}
			}
			for _, c := range changes {
				fmt.Fprintln(cmd.OutOrStdout(), c.String())
			}
			if err != nil {
				return &exitError{code: exitFailure, err: err}
			}
			fmt.Fprintf(cmd.OutOrStdout(), "layout in place (%d changed)\n", len(changes))
			return nil
		},
	}
	cmd.Flags().StringVar(&cfgFile, "config", "", "the daemon's configuration")
	_ = cmd.MarkFlagRequired("config")
	return cmd
}

// newBusCheckCmd is `infersched bus check`: the layout compared, nothing written.
func newBusCheckCmd() *cobra.Command {
	var cfgFile string
	cmd := &cobra.Command{
		Use:   "check --config FILE",
		Short: "Report every stream or bucket that is missing or differs from the layout",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cfg, err := config.Load(cfgFile)
			if err != nil {
				return badInput(err)
			}
			js, closeJS, err := busJS(cfg, false)
			if err != nil {
				return err
			}
			defer closeJS()
			ctx, cancel := context.WithTimeout(cmd.Context(), time.Minute)
			defer cancel()
			err = bus.CheckLayout(ctx, js, cfg.NATS)
			if _, lerr := lease.BucketLayout(ctx, js, cfg.HA, leaseStorage(cfg), cfg.NATS.Replicas, false); lerr != nil {
				err = errors.Join(err, lerr)
			}
			if err != nil {
				return &exitError{code: exitFailure, err: err}
			}
			fmt.Fprintln(cmd.OutOrStdout(), "layout as configured")
			return nil
		},
	}
	cmd.Flags().StringVar(&cfgFile, "config", "", "the daemon's configuration")
	_ = cmd.MarkFlagRequired("config")
	return cmd
}

// leaseStorage is the lease bucket's storage: the streams'.
func leaseStorage(cfg config.Config) jetstream.StorageType {
	if cfg.NATS.Storage == "memory" {
		return jetstream.MemoryStorage
	}
	return jetstream.FileStorage
}

// busJS connects with the admin's credentials (admin) or the section's own.
func busJS(cfg config.Config, admin bool) (jetstream.JetStream, func(), error) {
	creds := cfg.NATS.Credentials
	if admin {
		creds = cfg.NATS.AdminCredentials()
	}
	nc, err := bus.ConnectAs(cfg.NATS.URL, creds, "infersched-bus", nil)
	if err != nil {
		return nil, nil, &exitError{code: exitFailure, err: err}
	}
	js, err := jetstream.New(nc)
	if err != nil {
		nc.Close()
		return nil, nil, &exitError{code: exitFailure, err: err}
	}
	return js, nc.Close, nil
}
