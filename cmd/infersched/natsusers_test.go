package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nats-io/nats-server/v2/server"
)

// config nats-users prints users nats-server accepts, one per role and per worker, with
// passwords from the environment; a bad address is a usage error.
func TestConfigNATSUsers(t *testing.T) {
	const w = "0x00000000000000000000000000000000000000aA"
	code, out, errOut := runCLI(t, "", "config", "nats-users", "--worker", w)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	file := filepath.Join(t.TempDir(), "nats.conf")
	if err := os.WriteFile(file, []byte("port: 4222\nauthorization {\n"+out+"}\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, u := range []string{"indexer", "scheduler", "auditor", "admin", "worker-0x00000000000000000000000000000000000000aa"} {
		t.Setenv(PasswordVar(u), "pw-"+u)
	}
	opts, err := server.ProcessConfigFile(file)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	var names []string
	for _, u := range opts.Users {
		names = append(names, u.Username)
		if u.Password != "pw-"+u.Username || u.Permissions == nil {
			t.Errorf("user %s: password %q, permissions %v", u.Username, u.Password, u.Permissions)
		}
	}
	if got := strings.Join(names, ","); got != "indexer,scheduler,auditor,admin,worker-0x00000000000000000000000000000000000000aa" {
		t.Errorf("users %s", got)
	}
	if code, _, errOut := runCLI(t, "", "config", "nats-users", "--worker", "0xnope"); code != exitBadUse || !strings.Contains(errOut, "--worker: must be a 0x address") {
		t.Errorf("bad address: exit %d, %s", code, errOut)
	}
}
