package rounds_test

import (
	"context"
	"testing"
	"time"

	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/scheduler"
)

// A backoff read back at start never keeps a worker out longer than worker_backoff.max
// from now, whatever the store held (a damaged value, a clock that moved back).
func TestRestoredBackoffIsCutToTheMax(t *testing.T) {
	h := newHarness(t, nil)
	w, k := h.Worker("llama-7b", 300, 2)
	ctx := context.Background()
	forever := scheduler.WorkerBackoff{Worker: w, Strikes: 40, UntilMS: h.Clock.Now().Add(1000 * time.Hour).UnixMilli()}
	if err := h.Reg.PutBackoff(ctx, forever); err != nil {
		t.Fatal(err)
	}
	restarted := daemontest.NewEngine(t, daemontest.Options{Registry: h.Reg, Clock: h.Clock})
	restarted.Request("1", "llama-7b", "0xu", 1e16, 5*time.Hour)
	if rep := restarted.Round(); rep.Dispatched != 0 {
		t.Fatalf("the backed-off worker got work at once: %+v", rep)
	}
	h.Clock.Advance(h.Eng.Config().WorkerBackoff.Max.D() + time.Second)
	h.Heartbeat(k, "llama-7b", 300, 2)
	if rep := restarted.Round(); rep.Dispatched != 1 {
		t.Fatalf("worker still backed off past worker_backoff.max: %+v", rep)
	}
}

// Assignments of one worker that lapse together (a stall, a starved machine) are one
// failure of that worker, not one per assignment: with worker_backoff.after 2, one such
// stall does not pause it. Counting each assignment paused the dev stack's only busy
// worker for worker_backoff.max (5 m) after one slow ack round under load.
func TestLapsesOfOneRoundAreOneFailure(t *testing.T) {
	h := newHarness(t, nil)
	w, k := h.Worker("llama-7b", 300, 8)
	for _, id := range []string{"1", "2", "3", "4"} {
		h.Request(id, "llama-7b", "0xu", 1e16, time.Hour)
	}
	if rep := h.Round(); rep.Dispatched != 4 {
		t.Fatalf("first round: %+v", rep)
	}
	h.Clock.Advance(h.Eng.Config().AckTimeout.D() + time.Millisecond) // no ack came
	h.Heartbeat(k, "llama-7b", 300, 8)
	rep := h.Round()
	if rep.Reassigned != 4 {
		t.Fatalf("round after the ack deadline: %+v", rep)
	}
	if ws := h.Sink.Rounds[len(h.Sink.Rounds)-1].Snapshot.Workers; len(ws) != 1 || ws[0].ID != w {
		t.Fatalf("snapshot workers %+v after one stall: the worker was backed off", ws)
	}
	if rep.Dispatched != 4 {
		t.Fatalf("the requests did not go back to the only worker: %+v", rep)
	}
}

// The assignments of a stall lapse over as many rounds as they were made in: those
// made before the worker's last counted failure are part of it. Counting one failure
// per round of lapses paused two of the failover test's three workers for
// worker_backoff.max under a loaded machine, and its drain ended with 123 requests
// still assigned.
func TestLapsesOfOneStallOverRoundsAreOneFailure(t *testing.T) {
	h := newHarness(t, nil)
	w, k := h.Worker("llama-7b", 300, 8)
	h.Request("1", "llama-7b", "0xu", 1e16, time.Hour)
	h.Request("2", "llama-7b", "0xu", 1e16, time.Hour)
	if rep := h.Round(); rep.Dispatched != 2 {
		t.Fatalf("first round: %+v", rep)
	}
	h.Clock.Advance(time.Second)
	h.Heartbeat(k, "llama-7b", 300, 8)
	h.Request("3", "llama-7b", "0xu", 1e16, time.Hour)
	h.Request("4", "llama-7b", "0xu", 1e16, time.Hour)
	if rep := h.Round(); rep.Dispatched != 2 {
		t.Fatalf("second round: %+v", rep)
	}
	// No ack came: the first round's lapse, then the second's, a round apart.
	h.Clock.Advance(h.Eng.Config().AckTimeout.D() - time.Second + time.Millisecond)
	h.Heartbeat(k, "llama-7b", 300, 8)
	if rep := h.Round(); rep.Reassigned != 2 {
		t.Fatalf("round after the first ack deadline: %+v", rep)
	}
	h.Clock.Advance(time.Second)
	h.Heartbeat(k, "llama-7b", 300, 8)
	rep := h.Round()
	if rep.Reassigned != 2 {
		t.Fatalf("round after the second ack deadline: %+v", rep)
	}
	if ws := h.Sink.Rounds[len(h.Sink.Rounds)-1].Snapshot.Workers; len(ws) != 1 || ws[0].ID != w {
		t.Fatalf("snapshot workers %+v after one stall over two rounds: the worker was backed off", ws)
	}
	if rep.Dispatched != 2 {
		t.Fatalf("the requests did not go back to the only worker: %+v", rep)
	}
	// Work given after the failure and lapsing again is a second failure: backed off.
	h.Clock.Advance(h.Eng.Config().AckTimeout.D() + time.Millisecond)
	h.Heartbeat(k, "llama-7b", 300, 8)
	h.Round()
	if ws := h.Sink.Rounds[len(h.Sink.Rounds)-1].Snapshot.Workers; len(ws) != 0 {
		t.Fatalf("snapshot workers %+v after a second failure: the worker was not backed off", ws)
	}
}

// A replica that takes a shard over reads the backoffs again (the store is shared and
// newer than this replica's start): a worker another replica backed off since is kept
// out, and one whose backoff was lifted there (a result on chain) is back in.
func TestBackoffsReadAgainOnTakeover(t *testing.T) {
	h := newHarness(t, nil)
	w, k := h.Worker("llama-7b", 300, 2)
	ctx := context.Background()
	follower := daemontest.NewEngine(t, daemontest.Options{Registry: h.Reg, Clock: h.Clock}) // started before the backoff
	if err := h.Reg.PutBackoff(ctx, scheduler.WorkerBackoff{Worker: w, Strikes: 3, UntilMS: h.Clock.Now().Add(time.Minute).UnixMilli()}); err != nil {
		t.Fatal(err)
	}
	if err := follower.Eng.RestoreBackoffs(ctx); err != nil { // the takeover
		t.Fatal(err)
	}
	follower.Request("1", "llama-7b", "0xu", 1e16, 5*time.Hour)
	if rep := follower.Round(); rep.Dispatched != 0 {
		t.Fatalf("the worker backed off by the last holder got work after the takeover: %+v", rep)
	}

	// The other replica lifts the backoff; this one, taking over again, follows.
	if err := h.Reg.PutBackoff(ctx, scheduler.WorkerBackoff{Worker: w}); err != nil {
		t.Fatal(err)
	}
	if err := follower.Eng.RestoreBackoffs(ctx); err != nil {
		t.Fatal(err)
	}
	h.Heartbeat(k, "llama-7b", 300, 2)
	if rep := follower.Round(); rep.Dispatched != 1 {
		t.Fatalf("a backoff lifted in the store still holds after the takeover: %+v", rep)
	}
}
