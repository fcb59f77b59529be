package main

import (
	"errors"
	"os"
	"os/signal"
	"syscall"

	"github.com/spf13/cobra"

	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/daemon/devstack"
	"github.com/infersched/infersched/internal/logconf"
)

func newDevCmd() *cobra.Command {
	o := devstack.DefaultOptions()
	var logLevel string
	cmd := &cobra.Command{
		Use:   "dev",
		Short: "Run the whole system in one process (dev chain, NATS, Redis, daemon, workers)",
		Long: `dev runs everything on this machine with nothing installed but Go: an in-process
Ethereum dev chain (JSON-RPC over HTTP and WebSocket on --rpc, chain id 1337, contracts
deployed, funded dev accounts whose keys are printed), an embedded nats-server with
JetStream, Redis from --redis or an embedded Redis-compatible server, the daemon in dev
mode (GET /v1/info lists the dev accounts with their keys), --workers echo workers and,
with --load, a generator sending real requestInference transactions. The workers serve
model "echo" ("echo: " + prompt) and model "repeat" (the prompt repeated and cut to
exactly maxTokens bytes), and settle batchable results --batch at a time.

It prints the endpoints, contract addresses and keys at start, then one progress line
every few seconds; --duration stops it with a final summary. The keys are public: never
use them anywhere else.

--worker-config FILE stakes one more worker account (operator-0) and writes a
configuration that ` + "`infersched worker --config FILE`" + ` runs as is against this stack: attach
your own worker (point its backend at your inference server).

--backend-url URL puts a real server behind the stack: the workers also serve
--backend-models (default llama-7b) through the OpenAI-compatible server at URL, for
every task (chat, completion, embedding, image, transcription), and read its metrics as
their load. ` + "`make engine`" + ` serves the test kit's tiny model there. Their results are
verified by scores like any generating model's: at start the stack calibrates each model
on --calibrate honest results against the server (` + "`infersched verify calibrate`" + `'s work)
and verifies it at the thresholds suggested, never tighter than the defaults; --calibrate 0
takes the default thresholds. A model the calibration fails on (the server names no token
ids or cannot re-score) is not verified. The banner says which.

--no-daemon --write-config FILE runs all of it but the scheduler and writes a
configuration that several ` + "`infersched run --config FILE --http ADDR`" + ` replicas use as is.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			log, err := logconf.New(logconf.Config{Level: logLevel, Format: "console"})
			if err != nil {
				return badInput(err)
			}
			defer log.Sync() //nolint:errcheck // nothing to do about it on the way out
			routeRedisLogs(log)
			o.Log, o.Out, o.Version = log, cmd.OutOrStdout(), version
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			if err := devstack.Run(ctx, o); err != nil {
				if errors.Is(err, devstack.ErrInvalid) || errors.Is(err, config.ErrInvalid) {
					return badInput(err)
				}
				return &exitError{code: exitFailure, err: err}
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.HTTP, "http", o.HTTP, "HTTP API listen address")
	f.StringVar(&o.RPC, "rpc", o.RPC, `dev chain JSON-RPC (HTTP and WebSocket) listen address; "-" for none`)
	f.StringVar(&o.NATS, "nats", o.NATS, "embedded nats-server listen address")
	f.StringVar(&o.Data, "data", "", "JetStream and worker state directory (default: a temporary directory, removed at exit)")
	f.StringVar(&o.RedisURL, "redis", "", "Redis URL, e.g. redis://127.0.0.1:6379 (default: embedded Redis-compatible server)")
	f.IntVar(&o.Workers, "workers", o.Workers, "echo workers to run (models echo and repeat)")
	f.IntVar(&o.Dishonest, "dishonest", 0, "make this many of the workers return wrong outputs (fault injection; GET /v1/info lists them as dishonest_workers)")
	f.IntVar(&o.BatchSize, "batch", devstack.DefaultBatchSize, "results a worker settles per submitResults transaction (1: every result on its own)")
	f.IntVar(&o.Users, "users", o.Users, "funded requester accounts (the load comes from all of them)")
	f.Float64Var(&o.Load, "load", 0, "send this many requestInference transactions per second (0: none)")
	f.DurationVar(&o.Duration, "duration", 0, "stop after this long and print a summary (0: until interrupted)")
	f.DurationVar(&o.Drain, "drain", o.Drain, "after --duration, wait at most this long for the requests still open before the summary counts them lost")
	f.BoolVar(&o.KeepRunning, "keep-running", false, "after --duration's summary, keep the chain and services up until interrupted (to audit the run against the dev chain)")
	f.DurationVar(&o.ReportEvery, "report-every", o.ReportEvery, "interval of the progress line")
	f.StringVar(&logLevel, "log-level", "warn", "log level: debug, info, warn or error")
	f.BoolVar(&o.NoDaemon, "no-daemon", false, "run everything but the scheduler: replicas are started apart with 'infersched run'")
	f.StringVar(&o.WriteConfig, "write-config", "", "write the daemon's configuration to `FILE` (its folder is created; the scheduler key as a keystore file beside it) for 'infersched run --config FILE'")
	f.StringVar(&o.WorkerConfig, "worker-config", "", "write a staked worker's configuration to `FILE` (its key, the chain, its NATS user and password beside it): attach your own worker with 'infersched worker --config FILE'")
	f.StringVar(&o.NATSURL, "nats-url", "", "use these NATS servers (comma separated) instead of the embedded one")
	f.IntVar(&o.NATSReplicas, "nats-replicas", 0, "replicas of the streams and buckets on --nats-url (3 on a three-node cluster)")
	f.StringVar(&o.BackendURL, "backend-url", "", "`URL` of an OpenAI-compatible server (vLLM, llama-server, Ollama, the test kit's make engine) the workers also serve --backend-models through, every task")
	f.IntVar(&o.Calibrate, "calibrate", o.Calibrate, "honest results each --backend-models model is calibrated on at start, for its verification thresholds (0: the defaults)")
	f.StringSliceVar(&o.BackendModels, "backend-models", nil, "the `models` served at --backend-url, comma separated (default llama-7b)")
	f.StringVar(&o.L2, "l2", "", `boot the dev chain as an L2: "op" (OP-stack GasPriceOracle/L1Block predeploys) or "arbitrum" (ArbGasInfo stand-in); sets chain.l2`)
	return cmd
}
