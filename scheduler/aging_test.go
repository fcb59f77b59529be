package scheduler

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"pgregory.net/rapid"
)

// The queue with priority.max_wait: the requests that waited that long first, oldest
// first; the others after them in the score's order, as without the cap.
func TestAgedRequestsGoFirstOldestFirst(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg := genConfig(t)
		cfg.Routing.SeedMode, cfg.Routing.FailureWeight = false, 1
		cfg.Priority.MaxWait = Duration(rapid.Int64Range(1, 120_000).Draw(t, "maxwait")) * 1_000_000
		cfg.Priority.UrgentWithin = 0
		s := genSnapshot(t, 60, 10)
		p, q := scoredWithAndWithoutCap(s, cfg)
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
		off := cfg
		off.Priority.MaxWait = 0
		a, b := Plan(s, cfg), Plan(s, off)
		if fmt.Sprint(a.Assigned) != fmt.Sprint(b.Assigned) {
			t.Fatal("seed mode planned differently with max_wait")
		}
	})
}

// Against a stream of 0.1 ETH requests, one worker freeing one slot a round, a
// 0.001 ETH request waited for ever under the score alone (the log of its wait needs
// about 11 days to catch up). With max_wait it is assigned at the first round after
// max_wait, whatever the fee gap.
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

// The queue with priority.urgent_within too: the requests with less than it left to
// their deadline first, in the score's order; then those past max_wait, oldest first;
// then the others in the score's order.
func TestUrgentRequestsGoBeforeAgedOnes(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg := genConfig(t)
		cfg.Routing.SeedMode, cfg.Routing.FailureWeight = false, 1
		cfg.Priority.MaxWait = Duration(rapid.Int64Range(1, 120_000).Draw(t, "maxwait")) * 1_000_000
		cfg.Priority.UrgentWithin = Duration(rapid.Int64Range(1, 600_000).Draw(t, "urgentwithin")) * 1_000_000
		s := genSnapshot(t, 60, 10)
		p, q := scoredWithAndWithoutCap(s, cfg)
		capMS, urgentMS := cfg.Priority.MaxWait.Milliseconds(), cfg.Priority.UrgentWithin.Milliseconds()
		group := func(x scored) int {
			r := &s.Requests[x.req]
			switch {
			case r.DeadlineMS-s.NowMS < urgentMS:
				return 0
			case s.NowMS-r.SubmittedAtMS >= capMS:
				return 1
			}
			return 2
		}
		var got [3][]string
		last := 0
		for i, x := range p.queue {
			g := group(x)
			if g < last {
				t.Fatalf("request %s of group %d after one of group %d", x.id, g, last)
			}
			if g == 1 && last == 1 && p.canonical(p.queue[i-1].req, x.req) > 0 {
				t.Fatalf("aged requests out of submission order at %s", x.id)
			}
			last = g
			got[g] = append(got[g], x.id)
		}
		for g := 0; g < 3; g += 2 {
			var want []string
			for _, x := range q.queue {
				if group(x) == g {
					want = append(want, x.id)
				}
			}
			if !slices.Equal(got[g], want) {
				t.Fatalf("group %d is not in the score's order:\n got %v\nwant %v", g, got[g], want)
			}
		}
	})
}

// Seen on a day at 100 requests/s: in a burst on a model whose workers were full, a
// chat with minutes of slack that had waited max_wait took the one slot that freed, and
// a code completion with seconds left missed its deadline. With urgent_within the
// completion takes the slot and the chat the next; without it (records written before
// the key) the chat goes first, as it did.
func TestUrgentRequestTakesTheSlotBeforeAnAgedOne(t *testing.T) {
	const now = 1_000_000_000
	s := &Snapshot{NowMS: now, GasPriceGwei: 8,
		Requests: []Request{
			{ID: "chat", ModelID: "llama-70b", Task: "chat", PriorityFeeWei: NewWei(5e15),
				SubmittedAtMS: now - 35_000, DeadlineMS: now + 200_000},
			{ID: "code", ModelID: "llama-70b", Task: "completion", PriorityFeeWei: NewWei(5e15),
				SubmittedAtMS: now - 3_000, DeadlineMS: now + 18_000},
		},
		Workers: []Worker{{ID: "0x1", Models: []string{"llama-70b"}, FreeMemoryMB: 80_000, MaxJobs: 4, ActiveJobs: 3,
			AvgLatencyMS: 100, StakeWei: NewWei(1e18), CompletionRate: 1, CompletedJobs: 100, LastHeartbeatMS: now}},
	}
	assigned := oneSlot(t, s)
	if got := assigned(DefaultConfig()); got != "code" {
		t.Fatalf("the defaults gave the slot to %s, want the completion about to miss its deadline", got)
	}
	old := DefaultConfig()
	old.Priority.UrgentWithin = 0
	if got := assigned(old); got != "chat" {
		t.Fatalf("without urgent_within the slot went to %s: the finding no longer holds", got)
	}
}

// TestUrgentBySlackTakesTheSlot: one free slot, a chat with a higher fee and minutes to
// spare, and a 1 500-token completion with 50 s left: at the worker's 38 tokens/s
// (37.5 as the plan prices it) its work is 40 s, so it has 10 s to spare, less than
// urgent_within's 30. With urgent_by_slack it takes the slot; without it (records
// written before the key), 50 s left is not urgent and the chat's fee wins, leaving
// the completion a slot too late.
func TestUrgentBySlackTakesTheSlot(t *testing.T) {
	const now = 1_000_000_000
	s := &Snapshot{NowMS: now, GasPriceGwei: 8,
		Requests: []Request{
			{ID: "chat", ModelID: "llama-70b", Task: "chat", MaxTokens: 200, PriorityFeeWei: NewWei(2e16),
				SubmittedAtMS: now - 3_000, DeadlineMS: now + 200_000},
			{ID: "code", ModelID: "llama-70b", Task: "completion", MaxTokens: 1500, PriorityFeeWei: NewWei(1e16),
				SubmittedAtMS: now - 3_000, DeadlineMS: now + 50_000},
		},
		Workers: []Worker{ratedWorker("0x1", now, 38, 3, 4)},
	}
	assigned := oneSlot(t, s)
	if got := assigned(DefaultConfig()); got != "code" {
		t.Fatalf("the defaults gave the slot to %s, want the completion with 10 s to spare", got)
	}
	old := DefaultConfig()
	old.Priority.UrgentBySlack = false
	if got := assigned(old); got != "chat" {
		t.Fatalf("without urgent_by_slack the slot went to %s, want the higher fee's", got)
	}
	// 10 s to spare is not urgent with an urgent_within of 10 s.
	short := DefaultConfig()
	short.Priority.UrgentWithin = Duration(10 * time.Second)
	if got := assigned(short); got != "chat" {
		t.Fatalf("with urgent_within 10 s the slot went to %s, want the higher fee's", got)
	}
}

// oneSlot validates s, whose workers have one free slot between them, and returns
// the plan of s under a config: the request given that slot.
func oneSlot(t *testing.T, s *Snapshot) func(Config) string {
	t.Helper()
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	return func(cfg Config) string {
		d := Plan(s, cfg)
		if len(d.Assigned) != 1 {
			t.Fatalf("%d assignments, want the one free slot's", len(d.Assigned))
		}
		return d.Assigned[0].RequestID
	}
}

// scoredWithAndWithoutCap scores s's queue under cfg (p) and under cfg without
// priority.max_wait (q, the score's order alone), for the tests that compare the two.
func scoredWithAndWithoutCap(s *Snapshot, cfg Config) (p, q *planner) {
	p = newPlanner(s, &cfg, nil)
	p.score()
	off := cfg
	off.Priority.MaxWait = 0
	q = newPlanner(s, &off, nil)
	q.score()
	return p, q
}
