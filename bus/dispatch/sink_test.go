package dispatch

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"golang.org/x/sync/errgroup"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/statuskv"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/status"
)

// An assignment goes to its worker's subject in the ASSIGNMENTS stream, deduplicated by
// requestId:attempt, as a message the worker's strict decoder accepts field for field.
func TestAssignPublishesTheWireMessage(t *testing.T) {
	js := natstest.Start(t).JetStream(t)
	ctx := context.Background()
	if err := bus.Ensure(ctx, js, bus.DefaultConfig()); err != nil {
		t.Fatal(err)
	}
	worker := "0x00000000000000000000000000000000000000b1"
	a := rounds.Assignment{RequestID: "77", Attempt: 2, Round: 9, Worker: worker,
		Request: scheduler.Request{ID: "77", User: "0x00000000000000000000000000000000000000c1", ModelID: "llama-7b",
			MaxTokens: 32, PriorityFeeWei: scheduler.NewWei(12345), SubmittedAtMS: 1, DeadlineMS: 2, GasLimit: 3,
			RequiredMemoryMB: 4, Batchable: true},
		Prompt: []byte("hello"), EstimatedLatencyMS: 850.5, RetryAfterS: 3,
		VoucherExpiry: 99, VoucherSignature: bytes.Repeat([]byte{7}, 65)}
	s := NewSink(js, nil, nil)
	for range 2 { // the second is a duplicate
		if err := s.Assign(ctx, a); err != nil {
			t.Fatal(err)
		}
	}
	stream, err := js.Stream(ctx, wire.StreamAssignments)
	if err != nil {
		t.Fatal(err)
	}
	m, err := stream.GetLastMsgForSubject(ctx, wire.AssignSubject(common.HexToAddress(worker)))
	if err != nil {
		t.Fatal(err)
	}
	if info, _ := stream.Info(ctx); info.State.Msgs != 1 {
		t.Fatalf("%d messages, want 1 (deduplicated)", info.State.Msgs)
	}
	got, err := wire.DecodeAssignment(m.Data)
	if err != nil {
		t.Fatal(err)
	}
	r := got.Request
	if got.MsgID() != "77:2" || got.Round != 9 || got.Worker != worker || string(got.Prompt) != "hello" ||
		got.EstimatedLatencyMS != 850.5 || got.RetryAfterS != 3 || got.Voucher.Expiry != 99 || !bytes.Equal(got.Voucher.Signature, a.VoucherSignature) ||
		r.ID != "77" || r.User != a.Request.User || r.ModelID != "llama-7b" || r.MaxTokens != 32 || r.PriorityFeeWei != "12345" ||
		r.SubmittedAtMS != 1 || r.DeadlineMS != 2 || r.GasLimit != 3 || r.RequiredMemoryMB != 4 || !r.Batchable {
		t.Fatalf("decoded %+v", got)
	}
	if err := s.Assign(ctx, rounds.Assignment{RequestID: "1", Attempt: 1, Worker: "nope"}); err == nil {
		t.Fatal("an assignment to a worker that is not an address was published")
	}
}

// A round publishes its assignments at once, each fenced on its shard's fence subject.
// A replicated stream takes only one such message per fence subject at a time and
// refuses the others ("wrong last sequence", no sequence): every one must still be
// stored, and a stale fence must still be refused.
func TestFencedAssignmentsAllLandOnAReplicatedStream(t *testing.T) {
	cluster := natstest.StartCluster(t, 3)
	js := cluster.JetStream(t)
	ctx := context.Background()
	cfg := bus.DefaultConfig()
	cfg.Replicas = 3
	if err := bus.Ensure(ctx, js, cfg); err != nil {
		t.Fatal(err)
	}
	fence := wire.AssignFenceSubject(0)
	ack, err := js.Publish(ctx, fence, []byte("tenure"))
	if err != nil {
		t.Fatal(err)
	}
	s := NewSink(js, nil, nil)
	s.Fence = func(string) (string, uint64, error) { return fence, ack.Sequence, nil }
	const n = 64
	var g errgroup.Group
	for i := range n {
		g.Go(func() error {
			return s.Assign(ctx, rounds.Assignment{RequestID: strconv.Itoa(i + 1), Attempt: 1, Worker: "0x00000000000000000000000000000000000000b1",
				Request: scheduler.Request{ID: strconv.Itoa(i + 1), ModelID: "echo", PriorityFeeWei: scheduler.NewWei(1)}})
		})
	}
	if err := g.Wait(); err != nil {
		t.Fatalf("a fenced assignment was not stored: %v", err)
	}
	stream, err := js.Stream(ctx, wire.StreamAssignments)
	if err != nil {
		t.Fatal(err)
	}
	if info, _ := stream.Info(ctx); info.State.Msgs != n+1 {
		t.Fatalf("%d messages, want %d assignments and the fence", info.State.Msgs, n)
	}
	s.Fence = func(string) (string, uint64, error) { return fence, ack.Sequence - 1, nil }
	if err := s.Assign(ctx, rounds.Assignment{RequestID: "999", Attempt: 1, Worker: "0x00000000000000000000000000000000000000b1",
		Request: scheduler.Request{ID: "999", ModelID: "echo", PriorityFeeWei: scheduler.NewWei(1)}}); err == nil {
		t.Fatal("an assignment under a stale fence was stored")
	}
}

// unanswered is the status bucket with a fault: the first put of each request is
// never answered (sent as the stream's leader died), as a NATS node's SIGKILL leaves
// it; it waits until its context ends.
type unanswered struct {
	kv    *statuskv.KV
	mu    sync.Mutex
	tries map[string]int
}

func (u *unanswered) Put(ctx context.Context, rec status.Record) (uint64, error) {
	u.mu.Lock()
	u.tries[rec.RequestID]++
	first := u.tries[rec.RequestID] == 1
	u.mu.Unlock()
	if first {
		<-ctx.Done()
		return 0, fmt.Errorf("put status of request %s: %w", rec.RequestID, ctx.Err())
	}
	return u.kv.Put(ctx, rec)
}

// A round's status write that is never answered is tried again within the round's
// deadline: every status is stored, each on its second attempt, instead of the round
// failing when its deadline passes.
func TestUnansweredStatusWriteIsTriedAgain(t *testing.T) {
	js := natstest.Start(t).JetStream(t)
	ctx := context.Background()
	if err := bus.Ensure(ctx, js, bus.DefaultConfig()); err != nil {
		t.Fatal(err)
	}
	kv, err := statuskv.OpenKV(ctx, js, wire.BucketStatus)
	if err != nil {
		t.Fatal(err)
	}
	u := &unanswered{kv: kv, tries: map[string]int{}}
	s := NewSink(js, u, nil)
	s.StatusAttempt = 200 * time.Millisecond
	var recs []status.Record
	for i := range 20 {
		id := strconv.Itoa(i + 1)
		recs = append(recs, status.Record{RequestID: id, State: status.StateQueued, Model: "llama-7b", UpdatedAtMS: 1})
	}
	rctx, cancel := context.WithTimeout(ctx, 10*time.Second) // the round's deadline
	defer cancel()
	if err := s.Statuses(rctx, recs); err != nil {
		t.Fatalf("statuses: %v", err)
	}
	for _, r := range recs {
		got, _, err := kv.Get(ctx, r.RequestID)
		if err != nil || got.State != status.StateQueued {
			t.Fatalf("status of %s: %+v, %v", r.RequestID, got, err)
		}
		if n := u.tries[r.RequestID]; n != 2 {
			t.Fatalf("status of %s written in %d attempts, want 2", r.RequestID, n)
		}
	}
}

// A write that fails for a reason another attempt does not change is not tried again.
func TestFailedStatusWriteIsNotRepeated(t *testing.T) {
	n := 0
	s := NewSink(nil, statusFunc(func(context.Context, status.Record) (uint64, error) {
		n++
		return 0, errors.New("status of request 1: field model: too long")
	}), nil)
	if err := s.Statuses(context.Background(), []status.Record{{RequestID: "1"}}); err == nil || n != 1 {
		t.Fatalf("err %v after %d attempts, want the error after 1", err, n)
	}
}

type statusFunc func(context.Context, status.Record) (uint64, error)

func (f statusFunc) Put(ctx context.Context, rec status.Record) (uint64, error) { return f(ctx, rec) }
