package bus

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/internal/testutil/natstest"
)

// Every replica's indexer publishes the same events with the same Nats-Msg-Id. On a
// clustered stream, a publish that meets another one of the same id still in flight is
// refused with "duplicate message id is in process" (10158). That is expected, not an
// error: PublishAll publishes it again until JetStream says stored or duplicate, and
// counts it apart.
func TestPublishAllTakesConcurrentDuplicatesQuietly(t *testing.T) {
	cluster := natstest.StartCluster(t, 3)
	ctx := context.Background()
	js := cluster.JetStream(t)
	if _, err := js.CreateStream(ctx, jetstream.StreamConfig{Name: "DUPS", Subjects: []string{"dups.>"}, Replicas: 3}); err != nil {
		t.Fatal(err)
	}
	const n, publishers, rounds = 300, 3, 5
	var conflicts atomic.Int64
	for r := range rounds {
		msgs := make([]Message, n)
		for i := range msgs {
			msgs[i] = Message{Subject: "dups.x", MsgID: fmt.Sprintf("%d:%d", r, i), Data: []byte("x")}
		}
		var wg sync.WaitGroup
		errs := make([]error, publishers)
		for p := range publishers {
			pub := NewPublisher(cluster.JetStream(t), 0)
			pub.OnConflict = func(string, string) { conflicts.Add(1) }
			wg.Go(func() { _, errs[p] = pub.PublishAll(ctx, msgs) })
		}
		wg.Wait()
		for p, err := range errs {
			if err != nil {
				t.Fatalf("round %d, publisher %d: %v", r, p, err)
			}
		}
	}
	s, err := js.Stream(ctx, "DUPS")
	if err != nil {
		t.Fatal(err)
	}
	info, err := s.Info(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if info.State.Msgs != n*rounds {
		t.Fatalf("%d messages stored, want %d", info.State.Msgs, n*rounds)
	}
	t.Logf("%d publishes met another of the same id in process", conflicts.Load())
}
