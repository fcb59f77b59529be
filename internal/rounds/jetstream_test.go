package rounds

import (
	"context"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/nats-io/nats.go/jetstream"
	"go.uber.org/zap"

	"github.com/infersched/infersched/internal/bus"
	"github.com/infersched/infersched/internal/status"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/scheduler"
)

// streamEnv is a harness whose engine is fed from a real JetStream (embedded
// nats-server) and writes to it.
type streamEnv struct {
	*harness
	js       jetstream.JetStream
	statuses *status.KV
	pub      *bus.Publisher
	feed     *Feed
	stop     context.CancelFunc
	stopped  chan error
}

func newStreamEnv(t *testing.T) *streamEnv {
	t.Helper()
	ns := natstest.Start(t)
	js := ns.JetStream(t)
	cfg := bus.DefaultConfig()
	if err := bus.Ensure(context.Background(), js, cfg); err != nil {
		t.Fatal(err)
	}
	kv, err := status.OpenKV(context.Background(), js, cfg.StatusBucket)
	if err != nil {
		t.Fatal(err)
	}
	e := &streamEnv{harness: newHarness(t, nil), js: js, statuses: kv, pub: bus.NewPublisher(js, 0)}
	e.eng.sink = NewJetStreamSink(js, kv, nil)
	return e
}

// start runs a feed for the current engine until stopFeed.
func (e *streamEnv) start() {
	e.feed = NewFeed(e.js, e.eng, e.statuses, zap.NewNop())
	ctx, cancel := context.WithCancel(context.Background())
	e.stop, e.stopped = cancel, make(chan error, 1)
	go func() { e.stopped <- e.feed.Run(ctx) }()
	e.t.Cleanup(e.stopFeed)
	select {
	case <-e.feed.Ready():
	case err := <-e.stopped:
		e.t.Fatalf("feed stopped: %v", err)
	case <-time.After(10 * time.Second):
		e.t.Fatal("feed not ready")
	}
}

func (e *streamEnv) stopFeed() {
	if e.stop == nil {
		return
	}
	e.stop()
	if err := <-e.stopped; err != nil {
		e.t.Errorf("feed: %v", err)
	}
	e.stop = nil
}

func meta(n int) bus.EventMeta {
	return bus.EventMeta{ChainID: 1337, Contract: common.HexToAddress("0xaa"), BlockNumber: uint64(n),
		BlockHash: crypto.Keccak256Hash([]byte(fmt.Sprint("block", n))), TxHash: crypto.Keccak256Hash([]byte(fmt.Sprint("tx", n)))}
}

func (e *streamEnv) publishRequest(id int, model string) {
	e.t.Helper()
	now := uint64(e.clock.Now().Unix())
	ev := bus.RequestEvent{EventMeta: meta(id), ID: fmt.Sprint(id), Requester: common.HexToAddress(fmt.Sprintf("0x%x", 0x100+id)),
		Model: model, Prompt: []byte("hello"), MaxTokens: 16, PriorityFeeWei: scheduler.NewWei(int64(id) * 1e16),
		SubmittedAt: now, Deadline: now + 600, GasLimit: 100000, RequiredMemoryMB: 1000}
	m, err := bus.Encode(bus.RequestSubject(model), ev.MsgID(), ev)
	if err != nil {
		e.t.Fatal(err)
	}
	if _, err := e.pub.Publish(context.Background(), m); err != nil {
		e.t.Fatal(err)
	}
}

func (e *streamEnv) publishResult(id int, worker string) {
	e.t.Helper()
	out := []byte("output")
	ev := bus.ResultEvent{EventMeta: meta(1000 + id), ID: fmt.Sprint(id), Worker: common.HexToAddress(worker),
		OutputHash: crypto.Keccak256Hash(out), Output: out}
	m, err := bus.Encode(bus.SubjectResults, ev.MsgID(), ev)
	if err != nil {
		e.t.Fatal(err)
	}
	if _, err := e.pub.Publish(context.Background(), m); err != nil {
		e.t.Fatal(err)
	}
}

func (e *streamEnv) waitFor(what string, cond func() bool) {
	e.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			e.t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func (e *streamEnv) assignmentsStored() uint64 {
	e.t.Helper()
	s, err := e.js.Stream(context.Background(), bus.StreamAssignments)
	if err != nil {
		e.t.Fatal(err)
	}
	info, err := s.Info(context.Background())
	if err != nil {
		e.t.Fatal(err)
	}
	return info.State.Msgs
}

func (e *streamEnv) stored(id int) status.Record {
	e.t.Helper()
	rec, _, err := e.statuses.Get(context.Background(), fmt.Sprint(id))
	if err != nil {
		e.t.Fatalf("status of %d: %v", id, err)
	}
	return rec
}

func TestFeedRoundAndRestartLoseNothingAndDuplicateNothing(t *testing.T) {
	e := newStreamEnv(t)
	w, _ := e.worker("llama-7b", 300, 2)
	e.start()
	for id := 1; id <= 3; id++ {
		e.publishRequest(id, "llama-7b")
	}
	e.waitFor("three pending requests", func() bool { return e.eng.Pending() == 3 })

	rep := e.round()
	if rep.Dispatched != 2 {
		t.Fatalf("report %+v", rep)
	}
	if n := e.assignmentsStored(); n != 2 {
		t.Fatalf("%d assignments in the stream, want 2", n)
	}
	if rec := e.stored(3); rec.State != status.StateAssigned || rec.Worker != w {
		t.Fatalf("status of 3: %+v", rec)
	}
	if rec := e.stored(1); rec.State != status.StateQueued || rec.RetryAfterS < 1 {
		t.Fatalf("status of 1: %+v", rec)
	}

	e.publishResult(3, w)
	e.waitFor("request 3 completed", func() bool { return e.stored(3).State == status.StateCompleted })
	if e.eng.Pending() != 2 {
		t.Fatalf("pending %d after a result, want 2", e.eng.Pending())
	}

	// Restart: a new engine over the same NATS and Redis.
	e.stopFeed()
	old := e.eng
	fresh := newHarness(t, nil)
	fresh.reg, fresh.clock = e.reg, e.clock
	eng, err := New(old.Config(), Deps{Workers: e.reg, Gas: fixedGas{}, Capacity: e.reg, Sink: NewJetStreamSink(e.js, e.statuses, nil), Sign: old.sign, Clock: e.clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	e.eng = eng
	e.start()
	e.waitFor("the pending set rebuilt", func() bool { return e.eng.Pending() == 2 })
	// Request 2 was assigned before the restart and keeps its worker and attempt; 1 is
	// queued; 3 is final and not restored.
	e.eng.mu.Lock()
	two, one, three := e.eng.pending["2"], e.eng.pending["1"], e.eng.pending["3"]
	e.eng.mu.Unlock()
	if two == nil || two.state != status.StateAssigned || two.worker != w || two.attempt != 1 {
		t.Fatalf("restored 2: %+v", two)
	}
	if one == nil || one.state != status.StateQueued || three != nil {
		t.Fatalf("restored 1: %+v, 3: %+v", one, three)
	}
	// The slot freed by 3's result goes to 1; 2 is not sent again.
	before := e.assignmentsStored()
	rep = e.round()
	if rep.Dispatched != 1 || e.assignmentsStored() != before+1 {
		t.Fatalf("after restart: %+v, stream %d → %d", rep, before, e.assignmentsStored())
	}
	if rec := e.stored(2); rec.Attempt != 1 || rec.State != status.StateAssigned {
		t.Fatalf("2 after restart: %+v", rec)
	}
}

func TestFeedAcksRequestMessagesOnlyWhenFinal(t *testing.T) {
	e := newStreamEnv(t)
	w, _ := e.worker("llama-7b", 300, 1)
	e.start()
	e.publishRequest(1, "llama-7b")
	e.waitFor("pending", func() bool { return e.eng.Pending() == 1 })
	e.round()
	cons, err := e.js.Consumer(context.Background(), bus.StreamRequests, ConsumerName)
	if err != nil {
		t.Fatal(err)
	}
	info, _ := cons.Info(context.Background())
	if info.NumAckPending != 1 {
		t.Fatalf("ack pending %d while the request is assigned, want 1", info.NumAckPending)
	}
	e.publishResult(1, w)
	e.waitFor("request message and result acknowledged", func() bool {
		info, err := cons.Info(context.Background())
		return err == nil && info.NumAckPending == 0 && info.AckFloor.Stream == 2
	})
	_ = big.NewInt
}
