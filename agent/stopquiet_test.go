package agent

import (
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
	e.log = zap.New(core)
	r := e.start(0, cfg, NewEcho())
	select {
	case <-arrived:
	case <-time.After(20 * time.Second):
		t.Fatal("no heartbeat reached the scheduler")
	}
	r.stop() // fails the test if the worker's Run ends with an error or does not end
	for _, l := range logs.All() {
		t.Errorf("a stop during a heartbeat logged %s %q %v", l.Level, l.Message, l.ContextMap())
	}
}
