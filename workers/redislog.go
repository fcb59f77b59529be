package workers

import (
	"context"
	"fmt"
	"strings"

	"go.uber.org/zap"
)

// RedisLogger adapts a zap logger to go-redis' logging interface. go-redis v9 keeps one
// logger per process (redis.SetLogger); only the binary's entry point may install this
// adapter, library code never does.
type RedisLogger struct{ log *zap.Logger }

// NewRedisLogger returns the adapter.
func NewRedisLogger(log *zap.Logger) RedisLogger { return RedisLogger{log: log} }

// Printf logs one go-redis line as a warning: go-redis logs only trouble (failed dials,
// pool and reconnection problems), so the line names the settings to check.
func (l RedisLogger) Printf(_ context.Context, format string, v ...any) {
	l.log.Warn("go-redis", zap.String("detail", strings.TrimSpace(fmt.Sprintf(format, v...))),
		zap.String("check", "redis.addr (or redis.sentinel, redis.cluster)"))
}
