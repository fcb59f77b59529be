package dispatch

import (
	"bytes"
	"context"
	"strconv"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"golang.org/x/sync/errgroup"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
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
