package httpapi

import (
	"context"
	"math/big"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"go.uber.org/zap"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/statuskv"
	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/indexer"
	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/status"
)

// noClose hides the simulated client's Close from the pool.
type noClose struct{ ethrpc.Client }

// chainAPI is a simulated chain, an indexer with confirmations publishing to an
// embedded NATS server, and an API server reading the same buckets.
type chainAPI struct {
	chain     *contractstest.Chain
	f         *fixture
	statuses  *statuskv.KV
	sightings *statuskv.Sightings
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
	icfg.Router = chain.RouterAddress
	rcfg := ethrpc.DefaultConfig()
	rcfg.RPCURLs = []string{"ws://sim:8546"}
	rcfg.Contracts.Router = chain.RouterAddress.Hex()
	pool, err := ethrpc.New(rcfg, func(context.Context, string) (ethrpc.Client, error) { return noClose{chain.Client}, nil }, zap.NewNop(), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	cp, err := js.KeyValue(ctx, wire.BucketCheckpoint)
	if err != nil {
		t.Fatal(err)
	}
	isights, err := statuskv.OpenSightings(ctx, js, wire.BucketSightings)
	if err != nil {
		t.Fatal(err)
	}
	ix, err := indexer.New(icfg, pool, indexer.Ports{Events: bus.NewPublisher(js, 0), Checkpoints: cp, Sightings: isights}, zap.NewNop(), nil)
	if err != nil {
		t.Fatal(err)
	}
	rctx, cancel := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- ix.Run(rctx) }()
	t.Cleanup(func() { cancel(); <-done })

	statuses, err := statuskv.OpenKV(ctx, js, wire.BucketStatus)
	if err != nil {
		t.Fatal(err)
	}
	sightings, err := statuskv.OpenSightings(ctx, js, wire.BucketSightings)
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
	return &chainAPI{chain: chain, f: f, statuses: statuses, sightings: sightings}
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
				t.Fatalf("request %d: Retry-After %q, want within [1, %d]: %s", i, rec.Header().Get("Retry-After"), maxRetry, rec.Body)
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

// GET /v1/requests?tx= lists the ids a transaction created; a completed request's body
// carries its output (text, or only its length past status.MaxOutputBytes); a sighting
// a reorg removed is a final retracted.
func TestLookupByTxAndOutput(t *testing.T) {
	e := newChainAPI(t, 1)
	c := e.chain
	ctx := context.Background()
	long := strings.Repeat("x", status.MaxOutputBytes+1)
	// An inline output above the kept 8 KiB needs the router's inline limit raised (4096
	// by default; longer outputs go off chain, TestOutputEndpoint).
	c.Mine(t)(c.Router.SetMaxInlineOutputBytes(c.Opts(t, c.Owner), big.NewInt(2*status.MaxOutputBytes)))
	for _, out := range []string{"hello, world", long} {
		id, rec := c.RequestInferenceReceipt(t, c.Users[0], contractstest.Request{Model: "m"})
		var m map[string]any
		waitUntil(t, "the transaction's sighting", func() bool {
			r := e.f.do("GET", "/v1/requests?tx="+strings.ToUpper(rec.TxHash.Hex()[2:3])+rec.TxHash.Hex()[3:], "")
			if r.Code == http.StatusBadRequest { // "0X…" is not accepted; lower-case prefix is
				r = e.f.do("GET", "/v1/requests?tx="+rec.TxHash.Hex(), "")
			}
			if r.Code != http.StatusOK {
				return false
			}
			m = decodeMap(t, r)
			return true
		})
		if ids := toStrings(m["request_ids"]); len(ids) != 1 || ids[0] != id.String() || m["retracted"] != false {
			t.Fatalf("tx lookup %v", m)
		}
		c.Register(t, c.Workers[0], c.MinStake) // the router pays staked workers only
		res := c.SubmitResult(t, c.Workers[0], id, []byte(out))
		c.Commit()
		waitUntil(t, "the output", func() bool { _, err := e.sightings.Output(ctx, id.String()); return err == nil })
		done := record(id.String(), status.StateCompleted)
		done.ResultTxHash = strings.ToLower(res.TxHash.Hex())
		done.OutputHash = strings.ToLower(crypto.Keccak256Hash([]byte(out)).Hex())
		put(t, e.statuses, done)
		r := e.f.do("GET", "/v1/requests/"+id.String(), "")
		m = decodeMap(t, r)
		if r.Code != http.StatusOK || m["output_length"] != float64(len(out)) {
			t.Fatalf("completed: %d %v", r.Code, m)
		}
		if len(out) > status.MaxOutputBytes {
			if m["output_truncated"] != true || m["output"] != nil {
				t.Fatalf("long output: %v", m)
			}
		} else if m["output"] != out {
			t.Fatalf("output %v, want %q", m["output"], out)
		}
	}

	wantError(t, e.f.do("GET", "/v1/requests?tx=0x"+strings.Repeat("ab", 32), ""), http.StatusNotFound, "unknown_transaction")
	for _, q := range []string{"", "?tx=0x12", "?tx=", "?tx=0x" + strings.Repeat("zz", 32), "?tx=0x" + strings.Repeat("ab", 32) + "&x=1"} {
		wantError(t, e.f.do("GET", "/v1/requests"+q, ""), http.StatusBadRequest, "bad_request")
	}

	if err := e.sightings.PutSighting(ctx, status.Sighting{RequestID: "77", TxHash: txHash, BlockNumber: 5, Model: "m", Retracted: true}); err != nil {
		t.Fatal(err)
	}
	r := e.f.do("GET", "/v1/requests/77", "")
	if m := decodeMap(t, r); r.Code != http.StatusOK || m["status"] != "retracted" || m["tx_hash"] != txHash || r.Header().Get("Retry-After") != "" {
		t.Fatalf("retracted: %d %v", r.Code, m)
	}
}

func waitUntil(t testing.TB, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
