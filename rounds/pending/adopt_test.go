package pending

import (
	"reflect"
	"testing"

	"github.com/infersched/infersched/wire/status"
)

// elsewhereRec is a status record of attempt 3 assigned to 0xb in round 9 by another
// replica, its voucher opening at 20 s.
func elsewhereRec() status.Record {
	return status.Record{RequestID: "9", State: status.StateAssigned, Worker: "0xb", Attempt: 3, Round: 9, AssignedAtMS: 12_000,
		EstimatedLatencyMS: 2_000, RetryAfterS: 6, ETAMS: 80_000, QueuePosition: 4, VoucherNotBefore: 20, VoucherExpiry: 130,
		FailedBy: []status.Failure{{Worker: "0xf", Attempt: 1}, {Worker: "0xa", Attempt: 2}}}
}

// adoptedB is what every source makes of that assignment: assumed acknowledged, its ack
// due ack_timeout after the assignment, its result the estimate plus result_grace after
// its voucher opens.
func adoptedB(r Record) Record {
	r.state, r.worker, r.acked, r.assumed, r.attempt, r.round = status.StateAssigned, "0xb", true, true, 3, 9
	r.assignedAtMS, r.estimateMS, r.voucherNotBefore = 12_000, 2_000, 20
	r.ackByMS, r.finishByMS = 22_000, 20_000+2_000+30_000
	return r
}

func rec(f func(*status.Record)) status.Record { r := elsewhereRec(); f(&r); return r }

// Every adoption: what each source says, of a request in each state, and what Adopt
// makes of it.
func TestAdopt(t *testing.T) {
	leads, follows := Rules{Timing: timing, Leads: true}, Rules{Timing: timing}
	pub := func(attempt int, round uint64) *Published {
		return &Published{RequestID: "9", Worker: "0xb", Attempt: attempt, Round: round, AtMS: 12_000, EstimatedLatencyMS: 2_000,
			VoucherNotBefore: 20, VoucherExpiry: 130}
	}
	for _, tc := range []struct {
		name  string
		given Record
		ev    Evidence
		rules Rules
		want  Record
		out   Outcome
	}{
		// Restored: a fresh request takes its status record.
		{name: "restored assignment", given: New(), ev: Evidence{Source: Restored, Status: elsewhereRec()}, rules: leads,
			want: with(adoptedB(New()), func(r *Record) {
				r.retryS, r.voucherExpiry = 6, 130 // its place and arrival are the next write's
				r.failedBy = []failure{{"0xf", 1}, {"0xa", 2}}
			}), out: Outcome{Changed: true, Adopted: true}},
		{name: "restored queued record", given: New(),
			ev: Evidence{Source: Restored, Status: rec(func(r *status.Record) { r.State, r.Worker = status.StateQueued, "" })}, rules: leads,
			want: with(New(), func(r *Record) {
				r.attempt, r.voucherNotBefore, r.voucherExpiry, r.failedBy = 3, 20, 130, []failure{{"0xf", 1}, {"0xa", 2}}
			}), out: Outcome{Changed: true}},
		{name: "restored record of attempt 0", given: New(),
			ev: Evidence{Source: Restored, Status: status.Record{RequestID: "9", State: status.StateQueued}}, rules: leads,
			want: New(), out: Outcome{Changed: true}},
		{name: "restored failures: the newest kept", given: New(),
			ev: Evidence{Source: Restored, Status: rec(func(r *status.Record) {
				r.State, r.Worker, r.FailedBy = status.StateQueued, "", statusFailures(maxFailures+2)
			})}, rules: leads,
			want: with(New(), func(r *Record) {
				r.attempt, r.voucherNotBefore, r.voucherExpiry = 3, 20, 130
				r.failedBy = restoredFailures(statusFailures(maxFailures + 2)[2:])
			}), out: Outcome{Changed: true}},

		// Observed: records written by the replica that runs the shard.
		{name: "observed newer attempt", given: assigned(), ev: Evidence{Source: Observed, Status: elsewhereRec()}, rules: follows,
			want: with(adoptedB(assigned()), func(r *Record) { r.retryS, r.etaMS, r.voucherExpiry = 6, 80_000, 130 }),
			out:  Outcome{Changed: true, Adopted: true}},
		{name: "observed same attempt, queued here", given: with(queued(), func(r *Record) { r.attempt = 3 }),
			ev: Evidence{Source: Observed, Status: elsewhereRec()}, rules: follows,
			want: with(adoptedB(queued()), func(r *Record) { r.retryS, r.etaMS, r.voucherExpiry = 6, 80_000, 130 }),
			out:  Outcome{Changed: true, Adopted: true}},
		{name: "observed own write coming back", given: adoptedB(assigned()), ev: Evidence{Source: Observed, Status: rec(func(r *status.Record) {
			r.VoucherExpiry = 100
		})}, rules: leads, want: adoptedB(assigned()), out: Outcome{}},
		{name: "observed older attempt", given: with(queued(), func(r *Record) { r.attempt = 4 }),
			ev: Evidence{Source: Observed, Status: elsewhereRec()}, rules: follows,
			want: with(queued(), func(r *Record) { r.attempt = 4 }), out: Outcome{}},
		{name: "observed extension: the ack was taken", given: with(adoptedB(assigned()), func(r *Record) { r.voucherExpiry = 100 }),
			ev: Evidence{Source: Observed, Status: rec(func(r *status.Record) { r.VoucherExpiry = 400 })}, rules: follows,
			want: with(adoptedB(assigned()), func(r *Record) { r.voucherExpiry, r.assumed = 400, false }), out: Outcome{Changed: true}},
		{name: "observed requeue of a later attempt", given: assigned(),
			ev: Evidence{Source: Observed, Status: rec(func(r *status.Record) { r.State, r.Worker = status.StatePriceUnavailable, "" })}, rules: follows,
			want: with(assigned(), func(r *Record) { r.state, r.worker, r.acked, r.attempt = status.StateQueued, "", false, 3 }),
			out:  Outcome{Changed: true}},
		{name: "observed refund ends it", given: assigned(),
			ev: Evidence{Source: Observed, Status: rec(func(r *status.Record) { r.State = status.StateRefunded })}, rules: leads,
			want: with(assigned(), func(r *Record) { r.state = status.StateRefunded }), out: Outcome{Changed: true, Ended: true}},
		{name: "observed result: this replica's stream ends it", given: assigned(),
			ev: Evidence{Source: Observed, Status: rec(func(r *status.Record) { r.State = status.StateCompleted })}, rules: follows,
			want: assigned(), out: Outcome{}},
		{name: "observed expiry on the holder: its own decision", given: assigned(),
			ev: Evidence{Source: Observed, Status: rec(func(r *status.Record) { r.State = status.StateExpired })}, rules: leads,
			want: assigned(), out: Outcome{}},
		{name: "observed expiry on a follower ends it", given: assigned(),
			ev: Evidence{Source: Observed, Status: rec(func(r *status.Record) { r.State = status.StateExpired })}, rules: follows,
			want: with(assigned(), func(r *Record) { r.state = status.StateExpired }), out: Outcome{Changed: true, Ended: true}},

		// TakenOver: the decision log's tail and the assignments stream.
		{name: "published newer assignment adopted", given: queued(), ev: Evidence{Source: TakenOver, Published: pub(3, 9)}, rules: leads,
			want: with(adoptedB(queued()), func(r *Record) { r.position, r.retryS, r.etaMS, r.voucherExpiry = 0, 0, 0, 130 }),
			out:  Outcome{Changed: true, Adopted: true}},
		{name: "published in a later round of the attempt held", given: with(assigned(), func(r *Record) { r.attempt = 3 }),
			ev: Evidence{Source: TakenOver, Published: pub(3, 9)}, rules: leads,
			want: with(adoptedB(assigned()), func(r *Record) { r.position, r.retryS, r.etaMS, r.voucherExpiry = 0, 0, 0, 130 }),
			out:  Outcome{Changed: true, Adopted: true}},
		{name: "published and released since: its attempt is spent", given: queued(),
			ev: Evidence{Source: TakenOver, Published: pub(3, 9), Released: 10}, rules: leads,
			want: with(queued(), func(r *Record) { r.attempt, r.voucherExpiry = 4, 130 }), out: Outcome{}},
		{name: "published older attempt: only its voucher counts", given: with(queued(), func(r *Record) { r.attempt = 5 }),
			ev: Evidence{Source: TakenOver, Published: pub(3, 9)}, rules: leads,
			want: with(queued(), func(r *Record) { r.attempt, r.voucherExpiry = 5, 130 }), out: Outcome{}},
		{name: "held assignment released later: queued again", given: assigned(),
			ev: Evidence{Source: TakenOver, Released: 8}, rules: leads,
			want: Record{state: status.StateQueued, attempt: 3, failedBy: assigned().failedBy, voucherExpiry: 100},
			out:  Outcome{Changed: true, Requeued: true}},
		{name: "held assignment released before it: kept", given: assigned(),
			ev: Evidence{Source: TakenOver, Released: 7}, rules: leads, want: assigned(), out: Outcome{}},
		{name: "planned, never published: listed released", given: queued(),
			ev: Evidence{Source: TakenOver, Planned: &Planned{Worker: "0xc", Round: 8}}, rules: leads,
			want: queued(), out: Outcome{Release: true}},
		{name: "planned and live here: not released", given: assigned(),
			ev: Evidence{Source: TakenOver, Planned: &Planned{Worker: "0xa", Round: 7}}, rules: leads,
			want: assigned(), out: Outcome{}},
		{name: "planned, released by a later round: nothing to list", given: queued(),
			ev: Evidence{Source: TakenOver, Planned: &Planned{Worker: "0xc", Round: 8}, Released: 9}, rules: leads,
			want: queued(), out: Outcome{}},
		{name: "unknown source changes nothing", given: queued(), ev: Evidence{Status: elsewhereRec()}, rules: leads,
			want: queued(), out: Outcome{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := tc.given
			out := r.Adopt(tc.ev, tc.rules)
			r.written, r.writtenAtMS = written{}, 0 // what was written: TestAdoptedStatusIsWhatWasWritten
			if !reflect.DeepEqual(r, tc.want) {
				t.Errorf("record\n got %+v\nwant %+v", r, tc.want)
			}
			if out != tc.out {
				t.Errorf("outcome %+v, want %+v", out, tc.out)
			}
		})
	}
}

// One rule for an assignment made elsewhere, whatever brought it: the same assignment
// restored, observed or published gets the same worker, deadlines and assumption, and
// the deadline formula is the one an assignment made here gets (FinishByMS).
func TestAdoptIsOneRule(t *testing.T) {
	rules := Rules{Timing: timing}
	var got []Record
	for _, ev := range []Evidence{
		{Source: Restored, Status: elsewhereRec()},
		{Source: Observed, Status: elsewhereRec()},
		{Source: TakenOver, Published: &Published{Worker: "0xb", Attempt: 3, Round: 9, AtMS: 12_000, EstimatedLatencyMS: 2_000, VoucherNotBefore: 20}},
	} {
		r := New()
		r.Adopt(ev, rules)
		got = append(got, r)
	}
	here := queued()
	here.Assign(Assignment{Worker: "0xb", AtMS: 12_000, EstimateMS: 2_000, VoucherNotBefore: 20}, timing)
	for i, r := range got {
		if r.state != status.StateAssigned || r.worker != "0xb" || r.attempt != 3 || !r.acked || !r.assumed ||
			r.ackByMS != here.ackByMS || r.finishByMS != here.finishByMS || r.RunsFromMS() != 20_000 {
			t.Errorf("source %d: %+v; an assignment made here: ack by %d, finish by %d", i, r, here.ackByMS, here.finishByMS)
		}
	}
	// A fraction of a millisecond of estimate is rounded up, here and elsewhere: an
	// assignment is never taken back before its estimate.
	if f := FinishByMS(0, 0, 2_500.1, timing); f != 32_501 {
		t.Errorf("finish by %d for an estimate of 2500.1 ms, want 32501", f)
	}
}

func statusFailures(n int) []status.Failure {
	out := make([]status.Failure, n)
	for i := range out {
		out[i] = status.Failure{Worker: "0x" + string(rune('a'+i%26)) + string(rune('a'+i/26)), Attempt: 1}
	}
	return out
}

// A status record Adopt takes is what the status bucket holds: a round that leaves the
// request where the record says does not write it again until half its Retry-After
// has passed; one a takeover changed is compared against nothing, and one a takeover's
// note changed after it was added is written by the next round once it is assigned.
func TestAdoptedStatusIsWhatWasWritten(t *testing.T) {
	queuedRec := status.Record{RequestID: "9", State: status.StateQueued, Attempt: 2, QueuePosition: 4, RetryAfterS: 6, UpdatedAtMS: 100_000}
	same := Skipped{Position: 4, RetryS: 6}
	for _, src := range []Source{Restored, Observed} {
		r := New()
		if src == Observed {
			r.attempt = 1 // the record's attempt is later: it queues again
		}
		if out := r.Adopt(Evidence{Source: src, Status: queuedRec}, Rules{Timing: timing}); !out.Changed {
			t.Fatalf("source %d: the record changed nothing", src)
		}
		// What a record says was written holds no fee: the first round writes the fee.
		if !skipAt(&r, same, "1", 100_001) {
			t.Errorf("source %d: the fee not written by the first round", src)
		}
		r = New()
		if src == Observed {
			r.attempt = 1
		}
		r.Adopt(Evidence{Source: src, Status: queuedRec}, Rules{Timing: timing})
		if skipAt(&r, same, "", 102_999) {
			t.Errorf("source %d: the status the record holds rewritten before half its Retry-After", src)
		}
		if !skipAt(&r, same, "", 103_000) {
			t.Errorf("source %d: the status the record holds not rewritten at half its Retry-After", src)
		}
	}
	r := New()
	r.Adopt(Evidence{Source: Restored, Status: queuedRec}, Rules{Timing: timing})
	skipAt(&r, same, "1", 100_001)
	r.ForgetWritten()
	if !skipAt(&r, same, "1", 100_002) {
		t.Error("a status forgotten by a takeover not written by the next round")
	}
	if r.TakeUnwritten() {
		t.Error("unwritten without a takeover's note")
	}
	r.WriteNext()
	if !r.TakeUnwritten() || r.TakeUnwritten() {
		t.Error("a takeover's note: the next round writes the status once")
	}
	r.WriteNext()
	r.state = status.StateAssigned
	r.Lapse()
	if r.TakeUnwritten() {
		t.Error("a lapsed request's status is written by the round that lapses it, not again")
	}
}

// When a round rewrites the status of a request it left queued: a change at once; the
// same place and Retry-After once half the Retry-After passed; only the place or the
// estimate moved, once per round interval, and a small move like no move.
func TestSkipRewritesTheStatusWhenDue(t *testing.T) {
	base := func() Record {
		r := New()
		if !skipAt(&r, Skipped{Position: 40, RetryS: 20}, "1", 0) {
			t.Fatal("a first status not written")
		}
		return r
	}
	for _, tc := range []struct {
		name  string
		skip  Skipped
		fee   string
		nowMS int64
		want  bool
	}{
		{"unchanged, early", Skipped{Position: 40, RetryS: 20}, "1", 9_999, false},
		{"unchanged, half its Retry-After", Skipped{Position: 40, RetryS: 20}, "1", 10_000, true},
		{"fee raised", Skipped{Position: 40, RetryS: 20}, "2", 1, true},
		{"now below cost", Skipped{Position: 40, RetryS: 20, FeeNeeded: "9"}, "1", 1, true},
		{"no worker for its task", Skipped{Position: 40, RetryS: 20, Reason: status.ReasonNoWorkerForTask}, "1", 1, true},
		{"big move within the interval", Skipped{Position: 10, RetryS: 5}, "1", 999, false},
		{"big move after the interval", Skipped{Position: 10, RetryS: 5}, "1", 1_000, true},
		{"small move after the interval", Skipped{Position: 35, RetryS: 18}, "1", 1_000, false},
		{"small move, half its Retry-After", Skipped{Position: 35, RetryS: 18}, "1", 9_000, true},
	} {
		r := base()
		if got := skipAt(&r, tc.skip, tc.fee, tc.nowMS); got != tc.want {
			t.Errorf("%s: rewrite %v, want %v", tc.name, got, tc.want)
		}
		if tc.want && skipAt(&r, tc.skip, tc.fee, tc.nowMS) {
			t.Errorf("%s: written twice at once", tc.name)
		}
	}
}

// skipAt is Skip by a round at nowMS with a round_interval of a second, of a request
// whose fee is fee.
func skipAt(r *Record, s Skipped, fee string, nowMS int64) bool {
	s.Fee, s.AtMS, s.IntervalMS = fee, nowMS, 1_000
	return r.Skip(s)
}
