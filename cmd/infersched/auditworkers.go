package main

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/infersched/infersched/audit"
	"github.com/infersched/infersched/decisionlog"
)

// newAuditWorkersCmd is `infersched audit workers`: per worker, from the
// decision log's verification sections, the results of comparable models drawn, how
// many were sampled, verified (an agreeing attestation), disputed, and the slashes.
func newAuditWorkersCmd() *cobra.Command {
	var nf natsFlags
	var file string
	var from, to uint64
	cmd := &cobra.Command{
		Use:   "workers (--nats URL | --file FILE) [--from N] [--to M]",
		Short: "Per worker verification record: results, sampled, verified, disputes, slashes",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if (nf.url == "") == (file == "") {
				return badInput(errors.New("give exactly one of --nats and --file"))
			}
			src, closeSrc, err := openLog(cmd.Context(), nf, file, from, to, cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			defer closeSrc()
			c := audit.NewVerificationCollector()
			for rec, err := range decisionlog.Read(src, 0) {
				if err != nil {
					return &exitError{code: exitFailure, err: fmt.Errorf("reading the log: %w", err)}
				}
				c.Add(rec)
			}
			return audit.PrintWorkers(cmd.OutOrStdout(), c.Workers())
		},
	}
	cmd.Flags().StringVar(&nf.url, "nats", "", "read the log from this NATS server")
	nf.register(cmd)
	cmd.Flags().StringVar(&file, "file", "", "read the log from this JSON Lines file (from audit export)")
	cmd.Flags().Uint64Var(&from, "from", 0, "first round")
	cmd.Flags().Uint64Var(&to, "to", 0, "last round (0: the last one)")
	return cmd
}
