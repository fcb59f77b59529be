package daemon

import (
	"context"
	"errors"
	"net/http"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/bus/statuskv"
	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/status"
)

// A request held back in the stream (nats.max_waiting_requests reached) has no status
// record, only the indexer's confirmed sighting: its requester is answered queued, at a
// position behind the requests waiting for a slot and with the queue's Retry-After, not
// "confirming, 0 confirmations to go" round after round; once a slot frees, it goes on
// to completed as before. Real NATS, redis-server and the simulated chain with the real
// contracts. The only worker has one slot, held by a request it acknowledged and never
// finishes (its voucher and result grace outlast the test, so nothing lapses and is
// reassigned); two more requests wait for that slot, which is the bound.
func TestHeldBackRequestIsQueued(t *testing.T) {
	t.Parallel()
	const maxWaiting = 2
	s := newStack(t, func(c *config.Config) {
		c.NATS.MaxWaitingRequests = maxWaiting
		c.Scheduler.VoucherTTL = scheduler.Duration(6 * time.Minute) // below half the router's withdrawal delay (15 min), which the daemon checks at start
		c.Scheduler.ResultGrace = scheduler.Duration(10 * time.Minute)
	})
	s.start()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	js, err := jetstream.New(s.nc)
	if err != nil {
		t.Fatal(err)
	}
	kv, err := statuskv.OpenKV(ctx, js, wire.BucketStatus)
	if err != nil {
		t.Fatal(err)
	}
	state := func(id string) status.State {
		rec, _, err := kv.Get(ctx, id)
		switch {
		case errors.Is(err, status.ErrNotFound):
			return ""
		case err != nil:
			t.Fatalf("status of %s: %v", id, err)
		}
		return rec.State
	}
	waitState := func(id string, want status.State) {
		t.Helper()
		deadline := time.Now().Add(30 * time.Second)
		for state(id) != want {
			if time.Now().After(deadline) {
				t.Fatalf("request %s: status %q, want %q; GET %v", id, state(id), want, s.poll(id).body)
			}
			time.Sleep(100 * time.Millisecond)
		}
	}

	busy := s.workerWithSlots(0, ctx, 1, model)
	busy.slow.Store(true) // acknowledges and never submits: its one slot stays taken
	waitState(s.request(0, 1e15), status.StateAssigned)
	var waiting []string
	for i := range maxWaiting {
		id := s.request(i+1, 1e15)
		waiting = append(waiting, id)
		waitState(id, status.StateQueued)
	}
	held := []string{s.request(3, 1e15), s.request(4, 1e15)}

	seen := map[string][]poll{}
	for _, id := range held {
		// Confirmed: the indexer has published it and the sighting has no
		// confirmations to go. Until then it is rightly confirming.
		var p poll
		deadline := time.Now().Add(30 * time.Second)
		for {
			p = s.poll(id)
			seen[id] = append(seen[id], p)
			if left, ok := p.body["confirmations_remaining"].(float64); p.code == http.StatusAccepted && (!ok || left == 0) {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("request %s never confirmed: %d %v", id, p.code, p.body)
			}
			time.Sleep(100 * time.Millisecond)
		}
		if st := state(id); st != "" {
			t.Fatalf("request %s has status %q: it was let in, not held back in the stream", id, st)
		}
		pos, _ := p.body["queue_position"].(float64)
		if p.body["state"] != "queued" || pos < maxWaiting || p.retryAfter <= 0 || p.body["retry_after_seconds"] != float64(p.retryAfter) {
			t.Fatalf("held-back request %s: %d Retry-After %d %v; want state queued, queue_position ≥ %d and a positive Retry-After",
				id, p.code, p.retryAfter, p.body, maxWaiting)
		}
		t.Logf("held-back request %s: Retry-After %d %v", id, p.retryAfter, p.body)
		if _, ok := p.body["confirmations_remaining"]; ok {
			t.Errorf("held-back request %s: a queued answer with confirmations_remaining: %v", id, p.body)
		}
	}

	// A worker with free slots takes the waiting requests; the held-back ones come in
	// behind them and complete, never answered confirming again once queued.
	s.worker(1, ctx)
	s.waitAll(append(waiting, held...), 60*time.Second, seen)
	for _, id := range held {
		queued := false
		for _, p := range seen[id] {
			st := p.body["state"]
			queued = queued || st == "queued"
			if queued && st == "confirming" {
				t.Errorf("request %s answered confirming after queued: %v", id, p.body)
			}
		}
		if last := seen[id][len(seen[id])-1]; last.body["status"] != "completed" {
			t.Errorf("request %s: final %v, want completed", id, last.body)
		}
	}
}
