package decisions_test

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/decisions"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
)

func shardRound(shard int, round uint64) rounds.RoundRecord {
	snap := &scheduler.Snapshot{NowMS: 1_764_500_000_000 + int64(round), GasPriceGwei: 20, Requests: []scheduler.Request{{
		ID: fmt.Sprint(shard*1000 + int(round)), User: "0x00000000000000000000000000000000000000a1", ModelID: "unserved",
		MaxTokens: 64, PriorityFeeWei: scheduler.NewWei(1), SubmittedAtMS: 1_764_500_000_000, DeadlineMS: 1_764_503_600_000, RequiredMemoryMB: 1}}}
	cfg := scheduler.DefaultConfig()
	return rounds.RoundRecord{Round: round, Shard: shard, Snapshot: snap, Config: cfg, Decision: scheduler.Plan(snap, cfg)}
}

// Two replicas, each leading one shard, append to their own chains: shard 0 on
// infer.decisions.<n> as with one shard, shard 1 on infer.decisions.1.<n>, each numbered
// 1.. without gaps and linked on its own, neither append waiting for or racing the
// other's. A stream made before shards had chains gets the new subjects from bus.Ensure;
// a store opened afterwards finds both heads; two writers of one shard's chain still
// cannot fork it.
func TestShardChainsAppendApart(t *testing.T) {
	ctx := context.Background()
	srv := natstest.Start(t)
	js := srv.JetStream(t)
	cfg := bus.DefaultConfig()
	for _, sc := range bus.StreamConfigs(cfg) { // the layout of the release before
		if sc.Name == wire.StreamDecisions {
			sc.Subjects = slices.DeleteFunc(sc.Subjects, func(s string) bool { return s == wire.SubjectDecisionsSharded })
		}
		if _, err := js.CreateStream(ctx, sc); err != nil {
			t.Fatal(err)
		}
	}
	if err := bus.Ensure(ctx, js, cfg); err != nil {
		t.Fatal(err)
	}
	s, _ := js.Stream(ctx, wire.StreamDecisions)
	if info, err := s.Info(ctx); err != nil || !slices.Contains(info.Config.Subjects, wire.SubjectDecisionsSharded) {
		t.Fatalf("DECISIONS subjects after Ensure: %v, %v", info.Config.Subjects, err)
	}

	a, err := decisions.Open(ctx, js)
	if err != nil {
		t.Fatal(err)
	}
	b, err := decisions.Open(ctx, js)
	if err != nil {
		t.Fatal(err)
	}
	const n = 5
	for i := uint64(1); i <= n; i++ {
		if err := a.WriteRound(ctx, shardRound(0, i)); err != nil {
			t.Fatal(err)
		}
		if err := b.WriteRound(ctx, shardRound(1, i)); err != nil {
			t.Fatal(err)
		}
	}
	if a.LastRoundOf(0) != n || b.LastRoundOf(1) != n {
		t.Fatalf("heads: shard 0 at %d, shard 1 at %d; want %d each (no append raced the other chain)", a.LastRoundOf(0), b.LastRoundOf(1), n)
	}
	m, err := s.GetLastMsgForSubject(ctx, wire.DecisionSubjectOf(1, 3))
	if err != nil || m.Subject != "infer.decisions.1.3" {
		t.Fatalf("shard 1's round 3: %v", err)
	}
	for shard := range 2 {
		raw, err := a.GetShard(ctx, shard, 3)
		var rec decisionlog.Record
		if err == nil {
			err = json.Unmarshal(raw, &rec)
		}
		if err != nil || rec.Round != 3 || rec.Shard != shard {
			t.Fatalf("GetShard(%d, 3): round %d shard %d, %v", shard, rec.Round, rec.Shard, err)
		}
		list, err := a.ListShard(ctx, shard, 2, 10)
		if err != nil || len(list) != n-1 {
			t.Fatalf("ListShard(%d, 2): %d records, %v", shard, len(list), err)
		}
	}

	// The whole stream: each chain verifies on its own.
	byShard := map[int][]decisionlog.Record{}
	if err := decisions.Each(ctx, js, func(data []byte) error {
		rec, err := decisionlog.Decode(data, 0)
		if err != nil {
			return err
		}
		byShard[rec.Shard] = append(byShard[rec.Shard], *rec)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	for shard, recs := range byShard {
		if len(recs) != n || recs[0].PrevHash != decisionlog.ZeroHash {
			t.Fatalf("shard %d: %d records", shard, len(recs))
		}
		if fs := decisionlog.VerifyChain(recs); len(fs) > 0 {
			t.Fatalf("shard %d's chain: %v", shard, fs)
		}
	}

	// A store opened now (a restart) continues both chains.
	c, err := decisions.Open(ctx, js)
	if err != nil {
		t.Fatal(err)
	}
	if c.LastRound() != n || c.LastRoundOf(1) != n || c.LastRoundOf(2) != 0 {
		t.Fatalf("reopened heads: %d, %d, %d", c.LastRound(), c.LastRoundOf(1), c.LastRoundOf(2))
	}
	// b's head of shard 1 is where it wrote; c appends shard 1's round n+1 first, so b's
	// next append is fenced on shard 1's subjects and goes on as round n+2.
	if err := c.WriteRound(ctx, shardRound(1, n+1)); err != nil {
		t.Fatal(err)
	}
	other := shardRound(1, n+1)
	other.Snapshot.NowMS++ // another round than c's (the same record would be c's append)
	if err := b.WriteRound(ctx, other); err != nil {
		t.Fatal(err)
	}
	if got := b.LastRoundOf(1); got != n+2 {
		t.Fatalf("second writer of shard 1: head %d, want %d", got, n+2)
	}
	if _, err := s.GetLastMsgForSubject(ctx, wire.DecisionSubjectOf(0, n+1)); err != jetstream.ErrMsgNotFound {
		t.Fatalf("shard 1's race wrote on shard 0's chain: %v", err)
	}
}
