package flowcontrol

import (
	"errors"
	"fmt"
	"math"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// Names of the limits, as reported in Decision.Limit.
const (
	LimitNodeRequests  = "node.requests"
	LimitNodeBytes     = "node.bytes"
	LimitGroupRequests = "group.requests"
	LimitGroupBytes    = "group.bytes"
	LimitRequester     = "requester"
)

// ErrInvalidConfig is returned (wrapped, with every problem) by SetConfig for a config
// that does not validate.
var ErrInvalidConfig = errors.New("flowcontrol: invalid config")

// Decision is the answer to one Admit.
type Decision struct {
	// OK is true when the request was admitted and its tokens taken at every level.
	OK bool
	// Wait is, when not OK, how long until the request would be admitted if nothing
	// else took tokens meanwhile: the longest wait among the levels that said no.
	Wait time.Duration
	// Limit names the level with that longest wait (LimitNodeRequests, …); "" when OK.
	Limit string
}

// Admitter holds the token buckets of one scheduler. It is safe for concurrent use;
// one mutex serialises all calls, which makes a multi-level admission atomic.
//
// Time only moves forward inside an Admitter: a now earlier than the latest one it was
// given counts as that latest one, so a clock that steps back cannot mint tokens.
type Admitter struct {
	mu         sync.Mutex
	cfg        Config
	last       time.Time // latest now seen
	nodeReq    *rate.Limiter
	nodeBytes  *rate.Limiter
	groups     *LRU[*groupBuckets]
	requesters *LRU[*rate.Limiter] // nil value: requester unlimited
}

type groupBuckets struct {
	req, bytes *rate.Limiter // nil: unlimited
}

// New returns an Admitter with every bucket full. cfg should have passed Validate; what
// Validate would reject is made harmless rather than trusted (a rate that is not a
// positive finite number is unlimited, a burst below 1 is 1, bounds below 1 are 1).
func New(cfg Config) *Admitter {
	a := &Admitter{
		cfg:        cfg,
		nodeReq:    newLimiter(cfg.Node.Requests),
		nodeBytes:  newLimiter(cfg.Node.Bytes),
		groups:     NewLRU[*groupBuckets](cfg.MaxGroups),
		requesters: NewLRU[*rate.Limiter](cfg.MaxRequesters),
	}
	return a
}

// SetConfig changes the limits at run time. Buckets keep their tokens: the time up to
// the latest now the Admitter was given refills at the old rates, later time at the new
// ones; a smaller burst caps the tokens at the next use. A level made unlimited forgets
// its bucket, and starts full when limited again. A config that does not validate
// changes nothing and returns an error wrapping ErrInvalidConfig.
func (a *Admitter) SetConfig(cfg Config) error {
	if err := cfg.Validate(); err != nil {
		return fmt.Errorf("%w: %w", ErrInvalidConfig, err)
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	at := a.last
	a.cfg = cfg
	a.nodeReq = updateLimiter(a.nodeReq, cfg.Node.Requests, at)
	a.nodeBytes = updateLimiter(a.nodeBytes, cfg.Node.Bytes, at)
	a.groups.Each(func(model string, g **groupBuckets) {
		l := cfg.groupLimits(model)
		(*g).req = updateLimiter((*g).req, l.Requests, at)
		(*g).bytes = updateLimiter((*g).bytes, l.Bytes, at)
	})
	a.requesters.Each(func(_ string, lim **rate.Limiter) {
		*lim = updateLimiter(*lim, cfg.Requester, at)
	})
	a.groups.Resize(cfg.MaxGroups)
	a.requesters.Resize(cfg.MaxRequesters)
	return nil
}

// Config returns the limits in force.
func (a *Admitter) Config() Config {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.cfg
}

// level is one bucket a request must pass, with what it costs there.
type level struct {
	name  string
	lim   *rate.Limiter // nil: unlimited
	cost  int
	burst int // lim's burst, as configured (newLimiter makes it at least 1)
}

// Admit takes one request's tokens at every level (node requests and bytes, the model
// group's requests and bytes, the requester's requests) if every level can give them
// at now, and none otherwise: all or nothing. An empty model or requester skips that
// level; payloadBytes ≤ 0 skips the byte buckets.
//
// A payload larger than a byte bucket's burst costs the whole burst there: it is
// admitted when that bucket is full and empties it. It can never be admitted otherwise,
// so this bends the bandwidth limit by at most one oversized payload per refill instead
// of blocking the request for ever; set bytes bursts above the largest payload to avoid it.
func (a *Admitter) Admit(now time.Time, model, requester string, payloadBytes int) Decision {
	a.mu.Lock()
	defer a.mu.Unlock()
	now = a.advance(now)
	levels := a.levels(model, requester, payloadBytes, true)
	d := wait(now, levels[:])
	if !d.OK {
		return d
	}
	for _, l := range levels {
		if l.lim != nil && l.cost > 0 {
			// Cannot fail: wait found cost tokens at now and the mutex is held.
			l.lim.AllowN(now, l.cost)
		}
	}
	return d
}

// Peek returns how long until Admit would admit this request (0: now), without taking
// tokens or remembering the model or requester.
func (a *Admitter) Peek(now time.Time, model, requester string, payloadBytes int) time.Duration {
	a.mu.Lock()
	defer a.mu.Unlock()
	if now.Before(a.last) {
		now = a.last
	}
	levels := a.levels(model, requester, payloadBytes, false)
	return wait(now, levels[:]).Wait
}

func (a *Admitter) advance(now time.Time) time.Time {
	if now.Before(a.last) {
		return a.last
	}
	a.last = now
	return now
}

// levels lists the buckets of one request. With create, group and requester buckets are
// marked used and missing ones made (full); without, nothing changes and a missing one
// stands for a full bucket of the configured size.
func (a *Admitter) levels(model, requester string, payloadBytes int, create bool) [5]level {
	payloadBytes = max(payloadBytes, 0)
	groupOf, requesterOf := a.groups.Peek, a.requesters.Peek
	if create {
		groupOf, requesterOf = a.groups.Get, a.requesters.Get
	}
	// Bursts come from the config, which every limiter follows (SetConfig), rather than
	// from Limiter.Burst, which takes the limiter's lock.
	ls := [5]level{
		{name: LimitNodeRequests, lim: a.nodeReq, cost: 1, burst: a.cfg.Node.Requests.Burst},
		{name: LimitNodeBytes, lim: a.nodeBytes, cost: payloadBytes, burst: a.cfg.Node.Bytes.Burst},
		{name: LimitGroupRequests},
		{name: LimitGroupBytes},
		{name: LimitRequester},
	}
	if model != "" {
		gl := a.cfg.groupLimits(model)
		g, ok := groupOf(model)
		if !ok {
			g = &groupBuckets{req: newLimiter(gl.Requests), bytes: newLimiter(gl.Bytes)}
			if create {
				a.groups.Add(model, g)
			}
		}
		ls[2].lim, ls[2].cost, ls[2].burst = g.req, 1, gl.Requests.Burst
		ls[3].lim, ls[3].cost, ls[3].burst = g.bytes, payloadBytes, gl.Bytes.Burst
	}
	if requester != "" {
		lim, ok := requesterOf(requester)
		if !ok {
			lim = newLimiter(a.cfg.Requester)
			if create {
				a.requesters.Add(requester, lim)
			}
		}
		ls[4].lim, ls[4].cost, ls[4].burst = lim, 1, a.cfg.Requester.Burst
	}
	for i := range ls {
		// A cost above the burst could never be paid: see Admit on oversized payloads.
		ls[i].cost = min(ls[i].cost, max(ls[i].burst, 1))
	}
	return ls
}

// wait checks every level at now: OK when each has its cost in tokens, else the
// longest time until one that has not would have them (the first such level on ties).
func wait(now time.Time, levels []level) Decision {
	var d Decision
	for _, l := range levels {
		if l.lim == nil || l.cost <= 0 {
			continue
		}
		cost := float64(l.cost)
		tokens := l.lim.TokensAt(now)
		if tokens >= cost {
			continue
		}
		if w := refillTime(l.lim, now, tokens, cost); d.Limit == "" || w > d.Wait {
			d.Wait, d.Limit = w, l.name
		}
	}
	d.OK = d.Limit == ""
	return d
}

// refillTime is the shortest whole number of nanoseconds after now at which lim holds
// cost tokens, tokens being what it holds at now. The first guess is corrected for
// float rounding so that Admit at now+wait succeeds.
func refillTime(lim *rate.Limiter, now time.Time, tokens, cost float64) time.Duration {
	ns := (cost - tokens) / float64(lim.Limit()) * float64(time.Second)
	if !(ns < float64(math.MaxInt64/2)) {
		return time.Duration(math.MaxInt64 / 2)
	}
	// Snap float noise (1000000.0000000009 ns) before rounding up; the loop below
	// corrects a snap that went too far.
	if r := math.Round(ns); math.Abs(ns-r) <= 1e-9*max(1, r) {
		ns = r
	}
	w := time.Duration(math.Ceil(ns))
	for step := time.Duration(1); lim.TokensAt(now.Add(w)) < cost; step *= 2 {
		w += step
	}
	return w
}

func newLimiter(l Limit) *rate.Limiter {
	if !(l.PerSecond > 0) || math.IsInf(l.PerSecond, 1) {
		return nil
	}
	return rate.NewLimiter(rate.Limit(l.PerSecond), max(l.Burst, 1))
}

// updateLimiter applies l to lim at time at, keeping its tokens; nil stands for
// unlimited on both sides.
func updateLimiter(lim *rate.Limiter, l Limit, at time.Time) *rate.Limiter {
	nl := newLimiter(l)
	if nl == nil || lim == nil {
		return nl
	}
	lim.SetLimitAt(at, nl.Limit())
	lim.SetBurstAt(at, nl.Burst())
	return lim
}

// GroupLimits returns the limits of model's group: its override, else Group.
func (c Config) GroupLimits(model string) Limits { return c.groupLimits(model) }

// WithoutShared returns c with the limits that a shared store keeps across replicas
// (per requester, and the request limit of every group) made unlimited, for the
// in-process Admitter of a replica that takes those from the shared store instead.
func (c Config) WithoutShared() Config {
	c.Requester = Limit{}
	c.Group.Requests = Limit{}
	if len(c.GroupOverrides) > 0 {
		o := make(map[string]Limits, len(c.GroupOverrides))
		for m, l := range c.GroupOverrides {
			l.Requests = Limit{}
			o[m] = l
		}
		c.GroupOverrides = o
	}
	return c
}

// groupLimits returns the limits of model's group: its override, else Group.
func (c Config) groupLimits(model string) Limits {
	if l, ok := c.GroupOverrides[model]; ok {
		return l
	}
	return c.Group
}
