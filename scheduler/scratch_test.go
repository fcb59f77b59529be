package scheduler

import (
	"encoding/json"
	"sync"
	"testing"

	"pgregory.net/rapid"
)

// planJSON is d as the decision record carries it.
func planJSON(t testing.TB, d Decision) string {
	t.Helper()
	b, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// A Scratch lends a plan the trees another plan left, of other sizes, kinds (latency
// or miss order) and values: the plan must decide as a fresh one does.
func TestScratchPlansAsFresh(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		var sc Scratch
		for i := range rapid.IntRange(1, 4).Draw(rt, "plans") {
			cfg := genConfig(rt)
			s := genTokenSnapshot(rt, &cfg, 40, 40)
			want := planJSON(t, Plan(s, cfg))
			if got := planJSON(t, PlanWith(s, cfg, &sc)); got != want {
				rt.Fatalf("plan %d with the scratch of the plans before it:\n got %s\nwant %s", i, got, want)
			}
		}
	})
}

// Fleets of thousands of workers, one after another through one Scratch, smaller and
// larger than the trees it holds, with failures priced and not.
func TestScratchPlansFleetsAsFresh(t *testing.T) {
	var sc Scratch
	for _, step := range []struct {
		req, work  int
		failureOff bool
		wantReused bool
	}{
		{500, 2000, false, false},
		{200, 500, false, true},
		{800, 3000, true, false},
		{500, 2000, false, true},
		{300, 1000, true, true},
	} {
		s := benchFleetSnapshot(step.req, step.work)
		cfg := DefaultConfig()
		if step.failureOff {
			cfg.Routing.FailureWeight = 0
		}
		want := planJSON(t, Plan(s, cfg))
		held := len(sc.lent.free)
		if got := planJSON(t, PlanWith(s, cfg, &sc)); got != want {
			t.Fatalf("%d requests × %d workers (failures priced: %v) through the scratch: the decision differs from a fresh plan's", step.req, step.work, !step.failureOff)
		}
		if len(sc.lent.free) == 0 || len(sc.lent.free) > maxScratchTrees {
			t.Fatalf("the scratch holds %d trees after a plan, want 1 to %d", len(sc.lent.free), maxScratchTrees)
		}
		if step.wantReused && held == 0 {
			t.Fatalf("the scratch held no tree before a plan that should reuse one")
		}
	}
}

// Plans sharing one Scratch at once decide as fresh ones do (run with -race).
func TestScratchSharedByPlansAtOnce(t *testing.T) {
	var sc Scratch
	snaps := []*Snapshot{benchFleetSnapshot(200, 600), benchFleetSnapshot(300, 400), benchFleetSnapshot(100, 900)}
	cfg := DefaultConfig()
	want := make([]string, len(snaps))
	for i, s := range snaps {
		want[i] = planJSON(t, Plan(s, cfg))
	}
	var wg sync.WaitGroup
	errs := make(chan string, 3*len(snaps))
	for range 3 {
		for i, s := range snaps {
			wg.Go(func() {
				if got := planJSON(t, PlanWith(s, cfg, &sc)); got != want[i] {
					errs <- "a plan sharing the scratch with others differs from a fresh plan"
				}
			})
		}
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Fatal(e)
	}
}
