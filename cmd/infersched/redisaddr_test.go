package main

import (
	"context"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/infersched/infersched/daemon/devstack"
)

// With no Redis where redis.addr points, `run` names both Redis and the setting, not just
// "rounds: restore verification standings: read standings: dial tcp 127.0.0.1:6379:
// connect: connection refused".
func TestRunWithoutRedisNamesTheSetting(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: needs a dev stack without a daemon")
	}
	o := devstack.DefaultOptions()
	dir := t.TempDir()
	o.HTTP, o.RPC, o.NATS, o.Workers = "127.0.0.1:0", "127.0.0.1:0", "127.0.0.1:0", 0
	o.NoDaemon, o.WriteConfig = true, filepath.Join(dir, "infersched.yaml")
	s, err := devstack.Start(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ln, err := net.Listen("tcp", "127.0.0.1:0") // a port nobody answers on once closed
	if err != nil {
		t.Fatal(err)
	}
	dead := ln.Addr().String()
	ln.Close()
	b, err := os.ReadFile(o.WriteConfig)
	if err != nil {
		t.Fatal(err)
	}
	cfg := strings.Replace(string(b), "addr: "+s.Config.Redis.Addr, "addr: "+dead, 1)
	if cfg == string(b) {
		t.Fatalf("the written config has no redis.addr %s", s.Config.Redis.Addr)
	}
	if err := os.WriteFile(o.WriteConfig, []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := runCLI(t, "", "run", "--config", o.WriteConfig, "--http", "127.0.0.1:0")
	if code != exitFailure || !strings.Contains(errOut, "redis: "+dead+" unreachable") || !strings.Contains(errOut, "check redis.addr") {
		t.Fatalf("exit %d, stderr %q; want exit %d naming redis at %s and the setting redis.addr", code, errOut, exitFailure, dead)
	}
}
