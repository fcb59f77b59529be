package rounds_test

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"maps"
	"slices"
	"testing"
	"time"

	"pgregory.net/rapid"

	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire/status"
)

// voucherTimings are the short ack timeout and grace of the voucher tests, with ttl.
func voucherTimings(ttl time.Duration) func(*scheduler.Config) {
	return func(c *scheduler.Config) {
		c.AckTimeout = scheduler.Duration(2 * time.Second)
		c.ResultGrace = scheduler.Duration(3 * time.Second)
		c.VoucherTTL = scheduler.Duration(ttl)
	}
}

// TestVoucherWindowsNeverOverlap: whatever the workers do (acknowledge, refuse,
// vanish), however the clock moves and however often the scheduler restarts from its
// status records, the vouchers issued for one request have disjoint windows in block
// time, each after the previous one's expiry, with growing attempts: two workers can
// never both hold a valid voucher for one request. And no voucher is cut short by the
// estimate: each lasts voucher_ttl from the start of its window, or to the request's
// deadline, so an honest worker slower than estimated, or whose scheduler restarted, is
// still paid. One registry and clock serve every run; each run has its own requests.
func TestVoucherWindowsNeverOverlap(t *testing.T) {
	const ttl = 20 * time.Second
	cfg := voucherTimings(ttl)
	h := newHarness(t, cfg)
	type worker struct {
		key       *ecdsa.PrivateKey
		latencyMS int64
	}
	var ws []worker
	for _, lat := range []int64{300, 800, 2000} {
		_, k := h.Worker("llama-7b", lat, 2)
		ws = append(ws, worker{k, lat})
	}
	ctx := context.Background()
	run := 0
	rapid.Check(t, func(rt *rapid.T) {
		run++
		eng, sink := h.Eng, h.Sink
		type voucher struct {
			rounds.Assignment
			issuedS uint64 // the clock when it was issued, unix s
		}
		var issued []voucher // by every engine of this run, in order
		seen := 0            // of sink.Assigned, already in issued
		collect := func() {
			sink.Mu.Lock()
			defer sink.Mu.Unlock()
			for _, a := range sink.Assigned[seen:] {
				issued = append(issued, voucher{a, uint64(h.Clock.Now().Unix())})
			}
			seen = len(sink.Assigned)
		}
		extended := map[int]bool{} // indexes in issued of the extensions
		reqs := map[string]scheduler.Request{}
		records := map[string]status.Record{}
		var ids []string
		for i := range rapid.IntRange(1, 4).Draw(rt, "requests") {
			id := fmt.Sprintf("%d%03d", run, i+1)
			now := h.Clock.Now().UnixMilli()
			reqs[id] = scheduler.Request{ID: id, User: "0xu", ModelID: "llama-7b", MaxTokens: 64, PriorityFeeWei: scheduler.NewWei(1e16),
				SubmittedAtMS: now, DeadlineMS: now + int64(rapid.IntRange(20, 120).Draw(rt, "deadline_s"))*1000, RequiredMemoryMB: 1000}
			ids = append(ids, id)
			eng.Add(reqs[id], []byte("prompt "+id), nil)
		}
		latest := func(id string) (rounds.Assignment, bool) {
			collect()
			for i := len(issued) - 1; i >= 0; i-- {
				if issued[i].RequestID == id {
					return issued[i].Assignment, true
				}
			}
			return rounds.Assignment{}, false
		}
		for range rapid.IntRange(1, 30).Draw(rt, "steps") {
			switch rapid.IntRange(0, 4).Draw(rt, "action") {
			case 0: // time passes; the workers heartbeat
				h.Clock.Advance(time.Duration(rapid.IntRange(0, 30000).Draw(rt, "advance_ms")) * time.Millisecond)
				for _, w := range ws {
					h.Heartbeat(w.key, "llama-7b", w.latencyMS, 2)
				}
			case 1:
				if _, err := eng.Round(ctx); err != nil {
					rt.Fatal(err)
				}
				collect()
			case 2: // an ack extends the attempt's voucher: one more voucher of that attempt
				if a, ok := latest(rapid.SampledFrom(ids).Draw(rt, "ack")); ok {
					if ext, _ := eng.Acknowledge(ctx, a.RequestID, a.Worker, a.Attempt); ext != nil {
						long := a
						long.VoucherNotBefore, long.VoucherExpiry, long.VoucherSignature = ext.NotBefore, ext.Expiry, ext.Voucher.Signature
						issued = append(issued, voucher{long, uint64(h.Clock.Now().Unix())})
						extended[len(issued)-1] = true
					}
				}
			case 3:
				if a, ok := latest(rapid.SampledFrom(ids).Draw(rt, "nack")); ok {
					eng.Fail(ctx, a.RequestID, a.Worker, a.Attempt, "refused")
				}
			case 4: // the scheduler restarts from the status records written so far (the KV bucket)
				collect()
				sink.Mu.Lock()
				maps.Copy(records, sink.Written)
				sink.Mu.Unlock()
				next := daemontest.NewEngine(t, daemontest.Options{Config: cfg, Registry: h.Reg, Clock: h.Clock})
				for _, id := range ids {
					rec, ok := records[id]
					if !ok {
						next.Eng.Add(reqs[id], []byte("prompt "+id), nil)
						continue
					}
					next.Eng.Restore(reqs[id], []byte("prompt "+id), rec, nil)
				}
				eng, sink, seen = next.Eng, next.Sink, 0
			}
		}
		collect()
		type issuedVoucher struct {
			voucher
			long bool
		}
		byID := map[string][]issuedVoucher{}
		for i, a := range issued {
			if slices.Contains(ids, a.RequestID) {
				byID[a.RequestID] = append(byID[a.RequestID], issuedVoucher{a, extended[i]})
			}
		}
		const ackS = uint64(3) // voucherTimings' 2 s ack timeout, whole seconds, plus one
		for id, as := range byID {
			deadline := uint64(reqs[id].DeadlineMS / 1000)
			for i, a := range as {
				if a.VoucherNotBefore > a.VoucherExpiry {
					rt.Fatalf("request %s attempt %d: window [%d, %d] is empty", id, a.Attempt, a.VoucherNotBefore, a.VoucherExpiry)
				}
				// An assignment's voucher lasts its ack timeout; an acknowledged one's,
				// voucher_ttl from the window's start (its start is before the ack).
				last := ackS
				if a.long {
					last = uint64(ttl / time.Second)
				}
				if want := min(max(a.VoucherNotBefore, a.issuedS)+last, deadline); !a.long && a.VoucherExpiry < want {
					rt.Fatalf("request %s attempt %d: window [%d, %d] shorter than the ack timeout or the deadline %d", id,
						a.Attempt, a.VoucherNotBefore, a.VoucherExpiry, deadline)
				}
				if a.long && i > 0 && (as[i-1].Attempt != a.Attempt || as[i-1].VoucherNotBefore != a.VoucherNotBefore || a.VoucherExpiry <= as[i-1].VoucherExpiry) {
					rt.Fatalf("request %s attempt %d: extension [%d, %d] does not extend its assignment's voucher %+v", id,
						a.Attempt, a.VoucherNotBefore, a.VoucherExpiry, as[i-1])
				}
				if a.VoucherExpiry > deadline {
					rt.Fatalf("request %s attempt %d: voucher expires at %d, after the deadline %d", id, a.Attempt, a.VoucherExpiry, deadline)
				}
				if i == 0 {
					continue
				}
				prev := as[i-1]
				if a.long {
					continue
				}
				if a.Attempt <= prev.Attempt || a.VoucherNotBefore <= prev.VoucherExpiry {
					rt.Fatalf("request %s: attempt %d [%d, %d] overlaps or follows attempt %d [%d, %d]", id,
						a.Attempt, a.VoucherNotBefore, a.VoucherExpiry, prev.Attempt, prev.VoucherNotBefore, prev.VoucherExpiry)
				}
			}
		}
	})
}

// TestRequestWhoseVoucherOutlivesItsDeadlineIsNotReassigned: when the first voucher is
// valid up to the deadline, no other worker could be paid, so a lapse does not send the
// request to another worker (who would run it for nothing); the request waits for the
// first worker's result and expires after its deadline plus result_grace.
func TestRequestWhoseVoucherOutlivesItsDeadlineIsNotReassigned(t *testing.T) {
	h := newHarness(t, func(c *scheduler.Config) {
		c.AckTimeout = scheduler.Duration(2 * time.Second)
		c.ResultGrace = scheduler.Duration(3 * time.Second)
		c.VoucherTTL = scheduler.Duration(time.Minute)
	})
	_, k1 := h.Worker("llama-7b", 300, 2)
	_, k2 := h.Worker("llama-7b", 300, 2)
	done := h.Request("1", "llama-7b", "0xu", 1e16, 20*time.Second)
	if rep := h.Round(); rep.Dispatched != 1 {
		t.Fatalf("first round %+v, want 1 dispatched", rep)
	}
	first := h.Sink.Assigned[0]
	deadline := uint64(h.Clock.Now().Add(20 * time.Second).Unix())
	if first.VoucherExpiry >= deadline {
		t.Fatalf("voucher expiry %d: want the ack timeout's, before the deadline %d", first.VoucherExpiry, deadline)
	}
	ext, ok := h.Eng.Acknowledge(context.Background(), first.RequestID, first.Worker, first.Attempt)
	if !ok || ext == nil || ext.Expiry != deadline || ext.NotBefore != first.VoucherNotBefore {
		t.Fatalf("extension %+v (ack %v), want the deadline %d", ext, ok, deadline)
	}
	h.Clock.Advance(5 * time.Second) // past the estimate plus result_grace, no result
	h.Heartbeat(k1, "llama-7b", 300, 2)
	h.Heartbeat(k2, "llama-7b", 300, 2)
	if rep := h.Round(); rep.Dispatched != 0 || rep.Reassigned != 1 || len(h.Sink.Assigned) != 1 {
		t.Fatalf("after the lapse %+v, %d assignments; want it taken back and not sent again", rep, len(h.Sink.Assigned))
	}
	h.Clock.Advance(19 * time.Second) // past the deadline plus result_grace
	if rep := h.Round(); rep.Expired != 1 || !*done {
		t.Fatalf("after the deadline %+v (done %v), want it expired", rep, *done)
	}
}

// TestSlowWorkerIsStillPaidAfterReassignment: a worker that acknowledged its job and is
// slower than estimated has it taken back and sent to another, but its own voucher
// still covers its late result, and the other's opens only after it: the slow worker's
// result is the one paid, and it ends the request (no honest in-flight job is voided,
// no two vouchers are live at once).
func TestSlowWorkerIsStillPaidAfterReassignment(t *testing.T) {
	h := newHarness(t, func(c *scheduler.Config) {
		c.AckTimeout = scheduler.Duration(2 * time.Second)
		c.ResultGrace = scheduler.Duration(3 * time.Second)
		c.VoucherTTL = scheduler.Duration(30 * time.Second)
	})
	_, ka := h.Worker("llama-7b", 300, 1)
	done := h.Request("1", "llama-7b", "0xu", 1e16, 5*time.Minute)
	ctx := context.Background()
	if rep := h.Round(); rep.Dispatched != 1 {
		t.Fatalf("first round %+v", rep)
	}
	slow := h.Sink.Assigned[0]
	ext, ok := h.Eng.Acknowledge(ctx, slow.RequestID, slow.Worker, slow.Attempt)
	if !ok || ext == nil {
		t.Fatalf("ack %v, extension %v", ok, ext)
	}
	slow.VoucherExpiry = ext.Expiry // what the worker submits with
	_, kb := h.Worker("llama-7b", 300, 1)
	h.Clock.Advance(10 * time.Second) // well past the estimate + result_grace
	h.Heartbeat(ka, "llama-7b", 300, 1)
	h.Heartbeat(kb, "llama-7b", 300, 1)
	if rep := h.Round(); rep.Reassigned != 1 || rep.Dispatched != 1 {
		t.Fatalf("after the estimate %+v, want the job taken back and sent again", rep)
	}
	next := h.Sink.Assigned[1]
	if next.Worker == slow.Worker || next.VoucherNotBefore <= slow.VoucherExpiry {
		t.Fatalf("second attempt to %s with window [%d, %d]; the first's ends at %d", next.Worker, next.VoucherNotBefore, next.VoucherExpiry, slow.VoucherExpiry)
	}
	finishedAt := uint64(h.Clock.Now().Add(5 * time.Second).Unix()) // the slow worker's result is mined 5 s later
	if finishedAt > slow.VoucherExpiry {
		t.Fatalf("the slow worker's voucher expires at %d, before its result at %d", slow.VoucherExpiry, finishedAt)
	}
	h.Clock.Advance(5 * time.Second)
	if _, ok := h.Eng.Complete(ctx, slow.RequestID, slow.Worker, rounds.Result{TxHash: "0x01"}); !ok || !*done {
		t.Fatal("the slow worker's result did not end the request")
	}
}
