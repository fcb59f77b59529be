package feed

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/dispatch"
	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/events"
)

// BenchmarkRebuild is the state restore of a replica that starts cold: the pending set
// rebuilt from the REQUESTS stream and the status bucket, n requests pending, on an
// embedded nats-server. A follower that takes a shard over does not pay it (its pending
// set is warm).
func BenchmarkRebuild(b *testing.B) {
	for _, n := range []int{1000, 10000} {
		b.Run(fmt.Sprint("pending=", n), func(b *testing.B) {
			e := newStreamEnv(b)
			now := uint64(e.Clock.Now().Unix())
			ms := make([]bus.Message, 0, n)
			for id := 1; id <= n; id++ {
				ev := events.RequestEvent{EventMeta: meta(id), ID: fmt.Sprint(id), Requester: common.HexToAddress(fmt.Sprintf("0x%x", 0x100+id)),
					Model: "llama-7b", Prompt: []byte("hello"), MaxTokens: 16, PriorityFeeWei: scheduler.NewWei(int64(id) * 1e12),
					SubmittedAt: now, Deadline: now + 600, GasLimit: 100000, RequiredMemoryMB: 1000}
				m, err := bus.Encode(wire.RequestSubject("llama-7b"), ev.MsgID(), ev)
				if err != nil {
					b.Fatal(err)
				}
				ms = append(ms, m)
			}
			if _, err := e.pub.PublishAll(context.Background(), ms); err != nil {
				b.Fatal(err)
			}
			// A previous process's consumer delivered them all and acknowledged none
			// (they were pending when it stopped): what a restart restores.
			reqs, _, err := New(e.js, nil, e.statuses, Options{}).consumers(context.Background())
			if err != nil {
				b.Fatal(err)
			}
			for got := 0; got < n; {
				batch, err := reqs.Fetch(min(1000, n-got), jetstream.FetchMaxWait(5*time.Second))
				if err != nil {
					b.Fatal(err)
				}
				for range batch.Messages() {
					got++
				}
				if err := batch.Error(); err != nil && !errors.Is(err, jetstream.ErrNoMessages) {
					b.Fatal(err)
				}
			}
			b.ReportAllocs()
			b.ResetTimer()
			for range b.N {
				b.StopTimer()
				h := daemontest.NewEngine(b, daemontest.Options{Sink: dispatch.NewSink(e.js, e.statuses, nil), Registry: e.Reg, Clock: e.Clock})
				f := New(e.js, h.Eng, e.statuses, Options{Clock: e.Clock.Now})
				b.StartTimer()
				got, err := f.Rebuild(context.Background())
				if err != nil || got != n {
					b.Fatalf("rebuilt %d of %d: %v", got, n, err)
				}
			}
		})
	}
}
