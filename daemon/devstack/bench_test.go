package devstack

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/infersched/infersched/daemon/config"
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

// BenchmarkDevStackAssignLatency is event → assignment latency on the dev stack, at 10,
// 100 and 300 requests/s with workers that have free slots (3 echo workers of 1 024
// slots each), before (interval only: min_round_gap = round_interval = 1 s) and after
// (a round as soon as work arrives, min_round_gap 20 ms). It runs once per case
// whatever b.N is; run with -benchtime=1x. DEVSTACK_BENCH_SECONDS sets the load's
// length (default 20); assignments still in flight 3 s after the load stops are
// counted, results are not waited for.
func BenchmarkDevStackAssignLatency(b *testing.B) {
	secs := 20
	if v, err := strconv.Atoi(os.Getenv("DEVSTACK_BENCH_SECONDS")); err == nil && v > 0 {
		secs = v
	}
	for _, rate := range []float64{10, 100, 300} {
		for _, mode := range []string{"interval", "triggered"} {
			b.Run(fmt.Sprintf("rate=%.0f/%s", rate, mode), func(b *testing.B) {
				o := testOptions(b)
				o.Config = func(c *config.Config) { // the dev defaults: a round every second at the latest
					if mode == "interval" {
						c.Scheduler.MinRoundGap = c.Scheduler.RoundInterval
					}
				}
				o.Load, o.Workers = rate, 3
				s := startStack(b, o)
				b.ResetTimer()
				time.Sleep(time.Duration(secs) * time.Second)
				s.StopLoad()
				time.Sleep(3 * time.Second)
				b.StopTimer()
				sum := s.Summary()
				b.ReportMetric(float64(sum.Assignments), "assigned")
				b.ReportMetric(float64(sum.AssignP50.Microseconds())/1000, "assign-p50-ms")
				b.ReportMetric(float64(sum.AssignP99.Microseconds())/1000, "assign-p99-ms")
				b.Logf("min_round_gap %s: %s", map[string]string{"interval": "1s", "triggered": "20ms"}[mode], sum.Line())
			})
		}
	}
}
