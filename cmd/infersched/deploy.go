package main

import (
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/spf13/cobra"
	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts/deploy"
	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/internal/logconf"
	"github.com/infersched/infersched/internal/signer"
)

func newDeployCmd() *cobra.Command {
	var (
		rpcURLs                []string
		key                    signer.Config
		owner, scheduler, out  string
		minStake               string
		slash, reward          string
		challenge, dispute     time.Duration
		maxPrompt, maxModel    uint64
		unstakeDelay, rcptWait time.Duration
		logLevel               string
	)
	cmd := &cobra.Command{
		Use:   "deploy --rpc URL --scheduler ADDR --out DIR (--keystore FILE --password-file FILE | --key-env NAME)",
		Short: "Deploy InferenceRouter, WorkerRegistry, DecisionAnchor and ResultVerifier, and write the config sections",
		Long: `deploy sends the contracts' deployments from the deployer key, one after the
other, waits for each receipt, and checks the code and the constructor's values at each
address. The ResultVerifier is bound to the registry with the deployer key;
its challenge and dispute windows must sum below --unstake-delay (with the default
windows, an --unstake-delay under 4 s deploys no verifier). It keeps a record in DIR/deployment.json after every contract, so a re-run
resumes an interrupted deployment and, once complete, only verifies it. It then writes
DIR/daemon-chain.yaml (the daemon's chain section and indexer.start_block) and
DIR/worker-chain.yaml (the worker's chain section).

The deployer key comes from an encrypted keystore (--keystore, --password-file) or
from a hex private key in an environment variable (--key-env, default
INFERSCHED_DEPLOYER_KEY). It pays the gas and is not needed afterwards; --owner (the
deployer when empty) may rotate the scheduler key and change the router's limits.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			var errs []error
			if len(rpcURLs) == 0 {
				errs = append(errs, errors.New("--rpc: at least one JSON-RPC endpoint is required"))
			}
			if out == "" {
				errs = append(errs, errors.New("--out: the output directory is required"))
			}
			p := deploy.Params{MaxPromptBytes: maxPrompt, MaxModelNameBytes: maxModel, UnstakeDelay: unstakeDelay,
				ChallengeWindow: challenge, DisputeWindow: dispute}
			addr := func(flag, v string) common.Address {
				if !common.IsHexAddress(v) {
					errs = append(errs, fmt.Errorf("--%s: must be a 0x address, got %q", flag, v))
					return common.Address{}
				}
				return common.HexToAddress(v)
			}
			p.Scheduler = addr("scheduler", scheduler)
			var ok bool
			if p.MinStakeWei, ok = new(big.Int).SetString(minStake, 10); !ok {
				errs = append(errs, fmt.Errorf("--min-stake: must be a decimal amount of wei, got %q", minStake))
				p.MinStakeWei = new(big.Int)
			}
			for _, w := range []struct {
				flag, v string
				dst     **big.Int
			}{{"slash", slash, &p.SlashWei}, {"verifier-reward", reward, &p.VerifierRewardWei}} {
				if w.v == "" {
					continue
				}
				if *w.dst, ok = new(big.Int).SetString(w.v, 10); !ok {
					errs = append(errs, fmt.Errorf("--%s: must be a decimal amount of wei, got %q", w.flag, w.v))
					*w.dst = nil
				}
			}
			if err := key.Validate(); err != nil {
				errs = append(errs, err)
			}
			k, err := key.LoadKey()
			if err != nil {
				errs = append(errs, err)
			}
			if owner != "" {
				p.Owner = addr("owner", owner)
			} else if k != nil {
				p.Owner = crypto.PubkeyToAddress(k.PublicKey)
			}
			if k != nil {
				errs = append(errs, p.Validate())
			}
			if err := errors.Join(errs...); err != nil {
				return badInput(err)
			}
			log, err := logconf.New(logconf.Config{Level: logLevel, Format: "console"})
			if err != nil {
				return badInput(err)
			}
			defer log.Sync() //nolint:errcheck // nothing to do about it on the way out

			if err := os.MkdirAll(out, 0o755); err != nil {
				return &exitError{code: exitFailure, err: err}
			}
			prev, err := deploy.ReadRecord(out)
			if err != nil {
				return badInput(err)
			}
			ctx := cmd.Context()
			client, err := ethclient.DialContext(ctx, rpcURLs[0])
			if err != nil {
				return &exitError{code: exitFailure, err: fmt.Errorf("rpc %s: %w", ethrpc.Redact(rpcURLs[0]), err)}
			}
			defer client.Close()
			d := deploy.Deployer{Backend: client, Key: k, Log: log, ReceiptTimeout: rcptWait,
				Save: func(r *deploy.Record) error { return deploy.WriteRecord(out, r) }}
			rec, err := d.Deploy(ctx, p, prev)
			if err != nil {
				return &exitError{code: exitFailure, err: fmt.Errorf("rpc %s: %w", ethrpc.Redact(rpcURLs[0]), err)}
			}
			if err := deploy.WriteRecord(out, rec); err != nil {
				return &exitError{code: exitFailure, err: err}
			}
			if err := deploy.WriteConfigs(out, rec, rpcURLs); err != nil {
				return &exitError{code: exitFailure, err: err}
			}
			log.Info("deployment complete", zap.Uint64("chain_id", rec.ChainID),
				zap.String("router", rec.Router.Address.Hex()), zap.String("worker_registry", rec.Registry.Address.Hex()),
				zap.String("decision_anchor", rec.Anchor.Address.Hex()))
			fmt.Fprintf(cmd.OutOrStdout(), "%s\n%s\n", filepath.Join(out, deploy.DaemonChainFile), filepath.Join(out, deploy.WorkerChainFile))
			return nil
		},
	}
	f := cmd.Flags()
	f.StringSliceVar(&rpcURLs, "rpc", nil, "JSON-RPC endpoint (the first is used to deploy; all are written to the configs)")
	f.StringVar(&key.KeystoreFile, "keystore", "", "deployer key: encrypted keystore file (geth account new)")
	f.StringVar(&key.PasswordFile, "password-file", "", "the keystore's password file")
	f.StringVar(&key.PrivateKeyEnv, "key-env", "INFERSCHED_DEPLOYER_KEY", "deployer key: environment variable holding a hex private key (when no --keystore)")
	f.StringVar(&scheduler, "scheduler", "", "address of the scheduler key (signs vouchers and anchors)")
	f.StringVar(&owner, "owner", "", "owner of the router and the anchor (default: the deployer)")
	f.Uint64Var(&maxPrompt, "max-prompt-bytes", 32768, "InferenceRouter: largest prompt in bytes")
	f.Uint64Var(&maxModel, "max-model-name-bytes", 64, "InferenceRouter: longest model name in bytes")
	f.StringVar(&minStake, "min-stake", "1000000000000000000", "WorkerRegistry: minimum stake in wei")
	f.DurationVar(&unstakeDelay, "unstake-delay", 7*24*time.Hour, "WorkerRegistry: delay between requestUnstake and withdraw (whole seconds)")
	f.StringVar(&slash, "slash", "", "ResultVerifier: wei slashed from a dispute's loser (default: --min-stake)")
	f.StringVar(&reward, "verifier-reward", "1000000000000000", "ResultVerifier: wei paid per check from its pool")
	f.DurationVar(&challenge, "challenge-window", 0, "ResultVerifier: how long after a result a dispute may open (default: half --unstake-delay)")
	f.DurationVar(&dispute, "dispute-window", 0, "ResultVerifier: how long a dispute may stay unresolved (default: a quarter of --unstake-delay)")
	f.DurationVar(&rcptWait, "receipt-timeout", 5*time.Minute, "how long to wait for each deployment's receipt")
	f.StringVar(&out, "out", "", "directory for deployment.json and the two config sections")
	f.StringVar(&logLevel, "log-level", "info", "debug, info, warn or error")
	return cmd
}
