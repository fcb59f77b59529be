package rounds_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire/status"
)

// TestLongQueueIsNotRewrittenWhole: when a request joins the head of a long queue,
// every place behind it moves by one. The head, whose places moved by a quarter or
// more, is rewritten at the next round past round_interval; the rest of the queue,
// whose places moved a little, waits for half its Retry-After, as an unmoved one does.
func TestLongQueueIsNotRewrittenWhole(t *testing.T) {
	h := newHarness(t, func(c *scheduler.Config) { c.RoundInterval = scheduler.Duration(time.Second) })
	const n = 40
	for i := 1; i <= n; i++ {
		h.Request(fmt.Sprint(i), "llama-7b", "0xu", int64(i)*1e16, 10*time.Minute)
	}
	h.Round()
	first := map[string]status.Record{}
	for i := 1; i <= n; i++ {
		st := h.Sink.Status(fmt.Sprint(i))
		if st.State != status.StateQueued {
			t.Fatalf("request %d: %+v", i, st)
		}
		first[fmt.Sprint(i)] = st
	}
	h.Clock.Advance(2 * time.Second)
	h.Request("top", "llama-7b", "0xu", 1e18, 10*time.Minute)
	h.Round()
	now := h.Clock.Now().UnixMilli()
	if st := h.Sink.Status("top"); st.State != status.StateQueued || st.QueuePosition != 0 {
		t.Fatalf("the new head: %+v", st)
	}
	rewritten, deep := 0, 0
	for id, was := range first {
		st := h.Sink.Status(id)
		switch {
		case st.UpdatedAtMS == now:
			rewritten++
			if st.QueuePosition != was.QueuePosition+1 {
				t.Errorf("request %s rewritten at place %d, was %d", id, st.QueuePosition, was.QueuePosition)
			}
		case was.QueuePosition < 3:
			t.Errorf("request %s at the head (place %d → %d) not rewritten", id, was.QueuePosition, was.QueuePosition+1)
		case was.QueuePosition >= 20:
			deep++
		}
	}
	if rewritten == 0 || rewritten > 10 || deep != n-20 {
		t.Fatalf("%d of %d rewritten, %d deep ones left as they were", rewritten, n, deep)
	}
	// Once half its Retry-After has passed, each is rewritten with its place.
	maxRetry := int64(0)
	for id := range first {
		maxRetry = max(maxRetry, h.Sink.Status(id).RetryAfterS)
	}
	h.Clock.Advance(time.Duration(maxRetry*500+1000) * time.Millisecond)
	h.Round()
	now = h.Clock.Now().UnixMilli()
	for id := range first {
		if st := h.Sink.Status(id); st.UpdatedAtMS != now {
			t.Errorf("request %s (place %d) not rewritten after half its Retry-After", id, st.QueuePosition)
		}
	}
}
