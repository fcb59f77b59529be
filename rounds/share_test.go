package rounds_test

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/verification"
)

// shareRun plays a steady load through the engine (the real registry, verification on,
// every check agreeing): two established workers, then, once they are off probation, a
// new one that is faster. Each round (1 s) brings perRound requests; each job's result
// lands after its worker's latency. It returns how many results each worker got after
// the new one joined.
func shareRun(t *testing.T, fair bool, rounds_, perRound int) (newcomer string, got map[string]int) {
	t.Helper()
	vc := verification.DefaultConfig()
	vc.ComparableModels = []string{"llama-7b"}
	h := daemontest.NewEngine(t, daemontest.Options{Verification: &vc, Config: func(c *scheduler.Config) {
		c.Probation = scheduler.ProbationConfig{Jobs: 10, MaxConcurrent: 1, MaxFeeWei: scheduler.NewWei(1e17)}
		c.Matching.FairShare = fair
	}})
	type worker struct {
		key       *ecdsa.PrivateKey
		latencyMS int64
	}
	ws := map[string]worker{}
	add := func(latencyMS int64) string {
		id, k := h.Worker("llama-7b", latencyMS, 64)
		ws[id] = worker{k, latencyMS}
		return id
	}
	add(1500)
	add(1500)
	ctx := context.Background()
	type job struct {
		id, worker string
		attempt    int
		due        time.Time
	}
	var running []job
	seen, attested := 0, 0
	got = map[string]int{}
	n := 0
	step := func(count bool) {
		for i := 0; i < perRound; i++ {
			n++
			h.Request(fmt.Sprint(n), "llama-7b", fmt.Sprint("0xu", n%7), 1e16, 10*time.Minute)
		}
		h.Round()
		for _, a := range h.Sink.Assigned[seen:] {
			h.Eng.Ack(ctx, a.RequestID, a.Worker, a.Attempt)
			running = append(running, job{a.RequestID, a.Worker, a.Attempt, h.Clock.Now().Add(time.Duration(ws[a.Worker].latencyMS) * time.Millisecond)})
		}
		seen = len(h.Sink.Assigned)
		h.Clock.Advance(time.Second)
		left := running[:0]
		for _, j := range running {
			if j.due.After(h.Clock.Now()) {
				left = append(left, j)
				continue
			}
			bh := crypto.Keccak256Hash([]byte("block " + j.id)).Hex()
			h.Eng.Complete(ctx, j.id, j.worker, rounds.Result{TxHash: "0x01", OutputHash: "0x02", BlockHash: bh, BlockTimeMS: h.Clock.Now().UnixMilli()})
			if count {
				got[j.worker]++
			}
		}
		running = left
		for _, v := range h.Verify.Sent()[attested:] {
			h.Eng.VerifyAttested(ctx, rounds.ChainVerdict{RequestID: v.RequestID, Worker: v.Worker, Verifier: v.Verifier, OutputHash: v.OutputHash, TxHash: "0xa"})
		}
		attested = len(h.Verify.Sent())
		for _, w := range ws { // alive
			h.Heartbeat(w.key, "llama-7b", w.latencyMS, 64)
		}
	}
	for range 40 { // the established workers' probation and first checks
		step(false)
	}
	newcomer = add(900)
	for range rounds_ {
		step(true)
	}
	return newcomer, got
}

// On a steady load one honest worker got 12 of 540 results and another 528, while the
// first was idle and faster: the cheapest route always won, and the busy worker's was
// cheaper (its open batch, its lower verification risk than a worker near probation).
// The rule (matching.fair_share, on by default in the daemon): a worker holding its
// fair share of the outstanding jobs takes more only when no other can; a worker on
// probation still runs probation.max_concurrent at a time. The idle, faster newcomer
// gets at least its share of the results; without the rule it gets almost none.
func TestIdleFasterNewcomerGetsItsShare(t *testing.T) {
	const rounds_, perRound = 60, 6
	share := func(fair bool) float64 {
		newcomer, got := shareRun(t, fair, rounds_, perRound)
		total := 0
		for _, n := range got {
			total += n
		}
		t.Logf("fair_share %v: results per worker %v, the newcomer (%s) %d of %d", fair, got, newcomer[:10], got[newcomer], total)
		return float64(got[newcomer]) / float64(total)
	}
	if s := share(false); s > 0.1 {
		t.Errorf("without fair share the newcomer got %.0f%% of the results: the test's load no longer shows the starvation", 100*s)
	}
	if s := share(true); s < 0.25 {
		t.Errorf("with fair share the idle, faster newcomer got %.0f%% of the results, want about its share (a third, less its probation)", 100*s)
	}
}
