package rounds_test

import (
	"context"
	"testing"
	"time"

	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire/status"
)

// mainnetWait is the time a result waits after its block before the indexer publishes
// it with mainnet's defaults: 12 confirmations × 12 s.
const mainnetWait = 12 * 12 * time.Second

func waitHarness(t *testing.T, wait time.Duration) *daemontest.Harness {
	return daemontest.NewEngine(t, daemontest.Options{ResultWait: func(context.Context) time.Duration { return wait }})
}

// attempts is how many assignments of id were published.
func attempts(h *daemontest.Harness, id string) int {
	n := 0
	for _, a := range h.Sink.Assigned {
		if a.RequestID == id {
			n++
		}
	}
	return n
}

// An honest worker includes its result 2 s after the assignment, well within its
// estimate plus result_grace (30 s); the indexer publishes it 144 s later (12
// confirmations × 12 s). Until then the scheduler cannot see it, and must not take the
// request back: no reassignment, no failure against the worker, no second attempt.
func TestResultStillConfirmingDoesNotLapse(t *testing.T) {
	h := waitHarness(t, mainnetWait)
	honest, _ := h.Worker("llama-7b", 2000, 1)
	_, ko := h.Worker("llama-7b", 3000, 1) // where a reassignment would go
	h.Request("1", "llama-7b", "0xu", 1e16, 10*time.Minute)
	assignedAt := h.Clock.Now().UnixMilli()
	h.Round()
	if len(h.Sink.Assigned) != 1 || h.Sink.Assigned[0].Worker != honest {
		t.Fatalf("first assignment %+v, want %s", h.Sink.Assigned, honest)
	}
	h.Eng.Ack(context.Background(), "1", honest, 1)
	// The wait is an input of every round's record: the auditor sees what the lapses counted.
	if got := h.Sink.Rounds[0].Snapshot.ResultWaitMS; got != mainnetWait.Milliseconds() {
		t.Fatalf("recorded result wait %d ms, want %d", got, mainnetWait.Milliseconds())
	}
	included := assignedAt + 2000
	grace := h.Eng.Config().ResultGrace.D()
	for _, at := range []time.Duration{grace + 3*time.Second, 100 * time.Second, 2*time.Second + mainnetWait - time.Millisecond} {
		h.Clock.Advance(time.Duration(assignedAt)*time.Millisecond + at - time.Duration(h.Clock.Now().UnixMilli())*time.Millisecond)
		h.Heartbeat(ko, "llama-7b", 3000, 1)
		if rep := h.Round(); rep.Reassigned != 0 {
			t.Fatalf("%s after the assignment, its result included at 2 s and still confirming: %+v", at, rep)
		}
		if st, _ := h.Eng.Status("1"); st.State != status.StateAssigned || st.Worker != honest || st.Attempt != 1 {
			t.Fatalf("%s after the assignment: status %+v, want attempt 1 still assigned to %s", at, st, honest)
		}
	}
	if n := attempts(h, "1"); n != 1 {
		t.Fatalf("%d assignments of request 1 published, want 1", n)
	}
	h.Clock.Advance(time.Millisecond) // the result is published: included + 144 s
	st, ok := h.Eng.Complete(context.Background(), "1", honest, rounds.Result{TxHash: "0xabc", BlockTimeMS: included})
	if !ok || st.State != status.StateCompleted || st.Worker != honest || st.Attempt != 1 || st.LatencyMS != 2000 {
		t.Fatalf("completion %+v (ok %v)", st, ok)
	}
	ws, err := h.Reg.Workers(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range ws {
		if w.ID == honest && w.CompletionRate < 1 {
			t.Fatalf("worker %s has completion rate %v after delivering in time", honest, w.CompletionRate)
		}
	}
}

// A worker that acknowledged and never delivers is still taken back: once its estimate,
// the grace and the result's confirmations have all passed, no result can be on its way.
func TestSilentWorkerLapsesOnceItsResultWouldBeVisible(t *testing.T) {
	h := waitHarness(t, mainnetWait)
	silent, _ := h.Worker("llama-7b", 2000, 1)
	h.Request("1", "llama-7b", "0xu", 1e16, 10*time.Minute)
	h.Round()
	h.Eng.Ack(context.Background(), "1", silent, 1)
	finish := 2*time.Second + h.Eng.Config().ResultGrace.D() + mainnetWait
	h.Clock.Advance(finish)
	if rep := h.Round(); rep.Reassigned != 0 {
		t.Fatalf("lapsed at its last moment: %+v", rep)
	}
	h.Clock.Advance(time.Millisecond)
	if rep := h.Round(); rep.Reassigned != 1 {
		t.Fatalf("not lapsed past estimate + grace + confirmations: %+v", rep)
	}
	if st, _ := h.Eng.Status("1"); st.Attempt != 2 {
		t.Fatalf("status %+v, want attempt 2", st)
	}
}

// A result included just before the deadline becomes visible after it: the assignment
// does not expire (counting a failure against its worker) before the result could be
// seen, and the result then completes the request.
func TestResultIncludedAtTheDeadlineIsNotExpiredWhileConfirming(t *testing.T) {
	h := waitHarness(t, mainnetWait)
	w, _ := h.Worker("llama-7b", 50_000, 1)
	h.Request("1", "llama-7b", "0xu", 1e16, time.Minute)
	assignedAt := h.Clock.Now().UnixMilli()
	h.Round()
	h.Eng.Ack(context.Background(), "1", w, 1)
	included := assignedAt + 59_000
	h.Clock.Advance(time.Minute + h.Eng.Config().ResultGrace.D() + time.Second)
	if rep := h.Round(); rep.Expired != 0 || rep.Reassigned != 0 {
		t.Fatalf("past deadline + grace, its result included before the deadline still confirming: %+v", rep)
	}
	h.Clock.Advance(time.Duration(included)*time.Millisecond + mainnetWait - time.Duration(h.Clock.Now().UnixMilli())*time.Millisecond)
	st, ok := h.Eng.Complete(context.Background(), "1", w, rounds.Result{TxHash: "0xabc", BlockTimeMS: included})
	if !ok || st.State != status.StateCompleted {
		t.Fatalf("completion %+v (ok %v)", st, ok)
	}
}

// After a restart the assigned request is restored from its status record; its lapse
// deadline counts the confirmations as well.
func TestRestoredAssignmentWaitsForConfirmations(t *testing.T) {
	h := waitHarness(t, mainnetWait)
	w, _ := h.Worker("llama-7b", 2000, 1)
	h.Request("1", "llama-7b", "0xu", 1e16, 10*time.Minute)
	h.Round()
	rec := h.Sink.Status("1")
	if rec.State != status.StateAssigned {
		t.Fatalf("status %+v", rec)
	}
	again := daemontest.NewEngine(t, daemontest.Options{Registry: h.Reg, Clock: h.Clock, LastRound: 1,
		ResultWait: func(context.Context) time.Duration { return mainnetWait }})
	req := scheduler.Request{ID: "1", User: "0xu", ModelID: "llama-7b", MaxTokens: 64, PriorityFeeWei: scheduler.NewWei(1e16),
		SubmittedAtMS: rec.SubmittedAtMS, DeadlineMS: rec.DeadlineMS, RequiredMemoryMB: 1000}
	if !again.Eng.Restore(req, []byte("prompt 1"), rec, nil) {
		t.Fatal("not restored")
	}
	h.Clock.Advance(2*time.Second + h.Eng.Config().ResultGrace.D() + time.Minute)
	if rep := again.Round(); rep.Reassigned != 0 {
		t.Fatalf("restored assignment lapsed while its result may be confirming: %+v", rep)
	}
	if st, _ := again.Eng.Status("1"); st.State != status.StateAssigned || st.Worker != w {
		t.Fatalf("status %+v", st)
	}
}
