package ratelimit

import (
	"context"
	"fmt"
	"testing"

	"github.com/infersched/infersched/internal/testutil/redistest"
	"github.com/infersched/infersched/scheduler/flowcontrol"
)

// BenchmarkTake: one admission through the shared limits (requester, then group: two
// GCRA scripts on a local redis-server), over growing numbers of distinct requesters;
// the buckets never refuse (a rate far above the load).
func BenchmarkTake(b *testing.B) {
	srv := redistest.Start(b)
	fc := flowcontrol.DefaultConfig()
	fc.Requester = flowcontrol.Limit{PerSecond: 1e6, Burst: 1e6}
	fc.Group.Requests = flowcontrol.Limit{PerSecond: 1e6, Burst: 1e6}
	l, err := New(srv.Client(b), Config{Store: StoreRedis, KeyPrefix: "bench:"}, fc)
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	for _, n := range []int{10, 1_000, 100_000} {
		b.Run(fmt.Sprintf("requesters=%d", n), func(b *testing.B) {
			users := make([]string, n)
			for i := range users {
				users[i] = fmt.Sprintf("0x%040x", i)
			}
			b.ReportAllocs()
			b.ResetTimer()
			for i := range b.N {
				if d, err := l.Take(ctx, "llama-7b", users[i%n]); err != nil || !d.OK {
					b.Fatal(d, err)
				}
			}
		})
	}
}
