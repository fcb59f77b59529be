package workers

import (
	"context"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"golang.org/x/sync/singleflight"
	"golang.org/x/time/rate"
)

// StakeReader reads a worker's active stake in WorkerRegistry, in wei. A worker that never
// registered has stake 0, not an error; an error means the stake could not be read.
type StakeReader interface {
	StakeOf(ctx context.Context, worker common.Address) (*big.Int, error)
}

// maxStakeEntries bounds the cache: past it, expired entries are swept, and if that is
// not enough the cache starts over.
const maxStakeEntries = 1 << 16

type stakeEntry struct {
	wei *big.Int
	at  time.Time
}

// stakeCache reuses a stake, staked or not, for ttl. Concurrent misses for one worker
// share one read, and every read draws a token from reads: when they are spent, a
// worker not in the cache is refused (ErrRateLimited) and one whose entry expired keeps
// its last stake until a token is free.
type stakeCache struct {
	r     StakeReader
	ttl   time.Duration
	clock func() time.Time
	reads *rate.Limiter

	mu sync.Mutex
	m  map[common.Address]stakeEntry
	sf singleflight.Group
}

func newStakeCache(r StakeReader, ttl time.Duration, clock func() time.Time, readsPerSecond float64, burst int) *stakeCache {
	return &stakeCache{r: r, ttl: ttl, clock: clock, m: make(map[common.Address]stakeEntry),
		reads: rate.NewLimiter(rate.Limit(readsPerSecond), max(burst, 1))}
}

func (c *stakeCache) stakeOf(ctx context.Context, addr common.Address) (*big.Int, error) {
	now := c.clock()
	c.mu.Lock()
	e, ok := c.m[addr]
	c.mu.Unlock()
	if ok && now.Sub(e.at) < c.ttl {
		return e.wei, nil
	}
	if !c.reads.AllowN(now, 1) {
		if ok {
			return e.wei, nil
		}
		return nil, fmt.Errorf("%w: the stake of %s is not known and the stake reads of this second are spent", ErrRateLimited, addr.Hex())
	}
	v, err, _ := c.sf.Do(addr.Hex(), func() (any, error) {
		wei, err := c.r.StakeOf(ctx, addr)
		if err != nil {
			return nil, err
		}
		if wei == nil {
			wei = new(big.Int)
		}
		if c.ttl > 0 {
			c.put(addr, stakeEntry{wei: new(big.Int).Set(wei), at: c.clock()})
		}
		return wei, nil
	})
	if err != nil {
		return nil, fmt.Errorf("read stake of %s: %w", addr.Hex(), err)
	}
	return v.(*big.Int), nil
}

func (c *stakeCache) put(addr common.Address, e stakeEntry) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.m) >= maxStakeEntries {
		// Expired entries first, then unstaked ones (a flood of fresh keys must not
		// push out the workers that hold stake), then everything.
		for a, old := range c.m {
			if e.at.Sub(old.at) >= c.ttl || old.wei.Sign() == 0 {
				delete(c.m, a)
			}
		}
		if len(c.m) >= maxStakeEntries {
			clear(c.m)
		}
	}
	c.m[addr] = e
}

// last is addr's last stake read and its time, whatever its age.
func (c *stakeCache) last(addr common.Address) (*big.Int, time.Time, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.m[addr]
	if !ok {
		return nil, time.Time{}, false
	}
	return new(big.Int).Set(e.wei), e.at, true
}

// LastStake is the registry's last stake read of worker (from its heartbeats, cached
// for stake_cache_ttl) and when it was read; ok false when there is none (or the
// registry reads no stakes). The NATS auth callout uses it so that a heartbeating
// worker's reconnect needs no chain read of its own.
func (r *Registry) LastStake(worker common.Address) (wei *big.Int, at time.Time, ok bool) {
	if r.stakes == nil {
		return nil, time.Time{}, false
	}
	return r.stakes.last(worker)
}
