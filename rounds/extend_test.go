package rounds_test

import (
	"context"
	"testing"
	"time"

	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/scheduler"
)

// A refusal before the ack frees the request for the next worker's voucher within the
// ack timeout, not voucher_ttl; an ack extends the voucher to voucher_ttl for the same
// window, stores the extended expiry in the status record before answering, and a
// scheduler restarted from that record opens the next attempt only after it.
func TestShortVoucherExtendedOnAck(t *testing.T) {
	const ttl = 60 * time.Second
	cfg := voucherTimings(ttl) // ack timeout 2 s
	h := newHarness(t, cfg)
	ctx := context.Background()
	_, k1 := h.Worker("llama-7b", 300, 1)
	_, k2 := h.Worker("llama-7b", 400, 1)
	h.Request("1", "llama-7b", "0xu", 1e16, 10*time.Minute)
	h.Round()
	a1 := h.Sink.Assigned[len(h.Sink.Assigned)-1]
	now := uint64(h.Clock.Now().Unix())
	if a1.VoucherExpiry > now+3 {
		t.Fatalf("first voucher expires at %d, %d s from now: want the ack timeout's (3 s)", a1.VoucherExpiry, a1.VoucherExpiry-now)
	}
	if !h.Eng.Fail(ctx, "1", a1.Worker, a1.Attempt, "at capacity") {
		t.Fatal("nack not applied")
	}
	h.Round()
	a2 := h.Sink.Assigned[len(h.Sink.Assigned)-1]
	if a2.Attempt != 2 || a2.Worker == a1.Worker || a2.VoucherNotBefore != a1.VoucherExpiry+1 || a2.VoucherNotBefore > now+4 {
		t.Fatalf("second attempt %+v after %+v: want another worker, payable within 4 s", a2, a1)
	}

	ext, ok := h.Eng.Acknowledge(ctx, "1", a2.Worker, a2.Attempt)
	if !ok || ext == nil || ext.NotBefore != a2.VoucherNotBefore || ext.Expiry != a2.VoucherNotBefore+uint64(ttl/time.Second) {
		t.Fatalf("extension %+v (ack %v) of %+v: want the same window lasting voucher_ttl", ext, ok, a2)
	}
	if again, ok := h.Eng.Acknowledge(ctx, "1", a2.Worker, a2.Attempt); ok || again != nil {
		t.Fatalf("a second ack of the attempt extended it again: %+v %v", again, ok)
	}
	rec := h.Sink.Status("1")
	if rec.VoucherExpiry != ext.Expiry || rec.Attempt != 2 {
		t.Fatalf("status record %+v: want the extended expiry %d stored", rec, ext.Expiry)
	}
	// Restarted from the record, the scheduler lets the attempt lapse (no result) and
	// opens the next voucher after the extended one only.
	next := daemontest.NewEngine(t, daemontest.Options{Config: cfg, Registry: h.Reg, Clock: h.Clock, LastRound: 2})
	req := scheduler.Request{ID: "1", User: "0xu", ModelID: "llama-7b", MaxTokens: 64, PriorityFeeWei: scheduler.NewWei(1e16),
		SubmittedAtMS: rec.SubmittedAtMS, DeadlineMS: rec.DeadlineMS, RequiredMemoryMB: 1000}
	if !next.Eng.Restore(req, []byte("prompt 1"), rec, nil) {
		t.Fatal("not restored")
	}
	h.Clock.Advance(10 * time.Second) // past the estimate plus result_grace: no result
	h.Heartbeat(k1, "llama-7b", 300, 1)
	h.Heartbeat(k2, "llama-7b", 400, 1)
	if rep := next.Round(); rep.Reassigned != 1 {
		t.Fatalf("restored attempt without a result not taken back: %+v", rep)
	}
	next.Round()
	if len(next.Sink.Assigned) == 0 {
		t.Fatal("no third attempt after the restart")
	}
	if a3 := next.Sink.Assigned[len(next.Sink.Assigned)-1]; a3.Attempt != 3 || a3.VoucherNotBefore != ext.Expiry+1 {
		t.Fatalf("after a restart the third attempt %+v: want it to open right after the extended expiry %d", a3, ext.Expiry)
	}
}
