package rounds_test

import (
	"context"
	"testing"
	"time"

	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/wire/status"
)

// TestFinalStatusIsTheLastWritten: a final status is the last one stored for its
// request, whatever write of the engine was under way when it ended. Here the ack's
// extension has read the assigned record and is slow to store it (a status store that
// answers late); the result lands meanwhile and the feed writes completed. The
// extension's record, built before the result, must not be stored over it: a requester
// would read "assigned" for a request already fulfilled.
func TestFinalStatusIsTheLastWritten(t *testing.T) {
	h := newHarness(t, voucherTimings(60*time.Second))
	ctx := context.Background()
	h.Worker("llama-7b", 300, 1)
	h.Request("1", "llama-7b", "0xu", 1e16, 10*time.Minute)
	h.Round()
	a := h.Sink.Assigned[len(h.Sink.Assigned)-1]

	writing, release := make(chan struct{}), make(chan struct{})
	h.Sink.Mu.Lock()
	h.Sink.OnStatuses = func(st []status.Record) {
		if len(st) == 1 && st[0].RequestID == "1" && st[0].State == status.StateAssigned {
			close(writing)
			<-release
		}
	}
	h.Sink.Mu.Unlock()
	extended := make(chan bool)
	go func() {
		ext, ok := h.Eng.Acknowledge(ctx, "1", a.Worker, a.Attempt)
		extended <- ok && ext != nil
	}()
	<-writing // the extension is storing its assigned record

	final, ok := h.Eng.Complete(ctx, "1", a.Worker, rounds.Result{TxHash: "0x01", OutputHash: "0x02", BlockTimeMS: h.Clock.Now().UnixMilli()})
	if !ok || final.State != status.StateCompleted {
		t.Fatalf("complete: %+v %v", final, ok)
	}
	wrote := make(chan error, 1)
	go func() { // the feed's write of the final status
		wrote <- h.Eng.WriteFinal(func() error { return h.Sink.Statuses(ctx, []status.Record{final}) })
	}()
	// Without an order the final write is stored at once; with one it waits for the
	// extension's. Either way the test goes on after a while: a correct engine passes
	// whichever happened.
	var finalErr error
	finalDone := false
	select {
	case finalErr = <-wrote:
		finalDone = true
	case <-time.After(2 * time.Second):
	}
	close(release)
	if !<-extended {
		t.Fatal("the ack was not extended")
	}
	if !finalDone {
		finalErr = <-wrote
	}
	if finalErr != nil {
		t.Fatal(finalErr)
	}
	if got := h.Sink.Status("1"); got.State != status.StateCompleted {
		t.Fatalf("stored status %s after the result: the extension's assigned record was written over the final one", got.State)
	}
}
