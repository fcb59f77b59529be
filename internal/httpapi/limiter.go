package httpapi

import (
	"container/list"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// clientLimiter keeps one token bucket per client key (remote IP), at most max of them;
// the least recently seen is forgotten first. Safe for concurrent use.
type clientLimiter struct {
	limit rate.Limit
	burst int
	max   int

	mu    sync.Mutex
	byKey map[string]*list.Element
	order *list.List // front: most recently seen
}

type clientBucket struct {
	key string
	lim *rate.Limiter
}

func newClientLimiter(perSecond float64, burst, max int) *clientLimiter {
	return &clientLimiter{
		limit: rate.Limit(perSecond),
		burst: burst,
		max:   max,
		byKey: make(map[string]*list.Element),
		order: list.New(),
	}
}

// allow takes a token of key's bucket at now. When there is none it returns false and
// how long until there will be one.
func (c *clientLimiter) allow(key string, now time.Time) (bool, time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	var lim *rate.Limiter
	if e, ok := c.byKey[key]; ok {
		c.order.MoveToFront(e)
		lim = e.Value.(*clientBucket).lim
	} else {
		lim = rate.NewLimiter(c.limit, c.burst)
		c.byKey[key] = c.order.PushFront(&clientBucket{key: key, lim: lim})
		for c.order.Len() > c.max {
			old := c.order.Back()
			c.order.Remove(old)
			delete(c.byKey, old.Value.(*clientBucket).key)
		}
	}
	if lim.AllowN(now, 1) {
		return true, 0
	}
	r := lim.ReserveN(now, 1)
	if !r.OK() {
		return false, time.Second
	}
	d := r.DelayFrom(now)
	r.CancelAt(now)
	return false, d
}
