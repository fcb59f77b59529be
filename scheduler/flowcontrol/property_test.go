package flowcontrol

import (
	"fmt"
	"testing"
	"time"

	"pgregory.net/rapid"
)

func genLimit(t *rapid.T, name string, maxRate float64, maxBurst int) Limit {
	if rapid.IntRange(0, 4).Draw(t, name+"_unlimited") == 0 {
		return Limit{}
	}
	return Limit{
		PerSecond: float64(rapid.IntRange(1, int(maxRate*10)).Draw(t, name+"_rate_tenths")) / 10,
		Burst:     rapid.IntRange(1, maxBurst).Draw(t, name+"_burst"),
	}
}

type charge struct {
	at   time.Time
	cost int
}

// TestPropertyWindowBound: over a simulated timeline, what each bucket admitted in any
// window [t_i, t_j] is at most rate × (t_j − t_i) + burst; and a request refused with
// Wait w is admitted at now + w when nothing else happened in between.
func TestPropertyWindowBound(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := Config{
			Node:          Limits{Requests: genLimit(t, "node_req", 50, 20), Bytes: genLimit(t, "node_bytes", 5000, 3000)},
			Group:         Limits{Requests: genLimit(t, "group_req", 20, 10), Bytes: genLimit(t, "group_bytes", 2000, 2000)},
			Requester:     genLimit(t, "requester", 5, 5),
			MaxRequesters: 100,
			MaxGroups:     100,
		}
		if err := c.Validate(); err != nil {
			t.Fatalf("generated config invalid: %v", err)
		}
		a := New(c)
		limits := map[string]Limit{}
		charges := map[string][]charge{}
		now := t0
		n := rapid.IntRange(1, 300).Draw(t, "events")
		for i := range n {
			now = now.Add(time.Duration(rapid.IntRange(0, 200_000).Draw(t, "gap_us")) * time.Microsecond)
			model := fmt.Sprintf("m%d", rapid.IntRange(0, 2).Draw(t, "model"))
			req := fmt.Sprintf("u%d", rapid.IntRange(0, 3).Draw(t, "requester"))
			bytes := rapid.IntRange(0, 1500).Draw(t, "bytes")
			d := a.Admit(now, model, req, bytes)
			if !d.OK && rapid.Bool().Draw(t, "retry_at_wait") {
				if d.Wait <= 0 {
					t.Fatalf("event %d refused with wait %v", i, d.Wait)
				}
				if d.Wait > time.Microsecond {
					if w := a.Peek(now.Add(d.Wait-time.Microsecond), model, req, bytes); w <= 0 {
						t.Fatalf("event %d: Wait %v is not the shortest: admitted 1µs earlier", i, d.Wait)
					}
				}
				now = now.Add(d.Wait)
				if d2 := a.Admit(now, model, req, bytes); !d2.OK {
					t.Fatalf("event %d refused by %s for %v, then refused again at +wait: %+v", i, d.Limit, d.Wait, d2)
				}
				d.OK = true
			}
			if !d.OK {
				continue
			}
			for _, l := range []struct {
				key   string
				limit Limit
				cost  int
			}{
				{"node.requests", c.Node.Requests, 1},
				{"node.bytes", c.Node.Bytes, bytes},
				{"group.requests." + model, c.Group.Requests, 1},
				{"group.bytes." + model, c.Group.Bytes, bytes},
				{"requester." + req, c.Requester, 1},
			} {
				if l.limit.Unlimited() || l.cost == 0 {
					continue
				}
				limits[l.key] = l.limit
				charges[l.key] = append(charges[l.key], charge{now, min(l.cost, l.limit.Burst)})
			}
		}
		for key, cs := range charges {
			l := limits[key]
			for i := range cs {
				sum := 0
				for j := i; j < len(cs); j++ {
					sum += cs[j].cost
					bound := l.PerSecond*cs[j].at.Sub(cs[i].at).Seconds() + float64(l.Burst)
					if float64(sum) > bound+1e-6 {
						t.Fatalf("%s (%v/s, burst %d): %d admitted in [%v, %v], bound %.3f",
							key, l.PerSecond, l.Burst, sum, cs[i].at.Sub(t0), cs[j].at.Sub(t0), bound)
					}
				}
			}
		}
	})
}

// TestPropertyPeekMatchesAdmit: Peek says 0 exactly when Admit admits, and otherwise
// returns Admit's Wait.
func TestPropertyPeekMatchesAdmit(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := Config{
			Node:          Limits{Requests: genLimit(t, "node_req", 10, 5), Bytes: genLimit(t, "node_bytes", 1000, 1000)},
			Group:         Limits{Requests: genLimit(t, "group_req", 10, 5)},
			Requester:     genLimit(t, "requester", 5, 3),
			MaxRequesters: 2,
			MaxGroups:     2,
		}
		a := New(c)
		now := t0
		for range rapid.IntRange(1, 100).Draw(t, "events") {
			now = now.Add(time.Duration(rapid.IntRange(0, 500).Draw(t, "gap_ms")) * time.Millisecond)
			model := fmt.Sprintf("m%d", rapid.IntRange(0, 2).Draw(t, "model"))
			req := fmt.Sprintf("u%d", rapid.IntRange(0, 3).Draw(t, "requester"))
			bytes := rapid.IntRange(0, 1500).Draw(t, "bytes")
			w := a.Peek(now, model, req, bytes)
			d := a.Admit(now, model, req, bytes)
			if d.OK != (w == 0) || d.Wait != w {
				t.Fatalf("Peek %v but Admit %+v", w, d)
			}
		}
	})
}
