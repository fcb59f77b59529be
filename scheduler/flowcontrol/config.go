package flowcontrol

import (
	"math"
	"sort"

	"github.com/infersched/infersched/internal/validate"
)

// Limit is one token bucket: PerSecond tokens refill each second, up to Burst. A
// PerSecond of 0 means unlimited (Burst is then ignored).
type Limit struct {
	// PerSecond is the refill rate, in tokens per second (requests, or bytes of a bytes
	// limit); 0: unlimited.
	PerSecond float64 `yaml:"per_second" json:"per_second"`
	// Burst is the bucket's size: the most tokens spent at once.
	Burst int `yaml:"burst" json:"burst"`
}

// Unlimited reports whether l limits nothing.
func (l Limit) Unlimited() bool { return l.PerSecond == 0 }

// Limits is the pair of limits of one level: requests per second and outgoing payload
// bytes per second.
type Limits struct {
	// Requests limits the requests sent per second.
	Requests Limit `yaml:"requests" json:"requests"`
	// Bytes limits the outgoing payload bytes per second.
	Bytes Limit `yaml:"bytes" json:"bytes"`
}

// Config is the flow-control section.
type Config struct {
	// Node limits the whole scheduler.
	Node Limits `yaml:"node" json:"node"`
	// Group limits each model group on its own.
	Group Limits `yaml:"group" json:"group"`
	// GroupOverrides replaces Group for the named models. An override replaces both
	// limits: a zero limit in it means unlimited, not "as in group".
	GroupOverrides map[string]Limits `yaml:"group_overrides" json:"group_overrides"`
	// Requester limits the requests of each requester address.
	Requester Limit `yaml:"requester" json:"requester"`
	// MaxRequesters bounds the requester buckets kept; beyond it the least recently
	// seen requester's bucket is forgotten (it starts full when that requester returns).
	MaxRequesters int `yaml:"max_requesters" json:"max_requesters"`
	// MaxGroups bounds the model-group buckets kept, the same way: model ids come from
	// users' transactions, so their number is not bounded by configuration.
	MaxGroups int `yaml:"max_groups" json:"max_groups"`
}

// DefaultConfig returns limits generous enough for one scheduler process on one chain:
// 500 requests/s and 8 MiB/s of assignment payloads in all, 200 requests/s per model,
// 10 requests/s per requester (bursts twice the rate).
func DefaultConfig() Config {
	return Config{
		Node: Limits{
			Requests: Limit{PerSecond: 500, Burst: 1000},
			Bytes:    Limit{PerSecond: 8 << 20, Burst: 16 << 20},
		},
		Group: Limits{
			Requests: Limit{PerSecond: 200, Burst: 400},
		},
		Requester:     Limit{PerSecond: 10, Burst: 20},
		MaxRequesters: 100_000,
		MaxGroups:     10_000,
	}
}

// Validate reports every problem of c at once, keyed relative to the section.
func (c Config) Validate() error {
	var p validate.Problems
	checkLimits(&p, "node", c.Node)
	checkLimits(&p, "group", c.Group)
	models := make([]string, 0, len(c.GroupOverrides))
	for m := range c.GroupOverrides {
		models = append(models, m)
	}
	sort.Strings(models)
	for _, m := range models {
		p.Check(m != "", "group_overrides", "model names must not be empty")
		checkLimits(&p, validate.Join("group_overrides", m), c.GroupOverrides[m])
	}
	checkLimit(&p, "requester", c.Requester)
	p.Check(c.MaxRequesters >= 1, "max_requesters", "must be at least 1, got %d", c.MaxRequesters)
	p.Check(c.MaxGroups >= 1, "max_groups", "must be at least 1, got %d", c.MaxGroups)
	return p.Err()
}

func checkLimits(p *validate.Problems, key string, l Limits) {
	checkLimit(p, validate.Join(key, "requests"), l.Requests)
	checkLimit(p, validate.Join(key, "bytes"), l.Bytes)
}

func checkLimit(p *validate.Problems, key string, l Limit) {
	ok := l.PerSecond >= 0 && !math.IsInf(l.PerSecond, 1) // false for NaN
	p.Check(ok, validate.Join(key, "per_second"), "must be a finite number ≥ 0 (0 = unlimited), got %v", l.PerSecond)
	if ok && l.PerSecond > 0 {
		p.Check(l.Burst >= 1, validate.Join(key, "burst"), "must be at least 1 when per_second is set, got %d", l.Burst)
		return
	}
	p.Check(l.Burst >= 0, validate.Join(key, "burst"), "must not be negative, got %d", l.Burst)
}
