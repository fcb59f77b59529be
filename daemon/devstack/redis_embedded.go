package devstack

import (
	"context"
	"fmt"

	"github.com/alicebob/miniredis/v2"
	"github.com/redis/go-redis/v9"
)

// embeddedRedis starts miniredis, an in-memory Redis-compatible server, on a free
// loopback port.
func embeddedRedis(ctx context.Context) (redis.UniversalClient, string, func(), error) {
	m := miniredis.NewMiniRedis()
	if err := m.StartAddr("127.0.0.1:0"); err != nil {
		return nil, "", nil, fmt.Errorf("embedded redis: %w", err)
	}
	c := redis.NewClient(&redis.Options{Addr: m.Addr()})
	if err := c.Ping(ctx).Err(); err != nil {
		_ = c.Close()
		m.Close()
		return nil, "", nil, fmt.Errorf("embedded redis: %w", err)
	}
	return c, "embedded Redis-compatible server (miniredis, in memory) at " + m.Addr(), func() { _ = c.Close(); m.Close() }, nil
}
