package bus

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/wire"
)

func TestEnsureIsIdempotentAndApplies(t *testing.T) {
	srv := natstest.Start(t)
	js := srv.JetStream(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	cfg := DefaultConfig()
	cfg.URL = srv.URL()
	if err := Ensure(ctx, js, cfg); err != nil {
		t.Fatal(err)
	}
	cfg.Requests.MaxBytes = 1 << 20
	if err := Ensure(ctx, js, cfg); err != nil {
		t.Fatalf("second Ensure with a new limit: %v", err)
	}
	s, err := js.Stream(ctx, wire.StreamRequests)
	if err != nil {
		t.Fatal(err)
	}
	info := s.CachedInfo()
	if info.Config.MaxBytes != 1<<20 || info.Config.Duplicates != 24*time.Hour {
		t.Errorf("REQUESTS config = max_bytes %d, duplicates %v", info.Config.MaxBytes, info.Config.Duplicates)
	}
	for _, name := range []string{wire.StreamAssignments, wire.StreamDecisions} {
		if _, err := js.Stream(ctx, name); err != nil {
			t.Errorf("stream %s: %v", name, err)
		}
	}
	for _, b := range []string{wire.BucketCheckpoint, wire.BucketStatus} {
		if _, err := js.KeyValue(ctx, b); err != nil {
			t.Errorf("bucket %s: %v", b, err)
		}
	}
	// Every subject the layout names lands in a stream.
	p := NewPublisher(js, 0)
	for _, subj := range []string{wire.RequestSubject("llama-3.1"), wire.SubjectResults, wire.SubjectRefunds, wire.SubjectRetractions,
		wire.SubjectRejections, wire.SubjectAssignPrefix + "0xabc", wire.SubjectDecisionsLegacy} {
		if _, err := p.Publish(ctx, Message{Subject: subj, MsgID: subj, Data: []byte("{}")}); err != nil {
			t.Errorf("publish to %s: %v", subj, err)
		}
	}
	bad := cfg
	bad.Replicas = 0
	if err := Ensure(ctx, js, bad); err == nil {
		t.Error("Ensure accepted an invalid config")
	}
}

// A layout made without compression (before the setting existed, or with "none") is
// compressed by the next Ensure, streams and buckets, and what it held reads the same.
func TestEnsureCompressesAnExistingLayout(t *testing.T) {
	srv := natstest.Start(t)
	js := srv.JetStream(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	cfg := DefaultConfig()
	cfg.Compression = "none"
	if err := Ensure(ctx, js, cfg); err != nil {
		t.Fatal(err)
	}
	if _, err := js.Publish(ctx, wire.DecisionSubject(1), []byte(`{"round":1}`)); err != nil {
		t.Fatal(err)
	}
	check := func(want jetstream.StoreCompression) {
		t.Helper()
		for _, name := range []string{wire.StreamRequests, wire.StreamAssignments, wire.StreamDecisions, "KV_" + wire.BucketStatus, "KV_" + wire.BucketSightings} {
			s, err := js.Stream(ctx, name)
			if err != nil {
				t.Fatal(err)
			}
			if got := s.CachedInfo().Config.Compression; got != want {
				t.Errorf("%s: compression %v, want %v", name, got, want)
			}
		}
	}
	check(jetstream.NoCompression)
	cfg.Compression = "s2"
	if err := Ensure(ctx, js, cfg); err != nil {
		t.Fatalf("Ensure turning compression on: %v", err)
	}
	check(jetstream.S2Compression)
	s, err := js.Stream(ctx, wire.StreamDecisions)
	if err != nil {
		t.Fatal(err)
	}
	if m, err := s.GetMsg(ctx, 1); err != nil || string(m.Data) != `{"round":1}` {
		t.Fatalf("the record written before: %v", err)
	}
	mem := DefaultConfig()
	mem.Storage = "memory"
	if st, c := mem.storage(); st != jetstream.MemoryStorage || c != jetstream.NoCompression {
		t.Errorf("memory storage: %v, %v", st, c)
	}
}

func TestPublishAllDeduplicates(t *testing.T) {
	srv := natstest.Start(t)
	js := srv.JetStream(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	cfg := DefaultConfig()
	if err := Ensure(ctx, js, cfg); err != nil {
		t.Fatal(err)
	}
	p := NewPublisher(js, 16) // smaller than the batch, so the window slides
	var ms []Message
	for i := range 100 {
		ms = append(ms, Message{Subject: wire.SubjectResults, MsgID: fmt.Sprintf("1337:0x%x:0", i), Data: []byte("{}")})
	}
	if dups, err := p.PublishAll(ctx, ms); err != nil || dups != 0 {
		t.Fatalf("first PublishAll: dups %d, err %v", dups, err)
	}
	if dups, err := p.PublishAll(ctx, ms); err != nil || dups != 100 {
		t.Fatalf("replay: dups %d, err %v; want 100 duplicates", dups, err)
	}
	s, _ := js.Stream(ctx, wire.StreamRequests)
	info, err := s.Info(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if info.State.Msgs != 100 {
		t.Errorf("stream holds %d messages, want 100", info.State.Msgs)
	}
	// A subject no stream binds is an error, not a silent loss.
	if _, err := p.PublishAll(ctx, []Message{{Subject: "nowhere", MsgID: "x", Data: []byte("{}")}}); !errors.Is(err, ErrPublish) {
		t.Errorf("publish to an unbound subject: %v", err)
	}
	if _, err := p.Publish(ctx, Message{Subject: "nowhere", MsgID: "y"}); !errors.Is(err, ErrPublish) {
		t.Errorf("sync publish to an unbound subject: %v", err)
	}
	_ = jetstream.ErrNoStreamResponse
}

func TestConnect(t *testing.T) {
	srv := natstest.Start(t)
	cfg := DefaultConfig()
	cfg.URL = srv.URL()
	nc, err := Connect(cfg, "test", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	if !nc.IsConnected() {
		t.Error("not connected")
	}
	cfg.URL = "nats://127.0.0.1:1"
	if _, err := Connect(cfg, "test", nil); err == nil {
		t.Error("connected to a closed port")
	}
}

// silentPublisher is a stream whose leader died with the publishes in flight (the
// fault): every publish is taken and never acknowledged.
type silentPublisher struct{ jetstream.Publisher }

type silentFuture struct{ m *nats.Msg }

func (f silentFuture) Ok() <-chan *jetstream.PubAck { return nil }
func (f silentFuture) Err() <-chan error            { return nil }
func (f silentFuture) Msg() *nats.Msg               { return f.m }

func (silentPublisher) PublishMsgAsync(m *nats.Msg, _ ...jetstream.PublishOpt) (jetstream.PubAckFuture, error) {
	return silentFuture{m}, nil
}

// The indexer's publishes in flight to a stream leader that a NATS node's SIGKILL took
// never get an acknowledgement; waiting for them through PublishAll's whole deadline
// (the indexer's 30 s) would keep every new request from the scheduler for that long. It
// gives up once no acknowledgement came for AckStall, so the caller publishes again (to
// the new leader once elected).
func TestPublishAllGivesUpOnASilentLeader(t *testing.T) {
	p := NewPublisher(silentPublisher{}, 0)
	p.AckStall = 50 * time.Millisecond
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	_, err := p.PublishAll(ctx, []Message{{Subject: "infer.requests.1", MsgID: "1", Data: []byte("{}")}})
	if !errors.Is(err, ErrPublish) || errors.Is(err, context.DeadlineExceeded) || !strings.Contains(err.Error(), "no acknowledgement") {
		t.Fatalf("PublishAll to a silent leader: %v, want ErrPublish after the stall, before the deadline", err)
	}
	if NewPublisher(silentPublisher{}, 0).AckStall != DefaultAckStall {
		t.Fatal("NewPublisher does not bound the wait for an acknowledgement")
	}
}
