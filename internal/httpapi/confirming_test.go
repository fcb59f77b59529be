package httpapi

import (
	"context"
	"net/http"
	"strconv"
	"testing"
	"time"

	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/indexer"
	"github.com/infersched/infersched/internal/bus"
	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/internal/status"
	"github.com/infersched/infersched/internal/testutil/natstest"
)

// noClose hides the simulated client's Close from the pool.
type noClose struct{ ethrpc.Client }

// chainAPI is a simulated chain, an indexer with confirmations publishing to an
// embedded NATS server, and an API server reading the same buckets.
type chainAPI struct {
	chain *contractstest.Chain
	f     *fixture
}

func newChainAPI(t *testing.T, confirmations uint64) *chainAPI {
	t.Helper()
	chain := contractstest.NewChain(t)
	ns := natstest.Start(t)
	js := ns.JetStream(t)
	ctx := context.Background()
	bcfg := bus.DefaultConfig()
	if err := bus.Ensure(ctx, js, bcfg); err != nil {
		t.Fatal(err)
	}
	icfg := indexer.DefaultConfig()
	icfg.Confirmations, icfg.PollInterval, icfg.StartBlock = confirmations, 20*time.Millisecond, chain.DeployBlock
	icfg.Router, icfg.Bus = chain.RouterAddress, bcfg
	rcfg := ethrpc.DefaultConfig()
	rcfg.RPCURLs = []string{"ws://sim:8546"}
	rcfg.Contracts.Router = chain.RouterAddress.Hex()
	pool, err := ethrpc.New(rcfg, func(context.Context, string) (ethrpc.Client, error) { return noClose{chain.Client}, nil }, zap.NewNop(), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	ix, err := indexer.New(icfg, pool, js, zap.NewNop(), nil)
	if err != nil {
		t.Fatal(err)
	}
	rctx, cancel := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- ix.Run(rctx) }()
	t.Cleanup(func() { cancel(); <-done })

	statuses, err := status.OpenKV(ctx, js, bcfg.StatusBucket)
	if err != nil {
		t.Fatal(err)
	}
	sightings, err := status.OpenSightings(ctx, js, bcfg.SightingsBucket)
	if err != nil {
		t.Fatal(err)
	}
	lookup, err := NewRouterLookup(chain.Client, chain.RouterAddress)
	if err != nil {
		t.Fatal(err)
	}
	f := newFixture(t, statuses, func(o *Options) {
		o.Sightings, o.Chain, o.Now = sightings, lookup, time.Now
	})
	return &chainAPI{chain: chain, f: f}
}

// A client polling right after its receipt gets 202 confirming with the confirmations
// still needed and a Retry-After no longer than those blocks and the processing take,
// never 404; the count goes down block by block to 0. An id the chain does not have is
// 404 unknown_request, unlike a malformed one (400 bad_request).
func TestConfirmingFromTheFirstBlock(t *testing.T) {
	const conf = 3
	e := newChainAPI(t, conf)
	c := e.chain
	ra := e.f.sched.Get().RetryAfter
	// The longest honest answer: every confirmation at the configured block time (the
	// observed one is shorter on the simulated chain), then P + T, with the margin.
	maxRetry := ra.Finalize(int64(conf)*ra.BlockMS + ra.ProcessingFor("m") + ra.TxConfirmationMS)

	for i := range 5 {
		id, _ := c.RequestInferenceReceipt(t, c.Users[0], contractstest.Request{Model: "m"})
		last := conf + 1
		for blocks := 0; ; blocks++ {
			rec := e.f.do("GET", "/v1/requests/"+id.String(), "")
			if rec.Code != http.StatusAccepted {
				t.Fatalf("request %d after %d blocks: status %d, body %s", i, blocks, rec.Code, rec.Body)
			}
			m := decodeMap(t, rec)
			retry, err := strconv.ParseInt(rec.Header().Get("Retry-After"), 10, 64)
			if err != nil || retry < 1 || retry > maxRetry {
				t.Fatalf("request %d: Retry-After %q, want within [1, %d]", i, rec.Header().Get("Retry-After"), maxRetry)
			}
			if m["state"] != StateConfirming {
				t.Fatalf("request %d: state %v, want confirming (no scheduler runs here)", i, m["state"])
			}
			left := int(m["confirmations_remaining"].(float64))
			if left > last || left > conf {
				t.Fatalf("request %d: confirmations_remaining went from %d to %d", i, last, left)
			}
			last = left
			if left == 0 {
				break
			}
			if blocks > 50 {
				t.Fatalf("request %d: still %d confirmations to go after %d blocks", i, left, blocks)
			}
			c.Commit()
			time.Sleep(30 * time.Millisecond) // let the indexer see the head; the answer is checked either way
		}
	}
	wantError(t, e.f.do("GET", "/v1/requests/100000", ""), http.StatusNotFound, "unknown_request")
	wantError(t, e.f.do("GET", "/v1/requests/0x01", ""), http.StatusBadRequest, "bad_request")
}
