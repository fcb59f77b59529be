package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/infersched/infersched/daemon/config"
)

func newConfigCmd() *cobra.Command {
	cmd := &cobra.Command{Use: "config", Short: "Work with configuration files"}
	var worker, runnable bool
	check := &cobra.Command{
		Use:   "check [--worker] [--runnable] FILE",
		Short: "Check a configuration file and report every problem at once",
		Long: `check reads FILE as the daemon's configuration (or, with --worker, as the worker's),
reports every problem with its key path and line, and exits 2 if there is one. With
--runnable it also checks what ` + "`infersched run`" + ` (or ` + "`infersched worker`" + `) checks
before it connects anywhere: the contract addresses, and the key loaded from its source
(the keystore decrypted with its password file, or the environment variable set). It
connects to nothing.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if worker {
				f, err := loadWorkerFile(args[0])
				if err == nil && runnable {
					_, err = workerKey(f.Worker)
				}
				if err != nil {
					return badInput(err)
				}
			} else {
				cfg, err := config.Load(args[0])
				if err == nil && runnable {
					_, err = preflight(cfg)
				}
				if err != nil {
					return badInput(fmt.Errorf("config %s: %w", args[0], err))
				}
			}
			_, err := fmt.Fprintln(cmd.OutOrStdout(), args[0]+": ok")
			return err
		},
	}
	check.Flags().BoolVar(&worker, "worker", false, "FILE is a worker configuration")
	check.Flags().BoolVar(&runnable, "runnable", false, "also check what 'infersched run' checks before it starts (contract addresses, the scheduler key)")
	cmd.AddCommand(check, newNATSUsersCmd())
	return cmd
}
