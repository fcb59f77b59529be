package indexer

import (
	"slices"
	"strconv"
	"testing"

	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/internal/testutil/testkit"
	"github.com/infersched/infersched/wire"
)

// A 5000-block backfill through an endpoint that refuses ranges above 500 blocks: the
// range is halved (without failing over: the answer is Permanent) and every event
// arrives once.
func TestBackfillHalvesTheRangeOnTooManyResults(t *testing.T) {
	e := newEnv(t)
	c := e.chain
	// The simulated chain seals about 300 blocks/s (much less under -race); -short
	// keeps the same proportions at a fifth of the size.
	blocks, limit := 5000, uint64(500)
	if testing.Short() {
		blocks, limit = 1000, 100
	}
	var want []string
	for i := range blocks {
		if i%200 == 0 {
			if _, err := c.SendRequest(t, c.Users[0], contractstest.Request{}); err != nil {
				t.Fatal(err)
			}
			want = append(want, "")
		}
		c.Commit()
	}
	head := c.Head(t).Number.Uint64()
	limited := e.endpoint()
	limited.maxRange = limit
	second := e.endpoint()
	cfg := e.cfg
	cfg.BatchBlocks = 4 * limit
	cfg.ReorgWindow = 16
	r := e.start(t, cfg, limited, second)
	r.waitProcessed(t, head)

	ids := requestIDs(t, e.messages(t))
	if len(ids) != len(want) {
		t.Fatalf("published %d requests, want %d", len(ids), len(want))
	}
	for i, id := range ids {
		if id != strconv.Itoa(i+1) {
			t.Fatalf("request %d has id %s, want %d (in order, none missing)", i, id, i+1)
		}
	}
	if got := r.counter("infersched_indexer_log_range_halvings_total"); got < 2 {
		t.Errorf("range halvings = %v, want at least 2 (4×limit → 2×limit → limit)", got)
	}
	if got := r.counter("infersched_rpc_errors_total"); got != 0 {
		t.Errorf("rpc errors = %v: a too-large range must not count as an endpoint failure", got)
	}
	if second.getLogs.Load() != 0 {
		t.Errorf("the second endpoint answered %d eth_getLogs: a too-large range must not fail over", second.getLogs.Load())
	}
	limited.mu.Lock()
	defer limited.mu.Unlock()
	for _, rg := range limited.ranges {
		if rg[1]-rg[0]+1 > limit {
			t.Errorf("answered range %v is above the limit", rg)
		}
	}
	if n := len(limited.ranges); n > 4*blocks/int(limit) {
		t.Errorf("%d eth_getLogs calls for %d blocks: the range did not grow back or stayed too small", n, blocks)
	}
}

// The first endpoint dies mid-run; the second takes over and nothing is lost or doubled.
func TestFailoverToTheNextEndpoint(t *testing.T) {
	e := newEnv(t)
	c := e.chain
	first, second := e.endpoint(), e.endpoint()
	r := e.start(t, e.cfg, first, second)

	want := requestN(t, c, 3)
	r.waitProcessed(t, c.Head(t).Number.Uint64())
	if second.heads.Load() != 0 {
		t.Fatalf("the second endpoint was used while the first was healthy")
	}
	first.dead.Store(true)
	want = append(want, requestN(t, c, 3)...)
	r.waitProcessed(t, c.Head(t).Number.Uint64())

	if got := requestIDs(t, e.messages(t)); !slices.Equal(got, want) {
		t.Fatalf("request ids %v, want %v", got, want)
	}
	if got := r.counter("infersched_rpc_failovers_total"); got < 1 {
		t.Errorf("failovers = %v, want ≥ 1", got)
	}
	if got := r.counter("infersched_rpc_errors_total"); got < 1 {
		t.Errorf("rpc errors = %v, want ≥ 1", got)
	}
}

// After a failover to an endpoint that is behind the checkpoint, the indexer waits for
// it: no reorg, no retraction; once it catches up, indexing goes on.
func TestLaggingEndpointIsNotAReorg(t *testing.T) {
	e := newEnv(t)
	c := e.chain
	first, lagging := e.endpoint(), e.endpoint()
	r := e.start(t, e.cfg, first, lagging) // confirmations 0: the window is at the head

	want := requestN(t, c, 2)
	head := c.Head(t).Number.Uint64()
	r.waitProcessed(t, head)

	lagging.lagAt.Store(int64(head - 1))
	first.dead.Store(true)
	want = append(want, requestN(t, c, 1)...)
	// Let the indexer poll the lagging endpoint a good number of times.
	calls := lagging.heads.Load()
	testkit.WaitUntil(t, "polls of the lagging endpoint", func() bool { return lagging.heads.Load() >= calls+10 })
	if got := r.processed(); got != head {
		t.Fatalf("processed block %d while the only live endpoint is at %d (checkpoint %d)", got, head-1, head)
	}
	lagging.lagAt.Store(0) // caught up
	r.waitProcessed(t, c.Head(t).Number.Uint64())

	ms := e.messages(t)
	if got := requestIDs(t, ms); !slices.Equal(got, want) {
		t.Fatalf("request ids %v, want %v", got, want)
	}
	if n := len(bySubject(ms, wire.SubjectRetractions)); n != 0 {
		t.Errorf("%d retractions published for a lagging endpoint", n)
	}
	if got := r.counter("infersched_indexer_reorgs_total"); got != 0 {
		t.Errorf("reorgs = %v for a lagging endpoint", got)
	}
}

// A new-heads subscription is used when the endpoint offers one; without it (http) the
// indexer polls and loses nothing.
func TestSubscribesWhenItCanAndPollsOtherwise(t *testing.T) {
	for _, http := range []bool{false, true} {
		e := newEnv(t)
		c := e.chain
		ep := e.endpoint()
		ep.http = http
		r := e.start(t, e.cfg, ep)
		want := requestN(t, c, 3)
		r.waitProcessed(t, c.Head(t).Number.Uint64())
		if got := requestIDs(t, e.messages(t)); !slices.Equal(got, want) {
			t.Fatalf("http=%v: request ids %v, want %v", http, got, want)
		}
		if subs := ep.subs.Load(); (subs > 0) == http {
			t.Errorf("http=%v: %d subscriptions opened", http, subs)
		}
	}
}
