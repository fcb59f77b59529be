package decisionlog

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"syscall"
	"testing"
	"time"

	"github.com/infersched/infersched/scheduler"
)

// benchLog builds n chained records of nReq requests (inline, as exported) and nWork
// workers, each round drawn afresh.
func benchLog(b testing.TB, n, nReq, nWork int) []Record {
	b.Helper()
	cfg := scheduler.DefaultConfig()
	models := benchModels()
	recs := make([]Record, n)
	for i := range recs {
		rng := rand.New(rand.NewPCG(uint64(i), uint64(nReq)))
		now := int64(1_700_000_000_000) + int64(i)*1000
		s := &scheduler.Snapshot{NowMS: now, GasPriceGwei: 25}
		s.Requests = make([]scheduler.Request, nReq)
		for k := range s.Requests {
			s.Requests[k] = newRequest(rng, models, fmt.Sprintf("%d", 1_000_000+i*nReq+k), now)
		}
		s.Workers = newWorkers(rng, models, nWork, now)
		rec, err := NewRecord(uint64(i+1), now, s, cfg, scheduler.Plan(s, cfg), true)
		if err != nil {
			b.Fatal(err)
		}
		var prev *Record
		if i > 0 {
			prev = &recs[i-1]
		}
		if err := Append(rec, prev); err != nil {
			b.Fatal(err)
		}
		recs[i] = *rec
	}
	return recs
}

// churnLog is simulateChurn's log with every request inline, from its 2·n rounds the
// last n (the queue has filled by then), chained again from the first of them; with
// full, the same rounds as full records (as before deltas).
func churnLog(b testing.TB, n, perRound, nWork int, full bool) []Record {
	all, fulls, st := simulateChurn(b, 2*n, perRound, nWork, DefaultKeyframeEvery, 9)
	if full {
		all = fulls
	}
	// Start at a keyframe: the first record kept gets its full workers, as a verifier
	// reading from there needs.
	var dc deltaChains
	for i := range all[:n+1] {
		full, _, _ := dc.next(&all[i])
		if i == n {
			all[n].Inputs.Workers, all[n].Inputs.WorkersDelta = full.Inputs.Workers, nil
		}
	}
	recs := all[n:]
	for i := range recs {
		for k := range recs[i].Inputs.Requests {
			r := st[recs[i].Inputs.Requests[k].ID]
			recs[i].Inputs.Requests[k].Content = &r
		}
		var prev *Record
		if i > 0 {
			prev = &recs[i-1]
		}
		if err := Append(&recs[i], prev); err != nil {
			b.Fatal(err)
		}
	}
	return recs
}

// cpuClock measures the CPU time the process spends (all threads, GC included), which
// on a machine shared with other work says more than the wall clock.
type cpuClock struct{ start time.Duration }

func cpuNow() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func startCPU() cpuClock { return cpuClock{cpuNow()} }

// report gives the wall-clock and the CPU-time throughput.
func (c cpuClock) report(b *testing.B) {
	cpu := cpuNow() - c.start
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "rounds/s")
	if cpu > 0 {
		b.ReportMetric(float64(b.N)/cpu.Seconds(), "rounds/cpu-s")
	}
}

// BenchmarkVerify measures what `audit verify` does per round: the hash, the replay
// (Plan plus every request's content hash), the whole Verifier.Check (hash, link,
// replay, policy, across rounds), the same from the stored bytes (decode included),
// and Check spread over all cores.
func BenchmarkVerify(b *testing.B) {
	for _, sz := range []struct{ req, work int }{{1_000, 100}, {10_000, 1_000}} {
		n := 32
		if sz.req > 1_000 {
			n = 4
		}
		recs := benchLog(b, n, sz.req, sz.work)
		name := fmt.Sprintf("%dx%d", sz.req, sz.work)
		encoded := make([][]byte, n)
		for i := range recs {
			var err error
			if encoded[i], err = Encode(&recs[i]); err != nil {
				b.Fatal(err)
			}
		}
		b.Run(name+"/plan-only", func(b *testing.B) {
			cfg := scheduler.DefaultConfig()
			snaps := make([]*scheduler.Snapshot, n)
			for i := range recs {
				var err error
				if snaps[i], err = recs[i].Snapshot(); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportAllocs()
			clock := startCPU()
			i := 0
			for b.Loop() {
				scheduler.Plan(snaps[i%n], cfg)
				i++
			}
			clock.report(b)
		})
		b.Run(name+"/hash", func(b *testing.B) {
			b.ReportAllocs()
			clock := startCPU()
			i := 0
			for b.Loop() {
				if _, err := ComputeHash(&recs[i%n]); err != nil {
					b.Fatal(err)
				}
				i++
			}
			clock.report(b)
		})
		b.Run(name+"/replay", func(b *testing.B) {
			b.ReportAllocs()
			clock := startCPU()
			i := 0
			for b.Loop() {
				if fs := Replay(&recs[i%n], nil); len(fs) > 0 {
					b.Fatal(fs)
				}
				i++
			}
			clock.report(b)
		})
		b.Run(name+"/check", func(b *testing.B) {
			b.ReportAllocs()
			clock := startCPU()
			v := NewVerifier(nil)
			i := 0
			for b.Loop() {
				if i%n == 0 {
					v = NewVerifier(nil) // the log starts over
				}
				if fs := v.Check(&recs[i%n]); len(fs) > 0 {
					b.Fatal(fs)
				}
				i++
			}
			clock.report(b)
		})
		b.Run(name+"/decode+check", func(b *testing.B) {
			b.ReportAllocs()
			clock := startCPU()
			v := NewVerifier(nil)
			i := 0
			for b.Loop() {
				if i%n == 0 {
					v = NewVerifier(nil)
				}
				rec, err := Decode(encoded[i%n], 0)
				if err != nil {
					b.Fatal(err)
				}
				if fs := v.Check(rec); len(fs) > 0 {
					b.Fatal(fs)
				}
				i++
			}
			clock.report(b)
		})
		b.Run(name+"/decode+hash+replay+policy-parallel", func(b *testing.B) {
			b.ReportAllocs()
			clock := startCPU()
			b.RunParallel(func(pb *testing.PB) {
				i := rand.IntN(n)
				for pb.Next() {
					rec, err := Decode(encoded[i%n], 0)
					if err != nil {
						b.Error(err)
						return
					}
					if _, ok := checkHash(rec, nil); !ok {
						b.Error("hash")
						return
					}
					if fs := append(Replay(rec, nil), CheckPolicy(rec)...); len(fs) > 0 {
						b.Error(fs)
						return
					}
					i++
				}
			})
			clock.report(b)
		})
	}
}

// BenchmarkVerifyLog is `audit verify --file` end to end: JSON Lines in, every check,
// on 1 goroutine and on all cores.
//
// The "-churn" logs are written as the daemon writes them: the same workers round after
// round, a few of them changed each round, the records keyframes and worker deltas
// (WorkerDeltas, a keyframe every 64), requests that stay pending over several rounds
// (about 1 000 pending per round at 360 arrivals a round, ~310 assigned), inline.
func BenchmarkVerifyLog(b *testing.B) {
	type size struct {
		req, work, n int
		churn, full  bool
	}
	for _, sz := range []size{{100, 10, 320, false, false}, {1_000, 100, 32, false, false}, {10_000, 1_000, 4, false, false},
		{1_000, 100, 128, true, false}, {1_000, 100, 128, true, true}} {
		var recs []Record
		name := fmt.Sprintf("%dx%d", sz.req, sz.work)
		if sz.churn {
			recs = churnLog(b, sz.n, 360, sz.work, sz.full) // ~1 000 pending a round
			name += "-churn"
			if sz.full {
				name += "-full"
			}
		} else {
			recs = benchLog(b, sz.n, sz.req, sz.work)
		}
		var buf bytes.Buffer
		if err := Write(&buf, recs); err != nil {
			b.Fatal(err)
		}
		for _, par := range []int{1, 0} {
			b.Run(fmt.Sprintf("%s/parallel=%d", name, par), func(b *testing.B) {
				b.ReportAllocs()
				clock := startCPU()
				for b.Loop() {
					sum, err := VerifyLog(context.Background(), bytes.NewReader(buf.Bytes()), VerifyOptions{Parallel: par}, nil)
					if err != nil || sum.Failures > 0 || sum.Records != sz.n {
						b.Fatalf("%+v %v", sum, err)
					}
				}
				cpu := cpuNow() - clock.start
				rounds := float64(b.N * sz.n)
				b.ReportMetric(rounds/b.Elapsed().Seconds(), "rounds/s")
				b.ReportMetric(rounds/cpu.Seconds(), "rounds/cpu-s")
			})
		}
	}
}

// BenchmarkEncode is what the daemon pays per round to turn its record (requests by
// reference, as stored) into the bytes it publishes, at growing pending sets.
func BenchmarkEncode(b *testing.B) {
	for _, sz := range []struct{ req, work int }{{1_000, 100}, {5_000, 300}, {20_000, 1_000}} {
		s := benchSnapshot(sz.req, sz.work)
		cfg := scheduler.DefaultConfig()
		rec, err := NewRecord(1, s.NowMS, s, cfg, scheduler.Plan(s, cfg), false)
		if err != nil {
			b.Fatal(err)
		}
		if err := Append(rec, nil); err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprintf("%dx%d", sz.req, sz.work), func(b *testing.B) {
			b.ReportAllocs()
			var n int
			for b.Loop() {
				enc, err := Encode(rec)
				if err != nil {
					b.Fatal(err)
				}
				n = len(enc)
			}
			b.ReportMetric(float64(n), "bytes/record")
		})
	}
}

// BenchmarkRecordProofs is what the heartbeat proofs cost a record, paired on one
// snapshot: with and without them, the stored bytes (and the bytes per worker they
// add), Encode, and CheckPolicy (which recovers each assigned worker's address).
func BenchmarkRecordProofs(b *testing.B) {
	for _, sz := range []struct{ req, work int }{{1_000, 100}, {10_000, 1_000}} {
		s := benchSnapshot(sz.req, sz.work)
		cfg := scheduler.DefaultConfig()
		d := scheduler.Plan(s, cfg)
		bare := *s
		bare.Workers = slices.Clone(s.Workers)
		for i := range bare.Workers {
			bare.Workers[i].HeartbeatHash, bare.Workers[i].HeartbeatSig = "", ""
		}
		size := map[string]int{}
		for _, v := range []struct {
			name string
			snap *scheduler.Snapshot
		}{{"proofs", s}, {"none", &bare}} {
			rec, err := NewRecord(1, s.NowMS, v.snap, cfg, d, true)
			if err != nil {
				b.Fatal(err)
			}
			if v.name == "none" {
				rec.Version = 0
			}
			if err := Append(rec, nil); err != nil {
				b.Fatal(err)
			}
			enc, err := Encode(rec)
			if err != nil {
				b.Fatal(err)
			}
			size[v.name] = len(enc)
			name := fmt.Sprintf("%dx%d/%s", sz.req, sz.work, v.name)
			b.Run(name+"/encode", func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					if _, err := Encode(rec); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(len(enc)), "bytes/record")
				if v.name == "none" {
					b.ReportMetric(float64(size["proofs"]-size["none"])/float64(sz.work), "proof-bytes/worker")
				}
			})
			b.Run(name+"/policy", func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					if fs := CheckPolicy(rec); len(fs) > 0 {
						b.Fatal(fs)
					}
				}
			})
		}
	}
}
