package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"go.uber.org/zap"

	"github.com/infersched/infersched/agent"
	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/keyauth"
	"github.com/infersched/infersched/bus/roles"
	"github.com/infersched/infersched/internal/natsauth"
	"github.com/infersched/infersched/wire"
)

// `config nats-users --key-workers` gives a server configuration, laid out as
// deploy/compose's (users in the INFERSCHED account, the auth_callout block included), on
// which a worker connects with its key alone and a password worker still connects.
func TestConfigNATSUsersKeyWorkers(t *testing.T) {
	dir := t.TempDir()
	const pwWorker = "0x00000000000000000000000000000000000000aa"
	callout, seedFile := filepath.Join(dir, "callout.conf"), filepath.Join(dir, "issuer.nk")
	code, out, errOut := runCLI(t, "", "config", "nats-users", "--worker", pwWorker, "--issuer-seed", seedFile, "--callout-file", callout)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	// The seed it created is the one nats.auth_callout.issuer_seed_file reads.
	issuer, err := (bus.AuthCallout{IssuerSeedFile: seedFile}).IssuerKey()
	if err != nil {
		t.Fatal(err)
	}
	pub, _ := issuer.PublicKey()
	for _, u := range []string{"indexer", "scheduler", "auditor", "admin", CalloutUser, "worker-" + pwWorker} {
		t.Setenv(PasswordVar(u), "pw-"+u)
	}
	conf := "listen: 127.0.0.1:-1\njetstream { store_dir: " + filepath.Join(dir, "js") + " }\n" +
		"accounts {\n  INFERSCHED {\n    jetstream: enabled\n" + out + "  }\n}\ninclude callout.conf\n"
	file := filepath.Join(dir, "nats.conf")
	if err := os.WriteFile(file, []byte(conf), 0o600); err != nil {
		t.Fatal(err)
	}
	opts, err := server.ProcessConfigFile(file)
	if err != nil {
		b, _ := os.ReadFile(callout)
		t.Fatalf("%v\n%s\n%s", err, conf, b)
	}
	if opts.AuthCallout == nil || opts.AuthCallout.Issuer != pub || opts.AuthCallout.Account != "INFERSCHED" || len(opts.AuthCallout.AuthUsers) != 6 {
		t.Fatalf("auth_callout %+v", opts.AuthCallout)
	}
	if opts.AuthTimeout != calloutAuthTimeoutS {
		t.Fatalf("authorization timeout %v s, want %d: the callout's answer waits on a stake read", opts.AuthTimeout, calloutAuthTimeoutS)
	}
	opts.NoLog, opts.NoSigs = true, true
	srv, err := server.NewServer(opts)
	if err != nil {
		t.Fatal(err)
	}
	go srv.Start()
	t.Cleanup(srv.Shutdown)
	if !srv.ReadyForConnections(10 * time.Second) {
		t.Fatal("server not ready")
	}
	url := srv.ClientURL()

	// The daemon's side: nats.auth_callout as the auth-callout user.
	grant := func(a common.Address) keyauth.Grant {
		u := roles.User{Role: roles.Worker, Name: roles.WorkerUser(a), Worker: a}
		p := roles.For(u)
		return keyauth.Grant{Name: u.Name, Publish: p.Publish, PublishDeny: p.PublishDeny, Subscribe: p.Subscribe}
	}
	svc, err := keyauth.New(keyauth.Config{Audience: bus.DefaultAudience, MaxAge: 30 * time.Second, StakeTTL: time.Minute,
		StakeReadsPerSecond: 10, StakeReadBurst: 10, Account: "INFERSCHED"}, issuer, stakeAll{}, grant, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	anc, err := nats.Connect(url, nats.UserInfo(CalloutUser, "pw-"+CalloutUser))
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

	sched, err := nats.Connect(url, nats.UserInfo("scheduler", "pw-scheduler"), nats.CustomInboxPrefix(natsauth.Inbox("scheduler")))
	if err != nil {
		t.Fatal(err)
	}
	defer sched.Close()
	key, _ := crypto.GenerateKey()
	addr := crypto.PubkeyToAddress(key.PublicKey)
	sub, err := sched.SubscribeSync(wire.HeartbeatSubject(addr))
	if err != nil {
		t.Fatal(err)
	}
	if err := sched.Flush(); err != nil {
		t.Fatal(err)
	}
	cfg := agent.DefaultConfig()
	cfg.NATSURL, cfg.NATS = url, natsauth.Credentials{KeyAuth: true}
	nc, err := connectWorkerNATS(cfg, key, zap.NewNop())
	if err != nil {
		t.Fatalf("a worker by its key: %v", err)
	}
	defer nc.Close()
	if err := nc.Publish(wire.HeartbeatSubject(addr), []byte("hb")); err != nil {
		t.Fatal(err)
	}
	if _, err := sub.NextMsg(20 * time.Second); err != nil {
		t.Fatalf("the key worker's heartbeat did not reach the scheduler (same account): %v", err)
	}
	pw, err := nats.Connect(url, nats.UserInfo("worker-"+pwWorker, "pw-worker-"+pwWorker), nats.NoReconnect())
	if err != nil {
		t.Fatalf("the password worker: %v", err)
	}
	pw.Close()
	if _, err := nats.Connect(url, nats.Token("ik1.garbage"), nats.NoReconnect()); err == nil || !strings.Contains(strings.ToLower(err.Error()), "authorization") {
		t.Fatalf("garbage token: %v", err)
	}
}
