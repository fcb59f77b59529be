package contracts_test

import (
	"math"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/contracts/contractstest"
)

// TestDecisionAnchorShards: a chain per shard has spans of its own, numbered, ordered and
// bounded per shard; shard 0's are those of anchor(...), so its readers and event are
// what they always were.
func TestDecisionAnchorShards(t *testing.T) {
	chain := contractstest.NewChain(t)
	sched := chain.Scheduler
	a := chain.Anchor
	anchorShard := func(t *testing.T, shard uint32, from, to uint64, r [32]byte) error {
		t.Helper()
		_, err := a.AnchorShard(chain.Opts(t, sched), shard, from, to, r)
		return err
	}
	mine := chain.Mine(t)

	t.Run("non-scheduler", func(t *testing.T) {
		for _, acc := range []contractstest.Account{chain.Owner, chain.Users[0], chain.Workers[0]} {
			_, err := a.AnchorShard(chain.Opts(t, acc), 1, 0, 10, root("x"))
			if r := wantRevert(t, err, "NotScheduler"); r.Args[0].(common.Address) != acc.Address {
				t.Errorf("caller arg = %v, want %s", r.Args[0], acc.Address)
			}
		}
	})

	// Shard 0 through anchor and through anchorShard(0, ...) is one chain of spans.
	chain.AnchorRoot(t, 1, 100, root("s0a"))
	rec := mine(a.AnchorShard(chain.Opts(t, sched), 0, 101, 200, root("s0b")))
	ev, err := a.ParseAnchorRecorded(*rec.Logs[0])
	if err != nil || ev.Index.Int64() != 1 || ev.FromRound != 101 || ev.ToRound != 200 || ev.Root != root("s0b") {
		t.Fatalf("anchorShard(0) event = %+v, %v; want AnchorRecorded index 1", ev, err)
	}
	if last, _ := a.LastAnchoredRound(call0); last.ToRound != 200 {
		t.Errorf("lastAnchoredRound = %+v after anchorShard(0, 101, 200)", last)
	}
	wantRevert(t, anchorShard(t, 0, 150, 300, root("x")), "RoundsNotIncreasing")

	// Shard 1 numbers its own rounds: it starts at 1 although shard 0 is past 200.
	if last, _ := a.LastAnchoredRoundOf(call0, 1); last.Any {
		t.Fatalf("shard 1 reports an anchor before any: %+v", last)
	}
	rec = mine(a.AnchorShard(chain.Opts(t, sched), 1, 1, 100, root("s1a")))
	sev, err := a.ParseShardAnchorRecorded(*rec.Logs[0])
	if err != nil || sev.Shard != 1 || sev.Index.Sign() != 0 || sev.FromRound != 1 || sev.ToRound != 100 || sev.Root != root("s1a") {
		t.Fatalf("ShardAnchorRecorded = %+v, %v", sev, err)
	}
	if _, err := a.ParseAnchorRecorded(*rec.Logs[0]); err == nil {
		t.Error("a span of shard 1 emitted AnchorRecorded (shard 0's event)")
	}
	if n, _ := a.AnchorCount(call0); n.Int64() != 2 {
		t.Errorf("anchorCount (shard 0) = %s after shard 1's anchor, want 2", n)
	}

	t.Run("per shard rules", func(t *testing.T) {
		r := wantRevert(t, anchorShard(t, 1, 50, 150, root("x")), "RoundsNotIncreasing")
		if r.Args[0].(uint64) != 50 || r.Args[1].(uint64) != 100 {
			t.Errorf("args = %v, want [50 100] (shard 1's last)", r.Args)
		}
		wantRevert(t, anchorShard(t, 1, 100, 100, root("x")), "RoundsNotIncreasing")
		wantRevert(t, anchorShard(t, 1, 101, math.MaxUint64, root("x")), "SpanTooLong")
		wantRevert(t, anchorShard(t, 1, math.MaxUint64, math.MaxUint64, root("x")), "GapTooLong")
		wantRevert(t, anchorShard(t, 1, 9, 8, root("x")), "InvalidRoundRange")
		wantRevert(t, anchorShard(t, 1, 101, 200, [32]byte{}), "ZeroRoot")
		// Shard 0's rounds 101..200 are taken; shard 2's are not.
		if err := anchorShard(t, 2, 101, 200, root("s2")); err != nil {
			t.Fatalf("shard 2's first span: %v", err)
		}
	})
	mine(a.AnchorShard(chain.Opts(t, sched), 1, 101, 200, root("s1b")))

	got, err := a.AnchorAtOf(call0, 1, big.NewInt(1))
	if err != nil || got.FromRound != 101 || got.ToRound != 200 || got.Root != root("s1b") {
		t.Errorf("anchorAtOf(1, 1) = %+v, %v", got, err)
	}
	if _, err := a.AnchorAtOf(call0, 1, big.NewInt(2)); err == nil {
		t.Error("anchorAtOf(1, 2) answered past the count")
	} else {
		wantRevert(t, err, "AnchorIndexOutOfRange")
	}
	z, _ := a.AnchorAtOf(call0, 0, big.NewInt(0))
	o, _ := a.AnchorAt(call0, big.NewInt(0))
	if z != o || z.Root != root("s0a") {
		t.Errorf("anchorAtOf(0, 0) = %+v, anchorAt(0) = %+v", z, o)
	}
	if n, _ := a.AnchorCountOf(call0, 1); n.Int64() != 2 {
		t.Errorf("anchorCountOf(1) = %s, want 2", n)
	}

	t.Run("rewind one shard", func(t *testing.T) {
		_, err := a.RewindAnchorsOf(chain.Opts(t, sched), 1, big.NewInt(0))
		wantRevert(t, err, "OwnableUnauthorizedAccount")
		_, err = a.RewindAnchorsOf(chain.Opts(t, chain.Owner), 1, big.NewInt(3))
		wantRevert(t, err, "RewindOutOfRange")
		rec := mine(a.RewindAnchorsOf(chain.Opts(t, chain.Owner), 1, big.NewInt(1)))
		ev, err := a.ParseShardAnchorsRewound(*rec.Logs[0])
		if err != nil || ev.Shard != 1 || ev.Kept.Int64() != 1 || ev.Removed.Int64() != 1 || ev.LastToRound != 100 {
			t.Fatalf("ShardAnchorsRewound = %+v, %v", ev, err)
		}
		if last, _ := a.LastAnchoredRoundOf(call0, 1); last.ToRound != 100 {
			t.Errorf("shard 1 after rewind: last %+v, want 100", last)
		}
		if last, _ := a.LastAnchoredRound(call0); last.ToRound != 200 {
			t.Errorf("shard 0 moved with shard 1's rewind: %+v", last)
		}
		// Anchoring of shard 1 continues after the kept anchor.
		mine(a.AnchorShard(chain.Opts(t, sched), 1, 101, 200, root("s1c")))
		// rewindAnchorsOf(0, ...) is rewindAnchors: AnchorsRewound.
		rec = mine(a.RewindAnchorsOf(chain.Opts(t, chain.Owner), 0, big.NewInt(1)))
		if ev, err := a.ParseAnchorsRewound(*rec.Logs[0]); err != nil || ev.Kept.Int64() != 1 || ev.LastToRound != 100 {
			t.Fatalf("rewindAnchorsOf(0) = %+v, %v; want AnchorsRewound", ev, err)
		}
	})
}
