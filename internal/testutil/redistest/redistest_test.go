package redistest

import (
	"context"
	"testing"
)

func TestStartRestart(t *testing.T) {
	ctx := context.Background()
	s := Start(t)
	c := s.Client(t)
	if err := c.Set(ctx, "k", "v", 0).Err(); err != nil {
		t.Fatalf("set: %v", err)
	}
	addr := s.Addr()
	s.Restart(t)
	if s.Addr() != addr {
		t.Fatalf("address changed across restart: %s → %s", addr, s.Addr())
	}
	// The client reconnects by itself; the server kept nothing.
	if n, err := c.Exists(ctx, "k").Result(); err != nil || n != 0 {
		t.Fatalf("after restart: exists = %d, %v; want 0, nil", n, err)
	}
}
