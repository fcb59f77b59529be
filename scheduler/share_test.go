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
