package daemon

import (
	"context"
	"crypto/ecdsa"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nkeys"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/roles"
	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/internal/natsauth"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/wire"
)

// `infersched run` with nats.auth_callout set: the daemon's own callout service admits
// a staked worker that connects with its key alone, with a worker's permissions, and
// refuses an unstaked key; the password roles bypass the callout.
func TestDaemonAdmitsWorkersByTheirKeys(t *testing.T) {
	users, creds := roleUsers(t, roles.Scheduler, roles.Indexer, roles.Admin, roles.Callout)
	dir := t.TempDir()
	su, err := roles.ServerUsers(users)
	if err != nil {
		t.Fatal(err)
	}
	issuer, _ := nkeys.CreateAccount()
	pub, _ := issuer.PublicKey()
	seed, _ := issuer.Seed()
	seedFile := filepath.Join(dir, "issuer.nk")
	if err := os.WriteFile(seedFile, seed, 0o600); err != nil {
		t.Fatal(err)
	}
	run := func(ctx context.Context, cfg config.Config, d daemontest.Deps) error {
		return Run(ctx, cfg, Options{Log: testLogger(t), Dial: d.Dial, Redis: d.Redis, Key: d.Key,
			Listener: d.Listener, Ready: d.Ready, Version: "test"})
	}
	st := daemontest.NewStack(t, run, daemontest.Params{Workers: 2, Users: 1, NATS: []natstest.Option{
		natstest.WithUsers(su...),
		natstest.WithAuthCallout(server.AuthCallout{Issuer: pub, AuthUsers: []string{"scheduler", "indexer", "admin", "callout"}}),
	}})
	st.Config.NATS.URL = st.NATS.URL()
	st.Config.NATS.Credentials = creds[roles.Scheduler]
	ic, ac := creds[roles.Indexer], creds[roles.Admin]
	st.Config.NATS.Indexer, st.Config.NATS.Admin = &ic, &ac
	st.Config.NATS.AuthCallout = &bus.AuthCallout{Credentials: creds[roles.Callout], IssuerSeedFile: seedFile}
	s := &stack{Stack: st, t: t, chain: st.Chain, nc: st.NC}
	s.start()

	connect := func(key *ecdsa.PrivateKey) (*nats.Conn, error) {
		addr := crypto.PubkeyToAddress(key.PublicKey)
		c := natsauth.Credentials{KeyAuth: true,
			KeyToken: func() (string, error) { return wire.NATSToken(key, bus.DefaultAudience, time.Now()) },
			KeyInbox: natsauth.Inbox(roles.WorkerUser(addr))}
		return bus.ConnectKeyed(st.NATS.URL(), c, bus.Keys{URL: "worker.nats_url", Credentials: "worker.nats"}, "test-worker", nil)
	}
	w := st.Chain.Workers[0]
	nc, err := connect(w.Key)
	if err != nil {
		t.Fatalf("the staked worker's key is refused by the daemon's callout: %v", err)
	}
	defer nc.Close()
	// Its own heartbeat subject: allowed. Another worker's: a permissions violation.
	errs := make(chan error, 4)
	nc.SetErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) { errs <- err })
	if err := nc.Publish(wire.HeartbeatSubject(w.Address), []byte("{}")); err != nil {
		t.Fatal(err)
	}
	if err := nc.Flush(); err != nil {
		t.Fatal(err)
	}
	if err := nc.Publish(wire.HeartbeatSubject(st.Chain.Workers[1].Address), []byte("{}")); err != nil {
		t.Fatal(err)
	}
	_ = nc.Flush()
	select {
	case err := <-errs:
		if !strings.Contains(strings.ToLower(err.Error()), "permissions violation") {
			t.Fatalf("publishing as another worker: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("a worker admitted by key published on another worker's heartbeat subject")
	}

	stranger, _ := crypto.GenerateKey() // no stake on chain
	if c, err := connect(stranger); err == nil {
		c.Close()
		t.Fatal("an unstaked key was admitted")
	}
}
