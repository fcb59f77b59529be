package bus

import (
	"testing"
	"time"

	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
	"go.uber.org/zap/zaptest/observer"

	"github.com/infersched/infersched/internal/natsauth"
	"github.com/infersched/infersched/internal/testutil/natstest"
)

// A connection its owner closes (a clean stop of `make run`) logs no "nats disconnected"
// warning; a server that goes away still does.
func TestCleanCloseLogsNoDisconnectWarning(t *testing.T) {
	srv := natstest.Start(t)
	core, logs := observer.New(zapcore.InfoLevel)
	closed, err := ConnectAs(srv.URL(), natsauth.Credentials{}, "closed-by-owner", zap.New(core).With(zap.String("conn", "owner")))
	if err != nil {
		t.Fatal(err)
	}
	lost, err := ConnectAs(srv.URL(), natsauth.Credentials{}, "server-gone", zap.New(core).With(zap.String("conn", "lost")))
	if err != nil {
		t.Fatal(err)
	}
	defer lost.Close()
	closed.Close()
	srv.Shutdown()
	deadline := time.Now().Add(30 * time.Second)
	for logs.FilterMessage("nats disconnected").FilterField(zap.String("conn", "lost")).Len() == 0 {
		if time.Now().After(deadline) {
			t.Fatal("a server that went away logged no disconnect warning")
		}
		time.Sleep(20 * time.Millisecond)
	}
	for _, e := range logs.FilterField(zap.String("conn", "owner")).All() {
		if e.Level >= zapcore.WarnLevel {
			t.Errorf("a connection closed by its owner logged %s %q %v", e.Level, e.Message, e.ContextMap())
		}
	}
}
