package keyauth

import (
	"fmt"
	"math/big"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/nats-io/nats.go"

	"github.com/infersched/infersched/bus/roles"
	"github.com/infersched/infersched/internal/natsauth"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/wire"
)

// A flood of fresh keys, which cost an attacker nothing, does not lock out staked
// workers: with one budget of stake reads for every address the service had no fresh
// stake for, an honest staked worker reconnecting after its cached stake expired was
// admitted 3 times of 20 while 16 goroutines connected with fresh keys. On a real
// nats-server with the service's budget at 20 reads/s (burst 20) and stakes believed for
// 1 ms (every connect needs a read), the honest worker, admitted once before, is admitted
// at least 19 times of 20 during the flood.
func TestFreshKeyFloodDoesNotLockOutStakedWorkers(t *testing.T) {
	if admitted, _ := floodOnce(t, 16); admitted < 19 {
		t.Fatalf("the honest staked worker was admitted %d times of 20 during the flood, want at least 19", admitted)
	}
}

// BenchmarkAdmissionsUnderKeyFlood: the honest worker's admissions of 20 reconnects
// (admitted-of-20) while 2, 8 and 16 goroutines connect with fresh keys, and their
// rate (fresh-connects/s). Run with -benchtime=1x.
func BenchmarkAdmissionsUnderKeyFlood(b *testing.B) {
	for _, attackers := range []int{2, 8, 16} {
		b.Run(fmt.Sprintf("attackers=%d", attackers), func(b *testing.B) {
			for range b.N {
				admitted, rate := floodOnce(b, attackers)
				b.ReportMetric(float64(admitted), "admitted-of-20")
				b.ReportMetric(rate, "fresh-connects/s")
			}
		})
	}
}

// floodOnce is the flood: a service whose budget is 20 reads/s (burst 20), stakes
// believed 1 ms, an honest staked worker admitted once, then attackers goroutines
// connecting with fresh keys while the honest worker reconnects 20 times. It returns
// the honest admissions and the attackers' connects per second, and fails if a fresh
// key is admitted.
func floodOnce(t testing.TB, attackers int) (admitted int, rate float64) {
	t.Helper()
	r := startRigWith(t, func(c *Config) {
		c.StakeReadsPerSecond, c.StakeReadBurst, c.StakeTTL = 20, 20, time.Millisecond
	})
	k, addr := r.staked(t)
	// The honest worker waits for the callout's answer as long as the server does: its
	// connect fails only on a refusal, not on nats.go's 2 s connect timeout while the
	// flood and a busy machine keep the callout's queue long.
	patient := nats.Timeout(natstest.CalloutAuthTimeout)
	nc, err := r.connect(addr, token(t, k, time.Now()), patient)
	if err != nil {
		t.Fatalf("the honest worker's first connect: %v", err)
	}
	nc.Close()

	stop := make(chan struct{})
	var attempts, admittedFresh atomic.Int64
	var wg sync.WaitGroup
	for range attackers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				fresh, err := crypto.GenerateKey()
				if err != nil {
					return
				}
				tok, err := tokenAt(fresh, time.Now())
				if err != nil {
					return
				}
				if c, err := r.connect(crypto.PubkeyToAddress(fresh.PublicKey), tok); err == nil {
					admittedFresh.Add(1)
					c.Close()
				}
				attempts.Add(1)
			}
		}()
	}
	defer func() { close(stop); wg.Wait() }()
	deadline := time.Now().Add(60 * time.Second)
	for attempts.Load() < 100 { // the flood has spent the budget
		if time.Now().After(deadline) {
			t.Fatalf("the attackers made %d attempts in 60 s", attempts.Load())
		}
		time.Sleep(10 * time.Millisecond)
	}
	start, before := time.Now(), attempts.Load()
	for range 20 {
		if nc, err := r.connect(addr, token(t, k, time.Now()), patient); err == nil {
			admitted++
			nc.Close()
		}
		time.Sleep(50 * time.Millisecond)
	}
	rate = float64(attempts.Load()-before) / time.Since(start).Seconds()
	t.Logf("%d attacker goroutines (%.0f fresh-key connects/s, %d admitted): the honest worker admitted %d of 20", attackers, rate, admittedFresh.Load(), admitted)
	if admittedFresh.Load() > 0 {
		t.Errorf("%d fresh unstaked keys were admitted", admittedFresh.Load())
	}
	return admitted, rate
}

// An admitted key worker's user JWT expires: without one, a worker slashed or unstaked
// keeps its bus rights until it disconnects. An admission lasts UserTTL from the stake
// read it rests on: a staked worker is admitted again on its reconnect and keeps working,
// and once its stake is gone it loses the bus within UserTTL (here 4 s; the test allows
// 20 s more for a loaded machine), its reconnects refused.
func TestSlashedWorkerLosesItsRights(t *testing.T) {
	const userTTL = 4 * time.Second
	r := startRigWith(t, func(c *Config) { c.StakeTTL, c.UserTTL = time.Second, userTTL })
	k, addr := r.staked(t)
	closed := make(chan struct{})
	var reconnects atomic.Int64
	nc, err := nats.Connect(r.srv.URL(), nats.TokenHandler(func() string {
		tok, _ := tokenAt(k, time.Now())
		return tok
	}), nats.CustomInboxPrefix(natsauth.Inbox(roles.WorkerUser(addr))), nats.ReconnectWait(50*time.Millisecond),
		nats.MaxReconnects(-1), nats.ReconnectHandler(func(*nats.Conn) { reconnects.Add(1) }),
		nats.ClosedHandler(func(*nats.Conn) { close(closed) }), nats.ErrorHandler(func(*nats.Conn, *nats.Subscription, error) {}))
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	watch := r.srv.Conn(t)
	sub, err := watch.SubscribeSync(wire.HeartbeatSubject(addr))
	if err != nil {
		t.Fatal(err)
	}
	if err := watch.Flush(); err != nil {
		t.Fatal(err)
	}
	// Staked: past its first admission's end it is admitted again and still heard.
	deadline := time.Now().Add(userTTL + 20*time.Second)
	for reconnects.Load() == 0 {
		if time.Now().After(deadline) {
			t.Fatalf("the admission did not end within %v", userTTL+20*time.Second)
		}
		time.Sleep(20 * time.Millisecond)
	}
	heard := func() bool {
		for range 50 {
			if err := nc.Publish(wire.HeartbeatSubject(addr), []byte("hb")); err == nil {
				if m, err := sub.NextMsg(200 * time.Millisecond); err == nil && string(m.Data) == "hb" {
					return true
				}
			}
		}
		return false
	}
	if !heard() {
		t.Fatal("the staked worker is not heard after its reconnect")
	}

	// Slashed: gone within UserTTL.
	r.stakes.mu.Lock()
	r.stakes.m[addr] = big.NewInt(0)
	r.stakes.mu.Unlock()
	slashed := time.Now()
	select {
	case <-closed:
	case <-time.After(userTTL + 20*time.Second):
		t.Fatalf("the slashed worker still holds its connection %v after the slash", time.Since(slashed).Round(time.Millisecond))
	}
	t.Logf("the slashed worker lost the bus %v after the slash (user_ttl %v), after %d re-admissions while staked",
		time.Since(slashed).Round(time.Millisecond), userTTL, reconnects.Load())
	if err := nc.Publish(wire.HeartbeatSubject(addr), []byte("late")); err == nil {
		t.Fatal("a closed connection published")
	}
}
