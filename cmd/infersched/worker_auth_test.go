package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nats-io/nats-server/v2/server"
	"go.uber.org/zap"

	"github.com/infersched/infersched/agent"
	"github.com/infersched/infersched/internal/natsauth"
	"github.com/infersched/infersched/internal/testutil/natstest"
)

// Issue 26, finding 8: a worker refused by the server is told the keys of its own file.
func TestWorkerAuthErrorNamesTheWorkerKeys(t *testing.T) {
	srv := natstest.Start(t, natstest.WithUsers(&server.User{Username: "worker-1", Password: "right"}))
	file := filepath.Join(t.TempDir(), "worker.pass")
	if err := os.WriteFile(file, []byte("wrong\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	cfg := agent.DefaultConfig()
	cfg.NATSURL, cfg.NATS = srv.URL(), natsauth.Credentials{User: "worker-1", PasswordFile: file}
	nc, err := connectWorkerNATS(cfg, zap.NewNop())
	if err == nil {
		nc.Close()
		t.Fatal("connected with the wrong password")
	}
	if !strings.Contains(err.Error(), "check worker.nats.user and its password") || strings.Contains(err.Error(), " nats.user") {
		t.Fatalf("refusal: %v", err)
	}
}
