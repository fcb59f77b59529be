package rounds_test

import (
	"fmt"
	"runtime"
	"testing"
	"time"

	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/scheduler"
)

// BenchmarkPendingMemory measures the engine's memory per pending request (goal:
// ≤ 1 KiB): the heap the engine holds after adding n requests, GC'd before and after,
// divided by n. The prompt is not counted (it is the requester's input, carried as it
// came: add its size); the feed's JetStream message kept for the ack is not in this
// process's engine either (its done callback is a closure of one pointer here).
func BenchmarkPendingMemory(b *testing.B) {
	for _, n := range []int{1_000, 10_000, 100_000} {
		b.Run(fmt.Sprintf("pending=%d", n), func(b *testing.B) {
			var per float64
			for range b.N {
				h := daemontest.NewEngine(b, daemontest.Options{})
				now := h.Clock.Now().UnixMilli()
				reqs := make([]scheduler.Request, n)
				for i := range reqs {
					reqs[i] = scheduler.Request{ID: fmt.Sprint(1_000_000_000 + i), User: fmt.Sprintf("0x%040x", i%1000),
						ModelID: fmt.Sprintf("model-%02d", i%20), MaxTokens: 512, PriorityFeeWei: scheduler.NewWei(int64(i+1) * 1e12),
						SubmittedAtMS: now, DeadlineMS: now + time.Hour.Milliseconds(), GasLimit: 300_000, RequiredMemoryMB: 1000}
				}
				before := heap()
				for i := range reqs {
					h.Eng.Add(reqs[i], nil, func() {})
				}
				reqs = nil
				per = float64(heap()-before) / float64(n)
				if h.Eng.Pending() != n {
					b.Fatalf("%d pending, want %d", h.Eng.Pending(), n)
				}
			}
			b.ReportMetric(per, "B/pending")
		})
	}
}

func heap() int64 {
	runtime.GC()
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return int64(m.HeapAlloc)
}
