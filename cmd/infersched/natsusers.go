package main

import (
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/spf13/cobra"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/roles"
	"github.com/infersched/infersched/daemon/config"
)

// newNATSUsersCmd is `infersched config nats-users`: the nats-server users of the
// roles, for the operator's server configuration.
func newNATSUsersCmd() *cobra.Command {
	var workers []string
	var cfgFile string
	cmd := &cobra.Command{
		Use:   "nats-users [--config FILE] --worker ADDR [--worker ADDR …]",
		Short: "Print the nats-server users of every role, one per worker, with least-privilege permissions",
		Long: `nats-users prints a nats-server "users" list (for an account with JetStream, see
deploy/compose/nats/nats.conf): the indexer, the scheduler, the auditor, the admin
(the only one that creates or changes streams and buckets: nats.admin, or
` + "`infersched bus init`" + `) and one user per worker address, each allowed only the
subjects of its role. Passwords are
references to environment variables of the nats-server process:
NATS_PASSWORD_<USER> (upper case, '-' as '_'). Bucket names come from the daemon's
--config (the defaults without it). Re-run it when a worker joins.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			nc := bus.DefaultConfig()
			if cfgFile != "" {
				cfg, err := config.Load(cfgFile)
				if err != nil {
					return badInput(err)
				}
				nc = cfg.NATS
			}
			users := []roles.User{{Role: roles.Indexer, Name: "indexer"}, {Role: roles.Scheduler, Name: "scheduler"},
				{Role: roles.Auditor, Name: "auditor"}, {Role: roles.Admin, Name: "admin"}}
			for _, w := range workers {
				if !common.IsHexAddress(w) {
					return badInput(fmt.Errorf("--worker: must be a 0x address, got %q", w))
				}
				a := common.HexToAddress(w)
				users = append(users, roles.User{Role: roles.Worker, Name: roles.WorkerUser(a), Worker: a})
			}
			out, err := roles.Render(users, roles.LayoutOf(nc), func(u roles.User) string { return "$" + PasswordVar(u.Name) }, "      ")
			if err != nil {
				return badInput(err)
			}
			_, err = fmt.Fprintf(cmd.OutOrStdout(), "    users: [\n%s    ]\n", out)
			return err
		},
	}
	cmd.Flags().StringSliceVar(&workers, "worker", nil, "a worker's address (repeat, or comma-separated)")
	cmd.Flags().StringVar(&cfgFile, "config", "", "the daemon's configuration (bucket names)")
	return cmd
}

// PasswordVar is the environment variable nats-users names for user's password.
func PasswordVar(user string) string {
	return "NATS_PASSWORD_" + strings.ToUpper(strings.ReplaceAll(user, "-", "_"))
}
