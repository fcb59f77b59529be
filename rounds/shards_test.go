package rounds_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/wire"
)

// bothShards leads the two shards of two, as a replica alone does.
type bothShards struct{}

func (bothShards) Schedules(string) bool    { return true }
func (bothShards) Leading() bool            { return true }
func (bothShards) Epoch() uint64            { return 0 }
func (bothShards) Leads() []int             { return []int{0, 1} }
func (bothShards) ShardOf(model string) int { return wire.ShardOf(model, 2) }

// An engine leading two shards plays one round per shard: each record holds only its
// shard's requests and workers, is numbered on its shard's chain, and the statuses name
// the shard of their round.
func TestRoundPerHeldShard(t *testing.T) {
	models := map[int]string{}
	for _, m := range []string{"llama-7b", "gpt-2", "mistral-7b", "phi-3", "qwen-7b", "gemma-2b"} {
		if _, ok := models[wire.ShardOf(m, 2)]; !ok {
			models[wire.ShardOf(m, 2)] = m
		}
	}
	if len(models) != 2 {
		t.Fatalf("no model of each shard: %v", models)
	}
	h := daemontest.NewEngine(t, daemontest.Options{Leadership: bothShards{}})
	w0, _ := h.Worker(models[0], 300, 8)
	w1, _ := h.Worker(models[1], 300, 8)
	h.Request("10", models[0], "0xu", 1e16, 5*time.Minute)
	h.Request("11", models[1], "0xu", 1e16, 5*time.Minute)
	h.Round()
	h.Request("20", models[0], "0xu", 1e16, 5*time.Minute)
	h.Request("21", models[1], "0xu", 1e16, 5*time.Minute)
	rep := h.Round()
	if rep.Dispatched != 2 || rep.Round != 2 || rep.Shard != 1 {
		t.Fatalf("second round: %+v", rep)
	}
	recs := h.Sink.Rounds
	if len(recs) != 4 {
		t.Fatalf("%d records, want one per shard per round", len(recs))
	}
	for i, rec := range recs {
		shard, round := i%2, uint64(i/2+1)
		if rec.Shard != shard || rec.Round != round {
			t.Fatalf("record %d: shard %d round %d, want shard %d round %d", i, rec.Shard, rec.Round, shard, round)
		}
		worker := map[int]string{0: w0, 1: w1}[shard]
		if len(rec.Snapshot.Workers) != 1 || rec.Snapshot.Workers[0].ID != worker {
			t.Fatalf("record %d (shard %d) lists workers %v, want only %s", i, shard, rec.Snapshot.Workers, worker)
		}
		for _, r := range rec.Snapshot.Requests {
			if r.ModelID != models[shard] {
				t.Fatalf("record %d (shard %d) plans request %s of model %s", i, shard, r.ID, r.ModelID)
			}
		}
	}
	if st := h.Sink.Status("21"); st.Shard != 1 || st.Round != 2 || st.Worker != w1 {
		t.Fatalf("status of request 21: %+v", st)
	}
	if st := h.Sink.Status("20"); st.Shard != 0 || st.Round != 2 {
		t.Fatalf("status of request 20: %+v", st)
	}
}

// oneShard runs the rounds of model "a"'s shard only.
type oneShard struct{}

func (oneShard) Schedules(model string) bool { return model == "a" }
func (oneShard) Leading() bool               { return true }
func (oneShard) Epoch() uint64               { return 0 }
func (oneShard) Leads() []int                { return []int{0} }
func (oneShard) ShardOf(model string) int {
	if model == "a" {
		return 0
	}
	return 1
}

// Waiting, the count the feed holds requests back on, is what this replica's rounds
// could place: after a round, requests of a shard another replica runs do not count, so
// a replica is not held back by another's backlog.
func TestWaitingCountsLedShardsOnly(t *testing.T) {
	h := daemontest.NewEngine(t, daemontest.Options{Leadership: oneShard{}})
	for i := range 3 {
		h.Request(fmt.Sprint("a", i), "a", "u", 1e16, time.Hour)
	}
	for i := range 5 {
		h.Request(fmt.Sprint("b", i), "b", "u", 1e16, time.Hour)
	}
	if got := h.Eng.Waiting(); got != 8 {
		t.Fatalf("before a round: %d waiting, want 8 (added since the last round)", got)
	}
	h.Round() // no worker: model a's requests stay queued
	if got := h.Eng.Waiting(); got != 3 {
		t.Fatalf("after a round: %d waiting, want 3 (model a's)", got)
	}
	select {
	case <-h.Eng.Paced():
	default:
		t.Fatal("the round did not signal Paced")
	}
}

// noShard runs no shard's rounds: a warm standby.
type noShard struct{ oneShard }

func (noShard) Schedules(string) bool { return false }
func (noShard) Leading() bool         { return false }
func (noShard) Leads() []int          { return nil }

// A follower's Waiting is 0 whatever it holds: its feed is never held back, so its
// pending set stays warm for a takeover.
func TestWaitingZeroOnFollower(t *testing.T) {
	h := daemontest.NewEngine(t, daemontest.Options{Leadership: noShard{}})
	for i := range 4 {
		h.Request(fmt.Sprint("a", i), "a", "u", 1e16, time.Hour)
	}
	if got, pending := h.Eng.Waiting(), h.Eng.Pending(); got != 0 || pending != 4 {
		t.Fatalf("follower: %d waiting of %d pending, want 0 of 4", got, pending)
	}
}
