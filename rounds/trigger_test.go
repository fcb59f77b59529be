package rounds_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
)

// These tests run Engine.Run on the harness's settable clock, which stands still unless
// a test moves it: a round that starts before the interval has passed on that clock was
// started by an event, and the record's time says when it ran.

// runLoop runs the engine's round loop until the test ends.
func runLoop(t *testing.T, h *daemontest.Harness) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- h.Eng.Run(ctx) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Error(err)
		}
	})
}

func timing(interval, gap time.Duration) func(*scheduler.Config) {
	return func(c *scheduler.Config) {
		c.RoundInterval, c.MinRoundGap = scheduler.Duration(interval), scheduler.Duration(gap)
	}
}

func assigned(h *daemontest.Harness) []rounds.Assignment {
	h.Sink.Mu.Lock()
	defer h.Sink.Mu.Unlock()
	return append([]rounds.Assignment(nil), h.Sink.Assigned...)
}

func records(h *daemontest.Harness) []rounds.RoundRecord {
	h.Sink.Mu.Lock()
	defer h.Sink.Mu.Unlock()
	return append([]rounds.RoundRecord(nil), h.Sink.Rounds...)
}

// A request arriving while a worker has a free slot is assigned at once: with an hour's
// interval and the clock standing still, only its arrival can have started the round.
func TestNewWorkStartsARound(t *testing.T) {
	h := newHarness(t, timing(time.Hour, 0))
	h.Worker("llama-7b", 500, 2)
	t0 := h.Clock.Now()
	runLoop(t, h)
	h.Request("1", "llama-7b", "0xu1", 1e16, time.Minute)
	daemontest.WaitFor(t, "the round's record", func() bool { return len(records(h)) == 1 })
	recs := records(h)
	if len(recs) != 1 || recs[0].Snapshot.NowMS != t0.UnixMilli() || len(recs[0].Decision.Assigned) != 1 {
		t.Fatalf("records %+v", recs)
	}
}

// A result frees the worker's slot and the next waiting request is assigned then, not
// at the next interval.
func TestFreedCapacityStartsARound(t *testing.T) {
	h := newHarness(t, timing(time.Hour, 0))
	worker, _ := h.Worker("llama-7b", 500, 1)
	runLoop(t, h)
	h.Request("1", "llama-7b", "0xu1", 2e16, time.Minute)
	h.Request("2", "llama-7b", "0xu2", 1e16, time.Minute)
	daemontest.WaitFor(t, "the first assignment", func() bool { return len(assigned(h)) == 1 })
	first := assigned(h)[0]
	if _, ok := h.Eng.Complete(context.Background(), first.RequestID, worker, rounds.Result{TxHash: "0x01"}); !ok {
		t.Fatal("complete refused")
	}
	daemontest.WaitFor(t, "the second assignment", func() bool { return len(assigned(h)) == 2 })
	if second := assigned(h)[1]; second.RequestID == first.RequestID || second.Worker != worker {
		t.Fatalf("second assignment %+v after %+v", second, first)
	}
}

// A worker that appears while requests wait starts a round.
func TestNewWorkerStartsARound(t *testing.T) {
	h := newHarness(t, timing(time.Hour, 0))
	runLoop(t, h)
	h.Request("1", "llama-7b", "0xu1", 1e16, time.Minute)
	daemontest.WaitFor(t, "the round without a worker", func() bool { return len(records(h)) >= 1 })
	worker, _ := h.Worker("llama-7b", 500, 1)
	h.Eng.Heartbeat(worker, 1) // what the registry's accept hook does in the daemon
	daemontest.WaitFor(t, "the assignment", func() bool { return len(assigned(h)) == 1 })
}

// An assignment not acknowledged in time is reassigned when its ack deadline passes,
// not at the next interval.
func TestLapseStartsARound(t *testing.T) {
	h := newHarness(t, func(c *scheduler.Config) {
		timing(time.Hour, 0)(c)
		c.AckTimeout = scheduler.Duration(200 * time.Millisecond)
	})
	h.Worker("llama-7b", 500, 1)
	h.Worker("llama-7b", 600, 1)
	runLoop(t, h)
	h.Request("1", "llama-7b", "0xu1", 1e16, time.Minute)
	daemontest.WaitFor(t, "the assignment", func() bool { return len(assigned(h)) == 1 })
	// The loop sleeps until the ack deadline (200 ms, also on the wall clock); by then
	// the settable clock is past it.
	h.Clock.Advance(201 * time.Millisecond)
	daemontest.WaitFor(t, "the reassignment", func() bool { return len(assigned(h)) == 2 })
	as := assigned(h)
	if as[1].Attempt != 2 || as[1].Worker == as[0].Worker {
		t.Fatalf("reassignment %+v after %+v", as[1], as[0])
	}
}

// Events closer together than min_round_gap coalesce into one round: a burst of
// requests on a still clock is assigned by a single round once the gap has passed, and
// the next burst by the next round, a gap later.
func TestBurstsCoalesceIntoRoundsAGapApart(t *testing.T) {
	const gap = time.Second
	h := newHarness(t, timing(time.Hour, gap))
	h.Worker("llama-7b", 500, 100)
	t0 := h.Clock.Now()
	burst := func(from, n int) {
		for i := from; i < from+n; i++ {
			h.Request(fmt.Sprint(i), "llama-7b", fmt.Sprintf("0xu%d", i), 1e16, time.Minute)
		}
	}
	burst(0, 1)
	runLoop(t, h) // the first round starts at once
	daemontest.WaitFor(t, "the first round", func() bool { return len(assigned(h)) == 1 })
	burst(1, 20)
	h.Clock.Advance(gap)
	h.Eng.Wake()
	daemontest.WaitFor(t, "the first burst", func() bool { return len(assigned(h)) == 21 })
	burst(21, 10)
	h.Clock.Advance(gap)
	h.Eng.Wake()
	daemontest.WaitFor(t, "the second burst", func() bool { return len(assigned(h)) == 31 && len(records(h)) == 3 })

	recs := records(h)
	if len(recs) != 3 {
		t.Fatalf("%d records, want 3", len(recs))
	}
	for i, want := range []struct {
		at       time.Time
		assigned int
	}{{t0, 1}, {t0.Add(gap), 20}, {t0.Add(2 * gap), 10}} {
		if recs[i].Snapshot.NowMS != want.at.UnixMilli() || len(recs[i].Decision.Assigned) != want.assigned {
			t.Fatalf("round %d at +%dms with %d assigned, want +%s with %d", recs[i].Round,
				recs[i].Snapshot.NowMS-t0.UnixMilli(), len(recs[i].Decision.Assigned), want.at.Sub(t0), want.assigned)
		}
	}
}

// Rounds with nothing to plan write no record and take no number: the next round that
// decides something continues the numbering.
func TestIdleRoundsWriteNoRecord(t *testing.T) {
	h := newHarness(t, nil)
	h.Worker("llama-7b", 500, 1)
	for range 5 {
		if rep := h.Round(); !rep.Idle || rep.Round != 0 {
			t.Fatalf("idle round reported %+v", rep)
		}
		h.Clock.Advance(time.Second)
	}
	h.Request("1", "llama-7b", "0xu1", 1e16, time.Minute)
	if rep := h.Round(); rep.Idle || rep.Round != 1 || rep.Dispatched != 1 {
		t.Fatalf("busy round reported %+v", rep)
	}
	// In flight, nothing waiting: idle again.
	for range 3 {
		h.Clock.Advance(time.Second)
		if rep := h.Round(); !rep.Idle {
			t.Fatalf("round with the request in flight reported %+v", rep)
		}
	}
	h.Request("2", "llama-7b", "0xu2", 1e16, time.Minute)
	if rep := h.Round(); rep.Round != 2 { // the worker is busy: skipped, still decided
		t.Fatalf("second busy round reported %+v", rep)
	}
	if recs := records(h); len(recs) != 2 || recs[0].Round != 1 || recs[1].Round != 2 {
		t.Fatalf("records %+v", recs)
	}
}
