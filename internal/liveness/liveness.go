package liveness

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/infersched/infersched/internal/validate"
)

// Config is the `health` section (of the daemon, and of the worker).
type Config struct {
	// UnreachableAfter is how long a dependency may stay unreachable before the process
	// says it is not alive (/healthz 503; a worker exits with an error) so that its
	// supervisor restarts it. Default 2m.
	UnreachableAfter time.Duration `yaml:"unreachable_after"`
	// ExitWhenUnreachable (the daemon's; a worker always exits) ends the process with
	// an error as soon as /healthz turns 503, for a supervisor that restarts a process
	// that exits but not one that is unhealthy (compose's `restart`). Default false:
	// /healthz says it, and the supervisor (kubelet, systemd's watchdog) acts.
	ExitWhenUnreachable bool `yaml:"exit_when_unreachable"`
}

// DefaultConfig is a two-minute bound: past a NATS node restart or a leader election,
// short of a stuck process going unnoticed.
func DefaultConfig() Config { return Config{UnreachableAfter: 2 * time.Minute} }

// Bounds of unreachable_after.
const (
	MinUnreachableAfter = time.Second
	MaxUnreachableAfter = 24 * time.Hour
)

// Validate checks the section.
func (c Config) Validate() error {
	var p validate.Problems
	p.Check(c.UnreachableAfter >= MinUnreachableAfter && c.UnreachableAfter <= MaxUnreachableAfter, "unreachable_after",
		"must be between %v and %v, got %v", MinUnreachableAfter, MaxUnreachableAfter, c.UnreachableAfter)
	return p.Err()
}

// Target is one watched dependency; Up reports whether it is usable now.
type Target struct {
	Name string
	Up   func() bool
}

// NATS watches a connection: up while connected (or draining on the way out). Up is
// sampled (Run), so a connection back for less than a sample interval between two
// outages may count as one outage: a flapping connection is treated as down. (nats.go's
// reconnect counter counts attempts, not successes, so it cannot tell.)
func NATS(name string, nc *nats.Conn) Target {
	return Target{Name: name, Up: func() bool {
		switch nc.Status() {
		case nats.CONNECTED, nats.DRAINING_SUBS, nats.DRAINING_PUBS:
			return true
		}
		return false
	}}
}

// ErrUnreachable is what Check and Wait return (wrapped) past the bound.
var ErrUnreachable = errors.New("unreachable past health.unreachable_after")

// Watchdog samples its targets and remembers since when each one is down. Safe for
// concurrent use.
type Watchdog struct {
	after   time.Duration
	now     func() time.Time
	targets []Target

	mu   sync.Mutex
	down map[string]time.Time // since when, for each target down at the last sample
}

// New watches targets with cfg's bound; now is the clock (time.Now when nil).
func New(cfg Config, now func() time.Time, targets ...Target) (*Watchdog, error) {
	if err := cfg.Validate(); err != nil {
		return nil, fmt.Errorf("health: %w", err)
	}
	if now == nil {
		now = time.Now
	}
	return &Watchdog{after: cfg.UnreachableAfter, now: now, targets: targets, down: map[string]time.Time{}}, nil
}

// Sample looks at every target once.
func (w *Watchdog) Sample() {
	t := w.now()
	w.mu.Lock()
	defer w.mu.Unlock()
	for _, tg := range w.targets {
		if tg.Up() {
			delete(w.down, tg.Name)
		} else if _, ok := w.down[tg.Name]; !ok {
			w.down[tg.Name] = t
		}
	}
}

// Check samples, then returns nil, or an error wrapping ErrUnreachable that names
// every target down for longer than the bound and since when.
func (w *Watchdog) Check() error {
	w.Sample()
	t := w.now()
	w.mu.Lock()
	defer w.mu.Unlock()
	var late []string
	for name, since := range w.down {
		if d := t.Sub(since); d >= w.after {
			late = append(late, fmt.Sprintf("%s down for %s", name, d.Round(time.Second)))
		}
	}
	if len(late) == 0 {
		return nil
	}
	sort.Strings(late)
	return fmt.Errorf("%w (%s): %s", ErrUnreachable, w.after, strings.Join(late, "; "))
}

// Interval is how often Run samples: a tenth of the bound, at most a second.
func (w *Watchdog) Interval() time.Duration { return min(w.after/10, time.Second) }

// Run samples every Interval until ctx ends (then nil), so that an outage is timed from
// its start whether or not anyone asks. With exit set it returns Check's error as soon
// as there is one: a process that is to die past the bound (the worker).
func (w *Watchdog) Run(ctx context.Context, exit bool) error {
	tick := time.NewTicker(w.Interval())
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-tick.C:
		}
		if err := w.Check(); err != nil && exit {
			return err
		}
	}
}
