package rounds_test

import (
	"context"
	"testing"
	"time"

	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/wire/status"
)

// The leader is SIGKILLed between publishing a round's assignments and answering their
// acks. The replica that takes over holds them as acknowledged only by assumption
// (observed statuses, or adopted from the assignments stream), so:
//   - the worker's ack it heard while no replica led (bus/acks) is taken and the job
//     runs, once; a fresh ack (a redelivery to a worker already running it) is not;
//   - an assignment whose worker never acked lapses past its estimated finish plus the
//     grace, as before, but counts no failure against the worker (the next test).
//     Before, the ack was refused ("not pending": the worker gave the job up) and each
//     takeover backed the workers off for jobs they had never been allowed to start.
func TestAckOfTheDeadLeadersAssignmentIsTakenAfterTheTakeover(t *testing.T) {
	ctx := context.Background()
	leader := newHarness(t, nil)
	w, _ := leader.Worker("llama-7b", 300, 8)
	next := daemontest.NewEngine(t, daemontest.Options{Registry: leader.Reg, Clock: leader.Clock})
	for _, id := range []string{"1", "2", "3"} {
		leader.Request(id, "llama-7b", "0xu", 1e16, time.Hour)
		next.Request(id, "llama-7b", "0xu", 1e16, time.Hour)
	}
	if rep := leader.Round(); rep.Dispatched != 3 {
		t.Fatalf("the leader's round: %+v, want 3 dispatched", rep)
	}
	// The follower saw the statuses of 1 and 3; 2's was never written (the leader died
	// first), so the takeover adopts it from the assignments stream.
	for _, id := range []string{"1", "3"} {
		if !next.Eng.Observe(leader.Sink.Status(id)) {
			t.Fatalf("request %s: the assigned status not observed", id)
		}
	}
	var published []rounds.Published
	for _, a := range leader.Sink.Assigned {
		if a.RequestID == "2" {
			published = append(published, rounds.Published{RequestID: "2", Worker: w, Attempt: a.Attempt, Round: a.Round,
				AtMS: leader.Clock.Now().UnixMilli(), EstimatedLatencyMS: a.EstimatedLatencyMS, VoucherExpiry: a.VoucherExpiry})
		}
	}
	if err := next.Eng.TakeOver(ctx, func(string) bool { return true }, nil, published); err != nil {
		t.Fatal(err)
	}
	if st := next.Sink.Status("2"); st.State != status.StateAssigned || st.Worker != w {
		t.Fatalf("request 2 after the takeover: %+v, want adopted as assigned to %s", st, w)
	}
	for _, id := range []string{"1", "2"} {
		if next.Eng.Ack(ctx, id, w, 1) {
			t.Fatalf("request %s: a fresh ack of an assumed assignment was taken (a redelivery would run twice)", id)
		}
		if !next.Eng.AckHeard(ctx, id, w, 1) {
			t.Fatalf("request %s: the worker's ack heard before the takeover was refused (its job would not run)", id)
		}
		if next.Eng.AckHeard(ctx, id, w, 1) || next.Eng.Ack(ctx, id, w, 1) {
			t.Fatalf("request %s: a second ack of the same attempt was taken", id)
		}
	}

}

// The other half: an assignment the dead leader published and its worker never acked
// (its ack met no leader) lapses twice, the takeover's assumed assignment and then the
// new holder's own; only the second counts, so the worker is not backed off
// (worker_backoff.after is 2) and still gets the third attempt.
func TestLapseOfAnAssumedAssignmentDoesNotBackTheWorkerOff(t *testing.T) {
	leader := newHarness(t, nil)
	w, k := leader.Worker("llama-7b", 300, 8)
	next := daemontest.NewEngine(t, daemontest.Options{Registry: leader.Reg, Clock: leader.Clock})
	leader.Request("3", "llama-7b", "0xu", 1e16, time.Hour)
	next.Request("3", "llama-7b", "0xu", 1e16, time.Hour)
	leader.Round()
	if !next.Eng.Observe(leader.Sink.Status("3")) {
		t.Fatal("the assigned status not observed")
	}
	lapse := func() rounds.Report {
		t.Helper()
		leader.Clock.Advance(next.Eng.Config().ResultGrace.D() + 2*time.Minute)
		leader.Heartbeat(k, "llama-7b", 300, 8)
		return next.Round()
	}
	lapse()
	if st := next.Sink.Status("3"); st.State != status.StateAssigned || st.Attempt != 2 || st.Worker != w {
		t.Fatalf("request 3 after its assumed assignment lapsed: %+v, want assigned to %s again (attempt 2)", st, w)
	}
	rep := lapse()
	if st := next.Sink.Status("3"); rep.Dispatched == 0 || st.State != status.StateAssigned || st.Attempt != 3 {
		t.Fatalf("request 3 after its second lapse: %+v (round %+v), want assigned to the only worker again (attempt 3): it was backed off for the takeover's lapse",
			st, rep)
	}
}

// The last holder took the worker's ack and stored the attempt's extended voucher
// before answering it; the follower that observed both records holds the ack as real:
// the same ack replayed after a takeover (bus/acks) is not taken a second time, and a
// later attempt's voucher opens only after the extended one expired.
func TestObservedExtensionIsTheAck(t *testing.T) {
	ctx := context.Background()
	leader := newHarness(t, nil)
	w, k := leader.Worker("llama-7b", 300, 8)
	next := daemontest.NewEngine(t, daemontest.Options{Registry: leader.Reg, Clock: leader.Clock})
	leader.Request("5", "llama-7b", "0xu", 1e16, time.Hour)
	next.Request("5", "llama-7b", "0xu", 1e16, time.Hour)
	leader.Round()
	assigned := leader.Sink.Status("5")
	if ext, ok := leader.Eng.Acknowledge(ctx, "5", w, 1); !ok || ext == nil {
		t.Fatalf("the leader's ack: %v %v, want the voucher extended", ext, ok)
	}
	extended := leader.Sink.Status("5")
	if extended.VoucherExpiry <= assigned.VoucherExpiry {
		t.Fatalf("extension record: expiry %d, want past %d", extended.VoucherExpiry, assigned.VoucherExpiry)
	}
	next.Eng.Observe(assigned)
	if !next.Eng.Observe(extended) {
		t.Fatal("the extension record changed nothing")
	}
	if next.Eng.AckHeard(ctx, "5", w, 1) {
		t.Fatal("an ack the last holder took (its extension stored) was taken again after the takeover")
	}
	// No result: it lapses; the next attempt opens after the extended voucher.
	leader.Clock.Advance(next.Eng.Config().ResultGrace.D() + 2*time.Minute)
	leader.Heartbeat(k, "llama-7b", 300, 8)
	next.Round()
	if st := next.Sink.Status("5"); st.Attempt != 2 || st.VoucherNotBefore <= extended.VoucherExpiry {
		t.Fatalf("the next attempt: %+v, want attempt 2 opening after the extended expiry %d", st, extended.VoucherExpiry)
	}
}
