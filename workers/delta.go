package workers

import (
	"cmp"
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/redis/go-redis/v9"
	"go.uber.org/zap"

	"github.com/infersched/infersched/scheduler"
)

// The round costs what changed. Every script that writes what a snapshot reads
// of a worker (heartbeat, reservation, confirmation, release, outcome, dispatch round
// trip, per-model latency) ends by bumping one version counter of the registry and
// setting the worker's score in a sorted set of changes to the new version, in the same
// script, after its writes: so a reader that has seen version v and reads the changes
// scored above v reads every worker written since, and none of them half-written.
// DeltaView keeps the decoded snapshot between rounds and reads only those workers.
//
// What a snapshot derives from the clock and not from a write is recomputed every round
// from what was read (the reservations' expiry, the completion rate's recovery, the
// signed heartbeat's age). A full read replaces the cache on the first call, when the
// counter went back (Redis restarted or was flushed), when more than half of the
// workers changed (a full read is then as cheap), and at least every resync interval,
// which bounds what a writer that does not bump (an older replica during an upgrade)
// can leave stale.

func (k keyspace) version() string { return k.p + "ver" }
func (k keyspace) changed() string { return k.p + "changed" }
func (k keyspace) epoch() string   { return k.p + "epoch" }

// versioned is keys with the version counter and the changes set after them, as the
// scripts that open with scriptLua take them.
func (k keyspace) versioned(keys ...string) []string {
	return append(keys, k.version(), k.changed())
}

// releaseScript drops a reservation and bumps the version when there was one.
// KEYS: reservation hash, version, changes. ARGV: request id, worker id.
var releaseScript = redis.NewScript(scriptLua + `
if safe('HDEL', KEYS[1], ARGV[1]) == 1 then bump(ARGV[2]) end
return 1
`)

// DefaultResyncEvery bounds how long DeltaView goes without a full read.
const DefaultResyncEvery = time.Minute

// DeltaView is Registry.Workers kept current from the registry's changes: each call
// reads the version counter and the workers changed since the last call (two round
// trips, in proportion to what changed), and re-derives the clock-dependent fields of
// the others from what it keeps. The signed heartbeat of a changed worker is verified
// as in Workers (once per new heartbeat, Registry.proven); the stake is checked every
// call (a cached read). Safe for concurrent use; calls are serialized.
type DeltaView struct {
	r           *Registry
	resyncEvery time.Duration

	mu       sync.Mutex
	synced   bool   // a full read was done
	ver      int64  // version of the last read
	epoch    string // the registry's epoch at the last full read (see fullRead)
	lastFull time.Time
	cache    map[string]*cachedWorker
	ids      []string // cache's keys, sorted
	// order is cache's values in ids order, so that a snapshot walks them without a map
	// lookup per worker; an entry read again is updated in place (read), so order stays
	// valid until the set of ids changes (sortIDs).
	order []*cachedWorker
	stats DeltaStats
}

// DeltaStats counts what a DeltaView read.
type DeltaStats struct {
	Calls, FullReads, WorkersRead int64
}

// cachedWorker is what a snapshot needs of one worker between reads: the worker as
// decoded without reservations and the inputs of its clock-dependent fields.
type cachedWorker struct {
	base                           scheduler.Worker
	resv                           map[string]string
	free, active, maxJobs, receive int64
	rate                           float64
	outcomeMS                      int64
	signedMS                       int64          // the signed heartbeat's timestamp
	addr                           common.Address // the worker's ID, parsed once (proveStakeOf)
}

// NewDeltaView returns a view of r; resyncEvery ≤ 0 means DefaultResyncEvery.
func NewDeltaView(r *Registry, resyncEvery time.Duration) *DeltaView {
	if resyncEvery <= 0 {
		resyncEvery = DefaultResyncEvery
	}
	return &DeltaView{r: r, resyncEvery: resyncEvery, cache: map[string]*cachedWorker{}}
}

// Stats returns the counts so far.
func (d *DeltaView) Stats() DeltaStats {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.stats
}

// Workers returns every live worker, sorted by ID, as Registry.Workers does.
func (d *DeltaView) Workers(ctx context.Context) ([]scheduler.Worker, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.stats.Calls++
	now := d.r.clock()
	if err := d.refresh(ctx, now); err != nil {
		return nil, err
	}
	nowMS := now.UnixMilli()
	out := make([]scheduler.Worker, 0, len(d.ids))
	dropped := false
	for i, c := range d.order {
		id := d.ids[i]
		w, live := c.at(nowMS, d.r)
		if !live {
			delete(d.cache, id)
			dropped = true
			continue
		}
		if err := d.r.proveStakeOf(ctx, &w, c.addr); err != nil {
			d.r.log.Debug("worker left out of the round", zap.String("worker", id), zap.Error(err))
			continue
		}
		out = append(out, w)
	}
	if dropped {
		d.sortIDs()
	}
	return out, nil
}

// refresh brings the cache to the registry's current version.
func (d *DeltaView) refresh(ctx context.Context, now time.Time) error {
	rk := d.r.keys
	var ver, epoch *redis.StringCmd
	var changed *redis.StringSliceCmd
	cmds, _ := d.r.rdb.TxPipelined(ctx, func(p redis.Pipeliner) error {
		epoch = p.Get(ctx, rk.epoch())
		ver = p.Get(ctx, rk.version())
		changed = p.ZRangeByScore(ctx, rk.changed(), &redis.ZRangeBy{Min: "(" + strconv.FormatInt(d.ver, 10), Max: "+inf"})
		return nil
	})
	if err := readErr(cmds); err != nil {
		return fmt.Errorf("read worker changes: %w", err)
	}
	v, verErr := ver.Int64() // missing: 0
	ids := changed.Val()
	// A counter or a changes set that does not read (a value a Redis writer left; the
	// next write repairs it) says nothing of what changed: read everything.
	unreadable := verErr != nil && verErr != redis.Nil || wrongType(changed.Err())
	full := unreadable || !d.synced || epoch.Val() != d.epoch || v < d.ver || now.Sub(d.lastFull) >= d.resyncEvery || len(ids) > len(d.cache)/2
	if full {
		return d.fullRead(ctx, now)
	}
	if err := d.read(ctx, ids, nil, now.UnixMilli()); err != nil {
		return err
	}
	d.ver = v
	return nil
}

// fullRead replaces the cache with every worker of the all-workers set.
func (d *DeltaView) fullRead(ctx context.Context, now time.Time) error {
	rk := d.r.keys
	// The epoch is a random token that a flush or a restart without persistence loses
	// with the counter: a counter counted up again past the last version read is caught.
	var ver, epoch *redis.StringCmd
	var all, reserved *redis.StringSliceCmd
	cmds, _ := d.r.rdb.TxPipelined(ctx, func(p redis.Pipeliner) error {
		p.SetNX(ctx, rk.epoch(), strconv.FormatUint(rand.Uint64(), 36), 0)
		epoch = p.Get(ctx, rk.epoch())
		ver = p.Get(ctx, rk.version())
		all = p.SMembers(ctx, rk.all())
		reserved = p.SMembers(ctx, rk.reserved())
		return nil
	})
	if err := cmp.Or(readErr(cmds), all.Err()); err != nil && err != redis.Nil {
		// the all-workers set of another type: the next heartbeat's script replaces it
		return fmt.Errorf("list workers: %w", err)
	}
	if wrongType(reserved.Err()) {
		d.r.ignore("reserved")
	}
	v, _ := ver.Int64()
	hasResv := make(map[string]bool, len(reserved.Val()))
	for _, id := range reserved.Val() {
		hasResv[id] = true
	}
	d.cache = make(map[string]*cachedWorker, len(all.Val()))
	err := d.read(ctx, all.Val(), hasResv, now.UnixMilli())
	d.sortIDs()
	if err != nil {
		d.synced = false
		return err
	}
	var noResv []string
	for id := range hasResv {
		if _, ok := d.cache[id]; !ok {
			noResv = append(noResv, id)
		}
	}
	if len(noResv) > 0 {
		d.r.forget(ctx, nil, noResv)
	}
	d.ver, d.lastFull, d.synced, d.epoch = v, now, true, epoch.Val()
	d.stats.FullReads++
	return nil
}

// read reads and decodes ids into the cache (dropping those gone). hasResv, when not
// nil, says which have reservations; nil reads every one's reservations.
func (d *DeltaView) read(ctx context.Context, ids []string, hasResv map[string]bool, nowMS int64) error {
	if len(ids) == 0 {
		return nil
	}
	rk := d.r.keys
	type reads struct {
		w *redis.SliceCmd
		r *redis.MapStringStringCmd
	}
	reqs := make([]reads, len(ids))
	cmds, _ := d.r.rdb.Pipelined(ctx, func(p redis.Pipeliner) error {
		for i, id := range ids {
			reqs[i].w = p.HMGet(ctx, rk.worker(id), workerFields...)
			if hasResv == nil || hasResv[id] {
				reqs[i].r = p.HGetAll(ctx, rk.resv(id))
			}
		}
		return nil
	})
	if err := readErr(cmds); err != nil {
		return fmt.Errorf("read workers: %w", err)
	}
	d.stats.WorkersRead += int64(len(ids))
	var gone []string
	members := false // whether the set of cached ids changed
	for i, id := range ids {
		old, had := d.cache[id]
		delete(d.cache, id)
		if wrongType(reqs[i].w.Err()) {
			d.r.ignore("record") // left out; the next heartbeat replaces the key
			members = members || had
			continue
		}
		vals := reqs[i].w.Val()
		if len(vals) == 0 || vals[0] == nil {
			gone = append(gone, id)
			members = members || had
			continue
		}
		var resv map[string]string
		if reqs[i].r != nil {
			if wrongType(reqs[i].r.Err()) {
				d.r.ignore("reservations") // read as none; the next Reserve replaces the key
			} else {
				resv = reqs[i].r.Val()
			}
		}
		c, ok := d.decode(id, vals, resv, nowMS)
		if ok && had {
			*old, c = *c, old // in place: order still points at it
		}
		if ok {
			d.cache[id] = c
		}
		members = members || ok != had
	}
	if len(gone) > 0 && hasResv != nil {
		d.r.forget(ctx, gone, nil)
	}
	if members && hasResv == nil { // a full read sorts once it is done
		d.sortIDs()
	}
	return nil
}

// decode is Registry.Workers' reading of one record, keeping what at needs.
func (d *DeltaView) decode(id string, vals []any, resv map[string]string, nowMS int64) (*cachedWorker, bool) {
	r := d.r
	proven, digest, err := r.proven(id, vals, nowMS)
	if err != nil {
		return nil, false // reported once per record (proven)
	}
	str := func(i int) string {
		if s, ok := proven[i].(string); ok {
			return s
		}
		return ""
	}
	pr, _ := r.proofs.verify(id, str(fieldSigned), str(fieldSig), r.cfg.MaxJobsCap, r.cfg.MaxModels)
	if pr.err != nil {
		return nil, false
	}
	hb := pr.hb
	w, err := decodeWorker(id, proven, nil, nowMS, r.cfg.FailureHalfLife, r.ignore)
	if err != nil {
		r.log.Warn("skipping unreadable worker record", zap.String("worker", id), zap.Error(err))
		return nil, false
	}
	w.HeartbeatHash, w.HeartbeatSig = digest, str(fieldSig) // proven: the record's proof, for the decision record
	c := &cachedWorker{base: w, signedMS: hb.TimestampMS, addr: common.HexToAddress(id)}
	if len(resv) > 0 {
		c.resv = resv
	}
	num := func(i int) int64 { v, _ := strconv.ParseInt(str(i), 10, 64); return v }
	c.free, c.active, c.maxJobs, c.receive = num(1), num(2), num(3), num(5)
	st := decodeStats(str(7), str(8), str(9), str(14), nil)
	c.rate, c.outcomeMS = st.completionRate, st.outcomeMS
	return c, true
}

// at is the worker as a snapshot taken at nowMS shows it: the reservations live then
// counted, the completion rate recovered until then (decodeWorker's rules), and not
// live once the signed heartbeat is older than the worker TTL plus the clock skew.
func (c *cachedWorker) at(nowMS int64, r *Registry) (scheduler.Worker, bool) {
	if age := time.Duration(nowMS-c.signedMS) * time.Millisecond; age > r.cfg.workerTTL()+r.cfg.ClockSkew {
		return scheduler.Worker{}, false
	}
	w := c.base
	if len(c.resv) > 0 {
		jobs, mem := countReservations(c.resv, nowMS, c.receive)
		w.ActiveJobs = int(min(c.active+jobs, max(c.maxJobs, c.active)))
		w.FreeMemoryMB = max(c.free-mem, 0)
	}
	w.CompletionRate = c.rate
	if c.outcomeMS > 0 {
		w.CompletionRate = recovered(c.rate, nowMS-c.outcomeMS, r.cfg.FailureHalfLife)
	}
	w.OpenBatch = cloneMap(w.OpenBatch) // the round may adjust its copy
	return w, true
}

func cloneMap[M ~map[K]V, K comparable, V any](m M) M {
	if m == nil {
		return nil
	}
	out := make(M, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

func (d *DeltaView) sortIDs() {
	d.ids = d.ids[:0]
	for id := range d.cache {
		d.ids = append(d.ids, id)
	}
	slices.Sort(d.ids)
	d.order = d.order[:0]
	for _, id := range d.ids {
		d.order = append(d.order, d.cache[id])
	}
}
