package flowcontrol

import (
	"fmt"
	"testing"
	"time"
)

func benchConfig(requesters int) Config {
	c := DefaultConfig()
	c.MaxRequesters = requesters
	return c
}

// BenchmarkAdmit admits requests spread over growing numbers of requesters and models,
// all five buckets limited, the clock advancing 1µs per request (so most are admitted
// and some refused, as in a busy round).
func BenchmarkAdmit(b *testing.B) {
	for _, size := range []struct{ requesters, models int }{{10, 1}, {1_000, 10}, {100_000, 100}} {
		b.Run(fmt.Sprintf("requesters=%d/models=%d", size.requesters, size.models), func(b *testing.B) {
			a := New(benchConfig(size.requesters))
			reqs := make([]string, size.requesters)
			for i := range reqs {
				reqs[i] = fmt.Sprintf("0x%040x", i)
			}
			models := make([]string, size.models)
			for i := range models {
				models[i] = fmt.Sprintf("model-%d", i)
			}
			now := t0
			for i, r := range reqs { // warm: every bucket exists
				a.Admit(now, models[i%len(models)], r, 512)
			}
			b.ReportAllocs()
			b.ResetTimer()
			for i := range b.N {
				now = now.Add(time.Microsecond)
				a.Admit(now, models[i%len(models)], reqs[i%len(reqs)], 512)
			}
		})
	}
}

// BenchmarkAdmitNewRequesters measures the cost of first sight: every request comes from
// a requester not seen before, evicting the least recently seen one.
func BenchmarkAdmitNewRequesters(b *testing.B) {
	a := New(benchConfig(10_000))
	reqs := make([]string, 1<<16)
	for i := range reqs {
		reqs[i] = fmt.Sprintf("0x%040x", i)
	}
	now := t0
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		now = now.Add(time.Microsecond)
		a.Admit(now, "m", reqs[i%len(reqs)], 512)
	}
}

func BenchmarkPeek(b *testing.B) {
	a := New(benchConfig(1_000))
	for i := range 1_000 {
		a.Admit(t0, "m", fmt.Sprintf("u%d", i), 512)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		a.Peek(t0, "m", "u7", 512)
		_ = i
	}
}

func BenchmarkAdmitParallel(b *testing.B) {
	a := New(benchConfig(1_000))
	reqs := make([]string, 1_000)
	for i := range reqs {
		reqs[i] = fmt.Sprintf("u%d", i)
	}
	b.ReportAllocs()
	b.RunParallel(func(pb *testing.PB) {
		i := 0
		for pb.Next() {
			a.Admit(t0.Add(time.Duration(i)*time.Microsecond), "m", reqs[i%len(reqs)], 512)
			i++
		}
	})
}
