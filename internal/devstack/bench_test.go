package devstack

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/infersched/infersched/internal/config"
)

// BenchmarkDevStackLoad is `infersched dev --load RATE --duration D` measured: the
// requests per second carried end to end (sent and completed on chain), and p50/p99 from
// the confirmed request event on the bus to its first assignment. It runs once per rate
// whatever b.N is; run with -benchtime=1x. DEVSTACK_BENCH_SECONDS sets D (default 20).
func BenchmarkDevStackLoad(b *testing.B) {
	secs := 20
	if v, err := strconv.Atoi(os.Getenv("DEVSTACK_BENCH_SECONDS")); err == nil && v > 0 {
		secs = v
	}
	for _, c := range []struct {
		rate    float64
		workers int
	}{{100, 3}, {500, 3}, {500, 12}} {
		rate := c.rate
		b.Run(fmt.Sprintf("rate=%.0f/workers=%d", rate, c.workers), func(b *testing.B) {
			o := testOptions(b)
			o.Config = func(*config.Config) {} // the dev defaults: a round every second
			o.Load, o.Workers = rate, c.workers
			s := startStack(b, o)
			b.ResetTimer()
			time.Sleep(time.Duration(secs) * time.Second)
			s.StopLoad()
			sentFor := time.Since(s.stats.start)
			ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
			defer cancel()
			s.drain(ctx, 4*time.Minute)
			b.StopTimer()
			sum := s.Summary()
			round := s.Config.Scheduler.RoundInterval.D()
			b.ReportMetric(float64(sum.Sent)/sentFor.Seconds(), "sent/s")
			b.ReportMetric(float64(sum.Completed)/sum.Elapsed.Seconds(), "completed/s")
			b.ReportMetric(float64(sum.AssignP50.Milliseconds()), "assign-p50-ms")
			b.ReportMetric(float64(sum.AssignP99.Milliseconds()), "assign-p99-ms")
			b.ReportMetric(float64(sum.ResultP50.Milliseconds()), "result-p50-ms")
			b.ReportMetric(float64(sum.ResultP99.Milliseconds()), "result-p99-ms")
			b.ReportMetric(float64(sum.Lost), "lost")
			b.Logf("round interval %s; sent %d in %s; drained after %s: %s; assignments=%d lost=%d",
				round, sum.Sent, sentFor.Round(time.Millisecond), sum.Elapsed.Round(time.Millisecond), sum.Line(), sum.Assignments, sum.Lost)
		})
	}
}
