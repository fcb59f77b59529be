package runtimeconf

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/internal/validate"
	"github.com/infersched/infersched/scheduler"
)

// A runtime change meets the rules that tie the scheduler section to the rest of the
// file, as the file did at load: scheduler.max_head_age within one gas oracle poll is
// refused before it is written, and refused when found in the KV, with a message that
// names both keys.
func TestRuntimeChangeMeetsTheFilesCrossSectionRules(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	kv := newBucket(t, ctx)
	file := config.Default() // gasoracle.poll_interval 12s, scheduler.max_head_age 1m
	applied := make(chan scheduler.Config, 4)
	s := New(kv, file.Scheduler, func(c scheduler.Config) error { applied <- c; return nil }, nil, prometheus.NewRegistry(),
		WithCheck(file.CheckScheduler))
	bad := file.Scheduler
	bad.MaxHeadAge = scheduler.Duration(5 * time.Second)
	err := s.Set(bad)
	if err == nil {
		t.Fatal("a max_head_age within one gas oracle poll was accepted")
	}
	for _, want := range []string{"scheduler.max_head_age", "gasoracle.poll_interval"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("refusal %q does not name %s", err, want)
		}
	}
	if _, err := kv.Get(ctx, Key); err == nil {
		t.Fatal("the refused section was written to the KV")
	}
	// The admin endpoint answers such a refusal with 400 invalid_config.
	var fe *validate.FieldError
	if !errors.As(err, &fe) || !errors.Is(err, config.ErrInvalid) {
		t.Errorf("refusal %v is not a field error of an invalid config", err)
	}

	go func() { _ = s.Run(ctx) }()
	raw, _ := json.Marshal(bad)
	if _, err := kv.Put(ctx, Key, raw); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for testRefused(s) < 1 {
		if time.Now().After(deadline) {
			t.Fatal("the value in the KV was not refused")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if got := s.Get().MaxHeadAge; got != file.Scheduler.MaxHeadAge {
		t.Fatalf("max_head_age in force %v, want the file's %v", got, file.Scheduler.MaxHeadAge)
	}
	select {
	case c := <-applied:
		t.Fatalf("applied %v", c.MaxHeadAge)
	default:
	}
	ok := file.Scheduler
	ok.MaxHeadAge = 0 // no gate: allowed
	if err := s.Set(ok); err != nil {
		t.Fatalf("max_head_age 0 refused: %v", err)
	}
}

func testRefused(s *Store) float64 {
	r := &replica{s: s}
	return r.refused()
}
