package rounds_test

import (
	"context"
	"encoding/json"
	"slices"
	"testing"
	"time"

	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/verification"
)

// TestStandingSurvivesRestartAndTakeover: worker A loses a dispute and is out; worker
// B's result is verified clean. An engine started afresh on the same store (a restart)
// and one that was running all along and takes the shard over (RestoreBackoffs, as
// the daemon's OnTake runs it) both keep A out of the snapshot and know B's count.
func TestStandingSurvivesRestartAndTakeover(t *testing.T) {
	h := daemontest.NewEngine(t, keepOptions(nil))
	for range 3 {
		h.Worker("llama-7b", 300, 2)
	}
	follower := daemontest.NewEngine(t, keepOptions(h)) // the other replica, up before any of it
	ctx := context.Background()

	a := complete(t, h, "21", "llama-7b")
	h.Round()
	first := h.Verify.Sent()[0]
	h.Eng.VerifyDisputed(ctx, rounds.ChainVerdict{RequestID: "21", Worker: a, Verifier: first.Verifier, TxHash: "0xt1"})
	h.Round()
	h.Eng.VerifyResolved(ctx, rounds.Resolution{ChainVerdict: rounds.ChainVerdict{RequestID: "21", Worker: a, TxHash: "0xt2"}, Outcome: verification.WorkerLost})

	b := complete(t, h, "31", "llama-7b")
	if sameAddr(a, b) {
		t.Fatal("the worker that lost its dispute got request 31")
	}
	h.Round()
	jobs := h.Verify.Sent()
	check := jobs[len(jobs)-1]
	if check.RequestID != "31" {
		t.Fatalf("no verification job for 31: %+v", jobs)
	}
	h.Eng.VerifyAttested(ctx, rounds.ChainVerdict{RequestID: "31", Verifier: check.Verifier, OutputHash: "0x02", TxHash: "0xt3"})

	if err := follower.Eng.RestoreBackoffs(ctx); err != nil { // the takeover
		t.Fatal(err)
	}
	restarted := daemontest.NewEngine(t, keepOptions(h)) // the restart
	for name, e := range map[string]*daemontest.Harness{"takeover": follower, "restart": restarted} {
		if st := standing(e, a); !st.Excluded || st.Slashes != 1 || st.Disputes != 1 {
			t.Errorf("%s: the caught worker's standing %+v, want out with one slash", name, st)
		}
		if st := standing(e, b); st.Verified != 1 || st.Sampled != 1 || st.Results != 1 || st.Excluded {
			t.Errorf("%s: the clean worker's standing %+v, want one result verified", name, st)
		}
		e.Request("4"+name[:1], "llama-7b", "0xu", 1e16, 5*time.Minute)
		e.Round()
		rec := e.Sink.Rounds[len(e.Sink.Rounds)-1]
		if slices.ContainsFunc(rec.Snapshot.Workers, func(w scheduler.Worker) bool { return sameAddr(w.ID, a) }) {
			t.Errorf("%s: the worker that lost its dispute is back in the snapshot", name)
		}
		for _, w := range rec.Snapshot.Workers {
			if w.VerifyRisk <= 0 || w.VerifyRisk > scheduler.MaxVerifyRisk {
				t.Errorf("%s: worker %s priced at verify_risk %v", name, w.ID, w.VerifyRisk)
			}
		}
		want, _ := json.Marshal(rec.Decision)
		if again, _ := json.Marshal(scheduler.Plan(rec.Snapshot, rec.Config)); string(again) != string(want) {
			t.Errorf("%s: the record does not replay with its verify risks", name)
		}
	}
}

// keepOptions: verification on llama-7b with probation for 5 jobs; on h's store and
// clock when h is not nil (another replica, or a restart).
func keepOptions(h *daemontest.Harness) daemontest.Options {
	vc := verification.DefaultConfig()
	vc.ComparableModels = []string{"llama-7b"}
	o := daemontest.Options{Verification: &vc, Config: func(c *scheduler.Config) { c.Probation.Jobs = 5 }}
	if h != nil {
		o.Registry, o.Clock = h.Reg, h.Clock
	}
	return o
}
