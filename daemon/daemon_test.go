package daemon

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/wire"
)

// stack is the whole system on one machine (daemontest.NewStack: the simulated chain with the real
// contracts, an embedded nats-server, a real redis-server, the daemon in-process) and
// test workers that heartbeat over HTTP, acknowledge over NATS and submit results on chain.
type stack struct {
	*daemontest.Stack
	t     *testing.T
	chain *contractstest.Chain
	nc    *nats.Conn
	// base, when set, is the daemon the test talks to instead of the stack's own (a
	// replica started by the test).
	base atomic.Pointer[string]
}

const model = "llama-7b"

func newStack(t *testing.T, mutate func(*config.Config)) *stack {
	t.Helper()
	run := func(ctx context.Context, cfg config.Config, d daemontest.Deps) error {
		return Run(ctx, cfg, Options{Log: testLogger(t), Dial: d.Dial, NATS: d.NATS, Redis: d.Redis, Key: d.Key,
			Listener: d.Listener, Ready: d.Ready, Version: "test"})
	}
	st := daemontest.NewStack(t, run, daemontest.Params{Workers: 3, Users: 3, Mutate: mutate})
	return &stack{Stack: st, t: t, chain: st.Chain, nc: st.NC}
}

func (s *stack) url() string {
	if u := s.base.Load(); u != nil {
		return *u
	}
	return s.URL()
}
func (s *stack) start() { s.Start() }
func (s *stack) stop()  { s.Stop() }

// testWorker is a GPU worker stand-in: it heartbeats, takes its assignments from
// JetStream, acknowledges them over NATS and submits the result with its voucher.
type testWorker struct {
	s       *stack
	acct    contractstest.Account
	id      string
	mute    atomic.Bool  // heartbeats but never takes a job
	slow    atomic.Bool  // acknowledges and never submits (still working)
	working atomic.Int64 // jobs a slow worker holds: its heartbeats' active_jobs
	refuse  atomic.Bool  // refuses (nacks) every assignment before acknowledging it
	models  []string
	maxJobs int64 // the slots its heartbeats announce
	seq     int64
	nonce   uint64
	mu      sync.Mutex
	taken   map[string]int // request → times received
	got     map[string][]received
	results atomic.Int64
	ignored atomic.Int64 // assignments a mute worker let lapse
	// beforeSubmit, when set, runs after the acknowledgement, before the result is sent.
	beforeSubmit atomic.Pointer[func()]
}

func (s *stack) worker(i int, ctx context.Context) *testWorker {
	return s.workerServing(i, ctx, model)
}

// workerServing is worker i serving models, with 4 slots.
func (s *stack) workerServing(i int, ctx context.Context, models ...string) *testWorker {
	return s.workerWithSlots(i, ctx, 4, models...)
}

// workerWithSlots is worker i serving models with maxJobs slots, from its first heartbeat.
func (s *stack) workerWithSlots(i int, ctx context.Context, maxJobs int64, models ...string) *testWorker {
	a := s.chain.Workers[i]
	w := &testWorker{s: s, acct: a, id: strings.ToLower(a.Address.Hex()), taken: map[string]int{}, models: models, maxJobs: maxJobs}
	n, err := s.chain.Client.PendingNonceAt(context.Background(), a.Address)
	if err != nil {
		s.t.Fatal(err)
	}
	w.nonce = n
	w.heartbeat()
	go func() {
		t := time.NewTicker(300 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				w.heartbeat()
			}
		}
	}()
	js, err := jetstream.New(s.nc)
	if err != nil {
		s.t.Fatal(err)
	}
	cons, err := js.CreateOrUpdateConsumer(context.Background(), wire.StreamAssignments, jetstream.ConsumerConfig{
		Durable: "worker-" + w.id[2:12], FilterSubject: wire.AssignSubject(a.Address), AckPolicy: jetstream.AckExplicitPolicy,
	})
	if err != nil {
		s.t.Fatal(err)
	}
	// Each assignment is handled on its own, as the agent does: one waiting for its
	// voucher's window does not hold back the acknowledgement of the next.
	cc, err := cons.Consume(func(m jetstream.Msg) { go w.handle(ctx, m) })
	if err != nil {
		s.t.Fatal(err)
	}
	go func() { <-ctx.Done(); cc.Stop() }()
	return w
}

// received is one assignment as a test worker got it.
type received struct {
	at time.Time
	a  wire.Assignment
}

// received returns what the worker got for request id, in order.
func (w *testWorker) received(id string) []received {
	w.mu.Lock()
	defer w.mu.Unlock()
	return append([]received(nil), w.got[id]...)
}

func (w *testWorker) heartbeat() {
	w.mu.Lock()
	w.seq++
	seq := w.seq
	w.mu.Unlock()
	sh, err := wire.Sign(w.acct.Key, wire.Heartbeat{Worker: w.id, Models: w.models, FreeMemoryMB: 80000,
		ActiveJobs: min(w.working.Load(), w.maxJobs), MaxJobs: w.maxJobs, AvgLatencyMS: 200, TimestampMS: time.Now().UnixMilli(), Seq: seq})
	if err != nil {
		w.s.t.Error(err)
		return
	}
	b, _ := json.Marshal(sh)
	resp, err := http.Post(w.s.url()+wire.HeartbeatPath, "application/json", bytes.NewReader(b))
	if err != nil {
		return // the daemon may be restarting
	}
	resp.Body.Close()
}

func (w *testWorker) handle(ctx context.Context, m jetstream.Msg) {
	if w.mute.Load() {
		w.ignored.Add(1)
		_ = m.Ack() // taken off the stream, never acknowledged to the scheduler
		return
	}
	var a wire.Assignment
	if err := json.Unmarshal(m.Data(), &a); err != nil {
		w.s.t.Errorf("assignment: %v", err)
		return
	}
	w.mu.Lock()
	w.taken[a.RequestID]++
	if w.got == nil {
		w.got = map[string][]received{}
	}
	w.got[a.RequestID] = append(w.got[a.RequestID], received{at: time.Now(), a: a})
	w.mu.Unlock()
	if w.refuse.Load() {
		nack, _ := wire.SignNack(w.acct.Key, a.RequestID, a.Attempt, "at capacity")
		b, _ := json.Marshal(nack)
		if _, err := w.s.nc.Request(wire.SubjectAckPrefix+w.id, b, 5*time.Second); err != nil {
			w.s.t.Logf("nack: %v", err)
		}
		_ = m.Ack()
		return
	}
	if w.slow.Load() {
		w.working.Add(1) // started before the ack, as the agent does: no heartbeat misses it
	}
	ack, _ := wire.SignAck(w.acct.Key, a.RequestID, a.Attempt)
	b, _ := json.Marshal(ack)
	// The answer extends the voucher (it lasted the ack timeout): submit with it.
	if reply, err := w.s.nc.Request(wire.SubjectAckPrefix+w.id, b, 5*time.Second); err != nil {
		w.s.t.Logf("ack: %v", err)
	} else if ext, err := wire.DecodeAckReply(reply.Data, a.Voucher); err == nil && ext != nil {
		a.Voucher = *ext
	}
	if w.slow.Load() {
		_ = m.Ack()
		return
	}
	if f := w.beforeSubmit.Load(); f != nil {
		(*f)()
	}
	id, _ := new(big.Int).SetString(a.RequestID, 10)
	out := []byte("echo: " + string(a.Prompt))
	// A reassigned request's voucher opens only after the previous attempt's expires.
	if d := time.Until(time.Unix(int64(a.Voucher.NotBefore), 0)); d > 0 {
		select {
		case <-ctx.Done():
			return
		case <-time.After(d):
		}
	}
	err := w.submit(ctx, id, out, uint32(a.Attempt), a.Voucher)
	for i := 0; i < 20 && contracts.IsRevert(err, "VoucherNotYetValid") && ctx.Err() == nil; i++ {
		time.Sleep(500 * time.Millisecond) // the chain's clock is behind ours
		err = w.submit(ctx, id, out, uint32(a.Attempt), a.Voucher)
	}
	if err != nil {
		if r, ok := contracts.DecodeRevert(err); ok && r.Name == "AlreadyFulfilled" {
			_ = m.Ack()
			return
		}
		r, _ := contracts.DecodeRevert(err)
		w.s.t.Logf("submit %s attempt %d: %v (%s)", a.RequestID, a.Attempt, err, r.Name)
		return
	}
	w.results.Add(1)
	_ = m.Ack()
}

func (w *testWorker) submit(ctx context.Context, id *big.Int, out []byte, attempt uint32, v wire.Voucher) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	opts, err := bind.NewKeyedTransactorWithChainID(w.acct.Key, w.s.chain.ChainID)
	if err != nil {
		return err
	}
	opts.Context, opts.Nonce = ctx, new(big.Int).SetUint64(w.nonce)
	if _, err := w.s.chain.Router.SubmitResult(opts, id, out, attempt, v.NotBefore, v.Expiry, v.Signature); err != nil {
		return err
	}
	w.nonce++
	return nil
}

func testLogger(t *testing.T) *zap.Logger {
	if testing.Verbose() {
		l, _ := zap.NewDevelopment()
		return l
	}
	return zap.NewNop()
}

type poll struct {
	code       int
	retryAfter int
	body       map[string]any
}

func (s *stack) poll(id string) poll {
	resp, err := http.Get(s.url() + "/v1/requests/" + id)
	if err != nil {
		return poll{}
	}
	defer resp.Body.Close()
	var body map[string]any
	_ = json.NewDecoder(resp.Body).Decode(&body)
	ra, _ := strconv.Atoi(resp.Header.Get("Retry-After"))
	return poll{code: resp.StatusCode, retryAfter: ra, body: body}
}

// request sends one requestInference from user i and returns its id once mined.
func (s *stack) request(i int, fee int64) string {
	s.t.Helper()
	return s.requestFor(model, i, fee)
}

// requestFor sends one request for model m.
func (s *stack) requestFor(m string, i int, fee int64) string {
	s.t.Helper()
	user := s.chain.Users[i%len(s.chain.Users)]
	tx, err := s.chain.SendRequest(s.t, user, contractstest.Request{Model: m, Prompt: []byte(fmt.Sprint("prompt ", i)),
		Fee: big.NewInt(fee), RequiredMemoryMB: 1000, Deadline: s.chain.Now(s.t) + 600})
	if err != nil {
		s.t.Fatal(err)
	}
	r, err := bind.WaitMined(context.Background(), s.chain.Client, tx)
	if err != nil {
		s.t.Fatal(err)
	}
	for _, l := range r.Logs {
		if ev, err := s.chain.Router.ParseInferenceRequested(*l); err == nil {
			return ev.Id.String()
		}
	}
	s.t.Fatalf("no InferenceRequested in %s", tx.Hash())
	return ""
}

func (s *stack) waitAll(ids []string, within time.Duration, seen map[string][]poll) {
	s.t.Helper()
	deadline := time.Now().Add(within)
	for {
		done := 0
		for _, id := range ids {
			p := s.poll(id)
			seen[id] = append(seen[id], p)
			if p.code == http.StatusOK {
				done++
			}
		}
		if done == len(ids) {
			return
		}
		if time.Now().After(deadline) {
			for _, id := range ids {
				if ps := seen[id]; len(ps) > 0 && ps[len(ps)-1].code != http.StatusOK {
					s.t.Logf("request %s: %d %v", id, ps[len(ps)-1].code, ps[len(ps)-1].body)
				}
			}
			s.t.Fatalf("%d of %d requests completed in %s", done, len(ids), within)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

func TestDaemonEndToEnd(t *testing.T) {
	t.Parallel()
	s := newStack(t, nil)
	s.start()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var ws []*testWorker
	for i := range 3 {
		ws = append(ws, s.worker(i, ctx))
	}
	ws[2].mute.Store(true) // takes assignments and never acknowledges them

	var ids []string
	seen := map[string][]poll{}
	for i := range 12 {
		ids = append(ids, s.request(i, int64(i+1)*1e15))
		if i == 5 {
			// Restart the daemon mid-run: nothing may be lost or done twice.
			s.stop()
			s.start()
		}
	}
	s.waitAll(ids, 40*time.Second, seen)

	min, max := s.Config.Scheduler.RetryAfter.MinSeconds, s.Config.Scheduler.RetryAfter.MaxSeconds
	pending := 0
	for _, id := range ids {
		for _, p := range seen[id] {
			switch p.code {
			case http.StatusAccepted:
				pending++
				if p.retryAfter < int(min) || p.retryAfter > int(max) {
					t.Errorf("request %s: Retry-After %d outside [%d, %d]", id, p.retryAfter, min, max)
				}
				if got := p.body["retry_after_seconds"]; got != float64(p.retryAfter) {
					t.Errorf("request %s: body retry_after_seconds %v, header %d", id, got, p.retryAfter)
				}
			case http.StatusOK:
				if p.body["status"] != "completed" || p.body["result_tx_hash"] == "" {
					t.Errorf("request %s final body %v", id, p.body)
				}
			case http.StatusNotFound:
				// not indexed yet
			default:
				t.Errorf("request %s: status %d %v", id, p.code, p.body)
			}
		}
		// On chain, exactly once.
		n, _ := new(big.Int).SetString(id, 10)
		if st := s.chain.Status(t, n); st != contracts.StatusFulfilled {
			t.Errorf("request %s on chain: %v", id, st)
		}
	}
	if pending == 0 {
		t.Error("no poll ever saw a pending request with Retry-After")
	}
	resp, err := http.Get(s.url() + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	metrics, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	for _, name := range []string{"infersched_round_duration_seconds_count", "infersched_assignments_total", "infersched_reassignments_total",
		"infersched_retry_after_seconds_bucket", "infersched_workers_live", "infersched_gas_price_wei", "infersched_indexer"} {
		if !strings.Contains(string(metrics), name) {
			t.Errorf("/metrics lacks %s", name)
		}
	}
	var results int64
	for _, w := range ws {
		results += w.results.Load()
	}
	if results != int64(len(ids)) {
		t.Errorf("%d results submitted for %d requests", results, len(ids))
	}
	if ws[2].results.Load() != 0 {
		t.Errorf("the mute worker submitted results")
	}
	// The mute worker was given requests, and each of them was completed by another.
	if ws[2].ignored.Load() == 0 {
		t.Error("the mute worker was never assigned anything: the reassignment path was not exercised")
	}
	for _, w := range ws[:2] {
		w.mu.Lock()
		for id, n := range w.taken {
			if n > 1 {
				t.Errorf("worker %s was sent request %s %d times", w.id, id, n)
			}
		}
		w.mu.Unlock()
	}
}
