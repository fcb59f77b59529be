package feed

import (
	"context"
	"fmt"
	"os"
	"sync/atomic"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus/testutil"

	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/wire"
)

func TestMain(m *testing.M) {
	if natstest.RunNodeIfAsked() { // a node of a process cluster
		return
	}
	os.Exit(m.Run())
}

// The NATS node that leads this replica's requests consumer dies (SIGKILL) while
// requests stream in, on a three-node cluster with every stream at R3. Every request
// the stream took is pending within a minute of the last one: a delivery lost in
// flight with the node would otherwise wait for the consumer's ack wait, 30 minutes.
func TestConsumerLeaderKillLosesNoRequestForLong(t *testing.T) {
	if testing.Short() {
		t.Skip("a three-process NATS cluster")
	}
	ctx := context.Background()
	cl := natstest.StartProcessCluster(t, 3)
	js := cl.JetStream(t)
	e := newStreamEnvOn(t, js, 3, nil)
	e.start()

	const total, killAt = 600, 150
	var published atomic.Int32
	done := make(chan struct{})
	go func() {
		defer close(done)
		for id := 1; id <= total; id++ {
			for e.publish(id, "llama-7b") != nil { // the same message id: a duplicate is dropped
				time.Sleep(100 * time.Millisecond)
			}
			published.Store(int32(id))
			time.Sleep(5 * time.Millisecond)
		}
	}()
	e.waitWithin(time.Minute, "requests flowing", func() bool { return published.Load() >= killAt })
	cons, err := js.Consumer(ctx, wire.StreamRequests, ConsumerName)
	if err != nil {
		t.Fatal(err)
	}
	info, err := cons.Info(ctx)
	if err != nil || info.Cluster == nil || info.Cluster.Leader == "" {
		t.Fatalf("requests consumer's leader: %v %+v", err, info)
	}
	killed := time.Now()
	for _, nd := range cl.Nodes {
		if nd.Name() == info.Cluster.Leader {
			nd.Kill()
		}
	}
	t.Logf("killed %s, the requests consumer's leader, at request %d of %d", info.Cluster.Leader, published.Load(), total)
	<-done
	lastPublished := time.Since(killed)
	last := time.Now()
	e.waitWithin(time.Minute, fmt.Sprintf("all %d requests pending", total), func() bool {
		if e.Eng.Pending() == total {
			return true
		}
		if time.Since(last) > 50*time.Second {
			info, err := cons.Info(ctx)
			if err == nil {
				t.Logf("pending %d; consumer: delivered %+v ack floor %+v ack pending %d pending %d redelivered %d",
					e.Eng.Pending(), info.Delivered, info.AckFloor, info.NumAckPending, info.NumPending, info.NumRedelivered)
			}
			var missing []string
			for id := 1; id <= total; id++ {
				if !e.Eng.OnFinal(fmt.Sprint(id), nil) {
					missing = append(missing, fmt.Sprint(id))
				}
			}
			t.Logf("missing: %v", missing)
			last = time.Now()
		}
		return false
	})
	t.Logf("all %d pending %v after the kill (the last published %v after it); deliveries lost and brought back: %v",
		total, time.Since(killed).Round(time.Millisecond), lastPublished.Round(time.Millisecond),
		testutil.ToFloat64(e.feed.lostDeliveries.WithLabelValues("requests")))
}
