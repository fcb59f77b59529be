package main

import (
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"go.uber.org/zap"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/internal/natsauth"
)

// The rotation of docs/operations.md ("Rotate a bus password"), as written, on a
// nats-server that reads its users from the file nats-users writes and reloads it: the
// client using the old password is never disconnected, the new one connects, and the old
// password is refused at the end.
func TestPasswordRotationAsDocumentedDisconnectsNobody(t *testing.T) {
	dir := t.TempDir()
	users := func() {
		t.Helper()
		code, out, errOut := runCLI(t, "", "config", "nats-users", "--twins", "--passwords", dir, "--worker", "0x00000000000000000000000000000000000000aA")
		if code != 0 {
			t.Fatalf("nats-users: exit %d: %s", code, errOut)
		}
		if err := os.WriteFile(filepath.Join(dir, "users.conf"), []byte(out), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	setPassword := func(user, pw string) {
		t.Helper()
		file := filepath.Join(dir, user+".pass")
		_ = os.Remove(file) // mode 0400
		if err := os.WriteFile(file, []byte(pw+"\n"), 0o400); err != nil {
			t.Fatal(err)
		}
	}
	users() // every password file created
	for _, u := range []string{"scheduler", "scheduler-b", "indexer-b", "worker-0x00000000000000000000000000000000000000aa-b"} {
		if _, err := os.Stat(filepath.Join(dir, u+".pass")); err != nil {
			t.Fatalf("password file of %s: %v", u, err)
		}
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	_ = l.Close()
	conf := filepath.Join(dir, "nats.conf")
	if err := os.WriteFile(conf, []byte(fmt.Sprintf("host: 127.0.0.1\nport: %d\nauthorization {\n  include \"users.conf\"\n}\n", port)), 0o600); err != nil {
		t.Fatal(err)
	}
	opts, err := server.ProcessConfigFile(conf)
	if err != nil {
		t.Fatal(err)
	}
	opts.NoLog, opts.NoSigs = true, true
	srv, err := server.NewServer(opts)
	if err != nil {
		t.Fatal(err)
	}
	go srv.Start()
	defer srv.Shutdown()
	if !srv.ReadyForConnections(10 * time.Second) {
		t.Fatal("nats-server not ready")
	}
	reload := func() { // nats-server --signal reload
		t.Helper()
		users()
		if err := srv.Reload(); err != nil {
			t.Fatal(err)
		}
	}
	url := fmt.Sprintf("nats://127.0.0.1:%d", port)
	connect := func(user string) (*nats.Conn, error) {
		return bus.ConnectAs(url, natsauth.Credentials{User: user, PasswordFile: filepath.Join(dir, user+".pass")}, "replica", zap.NewNop())
	}
	old, err := connect("scheduler")
	if err != nil {
		t.Fatal(err)
	}
	defer old.Close()
	oldPassword, _ := os.ReadFile(filepath.Join(dir, "scheduler.pass"))

	// 1. The new password on the twin nobody uses; reload.
	setPassword("scheduler-b", "the-new-password")
	reload()
	// 2. Each replica switches to the twin (nats.user, password file) and restarts.
	next, err := connect("scheduler-b")
	if err != nil {
		t.Fatalf("the twin with the new password: %v", err)
	}
	defer next.Close()
	if err := old.Flush(); err != nil || old.Stats().Reconnects != 0 {
		t.Fatalf("the replica on the old password until its restart: flush %v, %d reconnects", err, old.Stats().Reconnects)
	}
	old.Close()
	// 3. The old user's password becomes one nobody has; reload.
	setPassword("scheduler", "nobody-knows-this-one")
	reload()
	time.Sleep(200 * time.Millisecond)
	if err := next.Flush(); err != nil || next.Stats().Reconnects != 0 || !next.IsConnected() {
		t.Fatalf("the replica on the new password: flush %v, %d reconnects", err, next.Stats().Reconnects)
	}
	_, err = nats.Connect(url, nats.UserInfo("scheduler", strings.TrimSpace(string(oldPassword))), nats.MaxReconnects(0))
	if err == nil || !strings.Contains(strings.ToLower(err.Error()), "authorization") {
		t.Fatalf("the old password after the rotation: %v", err)
	}
}
