package lease

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"os"
	"regexp"
	"strconv"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"

	"github.com/infersched/infersched/wire"
)

// ErrFenced: this replica no longer holds (or never held) the lease a write needs.
var ErrFenced = errors.New("lease lost: write fenced")

// ShardOf is the shard of a model: FNV-1a of its name modulo shards.
func ShardOf(model string, shards int) int {
	if shards <= 1 {
		return 0
	}
	h := fnv.New32a()
	_, _ = h.Write([]byte(model))
	return int(h.Sum32() % uint32(shards))
}

// Key is the KV key of a shard's lease.
func Key(shard int) string { return "shard." + strconv.Itoa(shard) }

// Holder is the value of a lease key.
type Holder struct {
	Replica    string `json:"replica"`
	AcquiredMS int64  `json:"acquired_ms"`
}

var unsafeID = regexp.MustCompile(`[^a-zA-Z0-9_-]+`)

// NewReplicaID is the hostname (made safe for a consumer name) and six random hex
// digits, for a replica whose configuration names none.
func NewReplicaID() string {
	host, err := os.Hostname()
	if err != nil || host == "" {
		host = "replica"
	}
	host = unsafeID.ReplaceAllString(host, "-")
	if len(host) > 48 {
		host = host[:48]
	}
	var b [3]byte
	_, _ = rand.Read(b[:])
	return host + "-" + hex.EncodeToString(b[:])
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
}

// Elector keeps this replica's leases: it renews those it holds and tries to take
// the others. Safe for concurrent use; Run drives it.
type Elector struct {
	cfg Config
	id  string
	js  jetstream.JetStream
	kv  jetstream.KeyValue
	log *zap.Logger
	now func() time.Time
	m   *metrics

	mu       sync.Mutex
	shards   []shard
	losses   uint64 // counts leases lost; a round started under another count is fenced
	onChange []func(leads []int)
}

// shard is this replica's view of one lease.
type shard struct {
	held       bool
	rev        uint64    // KV revision of our last write
	renewedAt  time.Time // start of the last successful take or renewal
	validUntil time.Time // renewedAt + RenewDeadline: act only before
	fenceSeq   uint64    // ASSIGNMENTS sequence of this tenure's fence
	lostAt     time.Time
}

// Open creates or updates the lease bucket (entries expire after cfg.TTL) and returns
// an elector for replica id.
func Open(ctx context.Context, js jetstream.JetStream, cfg Config, id string, o Options) (*Elector, error) {
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
	if o.Replicas < 1 {
		o.Replicas = 1
	}
	kv, err := js.CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{
		Bucket: cfg.Bucket, Description: "scheduler shard leases", History: 1, TTL: cfg.TTL,
		Storage: o.Storage, Replicas: o.Replicas,
	})
	if err != nil {
		return nil, fmt.Errorf("lease bucket %s: %w", cfg.Bucket, err)
	}
	return &Elector{cfg: cfg, id: id, js: js, kv: kv, log: o.Log, now: o.Clock, m: newMetrics(o.Registerer, cfg.Shards),
		shards: make([]shard, cfg.Shards)}, nil
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
	return s.held && now.Before(s.validUntil)
}

// Schedules reports whether this replica runs the rounds of model's shard now.
func (e *Elector) Schedules(model string) bool { return e.Holds(ShardOf(model, e.cfg.Shards)) }

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

// Run keeps the leases until ctx ends, then gives up those it holds (deleting their
// keys at the revision it wrote) so that another replica takes them at once.
func (e *Elector) Run(ctx context.Context) error {
	t := time.NewTicker(min(e.cfg.RetryInterval, e.cfg.RenewInterval))
	defer t.Stop()
	for {
		e.tick(ctx)
		select {
		case <-ctx.Done():
			e.release()
			return nil
		case <-t.C:
		}
	}
}

// tick renews what is due, drops what lapsed and tries to take what is free.
func (e *Elector) tick(ctx context.Context) {
	changed := false
	for i := range e.cfg.Shards {
		e.mu.Lock()
		s := e.shards[i]
		now := e.now()
		e.mu.Unlock()
		switch {
		case s.held && !now.Before(s.validUntil):
			e.lose(i, "renew deadline passed")
			changed = true
		case s.held && now.Sub(s.renewedAt) >= e.cfg.RenewInterval:
			if !e.renew(ctx, i, s) {
				changed = true
			}
		case !s.held:
			if e.take(ctx, i) {
				changed = true
			}
		}
	}
	if changed {
		e.notify()
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
	rctx, cancel := context.WithDeadline(ctx, time.Now().Add(s.validUntil.Sub(start)))
	rev, err := e.kv.Update(rctx, Key(i), e.value(s.renewedAt.UnixMilli()), s.rev)
	cancel()
	if err != nil {
		if errors.Is(err, jetstream.ErrKeyExists) || isWrongSequence(err) {
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
		sh.rev, sh.renewedAt, sh.validUntil = rev, start, start.Add(e.cfg.RenewDeadline)
	}
	e.mu.Unlock()
	return true
}

// take creates the lease key if it is absent (expired, deleted or never written), then
// writes this tenure's fence. It reports whether the shard was taken.
func (e *Elector) take(ctx context.Context, i int) bool {
	start := e.now()
	tctx, cancel := context.WithTimeout(ctx, e.cfg.RenewDeadline)
	defer cancel()
	rev, err := e.kv.Create(tctx, Key(i), e.value(start.UnixMilli()))
	if err != nil {
		if !errors.Is(err, jetstream.ErrKeyExists) && ctx.Err() == nil {
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
	ack, err := e.js.PublishMsg(tctx, &nats.Msg{Subject: wire.AssignFenceSubject(i), Data: fence})
	if err != nil {
		e.log.Warn("lease taken but its fence not written; giving it back", zap.Int("shard", i), zap.Error(err))
		_ = e.kv.Delete(ctx, Key(i), jetstream.LastRevision(rev))
		return false
	}
	if e.now().Sub(start) >= e.cfg.RenewDeadline {
		return false // too slow to act on; the lease lapses on its own
	}
	e.mu.Lock()
	e.shards[i] = shard{held: true, rev: rev, renewedAt: start, validUntil: start.Add(e.cfg.RenewDeadline), fenceSeq: ack.Sequence}
	e.mu.Unlock()
	e.m.leader.WithLabelValues(strconv.Itoa(i)).Set(1)
	e.m.takeovers.Inc()
	e.log.Info("shard lease taken", zap.Int("shard", i), zap.Uint64("revision", rev), zap.Uint64("fence_seq", ack.Sequence))
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
}

// release gives up every held lease at the revision written, so that a waiting replica
// takes it within its retry interval instead of the TTL.
func (e *Elector) release() {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	for i := range e.cfg.Shards {
		e.mu.Lock()
		s := e.shards[i]
		if s.held {
			e.shards[i] = shard{}
			e.losses++
		}
		e.mu.Unlock()
		if s.held {
			e.m.leader.WithLabelValues(strconv.Itoa(i)).Set(0)
			if err := e.kv.Delete(ctx, Key(i), jetstream.LastRevision(s.rev)); err != nil {
				e.log.Warn("lease not released; it lapses after its TTL", zap.Int("shard", i), zap.Error(err))
			}
		}
	}
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

// isWrongSequence: the key was written by someone else since our revision.
func isWrongSequence(err error) bool {
	var apiErr *jetstream.APIError
	return errors.As(err, &apiErr) && apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequence
}
