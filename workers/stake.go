package workers

import (
	"context"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"golang.org/x/sync/singleflight"
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

// stakeCache reuses a stake for ttl. Concurrent misses for one worker share one read.
type stakeCache struct {
	r     StakeReader
	ttl   time.Duration
	clock func() time.Time

	mu sync.Mutex
	m  map[common.Address]stakeEntry
	sf singleflight.Group
}

func newStakeCache(r StakeReader, ttl time.Duration, clock func() time.Time) *stakeCache {
	return &stakeCache{r: r, ttl: ttl, clock: clock, m: make(map[common.Address]stakeEntry)}
}

func (c *stakeCache) stakeOf(ctx context.Context, addr common.Address) (*big.Int, error) {
	now := c.clock()
	c.mu.Lock()
	e, ok := c.m[addr]
	c.mu.Unlock()
	if ok && now.Sub(e.at) < c.ttl {
		return e.wei, nil
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
		for a, old := range c.m {
			if e.at.Sub(old.at) >= c.ttl {
				delete(c.m, a)
			}
		}
		if len(c.m) >= maxStakeEntries {
			clear(c.m)
		}
	}
	c.m[addr] = e
}
