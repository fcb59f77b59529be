package runtimeconf

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/scheduler"
)

// Key is the KV key of the scheduler section.
const Key = "scheduler"

// ErrConflict: the KV value changed since this replica last saw it (another replica
// wrote first); read the configuration again and retry.
var ErrConflict = errors.New("runtime config changed concurrently")

// ApplyFunc puts a validated scheduler section into force (the engine's SetConfig).
type ApplyFunc func(scheduler.Config) error

// CheckFunc checks a scheduler section as a whole before it applies: its own rules and
// those that tie it to the rest of the configuration (config.Config.CheckScheduler).
type CheckFunc func(scheduler.Config) error

// Option changes what New builds.
type Option func(*Store)

// WithCheck replaces the check every section goes through, before it is written (Set)
// and when it is read from the KV; the default is the section's own Validate, which
// cannot see the other sections (scheduler.max_head_age against
// gasoracle.poll_interval).
func WithCheck(f CheckFunc) Option { return func(s *Store) { s.check = f } }

// Store is the scheduler section in a KV key. It implements httpapi.ConfigStore. Safe
// for concurrent use.
type Store struct {
	kv    jetstream.KeyValue
	apply ApplyFunc
	check CheckFunc
	log   *zap.Logger
	m     *prometheus.CounterVec

	cur atomic.Pointer[scheduler.Config] // read without mu: Get is on every status request

	mu  sync.Mutex // serialises writes and watch updates
	rev uint64     // KV revision of cur; 0: not from the KV
}

// New returns a store whose configuration in force is initial (the file's section,
// already applied) until Run reads the KV. reg may be nil.
func New(kv jetstream.KeyValue, initial scheduler.Config, apply ApplyFunc, log *zap.Logger, reg prometheus.Registerer, opts ...Option) *Store {
	if log == nil {
		log = zap.NewNop()
	}
	m := prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "infersched_runtime_config_updates_total",
		Help: "Runtime configuration values read from the KV, by result (applied, refused: did not decode or validate, or the engine refused it).",
	}, []string{"result"})
	if reg != nil {
		reg.MustRegister(m)
	}
	s := &Store{kv: kv, apply: apply, check: scheduler.Config.Validate, log: log, m: m}
	for _, o := range opts {
		o(s)
	}
	s.cur.Store(&initial)
	return s
}

// Get returns the section in force.
func (s *Store) Get() scheduler.Config { return *s.cur.Load() }

// Set validates c and writes it to the KV (only if the KV still holds what this
// replica last saw; ErrConflict otherwise), then applies it here at once; the other
// replicas apply it when their watch delivers it. A c that fails the check (WithCheck)
// is refused before anything is written.
func (s *Store) Set(c scheduler.Config) error {
	if err := s.check(c); err != nil {
		return err
	}
	b, err := json.Marshal(c)
	if err != nil {
		return fmt.Errorf("encode runtime config: %w", err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	ctx := context.Background()
	var rev uint64
	if s.rev == 0 {
		rev, err = s.kv.Create(ctx, Key, b)
	} else {
		rev, err = s.kv.Update(ctx, Key, b, s.rev)
	}
	if err != nil {
		if errors.Is(err, jetstream.ErrKeyExists) || isWrongSequence(err) {
			return fmt.Errorf("%w: %w", ErrConflict, err)
		}
		return fmt.Errorf("write runtime config: %w", err)
	}
	if err := s.apply(c); err != nil {
		return err
	}
	s.cur.Store(&c)
	s.rev = max(s.rev, rev)
	return nil
}

func isWrongSequence(err error) bool {
	var apiErr *jetstream.APIError
	return errors.As(err, &apiErr) && apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequence
}

// Load reads the key once and applies its value (or refuses it, as Run would), so that
// a replica starts with the shared section rather than its file's. A missing key is
// not an error: Run seeds it.
func (s *Store) Load(ctx context.Context) error {
	e, err := s.kv.Get(ctx, Key)
	if errors.Is(err, jetstream.ErrKeyNotFound) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("read runtime config: %w", err)
	}
	s.receive(e)
	return nil
}

// Run watches the key until ctx ends: the value found at start and every later one is
// decoded, validated and applied, or refused (logged, counted) keeping the last good
// section. When the key does not exist yet, the section in force is written as its
// first value, so that the replicas agree from then on.
func (s *Store) Run(ctx context.Context) error {
	w, err := s.kv.Watch(ctx, Key)
	if err != nil {
		return fmt.Errorf("watch runtime config: %w", err)
	}
	bus.Follow(ctx, w, func() { s.seed(ctx) }, func(e jetstream.KeyValueEntry) bool { // seeded once the values at start are in
		s.receive(e)
		return true
	})
	return nil
}

// seed writes the section in force when the KV has none yet.
func (s *Store) seed(ctx context.Context) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.rev != 0 {
		return
	}
	b, err := json.Marshal(s.cur.Load())
	if err != nil {
		s.log.Warn("runtime config: encode", zap.Error(err))
		return
	}
	rev, err := s.kv.Create(ctx, Key, b)
	switch {
	case err == nil:
		s.rev = rev // in force already
	case !errors.Is(err, jetstream.ErrKeyExists): // another replica seeded it: its watch delivers it
		s.log.Warn("runtime config: seed the KV", zap.Error(err))
	}
}

func (s *Store) receive(e jetstream.KeyValueEntry) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if e.Revision() <= s.rev {
		return // our own write, already applied
	}
	if e.Operation() != jetstream.KeyValuePut {
		s.refuse(e, errors.New("the key was deleted"))
		return
	}
	var c scheduler.Config
	dec := json.NewDecoder(bytes.NewReader(e.Value()))
	dec.DisallowUnknownFields()
	err := dec.Decode(&c)
	if err == nil {
		err = s.check(c)
	}
	if err == nil {
		err = s.apply(c)
	}
	if err != nil {
		s.refuse(e, err)
		return
	}
	s.cur.Store(&c)
	s.rev = e.Revision()
	s.m.WithLabelValues("applied").Inc()
	s.log.Info("runtime config applied", zap.Uint64("revision", e.Revision()))
}

// refuse keeps the last good section. The bad value's revision is remembered, so
// that the next Set through this replica replaces it (an update at that revision).
func (s *Store) refuse(e jetstream.KeyValueEntry, err error) {
	s.rev = max(s.rev, e.Revision())
	s.m.WithLabelValues("refused").Inc()
	s.log.Error("runtime config in the KV refused; the last good one stays in force",
		zap.Uint64("revision", e.Revision()), zap.Error(err))
}
