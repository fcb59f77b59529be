package decisions_test

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/decisions"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/verification"
)

// Tail gives back, in round order, what a shard's last records planned and released, as
// the writer stored them (a takeover reconciles with it), and stops where told.
func TestTailReadsTheRecordsAsWritten(t *testing.T) {
	ctx := context.Background()
	js := natstest.Start(t).JetStream(t)
	if err := bus.Ensure(ctx, js, bus.DefaultConfig()); err != nil {
		t.Fatal(err)
	}
	store, err := decisions.Open(ctx, js)
	if err != nil {
		t.Fatal(err)
	}
	const shard = 1
	for n := uint64(1); n <= 4; n++ {
		r := shardRound(shard, n)
		r.Decision.Assigned = []scheduler.Assignment{{RequestID: r.Snapshot.Requests[0].ID, WorkerID: "0xw"}}
		if n > 1 {
			r.Released = []string{shardRound(shard, n-1).Snapshot.Requests[0].ID}
		}
		if err := store.WriteRound(ctx, r); err != nil {
			t.Fatal(err)
		}
	}
	tail, err := store.Tail(ctx, shard, 3, func(rounds.LoggedRound) bool { return false })
	if err != nil {
		t.Fatal(err)
	}
	if len(tail) != 3 {
		t.Fatalf("Tail(limit 3): %d records, want 3: %+v", len(tail), tail)
	}
	for i, lr := range tail {
		n := uint64(i + 2)
		want := shardRound(shard, n)
		id := want.Snapshot.Requests[0].ID
		if lr.Round != n || lr.NowMS != want.Snapshot.NowMS ||
			!slices.Equal(lr.Assigned, []rounds.LoggedAssignment{{RequestID: id, Worker: "0xw"}}) ||
			!slices.Equal(lr.Released, []string{shardRound(shard, n-1).Snapshot.Requests[0].ID}) {
			t.Errorf("record %d read back as %+v", n, lr)
		}
	}
	head, err := store.Tail(ctx, shard, 64, func(rounds.LoggedRound) bool { return true })
	if err != nil || len(head) != 1 || head[0].Round != 4 {
		t.Fatalf("Tail stopping at the head: %+v, %v; want round 4 alone", head, err)
	}
	if other, err := store.Tail(ctx, 0, 64, func(rounds.LoggedRound) bool { return false }); err != nil || len(other) != 0 {
		t.Fatalf("shard 0's chain (empty): %+v, %v", other, err)
	}
}

// VerificationTail gives back, in round order, the verification sections of a shard's
// last records, from the head back to a record older than the head by more than back,
// read through the record's decoder (a record's gzip envelope included).
func TestVerificationTailReadsBackToTheWindow(t *testing.T) {
	ctx := context.Background()
	js := natstest.Start(t).JetStream(t)
	if err := bus.Ensure(ctx, js, bus.DefaultConfig()); err != nil {
		t.Fatal(err)
	}
	store, err := decisions.Open(ctx, js)
	if err != nil {
		t.Fatal(err)
	}
	const shard = 2
	for n := uint64(1); n <= 5; n++ {
		r := shardRound(shard, n)
		r.Snapshot.NowMS += int64(n) * 10_000 // rounds 10 s apart
		if n%2 == 1 {
			r.Verification = &verification.Log{Attestations: []verification.Attestation{{RequestID: fmt.Sprint(n), Verifier: "0xv", OutputHash: "0x01", Agrees: true}}}
		}
		if err := store.WriteRound(ctx, r); err != nil {
			t.Fatal(err)
		}
	}
	head := shardRound(shard, 5).Snapshot.NowMS + 50_000
	headMS, logs, err := store.VerificationTail(ctx, shard, 5, 64, 25*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, l := range logs {
		got = append(got, l.Attestations[0].RequestID)
	}
	// Rounds 5, 4, 3 and 2 are read (2 is the first older than the head by more than
	// 25 s); 3 and 5 carry a section.
	if headMS != head || !slices.Equal(got, []string{"3", "5"}) {
		t.Fatalf("head %d (want %d), sections of requests %q, want [3 5]", headMS, head, got)
	}
	if _, logs, err := store.VerificationTail(ctx, shard, 5, 2, time.Hour); err != nil || len(logs) != 1 {
		t.Fatalf("limit 2: %d sections, %v; want round 5's alone", len(logs), err)
	}
}
