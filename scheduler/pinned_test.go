package scheduler

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
)

// pinnedPlans are the rounds whose decisions testdata/pinned_plans.txt pins: the
// benchmarks' snapshots (alike workers in runs of thousands; workers that all differ),
// one with its workers out of id order, each under four configurations.
func pinnedPlans() (names []string, plans func(i int) Decision) {
	nf := DefaultConfig()
	nf.Routing.FailureWeight = 0
	fs := DefaultConfig()
	fs.Matching.FairShare = true
	cfgs := []struct {
		name string
		cfg  Config
	}{{"default", DefaultConfig()}, {"seed", seedConfig()}, {"nofail", nf}, {"fair", fs}}
	fleet := benchFleetSnapshot(2000, 10000)
	snaps := []struct {
		name string
		s    *Snapshot
	}{
		{"fleet1000", benchFleetSnapshot(1000, 1000)},
		{"fleet10000", fleet},
		{"fleet10000shuffled", shuffled(fleet, 7)},
		{"plan1000", benchSnapshot(10000, 1000)},
		{"plan2000", benchSnapshot(20000, 2000)},
	}
	for _, sn := range snaps {
		for _, c := range cfgs {
			names = append(names, sn.name+" "+c.name)
		}
	}
	return names, func(i int) Decision {
		return Plan(snaps[i/len(cfgs)].s, cfgs[i%len(cfgs)].cfg)
	}
}

// The decisions on the pinned rounds are the same bytes as when the file was written
// (by main at 8978ce9, and again after the index was laid out by radix sorts): a change
// to how the index is built must not change a decision. A change that means to change
// decisions rewrites the file (PINNED_PLANS_WRITE=1) and says why.
func TestPlanDecisionsArePinned(t *testing.T) {
	names, plan := pinnedPlans()
	var got strings.Builder
	for i, name := range names {
		b, err := json.Marshal(plan(i))
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&got, "%s %x %d\n", name, sha256.Sum256(b), len(b))
	}
	const path = "testdata/pinned_plans.txt"
	if os.Getenv("PINNED_PLANS_WRITE") != "" {
		if err := os.WriteFile(path, []byte(got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got.String() != string(want) {
		t.Fatalf("decisions changed:\n got:\n%s\nwant:\n%s", got.String(), want)
	}
}
