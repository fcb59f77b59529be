package main

import (
	"context"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nkeys"
	"go.uber.org/zap"

	"github.com/infersched/infersched/agent"
	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/keyauth"
	"github.com/infersched/infersched/bus/roles"
	"github.com/infersched/infersched/internal/natsauth"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/wire"
)

// A worker refused by the server is told the keys of its own file.
func TestWorkerAuthErrorNamesTheWorkerKeys(t *testing.T) {
	srv := natstest.Start(t, natstest.WithUsers(&server.User{Username: "worker-1", Password: "right"}))
	file := filepath.Join(t.TempDir(), "worker.pass")
	if err := os.WriteFile(file, []byte("wrong\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	cfg := agent.DefaultConfig()
	cfg.NATSURL, cfg.NATS = srv.URL(), natsauth.Credentials{User: "worker-1", PasswordFile: file}
	nc, err := connectWorkerNATS(cfg, nil, zap.NewNop())
	if err == nil {
		nc.Close()
		t.Fatal("connected with the wrong password")
	}
	if !strings.Contains(err.Error(), "check worker.nats.user and its password") || strings.Contains(err.Error(), " nats.user") {
		t.Fatalf("refusal: %v", err)
	}
}

type stakeAll struct{}

func (stakeAll) StakeOf(context.Context, common.Address) (*big.Int, error) {
	return big.NewInt(1e18), nil
}

// A worker whose file says nats.key_auth connects with its key alone through the daemon's
// auth callout, and reconnects with a fresh token (a token is used once).
func TestWorkerConnectsWithItsKey(t *testing.T) {
	issuer, _ := nkeys.CreateAccount()
	pub, _ := issuer.PublicKey()
	srv := natstest.Start(t, natstest.WithUsers(&server.User{Username: "auth", Password: "auth-pw"}),
		natstest.WithAuthCallout(server.AuthCallout{Issuer: pub, AuthUsers: []string{"auth"}}))
	grant := func(a common.Address) keyauth.Grant {
		u := roles.User{Role: roles.Worker, Name: roles.WorkerUser(a), Worker: a}
		p := roles.For(u)
		return keyauth.Grant{Name: u.Name, Publish: p.Publish, PublishDeny: p.PublishDeny, Subscribe: p.Subscribe}
	}
	svc, err := keyauth.New(keyauth.Config{Audience: bus.DefaultAudience, MaxAge: 30 * time.Second, StakeTTL: time.Minute,
		StakeReadsPerSecond: 10, StakeReadBurst: 10}, issuer, stakeAll{}, grant, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	anc, err := nats.Connect(srv.URL(), nats.UserInfo("auth", "auth-pw"))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	stop, err := svc.Listen(ctx, anc)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	t.Cleanup(func() { cancel(); stop(); anc.Close() })
	key, _ := crypto.GenerateKey()
	addr := crypto.PubkeyToAddress(key.PublicKey)
	cfg := agent.DefaultConfig()
	cfg.NATSURL, cfg.NATS = srv.URL(), natsauth.Credentials{KeyAuth: true}
	nc, err := connectWorkerNATS(cfg, key, zap.NewNop())
	if err != nil {
		t.Fatalf("the worker's key is refused: %v", err)
	}
	defer nc.Close()
	watch := srv.Conn(t)
	sub, err := watch.SubscribeSync(wire.HeartbeatSubject(addr))
	if err != nil {
		t.Fatal(err)
	}
	if err := watch.Flush(); err != nil {
		t.Fatal(err)
	}
	for i := range 2 {
		if err := nc.Publish(wire.HeartbeatSubject(addr), []byte("hb")); err != nil {
			t.Fatal(err)
		}
		if _, err := sub.NextMsg(20 * time.Second); err != nil {
			t.Fatalf("heartbeat %d: %v", i, err)
		}
		if i == 0 {
			srv.Restart(t) // the worker reconnects, with a new token
			deadline := time.Now().Add(30 * time.Second)
			for !nc.IsConnected() && time.Now().Before(deadline) {
				time.Sleep(20 * time.Millisecond)
			}
			if !nc.IsConnected() {
				t.Fatalf("the worker did not reconnect: %v", nc.LastError())
			}
			watch = srv.Conn(t)
			if sub, err = watch.SubscribeSync(wire.HeartbeatSubject(addr)); err != nil {
				t.Fatal(err)
			}
			if err := watch.Flush(); err != nil {
				t.Fatal(err)
			}
		}
	}
}
