package scheduler

import (
	"strings"
	"testing"
)

// TestBestFitLeavesTheFastWorkerFree: two idle llama-70b workers, one decoding 50 tokens
// a second and one 30. A 1 000-token completion with 120 s left has 20 s of work on
// the fast one and 33 s on the slow one: at best_fit_slack 2 it has that slack on both,
// so it takes the slow one and leaves the fast one to whatever comes with less to
// spare; without the key (records written before it) the cheapest route, the fast
// one. The same completion with 50 s left has twice its work to spare only on the fast
// worker, and takes it either way; with 30 s left it has that slack on neither and is
// routed cheapest first, to the fast worker.
func TestBestFitLeavesTheFastWorkerFree(t *testing.T) {
	const now = 1_000_000_000
	snap := func(leftMS int64) *Snapshot {
		s := &Snapshot{NowMS: now, GasPriceGwei: 8,
			Requests: []Request{{ID: "code", ModelID: "llama-70b", Task: "completion", MaxTokens: 1000,
				PriorityFeeWei: NewWei(1e16), SubmittedAtMS: now - 2_000, DeadlineMS: now + leftMS}},
		}
		s.Workers = []Worker{ratedWorker("0xfast", now, 50, 0, 4), ratedWorker("0xslow", now, 30, 0, 4)}
		if err := s.Validate(); err != nil {
			t.Fatal(err)
		}
		return s
	}
	workerOf := func(s *Snapshot, slack float64) string {
		t.Helper()
		cfg := DefaultConfig()
		cfg.Matching.FairShare = true
		cfg.Matching.BestFitSlack = slack
		if err := cfg.Validate(); err != nil {
			t.Fatal(err)
		}
		d := Plan(s, cfg)
		if len(d.Assigned) != 1 {
			t.Fatalf("assigned %v, skipped %v: want the request assigned", d.Assigned, d.Skipped)
		}
		return d.Assigned[0].WorkerID
	}
	if got := workerOf(snap(120_000), DefaultConfig().Matching.BestFitSlack); got != "0xslow" {
		t.Errorf("the default best_fit_slack sent the completion with 120 s left to %s, want the slow worker", got)
	}
	for _, tc := range []struct {
		leftMS       int64
		slack        float64
		want, reason string
	}{
		{120_000, 2, "0xslow", "twice its work to spare on both: the slowest"},
		{120_000, 0, "0xfast", "without best fit: the cheapest"},
		{50_000, 2, "0xfast", "twice its work to spare on the fast worker only"},
		{30_000, 2, "0xfast", "not twice its work to spare anywhere: the cheapest"},
		{120_000, 4, "0xfast", "four times its work to spare on the fast worker only"},
	} {
		if got := workerOf(snap(tc.leftMS), tc.slack); got != tc.want {
			t.Errorf("%d ms left, best_fit_slack %g: went to %s, want %s (%s)", tc.leftMS, tc.slack, got, tc.want, tc.reason)
		}
	}
}

// TestBestFitSlackIsChecked: a slack below 1 would take routes estimated past the
// deadline; the config names the key.
func TestBestFitSlackIsChecked(t *testing.T) {
	for _, v := range []float64{-1, 0.5, 101} {
		cfg := DefaultConfig()
		cfg.Matching.BestFitSlack = v
		if err := cfg.Validate(); err == nil || !strings.Contains(err.Error(), "matching.best_fit_slack") {
			t.Errorf("best_fit_slack %g: error %v, want one naming matching.best_fit_slack", v, err)
		}
	}
}
