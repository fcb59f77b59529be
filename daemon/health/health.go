package health

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"
)

// Check is one named probe; Probe returns nil when the dependency is usable.
type Check struct {
	Name  string
	Probe func(ctx context.Context) error
}

// Failure is one failing check as /readyz reports it.
type Failure struct {
	Check  string `json:"check"`
	Reason string `json:"reason"`
}

// NotReadyError lists every failing check, sorted by name.
type NotReadyError struct{ Failures []Failure }

func (e *NotReadyError) Error() string {
	parts := make([]string, len(e.Failures))
	for i, f := range e.Failures {
		parts[i] = f.Check + ": " + f.Reason
	}
	return "not ready: " + strings.Join(parts, "; ")
}

// Details is what /readyz puts in its JSON body beside the message.
func (e *NotReadyError) Details() any { return e.Failures }

// Checker runs a fixed set of checks. Safe for concurrent use.
type Checker struct {
	checks  []Check
	timeout time.Duration
}

// New returns a Checker that gives each probe at most timeout.
func New(timeout time.Duration, checks ...Check) *Checker {
	return &Checker{checks: checks, timeout: timeout}
}

// Ready runs every check at once and returns nil, or a *NotReadyError naming each
// failing check. A probe that overruns its timeout fails with "no answer within …".
func (c *Checker) Ready(ctx context.Context) error {
	var (
		mu   sync.Mutex
		fail []Failure
		wg   sync.WaitGroup
	)
	for _, ch := range c.checks {
		wg.Go(func() {
			cctx, cancel := context.WithTimeout(ctx, c.timeout)
			defer cancel()
			err := ch.Probe(cctx)
			if err == nil {
				return
			}
			if errors.Is(err, context.DeadlineExceeded) && ctx.Err() == nil {
				err = fmt.Errorf("no answer within %s: %w", c.timeout, err)
			}
			mu.Lock()
			fail = append(fail, Failure{Check: ch.Name, Reason: err.Error()})
			mu.Unlock()
		})
	}
	wg.Wait()
	if len(fail) == 0 {
		return nil
	}
	sort.Slice(fail, func(i, j int) bool { return fail[i].Check < fail[j].Check })
	return &NotReadyError{Failures: fail}
}
