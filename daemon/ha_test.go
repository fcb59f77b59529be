package daemon

import (
	"bytes"
	"context"
	"encoding/json"
	"math/big"
	"net"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"go.uber.org/zap"

	"github.com/infersched/infersched/audit"
	"github.com/infersched/infersched/bus/lease"
	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/internal/testutil/testkit"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
)

// model2 hashes onto the other of two shards than model.
const model2 = "mistral-7b"

// replica is one `infersched run` of several sharing the stack's chain, NATS and Redis.
type replica struct {
	id   string
	url  string
	stop func()
}

func (s *stack) startReplica(id string) *replica {
	s.t.Helper()
	return s.startReplicaWith(id, s.NATS.Conn(s.t), nil)
}

// startReplicaWith starts a replica on its own connection nc, with faults; a replica
// that a fault killed may stop with an error.
func (s *stack) startReplicaWith(id string, nc *nats.Conn, f *faults) *replica {
	s.t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		s.t.Fatal(err)
	}
	cfg := s.Config
	cfg.HA.ReplicaID = id
	client := s.chain.Client
	dial := func(context.Context, string) (ethrpc.Client, error) { return sharedClient{client}, nil }
	ctx, cancel := context.WithCancel(context.Background())
	ready, done := make(chan struct{}), make(chan error, 1)
	go func() {
		done <- Run(ctx, cfg, Options{Log: testLogger(s.t).With(zap.String("replica", id)), Dial: dial, NATS: nc,
			Redis: s.Redis.Client(s.t), Key: s.chain.Scheduler.Key, Listener: ln, Ready: ready, Version: "test", faults: f})
	}()
	select {
	case <-ready:
	case err := <-done:
		s.t.Fatalf("replica %s stopped before it was ready: %v", id, err)
	case <-time.After(30 * time.Second):
		s.t.Fatalf("replica %s not ready", id)
	}
	stopped := false
	r := &replica{id: id, url: "http://" + ln.Addr().String(), stop: func() {
		if stopped {
			return
		}
		stopped = true
		cancel()
		if err := <-done; err != nil && f == nil {
			s.t.Errorf("replica %s: %v", id, err)
		}
	}}
	s.t.Cleanup(r.stop)
	return r
}

type sharedClient struct{ ethrpc.Client }

func (r *replica) info(t *testing.T) (replicaID string, leads []int) {
	t.Helper()
	resp, err := http.Get(r.url + "/v1/info")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var body struct {
		Replica string `json:"replica"`
		Leads   []int  `json:"leads"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&body); err != nil {
		t.Fatal(err)
	}
	return body.Replica, body.Leads
}

func (r *replica) readyz(t *testing.T) int {
	t.Helper()
	resp, err := http.Get(r.url + "/readyz")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode
}

// Two replicas hold one shard each and schedule their models in parallel into one
// decision log; when one stops, the other takes its shard over. Every request completes
// once on chain, no worker is sent a request twice, and the log verifies end to end.
func TestTwoReplicasShareShards(t *testing.T) {
	t.Parallel()
	if lease.ShardOf(model, 2) == lease.ShardOf(model2, 2) {
		t.Fatal("model and model2 must hash onto different shards")
	}
	s := newStack(t, func(c *config.Config) {
		c.HA.Shards = 2
		c.HA.TTL, c.HA.RenewInterval, c.HA.RenewDeadline, c.HA.RetryInterval = time.Second, 200*time.Millisecond, 700*time.Millisecond, 100*time.Millisecond
		c.Audit.AnchorEvery = 0
	})
	a, b := s.startReplica("a"), s.startReplica("b")
	s.base.Store(&a.url)
	testkit.WaitUntil(t, "one shard each", func() bool {
		_, la := a.info(t)
		_, lb := b.info(t)
		return len(la) == 1 && len(lb) == 1 && la[0] != lb[0]
	})
	for _, r := range []*replica{a, b} {
		if id, _ := r.info(t); id != r.id {
			t.Errorf("/v1/info replica %q, want %q", id, r.id)
		}
		if code := r.readyz(t); code != http.StatusOK {
			t.Errorf("replica %s /readyz %d", r.id, code)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var ws []*testWorker
	for i := range 3 {
		ws = append(ws, s.workerServing(i, ctx, model, model2))
	}
	var ids []string
	for i := range 8 {
		ids = append(ids, s.requestFor([]string{model, model2}[i%2], i, int64(i+1)*1e15))
	}
	s.waitAll(ids, 60*time.Second, map[string][]poll{})

	// b stops: a takes its shard over and schedules both models.
	b.stop()
	testkit.WaitUntil(t, "a leads both shards", func() bool {
		_, la := a.info(t)
		return len(la) == 2
	})
	for i := range 6 {
		ids = append(ids, s.requestFor([]string{model, model2}[i%2], 100+i, int64(i+1)*1e15))
	}
	s.waitAll(ids, 60*time.Second, map[string][]poll{})
	a.stop()

	for _, id := range ids {
		n, _ := new(big.Int).SetString(id, 10)
		if st := s.chain.Status(t, n); st != contracts.StatusFulfilled {
			t.Errorf("request %s on chain: %v", id, st)
		}
	}
	var results int64
	for _, w := range ws {
		results += w.results.Load()
		w.mu.Lock()
		for id, n := range w.taken {
			if n > 1 {
				t.Errorf("worker %s was sent request %s %d times", w.id, id, n)
			}
		}
		w.mu.Unlock()
	}
	if results != int64(len(ids)) {
		t.Errorf("%d results submitted for %d requests", results, len(ids))
	}
	if sum := verifyLog(t, s); sum.Chains != 2 || sum.Starts[0] != 1 || sum.Starts[1] != 1 {
		t.Errorf("the log's chains: %+v, want one per shard, each from round 1", sum)
	}
}

// verifyLog exports the decision log and verifies it (hash chain, rounds, replay,
// policy, no double assignment), and checks that rounds of both models are in it.
func verifyLog(t *testing.T, s *stack) decisionlog.Summary {
	t.Helper()
	buf, sum := verifyLogSummary(t, s)
	models := map[string]bool{}
	for rec, err := range decisionlog.Read(bytes.NewReader(buf.Bytes()), 0) {
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rec.Inputs.Requests {
			if r.Content != nil {
				models[r.Content.ModelID] = true
			}
		}
	}
	for _, m := range []string{model, model2} {
		if !models[m] {
			t.Errorf("no round planned model %s (planned: %v)", m, models)
		}
	}
	return sum
}

// A replica that takes a shard over keeps the assignments the last holder made (its
// pending set is warm from the status bucket): nothing is assigned a second time while
// the first assignment is live, and the log verifies across the takeover.
func TestTakeoverKeepsLiveAssignments(t *testing.T) {
	t.Parallel()
	s := newStack(t, func(c *config.Config) {
		c.HA.TTL, c.HA.RenewInterval, c.HA.RenewDeadline, c.HA.RetryInterval = time.Second, 200*time.Millisecond, 700*time.Millisecond, 100*time.Millisecond
		c.Audit.AnchorEvery = 0
		c.Scheduler.ResultGrace = scheduler.Duration(time.Minute)
	})
	a := s.startReplica("a")
	s.base.Store(&a.url)
	testkit.WaitUntil(t, "a leads", func() bool { _, l := a.info(t); return len(l) == 1 })
	b := s.startReplica("b")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	w := s.workerServing(0, ctx, model)
	w.slow.Store(true)
	var ids []string
	for i := range 4 {
		ids = append(ids, s.request(i, int64(i+1)*1e15))
	}
	testkit.WaitUntil(t, "every request assigned", func() bool {
		for _, id := range ids {
			if p := s.poll(id); p.body["state"] != "assigned" {
				return false
			}
		}
		return true
	})
	a.stop()
	s.base.Store(&b.url)
	testkit.WaitUntil(t, "b leads", func() bool { _, l := b.info(t); return len(l) == 1 })
	time.Sleep(2 * time.Second) // b plays rounds
	b.stop()
	w.mu.Lock()
	for id, n := range w.taken {
		if n > 1 {
			t.Errorf("request %s sent to the worker %d times", id, n)
		}
	}
	w.mu.Unlock()
	verifyLogOnly(t, s)
}

// verifyLogOnly exports the decision log, verifies it, and returns the export.
func verifyLogOnly(t *testing.T, s *stack) *bytes.Buffer {
	t.Helper()
	buf, _ := verifyLogSummary(t, s)
	return buf
}

// verifyLogSummary is verifyLogOnly with the summary of the verification.
func verifyLogSummary(t *testing.T, s *stack) (*bytes.Buffer, decisionlog.Summary) {
	t.Helper()
	js, err := jetstream.New(s.nc)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	n, err := audit.Export(context.Background(), js, 0, 0, &buf)
	if err != nil || n == 0 {
		t.Fatalf("export: %d records, %v", n, err)
	}
	var fails []decisionlog.Failure
	// Every shard's chain, each request's model checked against its chain.
	sum, err := decisionlog.VerifyLog(context.Background(), bytes.NewReader(buf.Bytes()), decisionlog.VerifyOptions{Shards: s.Config.HA.Shards},
		func(f decisionlog.Failure) { fails = append(fails, f) })
	if err != nil || len(fails) > 0 || sum.Records != n {
		t.Fatalf("decision log across replicas: %+v %v %v", sum, err, fails)
	}
	if sum.Chains > s.Config.HA.Shards {
		t.Fatalf("%d chains in a log of %d shards", sum.Chains, s.Config.HA.Shards)
	}
	return &buf, sum
}

// The leader dies in the middle of a round (its NATS connection cut, as a kill -9 would),
// once right after the round's record is stored (nothing of the round sent, no status
// written) and once right after its first assignment is published (a worker has it, the
// status bucket does not say so). The replica that takes over must neither assign a
// request again while the dead leader's assignment of it is live in the log (audit
// verify: policy.double_assign) nor lose one: every request completes on chain, no
// worker is sent a request twice, and the log verifies across the takeover.
func TestTakeoverAfterLeaderDiedMidRound(t *testing.T) {
	t.Parallel()
	for _, at := range []string{"after_record", "after_assign"} {
		t.Run(at, func(t *testing.T) {
			s := newStack(t, func(c *config.Config) {
				c.HA.TTL, c.HA.RenewInterval, c.HA.RenewDeadline, c.HA.RetryInterval = time.Second, 200*time.Millisecond, 700*time.Millisecond, 100*time.Millisecond
				c.Audit.AnchorEvery = 0
				// The worker's acknowledgement to the dead leader goes unanswered (5 s) and
				// the test worker takes its deliveries one at a time: an ack timeout and a
				// grace above that keep its next assignments and the taken-over one from
				// lapsing meanwhile (a lapse is a legitimate second delivery, not the bug).
				c.Scheduler.AckTimeout, c.Scheduler.ResultGrace = scheduler.Duration(10*time.Second), scheduler.Duration(10*time.Second)
				c.Scheduler.VoucherTTL = scheduler.Duration(30 * time.Second) // above the ack timeout
			})
			anc := s.NATS.Conn(t)
			var once sync.Once
			die := func() { once.Do(func() { anc.Close() }) }
			f := &faults{}
			if at == "after_record" {
				f.afterRecord = func(r *decisionlog.Record) {
					if len(r.Decision.Assigned) > 0 {
						die()
					}
				}
			} else {
				f.afterAssign = func(rounds.Assignment) { die() }
			}
			a := s.startReplicaWith("a", anc, f)
			testkit.WaitUntil(t, "a leads", func() bool { _, l := a.info(t); return len(l) == 1 })
			b := s.startReplica("b")
			s.base.Store(&b.url)
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			w := s.workerServing(0, ctx, model)
			var ids []string
			for i := range 4 {
				ids = append(ids, s.request(i, int64(i+1)*1e15))
			}
			testkit.WaitUntil(t, "a killed mid-round", func() bool { return anc.IsClosed() })
			testkit.WaitUntil(t, "b leads", func() bool { _, l := b.info(t); return len(l) == 1 })
			s.waitAll(ids, 60*time.Second, map[string][]poll{})
			b.stop()
			a.stop()
			for _, id := range ids {
				n, _ := new(big.Int).SetString(id, 10)
				if st := s.chain.Status(t, n); st != contracts.StatusFulfilled {
					t.Errorf("request %s on chain: %v", id, st)
				}
			}
			w.mu.Lock()
			for id, n := range w.taken {
				if n > 1 {
					t.Errorf("request %s sent to the worker %d times", id, n)
				}
			}
			w.mu.Unlock()
			verifyLogOnly(t, s)
		})
	}
}
