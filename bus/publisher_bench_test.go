package bus

import (
	"context"
	"fmt"
	"strconv"
	"testing"

	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/wire"
)

// BenchmarkPublishAll publishes batches of 600-byte messages with distinct ids to a
// file-backed stream on an embedded server and waits for every ack.
func BenchmarkPublishAll(b *testing.B) {
	for _, batch := range []int{100, 1000, 5000} {
		b.Run(fmt.Sprintf("batch=%d", batch), func(b *testing.B) {
			srv := natstest.Start(b)
			js := srv.JetStream(b)
			ctx := context.Background()
			if err := Ensure(ctx, js, DefaultConfig()); err != nil {
				b.Fatal(err)
			}
			p := NewPublisher(js, 0)
			data := make([]byte, 600)
			ms := make([]Message, batch)
			seq := 0
			b.ReportAllocs()
			for b.Loop() {
				for i := range ms {
					seq++
					ms[i] = Message{Subject: wire.SubjectResults, MsgID: "1337:" + strconv.Itoa(seq), Data: data}
				}
				if _, err := p.PublishAll(ctx, ms); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(seq)/b.Elapsed().Seconds(), "msgs/s")
		})
	}
}
