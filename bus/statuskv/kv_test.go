package statuskv

import (
	"context"
	"errors"
	"reflect"
	"testing"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/wire"

	"github.com/infersched/infersched/wire/status"
)

// newTestKV returns a KV over the status bucket that bus.Ensure creates on an embedded
// nats-server.
func newTestKV(t *testing.T) *KV {
	t.Helper()
	srv := natstest.Start(t)
	js := srv.JetStream(t)
	cfg := bus.DefaultConfig()
	ctx := context.Background()
	if err := bus.Ensure(ctx, js, cfg); err != nil {
		t.Fatal(err)
	}
	kv, err := OpenKV(ctx, js, wire.BucketStatus)
	if err != nil {
		t.Fatal(err)
	}
	return kv
}

func TestKV(t *testing.T) {
	ctx := context.Background()
	s := newTestKV(t)

	if _, _, err := s.Get(ctx, "42"); !errors.Is(err, status.ErrNotFound) {
		t.Fatalf("Get of a missing key: %v, want status.ErrNotFound", err)
	}
	if _, _, err := s.Get(ctx, "x"); !errors.Is(err, status.ErrBadRequestID) {
		t.Fatalf("Get of a bad id: %v, want status.ErrBadRequestID", err)
	}

	r := queuedRecord()
	rev1, err := s.Create(ctx, r)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Create(ctx, r); !errors.Is(err, status.ErrExists) {
		t.Fatalf("second Create: %v, want status.ErrExists", err)
	}
	got, rev, err := s.Get(ctx, "00042") // leading zeros name the same request
	if err != nil || rev != rev1 || !reflect.DeepEqual(got, r) {
		t.Fatalf("Get = %+v, %d, %v; want %+v, %d", got, rev, err, r, rev1)
	}

	// Compare and swap: the first writer wins, the second sees ErrConflict.
	a, b := got, got
	a.State, a.Worker, a.AssignedAtMS, a.EstimatedLatencyMS = status.StateAssigned, addrW, 1_011_000, 3000
	b.State = status.StateThrottled
	rev2, err := s.Update(ctx, a, rev)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Update(ctx, b, rev); !errors.Is(err, status.ErrConflict) {
		t.Fatalf("stale Update: %v, want status.ErrConflict", err)
	}
	got, rev, err = s.Get(ctx, "42")
	if err != nil || rev != rev2 || got.State != status.StateAssigned {
		t.Fatalf("after update: %+v, %d, %v", got, rev, err)
	}

	// Put overwrites; an invalid record is refused before it reaches the bucket.
	if _, err := s.Put(ctx, completedRecord()); err != nil {
		t.Fatal(err)
	}
	bad := completedRecord()
	bad.ResultTxHash = ""
	if _, err := s.Put(ctx, bad); !errors.Is(err, status.ErrInvalid) {
		t.Fatalf("Put of an invalid record: %v", err)
	}
	if got, _, _ := s.Get(ctx, "42"); got.State != status.StateCompleted {
		t.Fatalf("state %s, want completed", got.State)
	}

	if err := s.Delete(ctx, "42"); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Get(ctx, "42"); !errors.Is(err, status.ErrNotFound) {
		t.Fatalf("Get after Delete: %v, want status.ErrNotFound", err)
	}
	if _, err := s.Create(ctx, r); err != nil {
		t.Fatalf("Create after Delete: %v", err)
	}
}

func TestKVRejectsCorruptValue(t *testing.T) {
	ctx := context.Background()
	s := newTestKV(t)
	if _, err := s.kv.Put(ctx, "7", []byte(`{"request_id":"7","state":"queued"`)); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Get(ctx, "7"); !errors.Is(err, status.ErrInvalid) {
		t.Fatalf("Get of a corrupt value: %v, want status.ErrInvalid", err)
	}
	b, _ := status.Encode(queuedRecord()) // request 42 stored under key 8
	if _, err := s.kv.Put(ctx, "8", b); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Get(ctx, "8"); !errors.Is(err, status.ErrInvalid) {
		t.Fatalf("Get of a record under another key: %v, want status.ErrInvalid", err)
	}
}

const (
	addrA = "0x00000000000000000000000000000000000000aa"
	addrW = "0x1111111111111111111111111111111111111111"
	hash1 = "0x" + "ab" + "00000000000000000000000000000000000000000000000000000000000001"
)

func queuedRecord() status.Record {
	return status.Record{
		RequestID: "42", Model: "llama-7b", User: addrA, State: status.StateQueued,
		QueuePosition: 3, Attempt: 0, Round: 7, ETAMS: 2550, RetryAfterS: 4,
		SubmittedAtMS: 1_000_000, DeadlineMS: 1_600_000, UpdatedAtMS: 1_010_000,
	}
}

func completedRecord() status.Record {
	r := queuedRecord()
	r.State, r.Worker, r.AssignedAtMS, r.EstimatedLatencyMS = status.StateCompleted, addrW, 1_011_000, 3000
	r.ResultTxHash, r.OutputHash, r.LatencyMS = hash1, hash1, 2900
	return r
}

// Between over revisions that a later write of the same key replaced delivers the ones
// still stored, in order, and returns once it reached the last stored.
func TestBetweenSkipsReplacedRevisions(t *testing.T) {
	ctx := context.Background()
	s := newTestKV(t)
	r := queuedRecord()
	rev, err := s.Create(ctx, r)
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		r.QueuePosition++
		if rev, err = s.Update(ctx, r, rev); err != nil {
			t.Fatal(err)
		}
	}
	other := queuedRecord()
	other.RequestID = "43"
	last, err := s.Create(ctx, other)
	if err != nil {
		t.Fatal(err)
	}
	var got []uint64
	if err := s.Between(ctx, 1, last+5, func(u Update) { got = append(got, u.Revision) }); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, []uint64{rev, last}) {
		t.Fatalf("Between delivered revisions %v, want %v (the replaced ones are gone)", got, []uint64{rev, last})
	}
}
