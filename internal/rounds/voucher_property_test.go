package rounds_test

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"slices"
	"testing"
	"time"

	"pgregory.net/rapid"

	"github.com/infersched/infersched/internal/rounds"
	"github.com/infersched/infersched/scheduler"
)

// TestVoucherWindowsNeverOverlap: whatever the workers do (acknowledge, refuse, vanish)
// and however the clock moves, the vouchers the engine issues for one request have
// disjoint windows in block time, each after the previous one's expiry, with growing
// attempts: two workers can never both hold a valid voucher for one request (issue 11
// item 5). One engine on a real registry serves every run; each run has its own requests.
func TestVoucherWindowsNeverOverlap(t *testing.T) {
	h := newHarness(t, func(c *scheduler.Config) {
		c.AckTimeout = scheduler.Duration(2 * time.Second)
		c.ResultGrace = scheduler.Duration(3 * time.Second)
	})
	type worker struct {
		id        string
		key       *ecdsa.PrivateKey
		latencyMS int64
	}
	var ws []worker
	for _, lat := range []int64{300, 800, 2000} {
		id, k := h.Worker("llama-7b", lat, 2)
		ws = append(ws, worker{id, k, lat})
	}
	ctx := context.Background()
	run := 0
	rapid.Check(t, func(rt *rapid.T) {
		run++
		var ids []string
		for i := range rapid.IntRange(1, 4).Draw(rt, "requests") {
			id := fmt.Sprintf("%d%03d", run, i+1)
			ids = append(ids, id)
			h.Request(id, "llama-7b", "0xu", 1e16, time.Duration(rapid.IntRange(20, 120).Draw(rt, "deadline_s"))*time.Second)
		}
		latest := func(id string) (rounds.Assignment, bool) {
			h.Sink.Mu.Lock()
			defer h.Sink.Mu.Unlock()
			for i := len(h.Sink.Assigned) - 1; i >= 0; i-- {
				if a := h.Sink.Assigned[i]; a.RequestID == id {
					return a, true
				}
			}
			return rounds.Assignment{}, false
		}
		for range rapid.IntRange(1, 30).Draw(rt, "steps") {
			switch rapid.IntRange(0, 3).Draw(rt, "action") {
			case 0:
				h.Clock.Advance(time.Duration(rapid.IntRange(0, 8000).Draw(rt, "advance_ms")) * time.Millisecond)
				for _, w := range ws {
					h.Heartbeat(w.key, "llama-7b", w.latencyMS, 2)
				}
			case 1:
				h.Round()
			case 2:
				if a, ok := latest(rapid.SampledFrom(ids).Draw(rt, "ack")); ok {
					h.Eng.Ack(ctx, a.RequestID, a.Worker, a.Attempt)
				}
			case 3:
				if a, ok := latest(rapid.SampledFrom(ids).Draw(rt, "nack")); ok {
					h.Eng.Fail(ctx, a.RequestID, a.Worker, a.Attempt, "refused")
				}
			}
		}
		h.Sink.Mu.Lock()
		byID := map[string][]rounds.Assignment{}
		for _, a := range h.Sink.Assigned {
			if slices.Contains(ids, a.RequestID) {
				byID[a.RequestID] = append(byID[a.RequestID], a)
			}
		}
		h.Sink.Mu.Unlock()
		for id, as := range byID {
			for i, a := range as {
				if a.VoucherNotBefore > a.VoucherExpiry {
					rt.Fatalf("request %s attempt %d: window [%d, %d] is empty", id, a.Attempt, a.VoucherNotBefore, a.VoucherExpiry)
				}
				if i == 0 {
					continue
				}
				prev := as[i-1]
				if a.Attempt <= prev.Attempt || a.VoucherNotBefore <= prev.VoucherExpiry {
					rt.Fatalf("request %s: attempt %d [%d, %d] overlaps or follows attempt %d [%d, %d]", id,
						a.Attempt, a.VoucherNotBefore, a.VoucherExpiry, prev.Attempt, prev.VoucherNotBefore, prev.VoucherExpiry)
				}
			}
		}
	})
}
