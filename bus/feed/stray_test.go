package feed

import (
	"context"
	"testing"

	"github.com/infersched/infersched/bus/dispatch"
	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler/verification"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/status"
)

// recordsTee keeps the round records the engine writes and passes everything on.
type recordsTee struct {
	*dispatch.Sink
	rounds []rounds.RoundRecord
}

func (s *recordsTee) Round(ctx context.Context, r rounds.RoundRecord) error {
	s.rounds = append(s.rounds, r)
	return s.Sink.Round(ctx, r)
}

// A replica behind the stream reads a result before its request (after a stall both
// of its consumers deliver at once): the request, completed by then, never becomes
// pending here, and the result is still drawn by this replica's next round of the
// shard. In a sharded failover run, the replica that took a shard over from a holder
// that died before drawing such results left them undrawn for good.
func TestResultBeforeItsRequestIsDrawn(t *testing.T) {
	vc := verification.DefaultConfig()
	vc.ComparableModels = []string{"llama-7b"}
	var sink *recordsTee
	e := newStreamEnvOpts(t, func(o *daemontest.Options) {
		sink = &recordsTee{Sink: o.Sink.(*dispatch.Sink)}
		o.Sink, o.Verification = sink, &vc
	})
	e.start()

	// The holder (another replica) assigned request 7 and stored its status; its result
	// reaches this replica first.
	worker := "0x00000000000000000000000000000000000000a1"
	now := e.Clock.Now().UnixMilli()
	if _, err := e.statuses.Put(context.Background(), status.Record{RequestID: "7", State: status.StateAssigned, Model: "llama-7b",
		Worker: worker, Attempt: 1, AssignedAtMS: now, DeadlineMS: now + 600_000, UpdatedAtMS: now}); err != nil {
		t.Fatal(err)
	}
	e.publishResult(7, worker)
	e.waitFor("the result stored", func() bool { return e.stored(7).State == status.StateCompleted })
	e.publishRequest(7, "llama-7b")
	e.waitFor("the request acknowledged", func() bool {
		cons, err := e.js.Consumer(context.Background(), wire.StreamRequests, ConsumerName)
		if err != nil {
			return false
		}
		info, err := cons.Info(context.Background())
		return err == nil && info.Delivered.Consumer == 1 && info.NumAckPending == 0
	})
	if n := e.Eng.Pending(); n != 0 {
		t.Fatalf("%d pending: the completed request was queued", n)
	}
	e.Round()
	drawn := 0
	for _, r := range sink.rounds {
		if r.Verification == nil {
			continue
		}
		for _, s := range r.Verification.Samples {
			if s.RequestID == "7" {
				drawn++
			}
		}
	}
	if drawn != 1 {
		t.Fatalf("the result heard before its request has %d draws in the records, want 1", drawn)
	}
}
