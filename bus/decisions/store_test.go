package decisions

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"testing"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/wire"
)

// fill stores a small stand-in record {"round":n} for each round in rounds, with an
// anchor after every tenth, as the daemon's stream interleaves them. Get and List never
// decode what they return, so stand-ins are enough to test where they look.
func fill(tb testing.TB, js jetstream.JetStream, rounds []uint64) {
	tb.Helper()
	ctx := context.Background()
	var futs []jetstream.PubAckFuture
	for _, n := range rounds {
		f, err := js.PublishAsync(wire.DecisionSubject(n), []byte(`{"round":`+strconv.FormatUint(n, 10)+`}`))
		if err != nil {
			tb.Fatal(err)
		}
		futs = append(futs, f)
		if n%10 == 0 {
			if _, err := js.PublishAsync(wire.SubjectAnchors, []byte(`{}`)); err != nil {
				tb.Fatal(err)
			}
		}
		if len(futs) == 2000 {
			<-js.PublishAsyncComplete()
			futs = futs[:0]
		}
	}
	select {
	case <-js.PublishAsyncComplete():
	case <-ctx.Done():
	}
	for _, f := range futs {
		select {
		case err := <-f.Err():
			tb.Fatal(err)
		default:
		}
	}
}

func newStore(tb testing.TB) (*Store, jetstream.JetStream) {
	tb.Helper()
	js := natstest.Start(tb).JetStream(tb)
	if err := bus.Ensure(context.Background(), js, bus.DefaultConfig()); err != nil {
		tb.Fatal(err)
	}
	d, err := Open(context.Background(), js)
	if err != nil {
		tb.Fatal(err)
	}
	return d, js
}

func roundsOf(tb testing.TB, recs []json.RawMessage) []uint64 {
	tb.Helper()
	var out []uint64
	for _, r := range recs {
		var h struct{ Round uint64 }
		if err := json.Unmarshal(r, &h); err != nil {
			tb.Fatal(err)
		}
		out = append(out, h.Round)
	}
	return out
}

func TestGetAndListByRound(t *testing.T) {
	d, js := newStore(t)
	var rounds []uint64
	for n := uint64(1); n <= 40; n++ {
		if n != 5 && n != 6 { // a gap: rounds whose record failed to store
			rounds = append(rounds, n)
		}
	}
	fill(t, js, rounds)
	ctx := context.Background()
	if b, err := d.Get(ctx, 17); err != nil || string(b) != `{"round":17}` {
		t.Fatalf("Get(17) = %s, %v", b, err)
	}
	if _, err := d.Get(ctx, 5); !errors.Is(err, ErrNotFound) {
		t.Fatalf("Get(5) = %v, want ErrNotFound", err)
	}
	for _, tc := range []struct {
		from  uint64
		limit int
		want  string
	}{
		{0, 3, "[1 2 3]"},
		{4, 3, "[4 7 8]"},
		{5, 2, "[7 8]"},
		{9, 3, "[9 10 11]"},
		{39, 5, "[39 40]"},
		{41, 5, "[]"},
	} {
		recs, err := d.List(ctx, tc.from, tc.limit)
		if err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprint(roundsOf(t, recs)); got != tc.want && !(tc.want == "[]" && len(recs) == 0) {
			t.Errorf("List(%d, %d) = %s, want %s", tc.from, tc.limit, got, tc.want)
		}
	}
}

// BenchmarkGet looks up one round's record in a stream of n records (anchors
// interleaved): one get of the last message on the round's subject.
func BenchmarkGet(b *testing.B) {
	for _, n := range []uint64{1_000, 10_000, 100_000} {
		b.Run(fmt.Sprintf("records=%d", n), func(b *testing.B) {
			d, js := newStore(b)
			rounds := make([]uint64, n)
			for i := range rounds {
				rounds[i] = uint64(i + 1)
			}
			fill(b, js, rounds)
			ctx := context.Background()
			b.ResetTimer()
			for i := 0; b.Loop(); i++ {
				r := uint64(i*7919)%n + 1
				if _, err := d.Get(ctx, r); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
