package signer

import (
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/uuid"
)

func TestLoadKeyFromEnv(t *testing.T) {
	key, _ := crypto.GenerateKey()
	t.Setenv("TEST_SCHED_KEY", "0x"+hex.EncodeToString(crypto.FromECDSA(key)))
	got, err := Config{PrivateKeyEnv: "TEST_SCHED_KEY"}.LoadKey()
	if err != nil || crypto.PubkeyToAddress(got.PublicKey) != crypto.PubkeyToAddress(key.PublicKey) {
		t.Fatalf("key from env: %v", err)
	}
	secret := "not-a-key-but-secret"
	t.Setenv("TEST_SCHED_KEY", secret)
	_, err = Config{PrivateKeyEnv: "TEST_SCHED_KEY"}.LoadKey()
	if err == nil || strings.Contains(err.Error(), secret) {
		t.Fatalf("bad key error %v must not echo the variable's content", err)
	}
	t.Setenv("TEST_SCHED_KEY", "")
	if _, err := (Config{PrivateKeyEnv: "TEST_SCHED_KEY"}).LoadKey(); err == nil || !strings.Contains(err.Error(), "empty") {
		t.Fatalf("empty variable: %v", err)
	}
}

func TestLoadKeyFromKeystore(t *testing.T) {
	key, _ := crypto.GenerateKey()
	blob, err := keystore.EncryptKey(&keystore.Key{Id: uuid.New(), Address: crypto.PubkeyToAddress(key.PublicKey), PrivateKey: key},
		"correct horse", keystore.LightScryptN, keystore.LightScryptP)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	ks, pw := filepath.Join(dir, "key.json"), filepath.Join(dir, "pw")
	os.WriteFile(ks, blob, 0o600)
	os.WriteFile(pw, []byte("correct horse\n"), 0o600)
	got, err := Config{KeystoreFile: ks, PasswordFile: pw}.LoadKey()
	if err != nil || crypto.PubkeyToAddress(got.PublicKey) != crypto.PubkeyToAddress(key.PublicKey) {
		t.Fatalf("key from keystore: %v", err)
	}
	os.WriteFile(pw, []byte("wrong"), 0o600)
	if _, err := (Config{KeystoreFile: ks, PasswordFile: pw}).LoadKey(); err == nil {
		t.Fatal("wrong password accepted")
	}
}

func TestValidate(t *testing.T) {
	if err := (Config{KeystoreFile: "k"}).Validate(); err == nil || !strings.Contains(err.Error(), "password_file: is required") {
		t.Fatalf("keystore without password: %v", err)
	}
	if err := (Config{}).Validate(); err == nil || !strings.Contains(err.Error(), "keystore_file: or private_key_env must be set") {
		t.Fatalf("no source: %v", err)
	}
	if err := DefaultConfig().Validate(); err != nil {
		t.Fatal(err)
	}
}
