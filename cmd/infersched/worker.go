package main

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/nats-io/nats.go"
	"github.com/spf13/cobra"
	"go.uber.org/zap"

	"github.com/infersched/infersched/agent"
	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/roles"
	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/internal/logconf"
	"github.com/infersched/infersched/internal/natsauth"
	"github.com/infersched/infersched/internal/validate"
	"github.com/infersched/infersched/internal/yamlconf"
	"github.com/infersched/infersched/wire"
)

// workerFile is the configuration file of `infersched worker`: the worker section and
// the log section, nothing else.
type workerFile struct {
	Worker agent.Config   `yaml:"worker"`
	Log    logconf.Config `yaml:"log"`
}

// loadWorkerFile decodes path strictly (unknown keys are errors) over the defaults and
// validates every section, reporting every problem at once.
func loadWorkerFile(path string) (workerFile, error) {
	f := workerFile{Worker: agent.DefaultConfig(), Log: logconf.Default()}
	data, err := os.ReadFile(path)
	if err != nil {
		return f, fmt.Errorf("worker config: %w", err)
	}
	pos, decodeErr := yamlconf.Decode(data, &f)
	var v validate.Problems
	v.Merge("worker", f.Worker.Validate())
	v.Merge("log", f.Log.Validate())
	var p validate.Problems
	p.Merge("", decodeErr)
	p.Merge("", pos.Annotate(v.Err()))
	if err := p.Err(); err != nil {
		return f, fmt.Errorf("worker config %s: %w", path, err)
	}
	return f, nil
}

// workerKey loads the worker key from worker.key, by the scheduler key's rules.
func workerKey(cfg agent.Config) (*ecdsa.PrivateKey, error) {
	key, err := cfg.Key.LoadKey()
	if err != nil {
		return nil, fmt.Errorf("worker.key: %w", err)
	}
	return key, nil
}

// chainPool is the worker's chain access: the daemon's RPC failover pool over rpc_urls
// (a call fails over to the next endpoint when one breaks), checked against chain_id.
func chainPool(ctx context.Context, c agent.ChainConfig, log *zap.Logger) (*ethrpc.Pool, error) {
	pc := ethrpc.DefaultConfig()
	pc.RPCURLs, pc.ChainID = c.RPCURLs, c.ChainID
	pool, err := ethrpc.New(pc, nil, log.Named("rpc"), nil)
	if err != nil {
		return nil, err
	}
	if _, err := pool.ChainID(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("no usable RPC endpoint: %w", err)
	}
	return pool, nil
}

// checkWorkerChain fails the start loudly when the chain id or the contracts are not
// what the configuration says (see contracts.CheckDeployment): a worker pointed at the
// wrong router would run inference whose results can never be submitted.
func checkWorkerChain(ctx context.Context, b contracts.DeploymentBackend, c agent.ChainConfig) error {
	e := contracts.Expect{ChainID: c.ChainID, Router: common.HexToAddress(c.Router), Settings: contracts.Settings{
		ChainID: "worker.chain.chain_id", Router: "worker.chain.router", Registry: "worker.chain.registry"}}
	if c.Registry != "" {
		e.Registry = common.HexToAddress(c.Registry)
	}
	return contracts.CheckDeployment(ctx, b, e)
}

// connectWorkerNATS connects the worker; a refusal names the worker file's keys
// (worker.nats.user, not the daemon's nats.user).
func connectWorkerNATS(cfg agent.Config, key *ecdsa.PrivateKey, log *zap.Logger) (*nats.Conn, error) {
	creds := cfg.NATS
	if creds.KeyAuth {
		// The worker's key is its NATS identity: a fresh token per (re)connect for the
		// daemon's auth callout, its user's inbox (bus/keyauth).
		aud := creds.KeyAudience
		if aud == "" {
			aud = bus.DefaultAudience
		}
		creds.KeyToken = func() (string, error) { return wire.NATSToken(key, aud, time.Now()) }
		creds.KeyInbox = natsauth.Inbox(roles.WorkerUser(crypto.PubkeyToAddress(key.PublicKey)))
	}
	return bus.ConnectKeyed(cfg.NATSURL, creds, bus.Keys{URL: "worker.nats_url", Credentials: "worker.nats"}, "infersched-worker", log)
}

func newWorkerCmd() *cobra.Command {
	var cfgPath string
	cmd := &cobra.Command{
		Use:   "worker --config FILE",
		Short: "Run the reference GPU worker",
		Long: `worker runs the reference GPU worker: it heartbeats its load to the scheduler, takes its
assignments from JetStream, acknowledges them, runs them through the configured backend
(an OpenAI-compatible server such as vLLM, llama.cpp server or Ollama, or the built-in
echo model) and submits each result on chain with its voucher, until SIGINT or SIGTERM.
The configuration file holds a "worker" section and an optional "log" section.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			f, err := loadWorkerFile(cfgPath)
			if err != nil {
				return badInput(err)
			}
			cfg := f.Worker
			log, err := logconf.New(f.Log)
			if err != nil {
				return badInput(err)
			}
			defer log.Sync() //nolint:errcheck // nothing to do about it on the way out
			key, err := workerKey(cfg)
			if err != nil {
				return badInput(err)
			}
			var backend agent.Backend
			switch cfg.Backend.Kind {
			case "openai":
				if backend, err = agent.NewOpenAI(cfg.Backend, nil); err != nil {
					return badInput(err)
				}
			default:
				backend = agent.NewEchoDelay(cfg.Backend.EchoDelay)
			}
			if cfg.Fault.Dishonest {
				log.Warn("fault injection: worker.fault.dishonest is set, this worker submits wrong outputs (tests and dev only)")
			}
			backend = cfg.Fault.Wrap(backend)

			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			pool, err := chainPool(ctx, cfg.Chain, log)
			if err != nil {
				return &exitError{code: exitFailure, err: err}
			}
			defer pool.Close()
			if err := checkWorkerChain(ctx, pool.Client(), cfg.Chain); err != nil {
				return &exitError{code: exitFailure, err: err}
			}
			nc, err := connectWorkerNATS(cfg, key, log)
			if err != nil {
				return &exitError{code: exitFailure, err: err}
			}
			defer nc.Close()
			w, err := agent.New(cfg, agent.Deps{
				Key: key, NATS: nc, Chain: pool.Client(), ChainID: new(big.Int).SetUint64(cfg.Chain.ChainID),
				Router: common.HexToAddress(cfg.Chain.Router), Backend: backend, Log: log,
				Verifier: common.HexToAddress(cfg.Chain.ResultVerifier),
			})
			if err != nil {
				return badInput(err)
			}
			log.Info("worker starting", zap.String("address", w.Address().Hex()), zap.String("backend", cfg.Backend.Kind))
			if err := w.Run(ctx); err != nil {
				return &exitError{code: exitFailure, err: err}
			}
			st := w.Stats()
			log.Info("worker stopped", zap.Int64("received", st.Received), zap.Int64("completed", st.Completed),
				zap.Int64("nacked", st.Nacked), zap.Int64("failed", st.Failed), zap.Int64("skipped", st.Skipped))
			return nil
		},
	}
	cmd.PersistentFlags().StringVar(&cfgPath, "config", "", "worker configuration file (YAML)")
	_ = cmd.MarkPersistentFlagRequired("config")
	cmd.AddCommand(newWorkerRegisterCmd(&cfgPath))
	return cmd
}

func newWorkerRegisterCmd(cfgPath *string) *cobra.Command {
	var stake string
	cmd := &cobra.Command{
		Use:   "register --config FILE --stake WEI",
		Short: "Stake in the WorkerRegistry so that the scheduler accepts this worker",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			f, err := loadWorkerFile(*cfgPath)
			if err != nil {
				return badInput(err)
			}
			cfg := f.Worker
			wei, ok := new(big.Int).SetString(stake, 10)
			if !ok || wei.Sign() <= 0 {
				return badInput(fmt.Errorf("--stake must be a positive amount of wei, got %q", stake))
			}
			if cfg.Chain.Registry == "" {
				return badInput(errors.New("worker.chain.registry: must be set to register"))
			}
			key, err := workerKey(cfg)
			if err != nil {
				return badInput(err)
			}
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			pool, err := chainPool(ctx, cfg.Chain, zap.NewNop())
			if err != nil {
				return &exitError{code: exitFailure, err: err}
			}
			defer pool.Close()
			ctx, cancel := context.WithTimeout(ctx, cfg.Tx.ReceiptTimeout)
			defer cancel()
			r, err := agent.Register(ctx, pool.Client(), new(big.Int).SetUint64(cfg.Chain.ChainID),
				common.HexToAddress(cfg.Chain.Registry), key, wei)
			if err != nil {
				return &exitError{code: exitFailure, err: err}
			}
			fmt.Fprintf(cmd.OutOrStdout(), "registered: tx %s in block %s\n", r.TxHash.Hex(), r.BlockNumber)
			return nil
		},
	}
	cmd.Flags().StringVar(&stake, "stake", "", "stake in wei (decimal)")
	_ = cmd.MarkFlagRequired("stake")
	return cmd
}
