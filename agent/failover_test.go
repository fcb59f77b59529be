package agent

import (
	"context"
	"testing"
	"time"

	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/internal/testutil/testkit"
)

// The worker reaches the chain through the RPC failover pool (as `infersched worker`
// does over its rpc_urls): with its first endpoint failing every call and its second
// healthy, it still checks the request, sends the result and follows it to the receipt;
// with the first hanging (timeouts) too.
func TestWorkerFailsOverBetweenRPCEndpoints(t *testing.T) {
	for _, fault := range []string{"fail", "hang"} {
		t.Run(fault, func(t *testing.T) {
			e := newEnv(t)
			broken, healthy := testkit.NewFaultyRPC(e.chain.Client), testkit.NewFaultyRPC(e.chain.Client)
			if fault == "fail" {
				broken.Fail(nil)
			} else {
				broken.Hang()
			}
			eps := map[string]*testkit.FaultyRPC{"http://broken.invalid": broken, "http://healthy.invalid": healthy}
			dial := func(_ context.Context, url string) (ethrpc.Client, error) { return eps[url], nil }
			pc := ethrpc.DefaultConfig()
			pc.RPCURLs, pc.ChainID = []string{"http://broken.invalid", "http://healthy.invalid"}, e.chain.ChainID.Uint64()
			pc.RequestTimeout = 200 * time.Millisecond
			pool, err := ethrpc.New(pc, dial, zap.NewNop(), nil)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(pool.Close)

			id := e.request("hello", 1000)
			r := e.startOn(0, testConfig(t), NewEcho(), pool.Client())
			e.assign(id, 0, "hello", 1000, time.Hour)
			testkit.WaitUntil(t, "the result on chain", func() bool { return r.w.Stats().Completed == 1 })
			if st := e.chain.Status(t, id); st != contracts.StatusFulfilled {
				t.Fatalf("status %s, want fulfilled", st)
			}
			if broken.Calls() == 0 || healthy.Calls() == 0 {
				t.Fatalf("calls: broken %d, healthy %d; want both tried", broken.Calls(), healthy.Calls())
			}
		})
	}
}
