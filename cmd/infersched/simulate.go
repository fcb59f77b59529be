package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"golang.org/x/sys/unix"

	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/simulate"
)

func newSimulateCmd() *cobra.Command {
	var (
		tracePath, fleetPath, gasPath, cfgPath, policy string
		seed                                           uint64
		workers, parallel                              int
	)
	cmd := &cobra.Command{
		Use:   "simulate --trace FILE [--policy P] [--fleet FILE] [--gas-gwei-path T:GWEI,…] [--seed N]",
		Short: "Replay a request trace through the scheduler and the policies users would pick instead",
		Long: `simulate replays a trace (JSON Lines, one request a line: t_ms, model, task,
prompt_tokens, output_tokens, fee_wei, deadline_ms) in a deterministic discrete-event
simulation: the real scheduler.Plan every round against simulated GPU workers, a
simulated chain and requesters polling at every Retry-After; and the same trace under
round robin, random, least-loaded (llm-d's load-aware scorer) and the seed's greedy.
It prints one JSON object: per policy the time to result (p50, p99), deadline misses,
gas per result, the p99 wait of the lowest-fee decile, the Retry-After error and the
completed requests; and the plan's decisions per second and p99 time.

Without --fleet the fleet is 1 000 workers of three GPU classes (h100, a100, l4) serving
llama-7b, llama-70b, stable-diffusion-xl and whisper-large on a chain with 2 s blocks;
without --gas-gwei-path the gas price is 8 gwei with a spike to 150 gwei from 40 % of
the trace. docs/simulation.md describes every figure. The same --seed gives the same
output, except decisions_per_second and the plan_* times, which are measured.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if tracePath == "" {
				return badInput(fmt.Errorf("--trace is required"))
			}
			cfg, err := config.Load(cfgPath)
			if err != nil {
				return badInput(err)
			}
			o := simulate.Options{Config: cfg.Scheduler, Seed: seed, Fleet: simulate.DefaultFleet(), Parallel: parallel,
				Trace: func() (io.ReadCloser, error) { return os.Open(tracePath) }}
			if fleetPath != "" {
				f, err := os.Open(fleetPath)
				if err != nil {
					return badInput(err)
				}
				o.Fleet, err = simulate.DecodeFleet(f)
				f.Close()
				if err != nil {
					return badInput(err)
				}
			}
			if workers > 0 {
				o.Fleet = o.Fleet.Scaled(workers)
			}
			if gasPath != "" {
				if o.Gas, err = simulate.ParseGasPath(gasPath); err != nil {
					return badInput(err)
				}
			}
			if policy != "" {
				o.Policies = strings.Split(policy, ",")
			}
			start := time.Now()
			o.Clock = func() time.Duration { return time.Since(start) }
			o.CPUClock = threadCPU
			res, err := simulate.Run(o)
			if err != nil {
				return badInput(err)
			}
			enc := json.NewEncoder(cmd.OutOrStdout())
			enc.SetIndent("", "  ")
			return enc.Encode(res)
		},
	}
	f := cmd.Flags()
	f.StringVar(&tracePath, "trace", "", "trace file (JSON Lines)")
	f.StringVar(&policy, "policy", "", "policies to run, comma-separated (infersched, round_robin, random, least_loaded, seed); all when absent")
	f.StringVar(&fleetPath, "fleet", "", "fleet file (JSON); the default fleet when absent")
	f.StringVar(&gasPath, "gas-gwei-path", "", "gas price path T:GWEI,… (T a duration from the start, linear between points)")
	f.Uint64Var(&seed, "seed", 1, "seed of every random draw")
	f.IntVar(&workers, "workers", 0, "scale the fleet's classes to about this many workers")
	f.IntVar(&parallel, "parallel", 1, "policies run at once")
	f.StringVar(&cfgPath, "config", "", "configuration file (YAML) whose scheduler section the infersched policy plans with; defaults when absent")
	cmd.AddCommand(newSimulateGenCmd())
	return cmd
}

func newSimulateGenCmd() *cobra.Command {
	var (
		rate              float64
		duration, diurnal time.Duration
		seed              uint64
		gasPath, cfgPath  string
	)
	cmd := &cobra.Command{
		Use:   "gen [--rate R] [--duration D] [--seed N] [--gas-gwei-path …]",
		Short: "Write a trace with the published shapes of LLM serving traffic",
		Long: `gen writes a trace (JSON Lines) to standard output: conversation (chat) and code
(completion) requests with the prompt and output lengths of Azure's LLM inference trace
(Splitwise, ISCA 2024), conversations arriving as a Poisson process and code in bursts
as measured there, plus embeddings, images (stable-diffusion-xl) and transcriptions
(whisper-large), under a daily swing of the rate. Each requester pays the fee the quote
asks at its arrival (the gas path's price) times a tip. docs/simulation.md gives the
parameters and their sources.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cfg, err := config.Load(cfgPath)
			if err != nil {
				return badInput(err)
			}
			g := simulate.GenConfig{RatePerS: rate, DurationMS: duration.Milliseconds(), DiurnalMS: diurnal.Milliseconds(),
				Seed: seed, ResultGas: cfg.Scheduler.Routing.ResultGas, SafetyFactor: cfg.Scheduler.Routing.GasPriceSafetyFactor,
				Gas: simulate.DefaultGasPath(duration.Milliseconds())}
			if gasPath != "" {
				if g.Gas, err = simulate.ParseGasPath(gasPath); err != nil {
					return badInput(err)
				}
			}
			if err := g.Validate(); err != nil {
				return badInput(err)
			}
			return simulate.Generate(cmd.OutOrStdout(), g)
		},
	}
	f := cmd.Flags()
	f.Float64Var(&rate, "rate", 10, "mean requests per second")
	f.DurationVar(&duration, "duration", 24*time.Hour, "length of the trace")
	f.DurationVar(&diurnal, "diurnal-period", 24*time.Hour, "period of the daily swing (shorter for a compressed day; 0: none)")
	f.Uint64Var(&seed, "seed", 1, "seed of every random draw")
	f.StringVar(&gasPath, "gas-gwei-path", "", "gas price path the fees are quoted on; the simulator's default when absent")
	f.StringVar(&cfgPath, "config", "", "configuration file (YAML) whose result gas and safety factor the quotes use")
	return cmd
}

// threadCPU is the CPU time of the calling thread (CLOCK_THREAD_CPUTIME_ID).
func threadCPU() time.Duration {
	var ts unix.Timespec
	if err := unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts); err != nil {
		return 0
	}
	return time.Duration(ts.Nano())
}
