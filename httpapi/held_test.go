package httpapi

import (
	"context"
	"maps"
	"net/http"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire/status"
)

// A confirmed sighting without a status record is a request published and waiting in the
// stream (held back while nats.max_waiting_requests wait for a slot): it is answered
// queued, as a queued record is (the same keys, unserved without a worker for its model),
// behind the model's waiting requests and with the queued estimate for that position. A
// sighting with confirmations to go is confirming as before, and so is a confirmed one on
// a server without a queue source.
func TestConfirmedSightingWithoutRecordIsQueued(t *testing.T) {
	ns := natstest.Start(t)
	kv := openKV(t, ns)
	sg := openSightings(t, ns, status.Head{Number: 100, BlockMS: 1000, Confirmations: 3, ObservedAtMS: t0},
		status.Sighting{RequestID: "5", TxHash: txHash, BlockNumber: 97, Model: "m", SubmittedAtMS: t0 - 20_000, DeadlineMS: t0 + 600_000}, // confirmed
		status.Sighting{RequestID: "6", TxHash: txHash, BlockNumber: 99, Model: "m", SubmittedAtMS: t0 - 2_000, DeadlineMS: t0 + 600_000},  // 2 to go
		status.Sighting{RequestID: "7", TxHash: txHash, BlockNumber: 90, Model: "gone", SubmittedAtMS: t0 - 20_000, DeadlineMS: t0 + 600_000})
	put(t, kv, record("1", status.StateQueued)) // the shape of a queued record's answer
	waiting := func(ids ...string) []scheduler.Request {
		var out []scheduler.Request
		for _, id := range ids {
			out = append(out, scheduler.Request{ID: id, ModelID: "m"})
		}
		return out
	}
	queue := memQueue{drain: 0.5, waiting: append(waiting("1", "2", "3"), scheduler.Request{ID: "4", ModelID: "other"})}
	ws := memWorkers{{ID: workerA, Models: []string{"m", "llama-7b"}, MaxJobs: 1, LastHeartbeatMS: t0}}
	f := newFixture(t, kv, func(o *Options) { o.Sightings, o.Queue, o.Workers = sg, queue, ws })
	bare := newFixture(t, kv, func(o *Options) { o.Sightings = sg })
	f.clock.Set(time.UnixMilli(t0 + 500))
	bare.clock.Set(time.UnixMilli(t0 + 500))
	ra := f.sched.Get().RetryAfter

	get := func(f *fixture, id string) (map[string]any, int64) {
		t.Helper()
		r := f.do("GET", "/v1/requests/"+id, "")
		if r.Code != http.StatusAccepted {
			t.Fatalf("%s: %d %s", id, r.Code, r.Body)
		}
		retry, err := strconv.ParseInt(r.Header().Get("Retry-After"), 10, 64)
		if err != nil {
			t.Fatalf("%s: Retry-After %q", id, r.Header().Get("Retry-After"))
		}
		return decodeMap(t, r), retry
	}
	keys := func(m map[string]any) []string { return slices.Sorted(maps.Keys(m)) }
	want, _ := get(f, "1")

	t.Run("confirmed: queued behind the waiting", func(t *testing.T) {
		m, retry := get(f, "5")
		eta, wantRetry := ra.Queued("m", 3, ra.DefaultDrainRateTPS)
		eta += 3 * 1000 // the ETA counts the result's 3 confirmations at the head's 1 s blocks
		if m["state"] != "queued" || m["status"] != "pending" || m["request_id"] != "5" || m["queue_position"] != 3.0 ||
			m["worker"] != nil || m["elapsed_seconds"] != 20.0 {
			t.Fatalf("body %v, want queued at position 3 (the model's 3 waiting), 20 s elapsed", m)
		}
		if retry != wantRetry || m["retry_after_seconds"] != float64(wantRetry) || m["eta_seconds"] != float64((eta+999)/1000) {
			t.Fatalf("Retry-After %d, body %v; want %d and eta %d ms (the queued estimate at position 3)", retry, m, wantRetry, eta)
		}
		if got, w := keys(m), keys(want); !slices.Equal(got, w) {
			t.Fatalf("keys %v, want a queued record's %v", got, w)
		}
	})
	t.Run("confirmed, no live worker for its model: unserved", func(t *testing.T) {
		if m, _ := get(f, "7"); m["state"] != StateUnserved || m["queue_position"] != 0.0 {
			t.Fatalf("body %v, want unserved", m)
		}
	})
	t.Run("confirmations to go: confirming", func(t *testing.T) {
		for _, f := range []*fixture{f, bare} {
			m, _ := get(f, "6")
			if m["state"] != StateConfirming || m["confirmations_remaining"] != 2.0 || m["tx_hash"] != txHash || m["block_number"] != 99.0 {
				t.Fatalf("body %v, want confirming with 2 to go", m)
			}
		}
	})
	t.Run("confirmed, no queue source: confirming with 0 to go", func(t *testing.T) {
		if m, _ := get(bare, "5"); m["state"] != StateConfirming || m["confirmations_remaining"] != 0.0 {
			t.Fatalf("body %v", m)
		}
	})
	t.Run("a queue that cannot be read: 503", func(t *testing.T) {
		g := newFixture(t, kv, func(o *Options) { o.Sightings, o.Queue = sg, failingQueue{} })
		if r := g.do("GET", "/v1/requests/5", ""); r.Code != http.StatusServiceUnavailable {
			t.Fatalf("%d %s", r.Code, r.Body)
		}
	})
}

type failingQueue struct{}

func (failingQueue) Queue(context.Context, string) ([]scheduler.Request, float64, error) {
	return nil, 0, context.DeadlineExceeded
}

func (failingQueue) Waiting(context.Context, string) (int, error) {
	return 0, context.DeadlineExceeded
}
