package acks

import (
	"context"
	"encoding/json"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/nats-io/nats.go"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/testutil"
	"go.uber.org/zap"

	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/wire"
)

func TestAckOverNATS(t *testing.T) {
	h := daemontest.NewEngine(t, daemontest.Options{})
	w, key := h.Worker("llama-7b", 300, 1)
	h.Request("4", "llama-7b", "0xu", 1e16, 5*time.Minute)
	h.Round()

	ns := natstest.Start(t)
	nc := ns.Conn(t)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	reg := prometheus.NewRegistry()
	go func() { done <- ListenWith(ctx, nc, h.Eng, Options{Registerer: reg}) }()
	defer func() { cancel(); <-done }()
	listening(t, nc)

	ask := func(subject string, a wire.Ack) string {
		t.Helper()
		b, _ := json.Marshal(a)
		msg, err := nc.Request(subject, b, 5*time.Second)
		if err != nil {
			t.Fatal(err)
		}
		return string(msg.Data)
	}
	other, _ := crypto.GenerateKey()
	forged, _ := wire.SignAck(other, "4", 1)
	forged.Worker = w // claims to be the assigned worker, signed by someone else
	if got := ask(wire.SubjectAckPrefix+w, forged); !strings.Contains(got, "not by worker") {
		t.Fatalf("forged ack: %q", got)
	}
	// Garbage is refused with a reason and counted; the listener goes on.
	for _, junk := range []string{"\x00", `{"request_id":`, `{"request_id":"4","attempt":1,"worker":"` + w + `","signature":"0x00"}`} {
		msg, err := nc.Request(wire.SubjectAckPrefix+w, []byte(junk), 5*time.Second)
		if err != nil || string(msg.Data) == "ok" {
			t.Fatalf("garbage ack %q: %v, %v", junk, msg, err)
		}
	}
	refused := -1.0
	mfs, _ := reg.Gather()
	for _, mf := range mfs {
		if mf.GetName() == "infersched_acks_refused_total" {
			refused = mf.GetMetric()[0].GetCounter().GetValue()
		}
	}
	if refused != 4 {
		t.Fatalf("refused acks counted: %v", mfs) // the forged one and three of garbage
	}
	good, _ := wire.SignAck(key, "4", 1)
	if got := ask(wire.SubjectAckPrefix+"0x0000000000000000000000000000000000000001", good); !strings.Contains(got, "on subject") {
		t.Fatalf("ack on another worker's subject: %q", got)
	}
	// The answer carries the attempt's voucher extended to voucher_ttl.
	got := ask(wire.SubjectAckPrefix+w, good)
	assigned := h.Sink.Assigned[len(h.Sink.Assigned)-1]
	ext, err := wire.DecodeAckReply([]byte(got), wire.Voucher{NotBefore: assigned.VoucherNotBefore, Expiry: assigned.VoucherExpiry,
		InputHash: assigned.VoucherInputHash})
	if err != nil || ext == nil || ext.Expiry <= assigned.VoucherExpiry {
		t.Fatalf("good ack: %q (%v, %v), want its voucher extended past %d", got, ext, err, assigned.VoucherExpiry)
	}
	// Acknowledged: past the ack timeout it is not reassigned.
	h.Clock.Advance(h.Eng.Config().AckTimeout.D() + time.Second)
	h.Heartbeat(key, "llama-7b", 300, 1)
	if rep := h.Round(); rep.Reassigned != 0 {
		t.Fatalf("acknowledged assignment reassigned: %+v", rep)
	}
	if got := ask(wire.SubjectAckPrefix+w, good); !strings.Contains(got, "not pending") {
		t.Fatalf("second ack: %q", got)
	}
}

// listening waits until the listener started on nc has subscribed and the server holds
// the subscription: its SUB is written, then a flush comes back after it. A request
// sent before would find no responder.
func listening(t *testing.T, nc *nats.Conn) {
	t.Helper()
	daemontest.WaitFor(t, "the listener subscribed", func() bool { return nc.NumSubscriptions() > 0 && nc.Flush() == nil })
}

// recording is an engine that only notes the order in which each worker's
// acknowledgements reach it.
type recording struct {
	mu  sync.Mutex
	got map[string][]int // worker → attempts, in the order applied
}

func (r *recording) Ack(_ context.Context, _, worker string, attempt int) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.got[worker] = append(r.got[worker], attempt)
	return true
}

func (r *recording) Acknowledge(ctx context.Context, id, worker string, attempt int) (*rounds.Extension, bool) {
	return nil, r.Ack(ctx, id, worker, attempt)
}

func (r *recording) AcknowledgeHeard(ctx context.Context, id, worker string, attempt int) (*rounds.Extension, bool) {
	return r.Acknowledge(ctx, id, worker, attempt)
}

func (r *recording) Fail(ctx context.Context, id, worker string, attempt int, _ string) bool {
	return r.Ack(ctx, id, worker, attempt)
}

// Leads: one replica, which runs every shard.
func (r *recording) Leads(string) bool { return true }

func (r *recording) total() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	n := 0
	for _, as := range r.got {
		n += len(as)
	}
	return n
}

// Acknowledgements are applied several at once, yet each worker's in the order it sent
// them: 40 workers each send 25 in a row, all at the same time.
func TestAcksOfOneWorkerApplyInOrder(t *testing.T) {
	const workers, each = 40, 25
	ns := natstest.Start(t)
	nc := ns.Conn(t)
	eng := &recording{got: map[string][]int{}}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- Listen(ctx, nc, eng, nil) }()
	defer func() { cancel(); <-done }()
	listening(t, nc)
	var wg sync.WaitGroup
	for range workers {
		key, _ := crypto.GenerateKey()
		wg.Add(1)
		go func() {
			defer wg.Done()
			for attempt := 1; attempt <= each; attempt++ {
				a, err := wire.SignAck(key, "7", attempt)
				if err != nil {
					t.Error(err)
					return
				}
				b, _ := json.Marshal(a)
				if err := nc.Publish(wire.SubjectAckPrefix+a.Worker, b); err != nil {
					t.Error(err)
					return
				}
			}
		}()
	}
	wg.Wait()
	daemontest.WaitFor(t, "every ack applied", func() bool { return eng.total() == workers*each })
	eng.mu.Lock()
	defer eng.mu.Unlock()
	for w, as := range eng.got {
		for i, a := range as {
			if a != i+1 {
				t.Fatalf("worker %s: acks applied in order %v", w, as)
			}
		}
	}
}

// following is an engine whose replica leads no shard until took.
type following struct {
	*rounds.Engine
	leads atomic.Bool
}

func (f *following) Leads(id string) bool { return f.leads.Load() && f.Engine.Leads(id) }

// A worker acks an assignment while no replica leads its shard (the leader was just
// killed): the followers hear it and do not answer. The one that takes the shard over
// answers it then, within the worker's wait, so the worker runs the job instead of
// giving it up. Without this, the worker's request times out.
func TestAckHeardWhileFollowingIsAnsweredOnTakeover(t *testing.T) {
	h := daemontest.NewEngine(t, daemontest.Options{})
	w, key := h.Worker("llama-7b", 300, 1)
	h.Request("4", "llama-7b", "0xu", 1e16, 5*time.Minute)
	h.Round()

	ns := natstest.Start(t)
	nc := ns.Conn(t)
	ctx, cancel := context.WithCancel(context.Background())
	eng := &following{Engine: h.Eng}
	took := make(chan struct{}, 1)
	done := make(chan error, 1)
	reg := prometheus.NewRegistry()
	go func() { done <- ListenWith(ctx, nc, eng, Options{Took: took, Registerer: reg}) }()
	defer func() { cancel(); <-done }()
	counter := func(name string) float64 {
		mfs, _ := reg.Gather()
		for _, mf := range mfs {
			if mf.GetName() == name {
				return mf.GetMetric()[0].GetCounter().GetValue()
			}
		}
		return 0
	}

	listening(t, nc)
	worker := ns.Conn(t)
	good, _ := wire.SignAck(key, "4", 1)
	b, _ := json.Marshal(good)
	answer := make(chan string, 1)
	go func() {
		msg, err := worker.Request(wire.SubjectAckPrefix+w, b, HeardFor)
		if err != nil {
			answer <- err.Error()
			return
		}
		answer <- string(msg.Data)
	}()
	// A follower keeps the ack and says nothing (the worker's request is still waiting).
	daemontest.WaitFor(t, "the ack kept", func() bool { return counter("infersched_acks_heard_following_total") == 1 })
	eng.leads.Store(true)
	took <- struct{}{}
	got := <-answer
	a := h.Sink.Assigned[len(h.Sink.Assigned)-1]
	ext, err := wire.DecodeAckReply([]byte(got), wire.Voucher{NotBefore: a.VoucherNotBefore, Expiry: a.VoucherExpiry, InputHash: a.VoucherInputHash})
	if err != nil || ext == nil {
		t.Fatalf("the worker's ack, heard before the takeover: %q (%v), want it answered with the extended voucher", got, err)
	}
	if n := counter("infersched_acks_answered_after_takeover_total"); n != 1 {
		t.Fatalf("acks answered after the takeover counted %v, want 1", n)
	}
}

// The handler asks the leadership test it is given, not the engine: while it says no,
// an ack with a reply subject is kept (one without, which nobody waits for, is not);
// once it says yes, the kept ack is applied on replay, as heard while following.
func TestHandlerTakesLeadershipAsGiven(t *testing.T) {
	h := daemontest.NewEngine(t, daemontest.Options{})
	w, key := h.Worker("llama-7b", 300, 1)
	h.Request("4", "llama-7b", "0xu", 1e16, 5*time.Minute)
	h.Round()
	good, _ := wire.SignAck(key, "4", 1)
	b, _ := json.Marshal(good)

	var leads atomic.Bool
	hd := newHandler(h.Eng, func(string) bool { return leads.Load() }, nil, zap.NewNop())
	ctx := context.Background()
	hd.handle(ctx, heard{m: &nats.Msg{Subject: wire.SubjectAckPrefix + w, Data: b}, at: time.Now()})
	hd.handle(ctx, heard{m: &nats.Msg{Subject: wire.SubjectAckPrefix + w, Reply: "_INBOX.x", Data: b}, at: time.Now()})
	if n := len(hd.kept.msgs); n != 1 {
		t.Fatalf("kept %d acks while not leading, want the one with a reply subject", n)
	}
	if n := testutil.ToFloat64(hd.kept.late); n != 0 {
		t.Fatalf("%v acks applied while not leading", n)
	}
	leads.Store(true)
	p := startPool(ctx, 2, hd.handle)
	defer p.stop()
	hd.replay(p, zap.NewNop())
	daemontest.WaitFor(t, "the kept ack applied on replay", func() bool { return testutil.ToFloat64(hd.kept.late) == 1 })
	if len(hd.kept.take()) != 0 {
		t.Fatal("a replayed ack is still kept")
	}
}
