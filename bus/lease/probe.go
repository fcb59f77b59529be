package lease

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"go.uber.org/zap"

	"github.com/infersched/infersched/wire"
)

// Liveness tells a follower that a holder's process is gone, sooner than its lease's
// TTL: a killed process's connection closes, and with it the subscription it answers
// probes on. It sees death, not hangs: a holder that is alive but stuck still answers
// (or times out) and its lease lapses after the TTL.
type Liveness interface {
	// Serve answers the probes of replica id until ctx ends; it returns once the
	// answering subscription is known to the server.
	Serve(ctx context.Context, id string) error
	// Gone reports whether nothing answers for replica id: the server itself said so
	// (no subscription anywhere in the cluster). A timeout or any other error is not
	// gone.
	Gone(ctx context.Context, id string) (bool, error)
}

// NATSLiveness is Liveness on core NATS request/reply (wire.LeaseAliveSubject): the
// server answers "no responders" at once for a subject nobody subscribes to, which is
// the case as soon as a killed holder's TCP connection closes.
func NATSLiveness(nc *nats.Conn) Liveness { return natsLiveness{nc} }

type natsLiveness struct{ nc *nats.Conn }

func (l natsLiveness) Serve(ctx context.Context, id string) error {
	sub, err := l.nc.Subscribe(wire.LeaseAliveSubject(id), func(m *nats.Msg) { _ = m.Respond([]byte(id)) })
	if err != nil {
		return fmt.Errorf("lease: answer probes of replica %s: %w", id, err)
	}
	fctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if err := l.nc.FlushWithContext(fctx); err != nil {
		_ = sub.Unsubscribe()
		return fmt.Errorf("lease: answer probes of replica %s: %w", id, err)
	}
	go func() { <-ctx.Done(); _ = sub.Unsubscribe() }()
	return nil
}

func (l natsLiveness) Gone(ctx context.Context, id string) (bool, error) {
	_, err := l.nc.RequestWithContext(ctx, wire.LeaseAliveSubject(id), nil)
	if errors.Is(err, nats.ErrNoResponders) {
		return true, nil
	}
	return false, err
}

// probeConfirm is how many probes in a row must find a holder gone before its lease is
// deleted: a holder whose NATS node died is absent while it reconnects (tens of
// milliseconds on a LAN), and must not lose its shards for that.
const probeConfirm = 3

// deathWatch is a replica's view of the other holders, probed every ProbeInterval.
type deathWatch struct {
	live  Liveness
	every time.Duration
	wake  chan struct{} // a lease was deleted: take it now, not at the next tick

	mu     sync.Mutex
	misses map[string]int
}

// seenHolder is who holds a shard, and at which revision, as its key was read.
type seenHolder struct {
	shard int
	rev   uint64
}

func newDeathWatch(live Liveness, every time.Duration) *deathWatch {
	if live == nil || every <= 0 {
		return nil
	}
	return &deathWatch{live: live, every: every, wake: make(chan struct{}, 1), misses: map[string]int{}}
}

// woken is the channel Run wakes on when a dead holder's lease was deleted (nil, which
// never fires, without a death watch).
func (d *deathWatch) woken() <-chan struct{} {
	if d == nil {
		return nil
	}
	return d.wake
}

// watchDeaths answers this replica's probes and probes the other holders and peers
// until ctx ends. Without Liveness it does nothing (leases lapse after the TTL only).
func (e *Elector) watchDeaths(ctx context.Context) error {
	// Answering first, and even with probes off here: a replica that did not answer
	// would be found gone by the others.
	if e.live != nil {
		if err := e.live.Serve(ctx, e.id); err != nil {
			return err
		}
	}
	if e.deaths != nil {
		go e.probeHolders(ctx)
	}
	return nil
}

func (e *Elector) probeHolders(ctx context.Context) {
	t := time.NewTicker(e.deaths.every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		probed := e.holders(ctx)
		for _, id := range e.peerIDs() { // a replica holding nothing still counts in the fair share
			if _, ok := probed[id]; !ok {
				probed[id] = nil
			}
		}
		e.deaths.forgetAllBut(probed)
		for r, held := range probed {
			e.probe(ctx, r, held)
		}
	}
}

// forgetAllBut drops the misses of replicas that are neither holders nor peers now.
func (d *deathWatch) forgetAllBut(holders map[string][]seenHolder) {
	d.mu.Lock()
	defer d.mu.Unlock()
	for r := range d.misses {
		if _, ok := holders[r]; !ok {
			delete(d.misses, r)
		}
	}
}

// holders reads the lease key of every shard this replica does not hold: who holds it
// and at which revision. Read at each probe, not followed with a watch: a KV watch
// served by a NATS node that died is silent until its consumer is recreated (seconds),
// and a revision it last delivered is stale once the holder renewed, which made the
// deletion of a dead holder's lease fail and its shard wait for the TTL.
func (e *Elector) holders(ctx context.Context) map[string][]seenHolder {
	out := map[string][]seenHolder{}
	for i := range e.cfg.Shards {
		e.mu.Lock()
		mine := e.shards[i].held
		e.mu.Unlock()
		if mine {
			continue
		}
		gctx, cancel := context.WithTimeout(ctx, e.deaths.every)
		value, rev, err := e.lock.Get(gctx, Key(i))
		cancel()
		var h Holder
		if err != nil || rev == 0 || json.Unmarshal(value, &h) != nil || h.Replica == "" || h.Replica == e.id {
			continue
		}
		out[h.Replica] = append(out[h.Replica], seenHolder{shard: i, rev: rev})
	}
	return out
}

// probe asks whether replica (a holder or a peer) answers; after probeConfirm answers
// "gone" in a row its presence ends (forgetPeer, and its presence key is deleted at the
// revision last seen, so that every replica, and one that starts later, stops counting
// it), and the leases it holds are deleted at the revisions just read, so that the
// survivors, whose fair share has just grown, take them within their retry interval
// instead of the TTL. The deletions are optimistic writes: one fails if the replica
// wrote since (or the read was behind), and the next probe reads the key again; a
// replica that was merely cut off finds its next renewal refused and stops (its late
// assignments are fenced, as after a lapse), and its next presence write brings it back.
func (e *Elector) probe(ctx context.Context, replica string, held []seenHolder) {
	d := e.deaths
	pctx, cancel := context.WithTimeout(ctx, d.every)
	gone, _ := d.live.Gone(pctx, replica)
	cancel()
	d.mu.Lock()
	if !gone {
		delete(d.misses, replica)
		d.mu.Unlock()
		return
	}
	d.misses[replica]++
	confirmed := d.misses[replica] >= probeConfirm
	d.mu.Unlock()
	if !confirmed {
		return
	}
	forgot := false
	if rev := e.forgetPeer(replica); rev != 0 {
		forgot = true
		dctx, dcancel := context.WithTimeout(ctx, e.cfg.RenewDeadline)
		err := e.lock.Delete(dctx, presenceKey(replica), rev)
		dcancel()
		e.log.Info("replica gone (its connection closed); its presence ended", zap.String("replica", replica), zap.NamedError("presence_key", err))
	}
	deleted := false
	for _, h := range held {
		dctx, dcancel := context.WithTimeout(ctx, e.cfg.RenewDeadline)
		err := e.lock.Delete(dctx, Key(h.shard), h.rev)
		dcancel()
		if err != nil {
			// Renewed, taken or lapsed since, or read behind: the next probe reads it again.
			e.log.Debug("dead holder's lease not deleted", zap.Int("shard", h.shard), zap.String("holder", replica), zap.Error(err))
			continue
		}
		deleted = true
		e.m.deaths.Inc()
		e.log.Info("lease holder gone (its connection closed); its lease deleted", zap.Int("shard", h.shard),
			zap.String("holder", replica), zap.Uint64("revision", h.rev))
	}
	if !deleted && (len(held) > 0 || !forgot) {
		return // its leases are read and deleted again at the next probe
	}
	d.mu.Lock()
	delete(d.misses, replica)
	d.mu.Unlock()
	select {
	case d.wake <- struct{}{}:
	default:
	}
}
