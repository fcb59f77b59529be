package agent

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
	"go.uber.org/zap/zaptest/observer"
)

// A worker stopped while a heartbeat is on its way (the scheduler slow to answer) stops
// without a warning: the cut-short request is its own stop, not a fault. `make run`
// printed "WARN heartbeat ... context canceled" at Ctrl-C.
func TestStopDuringAHeartbeatIsQuiet(t *testing.T) {
	e := newEnv(t)
	arrived := make(chan struct{}, 16)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.Copy(io.Discard, r.Body) // read: the server then notices the client going
		arrived <- struct{}{}
		<-r.Context().Done() // held until the worker gives up on it
	}))
	defer srv.Close()
	cfg := testConfig(t)
	cfg.SchedulerURL = srv.URL
	core, logs := observer.New(zapcore.WarnLevel)
	acct := e.chain.Workers[0]
	w, err := New(cfg, Deps{Key: acct.Key, NATS: e.nc, Chain: e.chain.Client, ChainID: e.chain.ChainID,
		Router: e.chain.RouterAddress, Backend: NewEcho(), Log: zap.New(core)})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- w.Run(ctx) }()
	select {
	case <-arrived:
	case <-time.After(20 * time.Second):
		cancel()
		t.Fatal("no heartbeat reached the scheduler")
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("worker run: %v", err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("worker did not stop")
	}
	for _, l := range logs.All() {
		t.Errorf("a stop during a heartbeat logged %s %q %v", l.Level, l.Message, l.ContextMap())
	}
}
