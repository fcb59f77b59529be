package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/mattn/go-isatty"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/spf13/cobra"

	"github.com/infersched/infersched/audit"
	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/internal/natsauth"
)

func newAuditCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "audit",
		Short: "Export and verify the decision log",
		Long: `audit lets anyone check, without trusting the operator, that every round was decided
by the published rules: export the hash-chained decision log from NATS with every request
resolved, and verify it (hash chain, replay of every round through the same scheduler
code, policy checks, and with --rpc the anchors and the requests on chain).`,
	}
	cmd.AddCommand(newAuditExportCmd(), newAuditVerifyCmd(), newAuditWorkersCmd())
	return cmd
}

// natsFlags are the bus credentials of the audit commands (role auditor: read only).
type natsFlags struct {
	url   string
	creds natsauth.Credentials
}

func (f *natsFlags) register(cmd *cobra.Command) {
	fl := cmd.Flags()
	fl.StringVar(&f.creds.User, "nats-user", "", "NATS user (role auditor)")
	fl.StringVar(&f.creds.PasswordFile, "nats-password-file", "", "file holding the NATS user's password")
	fl.StringVar(&f.creds.PasswordEnv, "nats-password-env", "", "environment variable holding the NATS user's password")
	fl.StringVar(&f.creds.CredsFile, "nats-creds", "", "NATS credentials file (JWT + nkey)")
	fl.StringVar(&f.creds.CAFile, "nats-ca", "", "PEM file of the private CA of the NATS servers (TLS)")
}

func connectJS(f natsFlags) (*nats.Conn, jetstream.JetStream, error) {
	if err := f.creds.Validate(); err != nil {
		return nil, nil, badInput(fmt.Errorf("nats credentials: %w", err))
	}
	nc, err := bus.ConnectAs(f.url, f.creds, "infersched-audit", nil)
	if err != nil {
		return nil, nil, badInput(fmt.Errorf("nats: %w", err))
	}
	js, err := jetstream.New(nc)
	if err != nil {
		nc.Close()
		return nil, nil, err
	}
	return nc, js, nil
}

func newAuditExportCmd() *cobra.Command {
	var nf natsFlags
	var out string
	var from, to uint64
	cmd := &cobra.Command{
		Use:   "export --nats URL [--from N] [--to M] --out FILE",
		Short: "Write the decision records as JSON Lines, requests resolved, for offline verification",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			nc, js, err := connectJS(nf)
			if err != nil {
				return err
			}
			defer nc.Close()
			f, err := os.Create(out)
			if err != nil {
				return badInput(err)
			}
			n, err := audit.ExportWith(cmd.Context(), js, from, to, f, audit.ExportOptions{Skipped: reportSkipped(cmd.ErrOrStderr())})
			if cerr := f.Close(); err == nil {
				err = cerr
			}
			if err != nil {
				return &exitError{code: exitFailure, err: err}
			}
			fmt.Fprintf(cmd.OutOrStdout(), "exported %d records to %s\n", n, out)
			return nil
		},
	}
	cmd.Flags().StringVar(&nf.url, "nats", "nats://127.0.0.1:4222", "NATS server holding the DECISIONS and REQUESTS streams")
	nf.register(cmd)
	cmd.Flags().Uint64Var(&from, "from", 0, "first round")
	cmd.Flags().Uint64Var(&to, "to", 0, "last round (0: the last one)")
	cmd.Flags().StringVar(&out, "out", "", "output file")
	_ = cmd.MarkFlagRequired("out")
	return cmd
}

func newAuditVerifyCmd() *cobra.Command {
	var nf natsFlags
	var file, rpcURL, router, anchor, verifier, configPath string
	var grace time.Duration
	var from, to uint64
	var maxAge time.Duration
	var shards int
	cmd := &cobra.Command{
		Use:   "verify (--nats URL | --file FILE) [--from N] [--to M] [--rpc URL --router ADDR --anchor ADDR] [--max-unanchored-age D | --config FILE]",
		Short: "Verify the decision log: hash chain, replay, policy, anchoring, and with --rpc the chain",
		Long: `verify exits 0 with a summary when every check holds, otherwise 1 with one line per
failure: the round, the check, and what differs. Records that no anchor covers fail
(anchor.missing; every shard's chain is anchored on its own) once the newest of them is older than audit.max_unanchored_age: the
daemon's configuration value with --config, else --max-unanchored-age (0: not checked).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if (nf.url == "") == (file == "") {
				return badInput(errors.New("give exactly one of --nats and --file"))
			}
			if rpcURL != "" && (!common.IsHexAddress(router) || !common.IsHexAddress(anchor)) {
				return badInput(errors.New("--rpc needs --router and --anchor contract addresses"))
			}
			if configPath != "" {
				if cmd.Flags().Changed("max-unanchored-age") {
					return badInput(errors.New("give at most one of --config and --max-unanchored-age"))
				}
				cfg, err := config.Load(configPath)
				if err != nil {
					return badInput(err)
				}
				maxAge = cfg.Audit.MaxUnanchoredAge
				if cfg.Audit.AnchorEvery == 0 {
					maxAge = 0 // anchoring is off
				}
				if !cmd.Flags().Changed("shards") {
					shards = cfg.HA.Shards
				}
			}
			if shards < 0 {
				return badInput(fmt.Errorf("--shards must not be negative, got %d", shards))
			}
			if maxAge < 0 {
				return badInput(fmt.Errorf("--max-unanchored-age must not be negative, got %s", maxAge))
			}
			ctx := cmd.Context()
			src, closeSrc, err := openLog(ctx, nf, file, from, to, cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			defer closeSrc()
			if verifier != "" && (rpcURL == "" || !common.IsHexAddress(verifier)) {
				return badInput(errors.New("--verifier needs --rpc and a ResultVerifier contract address"))
			}
			vo := verifyChecks{verifier: verifier, grace: grace, shards: shards}
			return verifyLog(ctx, src, cmd.OutOrStdout(), cmd.ErrOrStderr(), rpcURL, router, anchor, from, to, maxAge, vo)
		},
	}
	cmd.Flags().StringVar(&nf.url, "nats", "", "read the log from this NATS server")
	nf.register(cmd)
	cmd.Flags().StringVar(&file, "file", "", "read the log from this JSON Lines file (from audit export)")
	cmd.Flags().Uint64Var(&from, "from", 0, "first round")
	cmd.Flags().Uint64Var(&to, "to", 0, "last round (0: the last one)")
	cmd.Flags().StringVar(&rpcURL, "rpc", "", "Ethereum JSON-RPC endpoint: also check every shard's chain's anchors and the requests on chain")
	cmd.Flags().StringVar(&router, "router", "", "InferenceRouter address (with --rpc)")
	cmd.Flags().StringVar(&anchor, "anchor", "", "DecisionAnchor address (with --rpc)")
	cmd.Flags().DurationVar(&maxAge, "max-unanchored-age", audit.DefaultConfig().MaxUnanchoredAge, "fail on records no anchor covers once the newest is older than this (0: not checked)")
	cmd.Flags().StringVar(&configPath, "config", "", "take max_unanchored_age from this daemon configuration (audit section)")
	cmd.Flags().StringVar(&verifier, "verifier", "", "ResultVerifier address (with --rpc): check every attestation and dispute outcome on chain")
	cmd.Flags().IntVar(&shards, "shards", 0, "the shard count (ha.shards) the log was written with: each request's model is checked against the chain it is on (0: not checked; --config reads ha.shards)")
	cmd.Flags().DurationVar(&grace, "verify-grace", decisionlog.DefaultVerifyGrace, "fail on a sampled result neither attested nor disputed this long before the log's end")
	return cmd
}

// verifyChecks are audit verify's verification options.
type verifyChecks struct {
	verifier string
	grace    time.Duration
	shards   int // ha.shards of the log; 0: not checked
}

// openLog returns the JSON Lines of rounds from..to, from NATS (exported on the fly) or
// from a file.
func openLog(ctx context.Context, nf natsFlags, file string, from, to uint64, errOut io.Writer) (io.Reader, func(), error) {
	pr, pw := io.Pipe()
	if nf.url != "" {
		nc, js, err := connectJS(nf)
		if err != nil {
			return nil, nil, err
		}
		go func() {
			_, err := audit.ExportWith(ctx, js, from, to, pw, audit.ExportOptions{Skipped: reportSkipped(errOut)})
			pw.CloseWithError(err)
		}()
		return pr, func() { pr.Close(); nc.Close() }, nil
	}
	f, err := os.Open(file)
	if err != nil {
		return nil, nil, badInput(err)
	}
	if from == 0 && to == 0 {
		return f, func() { f.Close() }, nil
	}
	go func() { // keep only the rounds asked for, their lines as they are
		pw.CloseWithError(decisionlog.CopyRounds(pw, f, from, to, 0))
	}()
	return pr, func() { pr.Close(); f.Close() }, nil
}

// reportSkipped says which messages of the DECISIONS stream were not records: they are
// left out, and the hash chain says whether anything is missing.
func reportSkipped(w io.Writer) func(seq uint64, subject string, err error) {
	return func(seq uint64, subject string, err error) {
		fmt.Fprintf(w, "SKIP seq %d (%s): not a decision record: %v\n", seq, subject, err)
	}
}

// verifyLog runs audit.Verify on src and prints its failures and summary.
func verifyLog(ctx context.Context, src io.Reader, out, errOut io.Writer, rpcURL, router, anchor string, from, to uint64, maxAge time.Duration, vo verifyChecks) error {
	o := audit.VerifyOptions{From: from, To: to, MaxUnanchoredAge: maxAge, Now: time.Now(), Progress: progressPrinter(errOut), VerifyGrace: vo.grace, Shards: vo.shards}
	if vo.verifier != "" {
		o.Verifier = common.HexToAddress(vo.verifier)
	}
	if rpcURL != "" {
		client, err := ethclient.DialContext(ctx, rpcURL)
		if err != nil {
			return badInput(fmt.Errorf("rpc: %w", err))
		}
		defer client.Close()
		o.Chain, o.Router, o.Anchor = client, common.HexToAddress(router), common.HexToAddress(anchor)
	}
	sum, err := audit.Verify(ctx, src, o, func(f decisionlog.Failure) {
		fmt.Fprintf(out, "FAIL round %d: %s: %s\n", f.Round, f.Check, f.Detail)
	})
	o.Progress(-1)
	if err != nil {
		return &exitError{code: exitFailure, err: err}
	}
	if sum.Chains > 1 { // a chain per shard
		fmt.Fprintf(out, "%d records on %d chains, rounds %d..%d: %d failures\n", sum.Records, sum.Chains, sum.FirstRound, sum.LastRound, sum.Failures)
	} else {
		fmt.Fprintf(out, "%d records, rounds %d..%d: %d failures\n", sum.Records, sum.FirstRound, sum.LastRound, sum.Failures)
	}
	if sum.BeforeKeyframe > 0 {
		fmt.Fprintf(out, "%d delta records before the first keyframe: chained, not replayed\n", sum.BeforeKeyframe)
	}
	fmt.Fprintln(out, checkedLine(rpcURL, vo.verifier, maxAge))
	if sum.Failures > 0 {
		return &exitError{code: exitFailure, err: fmt.Errorf("%d checks failed", sum.Failures)}
	}
	return nil
}

// checkedLine says what verify checked, so that a clean summary of the log alone is
// not read as a clean chain.
func checkedLine(rpcURL, verifier string, maxAge time.Duration) string {
	line := "checked: the log (start, hash chain, replay of every round, policy, anchors attached to records, verification draws and unchecked samples)"
	if maxAge > 0 {
		line += fmt.Sprintf("; no record unanchored for more than %s", maxAge)
	} else {
		line += "; not the age of unanchored records"
	}
	if rpcURL != "" {
		line += "; the chain at " + ethrpc.Redact(rpcURL) + " (anchored roots and their rounds all present, requests and results, every result of a comparable model drawn)"
		if verifier != "" {
			line += "; every attestation and dispute outcome at ResultVerifier " + common.HexToAddress(verifier).Hex()
		}
		return line
	}
	return line + "; NOT the chain (add --rpc, --router and --anchor to check anchors and requests on chain)"
}

// progressPrinter reports progress on a terminal with one rewritten line, and otherwise
// with a plain line every 10 000 records; -1 ends it.
func progressPrinter(w io.Writer) func(int) {
	f, ok := w.(*os.File)
	tty := ok && (isatty.IsTerminal(f.Fd()) || isatty.IsCygwinTerminal(f.Fd()))
	last := 0
	return func(n int) {
		switch {
		case n < 0:
			if tty && last > 0 {
				fmt.Fprintln(w)
			}
		case tty && n-last >= 100:
			fmt.Fprintf(w, "\rverified %d records", n)
			last = n
		case !tty && n-last >= 10000:
			fmt.Fprintf(w, "verified %d records\n", n)
			last = n
		}
	}
}
