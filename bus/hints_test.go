package bus

import (
	"context"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/internal/testutil/natstest"
)

func TestConnectNamesTheRedactedEndpointAndAFix(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close() // nothing listens there now
	cfg := DefaultConfig()
	cfg.URL = "nats://alice:s3cret@" + addr
	_, err = Connect(cfg, "test", nil)
	if err == nil {
		t.Fatal("connected to nothing")
	}
	msg := err.Error()
	for _, want := range []string{"nats://xxxxx@" + addr, "is nats-server running"} {
		if !strings.Contains(msg, want) {
			t.Errorf("%q does not contain %q", msg, want)
		}
	}
	if strings.Contains(msg, "s3cret") {
		t.Errorf("password leaked: %s", msg)
	}
}

func TestEnsureWithoutJetStreamSaysSo(t *testing.T) {
	srv, err := server.NewServer(&server.Options{Host: "127.0.0.1", Port: -1, NoLog: true, NoSigs: true})
	if err != nil {
		t.Fatal(err)
	}
	go srv.Start()
	if !srv.ReadyForConnections(10 * time.Second) {
		t.Fatal("nats-server not ready")
	}
	t.Cleanup(srv.Shutdown)
	nc, err := nats.Connect(srv.ClientURL())
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	cfg := DefaultConfig()
	cfg.Storage = "memory"
	err = Ensure(context.Background(), js, cfg)
	if err == nil || !strings.Contains(err.Error(), "start nats-server with -js") {
		t.Fatalf("got %v, want the JetStream hint", err)
	}
}

func TestRedactURL(t *testing.T) {
	for in, want := range map[string]string{
		"nats://127.0.0.1:4222":               "nats://127.0.0.1:4222",
		"nats://u:p@a:4222, tls://tok@b:4222": "nats://xxxxx@a:4222,tls://xxxxx@b:4222",
		"user:pass@host:4222":                 "xxxxx@host:4222",
	} {
		if got := RedactURL(in); got != want {
			t.Errorf("RedactURL(%q) = %q, want %q", in, got, want)
		}
	}
}

// The default stream sizes on a node whose JetStream store is smaller than what they
// reserve: the error names the keys to change on both sides.
func TestEnsureOnASmallStoreNamesMaxFileStore(t *testing.T) {
	srv := natstest.Start(t, natstest.WithMaxStore(4<<30))
	js := srv.JetStream(t)
	err := Ensure(context.Background(), js, DefaultConfig())
	if err == nil {
		t.Fatal("17 GiB of streams on a 4 GiB store")
	}
	t.Log(err)
	for _, want := range []string{"max_file_store", "nats.requests.max_bytes = 8 GiB", "17 GiB per node"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error does not say %q: %v", want, err)
		}
	}
	cfg := DefaultConfig()
	cfg.Requests.MaxBytes, cfg.Assignments.MaxBytes, cfg.Decisions.MaxBytes = 1<<30, 256<<20, 1<<30
	if err := Ensure(context.Background(), js, cfg); err != nil {
		t.Fatalf("streams that fit: %v", err)
	}
}
