package devstack

import (
	"context"
	"fmt"

	"github.com/redis/go-redis/v9"
)

// openRedis connects to url, or starts the embedded Redis-compatible server when url is
// empty. It returns a description for the startup log and a close function.
func openRedis(ctx context.Context, url string) (redis.UniversalClient, string, func(), error) {
	if url == "" {
		return embeddedRedis(ctx)
	}
	c, desc, closeFn, _, err := openExternalRedis(ctx, url)
	return c, desc, closeFn, err
}

// openExternalRedis is openRedis for a URL, with the parsed options (for a written
// configuration).
func openExternalRedis(ctx context.Context, url string) (redis.UniversalClient, string, func(), *redis.Options, error) {
	opts, err := redis.ParseURL(url)
	if err != nil {
		return nil, "", nil, nil, fmt.Errorf("%w: redis: %w", ErrInvalid, err)
	}
	c := redis.NewClient(opts)
	if err := c.Ping(ctx).Err(); err != nil {
		_ = c.Close()
		return nil, "", nil, nil, fmt.Errorf("redis %s: %w", opts.Addr, err)
	}
	return c, "external Redis at " + opts.Addr, func() { _ = c.Close() }, opts, nil
}
