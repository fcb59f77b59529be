package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"
	"time"

	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire/status"
)

// memStatus is an in-memory status store, to measure the handler alone.
type memStatus map[string]status.Record

func (m memStatus) Get(_ context.Context, id string) (status.Record, uint64, error) {
	if r, ok := m[id]; ok {
		return r, 1, nil
	}
	return status.Record{}, 0, status.ErrNotFound
}

func benchRecords(n int) []status.Record {
	states := []status.State{status.StateQueued, status.StateAssigned, status.StateThrottled, status.StateCompleted}
	out := make([]status.Record, n)
	for i := range out {
		r := record(strconv.Itoa(i+1), states[i%len(states)])
		r.QueuePosition = i
		out[i] = r
	}
	return out
}

func benchGet(b *testing.B, reader StatusReader, n int) {
	f := newFixture(b, reader, nil)
	f.clock.Set(time.UnixMilli(t0 + 1500))
	paths := make([]string, n)
	for i := range paths {
		paths[i] = "/v1/requests/" + strconv.Itoa(i+1)
	}
	b.ReportAllocs()
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		i := 0
		for pb.Next() {
			req := httptest.NewRequest(http.MethodGet, paths[i%n], nil)
			rec := httptest.NewRecorder()
			f.srv.ServeHTTP(rec, req)
			if rec.Code != http.StatusAccepted && rec.Code != http.StatusOK {
				b.Fatalf("status %d: %s", rec.Code, rec.Body)
			}
			i += 7
		}
	})
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "req/s")
}

// BenchmarkGetRequest is GET /v1/requests/{id} through the whole handler (routing,
// metrics, Retry-After, JSON), over an in-memory store and over the status KV on an
// embedded nats-server.
func BenchmarkGetRequest(b *testing.B) {
	for _, n := range []int{1_000, 100_000} {
		b.Run(fmt.Sprintf("mem/records=%d", n), func(b *testing.B) {
			m := memStatus{}
			for _, r := range benchRecords(n) {
				m[r.RequestID] = r
			}
			benchGet(b, m, n)
		})
	}
	for _, n := range []int{100, 5_000} {
		b.Run(fmt.Sprintf("kv/records=%d", n), func(b *testing.B) {
			kv := openKV(b, natstest.Start(b))
			put(b, kv, benchRecords(n)...)
			benchGet(b, kv, n)
		})
	}
}

// BenchmarkCompute is the Retry-After of one stored record.
func BenchmarkCompute(b *testing.B) {
	cfg := scheduler.DefaultConfig().RetryAfter
	recs := benchRecords(4)
	b.ReportAllocs()
	for i := range b.N {
		status.Compute(recs[i&3], status.Head{}, cfg, t0+int64(i))
	}
}
