package daemon

import (
	"bytes"
	"context"
	"math"
	"slices"
	"testing"
	"time"

	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/scheduler"
)

// A worker that refuses its assignments before acknowledging them holds each request
// only for its short voucher (the ack timeout): the next worker's voucher opens right
// after it, not voucher_ttl (2 min) later, and every request is fulfilled on chain by a
// worker that acknowledged it, with the extended voucher. Real NATS, redis-server, the
// simulated chain with the real contracts; the refusing worker is the fault. Reports
// nack → next assignment and nack → next voucher open.
func TestRefusalBeforeTheAckFreesTheRequestInSeconds(t *testing.T) {
	t.Parallel()
	const ackTimeout = 3 * time.Second
	s := newStack(t, func(c *config.Config) {
		c.Scheduler.AckTimeout = scheduler.Duration(ackTimeout)
		c.Scheduler.VoucherTTL = scheduler.Duration(2 * time.Minute)
	})
	s.start()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	// The refuser is the worker with the lowest address: ties between equal routes go
	// to it, so it is offered requests first.
	order := []int{0, 1, 2}
	slices.SortFunc(order, func(a, b int) int {
		return bytes.Compare(s.chain.Workers[a].Address.Bytes(), s.chain.Workers[b].Address.Bytes())
	})
	var ws []*testWorker
	for _, i := range order {
		ws = append(ws, s.worker(i, ctx))
	}
	ws[0].refuse.Store(true)

	var ids []string
	for i := range 6 {
		ids = append(ids, s.request(i, 1e15))
	}
	s.waitAll(ids, 60*time.Second, map[string][]poll{})

	var toNext, toOpen []time.Duration
	for _, id := range ids {
		refused := ws[0].received(id)
		if len(refused) == 0 {
			continue
		}
		first := refused[0]
		if d := int64(first.a.Voucher.Expiry) - first.at.Unix(); d > int64(ackTimeout/time.Second)+2 {
			t.Errorf("request %s: first voucher lasts %d s past its assignment, want the ack timeout", id, d)
		}
		var next *received
		for _, w := range ws[1:] {
			if got := w.received(id); len(got) > 0 && (next == nil || got[0].at.Before(next.at)) {
				next = &got[0]
			}
		}
		if next == nil {
			t.Errorf("request %s refused and never offered to another worker", id)
			continue
		}
		if next.a.Voucher.NotBefore != first.a.Voucher.Expiry+1 {
			t.Errorf("request %s: next voucher opens at %d, want right after the refused one's expiry %d", id,
				next.a.Voucher.NotBefore, first.a.Voucher.Expiry)
		}
		toNext = append(toNext, next.at.Sub(first.at))
		toOpen = append(toOpen, time.Unix(int64(next.a.Voucher.NotBefore), 0).Sub(first.at))
	}
	if len(toNext) == 0 {
		t.Fatal("the refusing worker was offered no request")
	}
	slices.Sort(toNext)
	slices.Sort(toOpen)
	q := func(ds []time.Duration, p float64) time.Duration {
		return ds[min(len(ds)-1, max(0, int(math.Ceil(p*float64(len(ds))))-1))].Round(time.Millisecond)
	}
	t.Logf("%d refused: nack → next assignment p50 %v p99 %v; nack → next voucher open p50 %v p99 %v (ack timeout %v, voucher_ttl 2m)",
		len(toNext), q(toNext, 0.5), q(toNext, 0.99), q(toOpen, 0.5), q(toOpen, 0.99), ackTimeout)
}
