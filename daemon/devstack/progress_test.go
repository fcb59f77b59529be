package devstack

import (
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// The progress line's figures cover a sliding window, not the whole run: events older
// than it drop out of the counts and the percentiles.
func TestProgressWindowSlides(t *testing.T) {
	var w window
	t0 := time.Unix(1_000_000, 0)
	old, recent := t0, t0.Add(90*time.Second)
	w.results.add(old, 40*time.Second) // a slow start, long ago
	w.resultTxs.add(old, common.Hash{1})
	w.onRound(old, []byte(`{"verification":{"samples":[{"sampled":true}],"attestations":[{"agrees":false}],"disputes":[{"outcome":"worker_lost"}]}}`))
	for i := range 4 {
		w.results.add(recent, time.Duration(i+1)*time.Second)
		w.resultTxs.add(recent, common.Hash{2}) // one batch of four
		w.assignments.add(recent, struct{}{})
	}
	w.onRound(recent, []byte(`{"decision":{"assigned":[]},"verification":{"samples":[{"sampled":true},{"sampled":false}]}}`))
	w.onRound(recent, []byte("not a record"))
	w.retryAfter.add(recent, 3*time.Second)

	var p Progress
	w.fill(&p, recent.Add(-ProgressWindow))
	if p.Results != 4 || p.ResultTxs != 1 || p.Assignments != 4 || p.Rounds != 1 {
		t.Errorf("window: results %d in %d txs, %d assignments, %d rounds; want 4 in 1, 4, 1", p.Results, p.ResultTxs, p.Assignments, p.Rounds)
	}
	if p.ResultP99 != 4*time.Second || p.ResultP50 != 3*time.Second {
		t.Errorf("result p50 %s p99 %s: the 40 s result before the window still counts", p.ResultP50, p.ResultP99)
	}
	if p.Sampled != 1 || p.Disputes != 0 || p.Slashes != 0 {
		t.Errorf("verification: sampled %d disputes %d slashes %d, want 1 0 0", p.Sampled, p.Disputes, p.Slashes)
	}
	if p.RetryAfterP50 != 3*time.Second || p.RetryAfterN != 1 {
		t.Errorf("retry-after p50 %s of %d", p.RetryAfterP50, p.RetryAfterN)
	}
	var all Progress
	w2 := window{}
	w2.onRound(old, []byte(`{"verification":{"samples":[{"sampled":true}],"attestations":[{"agrees":false}],"disputes":[{"outcome":"worker_lost"},{"outcome":"challenger_lost"}]}}`))
	w2.fill(&all, old)
	if all.Sampled != 1 || all.Disputes != 1 || all.Slashes != 1 {
		t.Errorf("a round with a dispute lost: sampled %d disputes %d slashes %d, want 1 1 1", all.Sampled, all.Disputes, all.Slashes)
	}
}
