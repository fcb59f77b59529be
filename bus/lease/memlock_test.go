package lease

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"sync"
	"time"
)

// MemLock is Lock in memory, on a clock the caller controls: the election's logic
// tested without a server. Its keys expire TTL after their last write, as a KV
// bucket's do. Fail, when set, makes every call fail (a store that is down).
type MemLock struct {
	TTL   time.Duration
	Clock func() time.Time

	mu       sync.Mutex
	rev      uint64
	keys     map[string]memKey
	fences   map[int]uint64
	watchers []memWatch
	fail     bool
}

type memKey struct {
	rev     uint64
	value   []byte
	written time.Time
}

type memWatch struct {
	ctx    context.Context
	prefix string
	fn     func(string, []byte, uint64, bool)
}

// ErrUnavailable is MemLock's answer while it is set to fail.
var ErrUnavailable = errors.New("lease store unavailable")

// SetFailing makes every call fail (true) or work again (false).
func (m *MemLock) SetFailing(fail bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.fail = fail
}

// live returns key's entry when it exists and has not expired. Called with mu held.
func (m *MemLock) live(key string) (memKey, bool) {
	k, ok := m.keys[key]
	if ok && m.Clock().Sub(k.written) >= m.TTL {
		delete(m.keys, key)
		return memKey{}, false
	}
	return k, ok
}

func (m *MemLock) write(key string, value []byte) uint64 {
	if m.keys == nil {
		m.keys = map[string]memKey{}
	}
	m.rev++
	m.keys[key] = memKey{rev: m.rev, value: append([]byte(nil), value...), written: m.Clock()}
	return m.rev
}

// notify runs the watchers of key outside the lock.
func (m *MemLock) notify(key string, put bool) {
	m.mu.Lock()
	k := m.keys[key]
	var fns []func(string, []byte, uint64, bool)
	for _, w := range m.watchers {
		if w.ctx.Err() == nil && strings.HasPrefix(key, w.prefix) {
			fns = append(fns, w.fn)
		}
	}
	m.mu.Unlock()
	for _, fn := range fns {
		fn(key, k.value, k.rev, put)
	}
}

func (m *MemLock) Create(_ context.Context, key string, value []byte) (uint64, error) {
	m.mu.Lock()
	if m.fail {
		m.mu.Unlock()
		return 0, ErrUnavailable
	}
	if _, ok := m.live(key); ok {
		m.mu.Unlock()
		return 0, ErrHeld
	}
	rev := m.write(key, value)
	m.mu.Unlock()
	m.notify(key, true)
	return rev, nil
}

func (m *MemLock) Update(_ context.Context, key string, value []byte, rev uint64) (uint64, error) {
	m.mu.Lock()
	if m.fail {
		m.mu.Unlock()
		return 0, ErrUnavailable
	}
	if k, ok := m.live(key); !ok || k.rev != rev {
		m.mu.Unlock()
		return 0, ErrLost
	}
	n := m.write(key, value)
	m.mu.Unlock()
	m.notify(key, true)
	return n, nil
}

func (m *MemLock) Delete(_ context.Context, key string, rev uint64) error {
	m.mu.Lock()
	if m.fail {
		m.mu.Unlock()
		return ErrUnavailable
	}
	k, ok := m.live(key)
	if ok && rev != 0 && k.rev != rev {
		m.mu.Unlock()
		return ErrLost
	}
	delete(m.keys, key)
	m.mu.Unlock()
	if ok {
		m.notify(key, false)
	}
	return nil
}

func (m *MemLock) Put(_ context.Context, key string, value []byte) error {
	m.mu.Lock()
	if m.fail {
		m.mu.Unlock()
		return ErrUnavailable
	}
	m.write(key, value)
	m.mu.Unlock()
	m.notify(key, true)
	return nil
}

func (m *MemLock) Get(_ context.Context, key string) ([]byte, uint64, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.fail {
		return nil, 0, ErrUnavailable
	}
	k, ok := m.live(key)
	if !ok {
		return nil, 0, nil
	}
	return k.value, k.rev, nil
}

func (m *MemLock) Watch(ctx context.Context, prefix string, fn func(string, []byte, uint64, bool)) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.watchers = append(m.watchers, memWatch{ctx: ctx, prefix: prefix, fn: fn})
	return nil
}

func (m *MemLock) Fence(_ context.Context, shard int, _ []byte) (uint64, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.fail {
		return 0, ErrUnavailable
	}
	if m.fences == nil {
		m.fences = map[int]uint64{}
	}
	m.rev++
	m.fences[shard] = m.rev
	return m.rev, nil
}

// Holder reads who holds shard now ("" when nobody does).
func (m *MemLock) Holder(shard int) string {
	m.mu.Lock()
	defer m.mu.Unlock()
	k, ok := m.live(Key(shard))
	if !ok {
		return ""
	}
	var h Holder
	if err := json.Unmarshal(k.value, &h); err != nil {
		return ""
	}
	return h.Replica
}
