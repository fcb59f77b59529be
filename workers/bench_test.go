package workers

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/redis/go-redis/v9"

	"github.com/infersched/infersched/internal/testutil/redistest"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
)

// cpuMeter measures CPU time, not wall time: the machine is shared, so wall time says
// little. Process CPU comes from getrusage (all threads, GC included), redis-server's
// from INFO cpu.
type cpuMeter struct {
	rdb          *redis.Client
	proc, server time.Duration
}

func startCPU(b *testing.B, rdb *redis.Client) *cpuMeter {
	m := &cpuMeter{rdb: rdb}
	m.proc, m.server = procCPU(), redistest.ServerCPU(b, rdb)
	return m
}

func (m *cpuMeter) report(b *testing.B) {
	proc, server := procCPU()-m.proc, redistest.ServerCPU(b, m.rdb)-m.server
	b.ReportMetric(float64(proc.Microseconds())/1000/float64(b.N), "client-cpu-ms/op")
	b.ReportMetric(float64(server.Microseconds())/1000/float64(b.N), "redis-cpu-ms/op")
}

func procCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkAcceptHeartbeat: heartbeats accepted per second through Accept (decode,
// validation, signature recovery, cached stake, the Lua write), one at a time, over 100
// workers. Signing happens before the timer starts.
func BenchmarkAcceptHeartbeat(b *testing.B) {
	e := newEnv(b, func(c *Config) { c.HeartbeatBurst, c.StakeReadBurst = 1<<20, 1<<20 })
	ctx := context.Background()
	const nWorkers = 100
	keys := make([]*ecdsa.PrivateKey, nWorkers)
	for i := range keys {
		keys[i] = e.worker()
	}
	bodies := make([][]byte, b.N)
	for i := range bodies {
		k := keys[i%nWorkers]
		bodies[i] = body(b, mustSign(b, k, e.hb(k, int64(i/nWorkers+1))))
	}
	b.ReportAllocs()
	b.ResetTimer()
	cpu := startCPU(b, e.rdb)
	for i := range b.N {
		if _, err := e.reg.Accept(ctx, bodies[i]); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	cpu.report(b)
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "heartbeats/s")
}

// BenchmarkVerifyHeartbeat is the signature check alone (canonical bytes, keccak,
// secp256k1 recovery).
func BenchmarkVerifyHeartbeat(b *testing.B) {
	k, _ := crypto.GenerateKey()
	sh := mustSign(b, k, wire.Heartbeat{Models: []string{"llama-7b", "gpt-2"}, MaxJobs: 4, TimestampMS: 1, Seq: 1})
	b.ReportAllocs()
	start := procCPU()
	for b.Loop() {
		if _, err := sh.Signer(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64((procCPU()-start).Microseconds())/float64(b.N), "cpu-µs/op")
}

// BenchmarkWorkersSnapshot: one Workers call over n live workers, each serving two of
// 20 models, every tenth with a live reservation and some outcomes.
func BenchmarkWorkersSnapshot(b *testing.B) {
	for _, n := range []int{1_000, 10_000} {
		b.Run(fmt.Sprintf("workers=%d", n), func(b *testing.B) {
			e := newEnv(b)
			ctx := context.Background()
			now := e.clock.Now().UnixMilli()
			for i := range n {
				k, err := crypto.GenerateKey() // a snapshot admits signed heartbeats only
				if err != nil {
					b.Fatal(err)
				}
				sh := mustSign(b, k, wire.Heartbeat{Models: []string{fmt.Sprintf("model-%d", i%20), fmt.Sprintf("model-%d", (i+7)%20)},
					FreeMemoryMB: 24000, ActiveJobs: 1, MaxJobs: 8, AvgLatencyMS: 400, TimestampMS: now, Seq: 1})
				id := sh.Heartbeat.Worker
				if err := e.reg.write(ctx, sh.Heartbeat, sh.Signature, big.NewInt(testMinStake), now); err != nil {
					b.Fatal(err)
				}
				if i%10 == 0 {
					if err := e.reg.Reserve(ctx, id, "req", 1000, 0); err != nil {
						b.Fatal(err)
					}
					if err := e.reg.RecordOutcome(ctx, id, true, 350); err != nil {
						b.Fatal(err)
					}
				}
			}
			b.ReportAllocs()
			b.ResetTimer()
			cpu := startCPU(b, e.rdb)
			for range b.N {
				ws, err := e.reg.Workers(ctx)
				if err != nil || len(ws) != n {
					b.Fatalf("Workers = %d, %v", len(ws), err)
				}
			}
			b.StopTimer()
			cpu.report(b)
		})
	}
}

// BenchmarkDeltaSnapshot: what a round pays for its workers when 1 % of n live workers
// changed since the last round (a heartbeat each), kept from the changes (delta) or
// read whole (full, Registry.Workers), in one process.
func BenchmarkDeltaSnapshot(b *testing.B) {
	for _, n := range []int{100, 1_000, 10_000} {
		e := newEnv(b, func(c *Config) { c.StakeReadBurst = 2 * n }) // every stake read once, then cached
		ctx := context.Background()
		now := e.clock.Now().UnixMilli()
		keys := make([]*ecdsa.PrivateKey, n)
		seq := make([]int64, n)
		hb := func(i int) {
			seq[i]++
			sh := mustSign(b, keys[i], wire.Heartbeat{Models: []string{fmt.Sprintf("model-%d", i%20), fmt.Sprintf("model-%d", (i+7)%20)},
				FreeMemoryMB: 24000, ActiveJobs: 1, MaxJobs: 8, AvgLatencyMS: 400, TimestampMS: now, Seq: seq[i]})
			if err := e.reg.write(ctx, sh.Heartbeat, sh.Signature, big.NewInt(testMinStake), now); err != nil {
				b.Fatal(err)
			}
		}
		for i := range n {
			keys[i] = e.worker() // staked
			hb(i)
		}
		for _, mode := range []string{"delta", "full"} {
			b.Run(fmt.Sprintf("workers=%d/%s", n, mode), func(b *testing.B) {
				view := NewDeltaView(e.reg, time.Hour)
				var src interface {
					Workers(context.Context) ([]scheduler.Worker, error)
				} = view
				if mode == "full" {
					src = e.reg
				}
				if _, err := src.Workers(ctx); err != nil {
					b.Fatal(err)
				}
				b.ReportAllocs()
				k := 0
				var cpu time.Duration // of this process, in Workers only (not the heartbeats)
				for b.Loop() {
					b.StopTimer()
					for range max(n/100, 1) {
						hb(k % n)
						k++
					}
					b.StartTimer()
					c0 := procCPU()
					ws, err := src.Workers(ctx)
					cpu += procCPU() - c0
					if err != nil || len(ws) != n {
						b.Fatalf("Workers = %d, %v", len(ws), err)
					}
				}
				b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "client-cpu-ms/op")
			})
		}
	}
}
