package devstack

import (
	"context"
	"fmt"
	"math/big"
	"os"
	"path/filepath"

	"github.com/ethereum/go-ethereum/core/types"
	"gopkg.in/yaml.v3"

	"github.com/infersched/infersched/agent"
	"github.com/infersched/infersched/bus/roles"
	"github.com/infersched/infersched/contracts/simchain"
)

// OperatorLabel names the account `dev --worker-config` funds and stakes for a worker
// the operator starts apart (`infersched worker --config FILE`).
const OperatorLabel = "operator-0"

// operatorFunds is what the operator's account is given for its stake and result gas.
var operatorFunds = new(big.Int).Mul(big.NewInt(100), simchain.Ether)

// addOperator funds the operator's account from the deployer and stakes the registry's
// minimum for it.
func (s *Stack) addOperator(ctx context.Context) error {
	op, err := simchain.NewAccount(OperatorLabel)
	if err != nil {
		return err
	}
	c := s.Chain
	if _, err := c.Transfer(ctx, c.Deployer, op.Address, operatorFunds); err != nil {
		return fmt.Errorf("worker-config: %w", err)
	}
	opts, err := c.Pay(ctx, op, c.MinStake)
	if err != nil {
		return err
	}
	if _, err := c.Mine(ctx)(c.SendFunded(ctx, func() (*types.Transaction, error) { return c.Registry.Register(opts) })); err != nil {
		return fmt.Errorf("worker-config: stake %s: %w", op.Address.Hex(), err)
	}
	s.operator = &op
	return nil
}

// writeWorkerConfig writes a configuration `infersched worker --config FILE` runs as is:
// the operator's staked key in a keystore file, its NATS user with the password in a
// file, the dev chain and its contracts, the echo backend, heartbeats over NATS. The
// files are readable by this user only; the folder is created.
func (s *Stack) writeWorkerConfig(path string) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("worker-config: %w", err)
	}
	keyFile, passFile, err := writeKeystore(dir, "worker-keystore", s.operator.Key)
	if err != nil {
		return fmt.Errorf("worker-config: %w", err)
	}
	cfg := s.workerConfig()
	cfg.MaxJobs, cfg.MemoryMB = 8, 81920
	cfg.Key = agent.KeyConfig{KeystoreFile: keyFile, PasswordFile: passFile}
	cfg.StateFile = filepath.Join(dir, "worker-state.json")
	creds, err := s.natsCreds(roles.Worker, s.operator.Address)
	if err != nil {
		return fmt.Errorf("worker-config: %w", err)
	}
	if creds.Password != "" {
		creds.PasswordFile = filepath.Join(dir, "nats-"+creds.User+".password")
		if err := os.WriteFile(creds.PasswordFile, []byte(creds.Password+"\n"), 0o600); err != nil {
			return fmt.Errorf("worker-config: %w", err)
		}
		creds.Password = ""
	}
	cfg.NATS = creds
	b, err := yaml.Marshal(struct {
		Worker agent.Config `yaml:"worker"`
	}{cfg})
	if err != nil {
		return fmt.Errorf("worker-config: %w", err)
	}
	head := "# Written by `infersched dev --worker-config`: a worker staked on the dev chain as " + OperatorLabel + " (" +
		s.operator.Address.Hex() + ").\n# Start it with `infersched worker --config " + filepath.Base(path) +
		"`; point worker.backend at your inference server to serve your own model.\n"
	if err := os.WriteFile(path, append([]byte(head), b...), 0o600); err != nil {
		return fmt.Errorf("worker-config: %w", err)
	}
	return nil
}
