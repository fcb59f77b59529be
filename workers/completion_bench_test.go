package workers

import (
	"context"
	"fmt"
	"testing"

	"github.com/infersched/infersched/scheduler/verification"
)

// BenchmarkCompletionWrites: what one completed job costs the registry, each Redis call
// on its own over 100 live workers: the outcome (completion rate, EWMA latency), the
// model's P50 window (whose Lua script decodes, trims and sorts the window of every
// model the worker serves: measured at 32, the default, 320 and 1 024, the bound) and a
// verification standing (one HSET). Client and redis-server CPU per op are reported
// beside the wall time.
func BenchmarkCompletionWrites(b *testing.B) {
	ctx := context.Background()
	for _, window := range []int{32, 320, 1024} {
		e := newEnv(b, func(c *Config) { c.ModelLatencyWindow, c.ModelLatencyMinSamples = window, 3 })
		ids := liveWorkers(b, e, 100)
		for _, id := range ids { // full windows, as in steady state
			for i := range window {
				if err := e.reg.RecordModelLatency(ctx, id, "llama-7b", float64(400+i%200)); err != nil {
					b.Fatal(err)
				}
			}
		}
		b.Run(fmt.Sprint("p50/window=", window), func(b *testing.B) {
			b.ReportAllocs()
			cpu := startCPU(b, e.rdb)
			i := 0
			for b.Loop() {
				if err := e.reg.RecordModelLatency(ctx, ids[i%len(ids)], "llama-7b", float64(400+i%200)); err != nil {
					b.Fatal(err)
				}
				i++
			}
			cpu.report(b)
		})
		if window != 32 {
			continue
		}
		b.Run("outcome", func(b *testing.B) {
			b.ReportAllocs()
			cpu := startCPU(b, e.rdb)
			i := 0
			for b.Loop() {
				if err := e.reg.RecordOutcome(ctx, ids[i%len(ids)], i%10 != 0, float64(400+i%200)); err != nil {
					b.Fatal(err)
				}
				i++
			}
			cpu.report(b)
		})
		b.Run("standing", func(b *testing.B) {
			b.ReportAllocs()
			cpu := startCPU(b, e.rdb)
			i := 0
			for b.Loop() {
				s := verification.Kept{Worker: ids[i%len(ids)], Results: i, Sampled: i / 10, Verified: i / 10, MinStakeWei: "1000"}
				if err := e.reg.PutStanding(ctx, s); err != nil {
					b.Fatal(err)
				}
				i++
			}
			cpu.report(b)
		})
	}
}

// liveWorkers registers n staked workers by heartbeat and returns their ids.
func liveWorkers(b *testing.B, e *env, n int) []string {
	b.Helper()
	ids := make([]string, n)
	for i := range ids {
		k := e.worker()
		if _, err := e.reg.Accept(context.Background(), body(b, mustSign(b, k, e.hb(k, 1)))); err != nil {
			b.Fatal(err)
		}
		ids[i] = idOf(k)
	}
	return ids
}
