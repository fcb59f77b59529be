package natstest

import (
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
	storeDir string
	port     int
}

// Start starts a server on a free port with JetStream stored under t.TempDir(); it is
// shut down when the test ends.
func Start(t testing.TB) *Server {
	t.Helper()
	s := &Server{storeDir: t.TempDir(), port: -1}
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
		JetStreamMaxStore:  1 << 40,
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
	s.port = addr.Port
	s.mu.Unlock()
}

// URL is the client URL, e.g. nats://127.0.0.1:41234. It stays the same across Restart.
func (s *Server) URL() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return fmt.Sprintf("nats://127.0.0.1:%d", s.port)
}

// Conn connects a client that is closed when the test ends. It reconnects forever, so
// that it survives Restart.
func (s *Server) Conn(t testing.TB) *nats.Conn {
	t.Helper()
	nc, err := nats.Connect(s.URL(),
		nats.MaxReconnects(-1),
		nats.ReconnectWait(20*time.Millisecond),
	)
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
