package feed

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/infersched/infersched/wire/status"
)

// A final status this replica writes on a record it does not hold (finishStored, as
// while it rebuilds) survives another replica's write of the same record between its
// read and its write (without this, 16 completed requests stayed "assigned" in two full
// failover runs: a rebuilding replica's compare-and-swap lost to the holder's write and
// nothing retried it). The write reads again and finishes; a record another replica
// finished meanwhile is left as it is.
func TestFinalWriteRedoesItsChangeAfterAConflict(t *testing.T) {
	ctx := context.Background()
	e := newStreamEnv(t)
	e.startWith(e.Eng)
	w := e.assignAll(2)
	f := New(e.js, e.Eng, e.statuses, Options{Clock: e.Clock.Now}) // a second replica's feed, not running

	complete := func(r *status.Record) {
		r.State, r.Worker, r.ResultTxHash = status.StateCompleted, w, "0x"+strings.Repeat("ab", 32)
	}
	write, err := f.finishStored(ctx, "1", complete)
	if err != nil || write == nil {
		t.Fatalf("finishStored: %v (write %v)", err, write != nil)
	}
	// The holder stores the record again in between (as its ack's extension does).
	rec, _, err := e.statuses.Get(ctx, "1")
	if err != nil || rec.State != status.StateAssigned {
		t.Fatalf("stored: %+v, %v", rec, err)
	}
	rec.UpdatedAtMS++
	if _, err := e.statuses.Put(ctx, rec); err != nil {
		t.Fatal(err)
	}
	if err := write(ctx); err != nil {
		t.Fatalf("the final write after another replica's: %v", err)
	}
	if got, _, err := e.statuses.Get(ctx, "1"); err != nil || got.State != status.StateCompleted || got.Worker != w {
		t.Fatalf("after the write: %+v, %v", got, err)
	}

	// Request 2: another replica refunds it first; this one's completion then finds it
	// final and writes nothing.
	write, err = f.finishStored(ctx, "2", complete)
	if err != nil || write == nil {
		t.Fatalf("finishStored: %v", err)
	}
	rec, _, _ = e.statuses.Get(ctx, "2")
	rec.State = status.StateRefunded
	if _, err := e.statuses.Put(ctx, rec); err != nil {
		t.Fatal(err)
	}
	if err := write(ctx); err != nil && !errors.Is(err, status.ErrConflict) {
		t.Fatal(err)
	}
	if got, _, _ := e.statuses.Get(ctx, "2"); got.State != status.StateRefunded {
		t.Fatalf("a refunded request's status became %s", got.State)
	}
}
