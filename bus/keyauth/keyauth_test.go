package keyauth

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nkeys"

	"github.com/infersched/infersched/bus/roles"
	"github.com/infersched/infersched/internal/natsauth"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/wire"
)

const audience = "test-deployment"

// stakes is the chain's stakes as a map (the contract reader is tested in workers).
type stakes struct {
	mu sync.Mutex
	m  map[common.Address]*big.Int
}

func (s *stakes) StakeOf(_ context.Context, a common.Address) (*big.Int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if v, ok := s.m[a]; ok {
		return v, nil
	}
	return new(big.Int), nil
}

type rig struct {
	srv    *natstest.Server
	stakes *stakes
	pwUser roles.User
}

// startRig starts a real nats-server whose authorization has a password user for the
// callout service ("auth") and a password worker, and an auth callout answered by the
// service, which runs until the test ends.
func startRig(t testing.TB) *rig { return startRigWith(t, nil) }

// startRigWith is startRig with the service's configuration changed by change.
func startRigWith(t testing.TB, change func(*Config)) *rig {
	t.Helper()
	issuer, err := nkeys.CreateAccount()
	if err != nil {
		t.Fatal(err)
	}
	pub, err := issuer.PublicKey()
	if err != nil {
		t.Fatal(err)
	}
	pwKey, _ := crypto.GenerateKey()
	pwAddr := crypto.PubkeyToAddress(pwKey.PublicKey)
	pwUser := roles.User{Role: roles.Worker, Name: roles.WorkerUser(pwAddr), Worker: pwAddr, Password: "pw-worker-password"}
	// The service connects as a user of role callout: it may do nothing but answer.
	users, err := roles.ServerUsers([]roles.User{pwUser, {Role: roles.Callout, Name: "auth", Password: "auth-password"}})
	if err != nil {
		t.Fatal(err)
	}
	srv := natstest.Start(t, natstest.WithUsers(users...),
		natstest.WithAuthCallout(server.AuthCallout{Issuer: pub, AuthUsers: []string{"auth", pwUser.Name}}))
	st := &stakes{m: map[common.Address]*big.Int{}}
	cfg := Config{Audience: audience, MaxAge: 30 * time.Second, MinStakeWei: big.NewInt(100), StakeTTL: time.Minute,
		StakeReadsPerSecond: 100, StakeReadBurst: 100}
	if change != nil {
		change(&cfg)
	}
	svc, err := New(cfg, issuer, st, workerGrant(), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	nc, err := nats.Connect(srv.URL(), nats.UserInfo("auth", "auth-password"))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	stop, err := svc.Listen(ctx, nc)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	t.Cleanup(func() { cancel(); stop(); nc.Close() })
	return &rig{srv: srv, stakes: st, pwUser: pwUser}
}

func (r *rig) staked(t testing.TB) (*ecdsa.PrivateKey, common.Address) {
	t.Helper()
	k, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	a := crypto.PubkeyToAddress(k.PublicKey)
	r.stakes.mu.Lock()
	r.stakes.m[a] = big.NewInt(1000)
	r.stakes.mu.Unlock()
	return k, a
}

func token(t testing.TB, k *ecdsa.PrivateKey, at time.Time) string {
	t.Helper()
	tok, err := tokenAt(k, at)
	if err != nil {
		t.Fatal(err)
	}
	return tok
}

// tokenAt is token for goroutines other than the test's.
func tokenAt(k *ecdsa.PrivateKey, at time.Time) (string, error) {
	return wire.NATSToken(k, audience, at)
}

// connect connects with tok (a worker's inbox prefix for addr) and records the
// permission violations.
func (r *rig) connect(addr common.Address, tok string, opts ...nats.Option) (*nats.Conn, error) {
	return nats.Connect(r.srv.URL(), append([]nats.Option{nats.Token(tok), nats.CustomInboxPrefix(natsauth.Inbox(roles.WorkerUser(addr))),
		nats.NoReconnect(), nats.ErrorHandler(func(*nats.Conn, *nats.Subscription, error) {})}, opts...)...)
}

// refused: the server refused what the client did since the last flush on subject.
func refused(t *testing.T, nc *nats.Conn, what, subject string) {
	t.Helper()
	if err := nc.Flush(); err != nil {
		t.Fatalf("%s: flush: %v", what, err)
	}
	err := nc.LastError()
	if err == nil || !errors.Is(err, nats.ErrPermissionViolation) || !strings.Contains(strings.ToLower(err.Error()), strings.ToLower(subject)) {
		t.Errorf("%s: the server did not refuse %q (last error: %v)", what, subject, err)
	}
}

// A staked worker connects with its key alone and gets exactly a worker's permissions:
// its own heartbeat subject reaches the scheduler, another worker's subjects and the
// assignments stream are refused; the password worker still connects.
func TestStakedKeyIsAdmittedWithItsPermissions(t *testing.T) {
	r := startRig(t)
	k, addr := r.staked(t)
	_, other := r.staked(t)
	nc, err := r.connect(addr, token(t, k, time.Now()))
	if err != nil {
		t.Fatalf("a staked key is refused: %v", err)
	}
	defer nc.Close()

	watch := r.srv.Conn(t)
	sub, err := watch.SubscribeSync(wire.HeartbeatSubject(addr))
	if err != nil {
		t.Fatal(err)
	}
	if err := watch.Flush(); err != nil {
		t.Fatal(err)
	}
	if err := nc.Publish(wire.HeartbeatSubject(addr), []byte("hb")); err != nil {
		t.Fatal(err)
	}
	if m, err := sub.NextMsg(20 * time.Second); err != nil || string(m.Data) != "hb" {
		t.Fatalf("the worker's own heartbeat did not arrive: %v", err)
	}
	if err := nc.Publish(wire.HeartbeatSubject(other), []byte("hb")); err != nil {
		t.Fatal(err)
	}
	refused(t, nc, "a heartbeat as another worker", wire.HeartbeatSubject(other))
	if err := nc.Publish(wire.SubjectAssignPrefix+wire.WorkerID(addr), []byte("x")); err != nil {
		t.Fatal(err)
	}
	refused(t, nc, "publishing an assignment", wire.SubjectAssignPrefix+wire.WorkerID(addr))
	if _, err := nc.SubscribeSync(natsauth.Inbox(roles.WorkerUser(other)) + ".>"); err != nil {
		t.Fatal(err)
	}
	refused(t, nc, "reading another worker's inbox", natsauth.Inbox(roles.WorkerUser(other)))

	pw, err := nats.Connect(r.srv.URL(), nats.UserInfo(r.pwUser.Name, r.pwUser.Password), nats.NoReconnect())
	if err != nil {
		t.Fatalf("the password worker is refused: %v", err)
	}
	pw.Close()
}

// Exactly a password worker's permissions: the user the service signs carries
// roles.For of the worker, nothing more or less.
func TestAdmittedUserHasTheRolePermissions(t *testing.T) {
	issuer, _ := nkeys.CreateAccount()
	st := &stakes{m: map[common.Address]*big.Int{}}
	svc, err := New(Config{Audience: audience, MaxAge: time.Minute, StakeTTL: time.Minute, StakeReadsPerSecond: 1, StakeReadBurst: 1}, issuer, st, workerGrant(), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	k, _ := crypto.GenerateKey()
	addr := crypto.PubkeyToAddress(k.PublicKey)
	user, _ := nkeys.CreateUser()
	upub, _ := user.PublicKey()
	req := authRequest(t, upub, token(t, k, time.Now()))
	uc, _, err := svc.admit(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	claims, err := decodeUser(uc)
	if err != nil {
		t.Fatal(err)
	}
	want := roles.For(roles.User{Role: roles.Worker, Name: roles.WorkerUser(addr), Worker: addr})
	if !slices.Equal([]string(claims.Pub.Allow), want.Publish) || !slices.Equal([]string(claims.Sub.Allow), want.Subscribe) ||
		len(claims.Pub.Deny) != len(want.PublishDeny) || claims.Name != roles.WorkerUser(addr) || claims.Subject != upub {
		t.Fatalf("admitted user: name %s, pub %v deny %v, sub %v; want %v %v", claims.Name, claims.Pub.Allow, claims.Pub.Deny, claims.Sub.Allow, want.Publish, want.Subscribe)
	}
}

// An unstaked key, a stale or future timestamp, a token used twice, a token whose address
// is changed to another worker's, another deployment's token and garbage are all refused
// by a real server.
func TestBadTokensAreRefused(t *testing.T) {
	r := startRig(t)
	k, addr := r.staked(t)
	unstaked, _ := crypto.GenerateKey()
	_, victim := r.staked(t)

	used := token(t, k, time.Now())
	nc, err := r.connect(addr, used)
	if err != nil {
		t.Fatalf("first use: %v", err)
	}
	nc.Close()
	forged := strings.Replace(used, strings.TrimPrefix(strings.ToLower(addr.Hex()), "0x"), strings.TrimPrefix(strings.ToLower(victim.Hex()), "0x"), 1)
	other, err := wire.NATSToken(k, "another-deployment", time.Now())
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		addr common.Address
		tok  string
	}{
		{"unstaked key", crypto.PubkeyToAddress(unstaked.PublicKey), token(t, unstaked, time.Now())},
		{"stale timestamp", addr, token(t, k, time.Now().Add(-2*time.Minute))},
		{"future timestamp", addr, token(t, k, time.Now().Add(2*time.Minute))},
		{"token used twice", addr, used},
		{"token replayed for another address", victim, forged},
		{"another deployment's token", addr, other},
		{"garbage", addr, "ik1.zz.1.zz"},
		{"no token", addr, ""},
		{"a password as a token", addr, "hunter2"},
	} {
		nc, err := r.connect(tc.addr, tc.tok)
		if err == nil {
			nc.Close()
			t.Errorf("%s: admitted", tc.name)
			continue
		}
		if !errors.Is(err, nats.ErrAuthorization) && !strings.Contains(strings.ToLower(err.Error()), "authorization") {
			t.Errorf("%s: refused with %v, want an authorization violation", tc.name, err)
		}
	}
}
