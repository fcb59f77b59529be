package decisionlog

import (
	"bytes"
	"context"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/infersched/infersched/wire"
)

// twoChains simulates a log of two shards: each shard's chain has its own rounds, links
// and requests (of its own models), interleaved as a stream holds them.
func twoChains(t *testing.T) (chain0, chain1 []Record, st stream) {
	t.Helper()
	var models [2][]string
	for _, m := range benchModels() {
		s := wire.ShardOf(m, 2)
		if len(models[s]) < 3 {
			models[s] = append(models[s], m)
		}
	}
	chain0, st0 := simulateChain(t, 8, 8, 4, 1, chainSpec{shard: 0, idBase: 5_000_000, models: models[0]})
	chain1, st1 := simulateChain(t, 8, 8, 4, 2, chainSpec{shard: 1, idBase: 6_000_000, models: models[1]})
	st = maps.Clone(st0)
	maps.Copy(st, st1)
	return chain0, chain1, st
}

// interleave is how the stream holds two chains' records: by turns.
func interleave(a, b []Record) []Record {
	var out []Record
	for i := range max(len(a), len(b)) {
		if i < len(a) {
			out = append(out, a[i])
		}
		if i < len(b) {
			out = append(out, b[i])
		}
	}
	return out
}

func verifyShards(t *testing.T, recs []Record, st stream, shards int) ([]Failure, Summary) {
	t.Helper()
	var fs []Failure
	sum, err := VerifyLog(context.Background(), bytes.NewReader(bytes.Join(encodeLines(t, recs), []byte("\n"))),
		VerifyOptions{Resolve: st.resolve, Parallel: 2, Shards: shards}, func(f Failure) { fs = append(fs, f) })
	if err != nil {
		t.Fatal(err)
	}
	return fs, sum
}

func hasFailure(fs []Failure, round uint64, check, detail string) bool {
	return slices.ContainsFunc(fs, func(f Failure) bool {
		return f.Round == round && f.Check == check && strings.Contains(f.Detail, detail)
	})
}

// TestShardChainsVerify: two chains, each gap-free and linked on its own, verify with
// no failure; shard 0's records are the bytes of a log of one shard, shard 1's say
// their shard.
func TestShardChainsVerify(t *testing.T) {
	c0, c1, st := twoChains(t)
	for _, shards := range []int{0, 2} {
		fs, sum := verifyShards(t, interleave(c0, c1), st, shards)
		if len(fs) != 0 || sum.Chains != 2 || sum.Records != len(c0)+len(c1) {
			t.Fatalf("shards %d: summary %+v, failures %v", shards, sum, fs)
		}
	}
	b0, _ := Encode(&c0[0])
	b1, _ := Encode(&c1[0])
	if bytes.Contains(b0, []byte(`"shard"`)) || !bytes.HasPrefix(b1, []byte(`{"round":1,"shard":1,"version":`)) {
		t.Fatalf("shard 0 record %.60s…, shard 1 record %.60s…", b0, b1)
	}
	if back, err := Decode(b1, 0); err != nil || back.Shard != 1 {
		t.Fatalf("decoded %+v, %v", back, err)
	}
	if err := Append(&Record{Round: c1[len(c1)-1].Round + 1, Shard: 0}, &c1[len(c1)-1]); err == nil {
		t.Fatal("a record of shard 0 chained after one of shard 1")
	}
}

// TestShardChainAttacks: what a forger does to one chain is seen, and named by chain.
func TestShardChainAttacks(t *testing.T) {
	c0, c1, st := twoChains(t)

	t.Run("gap in one chain", func(t *testing.T) {
		cut := slices.Delete(slices.Clone(c1), 3, 4) // shard 1's round 4
		fs, _ := verifyShards(t, interleave(c0, cut), st, 2)
		if !hasFailure(fs, 5, CheckRound, "shard 1: follows round 3") || !hasFailure(fs, 5, CheckPrevHash, "shard 1:") {
			t.Fatalf("no broken link on shard 1 at round 5: %v", fs)
		}
		for _, f := range fs {
			if !strings.HasPrefix(f.Detail, "shard 1:") {
				t.Fatalf("a failure outside shard 1's chain: %v", f)
			}
		}
	})

	t.Run("record moved to another chain", func(t *testing.T) {
		// Shard 1's round 4, re-hashed as shard 0's round 9 after shard 0's last record.
		moved := c1[3]
		moved.Shard, moved.Round = 0, c0[len(c0)-1].Round+1
		if err := Append(&moved, &c0[len(c0)-1]); err != nil {
			t.Fatal(err)
		}
		cut := slices.Delete(slices.Clone(c1), 3, 4)
		fs, _ := verifyShards(t, interleave(append(slices.Clone(c0), moved), cut), st, 2)
		if !hasFailure(fs, 5, CheckRound, "shard 1:") {
			t.Fatalf("shard 1's gap not seen: %v", fs)
		}
		if !hasFailure(fs, 9, CheckShard, "its model's shard is 1 of 2") {
			t.Fatalf("shard 1's requests on shard 0's chain not seen: %v", fs)
		}
	})

	t.Run("forged shard field", func(t *testing.T) {
		forged := slices.Clone(c1)
		forged[2].Shard = 0 // not re-hashed
		fs, _ := verifyShards(t, interleave(c0, forged), st, 2)
		if !hasFailure(fs, 3, CheckHash, "") {
			t.Fatalf("forged shard field not seen: %v", fs)
		}
		// Re-hashed with a shard beyond the log's: the chain breaks and the shard is named.
		forged = slices.Clone(c1)
		forged[2].Shard = 5
		if err := Append(&forged[2], nil); err != nil {
			t.Fatal(err)
		}
		fs, _ = verifyShards(t, interleave(c0, forged), st, 2)
		if !hasFailure(fs, 3, CheckShard, "shard 5 is not one of the log's 2 shards") {
			t.Fatalf("shard 5 not seen: %v", fs)
		}
	})

	t.Run("request planned in two chains", func(t *testing.T) {
		// Shard 0's round 2, replayable as it is, appended to shard 1's chain: its
		// requests are then assigned by both shards.
		twice := -1
		for i := range c0 {
			if len(c0[i].Decision.Assigned) > 0 {
				twice = i
				break
			}
		}
		if twice < 0 {
			t.Fatal("shard 0 assigned nothing")
		}
		dup := c0[twice]
		dup.Shard, dup.Round = 1, c1[len(c1)-1].Round+1
		if err := Append(&dup, &c1[len(c1)-1]); err != nil {
			t.Fatal(err)
		}
		id := dup.Decision.Assigned[0].RequestID
		for _, shards := range []int{0, 2} {
			fs, _ := verifyShards(t, interleave(c0, append(slices.Clone(c1), dup)), st, shards)
			if !hasFailure(fs, dup.Round, CheckShardTwice, "request \""+id+"\" is assigned on the chain of shard 1") {
				t.Fatalf("shards %d: request %s planned twice not seen: %v", shards, id, fs)
			}
			if shards == 2 && !hasFailure(fs, dup.Round, CheckShard, "its model's shard is 0 of 2") {
				t.Fatalf("shard 0's request on shard 1's chain not seen: %v", fs)
			}
		}
	})
}

// TestDeltaChainsPerShard: two shards' chains of keyframes and worker deltas,
// interleaved as the stream holds them, verify clean: each chain's deltas are rebuilt
// on its own keyframe, not on the other chain's record before it. A delta of shard 1
// relabelled as shard 0 (and chained there again) does not apply on shard 0's workers.
func TestDeltaChainsPerShard(t *testing.T) {
	var models [2][]string
	for _, m := range benchModels() {
		s := wire.ShardOf(m, 2)
		if len(models[s]) < 3 {
			models[s] = append(models[s], m)
		}
	}
	c0, _, st0 := simulateChurnOn(t, 20, 4, 40, 8, 11, chainSpec{shard: 0, models: models[0]})
	c1, _, st1 := simulateChurnOn(t, 20, 4, 30, 8, 12, chainSpec{shard: 1, idBase: 7, models: models[1]})
	st := maps.Clone(st0)
	maps.Copy(st, st1)
	deltas := map[int]int{}
	for _, rec := range append(slices.Clone(c0), c1...) {
		if isDelta(&rec) {
			deltas[rec.Shard]++
		}
	}
	if deltas[0] < 10 || deltas[1] < 10 {
		t.Fatalf("deltas per shard: %v", deltas)
	}
	fs, sum := verifyShards(t, interleave(c0, c1), st, 2)
	if len(fs) != 0 || sum.Chains != 2 || sum.BeforeKeyframe != 0 {
		t.Fatalf("summary %+v, failures %v", sum, fs)
	}

	// Shard 1's third record, a delta, put on shard 0's chain after its second record.
	k := 2
	if !isDelta(&c1[k]) {
		t.Fatalf("shard 1's record %d is a keyframe", k)
	}
	moved := slices.Clone(c0[:2])
	rec := c1[k]
	rec.Shard = 0
	if err := Append(&rec, &moved[1]); err != nil {
		t.Fatal(err)
	}
	moved = append(moved, rec)
	fs, _ = verifyShards(t, moved, st, 0)
	if !slices.ContainsFunc(fs, func(f Failure) bool { return f.Round == rec.Round && f.Check == CheckInputs }) {
		t.Fatalf("a delta of another chain applied on shard 0's workers: %v", fs)
	}
}
