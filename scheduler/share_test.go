package scheduler

import (
	"fmt"
	"testing"
)

// Fair share (share.go): three idle workers, one with an open batch that makes its
// routes the cheapest for every batchable request. Without fair share it takes all
// nine requests of the round; with it each takes its share, three; and when the other
// two cannot take a request (too little memory), the busy one takes it anyway: the
// share never leaves a request unassigned that a worker could take.
func TestFairShareSharesARound(t *testing.T) {
	snap := func(bigMem int64) *Snapshot {
		s := &Snapshot{NowMS: 100_000, GasPriceGwei: 20}
		for i := range 9 {
			r := req(fmt.Sprintf("r%d", i), "m", 1e17, 100)
			r.Batchable = true
			if i == 8 {
				r.RequiredMemoryMB = bigMem
			}
			s.Requests = append(s.Requests, r)
		}
		batching := worker("0xa", 900, 0, 64, "m")
		batching.BatchMax, batching.OpenBatch = 16, map[string]int{"m": 3}
		b, c := worker("0xb", 500, 0, 64, "m"), worker("0xc", 500, 0, 64, "m")
		b.BatchMax, c.BatchMax = 16, 16
		b.FreeMemoryMB, c.FreeMemoryMB = 1000, 1000
		s.Workers = []Worker{batching, b, c}
		return s
	}
	count := func(d Decision) map[string]int {
		n := map[string]int{}
		for _, a := range d.Assigned {
			n[a.WorkerID]++
		}
		return n
	}
	cfg := DefaultConfig()
	cfg.Matching.BatchingMinQueue = 0
	if got := count(Plan(snap(100), cfg)); got["0xa"] != 9 {
		t.Fatalf("without fair share: %v, want the open batch to take all nine", got)
	}
	cfg.Matching.FairShare = true
	if got := count(Plan(snap(100), cfg)); got["0xa"] != 3 || got["0xb"] != 3 || got["0xc"] != 3 {
		t.Fatalf("with fair share: %v, want three each", got)
	}
	d := Plan(snap(5000), cfg) // r8 fits only on 0xa, which is at its share
	if got := count(d); got["0xa"]+got["0xb"]+got["0xc"] != 9 || len(d.Skipped) != 0 {
		t.Fatalf("with fair share and one request only 0xa can take: %v, skipped %v", got, d.Skipped)
	}
	for _, a := range d.Assigned {
		if a.RequestID == "r8" && a.WorkerID != "0xa" {
			t.Fatalf("r8 went to %s, which has not the memory", a.WorkerID)
		}
	}
}

// TestUrgentBeforeShareTakesTheFastWorker: a fast worker running four jobs and an idle
// slow one; a 1 000-token completion with 35 s left (20 s of work on the fast worker,
// 30 s on the slow one: 5 s to spare, so urgent by its slack) and a chat with hours
// left. The share is ⌈(4 + 2) / 2⌉ = 3, which the fast worker is past. With
// urgent_before_share the completion is matched before the share and takes the fast
// worker; without it (records written before the key) the capped pass gives it the
// slow one, whose estimate fits by less than the noise of a run.
func TestUrgentBeforeShareTakesTheFastWorker(t *testing.T) {
	const now = 1_000_000_000
	s := &Snapshot{NowMS: now, GasPriceGwei: 8,
		Requests: []Request{
			{ID: "code", ModelID: "llama-70b", Task: "completion", MaxTokens: 1000, PriorityFeeWei: NewWei(1e16),
				SubmittedAtMS: now - 2_000, DeadlineMS: now + 35_000},
			{ID: "chat", ModelID: "llama-70b", Task: "chat", MaxTokens: 100, PriorityFeeWei: NewWei(2e16),
				SubmittedAtMS: now - 2_000, DeadlineMS: now + 3_600_000},
		},
	}
	s.Workers = []Worker{ratedWorker("0xfast", now, 50, 4, 8), ratedWorker("0xslow", now, 34, 0, 8)}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	workerOf := func(cfg Config) map[string]string {
		t.Helper()
		if err := cfg.Validate(); err != nil {
			t.Fatal(err)
		}
		d := Plan(s, cfg)
		got := assignments(d)
		if len(got) != 2 {
			t.Fatalf("assigned %v, skipped %v: want both requests assigned", d.Assigned, d.Skipped)
		}
		return got
	}
	cfg := byEstimate(DefaultConfig())
	cfg.Matching.FairShare = true // the daemon's default
	if !cfg.Matching.UrgentBeforeShare {
		t.Fatal("urgent_before_share is no longer the default")
	}
	if got := workerOf(cfg); got["code"] != "0xfast" || got["chat"] != "0xslow" {
		t.Fatalf("with urgent_before_share: %v, want the completion on the fast worker and the chat on the idle one", got)
	}
	old := cfg
	old.Matching.UrgentBeforeShare = false
	if got := workerOf(old); got["code"] != "0xslow" {
		t.Fatalf("without urgent_before_share: %v, want the completion on the slow worker within its share", got)
	}
}
