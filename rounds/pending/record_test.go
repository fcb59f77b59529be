package pending

import (
	"math/big"
	"reflect"
	"strconv"
	"testing"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire/status"
)

var timing = Timing{AckTimeoutMS: 10_000, ResultGraceMS: 30_000}

// assigned is a request assigned here to 0xa (attempt 2, round 7, acked), with one
// earlier failure by 0xf.
func assigned() Record {
	return Record{state: status.StateAssigned, attempt: 2, worker: "0xa", assignedAtMS: 1_000, ackByMS: 11_000, finishByMS: 33_000,
		estimateMS: 2_000, acked: true, position: 0, etaMS: 40_000, retryS: 4, round: 7,
		failedBy: []failure{{worker: "0xf", attempt: 1}}, voucherExpiry: 100, voucherNotBefore: 0}
}

func queued() Record {
	return Record{state: status.StateQueued, attempt: 2, position: 5, etaMS: 50_000, retryS: 9, round: 6, voucherExpiry: 90,
		failedBy: []failure{{worker: "0xf", attempt: 1}}}
}

func with(r Record, f func(*Record)) Record { f(&r); return r }

// Every transition from a given record: what it reports and the record it leaves.
func TestTransitions(t *testing.T) {
	wei := scheduler.WeiFromBig(bigInt(5))
	for _, tc := range []struct {
		name  string
		given Record
		do    func(*Record) any
		want  Record
		ret   any
	}{
		{name: "new request is queued, attempt 1", given: Record{}, do: func(r *Record) any { *r = New(); return nil },
			want: Record{state: status.StateQueued, attempt: 1}},
		{name: "invalid prompt", given: New(), do: func(r *Record) any { r.Invalidate("prompt: missing"); return nil },
			want: Record{state: status.StateInvalidRequest, attempt: 1, invalid: "prompt: missing"}},
		{name: "throttled", given: queued(), do: func(r *Record) any { r.Throttle(3, 70_000, 8); return nil },
			want: with(queued(), func(r *Record) {
				r.state, r.position, r.retryS, r.etaMS, r.round = status.StateThrottled, 0, 3, 70_000, 8
			})},
		{name: "skipped below cost", given: with(queued(), func(r *Record) { r.state, r.reason = status.StateThrottled, "x" }),
			do: func(r *Record) any {
				return r.Skip(Skipped{Position: 2, RetryS: 6, ETAMS: 60_000, Round: 8, FeeNeeded: "100", FeeNeededToken: "7"})
			},
			want: with(queued(), func(r *Record) {
				r.position, r.retryS, r.etaMS, r.round, r.feeNeeded, r.feeNeededToken = 2, 6, 60_000, 8, "100", "7"
			}), ret: true},
		{name: "skipped for want of a price and a worker", given: queued(),
			do: func(r *Record) any {
				return r.Skip(Skipped{Position: 1, RetryS: 2, ETAMS: 3, Round: 9, PriceUnavailable: true, Reason: status.ReasonNoWorkerForTask})
			},
			want: with(queued(), func(r *Record) {
				r.position, r.retryS, r.etaMS, r.round, r.priceUnavailable, r.reason = 1, 2, 3, 9, true, status.ReasonNoWorkerForTask
			}), ret: true},
		{name: "assigned here: deadlines from the voucher window", given: queued(),
			do: func(r *Record) any {
				b := r.Assign(Assignment{Worker: "0xb", AtMS: 200_000, Round: 8, EstimateMS: 1_500.2, RetryS: 3, ETAMS: 250_000,
					VoucherNotBefore: 210, VoucherExpiry: 230}, timing)
				return b
			},
			want: with(queued(), func(r *Record) {
				r.state, r.worker, r.assignedAtMS, r.ackByMS, r.estimateMS = status.StateAssigned, "0xb", 200_000, 210_000, 1_500.2
				r.finishByMS = 210_000 + 1_501 + 30_000 // from the window's opening, the estimate rounded up
				r.position, r.retryS, r.etaMS, r.round, r.voucherNotBefore, r.voucherExpiry = 0, 3, 250_000, 8, 210, 230
			}),
			ret: placementOf(queued())},
		{name: "rolled back: voucher window kept", given: with(queued(), func(r *Record) {
			r.Assign(Assignment{Worker: "0xb", AtMS: 1, Round: 8, VoucherExpiry: 120}, timing)
		}),
			do:   func(r *Record) any { return r.Rollback(placementOf(queued()), 2) },
			want: with(queued(), func(r *Record) { r.voucherExpiry = 120 }), ret: true},
		{name: "rollback of an attempt moved on", given: assigned(),
			do: func(r *Record) any { return r.Rollback(placementOf(queued()), 1) }, want: assigned(), ret: false},
		{name: "ack", given: with(assigned(), func(r *Record) { r.acked = false }),
			do: func(r *Record) any { return r.Ack("0xa", 2, false) }, want: assigned(), ret: true},
		{name: "second ack", given: assigned(), do: func(r *Record) any { return r.Ack("0xa", 2, false) }, want: assigned(), ret: false},
		{name: "ack of another worker", given: with(assigned(), func(r *Record) { r.acked = false }),
			do: func(r *Record) any { return r.Ack("0xb", 2, false) }, want: with(assigned(), func(r *Record) { r.acked = false }), ret: false},
		{name: "ack of an older attempt", given: with(assigned(), func(r *Record) { r.acked = false }),
			do: func(r *Record) any { return r.Ack("0xa", 1, false) }, want: with(assigned(), func(r *Record) { r.acked = false }), ret: false},
		{name: "fresh ack of an assumed assignment", given: with(assigned(), func(r *Record) { r.assumed = true }),
			do:   func(r *Record) any { return r.Ack("0xa", 2, false) },
			want: with(assigned(), func(r *Record) { r.assumed = true }), ret: false},
		{name: "heard ack of an assumed assignment", given: with(assigned(), func(r *Record) { r.assumed = true }),
			do: func(r *Record) any { return r.Ack("0xa", 2, true) }, want: assigned(), ret: true},
		{name: "extended", given: assigned(), do: func(r *Record) any { return r.Extend(400) },
			want: with(assigned(), func(r *Record) { r.voucherExpiry = 400 }), ret: true},
		{name: "extension that would not grow", given: assigned(), do: func(r *Record) any { return r.Extend(100) }, want: assigned(), ret: false},
		{name: "lapsed: worker tried last, attempt + 1", given: assigned(), do: func(r *Record) any { r.Lapse(); return nil },
			want: with(assigned(), func(r *Record) {
				r.state, r.worker, r.acked, r.attempt = status.StateQueued, "", false, 3
				r.failedBy = []failure{{"0xf", 1}, {"0xa", 2}}
			})},
		{name: "taken back from a worker already failed once", given: with(assigned(), func(r *Record) { r.worker, r.assumed = "0xf", true }),
			do:   func(r *Record) any { r.TakeBack(); return nil },
			want: with(assigned(), func(r *Record) { r.state, r.worker, r.acked, r.attempt = status.StateQueued, "", false, 3 })},
		{name: "refused", given: assigned(), do: func(r *Record) any { return r.Refuse("0xa", 2) },
			want: with(assigned(), func(r *Record) {
				r.state, r.worker, r.acked, r.attempt = status.StateQueued, "", false, 3
				r.failedBy = []failure{{"0xf", 1}, {"0xa", 2}}
			}), ret: true},
		{name: "refusal of an older attempt", given: assigned(), do: func(r *Record) any { return r.Refuse("0xa", 1) }, want: assigned(), ret: false},
		{name: "failures bounded: the oldest goes", given: with(assigned(), func(r *Record) { r.failedBy = failures(maxFailures) }),
			do: func(r *Record) any { r.Lapse(); return len(r.failedBy) },
			want: with(assigned(), func(r *Record) {
				r.state, r.worker, r.acked, r.attempt = status.StateQueued, "", false, 3
				r.failedBy = append(failures(maxFailures)[1:], failure{"0xa", 2})
			}), ret: maxFailures},
		{name: "vouchers void", given: with(queued(), func(r *Record) { r.voucherNotBefore = 80 }),
			do: func(r *Record) any { r.VoidVouchers(); return nil }, want: with(queued(), func(r *Record) { r.voucherExpiry = 0 })},
		{name: "ended", given: assigned(), do: func(r *Record) any { r.End(status.StateRefunded); return nil },
			want: with(assigned(), func(r *Record) { r.state = status.StateRefunded })},
		{name: "completed by another worker's result", given: assigned(), do: func(r *Record) any { r.Complete("0xc"); return nil },
			want: with(assigned(), func(r *Record) { r.state, r.worker = status.StateCompleted, "0xc" })},
		{name: "fee raised", given: queued(), do: func(r *Record) any { r.BumpFee(wei); return r.FeeBump().String() },
			want: with(queued(), func(r *Record) { r.feeBump = &wei }), ret: "5"},
		{name: "withdrawn", given: queued(), do: func(r *Record) any { r.Withdraw(9_000); return nil },
			want: with(queued(), func(r *Record) { r.withdrawAtMS = 9_000 })},
		{name: "the earliest withdrawal counts", given: with(queued(), func(r *Record) { r.withdrawAtMS = 9_000 }),
			do: func(r *Record) any { r.Withdraw(12_000); return nil }, want: with(queued(), func(r *Record) { r.withdrawAtMS = 9_000 })},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := tc.given
			ret := tc.do(&r)
			r.written, r.writtenAtMS = written{}, 0 // what was written: TestSkipRewritesTheStatusWhenDue
			if !reflect.DeepEqual(r, tc.want) {
				t.Errorf("record\n got %+v\nwant %+v", r, tc.want)
			}
			if !reflect.DeepEqual(ret, tc.ret) {
				t.Errorf("returned %+v, want %+v", ret, tc.ret)
			}
		})
	}
}

func failures(n int) []failure {
	out := make([]failure, n)
	for i := range out {
		out[i] = failure{worker: "0x" + strconv.Itoa(i), attempt: 1}
	}
	return out
}

// A late assignment: its ack missed (unless acknowledged), or its result past the
// estimated finish plus the result wait.
func TestLate(t *testing.T) {
	for _, tc := range []struct {
		name         string
		r            Record
		nowMS, waitS int64
		want         bool
	}{
		{"acked, before the finish", assigned(), 33_000, 0, false},
		{"acked, past the finish", assigned(), 33_001, 0, true},
		{"acked, past the finish within the result wait", assigned(), 33_001, 5, false},
		{"not acked, past the ack deadline", with(assigned(), func(r *Record) { r.acked = false }), 11_001, 0, true},
		{"not acked, at the ack deadline", with(assigned(), func(r *Record) { r.acked = false }), 11_000, 0, false},
		{"queued", queued(), 1 << 40, 0, false},
	} {
		if got := tc.r.Late(tc.nowMS, tc.waitS*1000); got != tc.want {
			t.Errorf("%s: Late = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// The readers the round and the status record use.
func TestReaders(t *testing.T) {
	r := with(assigned(), func(r *Record) { r.failedBy = append(r.failedBy, failure{"0xe", 2}) })
	if x, ok := r.Exclusion("9"); !ok || !reflect.DeepEqual(x, scheduler.Exclusion{RequestID: "9", Workers: []string{"0xe", "0xf"}}) {
		t.Errorf("exclusion %+v %v", x, ok)
	}
	if w, a, ok := r.LastFailure(); !ok || w != "0xe" || a != 2 {
		t.Errorf("last failure %s %d %v", w, a, ok)
	}
	if fs := r.Failures(); !reflect.DeepEqual(fs, []status.Failure{{Worker: "0xf", Attempt: 1}, {Worker: "0xe", Attempt: 2}}) {
		t.Errorf("failures %+v", fs)
	}
	empty := New()
	if _, ok := empty.Exclusion("9"); ok || empty.Failures() != nil {
		t.Error("a request nobody failed has an exclusion")
	}
	if _, _, ok := empty.LastFailure(); ok {
		t.Error("a request nobody failed has a last failure")
	}
	late, now := with(assigned(), func(r *Record) { r.voucherNotBefore = 5 }), assigned()
	if late.RunsFromMS() != 5_000 || now.RunsFromMS() != 1_000 {
		t.Errorf("runs from %d, %d", late.RunsFromMS(), now.RunsFromMS())
	}
}

func bigInt(n int64) *big.Int { return big.NewInt(n) }

func placementOf(r Record) Placement { return r.placement() }
