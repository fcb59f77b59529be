package lease

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/wire"
)

// ErrFenced: this replica no longer holds (or never held) the lease a write needs.
var ErrFenced = errors.New("lease lost: write fenced")

// ShardOf is the shard of a model: FNV-1a of its name modulo shards.
func ShardOf(model string, shards int) int { return wire.ShardOf(model, shards) }

// Key is the KV key of a shard's lease.
func Key(shard int) string { return "shard." + strconv.Itoa(shard) }

// Holder is the value of a lease key.
type Holder struct {
	Replica    string `json:"replica"`
	AcquiredMS int64  `json:"acquired_ms"`
}

// Options are an elector's optional collaborators.
type Options struct {
	// Replicas and Storage of the lease bucket (R3 in a three-node cluster).
	Replicas int
	Storage  jetstream.StorageType
	Log      *zap.Logger
	// Clock must be monotonic (time.Now is); time.Now when nil.
	Clock func() time.Time
	// Registerer receives the leadership metrics; nil leaves them unregistered.
	Registerer prometheus.Registerer
	// OnTake, when set, runs when a shard was taken, before it counts as held (the
	// replica catches up with what the last holder stored); an error gives the shard
	// back.
	OnTake func(ctx context.Context, shard int) error
	// Quiesce, when set, runs fn between two rounds (the engine's): a shard handed to
	// another replica for balance is given up there, never in the middle of a round.
	Quiesce func(fn func())
	// OnStarted and OnStopped, when set, run (from Run's goroutine) when this replica
	// starts leading a shard (it holds it and may act) and when it stops (lost, given
	// up, or Run ended), as client-go's leaderelection callbacks do. A replica stops
	// acting for a shard before OnStopped runs: Holds is already false.
	OnStarted func(shard int)
	OnStopped func(shard int)
	// Liveness, when set (Open sets NATSLiveness), lets this replica find a holder
	// killed outright before its lease's TTL (probe.go); nil leaves the TTL alone.
	Liveness Liveness
	// Session, when set (Open sets NATSSession), stops a holder whose connection
	// dropped until it renews again (session.go).
	Session Session
}

// Elector keeps this replica's leases: it renews those it holds and tries to take
// the others. Safe for concurrent use; Run drives it.
type Elector struct {
	cfg  Config
	id   string
	lock Lock
	log  *zap.Logger
	now  func() time.Time
	m    *metrics

	quiesce   func(func())
	onTake    func(context.Context, int) error
	onStarted func(int)
	onStopped func(int)

	mu       sync.Mutex
	shards   []shard
	losses   uint64 // counts leases lost; a round started under another count is fenced
	onChange []func(leads []int)
	peers    map[string]peer
	// gone: replicas the probes found gone (probe.go). Their presence ends there, not
	// a TTL later: a write of their presence key at a later revision (the same id
	// started again) brings one back, an older one delivered late does not.
	gone        map[string]goneAt
	lastTakenAt time.Time
	live        Liveness    // answers this replica's probes; nil: none
	deaths      *deathWatch // nil without Liveness or with probes off
	session     Session     // nil: always up
}

// peer is another replica as its presence key says: when it was last seen written
// (local time) and at which revision.
type peer struct {
	seen time.Time
	rev  uint64
}

// goneAt is a replica found gone: the revision of its last presence write, and when.
type goneAt struct {
	rev uint64
	at  time.Time
}

// shard is this replica's view of one lease.
type shard struct {
	held       bool
	rev        uint64    // KV revision of our last write
	renewedAt  time.Time // start of the last successful take or renewal
	validUntil time.Time // renewedAt + RenewDeadline: act only before
	fenceSeq   uint64    // ASSIGNMENTS sequence of this tenure's fence
	session    uint64    // the connection's session of the last take or renewal
	lostAt     time.Time
}

// Open creates or updates the lease bucket (entries expire after cfg.TTL) and returns
// an elector for replica id on it.
func Open(ctx context.Context, js jetstream.JetStream, cfg Config, id string, o Options) (*Elector, error) {
	if err := cfg.Validate(); err != nil {
		return nil, fmt.Errorf("ha: %w", err)
	}
	lock, err := NATSLock(ctx, js, cfg, o)
	if err != nil {
		return nil, err
	}
	if o.Liveness == nil {
		o.Liveness = NATSLiveness(js.Conn())
	}
	if o.Session == nil {
		o.Session = NATSSession(js.Conn())
	}
	return New(ctx, lock, cfg, id, o)
}

// New returns an elector for replica id on lock, present from the start so that
// replicas started together share the shards.
func New(ctx context.Context, lock Lock, cfg Config, id string, o Options) (*Elector, error) {
	if err := cfg.Validate(); err != nil {
		return nil, fmt.Errorf("ha: %w", err)
	}
	if !replicaID.MatchString(id) {
		return nil, fmt.Errorf("ha: replica id %q: must be 1 to 64 letters, digits, '-' or '_'", id)
	}
	if o.Log == nil {
		o.Log = zap.NewNop()
	}
	if o.Clock == nil {
		o.Clock = time.Now
	}
	if o.Quiesce == nil {
		o.Quiesce = func(fn func()) { fn() }
	}
	e := &Elector{cfg: cfg, id: id, lock: lock, log: o.Log, now: o.Clock, m: newMetrics(o.Registerer, cfg.Shards),
		shards: make([]shard, cfg.Shards), peers: map[string]peer{}, gone: map[string]goneAt{}, quiesce: o.Quiesce, onTake: o.OnTake,
		onStarted: o.OnStarted, onStopped: o.OnStopped, live: o.Liveness, deaths: newDeathWatch(o.Liveness, cfg.ProbeInterval), session: o.Session}
	if err := e.present(ctx, cfg.RenewDeadline); err != nil {
		return nil, err
	}
	return e, nil
}

// BucketConfig is the lease bucket of cfg (entries expire after cfg.TTL).
func BucketConfig(cfg Config, storage jetstream.StorageType, replicas int) jetstream.KeyValueConfig {
	if replicas < 1 {
		replicas = 1
	}
	return jetstream.KeyValueConfig{Bucket: cfg.Bucket, Description: "scheduler shard leases", History: 1, TTL: cfg.TTL,
		Storage: storage, Replicas: replicas}
}

// EnsureBucket creates the lease bucket or puts it back to cfg, writing only when it
// differs (bus.EnsureStream): a runtime role passes when it is as configured.
func EnsureBucket(ctx context.Context, js jetstream.JetStream, cfg Config, storage jetstream.StorageType, replicas int) error {
	_, err := BucketLayout(ctx, js, cfg, storage, replicas, true)
	return err
}

// BucketLayout is the lease bucket's part of `bus init` (write) and `bus check`: what
// was created or put back (nil: it was as configured), or with write unset
// bus.ErrLayout naming what is missing or differs.
func BucketLayout(ctx context.Context, js jetstream.JetStream, cfg Config, storage jetstream.StorageType, replicas int, write bool) (*bus.Change, error) {
	kc := BucketConfig(cfg, storage, replicas)
	ch, err := bus.EnsureStream(ctx, js, bus.KeyValueStreamConfig(kc), write, func(ctx context.Context) error {
		_, err := js.CreateOrUpdateKeyValue(ctx, kc)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("lease bucket %s: %w", cfg.Bucket, err)
	}
	return ch, nil
}

// ID is this replica's id.
func (e *Elector) ID() string { return e.id }

// Shards is the configured shard count.
func (e *Elector) Shards() int { return e.cfg.Shards }

// OnChange registers fn, called (from Run's goroutine) with the shards led each time
// the set changes. Register before Run.
func (e *Elector) OnChange(fn func(leads []int)) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.onChange = append(e.onChange, fn)
}

// Holds reports whether this replica may act for shard now: it holds the lease and its
// last renewal began less than the renew deadline ago.
func (e *Elector) Holds(shard int) bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.holdsLocked(shard, e.now())
}

func (e *Elector) holdsLocked(shard int, now time.Time) bool {
	if shard < 0 || shard >= len(e.shards) {
		return false
	}
	s := &e.shards[shard]
	return s.held && now.Before(s.validUntil) && e.inSession(s.session)
}

// Schedules reports whether this replica runs the rounds of model's shard now.
func (e *Elector) Schedules(model string) bool { return e.Holds(ShardOf(model, e.cfg.Shards)) }

// ShardOf is model's shard under this elector's shard count (rounds.Leadership).
func (e *Elector) ShardOf(model string) int { return ShardOf(model, e.cfg.Shards) }

// Leading reports whether this replica holds any shard now.
func (e *Elector) Leading() bool { return len(e.Leads()) > 0 }

// Leads is the shards this replica holds now, in order.
func (e *Elector) Leads() []int {
	e.mu.Lock()
	defer e.mu.Unlock()
	now := e.now()
	var out []int
	for i := range e.shards {
		if e.holdsLocked(i, now) {
			out = append(out, i)
		}
	}
	return out
}

// Epoch counts the leases this replica has lost. A write prepared under one epoch is
// refused by Check under another.
func (e *Elector) Epoch() uint64 {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.losses
}

// Check returns ErrFenced unless no lease was lost since epoch and every held lease is
// still within its renew deadline.
func (e *Elector) Check(epoch uint64) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.losses != epoch {
		return fmt.Errorf("%w: a lease was lost since the round began", ErrFenced)
	}
	now := e.now()
	any := false
	for i := range e.shards {
		if e.shards[i].held {
			if !e.holdsLocked(i, now) {
				return fmt.Errorf("%w: shard %d past its renew deadline", ErrFenced, i)
			}
			any = true
		}
	}
	if !any {
		return fmt.Errorf("%w: no shard held", ErrFenced)
	}
	return nil
}

// Fence is the fence of model's shard for an assignment publish: the ASSIGNMENTS
// subject whose last sequence must be seq. ErrFenced when the shard is not held.
func (e *Elector) Fence(model string) (subject string, seq uint64, err error) {
	sh := ShardOf(model, e.cfg.Shards)
	e.mu.Lock()
	defer e.mu.Unlock()
	if !e.holdsLocked(sh, e.now()) {
		return "", 0, fmt.Errorf("%w: shard %d (model %q)", ErrFenced, sh, model)
	}
	return wire.AssignFenceSubject(sh), e.shards[sh].fenceSeq, nil
}

// presenceKey is where a replica says it is alive (same TTL as the leases).
func presenceKey(id string) string { return "replica." + id }

func (e *Elector) present(ctx context.Context, within time.Duration) error {
	pctx, cancel := context.WithTimeout(ctx, within)
	defer cancel()
	if err := e.lock.Put(pctx, presenceKey(e.id), e.value(e.now().UnixMilli())); err != nil {
		return fmt.Errorf("lease bucket: presence of replica %s: %w", e.id, err)
	}
	return nil
}

// watchPeers records when each replica's presence key is written, until ctx ends.
func (e *Elector) watchPeers(ctx context.Context) error {
	err := e.lock.Watch(ctx, "replica.", func(key string, _ []byte, rev uint64, put bool) {
		id := key[len("replica."):]
		if id == e.id {
			return
		}
		e.mu.Lock()
		defer e.mu.Unlock()
		switch g, found := e.gone[id]; {
		case !put:
			delete(e.peers, id) // stopped and said so, or found gone
		case found && rev <= g.rev:
			// written before it was found gone (a watch delivering late)
		default:
			delete(e.gone, id)
			e.peers[id] = peer{seen: e.now(), rev: rev}
		}
	})
	if err != nil {
		return fmt.Errorf("watch replicas: %w", err)
	}
	return nil
}

// fairShare is how many shards this replica should hold: the shards over the live
// replicas (itself and every peer seen within a TTL and not found gone by the probes),
// rounded up. Called with mu held.
func (e *Elector) fairShare(now time.Time) int {
	live := 1
	for id, p := range e.peers {
		if now.Sub(p.seen) < e.cfg.TTL {
			live++
		} else {
			delete(e.peers, id)
		}
	}
	for id, g := range e.gone {
		if now.Sub(g.at) >= 2*e.cfg.TTL { // no write of its presence can be pending any more
			delete(e.gone, id)
		}
	}
	return (e.cfg.Shards + live - 1) / live
}

// forgetPeer ends the presence of replica, found gone by the probes: it no longer
// counts in the fair share, so the survivors want its shards now rather than a TTL
// later. It returns the revision of its presence key as last seen (0: not a peer).
func (e *Elector) forgetPeer(replica string) uint64 {
	e.mu.Lock()
	defer e.mu.Unlock()
	p, ok := e.peers[replica]
	if !ok {
		return 0
	}
	delete(e.peers, replica)
	e.gone[replica] = goneAt{rev: p.rev, at: e.now()}
	return p.rev
}

// peerIDs are the replicas whose presence counts now.
func (e *Elector) peerIDs() []string {
	e.mu.Lock()
	defer e.mu.Unlock()
	out := make([]string, 0, len(e.peers))
	for id := range e.peers {
		out = append(out, id)
	}
	return out
}

// Run keeps the leases until ctx ends, then gives up those it holds (deleting their
// keys at the revision it wrote) so that another replica takes them at once. It holds
// at most its fair share of the shards while other replicas are alive, and gives a
// surplus shard up (between rounds) once it has held its shards for two TTLs, so that
// a replica that joins gets work and shards do not flap.
func (e *Elector) Run(ctx context.Context) error {
	if err := e.watchPeers(ctx); err != nil {
		return err
	}
	if err := e.watchDeaths(ctx); err != nil {
		return err
	}
	t := time.NewTicker(min(e.cfg.RetryInterval, e.cfg.RenewInterval))
	defer t.Stop()
	lastPresent := e.now()
	for {
		// The leases first, and the presence write bounded like one KV request of a
		// renewal: one sent to a stream leader that just died waited the whole renew
		// deadline here, and the holder lost its shard to the NATS node's death.
		e.tick(ctx)
		if e.now().Sub(lastPresent) >= e.cfg.RenewInterval {
			if err := e.present(ctx, e.cfg.attempt()); err != nil && ctx.Err() == nil {
				e.log.Warn("presence not renewed", zap.Error(err))
			} else {
				lastPresent = e.now()
			}
		}
		select {
		case <-ctx.Done():
			e.release()
			return nil
		case <-t.C:
		case <-e.deaths.woken():
		}
	}
}

// tick renews what is due, drops what lapsed and tries to take what is free: first
// the shards this replica lost lately, so that after an outage every holder (each
// trying its own first) takes its own shards back instead of the replicas shuffling
// them, each move a takeover's catch-up.
func (e *Elector) tick(ctx context.Context) {
	changed := false
	for _, i := range e.order() {
		e.mu.Lock()
		s := e.shards[i]
		now := e.now()
		e.mu.Unlock()
		switch {
		case s.held && !now.Before(s.validUntil):
			e.lose(i, "renew deadline passed")
			changed = true
		case s.held && (now.Sub(s.renewedAt) >= e.cfg.RenewInterval || !e.inSession(s.session)):
			if !e.renew(ctx, i, s) {
				changed = true
			}
		case !s.held:
			if e.wantMore() && e.take(ctx, i) {
				changed = true
			}
		}
	}
	if e.shed() {
		changed = true
	}
	if changed {
		e.notify()
	}
}

// stickyFor is how long a replica tries first a shard it lost: past a NATS stream
// election (nats-server's election timeout is 4 to 9 s) and the catch-ups that wait for
// the other streams' elections.
func (c Config) stickyFor() time.Duration { return max(10*c.TTL, 30*time.Second) }

// order is the shards in the order tick visits them: those lost within stickyFor
// first, the latest lost first, then the others in shard order.
func (e *Elector) order() []int {
	e.mu.Lock()
	defer e.mu.Unlock()
	now := e.now()
	out := make([]int, 0, len(e.shards))
	for i := range e.shards {
		out = append(out, i)
	}
	recent := func(i int) bool {
		s := &e.shards[i]
		return !s.held && !s.lostAt.IsZero() && now.Sub(s.lostAt) < e.cfg.stickyFor()
	}
	slices.SortStableFunc(out, func(a, b int) int {
		ra, rb := recent(a), recent(b)
		switch {
		case ra && rb:
			return e.shards[b].lostAt.Compare(e.shards[a].lostAt)
		case ra:
			return -1
		case rb:
			return 1
		}
		return 0
	})
	return out
}

// wantMore: this replica holds fewer shards than its fair share.
func (e *Elector) wantMore() bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	now := e.now()
	return e.heldLocked() < e.fairShare(now)
}

func (e *Elector) heldLocked() int {
	n := 0
	for i := range e.shards {
		if e.shards[i].held {
			n++
		}
	}
	return n
}

// shed gives up the highest held shard when this replica holds more than its fair
// share and has held its shards for two TTLs. It reports whether one was given up.
func (e *Elector) shed() bool {
	e.mu.Lock()
	now := e.now()
	surplus := e.heldLocked() > e.fairShare(now) && now.Sub(e.lastTakenAt) >= 2*e.cfg.TTL
	victim := -1
	for i := len(e.shards) - 1; surplus && i >= 0; i-- {
		if e.shards[i].held {
			victim = i
			break
		}
	}
	e.mu.Unlock()
	if victim < 0 {
		return false
	}
	e.quiesce(func() { e.giveUp(victim, "more than a fair share of the shards") })
	e.mu.Lock()
	e.lastTakenAt = e.now() // one shard at a time
	e.mu.Unlock()
	return true
}

// giveUp releases a held shard: it stops acting at once, then deletes the key at the
// revision it wrote so that another replica takes it within its retry interval.
func (e *Elector) giveUp(i int, why string) {
	e.mu.Lock()
	s := e.shards[i]
	if s.held {
		e.shards[i] = shard{}
		e.losses++
	}
	e.mu.Unlock()
	if !s.held {
		return
	}
	e.m.leader.WithLabelValues(strconv.Itoa(i)).Set(0)
	e.log.Info("shard lease given up", zap.Int("shard", i), zap.String("why", why))
	if e.onStopped != nil {
		e.onStopped(i)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if err := e.lock.Delete(ctx, Key(i), s.rev); err != nil {
		e.log.Warn("lease not released; it lapses after its TTL", zap.Int("shard", i), zap.Error(err))
	}
}

func (e *Elector) value(acquiredMS int64) []byte {
	b, _ := json.Marshal(Holder{Replica: e.id, AcquiredMS: acquiredMS})
	return b
}

// renew updates the lease at the revision this replica last wrote. It reports false
// when the lease is lost.
func (e *Elector) renew(ctx context.Context, i int, s shard) bool {
	start := e.now()
	_, session := e.sessionNow()
	rctx, cancel := context.WithDeadline(ctx, time.Now().Add(min(s.validUntil.Sub(start), e.cfg.attempt())))
	rev, err := e.lock.Update(rctx, Key(i), e.value(s.renewedAt.UnixMilli()), s.rev)
	cancel()
	if err != nil {
		if errors.Is(err, ErrLost) {
			e.lose(i, "lease written by another replica: "+err.Error())
			return false
		}
		e.log.Warn("lease renewal failed; retrying until the renew deadline", zap.Int("shard", i), zap.Error(err))
		return true // the next tick tries again, or drops it past validUntil
	}
	e.m.renew.Observe(e.now().Sub(start).Seconds())
	e.mu.Lock()
	sh := &e.shards[i]
	if sh.held && sh.rev == s.rev {
		sh.rev, sh.renewedAt, sh.validUntil, sh.session = rev, start, start.Add(e.cfg.RenewDeadline), session
	}
	e.mu.Unlock()
	return true
}

// take creates the lease key if it is absent (expired, deleted or never written), then
// writes this tenure's fence. It reports whether the shard was taken.
func (e *Elector) take(ctx context.Context, i int) bool {
	start := e.now()
	_, session := e.sessionNow()
	tctx, cancel := context.WithTimeout(ctx, e.cfg.attempt())
	defer cancel()
	rev, err := e.lock.Create(tctx, Key(i), e.value(start.UnixMilli()))
	if err != nil {
		if !errors.Is(err, ErrHeld) && ctx.Err() == nil {
			e.log.Debug("lease not taken", zap.Int("shard", i), zap.Error(err))
		}
		return false
	}
	// The fence: assignments of this shard expect it as the last message on its
	// subject, so that a previous holder's late publish fails.
	fence, _ := json.Marshal(struct {
		Replica  string `json:"replica"`
		Shard    int    `json:"shard"`
		Revision uint64 `json:"lease_revision"`
	}{e.id, i, rev})
	fctx, fcancel := context.WithTimeout(ctx, e.cfg.RenewDeadline)
	fenceSeq, err := e.lock.Fence(fctx, i, fence)
	fcancel()
	if err != nil {
		e.log.Warn("lease taken but its fence not written; giving it back", zap.Int("shard", i), zap.Error(err))
		_ = e.lock.Delete(ctx, Key(i), rev)
		return false
	}
	if e.onTake != nil {
		// Catching up acts on nothing, so it may take up to the TTL: the lease is then
		// renewed at the revision taken before it counts as held (below).
		octx, ocancel := context.WithTimeout(ctx, e.cfg.TTL)
		err := e.onTake(octx, i)
		ocancel()
		if err != nil {
			e.log.Warn("lease taken but not caught up; giving it back", zap.Int("shard", i), zap.Error(err))
			_ = e.lock.Delete(ctx, Key(i), rev)
			return false
		}
	}
	if e.now().Sub(start) >= e.cfg.RenewInterval {
		// A slow catch-up: renew first, so that the time left to act is a whole renew
		// deadline from now (and a lease that expired meanwhile is not acted on).
		rstart := e.now()
		_, session = e.sessionNow()
		rctx, rcancel := context.WithTimeout(ctx, e.cfg.RenewDeadline)
		nrev, err := e.lock.Update(rctx, Key(i), e.value(start.UnixMilli()), rev)
		rcancel()
		if err != nil || e.now().Sub(rstart) >= e.cfg.RenewDeadline {
			e.log.Warn("lease taken but not renewed after the catch-up; giving it back", zap.Int("shard", i), zap.Error(err))
			_ = e.lock.Delete(ctx, Key(i), rev)
			return false
		}
		rev, start = nrev, rstart
	}
	e.mu.Lock()
	e.shards[i] = shard{held: true, rev: rev, renewedAt: start, validUntil: start.Add(e.cfg.RenewDeadline), fenceSeq: fenceSeq, session: session}
	e.lastTakenAt = start
	e.mu.Unlock()
	e.m.leader.WithLabelValues(strconv.Itoa(i)).Set(1)
	e.m.takeovers.Inc()
	e.log.Info("shard lease taken", zap.Int("shard", i), zap.Uint64("revision", rev), zap.Uint64("fence_seq", fenceSeq))
	if e.onStarted != nil {
		e.onStarted(i)
	}
	return true
}

func (e *Elector) lose(i int, why string) {
	e.mu.Lock()
	e.shards[i] = shard{lostAt: e.now()}
	e.losses++
	e.mu.Unlock()
	e.m.leader.WithLabelValues(strconv.Itoa(i)).Set(0)
	e.m.lost.Inc()
	e.log.Warn("shard lease lost; its rounds stop here", zap.Int("shard", i), zap.String("why", why))
	if e.onStopped != nil {
		e.onStopped(i)
	}
}

// release gives up every held lease at the revision written, so that a waiting replica
// takes it within its retry interval instead of the TTL, and removes the presence key.
func (e *Elector) release() {
	for i := range e.cfg.Shards {
		e.giveUp(i, "stopping")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	_ = e.lock.Delete(ctx, presenceKey(e.id), 0)
	e.notify()
}

func (e *Elector) notify() {
	leads := e.Leads()
	e.mu.Lock()
	fns := append([]func([]int){}, e.onChange...)
	e.mu.Unlock()
	for _, fn := range fns {
		fn(leads)
	}
}
