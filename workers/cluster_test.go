package workers

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"go.uber.org/zap"

	"github.com/infersched/infersched/internal/testutil/redistest"
)

// TestRegistryOnRedisCluster runs the registry's scripts on a three-master Redis
// Cluster: heartbeats, reservations, confirmation, outcomes, the snapshot and the lazy
// cleanup of a gone worker all work when the key prefix carries a hash tag, and a
// prefix without one is refused up front instead of failing with CROSSSLOT later.
func TestRegistryOnRedisCluster(t *testing.T) {
	ctx := context.Background()
	cl := redistest.StartCluster(t, 3)
	rdb := cl.Client(t)
	e := &env{t: t, clock: newFakeClock(), stakes: &stakes{m: map[common.Address]*big.Int{}}, cfg: testConfig()}

	if _, err := New(e.cfg, rdb, e.stakes, zap.NewNop()); err == nil {
		t.Fatal("a key prefix without a hash tag was accepted on Redis Cluster")
	}
	e.cfg.KeyPrefix = "{infersched:workers}:"
	reg, err := New(e.cfg, rdb, e.stakes, zap.NewNop(), WithClock(e.clock.Now))
	if err != nil {
		t.Fatal(err)
	}
	e.reg = reg

	ks := make([]*ecdsa.PrivateKey, 12)
	for i := range ks {
		ks[i] = e.worker()
		e.accept(ks[i], e.hb(ks[i], 1))
	}
	id := idOf(ks[0])
	e.clock.Advance(time.Millisecond) // confirmed after the heartbeat: counted
	if err := reg.Reserve(ctx, id, "r1", 1000, 0); err != nil {
		t.Fatal(err)
	}
	if err := reg.Reserve(ctx, id, "r2", 1000, 0); err != nil {
		t.Fatal(err)
	}
	if err := reg.Confirm(ctx, id, "r1", 0); err != nil {
		t.Fatal(err)
	}
	if err := reg.Release(ctx, id, "r2"); err != nil {
		t.Fatal(err)
	}
	if err := reg.RecordOutcome(ctx, id, true, 250); err != nil {
		t.Fatal(err)
	}
	if w, ok := e.find(id); !ok || w.ActiveJobs != 2 || w.FreeMemoryMB != 15000 || w.CompletedJobs != 1 {
		t.Fatalf("worker after reserve/confirm/release/outcome: %+v", w)
	}
	if ws := e.workers(); len(ws) != len(ks) {
		t.Fatalf("%d workers in the snapshot, want %d", len(ws), len(ks))
	}

	// A worker whose live hash is gone (as by expiry) is dropped and cleaned up.
	gone := idOf(ks[1])
	if err := rdb.Del(ctx, reg.keys.worker(gone)).Err(); err != nil {
		t.Fatal(err)
	}
	if _, ok := e.find(gone); ok {
		t.Fatal("gone worker still in the snapshot")
	}
	if member, err := rdb.SIsMember(ctx, reg.keys.all(), gone).Result(); err != nil || member {
		t.Fatalf("gone worker still in the all-workers set: %v %v", member, err)
	}
	// A second heartbeat replays nothing: the scripts' check-and-set works there too.
	if _, err := reg.AcceptSigned(ctx, mustSign(t, ks[2], e.hb(ks[2], 1))); !isErr(err, ErrReplay) {
		t.Fatalf("replay on the cluster: %v", err)
	}
}

// TestRegistryThroughSentinel: the client that redis.sentinel selects (a failover
// client that asks a real redis-sentinel for the master) runs the registry's scripts,
// with the default key prefix.
func TestRegistryThroughSentinel(t *testing.T) {
	ctx := context.Background()
	master := redistest.Start(t)
	sentinel := redistest.StartSentinel(t, master, "infersched")
	rcfg := DefaultRedisConfig()
	rcfg.Sentinel = RedisSentinelConfig{MasterName: "infersched", Addrs: []string{sentinel.Addr()}}
	rdb, err := NewRedisClient(rcfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = rdb.Close() })
	e := &env{t: t, clock: newFakeClock(), stakes: &stakes{m: map[common.Address]*big.Int{}}, cfg: testConfig()}
	if e.reg, err = New(e.cfg, rdb, e.stakes, zap.NewNop(), WithClock(e.clock.Now)); err != nil {
		t.Fatal(err)
	}
	k := e.worker()
	e.accept(k, e.hb(k, 1))
	if err := e.reg.Reserve(ctx, idOf(k), "r1", 1000, 0); err != nil {
		t.Fatal(err)
	}
	if w, ok := e.find(idOf(k)); !ok || w.ActiveJobs != 2 {
		t.Fatalf("worker through Sentinel: %+v %v", w, ok)
	}
	// The data is on the master the sentinel named.
	if n, err := master.Client(t).Exists(ctx, e.reg.keys.worker(idOf(k))).Result(); err != nil || n != 1 {
		t.Fatalf("worker hash on the master: %d %v", n, err)
	}
}
