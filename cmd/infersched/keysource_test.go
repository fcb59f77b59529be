package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/uuid"
)

// writeKeystore writes a keystore of a fresh key under password "pw" and its password
// file, and returns their paths.
func writeKeystore(t *testing.T, dir string) (ks, pw string) {
	t.Helper()
	key, _ := crypto.GenerateKey()
	blob, err := keystore.EncryptKey(&keystore.Key{Id: uuid.New(), Address: crypto.PubkeyToAddress(key.PublicKey), PrivateKey: key},
		"pw", keystore.LightScryptN, keystore.LightScryptP)
	if err != nil {
		t.Fatal(err)
	}
	ks, pw = filepath.Join(dir, "key.json"), filepath.Join(dir, "key.pass")
	if err := os.WriteFile(ks, blob, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(pw, []byte("pw\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	return ks, pw
}

// runnableDaemonConfig is deploy/config.example.yaml with contract addresses and the
// signer section given.
func runnableDaemonConfig(t *testing.T, dir, signer string) string {
	t.Helper()
	example, err := os.ReadFile(filepath.Join("..", "..", "deploy", "config.example.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	cfg := strings.NewReplacer(
		`router: ""`, `router: "0x1111111111111111111111111111111111111111"`,
		`worker_registry: ""`, `worker_registry: "0x2222222222222222222222222222222222222222"`,
		`decision_anchor: ""`, `decision_anchor: "0x3333333333333333333333333333333333333333"`,
		"signer:\n  keystore_file: \"\"\n  password_file: \"\"\n  private_key_env: INFERSCHED_SCHEDULER_KEY\n", "signer: "+signer+"\n",
	).Replace(string(example))
	if !strings.Contains(cfg, "signer: "+signer) {
		t.Fatal("deploy/config.example.yaml's signer section is not where the test expects it")
	}
	path := filepath.Join(dir, "daemon.yaml")
	if err := os.WriteFile(path, []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func workerConfig(t *testing.T, dir, key string) string {
	t.Helper()
	path := filepath.Join(dir, "worker.yaml")
	cfg := "worker:\n  models: [echo]\n  nats_url: nats://127.0.0.1:4222\n  backend: {kind: echo}\n  key: " + key + "\n" +
		"  chain: {rpc_urls: [http://127.0.0.1:8545], chain_id: 1337, router: \"0x1111111111111111111111111111111111111111\"}\n"
	if err := os.WriteFile(path, []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// `config check --runnable` must not pass configurations `run` refuses (an empty key
// variable, a missing keystore), and the daemon and the worker must agree on key sources
// (the worker refused a keystore_file beside the variable its defaults name, which the
// daemon takes). Each key section here gets one verdict from `config check --runnable`,
// `config check --worker --runnable` and `run` (which stops before connecting anywhere
// when it refuses).
func TestKeySourcesOneRuleForCheckRunAndWorker(t *testing.T) {
	dir := t.TempDir()
	ks, pw := writeKeystore(t, dir)
	t.Setenv("KEYSRC_TEST_EMPTY", "")
	for _, tc := range []struct {
		name, section string
		ok            bool
		want          string // in the refusal
	}{
		{"keystore", "{keystore_file: " + ks + ", password_file: " + pw + "}", true, ""},
		{"keystore beside the variable", "{keystore_file: " + ks + ", password_file: " + pw + ", private_key_env: KEYSRC_TEST_EMPTY}", true, ""},
		{"empty variable", "{private_key_env: KEYSRC_TEST_EMPTY}", false, "KEYSRC_TEST_EMPTY is empty"},
		{"missing keystore", "{keystore_file: " + filepath.Join(dir, "absent.json") + ", password_file: " + pw + "}", false, "absent.json"},
		{"wrong password", "{keystore_file: " + ks + ", password_file: " + ks + "}", false, "key.json"},
		{"no password file", "{keystore_file: " + ks + "}", false, "password_file: is required with keystore_file"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := t.TempDir()
			daemonFile := runnableDaemonConfig(t, d, tc.section)
			workerFile := workerConfig(t, d, tc.section)
			verdicts := map[string][]string{
				"config check --runnable":          {"config", "check", "--runnable", daemonFile},
				"config check --worker --runnable": {"config", "check", "--worker", "--runnable", workerFile},
			}
			if !tc.ok {
				verdicts["run"] = []string{"run", "--config", daemonFile}
			}
			for what, args := range verdicts {
				code, _, errOut := runCLI(t, "", args...)
				if tc.ok && code != 0 {
					t.Errorf("%s refused it: exit %d: %s", what, code, errOut)
				}
				if !tc.ok && (code != exitBadUse || !strings.Contains(errOut, tc.want)) {
					t.Errorf("%s: exit %d, stderr %q; want exit %d naming %q", what, code, errOut, exitBadUse, tc.want)
				}
			}
		})
	}
}
