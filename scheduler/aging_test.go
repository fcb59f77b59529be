package scheduler

import (
	"fmt"
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// The queue with priority.max_wait: the requests that waited that long first, oldest
// first; the others after them in the score's order, as without the cap.
func TestAgedRequestsGoFirstOldestFirst(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg := genConfig(t)
		cfg.Routing.SeedMode, cfg.Routing.FailureWeight = false, 1
		cfg.Priority.MaxWait = Duration(rapid.Int64Range(1, 120_000).Draw(t, "maxwait")) * 1_000_000
		s := genSnapshot(t, 60, 10)
		p := newPlanner(s, &cfg)
		p.score()
		off := cfg
		off.Priority.MaxWait = 0
		q := newPlanner(s, &off)
		q.score()
		capMS := cfg.Priority.MaxWait.Milliseconds()
		aged := func(x scored) bool { return s.NowMS-s.Requests[x.req].SubmittedAtMS >= capMS }
		var young []string
		seenYoung := false
		for i, x := range p.queue {
			if aged(x) {
				if seenYoung {
					t.Fatalf("aged request %s after a younger one", x.id)
				}
				if i > 0 && p.canonical(p.queue[i-1].req, x.req) > 0 {
					t.Fatalf("aged requests out of submission order at %s", x.id)
				}
				continue
			}
			seenYoung = true
			young = append(young, x.id)
		}
		var want []string
		for _, x := range q.queue {
			if !aged(x) {
				want = append(want, x.id)
			}
		}
		if !slices.Equal(young, want) {
			t.Fatalf("the younger requests are not in the score's order:\n got %v\nwant %v", young, want)
		}
		// Seed mode ignores the cap.
		cfg.Routing.SeedMode, cfg.Routing.FailureWeight, cfg.Routing.FeeFloor = true, 0, false
		off.Routing.SeedMode, off.Routing.FailureWeight, off.Routing.FeeFloor = true, 0, false
		a, b := Plan(s, cfg), Plan(s, off)
		if fmt.Sprint(a.Assigned) != fmt.Sprint(b.Assigned) {
			t.Fatal("seed mode planned differently with max_wait")
		}
	})
}

// The finding: against a stream of 0.1 ETH requests, one worker freeing one slot
// a round, a 0.001 ETH request waited for ever under the score alone (the log of its
// wait needs about 11 days to catch up). With max_wait it is assigned at the first round
// after max_wait, whatever the fee gap.
func TestLowFeeIsServedWithinMaxWait(t *testing.T) {
	run := func(maxWaitS int64, rounds int) (assignedAt int64) {
		cfg := DefaultConfig()
		cfg.Priority.MaxWait = Duration(maxWaitS) * 1_000_000_000
		const start = 1_000_000_000
		low := Request{ID: "1", ModelID: "llama-7b", PriorityFeeWei: NewWei(1e15), SubmittedAtMS: start, DeadlineMS: start + 86_400_000}
		var high []Request
		for r := range rounds {
			now := int64(start + r*1000)
			// One more 0.1 ETH request every round, and one free slot.
			high = append(high, Request{ID: fmt.Sprint(1000 + r), ModelID: "llama-7b", PriorityFeeWei: NewWei(1e17),
				SubmittedAtMS: now, DeadlineMS: now + 86_400_000})
			s := &Snapshot{NowMS: now, Requests: append([]Request{low}, high...),
				Workers: []Worker{{ID: "0x1", Models: []string{"llama-7b"}, FreeMemoryMB: 1000, MaxJobs: 1, AvgLatencyMS: 100,
					StakeWei: NewWei(1e18), CompletionRate: 1, CompletedJobs: 100, LastHeartbeatMS: now}}}
			if err := s.Validate(); err != nil {
				t.Fatal(err)
			}
			d := Plan(s, cfg)
			if len(d.Assigned) != 1 {
				t.Fatalf("round %d: %d assignments", r, len(d.Assigned))
			}
			if d.Assigned[0].RequestID == "1" {
				return now - start
			}
			high = slices.DeleteFunc(high, func(q Request) bool { return q.ID == d.Assigned[0].RequestID })
		}
		return -1
	}
	if at := run(0, 3600); at >= 0 {
		t.Fatalf("without max_wait the low fee was assigned after %d ms: the finding no longer holds", at)
	}
	if at := run(30, 120); at != 30_000 {
		t.Fatalf("with max_wait 30 s the low fee was assigned after %d ms, want 30000", at)
	}
}
