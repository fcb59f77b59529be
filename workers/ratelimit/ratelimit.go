package ratelimit

import (
	"context"
	"fmt"
	"math"
	"strings"
	"sync/atomic"
	"time"

	"github.com/go-redis/redis_rate/v10"
	"github.com/redis/go-redis/v9"

	"github.com/infersched/infersched/internal/validate"
	"github.com/infersched/infersched/scheduler/flowcontrol"
)

// Stores the limits section can select.
const (
	StoreMemory = "memory" // every replica keeps its own buckets (single replica, dev)
	StoreRedis  = "redis"  // requester and group request limits shared through Redis
)

// Config is the `limits` section: where the limits that span replicas are kept.
type Config struct {
	// Store is StoreMemory or StoreRedis.
	Store string `yaml:"store"`
	// KeyPrefix starts every Redis key of the shared buckets (redis_rate adds "rate:").
	KeyPrefix string `yaml:"key_prefix"`
}

// DefaultConfig keeps the limits in process.
func DefaultConfig() Config {
	return Config{Store: StoreMemory, KeyPrefix: "infersched:limits:"}
}

// Validate reports every problem at once, keys relative to the section.
func (c Config) Validate() error {
	var p validate.Problems
	p.Check(c.Store == StoreMemory || c.Store == StoreRedis, "store", "must be %q or %q, got %q", StoreMemory, StoreRedis, c.Store)
	p.Check(c.KeyPrefix != "" && len(c.KeyPrefix) <= 64 && !strings.ContainsAny(c.KeyPrefix, " \t\r\n"),
		"key_prefix", "must be 1 to 64 characters without whitespace, got %q", c.KeyPrefix)
	return p.Err()
}

// Limiter takes requests' tokens from GCRA buckets in Redis. Safe for concurrent use.
type Limiter struct {
	rl     *redis_rate.Limiter
	prefix string
	cfg    atomic.Pointer[flowcontrol.Config]
}

// New returns a limiter on rdb following the request limits of fc.
func New(rdb redis.UniversalClient, c Config, fc flowcontrol.Config) (*Limiter, error) {
	if err := c.Validate(); err != nil {
		return nil, fmt.Errorf("limits: %w", err)
	}
	if rdb == nil {
		return nil, fmt.Errorf("limits: nil redis client")
	}
	l := &Limiter{rl: redis_rate.NewLimiter(rdb), prefix: c.KeyPrefix}
	if err := l.SetConfig(fc); err != nil {
		return nil, err
	}
	return l, nil
}

// SetConfig follows a new flow_control section (validated first; an invalid one
// changes nothing). Buckets keep their state: GCRA stores only the time at which a
// bucket is next full, which a new rate reads at once.
func (l *Limiter) SetConfig(fc flowcontrol.Config) error {
	if err := fc.Validate(); err != nil {
		return fmt.Errorf("%w: %w", flowcontrol.ErrInvalidConfig, err)
	}
	l.cfg.Store(&fc)
	return nil
}

// Take takes one request's token from its requester's bucket, then from its model
// group's: both, or a refusal naming the level and how long until it would pass. The
// two are separate Redis calls (their keys live in different slots on a cluster), so
// a group refusal after the requester's token was taken leaves that token spent: the
// error is on the side of admitting less, never more. An empty model or requester
// skips its level.
func (l *Limiter) Take(ctx context.Context, model, requester string) (flowcontrol.Decision, error) {
	fc := l.cfg.Load()
	levels := []struct {
		name, key string
		lim       flowcontrol.Limit
	}{
		{flowcontrol.LimitRequester, "requester:" + requester, fc.Requester},
		{flowcontrol.LimitGroupRequests, "group:" + model, fc.GroupLimits(model).Requests},
	}
	if requester == "" {
		levels[0].lim = flowcontrol.Limit{}
	}
	if model == "" {
		levels[1].lim = flowcontrol.Limit{}
	}
	for _, lv := range levels {
		if lv.lim.Unlimited() {
			continue
		}
		res, err := l.rl.Allow(ctx, l.prefix+lv.key, gcra(lv.lim))
		if err != nil {
			return flowcontrol.Decision{}, fmt.Errorf("limits: %s: %w", lv.name, err)
		}
		if res.Allowed == 0 {
			return flowcontrol.Decision{Wait: max(res.RetryAfter, time.Millisecond), Limit: lv.name}, nil
		}
	}
	return flowcontrol.Decision{OK: true}, nil
}

// gcra turns a per-second rate into redis_rate's integer events per period, exact to
// a thousandth of an event per second.
func gcra(l flowcontrol.Limit) redis_rate.Limit {
	events := max(1, int(math.Round(l.PerSecond*1000)))
	period := time.Duration(float64(events) / l.PerSecond * float64(time.Second))
	return redis_rate.Limit{Rate: events, Burst: max(l.Burst, 1), Period: max(period, time.Nanosecond)}
}
