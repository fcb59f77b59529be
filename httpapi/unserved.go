package httpapi

import (
	"context"
	"sync"
	"time"

	"github.com/infersched/infersched/scheduler"
)

// StateUnserved is the state of a queued request whose model no live worker serves:
// no estimate exists, so the answer carries no ETA and the backoff table's Retry-After
// for the time since submission (retry_after.backoff), not a queue estimate that is
// never met ("eta_seconds: 2" for 127 s).
const StateUnserved = "unserved"

// servedTTL is how long the set of models live workers serve is reused.
const servedTTL = time.Second

// modelSet caches the models the live workers serve (the WorkerLister's snapshot),
// read at most once per servedTTL, and the rates a confirming request's processing
// time is counted at, derived from the same read. Safe for concurrent use.
type modelSet struct {
	workers WorkerLister
	now     func() time.Time

	mu      sync.Mutex
	at      time.Time
	models  map[string]bool
	ws      []scheduler.Worker
	byModel map[string]scheduler.ModelRates // from ws, nil until asked
	ratesAt time.Time
	ok      bool // the last read succeeded
}

// serves reports whether a live worker serves model. When the workers cannot be read
// it answers true: the request keeps its queue estimate rather than a wrong "unserved".
func (m *modelSet) serves(ctx context.Context, model string) bool {
	if m == nil || m.workers == nil || model == "" {
		return true
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.refresh(ctx)
	return !m.ok || m.models[model]
}

// rates is model's rates at the last read of the workers (scheduler.LiveModelRates);
// zero when they cannot be read, and the request's P is then processing_ms.
func (m *modelSet) rates(ctx context.Context, cfg *scheduler.Config, model string) scheduler.ModelRates {
	if m == nil || m.workers == nil || model == "" {
		return scheduler.ModelRates{}
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.refresh(ctx)
	if !m.ok {
		return scheduler.ModelRates{}
	}
	if m.byModel == nil || !m.ratesAt.Equal(m.at) {
		m.byModel, m.ratesAt = scheduler.LiveModelRates(cfg, m.ws, m.at.UnixMilli()), m.at
	}
	return m.byModel[model]
}

// refresh reads the workers again when the last read is servedTTL old. m.mu is held.
func (m *modelSet) refresh(ctx context.Context) {
	if now := m.now(); m.models == nil || now.Sub(m.at) >= servedTTL {
		m.at = now
		ws, err := m.workers.Workers(ctx)
		m.ok = err == nil
		if m.ok {
			m.models = map[string]bool{}
			for _, w := range ws {
				for _, name := range w.Models {
					m.models[name] = true
				}
			}
			m.ws, m.byModel = ws, nil
		}
	}
}
