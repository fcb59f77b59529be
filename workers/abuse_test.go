package workers

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/wire"
)

// TestNATSHeartbeatsRateLimitedPerKey: a worker that floods its own heartbeat subject
// gets its burst accepted and the rest refused as rate limited (nothing written), and
// is accepted again once its bucket refills; another worker is not affected.
func TestNATSHeartbeatsRateLimitedPerKey(t *testing.T) {
	e := newEnv(t, func(c *Config) { c.HeartbeatRate, c.HeartbeatBurst = 1, 5 })
	nc := startNATS(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	if err := e.reg.SubscribeNATS(ctx, nc); err != nil {
		t.Fatal(err)
	}
	send := func(k *ecdsa.PrivateKey, seq int64) string {
		t.Helper()
		msg, err := nc.Request(wire.HeartbeatSubject(crypto.PubkeyToAddress(k.PublicKey)), body(t, mustSign(t, k, e.hb(k, seq))), 5*time.Second)
		if err != nil {
			t.Fatal(err)
		}
		var eb wire.ErrorBody
		if err := json.Unmarshal(msg.Data, &eb); err == nil && eb.Error != "" {
			return eb.Error
		}
		return ""
	}
	k, other := e.worker(), e.worker()
	accepted, limited := 0, 0
	for seq := int64(1); seq <= 50; seq++ {
		switch code := send(k, seq); code {
		case "":
			accepted++
		case "rate_limited":
			limited++
		default:
			t.Fatalf("seq %d: %s", seq, code)
		}
	}
	if accepted != 5 || limited != 45 {
		t.Fatalf("flood of 50: %d accepted, %d rate limited; want 5, 45", accepted, limited)
	}
	if code := send(other, 1); code != "" {
		t.Fatalf("another worker: %s", code)
	}
	e.clock.Advance(time.Second)
	if code := send(k, 51); code != "" {
		t.Fatalf("after a second: %s", code)
	}
	if code := send(k, 52); code != "rate_limited" {
		t.Fatalf("second heartbeat of that second: %q", code)
	}
}

// TestUnstakedKeyFloodBoundsStakeReads: 5 000 fresh unstaked keys heartbeat once each,
// then again: the stake reader is called at most stake_read_burst times (the clock does
// not move), every heartbeat is refused (not staked, or rate limited), and the keys
// read once are not read again (negative cache). A staked worker that joins during the
// flood is refused as rate limited, not as unstaked, and accepted once reads refill.
func TestUnstakedKeyFloodBoundsStakeReads(t *testing.T) {
	const keys, burst = 5000, 100
	e := newEnv(t, func(c *Config) { c.StakeReadsPerSecond, c.StakeReadBurst = 10, burst })
	ctx := context.Background()
	ks := make([]*ecdsa.PrivateKey, keys)
	for i := range ks {
		k, err := crypto.GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		ks[i] = k
	}
	notStaked, limited := 0, 0
	for seq := int64(1); seq <= 2; seq++ {
		for i, k := range ks {
			_, err := e.reg.AcceptSigned(ctx, mustSign(t, k, e.hb(k, seq)))
			switch {
			case isErr(err, ErrNotStaked):
				notStaked++
			case isErr(err, ErrRateLimited):
				limited++
			default:
				t.Fatalf("key %d: %v", i, err)
			}
		}
	}
	if e.stakes.calls > burst {
		t.Fatalf("%d stake reads for %d unstaked keys sent twice; want at most %d", e.stakes.calls, keys, burst)
	}
	if notStaked != 2*burst || limited != 2*keys-2*burst {
		t.Fatalf("%d not staked, %d rate limited", notStaked, limited)
	}
	t.Logf("%d heartbeats from %d unstaked keys: %d stake reads", 2*keys, keys, e.stakes.calls)

	honest := e.worker()
	if _, err := e.reg.AcceptSigned(ctx, mustSign(t, honest, e.hb(honest, 1))); !isErr(err, ErrRateLimited) {
		t.Fatalf("staked worker during the flood: %v", err)
	}
	e.clock.Advance(time.Second)
	if _, err := e.reg.AcceptSigned(ctx, mustSign(t, honest, e.hb(honest, 2))); err != nil {
		t.Fatalf("staked worker after the reads refilled: %v", err)
	}
}

// TestFutureHeartbeatCannotLockOut: a heartbeat dated just inside the clock skew ahead
// is accepted, and the worker's next heartbeat, dated by a correct clock, is accepted
// too; the future one cannot be replayed. A heartbeat with a seq far ahead locks the
// worker's next heartbeats out only until its timestamp is clock_skew old: the
// remembered seq expires then, and refused heartbeats do not extend it. (A short skew,
// because Redis expires keys by its own clock.)
func TestFutureHeartbeatCannotLockOut(t *testing.T) {
	ctx := context.Background()
	const skew = 2 * time.Second
	e := newEnv(t, func(c *Config) { c.ClockSkew, c.HeartbeatBurst = skew, 1000 })
	k := e.worker()
	e.accept(k, e.hb(k, 1))
	base := e.clock.Now()

	future := e.hb(k, 2)
	future.TimestampMS += (skew - 100*time.Millisecond).Milliseconds()
	futureSigned := mustSign(t, k, future)
	if _, err := e.reg.AcceptSigned(ctx, futureSigned); err != nil {
		t.Fatalf("future heartbeat within the skew: %v", err)
	}
	e.clock.Advance(10 * time.Millisecond)
	if _, err := e.reg.AcceptSigned(ctx, mustSign(t, k, e.hb(k, 3))); err != nil {
		t.Fatalf("next heartbeat after a future one: %v", err)
	}
	for _, at := range []time.Duration{0, skew / 2, skew} {
		e.clock.Set(base.Add(at))
		if _, err := e.reg.AcceptSigned(ctx, futureSigned); err == nil {
			t.Fatalf("the future heartbeat replayed %v later was accepted", at)
		}
	}

	// A seq far ahead: the worker's own next seqs are replays until the remembered seq
	// expires, at most the skew after it was accepted.
	e.accept(k, e.hb(k, 1<<52))
	seqKey := e.reg.keys.seq(idOf(k))
	if ttl := e.rdb.PTTL(ctx, seqKey).Val(); ttl <= 0 || ttl > skew {
		t.Fatalf("seq remembered for %v, want at most the skew %v", ttl, skew)
	}
	started := time.Now()
	for seq := int64(4); ; seq++ {
		_, err := e.reg.AcceptSigned(ctx, mustSign(t, k, e.hb(k, seq)))
		if err == nil {
			break
		}
		if !isErr(err, ErrReplay) {
			t.Fatalf("seq %d: %v", seq, err)
		}
		if ttl := e.rdb.PTTL(ctx, seqKey).Val(); ttl > skew {
			t.Fatalf("a refused heartbeat extended the lockout to %v", ttl)
		}
		if time.Since(started) > 10*skew {
			t.Fatalf("still locked out after %v", time.Since(started))
		}
		time.Sleep(100 * time.Millisecond)
		e.clock.Advance(100 * time.Millisecond)
	}
	t.Logf("locked out for %v by a seq far ahead (skew %v)", time.Since(started).Round(time.Millisecond), skew)
}
