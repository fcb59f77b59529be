package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/nats-io/nkeys"
	"github.com/spf13/cobra"
	"golang.org/x/crypto/bcrypt"

	"github.com/infersched/infersched/bus/roles"
)

// newNATSUsersCmd is `infersched config nats-users`: the nats-server users of the
// roles, for the operator's server configuration.
func newNATSUsersCmd() *cobra.Command {
	var workers []string
	var passwordDir, keyIssuer, issuerSeed, calloutFile, account string
	var twins bool
	cmd := &cobra.Command{
		Use:   "nats-users --worker ADDR [--worker ADDR …]",
		Short: "Print the nats-server users of every role, one per worker, with least-privilege permissions",
		Long: `nats-users prints a nats-server "users" list (for an account with JetStream, see
deploy/compose/nats/nats.conf): the indexer, the scheduler, the auditor, the admin
(the only one that creates or changes streams and buckets: nats.admin, or
` + "`infersched bus init`" + `) and one user per worker address, each allowed only the
subjects of its role. Passwords are
references to environment variables of the nats-server process:
NATS_PASSWORD_<USER> (upper case, '-' as '_'). Re-run it when a worker joins.

With --passwords DIR each password is DIR/<user>.pass instead (created, random and
mode 0400, for a user that has none), printed as a bcrypt hash: put the list in a file
the server includes, and a new worker or a new password is one "nats-server --signal
reload" away (a reload cannot see a changed environment variable). With --twins every
user comes twice, NAME and NAME-b, with the same permissions: a password is rotated
on the twin no client uses, so that nobody is disconnected (docs/operations.md).

With --key-workers ISSUER (the public account nkey of nats.auth_callout's
issuer_seed_file) workers may also connect with their keys alone: the list
gains the user "auth-callout" (role callout: it answers the server's authorization
requests only; the daemon's nats.auth_callout connects as it), and --callout-file FILE
is written with the authorization { auth_callout } block for nats.conf, whose
auth_users are every user listed (password users bypass the callout; every other
connection is decided by the daemon). --account names the account the users live in
(deploy/: INFERSCHED; empty for a server without accounts).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			users := []roles.User{{Role: roles.Indexer, Name: "indexer"}, {Role: roles.Scheduler, Name: "scheduler"},
				{Role: roles.Auditor, Name: "auditor"}, {Role: roles.Admin, Name: "admin"}}
			for _, w := range workers {
				if !common.IsHexAddress(w) {
					return badInput(fmt.Errorf("--worker: must be a 0x address, got %q", w))
				}
				a := common.HexToAddress(w)
				users = append(users, roles.User{Role: roles.Worker, Name: roles.WorkerUser(a), Worker: a})
			}
			if twins {
				for _, u := range users[:len(users):len(users)] {
					u.Name += TwinSuffix
					users = append(users, u)
				}
			}
			if issuerSeed != "" {
				if keyIssuer != "" {
					return badInput(errors.New("give one of --key-workers and --issuer-seed"))
				}
				pub, err := issuerPublicKey(issuerSeed)
				if err != nil {
					return &exitError{code: exitFailure, err: err}
				}
				keyIssuer = pub
			}
			if keyIssuer != "" {
				if !nkeys.IsValidPublicAccountKey(keyIssuer) {
					return badInput(fmt.Errorf("--key-workers: must be a public account nkey (A…), got %q", keyIssuer))
				}
				if calloutFile == "" {
					return badInput(errors.New("--key-workers needs --callout-file FILE for the auth_callout block"))
				}
				users = append(users, roles.User{Role: roles.Callout, Name: CalloutUser})
			}
			password := func(u roles.User) string { return "$" + PasswordVar(u.Name) }
			if passwordDir != "" {
				hashes, err := passwordHashes(passwordDir, users)
				if err != nil {
					return &exitError{code: exitFailure, err: err}
				}
				password = func(u roles.User) string { return hashes[u.Name] }
			}
			out, err := roles.Render(users, password, "      ")
			if err != nil {
				return badInput(err)
			}
			if keyIssuer != "" {
				if err := os.WriteFile(calloutFile, []byte(calloutBlock(keyIssuer, account, users)), 0o644); err != nil {
					return &exitError{code: exitFailure, err: fmt.Errorf("--callout-file: %w", err)}
				}
			}
			_, err = fmt.Fprintf(cmd.OutOrStdout(), "    users: [\n%s    ]\n", out)
			return err
		},
	}
	cmd.Flags().StringSliceVar(&workers, "worker", nil, "a worker's address (repeat, or comma-separated)")
	cmd.Flags().StringVar(&passwordDir, "passwords", "", "read each password from DIR/<user>.pass (created when missing) and print its bcrypt hash")
	cmd.Flags().StringVar(&keyIssuer, "key-workers", "", "let workers connect with their keys: the public account nkey that signs the daemon's auth callout responses")
	cmd.Flags().StringVar(&issuerSeed, "issuer-seed", "", "as --key-workers, with the public key of the account nkey seed in FILE (created, mode 0400, when missing): nats.auth_callout.issuer_seed_file")
	cmd.Flags().StringVar(&calloutFile, "callout-file", "", "with --key-workers: write the authorization { auth_callout } block here")
	cmd.Flags().StringVar(&account, "account", "INFERSCHED", "with --key-workers: the account the users live in (empty: the global account)")
	cmd.Flags().BoolVar(&twins, "twins", false, "print every user twice, NAME and NAME"+TwinSuffix+", for rotations without a disconnect")
	return cmd
}

// issuerPublicKey reads the account nkey seed in file, creating one when there is none,
// and returns its public key.
func issuerPublicKey(file string) (string, error) {
	b, err := os.ReadFile(file)
	if errors.Is(err, fs.ErrNotExist) {
		kp, cerr := nkeys.CreateAccount()
		if cerr != nil {
			return "", fmt.Errorf("--issuer-seed: %w", cerr)
		}
		seed, serr := kp.Seed()
		if serr != nil {
			return "", fmt.Errorf("--issuer-seed: %w", serr)
		}
		if err = os.WriteFile(file, append(seed, '\n'), 0o400); err == nil {
			b = seed
		}
	}
	if err != nil {
		return "", fmt.Errorf("--issuer-seed: %w", err)
	}
	kp, err := nkeys.FromSeed([]byte(strings.TrimSpace(string(b))))
	if err != nil {
		return "", fmt.Errorf("--issuer-seed %s: %w", file, err)
	}
	return kp.PublicKey()
}

// CalloutUser is the user of the daemon's auth callout service (--key-workers).
const CalloutUser = "auth-callout"

// calloutAuthTimeoutS is the generated authorization { timeout } (seconds): how long a
// connection waits for the auth callout's answer.
const calloutAuthTimeoutS = 10

// calloutBlock is nats.conf's authorization { auth_callout } for issuer: every listed
// user bypasses the callout; any other connection is the daemon's to decide.
func calloutBlock(issuer, account string, users []roles.User) string {
	var b strings.Builder
	b.WriteString("# Generated by `infersched config nats-users --key-workers`: workers connect with their\n")
	b.WriteString("# keys through the daemon's auth callout (nats.auth_callout); the users below bypass it.\n")
	b.WriteString("authorization {\n")
	// The callout reads a new worker's stake from the chain before it answers: the
	// server's 2 s default would refuse a worker whenever the chain's RPC is slow.
	fmt.Fprintf(&b, "  timeout: %d\n", calloutAuthTimeoutS)
	b.WriteString("  auth_callout {\n")
	fmt.Fprintf(&b, "    issuer: %q\n", issuer)
	if account != "" {
		fmt.Fprintf(&b, "    account: %q\n", account)
	}
	b.WriteString("    auth_users: [\n")
	for _, u := range users {
		fmt.Fprintf(&b, "      %q\n", u.Name)
	}
	b.WriteString("    ]\n  }\n}\n")
	return b.String()
}

// TwinSuffix names the second user of a credential (--twins).
const TwinSuffix = "-b"

// passwordHashes reads dir/<user>.pass for every user, creating a random one where
// there is none, and returns the bcrypt hash of each, by user.
func passwordHashes(dir string, users []roles.User) (map[string]string, error) {
	out := make(map[string]string, len(users))
	for _, u := range users {
		file := filepath.Join(dir, u.Name+".pass")
		b, err := os.ReadFile(file)
		if errors.Is(err, fs.ErrNotExist) {
			pw, rerr := roles.RandomPassword()
			if rerr != nil {
				return nil, rerr
			}
			if err = os.WriteFile(file, []byte(pw+"\n"), 0o400); err == nil {
				b = []byte(pw)
			}
		}
		if err != nil {
			return nil, fmt.Errorf("--passwords: %w", err)
		}
		pw := strings.TrimRight(string(b), "\r\n")
		if pw == "" || len(pw) > 72 {
			return nil, fmt.Errorf("--passwords: %s must hold 1 to 72 bytes (bcrypt's limit), got %d", file, len(pw))
		}
		h, err := bcrypt.GenerateFromPassword([]byte(pw), bcrypt.DefaultCost)
		if err != nil {
			return nil, fmt.Errorf("--passwords: %s: %w", file, err)
		}
		out[u.Name] = string(h)
	}
	return out, nil
}

// PasswordVar is the environment variable nats-users names for user's password.
func PasswordVar(user string) string {
	return "NATS_PASSWORD_" + strings.ToUpper(strings.ReplaceAll(user, "-", "_"))
}
