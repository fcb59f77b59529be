package daemon

import (
	"testing"

	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
	"go.uber.org/zap/zaptest/observer"

	"github.com/infersched/infersched/bus"
)

// A fresh bus (every stream created) logs no warning; a limit someone changed by hand
// and the admin put back does.
func TestLayoutCreatedIsNoWarning(t *testing.T) {
	core, logs := observer.New(zapcore.InfoLevel)
	logLayoutChanges(zap.New(core), []bus.Change{{Stream: "REQUESTS"}, {Stream: "DECISIONS"},
		{Stream: "ASSIGNMENTS", Diff: []string{"max_msgs 1, want -1"}}})
	if n := logs.FilterLevelExact(zapcore.InfoLevel).FilterMessage("bus layout created").Len(); n != 2 {
		t.Errorf("%d streams logged created at info, want 2", n)
	}
	warn := logs.FilterLevelExact(zapcore.WarnLevel).All()
	if len(warn) != 1 || warn[0].ContextMap()["stream"] != "ASSIGNMENTS" {
		t.Errorf("warnings: %v, want one for ASSIGNMENTS", warn)
	}
}
