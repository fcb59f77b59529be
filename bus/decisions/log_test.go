package decisions_test

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/decisions"
	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/status"
)

// logSink is the daemon's sink as far as the log goes: the real store for records, the
// recorder for assignments and statuses (so that a test sees what was dispatched).
type logSink struct {
	*daemontest.Recorder
	store *decisions.Store
}

func (s logSink) Round(ctx context.Context, r rounds.RoundRecord) error {
	return s.store.WriteRound(ctx, r)
}

// faultyJS fails the next publish on a decision subject, once armed: before the
// message reaches the server, or (ackLost) after it is stored, as a lost
// acknowledgement would. The only fake: the stream and the store are real.
type faultyJS struct {
	jetstream.JetStream
	armed, ackLost atomic.Bool
}

func (f *faultyJS) PublishMsg(ctx context.Context, m *nats.Msg, opts ...jetstream.PublishOpt) (*jetstream.PubAck, error) {
	if !strings.HasPrefix(m.Subject, wire.SubjectDecisionPrefix) || !f.armed.CompareAndSwap(true, false) {
		return f.JetStream.PublishMsg(ctx, m, opts...)
	}
	if f.ackLost.Load() {
		if _, err := f.JetStream.PublishMsg(ctx, m, opts...); err != nil {
			return nil, err
		}
		return nil, errors.New("injected: acknowledgement lost")
	}
	return nil, errors.New("injected: publish failed")
}

type logEnv struct {
	srv   *natstest.Server
	js    jetstream.JetStream
	store *decisions.Store
	rec   *daemontest.Recorder
	reg   *prometheus.Registry
	h     *daemontest.Harness
}

func openLog(t *testing.T, srv *natstest.Server, js jetstream.JetStream, o decisions.Options, h *daemontest.Harness) *logEnv {
	t.Helper()
	ctx := context.Background()
	if err := bus.Ensure(ctx, js, bus.DefaultConfig()); err != nil {
		t.Fatal(err)
	}
	env := &logEnv{srv: srv, js: js, reg: prometheus.NewRegistry()}
	o.Registerer = env.reg
	if o.RetryBackoff == 0 {
		o.RetryBackoff = 5 * time.Millisecond
	}
	var err error
	if env.store, err = decisions.OpenWith(ctx, js, o); err != nil {
		t.Fatal(err)
	}
	env.rec = daemontest.NewRecorder()
	ho := daemontest.Options{Sink: logSink{Recorder: env.rec, store: env.store}, LastRound: env.store.LastRound()}
	if h != nil {
		ho.Registry, ho.Clock = h.Reg, h.Clock
	}
	env.h = daemontest.NewEngine(t, ho)
	return env
}

func (e *logEnv) sink() *daemontest.Recorder { return e.rec }

func (e *logEnv) metric(name string) float64 {
	mfs, _ := e.reg.Gather()
	sum := 0.0
	for _, mf := range mfs {
		if mf.GetName() == name {
			for _, m := range mf.GetMetric() {
				sum += m.GetCounter().GetValue()
			}
		}
	}
	return sum
}

// chain reads the whole log back (chunks joined) and checks it is one hash chain of
// rounds 1..want, each once; it returns what was not a record.
func chain(t *testing.T, js jetstream.JetStream, want uint64) (skipped []decisions.Stored) {
	t.Helper()
	var recs []decisionlog.Record
	err := decisions.EachStored(context.Background(), js, func(m decisions.Stored) error {
		if m.Err != nil {
			skipped = append(skipped, m)
			return nil
		}
		rec, err := decisionlog.Decode(m.Data, 0)
		if err != nil {
			skipped = append(skipped, m)
			return nil
		}
		if h, err := decisionlog.ComputeHash(rec); err != nil || h != rec.Hash {
			skipped = append(skipped, m) // audit verify reports it as a hash failure
			return nil
		}
		recs = append(recs, *rec)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if uint64(len(recs)) != want {
		var got []uint64
		for _, r := range recs {
			got = append(got, r.Round)
		}
		t.Fatalf("log holds rounds %v, want 1..%d once each", got, want)
	}
	for i, r := range recs {
		if r.Round != uint64(i+1) {
			t.Fatalf("record %d is round %d", i, r.Round)
		}
	}
	if fs := decisionlog.VerifyChain(recs); len(fs) > 0 {
		t.Fatalf("chain broken: %v", fs)
	}
	return skipped
}

// A publish that fails once, before or after the server stored it, is retried and the
// chain continues: every later round is recorded, each round once, and the engine's
// round number stays the log's. (On main the writer kept its old head and every later
// round failed with "round N does not follow round M" while assignments went out.)
func TestFailedWriteRetriedChainContinues(t *testing.T) {
	for _, ackLost := range []bool{false, true} {
		t.Run(fmt.Sprintf("ack_lost=%v", ackLost), func(t *testing.T) {
			srv := natstest.Start(t)
			fjs := &faultyJS{JetStream: srv.JetStream(t)}
			fjs.ackLost.Store(ackLost)
			env := openLog(t, srv, fjs, decisions.Options{}, nil)
			h := env.h
			h.Worker("llama-7b", 300, 8)
			for i := 1; i <= 6; i++ {
				if i == 3 {
					fjs.armed.Store(true)
				}
				h.Request(fmt.Sprint(i), "llama-7b", "0xu", 1e16, 5*time.Minute)
				rep := h.Round()
				if rep.Round != uint64(i) || rep.Dispatched != 1 {
					t.Fatalf("round %d: %+v", i, rep)
				}
				if got := env.store.LastRound(); got != rep.Round {
					t.Fatalf("engine at round %d, log at %d", rep.Round, got)
				}
			}
			if fjs.armed.Load() {
				t.Fatal("the fault never fired")
			}
			if got := env.metric("infersched_decision_write_retries_total"); got != 1 {
				t.Fatalf("retries = %v, want 1", got)
			}
			if skipped := chain(t, srv.JetStream(t), 6); len(skipped) > 0 {
				t.Fatalf("skipped %v", skipped)
			}
		})
	}
}

// A real cause: the NATS server goes down while a round's record is being written. The
// store retries, the round's assignment waits (nothing is dispatched unrecorded), and
// once the server is back the record is stored and the assignment goes out.
func TestWriteHeldWhileNATSIsDown(t *testing.T) {
	srv := natstest.Start(t)
	env := openLog(t, srv, srv.JetStream(t), decisions.Options{AttemptTimeout: 200 * time.Millisecond}, nil)
	h := env.h
	h.Worker("llama-7b", 300, 8)
	h.Request("1", "llama-7b", "0xu", 1e16, 5*time.Minute)
	h.Round()

	h.Request("2", "llama-7b", "0xu", 1e16, 5*time.Minute)
	srv.Shutdown()
	type result struct {
		rep rounds.Report
		err error
	}
	done := make(chan result, 1)
	go func() {
		rep, err := h.Eng.Round(context.Background())
		done <- result{rep, err}
	}()
	daemontest.WaitFor(t, "a failed attempt", func() bool { return env.metric("infersched_decision_write_retries_total") >= 2 })
	if n := assigned(env.sink()); n != 1 {
		t.Fatalf("%d assignments while the record of round 2 is not stored, want 1 (round 1's)", n)
	}
	srv.Restart(t)
	res := <-done
	if res.err != nil || res.rep.Round != 2 || res.rep.Dispatched != 1 {
		t.Fatalf("round 2 after the restart: %+v, %v", res.rep, res.err)
	}
	h.Request("3", "llama-7b", "0xu", 1e16, 5*time.Minute)
	if rep := h.Round(); rep.Round != 3 || env.store.LastRound() != 3 {
		t.Fatalf("round 3: %+v, log at %d", rep, env.store.LastRound())
	}
	chain(t, srv.JetStream(t), 3)
}

func assigned(r *daemontest.Recorder) int {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	return len(r.Assigned)
}

// The round's writer ends (ctx) before the record is stored: the round is abandoned,
// nothing of it is dispatched, and the next round takes its number.
func TestAbandonedRoundKeepsItsNumber(t *testing.T) {
	srv := natstest.Start(t)
	env := openLog(t, srv, srv.JetStream(t), decisions.Options{AttemptTimeout: 100 * time.Millisecond}, nil)
	h := env.h
	h.Worker("llama-7b", 300, 8)
	h.Request("1", "llama-7b", "0xu", 1e16, 5*time.Minute)
	h.Round()
	srv.Shutdown()
	h.Request("2", "llama-7b", "0xu", 1e16, 5*time.Minute)
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	wg.Add(1)
	var err error
	go func() { defer wg.Done(); _, err = h.Eng.Round(ctx) }()
	daemontest.WaitFor(t, "a failed attempt", func() bool { return env.metric("infersched_decision_write_retries_total") >= 1 })
	cancel()
	wg.Wait()
	if err == nil || assigned(env.sink()) != 1 {
		t.Fatalf("abandoned round: err %v, %d assignments (want 1, round 1's)", err, assigned(env.sink()))
	}
	srv.Restart(t)
	if rep := h.Round(); rep.Round != 2 || rep.Dispatched != 1 || env.store.LastRound() != 2 {
		t.Fatalf("next round: %+v, log at %d", rep, env.store.LastRound())
	}
	chain(t, srv.JetStream(t), 2)
	if st := env.sink().Status("2"); st.State != status.StateAssigned {
		t.Fatalf("request 2: %+v", st)
	}
}

// Garbage on the decision subjects while the daemon is down (on the next round's
// subject, on the legacy subject, an unfinished chunked write, a record whose hash is
// not its own) does not stop the restart: the last valid record is the head, every
// skipped message is counted, and the chain continues from the head.
func TestRestartAfterGarbageTail(t *testing.T) {
	srv := natstest.Start(t)
	env := openLog(t, srv, srv.JetStream(t), decisions.Options{}, nil)
	h := env.h
	h.Worker("llama-7b", 300, 8)
	for i := 1; i <= 3; i++ {
		h.Request(fmt.Sprint(i), "llama-7b", "0xu", 1e16, 5*time.Minute)
		h.Round()
	}
	ctx := context.Background()
	raw := srv.JetStream(t)
	last, err := env.store.Get(ctx, 3)
	if err != nil {
		t.Fatal(err)
	}
	forged := strings.Replace(string(last), `"round":3`, `"round":4`, 1) // hash no longer its own
	for _, m := range []*nats.Msg{
		{Subject: wire.DecisionSubject(4), Data: []byte("garbage")},
		{Subject: wire.SubjectDecisionsLegacy, Data: []byte(`{"round":`)},
		{Subject: wire.DecisionSubject(4), Data: []byte(forged)},
		{Subject: wire.DecisionSubject(4), Data: []byte("part"), Header: nats.Header{decisions.ChunkHeader: []string{"1/2 0123456789abcdef"}}},
		{Subject: wire.DecisionSubject(3), Data: []byte("after round 3's record")},
	} {
		if _, err := raw.PublishMsg(ctx, m); err != nil {
			t.Fatal(err)
		}
	}

	// Restart: a new store and a new engine on the same stream and registry.
	env2 := openLog(t, srv, srv.JetStream(t), decisions.Options{}, h)
	if got := env2.store.LastRound(); got != 3 {
		t.Fatalf("head after the garbage tail: round %d, want 3", got)
	}
	if got := env2.metric("infersched_decision_messages_skipped_total"); got != 5 {
		t.Fatalf("skipped %v messages, want 5", got)
	}
	if b, err := env2.store.Get(ctx, 3); err != nil || string(b) != string(last) {
		t.Fatalf("Get(3) after garbage on its subject: %.60s, %v", b, err)
	}
	env2.h.Request("4", "llama-7b", "0xu", 1e16, 5*time.Minute)
	if rep := env2.h.Round(); rep.Round != 4 || rep.Dispatched != 1 {
		t.Fatalf("first round after the restart: %+v", rep)
	}
	if b, err := env2.store.Get(ctx, 4); err != nil || !strings.HasPrefix(string(b), `{"round":4`) {
		t.Fatalf("Get(4): %.60s, %v", b, err)
	}
	skipped := chain(t, srv.JetStream(t), 4)
	if len(skipped) != 5 { // the part chunk is joined with nothing and reported as such
		t.Fatalf("readers skipped %d messages, want 5: %+v", len(skipped), skipped)
	}
}

// Twenty thousand pending requests make a record above the 1 MiB message limit of
// embedded NATS: it is stored as chunks, and Get, List and Each return it whole; it
// verifies and replays.
func TestRecordAboveMessageLimitIsChunked(t *testing.T) {
	if testing.Short() {
		t.Skip("20 000 pending")
	}
	srv := natstest.Start(t)
	env := openLog(t, srv, srv.JetStream(t), decisions.Options{}, nil)
	h := env.h
	reqs := map[string]scheduler.Request{}
	now := h.Clock.Now().UnixMilli()
	for i := range 20_000 {
		r := scheduler.Request{ID: fmt.Sprint(1_000_000 + i), User: "0x00000000000000000000000000000000000000a1", ModelID: "unserved",
			MaxTokens: 64, PriorityFeeWei: scheduler.NewWei(int64(i)), SubmittedAtMS: now, DeadlineMS: now + 3_600_000, RequiredMemoryMB: 1000}
		reqs[r.ID] = r
		h.Eng.Add(r, nil, nil)
	}
	h.Worker("llama-7b", 300, 8) // serves another model
	h.Round()
	h.Clock.Advance(time.Second)
	h.Round()
	ctx := context.Background()
	if got := env.metric("infersched_decision_records_chunked_total"); got != 2 {
		t.Fatalf("chunked records = %v, want 2", got)
	}
	b, err := env.store.Get(ctx, 2)
	if err != nil {
		t.Fatal(err)
	}
	if len(b) <= 1<<20 {
		t.Fatalf("record of 20 000 pending is %d bytes, expected above 1 MiB", len(b))
	}
	t.Logf("record of 20 000 pending: %d bytes", len(b))
	rec2, err := decisionlog.Decode(b, 0)
	if err != nil {
		t.Fatal(err)
	}
	// Round 2 lists its requests as a delta of round 1's (nothing changed), and is still
	// above the limit (the decision skips all 20 000).
	if d := rec2.Inputs.RequestsDelta; d == nil || len(d.Added)+len(d.Removed) != 0 || rec2.Inputs.Requests != nil {
		t.Fatalf("round 2's requests: %d listed, delta %+v", len(rec2.Inputs.Requests), d)
	}
	b1, err := env.store.Get(ctx, 1)
	if err != nil {
		t.Fatal(err)
	}
	rec1, err := decisionlog.Decode(b1, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(rec1.Inputs.Requests) != 20_000 {
		t.Fatalf("round 1 holds %d requests", len(rec1.Inputs.Requests))
	}
	if list, err := env.store.List(ctx, 1, 10); err != nil || len(list) != 2 || string(list[1]) != string(b) {
		t.Fatalf("List: %d records, %v", len(list), err)
	}
	v := decisionlog.NewVerifier(func(id string) (scheduler.Request, error) {
		r, ok := reqs[id]
		if !ok {
			return r, fmt.Errorf("no request %s", id)
		}
		return r, nil
	})
	n := 0
	err = decisions.Each(ctx, srv.JetStream(t), func(data []byte) error {
		rec, err := decisionlog.Decode(data, 0)
		if err != nil {
			return err
		}
		if fs := v.Check(rec); len(fs) > 0 {
			return fmt.Errorf("round %d: %v", rec.Round, fs)
		}
		n++
		return nil
	})
	if err != nil || n != 2 {
		t.Fatalf("Each: %d records verified and replayed, %v", n, err)
	}
	// And the restart reads the chunked head.
	env2 := openLog(t, srv, srv.JetStream(t), decisions.Options{}, h)
	if env2.store.LastRound() != 2 {
		t.Fatalf("head after restart: %d", env2.store.LastRound())
	}
}

// BenchmarkWriteRound stores one round's record of n pending requests (no worker
// serves them, so every one is in the record's inputs and skips): what the round now
// waits for before it dispatches. At 20 000 the record is chunked.
func BenchmarkWriteRound(b *testing.B) {
	for _, n := range []int{1_000, 10_000, 20_000, 50_000} {
		b.Run(fmt.Sprintf("pending=%d", n), func(b *testing.B) {
			srv := natstest.Start(b)
			js := srv.JetStream(b)
			if err := bus.Ensure(context.Background(), js, bus.DefaultConfig()); err != nil {
				b.Fatal(err)
			}
			st, err := decisions.Open(context.Background(), js)
			if err != nil {
				b.Fatal(err)
			}
			cfg := scheduler.DefaultConfig()
			snap := &scheduler.Snapshot{NowMS: 1_764_500_000_000, GasPriceGwei: 20}
			for i := range n {
				snap.Requests = append(snap.Requests, scheduler.Request{ID: fmt.Sprint(1_000_000 + i), User: "0x00000000000000000000000000000000000000a1",
					ModelID: "unserved", MaxTokens: 64, PriorityFeeWei: scheduler.NewWei(int64(i)), SubmittedAtMS: snap.NowMS,
					DeadlineMS: snap.NowMS + 3_600_000, RequiredMemoryMB: 1000})
			}
			d := scheduler.Plan(snap, cfg)
			round := uint64(0)
			b.ResetTimer()
			for b.Loop() {
				round++
				if err := st.WriteRound(context.Background(), rounds.RoundRecord{Round: round, Snapshot: snap, Config: cfg, Decision: d}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// Two replicas open the log while it is empty; the first appends round 1. The second,
// whose head is still "no record", must not append another round 1 after it (a fork
// with two genesis records): its append is fenced, it reads the new head and appends
// as round 2.
func TestSecondWriterAfterGenesisChainsOn(t *testing.T) {
	srv := natstest.Start(t)
	a := openLog(t, srv, srv.JetStream(t), decisions.Options{}, nil)
	b := openLog(t, srv, srv.JetStream(t), decisions.Options{}, nil)
	for _, env := range []*logEnv{a, b} {
		env.h.Worker("llama-7b", 300, 8)
	}
	a.h.Request("1", "llama-7b", "0xu", 1e16, 5*time.Minute)
	if rep := a.h.Round(); rep.Round != 1 {
		t.Fatalf("first writer: %+v", rep)
	}
	b.h.Request("2", "llama-7b", "0xu", 1e16, 5*time.Minute)
	b.h.Round()
	if got := b.store.LastRound(); got != 2 {
		t.Fatalf("second writer's head: round %d, want 2", got)
	}
	chain(t, srv.JetStream(t), 2)
}

// BenchmarkDecisionLogOnDisk writes rounds of a pending set that moves as a busy
// queue's does (each round 5 % of the requests leave and as many new ones arrive, the
// clock one second on) and reports the bytes the DECISIONS stream takes on disk per
// round, without and with the streams' S2 compression (nats.compression). JetStream
// compresses a message block when it is full, so the figure is taken after the
// server restarts (which seals the last block too); ns/op is one round's write.
func BenchmarkDecisionLogOnDisk(b *testing.B) {
	for _, n := range []int{1_000, 10_000} {
		for _, comp := range []string{"none", "s2"} {
			b.Run(fmt.Sprintf("pending=%d/compression=%s", n, comp), func(b *testing.B) {
				srv := natstest.Start(b)
				js := srv.JetStream(b)
				cfg := bus.DefaultConfig()
				cfg.Compression = comp
				if err := bus.Ensure(context.Background(), js, cfg); err != nil {
					b.Fatal(err)
				}
				st, err := decisions.Open(context.Background(), js)
				if err != nil {
					b.Fatal(err)
				}
				sc := scheduler.DefaultConfig()
				snap := &scheduler.Snapshot{NowMS: 1_764_500_000_000, GasPriceGwei: 20}
				next := 1_000_000
				newRequest := func() scheduler.Request {
					next++
					return scheduler.Request{ID: fmt.Sprint(next), User: fmt.Sprintf("0x%040x", next%97),
						ModelID: "unserved", MaxTokens: uint32(64 + next%512), PriorityFeeWei: scheduler.NewWei(int64(next) * 7919),
						SubmittedAtMS: snap.NowMS - int64(next%600)*1000, DeadlineMS: snap.NowMS + 3_600_000, RequiredMemoryMB: 1000}
				}
				for range n {
					snap.Requests = append(snap.Requests, newRequest())
				}
				round := uint64(0)
				var msgBytes uint64
				b.ResetTimer()
				for b.Loop() {
					round++
					snap.NowMS += 1000
					for i := range n / 20 { // 5 % leave from the front, as many arrive
						snap.Requests[(int(round)*n/20+i)%n] = newRequest()
					}
					d := scheduler.Plan(snap, sc)
					if err := st.WriteRound(context.Background(), rounds.RoundRecord{Round: round, Snapshot: snap, Config: sc, Decision: d}); err != nil {
						b.Fatal(err)
					}
				}
				b.StopTimer()
				s, err := js.Stream(context.Background(), "DECISIONS")
				if err != nil {
					b.Fatal(err)
				}
				msgBytes = s.CachedInfo().State.Bytes
				srv.Restart(b)
				var disk int64
				_ = filepath.WalkDir(filepath.Join(srv.StoreDir(), "jetstream", "$G", "streams", "DECISIONS", "msgs"), func(_ string, d fs.DirEntry, err error) error {
					if err == nil && !d.IsDir() {
						if fi, err := d.Info(); err == nil {
							disk += fi.Size()
						}
					}
					return nil
				})
				b.ReportMetric(float64(msgBytes)/float64(round), "stored-B/round")
				b.ReportMetric(float64(disk)/float64(round), "disk-B/round")
			})
		}
	}
}
