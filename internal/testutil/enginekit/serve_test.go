package enginekit

import (
	"context"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestServe runs the engine for a person, not a test: with INFERSCHED_ENGINE_SERVE=1 it
// serves the tiny model as INFERSCHED_ENGINE_MODELS (comma-separated served names,
// default llama-7b; each another seed, context 2048) on INFERSCHED_ENGINE_PORT (default 8000) until
// interrupted, so that `infersched dev --backend-url` or a worker can be pointed at it
// (make engine).
func TestServe(t *testing.T) {
	if os.Getenv("INFERSCHED_ENGINE_SERVE") == "" {
		t.Skip("INFERSCHED_ENGINE_SERVE is not set: nothing to serve")
	}
	opts := Options{Models: map[string]Spec{}, Port: 8000}
	if p := os.Getenv("INFERSCHED_ENGINE_PORT"); p != "" {
		var err error
		if opts.Port, err = strconv.Atoi(p); err != nil {
			t.Fatalf("INFERSCHED_ENGINE_PORT: %v", err)
		}
	}
	names := strings.Split(os.Getenv("INFERSCHED_ENGINE_MODELS"), ",")
	for i, name := range names {
		if name = strings.TrimSpace(name); name == "" {
			name = DefaultModel
		}
		opts.Models[name] = Spec{Seed: uint64(i + 1), Context: 2048}
	}
	e := Start(t, opts)
	for name, path := range e.Models {
		t.Logf("serving %s (%s) at %s/v1", name, path, e.URL)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	select {
	case <-ctx.Done():
	case <-time.After(24 * time.Hour):
	}
}
