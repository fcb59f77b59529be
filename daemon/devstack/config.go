package devstack

import (
	"context"
	"crypto/ecdsa"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/roles"
	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/internal/natsauth"
	"github.com/infersched/infersched/scheduler"
)

// startWithoutDaemon creates the streams and buckets the daemon would (the workers and
// the stats need them) and starts the clients; the workers heartbeat over NATS.
func (s *Stack) startWithoutDaemon(ctx, rctx context.Context) error {
	js, err := jetstream.New(s.NC)
	if err != nil {
		return err
	}
	admin := js // the stack's own NATS: NC is the read-only auditor; the layout is the admin's
	if s.adminNC != nil {
		if admin, err = jetstream.New(s.adminNC); err != nil {
			return err
		}
	}
	if err := bus.Ensure(ctx, admin, s.Config.NATS); err != nil {
		return err
	}
	return s.startClients(rctx, js)
}

// writeConfig writes the daemon's configuration to path (creating its folder) with the
// scheduler key in a keystore file (and its password file) beside it and, on the stack's own NATS, the
// passwords of its scheduler, indexer and auditor users in files beside it too
// (nats-<user>.password), all readable by this user only.
func (s *Stack) writeConfig(path string) error {
	cfg := s.Config
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("write-config: %w", err)
	}
	for _, u := range s.NATSUsers {
		creds := natsauth.Credentials{User: u.Name, PasswordFile: filepath.Join(dir, "nats-"+u.Name+".password")}
		switch u.Role {
		case roles.Scheduler:
			cfg.NATS.Credentials = creds
		case roles.Indexer:
			cfg.NATS.Indexer = &creds
		case roles.Admin:
			cfg.NATS.Admin = &creds
		case roles.Auditor: // for `audit export|verify --nats-user auditor --nats-password-file`
		default:
			continue
		}
		if err := os.WriteFile(creds.PasswordFile, []byte(u.Password+"\n"), 0o600); err != nil {
			return fmt.Errorf("write-config: %w", err)
		}
	}
	return writeConfig(path, cfg, s.Chain.Scheduler.Key)
}

// writeConfig writes cfg to path with the scheduler key in a keystore file (and its
// password file) beside it, readable by this user only.
func writeConfig(path string, cfg config.Config, key *ecdsa.PrivateKey) error {
	keyFile, passFile, err := writeKeystore(filepath.Dir(path), "scheduler-keystore", key)
	if err != nil {
		return fmt.Errorf("write-config: %w", err)
	}
	cfg.Signer.KeystoreFile, cfg.Signer.PasswordFile, cfg.Signer.PrivateKeyEnv = keyFile, passFile, ""
	b, err := cfg.YAML()
	if err != nil {
		return err
	}
	head := "# Written by `infersched dev --no-daemon --write-config`: the dev stack's daemon configuration.\n" +
		"# Start replicas with `infersched run --config " + filepath.Base(path) + " --http 127.0.0.1:PORT`.\n"
	if err := os.WriteFile(path, append([]byte(head), b...), 0o600); err != nil {
		return fmt.Errorf("write-config: %w", err)
	}
	return nil
}

// writeKeystore writes key into the keystore folder dir/name under a fresh password,
// written to dir/name.password, both readable by this user only, and returns the
// paths of the key file and the password file.
func writeKeystore(dir, name string, key *ecdsa.PrivateKey) (keyFile, passFile string, err error) {
	var pw [16]byte
	if _, err := rand.Read(pw[:]); err != nil {
		return "", "", err
	}
	pass := hex.EncodeToString(pw[:])
	ks := keystore.NewKeyStore(filepath.Join(dir, name), keystore.LightScryptN, keystore.LightScryptP)
	acct, err := ks.ImportECDSA(key, pass)
	if err != nil && !errors.Is(err, keystore.ErrAccountAlreadyExists) {
		return "", "", fmt.Errorf("keystore: %w", err)
	}
	if errors.Is(err, keystore.ErrAccountAlreadyExists) {
		if acct, err = ks.Find(accounts.Account{Address: crypto.PubkeyToAddress(key.PublicKey)}); err != nil {
			return "", "", fmt.Errorf("keystore: %w", err)
		}
		if err := ks.Update(acct, pass, pass); err != nil { // its password is not ours: start over
			return "", "", fmt.Errorf("keystore %s holds the key under another password; remove it: %w", acct.URL.Path, err)
		}
	}
	passFile = filepath.Join(dir, name+".password")
	if err := os.WriteFile(passFile, []byte(pass+"\n"), 0o600); err != nil {
		return "", "", err
	}
	return acct.URL.Path, passFile, nil
}

// daemonConfig is the dev daemon configuration (config.Dev) for this stack's chain.
func (s *Stack) daemonConfig() config.Config {
	c := s.Chain
	cfg := config.Dev(config.DevChain{RPCURL: c.RPCHTTP, ChainID: c.ChainID.Uint64(), Router: c.RouterAddress.Hex(),
		WorkerRegistry: c.RegistryAddress.Hex(), DecisionAnchor: c.AnchorAddress.Hex(), DeployBlock: c.DeployBlock,
		MinStake: scheduler.WeiFromBig(c.MinStake)})
	// The dev load pays token fees (from 1e13 wei), below the gas of any result.
	cfg.Scheduler.Routing.FeeFloor = false
	// Prices read every second; expired and withdrawn requests refunded within seconds
	// (by the dev keeper account, daemon.Options.KeeperKey).
	cfg.PriceFeeds.Refresh = time.Second
	cfg.Keeper.Interval = 2 * time.Second
	if s.opts.L2 != "" {
		cfg.Chain.L2 = s.opts.L2
	}
	// The echo and repeat backends are deterministic, so their outputs compare
	// byte for byte; the --backend-url server's models are verified by scores
	// (scored.go); each worker's first verification.probation_results are all checked.
	if c.VerifierAddress != (common.Address{}) {
		cfg.Chain.Contracts.ResultVerifier = c.VerifierAddress.Hex()
		cfg.Verification.ComparableModels = []string{DevModel, RepeatModel}
		if scored := s.scoredModels(); len(scored) > 0 {
			cfg.Verification.ScoredModels = scored
		}
	}
	return cfg
}
