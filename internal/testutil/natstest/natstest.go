package natstest

import (
	"crypto/rand"
	"crypto/tls"
	"encoding/hex"
	"fmt"
	"net"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// Server is one embedded nats-server with JetStream enabled.
type Server struct {
	mu       sync.Mutex
	srv      *server.Server
	opts     *server.Options
	storeDir string
	port     int

	users     []*server.User
	adminPass string
	maxStore  int64
	tlsServer *tls.Config
	tlsClient *tls.Config
	callout   *server.AuthCallout
}

// Option changes the server Start starts.
type Option func(*Server)

// WithUsers turns authorization on: only these users (and an admin user with every
// permission, which Conn and JetStream use) may connect. Without it the server is open.
func WithUsers(users ...*server.User) Option {
	return func(s *Server) { s.users = append(s.users, users...) }
}

// CalloutAuthTimeout is a callout server's auth timeout (authorization { timeout }):
// how long a connection waits for the callout's answer. The generated configuration
// (infersched config nats-users --key-workers) sets the same.
const CalloutAuthTimeout = 10 * time.Second

// WithAuthCallout turns on nats-server's auth callout (authorization { auth_callout })
// with ac: a connection of a user not in ac.AuthUsers (the admin user is added) is
// decided by the service listening on $SYS.REQ.USER.AUTH. Needs WithUsers.
func WithAuthCallout(ac server.AuthCallout) Option {
	return func(s *Server) { s.callout = &ac }
}

// WithMaxStore bounds JetStream's file store, as jetstream { max_file_store } does on a
// node (the default here is 1 TiB).
func WithMaxStore(bytes int64) Option {
	return func(s *Server) { s.maxStore = bytes }
}

// WithTLS makes the server require TLS with cfg; client is what Conn connects with
// (its RootCAs the test's CA).
func WithTLS(cfg, client *tls.Config) Option {
	return func(s *Server) { s.tlsServer, s.tlsClient = cfg, client }
}

// Start starts a server on a free port with JetStream stored under t.TempDir(); it is
// shut down when the test ends.
func Start(t testing.TB, opts ...Option) *Server {
	t.Helper()
	s := &Server{storeDir: t.TempDir(), port: -1, maxStore: 1 << 40}
	for _, o := range opts {
		o(s)
	}
	if len(s.users) > 0 {
		b := make([]byte, 16)
		_, _ = rand.Read(b)
		s.adminPass = hex.EncodeToString(b)
	}
	s.start(t)
	t.Cleanup(s.Shutdown)
	return s
}

func (s *Server) start(t testing.TB) {
	t.Helper()
	opts := &server.Options{
		Host:      "127.0.0.1",
		Port:      s.port,
		JetStream: true,
		StoreDir:  s.storeDir,
		NoLog:     true,
		NoSigs:    true,
		// A test server takes what it needs of the machine; the default limits would
		// be derived from the host's memory and disk.
		JetStreamMaxMemory: 1 << 30,
		JetStreamMaxStore:  s.maxStore,
	}
	if len(s.users) > 0 {
		opts.Users = append([]*server.User{{Username: AdminUser, Password: s.adminPass}}, s.users...)
	}
	if s.callout != nil {
		ac := *s.callout
		ac.AuthUsers = append([]string{AdminUser}, ac.AuthUsers...)
		opts.AuthCallout = &ac
		// The callout's answer must come within the auth timeout; a test machine
		// loaded by parallel builds can take it past nats-server's 2 s default.
		opts.AuthTimeout = CalloutAuthTimeout.Seconds()
	}
	if s.tlsServer != nil {
		opts.TLS, opts.TLSConfig, opts.TLSTimeout = true, s.tlsServer, 5
	}
	srv, err := server.NewServer(opts)
	if err != nil {
		t.Fatalf("natstest: new server: %v", err)
	}
	go srv.Start()
	if !srv.ReadyForConnections(10 * time.Second) {
		srv.Shutdown()
		t.Fatalf("natstest: server not ready within 10s")
	}
	addr, ok := srv.Addr().(*net.TCPAddr)
	if !ok {
		srv.Shutdown()
		t.Fatalf("natstest: unexpected listen address %v", srv.Addr())
	}
	s.mu.Lock()
	s.srv = srv
	s.opts = opts
	s.port = addr.Port
	s.mu.Unlock()
}

// SetUsers replaces the users of a server started WithUsers (the admin user stays) and
// reloads its configuration, as `nats-server --signal reload` after an edit of its
// users: a client whose credentials no longer hold is disconnected and refused.
func (s *Server) SetUsers(t testing.TB, users ...*server.User) {
	t.Helper()
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.srv == nil || s.adminPass == "" {
		t.Fatalf("natstest: SetUsers on a server that is down or was started without WithUsers")
	}
	s.users = append([]*server.User(nil), users...)
	next := s.opts.Clone()
	next.Users = append([]*server.User{{Username: AdminUser, Password: s.adminPass}}, s.users...)
	if err := s.srv.ReloadOptions(next); err != nil {
		t.Fatalf("natstest: reload with new users: %v", err)
	}
	s.opts = next
}

// StoreDir is where the server keeps JetStream's files (on-disk sizes, for benchmarks).
func (s *Server) StoreDir() string { return s.storeDir }

// URL is the client URL, e.g. nats://127.0.0.1:41234. It stays the same across Restart.
func (s *Server) URL() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return fmt.Sprintf("nats://127.0.0.1:%d", s.port)
}

// AdminUser is the user with every permission of a server started WithUsers.
const AdminUser = "natstest-admin"

// Conn connects a client that is closed when the test ends. It reconnects forever, so
// that it survives Restart. On a server started WithUsers it is the admin user.
func (s *Server) Conn(t testing.TB) *nats.Conn {
	t.Helper()
	opts := []nats.Option{nats.MaxReconnects(-1), nats.ReconnectWait(20 * time.Millisecond)}
	if s.adminPass != "" {
		opts = append(opts, nats.UserInfo(AdminUser, s.adminPass))
	}
	if s.tlsClient != nil {
		opts = append(opts, nats.Secure(s.tlsClient))
	}
	nc, err := nats.Connect(s.URL(), opts...)
	if err != nil {
		t.Fatalf("natstest: connect: %v", err)
	}
	t.Cleanup(nc.Close)
	return nc
}

// JetStream returns a JetStream context on a fresh connection (see Conn).
func (s *Server) JetStream(t testing.TB) jetstream.JetStream {
	t.Helper()
	js, err := jetstream.New(s.Conn(t))
	if err != nil {
		t.Fatalf("natstest: jetstream: %v", err)
	}
	return js
}

// Restart shuts the server down and starts it again on the same port with the same store,
// as a crash and restart of the NATS process would.
func (s *Server) Restart(t testing.TB) {
	t.Helper()
	s.Shutdown()
	s.start(t)
}

// Shutdown stops the server and waits for it. Safe to call more than once.
func (s *Server) Shutdown() {
	s.mu.Lock()
	srv := s.srv
	s.srv = nil
	s.mu.Unlock()
	if srv != nil {
		srv.Shutdown()
		srv.WaitForShutdown()
	}
}
