package httpapi

import (
	"net/http"
	"testing"

	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire/status"
)

// A confirming request's ETA counts its own work at its model's rates as the live
// workers report them, on the chain's block grid, and its Retry-After follows that ETA
// (with the margin). It counted every model's request at processing_ms (2 s), whatever
// its tokens, and told the requester to come back at the model's time: in the
// simulator, the confirming polls were the largest share of the Retry-After error.
func TestConfirmingETACountsTheRequestsWork(t *testing.T) {
	ns := natstest.Start(t)
	kv := openKV(t, ns)
	// Blocks every second, the last at t0; the request's block needs 1 more.
	sg := openSightings(t, ns, status.Head{Number: 100, TimestampMS: t0, BlockMS: 1000, Confirmations: 2, ObservedAtMS: t0},
		status.Sighting{RequestID: "5", TxHash: txHash, BlockNumber: 99, Model: "m",
			SubmittedAtMS: t0 - 2_000, DeadlineMS: t0 + 600_000, MaxTokens: 400})
	ws := memWorkers{{ID: workerA, Models: []string{"m"}, MaxJobs: 1, LastHeartbeatMS: t0,
		Speed: map[string]scheduler.Speed{"m": {DecodeTPS: 100}}}}
	rated := newFixture(t, kv, func(o *Options) { o.Sightings, o.Workers = sg, ws })
	bare := newFixture(t, kv, func(o *Options) { o.Sightings = sg })

	get := func(f *fixture) (eta float64, retry string) {
		t.Helper()
		r := f.do("GET", "/v1/requests/5", "")
		if r.Code != http.StatusAccepted {
			t.Fatalf("%d %s", r.Code, r.Body)
		}
		m := decodeMap(t, r)
		if m["state"] != StateConfirming {
			t.Fatalf("state %v, want confirming: %s", m["state"], r.Body)
		}
		return m["eta_seconds"].(float64), r.Header().Get("Retry-After")
	}
	// Published at the next block (+1 s), 400 tokens at 100/s (4 s), the first block
	// after (+6 s), then the result's 2 confirmations: 8 s.
	eta, retry := get(rated)
	if eta != 8 {
		t.Errorf("eta_seconds %v, want 8: the request's 400 tokens at its workers' 100 tokens/s", eta)
	}
	// Without rates: processing_ms (2 s): published +1 s, sent +3 s, block +4 s, seen +6 s.
	bareETA, bareRetry := get(bare)
	if bareETA != 6 {
		t.Errorf("eta_seconds without rates %v, want 6", bareETA)
	}
	// The margin (0.2) on each: 8 s → 9.6 → 10, 6 s → 7.2 → 8.
	if retry != "10" || bareRetry != "8" {
		t.Errorf("Retry-After %s with rates, %s without; want 10 and 8, each ETA with the margin", retry, bareRetry)
	}
}

// A confirming batchable request whose result may go in one block or a later one,
// as its batch settles at once or after the worker's whole hold, is told an ETA
// between the two and a Retry-After for the later one.
func TestConfirmingBatchableETABetweenBlocks(t *testing.T) {
	ns := natstest.Start(t)
	kv := openKV(t, ns)
	sg := openSightings(t, ns, status.Head{Number: 100, TimestampMS: t0, BlockMS: 1000, Confirmations: 2, ObservedAtMS: t0},
		status.Sighting{RequestID: "6", TxHash: txHash, BlockNumber: 99, Model: "m",
			SubmittedAtMS: t0 - 2_000, DeadlineMS: t0 + 600_000, MaxTokens: 400, Batchable: true})
	ws := memWorkers{{ID: workerA, Models: []string{"m"}, MaxJobs: 1, LastHeartbeatMS: t0, BatchMax: 8, BatchMaxWaitMS: 3000,
		Speed: map[string]scheduler.Speed{"m": {DecodeTPS: 100}}}}
	f := newFixture(t, kv, func(o *Options) { o.Sightings, o.Workers = sg, ws })
	r := f.do("GET", "/v1/requests/6", "")
	if r.Code != http.StatusAccepted {
		t.Fatalf("%d %s", r.Code, r.Body)
	}
	m := decodeMap(t, r)
	// Published +1 s, 4 s of work: sent at +5 s (the block at +6 s, seen at +8 s) or,
	// after the 3 s hold, at +8 s (the block at +9 s, seen at +11 s). The ETA is
	// 2·8·11/19 = 9.26 s, 10 in whole seconds; the Retry-After is 11 s with the margin,
	// 13.2 → 14.
	if m["state"] != StateConfirming || m["eta_seconds"] != float64(10) || r.Header().Get("Retry-After") != "14" {
		t.Errorf("state %v, eta_seconds %v, Retry-After %s; want confirming, 10 (between the blocks seen at 8 s and 11 s), 14",
			m["state"], m["eta_seconds"], r.Header().Get("Retry-After"))
	}
}
