package daemon

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"

	"github.com/infersched/infersched/bus/roles"
	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/internal/testutil/natstest"
)

// The scheduler's password changes on the server (a rotation in the wrong order) and
// changes back. The replica is not ready while it is cut off, is no longer alive once
// that lasts past health.unreachable_after (so that a supervisor restarts it), and when
// the password is back it reconnects by itself: ready, alive, and requests complete.
// Before, its connection was closed for good: /readyz 503 "connection CLOSED" for ever,
// /healthz 200.
func TestReplicaCutOffByAPasswordChangeComesBackOrSaysItIsDead(t *testing.T) {
	t.Parallel()
	roleList, creds := roleUsers(t, roles.Scheduler, roles.Indexer, roles.Admin)
	pw := map[roles.Role]string{}
	for _, u := range roleList {
		pw[u.Role] = u.Password
	}
	users := func(schedulerPassword string) []*server.User {
		su, err := roles.ServerUsers([]roles.User{
			{Role: roles.Scheduler, Name: "scheduler", Password: schedulerPassword},
			{Role: roles.Indexer, Name: "indexer", Password: pw[roles.Indexer]},
			{Role: roles.Admin, Name: "admin", Password: pw[roles.Admin]}})
		if err != nil {
			t.Fatal(err)
		}
		return su
	}
	run := func(ctx context.Context, cfg config.Config, d daemontest.Deps) error {
		return Run(ctx, cfg, Options{Log: testLogger(t), Dial: d.Dial, Redis: d.Redis, Key: d.Key,
			Listener: d.Listener, Ready: d.Ready, Version: "test"})
	}
	st := daemontest.NewStack(t, run, daemontest.Params{Workers: 1, Users: 2,
		NATS: []natstest.Option{natstest.WithUsers(users(pw[roles.Scheduler])...)}})
	st.Config.NATS.URL = st.NATS.URL()
	st.Config.NATS.Credentials = creds[roles.Scheduler]
	ic := creds[roles.Indexer]
	st.Config.NATS.Indexer = &ic
	ac := creds[roles.Admin] // the layout: the scheduler may not create it
	st.Config.NATS.Admin = &ac
	const bound = 3 * time.Second
	st.Config.Health.UnreachableAfter = bound
	s := &stack{Stack: st, t: t, chain: st.Chain, nc: st.NC}
	s.start()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	s.worker(0, ctx)
	s.waitAll([]string{s.request(0, 1e15)}, 40*time.Second, map[string][]poll{})
	if code := s.get("/healthz"); code != http.StatusOK {
		t.Fatalf("healthz %d before the fault", code)
	}

	cutAt := time.Now()
	st.NATS.SetUsers(t, users("not-the-replicas-password")...)
	s.waitCode("/readyz", http.StatusServiceUnavailable, 10*time.Second)
	dead := s.waitCode("/healthz", http.StatusServiceUnavailable, bound+10*time.Second)
	if took := dead.Sub(cutAt); took < bound {
		t.Fatalf("healthz 503 after %v, before the %v bound", took, bound)
	}
	// Several refusals in a row: nats.go would have closed the connection by now.
	time.Sleep(2 * time.Second)

	restored := time.Now()
	st.NATS.SetUsers(t, users(pw[roles.Scheduler])...)
	back := s.waitCode("/readyz", http.StatusOK, 20*time.Second)
	s.waitCode("/healthz", http.StatusOK, 5*time.Second)
	t.Logf("healthz 503 %v after the cut; ready again %v after the password came back",
		dead.Sub(cutAt).Round(time.Millisecond), back.Sub(restored).Round(time.Millisecond))
	s.waitAll([]string{s.request(1, 1e15)}, 40*time.Second, map[string][]poll{})
}

// get is the status code of GET path on the daemon.
func (s *stack) get(path string) int {
	resp, err := http.Get(s.url() + path)
	if err != nil {
		return 0
	}
	_ = resp.Body.Close()
	return resp.StatusCode
}

// waitCode waits until GET path answers code and returns when it did.
func (s *stack) waitCode(path string, code int, within time.Duration) time.Time {
	s.t.Helper()
	deadline := time.Now().Add(within)
	for {
		if s.get(path) == code {
			return time.Now()
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("%s did not answer %d within %v (last %d)", path, code, within, s.get(path))
		}
		time.Sleep(50 * time.Millisecond)
	}
}
