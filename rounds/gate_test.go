package rounds_test

import (
	"context"
	"errors"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire/status"
)

// headGas quotes 20 gwei with the chain head time and staleness the test sets, as the
// gas oracle does from its polls.
type headGas struct {
	mu    sync.Mutex
	head  time.Time
	stale bool
}

func (g *headGas) set(head time.Time, stale bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.head, g.stale = head, stale
}

func (g *headGas) GasPrice(context.Context) (scheduler.GasQuote, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	return scheduler.GasQuote{PriceWei: big.NewInt(20e9), HeadTime: g.head, Stale: g.stale}, nil
}

// While the chain head is older than max_head_age (the chain stalled, or no endpoint
// answered the oracle's polls) rounds make no new assignment: the request stays queued,
// throttled with the reason and a Retry-After; once a fresh head is seen it is
// dispatched.
func TestStaleChainHeadHoldsDispatchBack(t *testing.T) {
	gas := &headGas{}
	h := daemontest.NewEngine(t, daemontest.Options{Gas: gas})
	w, _ := h.Worker("llama-7b", 300, 2)
	maxAge := h.Eng.Config().MaxHeadAge.D()
	h.Request("5", "llama-7b", "0xu", 1e16, 5*time.Minute)

	for _, tc := range []struct {
		stale  bool
		reason string
	}{{false, rounds.GateHeadStale}, {true, rounds.GateNoAnswer}} {
		gas.set(h.Clock.Now().Add(-maxAge-time.Second), tc.stale)
		rep := h.Round()
		if rep.Dispatched != 0 || rep.Throttled != 1 || len(h.Sink.Assigned) != 0 {
			t.Fatalf("%s: round %+v with %d assignments, want none", tc.reason, rep, len(h.Sink.Assigned))
		}
		st := h.Sink.Status("5")
		if st.State != status.StateThrottled || st.RetryAfterS < 1 {
			t.Fatalf("%s: status %+v, want throttled with a Retry-After", tc.reason, st)
		}
	}

	gas.set(h.Clock.Now().Add(-time.Second), false)
	if rep := h.Round(); rep.Dispatched != 1 || h.Sink.Assigned[0].Worker != w {
		t.Fatalf("with a fresh head: %+v, %+v", rep, h.Sink.Assigned)
	}
}

// refusingLog fails the next record write once armed, as a log that cannot encode a
// record would; the only fake, for the fault.
type refusingLog struct {
	*daemontest.Recorder
	armed bool
}

func (l *refusingLog) Round(ctx context.Context, r rounds.RoundRecord) error {
	if l.armed {
		l.armed = false
		return errors.New("invalid decision record: injected")
	}
	return l.Recorder.Round(ctx, r)
}

// A round whose record is not written dispatches nothing and gives its number back:
// the next round takes it, and its record lists what the abandoned round released
// (here an assignment reclaimed after its ack timeout).
func TestRoundWithoutRecordDispatchesNothing(t *testing.T) {
	log := &refusingLog{Recorder: daemontest.NewRecorder()}
	h := daemontest.NewEngine(t, daemontest.Options{Sink: log})
	log.Recorder = h.Sink
	_, k := h.Worker("llama-7b", 300, 1)
	h.Request("1", "llama-7b", "0xu", 1e16, 5*time.Minute)
	if rep := h.Round(); rep.Round != 1 || rep.Dispatched != 1 {
		t.Fatalf("round 1: %+v", rep)
	}
	// Request 1 is never acknowledged: the next round reclaims it.
	h.Clock.Advance(h.Eng.Config().AckTimeout.D() + time.Second)
	h.Heartbeat(k, "llama-7b", 300, 1)
	h.Request("2", "llama-7b", "0xu", 1e16, 5*time.Minute)
	log.armed = true
	rep, err := h.Eng.Round(context.Background())
	if err == nil || rep.Dispatched != 0 || len(h.Sink.Assigned) != 1 {
		t.Fatalf("round without a record: %+v, %v, %d assignments", rep, err, len(h.Sink.Assigned))
	}
	h.Clock.Advance(time.Minute) // past the suspension of the worker that let 1 lapse
	h.Heartbeat(k, "llama-7b", 300, 1)
	rep = h.Round()
	if rep.Round != 2 || rep.Dispatched != 1 {
		t.Fatalf("the round after: %+v", rep)
	}
	recs := h.Sink.Rounds
	if len(recs) != 2 || recs[1].Round != 2 || len(recs[1].Released) != 1 || recs[1].Released[0] != "1" {
		t.Fatalf("records %d, round 2 releases %v", len(recs), recs[len(recs)-1].Released)
	}
}
