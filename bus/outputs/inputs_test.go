package outputs

import (
	"bytes"
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/wire"
)

// clock is time.Now moved by an offset the test sets.
type clock struct{ offset atomic.Int64 }

func (c *clock) now() time.Time          { return time.Now().Add(time.Duration(c.offset.Load())) }
func (c *clock) advance(d time.Duration) { c.offset.Add(int64(d)) }

// An input has an owner. Its uploader's unclaimed bytes are bounded by a quota (counted
// by every replica: a second one recounts them from the store at its sweep); a request
// that commits to it claims it, which frees the quota and keeps it; an input nobody
// claimed within the claim window is deleted.
func TestInputsHaveOwners(t *testing.T) {
	srv := natstest.Start(t)
	js := srv.JetStream(t)
	cfg := bus.DefaultConfig()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	if err := bus.Ensure(ctx, js, cfg); err != nil {
		t.Fatal(err)
	}
	const window = time.Hour
	var clk clock
	open := func() *Inputs {
		in, err := OpenInputs(ctx, srv.JetStream(t), 1<<20, window, nil, nil, clk.now)
		if err != nil {
			t.Fatal(err)
		}
		return in
	}
	a, b := open(), open() // two replicas
	put := func(in *Inputs, owner string, seed int) ([]byte, error) {
		data := output(seed, 300_000)
		h, n, err := in.Put(ctx, bytes.NewReader(data), owner, 700_000, nil)
		if err == nil && (h != crypto.Keccak256Hash(data) || n != int64(len(data))) {
			t.Fatalf("put answered %s, %d", h, n)
		}
		return data, err
	}
	first, err := put(a, "198.51.100.7", 1)
	if err != nil {
		t.Fatal(err)
	}
	second, err := put(a, "198.51.100.7", 2)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := put(a, "198.51.100.7", 3); !errors.Is(err, ErrQuota) {
		t.Fatalf("a third 300 kB input over a 700 kB quota: %v, want ErrQuota", err)
	}
	if _, err := put(a, "198.51.100.8", 4); err != nil {
		t.Fatalf("another client's input: %v", err)
	}
	// The other replica counts the first client's inputs once it swept.
	if err := b.Sweep(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := put(b, "198.51.100.7", 5); !errors.Is(err, ErrQuota) {
		t.Fatalf("the quota through another replica: %v, want ErrQuota", err)
	}

	// A request commits to the first input: its bytes leave the quota.
	if err := a.Claim(ctx, crypto.Keccak256Hash(first), "17"); err != nil {
		t.Fatal(err)
	}
	if _, err := put(a, "198.51.100.7", 6); err != nil {
		t.Fatalf("an input once another was claimed: %v", err)
	}

	// Past the window, the unclaimed inputs go; the claimed one stays.
	clk.advance(window + time.Minute)
	if err := b.Sweep(ctx); err != nil {
		t.Fatal(err)
	}
	if got, err := a.Get(ctx, crypto.Keccak256Hash(first)); err != nil || !bytes.Equal(got, first) {
		t.Fatalf("the claimed input after the window: %d bytes, %v", len(got), err)
	}
	if _, err := a.Get(ctx, crypto.Keccak256Hash(second)); !errors.Is(err, ErrNotFound) {
		t.Fatalf("an unclaimed input after the window: %v, want ErrNotFound", err)
	}
	obs, err := js.ObjectStore(ctx, wire.BucketInputs)
	if err != nil {
		t.Fatal(err)
	}
	infos, err := obs.List(ctx)
	if err != nil || len(infos) != 1 {
		t.Fatalf("the store after the sweep holds %d objects (%v), want the claimed one", len(infos), err)
	}
	// And the quota is free again.
	if _, err := put(b, "198.51.100.7", 7); err != nil {
		t.Fatalf("an input after the sweep: %v", err)
	}
}
