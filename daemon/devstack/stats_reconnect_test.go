package devstack

import (
	"context"
	"encoding/json"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/internal/testutil/testkit"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/events"
	"github.com/infersched/infersched/wire/status"
)

// CI's failover run: after a NATS node's kill, 16 requests
// stayed "assigned" in the dev stack's summary and counted lost, while the statuses in
// the bucket said completed. The stack follows the bus with core subscriptions, which
// miss what is published while their connection is down. Here the follower's only node
// dies, a request event and its statuses are written on the others meanwhile, and the
// node comes back: the follower must see the request completed. What was written
// before the follower started is read from the streams too.
func TestStatsSeeWhatWasWrittenWhileTheirNodeWasDown(t *testing.T) {
	cluster := natstest.StartCluster(t, 3)
	js := cluster.JetStream(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	const bucket = "status"
	if _, err := js.CreateKeyValue(ctx, jetstream.KeyValueConfig{Bucket: bucket, Replicas: 3}); err != nil {
		t.Fatal(err)
	}
	if _, err := js.CreateStream(ctx, jetstream.StreamConfig{Name: wire.StreamRequests, Subjects: []string{wire.SubjectRequestsAll},
		Replicas: 3, AllowDirect: true}); err != nil {
		t.Fatal(err)
	}
	// The follower is on node 1 alone, so it is down until node 1 is back.
	follower, err := nats.Connect(cluster.Nodes[0].URL(), nats.MaxReconnects(-1), nats.ReconnectWait(50*time.Millisecond),
		nats.IgnoreDiscoveredServers())
	if err != nil {
		t.Fatal(err)
	}
	defer follower.Close()
	fjs, err := jetstream.New(follower)
	if err != nil {
		t.Fatal(err)
	}
	st := newStats()
	kv, err := js.KeyValue(ctx, bucket)
	if err != nil {
		t.Fatal(err)
	}
	// attempt bounds one write: one sent as the killed node goes down may never be
	// answered, and under the test's context alone it would wait out the test.
	attempt := func(ctx context.Context) context.Context {
		actx, cancel := context.WithTimeout(ctx, 3*time.Second)
		t.Cleanup(cancel)
		return actx
	}
	put := func(id string, s status.State) {
		t.Helper()
		rec := status.Record{RequestID: id, Model: DevModel, State: s, Worker: "0x0000000000000000000000000000000000000003",
			AssignedAtMS: time.Now().UnixMilli(), UpdatedAtMS: time.Now().UnixMilli()}
		if s == status.StateCompleted {
			rec.ResultTxHash = common.HexToHash("0x33").Hex()
		}
		b, err := status.Encode(rec)
		if err != nil {
			t.Fatal(err)
		}
		for deadline := time.Now().Add(time.Minute); ; time.Sleep(100 * time.Millisecond) {
			if _, err = kv.Put(attempt(ctx), id, b); err == nil || time.Now().After(deadline) {
				break
			}
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	request := func(id string, tx common.Hash) {
		t.Helper()
		now := uint64(time.Now().Unix())
		ev := events.RequestEvent{EventMeta: events.EventMeta{ChainID: 1337, Contract: common.HexToAddress("0x1"), BlockNumber: 1,
			BlockHash: common.HexToHash("0xb"), TxHash: tx}, ID: id, Requester: common.HexToAddress("0x2"), Model: DevModel,
			Prompt: []byte("p"), MaxTokens: 8, PriorityFeeWei: scheduler.Wei{Int: *big.NewInt(1)}, SubmittedAt: now, Deadline: now + 600,
			GasLimit: 200_000, RequiredMemoryMB: 1}
		b, err := json.Marshal(ev)
		if err != nil {
			t.Fatal(err)
		}
		for deadline := time.Now().Add(time.Minute); ; time.Sleep(100 * time.Millisecond) {
			if _, err = js.Publish(attempt(ctx), "infer.requests."+DevModel, b); err == nil || time.Now().After(deadline) {
				break
			}
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	// Request 1 is written before the follower starts, so it is seen from the streams,
	// not from the subscriptions: it must be seen assigned all the same.
	tx1, tx2 := common.HexToHash("0x11"), common.HexToHash("0x22")
	st.noteSent(tx1, time.Now())
	st.noteSent(tx2, time.Now())
	request("1", tx1)
	put("1", status.StateAssigned)
	go func() { _ = st.run(ctx, follower, fjs, bucket) }()
	testkit.WaitUntil(t, "request 1 assigned at the follower", func() bool { s := st.summary(); return s.Requests == 1 && s.Assigned == 1 })

	cluster.Nodes[0].Kill()
	testkit.WaitUntil(t, "the follower disconnected", func() bool { return !follower.IsConnected() })
	put("1", status.StateCompleted)
	request("2", tx2)
	put("2", status.StateCompleted)
	cluster.Nodes[0].Restart(t)
	testkit.WaitUntil(t, "the follower back", follower.IsConnected)

	testkit.WaitUntil(t, "both requests completed at the follower", func() bool {
		s := st.summary()
		return s.Requests == 2 && s.Completed == 2 && s.Assigned == 0 && s.Lost == 0
	})
}
