// Package signer loads the scheduler key that signs assignment vouchers, from an
// encrypted keystore file or an environment variable. It never logs or prints the key.
package signer

import (
	"crypto/ecdsa"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/internal/validate"
)

// Config is the `signer` section: where the scheduler key that signs assignment
// vouchers comes from (and, as the worker's `key` section, the worker key). Either an
// encrypted keystore file (go-ethereum's Web3 Secret Storage, as `geth account new`
// writes) with its password in a file, or a hex private key in an environment variable.
// A keystore_file, when set, is the source and private_key_env is not read, so that a
// file filling in the keystore of an example that names the variable means the
// keystore. The key is never logged.
type Config struct {
	// KeystoreFile is an encrypted keystore file (Web3 Secret Storage); when set it is
	// the key's source.
	KeystoreFile string `yaml:"keystore_file"`
	// PasswordFile holds the keystore's password; required with keystore_file.
	PasswordFile string `yaml:"password_file"`
	// PrivateKeyEnv names the environment variable that holds the hex private key, read
	// when keystore_file is empty.
	PrivateKeyEnv string `yaml:"private_key_env"`
}

// DefaultConfig reads the key from INFERSCHED_SCHEDULER_KEY.
func DefaultConfig() Config {
	return Config{PrivateKeyEnv: "INFERSCHED_SCHEDULER_KEY"}
}

// Validate checks that a source is named: keystore_file with its password_file, or
// private_key_env.
func (c Config) Validate() error {
	var p validate.Problems
	switch {
	case c.KeystoreFile != "" && c.PasswordFile == "":
		p.Addf("password_file", "is required with keystore_file")
	case c.KeystoreFile == "" && c.PrivateKeyEnv == "":
		p.Addf("keystore_file", "or private_key_env must be set")
	}
	return p.Err()
}

// LoadKey returns the scheduler key.
func (c Config) LoadKey() (*ecdsa.PrivateKey, error) {
	if c.KeystoreFile != "" {
		blob, err := os.ReadFile(c.KeystoreFile)
		if err != nil {
			return nil, fmt.Errorf("keystore: %w", err)
		}
		pass, err := os.ReadFile(c.PasswordFile)
		if err != nil {
			return nil, fmt.Errorf("keystore password: %w", err)
		}
		k, err := keystore.DecryptKey(blob, strings.TrimRight(string(pass), "\r\n"))
		if err != nil {
			return nil, fmt.Errorf("keystore %s: %w", c.KeystoreFile, err)
		}
		return k.PrivateKey, nil
	}
	raw := strings.TrimPrefix(strings.TrimSpace(os.Getenv(c.PrivateKeyEnv)), "0x")
	if raw == "" {
		return nil, fmt.Errorf("private_key_env: environment variable %s is empty", c.PrivateKeyEnv)
	}
	k, err := crypto.HexToECDSA(raw)
	if err != nil {
		// The error of HexToECDSA does not contain the key; keep it that way.
		return nil, errors.New("private_key_env: " + c.PrivateKeyEnv + " is not a hex secp256k1 private key")
	}
	return k, nil
}
