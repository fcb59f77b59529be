package httpapi

import (
	"sync"
	"time"

	"golang.org/x/time/rate"

	"github.com/infersched/infersched/scheduler/flowcontrol"
)

// clientLimiter keeps one token bucket per client key (remote IP), at most max of them,
// in flowcontrol's LRU (the least recently seen is forgotten first). Safe for concurrent
// use.
type clientLimiter struct {
	limit rate.Limit
	burst int

	mu      sync.Mutex
	buckets *flowcontrol.LRU[*rate.Limiter]
}

func newClientLimiter(perSecond float64, burst, max int) *clientLimiter {
	return &clientLimiter{limit: rate.Limit(perSecond), burst: burst, buckets: flowcontrol.NewLRU[*rate.Limiter](max)}
}

// allow takes a token of key's bucket at now. When there is none it returns false and
// how long until there will be one.
func (c *clientLimiter) allow(key string, now time.Time) (bool, time.Duration) {
	return c.allowN(key, now, 1)
}

// allowN takes n tokens of key's bucket at now, or none, saying how long until there
// will be n (n above the burst: never; a second is said).
func (c *clientLimiter) allowN(key string, now time.Time, n int64) (bool, time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	lim, ok := c.buckets.Get(key)
	if !ok {
		lim = rate.NewLimiter(c.limit, c.burst)
		c.buckets.Add(key, lim)
	}
	if lim.AllowN(now, int(n)) {
		return true, 0
	}
	r := lim.ReserveN(now, int(n))
	if !r.OK() {
		return false, time.Second
	}
	d := r.DelayFrom(now)
	r.CancelAt(now)
	return false, d
}
