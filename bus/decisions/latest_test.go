package decisions

import (
	"context"
	"testing"

	"github.com/infersched/infersched/wire"
)

// LatestRound reads each chain's last record subject, past the anchors and the other
// chains' records published after it, on a store that wrote none of them (a replica
// that leads no shard).
func TestLatestRoundOfEachChain(t *testing.T) {
	d, js := newStore(t)
	ctx := context.Background()
	if n, err := d.LatestRound(ctx, 0); err != nil || n != 0 {
		t.Fatalf("empty log: %d, %v", n, err)
	}
	fill(t, js, []uint64{1, 2, 3, 9, 10})
	for _, n := range []uint64{1, 2} {
		if _, err := js.Publish(ctx, wire.DecisionSubjectOf(3, n), []byte(`{"round":1,"shard":3}`)); err != nil {
			t.Fatal(err)
		}
	}
	for shard, want := range map[int]uint64{0: 10, 3: 2, 1: 0} {
		if n, err := d.LatestRound(ctx, shard); err != nil || n != want {
			t.Errorf("shard %d: %d, %v; want %d", shard, n, err, want)
		}
	}
	fill(t, js, []uint64{11})
	if n, _ := d.LatestRound(ctx, 0); n != 11 {
		t.Fatalf("after round 11: %d", n)
	}
}
