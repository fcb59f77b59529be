package flowcontrol

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"
)

var t0 = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

func at(ms int) time.Time { return t0.Add(time.Duration(ms) * time.Millisecond) }

// unlimited is a valid config that limits nothing.
func unlimited() Config { return Config{MaxRequesters: 100, MaxGroups: 100} }

func TestUnlimitedAdmitsEverything(t *testing.T) {
	a := New(unlimited())
	for i := range 10_000 {
		if d := a.Admit(t0, "m", "alice", 1<<30); !d.OK || d.Wait != 0 || d.Limit != "" {
			t.Fatalf("request %d: %+v, want admitted", i, d)
		}
	}
}

func TestEachLevel(t *testing.T) {
	// Each case limits one level to rate 1/s (100 bytes/s for bytes), burst 2 (200 bytes):
	// two requests of 100 bytes pass, the third waits one second at that level.
	one := Limit{PerSecond: 1, Burst: 2}
	bytes := Limit{PerSecond: 100, Burst: 200}
	for _, tc := range []struct {
		limit  string
		config func(*Config)
	}{
		{LimitNodeRequests, func(c *Config) { c.Node.Requests = one }},
		{LimitNodeBytes, func(c *Config) { c.Node.Bytes = bytes }},
		{LimitGroupRequests, func(c *Config) { c.Group.Requests = one }},
		{LimitGroupBytes, func(c *Config) { c.Group.Bytes = bytes }},
		{LimitGroupRequests, func(c *Config) { c.GroupOverrides = map[string]Limits{"m": {Requests: one}} }},
		{LimitGroupBytes, func(c *Config) { c.GroupOverrides = map[string]Limits{"m": {Bytes: bytes}} }},
		{LimitRequester, func(c *Config) { c.Requester = one }},
	} {
		t.Run(tc.limit, func(t *testing.T) {
			c := unlimited()
			tc.config(&c)
			if err := c.Validate(); err != nil {
				t.Fatal(err)
			}
			a := New(c)
			for i := range 2 {
				if d := a.Admit(t0, "m", "alice", 100); !d.OK {
					t.Fatalf("request %d: %+v, want admitted", i, d)
				}
			}
			want := Decision{OK: false, Wait: time.Second, Limit: tc.limit}
			if d := a.Admit(t0, "m", "alice", 100); d != want {
				t.Fatalf("third request: %+v, want %+v", d, want)
			}
			if w := a.Peek(t0, "m", "alice", 100); w != time.Second {
				t.Fatalf("Peek = %v, want 1s", w)
			}
			if d := a.Admit(at(999), "m", "alice", 100); d.OK || d.Wait != time.Millisecond {
				t.Fatalf("after 999 ms: %+v, want a 1 ms wait", d)
			}
			if d := a.Admit(at(1000), "m", "alice", 100); !d.OK {
				t.Fatalf("after 1 s: %+v, want admitted", d)
			}
		})
	}
}

func TestBurstThenRefill(t *testing.T) {
	c := unlimited()
	c.Node.Requests = Limit{PerSecond: 10, Burst: 5}
	a := New(c)
	for i := range 5 {
		if d := a.Admit(t0, "m", "", 0); !d.OK {
			t.Fatalf("burst request %d refused: %+v", i, d)
		}
	}
	if d := a.Admit(t0, "m", "", 0); d.OK || d.Wait != 100*time.Millisecond {
		t.Fatalf("over the burst: %+v, want a 100ms wait", d)
	}
	if d := a.Admit(at(50), "m", "", 0); d.OK || d.Wait != 50*time.Millisecond {
		t.Fatalf("half refilled: %+v, want a 50ms wait", d)
	}
	if d := a.Admit(at(100), "m", "", 0); !d.OK {
		t.Fatalf("refilled one token: %+v", d)
	}
	// A long pause refills up to the burst, not beyond.
	n := 0
	for a.Admit(at(60_000), "m", "", 0).OK {
		n++
	}
	if n != 5 {
		t.Fatalf("after a minute %d admitted at once, want the burst 5", n)
	}
}

func TestAllOrNothing(t *testing.T) {
	c := unlimited()
	c.Node.Requests = Limit{PerSecond: 1, Burst: 10}
	c.Requester = Limit{PerSecond: 1, Burst: 1}
	a := New(c)
	if d := a.Admit(t0, "m", "alice", 0); !d.OK {
		t.Fatalf("first: %+v", d)
	}
	// alice is refused by her own limit 100 times; the node bucket must not pay for it.
	for range 100 {
		if d := a.Admit(t0, "m", "alice", 0); d.OK || d.Limit != LimitRequester {
			t.Fatalf("alice: %+v, want refused by requester", d)
		}
	}
	for i := range 9 {
		if d := a.Admit(t0, "m", fmt.Sprintf("user%d", i), 0); !d.OK {
			t.Fatalf("user%d: %+v, want admitted (node has 9 tokens left)", i, d)
		}
	}
	if d := a.Admit(t0, "m", "bob", 0); d.OK || d.Limit != LimitNodeRequests {
		t.Fatalf("bob: %+v, want refused by node.requests", d)
	}
}

func TestWaitIsTheLongest(t *testing.T) {
	c := unlimited()
	c.Node.Requests = Limit{PerSecond: 1, Burst: 1}  // empty after one: 1 s
	c.Group.Bytes = Limit{PerSecond: 50, Burst: 200} // 100 bytes left after alice
	c.Requester = Limit{PerSecond: 0.25, Burst: 1}   // empty after one: 4 s
	a := New(c)
	if d := a.Admit(t0, "m", "alice", 100); !d.OK {
		t.Fatalf("first: %+v", d)
	}
	for _, tc := range []struct {
		requester string
		bytes     int
		want      Decision
	}{
		{"alice", 100, Decision{Wait: 4 * time.Second, Limit: LimitRequester}},
		{"bob", 100, Decision{Wait: time.Second, Limit: LimitNodeRequests}}, // tie: first level wins
		{"bob", 200, Decision{Wait: 2 * time.Second, Limit: LimitGroupBytes}},
		{"bob", 150, Decision{Wait: time.Second, Limit: LimitNodeRequests}}, // 1 s at both
		{"bob", 0, Decision{Wait: time.Second, Limit: LimitNodeRequests}},
	} {
		if d := a.Admit(t0, "m", tc.requester, tc.bytes); d != tc.want {
			t.Errorf("%s %d bytes: %+v, want %+v", tc.requester, tc.bytes, d, tc.want)
		}
		if w := a.Peek(t0, "m", tc.requester, tc.bytes); w != tc.want.Wait {
			t.Errorf("%s %d bytes: Peek %v, want %v", tc.requester, tc.bytes, w, tc.want.Wait)
		}
	}
	// At the promised time the longest-waiting request goes through.
	if d := a.Admit(at(4000), "m", "alice", 100); !d.OK {
		t.Fatalf("alice after her wait: %+v", d)
	}
}

func TestGroupIsolation(t *testing.T) {
	c := unlimited()
	c.Group.Requests = Limit{PerSecond: 1, Burst: 2}
	c.GroupOverrides = map[string]Limits{"big": {Requests: Limit{PerSecond: 1, Burst: 5}}}
	a := New(c)
	flood := func(model string) int {
		n := 0
		for a.Admit(t0, model, "", 0).OK {
			n++
		}
		return n
	}
	if n := flood("a"); n != 2 {
		t.Fatalf("model a admitted %d, want its burst 2", n)
	}
	if n := flood("b"); n != 2 {
		t.Fatalf("model b admitted %d after a's flood, want its own burst 2", n)
	}
	if n := flood("big"); n != 5 {
		t.Fatalf("overridden model admitted %d, want 5", n)
	}

	// Only the node level ties groups together.
	c = unlimited()
	c.Node.Requests = Limit{PerSecond: 1, Burst: 3}
	c.Group.Requests = Limit{PerSecond: 1, Burst: 10}
	a = New(c)
	if n := flood("a"); n != 3 {
		t.Fatalf("model a admitted %d, want the node burst 3", n)
	}
	if d := a.Admit(t0, "b", "", 0); d.OK || d.Limit != LimitNodeRequests {
		t.Fatalf("model b after a drained the node: %+v, want refused by node.requests", d)
	}
}

func TestRequesterFairness(t *testing.T) {
	c := unlimited()
	c.Node.Requests = Limit{PerSecond: 100, Burst: 100}
	c.Requester = Limit{PerSecond: 1, Burst: 3}
	a := New(c)
	// alice sends 1000 requests in one instant; only her burst passes.
	got := 0
	for range 1000 {
		if a.Admit(t0, "m", "alice", 0).OK {
			got++
		}
	}
	if got != 3 {
		t.Fatalf("alice admitted %d, want 3", got)
	}
	// Everyone else still gets their share of the node's remaining tokens.
	for i := range 30 {
		if d := a.Admit(t0, "m", fmt.Sprintf("user%02d", i), 0); !d.OK {
			t.Fatalf("user%02d refused after alice's flood: %+v", i, d)
		}
	}
}

func TestSetConfigKeepsTokens(t *testing.T) {
	c := unlimited()
	c.Node.Requests = Limit{PerSecond: 1, Burst: 10}
	a := New(c)
	for range 10 {
		a.Admit(t0, "m", "", 0)
	}
	// Faster rate: the bucket is still empty at t0, refills at the new rate from t0 on.
	c.Node.Requests = Limit{PerSecond: 100, Burst: 10}
	if err := a.SetConfig(c); err != nil {
		t.Fatal(err)
	}
	if d := a.Admit(t0, "m", "", 0); d.OK || d.Wait != 10*time.Millisecond {
		t.Fatalf("after the change at t0: %+v, want still empty, 10ms wait", d)
	}
	if d := a.Admit(at(10), "m", "", 0); !d.OK {
		t.Fatalf("10ms later at 100/s: %+v", d)
	}

	// Smaller burst caps what was saved.
	if n := countAdmitted(a, at(10_000)); n != 10 {
		t.Fatalf("full bucket gave %d, want 10", n)
	}
	c.Node.Requests = Limit{PerSecond: 100, Burst: 3}
	if err := a.SetConfig(c); err != nil {
		t.Fatal(err)
	}
	if n := countAdmitted(a, at(20_000)); n != 3 {
		t.Fatalf("after shrinking the burst: %d, want 3", n)
	}

	// Unlimited, then limited again: starts full.
	c.Node.Requests = Limit{}
	if err := a.SetConfig(c); err != nil {
		t.Fatal(err)
	}
	if n := countAdmittedUpTo(a, at(20_000), 500); n != 500 {
		t.Fatalf("unlimited admitted %d of 500", n)
	}
	c.Node.Requests = Limit{PerSecond: 1, Burst: 4}
	if err := a.SetConfig(c); err != nil {
		t.Fatal(err)
	}
	if n := countAdmitted(a, at(20_000)); n != 4 {
		t.Fatalf("limited again: %d, want a full burst of 4", n)
	}
}

func TestSetConfigAppliesToExistingBuckets(t *testing.T) {
	c := unlimited()
	c.Group.Requests = Limit{PerSecond: 1, Burst: 1}
	c.Requester = Limit{PerSecond: 1, Burst: 1}
	a := New(c)
	a.Admit(t0, "m", "alice", 0)
	a.Admit(t0, "n", "bob", 0)
	// Requester limit lifted, group m overridden to a faster rate.
	c.Requester = Limit{}
	c.GroupOverrides = map[string]Limits{"m": {Requests: Limit{PerSecond: 1000, Burst: 1}}}
	if err := a.SetConfig(c); err != nil {
		t.Fatal(err)
	}
	if d := a.Admit(at(1), "m", "alice", 0); !d.OK {
		t.Fatalf("m after override: %+v", d)
	}
	if d := a.Admit(at(1), "n", "carol", 0); d.OK || d.Limit != LimitGroupRequests {
		t.Fatalf("n keeps its limit and state: %+v", d)
	}
}

func TestSetConfigRejectsInvalid(t *testing.T) {
	c := unlimited()
	c.Node.Requests = Limit{PerSecond: 1, Burst: 1}
	a := New(c)
	bad := c
	bad.Node.Requests = Limit{PerSecond: -1, Burst: 1}
	bad.MaxGroups = 0
	err := a.SetConfig(bad)
	if !errors.Is(err, ErrInvalidConfig) {
		t.Fatalf("SetConfig(bad) = %v, want ErrInvalidConfig", err)
	}
	for _, key := range []string{"node.requests.per_second", "max_groups"} {
		if !strings.Contains(err.Error(), key+": ") {
			t.Errorf("error does not name %s: %v", key, err)
		}
	}
	if got := a.Config(); got.Node.Requests != c.Node.Requests {
		t.Fatalf("config changed to %+v", got.Node.Requests)
	}
}

func TestOversizedPayload(t *testing.T) {
	c := unlimited()
	c.Node.Bytes = Limit{PerSecond: 100, Burst: 100}
	a := New(c)
	// 1000 bytes > burst 100: costs the whole burst, admitted when the bucket is full.
	if d := a.Admit(t0, "m", "", 1000); !d.OK {
		t.Fatalf("oversized into a full bucket: %+v", d)
	}
	if d := a.Admit(t0, "m", "", 1000); d.OK || d.Wait != time.Second || d.Limit != LimitNodeBytes {
		t.Fatalf("second oversized: %+v, want a 1s wait (refill of the whole burst)", d)
	}
	if d := a.Admit(at(1000), "m", "", 1000); !d.OK {
		t.Fatalf("after refill: %+v", d)
	}
}

func TestPeekTakesNothing(t *testing.T) {
	c := unlimited()
	c.Node.Requests = Limit{PerSecond: 1, Burst: 1}
	c.Requester = Limit{PerSecond: 1, Burst: 1}
	c.Group.Requests = Limit{PerSecond: 1, Burst: 1}
	a := New(c)
	for range 100 {
		if w := a.Peek(t0, "m", "alice", 10); w != 0 {
			t.Fatalf("Peek = %v, want 0", w)
		}
	}
	if a.requesters.Len() != 0 || a.groups.Len() != 0 {
		t.Fatalf("Peek remembered buckets: %d requesters, %d groups", a.requesters.Len(), a.groups.Len())
	}
	if d := a.Admit(t0, "m", "alice", 10); !d.OK {
		t.Fatalf("Admit after Peeks: %+v", d)
	}
}

func TestRequesterBound(t *testing.T) {
	c := unlimited()
	c.Requester = Limit{PerSecond: 0.001, Burst: 1}
	c.MaxRequesters = 2
	c.MaxGroups = 1
	a := New(c)
	for _, r := range []string{"alice", "bob"} {
		if !a.Admit(t0, "m", r, 0).OK {
			t.Fatalf("%s refused", r)
		}
	}
	if a.Admit(at(1), "m", "alice", 0).OK { // alice is now the most recently used
		t.Fatal("alice admitted twice")
	}
	a.Admit(at(2), "n", "carol", 0) // evicts bob (least recently used), and group m
	if a.requesters.Len() != 2 || a.groups.Len() != 1 {
		t.Fatalf("%d requesters, %d groups kept; want 2 and 1", a.requesters.Len(), a.groups.Len())
	}
	if !a.Admit(at(3), "m", "bob", 0).OK {
		t.Fatal("bob was evicted and should start full")
	}
	if a.Admit(at(3), "m", "carol", 0).OK {
		t.Fatal("carol still tracked and empty, must be refused")
	}
	c.MaxRequesters = 1
	if err := a.SetConfig(c); err != nil {
		t.Fatal(err)
	}
	if a.requesters.Len() != 1 {
		t.Fatalf("after shrinking: %d requesters kept, want 1", a.requesters.Len())
	}
}

func TestClockStepBackMintsNothing(t *testing.T) {
	c := unlimited()
	c.Node.Requests = Limit{PerSecond: 1, Burst: 1}
	a := New(c)
	if !a.Admit(at(10_000), "m", "", 0).OK {
		t.Fatal("first refused")
	}
	// The clock jumps back 5 s and forward again: nothing may be gained.
	if d := a.Admit(at(5_000), "m", "", 0); d.OK || d.Wait != time.Second {
		t.Fatalf("stepped back: %+v, want a 1s wait from the latest time", d)
	}
	if a.Admit(at(10_500), "m", "", 0).OK {
		t.Fatal("admitted half a second after the last token")
	}
	if !a.Admit(at(11_000), "m", "", 0).OK {
		t.Fatal("refused a second after the last token")
	}
}

func TestConcurrentUse(t *testing.T) {
	c := unlimited()
	c.Node.Requests = Limit{PerSecond: 1000, Burst: 100}
	c.Requester = Limit{PerSecond: 10, Burst: 5}
	a := New(c)
	var wg sync.WaitGroup
	var mu sync.Mutex
	admitted := 0
	for g := range 8 {
		wg.Go(func() {
			for i := range 500 {
				if a.Admit(t0, fmt.Sprintf("m%d", i%3), fmt.Sprintf("u%d", (g*7+i)%50), 64).OK {
					mu.Lock()
					admitted++
					mu.Unlock()
				}
				a.Peek(t0, "m0", "u1", 64)
				if i%100 == 0 {
					_ = a.SetConfig(c)
				}
			}
		})
	}
	wg.Wait()
	if admitted != 100 {
		t.Fatalf("admitted %d at one instant, want exactly the node burst 100", admitted)
	}
}

func countAdmitted(a *Admitter, now time.Time) int { return countAdmittedUpTo(a, now, 1<<20) }

func countAdmittedUpTo(a *Admitter, now time.Time, limit int) int {
	n := 0
	for n < limit && a.Admit(now, "m", "", 0).OK {
		n++
	}
	return n
}

func TestPeekKeepsEvictionOrder(t *testing.T) {
	c := unlimited()
	c.Requester = Limit{PerSecond: 0.001, Burst: 1}
	c.MaxRequesters = 2
	a := New(c)
	a.Admit(t0, "", "alice", 0)
	a.Admit(t0, "", "bob", 0)
	if w := a.Peek(t0, "", "alice", 0); w == 0 {
		t.Fatal("alice's bucket is empty, Peek must say wait")
	}
	a.Admit(t0, "", "carol", 0) // evicts alice: Peek did not mark her used
	if _, ok := a.requesters.Peek("alice"); ok {
		t.Fatal("Peek refreshed alice in the eviction order")
	}
	if _, ok := a.requesters.Peek("bob"); !ok {
		t.Fatal("bob evicted instead of alice")
	}
}
