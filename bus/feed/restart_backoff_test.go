package feed

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/infersched/infersched/bus/dispatch"
	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire/status"
)

// keptRecords is the dispatch sink, keeping the round records it is handed.
type keptRecords struct {
	rounds.Sink
	mu   sync.Mutex
	recs []rounds.RoundRecord
}

func (k *keptRecords) Round(ctx context.Context, r rounds.RoundRecord) error {
	k.mu.Lock()
	k.recs = append(k.recs, r)
	k.mu.Unlock()
	return k.Sink.Round(ctx, r)
}

func (k *keptRecords) last() rounds.RoundRecord {
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.recs[len(k.recs)-1]
}

// A worker's refusal survives a restart of the daemon (a new engine and feed over the
// same NATS and redis-server): the request's exclusion comes back from its status
// record and the worker's backoff from the registry, so the restarted daemon neither
// gives the request back to the worker that refused it nor gives the backed-off worker
// new work, and the rounds' records carry both as before.
func TestExclusionAndBackoffSurviveARestart(t *testing.T) {
	const base = time.Minute
	config := func(c *scheduler.Config) {
		c.Routing.FailureWeight = 0 // nothing but the exclusion steers the request away
		c.WorkerBackoff = scheduler.BackoffConfig{After: 1, Base: scheduler.Duration(base), Max: scheduler.Duration(10 * base)}
	}
	e := newStreamEnvWith(t, config)
	bad, badKey := e.Worker("llama-7b", 100, 4) // the fastest worker, which refuses
	e.start()
	e.publishRequest(1, "llama-7b")
	e.waitFor("request 1 pending", func() bool { return e.Eng.Pending() == 1 })
	if rep := e.Round(); rep.Dispatched != 1 {
		t.Fatalf("first round: %+v", rep)
	}
	if !e.Eng.Fail(context.Background(), "1", bad, 1, "cannot run") {
		t.Fatal("nack refused")
	}
	e.Round() // writes the requeued status; bad is backed off, so nothing is assigned
	if rec := e.stored(1); rec.State != status.StateQueued || rec.Attempt != 2 ||
		len(rec.FailedBy) != 1 || rec.FailedBy[0] != (status.Failure{Worker: bad, Attempt: 1}) {
		t.Fatalf("status of 1 after the nack: %+v", rec)
	}

	// Restart: a new engine and feed over the same NATS and Redis.
	e.stopFeed()
	sink := &keptRecords{Sink: dispatch.NewSink(e.js, e.statuses, nil)}
	fresh := daemontest.NewEngine(t, daemontest.Options{Registry: e.Reg, Clock: e.Clock, Sink: sink, Config: config})
	e.Eng = fresh.Eng
	e.start()
	e.waitFor("the pending set rebuilt", func() bool { return e.Eng.Pending() == 1 })
	if st, _ := e.Eng.Status("1"); len(st.FailedBy) != 1 || st.FailedBy[0].Worker != bad {
		t.Fatalf("restored request 1 lost its exclusion: %+v", st)
	}
	// The backoff is kept: bad is out of the snapshot, and 1 waits.
	if rep := e.Round(); rep.Dispatched != 0 {
		t.Fatalf("a round after the restart dispatched %d while the only worker is backed off", rep.Dispatched)
	}
	if ws := sink.last().Snapshot.Workers; len(ws) != 0 {
		t.Fatalf("snapshot after the restart holds %+v, want the backed-off worker left out", ws)
	}

	// Once the backoff is over and a slower worker is there, 1 goes to the slower
	// worker (the exclusion still holds) and a new request to the faster one.
	e.Clock.Advance(base + time.Second)
	e.Heartbeat(badKey, "llama-7b", 100, 4)
	good, _ := e.Worker("llama-7b", 900, 1)
	e.publishRequest(2, "llama-7b")
	e.waitFor("request 2 pending", func() bool { return e.Eng.Pending() == 2 })
	if rep := e.Round(); rep.Dispatched != 2 {
		t.Fatalf("round after the backoff: %+v", rep)
	}
	if one, two := e.stored(1), e.stored(2); one.Worker != good || one.Attempt != 2 || two.Worker != bad {
		t.Fatalf("request 1 went to %s (attempt %d), 2 to %s; want 1 to %s (bad %s excluded), 2 to the fast one",
			one.Worker, one.Attempt, two.Worker, good, bad)
	}
	daemontest.CheckExcluded(t, sink.last(), "1", bad)
}
