package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/spf13/cobra"

	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/scheduler"
)

func newPlanCmd() *cobra.Command {
	var cfgPath string
	cmd := &cobra.Command{
		Use:   "plan [--config FILE] [SNAPSHOT|-]",
		Short: "Plan one round on a JSON snapshot and print the decision",
		Long: `plan runs the scheduler's score → filter → price → match on a JSON snapshot (a file,
or standard input when the argument is "-" or absent) and prints the decision as JSON:
the same code path the daemon runs every round and an auditor replays.

The snapshot's "config" object overrides keys of the scheduler section of --config.
Bad input exits with status 2 and one line on stderr naming the field and element.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			cfg, err := config.Load(cfgPath)
			if err != nil {
				return badInput(err)
			}
			in := cmd.InOrStdin()
			if len(args) == 1 && args[0] != "-" {
				f, err := os.Open(args[0])
				if err != nil {
					return badInput(fmt.Errorf("snapshot: %w", err))
				}
				defer f.Close()
				in = f
			}
			return planSnapshot(in, cmd.OutOrStdout(), cfg.Scheduler)
		},
	}
	cmd.Flags().StringVar(&cfgPath, "config", "", "configuration file (YAML); defaults when absent")
	return cmd
}

func planSnapshot(in io.Reader, out io.Writer, base scheduler.Config) error {
	snap, err := scheduler.DecodeSnapshot(in)
	if err != nil {
		return badInput(err)
	}
	cfg, err := scheduler.EffectiveConfig(base, snap)
	if err != nil {
		return badInput(err)
	}
	start := time.Now()
	d := scheduler.Plan(snap, cfg)
	d.Stats.PlanMS = float64(time.Since(start).Microseconds()) / 1000
	enc := json.NewEncoder(out)
	enc.SetIndent("", "  ")
	if err := enc.Encode(&d); err != nil {
		return &exitError{code: exitFailure, err: fmt.Errorf("writing decision: %w", err)}
	}
	return nil
}
