package feed

import (
	"context"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/dispatch"
	"github.com/infersched/infersched/bus/statuskv"
	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/events"
	"github.com/infersched/infersched/wire/status"
)

// streamEnv is a harness whose engine is fed from a real JetStream (embedded
// nats-server) and writes to it.
type streamEnv struct {
	*daemontest.Harness
	js       jetstream.JetStream
	statuses *statuskv.KV
	pub      *bus.Publisher
	feed     *Feed
	metrics  *prometheus.Registry
	stop     context.CancelFunc
	stopped  chan error
}

func newStreamEnv(t testing.TB) *streamEnv {
	t.Helper()
	return newStreamEnvWith(t, nil)
}

// newStreamEnvWith is newStreamEnv with the scheduler section edited by config.
func newStreamEnvWith(t testing.TB, config func(*scheduler.Config)) *streamEnv {
	t.Helper()
	return newStreamEnvOpts(t, func(o *daemontest.Options) { o.Config = config })
}

// newStreamEnvOpts is newStreamEnv with the engine's options edited by edit (its Sink
// set to the JetStream sink first).
func newStreamEnvOpts(t testing.TB, edit func(*daemontest.Options)) *streamEnv {
	t.Helper()
	return newStreamEnvOn(t, natstest.Start(t).JetStream(t), 1, edit)
}

// newStreamEnvOn is newStreamEnvOpts on js, its streams and buckets at replicas.
func newStreamEnvOn(t testing.TB, js jetstream.JetStream, replicas int, edit func(*daemontest.Options)) *streamEnv {
	t.Helper()
	cfg := bus.DefaultConfig()
	cfg.Replicas = replicas
	if err := bus.Ensure(context.Background(), js, cfg); err != nil {
		t.Fatal(err)
	}
	kv, err := statuskv.OpenKV(context.Background(), js, wire.BucketStatus)
	if err != nil {
		t.Fatal(err)
	}
	o := daemontest.Options{Sink: dispatch.NewSink(js, kv, nil)}
	if edit != nil {
		edit(&o)
	}
	h := daemontest.NewEngine(t, o)
	return &streamEnv{Harness: h, js: js, statuses: kv, pub: bus.NewPublisher(js, 0), metrics: prometheus.NewRegistry()}
}

// start runs a feed for the current engine until stopFeed.
func (e *streamEnv) start() {
	e.feed = New(e.js, e.Eng, e.statuses, Options{Clock: e.Clock.Now, Registerer: e.metrics})
	ctx, cancel := context.WithCancel(context.Background())
	e.stop, e.stopped = cancel, make(chan error, 1)
	go func() { e.stopped <- e.feed.Run(ctx) }()
	e.T.Cleanup(e.stopFeed)
	select {
	case <-e.feed.Ready():
	case err := <-e.stopped:
		e.T.Fatalf("feed stopped: %v", err)
	case <-time.After(10 * time.Second):
		e.T.Fatal("feed not ready")
	}
}

func (e *streamEnv) stopFeed() {
	if e.stop == nil {
		return
	}
	e.stop()
	if err := <-e.stopped; err != nil {
		e.T.Errorf("feed: %v", err)
	}
	e.stop = nil
}

func meta(n int) events.EventMeta {
	return events.EventMeta{ChainID: 1337, Contract: common.HexToAddress("0xaa"), BlockNumber: uint64(n),
		BlockHash: crypto.Keccak256Hash([]byte(fmt.Sprint("block", n))), TxHash: crypto.Keccak256Hash([]byte(fmt.Sprint("tx", n)))}
}

func (e *streamEnv) publishRequest(id int, model string) {
	e.T.Helper()
	if err := e.publish(id, model); err != nil {
		e.T.Fatal(err)
	}
}

// publish publishes request id's event.
func (e *streamEnv) publish(id int, model string) error {
	now := uint64(e.Clock.Now().Unix())
	ev := events.RequestEvent{EventMeta: meta(id), ID: fmt.Sprint(id), Requester: common.HexToAddress(fmt.Sprintf("0x%x", 0x100+id)),
		Model: model, Prompt: []byte("hello"), MaxTokens: 16, PriorityFeeWei: scheduler.NewWei(int64(id) * 1e16),
		SubmittedAt: now, Deadline: now + 600, GasLimit: 100000, RequiredMemoryMB: 1000}
	m, err := bus.Encode(wire.RequestSubject(model), ev.MsgID(), ev)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_, err = e.pub.Publish(ctx, m)
	return err
}

func (e *streamEnv) publishResult(id int, worker string) {
	e.T.Helper()
	out := []byte("output")
	ev := events.ResultEvent{EventMeta: meta(1000 + id), ID: fmt.Sprint(id), Worker: common.HexToAddress(worker),
		OutputHash: crypto.Keccak256Hash(out), Output: out}
	m, err := bus.Encode(wire.SubjectResults, ev.MsgID(), ev)
	if err != nil {
		e.T.Fatal(err)
	}
	if _, err := e.pub.Publish(context.Background(), m); err != nil {
		e.T.Fatal(err)
	}
}

func (e *streamEnv) waitFor(what string, cond func() bool) {
	e.T.Helper()
	daemontest.WaitFor(e.T, what, cond)
}

func (e *streamEnv) assignmentsStored() uint64 {
	e.T.Helper()
	s, err := e.js.Stream(context.Background(), wire.StreamAssignments)
	if err != nil {
		e.T.Fatal(err)
	}
	info, err := s.Info(context.Background())
	if err != nil {
		e.T.Fatal(err)
	}
	return info.State.Msgs
}

func (e *streamEnv) stored(id int) status.Record {
	e.T.Helper()
	rec, _, err := e.statuses.Get(context.Background(), fmt.Sprint(id))
	if err != nil {
		e.T.Fatalf("status of %d: %v", id, err)
	}
	return rec
}

func TestFeedRoundAndRestartLoseNothingAndDuplicateNothing(t *testing.T) {
	e := newStreamEnv(t)
	w, _ := e.Worker("llama-7b", 300, 2)
	e.start()
	for id := 1; id <= 3; id++ {
		e.publishRequest(id, "llama-7b")
	}
	e.waitFor("three pending requests", func() bool { return e.Eng.Pending() == 3 })

	rep := e.Round()
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
	if e.Eng.Pending() != 2 {
		t.Fatalf("pending %d after a result, want 2", e.Eng.Pending())
	}

	// Restart: a new engine over the same NATS and Redis.
	e.stopFeed()
	old := e.Eng
	fresh := daemontest.NewEngine(t, daemontest.Options{Registry: e.Reg, Clock: e.Clock, Sink: dispatch.NewSink(e.js, e.statuses, nil),
		Config: func(c *scheduler.Config) { *c = old.Config() }})
	e.Eng = fresh.Eng
	e.start()
	e.waitFor("the pending set rebuilt", func() bool { return e.Eng.Pending() == 2 })
	// Request 2 was assigned before the restart and keeps its worker and attempt; 1 is
	// queued; 3 is final and not restored.
	two, ok2 := e.Eng.Status("2")
	one, ok1 := e.Eng.Status("1")
	three, ok3 := e.Eng.Status("3")
	if !ok2 || two.State != status.StateAssigned || two.Worker != w || two.Attempt != 1 {
		t.Fatalf("restored 2: %+v", two)
	}
	if !ok1 || one.State != status.StateQueued || ok3 {
		t.Fatalf("restored 1: %+v, 3: %+v", one, three)
	}
	// The slot freed by 3's result goes to 1; 2 is not sent again.
	before := e.assignmentsStored()
	rep = e.Round()
	if rep.Dispatched != 1 || e.assignmentsStored() != before+1 {
		t.Fatalf("after restart: %+v, stream %d → %d", rep, before, e.assignmentsStored())
	}
	if rec := e.stored(2); rec.Attempt != 1 || rec.State != status.StateAssigned {
		t.Fatalf("2 after restart: %+v", rec)
	}
}

func TestFeedAcksRequestMessagesOnlyWhenFinal(t *testing.T) {
	e := newStreamEnv(t)
	w, _ := e.Worker("llama-7b", 300, 1)
	e.start()
	e.publishRequest(1, "llama-7b")
	e.waitFor("pending", func() bool { return e.Eng.Pending() == 1 })
	e.Round()
	cons, err := e.js.Consumer(context.Background(), wire.StreamRequests, ConsumerName)
	if err != nil {
		t.Fatal(err)
	}
	info, _ := cons.Info(context.Background())
	if info.NumAckPending != 1 {
		t.Fatalf("ack pending %d while the request is assigned, want 1", info.NumAckPending)
	}
	e.publishResult(1, w)
	events, err := e.js.Consumer(context.Background(), wire.StreamRequests, EventsConsumerName)
	if err != nil {
		t.Fatal(err)
	}
	e.waitFor("request message and result acknowledged", func() bool {
		info, err := cons.Info(context.Background())
		einfo, eerr := events.Info(context.Background())
		return err == nil && eerr == nil && info.NumAckPending == 0 && info.AckFloor.Stream == 1 &&
			einfo.NumAckPending == 0 && einfo.AckFloor.Stream == 2
	})
	_ = big.NewInt
}

// poisoned is the feed's count of terminated messages, by kind.
func (e *streamEnv) poisoned() map[string]float64 {
	e.T.Helper()
	mfs, err := e.metrics.Gather()
	if err != nil {
		e.T.Fatal(err)
	}
	out := map[string]float64{}
	for _, mf := range mfs {
		if mf.GetName() != "infersched_feed_poison_messages_total" {
			continue
		}
		for _, m := range mf.GetMetric() {
			out[m.GetLabel()[0].GetValue()] = m.GetCounter().GetValue()
		}
	}
	return out
}

// Garbage on every REQUESTS subject the feed reads is terminated and counted, once:
// not redelivered, not acknowledged as if applied, and the engine goes on working.
func TestPoisonMessagesAreTerminatedAndCounted(t *testing.T) {
	e := newStreamEnv(t)
	w, _ := e.Worker("llama-7b", 300, 1)
	e.start()
	subjects := []string{wire.RequestSubject("llama-7b"), wire.SubjectResults, wire.SubjectRefunds, wire.SubjectRetractions}
	for i, subj := range subjects {
		if _, err := e.pub.Publish(context.Background(), bus.Message{Subject: subj, MsgID: fmt.Sprint("garbage-", i), Data: []byte(`{"not":"an event"`)}); err != nil {
			t.Fatal(err)
		}
	}
	e.publishRequest(1, "llama-7b")
	e.waitFor("the valid request pending", func() bool { return e.Eng.Pending() == 1 })
	e.waitFor("four poison messages counted", func() bool { return len(e.poisoned()) == 4 })
	if got := e.poisoned(); got["request"] != 1 || got["result"] != 1 || got["refund"] != 1 || got["retraction"] != 1 {
		t.Fatalf("poison counts %v, want one of each kind", got)
	}
	cons, err := e.js.Consumer(context.Background(), wire.StreamRequests, ConsumerName)
	if err != nil {
		t.Fatal(err)
	}
	// Terminated messages leave the pending list (only the valid request, waiting for
	// its final state, stays; a term is not confirmed, hence the wait) and none was
	// delivered twice.
	var info *jetstream.ConsumerInfo
	e.waitFor("only the valid request ack-pending", func() bool {
		info, err = cons.Info(context.Background())
		return err == nil && info.NumAckPending == 1
	})
	if info.NumRedelivered != 0 {
		t.Fatalf("%d messages redelivered", info.NumRedelivered)
	}
	// The engine still works: the valid request is assigned and completes.
	if rep := e.Round(); rep.Dispatched != 1 {
		t.Fatalf("round after poison: %+v", rep)
	}
	e.publishResult(1, w)
	e.waitFor("request 1 completed", func() bool { return e.stored(1).State == status.StateCompleted })
	e.waitFor("everything acknowledged", func() bool {
		info, err := cons.Info(context.Background())
		return err == nil && info.NumAckPending == 0
	})
	if got := e.poisoned(); got["request"]+got["result"]+got["refund"]+got["retraction"] != 4 {
		t.Fatalf("poison counts moved again: %v", got)
	}
}

// A status record that does not decode (written by anyone while the daemon was down)
// never stops the rebuild: the request is queued afresh, the record reported and
// counted, and the first round overwrites it.
func TestGarbageStatusRecordDoesNotStopTheRebuild(t *testing.T) {
	e := newStreamEnv(t)
	e.Worker("llama-7b", 300, 1)
	e.start()
	e.publishRequest(1, "llama-7b")
	e.publishRequest(2, "llama-7b")
	e.waitFor("two pending", func() bool { return e.Eng.Pending() == 2 })
	e.Round()
	e.stopFeed()
	kv, err := e.js.KeyValue(context.Background(), wire.BucketStatus)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := kv.Put(context.Background(), "1", []byte("\x00not a status")); err != nil {
		t.Fatal(err)
	}
	old := e.Eng
	e.Eng = daemontest.NewEngine(t, daemontest.Options{Registry: e.Reg, Clock: e.Clock, Sink: dispatch.NewSink(e.js, e.statuses, nil),
		Config: func(c *scheduler.Config) { *c = old.Config() }}).Eng
	e.metrics = prometheus.NewRegistry() // the restarted feed's own counters
	e.start()
	e.waitFor("both pending again", func() bool { return e.Eng.Pending() == 2 })
	if got := e.poisoned()["status"]; got < 1 {
		t.Fatalf("garbage status not counted: %v", e.poisoned())
	}
	e.Round()
	if rec := e.stored(1); rec.RequestID != "1" || rec.State.Final() {
		t.Fatalf("status of 1 after the round: %+v", rec)
	}
}
