package rounds_test

import (
	"context"
	"testing"
	"time"

	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/retryafter"
	"github.com/infersched/infersched/wire/status"
)

// A reassigned request's voucher opens only after the previous attempt's expires, so
// its new worker cannot put the result on chain before then. Everything that counts
// from the assignment must count from that opening instead: the requester's Retry-After
// (it was told to poll a second later and then walked the backoff table for a minute),
// the lapse of an assignment restored after a restart (it lapsed before its window even
// opened, and the request went to a third worker), and the new worker's measured
// latency (the whole wait was booked as its run).
func TestReassignedRequestCountsFromItsVoucherWindow(t *testing.T) {
	const ttl = 60 * time.Second
	cfg := voucherTimings(ttl)
	h := newHarness(t, cfg)
	ctx := context.Background()
	first, _ := h.Worker("llama-7b", 300, 1)
	second, _ := h.Worker("llama-7b", 400, 1)
	h.Request("1", "llama-7b", "0xu", 1e16, 10*time.Minute)
	h.Round()
	a1 := h.Sink.Assigned[len(h.Sink.Assigned)-1]
	// Acknowledged (its voucher extended to voucher_ttl), then refused: the backend
	// failed after the ack.
	if ext, ok := h.Eng.Acknowledge(ctx, "1", a1.Worker, a1.Attempt); !ok || ext == nil {
		t.Fatalf("ack not applied or voucher not extended: %v %v", ext, ok)
	}
	if !h.Eng.Fail(ctx, "1", a1.Worker, a1.Attempt, "backend failed") {
		t.Fatal("nack not applied")
	}
	h.Round()
	a2 := h.Sink.Assigned[len(h.Sink.Assigned)-1]
	if a2.Attempt != 2 || a2.Worker == a1.Worker || (a2.Worker != first && a2.Worker != second) {
		t.Fatalf("second attempt %+v after %+v", a2, a1)
	}
	opensMS := int64(a2.VoucherNotBefore) * 1000
	nowMS := h.Clock.Now().UnixMilli()
	if opensMS < nowMS+50_000 {
		t.Fatalf("the second voucher opens at %d, %d ms from now: want after the first's expiry", opensMS, opensMS-nowMS)
	}

	// The requester is told to come back once the window has opened and the run is done.
	rec := h.Sink.Status("1")
	if rec.State != status.StateAssigned || rec.VoucherNotBefore != a2.VoucherNotBefore {
		t.Fatalf("status %+v: want assigned with the voucher's not_before %d", rec, a2.VoucherNotBefore)
	}
	est := status.Compute(rec, status.Head{}, retryafter.DefaultConfig(), nowMS)
	if est.RetryAfterS*1000 < opensMS-nowMS || est.ETAMS < opensMS-nowMS {
		t.Fatalf("Retry-After %d s, ETA %d ms while the voucher opens in %d ms", est.RetryAfterS, est.ETAMS, opensMS-nowMS)
	}
	if limit := (opensMS-nowMS)/1000 + 5; est.RetryAfterS > limit {
		t.Fatalf("Retry-After %d s: more than %d s, the opening plus the run, with the margin on the wait", est.RetryAfterS, limit)
	}

	// A scheduler restarted from that record waits for the window too.
	again := daemontest.NewEngine(t, daemontest.Options{Config: cfg, Registry: h.Reg, Clock: h.Clock, LastRound: 2})
	req := scheduler.Request{ID: "1", User: "0xu", ModelID: "llama-7b", MaxTokens: 64, PriorityFeeWei: scheduler.NewWei(1e16),
		SubmittedAtMS: rec.SubmittedAtMS, DeadlineMS: rec.DeadlineMS, RequiredMemoryMB: 1000}
	if !again.Eng.Restore(req, []byte("prompt 1"), rec, nil) {
		t.Fatal("not restored")
	}
	h.Clock.Advance(30 * time.Second) // past assignment + estimate + grace, before the window
	if rep := again.Round(); rep.Reassigned != 0 {
		t.Fatalf("restored assignment lapsed before its voucher opened: %+v", rep)
	}

	// The worker's run is measured from the opening: its result's block 500 ms after it.
	h.Clock.Advance(time.Duration(opensMS-h.Clock.Now().UnixMilli())*time.Millisecond + 600*time.Millisecond)
	st, ok := again.Eng.Complete(ctx, "1", a2.Worker, rounds.Result{TxHash: "0xabc", BlockTimeMS: opensMS + 500})
	if !ok || st.LatencyMS != 500 || st.LatencyKind != status.LatencyInclusion {
		t.Fatalf("latency %d (%s), want 500 from the window's opening", st.LatencyMS, st.LatencyKind)
	}
}
