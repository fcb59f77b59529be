package workers

import (
	"context"
	"encoding/hex"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
)

// Worker records written straight into the registry's Redis (addresses nobody runs, no
// stake, perfect latency) were in the round's inputs and won every assignment. A
// snapshot admits a worker only with a heartbeat signed by its key beside the record,
// fresh, and a stake read from the chain.
func TestRedisWrittenWorkersAreNotInTheSnapshot(t *testing.T) {
	e := newEnv(t, func(c *Config) { c.StakeCacheTTL = time.Millisecond })
	ctx := context.Background()
	honest := e.worker()
	e.accept(honest, e.hb(honest, 1))

	// A record as a Redis writer makes it: every field the registry writes, in the
	// sets the snapshot lists.
	forge := func(id string, fields ...any) {
		t.Helper()
		rec := append([]any{"models", `["gpt-2","llama-7b"]`, "free_memory_mb", "1000000", "active_jobs", "0", "max_jobs", "64",
			"avg_latency_ms", "1", "timestamp_ms", e.clock.Now().UnixMilli(), "seq", "1", "stake_wei", "1000000000000000000000",
			"received_ms", e.clock.Now().UnixMilli(), "completed", "1000", "completion_rate", "1", "ewma_latency_ms", "1"}, fields...)
		if err := e.rdb.HSet(ctx, e.reg.keys.worker(id), rec...).Err(); err != nil {
			t.Fatal(err)
		}
		for _, set := range []string{e.reg.keys.all(), e.reg.keys.model("gpt-2"), e.reg.keys.model("llama-7b")} {
			if err := e.rdb.SAdd(ctx, set, id).Err(); err != nil {
				t.Fatal(err)
			}
		}
	}
	forge("0x00000000000000000000000000000000000fa4e1")
	// Another key's signed heartbeat copied beside a fake id, and the honest worker's
	// record rewritten to look idle and fast around its real signature.
	signed, err := e.rdb.HMGet(ctx, e.reg.keys.worker(idOf(honest)), "signed", "sig").Result()
	if err != nil || signed[0] == nil || signed[1] == nil {
		t.Errorf("the honest record keeps no signed heartbeat: %v %v", signed, err)
		signed = []any{"", ""}
	}
	forge("0x00000000000000000000000000000000000fa4e2", "signed", signed[0], "sig", signed[1])
	forge(idOf(honest), "signed", signed[0], "sig", signed[1])
	// A worker that signs but has no stake on chain.
	unstaked := e.worker()
	e.accept(unstaked, e.hb(unstaked, 1))
	e.stakes.set(crypto.PubkeyToAddress(unstaked.PublicKey), 0)
	e.clock.Advance(10 * time.Millisecond) // its cached stake ages out

	ws := e.workers()
	if len(ws) != 1 || ws[0].ID != idOf(honest) {
		var ids []string
		for _, w := range ws {
			ids = append(ids, w.ID)
		}
		t.Fatalf("snapshot holds %v, want the honest worker only", ids)
	}
	// What the worker signed and the chain's stake, not the rewritten fields. (The
	// outcome statistics are the registry's own, in Redis: a writer can still shift
	// those among real workers; docs/security.md.)
	w := ws[0]
	if w.MaxJobs != 4 || w.FreeMemoryMB != 16000 || w.StakeWei.Int64() != testMinStake || len(w.Models) != 2 {
		t.Errorf("the honest worker as its signed heartbeat and the chain say: max_jobs %d, memory %d, stake %s, models %v",
			w.MaxJobs, w.FreeMemoryMB, w.StakeWei.String(), w.Models)
	}
}

// Residency is in the signed bytes, so a Redis writer that rewrites the record's
// residency (every model warm and instant to load, or a residency where the worker sent
// none) changes nothing in the snapshot. The proof beside the worker recovers its
// address (what the decision record carries for an auditor).
func TestRedisWrittenResidencyIsIgnored(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	cold := e.worker()
	hb := e.hb(cold, 1)
	hb.Residency = map[string]wire.ModelResidency{
		"llama-7b": {Warm: false, LoadMS: 30_000, MemoryMB: 14_000},
		"gpt-2":    {Warm: true, LoadMS: 900, MemoryMB: 600},
	}
	e.accept(cold, hb)
	plain := e.worker()
	e.accept(plain, e.hb(plain, 1))

	allWarm := `{"gpt-2":{"warm":true,"load_ms":0,"memory_mb":0},"llama-7b":{"warm":true,"load_ms":0,"memory_mb":0}}`
	allCold := `{"gpt-2":{"warm":false,"load_ms":86400000,"memory_mb":0},"llama-7b":{"warm":false,"load_ms":86400000,"memory_mb":0}}`
	if err := e.rdb.HSet(ctx, e.reg.keys.worker(idOf(cold)), "residency", allWarm).Err(); err != nil {
		t.Fatal(err)
	}
	if err := e.rdb.HSet(ctx, e.reg.keys.worker(idOf(plain)), "residency", allCold).Err(); err != nil {
		t.Fatal(err)
	}
	w, ok := e.find(idOf(cold))
	if !ok {
		t.Fatal("the worker is not in the snapshot")
	}
	if !slices.Equal(w.WarmModels, []string{"gpt-2"}) || w.ModelLoadMS["llama-7b"] != 30_000 || w.ModelMemoryMB["llama-7b"] != 14_000 {
		t.Errorf("residency as the worker signed it: warm %v, load %v, memory %v", w.WarmModels, w.ModelLoadMS, w.ModelMemoryMB)
	}
	p, ok := e.find(idOf(plain))
	if !ok {
		t.Fatal("the plain worker is not in the snapshot")
	}
	if p.WarmModels != nil || p.ModelLoadMS != nil {
		t.Errorf("a worker that sent no residency has every model warm: warm %v, load %v", p.WarmModels, p.ModelLoadMS)
	}
	for _, wk := range []scheduler.Worker{w, p} {
		digest, err := hex.DecodeString(strings.TrimPrefix(wk.HeartbeatHash, "0x"))
		if err != nil {
			t.Fatal(err)
		}
		signer, err := wire.RecoverDigest(digest, wk.HeartbeatSig)
		if err != nil || !strings.EqualFold(signer.Hex(), wk.ID) {
			t.Errorf("worker %s: the proof recovers %s (%v)", wk.ID, signer.Hex(), err)
		}
	}
}

// docs/security.md, "what a Redis writer can still do": delay, and shift the registry's
// own statistics among proven workers; not keep a dead worker alive, nor put in one that
// cannot prove itself. Each claim is one step below.
func TestWhatARedisWriterCanStillDo(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	k := e.worker()
	id := idOf(k)
	e.accept(k, e.hb(k, 1))

	// Delay: deleting the record takes the worker out of the rounds until its next
	// heartbeat, which puts it back.
	if err := e.rdb.Del(ctx, e.reg.keys.worker(id)).Err(); err != nil {
		t.Fatal(err)
	}
	if _, ok := e.find(id); ok {
		t.Fatal("a deleted record is still in the snapshot")
	}
	e.clock.Advance(time.Second)
	e.accept(k, e.hb(k, 2))
	if _, ok := e.find(id); !ok {
		t.Fatal("the next heartbeat did not put the worker back")
	}

	// Shift: the outcome statistics are the registry's own, in no signed bytes; a writer
	// changes them for a proven worker (which proven worker wins, never an unproven one).
	if err := e.rdb.HSet(ctx, e.reg.keys.worker(id), "completed", "5", "ewma_latency_ms", "1", "completion_rate", "0.1").Err(); err != nil {
		t.Fatal(err)
	}
	if w, _ := e.find(id); w.AvgLatencyMS != 1 || w.CompletionRate != 0.1 {
		t.Fatalf("the statistics as written: latency %v, completion %v", w.AvgLatencyMS, w.CompletionRate)
	}

	// Not keep a dead worker alive: a record kept past the worker's TTL (PERSIST) is
	// left out once its signed timestamp is older than the TTL plus the clock skew.
	if err := e.rdb.Persist(ctx, e.reg.keys.worker(id)).Err(); err != nil {
		t.Fatal(err)
	}
	e.clock.Advance(3*e.cfg.HeartbeatInterval + e.cfg.ClockSkew + time.Second)
	if _, ok := e.find(id); ok {
		t.Fatal("a record kept alive in Redis past its signed heartbeat's age is in the snapshot")
	}
}
