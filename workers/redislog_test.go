package workers

import (
	"context"
	"testing"

	"go.uber.org/zap"
	"go.uber.org/zap/zaptest/observer"
)

func TestRedisLoggerWritesStructuredWarnings(t *testing.T) {
	core, logs := observer.New(zap.DebugLevel)
	NewRedisLogger(zap.New(core)).Printf(context.Background(), "redis: dial %s: %s\n", "127.0.0.1:6379", "refused")
	all := logs.All()
	if len(all) != 1 || all[0].Level != zap.WarnLevel || all[0].Message != "go-redis" ||
		all[0].ContextMap()["detail"] != "redis: dial 127.0.0.1:6379: refused" {
		t.Fatalf("logged %+v", all)
	}
}
