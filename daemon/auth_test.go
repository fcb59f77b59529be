package daemon

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/infersched/infersched/bus/roles"
	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/internal/natsauth"
	"github.com/infersched/infersched/internal/testutil/natstest"
)

// `infersched run` on a bus with the roles: it connects itself from the nats section as
// scheduler, its indexer as indexer on a second connection, puts the layout in place as
// the admin on a third (closed after), and requests still go from the chain to
// completed results.
func TestDaemonRunsWithBusRoles(t *testing.T) {
	t.Parallel()
	users, creds := roleUsers(t, roles.Scheduler, roles.Indexer, roles.Admin)
	su, err := roles.ServerUsers(users)
	if err != nil {
		t.Fatal(err)
	}
	run := func(ctx context.Context, cfg config.Config, d daemontest.Deps) error {
		// No connection handed in: the daemon dials with its configuration.
		return Run(ctx, cfg, Options{Log: testLogger(t), Dial: d.Dial, Redis: d.Redis, Key: d.Key,
			Listener: d.Listener, Ready: d.Ready, Version: "test"})
	}
	st := daemontest.NewStack(t, run, daemontest.Params{Workers: 2, Users: 2, NATS: []natstest.Option{natstest.WithUsers(su...)}})
	st.Config.NATS.URL = st.NATS.URL()
	st.Config.NATS.Credentials = creds[roles.Scheduler]
	ic := creds[roles.Indexer]
	st.Config.NATS.Indexer = &ic
	ac := creds[roles.Admin] // the layout: the scheduler may not create it
	st.Config.NATS.Admin = &ac
	s := &stack{Stack: st, t: t, chain: st.Chain, nc: st.NC}
	s.start()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	for i := range 2 {
		s.worker(i, ctx)
	}
	var ids []string
	for i := range 4 {
		ids = append(ids, s.request(i, int64(i+1)*1e15))
	}
	s.waitAll(ids, 40*time.Second, map[string][]poll{})

	// Without credentials the daemon does not start.
	bad := st.Config
	bad.NATS.Credentials = natsauth.Credentials{}
	bad.NATS.Indexer = nil
	rctx, rcancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer rcancel()
	dial := func(context.Context, string) (ethrpc.Client, error) { return noCloseClient{st.Chain.Client}, nil }
	err = Run(rctx, bad, Options{Log: testLogger(t), Dial: dial, Redis: st.Redis.Client(t), Key: st.Chain.Scheduler.Key})
	if err == nil || !strings.Contains(err.Error(), "refused the credentials") {
		t.Errorf("the daemon on the bus without credentials: %v", err)
	}
}

// roleUsers makes a user named after each role with a random password, kept in a file
// as an operator would, and the credentials the daemon's config reads it with.
func roleUsers(t *testing.T, rs ...roles.Role) ([]roles.User, map[roles.Role]natsauth.Credentials) {
	t.Helper()
	dir := t.TempDir()
	var users []roles.User
	creds := map[roles.Role]natsauth.Credentials{}
	for _, r := range rs {
		pw, err := roles.RandomPassword()
		if err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(dir, string(r)+".pass")
		if err := os.WriteFile(file, []byte(pw+"\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		users = append(users, roles.User{Role: r, Name: string(r), Password: pw})
		creds[r] = natsauth.Credentials{User: string(r), PasswordFile: file}
	}
	return users, creds
}

type noCloseClient struct{ ethrpc.Client }

func (noCloseClient) Close() {}
