package ratelimit

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/infersched/infersched/internal/testutil/redistest"
	"github.com/infersched/infersched/scheduler/flowcontrol"
)

// TestTwoReplicasShareOneBudget: two limiters (two scheduler replicas) on one
// redis-server draw from one requester bucket and one group bucket: between them they
// admit exactly the burst, then both refuse with the level's name and the wait until
// the next token (the refill is slow enough that none comes during the test); another
// requester and another model are not affected.
func TestTwoReplicasShareOneBudget(t *testing.T) {
	ctx := context.Background()
	srv := redistest.Start(t)
	fc := flowcontrol.DefaultConfig()
	fc.Requester = flowcontrol.Limit{PerSecond: 0.01, Burst: 6}
	fc.Group.Requests = flowcontrol.Limit{PerSecond: 0.01, Burst: 10}
	var replicas [2]*Limiter
	for i := range replicas {
		l, err := New(srv.Client(t), Config{Store: StoreRedis, KeyPrefix: "test:limits:"}, fc)
		if err != nil {
			t.Fatal(err)
		}
		replicas[i] = l
	}
	take := func(i int, model, requester string) flowcontrol.Decision {
		t.Helper()
		d, err := replicas[i%2].Take(ctx, model, requester)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	admitted := 0
	for i := range 20 {
		if take(i, "m", "0xaa").OK {
			admitted++
		}
	}
	if admitted != 6 {
		t.Fatalf("one requester through two replicas: %d admitted, want the burst 6", admitted)
	}
	d := take(0, "m", "0xaa")
	if d.OK || d.Limit != flowcontrol.LimitRequester || d.Wait <= 90*time.Second || d.Wait > 100*time.Second {
		t.Fatalf("refusal = %+v, want requester with a wait of about 100 s", d)
	}
	// The group has 4 tokens left (6 went to 0xaa): other requesters of the model get
	// exactly those, through either replica.
	admitted = 0
	for i := range 10 {
		if take(i, "m", "0xbb"+string(rune('0'+i))).OK {
			admitted++
		}
	}
	if admitted != 4 {
		t.Fatalf("group through two replicas: %d admitted, want 4", admitted)
	}
	if d := take(1, "m", "0xcc"); d.OK || d.Limit != flowcontrol.LimitGroupRequests {
		t.Fatalf("group refusal = %+v", d)
	}
	if d := take(1, "other", "0xdd"); !d.OK {
		t.Fatalf("another model and requester: %+v", d)
	}
}

// TestConfigAndFaults: an invalid flow_control section is refused and changes nothing;
// an unlimited level costs no Redis call; Redis down is an error, not an admission.
func TestConfigAndFaults(t *testing.T) {
	ctx := context.Background()
	srv := redistest.Start(t)
	if _, err := New(srv.Client(t), Config{Store: "etcd", KeyPrefix: "x"}, flowcontrol.DefaultConfig()); err == nil {
		t.Fatal("store etcd accepted")
	}
	fc := flowcontrol.DefaultConfig()
	l, err := New(srv.Client(t), DefaultConfig(), fc)
	if err != nil {
		t.Fatal(err)
	}
	bad := fc
	bad.Requester.PerSecond = -1
	if err := l.SetConfig(bad); !errors.Is(err, flowcontrol.ErrInvalidConfig) {
		t.Fatalf("SetConfig(bad) = %v", err)
	}
	fc.Requester, fc.Group.Requests = flowcontrol.Limit{}, flowcontrol.Limit{}
	if err := l.SetConfig(fc); err != nil {
		t.Fatal(err)
	}
	srv.Stop()
	if d, err := l.Take(ctx, "m", "0xaa"); err != nil || !d.OK {
		t.Fatalf("unlimited levels with Redis down: %+v %v", d, err)
	}
	fc.Requester = flowcontrol.Limit{PerSecond: 1, Burst: 1}
	if err := l.SetConfig(fc); err != nil {
		t.Fatal(err)
	}
	if d, err := l.Take(ctx, "m", "0xaa"); err == nil || d.OK {
		t.Fatalf("Redis down: %+v %v, want an error", d, err)
	}
}
