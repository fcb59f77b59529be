package workers

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"

	"github.com/infersched/infersched/internal/testutil/testkit"
	"github.com/infersched/infersched/wire"
)

func TestHTTPHandler(t *testing.T) {
	e := newEnv(t)
	srv := httptest.NewServer(e.reg.HeartbeatHandler())
	t.Cleanup(srv.Close)
	k := e.worker()
	unstaked, _ := crypto.GenerateKey()
	other := e.worker()

	post := func(b []byte) (int, []byte) {
		t.Helper()
		resp, err := http.Post(srv.URL+wire.HeartbeatPath, "application/json", bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		out, _ := io.ReadAll(resp.Body)
		if ct := resp.Header.Get("Content-Type"); ct != "application/json" {
			t.Errorf("Content-Type = %q", ct)
		}
		return resp.StatusCode, out
	}

	good := body(t, mustSign(t, k, e.hb(k, 1)))
	code, out := post(good)
	var ack wire.HeartbeatReply
	if code != http.StatusOK || json.Unmarshal(out, &ack) != nil || ack.Worker != idOf(k) || ack.Seq != 1 {
		t.Fatalf("valid heartbeat: %d %s", code, out)
	}
	if _, ok := e.find(idOf(k)); !ok {
		t.Fatal("worker not recorded")
	}

	cases := []struct {
		name   string
		body   []byte
		status int
		code   string
	}{
		{"malformed", []byte("{"), 400, "invalid_heartbeat"},
		{"too large", bytes.Repeat([]byte(" "), wire.MaxBodyBytes+1), 413, "too_large"},
		{"replay", good, 409, "replay"},
		{"bad signature", body(t, signRaw(t, other, e.hb(k, 2))), 401, "bad_signature"},
		{"not staked", body(t, mustSign(t, unstaked, e.hb(unstaked, 1))), 403, "not_staked"},
		{"clock skew", func() []byte {
			hb := e.hb(k, 3)
			hb.TimestampMS -= time.Hour.Milliseconds()
			return body(t, mustSign(t, k, hb))
		}(), 400, "clock_skew"},
	}
	for _, c := range cases {
		code, out := post(c.body)
		var eb wire.ErrorBody
		if err := json.Unmarshal(out, &eb); err != nil || code != c.status || eb.Error != c.code || eb.Message == "" {
			t.Errorf("%s: %d %s; want %d with error %q", c.name, code, out, c.status, c.code)
		}
	}

	resp, err := http.Get(srv.URL + wire.HeartbeatPath)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusMethodNotAllowed || resp.Header.Get("Allow") != "POST" {
		t.Errorf("GET: %d, Allow %q", resp.StatusCode, resp.Header.Get("Allow"))
	}

	// Redis gone: 503 with Retry-After, not a rejection.
	e.srv.Stop()
	code, out = post(body(t, mustSign(t, k, e.hb(k, 4))))
	var eb wire.ErrorBody
	_ = json.Unmarshal(out, &eb)
	if code != http.StatusServiceUnavailable || eb.Error != "unavailable" {
		t.Errorf("Redis down: %d %s; want 503 unavailable", code, out)
	}
}

func startNATS(t *testing.T) *nats.Conn {
	t.Helper()
	ns, err := server.NewServer(&server.Options{Host: "127.0.0.1", Port: -1, NoLog: true, NoSigs: true})
	if err != nil {
		t.Fatal(err)
	}
	go ns.Start()
	if !ns.ReadyForConnections(10 * time.Second) {
		t.Fatal("nats-server not ready")
	}
	t.Cleanup(func() { ns.Shutdown(); ns.WaitForShutdown() })
	nc, err := nats.Connect(ns.ClientURL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	return nc
}

func TestNATSHeartbeats(t *testing.T) {
	e := newEnv(t)
	nc := startNATS(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	if err := e.reg.SubscribeNATS(ctx, nc); err != nil {
		t.Fatal(err)
	}
	k, other := e.worker(), e.worker()

	// With a reply subject: the wire.HeartbeatReply.
	msg, err := nc.Request(wire.HeartbeatSubject(crypto.PubkeyToAddress(k.PublicKey)), body(t, mustSign(t, k, e.hb(k, 1))), 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	var ack wire.HeartbeatReply
	if err := json.Unmarshal(msg.Data, &ack); err != nil || ack.Worker != idOf(k) || ack.Seq != 1 {
		t.Fatalf("reply = %s", msg.Data)
	}
	if _, ok := e.find(idOf(k)); !ok {
		t.Fatal("worker not recorded")
	}

	// Rejections come back as wire.ErrorBody, nothing written.
	before := e.digest()
	for _, c := range []struct {
		name, subject string
		body          []byte
		code          string
	}{
		{"replay", wire.HeartbeatSubject(crypto.PubkeyToAddress(k.PublicKey)), body(t, mustSign(t, k, e.hb(k, 1))), "replay"},
		{"subject of another worker", wire.HeartbeatSubject(crypto.PubkeyToAddress(other.PublicKey)), body(t, mustSign(t, k, e.hb(k, 2))), "invalid_heartbeat"},
		{"malformed", wire.HeartbeatSubject(crypto.PubkeyToAddress(k.PublicKey)), []byte("nope"), "invalid_heartbeat"},
		{"too large", wire.HeartbeatSubject(crypto.PubkeyToAddress(k.PublicKey)), bytes.Repeat([]byte("x"), wire.MaxBodyBytes+1), "too_large"},
	} {
		msg, err := nc.Request(c.subject, c.body, 5*time.Second)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		var eb wire.ErrorBody
		if err := json.Unmarshal(msg.Data, &eb); err != nil || eb.Error != c.code {
			t.Errorf("%s: reply %s, want error %q", c.name, msg.Data, c.code)
		}
		if c.name == "subject of another worker" && !strings.Contains(eb.Message, "is not the heartbeat's worker") {
			t.Errorf("%s: message %q", c.name, eb.Message)
		}
	}
	if e.digest() != before {
		t.Error("a rejected NATS heartbeat changed Redis")
	}

	// Without a reply subject: accepted all the same.
	if err := nc.Publish(wire.HeartbeatSubject(crypto.PubkeyToAddress(other.PublicKey)), body(t, mustSign(t, other, e.hb(other, 1)))); err != nil {
		t.Fatal(err)
	}
	testkit.WaitUntil(t, "the published heartbeat to be recorded", func() bool {
		_, ok := e.find(idOf(other))
		return ok
	})

	// After ctx ends, the registry stops listening.
	cancel()
	testkit.WaitUntil(t, "the subscription to end", func() bool {
		_, err := nc.Request(wire.HeartbeatSubject(crypto.PubkeyToAddress(k.PublicKey)), body(t, mustSign(t, k, e.hb(k, 5))), 200*time.Millisecond)
		return err != nil
	})
}
